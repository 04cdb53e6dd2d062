//! Links as the front-ends read them: a location hash (`#/slug?a=1&b=2`) parsed into a
//! [`Route`] and its [`Query`], percent-decoded, and rendered back readably.

use super::LessonKind;
use grundy_core::i18n::Lang;

/// A link's query as ordered (name, value) pairs, percent-decoded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query(pub Vec<(String, String)>);

impl Query {
    /// Parses `a=1&b=2,3` (no leading `?`).
    pub fn parse(text: &str) -> Query {
        Query(
            text.split('&')
                .filter(|p| !p.is_empty())
                .map(|pair| match pair.split_once('=') {
                    Some((k, v)) => (percent_decode(k), percent_decode(v)),
                    None => (percent_decode(pair), String::new()),
                })
                .collect(),
        )
    }

    /// The last value given for `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// This query with `name` set to `value` (removed when None); a replaced parameter keeps
    /// its place, a new one goes last.
    pub fn with(&self, name: &str, value: Option<String>) -> Query {
        let mut q = self.clone();
        let pos = q.0.iter().position(|(k, _)| k == name);
        q.0.retain(|(k, _)| k != name);
        if let Some(v) = value {
            let at = pos.unwrap_or(q.0.len()).min(q.0.len());
            q.0.insert(at, (name.to_string(), v));
        }
        q
    }

    /// Renders the pairs back as `a=1&b=2` (commas and signs kept readable).
    pub fn render(&self) -> String {
        self.0
            .iter()
            .map(|(k, v)| format!("{}={}", percent_encode(k), percent_encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

/// Decodes `%XX` escapes once; an invalid escape is kept as it is, and bytes that are not
/// UTF-8 become U+FFFD.
pub fn percent_decode(s: &str) -> String {
    fn hex(b: u8) -> Option<u8> {
        (b as char).to_digit(16).map(|d| d as u8)
    }
    // Most of a long link (a graph's edges, a thousand piles) has no escape: copying it
    // whole skips the byte-by-byte loop, which matters because the page parses its link
    // several times per step.
    if !s.contains('%') {
        return s.to_string();
    }
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push(h * 16 + l);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.,:~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Where a link points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// The lesson list.
    Home(Query),
    /// A lesson and its query.
    Lesson(LessonKind, Query),
    /// A slug no lesson has, as shown to the reader (escaped and cut like any link text, so a
    /// huge name is never echoed whole on the page or to an embedding page).
    Unknown(String, Query),
}

/// Splits a link (`#/path?query`; the `#` and the `/`s around the path are optional) into
/// its path and its raw query.
pub fn split_link(link: &str) -> (&str, &str) {
    let h = link.strip_prefix('#').unwrap_or(link);
    let h = h.strip_prefix('/').unwrap_or(h);
    let (path, query) = h.split_once('?').unwrap_or((h, ""));
    (path.trim_end_matches('/'), query)
}

impl Route {
    /// Parses a location hash such as `#/majority?values=1,2&step=3` (the `#` is optional).
    pub fn parse(hash: &str) -> Route {
        let (path, query) = split_link(hash);
        let query = Query::parse(query);
        if path.is_empty() {
            return Route::Home(query);
        }
        match LessonKind::from_slug(path) {
            Some(kind) => Route::Lesson(kind, query),
            None => Route::Unknown(grundy_core::text::shown(&percent_decode(path)), query),
        }
    }

    /// The `lang=` of the link, if valid.
    pub fn lang(&self) -> Option<Lang> {
        let q = match self {
            Route::Home(q) | Route::Lesson(_, q) | Route::Unknown(_, q) => q,
        };
        q.get("lang").and_then(Lang::parse)
    }
}
