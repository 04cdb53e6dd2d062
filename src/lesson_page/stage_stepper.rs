//! The lesson's step controls; in a deck, Previous and Next cross to the neighbouring items
//! at the walkthrough's ends.

use crate::app::StateProps;
use crate::page_state::Action;
use crate::stepper::Stepper;
use yew::prelude::*;

/// The stepper of the lesson on screen.
#[component]
pub fn StageStepper(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(snap) = state.snapshot() else {
        return Html::default();
    };
    let (step, count) = (snap.step, snap.count);
    let more_before = state.deck.as_ref().is_some_and(|d| d.at > 0);
    let more_after = state.deck.as_ref().is_some_and(|d| d.at + 1 < d.len());
    html! {
        <Stepper {step} {count} playing={state.playing} speed_ms={state.speed_ms} lang={state.lang}
                 on_action={super::dispatch(state).reform(Action::Step)} {more_before} {more_after} />
    }
}
