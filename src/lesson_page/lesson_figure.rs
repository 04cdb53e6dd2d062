//! The lesson's figure: the core's drawing at the chosen zoom, with its presses.

use super::figure_press::FigurePress;
use crate::app::PageState;
use crate::figure_view::FigureSvg;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`LessonFigure`].
#[derive(Properties, PartialEq)]
pub struct LessonFigureProps {
    /// The app's state and its dispatcher.
    pub state: PageState,
    /// The figure's press handlers.
    pub press: FigurePress,
    /// The id of the sentence that describes the figure, when it is shown.
    pub described_by: Option<&'static str>,
}

/// The figure of the step on screen.
#[component]
pub fn LessonFigure(props: &LessonFigureProps) -> Html {
    let state = &props.state;
    // The zoomed figure's width, set through the element's style object rather than a
    // `style=` attribute: the site's Content-Security-Policy refuses inline style attributes
    // (xtask/src/csp.rs), and a script's changes to an element's style are not inline markup.
    // Checked after every render, since the element may be new (another lesson, a figure
    // shown again) while the zoom is not; written only when it changes, so a render that
    // keeps the zoom restyles nothing. (Hooks come before the early return.)
    let figure_inner = use_node_ref();
    {
        let width = (!state.fit).then(|| format!("{}%", state.zoom));
        let inner = figure_inner.clone();
        use_effect(move || {
            if let Some(el) = inner.cast::<web_sys::HtmlElement>() {
                let style = el.style();
                let now = style.get_property_value("width").unwrap_or_default();
                let _ = match width {
                    Some(w) if w != now => style.set_property("width", &w),
                    None if !now.is_empty() => style.remove_property("width").map(|_| ()),
                    _ => Ok(()),
                };
            }
        });
    }
    let Some(shown) = state.shown.as_ref() else {
        return Html::default();
    };
    let play = shown.snapshot.play.as_ref();
    let marked: Rc<Vec<String>> = Rc::new(match (play, state.hint) {
        (Some(p), true) if !p.over => p.marked.clone(),
        _ => Vec::new(),
    });
    let zoomed = !state.fit;
    // Figures of up to this many elements animate their changes (see the stylesheet). Every
    // new element fades in, so while a large figure mounts all its recent elements animate and
    // each frame restyles them: 300 split-Nim piles (about 3,000 elements in 300 rows, which
    // a count of top-level shapes let through) had long frames, half of them style. Every
    // lesson's own figures have at most 600 elements.
    let animate = shown.figure.elements <= 1000;
    // The figure says which language its labels are in. At a language switch the page's
    // root changes at once and the figure's labels when the answer arrives: without its own
    // `lang`, the switch restyled and re-laid out every label of the figure in the click's
    // task (300 split-Nim rows: one long task), and again as the new labels arrived.
    let figure_lang = crate::browser::language_tag(state.shown_lang().code());
    let press = &props.press;
    html! {
        <figure class={classes!("figure", zoomed.then_some("zoomed"), animate.then_some("animate"))} data-testid="figure" tabindex="-1" lang={figure_lang}
                aria-label={shown.figure.title.clone()} aria-describedby={props.described_by}
                onpointerdown={press.on_pointer_down.clone()} onclick={press.on_click.clone()} onkeydown={press.on_key.clone()}>
            <div class="figure-inner" ref={figure_inner.clone()}><FigureSvg figure={shown.figure.clone()} {marked} follow={zoomed} /></div>
        </figure>
    }
}
