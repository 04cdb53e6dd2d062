//! The template language of the message tables: `{name}` puts an argument in, and
//! `{name|one:…|other:…}` picks a branch by the language's plural category of the number
//! `name` holds (`#` in a branch is that number); a branch tagged `=N` (ICU's exact match)
//! is taken for the number N itself, before any category. Any other `{` is literal text, so `mex{}`
//! and `S = {{set}}` read as written.

use super::{Lang, Phrase, Texts};

/// A plural category, with CLDR's names. English uses `One` and `Other`; Chinese only
/// `Other`; the rest are there for languages that need them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    /// CLDR `zero`.
    Zero,
    /// CLDR `one` (English: exactly 1).
    One,
    /// CLDR `two`.
    Two,
    /// CLDR `few`.
    Few,
    /// CLDR `many`.
    Many,
    /// CLDR `other`: every table's fallback branch.
    Other,
}

impl Plural {
    /// The category's name as templates write it.
    pub fn tag(self) -> &'static str {
        match self {
            Plural::Zero => "zero",
            Plural::One => "one",
            Plural::Two => "two",
            Plural::Few => "few",
            Plural::Many => "many",
            Plural::Other => "other",
        }
    }
}

/// One placeholder of a template, as the table tests inspect it.
#[derive(Debug, PartialEq, Eq)]
pub struct Placeholder<'a> {
    /// The argument's name.
    pub name: &'a str,
    /// For a plural choice, its branches: (category, text).
    pub branches: Option<Vec<(&'a str, &'a str)>>,
}

/// The placeholder starting right after a `{`, and the length it spans up to and including
/// its closing `}`; `None` when the brace is literal text.
fn placeholder(after: &str) -> Option<(Placeholder<'_>, usize)> {
    let name_len = after
        .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
        .unwrap_or(after.len());
    let name = after.get(..name_len)?;
    if !name.starts_with(|c: char| c.is_ascii_lowercase()) {
        return None;
    }
    match after[name_len..].chars().next()? {
        '}' => Some((
            Placeholder {
                name,
                branches: None,
            },
            name_len + 1,
        )),
        '|' => {
            // The choice ends at the `}` that closes this `{`, past any nested placeholders.
            let body_start = name_len + 1;
            let mut depth = 0usize;
            let mut end = None;
            for (i, c) in after[body_start..].char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        end = Some(body_start + i);
                        break;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let end = end?;
            let body = &after[body_start..end];
            let mut branches = Vec::new();
            for branch in split_top_level(body) {
                let (tag, text) = branch.split_once(':')?;
                branches.push((tag, text));
            }
            Some((
                Placeholder {
                    name,
                    branches: Some(branches),
                },
                end + 1,
            ))
        }
        _ => None,
    }
}

/// `body` split at the `|` that are not inside a nested `{…}`.
fn split_top_level(body: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut from) = (0usize, 0);
    for (i, c) in body.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            '|' if depth == 0 => {
                parts.push(&body[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&body[from..]);
    parts
}

/// Every placeholder of `template`, in order (nested ones inside plural branches included);
/// the table tests read it.
#[cfg(test)]
pub fn placeholders(template: &str) -> Vec<Placeholder<'_>> {
    let mut found = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match placeholder(after) {
            Some((p, len)) => {
                if let Some(branches) = &p.branches {
                    for (_, text) in branches {
                        found.extend(placeholders(text));
                    }
                }
                found.push(p);
                rest = &after[len..];
            }
            None => rest = after,
        }
    }
    found
}

/// `template` in `lang` with its placeholders filled from `args` (messages among them read
/// their texts from `texts`). A placeholder naming no argument stays as written (the table
/// tests make sure there is none).
pub(super) fn fill(lang: Lang, template: &str, args: &[(&str, Phrase)], texts: Texts) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some((p, len)) = placeholder(after) else {
            out.push('{');
            rest = after;
            continue;
        };
        let arg = args
            .iter()
            .find(|(name, _)| *name == p.name)
            .map(|(_, a)| a);
        match (arg, &p.branches) {
            (Some(arg), None) => out.push_str(&arg.render_with(lang, texts)),
            (Some(arg), Some(branches)) => {
                let count = arg.count();
                let tag = count.map_or(Plural::Other, |n| lang.plural(n)).tag();
                let exact = |t: &str| {
                    t.strip_prefix('=')
                        .and_then(|v| v.parse::<i128>().ok())
                        .is_some_and(|v| Some(v) == count)
                };
                let text = branches
                    .iter()
                    .find(|(t, _)| exact(t))
                    .or_else(|| branches.iter().find(|(t, _)| *t == tag))
                    .or_else(|| branches.iter().find(|(t, _)| *t == "other"))
                    .map_or("", |(_, text)| text);
                let shown = text.replace('#', &arg.render_with(lang, texts));
                out.push_str(&fill(lang, &shown, args, texts));
            }
            (None, _) => out.push_str(&rest[open..open + 1 + len]),
        }
        rest = &after[len..];
    }
    out.push_str(rest);
    out
}
