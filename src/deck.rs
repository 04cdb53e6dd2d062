//! Decks: an ordered list of lesson links shown as one presentation
//! (`#/deck?items=nim%3Fpiles%3D3%2C4%2C5,wythoff%3Fa%3D3%26b%3D5&at=1`). Everything here is
//! pure link work — parsing, rendering, moving between items, the editor's operations — so the
//! reducer (`page_state/deck.rs`) and the native tests share it, and the page draws the result.
//!
//! The deck's link is the whole deck: `items=` holds the items (each a lesson link without its
//! `#/`, percent-encoded, comma-separated) as written, `at=K` the current item (0-based, like
//! `step=`), and `cur=` the current item as the presenter left it (its `step=`, `view=`,
//! `moves=`; percent-encoded like an item), so a reload lands on the same step while the items
//! stay as written: presenting never rewrites the deck (a rehearsal once left every item at its
//! last step, answers showing, in the link copied for class). `edit=1` opens the deck editor. The deck's own `lang=`, `theme=`, `size=`,
//! `embed=`, `caption=` and `quiz=` apply to every item (over the item's own values).
//! Only the current item is ever solved, so a long deck opens as fast as one lesson.

use crate::t;
use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{percent_decode, split_link, LessonKind, Query, Route};

/// The slug of decks.
pub const DECK_SLUG: &str = "deck";

/// Parameters of the deck that every item takes over its own.
const SHARED: [&str; 6] = ["lang", "theme", "size", "embed", "caption", "quiz"];

/// Parameters that belong to the deck alone.
const OWN: [&str; 4] = ["items", "at", "cur", "edit"];

/// A deck, as its link holds it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Deck {
    /// The items: lesson links without `#/`, decoded once (their own escapes kept).
    pub items: Vec<String>,
    /// The current item (0-based; 0 for an empty deck).
    pub at: usize,
    /// Whether the deck editor is open.
    pub edit: bool,
    /// The current item as presented, when it differs from the item as written.
    pub shown: Option<String>,
    /// The deck's other parameters (`lang`, `theme`, `size`, `embed`, …), in link order.
    pub query: Query,
}

/// What one item opens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Item {
    /// A lesson: its link (`#/slug?…`) with the deck's shared parameters applied.
    Lesson(LessonKind, String),
    /// Not a lesson: the one line the page shows in its place.
    Bad(String),
}

/// Percent-encodes an item for `items=`: everything but letters, digits and `-_.~:/` is
/// escaped, so `?`, `=`, `&`, `,` and `%` inside the item never split the deck's link.
pub fn encode_item(item: &str) -> String {
    let mut out = String::with_capacity(item.len());
    for b in item.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~:/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The items of a raw `items=` value: split at commas first, then each decoded once.
pub fn parse_items(raw: &str) -> Vec<String> {
    raw.split(',')
        .map(|s| bare_item(&percent_decode(s)).to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// An item without the blanks around it and the `#` and `/` a pasted link starts with: all
/// of them, so that an item reads the same after its deck's link is written and read again
/// (`##/nim` became `#/nim`, an unknown lesson, then `nim` after a reload; `#/%0Dnim` kept
/// its carriage return until a reload trimmed it).
fn bare_item(item: &str) -> &str {
    item.trim_start_matches(|c: char| c == '#' || c == '/' || c.is_whitespace())
        .trim_end()
}

/// The raw `items=` value of `items`.
pub fn render_items(items: &[String]) -> String {
    items
        .iter()
        .map(|i| encode_item(i))
        .collect::<Vec<_>>()
        .join(",")
}

/// Whether the deck's `name` applies to an item of `kind` (`size=` is the cutting lesson's
/// own table size, so the deck's text size leaves it alone).
fn shared_applies(kind: LessonKind, name: &str) -> bool {
    SHARED.contains(&name) && !kind.owns_param(name)
}

impl Deck {
    /// The deck being built that a link carries in `deck=` (the raw value of a deck's
    /// `items=`), on lessons and the home page.
    pub fn carried(raw: &str) -> Option<Deck> {
        Deck::parse(&format!("#/deck?items={raw}"))
    }

    /// The deck of a link, when it is one (`#/deck?…`).
    pub fn parse(link: &str) -> Option<Deck> {
        let (path, raw) = split_link(link);
        if path != DECK_SLUG {
            return None;
        }
        // `items=` is read raw: its commas separate items, its escapes belong to the items.
        let raw_value = |name: &str| {
            raw.rsplit('&')
                .filter_map(|pair| pair.split_once('='))
                .find(|(k, _)| percent_decode(k) == name)
                .map(|(_, v)| v)
        };
        let items = raw_value("items").map(parse_items).unwrap_or_default();
        let shown = raw_value("cur").and_then(|v| parse_items(v).into_iter().next());
        let all = Query::parse(raw);
        let at = all
            .get("at")
            .and_then(|a| a.trim().parse::<usize>().ok())
            .unwrap_or(0);
        let edit = all.get("edit") == Some("1");
        let query = Query(
            all.0
                .into_iter()
                .filter(|(k, _)| !OWN.contains(&k.as_str()))
                .collect(),
        );
        Some(Deck {
            at: at.min(items.len().saturating_sub(1)),
            items,
            edit,
            shown,
            query,
        })
    }

    /// The deck's link (`#/deck?items=…&at=K…`): the current item's state included, so a
    /// reload or a shared copy lands on the same item and step.
    pub fn hash(&self) -> String {
        let mut parts = Vec::new();
        if !self.items.is_empty() {
            parts.push(format!("items={}", render_items(&self.items)));
        }
        if self.at > 0 {
            parts.push(format!("at={}", self.at));
        }
        if let Some(shown) = &self.shown {
            parts.push(format!("cur={}", encode_item(shown)));
        }
        if self.edit {
            parts.push("edit=1".to_string());
        }
        if !self.query.0.is_empty() {
            parts.push(self.query.render());
        }
        if parts.is_empty() {
            format!("#/{DECK_SLUG}")
        } else {
            format!("#/{DECK_SLUG}?{}", parts.join("&"))
        }
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the deck has no items.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The lesson of item `i`, if it is a lesson link.
    pub fn kind_of(&self, i: usize) -> Option<LessonKind> {
        let item = self.items.get(i)?;
        let (path, _) = split_link(item);
        LessonKind::from_slug(path)
    }

    /// What item `i` opens in `lang` (for the one line of a bad item).
    pub fn item(&self, i: usize, lang: Lang) -> Item {
        let presented = self.shown.as_ref().filter(|_| i == self.at);
        let Some(text) = presented.or(self.items.get(i)) else {
            return Item::Bad(t!(
                lang,
                DeckBadItem {
                    item: (i + 1).to_string(),
                    link: String::new()
                }
            ));
        };
        match Route::parse(&format!("#/{text}")) {
            Route::Lesson(kind, q) => {
                let mut q = q;
                for (k, v) in &self.query.0 {
                    if shared_applies(kind, k) {
                        q = q.with(k, Some(v.clone()));
                    }
                }
                Item::Lesson(kind, crate::page_state::lesson_hash(kind, &q))
            }
            Route::Unknown(slug, _) => Item::Bad(t!(lang, NotFound { slug: slug })),
            Route::Home(_) => Item::Bad(t!(
                lang,
                DeckBadItem {
                    item: (i + 1).to_string(),
                    link: grundy_core::text::shown(text)
                }
            )),
        }
    }

    /// The lesson link `hash` as an item: without `#/` and the parameters the deck gives
    /// every item.
    fn as_item(&self, hash: &str) -> Option<String> {
        let Route::Lesson(kind, q) = Route::parse(hash) else {
            return None;
        };
        let q = Query(
            q.0.into_iter()
                .filter(|(k, _)| !(shared_applies(kind, k) && self.query.get(k).is_some()))
                .collect(),
        );
        let item = crate::page_state::lesson_hash(kind, &q);
        Some(item.strip_prefix("#/").unwrap_or(&item).to_string())
    }

    /// The deck with the current item written as the lesson link `hash` (an item just added:
    /// it gives up what the deck sets for every item).
    pub fn with_current(&self, hash: &str) -> Deck {
        let mut d = self.clone();
        let Some(item) = self.as_item(hash) else {
            return d;
        };
        match d.items.get_mut(d.at) {
            Some(slot) => *slot = item,
            None => d.items.push(item),
        }
        d.shown = None;
        d
    }

    /// The deck presenting its current item as the lesson link `hash` (as the page wrote it:
    /// a step, a move, a view), the items as written.
    pub fn presenting(&self, hash: &str) -> Deck {
        let mut d = self.clone();
        if let Some(item) = self.as_item(hash) {
            d.shown = (self.items.get(self.at) != Some(&item)).then_some(item);
        }
        d
    }

    /// The deck on item `i` (clamped) as written, presenting.
    pub fn go(&self, i: usize) -> Deck {
        let mut d = self.clone();
        d.at = i.min(self.items.len().saturating_sub(1));
        d.edit = false;
        d.shown = None;
        d
    }

    /// The deck on the next item as written (at the step it was added at), if there is one.
    pub fn next_item(&self) -> Option<Deck> {
        (self.at + 1 < self.items.len()).then(|| self.go(self.at + 1))
    }

    /// The deck on the previous item (the page then goes to its last step), if there is one.
    pub fn prev_item(&self) -> Option<Deck> {
        (self.at > 0).then(|| self.go(self.at - 1))
    }

    /// The deck with item `i` moved one place up (`up`) or down; the current item stays
    /// current wherever it goes.
    pub fn move_item(&self, i: usize, up: bool) -> Deck {
        let mut d = self.clone();
        let j = if up { i.checked_sub(1) } else { Some(i + 1) };
        let Some(j) = j.filter(|&j| j < d.items.len() && i < d.items.len()) else {
            return d;
        };
        d.items.swap(i, j);
        if d.at == i {
            d.at = j;
        } else if d.at == j {
            d.at = i;
        }
        d
    }

    /// The deck without item `i`; the current item stays current (or its successor, when it
    /// was the one removed).
    pub fn remove(&self, i: usize) -> Deck {
        let mut d = self.clone();
        if i >= d.items.len() {
            return d;
        }
        d.items.remove(i);
        if i == d.at {
            d.shown = None;
        }
        if i < d.at {
            d.at -= 1;
        }
        d.at = d.at.min(d.items.len().saturating_sub(1));
        d
    }

    /// The deck with `item` (a lesson link, with or without `#/`) appended and current.
    pub fn append(&self, item: &str) -> Deck {
        let mut d = self.clone();
        let item = bare_item(item);
        if !item.is_empty() {
            d.items.push(item.to_string());
        }
        d.at = d.items.len().saturating_sub(1);
        d.shown = None;
        d
    }

    /// The deck with the editor open (or closed).
    pub fn editing(&self, on: bool) -> Deck {
        Deck {
            edit: on,
            ..self.clone()
        }
    }

    /// The deck in `lang`.
    pub fn with_lang(&self, lang: Lang) -> Deck {
        Deck {
            query: self.query.with("lang", Some(lang.code().to_string())),
            ..self.clone()
        }
    }
}

/// Whether two lesson links show the same item state apart from the step.
pub fn same_but_step(a: &str, b: &str) -> bool {
    // Equal links are the same lesson without parsing them (asked at every render).
    if a == b {
        return matches!(Route::parse(a), Route::Lesson(..));
    }
    match (Route::parse(a), Route::parse(b)) {
        (Route::Lesson(ka, qa), Route::Lesson(kb, qb)) => {
            ka == kb && qa.with("step", None) == qb.with("step", None)
        }
        _ => false,
    }
}

/// The example deck of the home page: the lecture notes' order (inclusion–exclusion, Nim,
/// staircase, set-Nim, split-Nim, the DAG lessons, Wythoff, cutting, the majority vote, then
/// misère Nim, the apple tree, either end, bounded Nim, flip-the-multiples), each item the
/// lesson's own example link.
pub fn example_deck() -> Deck {
    use LessonKind as K;
    let order: [(K, Option<&str>); 15] = [
        (K::IeDivisible, None),
        (K::Nim, None),
        (K::StaircaseNim, None),
        (K::SetNim, None),
        (K::SplitNim, None),
        (K::SetNim, Some("dag")),
        (K::GraphSum, None),
        (K::Wythoff, None),
        (K::Cutting, None),
        (K::Majority, None),
        (K::MisereNim, None),
        (K::AppleTree, None),
        (K::EndPiles, None),
        (K::BoundedNim, None),
        (K::FlipMultiples, None),
    ];
    let items = order
        .iter()
        .map(|&(kind, view)| {
            let mut q = Query(
                kind.params()
                    .iter()
                    .filter_map(|p| p.default.map(|d| (p.name.to_string(), d.to_string())))
                    .collect(),
            );
            if let Some(v) = view {
                q = q.with("view", Some(v.to_string()));
            }
            let h = crate::page_state::lesson_hash(kind, &q);
            h.strip_prefix("#/").unwrap_or(&h).to_string()
        })
        .collect();
    Deck {
        items,
        ..Deck::default()
    }
}

#[cfg(test)]
pub(crate) mod tests;
