//! The game lab's figures: the rule's digits; the table of G values in plain rows, then in
//! rows of the period (irregular values dashed), then with the Guy–Smith window and the
//! verdict; the mex step of one heap; and the heaps in play. Every step marks what its
//! sentence is about (`data-focus`), inside groups that keep their key from step to step.

use super::{GameLabLesson, LabView, TableStep, MAX_DRAWN};
use grundy_core::figure::path::PathData;
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::games::octal::period::Period;
use grundy_core::games::octal::HeapMove;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;

mod play;
use play::{describe, play_figure};

/// A table cell's height, and its width when values have two or three digits.
const CELL: f64 = 40.0;
/// A cell's width in a table of one-digit values: Dawson's chess, period 34, then lays out a
/// period a row within 1280×800 at readable size (at 40 units a cell it opened at 157 % and
/// its last 13 columns were off the stage).
const NARROW_CELL: f64 = 34.0;
/// A cell's width in a table of values up to two digits (drawn at 20 units).
const TWO_DIGIT_CELL: f64 = 32.0;
/// Room above the table for its conclusion (the period and whether it is proven).
pub(super) const TOP: f64 = 50.0;
/// Longest period laid out one period a row; longer ones are laid out in rows of
/// [`PLAIN_ROW`].
const MAX_ROW: usize = 36;
/// Row width of the table before a period is found (and when none is short enough).
pub const PLAIN_ROW: usize = 20;
/// Shortest row of a table laid out by its period: a short period takes several a row.
const MIN_PERIOD_ROW: usize = 10;
/// Tokens drawn one by one; longer heaps are drawn as a bar.
const MAX_TOKENS: usize = 40;
/// Rows of the mex table drawn (the latest ones).
const MEX_ROWS: usize = 14;

fn title(lang: Lang) -> String {
    tr(lang, Msg::TitleGameLab).to_string()
}

/// The period and preperiod found (proven or observed).
pub fn period_of(l: &GameLabLesson) -> Option<(usize, usize)> {
    match l.period? {
        Period::Proven {
            period, preperiod, ..
        }
        | Period::Observed { period, preperiod } => Some((period, preperiod)),
        Period::None => None,
    }
}

/// The row width that lays the table out by its period (a multiple of a short period), if the
/// period is short enough to draw that way.
pub fn period_row(l: &GameLabLesson) -> Option<usize> {
    let (p, _) = period_of(l)?;
    (p <= MAX_ROW).then(|| p * MIN_PERIOD_ROW.div_ceil(p))
}

/// The row width of the table at a step: plain rows until the period is found.
pub fn row_width(l: &GameLabLesson, step: TableStep) -> usize {
    match step {
        TableStep::Rule | TableStep::Plain => PLAIN_ROW,
        TableStep::Rows | TableStep::Verdict => period_row(l).unwrap_or(PLAIN_ROW),
    }
}

/// The heaps drawn in rows of `w`: [a, b), starting at a row boundary at or before `from=`.
pub fn window(l: &GameLabLesson, w: usize) -> (usize, usize) {
    let rows = (MAX_DRAWN / w).max(1);
    let a = l.p.from / w * w;
    (a, (a + rows * w).min(l.p.n))
}

/// Whether G(n) of the preperiod differs from the value a whole number of periods later.
fn irregular(l: &GameLabLesson, n: usize) -> bool {
    let Some((p, n0)) = period_of(l) else {
        return false;
    };
    if n >= n0 {
        return false;
    }
    let k = n + (n0 - n).div_ceil(p) * p;
    k < l.values().len() && l.values()[k] != l.values()[n]
}

/// The lesson's figure at `step`.
pub fn figure(l: &GameLabLesson, step: usize, lang: Lang) -> Figure {
    match l.p.view {
        LabView::Table => match l.table_step(step) {
            TableStep::Rule => l.p.rule.rule_figure(lang),
            s => table_figure(l, s, lang),
        },
        LabView::Mex(k) => mex_figure(l, k, step, lang),
        LabView::Dag(_) => match &l.dag {
            Some((real, drawn, walk)) => {
                let caption = (real != drawn).then(|| {
                    t!(
                        lang,
                        LabDagClamped {
                            heap: real.to_string(),
                            drawn: drawn.to_string()
                        }
                    )
                });
                let t = t!(
                    lang,
                    ViewLabDag {
                        heap: drawn.to_string()
                    }
                );
                let mut f = walk.figure(step, lang, &[], &[], t, caption);
                if step + 1 == walk.step_count() {
                    // The conclusion is about the heap itself, the DAG's start.
                    walk.focus_nodes(&mut f, &walk.sources());
                }
                f
            }
            None => l.p.rule.rule_figure(lang),
        },
        LabView::Play => play_figure(l, step, lang),
    }
}

fn table_figure(l: &GameLabLesson, step: TableStep, lang: Lang) -> Figure {
    let w = row_width(l, step);
    let (a, b) = window(l, w);
    let found = period_of(l).filter(|_| step != TableStep::Plain);
    // The verdict's cells: the Guy–Smith window and the values one period later, or the
    // values seen to repeat when the period is not proven.
    let (lo, hi, p) = match (step, l.period) {
        (
            TableStep::Verdict,
            Some(Period::Proven {
                period,
                preperiod,
                window_end,
            }),
        ) => (preperiod, window_end, period),
        (TableStep::Verdict, Some(Period::Observed { preperiod, .. })) => (preperiod, l.p.n, 0),
        _ => (0, 0, 0),
    };
    // Laid out by the period, the step is about the values that break the pattern and the
    // first period (drawn blue: the step says the values repeat from there); when none of
    // them is drawn, about every cell drawn.
    let first_period = |n: usize| match found {
        Some((p, n0)) if step == TableStep::Rows => (n0..n0 + p).contains(&n),
        _ => false,
    };
    let in_rows_focus =
        |n: usize| step == TableStep::Rows && found.is_some() && irregular(l, n) || first_period(n);
    let rows_focus_drawn = (a..b).any(in_rows_focus);
    // Tables of one-digit values are drawn at the body size (read from the back of a
    // classroom), in narrow cells, with row labels as large (the smallest text sets the
    // page's zoom); wider values at the cells' small size, which fits three digits.
    let widest = l.values()[a..b].iter().max().copied().unwrap_or(0);
    let (digits, digit_y, label_class, label_size, cell_w) = match widest {
        0..=9 => ("txt", 30.0, "txt", 28.0, NARROW_CELL),
        // Two digits at the cells' small size fit a narrower cell too: 0.077's rows of 24
        // then fit 1280×800 (at 40 units its last three columns were off the stage).
        10..=99 => ("txt-cell", 27.0, "txt-muted", 20.0, TWO_DIGIT_CELL),
        _ => ("txt-cell", 27.0, "txt-muted", 20.0, CELL),
    };
    let last_label = a + (b - a - 1) / w * w;
    let label_w = (text_width(&last_label.to_string(), label_size) + 24.0).max(60.0);
    let mut shapes = Vec::new();
    let mut labels = Vec::new();
    for n in a..b {
        let (row, c) = ((n - a) / w, (n - a) % w);
        let x = label_w + c as f64 * cell_w;
        let y = TOP + row as f64 * CELL;
        if c == 0 {
            labels.push(Shape::text(
                label_w - 12.0,
                y + digit_y,
                n.to_string(),
                Anchor::End,
                label_class,
            ));
        }
        let in_window = (lo..hi).contains(&n);
        let partner = p > 0 && (lo + p..hi + p).contains(&n);
        // The window and its partners are filled; one outline (below) marks the window, so the
        // 85 cells read as one region instead of 85 thick borders run together.
        let class = if in_window || partner {
            "cell-soft"
        } else if found.is_some() && irregular(l, n) {
            "cell-hit"
        } else if first_period(n) {
            "cell-good"
        } else {
            "cell"
        };
        let focus = match step {
            TableStep::Plain => true,
            TableStep::Rows => !rows_focus_drawn || in_rows_focus(n),
            _ => in_window,
        };
        let g = l.values()[n];
        let mut data = vec![
            ("n", n.to_string()),
            ("sg", g.to_string()),
            // The mex of that heap from its first step, whichever view and step the table
            // was opened with (`view=table` would keep the table, `step=2` skip the moves).
            ("link", format!("view=mex&heap={n}&step=0")),
        ];
        if focus {
            data.push(("focus", "true".into()));
        }
        // Its accessible name: which heap, its value, and what a click shows (a screen reader
        // said only the digit).
        let label = t!(
            lang,
            LabCellLabel {
                heap: n.to_string(),
                value: g.to_string()
            }
        );
        data.push(("label", label));
        shapes.push(Shape::Group {
            class: "clickable",
            hook: Some(Hook {
                testid: "cell",
                data,
            }),
            children: vec![
                Shape::rect(x + 2.0, y + 2.0, cell_w - 4.0, CELL - 4.0, 4.0, class),
                Shape::text(
                    x + cell_w / 2.0,
                    y + digit_y,
                    g.to_string(),
                    Anchor::Middle,
                    digits,
                ),
            ],
        });
    }
    shapes.push(Shape::Group {
        class: "",
        hook: None,
        children: labels,
    });
    if lo < hi {
        shapes.push(Shape::Group {
            class: "",
            hook: None,
            children: vec![Shape::Path {
                d: range_outline(lo.max(a) - a, hi.min(b).saturating_sub(a), w, cell_w),
                dx: label_w,
                dy: TOP,
                class: "range-outline",
            }],
        });
    }
    let mut width = (label_w + w as f64 * cell_w + 20.0).max(420.0);
    if step == TableStep::Verdict {
        // The conclusion, above the table: what the last step is about.
        let caption = l.p.rule.period_caption(l.period, l.p.n, lang);
        width = width.max(text_width(&caption, 28.0) + 60.0);
        shapes.push(Shape::Group {
            class: "",
            hook: None,
            children: vec![Shape::focus(vec![Shape::text(
                30.0,
                TOP - 14.0,
                caption,
                Anchor::Start,
                "txt-strong",
            )])],
        });
    }
    let rows = (b - a).div_ceil(w);
    let mut height = TOP + rows as f64 * CELL + 20.0;
    // The last step recalls what its dashed cells are (step 3 said it), for a class that
    // lands on the conclusion.
    let dashed_drawn = found.is_some() && (a..b).any(|n| irregular(l, n));
    if let (TableStep::Verdict, true, Some((_, n0))) = (step, dashed_drawn, found) {
        let legend = t!(
            lang,
            LabLegendIrregular {
                preperiod: n0.to_string()
            }
        );
        width = width.max(text_width(&legend, label_size) + 60.0);
        shapes.push(Shape::text(
            30.0,
            height + 14.0,
            legend,
            Anchor::Start,
            label_class,
        ));
        height += label_size + 24.0;
    }
    Figure {
        width,
        height,
        title: title(lang),
        shapes,
    }
}

/// The outline, as path data in table units (origin at the first cell's corner), of the cells
/// s..e of a table laid out in rows of `w`: one closed polygon along the cells' edges, or two
/// when the range's two partial rows do not touch, for cells `cell_w` wide and [`CELL`] high.
/// Empty when the range is.
pub fn range_outline(s: usize, e: usize, w: usize, cell_w: f64) -> PathData {
    if s >= e || w == 0 {
        return PathData::default();
    }
    let (r0, c0) = (s / w, s % w);
    let (r1, c1) = ((e - 1) / w, (e - 1) % w + 1);
    let poly = |d: PathData, pts: &[(usize, usize)]| {
        let at = |(c, r): (usize, usize)| (c as f64 * cell_w, r as f64 * CELL);
        let d = d.move_to(at(pts[0]));
        pts[1..].iter().fold(d, |d, &p| d.line_to(at(p))).close()
    };
    let d = PathData::default();
    if r0 == r1 {
        poly(d, &[(c0, r0), (c1, r0), (c1, r0 + 1), (c0, r0 + 1)])
    } else if r1 == r0 + 1 && c1 <= c0 {
        // The end of one row and the start of the next: two boxes.
        let d = poly(d, &[(c0, r0), (w, r0), (w, r0 + 1), (c0, r0 + 1)]);
        poly(d, &[(0, r1), (c1, r1), (c1, r1 + 1), (0, r1 + 1)])
    } else {
        poly(
            d,
            &[
                (c0, r0),
                (w, r0),
                (w, r1),
                (c1, r1),
                (c1, r1 + 1),
                (0, r1 + 1),
                (0, r0 + 1),
                (c0, r0 + 1),
            ],
        )
    }
}

fn mex_figure(l: &GameLabLesson, k: usize, step: usize, lang: Lang) -> Figure {
    let (shown, rest) = l.mex_moves(k);
    let done = step > shown.len() + usize::from(!rest.is_empty()) || shown.is_empty();
    let visible = step.min(shown.len());
    let cols = [30.0, 190.0, 420.0];
    let mut values: Vec<u32> = shown
        .iter()
        .take(visible)
        .map(|m| l.move_value(m))
        .collect();
    if step > shown.len() {
        values.extend(rest.iter().map(|m| l.move_value(m)));
    }
    let set = super::set_text(values);
    // The heap's value on top: unknown until the mex is taken.
    let heading = if done {
        format!("G({k}) = mex{{{set}}} = {}", l.g(k))
    } else {
        format!("G({k}) = ?")
    };
    // One size at every step (the fitted figure must not rescale as rows arrive): room for
    // the final heading, every row that will show and the whole set.
    let all_values: Vec<u32> = shown.iter().chain(&rest).map(|m| l.move_value(m)).collect();
    let final_set = super::set_text(all_values);
    let final_heading = format!("G({k}) = mex{{{final_set}}} = {}", l.g(k));
    let mut width: f64 = 700.0_f64
        .max(text_width(&heading, 40.0) + 60.0)
        .max(text_width(&final_heading, 40.0) + 60.0);
    for m in &shown {
        width = width.max(cols[2] + text_width(&describe(l, m).1, 28.0) + 40.0);
    }
    let mut head_data = vec![("n", k.to_string()), ("sg", l.g(k).to_string())];
    if step == 0 || done {
        head_data.push(("focus", "true".into()));
    }
    let mut shapes = vec![Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "cell",
            data: head_data,
        }),
        children: vec![Shape::text(cols[0], TOP, heading, Anchor::Start, "txt-big")],
    }];
    let header_y = TOP + 50.0;
    for (x, msg) in cols
        .iter()
        .zip([Msg::LabMoveHeader, Msg::LabLeftHeader, Msg::LabValueHeader])
    {
        shapes.push(Shape::text(
            *x,
            header_y,
            tr(lang, msg),
            Anchor::Start,
            // As large as the rows: at 20 units they were the figure's smallest text, so the
            // page zoomed in for them and the heading ran off both sides of the stage.
            "txt",
        ));
    }
    let first = visible.saturating_sub(MEX_ROWS);
    let mut row_y = header_y + 14.0;
    let mut rows = Vec::new();
    for (i, m) in shown.iter().enumerate().take(visible).skip(first) {
        let (left, value) = describe(l, m);
        let y = row_y;
        let mut row = Vec::new();
        if i + 1 == step {
            row.push(Shape::rect(20.0, y, 660.0, 40.0, 4.0, "row-hot"));
        }
        // A move that takes nothing only splits (Grundy's game).
        let what = match m.take {
            0 => tr(lang, Msg::LabSplitMove).to_string(),
            take => format!("−{take}"),
        };
        row.push(Shape::text(cols[0], y + 30.0, what, Anchor::Start, "txt"));
        row.push(Shape::text(cols[1], y + 30.0, left, Anchor::Start, "txt"));
        row.push(Shape::text(cols[2], y + 30.0, value, Anchor::Start, "txt"));
        // The move the sentence is about: the newest row.
        rows.push(Shape::Group {
            class: "",
            hook: None,
            children: if i + 1 == step {
                vec![Shape::focus(row)]
            } else {
                row
            },
        });
        row_y += 44.0;
    }
    // The set sits under the last row the walk will show, from the first step.
    let y = header_y + 14.0 + shown.len().min(MEX_ROWS) as f64 * 44.0 + 20.0;
    let set_line = Shape::text(
        cols[0],
        y + 30.0,
        t!(lang, LabValuesReached { set: set.clone() }),
        Anchor::Start,
        "txt-strong",
    );
    let widest_set = t!(lang, LabValuesReached { set: final_set });
    width = width.max(text_width(&widest_set, 28.0) + 80.0);
    // The step that sums up the moves not shown one by one is about the whole set.
    let rest_step = !rest.is_empty() && step == shown.len() + 1;
    shapes.push(Shape::Group {
        class: "",
        hook: None,
        children: if rest_step {
            vec![Shape::focus(vec![set_line])]
        } else {
            vec![set_line]
        },
    });
    shapes.extend(rows);
    Figure {
        width,
        height: y + 60.0,
        title: title(lang),
        shapes,
    }
}
