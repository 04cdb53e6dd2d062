//! The shapes of the `end-piles` figure: a pile of the row, the last move's trace (a ring
//! round the pile taken from, or a dashed box where an emptied pile stood) and a cell of the
//! DP table.

use grundy_core::figure::trace::trace_group;
use grundy_core::figure::{Anchor, Shape};
use grundy_core::games::end_piles::EndPilesTable;

/// A pile the last move emptied: a dashed box at `x` where it stood, holding the stones it
/// had.
pub(super) fn gone_pile(x: f64, widest: f64, take: u64) -> Shape {
    trace_group(vec![
        Shape::rect(x, 30.0, widest, 60.0, 8.0, "trace-ring"),
        Shape::text(
            x + widest / 2.0,
            70.0,
            take.to_string(),
            Anchor::Middle,
            "txt-muted",
        ),
    ])
}

/// The pile at `x` the last move took from, ringed in the trace's dashes.
pub(super) fn taken_ring(x: f64, widest: f64) -> Shape {
    trace_group(vec![Shape::rect(
        x - 4.0,
        26.0,
        widest + 8.0,
        68.0,
        10.0,
        "trace-ring",
    )])
}

/// A pile of the row: its box, its size and its 1-based number under it.
pub(super) fn pile_shapes(
    x: f64,
    widest: f64,
    v: u64,
    k: usize,
    class: &'static str,
) -> Vec<Shape> {
    vec![
        Shape::rect(x, 30.0, widest, 60.0, 8.0, class),
        Shape::text(x + widest / 2.0, 70.0, v.to_string(), Anchor::Middle, "txt"),
        Shape::text(
            x + widest / 2.0,
            114.0,
            (k + 1).to_string(),
            Anchor::Middle,
            "txt-muted",
        ),
    ]
}

/// Distance between the tops of two rows of the table (cells are 40 units high).
pub(super) const DP_PITCH: f64 = 54.0;
/// Room between two cells side by side (included in a column's width).
pub(super) const DP_GAP: f64 = 14.0;

/// What a step shows of one cell of the left | right table: the cell it computes, the cells
/// it reads, how much of the table is filled.
pub(super) struct DpStep<'a> {
    pub table: &'a EndPilesTable,
    pub current: Option<(usize, usize)>,
    pub read: &'a [(usize, usize)],
    pub verdict: bool,
    pub cell_w: f64,
}

impl DpStep<'_> {
    /// Cell (i, j) of the table (piles i + 2 … j + 2) at (x, y), keyed `dp` `{i+2}-{j+2}`: its
    /// box (hot when computed now, muted before it is filled), a ring when the step reads it,
    /// and its left | right values once filled. In focus when computed now or read by the
    /// verdict.
    pub fn cell(&self, (i, j): (usize, usize), x: f64, y: f64, done: bool) -> Shape {
        let here = self.current == Some((i, j));
        let class = if here {
            "row-hot"
        } else if done {
            "cell"
        } else {
            "cell-muted"
        };
        let text = if done {
            format!("{} | {}", self.table.left(i, j), self.table.right(i, j))
        } else {
            String::new()
        };
        let read = self.read.contains(&(i, j));
        let shapes = dp_cell_shapes(x, y, self.cell_w, class, read, text);
        let focus = here || (self.verdict && read);
        Shape::keyed("dp", format!("{}-{}", i + 2, j + 2), focus, shapes)
    }
}

/// A cell of the left | right table: its box, a ring when the step reads it, its text.
fn dp_cell_shapes(
    x: f64,
    y: f64,
    cell_w: f64,
    class: &'static str,
    read: bool,
    text: String,
) -> Vec<Shape> {
    let mut cell = vec![Shape::rect(x, y, cell_w - DP_GAP, 40.0, 6.0, class)];
    if read {
        // 4 units around the cell: the ring and its stroke stay clear of the neighbouring
        // cells and of the column headers (they touched them; seventh review).
        cell.push(Shape::rect(
            x - 4.0,
            y - 4.0,
            cell_w - DP_GAP + 8.0,
            48.0,
            8.0,
            "succ-ring",
        ));
    }
    cell.push(Shape::text(
        x + (cell_w - DP_GAP) / 2.0,
        y + 28.0,
        text,
        Anchor::Middle,
        "txt-small",
    ));
    cell
}
