//! "Show the answer": asks for the answers before the walkthrough derives them.

use crate::app::StateProps;
use crate::page_state::Action;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The reveal button, while the lesson has answers not yet derived and no question is asked.
#[component]
pub fn RevealButton(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(snap) = state.snapshot() else {
        return Html::default();
    };
    let facts = &snap.facts;
    let derived = facts.derived_at.is_some_and(|k| snap.step >= k);
    let has_facts = facts.result.is_some()
        || facts.first_wins.is_some()
        || facts.nim_sum.is_some()
        || facts.winning_move_text.is_some();
    if !has_facts || derived || super::asking(state) {
        return Html::default();
    }
    let on = !state.revealed;
    let onclick = super::dispatch(state).reform(move |_: MouseEvent| Action::Reveal(on));
    html! {
        <button class="reveal" data-testid="reveal" aria-pressed={state.revealed.to_string()} aria-controls="lesson-answers"
                {onclick}>
            { tr(state.lang, if on { Msg::ShowAnswer } else { Msg::HideAnswer }) }
        </button>
    }
}
