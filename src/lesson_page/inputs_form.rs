//! The lesson's input boxes (one per parameter) and Apply, with the reason a refused input
//! was refused.

use crate::app::StateProps;
use crate::page_state::Action;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The inputs form.
#[component]
pub fn InputsForm(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(snap) = state.snapshot() else {
        return Html::default();
    };
    let lang = state.lang;
    let dispatch = super::dispatch(state);
    let on_submit = dispatch.reform(|e: SubmitEvent| {
        e.prevent_default();
        Action::Apply
    });
    html! {
        <form class="inputs" onsubmit={on_submit}>
            { for snap.inputs.iter().map(|field| {
                let param = field.param.clone();
                let value = state.drafts.get(&param).cloned().unwrap_or_else(|| field.value.clone());
                let on_input = {
                    let param = param.clone();
                    dispatch.reform(move |e: InputEvent| {
                        let text = e.target_dyn_into::<web_sys::HtmlInputElement>().map(|i| i.value())
                            .or_else(|| e.target_dyn_into::<web_sys::HtmlTextAreaElement>().map(|t| t.value()))
                            .unwrap_or_default();
                        Action::Draft(param.clone(), text)
                    })
                };
                html! {
                    <label class={classes!("field", field.multiline.then_some("wide"))}>
                        <span>{ field.label.clone() }</span>
                        if field.multiline {
                            <textarea name={param.clone()} data-testid={format!("input-{param}")} spellcheck="false" rows="3"
                                      autocapitalize="off" autocorrect="off" {value} oninput={on_input} />
                        } else {
                            <input type="text" name={param.clone()} data-testid={format!("input-{param}")} spellcheck="false"
                                   autocomplete="off" autocapitalize="off" autocorrect="off" {value} oninput={on_input} />
                        }
                    </label>
                }
            }) }
            <button type="submit" class="apply" data-testid="apply">{ tr(lang, Msg::Apply) }</button>
            // The refusal beside the boxes too: the panel above the figure is out of
            // view once the form is scrolled to (the stage keeps the last good input).
            <>{ for state.edit_error.as_ref().map(|e| html! { <p class="form-error" data-testid="input-error">{ e.clone() }</p> }) }</>
            <p class="hint">{ tr(lang, Msg::InputHelp) }</p>
        </form>
    }
}
