//! Decks through the reducer, natively, with the real solver answering: stepping across
//! items both ways, the link round trip, a bad item, "Add to deck" and the editor.

use super::super::*;
use super::page::Page;
use crate::deck::{Deck, Item};
use crate::stepper::StepAction;

const THREE: &str =
    "#/deck?items=nim%3Fpiles%3D1%2C2,wythoff%3Fa%3D1%26b%3D2,majority%3Fvalues%3D1%2C1%2C2";

#[test]
fn page_down_at_an_items_last_step_opens_the_next_at_its_first_and_page_up_comes_back() {
    let mut p = Page::at(THREE);
    assert_eq!((p.at_item(), p.slug().as_str(), p.step()), (0, "nim", 0));
    let nim_steps = p.count();
    assert!(nim_steps > 2);
    for _ in 1..nim_steps {
        p.key(StepAction::Next);
    }
    assert_eq!((p.at_item(), p.step()), (0, nim_steps - 1));
    // Stepping inside an item replaces the history entry.
    assert_eq!(p.written().1, HistoryMode::Replace);
    p.key(StepAction::Next);
    assert_eq!(
        (p.at_item(), p.slug().as_str(), p.step()),
        (1, "wythoff", 0)
    );
    // Crossing to another item adds one, so Back returns to the item left.
    let (address, mode) = p.written();
    assert_eq!(mode, HistoryMode::Push);
    assert!(
        address.starts_with("#/deck?items=") && address.contains("at=1"),
        "{address}"
    );
    p.key(StepAction::Next);
    assert_eq!((p.at_item(), p.step()), (1, 1));
    p.key(StepAction::Prev);
    p.key(StepAction::Prev);
    assert_eq!(
        (p.at_item(), p.slug().as_str(), p.step()),
        (0, "nim", nim_steps - 1)
    );
    assert!(!p.state.address().contains("at="));
    // At the first step of the first item Prev stays; at the end of the last, Next stays.
    p.key(StepAction::First);
    p.key(StepAction::Prev);
    assert_eq!((p.at_item(), p.step()), (0, 0));
    p.act(Action::Deck(DeckAction::Go(2)));
    p.key(StepAction::Last);
    let last = p.step();
    p.key(StepAction::Next);
    assert_eq!((p.at_item(), p.step()), (2, last));
}

#[test]
fn the_decks_link_round_trips_to_the_same_item_and_step() {
    let mut p = Page::at(THREE);
    let nim_steps = p.count();
    for _ in 0..nim_steps + 2 {
        p.key(StepAction::Next);
    }
    assert_eq!((p.at_item(), p.step()), (1, 2));
    let address = p.state.address();
    assert!(
        address.contains("wythoff%3Fa%3D1%26b%3D2%26step%3D2"),
        "{address}"
    );
    // A reload (or a shared copy) opens the same item at the same step.
    let again = Page::at(&address);
    assert_eq!(
        (again.at_item(), again.slug().as_str(), again.step()),
        (1, "wythoff", 2)
    );
    assert_eq!(again.state.address(), address);
    // Back to the entry pushed when item 1 opened: the hashchange shows it.
    let mut back = Page::at(&address);
    back.act(Action::LocationChanged(THREE.to_string()));
    assert_eq!((back.at_item(), back.slug().as_str()), (0, "nim"));
}

#[test]
fn quick_presses_across_an_item_are_not_lost_before_the_answers() {
    let mut p =
        Page::at("#/deck?items=nim%3Fpiles%3D1%2C2%26step%3D99,majority%3Fvalues%3D1%2C1%2C2");
    p.settle();
    // On nim's last step: three presses before any answer cross once and step twice.
    for _ in 0..3 {
        p.state.apply(Action::Step(StepAction::Next));
    }
    p.settle();
    assert_eq!(
        (p.at_item(), p.slug().as_str(), p.step()),
        (1, "majority", 2)
    );
}

#[test]
fn a_bad_item_shows_its_error_and_the_next_one_still_opens() {
    let mut p =
        Page::at("#/deck?items=majority%3Fvalues%3D1,no-such-lesson%3Fx%3D1,nim%3Fpiles%3Dx");
    p.key(StepAction::Last);
    p.key(StepAction::Next);
    assert_eq!(p.at_item(), 1);
    assert!(
        p.state.pending.is_none(),
        "a bad item asks the solver nothing"
    );
    match p.state.deck_item() {
        Some(Item::Bad(why)) => assert!(why.contains("no-such-lesson"), "{why}"),
        other => panic!("{other:?}"),
    }
    p.key(StepAction::Next);
    assert_eq!((p.at_item(), p.slug().as_str()), (2, "nim"));
    // A bad parameter shows the lesson page's own error line over the example.
    assert!(p
        .state
        .snapshot()
        .is_some_and(|s| s.errors.iter().any(|e| e.contains("piles"))));
    p.key(StepAction::Prev);
    assert_eq!(p.at_item(), 1);
    p.key(StepAction::Prev);
    assert_eq!((p.at_item(), p.slug().as_str()), (0, "majority"));
    assert_eq!(p.step() + 1, p.count());
}

#[test]
fn add_to_deck_builds_a_deck_carried_in_the_links() {
    let mut p = Page::at("#/nim?piles=3,4,5&step=2&lang=zh");
    p.act(Action::Deck(DeckAction::Add));
    let d = p.state.deck.clone().unwrap();
    assert_eq!(d.items, vec!["nim?piles=3,4,5&step=2"]);
    assert!(d.edit && d.query.get("lang") == Some("zh"));
    assert_eq!(p.written(), (d.hash(), HistoryMode::Push));
    assert!(p.state.pending.is_none(), "the editor solves nothing");
    // "Add a lesson" opens a lesson carrying the deck; its "Add to deck" appends to it.
    let link = link_carrying_deck(&d, "wythoff", Lang::Zh);
    let mut p = Page::at(&link);
    assert_eq!(p.slug(), "wythoff");
    // The carried deck is no parameter of the lesson: no error, and it survives a move.
    assert_eq!(p.state.snapshot().map(|s| s.errors.clone()), Some(vec![]));
    p.act(Action::Move("1:1".into()));
    p.act(Action::Deck(DeckAction::Add));
    let d = p.state.deck.clone().unwrap();
    assert_eq!(d.items.len(), 2);
    assert_eq!(d.items[0], "nim?piles=3,4,5&step=2");
    assert!(
        d.items[1].starts_with("wythoff?") && d.items[1].contains("moves=1:1"),
        "{}",
        d.items[1]
    );
    assert!(!d.items[1].contains("deck=") && !d.items[1].contains("lang="));
    // Inside a deck, the item on screen is appended to this deck.
    let mut p = Page::at(&d.go(0).hash());
    p.act(Action::Deck(DeckAction::Add));
    let d3 = p.state.deck.clone().unwrap();
    assert_eq!((d3.items.len(), d3.at, d3.edit), (3, 2, true));
    assert_eq!(d3.items[2], d3.items[0]);
}

#[test]
fn the_editor_reorders_and_removes_and_the_result_is_again_a_link() {
    let mut p = Page::at(&format!("{THREE}&edit=1"));
    assert!(p.state.pending.is_none());
    p.act(Action::Deck(DeckAction::MoveDown(0)));
    let d = p.state.deck.clone().unwrap();
    assert_eq!(d.kind_of(0).map(|k| k.slug()), Some("wythoff"));
    assert_eq!(p.written(), (d.hash(), HistoryMode::Push));
    p.act(Action::Deck(DeckAction::MoveUp(2)));
    p.act(Action::Deck(DeckAction::Remove(0)));
    let d = p.state.deck.clone().unwrap();
    let slugs: Vec<_> = (0..d.len()).map(|i| d.kind_of(i).unwrap().slug()).collect();
    assert_eq!(slugs, vec!["majority", "nim"]);
    let reopened = Deck::parse(&p.state.address()).unwrap();
    assert_eq!(reopened, d);
    // The current item (nim) followed its moves; closing the editor presents it.
    assert_eq!(d.at, 1);
    p.act(Action::Deck(DeckAction::Edit(false)));
    assert_eq!(p.slug(), "nim");
    // The editor's keys do nothing; presenting, they step.
    p.act(Action::Deck(DeckAction::Edit(true)));
    p.key(StepAction::Next);
    assert!(p.state.deck.as_ref().is_some_and(|d| d.edit));
}

#[test]
fn the_deck_switches_language_as_a_whole_and_keeps_theme_and_size() {
    let mut p = Page::at(&format!("{THREE}&theme=contrast&size=xl"));
    p.act(Action::SetLang(Lang::Zh));
    assert_eq!(p.state.lang, Lang::Zh);
    let address = p.state.address();
    assert!(
        address.contains("lang=zh")
            && address.contains("theme=contrast")
            && address.contains("size=xl")
    );
    p.act(Action::Deck(DeckAction::NextItem));
    assert_eq!(p.state.lang, Lang::Zh);
    let q = p.state.lesson_query().unwrap();
    assert_eq!(
        (q.get("theme"), q.get("size")),
        (Some("contrast"), Some("xl"))
    );
    // The deck's own parameters are not copied into its items.
    assert!(!Deck::parse(&p.state.address())
        .unwrap()
        .items
        .iter()
        .any(|i| i.contains("lang")));
    // A view link stays inside the deck.
    assert!(p
        .state
        .link_for("#/wythoff?a=1&b=2&view=grid")
        .starts_with("#/deck?"));
}

#[test]
fn a_long_deck_solves_only_its_current_item() {
    let items: Vec<String> = (1..=300).map(|k| format!("nim?piles={k},{k}")).collect();
    let d = Deck {
        items,
        at: 150,
        ..Deck::default()
    };
    let mut p = Page::unanswered(&d.hash());
    let asked = p.state.pending.clone().unwrap().request.hash;
    assert!(asked.starts_with("#/nim?piles=151,151"), "{asked}");
    p.settle();
    assert_eq!(p.slug(), "nim");
}

#[test]
fn a_deck_frame_reports_its_state_only_once_the_item_asked_for_is_shown() {
    // Review: in a deck iframe, a step command posted step 0 then the step, and Next posted
    // the old lesson with the new deck link, before the state settled.
    let mut p = Page::at("#/deck?items=nim%3Fpiles%3D3%2C4%2C5,wythoff%3Fa%3D3%26b%3D5");
    let first = crate::host_api::state_event(&p.state).expect("the first item is shown");
    assert_eq!((first.lesson.as_str(), first.step), ("nim", 0));
    p.state.apply(Action::Deck(DeckAction::NextItem));
    assert!(crate::host_api::state_event(&p.state).is_none());
    p.settle();
    let next = crate::host_api::state_event(&p.state).expect("the next item is shown");
    assert_eq!(next.lesson, "wythoff");
    assert!(next.link.contains("at=1"), "{}", next.link);
}

#[test]
fn a_step_key_pressed_before_a_deck_item_is_answered_is_not_lost() {
    // A teacher presses End as the deck opens, before its first item's answer arrives.
    let mut p = Page::unanswered(THREE);
    p.state.apply(Action::Step(StepAction::Last));
    p.settle();
    let last = p.count() - 1;
    assert_eq!((p.at_item(), p.step()), (0, last));
    assert!(p.state.snapshot().is_some_and(|s| s.errors.is_empty()));
}

#[test]
fn an_end_waiting_for_an_answer_is_dropped_when_another_item_is_chosen() {
    // End as the deck opens, then item 2 chosen before any answer: item 2 opens at its start.
    let mut p = Page::unanswered(THREE);
    p.state.apply(Action::Step(StepAction::Last));
    p.act(Action::Deck(DeckAction::Go(2)));
    assert_eq!((p.at_item(), p.step()), (2, 0));
}
