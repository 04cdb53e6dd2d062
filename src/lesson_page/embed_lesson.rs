//! A lesson embedded in a frame (`embed=1`): the figure, the sentence or the quiz, the
//! stepper, every hook of the full page, the wait's sign and the downloads.

use super::answers::Answers;
use super::error_panel::ErrorPanel;
use super::exports::on_export;
use super::figure_press::FigurePress;
use super::lesson_figure::LessonFigure;
use super::lesson_quiz::LessonQuiz;
use super::sentence::Sentence;
use super::stage_stepper::StageStepper;
use super::wait_sign::WaitSign;
use crate::app::PageState;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// Properties of [`EmbedLesson`].
#[derive(Properties, PartialEq)]
pub struct EmbedLessonProps {
    /// The app's state and its dispatcher.
    pub state: PageState,
    /// The figure's press handlers.
    pub press: FigurePress,
    /// The id of the sentence that describes the figure, when it is shown.
    pub described_by: Option<&'static str>,
    /// Whether the step's sentence is shown (`caption=0` hides it).
    pub caption: bool,
}

/// The embedded lesson.
#[component]
pub fn EmbedLesson(props: &EmbedLessonProps) -> Html {
    let state = &props.state;
    let Some(shown) = state.shown.as_ref() else {
        return Html::default();
    };
    let lang = state.lang;
    let snap = &shown.snapshot;
    // A figure about as tall as wide grows when the sentence and controls go beside it
    // (in landscape frames: www/style.css).
    let upright = shown.figure.width < 1.2 * shown.figure.height;
    let sentence = html! { <Sentence state={state.clone()} /> };
    html! {
        <main class={classes!("embed", upright.then_some("upright"))} data-lesson={snap.slug.clone()} data-shown={shown.hash.clone()}>
            <ErrorPanel state={state.clone()} />
            <LessonFigure state={state.clone()} press={props.press.clone()} described_by={props.described_by} />
            if snap.quiz.is_some() {
                <div class="embed-quiz"><LessonQuiz state={state.clone()} />{ sentence }</div>
            } else if props.caption { { sentence } }
            <StageStepper state={state.clone()} />
            <Answers state={state.clone()} />
            // The wait, its progress and Stop float over the frame's corner (a long table
            // left the old figure and "Step 1 of 6" with no sign of work for half a minute).
            <WaitSign state={state.clone()} />
            // The downloads, as on the full page (the contract's hooks), over the figure's
            // corner and shown on hover or focus, so a lecture note's frame stays clean.
            <div class="embed-exports">
                <button data-testid="export-svg" title={tr(lang, Msg::ExportSvg)} aria-label={tr(lang, Msg::ExportSvg)} onclick={on_export(state, false)}>{ "SVG" }</button>
                <button data-testid="export-png" title={tr(lang, Msg::ExportPng)} aria-label={tr(lang, Msg::ExportPng)} onclick={on_export(state, true)}>{ "PNG" }</button>
            </div>
        </main>
    }
}
