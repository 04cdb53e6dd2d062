//! The worker's progress with a long table (the game lab), as a bar.

use crate::app::StateProps;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The pending request's progress, while the solver reports one.
#[component]
pub fn ProgressBar(props: &StateProps) -> Html {
    let state = &props.state;
    let progress = state.pending.as_ref().and_then(|p| p.progress);
    let Some((done, total)) = progress else {
        return Html::default();
    };
    html! {
        <progress data-testid="progress" max={total.to_string()} value={done.to_string()}
                  aria-label={tr(state.lang, Msg::Computing)}></progress>
    }
}
