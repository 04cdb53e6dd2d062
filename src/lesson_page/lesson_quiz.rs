//! The quiz of a `quiz=1` link: the step's question, the reader's guess and the score.

use crate::app::StateProps;
use crate::quiz_panel::QuizPanel;
use yew::prelude::*;

/// The quiz panel, when the lesson is a quiz.
#[component]
pub fn LessonQuiz(props: &StateProps) -> Html {
    let state = &props.state;
    let Some((snap, q)) = state.snapshot().and_then(|s| Some((s, s.quiz.as_ref()?))) else {
        return Html::default();
    };
    let (step, count) = (snap.step, snap.count);
    let last = step + 1 >= count && !super::asking(state);
    html! {
        <QuizPanel question={q.question.clone()} revealed={q.revealed} given={state.quiz_given().cloned()}
                   asks_number={state.quiz_asks_number()}
                   score={state.quiz_score()} {last} step_key={format!("{}|{step}", snap.model_key)}
                   lang={state.lang} on_action={super::dispatch(state)} />
    }
}
