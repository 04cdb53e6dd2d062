//! The stones of one row of the XOR figure: clickable where a click takes a legal number, the
//! winning move's marked, and the outlines of those the last move took.

use super::{XorRow, MAX_DRAWN_STONES, STONE};
use crate::figure::trace::taken_stone;
use crate::figure::{Hook, Shape};

/// How many stone places a row draws: its stones and, when they fit, the outlines of the
/// stones the last move took.
pub(super) fn drawn_places(r: &XorRow) -> u64 {
    let was = r.amount.saturating_add(r.just_taken);
    if was <= MAX_DRAWN_STONES {
        was
    } else {
        r.amount
    }
}

/// The shapes of a row's stones (at most [`MAX_DRAWN_STONES`]), from `x_stones` along the
/// row's middle line `mid`.
pub(super) fn row_stones(row: &XorRow, x_stones: f64, mid: f64) -> Vec<Shape> {
    let mut out = Vec::new();
    for s in 0..row.amount {
        let cx = x_stones + 12.0 + s as f64 * STONE;
        let stone = Shape::circle(
            cx,
            mid,
            9.0,
            if row.included { "stone" } else { "stone-muted" },
        );
        let taken = s >= row.amount - row.taken.min(row.amount);
        match &row.clicks {
            // Clicking stone s takes it and every stone to its right. A stone the
            // winning move takes is marked through its hook (`data-focus`).
            Some((prefix, takes)) if takes.contains(&(row.amount - s)) => {
                let mut group = Shape::Group {
                    class: "clickable",
                    hook: Some(Hook {
                        testid: "stone",
                        data: vec![("move", format!("{prefix}{}", row.amount - s))],
                    }),
                    children: vec![stone],
                };
                if taken {
                    group.mark_focus();
                }
                out.push(group);
            }
            // A stone the move takes is ringed on its own (written as the stone
            // carrying `data-focus`).
            _ if taken => out.push(Shape::focus(vec![stone])),
            // Inside a group of its own, so that a focused row (the winning move's)
            // does not ring every stone as taken: a split replaces the pile, and only
            // the stones a move takes are marked. (Also a stone no click may take.)
            _ => out.push(Shape::Group {
                class: "",
                hook: None,
                children: vec![stone],
            }),
        }
    }
    // The stones the last move took, where they stood, when the row before it was
    // drawn stone by stone too.
    if drawn_places(row) > row.amount {
        out.extend(
            (row.amount..row.amount + row.just_taken)
                .map(|s| taken_stone(x_stones + 12.0 + s as f64 * STONE, mid, 9.0)),
        );
    }
    out
}
