//! The game lab's figures: the rule's digits, the table of G values in rows of the period
//! (irregular values dashed, the Guy–Smith window highlighted), the mex step of one heap,
//! and the heaps in play.

use super::{GameLabLesson, LabView, MAX_DRAWN};
use crate::figure::{text_width, Anchor, Figure, Hook, Shape};
use crate::games::octal::period::Period;
use crate::games::octal::HeapMove;
use crate::i18n::{tr, trf, Lang, Msg};

const CELL: f64 = 46.0;
const LABEL_W: f64 = 90.0;
const TOP: f64 = 30.0;
/// Longest row: longer periods are laid out in rows of 10.
const MAX_ROW: usize = 36;
/// Tokens drawn one by one; longer heaps are drawn as a bar.
const MAX_TOKENS: usize = 40;
/// Rows of the mex table drawn (the latest ones).
const MEX_ROWS: usize = 14;

fn title(lang: Lang) -> String {
    tr(lang, Msg::TitleGameLab).to_string()
}

/// The row width of the table and whether it is the period.
pub fn row_width(l: &GameLabLesson) -> (usize, bool) {
    match l.period {
        Period::Proven { period, .. } | Period::Observed { period, .. } if period <= MAX_ROW => {
            (period, true)
        }
        _ => (10, false),
    }
}

/// The heaps drawn: [a, b), starting at a row boundary at or before `from=`.
pub fn window(l: &GameLabLesson) -> (usize, usize) {
    let (w, _) = row_width(l);
    let rows = (MAX_DRAWN / w).max(1);
    let a = l.p.from / w * w;
    (a, (a + rows * w).min(l.p.n))
}

/// Whether G(n) of the preperiod differs from the value a whole number of periods later.
fn irregular(l: &GameLabLesson, n: usize) -> bool {
    let (p, n0) = match l.period {
        Period::Proven {
            period, preperiod, ..
        }
        | Period::Observed { period, preperiod } => (period, preperiod),
        Period::None => return false,
    };
    if n >= n0 {
        return false;
    }
    let k = n + (n0 - n).div_ceil(p) * p;
    k < l.values.len() && l.values[k] != l.values[n]
}

/// The lesson's figure at `step`.
pub fn figure(l: &GameLabLesson, step: usize, lang: Lang) -> Figure {
    match l.p.view {
        LabView::Table if step == 0 => rule_figure(l, lang),
        LabView::Table => table_figure(l, step, lang),
        LabView::Mex(k) => mex_figure(l, k, step, lang),
        LabView::Dag(_) => match &l.dag {
            Some((real, drawn, walk)) => {
                let caption = (real != drawn).then(|| {
                    trf(
                        lang,
                        Msg::LabDagClamped,
                        &[real.to_string(), drawn.to_string()],
                    )
                });
                let t = trf(lang, Msg::ViewLabDag, &[drawn.to_string()]);
                walk.figure(step, lang, &[], &[], t, caption)
            }
            None => rule_figure(l, lang),
        },
        LabView::Play => play_figure(l, step, lang),
    }
}

fn text(x: f64, y: f64, t: String, anchor: Anchor, class: &'static str) -> Shape {
    Shape::Text {
        x,
        y,
        text: t,
        anchor,
        class,
    }
}

fn rule_figure(l: &GameLabLesson, lang: Lang) -> Figure {
    let r = &l.p.rules;
    let heads = [
        tr(lang, Msg::LabRuleHeader),
        tr(lang, Msg::LabLeaveNothing),
        tr(lang, Msg::LabLeaveOne),
        tr(lang, Msg::LabLeaveTwo),
    ];
    let col = 150.0;
    let mut shapes = vec![text(
        30.0,
        TOP + 10.0,
        r.code(),
        Anchor::Start,
        "txt-strong",
    )];
    let y0 = TOP + 60.0;
    for (j, h) in heads.iter().enumerate() {
        shapes.push(text(
            30.0 + j as f64 * col + col / 2.0,
            y0,
            h.to_string(),
            Anchor::Middle,
            "txt-small",
        ));
    }
    let rows: Vec<usize> = (1..=r.t()).filter(|&i| r.digit(i) != 0).take(24).collect();
    let mut y = y0 + 14.0;
    for &i in &rows {
        let d = r.digit(i);
        shapes.push(text(
            30.0 + col / 2.0,
            y + 30.0,
            format!("{i}  (d = {d})"),
            Anchor::Middle,
            "txt",
        ));
        for k in 0..3 {
            let on = d >> k & 1 == 1;
            shapes.push(Shape::Rect {
                x: 30.0 + (k + 1) as f64 * col + 10.0,
                y,
                w: col - 20.0,
                h: 40.0,
                r: 6.0,
                class: if on { "cell-good" } else { "cell-muted" },
            });
            shapes.push(text(
                30.0 + (k as f64 + 1.5) * col,
                y + 29.0,
                if on { "✓" } else { "—" }.to_string(),
                Anchor::Middle,
                if on { "txt-strong" } else { "txt-muted" },
            ));
        }
        y += 48.0;
    }
    Figure {
        width: 60.0 + 4.0 * col,
        height: y + 20.0,
        title: title(lang),
        shapes,
    }
}

fn table_figure(l: &GameLabLesson, step: usize, lang: Lang) -> Figure {
    let (w, _) = row_width(l);
    let (a, b) = window(l);
    let (lo, hi, p) = match (step, l.period) {
        (
            2,
            Period::Proven {
                period,
                preperiod,
                window_end,
            },
        ) => (preperiod, window_end, period),
        (2, Period::Observed { preperiod, .. }) => (preperiod, l.p.n, 0),
        _ => (0, 0, 0),
    };
    let mut shapes = Vec::new();
    for n in a..b {
        let (row, c) = ((n - a) / w, (n - a) % w);
        let x = LABEL_W + c as f64 * CELL;
        let y = TOP + row as f64 * CELL;
        if c == 0 {
            shapes.push(text(
                LABEL_W - 12.0,
                y + 30.0,
                n.to_string(),
                Anchor::End,
                "txt-muted",
            ));
        }
        let in_window = (lo..hi).contains(&n);
        let partner = p > 0 && (lo + p..hi + p).contains(&n);
        let class = if in_window && p > 0 {
            "cell-focus"
        } else if in_window || partner {
            "cell-good"
        } else if irregular(l, n) {
            "cell-hit"
        } else {
            "cell"
        };
        let g = l.values[n];
        let mut data = vec![
            ("n", n.to_string()),
            ("sg", g.to_string()),
            ("link", format!("heap={n}")),
        ];
        if in_window && p > 0 {
            data.push(("focus", "true".into()));
        }
        shapes.push(Shape::Group {
            class: "clickable",
            hook: Some(Hook {
                testid: "cell",
                data,
            }),
            children: vec![
                Shape::Rect {
                    x: x + 2.0,
                    y: y + 2.0,
                    w: CELL - 4.0,
                    h: CELL - 4.0,
                    r: 4.0,
                    class,
                },
                text(
                    x + CELL / 2.0,
                    y + 30.0,
                    g.to_string(),
                    Anchor::Middle,
                    "txt-cell",
                ),
            ],
        });
    }
    let rows = (b - a).div_ceil(w);
    Figure {
        width: (LABEL_W + w as f64 * CELL + 20.0).max(420.0),
        height: TOP + rows as f64 * CELL + 20.0,
        title: title(lang),
        shapes,
    }
}

fn mex_figure(l: &GameLabLesson, k: usize, step: usize, lang: Lang) -> Figure {
    let (shown, rest) = l.mex_moves(k);
    let done = step > shown.len() + usize::from(!rest.is_empty());
    let visible = step.min(shown.len());
    let cols = [30.0, 190.0, 420.0];
    let mut shapes = vec![
        text(
            cols[0],
            TOP,
            tr(lang, Msg::LabMoveHeader).into(),
            Anchor::Start,
            "txt-small",
        ),
        text(
            cols[1],
            TOP,
            tr(lang, Msg::LabLeftHeader).into(),
            Anchor::Start,
            "txt-small",
        ),
        text(
            cols[2],
            TOP,
            tr(lang, Msg::LabValueHeader).into(),
            Anchor::Start,
            "txt-small",
        ),
    ];
    let first = visible.saturating_sub(MEX_ROWS);
    let mut y = TOP + 14.0;
    let mut width: f64 = 700.0;
    for (i, m) in shown.iter().enumerate().take(visible).skip(first) {
        if i + 1 == step {
            shapes.push(Shape::Rect {
                x: 20.0,
                y,
                w: 660.0,
                h: 40.0,
                r: 4.0,
                class: "row-hot",
            });
        }
        let (left, value) = describe(l, m);
        width = width.max(cols[2] + text_width(&value, 28.0) + 40.0);
        shapes.push(text(
            cols[0],
            y + 30.0,
            format!("−{}", m.take),
            Anchor::Start,
            "txt",
        ));
        shapes.push(text(cols[1], y + 30.0, left, Anchor::Start, "txt"));
        shapes.push(text(cols[2], y + 30.0, value, Anchor::Start, "txt"));
        y += 44.0;
    }
    let mut values: Vec<u32> = shown
        .iter()
        .take(visible)
        .map(|m| l.move_value(m))
        .collect();
    if step > shown.len() {
        values.extend(rest.iter().map(|m| l.move_value(m)));
    }
    let set = super::set_text(values);
    y += 20.0;
    shapes.push(text(
        cols[0],
        y + 30.0,
        format!("{{{set}}}"),
        Anchor::Start,
        "txt-strong",
    ));
    width = width.max(text_width(&set, 28.0) + 80.0);
    if done || shown.is_empty() {
        y += 50.0;
        shapes.push(Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "cell",
                data: vec![
                    ("n", k.to_string()),
                    ("sg", l.g(k).to_string()),
                    ("focus", "true".into()),
                ],
            }),
            children: vec![text(
                cols[0],
                y + 30.0,
                format!("G({k}) = mex{{{set}}} = {}", l.g(k)),
                Anchor::Start,
                "txt-big",
            )],
        });
        y += 20.0;
    }
    Figure {
        width,
        height: y + 40.0,
        title: title(lang),
        shapes,
    }
}

/// The heaps a move leaves and its value, as drawn in the mex table.
fn describe(l: &GameLabLesson, m: &HeapMove) -> (String, String) {
    match m.heaps_left() {
        0 => ("—".into(), "0".into()),
        1 => (
            m.left.to_string(),
            format!("G({}) = {}", m.left, l.g(m.left)),
        ),
        _ => (
            format!("{} + {}", m.left, m.right),
            format!("{} ⊕ {} = {}", l.g(m.left), l.g(m.right), l.move_value(m)),
        ),
    }
}

fn play_figure(l: &GameLabLesson, step: usize, lang: Lang) -> Figure {
    let win = if step >= 1 {
        l.winning_moves().into_iter().next()
    } else {
        None
    };
    // The tokens the first winning move removes: (heap, first token, count).
    let removed = win.as_ref().and_then(|m| {
        let v: Vec<usize> = m.split(':').filter_map(|s| s.parse().ok()).collect();
        match v.as_slice() {
            [h, t] => Some((h - 1, l.heaps[h - 1] - t, *t)),
            [h, t, left] => Some((h - 1, *left, *t)),
            _ => None,
        }
    });
    let mut shapes = Vec::new();
    let mut y = TOP;
    let pitch = 26.0;
    for (i, &h) in l.heaps.iter().enumerate() {
        let g = l.g(h);
        let mut children = vec![text(
            30.0,
            y + 26.0,
            format!("{}: {h}  G = {g}", i + 1),
            Anchor::Start,
            "txt",
        )];
        let x0 = 260.0;
        if h <= MAX_TOKENS {
            for j in 0..h {
                let hot = removed.is_some_and(|(hh, a, c)| hh == i && (a..a + c).contains(&j));
                let take = h - j;
                let legal = l.p.rules.is_legal(
                    h,
                    HeapMove {
                        take,
                        left: j,
                        right: 0,
                    },
                );
                let circle = Shape::Circle {
                    cx: x0 + j as f64 * pitch + pitch / 2.0,
                    cy: y + 18.0,
                    r: 10.0,
                    class: if hot { "token" } else { "stone" },
                };
                children.push(if legal {
                    Shape::Group {
                        class: "clickable",
                        hook: Some(Hook {
                            testid: "token",
                            data: vec![("move", format!("{}:{take}", i + 1))],
                        }),
                        children: vec![circle],
                    }
                } else {
                    circle
                });
            }
        } else {
            children.push(Shape::Rect {
                x: x0,
                y: y + 6.0,
                w: MAX_TOKENS as f64 * pitch,
                h: 24.0,
                r: 6.0,
                class: "cell-muted",
            });
        }
        shapes.push(Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "component",
                data: vec![("sg", g.to_string()), ("heap", (i + 1).to_string())],
            }),
            children,
        });
        y += 44.0;
    }
    let x = l.nim_sum();
    y += 10.0;
    shapes.push(text(
        30.0,
        y + 26.0,
        format!(
            "{} = {x}",
            l.heaps
                .iter()
                .map(|&h| l.g(h).to_string())
                .collect::<Vec<_>>()
                .join(" ⊕ ")
        ),
        Anchor::Start,
        "txt-strong",
    ));
    if let Some(m) = win {
        y += 44.0;
        shapes.push(text(
            30.0,
            y + 26.0,
            trf(lang, Msg::LabWinMove, &[m]),
            Anchor::Start,
            "txt",
        ));
    }
    Figure {
        width: 300.0 + MAX_TOKENS as f64 * pitch,
        height: y + 50.0,
        title: title(lang),
        shapes,
    }
}
