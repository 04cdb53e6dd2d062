//! A new lesson or input opens at the top of the page, the stage in view.

use crate::browser::WindowListener;
use crate::page_state::AppState;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Scrolls to the top when a lesson or input is opened, only after the page was scrolled (a
/// scroll event seen): reading the scroll position would force a layout inside the task that
/// drew the new lesson.
#[hook]
pub fn use_scroll_to_top(state: &AppState) {
    let scrolled = use_memo((), |_| Rc::new(Cell::new(false)));
    {
        let scrolled = (*scrolled).clone();
        use_effect_with((), move |_| {
            let listener = WindowListener::new("scroll", move |_| scrolled.set(true));
            move || drop(listener)
        });
    }
    let scrolled = (*scrolled).clone();
    use_effect_with(state.opened, move |_| {
        if scrolled.replace(false) {
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
    });
}
