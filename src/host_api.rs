//! The iframe message API (docs/embedding.md): a page that embeds Grundy Lab sends commands
//! with `postMessage` and hears a `grundy:state` event whenever the lesson's state changes.
//!
//! Commands: `{type: "grundy:step", step: K}`, `{type: "grundy:next"}`, `{type: "grundy:prev"}`,
//! `{type: "grundy:open", link: "#/nim?piles=3,4,5"}`, `{type: "grundy:lang", lang: "zh"}`.
//! Event: `{type: "grundy:state", lesson, link, step, count, winner, error}` (`winner` as the
//! `verdict` hook has it, or null; `error` the link's problem, or null). Anything else is ignored with a console warning.

use crate::page_state::{Action, AppState};
use crate::stepper::StepAction;
use grundy_core::i18n::Lang;
use grundy_lessons::lesson::Route;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// A command from the host page, as it arrives (fields checked by [`parse_command`]).
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
pub struct Command {
    /// The message's `type`.
    #[serde(rename = "type")]
    pub kind: String,
    /// `step`, for `grundy:step`.
    pub step: Option<f64>,
    /// `link`, for `grundy:open`.
    pub link: Option<String>,
    /// `lang`, for `grundy:lang`.
    pub lang: Option<String>,
}

/// Only a message's type, to tell a command with a field of the wrong kind from a message that
/// is no command at all.
#[derive(Debug, Deserialize)]
struct Kind {
    #[serde(rename = "type")]
    kind: String,
}

/// The state event posted to the host page.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StateEvent {
    /// Always `grundy:state`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The lesson's slug.
    pub lesson: String,
    /// The link shown (`#/slug?params`).
    pub link: String,
    /// The step shown (0-based).
    pub step: usize,
    /// Number of steps.
    pub count: usize,
    /// `first`, `second`, or none.
    pub winner: Option<&'static str>,
    /// What the link had wrong (one line: the first of the page's error panel), or none. A
    /// refused parameter leaves the lesson open without it (its example's value in its place);
    /// an unknown lesson has `count` 0.
    pub error: Option<String>,
}

/// The action a message asks for, or why it is ignored.
pub fn command_action(data: &JsValue) -> Result<Action, String> {
    let cmd: Command = serde_wasm_bindgen::from_value(data.clone()).map_err(|_| {
        match serde_wasm_bindgen::from_value::<Kind>(data.clone()) {
            // `{type: 'grundy:step', step: '2'}` has its type: name the field at fault.
            Ok(k) => format!(
                "{}: `step` must be a number, `link` and `lang` strings",
                grundy_core::text::shown(&k.kind)
            ),
            Err(_) => "not a Grundy Lab command (an object with a `type`)".to_string(),
        }
    })?;
    parse_command(&cmd)
}

/// The action a command asks for, or why it is ignored (one line, the host's text in it
/// escaped and cut): pure, so the native tests fuzz it.
pub fn parse_command(cmd: &Command) -> Result<Action, String> {
    match cmd.kind.as_str() {
        "grundy:next" => Ok(Action::Step(StepAction::Next)),
        "grundy:prev" => Ok(Action::Step(StepAction::Prev)),
        "grundy:step" => match cmd.step {
            Some(k) if k >= 0.0 && k.fract() == 0.0 && k < 1e9 => Ok(Action::GoTo(k as usize)),
            _ => Err("grundy:step needs `step`, a whole number ≥ 0".into()),
        },
        "grundy:open" => match &cmd.link {
            Some(l) if l.starts_with("#/") => Ok(Action::Open(l.clone())),
            _ => Err("grundy:open needs `link` starting with #/".into()),
        },
        "grundy:lang" => match cmd.lang.as_deref().and_then(Lang::parse) {
            Some(lang) => Ok(Action::SetLang(lang)),
            None => Err("grundy:lang needs `lang`: en or zh".into()),
        },
        other => Err(format!(
            "unknown command type «{}»",
            grundy_core::text::shown(other)
        )),
    }
}

/// The state event for what is on screen (None on the home page or before the first answer).
pub fn state_event(state: &AppState) -> Option<StateEvent> {
    // A practice set says its own events (`grundy:practice`, crate::practice_page).
    if matches!(&state.route, Route::Unknown(slug, _) if slug == grundy_lessons::practice::PRACTICE_SLUG)
    {
        return None;
    }
    // An unknown lesson: said, so a host page waiting for the first state hears why.
    if let (Route::Unknown(slug, _), None) = (&state.route, &state.deck) {
        return Some(StateEvent {
            kind: "grundy:state",
            lesson: slug.clone(),
            link: state.hash.clone(),
            step: 0,
            count: 0,
            winner: None,
            error: Some(crate::t!(state.lang, NotFound { slug }).to_string()),
        });
    }
    let shown = state.shown.as_ref()?;
    // In a deck, only once the item asked for is on screen: the deck's link moves on at
    // once, and an event from the moment between paired it with the item before (a step
    // command posted step 0, then the step; Next posted the old lesson with the new link).
    if state.deck.is_some() && shown.hash != state.hash {
        return None;
    }
    let s = &shown.snapshot;
    Some(StateEvent {
        kind: "grundy:state",
        lesson: s.slug.clone(),
        // In a deck, the deck's link (which holds the item and its step).
        link: if state.deck.is_some() {
            state.address()
        } else {
            shown.hash.clone()
        },
        step: s.step,
        count: s.count,
        winner: s
            .facts
            .first_wins
            .map(|w| if w { "first" } else { "second" }),
        error: s.errors.first().or(state.edit_error.as_ref()).cloned(),
    })
}

/// Posts `event` to the embedding page, if there is one.
pub fn post_to_parent<E: Serialize>(event: &E) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if parent == window {
        return;
    }
    // `winner: null`, as documented, rather than serde-wasm-bindgen's default `undefined`.
    let to_js = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    if let Ok(value) = event.serialize(&to_js) {
        let _ = parent.post_message(&value, "*");
    }
}

/// Warns on the console about an ignored message.
pub fn warn(why: &str) {
    web_sys::console::warn_1(&JsValue::from_str(&format!(
        "Grundy Lab ignored a message: {why}"
    )));
}

// The fuzz generators live in the core for native runs only (the wasm tests run in a browser).
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) mod tests;
