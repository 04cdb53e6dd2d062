//! A figure written as a standalone SVG document: escaping by construction (characters XML
//! forbids are dropped), numbers as the page writes them, the arrowhead markers of game DAGs,
//! and one-element groups written as that element carrying the group's hook. The page's Yew
//! renderer follows the same rules (`src/figure_view.rs`), so the DOM and the file agree.

use super::{Anchor, Figure, Hook, Shape, FIGURE_CSS};
use std::fmt::Write;

/// The arrowheads that end a game DAG's moves (classes `dag-edge`, `dag-edge-hot`,
/// `dag-edge-win` and `dag-edge-faint` in
/// [`FIGURE_CSS`] end in them through `marker-end`): the marker's id, its head's class and its
/// `refX`. One path per move instead of a curve and a polygon: a 1,500-edge DAG draws 1,500
/// elements fewer, which is most of what the browser's first paint of it costs. A move into a
/// ringed node (class `ring-end` as well) ends in the `-ring` head, drawn [`ARROW_RING_CLEAR`]
/// back along the move, so its tip stops outside the ring instead of on it.
pub const ARROW_MARKERS: [(&str, &str, f64); 8] = [
    ("gl-arrow", "arrow-edge", 0.0),
    ("gl-arrow-hot", "arrow-hot", 0.0),
    ("gl-arrow-win", "arrow-win", 0.0),
    ("gl-arrow-faint", "arrow-faint", 0.0),
    ("gl-arrow-ring", "arrow-edge", ARROW_RING_CLEAR),
    ("gl-arrow-hot-ring", "arrow-hot", ARROW_RING_CLEAR),
    ("gl-arrow-win-ring", "arrow-win", ARROW_RING_CLEAR),
    ("gl-arrow-faint-ring", "arrow-faint", ARROW_RING_CLEAR),
];
/// An arrowhead's length along its move (figure units): the curve stops this short of the node.
pub const ARROW_LEN: f64 = 13.0;
/// How far short of a ringed node's side a move's arrowhead stops (figure units): clear of
/// the focus ring (8 out, stroke up to 8 in the high-contrast theme) and of the successor
/// ring; at most [`ARROW_LEN`], so the curve still ends under the head.
pub const ARROW_RING_CLEAR: f64 = 12.0;
const _: () = assert!(ARROW_RING_CLEAR <= ARROW_LEN);
/// Half an arrowhead's width (figure units).
pub const ARROW_HALF_W: f64 = 6.0;

/// The path data of an arrowhead in its marker's own units: the base on x = 0, the tip at
/// x = [`ARROW_LEN`] (the marker's x axis points along the move's last direction).
pub fn arrow_head_path() -> String {
    format!(
        "M0 0L{} {}L0 {}Z",
        fmt_num(ARROW_LEN),
        fmt_num(ARROW_HALF_W),
        fmt_num(2.0 * ARROW_HALF_W)
    )
}

/// The `<defs>` of the arrowhead markers, written into every figure (a few hundred bytes).
pub fn arrow_markers_svg() -> String {
    let mut out = String::from("<defs>");
    for (id, class, ref_x) in ARROW_MARKERS {
        let _ = write!(
            out,
            r#"<marker id="{id}" viewBox="0 0 {l} {w}" refX="{r}" refY="{h}" markerWidth="{l}" markerHeight="{w}" markerUnits="userSpaceOnUse" orient="auto"><path d="{d}" class="{class}"/></marker>"#,
            r = fmt_num(ref_x),
            l = fmt_num(ARROW_LEN),
            w = fmt_num(2.0 * ARROW_HALF_W),
            h = fmt_num(ARROW_HALF_W),
            d = arrow_head_path(),
        );
    }
    out.push_str("</defs>");
    out
}

/// Whether a group is written as its one child carrying the group's hook: it has a hook with
/// something to carry (a test id or data), no class, no interactive data (`move`, `link`:
/// those groups take focus and the hint's class) and exactly one child that is a single
/// element. The page asks the same of its wire shapes through [`folds`], so the DOM and the
/// exported file agree; a move of a 1,500-edge DAG is one element instead of two.
pub fn folds_into_child(class: &str, hook: Option<&Hook>, children: &[Shape]) -> bool {
    hook.is_some_and(|h| {
        folds(
            class,
            h.testid,
            h.data.iter().map(|(k, _)| *k),
            children.iter().map(|c| c.kind().is_element()),
        )
    })
}

/// The folding rule over a group's parts, for the core's shapes and the page's alike:
/// `data_names` are its `data-*` names, `children` whether each child is a single element.
pub fn folds<'a>(
    class: &str,
    testid: &str,
    mut data_names: impl Iterator<Item = &'a str>,
    mut children: impl Iterator<Item = bool>,
) -> bool {
    let mut has_data = false;
    let interactive = data_names.any(|k| {
        has_data = true;
        k == "move" || k == "link"
    });
    class.is_empty()
        && (!testid.is_empty() || has_data)
        && !interactive
        && children.next() == Some(true)
        && children.next().is_none()
}

/// A coordinate as written in SVG: whole numbers without a fraction, others to 2 places. The
/// page's Yew renderer uses it too, so the page and the exported files write the same numbers.
pub fn fmt_num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v:.2}")
    }
}

/// Escapes text for SVG/XML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // XML 1.0 forbids these anywhere, even escaped: a document holding one is not
            // well-formed, so they are dropped (surrogates cannot occur in a Rust string).
            '\u{0}'..='\u{8}'
            | '\u{b}'
            | '\u{c}'
            | '\u{e}'..='\u{1f}'
            | '\u{fffe}'
            | '\u{ffff}' => {}
            c => out.push(c),
        }
    }
    out
}

fn write_shape(out: &mut String, shape: &Shape, clip_ids: &mut usize) {
    // Writing into a String cannot fail, so the fmt::Result values are ignored.
    match shape {
        Shape::Ellipse {
            cx,
            cy,
            rx,
            ry,
            rotate,
            class,
        } => {
            let _ = write!(
                out,
                r#"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" transform="rotate({} {} {})" class="{class}"/>"#,
                fmt_num(*cx),
                fmt_num(*cy),
                fmt_num(*rx),
                fmt_num(*ry),
                fmt_num(*rotate),
                fmt_num(*cx),
                fmt_num(*cy)
            );
        }
        Shape::Path { d, dx, dy, class } => {
            let d = d.to_svg();
            if *dx == 0.0 && *dy == 0.0 {
                let _ = write!(out, r#"<path d="{d}" class="{class}"/>"#);
            } else {
                let _ = write!(
                    out,
                    r#"<path d="{d}" transform="translate({} {})" class="{class}"/>"#,
                    fmt_num(*dx),
                    fmt_num(*dy)
                );
            }
        }
        Shape::Clipped { clips, child } => {
            // One clipPath per shape, nested groups: the child survives only inside all of them.
            let first = *clip_ids;
            *clip_ids += clips.len();
            out.push_str("<defs>");
            for (i, c) in clips.iter().enumerate() {
                let _ = write!(out, r#"<clipPath id="gl-clip-{}">"#, first + i);
                write_shape(out, c, clip_ids);
                out.push_str("</clipPath>");
            }
            out.push_str("</defs>");
            for i in 0..clips.len() {
                let _ = write!(out, r#"<g clip-path="url(#gl-clip-{})">"#, first + i);
            }
            write_shape(out, child, clip_ids);
            for _ in 0..clips.len() {
                out.push_str("</g>");
            }
        }
        Shape::Rect {
            x,
            y,
            w,
            h,
            r,
            class,
        } => {
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" class="{class}"/>"#,
                fmt_num(*x),
                fmt_num(*y),
                fmt_num(*w),
                fmt_num(*h),
                fmt_num(*r)
            );
        }
        Shape::Circle { cx, cy, r, class } => {
            let _ = write!(
                out,
                r#"<circle cx="{}" cy="{}" r="{}" class="{class}"/>"#,
                fmt_num(*cx),
                fmt_num(*cy),
                fmt_num(*r)
            );
        }
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            class,
        } => {
            let _ = write!(
                out,
                r#"<line x1="{}" y1="{}" x2="{}" y2="{}" class="{class}"/>"#,
                fmt_num(*x1),
                fmt_num(*y1),
                fmt_num(*x2),
                fmt_num(*y2)
            );
        }
        Shape::Polygon { points, class } => {
            let pts: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{},{}", fmt_num(*x), fmt_num(*y)))
                .collect();
            let _ = write!(
                out,
                r#"<polygon points="{}" class="{class}"/>"#,
                pts.join(" ")
            );
        }
        Shape::Text {
            x,
            y,
            text,
            anchor,
            class,
        } => {
            let a = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            };
            let _ = write!(
                out,
                r#"<text x="{}" y="{}" text-anchor="{a}" class="{class}">{}</text>"#,
                fmt_num(*x),
                fmt_num(*y),
                escape(text)
            );
        }
        Shape::Group {
            class,
            hook,
            children,
        } if folds_into_child(class, hook.as_ref(), children) => {
            // `<g data-…><path …/></g>` written as `<path data-… …/>`: the hook's attributes
            // go right after the child's tag name.
            let start = out.len();
            write_shape(out, &children[0], clip_ids);
            let name_end = out[start..]
                .find([' ', '/', '>'])
                .map_or(out.len(), |i| start + i);
            let mut attrs = String::new();
            if let Some(h) = hook {
                write_hook(&mut attrs, h);
            }
            out.insert_str(name_end, &attrs);
        }
        Shape::Group {
            class,
            hook,
            children,
        } => {
            out.push_str("<g");
            if !class.is_empty() {
                let _ = write!(out, r#" class="{class}""#);
            }
            if let Some(h) = hook {
                write_hook(out, h);
            }
            out.push('>');
            for c in children {
                write_shape(out, c, clip_ids);
            }
            out.push_str("</g>");
        }
    }
}

/// A hook's attributes: ` data-testid="…" data-…="…"`; a piece's `label` (what its click
/// plays, in words) is its accessible name, ` aria-label="…"`.
fn write_hook(out: &mut String, h: &Hook) {
    if !h.testid.is_empty() {
        let _ = write!(out, r#" data-testid="{}""#, h.testid);
    }
    for (k, v) in &h.data {
        if *k == "label" {
            let _ = write!(out, r#" aria-label="{}""#, escape(v));
        } else {
            let _ = write!(out, r#" data-{k}="{}""#, escape(v));
        }
    }
}

impl Figure {
    /// The figure as a standalone SVG document (scales to its container through `viewBox`).
    pub fn to_svg(&self) -> String {
        let mut out = String::with_capacity(256 + self.shapes.len() * 96);
        let (w, h) = (fmt_num(self.width), fmt_num(self.height));
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" class="gl-fig" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img"><title>{}</title><style>{FIGURE_CSS}</style>{defs}<rect x="0" y="0" width="{w}" height="{h}" class="bg"/>"#,
            escape(&self.title),
            defs = arrow_markers_svg(),
        );
        let mut clip_ids = 0;
        for s in &self.shapes {
            write_shape(&mut out, s, &mut clip_ids);
        }
        out.push_str("</svg>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_xml_forbids_are_dropped_from_svg_text() {
        assert_eq!(escape("a\u{1}b\u{0}c\u{1b}d\u{fffe}\u{ffff}"), "abcd");
        // Tab, newline and carriage return are allowed in XML and kept.
        assert_eq!(escape("a\tb\nc\rd<"), "a\tb\nc\rd&lt;");
    }

    #[test]
    fn svg_is_standalone_and_escapes_text_and_hooks() {
        let fig = Figure {
            width: 100.0,
            height: 50.5,
            title: "a<b".into(),
            shapes: vec![Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "component",
                    data: vec![("sg", "3".into())],
                }),
                children: vec![Shape::text(1.0, 2.0, "x & \"y\"", Anchor::Middle, "txt")],
            }],
        };
        let svg = fig.to_svg();
        assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg""#));
        assert!(svg.contains(r#"viewBox="0 0 100 50.50""#));
        assert!(svg.contains("<title>a&lt;b</title>"));
        // A hooked group of one element is written as that element with the hook.
        assert!(svg.contains(r#"<text data-testid="component" data-sg="3" x="1" y="2""#));
        assert!(svg.contains("x &amp; &quot;y&quot;"));
        assert!(svg.contains(FIGURE_CSS));
        assert!(svg.ends_with("</svg>"));
    }

    #[test]
    fn only_plain_one_element_groups_fold_into_their_child() {
        let leaf = || Shape::Rect {
            x: 0.0,
            y: 0.0,
            w: 1.0,
            h: 1.0,
            r: 0.0,
            class: "cell",
        };
        let hook = |k: &'static str| {
            Some(Hook {
                testid: "cell",
                data: vec![(k, "1".into())],
            })
        };
        let svg = |class, hook, children| {
            Figure {
                width: 1.0,
                height: 1.0,
                title: String::new(),
                shapes: vec![Shape::Group {
                    class,
                    hook,
                    children,
                }],
            }
            .to_svg()
        };
        assert!(svg("", hook("n"), vec![leaf()])
            .contains(r#"<rect data-testid="cell" data-n="1" x="0""#));
        // A class, a move or link (focusable, marked by hints), two children, no hook: a group.
        assert!(svg("clickable", hook("n"), vec![leaf()])
            .contains(r#"<g class="clickable" data-testid="cell""#));
        assert!(
            svg("", hook("move"), vec![leaf()]).contains(r#"<g data-testid="cell" data-move="1">"#)
        );
        assert!(
            svg("", hook("link"), vec![leaf()]).contains(r#"<g data-testid="cell" data-link="1">"#)
        );
        assert!(svg("", hook("n"), vec![leaf(), leaf()])
            .contains(r#"<g data-testid="cell" data-n="1"><rect"#));
        assert!(svg("", None, vec![leaf()]).contains("<g><rect"));
        let nested = Shape::Group {
            class: "",
            hook: None,
            children: vec![leaf()],
        };
        assert!(
            svg("", hook("n"), vec![nested]).contains(r#"<g data-testid="cell" data-n="1"><g>"#)
        );
    }
}
