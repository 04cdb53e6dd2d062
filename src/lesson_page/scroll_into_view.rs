//! What the page brings into view as the lesson changes: the focused piece of a zoomed
//! figure, a refused input's reason, a question just asked.

use crate::page_state::AppState;
use std::rc::Rc;
use yew::prelude::*;

/// A zoomed figure keeps what the step is about in view: the focused element scrolls into
/// the figure's window after each step.
#[hook]
pub fn use_follow_focus(state: &AppState) {
    let zoomed = !state.fit;
    let answer = state
        .shown
        .as_ref()
        .map(|s| Rc::as_ptr(&s.snapshot) as usize);
    use_effect_with((answer, zoomed, state.zoom), move |&(answer, zoomed, _)| {
        if zoomed && answer.is_some() {
            // After the frame: measuring now would lay the page out inside this task.
            crate::browser::after_next_frame(crate::browser::scroll_focus_into_view);
        }
    });
}

/// A refused input's reason, said under the form, is scrolled into view (on a phone it was
/// below the screen and Apply seemed to do nothing).
#[hook]
pub fn use_show_input_error(state: &AppState) {
    use_effect_with(state.edit_error.clone(), |error| {
        if error.is_some() {
            crate::browser::scroll_page_to("[data-testid=input-error]");
        }
    });
}

/// A question just asked is brought on screen (on a phone, stacked under the figure, it
/// opened below the screen and the student saw an unchanged figure); where it is in view
/// already (the classroom's side column) nothing moves.
#[hook]
pub fn use_show_question(state: &AppState) {
    let asked = state.shown.as_ref().and_then(|s| {
        let quiz = s.snapshot.quiz.as_ref()?;
        (quiz.question.is_some() && !quiz.revealed).then(|| (s.hash.clone(), s.snapshot.step))
    });
    use_effect_with(asked, |asked| {
        if asked.is_some() {
            crate::browser::scroll_page_to("[data-testid=quiz]");
        }
    });
}
