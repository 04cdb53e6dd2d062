//! The practice page's effects, one job each: the set's life with its worker, the work kept
//! for the tab, what is brought into view, the embedding page's messages, the answer box's
//! focus, the figure's box and the N key.

use super::{load, mark_overflow, save, settled_link, storage_key, with_seed, work_link};
use super::{Kept, PAction, PracticeEvent, PracticeStore};
use crate::page_state::Action;
use crate::solver_client::SolverClient;
use crate::wire::PracticeWork;
use grundy_core::i18n::Lang;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The page's state handle.
pub type Store = UseReducerHandle<PracticeStore>;

/// The set's life with its worker: the link opened (a seed chosen and written in first when
/// it has none), the language followed, each request sent, the worker stopped with the page.
#[hook]
pub fn use_set(
    state: &Store,
    hash: &str,
    lang: Lang,
    on_link: &Callback<String>,
    opened: &Rc<RefCell<f64>>,
) {
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
        let on_link = on_link.clone();
        let opened = opened.clone();
        use_effect_with(hash.to_string(), move |hash| {
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
}

/// The work kept for the tab after every entry, under the link that opens it again.
#[hook]
pub fn use_kept_work(state: &Store, opened: &Rc<RefCell<f64>>) {
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
}

/// What a student must see is brought on screen: the sentence on an entry, the summary.
#[hook]
pub fn use_in_view(state: &Store) {
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
}

/// An embedding page hears of each graded entry.
#[hook]
pub fn use_post_entries(state: &Store, embed: bool) {
    // An embedding page hears of each graded entry.
    {
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
}

/// The answer box's focus.
#[hook]
pub fn use_focus_input(state: &Store, input: &NodeRef) {
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
}

/// The figure's box: the selected position marked, the least width on a phone or for
/// readable text, the swipe line, and a new item opened on what it marks.
#[hook]
pub fn use_figure_box(state: &Store, figure_ref: &NodeRef) {
    // The figure's width, height and smallest text, for the box's scale on a resize.
    let sized = use_mut_ref(|| None::<(f64, f64, Option<f64>)>);
    // The selected position is marked in the figure, and the least width the figure keeps on
    // a phone is written for the stylesheet (through the style object: the Content-Security-
    // Policy refuses `style=` attributes): 0.64 px a unit, where a DAG's node labels are 14 px,
    // or less where the smallest text is larger (a Venn diagram's 28 units: 0.5).
    // Where the box fitted whole would draw text below readable (a lesson's large position),
    // the figure opens at the lesson's readable scale (`readable::opening_zoom`) and scrolls.
    {
        let figure_ref = figure_ref.clone();
        let figure = state
            .0
            .figure
            .as_ref()
            .map(|f| (f.width, f.height, f.min_text));
        let sized = sized.clone();
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
            *sized.borrow_mut() = figure;
            size_box(&root, figure);
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
    // The box's scale and swipe line follow the window (a phone turned, a window resized).
    {
        let figure_ref = figure_ref.clone();
        use_effect_with((), move |_| {
            let listener = crate::browser::WindowListener::new("resize", move |_| {
                if let Some(root) = figure_ref.cast::<web_sys::HtmlElement>() {
                    size_box(&root, *sized.borrow());
                }
            });
            move || drop(listener)
        });
    }
}

/// Sizes the figure's box `root` for a figure `width`×`height` with its smallest text: the
/// least width a phone keeps, or wider where fitted text would be below readable, and the
/// swipe line.
fn size_box(root: &web_sys::HtmlElement, figure: Option<(f64, f64, Option<f64>)>) {
    if let Some((w, h, min_text)) = figure {
        let scale = min_text.map_or(0.64, |t| (14.0 / t.max(1.0)).min(0.64));
        // The box: its width, and the stylesheet's most height for it (62vh).
        let stage = (f64::from(root.client_width()), 0.62 * window_height());
        let readable = crate::readable::min_readable_px(crate::browser::screen_min_side());
        let zoom = min_text.and_then(|m| crate::readable::opening_zoom(w, h, m, stage, readable));
        let zoomed = zoom.map_or(0.0, |z| f64::from(z) / 100.0 * stage.0);
        let least = format!("{:.0}px", (w * scale).max(zoomed));
        let style = root.style();
        if style.get_property_value("--fig-min").ok() != Some(least.clone()) {
            let _ = style.set_property("--fig-min", &least);
        }
        let _ = root
            .class_list()
            .toggle_with_force("readable", zoom.is_some());
    }
    mark_overflow(root);
}

/// The window's height in CSS px (0 if unknown).
fn window_height() -> f64 {
    web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0)
}

/// The N key.
#[hook]
pub fn use_next_key(state: &Store) {
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
}
