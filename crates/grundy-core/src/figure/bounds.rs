//! The box a figure's drawing covers, and the figure cut to it: files (the page's download,
//! `grundy render`, `figure()`) are cut to what is drawn. On screen a walkthrough keeps one
//! canvas for all its steps, so nothing jumps; in a handout a first step's one sheet drew in
//! the canvas of the last step's cuts, more than half of the figure blank.

use super::text_size::class_font_px;
use super::{text_width, Anchor, Figure, Shape};

/// The margin around the drawing in a file cut to it, in figure units (it holds strokes and
/// focus rings, which the box of the shapes' geometry leaves out).
pub const FILE_MARGIN: f64 = 14.0;

/// An axis-aligned box, empty until a point is added.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bounds {
    /// Left edge.
    pub x0: f64,
    /// Top edge.
    pub y0: f64,
    /// Right edge.
    pub x1: f64,
    /// Bottom edge.
    pub y1: f64,
}

impl Bounds {
    /// The empty box.
    pub fn empty() -> Bounds {
        Bounds {
            x0: f64::INFINITY,
            y0: f64::INFINITY,
            x1: f64::NEG_INFINITY,
            y1: f64::NEG_INFINITY,
        }
    }

    /// Whether no point was added.
    pub fn is_empty(&self) -> bool {
        self.x0 > self.x1 || self.y0 > self.y1
    }

    fn add(&mut self, x: f64, y: f64) {
        if x.is_finite() && y.is_finite() {
            self.x0 = self.x0.min(x);
            self.y0 = self.y0.min(y);
            self.x1 = self.x1.max(x);
            self.y1 = self.y1.max(y);
        }
    }

    /// The box of everything `shapes` draw.
    pub fn of(shapes: &[Shape]) -> Bounds {
        let mut b = Bounds::empty();
        shapes.iter().for_each(|s| b.add_box(shape_bounds(s)));
        b
    }

    fn add_box(&mut self, other: Bounds) {
        if !other.is_empty() {
            self.add(other.x0, other.y0);
            self.add(other.x1, other.y1);
        }
    }

    fn intersect(self, other: Bounds) -> Bounds {
        Bounds {
            x0: self.x0.max(other.x0),
            y0: self.y0.max(other.y0),
            x1: self.x1.min(other.x1),
            y1: self.y1.min(other.y1),
        }
    }
}

/// A text's extent along its line: (left, right, font size), from its anchor point, its
/// class's font size and the page's width estimate ([`text_width`]).
pub fn text_span(x: f64, text: &str, anchor: Anchor, class: &str) -> (f64, f64, f64) {
    let px = class_font_px(class).unwrap_or(16.0);
    let w = text_width(text, px);
    let left = match anchor {
        Anchor::Start => x,
        Anchor::Middle => x - w / 2.0,
        Anchor::End => x - w,
    };
    (left, left + w, px)
}

/// The box of a shape: its geometry, and for a text the box the page's width estimate gives
/// it (cap height above the baseline, descenders below).
pub fn shape_bounds(shape: &Shape) -> Bounds {
    let mut b = Bounds::empty();
    match shape {
        Shape::Rect { x, y, w, h, .. } => {
            b.add(*x, *y);
            b.add(x + w, y + h);
        }
        Shape::Circle { cx, cy, r, .. } => {
            b.add(cx - r, cy - r);
            b.add(cx + r, cy + r);
        }
        Shape::Ellipse { cx, cy, rx, ry, .. } => {
            // Any rotation stays inside the circle of the larger semi-axis.
            let r = rx.max(*ry);
            b.add(cx - r, cy - r);
            b.add(cx + r, cy + r);
        }
        Shape::Clipped { clips, child } => {
            let inside = clips
                .iter()
                .map(shape_bounds)
                .fold(shape_bounds(child), Bounds::intersect);
            b.add_box(inside);
        }
        Shape::Path { d, dx, dy, .. } => {
            for (x, y) in d.points() {
                b.add(x + dx, y + dy);
            }
        }
        Shape::Line { x1, y1, x2, y2, .. } => {
            b.add(*x1, *y1);
            b.add(*x2, *y2);
        }
        Shape::Polygon { points, .. } => points.iter().for_each(|&(x, y)| b.add(x, y)),
        Shape::Text {
            x,
            y,
            text,
            anchor,
            class,
        } if !text.trim().is_empty() => {
            // Looser than the overlap test's box: a file must hold accents and descenders.
            let (left, right, px) = text_span(*x, text, *anchor, class);
            b.add(left, y - 0.8 * px);
            b.add(right, y + 0.25 * px);
        }
        Shape::Text { .. } => {}
        Shape::Group { children, .. } => children.iter().for_each(|c| b.add_box(shape_bounds(c))),
    }
    b
}

/// Moves a shape by (dx, dy).
fn shift(shape: &mut Shape, dx: f64, dy: f64) {
    match shape {
        Shape::Rect { x, y, .. } | Shape::Text { x, y, .. } => {
            *x += dx;
            *y += dy;
        }
        Shape::Circle { cx, cy, .. } | Shape::Ellipse { cx, cy, .. } => {
            *cx += dx;
            *cy += dy;
        }
        Shape::Clipped { clips, child } => {
            clips.iter_mut().for_each(|c| shift(c, dx, dy));
            shift(child, dx, dy);
        }
        Shape::Path { dx: px, dy: py, .. } => {
            *px += dx;
            *py += dy;
        }
        Shape::Line { x1, y1, x2, y2, .. } => {
            *x1 += dx;
            *y1 += dy;
            *x2 += dx;
            *y2 += dy;
        }
        Shape::Polygon { points, .. } => points.iter_mut().for_each(|(x, y)| {
            *x += dx;
            *y += dy;
        }),
        Shape::Group { children, .. } => children.iter_mut().for_each(|c| shift(c, dx, dy)),
    }
}

impl Figure {
    /// The box of everything drawn (empty for a figure with nothing drawn).
    pub fn content_bounds(&self) -> Bounds {
        Bounds::of(&self.shapes)
    }

    /// The figure cut to what it draws, with [`FILE_MARGIN`] around it, never larger than it
    /// was: for files, not for the page (see the module doc).
    pub fn cropped(mut self) -> Figure {
        let b = self.content_bounds();
        if b.is_empty() {
            return self;
        }
        let x0 = (b.x0 - FILE_MARGIN).max(0.0);
        let y0 = (b.y0 - FILE_MARGIN).max(0.0);
        let width = (b.x1 + FILE_MARGIN).min(self.width) - x0;
        let height = (b.y1 + FILE_MARGIN).min(self.height) - y0;
        if width <= 0.0 || height <= 0.0 {
            return self;
        }
        self.shapes.iter_mut().for_each(|s| shift(s, -x0, -y0));
        self.width = width;
        self.height = height;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_figure_is_cut_to_its_drawing_with_a_margin_and_keeps_its_look() {
        let fig = Figure {
            width: 800.0,
            height: 600.0,
            title: "t".into(),
            shapes: vec![
                Shape::rect(100.0, 50.0, 200.0, 100.0, 0.0, "cell"),
                Shape::Path {
                    d: crate::figure::path::PathData::from((0.0, 0.0)).line_to((10.0, 0.0)),
                    dx: 300.0,
                    dy: 150.0,
                    class: "rule",
                },
            ],
        };
        let cut = fig.clone().cropped();
        assert_eq!(
            (cut.width, cut.height),
            (210.0 + 2.0 * FILE_MARGIN, 100.0 + 2.0 * FILE_MARGIN)
        );
        let b = cut.content_bounds();
        assert_eq!((b.x0, b.y0), (FILE_MARGIN, FILE_MARGIN));
        // A drawing that reaches the edges is not grown.
        let full = Figure {
            shapes: vec![Shape::rect(0.0, 0.0, 800.0, 600.0, 0.0, "cell")],
            ..fig
        };
        assert_eq!(full.clone().cropped(), full);
    }
}
