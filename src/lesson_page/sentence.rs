//! The step's sentence, which describes the figure; a quiz step asking its question has none.

use super::SENTENCE_ID;
use crate::app::StateProps;
use yew::prelude::*;

/// The sentence of the step on screen.
#[component]
pub fn Sentence(props: &StateProps) -> Html {
    let state = &props.state;
    match state.snapshot() {
        Some(snap) if !super::asking(state) => html! {
            <p class="sentence" id={SENTENCE_ID} data-testid="sentence" aria-live="polite">{ snap.sentence.clone() }</p>
        },
        _ => Html::default(),
    }
}
