//! Figure geometry as plain data, and its rendering to a standalone SVG string. The web app
//! shows exactly this SVG (so the page, the exported file and `grundy render` agree), and the
//! UI never computes coordinates itself.
//!
//! Styling is by a few semantic classes (see [`FIGURE_CSS`]), embedded in every SVG. Colours
//! are from a colour-blind-safe pair (blue / orange) and every state that colour marks is also
//! marked by shape, stroke or text, so figures survive greyscale projectors.

use std::fmt::Write;

pub mod caption;
pub mod dag;
pub mod stairs;
pub mod text_size;
pub mod venn;
pub mod xor;

/// How a text is anchored horizontally at its x coordinate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// x is the left edge.
    Start,
    /// x is the centre.
    Middle,
    /// x is the right edge.
    End,
}

/// A `data-testid` and `data-*` attributes attached to a group (the public hooks).
#[derive(Debug, Clone, PartialEq)]
pub struct Hook {
    /// The `data-testid` value (empty: no `data-testid`, only the `data-*` attributes).
    pub testid: &'static str,
    /// `data-NAME` attributes as (NAME, value).
    pub data: Vec<(&'static str, String)>,
}

/// The `data-*` names whose values change from step to step (what a step derives or marks);
/// every other attribute names the element.
pub const STEP_DATA: &[&str] = &["focus", "sg", "winner", "value", "sign", "pruned"];

impl Hook {
    /// What names this hooked element from step to step: its test id and the data that do
    /// not change with the step. The page keys shapes by it, and the quiz finds the same
    /// element in two figures by it.
    pub fn identity(&self) -> String {
        let mut k = self.testid.to_string();
        for (name, value) in &self.data {
            if STEP_DATA.contains(name) {
                continue;
            }
            k.push('|');
            k.push_str(name);
            k.push('=');
            k.push_str(value);
        }
        k
    }
}

/// One drawing element. `class` names come from [`FIGURE_CSS`].
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A rectangle with corner radius `r`.
    Rect {
        /// Left edge.
        x: f64,
        /// Top edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Corner radius.
        r: f64,
        /// Style class.
        class: &'static str,
    },
    /// A circle.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
        /// Style class.
        class: &'static str,
    },
    /// An ellipse rotated by `rotate` degrees about its centre.
    Ellipse {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Horizontal semi-axis before rotation.
        rx: f64,
        /// Vertical semi-axis before rotation.
        ry: f64,
        /// Rotation in degrees (clockwise, SVG convention).
        rotate: f64,
        /// Style class.
        class: &'static str,
    },
    /// `child` drawn only where it lies inside every shape of `clips` (an intersection).
    Clipped {
        /// The clipping shapes (their intersection is kept).
        clips: Vec<Shape>,
        /// What is drawn.
        child: Box<Shape>,
    },
    /// A path of SVG path data (absolute coordinates), moved by (dx, dy).
    Path {
        /// Path data, e.g. `M0 0h10v10h-10z`.
        d: String,
        /// Offset applied when drawn.
        dx: f64,
        /// Offset applied when drawn.
        dy: f64,
        /// Style class.
        class: &'static str,
    },
    /// A straight line.
    Line {
        /// Start x.
        x1: f64,
        /// Start y.
        y1: f64,
        /// End x.
        x2: f64,
        /// End y.
        y2: f64,
        /// Style class.
        class: &'static str,
    },
    /// A closed polygon.
    Polygon {
        /// Corner points.
        points: Vec<(f64, f64)>,
        /// Style class.
        class: &'static str,
    },
    /// A line of text (baseline at y).
    Text {
        /// Anchor x.
        x: f64,
        /// Baseline y.
        y: f64,
        /// The text (escaped when rendered).
        text: String,
        /// Horizontal anchor.
        anchor: Anchor,
        /// Style class.
        class: &'static str,
    },
    /// A group of shapes, optionally carrying a public hook.
    Group {
        /// Style class of the group (may be empty).
        class: &'static str,
        /// Hook attributes, if this group is a public element.
        hook: Option<Hook>,
        /// The shapes inside.
        children: Vec<Shape>,
    },
}

/// A whole figure: a canvas size, a title for screen readers and the shapes.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// Width in SVG units.
    pub width: f64,
    /// Height in SVG units.
    pub height: f64,
    /// Accessible title (also the SVG `<title>`).
    pub title: String,
    /// Shapes, drawn in order.
    pub shapes: Vec<Shape>,
}

/// The stylesheet embedded in every figure.
pub const FIGURE_CSS: &str = "\
.gl-fig{font-family:'Noto Sans','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',system-ui,sans-serif}\
.bg{fill:#ffffff}\
.cell{fill:#ffffff;stroke:#3b3b3b;stroke-width:2}\
.cell-muted{fill:#f1f1f1;stroke:#9a9a9a;stroke-width:2}\
.cell-focus{fill:#dbeafe;stroke:#0b5cad;stroke-width:5}\
[data-focus=true] .node-unknown,[data-focus=true] .node-p,[data-focus=true] .node-n,[data-focus=true] .panel,[data-focus=true] .token,[data-focus=true]>.stone{stroke:#1a1a1a;stroke-width:5}\
.cell-hit{fill:#fde7c8;stroke:#b35900;stroke-width:3;stroke-dasharray:8 4}\
.cell-good{fill:#dbeafe;stroke:#0b5cad;stroke-width:3}\
.cell-bad{fill:#fde7c8;stroke:#b35900;stroke-width:3}\
.panel{fill:#f7f7f7;stroke:#6b6b6b;stroke-width:2}\
.arrow{fill:#0b5cad}\
.rule{stroke:#6b6b6b;stroke-width:2}\
.txt{fill:#1a1a1a;font-size:28px}\
.txt-big{fill:#1a1a1a;font-size:40px;font-weight:700}\
.txt-small{fill:#3b3b3b;font-size:20px}\
.txt-muted{fill:#6b6b6b;font-size:20px}\
.txt-strong{fill:#0b5cad;font-size:28px;font-weight:700}\
.txt-warn{fill:#8a4500;font-size:28px;font-weight:700}\
.txt-bit1{fill:#0b3d75;font-size:24px;font-weight:700}\
.txt-bit0{fill:#8a8a8a;font-size:24px}\
.bits-raster{fill:#0b5cad}\
.bit-one{fill:#dbeafe;stroke:#0b5cad;stroke-width:1.5}\
.bit-zero{fill:#ffffff;stroke:#c9c9c9;stroke-width:1.5}\
.bit-off{fill:#f1f1f1;stroke:#dddddd;stroke-width:1}\
.stone{fill:#5b5b5b;stroke:#1a1a1a;stroke-width:1.5}\
.stone-muted{fill:#d0d0d0;stroke:#9a9a9a;stroke-width:1.5}\
.clickable{cursor:pointer}\
.set0{fill:#0b5cad;fill-opacity:.10;stroke:#0b5cad;stroke-width:3}\
.set1{fill:#b35900;fill-opacity:.10;stroke:#b35900;stroke-width:3;stroke-dasharray:14 6}\
.set2{fill:#1b7a3a;fill-opacity:.10;stroke:#1b7a3a;stroke-width:3;stroke-dasharray:4 4}\
.set3{fill:#6a3d9a;fill-opacity:.10;stroke:#6a3d9a;stroke-width:3;stroke-dasharray:16 4 4 4}\
.set-hot{fill:none;stroke:#1a1a1a;stroke-width:6}\
.region-hot{fill:#f2b705;fill-opacity:.55}\
.clip{fill:#000}\
.hit{fill:#000;fill-opacity:0}\
.step-odd{fill:#dbeafe;stroke:#0b5cad;stroke-width:3}\
.step-even{fill:#f1f1f1;stroke:#9a9a9a;stroke-width:2;stroke-dasharray:6 4}\
.rule-block{fill:#6b6b6b}\
.black-cell{fill:#2b2b2b;stroke:#000000;stroke-width:2}\
.clickable:hover .hit{fill:#b35900;fill-opacity:.6}\
.row-hot{fill:#fff3c4;stroke:#b35900;stroke-width:2}\
.row-pruned{fill:#f1f1f1}\
.mult0{fill:#ffffff;stroke:#c9c9c9;stroke-width:1}\
.mult1{fill:#dbeafe;stroke:#9bbbe0;stroke-width:1}\
.mult2{fill:#93bff0;stroke:#5b8fd0;stroke-width:1}\
.mult3{fill:#4a8ad8;stroke:#0b5cad;stroke-width:1}\
.mult4{fill:#0b5cad;stroke:#0b3d75;stroke-width:1}\
.txt-cell{fill:#1a1a1a;font-size:20px}\
.txt-cell-inv{fill:#ffffff;font-size:20px;font-weight:700}\
.edge{fill:none;stroke:#8a8a8a;stroke-width:2}\
.edge-hot{fill:none;stroke:#0b5cad;stroke-width:4}\
.arrow-edge{fill:#8a8a8a}\
.arrow-hot{fill:#0b5cad}\
.node-p{fill:#fde7c8;stroke:#b35900;stroke-width:3}\
.node-n{fill:#dbeafe;stroke:#0b5cad;stroke-width:3}\
.node-unknown{fill:#ffffff;stroke:#9a9a9a;stroke-width:2;stroke-dasharray:6 4}\
.focus-ring{fill:none;stroke:#1a1a1a;stroke-width:5}\
.succ-ring{fill:none;stroke:#0b5cad;stroke-width:3;stroke-dasharray:5 4}\
.badge{fill:#1a1a1a}\
.badge-unknown{fill:#9a9a9a}\
.txt-badge{fill:#ffffff;font-size:20px;font-weight:700}\
.txt-node{fill:#1a1a1a;font-size:22px}\
.token{fill:#b35900;stroke:#1a1a1a;stroke-width:2}\
.txt-token{fill:#ffffff;font-size:20px;font-weight:700}\
.clickable:hover .node-n,.clickable:hover .node-p{stroke-width:6}\
.clickable:hover .stone{fill:#b35900}";

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
        } => {
            out.push_str("<g");
            if !class.is_empty() {
                let _ = write!(out, r#" class="{class}""#);
            }
            if let Some(h) = hook {
                if !h.testid.is_empty() {
                    let _ = write!(out, r#" data-testid="{}""#, h.testid);
                }
                for (k, v) in &h.data {
                    let _ = write!(out, r#" data-{k}="{}""#, escape(v));
                }
            }
            out.push('>');
            for c in children {
                write_shape(out, c, clip_ids);
            }
            out.push_str("</g>");
        }
    }
}

impl Shape {
    /// `children` marked as what the current step's sentence is about: a group carrying
    /// `data-focus="true"` (the public hook every step has; the page keeps it in view).
    pub fn focus(children: Vec<Shape>) -> Shape {
        Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "",
                data: vec![("focus", "true".into())],
            }),
            children,
        }
    }

    /// Marks this shape as what the step is about: a group with a public hook gets
    /// `data-focus="true"` on that hook (so it keeps its identity from step to step), any
    /// other shape is wrapped in [`Shape::focus`].
    pub fn mark_focus(&mut self) {
        match self {
            Shape::Group {
                hook: Some(hook), ..
            } => {
                if !hook.data.iter().any(|(k, _)| *k == "focus") {
                    hook.data.push(("focus", "true".into()));
                }
            }
            other => {
                let inner = std::mem::replace(other, Shape::focus(Vec::new()));
                *other = Shape::focus(vec![inner]);
            }
        }
    }

    /// A group that keeps its identity from step to step (`data-NAME=id`, the page's key),
    /// its contents marked as the step's focus when `focus`.
    pub fn keyed(name: &'static str, id: String, focus: bool, children: Vec<Shape>) -> Shape {
        Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "",
                data: vec![(name, id)],
            }),
            children: if focus {
                vec![Shape::focus(children)]
            } else {
                children
            },
        }
    }

    /// Moves the shape by (dx, dy).
    pub fn translate(&mut self, dx: f64, dy: f64) {
        match self {
            Shape::Rect { x, y, .. } | Shape::Text { x, y, .. } => {
                *x += dx;
                *y += dy;
            }
            Shape::Circle { cx, cy, .. } | Shape::Ellipse { cx, cy, .. } => {
                *cx += dx;
                *cy += dy;
            }
            Shape::Line { x1, y1, x2, y2, .. } => {
                *x1 += dx;
                *x2 += dx;
                *y1 += dy;
                *y2 += dy;
            }
            Shape::Polygon { points, .. } => points.iter_mut().for_each(|p| {
                p.0 += dx;
                p.1 += dy;
            }),
            Shape::Path { dx: px, dy: py, .. } => {
                *px += dx;
                *py += dy;
            }
            Shape::Group { children, .. } => children.iter_mut().for_each(|c| c.translate(dx, dy)),
            Shape::Clipped { clips, child } => {
                clips.iter_mut().for_each(|c| c.translate(dx, dy));
                child.translate(dx, dy);
            }
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
            r#"<svg xmlns="http://www.w3.org/2000/svg" class="gl-fig" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img"><title>{}</title><style>{FIGURE_CSS}</style><rect x="0" y="0" width="{w}" height="{h}" class="bg"/>"#,
            escape(&self.title)
        );
        let mut clip_ids = 0;
        for s in &self.shapes {
            write_shape(&mut out, s, &mut clip_ids);
        }
        out.push_str("</svg>");
        out
    }
}

/// A rough width of `text` at `font_px`, for laying out boxes around numbers and labels
/// (CJK glyphs are about one em wide, Latin ones about 0.6 em).
pub fn text_width(text: &str, font_px: f64) -> f64 {
    text.chars()
        .map(|c| {
            if (c as u32) >= 0x2E80 {
                font_px
            } else {
                font_px * 0.6
            }
        })
        .sum()
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
                children: vec![Shape::Text {
                    x: 1.0,
                    y: 2.0,
                    text: "x & \"y\"".into(),
                    anchor: Anchor::Middle,
                    class: "txt",
                }],
            }],
        };
        let svg = fig.to_svg();
        assert!(svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg""#));
        assert!(svg.contains(r#"viewBox="0 0 100 50.50""#));
        assert!(svg.contains("<title>a&lt;b</title>"));
        assert!(svg.contains(r#"<g data-testid="component" data-sg="3">"#));
        assert!(svg.contains("x &amp; &quot;y&quot;"));
        assert!(svg.contains(FIGURE_CSS));
        assert!(svg.ends_with("</svg>"));
    }

    #[test]
    fn text_width_counts_cjk_as_wider() {
        assert!(text_width("候选", 20.0) > text_width("ab", 20.0));
    }
}
