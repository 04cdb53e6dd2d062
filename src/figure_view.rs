//! The core's figures drawn as Yew SVG elements, so a step patches only what changed.
//!
//! Every top-level shape becomes a [`ShapeView`] component keyed by what it shows (its public
//! hook, e.g. `dag-node` with `data-id=7`, or its place among unhooked shapes; see
//! [`crate::wire`]), inside a [`SliceView`] of a few dozen shapes: the same node, cell, bit or
//! term keeps its key from step to step, Yew compares slices and shapes by identity and
//! re-renders only the slices and shapes whose data differ, and the stylesheet's
//! transitions animate those changes (colours and strokes fade, moved shapes glide, new shapes
//! fade in). The exports and the CLI still use the core's `Figure::to_svg`, so the page and the
//! files draw the same geometry.

use crate::wire::{weight, FigureDelta, WShape};
use grundy_core::figure::{fmt_num, FIGURE_CSS};
use std::collections::HashMap;
use std::rc::Rc;
use yew::prelude::*;
use yew::virtual_dom::AttrValue;

mod markers;
mod render;
use markers::ArrowMarkers;
use render::render_shape;

/// One top-level shape as the page holds it: its key, the shape (shared: an unchanged shape
/// keeps its `Rc` from answer to answer), and how many elements it draws.
#[derive(Clone)]
pub struct Entry {
    /// The shape's key.
    pub key: AttrValue,
    /// The shape.
    pub shape: Rc<WShape>,
    /// Elements it draws (itself and everything inside).
    pub weight: usize,
    /// Whether a new slice starts at this shape.
    boundary: bool,
}

/// A run of consecutive top-level shapes drawn by one [`SliceView`]. Slices are cut where a
/// key's hash says so (about `SLICE_MEAN` shapes each, at most `SLICE_MAX` shapes and
/// `SLICE_WEIGHT` elements), so inserting or removing a shape changes only the slices up to the
/// next cut by hash, and a step re-renders only the slices that hold a changed shape: the
/// page's work per step does not grow with the figure.
#[derive(Clone)]
pub struct Slice {
    /// The key of its first shape.
    pub key: AttrValue,
    /// Its shapes.
    pub entries: Rc<Vec<Entry>>,
    /// Elements it draws.
    pub weight: usize,
}

impl PartialEq for Slice {
    /// Equal when it holds the same shapes (by identity) under the same keys: a few pointer
    /// comparisons, never a walk through shapes.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.entries, &other.entries)
            || (self.key == other.key
                && self.entries.len() == other.entries.len()
                && self
                    .entries
                    .iter()
                    .zip(other.entries.iter())
                    .all(|(a, b)| Rc::ptr_eq(&a.shape, &b.shape) && a.key == b.key))
    }
}

/// About this many top-level shapes make a slice.
const SLICE_MEAN: u64 = 32;
/// No slice holds more top-level shapes than this.
const SLICE_MAX: usize = 128;

/// No slice draws more elements than this, unless one shape alone does: a render draws at
/// least one whole slice, so this bounds a render's work however heavy the shapes are.
const SLICE_WEIGHT: usize = DRAW_WEIGHT;

/// Whether a slice starts at `key`, by the key's hash ([`crate::wire::Fnv`], whose finish is
/// mixed: plain FNV-1a hashed every key that repeats a number odd, never a multiple of
/// `SLICE_MEAN`, so keys like split-Nim's rows fell into slices of `SLICE_MAX`, far more
/// elements drawn in one render than intended). The same key always decides the same.
fn starts_slice(key: &str) -> bool {
    use std::hash::Hasher;
    let mut h = crate::wire::Fnv::default();
    h.write(key.as_bytes());
    h.finish().is_multiple_of(SLICE_MEAN)
}

/// A figure prepared for drawing, in slices. Two are equal when they are the same answer's
/// figure (same slice list), so comparing never walks thousands of shapes.
#[derive(Clone)]
pub struct PreparedFigure {
    /// Width in SVG units.
    pub width: f64,
    /// Height in SVG units.
    pub height: f64,
    /// Accessible title.
    pub title: AttrValue,
    /// The smallest font size (figure units) of its text, if it has any.
    pub min_text: Option<f64>,
    /// Top-level shapes in drawing order, in slices.
    pub slices: Rc<Vec<Slice>>,
    /// How many elements all its shapes draw.
    pub elements: usize,
}

impl PartialEq for PreparedFigure {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.slices, &other.slices)
            && self.width == other.width
            && self.height == other.height
            && self.title == other.title
    }
}

/// The page's copy of the shapes the solver sent last, in drawing order; deltas (and the
/// parts sent ahead of them) apply to it in the order they arrive, so it always equals the
/// solver's own record.
#[derive(Default)]
pub struct FigureMirror {
    /// The last figure's shapes, in drawing order.
    entries: Vec<Entry>,
    /// Where each key is in `entries`.
    index: HashMap<String, usize>,
    /// Shapes of the coming answer that arrived ahead of it (parts).
    staged: Vec<(String, WShape)>,
}

impl FigureMirror {
    /// An empty mirror (for a new solver).
    pub fn new() -> Self {
        Self::default()
    }

    /// Keeps shapes sent ahead of their answer (a [`crate::wire::FigurePart`]).
    pub fn stage(&mut self, changed: Vec<(String, WShape)>) {
        self.staged.extend(changed);
    }

    /// Applies a delta (after the parts staged for it) and returns the whole figure.
    pub fn apply(&mut self, delta: &FigureDelta) -> PreparedFigure {
        let staged = std::mem::take(&mut self.staged);
        let changed = staged
            .into_iter()
            .chain(delta.changed.iter().cloned())
            .map(|(k, s)| (k, Rc::new(s)));
        match &delta.order {
            None => {
                // The same keys in the same order: replace the changed shapes in place.
                for (k, s) in changed {
                    if let Some(e) = self.index.get(&k).and_then(|&i| self.entries.get_mut(i)) {
                        e.weight = weight(&s);
                        e.shape = s;
                    }
                }
            }
            Some(order) => {
                let mut fresh: HashMap<String, Rc<WShape>> = changed.collect();
                let mut old: HashMap<String, Entry> = std::mem::take(&mut self.index)
                    .into_iter()
                    .filter_map(|(k, i)| self.entries.get(i).cloned().map(|e| (k, e)))
                    .collect();
                self.entries = order
                    .iter()
                    .filter_map(|k| match fresh.remove(k) {
                        Some(shape) => Some(Entry {
                            key: AttrValue::from(k.clone()),
                            weight: weight(&shape),
                            shape,
                            boundary: starts_slice(k),
                        }),
                        // Keys no longer drawn are forgotten, as the solver forgets them.
                        None => old.remove(k),
                    })
                    .collect();
                self.index = order
                    .iter()
                    .enumerate()
                    .map(|(i, k)| (k.clone(), i))
                    .collect();
                if self.index.len() != self.entries.len() {
                    // A key the mirror never received (cannot happen while the worker and the
                    // mirror see the same answers): index what is there.
                    self.index = self
                        .entries
                        .iter()
                        .enumerate()
                        .map(|(i, e)| (e.key.to_string(), i))
                        .collect();
                }
            }
        }
        let mut slices = Vec::new();
        let mut current: Vec<Entry> = Vec::new();
        let mut w = 0;
        for e in &self.entries {
            let full = current.len() >= SLICE_MAX || w + e.weight > SLICE_WEIGHT;
            if !current.is_empty() && (e.boundary || full) {
                slices.push(slice_of(std::mem::take(&mut current), w));
                w = 0;
            }
            w += e.weight;
            current.push(e.clone());
        }
        if !current.is_empty() {
            slices.push(slice_of(current, w));
        }
        PreparedFigure {
            width: delta.width,
            height: delta.height,
            title: AttrValue::from(delta.title.clone()),
            min_text: delta.min_text,
            elements: self.entries.iter().map(|e| e.weight).sum(),
            slices: Rc::new(slices),
        }
    }
}

fn slice_of(entries: Vec<Entry>, weight: usize) -> Slice {
    Slice {
        key: entries.first().map(|e| e.key.clone()).unwrap_or_default(),
        entries: Rc::new(entries),
        weight,
    }
}

thread_local! {
    static DATA_NAMES: std::cell::RefCell<std::collections::HashMap<&'static str, &'static str>> =
        Default::default();
}

/// `data-NAME` as a static string, as Yew's attribute names must be. Hook names are a small
/// fixed set (the core's static strings), so each is leaked once and reused.
fn data_attr_name(name: &str) -> &'static str {
    DATA_NAMES.with(|names| {
        let mut names = names.borrow_mut();
        if let Some(n) = names.get(name) {
            return *n;
        }
        let key: &'static str = Box::leak(name.to_string().into_boxed_str());
        let full: &'static str = Box::leak(format!("data-{name}").into_boxed_str());
        names.insert(key, full);
        full
    })
}

fn num(v: f64) -> AttrValue {
    AttrValue::from(fmt_num(v))
}

/// How many elements a render creates or replaces at most; the rest of a large answer follows
/// a render per painted frame (the old drawing stays until then), so neither a task nor a
/// frame's style, layout and paint grows with the figure (docs/benchmarks.md, issue 10).
const DRAW_WEIGHT: usize = 250;

/// Properties of [`FigureSvg`].
#[derive(Properties, PartialEq)]
pub struct FigureSvgProps {
    /// The figure.
    pub figure: PreparedFigure,
    /// Moves (link notation) to mark in the figure: a hint's winning moves.
    #[prop_or_default]
    pub marked: Rc<Vec<String>>,
    /// Whether the figure scrolls (zoomed): once a new figure is fully mounted, its focus is
    /// scrolled into view (it may be among the last shapes mounted).
    #[prop_or_default]
    pub follow: bool,
}

/// What one render of a figure drew, slice by slice (by slice key), so the next render can
/// keep slices it has no budget to replace.
#[derive(Default)]
struct Drawn {
    slices: HashMap<AttrValue, Slice>,
    /// Whether the last render left slices to draw.
    behind: bool,
}

/// The cost of drawing `slice` where `before` was drawn: the elements of shapes that differ.
fn patch_weight(slice: &Slice, before: Option<&Slice>) -> usize {
    match before {
        Some(b) if Rc::ptr_eq(&b.entries, &slice.entries) => 0,
        Some(b) => slice
            .entries
            .iter()
            .enumerate()
            .filter(|(i, e)| {
                b.entries
                    .get(*i)
                    .is_none_or(|o| !Rc::ptr_eq(&o.shape, &e.shape) || o.key != e.key)
            })
            .map(|(_, e)| e.weight)
            .sum(),
        None => slice.weight,
    }
}

/// Whether `shape` holds an element that plays one of `moves`.
fn plays_any(shape: &WShape, moves: &[String]) -> bool {
    match shape {
        WShape::Group { data, children, .. } => {
            data.iter().any(|(k, v)| render::shows_move(k, v, moves))
                || children.iter().any(|c| plays_any(c, moves))
        }
        _ => false,
    }
}

/// The whole `<svg>`: the stylesheet once, then one keyed component per slice.
#[component]
pub fn FigureSvg(props: &FigureSvgProps) -> Html {
    let f = &props.figure;
    let drawn = use_mut_ref(Drawn::default);
    // Re-renders while slices of a large answer are still to draw.
    let more = use_state(|| 0u32);
    let mut budget = DRAW_WEIGHT;
    let mut behind = false;
    let mut shown: Vec<Slice> = Vec::with_capacity(f.slices.len());
    {
        let before = drawn.borrow();
        for slice in f.slices.iter() {
            let old = before.slices.get(&slice.key);
            let cost = patch_weight(slice, old);
            // A render always draws at least one slice that changed, however large.
            if cost <= budget || budget == DRAW_WEIGHT {
                budget = budget.saturating_sub(cost);
                shown.push(slice.clone());
            } else {
                // Out of budget: keep what was drawn here (or nothing yet) until next time,
                // and let smaller slices further on still use what is left.
                behind = true;
                if let Some(o) = old {
                    shown.push(o.clone());
                }
            }
        }
    }
    let caught_up = {
        let mut d = drawn.borrow_mut();
        let caught_up = d.behind && !behind;
        d.slices = shown.iter().map(|s| (s.key.clone(), s.clone())).collect();
        d.behind = behind;
        caught_up
    };
    {
        let more = more.clone();
        let follow = props.follow;
        use_effect(move || {
            // The next part is drawn once this one is painted: queued at once, several parts
            // ran before one frame, which then rendered them all in one long task.
            let live = Rc::new(std::cell::Cell::new(true));
            if behind {
                let live = live.clone();
                crate::browser::after_next_frame(move || {
                    if live.get() {
                        more.set((*more).wrapping_add(1));
                    }
                });
            }
            if caught_up && follow {
                crate::browser::after_next_frame(crate::browser::scroll_focus_into_view);
            }
            move || live.set(false)
        });
    }
    let view_box = format!("0 0 {} {}", num(f.width), num(f.height));
    // A group, not an image: an image's children are hidden from assistive technology, and
    // the figure's stones, cells and nodes are buttons named by their moves.
    html! {
        <svg xmlns="http://www.w3.org/2000/svg" class="gl-fig" viewBox={view_box}
             width={num(f.width)} height={num(f.height)} role="group" aria-label={f.title.clone()}>
            <title>{ f.title.clone() }</title>
            <style>{ FIGURE_CSS }</style>
            <ArrowMarkers />
            <rect x="0" y="0" width={num(f.width)} height={num(f.height)} class="bg" />
            // The slices in a list of their own: Yew matches a list's unkeyed children from its
            // end, so slices next to `title`, `style` and `rect` would be re-created whenever
            // their number changes (every slice of a large answer drawn in turn, quadratically).
            <>
            { for shown.into_iter().map(|slice| {
                // Only slices that hold a marked move get the list, so the others stay equal.
                let marked = (!props.marked.is_empty()
                    && slice.entries.iter().any(|e| plays_any(&e.shape, &props.marked)))
                    .then(|| props.marked.clone());
                let key = slice.key.clone();
                html! { <SliceView key={key.as_str()} {slice} {marked} /> }
            }) }
            </>
        </svg>
    }
}

/// Properties of [`SliceView`].
#[derive(Properties, PartialEq)]
pub struct SliceViewProps {
    /// The slice (an unchanged slice is not re-rendered).
    pub slice: Slice,
    /// Moves to mark (a hint), when this slice holds one of them.
    #[prop_or_default]
    pub marked: Option<Rc<Vec<String>>>,
}

/// A slice of the figure: one keyed component per shape, inside a `<g>` of its own.
///
/// The group bounds two costs that grew with the whole figure when every shape was a child
/// of the `<svg>` (docs/benchmarks.md, "The page in Chromium"):
/// - the stylesheet's hover, focus and hint rules match `… ~ g > .stone`, and a subsequent-
///   sibling match walks every earlier sibling of the stone's group, so a full restyle (the
///   language, "Fit") grew with the figure; with the groups a shape's siblings are at most
///   `SLICE_MAX`; the rules' own siblings (a
///   pile's stones) are inside one shape, so no rule crosses a slice;
/// - leaving a large figure removes one element per slice instead of one per shape.
#[component]
pub fn SliceView(props: &SliceViewProps) -> Html {
    let marked = props.marked.as_deref().map(Vec::as_slice).unwrap_or(&[]);
    html! {
        <g>{ for props.slice.entries.iter().map(|e| {
            let marked = (!marked.is_empty() && plays_any(&e.shape, marked))
                .then(|| props.marked.clone())
                .flatten();
            html! { <ShapeView key={e.key.as_str()} shape={SharedShape(e.shape.clone())} clip_prefix={e.key.clone()} {marked} /> }
        }) }</g>
    }
}

/// A shared shape compared by identity: the figure mirror keeps the same `Rc` for a shape the
/// solver did not resend, so "same pointer" is exactly "unchanged", without walking the shape.
#[derive(Clone)]
pub struct SharedShape(pub Rc<WShape>);

impl PartialEq for SharedShape {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Properties of [`ShapeView`].
#[derive(Properties, PartialEq)]
pub struct ShapeViewProps {
    /// The shape (an unchanged shape is not re-rendered).
    pub shape: SharedShape,
    /// Makes the clip-path ids of this shape unique in the page.
    pub clip_prefix: AttrValue,
    /// Moves to mark (a hint), when this shape holds one of them.
    #[prop_or_default]
    pub marked: Option<Rc<Vec<String>>>,
}

/// One top-level shape and everything inside it.
#[component]
pub fn ShapeView(props: &ShapeViewProps) -> Html {
    let mut clip_ids = 0usize;
    let marked = props.marked.as_deref().map(Vec::as_slice).unwrap_or(&[]);
    render_shape(
        &props.shape.0,
        &props.clip_prefix,
        &mut clip_ids,
        marked,
        false,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;
    use crate::wire::{Outcome, Request};

    /// The figure the page would hold for `hash`, answered by the real solver.
    fn prepared(hash: &str) -> PreparedFigure {
        let request = Request {
            id: 1,
            hash: hash.to_string(),
            lang: "en".into(),
            // A link the solver cannot take is refused, not replaced by the lesson's example.
            strict: true,
            export: None,
            reveal: false,
            parts: false,
            typed: false,
            practice: None,
            bytes: false,
        };
        let response = Solver::new().handle(request);
        let Outcome::Opened(snapshot) = &response.outcome else {
            panic!("{hash} was refused: {:?}", response.outcome);
        };
        FigureMirror::new().apply(&snapshot.figure)
    }

    #[test]
    fn keys_that_repeat_a_number_still_cut_slices_by_hash() {
        // Plain FNV-1a hashed every such key odd: 300 split-Nim rows made no cut by hash.
        for pattern in [
            "component|index={}|begin={}:",
            "dag-node|id={}|at={}",
            "s7-{}",
        ] {
            let cuts = (0..3200)
                .filter(|i| starts_slice(&pattern.replace("{}", &i.to_string())))
                .count();
            // 3200 keys at 1 in 32: 100 expected; a fair hash stays well inside 50..150.
            assert!((50..150).contains(&cuts), "{pattern}: {cuts} cuts");
        }
    }

    #[test]
    fn no_slice_of_a_large_answer_outweighs_a_render() {
        let piles: Vec<String> = (0..300).map(|i| (1990 - i % 10).to_string()).collect();
        let edges: Vec<String> = (1..400)
            .map(|i| format!("{i}-{}", i + 1))
            .chain((1..399).map(|i| format!("{i}-{}", i + 2)))
            .collect();
        for hash in [
            format!("#/split-nim?piles={}", piles.join(",")),
            "#/split-nim?piles=120&view=dag".to_string(),
            format!("#/graph-sum?n=400&edges={}&tokens=1,2", edges.join(",")),
        ] {
            let figure = prepared(&hash);
            assert!(
                figure.elements > DRAW_WEIGHT,
                "{hash}: {} elements",
                figure.elements
            );
            for slice in figure.slices.iter() {
                assert!(
                    slice.weight <= SLICE_WEIGHT || slice.entries.len() == 1,
                    "{hash}: a slice of {} shapes draws {} elements",
                    slice.entries.len(),
                    slice.weight
                );
            }
            // Cut by hash as well, not only by weight: most cuts stay put when a shape's
            // weight changes.
            let by_hash = figure
                .slices
                .iter()
                .filter(|s| s.entries.first().is_some_and(|e| e.boundary))
                .count();
            assert!(
                by_hash > 0,
                "{hash}: no cut by hash in {} slices",
                figure.slices.len()
            );
        }
    }
}
