//! What is wrong with the link or the last input, said above the figure, and what stands in
//! for it.

use crate::app::StateProps;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The error panel, when the lesson, the page or the last Apply refused something.
#[component]
pub fn ErrorPanel(props: &StateProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    let mut errors: Vec<String> = state
        .snapshot()
        .map(|s| s.errors.clone())
        .unwrap_or_default();
    // Display values the page does not know (`theme=dark`): the page's own check, since they
    // change how it shows the lesson, not the lesson the solver builds.
    if let Some((kind, query)) = state.lesson_link() {
        let display = grundy_lessons::lesson::display::display_problems(kind, query);
        errors.extend(display.into_iter().map(|p| {
            crate::t!(
                lang,
                DisplayValueRefused {
                    param: p.param,
                    token: p.token,
                    allowed: p.allowed
                }
            )
        }));
    }
    if let Some(e) = state.edit_error.as_ref() {
        errors.push(e.clone());
    }
    if errors.is_empty() {
        return Html::default();
    }
    // What stands in for the refused part: the link's other parameters with the example's
    // values in its place, or the input shown before a refused Apply.
    let kept = if state.edit_error.is_some() {
        Msg::ErrorKeptLast
    } else {
        Msg::ErrorShownWithout
    };
    html! {
        <div class="error-panel" role="alert" data-testid="error">
            <strong>{ tr(lang, Msg::ErrorTitle) }</strong>
            <ul>{ for errors.iter().map(|m| html! { <li>{ m }</li> }) }</ul>
            <p class="muted">{ tr(lang, kept) }</p>
        </div>
    }
}
