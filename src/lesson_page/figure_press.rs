//! What presses on the figure's pieces do: a click or a second tap plays, a first tap on a
//! touch screen marks the move, and Enter or Space press the focused piece, whose focus then
//! survives the redraw.

use super::pieces::{figure_action, piece_words, ArmedMove};
use crate::page_state::{Action, AppState};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The figure's press handlers and the move a first tap marked.
#[derive(Clone, PartialEq)]
pub struct FigurePress {
    /// The move a first tap marked on the position on screen, if any.
    pub armed: Option<ArmedMove>,
    /// A press begins (remembers whether a finger or pen made it).
    pub on_pointer_down: Callback<PointerEvent>,
    /// A click on the figure: plays, arms or follows the piece under it.
    pub on_click: Callback<MouseEvent>,
    /// A key on the figure: Enter and Space press a piece.
    pub on_key: Callback<KeyboardEvent>,
}

/// The figure's press handling for the lesson on screen.
///
/// The piece Enter last played (its place among the figure's pieces) and how many moves had
/// been made then are kept: until the move and the computer's reply are drawn, a figure that
/// removed the focused piece hands focus to the piece now in its place, so a keyboard player
/// goes on from where they were (a taken stone's focus fell to the page).
///
/// A touch screen has no hover to show what a piece plays before it is pressed: a first tap
/// on a piece marks its move in the figure (the stones it takes, as a hover does) and says it
/// in words, and a second tap on it plays it. On 8-px stones a finger's slip played a move at
/// once; on a classroom's touch board the class now sees the move first. The mark holds for
/// the position, step and language it was made in, and is dropped when they change (coming
/// back to them does not bring it back). An embed has no panel to say the move, so a tap
/// there plays at once.
#[hook]
pub fn use_figure_press(state: &UseReducerHandle<AppState>) -> FigurePress {
    let dispatch = super::dispatch(state);
    let keyboard_piece = use_mut_ref(|| None::<(usize, usize)>);
    let play = state.snapshot().and_then(|s| s.play.as_ref());
    let moves_made = play.map_or(0, |p| p.history.len());
    let playable = play.is_some_and(|p| !p.over);
    let embed = state.snapshot().is_some_and(|s| s.embed);
    let last_press_touch = use_mut_ref(|| false);
    let armed = use_state(|| None::<ArmedMove>);
    let position = state.shown.as_ref().map(|s| {
        let snap = &s.snapshot;
        let lang = state.shown_lang().code();
        format!("{}?{}#{}@{lang}", snap.slug, snap.model_key, snap.step)
    });
    let armed_now = (*armed)
        .clone()
        .filter(|a| Some(&a.position) == position.as_ref());
    {
        let armed = armed.clone();
        use_effect_with(position.clone(), move |_| {
            if armed.is_some() {
                armed.set(None);
            }
        });
    }
    {
        // After every render: the figure may have redrawn the marked piece.
        let play = armed_now.as_ref().map(|a| a.play.clone());
        use_effect(move || {
            crate::browser::mark_armed_piece(play.as_deref());
            crate::browser::remark_hovered_piece();
        });
    }
    {
        let keyboard_piece = keyboard_piece.clone();
        use_effect(move || {
            let kept = keyboard_piece
                .borrow()
                .filter(|&(_, made)| moves_made <= made + 2);
            match kept {
                Some((index, _)) => crate::browser::refocus_figure_piece(index),
                None => *keyboard_piece.borrow_mut() = None,
            }
        });
    }
    let on_pointer_down = {
        let last_press_touch = last_press_touch.clone();
        Callback::from(move |e: PointerEvent| {
            // A finger or a pen (a touch board's stylus): neither hovers.
            *last_press_touch.borrow_mut() = e.pointer_type() != "mouse";
        })
    };
    let on_click = {
        let d = dispatch.clone();
        let keyboard_piece = keyboard_piece.clone();
        let armed_now = armed_now.clone();
        Callback::from(move |e: MouseEvent| {
            *keyboard_piece.borrow_mut() = None;
            let action = figure_action(e.target(), playable);
            // The press that started this click, read once: a later click without a press
            // of its own (a screen reader's, a script's) plays.
            let touched = std::mem::take(&mut *last_press_touch.borrow_mut());
            if touched && !embed {
                match (&action, &position) {
                    (Some(Action::Move(play)), Some(position))
                        if armed_now.as_ref().is_none_or(|a| &a.play != play) =>
                    {
                        let words = piece_words(e.target()).unwrap_or_else(|| play.clone());
                        let position = position.clone();
                        armed.set(Some(ArmedMove {
                            position,
                            play: play.clone(),
                            words,
                        }));
                        return;
                    }
                    _ => armed.set(None),
                }
            }
            if let Some(a) = action {
                d.emit(a);
            }
        })
    };
    let on_key = Callback::from(move |e: KeyboardEvent| {
        // Enter and Space press a piece, as they press a button.
        if matches!(e.key().as_str(), "Enter" | " " | "Spacebar") {
            if let Some(a) = figure_action(e.target(), playable) {
                e.prevent_default();
                if matches!(a, Action::BeginMove(_)) {
                    // The move box takes the keyboard.
                    dispatch.emit(a);
                    return;
                }
                let target = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                *keyboard_piece.borrow_mut() = target
                    .and_then(|t| crate::browser::figure_piece_index(&t))
                    .map(|i| (i, moves_made));
                dispatch.emit(a);
            }
        }
    });
    FigurePress {
        armed: armed_now,
        on_pointer_down,
        on_click,
        on_key,
    }
}
