//! One lesson, drawn from the app's state: the stage (figure, sentence, stepper, answers and
//! the game) fits one screen for the classroom; inputs, exports and notes follow below.
//! The page holds no state of its own beyond what the reducer keeps; every control dispatches
//! an [`Action`]. This component chooses the frame (the wait, an embed, the full page) and
//! runs the page's effects; each part of the page is a component of its own beside it.

use crate::page_state::{Action, AppState};
use yew::prelude::*;

mod answers;
mod below;
mod embed_lesson;
mod error_panel;
mod exports;
mod figure_press;
mod inputs_form;
mod lesson_figure;
mod lesson_quiz;
mod opening_zoom;
mod pieces;
mod progress_bar;
mod reveal_button;
mod review_strip;
mod scroll_into_view;
mod sentence;
mod stage;
mod stage_stepper;
mod view_links;
mod wait_sign;
mod waiting;
mod zoom_bar;

use below::Below;
use embed_lesson::EmbedLesson;
use figure_press::use_figure_press;
use opening_zoom::use_opening_zoom;
use review_strip::ReviewStrip;
use scroll_into_view::{use_follow_focus, use_show_input_error, use_show_question};
use stage::Stage;
use waiting::Waiting;

/// The id of the step's sentence, which describes the figure.
const SENTENCE_ID: &str = "lesson-sentence";

/// Properties of [`LessonPage`].
#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// The app's state and its dispatcher.
    pub state: UseReducerHandle<AppState>,
}

/// A lesson page.
#[component]
pub fn LessonPage(props: &LessonPageProps) -> Html {
    let state = &props.state;
    // Hooks come before any early return, so every render calls the same hooks.
    use_follow_focus(state);
    use_opening_zoom(state);
    let press = use_figure_press(state);
    use_show_input_error(state);
    use_show_question(state);
    let below_ready = below::use_after_first_draw(state.shown.is_some());
    // Until the solver's first answer there is nothing to draw but the wait.
    let Some(shown) = state.shown.as_ref() else {
        return html! { <Waiting state={state.clone()} /> };
    };
    let snap = &shown.snapshot;
    // The step's sentence describes the figure (what the step marks in it), so a screen
    // reader that enters the figure hears the step as well as the figure's title.
    let caption = state.lesson_query().and_then(|q| q.get("caption")) != Some("0");
    let described_by =
        (!asking(state) && (caption || !snap.embed || snap.quiz.is_some())).then_some(SENTENCE_ID);
    if snap.embed {
        return html! { <EmbedLesson state={state.clone()} {press} {described_by} {caption} /> };
    }
    html! {
        // `data-shown`: the link whose answer is on screen (the address can be ahead of it while
        // the solver works), so a script or test knows when a new link has arrived.
        <main class="lesson" data-lesson={snap.slug.clone()} data-shown={shown.hash.clone()}>
            <Stage state={state.clone()} {press} {described_by} />
            <ReviewStrip state={state.clone()} />
            if below_ready { <Below state={state.clone()} /> }
        </main>
    }
}

/// The state's dispatcher as a callback.
fn dispatch(state: &UseReducerHandle<AppState>) -> Callback<Action> {
    let d = state.dispatcher();
    Callback::from(move |a: Action| d.dispatch(a))
}

/// Whether the step on screen asks its quiz question: in quiz mode a step not yet revealed
/// shows its question instead of its sentence, and no answers.
fn asking(state: &AppState) -> bool {
    state
        .snapshot()
        .and_then(|s| s.quiz.as_ref())
        .is_some_and(|q| !q.revealed)
}
