//! The practice page (`#/practice?topic=…&seed=…&level=…&count=…`, and a lesson's
//! `practice=1`): the student works out an item, the solver worker grades each entry and
//! explains it. The page draws the worker's answer and keeps the work (the item on screen and
//! every entry) in its state, sends it with each request, and keeps it for the tab
//! (sessionStorage), so a reload of the same link loses nothing. It computes no game fact:
//! targets, states, values, feedback, score and the record all come from the worker.

use crate::text::tr;
use crate::wire::{PracticeWork, WPractice};
use grundy_core::i18n::{Lang, Msg};
use grundy_lessons::lesson::{split_link, Query};
use serde::Serialize;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

mod effects;
pub mod state;
mod view;
use state::{shows, PAction, PracticeState};

/// The largest seed the page chooses (small enough to read out to a class).
const CHOSEN_SEEDS: f64 = 1_000_000.0;

/// The link with a seed in it: `None` when it has a valid one already, else the link with a
/// seed chosen from `random` (in 0..1).
pub fn with_seed(hash: &str, random: f64) -> Option<String> {
    let (path, query) = split_link(hash);
    let q = Query::parse(query);
    if q.get("seed")
        .is_some_and(|s| s.trim().parse::<u64>().is_ok())
    {
        return None;
    }
    let seed = 1 + (random.clamp(0.0, 1.0) * (CHOSEN_SEEDS - 1.0)) as u64;
    Some(format!(
        "#/{path}?{}",
        q.with("seed", Some(seed.to_string())).render()
    ))
}

/// The link of the set the worker opened when the link asked for values it refused: the same
/// link with the values in use, so that a shared address opens without the warnings. None for
/// a lesson's "practise this" link, or when nothing changes.
pub fn settled_link(hash: &str, p: &WPractice) -> Option<String> {
    let (path, query) = split_link(hash);
    if path != grundy_lessons::practice::PRACTICE_SLUG {
        return None;
    }
    let q = Query::parse(query)
        .with("topic", Some(p.topic.clone()))
        .with("seed", Some(p.seed.to_string()))
        .with("level", Some(p.level.to_string()))
        .with("count", Some(p.count.to_string()));
    let link = format!("#/{path}?{}", q.render());
    (link != hash).then_some(link)
}

/// The link whose key keeps a set's work: the settled link when the worker refused values
/// (so the work survives the address being rewritten), else the link itself.
fn work_link(hash: &str, s: &PracticeState) -> String {
    s.shown
        .as_ref()
        .filter(|_| !s.errors.is_empty())
        .and_then(|p| settled_link(hash, p))
        .unwrap_or_else(|| hash.to_string())
}

/// The key the work on a set is kept under for the tab: its link without the presentation
/// parameters (the language, the embed layout).
pub fn storage_key(hash: &str) -> String {
    let (path, query) = split_link(hash);
    let q = Query::parse(query).with("lang", None).with("embed", None);
    format!("grundy-practice|{path}?{}", q.render())
}

/// Kept work: the work and when the set was opened (ms since 1970).
#[derive(serde::Serialize, serde::Deserialize)]
struct Kept {
    work: PracticeWork,
    opened: f64,
}

fn load(key: &str) -> Option<Kept> {
    let text = crate::browser::session_get(key)?;
    let value = js_sys::JSON::parse(&text).ok()?;
    serde_wasm_bindgen::from_value(value).ok()
}

fn save(key: &str, kept: &Kept) {
    let Ok(value) = serde_wasm_bindgen::to_value(kept) else {
        return;
    };
    if let Ok(text) = js_sys::JSON::stringify(&value) {
        crate::browser::session_set(key, &String::from(text));
    }
}

/// What an embedded practice page posts after each graded entry.
#[derive(Serialize)]
struct PracticeEvent<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    topic: &'a str,
    seed: u64,
    level: u8,
    item: usize,
    count: usize,
    right: usize,
    answered: usize,
    done: bool,
}

/// Properties of [`PracticePage`].
#[derive(Properties, PartialEq)]
pub struct PracticeProps {
    /// The link (`#/practice?…` or a lesson's with `practice=1`).
    pub hash: String,
    /// The reader's language.
    pub lang: Lang,
    /// Whether the page is embedded (`embed=1`).
    pub embed: bool,
    /// Replaces the link (a chosen seed written in).
    pub on_link: Callback<String>,
}

fn seconds_since(opened: f64) -> u64 {
    ((crate::browser::now_epoch_ms() - opened) / 1000.0).max(0.0) as u64
}

/// The focused element's `data-testid` and `data-id`.
fn focus_of(e: &KeyboardEvent) -> (String, String) {
    let el = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    let attr = |name: &str| {
        el.as_ref()
            .and_then(|el| el.get_attribute(name))
            .unwrap_or_default()
    };
    (attr("data-testid"), attr("data-id"))
}

fn focus_target(id: &str) {
    let selector = format!("[data-testid=practice-target][data-id=\"{id}\"]");
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(&selector).ok().flatten())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// The practice page.
#[component]
pub fn PracticePage(props: &PracticeProps) -> Html {
    let state = use_reducer(PracticeStore::default);
    let opened = use_mut_ref(|| 0.0f64);
    let input = use_node_ref();
    let figure_ref = use_node_ref();
    let lang = props.lang;
    effects::use_set(&state, &props.hash, lang, &props.on_link, &opened);
    effects::use_kept_work(&state, &opened);
    effects::use_in_view(&state);
    effects::use_post_entries(&state, props.embed);
    effects::use_focus_input(&state, &input);
    effects::use_figure_box(&state, &figure_ref);
    effects::use_next_key(&state);
    let s = &state.0;
    let dispatch = |a: PAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a.clone()))
    };
    let clock = view::Clock(opened.clone());
    let now = {
        let clock = clock.clone();
        move || clock.now()
    };
    let Some(p) = s.shown.clone() else {
        let msg = if s.failed {
            tr(lang, Msg::PanicMessage)
        } else {
            ""
        };
        return html! {
            <main class="page practice" data-testid="practice-loading" aria-busy="true">
                <p>{ msg }</p>
            </main>
        };
    };
    let selection = s.is_selection();
    let on_keydown = view::keydown(&state, &clock);
    let figure = view::figure_box(&state, &figure_ref, lang);
    let targets = view::target_list(&state, &p, lang);
    let answer_row = view::answer_row(&state, &p, &input, &clock, lang);
    let summary = view::summary(&p, lang);
    let reveal = {
        let state = state.clone();
        let now = now.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(PAction::Reveal(now())))
    };
    let reveal_open = if selection {
        !p.item_done
    } else {
        s.selected
            .as_deref()
            .and_then(|id| p.targets.iter().find(|t| t.id == id))
            .is_some_and(|t| !shows(t))
    };
    let feedback = p.feedback.as_ref().map(|f| {
        let class = match f.right {
            Some(true) => "right",
            Some(false) => "wrong",
            None => "note",
        };
        (class, f.text.clone())
    });
    // On the last item, Next goes back to the first while the set is unfinished, so a skipped
    // item can be reached and the summary is never out of reach.
    let last = p.at + 1 >= p.count && (p.done || p.count == 1);
    let errors = (!s.errors.is_empty()).then(|| {
        html! {
            <div class="error-panel" role="alert" data-testid="error">
                { for s.errors.iter().map(|e| html! { <p>{ e.clone() }</p> }) }
            </div>
        }
    });
    html! {
        <main class={classes!("page", "practice", props.embed.then_some("embedded"))} data-testid="practice"
              data-topic={p.topic.clone()} data-seed={p.seed.to_string()} data-level={p.level.to_string()}
              data-item={p.at.to_string()} data-count={p.count.to_string()} onkeydown={on_keydown}>
            <>{ for errors }</>
            <header class="practice-head">
                <h1>{ p.title.clone() }</h1>
                <p class="practice-meta">{ crate::t!(lang, PracticeItemOf { item: p.at + 1, count: p.count, level: p.level }) }</p>
                <p class="practice-score" data-testid="practice-score" data-right={p.right.to_string()} data-answered={p.answered.to_string()} data-total={p.total.to_string()}>
                    { crate::t!(lang, PracticeScore { right: p.right, answered: p.answered, total: p.total }) }
                </p>
            </header>
            <p class="practice-task">{ p.task.clone() }</p>
            <p class="practice-position">{ p.position.clone() }</p>
            <div class={classes!("practice-work", figure.is_some().then_some("with-figure"))}>
                <>{ for figure }</>
                <div class="practice-side">
                    { targets }
                    { answer_row }
                    <p class={classes!("practice-feedback", feedback.as_ref().map(|f| f.0))} data-testid="practice-feedback" aria-live="polite">
                        { feedback.map(|f| f.1).unwrap_or_default() }
                    </p>
                    <div class="practice-controls">
                        <button type="button" class="practice-button" data-testid="practice-reveal" onclick={reveal} disabled={!reveal_open}>{ tr(lang, Msg::PracticeReveal) }</button>
                        <button type="button" class={classes!("practice-button", p.item_done.then_some("primary"))} data-testid="practice-next" onclick={dispatch(PAction::Next)} disabled={last}>{ tr(lang, if p.at + 1 >= p.count && !last { Msg::PracticeBackToFirst } else { Msg::PracticeNext }) }</button>
                    </div>
                    <>{ for summary }</>
                </div>
            </div>
            if !props.embed { <p class="practice-keys">{ tr(lang, if selection { Msg::PracticeKeysChoose } else { Msg::PracticeKeys }) }</p> }
        </main>
    }
}

/// A figure larger than its box says so in a line under it (`overflows`): a phone showed half
/// a table with no sign that the rest was a swipe away.
fn mark_overflow(root: &web_sys::HtmlElement) {
    // A few pixels past an edge are the figure's margin, not something to swipe for.
    let over = root.scroll_width() > root.client_width() + 12
        || root.scroll_height() > root.client_height() + 12;
    let _ = root.class_list().toggle_with_force("overflows", over);
    // A box that scrolls is a tab stop, so the keyboard can scroll it too.
    let _ = if over {
        root.set_attribute("tabindex", "0")
    } else {
        root.remove_attribute("tabindex")
    };
}

/// The target the arrows select from `from` (the one focused), for moving the focus with it.
fn state_selected_after(s: &PracticeState, from: &str, d: i32) -> Option<String> {
    let targets = s.targets();
    let n = targets.len() as i32;
    if n == 0 {
        return None;
    }
    let i = targets
        .iter()
        .position(|t| t.id == from)
        .or_else(|| {
            s.selected
                .as_deref()
                .and_then(|sel| targets.iter().position(|t| t.id == sel))
        })
        .map_or(0, |i| i as i32);
    Some(targets[(i + d).rem_euclid(n) as usize].id.clone())
}

/// The keyboard a phone shows for the selected target: digits for a number.
fn input_mode(s: &PracticeState, p: &WPractice) -> &'static str {
    let ask = s
        .selected
        .as_deref()
        .and_then(|id| p.targets.iter().find(|t| t.id == id))
        .map_or("", |t| t.ask.as_str());
    if ask == "number" || ask == "bit" {
        "numeric"
    } else {
        "text"
    }
}

/// The state behind [`PracticePage`], as a Yew reducer.
#[derive(Default, PartialEq)]
pub struct PracticeStore(pub PracticeState);

impl Reducible for PracticeStore {
    type Action = PAction;

    fn reduce(self: Rc<Self>, action: PAction) -> Rc<Self> {
        let mut s = self.0.clone();
        s.apply(action);
        Rc::new(PracticeStore(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_without_a_valid_seed_gets_one_and_keeps_the_rest() {
        assert_eq!(with_seed("#/practice?topic=pn&seed=4", 0.5), None);
        let seeded = with_seed("#/practice?topic=pn&level=2", 0.0).expect("a seed");
        assert!(
            seeded.contains("topic=pn") && seeded.contains("level=2"),
            "{seeded}"
        );
        assert!(seeded.contains("seed=1"), "{seeded}");
        let bad = with_seed("#/practice?topic=pn&seed=x", 0.999_999).expect("a seed");
        assert!(
            bad.contains("seed=999999") && !bad.contains("seed=x"),
            "{bad}"
        );
        assert!(with_seed("#/nim?piles=3,4&practice=1", 0.3).is_some());
    }

    #[test]
    fn a_refused_link_settles_on_the_values_in_use() {
        let p = |topic: &str, seed, level, count| WPractice {
            topic: topic.into(),
            seed,
            level,
            count,
            ..WPractice::default()
        };
        let bad = "#/practice?topic=foo&seed=7&level=9&count=x&lang=zh";
        assert_eq!(
            settled_link(bad, &p("sg-label", 7, 1, 5)).as_deref(),
            Some("#/practice?topic=sg-label&seed=7&level=1&count=5&lang=zh")
        );
        let good = "#/practice?topic=pn&seed=7&level=2&count=3";
        assert_eq!(settled_link(good, &p("pn", 7, 2, 3)), None);
        assert_eq!(
            settled_link("#/nim?piles=3&practice=1", &p("nim-sum", 7, 1, 1)),
            None
        );
    }

    #[test]
    fn the_work_is_kept_per_set_whatever_the_language() {
        assert_eq!(
            storage_key("#/practice?topic=pn&seed=4&lang=zh&embed=1"),
            storage_key("#/practice?topic=pn&seed=4")
        );
        assert_ne!(
            storage_key("#/practice?topic=pn&seed=4"),
            storage_key("#/practice?topic=pn&seed=5")
        );
    }
}
