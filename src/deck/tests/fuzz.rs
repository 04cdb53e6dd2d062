//! Fuzzing the deck's links natively (see grundy_lessons::fuzz): `items=` of random lesson links
//! (encoded, raw, or mutated as text), with `at=`, `cur=`, `edit=` and shared parameters, then
//! the editor's operations. A deck link always parses, renders back to the same deck, and every
//! item opens a lesson or says in one line why not.

use super::super::*;
use grundy_core::rng::Rng;
use grundy_lessons::fuzz::{self, lesson_link, mutate_list, mutate_text, number, one_line, text};

/// A random deck link.
pub(crate) fn deck_link(rng: &mut Rng) -> String {
    let items: Vec<String> = (0..rng.range(0, 6))
        .map(|_| {
            let l = lesson_link(rng);
            l.strip_prefix("#/").unwrap_or(&l).to_string()
        })
        .collect();
    let mut raw = match rng.below(4) {
        0 => items.join(","),
        1 => mutate_list(rng, &render_items(&items), 40),
        _ => render_items(&items),
    };
    if rng.chance(1, 5) {
        raw = mutate_text(rng, &raw);
    }
    let mut parts = vec![format!("items={raw}")];
    let extra = [
        ("at", number(rng)),
        ("cur", encode_item(&lesson_link(rng))),
        ("edit", number(rng)),
        ("lang", ["en", "zh", "xx"][rng.index(3)].to_string()),
        ("size", number(rng)),
        ("embed", text(rng, 2)),
        ("items", text(rng, 3)),
    ];
    for (k, v) in extra {
        if rng.chance(1, 4) {
            parts.push(format!("{k}={v}"));
        }
    }
    rng.shuffle(&mut parts);
    format!("#/deck?{}", parts.join("&"))
}

#[test]
fn fuzz_deck_items() {
    fuzz::run("deck", 3000, deck_link, |link| {
        let d = Deck::parse(link).ok_or("a deck link is not a deck")?;
        if !d.items.is_empty() && d.at >= d.len() {
            return Err(format!("at {} of {} items", d.at, d.len()));
        }
        // The deck's own link gives the same deck back.
        let again = Deck::parse(&d.hash()).ok_or("the deck's own link is not a deck")?;
        if again != d {
            return Err(format!("{} renders back as {:?}", d.hash(), again));
        }
        for i in 0..d.len().min(8) {
            match d.item(i, Lang::En) {
                Item::Lesson(kind, hash) => {
                    if !matches!(Route::parse(&hash), Route::Lesson(k, _) if k == kind) {
                        return Err(format!("item {i} opens {hash}, not a {kind:?} lesson"));
                    }
                }
                Item::Bad(line) => one_line("bad item", &line)?,
            }
        }
        // The editor's operations keep a deck whose link parses back to it.
        let mut rng = Rng::new(d.len() as u64 ^ link.len() as u64);
        let i = rng.index(d.len() + 1);
        let edited = [
            d.go(i),
            d.move_item(i, rng.chance(1, 2)),
            d.remove(i),
            d.append(&lesson_link(&mut rng)),
            d.with_current(&lesson_link(&mut rng)),
            d.presenting(&lesson_link(&mut rng)),
            d.editing(true),
            d.with_lang(Lang::Zh),
        ];
        for e in edited
            .iter()
            .chain(d.next_item().iter())
            .chain(d.prev_item().iter())
        {
            if Deck::parse(&e.hash()).as_ref() != Some(e) {
                return Err(format!("an edited deck {e:?} does not parse back"));
            }
        }
        Ok(())
    });
}

#[test]
fn an_item_starting_with_two_hashes_reads_the_same_after_a_reload() {
    // Found by the fuzz: `cur=%23%23/majority…` was kept as `#/majority…` (an unknown lesson
    // on screen), which the deck's own link then read as `majority…`.
    let d = Deck::parse("#/deck?items=%23%23/nim%3Fpiles%3D3,%2F%2F%23wythoff&cur=%23%23/nim")
        .unwrap_or_default();
    assert_eq!(d.items, vec!["nim?piles=3", "wythoff"]);
    assert_eq!(d.shown.as_deref(), Some("nim"));
    assert_eq!(Deck::parse(&d.hash()), Some(d.clone()));
    let appended = d.append(" #/#/majority ");
    assert_eq!(appended.items.last().map(String::as_str), Some("majority"));
    assert_eq!(Deck::parse(&appended.hash()), Some(appended.clone()));
    // And a blank after the `#/` (found next): kept until a reload trimmed it.
    let blank = appended.append("#/\rwythoff");
    assert_eq!(blank.items.last().map(String::as_str), Some("wythoff"));
    let d = Deck::parse("#/deck?items=%23/%0Dnim").unwrap_or_default();
    assert_eq!(d.items, vec!["nim"]);
}
