//! The figure's zoom buttons (out, fit or the scale, in), with the wait's sign beside them.

use super::wait_sign::WaitSign;
use crate::app::StateProps;
use crate::page_state::{Action, Zoom};
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The zoom bar under the figure.
#[component]
pub fn ZoomBar(props: &StateProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    let dispatch = super::dispatch(state);
    let zoom = |z: Zoom| dispatch.reform(move |_: MouseEvent| Action::Zoom(z));
    let percent = state.zoom;
    html! {
        <div class="zoom" role="group">
            <button data-testid="zoom-out" title={tr(lang, Msg::ZoomOut)} aria-label={tr(lang, Msg::ZoomOut)}
                    onclick={zoom(Zoom::Out)}>{ "−" }</button>
            <button data-testid="zoom-reset" title={tr(lang, Msg::ZoomReset)}
                    onclick={zoom(Zoom::Fit)}>
                { if state.fit { tr(lang, Msg::ZoomReset).to_string() } else { format!("{percent}%") } }</button>
            <button data-testid="zoom-in" title={tr(lang, Msg::ZoomIn)} aria-label={tr(lang, Msg::ZoomIn)}
                    onclick={zoom(Zoom::In)}>{ "+" }</button>
            <WaitSign state={state.clone()} />
        </div>
    }
}
