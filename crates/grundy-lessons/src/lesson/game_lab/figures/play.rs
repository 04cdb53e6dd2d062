//! The game lab's play figure: the heaps of a sum drawn as rows of tokens, the last move
//! (the tokens it took, outlined) and the winning moves marked on them.

use super::*;
use grundy_core::figure::trace::taken_stone;
use grundy_core::t;

/// The heaps a move leaves and its value, as drawn in the mex table.
pub(super) fn describe(l: &GameLabLesson, m: &HeapMove) -> (String, String) {
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

pub(super) fn play_figure(l: &GameLabLesson, step: usize, lang: Lang) -> Figure {
    let heaps = l.heaps();
    let win = if step >= 1 { l.first_winning() } else { None };
    // The tokens the first winning move removes: (heap, first token, count).
    let removed = win.map(|w| {
        let m = w.m;
        let size = heaps.get(w.heap).copied().unwrap_or(0);
        let first = if m.right > 0 {
            m.left
        } else {
            size.saturating_sub(m.take)
        };
        // A split that takes nothing (Grundy's game) marks the token it is played on.
        (w.heap, first, m.take.max(1))
    });
    let mut shapes = Vec::new();
    let mut y = TOP - 20.0;
    // "heap 2: G(7) = 2" (was "2: 7  G = 2"); the tokens start after the widest label.
    let label = |i: usize, h: usize| {
        t!(
            lang,
            LabHeapRow {
                heap: i + 1,
                size: h,
                value: l.g(h)
            }
        )
    };
    // The widest label of this position, or of the start's longest heap at the last row (so
    // the stones stay in place from move to move).
    let longest_start = l.p.start.iter().copied().max().unwrap_or(0);
    let rows = heaps.len().max(l.p.start.len()).max(1);
    let x0 = heaps
        .iter()
        .enumerate()
        .map(|(i, &h)| text_width(&label(i, h), 28.0) + 60.0)
        .fold(
            text_width(&label(rows - 1, longest_start), 28.0) + 60.0,
            f64::max,
        )
        .max(260.0);
    let pitch = 26.0;
    for (i, &h) in heaps.iter().enumerate() {
        let mut children = vec![Shape::text(
            30.0,
            y + 26.0,
            label(i, h),
            Anchor::Start,
            "txt",
        )];
        if h <= MAX_TOKENS {
            for j in 0..h {
                let hot = removed.is_some_and(|(hh, a, c)| hh == i && (a..a + c).contains(&j));
                // A token takes the tokens from it to the heap's end when that is a move;
                // else the fewest tokens from it on that split the heap there (a hint's
                // winning split, marked on the heap's middle tokens, had to be typed: a
                // phone's student could not play it).
                let to_end = HeapMove {
                    take: h - j,
                    left: j,
                    right: 0,
                };
                let tapped = std::iter::once(to_end)
                    .chain((0..h - j).filter(|_| j > 0).map(|take| HeapMove {
                        take,
                        left: j,
                        right: h - j - take,
                    }))
                    .find(|&m| l.p.rule.is_legal(h, m));
                let legal = tapped.is_some();
                let notation = |m: HeapMove| {
                    if m.right == 0 {
                        format!("{}:{}", i + 1, m.take)
                    } else {
                        format!("{}:{}:{}", i + 1, m.take, m.left)
                    }
                };
                let circle = Shape::Circle {
                    cx: x0 + j as f64 * pitch + pitch / 2.0,
                    cy: y + 18.0,
                    r: 10.0,
                    // The winning move's tokens keep a stone's fill, so that hovering another
                    // split (which fills the tokens it takes orange) never looks like a second
                    // winning move beside it: the hint's yellow ring marks them.
                    class: if hot { "stone stone-win" } else { "stone" },
                };
                // Where the token stands (heap:place, 1-based): a hint marks the tokens a
                // winning split takes by it.
                let at = ("at", format!("{}:{}", i + 1, j + 1));
                let mut token = if legal {
                    Shape::Group {
                        class: "clickable",
                        hook: Some(Hook {
                            testid: "token",
                            data: std::iter::once((
                                "move",
                                tapped.map(notation).unwrap_or_default(),
                            ))
                            .chain(tapped.filter(|m| m.right > 0).map(|m| {
                                // A split takes this token and the next take − 1, not
                                // every token after it as a take from the end does (a
                                // split that takes nothing, Grundy's, is played on the
                                // first token of its right part: `+0`).
                                ("with", format!("+{}", m.take.saturating_sub(1)))
                            }))
                            .chain([at])
                            .collect(),
                        }),
                        children: vec![circle],
                    }
                } else {
                    // Wrapped like a clickable stone: the heavy ring marks a stone that is a
                    // direct child of a focused shape, so a bare stone in the focused row of
                    // step 0 was ringed while the clickable ones beside it were not.
                    // Its place on a group of its own inside, for the hint.
                    let placed = Shape::Group {
                        class: "",
                        hook: Some(Hook {
                            testid: "",
                            data: vec![at],
                        }),
                        children: vec![circle],
                    };
                    Shape::Group {
                        class: "",
                        hook: None,
                        children: vec![placed],
                    }
                };
                if hot {
                    // The hint: the tokens the winning move takes.
                    token.mark_focus();
                }
                children.push(token);
            }
            // The tokens the last move took, outlined where they stood after the tokens it
            // left in this heap (a split's right part is the next row).
            if let Some(m) = l.last.filter(|m| m.heap == i && m.m.left == h) {
                let gone = h..h + m.m.take;
                if gone.end <= MAX_TOKENS {
                    children.extend(
                        gone.map(|j| {
                            taken_stone(x0 + j as f64 * pitch + pitch / 2.0, y + 18.0, 10.0)
                        }),
                    );
                }
            }
        } else {
            children.push(Shape::rect(
                x0,
                y + 6.0,
                MAX_TOKENS as f64 * pitch,
                24.0,
                6.0,
                "cell-muted",
            ));
        }
        let mut data = vec![("sg", l.g(h).to_string()), ("heap", (i + 1).to_string())];
        if step == 0 {
            // The opening is about the heaps in play and their values.
            data.push(("focus", "true".into()));
        }
        shapes.push(Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "component",
                data,
            }),
            children,
        });
        y += 44.0;
    }
    let x = l.nim_sum();
    y += 10.0;
    // The nim-sum: its hook is always there, its line is drawn from its step on (or at once
    // when no heap is left, the only step).
    let mut sum_lines = Vec::new();
    if step >= 1 || heaps.is_empty() {
        let line = if heaps.is_empty() {
            tr(lang, Msg::LabNoHeapsLeft).to_string()
        } else {
            format!(
                "{} = {x}",
                grundy_core::text::xor_terms(heaps.iter().map(|&h| l.g(h)))
            )
        };
        sum_lines.push(Shape::text(
            30.0,
            y + 26.0,
            line,
            Anchor::Start,
            "txt-strong",
        ));
        if let Some(w) = win {
            // The move as the heap changes ("7 → 3 + 3"), then the sum it leaves.
            let size = heaps.get(w.heap).copied().unwrap_or(0);
            let change = format!("{size} → {}", GameLabLesson::left_text(&w.m));
            for line in [t!(lang, LabWinMove { play: change }), l.values_after(&w)] {
                y += 44.0;
                sum_lines.push(Shape::text(30.0, y + 26.0, line, Anchor::Start, "txt"));
            }
        }
    }
    let mut data = vec![("value", x.to_string())];
    if step >= 1 || heaps.is_empty() {
        data.push(("focus", "true".into()));
    }
    shapes.push(Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "nim-sum",
            data,
        }),
        children: sum_lines,
    });
    // As wide as the longest row of stones the game started with (rows only shrink), or its
    // longest line of text: a short game fills the stage instead of a corner of a 40-stone
    // width, and the stones keep their size from move to move.
    let longest = l.p.start.iter().chain(heaps).copied().max().unwrap_or(0);
    let stones = x0 + longest.min(MAX_TOKENS) as f64 * pitch + 40.0;
    let texts = grundy_core::figure::text_size::text_right_end(&shapes);
    Figure {
        width: stones.max(texts + 40.0).max(420.0),
        height: y + 50.0,
        title: title(lang),
        shapes,
    }
}
