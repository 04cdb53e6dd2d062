//! The sign of work in progress over a lesson already shown: spinner, progress and Stop.

use super::progress_bar::ProgressBar;
use crate::app::StateProps;
use crate::page_state::Action;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The wait's sign, while a request is pending.
#[component]
pub fn WaitSign(props: &StateProps) -> Html {
    let state = &props.state;
    if state.pending.is_none() {
        return Html::default();
    }
    let lang = state.lang;
    let on_stop = super::dispatch(state).reform(|_: MouseEvent| Action::Cancel);
    html! {
        <div class="computing" data-testid="computing" role="status">
            <span class="spinner" aria-hidden="true"></span>
            { tr(lang, Msg::Computing) }
            <ProgressBar state={state.clone()} />
            <button data-testid="stop" onclick={on_stop}>{ tr(lang, Msg::Stop) }</button>
        </div>
    }
}
