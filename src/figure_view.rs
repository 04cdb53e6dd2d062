//! The core's figures drawn as Yew SVG elements, so a step patches only what changed.
//!
//! Every top-level shape becomes a [`ShapeView`] component keyed by what it shows (its public
//! hook, e.g. `dag-node` with `data-id=7`, or its place among unhooked shapes; see
//! [`crate::wire`]): the same node, cell, bit or term keeps its key from step to step, Yew
//! compares its props and re-renders only the shapes whose data differ, and the stylesheet's
//! transitions animate those changes (colours and strokes fade, moved shapes glide, new shapes
//! fade in). The exports and the CLI still use the core's `Figure::to_svg`, so the page and the
//! files draw the same geometry.

use crate::wire::{FigureDelta, WShape};
use grundy_core::figure::{fmt_num, FIGURE_CSS};
use std::collections::HashMap;
use std::rc::Rc;
use yew::prelude::*;
use yew::virtual_dom::AttrValue;

/// A figure prepared for drawing: its shapes shared (unchanged ones keep their `Rc`), each
/// with its key. Two are equal when they are the same answer's figure (same shape list), so
/// comparing never walks thousands of shapes.
#[derive(Clone)]
pub struct PreparedFigure {
    /// Width in SVG units.
    pub width: f64,
    /// Height in SVG units.
    pub height: f64,
    /// Accessible title.
    pub title: AttrValue,
    /// Top-level shapes with their keys, in drawing order.
    pub shapes: Rc<Vec<(AttrValue, Rc<WShape>)>>,
}

impl PartialEq for PreparedFigure {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.shapes, &other.shapes)
            && self.width == other.width
            && self.height == other.height
            && self.title == other.title
    }
}

/// The page's copy of the shapes the solver sent last, by key; deltas apply to it in the order
/// they arrive, so it always equals the solver's own record.
#[derive(Default)]
pub struct FigureMirror {
    shapes: HashMap<String, Rc<WShape>>,
}

impl FigureMirror {
    /// An empty mirror (for a new solver).
    pub fn new() -> Self {
        Self::default()
    }

    /// Applies a delta and returns the whole figure it describes.
    pub fn apply(&mut self, delta: &FigureDelta) -> PreparedFigure {
        for (k, s) in &delta.changed {
            self.shapes.insert(k.clone(), Rc::new(s.clone()));
        }
        let shapes: Vec<(AttrValue, Rc<WShape>)> = delta
            .order
            .iter()
            .filter_map(|k| {
                self.shapes
                    .get(k)
                    .map(|s| (AttrValue::from(k.clone()), s.clone()))
            })
            .collect();
        // Keys no longer drawn are forgotten, as the solver forgets them.
        let keep: std::collections::HashSet<&String> = delta.order.iter().collect();
        self.shapes.retain(|k, _| keep.contains(k));
        PreparedFigure {
            width: delta.width,
            height: delta.height,
            title: AttrValue::from(delta.title.clone()),
            shapes: Rc::new(shapes),
        }
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

/// How many top-level shapes a new figure mounts per task.
const DRAW_CHUNK: usize = 120;

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

/// Whether `shape` holds an element that plays one of `moves`.
fn plays_any(shape: &WShape, moves: &[String]) -> bool {
    match shape {
        WShape::Group { data, children, .. } => {
            data.iter()
                .any(|(k, v)| k == "move" && moves.iter().any(|m| m == v))
                || children.iter().any(|c| plays_any(c, moves))
        }
        _ => false,
    }
}

/// The whole `<svg>`: the stylesheet once, then one keyed component per top-level shape.
#[component]
pub fn FigureSvg(props: &FigureSvgProps) -> Html {
    let f = &props.figure;
    // A large new figure is mounted a chunk per task, so no main-thread task grows with the
    // figure; a step of a figure already drawn patches everything at once.
    let drawn = use_state(|| DRAW_CHUNK);
    {
        let drawn = drawn.clone();
        let total = f.shapes.len();
        let follow = props.follow;
        use_effect_with((*drawn, total), move |&(now, total)| {
            let more = (now < total).then(|| {
                gloo_timers::callback::Timeout::new(0, move || drawn.set(now + DRAW_CHUNK))
            });
            if now >= total && now > DRAW_CHUNK && follow {
                crate::browser::scroll_focus_into_view();
            }
            move || drop(more)
        });
    }
    let limit = *drawn;
    let view_box = format!("0 0 {} {}", num(f.width), num(f.height));
    html! {
        <svg xmlns="http://www.w3.org/2000/svg" class="gl-fig" viewBox={view_box}
             width={num(f.width)} height={num(f.height)} role="img" aria-label={f.title.clone()}>
            <title>{ f.title.clone() }</title>
            <style>{ FIGURE_CSS }</style>
            <rect x="0" y="0" width={num(f.width)} height={num(f.height)} class="bg" />
            { for f.shapes.iter().take(limit).map(|(key, shape)| {
                // Only shapes that hold a marked move get the list, so the others stay equal.
                let marked = (!props.marked.is_empty() && plays_any(shape, &props.marked))
                    .then(|| props.marked.clone());
                html! { <ShapeView key={key.as_str()} shape={SharedShape(shape.clone())} clip_prefix={key.clone()} {marked} /> }
            }) }
        </svg>
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
    render_shape(&props.shape.0, &props.clip_prefix, &mut clip_ids, marked)
}

/// A CSS-safe id part (keys carry `|`, `=` and `,`).
fn id_part(prefix: &str) -> String {
    prefix
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

fn render_shape(shape: &WShape, prefix: &str, clip_ids: &mut usize, marked: &[String]) -> Html {
    match shape {
        WShape::Rect {
            x,
            y,
            w,
            h,
            r,
            class,
        } => html! {
            <rect x={num(*x)} y={num(*y)} width={num(*w)} height={num(*h)} rx={num(*r)} class={class.clone()} />
        },
        WShape::Circle { cx, cy, r, class } => html! {
            <circle cx={num(*cx)} cy={num(*cy)} r={num(*r)} class={class.clone()} />
        },
        WShape::Ellipse {
            cx,
            cy,
            rx,
            ry,
            rotate,
            class,
        } => {
            let transform = format!("rotate({} {} {})", num(*rotate), num(*cx), num(*cy));
            html! { <ellipse cx={num(*cx)} cy={num(*cy)} rx={num(*rx)} ry={num(*ry)} {transform} class={class.clone()} /> }
        }
        WShape::Path { d, dx, dy, class } => {
            let transform =
                (*dx != 0.0 || *dy != 0.0).then(|| format!("translate({} {})", num(*dx), num(*dy)));
            html! { <path d={d.clone()} {transform} class={class.clone()} /> }
        }
        WShape::Line {
            x1,
            y1,
            x2,
            y2,
            class,
        } => html! {
            <line x1={num(*x1)} y1={num(*y1)} x2={num(*x2)} y2={num(*y2)} class={class.clone()} />
        },
        WShape::Polygon { points, class } => {
            let pts = points
                .iter()
                .map(|(x, y)| format!("{},{}", num(*x), num(*y)))
                .collect::<Vec<_>>()
                .join(" ");
            html! { <polygon points={pts} class={class.clone()} /> }
        }
        WShape::Text {
            x,
            y,
            text,
            anchor,
            class,
        } => {
            let a = match anchor {
                0 => "start",
                2 => "end",
                _ => "middle",
            };
            html! { <text x={num(*x)} y={num(*y)} text-anchor={a} class={class.clone()}>{ text.clone() }</text> }
        }
        WShape::Clipped { clips, child } => {
            // Nested groups, one clip path each: the child survives only inside all of them.
            let base = id_part(prefix);
            let first = *clip_ids;
            *clip_ids += clips.len();
            let defs: Vec<Html> = clips
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let id = format!("gl-clip-{base}-{}", first + i);
                    html! { <clipPath {id}>{ render_shape(c, prefix, clip_ids, marked) }</clipPath> }
                })
                .collect();
            let mut inner = render_shape(child, prefix, clip_ids, marked);
            for i in (0..clips.len()).rev() {
                let url = format!("url(#gl-clip-{base}-{})", first + i);
                inner = html! { <g clip-path={url}>{ inner }</g> };
            }
            html! { <><defs>{ for defs }</defs>{ inner }</> }
        }
        WShape::Group {
            class,
            testid,
            data,
            children,
        } => {
            let kids: Vec<Html> = children
                .iter()
                .map(|c| render_shape(c, prefix, clip_ids, marked))
                .collect();
            let is_marked = data
                .iter()
                .any(|(k, v)| k == "move" && marked.iter().any(|m| m == v));
            let mut tag = yew::virtual_dom::VTag::new("g");
            match (class.is_empty(), is_marked) {
                (true, false) => {}
                (false, false) => tag.add_attribute("class", AttrValue::from(class.clone())),
                (true, true) => tag.add_attribute("class", "hint-move"),
                (false, true) => {
                    tag.add_attribute("class", AttrValue::from(format!("{class} hint-move")))
                }
            }
            if is_marked {
                tag.add_attribute("data-hint", "true");
            }
            if !testid.is_empty() {
                tag.add_attribute("data-testid", AttrValue::from(testid.clone()));
            }
            for (k, v) in data {
                tag.add_attribute(data_attr_name(k), AttrValue::from(v.clone()));
            }
            if data.iter().any(|(k, _)| k == "move" || k == "link") {
                tag.add_attribute("tabindex", "0");
                tag.add_attribute("role", "button");
            }
            tag.add_children(kids);
            tag.into()
        }
    }
}
