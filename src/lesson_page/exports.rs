//! The downloads of the figure (SVG, PNG) and whether they carry the step's caption.

use crate::app::StateProps;
use crate::page_state::{Action, AppState};
use crate::text::tr;
use crate::wire::ExportRequest;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The export buttons and the caption toggle of the full page.
#[component]
pub fn Exports(props: &StateProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    let on_caption = super::dispatch(state).reform(|e: Event| Action::ExportCaption(checked(&e)));
    html! {
        <div class="exports">
            <button data-testid="export-svg" onclick={on_export(state, false)}>{ tr(lang, Msg::ExportSvg) }</button>
            <button data-testid="export-png" onclick={on_export(state, true)}>{ tr(lang, Msg::ExportPng) }</button>
            <label class="caption-toggle">
                <input type="checkbox" data-testid="export-caption" checked={state.export_caption} onchange={on_caption} />
                { tr(lang, Msg::ExportWithCaption) }
            </label>
        </div>
    }
}

/// A press that downloads the figure (as PNG or SVG), with the caption as chosen.
pub fn on_export(state: &UseReducerHandle<AppState>, png: bool) -> Callback<MouseEvent> {
    let caption = state.export_caption;
    super::dispatch(state).reform(move |_: MouseEvent| {
        Action::Export(ExportRequest {
            png,
            caption,
            review: false,
        })
    })
}

/// The new state of a checkbox whose change this is.
pub fn checked(e: &Event) -> bool {
    e.target_dyn_into::<web_sys::HtmlInputElement>()
        .is_some_and(|i| i.checked())
}
