//! The trace of the last move played: where a moved piece stood, outlined in dashes, and the
//! straight path it took to where it stands now, so a move (the computer's too) can be
//! followed on the figure after it is made. Stones a move took away are outlined the same
//! way where they stood (`figure::xor`, `figure::stairs`).

use super::{Hook, Shape};

/// Shapes that trace the last move (dashed rings, lines, outlines), under the `move-trace`
/// hook.
pub fn trace_group(children: Vec<Shape>) -> Shape {
    Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "move-trace",
            data: Vec::new(),
        }),
        children,
    }
}

/// A stone (or token) of radius `r` centred at (cx, cy) that the last move took away, drawn
/// as a dashed outline where it stood (the `taken-stone` hook).
pub fn taken_stone(cx: f64, cy: f64, r: f64) -> Shape {
    Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "taken-stone",
            data: Vec::new(),
        }),
        children: vec![Shape::circle(cx, cy, r, "stone-gone")],
    }
}

/// A round piece of radius `r` that moved from centre `from` to centre `to`: a dashed
/// outline where it stood and a dashed line from that outline to the piece (none when the
/// two touch). One group with the `move-trace` hook; drawn before the piece, so under it.
pub fn moved_piece(from: (f64, f64), to: (f64, f64), r: f64) -> Shape {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    // (Not `hypot`: its careful scaling against overflow costs wasm size, and these lengths
    // are small.)
    let length = (dx * dx + dy * dy).sqrt();
    let mut children = vec![Shape::circle(from.0, from.1, r, "stone-gone")];
    if length > 2.0 * r + 6.0 {
        let (ux, uy) = (dx / length, dy / length);
        children.push(Shape::line(
            from.0 + ux * (r + 3.0),
            from.1 + uy * (r + 3.0),
            to.0 - ux * (r + 3.0),
            to.1 - uy * (r + 3.0),
            "trace-line",
        ));
    }
    trace_group(children)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_an_outline_where_the_piece_stood_and_a_line_between_the_outlines() {
        let Shape::Group { children, .. } = moved_piece((0.0, 0.0), (100.0, 0.0), 10.0) else {
            panic!("a group");
        };
        assert!(matches!(
            children[0],
            Shape::Circle {
                cx: 0.0,
                class: "stone-gone",
                ..
            }
        ));
        // The line leaves both circles clear: it runs from x = 13 to x = 87.
        assert!(matches!(
            children[1],
            Shape::Line {
                x1: 13.0,
                x2: 87.0,
                class: "trace-line",
                ..
            }
        ));
        // Touching places: the outline alone.
        let Shape::Group { children, .. } = moved_piece((0.0, 0.0), (20.0, 0.0), 10.0) else {
            panic!("a group");
        };
        assert_eq!(children.len(), 1);
    }
}
