//! Below the stage: the lesson's summary, the keys hint, the inputs, the exports and the
//! notes.

use super::exports::{checked, Exports};
use super::inputs_form::InputsForm;
use crate::app::StateProps;
use crate::page_state::Action;
use crate::text::tr;
use grundy_core::i18n::Msg;
use grundy_lessons::lesson::LessonKind;
use yew::prelude::*;

/// Whether what is below the stage may be drawn: from the task after the first answer is
/// drawn, so that a lesson's start is two shorter tasks rather than one long one (issue 48;
/// docs/benchmarks.md, "The start").
#[hook]
pub fn use_after_first_draw(drawn: bool) -> bool {
    let ready = use_state(|| false);
    let now = *ready;
    use_effect_with(drawn, move |&drawn| {
        let timer = (drawn && !now)
            .then(|| gloo_timers::callback::Timeout::new(0, move || ready.set(true)));
        move || drop(timer)
    });
    now
}

/// The part of the full page below the stage.
#[component]
pub fn Below(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(snap) = state.snapshot() else {
        return Html::default();
    };
    let lang = state.lang;
    let kind = LessonKind::from_slug(&snap.slug);
    // The reader's choice is kept for this browser as it is made.
    let on_letter_keys = super::dispatch(state).reform(|e: Event| {
        let on = checked(&e);
        crate::reader_choices::save_letter_keys(on);
        Action::LetterKeys(on)
    });
    html! {
        <section class="below">
            { for kind.map(|k| html! { <p class="summary">{ tr(lang, k.summary_msg()) }</p> }) }
            <p class="hint">{ tr(lang, Msg::KeysHint) }
                // The letter keys can be turned off (WCAG 2.1.4): typed by accident, they
                // blank a class's screen.
                <label class="caption-toggle">
                    <input type="checkbox" data-testid="letter-keys" checked={state.letter_keys} onchange={on_letter_keys} />
                    { tr(lang, Msg::LetterKeysOn) }
                </label>
            </p>
            <InputsForm state={state.clone()} />
            <Exports state={state.clone()} />
            <aside class="notes">
                { for snap.notes.iter().map(|p| html! { <p>{ p }</p> }) }
            </aside>
        </section>
    }
}
