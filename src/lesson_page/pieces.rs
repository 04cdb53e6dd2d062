//! What a press on the lesson's figure means: the action of the piece under it (a move, the
//! start of one, a link), the words of the move it plays, and the move a first tap on a touch
//! screen marked.

use crate::page_state::Action;
use grundy_lessons::lesson::Query;
use wasm_bindgen::JsCast;

/// A move a first tap on a touch screen marked: the position it was marked on (the link of
/// the lesson's model and its step), the move (link notation) and its words.
#[derive(Clone, PartialEq)]
pub struct ArmedMove {
    /// The position it was marked on.
    pub position: String,
    /// The move, in link notation.
    pub play: String,
    /// The move in words.
    pub words: String,
}

/// The words of the move the figure piece around `target` plays: its accessible name, which
/// the core writes ("take 3 from pile 2").
pub(super) fn piece_words(target: Option<web_sys::EventTarget>) -> Option<String> {
    let el = target?.dyn_into::<web_sys::Element>().ok()?;
    let piece = el.closest("[data-move]").ok().flatten()?;
    piece.get_attribute("aria-label")
}

/// The action of a click (or Enter) on a figure element: `data-move` plays a move while the
/// game is on, `data-begin` puts the start of one in the move box, `data-link` sets link
/// parameters (selects a number, a heap, a view).
pub(super) fn figure_action(
    target: Option<web_sys::EventTarget>,
    playable: bool,
) -> Option<Action> {
    let el = target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|t| (t.closest("[data-move], [data-begin], [data-link]").ok()).flatten())?;
    if let (true, Some(m)) = (playable, el.get_attribute("data-move")) {
        return Some(Action::Move(m));
    }
    if let (true, Some(start)) = (playable, el.get_attribute("data-begin")) {
        return Some(Action::BeginMove(start));
    }
    el.get_attribute("data-link")
        .map(|link| Action::SetParams(Query::parse(&link)))
}
