//! The practice page (`#/practice?topic=…&seed=…&level=…&count=…`, and a lesson's
//! `practice=1`): the student works out an item, the solver worker grades each entry and
//! explains it. The page draws the worker's answer and keeps the work (the item on screen and
//! every entry) in its state, sends it with each request, and keeps it for the tab
//! (sessionStorage), so a reload of the same link loses nothing. It computes no game fact:
//! targets, states, values, feedback, score and the record all come from the worker.

use crate::figure_view::FigureSvg;
use crate::page_state::Action;
use crate::solver_client::SolverClient;
use crate::text::tr;
use crate::wire::{PracticeWork, WPractice};
use grundy_core::i18n::{Lang, Msg};
use grundy_core::lesson::{split_link, Query};
use serde::Serialize;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

pub mod state;
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
    if path != grundy_core::practice::PRACTICE_SLUG {
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
    let solver = {
        let dispatch = state.dispatcher();
        use_memo((), move |_| {
            SolverClient::new(Callback::from(move |a: Action| match a {
                Action::Answer(r, f) => dispatch.dispatch(PAction::Answer(r, f)),
                Action::SolverFailed => dispatch.dispatch(PAction::Failed),
                _ => {}
            }))
        })
    };
    // A link without a seed gets one, written into the link so it can be shared; a link
    // with one opens its set, with the work kept for it in this tab.
    {
        let state = state.clone();
        let on_link = props.on_link.clone();
        let opened = opened.clone();
        use_effect_with(props.hash.clone(), move |hash| {
            if let Some(seeded) = with_seed(hash, js_sys::Math::random()) {
                on_link.emit(seeded);
                return;
            }
            let key = storage_key(hash);
            let kept = load(&key);
            *opened.borrow_mut() = kept
                .as_ref()
                .map_or_else(crate::browser::now_epoch_ms, |k| k.opened);
            state.dispatch(PAction::Open {
                hash: hash.clone(),
                lang: lang.code().to_string(),
                saved: kept.map(|k| k.work),
            });
        });
    }
    {
        let state = state.clone();
        use_effect_with(lang, move |lang| {
            state.dispatch(PAction::Lang(lang.code().to_string()))
        });
    }
    // The page's own worker ends with the page.
    {
        let solver = solver.clone();
        use_effect_with((), move |_| move || solver.stop());
    }
    {
        let request = state.0.pending.clone();
        use_effect_with(request, move |request| {
            if let Some(r) = request {
                solver.send(r.clone());
            }
        });
    }
    // The work is kept for the tab after every entry.
    {
        let work = state.0.work.clone();
        let hash = work_link(&state.0.hash, &state.0);
        let opened = opened.clone();
        use_effect_with(work, move |work| {
            if !hash.is_empty() && *work != PracticeWork::default() {
                save(
                    &storage_key(&hash),
                    &Kept {
                        work: work.clone(),
                        opened: *opened.borrow(),
                    },
                );
            }
        });
    }
    // A link whose values were refused is rewritten with the values in use (the warnings stay
    // on screen until the page is left); the work is kept under the rewritten link's key.
    {
        let settled = (!state.0.errors.is_empty())
            .then(|| {
                state
                    .0
                    .shown
                    .as_ref()
                    .and_then(|p| settled_link(&state.0.hash, p))
            })
            .flatten();
        use_effect_with(settled, |settled| {
            if let Some(link) = settled {
                crate::browser::set_hash(link, true);
            }
        });
    }
    // The sentence on an entry (a grade or a refusal) is brought on screen: on a phone it fell
    // below the screen, under the box being typed in. After the frame, so the box's focus has
    // moved the page first.
    {
        let said = state.0.shown.as_ref().and_then(|p| {
            p.feedback
                .as_ref()
                .map(|f| (p.at, f.target.clone(), f.text.clone()))
        });
        let shown = state.0.shown.is_some();
        // Whatever the first answer shows (work kept from before a reload) is not new.
        let ready = use_mut_ref(|| false);
        use_effect_with((said, shown), move |(said, shown)| {
            if !*shown {
                return;
            }
            let was_ready = std::mem::replace(&mut *ready.borrow_mut(), true);
            if said.is_some() && was_ready {
                crate::browser::after_next_frame(|| {
                    crate::browser::scroll_page_to("[data-testid=practice-feedback]")
                });
            }
        });
    }
    // The summary at the end of a set is brought on screen (on a phone it opened below it).
    {
        let done = state.0.shown.as_ref().is_some_and(|p| p.done);
        let ready = use_mut_ref(|| None::<bool>);
        use_effect_with(done, move |&done| {
            let before = ready.borrow_mut().replace(done);
            if done && before == Some(false) {
                crate::browser::after_next_frame(|| {
                    crate::browser::scroll_page_to("[data-testid=practice-summary]")
                });
            }
        });
    }
    // An embedding page hears of each graded entry.
    {
        let embed = props.embed;
        let shown = state.0.shown.clone();
        let graded = state.0.graded_entries();
        let posted = use_mut_ref(|| usize::MAX);
        // Run when an answer arrives (with the number of entries it answers).
        use_effect_with(shown, move |shown| {
            let Some(p) = shown else { return };
            let first = *posted.borrow() == usize::MAX;
            let was_graded = p.feedback.as_ref().is_some_and(|f| f.right.is_some());
            if embed && !first && was_graded && graded > *posted.borrow() {
                crate::host_api::post_to_parent(&PracticeEvent {
                    kind: "grundy:practice",
                    topic: &p.topic,
                    seed: p.seed,
                    level: p.level,
                    item: p.at,
                    count: p.count,
                    right: p.right,
                    answered: p.answered,
                    done: p.done,
                });
            }
            *posted.borrow_mut() = graded;
        });
    }
    // The answer box takes the focus when a target is picked or the last entry moved on, with
    // what it holds selected (a wrong entry is replaced by typing).
    {
        let input = input.clone();
        let select = state.0.select_input;
        use_effect_with(state.0.focus_input, move |n| {
            if *n > 0 {
                if let Some(el) = input.cast::<web_sys::HtmlInputElement>() {
                    let _ = el.focus();
                    if select {
                        el.select();
                    }
                }
            }
        });
    }
    // The selected position is marked in the figure, and the least width the figure keeps on
    // a phone is written for the stylesheet (through the style object: the Content-Security-
    // Policy refuses `style=` attributes): 0.64 px a unit, where a DAG's node labels are 14 px,
    // or less where the smallest text is larger (a Venn diagram's 28 units: 0.5).
    {
        let figure_ref = figure_ref.clone();
        let width = state.0.figure.as_ref().map(|f| {
            let scale = f.min_text.map_or(0.64, |t| (14.0 / t.max(1.0)).min(0.64));
            format!("{:.0}px", f.width * scale)
        });
        let node = state
            .0
            .selected
            .as_deref()
            .and_then(|s| state.0.targets().iter().find(|t| t.id == s))
            .and_then(|t| t.node.clone());
        use_effect(move || {
            let Some(root) = figure_ref.cast::<web_sys::HtmlElement>() else {
                return;
            };
            if let Some(w) = &width {
                let style = root.style();
                if style.get_property_value("--fig-min").ok().as_ref() != Some(w) {
                    let _ = style.set_property("--fig-min", w);
                }
            }
            mark_overflow(&root);
            if let Ok(nodes) = root.query_selector_all("[data-testid=dag-node]") {
                for i in 0..nodes.length() {
                    let Some(el) = nodes
                        .item(i)
                        .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                    else {
                        continue;
                    };
                    let on = node.is_some() && el.get_attribute("data-id") == node;
                    let _ = el.class_list().toggle_with_force("practice-selected", on);
                }
            }
        });
    }

    // A new item's figure wider than its box opens on what it marks (the nim-sum's bit
    // columns stand at the right, past a phone's edge); later the student scrolls it.
    {
        let opened_on = state
            .0
            .shown
            .as_ref()
            .map(|p| (p.topic.clone(), p.seed, p.at, state.0.figure.is_some()));
        use_effect_with(opened_on, |opened_on| {
            if opened_on.as_ref().is_some_and(|o| o.3) {
                crate::browser::after_next_frame(crate::browser::scroll_focus_into_view);
            }
        });
    }
    // The swipe line follows the window's width (a phone turned, a window resized).
    {
        let figure_ref = figure_ref.clone();
        use_effect_with((), move |_| {
            let listener = crate::browser::WindowListener::new("resize", move |_| {
                if let Some(root) = figure_ref.cast::<web_sys::HtmlElement>() {
                    mark_overflow(&root);
                }
            });
            move || drop(listener)
        });
    }

    // N goes to the next item from anywhere but a box being typed in (where N is an answer
    // of P-or-N items, until the item is done). On an unfinished P-or-N item it goes nowhere:
    // a student typing the answer N before picking a position skipped the whole item.
    let item_done = use_mut_ref(|| (false, false));
    *item_done.borrow_mut() = state.0.shown.as_ref().map_or((false, false), |p| {
        let pn_open = !p.item_done && p.targets.iter().any(|t| t.ask == "outcome");
        (p.item_done, pn_open)
    });
    {
        let state = state.clone();
        let item_done = item_done.clone();
        use_effect_with((), move |_| {
            let listener = crate::browser::WindowListener::new("keydown", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if e.alt_key()
                    || e.ctrl_key()
                    || e.meta_key()
                    || !matches!(e.key().as_str(), "n" | "N")
                {
                    return;
                }
                let field = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| {
                        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    });
                let (done, pn_open) = *item_done.borrow();
                if pn_open || (field && !done) {
                    return;
                }
                e.prevent_default();
                state.dispatch(PAction::Next);
            });
            move || drop(listener)
        });
    }
    let s = &state.0;
    let dispatch = |a: PAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(a.clone()))
    };
    let now = {
        let opened = opened.clone();
        move || seconds_since(*opened.borrow())
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
    let on_keydown = {
        let state = state.clone();
        let now = now.clone();
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
    };
    let figure = s.figure.clone().map(|f| {
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
    });
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
                           autocomplete="off" autocapitalize="characters" spellcheck="false" inputmode={input_mode(s, &p)}
                           value={s.typed.clone()} {oninput} aria-disabled={(!open).then_some("true")} />
                    <button type="button" class="practice-button primary" data-testid="practice-enter" onclick={enter} disabled={!open}>{ tr(lang, Msg::PracticeCheck) }</button>
                </div>
            </div>
        }
    };
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
    // The same topic, level and size with the next seed.
    let another = format!(
        "#/practice?topic={}&seed={}&level={}&count={}",
        p.topic,
        p.seed.wrapping_add(1),
        p.level,
        p.count
    );
    let summary = p.done.then(|| {
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
    });
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
                    <div class={classes!("practice-targets", grid.then_some("grid"), selection.then_some("choices"))} role="group" aria-label={tr(lang, Msg::PracticeTargets)}>
                        { for targets }
                    </div>
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

/// A figure wider than its box says so in a line under it (`overflows`): a phone showed half
/// a table with no sign that the rest was a swipe away.
fn mark_overflow(root: &web_sys::HtmlElement) {
    // A few pixels past the edge are the figure's margin, not something to swipe for.
    let over = root.scroll_width() > root.client_width() + 12;
    let _ = root.class_list().toggle_with_force("overflows", over);
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
