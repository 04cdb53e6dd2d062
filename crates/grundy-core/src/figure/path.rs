//! Path data as typed segments in absolute coordinates: a figure's bounds read their points
//! and the SVG writer writes them, so nothing reads path text back.

use std::fmt::Write;

/// A point (x, y) in figure units.
pub type Point = (f64, f64);

/// One segment of a path, in absolute coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Seg {
    /// Starts a new subpath at the point.
    MoveTo(Point),
    /// A straight line to the point.
    LineTo(Point),
    /// A quadratic Bézier curve: its control point, then its end.
    QuadTo(Point, Point),
    /// A cubic Bézier curve: its two control points, then its end.
    CubicTo(Point, Point, Point),
    /// Closes the subpath with a line back to its start.
    Close,
}

/// A path: its segments in drawing order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PathData(Vec<Seg>);

impl PathData {
    /// An empty path with room for `segments` segments.
    pub fn with_capacity(segments: usize) -> Self {
        PathData(Vec::with_capacity(segments))
    }

    /// A path starting at `p`.
    pub fn from(p: Point) -> Self {
        PathData(vec![Seg::MoveTo(p)])
    }

    /// The path with a new subpath started at `p`.
    pub fn move_to(mut self, p: Point) -> Self {
        self.0.push(Seg::MoveTo(p));
        self
    }

    /// The path with a straight line to `p`.
    pub fn line_to(mut self, p: Point) -> Self {
        self.0.push(Seg::LineTo(p));
        self
    }

    /// The path with a quadratic curve through control point `c` to `p`.
    pub fn quad_to(mut self, c: Point, p: Point) -> Self {
        self.0.push(Seg::QuadTo(c, p));
        self
    }

    /// The path with a cubic curve through control points `c1`, `c2` to `p`.
    pub fn cubic_to(mut self, c1: Point, c2: Point, p: Point) -> Self {
        self.0.push(Seg::CubicTo(c1, c2, p));
        self
    }

    /// The path with its subpath closed.
    pub fn close(mut self) -> Self {
        self.0.push(Seg::Close);
        self
    }

    /// The path with the outline of the rectangle at (`x`, `y`) of size `w` × `h` added.
    pub fn rect(self, x: f64, y: f64, w: f64, h: f64) -> Self {
        self.move_to((x, y))
            .line_to((x + w, y))
            .line_to((x + w, y + h))
            .line_to((x, y + h))
            .close()
    }

    /// Appends a segment.
    pub fn push(&mut self, seg: Seg) {
        self.0.push(seg);
    }

    /// Whether the path has no segment.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The segments in drawing order.
    pub fn segments(&self) -> &[Seg] {
        &self.0
    }

    /// Every end and control point: a curve lies inside the box of its points.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        self.0.iter().flat_map(|seg| {
            let (a, b, c) = match *seg {
                Seg::MoveTo(p) | Seg::LineTo(p) => (Some(p), None, None),
                Seg::QuadTo(c, p) => (Some(c), Some(p), None),
                Seg::CubicTo(c1, c2, p) => (Some(c1), Some(c2), Some(p)),
                Seg::Close => (None, None, None),
            };
            a.into_iter().chain(b).chain(c)
        })
    }

    /// The path as SVG path data, each number to tenths ("M12 3.5C…").
    pub fn to_svg(&self) -> String {
        let mut out = String::with_capacity(8 + 24 * self.0.len());
        for seg in &self.0 {
            let (letter, points): (char, &[Point]) = match seg {
                Seg::MoveTo(p) => ('M', std::slice::from_ref(p)),
                Seg::LineTo(p) => ('L', std::slice::from_ref(p)),
                Seg::QuadTo(c, p) => {
                    out.push('Q');
                    push_points(&mut out, &[*c, *p]);
                    continue;
                }
                Seg::CubicTo(c1, c2, p) => {
                    out.push('C');
                    push_points(&mut out, &[*c1, *c2, *p]);
                    continue;
                }
                Seg::Close => ('Z', &[]),
            };
            out.push(letter);
            push_points(&mut out, points);
        }
        out
    }
}

fn push_points(out: &mut String, points: &[Point]) {
    for (i, &(x, y)) in points.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        push_tenths(out, x);
        out.push(' ');
        push_tenths(out, y);
    }
}

/// Appends `v` rounded to tenths, as `{:.1}` would write it but without a trailing `.0`
/// ("12", "12.5", "-0.5"). Integer arithmetic only: Rust's exact float formatting needs
/// 128-bit arithmetic, which wasm emulates, and a large DAG writes thousands of numbers. Ties
/// round away from zero, where `{:.1}` rounds to even: a twentieth of a unit, invisible.
fn push_tenths(out: &mut String, v: f64) {
    let t = (v * 10.0).round();
    if !t.is_finite() || t.abs() >= 1e17 {
        let _ = write!(out, "{v:.1}");
        return;
    }
    let t = t as i64;
    if t < 0 {
        out.push('-');
    }
    let (whole, tenth) = (t.unsigned_abs() / 10, t.unsigned_abs() % 10);
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = whole;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        out.push(char::from(d));
    }
    if tenth != 0 {
        out.push('.');
        out.push(char::from(b'0' + tenth as u8));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_written_in_absolute_tenths() {
        let d = PathData::from((10.0, 20.25))
            .line_to((-0.5, 3.0))
            .quad_to((1.0, 2.0), (3.0, 4.0))
            .cubic_to((5.0, 6.0), (7.0, 8.04), (9.0, 10.0))
            .close();
        assert_eq!(d.to_svg(), "M10 20.3L-0.5 3Q1 2 3 4C5 6 7 8 9 10Z");
        assert_eq!(
            PathData::default().rect(1.0, 2.0, 3.0, 4.0).to_svg(),
            "M1 2L4 2L4 6L1 6Z"
        );
    }

    #[test]
    fn the_points_are_the_ends_and_the_control_points() {
        let d = PathData::from((0.0, 0.0))
            .cubic_to((10.0, -5.0), (20.0, 5.0), (30.0, 0.0))
            .line_to((40.0, 10.0))
            .close();
        let points: Vec<Point> = d.points().collect();
        assert_eq!(
            points,
            [
                (0.0, 0.0),
                (10.0, -5.0),
                (20.0, 5.0),
                (30.0, 0.0),
                (40.0, 10.0)
            ]
        );
    }

    #[test]
    fn tenths_are_written_as_the_standard_formatter_rounds_them() {
        let w = |v: f64| {
            let mut s = String::new();
            push_tenths(&mut s, v);
            s
        };
        assert_eq!(w(0.0), "0");
        assert_eq!(w(12.0), "12");
        assert_eq!(w(12.54), "12.5");
        assert_eq!(w(-0.04), "0");
        assert_eq!(w(-3.26), "-3.3");
        assert_eq!(w(1234567.89), "1234567.9");
        assert_eq!(w(f64::NAN), "NaN");
        // Away from ties it is the standard formatter's value, its `.0` dropped.
        let mut x = -1000.0_f64;
        while x < 1000.0 {
            let std = format!("{x:.1}");
            let std = std.strip_suffix(".0").unwrap_or(&std);
            let std = if std == "-0" { "0" } else { std };
            let tie = ((x * 10.0).fract().abs() - 0.5).abs() < 1e-6;
            if !tie {
                assert_eq!(w(x), std, "{x}");
            }
            x += 0.0137;
        }
    }
}
