//! The flip-multiples figure: the row of cells (a long board's list is in `list_figure.rs`)
//! as each step of the walkthrough shows it — the step's cell ringed with the cells its
//! moves flip, its block of equal ⌊n/x⌋ marked, values appearing once derived, the XOR last.

use super::FlipLesson;
use crate::lesson::LessonKind;
use grundy_core::figure::trace::trace_group;
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::i18n::Lang;
use std::collections::BTreeSet;

/// What a step of the walkthrough explains.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum FlipStep {
    /// The board and the rules.
    Intro,
    /// Why a cell's value depends only on ⌊n/x⌋: the blocks.
    Blocks,
    /// The value of the i-th white cell (in increasing order).
    Cell(usize),
    /// The XOR of the white cells: the verdict.
    Sum,
}

/// Room at the left of the board for the headers of the rows under the cells.
const ROW_HEADER_W: f64 = 62.0;

/// The header, at the board's left, of the row of numbers under the cells at height `y`.
fn row_header(text: &str, y: f64) -> Shape {
    Shape::text(30.0, y, text.to_string(), Anchor::Start, "txt-muted")
}

/// Wraps a white cell in the contract's `component` hook: each white cell is one summand of
/// the sum of games, worth g(⌊n/x⌋).
pub(super) fn component(x: u64, sg: u32, cell: Shape) -> Shape {
    Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "component",
            data: vec![("sg", sg.to_string()), ("x", x.to_string())],
        }),
        children: vec![cell],
    }
}

impl FlipLesson {
    /// What `step` of the walkthrough is about.
    pub(super) fn stage(&self, step: usize) -> FlipStep {
        if self.by_value {
            // No rules step: the blocks first, then one step per quotient, then the XOR.
            let cells = self.explained().len();
            return match step {
                0 => FlipStep::Blocks,
                s if s <= cells => FlipStep::Cell(s - 1),
                _ => FlipStep::Sum,
            };
        }
        let whites = self.game.white.len();
        match step {
            0 => FlipStep::Intro,
            1 => FlipStep::Blocks,
            s if s - 2 < whites => FlipStep::Cell(s - 2),
            _ => FlipStep::Sum,
        }
    }

    /// The quotients ⌊n/x⌋ whose value g the walkthrough has derived by `stage`: those of the
    /// cells explained so far (the current one included).
    pub(super) fn derived(&self, stage: FlipStep) -> BTreeSet<u64> {
        let explained = self.explained();
        let done = match stage {
            FlipStep::Intro | FlipStep::Blocks => 0,
            FlipStep::Cell(i) => i + 1,
            FlipStep::Sum => explained.len(),
        };
        explained.iter().take(done).map(|&x| self.n / x).collect()
    }

    /// The XOR of the white cells' values, written out (`3 ⊕ 1 ⊕ 2 = 0`).
    pub(super) fn xor_line(&self) -> String {
        let values = self
            .game
            .white
            .iter()
            .map(|&x| self.game.board.cell_value(x));
        format!(
            "{} = {}",
            grundy_core::text::xor_terms(values),
            self.value()
        )
    }

    /// The board as `step` shows it; `hide_answer` leaves out what the step derives (the
    /// current cell's value, the values its moves reach), for the quiz's question.
    pub(super) fn row_figure(&self, step: usize, lang: Lang, hide_answer: bool) -> Figure {
        // Rows of 15 keep a short board's text large on a projector; longer boards need 20.
        let per_row = if self.n <= 60 { 15u64 } else { 20 };
        let (cell, gap, row_pitch) = (50.0, 6.0, 128.0);
        let stage = self.stage(step);
        let whites = self.white_list();
        let current = match stage {
            FlipStep::Cell(i) => self.explained().get(i).copied(),
            _ => None,
        };
        let mut derived = self.derived(stage);
        if hide_answer {
            if let Some(c) = current {
                derived.remove(&(self.n / c));
            }
        }
        // The last step marks the winning move it names: the cells x, 2x, …, jx it flips.
        let winning = match stage {
            FlipStep::Sum => self.game.board.winning_moves(&whites).first().copied(),
            _ => None,
        };
        let mut shapes = Vec::new();
        // The two rows under the cells are headed once per board row at the left: "g(m)",
        // the cell's value, and "m", the block's ⌊n/x⌋; the numbers under the cells stay bare.
        let left = 30.0 + ROW_HEADER_W;
        let rows = self.n.div_ceil(per_row);
        for r in 0..rows {
            let py = 30.0 + r as f64 * row_pitch;
            let row_cells = r * per_row + 1..=((r + 1) * per_row).min(self.n);
            if row_cells.clone().any(|x| derived.contains(&(self.n / x))) {
                shapes.push(row_header("g(m)", py + cell + 28.0));
            }
            if !matches!(stage, FlipStep::Intro) {
                shapes.push(row_header("m", py + cell + 62.0));
            }
        }
        for x in 1..=self.n {
            let (r, c) = ((x - 1) / per_row, (x - 1) % per_row);
            let (px, py) = (left + c as f64 * (cell + gap), 30.0 + r as f64 * row_pitch);
            let white = self.game.white.contains(&x);
            let multiple_of_selected = self.selected.filter(|&s| x % s == 0);
            let class = if multiple_of_selected.is_some() {
                "cell-focus"
            } else if white {
                "cell"
            } else {
                "black-cell"
            };
            let mut children = vec![Shape::rect(px, py, cell, cell, 6.0, class)];
            // The cell the step explains stands on a highlighted band; the cells its moves
            // flip (2x, 3x, …), or the winning move's cells, get a dashed ring.
            let ring = |class| Shape::Rect {
                x: px - 4.0,
                y: py - 4.0,
                w: cell + 8.0,
                h: cell + 8.0,
                r: 8.0,
                class,
            };
            // The cells the last move flipped, in the trace's dashes just inside the cell (the
            // 6-unit gap to the next cell holds no ring of its own).
            if self.last.is_some_and(|(lx, j)| x % lx == 0 && x / lx <= j) {
                children.push(trace_group(vec![Shape::rect(
                    px + 4.0,
                    py + 4.0,
                    cell - 8.0,
                    cell - 8.0,
                    4.0,
                    "trace-ring",
                )]));
            }
            if current == Some(x) {
                // A highlighted band around the cell, as the step's rows are elsewhere: a
                // black ring was lost against a black cell.
                children.insert(
                    0,
                    Shape::rect(
                        px - 7.0,
                        py - 7.0,
                        cell + 14.0,
                        cell + 14.0,
                        10.0,
                        "row-hot",
                    ),
                );
            } else if current.is_some_and(|c| x % c == 0)
                || winning.is_some_and(|(wx, j)| x % wx == 0 && x / wx <= j)
            {
                children.push(ring("succ-ring"));
            }
            children.push(Shape::text(
                px + cell / 2.0,
                py + 33.0,
                x.to_string(),
                Anchor::Middle,
                if white || multiple_of_selected.is_some() {
                    "txt-cell"
                } else {
                    "txt-cell-inv"
                },
            ));
            // A value appears once the walkthrough has derived it (for the whole block).
            if derived.contains(&(self.n / x)) {
                children.push(Shape::Text {
                    x: px + cell / 2.0,
                    // Clear of the cell above and the block's bar below (28 px digits).
                    y: py + cell + 28.0,
                    text: self.game.board.cell_value(x).to_string(),
                    anchor: Anchor::Middle,
                    // The value the step derives stands out, else those of the white cells
                    // (the ones the sum adds).
                    class: match (stage, current) {
                        (FlipStep::Cell(_), Some(c)) if c == x => "txt-strong",
                        (FlipStep::Cell(_), Some(_)) => "txt-muted",
                        _ if white => "txt-strong",
                        _ => "txt-muted",
                    },
                });
            }
            let focused = match stage {
                FlipStep::Intro | FlipStep::Sum => white || whites.is_empty(),
                FlipStep::Blocks => false,
                FlipStep::Cell(_) => current == Some(x),
            };
            if focused {
                children = vec![Shape::focus(children)];
            }
            let mut data = vec![
                ("x", x.to_string()),
                ("white", white.to_string()),
                ("sg", self.game.board.cell_value(x).to_string()),
            ];
            if let Some(s) = multiple_of_selected {
                // It turns the x / s − 1 clickable cells before it too.
                data.extend([
                    ("move", format!("{s}:{}", x / s)),
                    ("with", format!("-{}", x / s - 1)),
                ]);
            } else if white {
                data.push(("link", format!("sel={x}")));
            }
            let cell = Shape::Group {
                class: if multiple_of_selected.is_some() || white {
                    "clickable"
                } else {
                    ""
                },
                hook: Some(Hook {
                    testid: "cell",
                    data,
                }),
                children,
            };
            shapes.push(if white {
                component(x, self.game.board.cell_value(x), cell)
            } else {
                cell
            });
        }
        if !matches!(stage, FlipStep::Intro) {
            // Brackets under runs of equal ⌊n/x⌋ (only the runs longer than one cell are
            // labelled), one group per block so that it keeps its identity from step to step.
            let current_m = current.map(|c| self.n / c);
            let mut x = 1;
            while x <= self.n {
                let m = self.n / x;
                let end = self.n / m;
                let mut a = x;
                let mut block = Vec::new();
                while a <= end {
                    let row_end = ((a - 1) / per_row + 1) * per_row;
                    let b = end.min(row_end);
                    let (r, c0, c1) = ((a - 1) / per_row, (a - 1) % per_row, (b - 1) % per_row);
                    let y = 30.0 + r as f64 * row_pitch + cell + 42.0;
                    let (x0, x1) = (
                        left + c0 as f64 * (cell + gap) + 4.0,
                        left + c1 as f64 * (cell + gap) + cell - 4.0,
                    );
                    block.push(Shape::line(x0, y, x1, y, "rule"));
                    block.push(Shape::text(
                        (x0 + x1) / 2.0,
                        y + 20.0,
                        m.to_string(),
                        Anchor::Middle,
                        "txt-muted",
                    ));
                    a = b + 1;
                }
                if matches!(stage, FlipStep::Blocks) || current_m == Some(m) {
                    block = vec![Shape::focus(block)];
                }
                shapes.push(Shape::Group {
                    class: "",
                    hook: Some(Hook {
                        testid: "",
                        data: vec![("block", m.to_string())],
                    }),
                    children: block,
                });
                x = end + 1;
            }
        }
        let mut width = (left + 30.0 + per_row.min(self.n) as f64 * (cell + gap)).max(420.0);
        let mut height = 30.0 + rows as f64 * row_pitch + 10.0;
        // The values view explains every block even when no cell is white.
        if !self.explained().is_empty() {
            // Under the board: a cell's moves and the values they reach while it is explained,
            // the XOR of the white cells at the end. The room for the larger is kept at every
            // step, so the fitted board keeps its size.
            let line = self.xor_line();
            width = width
                .max(text_width(&line, 28.0) + 60.0)
                .max(self.moves_table_width());
            match stage {
                FlipStep::Cell(_) => {
                    if let Some(x) = current {
                        shapes.push(self.moves_table(x, 30.0, height, hide_answer));
                    }
                }
                FlipStep::Sum if hide_answer || whites.is_empty() => {}
                FlipStep::Sum => shapes.push(Shape::focus(vec![Shape::text(
                    30.0,
                    height + 30.0,
                    line,
                    Anchor::Start,
                    "txt-strong",
                )])),
                FlipStep::Intro | FlipStep::Blocks => {}
            }
            height += self.moves_table_height().max(40.0);
        }
        Figure {
            width,
            height,
            title: LessonKind::FlipMultiples.title(lang).to_string(),
            shapes,
        }
    }

    /// The quotient blocks x ∈ [⌊n/(m+1)⌋ + 1, ⌊n/m⌋] of the `cells` (white, increasing) on a
    /// log axis from 1 to n, each a band with its white cells marked, labelled `m = …` where
    /// the label fits; the block of `focus` highlighted (all of them when `all_focus`). At most
    /// a few shapes per cell plus the axis's ten ticks. Returns the shapes and the width.
    pub(super) fn blocks_band(
        &self,
        cells: &[u64],
        focus: Option<u64>,
        top: f64,
        all_focus: bool,
    ) -> (Vec<Shape>, f64) {
        let (x0, span) = (40.0, 880.0);
        let top_log = (self.n as f64 + 1.0).ln();
        let px = |x: f64| x0 + span * x.ln() / top_log;
        let axis_y = top + 70.0;
        let mut shapes = vec![Shape::line(x0, axis_y, x0 + span, axis_y, "edge")];
        // Ticks at the powers of ten up to n.
        let mut p = 1u64;
        let mut k = 0u32;
        while p <= self.n {
            let x = px(p as f64);
            shapes.push(Shape::line(x, axis_y, x, axis_y + 8.0, "edge"));
            let sup = grundy_core::text::superscript(k);
            shapes.push(Shape::text(
                x,
                axis_y + 32.0,
                if k < 3 {
                    p.to_string()
                } else {
                    format!("10{sup}")
                },
                Anchor::Middle,
                "txt-muted",
            ));
            p = p.saturating_mul(10);
            k += 1;
            if p == u64::MAX {
                break;
            }
        }
        // The focus block's label is always shown; the others where they overlap no label.
        let label_span = |x: u64| {
            let m = self.n / x;
            let (lo, hi) = (self.n / (m + 1) + 1, self.n / m);
            let (a, b) = (px(lo as f64), px(hi as f64 + 1.0));
            let (mid, lw) = (
                (a.min(b - 6.0) + b) / 2.0,
                text_width(&format!("m = {m}"), 22.0),
            );
            (mid - lw / 2.0 - 8.0, mid + lw / 2.0 + 8.0)
        };
        let focus_span = focus.map(label_span);
        // One band per block (cells of a block are consecutive in increasing order).
        let mut label_end = f64::MIN;
        let mut k = 0;
        while let Some(&x) = cells.get(k) {
            let m = self.n / x;
            let (lo, hi) = (self.n / (m + 1) + 1, self.n / m);
            let members: Vec<u64> = cells[k..]
                .iter()
                .take_while(|&&c| c <= hi)
                .copied()
                .collect();
            k += members.len().max(1);
            let (a, b) = (px(lo as f64), px(hi as f64 + 1.0));
            let (a, b) = (a.min(b - 6.0), b);
            let hot = all_focus || focus.is_some_and(|f| members.contains(&f));
            let mut block = vec![Shape::rect(
                a,
                top + 26.0,
                b - a,
                30.0,
                4.0,
                if focus.is_some_and(|f| members.contains(&f)) {
                    "mult3"
                } else {
                    "mult1"
                },
            )];
            for &c in &members {
                block.push(Shape::circle(
                    px(c as f64 + 0.5).clamp(a + 3.0, b - 3.0),
                    top + 41.0,
                    6.0,
                    "token",
                ));
            }
            let label = format!("m = {m}");
            let lw = text_width(&label, 22.0);
            let mid = (a + b) / 2.0;
            let focus_label = focus.is_some_and(|f| members.contains(&f));
            let clear = mid - lw / 2.0 > label_end + 8.0
                && focus_span.is_none_or(|(fa, fb)| mid + lw / 2.0 < fa || mid - lw / 2.0 > fb);
            if focus_label || clear {
                block.push(Shape::text(
                    mid,
                    top + 16.0,
                    label,
                    Anchor::Middle,
                    "txt-small",
                ));
                label_end = mid + lw / 2.0;
            }
            shapes.push(Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "quotient-block",
                    data: vec![
                        ("m", m.to_string()),
                        ("from", lo.to_string()),
                        ("to", hi.to_string()),
                    ],
                }),
                children: if hot {
                    vec![Shape::focus(block)]
                } else {
                    block
                },
            });
        }
        (shapes, x0 + span + 60.0)
    }
}
