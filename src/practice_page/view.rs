//! The practice page's parts, drawn from the worker's answer: the keys on the page, the
//! figure's box, the targets, the answer row and the summary.

use super::effects::Store;
use super::state::{shows, PAction};
use super::{focus_of, focus_target, input_mode, seconds_since, state_selected_after};
use crate::figure_view::FigureSvg;
use crate::text::tr;
use crate::wire::WPractice;
use grundy_core::i18n::{Lang, Msg};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The seconds since the set was opened, for each entry's record.
#[derive(Clone)]
pub struct Clock(pub Rc<RefCell<f64>>);

impl Clock {
    /// Seconds since the set was opened.
    pub fn now(&self) -> u64 {
        seconds_since(*self.0.borrow())
    }
}

/// The keys on the page: arrows between targets, Enter in the box, a typed value on a target.
pub fn keydown(state: &Store, clock: &Clock) -> Callback<KeyboardEvent> {
    let state = state.clone();
    let now = {
        let clock = clock.clone();
        move || clock.now()
    };
    Callback::from(move |e: KeyboardEvent| {
        if e.alt_key() || e.ctrl_key() || e.meta_key() {
            return;
        }
        let (testid, id) = focus_of(&e);
        let key = e.key();
        let in_box = testid == "practice-input";
        let on_target = testid == "practice-target";
        let step = match key.as_str() {
            "ArrowRight" | "ArrowDown" if on_target => Some(1),
            "ArrowLeft" | "ArrowUp" if on_target => Some(-1),
            "ArrowDown" if in_box => Some(1),
            "ArrowUp" if in_box => Some(-1),
            _ => None,
        };
        if let Some(d) = step {
            e.prevent_default();
            e.stop_propagation();
            if on_target && state.0.selected.as_deref() != Some(id.as_str()) {
                state.dispatch(PAction::Select(id.clone()));
            }
            state.dispatch(PAction::MoveBy(d));
            if let Some(next) = state_selected_after(&state.0, &id, d) {
                focus_target(&next);
            }
            return;
        }
        if in_box && key == "Enter" {
            e.prevent_default();
            state.dispatch(PAction::Enter(now()));
            return;
        }
        if in_box {
            return;
        }
        let typed_key = key.chars().count() == 1
            && key
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, 'p' | 'P' | '+' | '-' | '−'));
        if on_target && typed_key && !state.0.is_selection() {
            e.prevent_default();
            e.stop_propagation();
            state.dispatch(PAction::Select(id));
            state.dispatch(PAction::Type(key));
        }
    })
}

/// The figure in its box, with the swipe line a figure wider than its box shows.
pub fn figure_box(state: &Store, figure_ref: &NodeRef, lang: Lang) -> Option<Html> {
    state.0.figure.clone().map(|f| {
        let state = state.clone();
        let onclick = Callback::from(move |e: MouseEvent| {
            let node = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-testid=dag-node]").ok().flatten())
                .and_then(|el| el.get_attribute("data-id"));
            if let Some(node) = node {
                state.dispatch(PAction::SelectNode(node));
            }
        });
        html! {
            <div class="practice-figure-box">
                <figure class="figure practice-figure" data-testid="figure" aria-label={f.title.clone()} ref={figure_ref.clone()} {onclick}>
                    <FigureSvg figure={f} />
                </figure>
                <p class="practice-swipe" aria-hidden="true">{ tr(lang, Msg::PracticeSwipe) }</p>
            </div>
        }
    })
}

/// The targets: a value to fill or an option to choose each.
pub fn target_list(state: &Store, p: &WPractice, lang: Lang) -> Html {
    let s = &state.0;
    let selection = s.is_selection();
    let dispatch = |a: PAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a.clone()))
    };
    let grid = p
        .targets
        .iter()
        .any(|t| t.node.is_none() && t.ask != "choice");
    let targets = p.targets.iter().map(|t| {
        let selected = s.selected.as_deref() == Some(t.id.as_str());
        let pressed = t.ask == "choice"
            && if p.item_done || shows(t) {
                t.value.is_some()
            } else {
                s.chosen.contains(&t.id)
            };
        let onclick = if t.ask == "choice" {
            dispatch(PAction::Toggle(t.id.clone()))
        } else {
            dispatch(PAction::Select(t.id.clone()))
        };
        let value = match (&t.value, t.ask.as_str()) {
            (_, "choice") => None,
            (Some(v), _) => Some(v.clone()),
            (None, _) => Some("?".to_string()),
        };
        let state_word = match t.state.as_str() {
            "right" => "✓",
            "wrong" => "✗",
            // A glyph every font has (an eye emoji drew an empty box without an emoji font).
            "revealed" => "◎",
            _ => "",
        };
        html! {
            <button type="button" class={classes!("practice-target", format!("is-{}", t.state), selected.then_some("selected"), pressed.then_some("pressed"))}
                    data-testid="practice-target" data-id={t.id.clone()} data-node={t.node.clone()} data-state={t.state.clone()}
                    aria-pressed={(t.ask == "choice").then(|| pressed.to_string())} aria-current={selected.then_some("true")}
                    {onclick}>
                <span class="practice-label">{ t.label.clone() }</span>
                if let Some(v) = value { <span class="practice-value">{ v }</span> }
                if !state_word.is_empty() { <span class="practice-mark" aria-hidden="true">{ state_word }</span> }
            </button>
        }
    });
    html! {
        <div class={classes!("practice-targets", grid.then_some("grid"), selection.then_some("choices"))} role="group" aria-label={tr(lang, Msg::PracticeTargets)}>
            { for targets }
        </div>
    }
}

/// The answer row: the box for the selected target and its Check, or a selection's Check.
pub fn answer_row(
    state: &Store,
    p: &WPractice,
    input: &NodeRef,
    clock: &Clock,
    lang: Lang,
) -> Html {
    let s = &state.0;
    let selection = s.is_selection();
    let now = {
        let clock = clock.clone();
        move || clock.now()
    };
    let selected_label = s
        .selected
        .as_deref()
        .and_then(|id| p.targets.iter().find(|t| t.id == id))
        .map(|t| t.label.clone());
    let answer_row = if selection {
        let check = {
            let state = state.clone();
            let now = now.clone();
            Callback::from(move |_: MouseEvent| state.dispatch(PAction::Check(now())))
        };
        html! {
            <div class="practice-answer">
                <p class="practice-hint">{ tr(lang, Msg::PracticeChooseMoves) }</p>
                <button type="button" class="practice-button primary" data-testid="practice-check" onclick={check} disabled={p.item_done || s.chosen.is_empty()}>{ tr(lang, Msg::PracticeCheck) }</button>
            </div>
        }
    } else {
        let oninput = {
            let state = state.clone();
            Callback::from(move |e: InputEvent| {
                if let Some(el) = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                {
                    state.dispatch(PAction::Type(el.value()));
                }
            })
        };
        let enter = {
            let state = state.clone();
            let now = now.clone();
            Callback::from(move |_: MouseEvent| state.dispatch(PAction::Enter(now())))
        };
        let label = match &selected_label {
            Some(l) => crate::t!(lang, PracticeInputFor { target: l.clone() }),
            None => tr(lang, Msg::PracticePickTarget).to_string(),
        };
        let open = s
            .selected
            .as_deref()
            .and_then(|id| p.targets.iter().find(|t| t.id == id))
            .is_some_and(|t| !shows(t));
        html! {
            <div class="practice-answer">
                <label class="practice-input-label" for="practice-input">{ label }</label>
                <div class="practice-input-row">
                    <input id="practice-input" ref={input.clone()} class="practice-input" data-testid="practice-input" type="text"
                           autocomplete="off" autocapitalize="characters" spellcheck="false" inputmode={input_mode(s, p)}
                           value={s.typed.clone()} {oninput} aria-disabled={(!open).then_some("true")} />
                    <button type="button" class="practice-button primary" data-testid="practice-enter" onclick={enter} disabled={!open}>{ tr(lang, Msg::PracticeCheck) }</button>
                </div>
            </div>
        }
    };
    answer_row
}

/// The summary at the end of a set: the score, the time, the record and another set.
pub fn summary(p: &WPractice, lang: Lang) -> Option<Html> {
    // The same topic, level and size with the next seed.
    let another = format!(
        "#/practice?topic={}&seed={}&level={}&count={}",
        p.topic,
        p.seed.wrapping_add(1),
        p.level,
        p.count
    );
    p.done.then(|| {
        let time = crate::t!(
            lang,
            PracticeTime {
                minutes: p.seconds / 60,
                seconds: p.seconds % 60
            }
        );
        let export = {
            let csv = p.csv.clone();
            let name = p.csv_name.clone();
            Callback::from(move |_: MouseEvent| {
                crate::browser::download_text(&csv, "text/csv;charset=utf-8", &name)
            })
        };
        html! {
            <section class="practice-summary" data-testid="practice-summary" data-right={p.right.to_string()} data-total={p.total.to_string()} data-seconds={p.seconds.to_string()}>
                <p>{ crate::t!(lang, PracticeSummary { right: p.right, total: p.total, time }) }</p>
                <button type="button" class="practice-button" data-testid="practice-export" onclick={export}>{ tr(lang, Msg::PracticeExport) }</button>
                <a class="practice-button" data-testid="practice-new-set" href={another.clone()}>{ tr(lang, Msg::PracticeNewSet) }</a>
            </section>
        }
    })
}
