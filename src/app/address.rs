//! The address bar as the single source of truth: the reducer's links are written into
//! history, and Back/Forward and hand-edited addresses come back as actions.

use crate::browser::{current_hash, set_hash, WindowListener};
use crate::page_state::{Action, AppState, HistoryMode};
use yew::prelude::*;

/// Back/forward and hand-edited addresses arrive as hashchange events.
#[hook]
pub fn use_address_listener(state: &UseReducerHandle<AppState>) {
    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        let listener = WindowListener::new("hashchange", move |_| {
            dispatch.dispatch(Action::LocationChanged(current_hash()))
        });
        move || drop(listener)
    });
}

/// The reducer's links go into the address bar.
#[hook]
pub fn use_address_writer(state: &AppState) {
    use_effect_with(state.write.clone(), move |write| {
        if let Some(w) = write {
            set_hash(&w.hash, w.mode == HistoryMode::Replace);
        }
    });
}
