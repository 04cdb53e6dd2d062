//! The step controls every lesson uses: first / previous / next / last, play-pause and speed.
//! The stepper owns no state: the step lives in the link and play state in the lesson page,
//! which also maps the keys ← → PageUp PageDown Space Home End onto the same actions.

use crate::t;
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Playback speeds (milliseconds per step) and their labels.
pub const SPEEDS: [(u32, Msg); 3] = [
    (2000, Msg::SpeedSlow),
    (1000, Msg::SpeedNormal),
    (450, Msg::SpeedFast),
];

/// What the stepper asks of its owner.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StepAction {
    /// Go to step 0.
    First,
    /// One step back.
    Prev,
    /// One step forward.
    Next,
    /// Go to the last step.
    Last,
    /// Start or stop playing.
    TogglePlay,
    /// Set the playback speed (ms per step).
    Speed(u32),
}

/// The step `action` leads to from `step` of `count`, if it moves.
pub fn target_step(action: StepAction, step: usize, count: usize) -> Option<usize> {
    let last = count.saturating_sub(1);
    match action {
        StepAction::First => Some(0),
        StepAction::Prev => Some(step.saturating_sub(1)),
        StepAction::Next => Some((step + 1).min(last)),
        StepAction::Last => Some(last),
        StepAction::TogglePlay | StepAction::Speed(_) => None,
    }
}

/// The buttons' icons, drawn as inline SVG (font glyphs such as ⏮ are empty boxes on some
/// systems): a 24-unit square, filled with the text colour. Previous and Next are chevrons, so
/// they do not look like Play's triangle beside them.
fn icon(name: &'static str) -> Html {
    let d = match name {
        "first" => "M5 4h3v16H5zM20 4v16L9 12z",
        "prev" => "M18 5.5 15.5 3l-9 9 9 9 2.5-2.5-6.5-6.5z",
        "next" => "M6 5.5 8.5 3l9 9-9 9L6 18.5l6.5-6.5z",
        "last" => "M16 4h3v16h-3zM4 4v16l11-8z",
        "pause" => "M6 4h4v16H6zM14 4h4v16h-4z",
        _ => "M7 4v16l13-8z",
    };
    html! {
        <svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={d} fill="currentColor" />
        </svg>
    }
}

/// Properties of [`Stepper`].
#[derive(Properties, PartialEq)]
pub struct StepperProps {
    /// Current step (0-based).
    pub step: usize,
    /// Number of steps.
    pub count: usize,
    /// Whether the walkthrough is playing.
    pub playing: bool,
    /// Milliseconds per step while playing.
    pub speed_ms: u32,
    /// Interface language.
    pub lang: Lang,
    /// Receives every action.
    pub on_action: Callback<StepAction>,
    /// In a deck: an item comes before this one, so Previous stays enabled at step 0.
    #[prop_or_default]
    pub more_before: bool,
    /// In a deck: an item follows this one, so Next stays enabled at the last step.
    #[prop_or_default]
    pub more_after: bool,
}

/// The step controls.
#[component]
pub fn Stepper(props: &StepperProps) -> Html {
    let lang = props.lang;
    let at_start = props.step == 0;
    let at_end = props.step + 1 >= props.count;
    let root = use_node_ref();
    {
        // A button pressed at the first or last step is disabled by that press, and the
        // browser drops its focus to the page: a keyboard user would have to Tab back from
        // the top. The focus goes to the button that still moves (Previous at the end, Next
        // at the start).
        let root = root.clone();
        let step = props.step;
        use_effect(move || {
            let Some(group) = root.cast::<web_sys::Element>() else {
                return;
            };
            let doc = web_sys::window().and_then(|w| w.document());
            // Focus is lost: on the page, or still on the disabled button (browsers differ).
            let fell = doc.as_ref().is_some_and(|d| {
                d.active_element().is_none_or(|a| {
                    d.body()
                        .is_some_and(|b| *b.unchecked_ref::<web_sys::Element>() == a)
                        || a.matches(":disabled").unwrap_or(false)
                })
            });
            // "testid@step": the button pressed and the step it was pressed at. Renders in
            // between (the link changing, the lesson answering) leave it for the one that
            // shows the new step.
            let Some(mark) = group.get_attribute("data-pressed") else {
                return;
            };
            let Some((pressed, at)) = mark.split_once('@') else {
                return;
            };
            if at == step.to_string() {
                return;
            }
            let pressed = pressed.to_string();
            let _ = group.remove_attribute("data-pressed");
            let disabled = group
                .query_selector(&format!("[data-testid={pressed}]:disabled"))
                .ok()
                .flatten()
                .is_some();
            if fell && disabled {
                let other = if matches!(pressed.as_str(), "step-next" | "step-last") {
                    "step-prev"
                } else {
                    "step-next"
                };
                if let Ok(Some(b)) = group.query_selector(&format!("[data-testid={other}]:enabled"))
                {
                    let _ = b.unchecked_ref::<web_sys::HtmlElement>().focus();
                }
            }
        });
    }
    let step = props.step;
    let button = |action: StepAction,
                  testid: &'static str,
                  icon_name: &'static str,
                  label: Msg,
                  disabled: bool| {
        let cb = props.on_action.reform(move |e: MouseEvent| {
            // Remembered on the group until a render shows another step (the effect above).
            if let Some(group) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|b| b.closest(".stepper").ok().flatten())
            {
                let _ = group.set_attribute("data-pressed", &format!("{testid}@{step}"));
            }
            action
        });
        html! {
            <button class="step-btn" data-testid={testid} title={tr(lang, label)} aria-label={tr(lang, label)} {disabled} onclick={cb}>
                { icon(icon_name) }
            </button>
        }
    };
    let play_label = if props.playing { Msg::Pause } else { Msg::Play };
    let on_speed = props.on_action.reform(|e: Event| {
        let value = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        StepAction::Speed(value.parse().unwrap_or(1000))
    });
    html! {
        <div class="stepper" role="group" ref={root}>
            { button(StepAction::First, "step-first", "first", Msg::StepFirst, at_start) }
            { button(StepAction::Prev, "step-prev", "prev", Msg::StepPrev, at_start && !props.more_before) }
            <button class="step-btn play" data-testid="play" aria-pressed={props.playing.to_string()} title={tr(lang, play_label)}
                    onclick={props.on_action.reform(|_: MouseEvent| StepAction::TogglePlay)}>
                { icon(if props.playing { "pause" } else { "play" }) }
                <span class="play-label">{ tr(lang, play_label) }</span>
            </button>
            { button(StepAction::Next, "step-next", "next", Msg::StepNext, at_end && !props.more_after) }
            { button(StepAction::Last, "step-last", "last", Msg::StepLast, at_end) }
            <span class="step-count" data-testid="step" data-index={props.step.to_string()} data-count={props.count.to_string()} aria-live="polite">
                { t!(lang, StepOf { step: (props.step + 1).to_string(), count: props.count.to_string() }) }
            </span>
            <label class="speed">
                { tr(lang, Msg::Speed) }
                <select onchange={on_speed} data-testid="speed">
                    { for SPEEDS.iter().map(|(ms, label)| html! {
                        <option value={ms.to_string()} selected={*ms == props.speed_ms}>{ tr(lang, *label) }</option>
                    }) }
                </select>
            </label>
        </div>
    }
}
