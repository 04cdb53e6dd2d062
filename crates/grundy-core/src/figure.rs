//! Figure geometry as plain data, and its rendering to a standalone SVG string. The web app
//! shows exactly this SVG (so the page, the exported file and `grundy render` agree), and the
//! UI never computes coordinates itself.
//!
//! Styling is by a few semantic classes (see [`FIGURE_CSS`]), embedded in every SVG. Colours
//! are from a colour-blind-safe pair (blue / orange) and every state that colour marks is also
//! marked by shape, stroke or text, so figures survive greyscale projectors.

pub mod bounds;
pub mod caption;
pub mod dag;
pub mod path;
pub mod stairs;
mod svg;
pub use svg::{
    arrow_head_path, arrow_markers_svg, escape, fmt_num, folds, folds_into_child, ARROW_HALF_W,
    ARROW_LEN, ARROW_MARKERS, ARROW_RING_CLEAR,
};
pub mod text_size;
pub mod trace;
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
pub const STEP_DATA: &[&str] = &[
    "focus", "sg", "winner", "value", "sign", "pruned", "label", "wins",
];

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

/// What a shape is, without its fields: the one numbering of shape kinds, shared by the core's
/// [`Shape`] and the page's wire copy of it, which key unhooked shapes by kind and place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShapeKind {
    /// [`Shape::Rect`].
    Rect,
    /// [`Shape::Circle`].
    Circle,
    /// [`Shape::Ellipse`].
    Ellipse,
    /// [`Shape::Clipped`].
    Clipped,
    /// [`Shape::Path`].
    Path,
    /// [`Shape::Line`].
    Line,
    /// [`Shape::Polygon`].
    Polygon,
    /// [`Shape::Text`].
    Text,
    /// [`Shape::Group`].
    Group,
}

impl ShapeKind {
    /// How many kinds there are (the length of a per-kind counter).
    pub const COUNT: usize = 9;

    /// Its number, below [`ShapeKind::COUNT`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether a shape of this kind is written as one SVG element (a group or a clipped shape
    /// is several).
    pub fn is_element(self) -> bool {
        !matches!(self, ShapeKind::Group | ShapeKind::Clipped)
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
    /// A path (absolute coordinates), moved by (dx, dy).
    Path {
        /// Its segments.
        d: path::PathData,
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

/// Every text class with the font size it draws at (figure units) and the rest of its style:
/// the one table that [`class_font_px`](text_size::class_font_px) reads and that writes the text
/// rules of [`FIGURE_CSS`], so the page's readable-size zoom and the stylesheet cannot disagree.
macro_rules! text_classes {
    ($($class:literal => $px:literal, $style:literal;)*) => {
        /// Each text class and its font size in figure units.
        pub const TEXT_CLASSES: &[(&str, f64)] = &[$(($class, $px as f64)),*];
        macro_rules! text_css {
            () => { concat!($(".", $class, "{", $style, ";font-size:", $px, "px}"),*) };
        }
    };
}

text_classes! {
    "txt" => 28, "fill:#1a1a1a";
    "txt-big" => 40, "fill:#1a1a1a;font-weight:700";
    "txt-small" => 20, "fill:#3b3b3b";
    "txt-muted" => 20, "fill:#6b6b6b";
    "txt-strong" => 28, "fill:#0b5cad;font-weight:700";
    "txt-warn" => 28, "fill:#8a4500;font-weight:700";
    "txt-bit1" => 24, "fill:#0b3d75;font-weight:700";
    "txt-bit0" => 24, "fill:#8a8a8a";
    "txt-cell" => 20, "fill:#1a1a1a";
    "txt-cell-inv" => 20, "fill:#ffffff;font-weight:700";
    "txt-badge" => 20, "fill:#ffffff;font-weight:700";
    "txt-node" => 22, "fill:#1a1a1a";
}

/// The stylesheet embedded in every figure.
pub const FIGURE_CSS: &str = concat!(
    ".gl-fig{font-family:system-ui,'Noto Sans','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif}",
    text_css!(),
    "\
.bg{fill:#ffffff}\
.cell{fill:#ffffff;stroke:#3b3b3b;stroke-width:2}\
.cell-muted{fill:#f1f1f1;stroke:#9a9a9a;stroke-width:2}\
.cell-focus{fill:#dbeafe;stroke:#0b5cad;stroke-width:5}\
[data-focus=true] .node-unknown,[data-focus=true] .node-p,[data-focus=true] .node-n,[data-focus=true] .panel,[data-focus=true] .token,.token[data-focus=true],[data-focus=true]>.stone,.stone[data-focus=true]{stroke:#1a1a1a;stroke-width:5}\
.cell-hit{fill:#fde7c8;stroke:#b35900;stroke-width:3;stroke-dasharray:8 4}\
.cell-good{fill:#dbeafe;stroke:#0b5cad;stroke-width:3}\
.cell-soft{fill:#dbeafe;stroke:#0b5cad;stroke-width:1.5}\
.range-outline{fill:none;stroke:#0b5cad;stroke-width:5;stroke-linejoin:round}\
.cell-bad{fill:#fde7c8;stroke:#b35900;stroke-width:3}\
.panel{fill:#f7f7f7;stroke:#6b6b6b;stroke-width:2}\
.arrow{fill:#0b5cad}\
.rule{stroke:#6b6b6b;stroke-width:2}\
.bits-raster{fill:#0b5cad}\
.bit-one{fill:#dbeafe;stroke:#0b5cad;stroke-width:1.5}\
.bit-zero{fill:#ffffff;stroke:#c9c9c9;stroke-width:1.5}\
.bit-off{fill:#f1f1f1;stroke:#dddddd;stroke-width:1}\
.stone{fill:#5b5b5b;stroke:#1a1a1a;stroke-width:1.5}\
.stone-muted{fill:#d0d0d0;stroke:#9a9a9a;stroke-width:1.5}\
.stone-gone{fill:none;stroke:#b35900;stroke-width:2.5;stroke-dasharray:4 3}\
.trace-line{stroke:#b35900;stroke-width:2.5;stroke-dasharray:6 5}\
.trace-path{fill:none;stroke:#b35900;stroke-width:4;stroke-dasharray:8 6}\
.trace-ring{fill:none;stroke:#b35900;stroke-width:3;stroke-dasharray:6 4}\
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
.mult1{fill:#c4dbf6;stroke:#86acdd;stroke-width:1}\
.mult2{fill:#8ab8ee;stroke:#4d86cc;stroke-width:1}\
.mult3{fill:#4a8ad8;stroke:#0b5cad;stroke-width:1}\
.mult4{fill:#0b5cad;stroke:#0b3d75;stroke-width:1}\
.edge{fill:none;stroke:#8a8a8a;stroke-width:2}\
.edge-hot{fill:none;stroke:#0b5cad;stroke-width:4}\
.arrow-edge{fill:#8a8a8a}\
.arrow-hot{fill:#0b5cad}\
.dag-edge{fill:none;stroke:#8a8a8a;stroke-width:2;marker-end:url(#gl-arrow)}\
.dag-edge-hot{fill:none;stroke:#0b5cad;stroke-width:4;marker-end:url(#gl-arrow-hot)}\
.dag-edge-win{fill:none;stroke:#b35900;stroke-width:5;marker-end:url(#gl-arrow-win)}\
.arrow-win{fill:#b35900}\
.arrow-faint{fill:#c2c2c2}\
.dag-edge-faint{fill:none;stroke:#c2c2c2;stroke-width:1.5;marker-end:url(#gl-arrow-faint)}\
.dag-edge.ring-end{marker-end:url(#gl-arrow-ring)}\
.dag-edge-hot.ring-end{marker-end:url(#gl-arrow-hot-ring)}\
.dag-edge-win.ring-end{marker-end:url(#gl-arrow-win-ring)}\
.dag-edge-faint.ring-end{marker-end:url(#gl-arrow-faint-ring)}\
.node-p{fill:#fde7c8;stroke:#b35900;stroke-width:3}\
.node-n{fill:#dbeafe;stroke:#0b5cad;stroke-width:3}\
.node-unknown{fill:#ffffff;stroke:#9a9a9a;stroke-width:2;stroke-dasharray:6 4}\
.focus-ring{fill:none;stroke:#1a1a1a;stroke-width:5}\
.succ-ring{fill:none;stroke:#0b5cad;stroke-width:3;stroke-dasharray:5 4}\
.badge{fill:#1a1a1a}\
.badge-unknown{fill:#9a9a9a}\
.token{fill:#b35900;stroke:#1a1a1a;stroke-width:2}\
.clickable:hover .node-n,.clickable:hover .node-p{stroke-width:6}\
.clickable:hover .stone,.clickable:hover .stone-muted,.clickable:not([data-with]):hover~g>.stone,.clickable:not([data-with]):hover~g>.stone-muted{fill:#b35900}\
.stone.stone-win{stroke:#f2b705;stroke-width:6}\
.hb-ground{stroke:#6b4a2b;stroke-width:8}\
.hb-edge{fill:none;stroke:#1b7a3a;stroke-width:6;stroke-linecap:round}\
.hb-new{fill:none;stroke:#0b5cad;stroke-width:7;stroke-linecap:round}\
.hb-win{fill:none;stroke:#b35900;stroke-width:9;stroke-linecap:round}\
.hb-hit{fill:none;stroke:#000;stroke-opacity:0;stroke-width:24}\
.hb-vertex{fill:#1a1a1a}\
[data-focus=true] .hb-edge{stroke-width:8}\
.clickable:hover .hb-edge{stroke:#b35900}"
);

/// Names every piece of `shapes` that plays a move (a hook with `move` data) by what it
/// plays, in words (`label` data: the SVG's and the page's `aria-label`), so a screen reader
/// says "take 3 from pile 2" rather than "button".
pub fn label_moves(shapes: &mut [Shape], words: &dyn Fn(&str) -> String) {
    for shape in shapes {
        if let Shape::Group { hook, children, .. } = shape {
            if let Some(h) = hook {
                let play = h
                    .data
                    .iter()
                    .find(|(k, _)| *k == "move")
                    .map(|(_, v)| v.clone());
                if let Some(play) = play {
                    if !h.data.iter().any(|(k, _)| *k == "label") {
                        h.data.push(("label", words(&play)));
                    }
                }
            }
            label_moves(children, words);
        }
    }
}

impl Shape {
    /// What kind of shape it is.
    pub fn kind(&self) -> ShapeKind {
        match self {
            Shape::Rect { .. } => ShapeKind::Rect,
            Shape::Circle { .. } => ShapeKind::Circle,
            Shape::Ellipse { .. } => ShapeKind::Ellipse,
            Shape::Clipped { .. } => ShapeKind::Clipped,
            Shape::Path { .. } => ShapeKind::Path,
            Shape::Line { .. } => ShapeKind::Line,
            Shape::Polygon { .. } => ShapeKind::Polygon,
            Shape::Text { .. } => ShapeKind::Text,
            Shape::Group { .. } => ShapeKind::Group,
        }
    }

    /// A line of text of `class`, its baseline at `y`, anchored at `x` by `anchor`.
    pub fn text(
        x: f64,
        y: f64,
        text: impl Into<String>,
        anchor: Anchor,
        class: &'static str,
    ) -> Shape {
        Shape::Text {
            x,
            y,
            text: text.into(),
            anchor,
            class,
        }
    }

    /// A rectangle of `class`, its top left corner at (`x`, `y`), with corner radius `r`.
    pub fn rect(x: f64, y: f64, w: f64, h: f64, r: f64, class: &'static str) -> Shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            r,
            class,
        }
    }

    /// A circle of `class` about (`cx`, `cy`).
    pub fn circle(cx: f64, cy: f64, r: f64, class: &'static str) -> Shape {
        Shape::Circle { cx, cy, r, class }
    }

    /// A straight line of `class` from (`x1`, `y1`) to (`x2`, `y2`).
    pub fn line(x1: f64, y1: f64, x2: f64, y2: f64, class: &'static str) -> Shape {
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            class,
        }
    }

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

/// A rough width of `text` at `font_px`, for laying out boxes around numbers and labels
/// (CJK glyphs are about one em wide, Latin ones about 0.6 em).
// Not inlined: its UTF-8 loop was copied into each of the figures' many call sites.
#[inline(never)]
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
    fn text_width_counts_cjk_as_wider() {
        assert!(text_width("候选", 20.0) > text_width("ab", 20.0));
    }

    #[test]
    fn pieces_are_named_by_their_move_and_the_name_is_their_aria_label() {
        let piece = |play: &str| Shape::Group {
            class: "clickable",
            hook: Some(Hook {
                testid: "stone",
                data: vec![("move", play.into())],
            }),
            children: vec![Shape::Circle {
                cx: 0.0,
                cy: 0.0,
                r: 1.0,
                class: "stone",
            }],
        };
        let mut shapes = vec![Shape::Group {
            class: "",
            hook: None,
            children: vec![piece("1:2"), piece("1:1")],
        }];
        label_moves(&mut shapes, &|m| format!("take {m}"));
        let fig = Figure {
            width: 10.0,
            height: 10.0,
            title: "t".into(),
            shapes,
        };
        let svg = fig.to_svg();
        assert!(
            svg.contains(r#"data-move="1:2" aria-label="take 1:2""#),
            "{svg}"
        );
        assert!(svg.contains(r#"aria-label="take 1:1""#));
        assert!(!svg.contains("data-label"));
        // The name is not part of the piece's identity: a language switch keeps the keys.
        let Shape::Group { children, .. } = &fig.shapes[0] else {
            unreachable!()
        };
        let Shape::Group { hook: Some(h), .. } = &children[0] else {
            unreachable!()
        };
        assert_eq!(h.identity(), "stone|move=1:2");
    }
}
