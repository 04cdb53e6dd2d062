//! The page before the solver's first answer: the wait, and any refused input.

use super::progress_bar::ProgressBar;
use crate::app::StateProps;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The wait for the first answer.
#[component]
pub fn Waiting(props: &StateProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    html! {
        <main class="lesson">
            { for state.edit_error.iter().map(|e| html! { <div class="error-panel" role="alert" data-testid="error">{ e }</div> }) }
            <p class="computing" data-testid="computing">{ tr(lang, Msg::Computing) }<ProgressBar state={state.clone()} /></p>
        </main>
    }
}
