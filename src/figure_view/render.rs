//! One shape of the core's figure as Yew SVG elements: the element for each kind, clip paths
//! for intersections, a group's hook as `data-*` attributes (a hint's moves marked), and the
//! keys that let a group's children be patched in place.

use super::{data_attr_name, num};
use crate::wire::WShape;
use grundy_core::figure::ShapeKind;
use std::rc::Rc;
use yew::prelude::*;
use yew::virtual_dom::AttrValue;

/// The attribute a hook's datum is written as: `data-NAME`, and a piece's `label` (its move
/// in words) as its accessible name, as the core's SVG writer does.
fn hook_attr_name(name: &str) -> &'static str {
    if name == "label" {
        "aria-label"
    } else {
        data_attr_name(name)
    }
}

/// Whether a group's datum `key = value` shows one of `moves` (link notation): a piece that
/// plays it (`move`), or a part of the figure it changes where no piece plays it (`wins`:
/// the moves, separated by spaces; see `grundy_lessons::lesson::mark_winning`).
pub(super) fn shows_move(key: &str, value: &str, moves: &[String]) -> bool {
    match key {
        "move" => moves.iter().any(|m| m == value),
        "wins" => value.split(' ').any(|w| moves.iter().any(|m| m == w)),
        _ => false,
    }
}

/// The keys of a group's children: each child's kind and its place among the children of
/// that kind, counted from the first. Unkeyed, Yew matches a list's children from its end, so
/// when a row lost two bit cells at its end, its first stone was patched from its third and
/// glided across (the computer's reply in Nim): counted from the start, a row's stones keep
/// their elements and only what changed is patched.
fn child_keys(children: &[WShape]) -> impl Iterator<Item = String> + '_ {
    let mut counts = [0usize; ShapeKind::COUNT];
    children.iter().map(move |c| {
        let kind = c.kind().index();
        let n = counts[kind];
        counts[kind] += 1;
        format!("{kind}-{n}")
    })
}

/// `html` carrying `key` (elements and fragments; nothing else is drawn for a shape).
fn keyed(mut html: Html, key: String) -> Html {
    match &mut html {
        Html::VTag(tag) => Rc::make_mut(tag).key = Some(key.into()),
        Html::VList(list) => Rc::make_mut(list).key = Some(key.into()),
        _ => {}
    }
    html
}

/// A CSS-safe id part (keys carry `|`, `=` and `,`).
fn id_part(prefix: &str) -> String {
    prefix
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// One shape as Yew elements. `named`: inside a piece named by its `label`. Its texts then start with a space, which SVG
/// does not draw (leading spaces of a `<text>` are dropped) but which keeps adjacent texts
/// apart in the piece's text content: accessibility checkers join the texts of an element
/// without spaces, so "Pile 1", "2" read as "Pile 12" and no longer matched the name.
pub(super) fn render_shape(
    shape: &WShape,
    prefix: &str,
    clip_ids: &mut usize,
    marked: &[String],
    named: bool,
) -> Html {
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
            let text = if named {
                format!(" {text}")
            } else {
                text.clone()
            };
            html! { <text x={num(*x)} y={num(*y)} text-anchor={a} class={class.clone()}>{ text }</text> }
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
                    html! { <clipPath {id}>{ render_shape(c, prefix, clip_ids, marked, named) }</clipPath> }
                })
                .collect();
            let mut inner = render_shape(child, prefix, clip_ids, marked, named);
            for i in (0..clips.len()).rev() {
                let url = format!("url(#gl-clip-{base}-{})", first + i);
                inner = html! { <g clip-path={url}>{ inner }</g> };
            }
            html! { <><defs>{ for defs }</defs>{ inner }</> }
        }
        WShape::Group {
            testid,
            data,
            children,
            ..
        } if shape.folds_into_child() => {
            // The core writes such a group as its child carrying the hook: so does the page.
            let mut html = render_shape(&children[0], prefix, clip_ids, marked, named);
            if let Html::VTag(tag) = &mut html {
                // Just made, so not shared: `make_mut` does not copy.
                let tag = Rc::make_mut(tag);
                if !testid.is_empty() {
                    tag.add_attribute("data-testid", AttrValue::from(testid.clone()));
                }
                for (k, v) in data {
                    tag.add_attribute(hook_attr_name(k), AttrValue::from(v.clone()));
                }
                // A token a hint marks (style.css: `[data-wins][data-hint]`).
                if data.iter().any(|(k, v)| shows_move(k, v, marked)) {
                    tag.add_attribute("data-hint", "true");
                }
            }
            html
        }
        WShape::Group {
            class,
            testid,
            data,
            children,
        } => {
            let named = named || data.iter().any(|(k, _)| k == "label");
            let kids: Vec<Html> = children
                .iter()
                .zip(child_keys(children))
                .map(|(c, key)| keyed(render_shape(c, prefix, clip_ids, marked, named), key))
                .collect();
            let is_marked = data.iter().any(|(k, v)| shows_move(k, v, marked));
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
                tag.add_attribute(hook_attr_name(k), AttrValue::from(v.clone()));
            }
            if data
                .iter()
                .any(|(k, _)| k == "move" || k == "link" || k == "begin")
            {
                tag.add_attribute("tabindex", "0");
                tag.add_attribute("role", "button");
            }
            tag.add_children(kids);
            tag.into()
        }
    }
}
