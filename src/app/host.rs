//! The embedding page's side of the app (the iframe message API): its commands come in as
//! actions, and the app's changes go out as state events.

use crate::browser::WindowListener;
use crate::page_state::AppState;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Commands from the embedding page become actions.
#[hook]
pub fn use_host_commands(state: &UseReducerHandle<AppState>) {
    let dispatch = state.dispatcher();
    use_effect_with((), move |_| {
        let listener = WindowListener::new("message", move |e: web_sys::Event| {
            let Some(m) = e.dyn_ref::<web_sys::MessageEvent>() else {
                return;
            };
            match crate::host_api::command_action(&m.data()) {
                Ok(action) => dispatch.dispatch(action),
                Err(why) => crate::host_api::warn(&why),
            }
        });
        move || drop(listener)
    });
}

/// Every change of lesson, link, step or verdict is posted to the embedding page.
#[hook]
pub fn use_host_events(state: &AppState) {
    let event = crate::host_api::state_event(state);
    use_effect_with(event, move |event| {
        if let Some(e) = event {
            crate::host_api::post_to_parent(e);
        }
    });
}
