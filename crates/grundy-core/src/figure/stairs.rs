//! The staircase of staircase Nim: treads rising from the floor (step 0) to step n, each with
//! its stones. Odd steps, the ones that enter the XOR, are drawn solid blue; even steps are
//! muted. Clicking a stone moves it and every stone above it one step down; the stones the
//! last move carried off a step are drawn there as dashed outlines, and ringed where they
//! arrived.

use super::trace::{taken_stone, trace_group};
use super::{Anchor, Hook, Shape};

const TREAD_H: f64 = 24.0;
const STONE: f64 = 22.0;
const PER_ROW: u64 = 4;
const MAX_DRAWN: u64 = 12;

/// The staircase's shapes, their width and height. `floor` labels step 0; `clickable`
/// puts a move (`STEP:COUNT`) on every drawn stone; `gone` is the last move's (index into
/// `steps`, stones it carried down), whose stones are outlined where they stood.
pub fn stairs(
    steps: &[u64],
    floor: &str,
    clickable: bool,
    gone: Option<(usize, u64)>,
) -> (Vec<Shape>, f64, f64) {
    let n = steps.len();
    let gone_from = |i: usize| gone.filter(|&(g, _)| g == i).map_or(0, |(_, c)| c);
    let tread_w = (PER_ROW as f64 * STONE + 24.0).max(100.0);
    let stone_rows = steps
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            a.saturating_add(gone_from(i))
                .min(MAX_DRAWN)
                .div_ceil(PER_ROW)
        })
        .max()
        .unwrap_or(0) as f64;
    let top_room = stone_rows * STONE + 30.0;
    let base = top_room + n as f64 * TREAD_H + 10.0;
    let x0 = 30.0;
    let floor_w = 90.0;
    let mut shapes = vec![
        Shape::rect(x0, base - 6.0, floor_w, 6.0, 0.0, "rule-block"),
        Shape::text(
            x0 + floor_w / 2.0,
            base + 26.0,
            floor.to_string(),
            Anchor::Middle,
            "txt-muted",
        ),
    ];
    for (i, &a) in steps.iter().enumerate() {
        let step = i + 1;
        let odd = step % 2 == 1;
        let x = x0 + floor_w + i as f64 * tread_w;
        let top = base - step as f64 * TREAD_H;
        shapes.push(Shape::rect(
            x,
            top,
            tread_w,
            base - top,
            0.0,
            if odd { "step-odd" } else { "step-even" },
        ));
        shapes.push(Shape::text(
            x + tread_w / 2.0,
            base + 26.0,
            step.to_string(),
            Anchor::Middle,
            if odd { "txt-strong" } else { "txt-muted" },
        ));
        let drawn = a.min(MAX_DRAWN);
        // The place of stone s (0 = lowest): rows fill from the tread up.
        let place = |s: u64| {
            let (row, col) = (s / PER_ROW, s % PER_ROW);
            (
                x + 12.0 + STONE / 2.0 + col as f64 * STONE,
                top - STONE / 2.0 - 2.0 - row as f64 * STONE,
            )
        };
        // One group per step, the stones in order from the lowest, so that the page can
        // preview a click on every stone it moves (the stones after it: `~` in the stylesheet).
        let mut pile = Vec::new();
        for s in 0..drawn {
            let (cx, cy) = place(s);
            let stone = Shape::circle(cx, cy, 9.0, if odd { "stone" } else { "stone-muted" });
            if clickable && a <= MAX_DRAWN {
                // Stone s moves down together with every stone above it.
                pile.push(Shape::Group {
                    class: "clickable",
                    hook: Some(Hook {
                        testid: "stair-stone",
                        data: vec![("move", format!("{step}:{}", a - s))],
                    }),
                    children: vec![stone],
                });
            } else {
                pile.push(stone);
            }
        }
        let gone_here = gone_from(i);
        let outlined = gone_here > 0 && a.saturating_add(gone_here) <= MAX_DRAWN;
        if outlined {
            pile.extend((a..a + gone_here).map(|s| {
                let (cx, cy) = place(s);
                taken_stone(cx, cy, 9.0)
            }));
        }
        if !pile.is_empty() {
            shapes.push(Shape::Group {
                class: "",
                hook: None,
                children: pile,
            });
        }
        // The stones the last move brought down onto this step: the top ones, ringed.
        let arrived = gone
            .filter(|&(g, _)| g == i + 1)
            .map_or(0, |(_, c)| c.min(a));
        if arrived > 0 && a <= MAX_DRAWN {
            let rings = (a - arrived..a).map(|s| {
                let (cx, cy) = place(s);
                Shape::circle(cx, cy, 10.0, "trace-ring")
            });
            shapes.push(trace_group(rings.collect()));
        }
        // An empty step says 0, unless the outlines of the stones that just left show it.
        if a > MAX_DRAWN || (a == 0 && !outlined) {
            let y = top
                - if a == 0 {
                    10.0
                } else {
                    stone_rows * STONE + 8.0
                };
            shapes.push(Shape::text(
                x + tread_w / 2.0,
                y,
                if a == 0 { "0".into() } else { format!("×{a}") },
                Anchor::Middle,
                "txt-small",
            ));
        }
    }
    let width = x0 + floor_w + n as f64 * tread_w + 30.0;
    (shapes, width, base + 40.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG of a clickable staircase of `steps`, the last move's trace `gone`.
    fn svg_of(steps: &[u64], gone: Option<(usize, u64)>) -> String {
        let (shapes, width, height) = stairs(steps, "floor", true, gone);
        crate::figure::Figure {
            width,
            height,
            title: "t".into(),
            shapes,
        }
        .to_svg()
    }

    #[test]
    fn stones_are_clickable_and_move_the_stones_above_them_too() {
        let svg = svg_of(&[3, 1], None);
        assert_eq!(svg.matches(r#"data-testid="stair-stone""#).count(), 4);
        assert!(
            svg.contains(r#"data-move="1:3""#),
            "the lowest stone of step 1 takes all three"
        );
        assert!(svg.contains(r#"data-move="1:1""#));
        assert!(svg.contains(r#"data-move="2:1""#));
        assert_eq!(svg.matches(r#"class="step-odd""#).count(), 1);
        assert!(!svg.contains("taken-stone"), "no move played, no trace");
    }

    #[test]
    fn the_stones_a_move_carried_down_are_outlined_where_they_stood() {
        // Step 2 had 3 stones and sent 2 down: one stone left, two outlines above it.
        let svg = svg_of(&[3, 1], Some((1, 2)));
        assert_eq!(svg.matches(r#"data-testid="taken-stone""#).count(), 2);
        assert_eq!(svg.matches(r#"class="stone-gone""#).count(), 2);
        // They arrived on step 1, whose top two stones are ringed.
        assert_eq!(svg.matches(r#"class="trace-ring""#).count(), 2);
        // Stones 2 and 3 of step 1 (the first stone of the row sits at x = 143).
        assert!(svg.contains(
            r#"<circle cx="165" cy="73" r="10" class="trace-ring"/><circle cx="187" cy="73""#
        ));
        // Stones carried from step 1 reach the floor, which draws no stones: no ring.
        assert_eq!(
            svg_of(&[3, 1], Some((0, 2)))
                .matches(r#"class="trace-ring""#)
                .count(),
            0
        );
    }
}
