//! What a key press does to the app: steps the walkthrough (arrows, clicker keys, Space),
//! acts on the screen (full screen, blank), pans a zoomed figure (Shift and an arrow), or
//! leaves a form field (Esc). One listener for the app's life applies them.

use crate::browser::{pan_figure, toggle_full_screen, WindowListener};
use crate::page_state::{Action, AppState, Blank};
use crate::stepper::StepAction;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The stepper action of a key press, unless the key belongs to a form field.
/// Presentation clickers send PageDown/PageUp, so those step like → and ←, and from a form
/// field too: after a move typed in the move box or a pick in a select, a clicker's press
/// scrolled the page, or switched the opponent and let the computer play.
pub fn key_action(event: &web_sys::KeyboardEvent) -> Option<StepAction> {
    if event.alt_key() || event.ctrl_key() || event.meta_key() {
        return None;
    }
    let key = event.key();
    if focused_field(event).is_some() && !matches!(key.as_str(), "PageDown" | "PageUp") {
        return None;
    }
    // Space presses a focused button, link or figure piece (as it does everywhere else, and
    // as a screen reader sends it); only elsewhere does it play or pause the walkthrough.
    if matches!(key.as_str(), " " | "Spacebar") && focused_control(event) {
        return None;
    }
    step_for_key(&key)
}

/// Whether a key press went to something Space presses: a button, a link, a summary or a
/// figure piece (`role=button`).
fn focused_control(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| {
            el.closest("button, a[href], summary, [role=button], [role=link], [role=checkbox]")
                .ok()
                .flatten()
        })
        .is_some()
}

/// What a key does to the screen itself, as in presentation programs (and on clickers with a
/// blank-screen button): F full screen, B or . black, W or , white.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenKey {
    /// Full screen, or back.
    FullScreen,
    /// Blank the screen.
    Blank(Blank),
}

/// The screen action of a key press: none with a modifier or in a form field.
fn screen_key(event: &web_sys::KeyboardEvent) -> Option<ScreenKey> {
    if event.alt_key() || event.ctrl_key() || event.meta_key() || focused_field(event).is_some() {
        return None;
    }
    screen_for_key(&event.key())
}

/// Where Shift and an arrow key move a zoomed figure's window: (dx, dy), each −1, 0 or 1.
/// None for any other key, with another modifier, or in a form field.
fn pan_key(event: &web_sys::KeyboardEvent) -> Option<(f64, f64)> {
    if !event.shift_key() || event.alt_key() || event.ctrl_key() || event.meta_key() {
        return None;
    }
    if focused_field(event).is_some() {
        return None;
    }
    match event.key().as_str() {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    }
}

/// The screen action of a key name.
pub fn screen_for_key(key: &str) -> Option<ScreenKey> {
    match key {
        "f" | "F" => Some(ScreenKey::FullScreen),
        "b" | "B" | "." => Some(ScreenKey::Blank(Blank::Black)),
        "w" | "W" | "," => Some(ScreenKey::Blank(Blank::White)),
        _ => None,
    }
}

/// The form field a key press was typed into, if any.
fn focused_field(event: &web_sys::Event) -> Option<web_sys::HtmlElement> {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|el| {
            matches!(
                el.tag_name().to_ascii_lowercase().as_str(),
                "input" | "textarea" | "select"
            )
        })
}

/// The stepper action of a key name.
pub fn step_for_key(key: &str) -> Option<StepAction> {
    match key {
        "ArrowLeft" | "PageUp" => Some(StepAction::Prev),
        "ArrowRight" | "PageDown" => Some(StepAction::Next),
        " " | "Spacebar" => Some(StepAction::TogglePlay),
        "Home" => Some(StepAction::First),
        "End" => Some(StepAction::Last),
        _ => None,
    }
}

/// The app's key listener, registered once: it dispatches, and the reducer applies the key
/// to the state as it is then, so no press is lost or applied to an old step. While the
/// screen is blanked, any key only brings the lesson back; the letter keys act only while
/// the reader keeps them on.
#[hook]
pub fn use_keys(state: &UseReducerHandle<AppState>) {
    // What the listener reads of the state, kept current on every render.
    let blanked = use_memo((), |_| Rc::new(Cell::new(false)));
    blanked.set(state.blank.is_some());
    let letter_keys = use_memo((), |_| Rc::new(Cell::new(true)));
    letter_keys.set(state.letter_keys);
    let dispatch = state.dispatcher();
    let blanked = (*blanked).clone();
    let letter_keys = (*letter_keys).clone();
    use_effect_with((), move |_| {
        let listener = WindowListener::new("keydown", move |e: web_sys::Event| {
            if let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() {
                if blanked.get() {
                    e.prevent_default();
                    dispatch.dispatch(Action::Blank(None));
                } else if pan_key(key).is_some_and(|(dx, dy)| pan_figure(dx, dy)) {
                    e.prevent_default();
                } else if let Some(action) = key_action(key) {
                    e.prevent_default();
                    dispatch.dispatch(Action::Step(action));
                } else if let Some(screen) = screen_key(key).filter(|_| letter_keys.get()) {
                    e.prevent_default();
                    match screen {
                        ScreenKey::FullScreen => toggle_full_screen(),
                        ScreenKey::Blank(b) => dispatch.dispatch(Action::Blank(Some(b))),
                    }
                } else if key.key() == "Escape" {
                    // Esc leaves a form field, so the arrow keys step again.
                    if let Some(field) = focused_field(&e) {
                        let _ = field.blur();
                    }
                }
            }
        });
        move || drop(listener)
    });
}
