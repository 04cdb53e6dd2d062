//! The deck's link work, natively: parsing the issue's own example, round trips, the shared
//! parameters, and the editor's operations.

use super::*;

// The fuzz generators live in the core for native runs only (the wasm tests run in a browser).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod fuzz;

const ISSUE: &str = "#/deck?items=nim%3Fpiles%3D3%2C4%2C5,wythoff%3Fa%3D3%26b%3D5";

#[test]
fn the_issues_example_has_two_items_split_at_the_raw_commas() {
    let d = Deck::parse(ISSUE).unwrap();
    assert_eq!(d.items, vec!["nim?piles=3,4,5", "wythoff?a=3&b=5"]);
    assert_eq!(d.at, 0);
    assert!(!d.edit);
    assert_eq!(d.hash(), ISSUE);
}

#[test]
fn other_links_are_not_decks() {
    assert_eq!(Deck::parse("#/nim?piles=3"), None);
    assert_eq!(Deck::parse("#/"), None);
    assert_eq!(Deck::parse("#/decks"), None);
    assert!(Deck::parse("#/deck").unwrap().is_empty());
    assert!(Deck::parse("deck?items=").unwrap().is_empty());
}

#[test]
fn encoding_round_trips_every_awkward_item() {
    let items: Vec<String> = [
        "nim?piles=3,4,5&moves=1:2,3:1&step=2",
        "ie-divisible?mode=sets&names=%E7%94%B2,B&sizes=5,6,2",
        "graph-sum?n=5&edges=1-2,1-3&tokens=1,3&view=game",
        "nim?piles=100%25",
        "majority?values=2 2 1",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let d = Deck {
        items: items.clone(),
        at: 3,
        edit: true,
        shown: Some("graph-sum?n=5&edges=1-2,1-3&tokens=1,3&view=game&step=2".into()),
        query: Query::parse("lang=zh&theme=contrast&size=xl"),
    };
    let back = Deck::parse(&d.hash()).unwrap();
    assert_eq!(back, d);
    assert!(!render_items(&items).contains('&'));
    assert_eq!(render_items(&items).matches(',').count(), items.len() - 1);
}

#[test]
fn at_is_clamped_and_a_bad_at_is_the_first_item() {
    assert_eq!(Deck::parse(&format!("{ISSUE}&at=9")).unwrap().at, 1);
    assert_eq!(Deck::parse(&format!("{ISSUE}&at=x")).unwrap().at, 0);
    assert_eq!(Deck::parse(&format!("{ISSUE}&at=1")).unwrap().at, 1);
}

#[test]
fn items_take_the_decks_language_theme_size_and_embed() {
    let d = Deck::parse(&format!("{ISSUE}&lang=zh&theme=contrast&size=xl&embed=1")).unwrap();
    match d.item(0, Lang::Zh) {
        Item::Lesson(LessonKind::Nim, link) => {
            let Route::Lesson(_, q) = Route::parse(&link) else {
                panic!("{link}")
            };
            assert_eq!(q.get("piles"), Some("3,4,5"));
            assert_eq!(q.get("lang"), Some("zh"));
            assert_eq!(q.get("theme"), Some("contrast"));
            assert_eq!(q.get("size"), Some("xl"));
            assert_eq!(q.get("embed"), Some("1"));
        }
        other => panic!("{other:?}"),
    }
    // The cutting lesson's own `size` (its table) is not the deck's text size.
    let c = Deck::parse("#/deck?items=cutting%3Fview%3Dtable%26size%3D9&size=xl").unwrap();
    match c.item(0, Lang::En) {
        Item::Lesson(_, link) => assert!(link.contains("size=9") && !link.contains("xl")),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_bad_item_is_one_line_and_the_others_still_open() {
    let d = Deck::parse("#/deck?items=nim,no-such-lesson%3Fx%3D1,%3Fx%3D1,wythoff").unwrap();
    assert_eq!(d.len(), 4);
    assert!(matches!(
        d.item(0, Lang::En),
        Item::Lesson(LessonKind::Nim, _)
    ));
    match d.item(1, Lang::En) {
        Item::Bad(why) => assert!(why.contains("no-such-lesson") && !why.contains('\n')),
        other => panic!("{other:?}"),
    }
    match d.item(2, Lang::Zh) {
        Item::Bad(why) => assert!(why.contains('3') && why.contains("课程")),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        d.item(3, Lang::En),
        Item::Lesson(LessonKind::Wythoff, _)
    ));
    assert!(matches!(d.item(9, Lang::En), Item::Bad(_)));
}

#[test]
fn writing_the_current_item_keeps_the_rest_and_drops_the_decks_own_parameters() {
    let d = Deck::parse(&format!("{ISSUE}&at=1&lang=zh")).unwrap();
    let d2 = d.with_current("#/wythoff?a=3&b=5&step=2&lang=zh");
    assert_eq!(d2.items, vec!["nim?piles=3,4,5", "wythoff?a=3&b=5&step=2"]);
    assert_eq!(d2.at, 1);
    assert!(d2.hash().contains("at=1"));
    // Not a lesson: nothing changes.
    assert_eq!(d.with_current("#/nope"), d);
}

#[test]
fn presenting_never_rewrites_the_items() {
    // Review: a rehearsal left every item at its last step in the deck's link, so the class
    // saw the answers first; an item added at step 2 opened at step 0 from the one before.
    let d = Deck::parse(&format!("{ISSUE}&at=1&lang=zh")).unwrap();
    let p = d.presenting("#/wythoff?a=3&b=5&step=2&lang=zh");
    assert_eq!(p.items, d.items);
    assert_eq!(p.shown.as_deref(), Some("wythoff?a=3&b=5&step=2"));
    assert!(p.hash().contains("cur=wythoff%3Fa%3D3%26b%3D5%26step%3D2"));
    match p.item(1, Lang::En) {
        Item::Lesson(_, link) => assert!(link.contains("step=2"), "{link}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(Deck::parse(&p.hash()).unwrap(), p);
    // Back at the item as written: nothing to keep. Another item: as written.
    assert_eq!(p.presenting("#/wythoff?a=3&b=5&lang=zh").shown, None);
    assert_eq!(p.go(0).shown, None);
    assert_eq!(p.go(1).shown, None);
    assert_eq!(p.prev_item().unwrap().shown, None);
}

#[test]
fn next_item_opens_as_written_and_prev_keeps_the_step() {
    let d = Deck::parse("#/deck?items=nim%3Fstep%3D5,wythoff%3Fstep%3D2%26a%3D3%26b%3D5").unwrap();
    let n = d.next_item().unwrap();
    assert_eq!(n.at, 1);
    assert_eq!(n.items[1], "wythoff?step=2&a=3&b=5");
    assert_eq!(n.items[0], "nim?step=5");
    assert_eq!(n.next_item(), None);
    let p = n.prev_item().unwrap();
    assert_eq!(p.at, 0);
    assert_eq!(p.prev_item(), None);
}

#[test]
fn the_editor_moves_and_removes_and_the_current_item_follows() {
    let d = Deck::parse("#/deck?items=a,b,c,d&at=1").unwrap();
    let up = d.move_item(1, true);
    assert_eq!(up.items, vec!["b", "a", "c", "d"]);
    assert_eq!(up.at, 0);
    let down = d.move_item(0, false);
    assert_eq!(down.items, vec!["b", "a", "c", "d"]);
    assert_eq!(down.at, 0, "the current item b moved up to 0");
    assert_eq!(d.move_item(0, true), d);
    assert_eq!(d.move_item(3, false), d);
    assert_eq!(d.move_item(7, false), d);
    let r = d.remove(0);
    assert_eq!(
        (r.items.clone(), r.at),
        (vec!["b".into(), "c".into(), "d".into()], 0)
    );
    let r = d.remove(1);
    assert_eq!(
        (r.items.clone(), r.at),
        (vec!["a".into(), "c".into(), "d".into()], 1)
    );
    let last = Deck::parse("#/deck?items=a,b&at=1").unwrap().remove(1);
    assert_eq!((last.items.clone(), last.at), (vec!["a".to_string()], 0));
    let empty = last.remove(0);
    assert!(empty.is_empty());
    assert_eq!(empty.hash(), "#/deck");
    let added = empty.append("#/nim?piles=1,2");
    assert_eq!(
        (added.items.clone(), added.at),
        (vec!["nim?piles=1,2".to_string()], 0)
    );
}

#[test]
fn the_example_deck_follows_the_lecture_notes_and_every_item_is_a_lesson() {
    let d = example_deck();
    let slugs: Vec<&str> = (0..d.len()).map(|i| d.kind_of(i).unwrap().slug()).collect();
    assert_eq!(
        &slugs[..8],
        &[
            "ie-divisible",
            "nim",
            "staircase-nim",
            "set-nim",
            "split-nim",
            "set-nim",
            "graph-sum",
            "wythoff"
        ]
    );
    assert!(d.items[5].contains("view=dag"));
    for i in 0..d.len() {
        assert!(
            matches!(d.item(i, Lang::En), Item::Lesson(..)),
            "{}",
            d.items[i]
        );
    }
    assert_eq!(Deck::parse(&d.hash()).unwrap(), d);
}

#[test]
fn same_but_step_ignores_only_the_step() {
    assert!(same_but_step("#/nim?piles=3&step=2", "#/nim?piles=3"));
    assert!(!same_but_step(
        "#/nim?piles=3&step=2",
        "#/nim?piles=4&step=2"
    ));
    assert!(!same_but_step("#/nim?piles=3", "#/nim?piles=3&moves=1:1"));
    assert!(!same_but_step("#/nope", "#/nope"));
}
