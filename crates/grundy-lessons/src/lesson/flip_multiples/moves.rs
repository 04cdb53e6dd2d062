//! The flip lesson's derivation of one cell's value, drawn under the board: for each move
//! x:k, the last cell it flips (kx), that cell's value g(⌊m/k⌋), and the running XOR — the
//! value the move reaches — then the mex of those values. The sentence names the set; this
//! table shows where each of its values comes from (it was only in the sentence).

use super::FlipLesson;
use grundy_core::figure::{text_width, Anchor, Shape};

/// Moves listed one per column; a longer list ends in "…" (the mex line lists every value).
const LISTED_MOVES: u64 = 12;
/// Width of a move's column and height of a row of the table.
const COL_W: f64 = 56.0;
const ROW_H: f64 = 42.0;
/// Rows: kx, ⌊m/k⌋ (so each g used is named), g(⌊m/k⌋), ⊕ (the values reached), mex.
const ROWS: f64 = 5.0;
/// Row heads, in the sentence's notation, the same in every language.
const HEADS: [&str; 4] = ["kx", "⌊m/k⌋", "g(⌊m/k⌋)", "⊕"];
/// Extra space above the mex line (its text is larger).
const MEX_GAP: f64 = 12.0;
/// Font size of the row heads (`txt-muted` draws 20 px); the numbers are drawn at the body
/// size (`txt`, 28 px: three digits fit a column), to be read from the back of a classroom.
const PX: f64 = 20.0;

fn head_w() -> f64 {
    HEADS.iter().map(|h| text_width(h, PX)).fold(0.0, f64::max) + 24.0
}

impl FlipLesson {
    /// The height the table takes under the board (reserved at every step, so the figure
    /// keeps its size and its scale while stepping).
    pub(super) fn moves_table_height(&self) -> f64 {
        ROWS * ROW_H + MEX_GAP + 16.0
    }

    /// The widest table any step draws (reserved at every step, as its height).
    pub(super) fn moves_table_width(&self) -> f64 {
        self.explained()
            .iter()
            .map(|&x| self.table_width(x))
            .fold(0.0, f64::max)
    }

    fn table_width(&self, x: u64) -> f64 {
        let m = self.n / x;
        let columns = m.min(LISTED_MOVES + 1) as f64;
        let mex = text_width(&self.mex_line(m), 28.0);
        (head_w() + columns * COL_W).max(mex) + 60.0
    }

    /// "mex{0, 1, 2} = 3": every value the cell's moves reach, and its value.
    fn mex_line(&self, m: u64) -> String {
        format!(
            "mex{{{}}} = {}",
            self.reached_list(m, usize::MAX),
            self.game.board.value_of_quotient(m)
        )
    }

    /// The table for white cell `x`, its top-left corner at (`left`, `top`); `hide_answer`
    /// draws only the moves' cells kx (the quiz asks for what they reach).
    pub(super) fn moves_table(&self, x: u64, left: f64, top: f64, hide_answer: bool) -> Shape {
        let m = self.n / x;
        let head_w = head_w();
        let mut shapes = Vec::new();
        let baseline = |row: f64| top + row * ROW_H + 30.0;
        for (row, head) in HEADS.iter().enumerate() {
            shapes.push(Shape::text(
                left,
                baseline(row as f64),
                (*head).to_string(),
                Anchor::Start,
                "txt-muted",
            ));
        }
        let mut running = 0u32;
        for k in 1..=m.min(LISTED_MOVES) {
            let cx = left + head_w + (k - 1) as f64 * COL_W + COL_W / 2.0;
            // Move x:k flips x (its own value leaves with it) and kx for k ≥ 2, worth g(⌊m/k⌋).
            let value = (k >= 2).then(|| self.game.board.value_of_quotient(m / k));
            if let Some(v) = value {
                running ^= v;
            }
            let cells = [
                (k * x).to_string(),
                (m / k).to_string(),
                value.map_or("–".to_string(), |v| v.to_string()),
                running.to_string(),
            ];
            // The quiz shows only the moves: a quotient or a smaller g can equal the answer.
            let shown = if hide_answer { 1 } else { 4 };
            for (row, text) in cells.into_iter().enumerate().take(shown) {
                shapes.push(Shape::text(
                    cx,
                    baseline(row as f64),
                    text,
                    Anchor::Middle,
                    "txt",
                ));
            }
        }
        if m > LISTED_MOVES {
            shapes.push(Shape::text(
                left + head_w + LISTED_MOVES as f64 * COL_W + COL_W / 2.0,
                baseline(2.0),
                "…",
                Anchor::Middle,
                "txt-muted",
            ));
        }
        if hide_answer {
            return Shape::keyed("moves-of", x.to_string(), true, shapes);
        }
        shapes.push(Shape::text(
            left,
            baseline(4.0) + MEX_GAP,
            self.mex_line(m),
            Anchor::Start,
            "txt",
        ));
        Shape::keyed("moves-of", x.to_string(), true, shapes)
    }
}

#[cfg(test)]
mod tests {
    use super::super::figure::FlipStep;
    use super::*;
    use crate::lesson::{Query, Walkthrough};
    use grundy_core::figure::Figure;
    use grundy_core::i18n::Lang;
    use std::collections::BTreeSet;

    fn collect_texts(shapes: &[Shape], out: &mut Vec<(f64, f64, String)>) {
        for s in shapes {
            match s {
                Shape::Text { x, y, text, .. } => out.push((*x, *y, text.clone())),
                Shape::Group { children, .. } => collect_texts(children, out),
                _ => {}
            }
        }
    }

    /// The texts of the moves table in `fig`, row by row (by baseline); each text must stand
    /// inside the figure.
    fn table_rows(fig: &Figure) -> Vec<Vec<String>> {
        let mut rows: Vec<(f64, Vec<String>)> = Vec::new();
        for s in &fig.shapes {
            let Shape::Group {
                hook: Some(h),
                children,
                ..
            } = s
            else {
                continue;
            };
            if !h.data.iter().any(|(k, _)| *k == "moves-of") {
                continue;
            }
            let mut texts = Vec::new();
            collect_texts(children, &mut texts);
            for (x, y, t) in texts {
                let right = x + grundy_core::figure::text_width(&t, 28.0) / 2.0;
                assert!(
                    right <= fig.width,
                    "“{t}” ends at {right}, past {}",
                    fig.width
                );
                match rows.iter_mut().find(|r| (r.0 - y).abs() < 1.0) {
                    Some(r) => r.1.push(t),
                    None => rows.push((y, vec![t])),
                }
            }
        }
        rows.sort_by(|a, b| a.0.total_cmp(&b.0));
        rows.into_iter().map(|r| r.1).collect()
    }

    #[test]
    fn each_cell_step_shows_the_values_its_moves_reach_and_their_mex() {
        for q in [
            "",
            "n=30&white=1,2,7,11",
            "n=60&white=1,4",
            "view=values",
            "n=30&white=7&view=values",
            // No white cell left: the values view still explains every block.
            "n=12&white=1&moves=1:1&view=values",
        ] {
            let l = FlipLesson::from_query(&Query::parse(q)).unwrap();
            let size = (l.figure(0, Lang::En).width, l.figure(0, Lang::En).height);
            for step in 0..l.step_count() {
                let fig = l.figure(step, Lang::En);
                assert_eq!((fig.width, fig.height), size, "{q}: step {step} resized");
                let rows = table_rows(&fig);
                let FlipStep::Cell(i) = l.stage(step) else {
                    assert!(rows.is_empty(), "{q}: a table at step {step}");
                    continue;
                };
                let x = l.explained()[i];
                let m = l.n / x;
                assert_eq!(rows.len(), 5, "{q}: cell {x}: {rows:?}");
                assert_eq!(rows[0][0], "kx");
                // The kx row lists x, 2x, …; the ⊕ row is what each move reaches.
                let multiples: Vec<String> = (1..=m.min(LISTED_MOVES))
                    .map(|k| (k * x).to_string())
                    .collect();
                assert_eq!(rows[0][1..], multiples[..], "{q}: cell {x}");
                // The ⌊m/k⌋ row names the g each column uses.
                let quotients: Vec<String> = (1..=m.min(LISTED_MOVES))
                    .map(|k| (m / k).to_string())
                    .collect();
                assert_eq!(rows[1][1..], quotients[..], "{q}: cell {x}");
                let mut reached: Vec<u32> =
                    rows[3][1..].iter().map(|t| t.parse().unwrap()).collect();
                reached.sort_unstable();
                reached.dedup();
                if m <= LISTED_MOVES {
                    assert_eq!(reached, l.game.board.option_values(m), "{q}: cell {x}");
                }
                let g = l.game.board.cell_value(x);
                assert!(
                    rows[4][0].ends_with(&format!("}} = {g}")),
                    "{q}: {:?}",
                    rows[4]
                );
            }
        }
    }

    #[test]
    fn the_values_view_finds_every_g_from_the_smaller_ones_already_found() {
        for n in [1u64, 12, 30, 97, 300] {
            let l = FlipLesson::from_query(&Query::parse(&format!("n={n}&view=values"))).unwrap();
            let cells = l.explained();
            // One step per quotient ⌊n/x⌋, from 1 up, each the largest cell of its block.
            let quotients: Vec<u64> = cells.iter().map(|&x| n / x).collect();
            let mut all: Vec<u64> = (1..=n).map(|x| n / x).collect();
            all.sort_unstable();
            all.dedup();
            assert_eq!(quotients, all, "n = {n}");
            assert!(cells.iter().all(|&x| x == n || n / (x + 1) < n / x));
            assert_eq!(l.step_count(), cells.len() + 2);
            for (i, &x) in cells.iter().enumerate() {
                let m = n / x;
                let before = if i == 0 {
                    BTreeSet::new()
                } else {
                    l.derived(FlipStep::Cell(i - 1))
                };
                for k in 2..=m {
                    assert!(
                        before.contains(&(m / k)),
                        "n = {n}: g({}) before g({m})",
                        m / k
                    );
                }
            }
        }
        // A board too long to draw has one figure; an unknown view is named.
        let long = FlipLesson::from_query(&Query::parse("n=1000&view=values")).unwrap();
        assert!(long.views().is_empty() && !long.by_value);
        assert!(FlipLesson::from_query(&Query::parse("view=grid")).is_err());
    }
}
