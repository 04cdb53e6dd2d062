//! The figure of a long end-piles row (more than `TABLE_PILES` piles, up to 1,000): the row
//! drawn as a window of piles around the step's stretch with the gaps marked "…", and a window
//! of the DP table (the stretches starting at piles 2–4, ending near the step's prefix), so
//! a step draws a few dozen shapes whatever the row's length.

use super::{
    gone_pile, pile_shapes, taken_ring, EndPilesLesson, LessonKind, Walkthrough, LONG_ROWS,
};
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::sort::StableSort;

/// Columns of the table window (stretch ends shown up to the step's prefix end).
const COLUMNS: usize = 4;

/// The figure of step `step` of a long row (the row has at least two piles).
pub(super) fn figure(l: &EndPilesLesson, step: usize, lang: Lang) -> Figure {
    let row = &l.game.row;
    let n = row.len();
    let m = n.saturating_sub(1);
    let verdict = step + 1 == l.step_count();
    // The step's prefix of the rest (0-based end within the rest), if it fills one.
    let current = step
        .checked_sub(1)
        .and_then(|k| l.intervals.get(k))
        .copied();
    // The last stretch end whose values are known: the sweep fills stretches by length, so a
    // step on the prefix ..j has filled every stretch of its length or shorter.
    let filled_len = match current {
        Some((_, j)) => j + 1,
        None if verdict => m,
        None => 0,
    };
    // Piles shown (0-based in the row): the first ones, the ones around the prefix's end, the
    // last one.
    let end = match current {
        Some((_, j)) => j + 1,
        None if verdict => n - 1,
        None => 3,
    };
    let mut shown: Vec<usize> = vec![0, 1, 2, end.saturating_sub(1), end, end + 1, n - 1];
    shown.retain(|&k| k < n);
    shown.stable_sort();
    shown.dedup();
    // The last move's trace, as in a short row: the end pile it took from ringed, or a dashed
    // box where the pile it emptied stood.
    let gone = l.last.filter(|&(_, emptied)| emptied).map(|(m, _)| m);
    let traced =
        (l.last.filter(|&(_, emptied)| !emptied)).map(|(m, _)| if m.from_left { 0 } else { n - 1 });
    let widest = shown
        .iter()
        .filter_map(|&k| row.get(k))
        .chain(gone.as_ref().map(|m| &m.take))
        .map(|v| text_width(&v.to_string(), 28.0))
        .fold(48.0, f64::max)
        + 24.0;
    let gap = 44.0;
    let mut shapes = Vec::new();
    let mut x = 30.0;
    if let Some(m) = gone.filter(|m| m.from_left) {
        shapes.push(gone_pile(x, widest, m.take));
        x += widest + 10.0;
    }
    let mut prev: Option<usize> = None;
    let mut span: Option<(f64, f64)> = None;
    for &k in &shown {
        if prev.is_some_and(|p| k > p + 1) {
            shapes.push(Shape::text(
                x + gap / 2.0 - 5.0,
                70.0,
                "…",
                Anchor::Middle,
                "txt",
            ));
            x += gap;
        }
        prev = Some(k);
        let v = row.get(k).copied().unwrap_or(0);
        let in_focus = current.is_some_and(|(_, j)| k >= 1 && k <= j + 1);
        if in_focus {
            span = Some((span.map_or(x, |s| s.0), x + widest));
        }
        let class = if k == 0 && verdict {
            "cell-hit"
        } else if in_focus {
            "cell-focus"
        } else {
            "cell"
        };
        let pile = pile_shapes(x, widest, v, k, class);
        if traced == Some(k) {
            shapes.push(taken_ring(x, widest));
        }
        shapes.push(Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "pile",
                data: vec![("index", (k + 1).to_string()), ("size", v.to_string())],
            }),
            children: if (k == 0 && verdict) || in_focus {
                vec![Shape::focus(pile)]
            } else {
                pile
            },
        });
        x += widest + 10.0;
    }
    if let Some(m) = gone.filter(|m| !m.from_left) {
        shapes.push(gone_pile(x, widest, m.take));
        x += widest + 10.0;
    }
    let row_w = x + 30.0;
    // The step's stretch under the row: a bracket from pile 2 to the prefix's end.
    if let (Some((x1, x2)), Some((_, j))) = (span, current) {
        shapes.push(Shape::line(x1, 124.0, x2, 124.0, "edge-hot"));
        shapes.push(Shape::Text {
            x: (x1 + x2) / 2.0,
            y: 146.0,
            // A range as each language's sentences write it (第 2～4 堆).
            text: match lang {
                Lang::Zh => format!("2～{}", j + 2),
                _ => format!("2..{}", j + 2),
            },
            anchor: Anchor::Middle,
            class: "txt-small",
        });
    }
    // The table window: stretches i..=c of the rest, i < LONG_ROWS, c in the last COLUMNS
    // ends up to the prefix's end.
    let last = filled_len.max(COLUMNS).min(m).saturating_sub(1);
    let first = (last + 1).saturating_sub(COLUMNS);
    let cols: Vec<usize> = (first..=last).collect();
    let rows = LONG_ROWS.min(m);
    let cell_w = cols
        .iter()
        .flat_map(|&c| (0..rows).map(move |i| (i, c)))
        .map(|(i, c)| {
            text_width(
                &format!("{} | {}", l.table.left(i, c), l.table.right(i, c)),
                22.0,
            )
        })
        .fold(90.0, f64::max)
        + 24.0;
    let (tx, ty) = (80.0, 200.0);
    shapes.push(Shape::keyed(
        "dp-head",
        String::new(),
        step == 0,
        vec![Shape::text(
            tx,
            ty - 20.0,
            tr(lang, Msg::EndsTableHead),
            Anchor::Start,
            "txt-small",
        )],
    ));
    for (k, &c) in cols.iter().enumerate() {
        shapes.push(Shape::text(
            tx + k as f64 * cell_w + (cell_w - super::DP_GAP) / 2.0,
            ty + 4.0,
            format!("j = {}", c + 2),
            Anchor::Middle,
            "txt-muted",
        ));
    }
    for i in 0..rows {
        shapes.push(Shape::text(
            tx - 10.0,
            ty + 48.0 + i as f64 * super::DP_PITCH,
            format!("i = {}", i + 2),
            Anchor::End,
            "txt-muted",
        ));
    }
    // The cells the step reads (as in the full table) and, at the verdict, the rest's value.
    let read: Vec<(usize, usize)> = match current {
        Some((i, j)) if i < j => vec![(i, j - 1), (i + 1, j)],
        None if verdict => vec![(0, m - 1)],
        _ => Vec::new(),
    };
    let dp = super::DpStep {
        table: &l.table,
        current,
        read: &read,
        verdict,
        cell_w,
    };
    for (k, &c) in cols.iter().enumerate() {
        for i in 0..rows.min(c + 1) {
            let (x, y) = (
                tx + k as f64 * cell_w,
                ty + 20.0 + i as f64 * super::DP_PITCH,
            );
            shapes.push(dp.cell((i, c), x, y, c - i < filled_len));
        }
    }
    let width = row_w.max(tx + cols.len() as f64 * cell_w + 40.0).max(400.0);
    Figure {
        width,
        height: ty + 38.0 + rows as f64 * super::DP_PITCH,
        title: LessonKind::EndPiles.title(lang).to_string(),
        shapes,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{EndPilesLesson, Query};
    use crate::lesson::{ParamError, Walkthrough};
    use grundy_core::games::end_piles::{first_wins, EndPilesTable};
    use grundy_core::i18n::Lang;

    fn lesson(q: &str) -> Result<EndPilesLesson, ParamError> {
        EndPilesLesson::from_query(&Query::parse(q))
    }

    fn long_row(n: usize, seed: u64) -> String {
        let mut r = grundy_core::rng::Rng::from_state(seed);
        let piles: Vec<String> = (0..n).map(|_| (1 + r.below(9)).to_string()).collect();
        format!("piles={}", piles.join(","))
    }

    #[test]
    fn a_long_row_steps_through_prefixes_with_the_full_tables_values() {
        use crate::lesson::teaching::{assert_readable, assert_teaches};
        for (n, seed) in [(13, 7), (14, 99), (40, 5), (1_000, 3)] {
            let q = long_row(n, seed);
            let l = lesson(&q).unwrap();
            assert!(l.long && l.step_count() <= 30, "{n}: {}", l.step_count());
            assert_eq!(l.facts().first_wins, Some(first_wins(&l.game.row)));
            assert_teaches(&l, &q);
            assert_readable(&l, &q);
            if n > 100 {
                continue;
            }
            // Each step's sentence states what the full table (tested against exhaustive
            // search) holds for its prefix.
            let full = EndPilesTable::new(&l.game.row[1..]);
            for (k, &(i, j)) in l.intervals.iter().enumerate() {
                let s = l.sentence(k + 1, Lang::En);
                assert!(s.contains(&full.left(i, j).to_string()), "{n} {s}");
                assert_eq!(l.table.left(i, j), full.left(i, j));
                assert_eq!(l.table.right(i, j), full.right(i, j));
                if i < j {
                    assert_eq!(l.table.right(i + 1, j), full.right(i + 1, j));
                }
            }
        }
        // Play goes on in a long row: the computer's answer is a legal move.
        let q = long_row(1_000, 11);
        let p = lesson(&q).unwrap().play().unwrap();
        let next = format!("{q}&moves={}", p.computer_move.unwrap());
        assert!(lesson(&next).unwrap().game.row.len() >= 999);
        assert!(lesson(&long_row(1_001, 1)).is_err());
    }
}
