//! The stage: the figure column (problems, figure, its bar) and the side column (stepper,
//! quiz, sentence, answers, game), one screen for the classroom.

use super::answers::Answers;
use super::error_panel::ErrorPanel;
use super::figure_press::FigurePress;
use super::lesson_figure::LessonFigure;
use super::lesson_quiz::LessonQuiz;
use super::reveal_button::RevealButton;
use super::sentence::Sentence;
use super::stage_stepper::StageStepper;
use super::view_links::ViewLinks;
use super::zoom_bar::ZoomBar;
use crate::app::PageState;
use crate::play_panel::PlayPanel;
use crate::t;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// Properties of [`Stage`].
#[derive(Properties, PartialEq)]
pub struct StageProps {
    /// The app's state and its dispatcher.
    pub state: PageState,
    /// The figure's press handlers.
    pub press: FigurePress,
    /// The id of the sentence that describes the figure, when it is shown.
    pub described_by: Option<&'static str>,
}

/// The stage of the full page.
#[component]
pub fn Stage(props: &StageProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    // What a first tap marked, said over the figure's foot: in the play panel it pushed
    // the sentence into a scrolling box at 1280×800 and fell below a phone's screen.
    let armed_line = props.press.armed.as_ref().map(|a| {
        let words = a.words.clone();
        html! { <p class="armed-move" data-testid="armed-move" role="status">{ t!(lang, TapAgainToPlay { words }) }</p> }
    });
    let game = state.snapshot().and_then(|snap| {
        let play = snap.play.clone()?;
        Some(html! {
            <PlayPanel {play} computer={state.computer_player()} can_redo={!state.redo.is_empty()} show_hint={state.hint} reviewing={snap.review.is_some()} begun={state.begun.clone()}
                       position={format!("{}?{}", snap.slug, snap.model_key)}
                       move_error={state.move_error.clone()} {lang}
                       on_action={super::dispatch(state)} />
        })
    });
    html! {
        <section class="stage">
            // The view links sit under the figure they choose, beside the zoom buttons, so
            // the side column keeps its height for the sentence and the game. An input
            // problem is said above the figure, which gives it room: the stage still fits
            // one screen.
            // A large figure's pieces are many tab stops before the step buttons: the first
            // stop of the stage, shown only while focused, skips them.
            <button class="skip-to-steps" data-testid="skip-to-steps" onclick={Callback::from(|_: MouseEvent| crate::browser::focus_step_buttons())}>
                { tr(lang, Msg::SkipToSteps) }
            </button>
            <div class="stage-figure">
                <ErrorPanel state={state.clone()} />
                <LessonFigure state={state.clone()} press={props.press.clone()} described_by={props.described_by} />
                <div class="figure-bar"><>{ for armed_line }</><ZoomBar state={state.clone()} /><ViewLinks state={state.clone()} /></div>
            </div>
            <div class="stage-side">
                <StageStepper state={state.clone()} />
                <LessonQuiz state={state.clone()} />
                <Sentence state={state.clone()} />
                <div class="answers"><Answers state={state.clone()} /><RevealButton state={state.clone()} /></div>
                <>{ for game }</>
            </div>
        </section>
    }
}
