//! The flip-multiples figure of a board too long to draw as a row: the white cells listed
//! (a window of them that holds the step's cell), each with its block of equal ⌊n/x⌋ and its
//! value once derived, then the XOR.

use super::figure::{component, FlipStep};
use super::FlipLesson;
use crate::lesson::LessonKind;
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;

impl FlipLesson {
    /// The figure of step `step` for a board listed instead of drawn.
    pub(super) fn list_figure(&self, step: usize, lang: Lang) -> Figure {
        const LISTED: usize = 40;
        let stage = self.stage(step);
        let derived = self.derived(stage);
        // Why the row is listed, wrapped within the narrowest figure (one line of it ran
        // 460 units past the right edge and was cut mid-word).
        const HEADER_WIDTH: f64 = 600.0;
        let header = t!(
            lang,
            FlipNotDrawn {
                n: self.n.to_string()
            }
        );
        let header_lines = grundy_core::figure::caption::wrap(&header, 20.0, HEADER_WIDTH);
        let drop = 26.0 * header_lines.len().saturating_sub(1) as f64;
        let mut shapes: Vec<Shape> = (header_lines.into_iter().enumerate())
            .map(|(i, line)| Shape::Text {
                x: 30.0,
                y: 40.0 + 26.0 * i as f64,
                text: line,
                anchor: Anchor::Start,
                class: "txt-small",
            })
            .collect();
        let mut width: f64 = HEADER_WIDTH + 60.0;
        // A window of the white cells that always holds the one being explained.
        let first = match stage {
            FlipStep::Cell(i) => i
                .saturating_sub(LISTED / 2)
                .min(self.game.white.len().saturating_sub(LISTED)),
            _ => 0,
        };
        // From the blocks step on, the listed cells' quotient blocks drawn on a log axis.
        let mut y = 84.0 + drop;
        if step >= 1 {
            let listed: Vec<u64> = self
                .game
                .white
                .iter()
                .skip(first)
                .take(LISTED)
                .copied()
                .collect();
            let focus = match stage {
                FlipStep::Cell(c) => self.game.white.iter().nth(c).copied(),
                _ => None,
            };
            let (band, w) = self.blocks_band(&listed, focus, y, step == 1);
            shapes.extend(band);
            width = width.max(w);
            y += 140.0;
        }
        for (i, &x) in self.game.white.iter().enumerate().skip(first).take(LISTED) {
            let m = self.n / x;
            // m is named from the blocks step on, g once derived.
            let mut line = format!("x = {x}");
            if step >= 1 {
                // The quotient block: every cell of it has the same m, hence the same value.
                let (lo, hi) = (self.n / (m + 1) + 1, self.n / m);
                line.push_str(&format!(" · m = ⌊n/x⌋ = {m} · x ∈ [{lo}, {hi}]"));
            }
            if derived.contains(&m) {
                line.push_str(&format!(" · g = {}", self.game.board.cell_value(x)));
            }
            width = width.max(text_width(&line, 28.0) + 60.0);
            let text = Shape::text(30.0, y, line, Anchor::Start, "txt");
            let focused = match stage {
                FlipStep::Intro | FlipStep::Blocks => true,
                FlipStep::Cell(c) => c == i,
                FlipStep::Sum => false,
            };
            let cell = Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "cell",
                    data: vec![
                        ("x", x.to_string()),
                        ("white", "true".into()),
                        ("sg", self.game.board.cell_value(x).to_string()),
                    ],
                }),
                children: vec![if focused {
                    Shape::focus(vec![text])
                } else {
                    text
                }],
            };
            shapes.push(component(x, self.game.board.cell_value(x), cell));
            y += 40.0;
        }
        if matches!(stage, FlipStep::Sum) {
            let line = if self.game.white.is_empty() {
                tr(lang, Msg::FlipNoWhite).to_string()
            } else {
                self.xor_line()
            };
            width = width.max(text_width(&line, 28.0) + 60.0);
            shapes.push(Shape::focus(vec![Shape::text(
                30.0,
                y + 10.0,
                line,
                Anchor::Start,
                "txt-strong",
            )]));
            y += 50.0;
        }
        Figure {
            width,
            height: y + 10.0,
            title: LessonKind::FlipMultiples.title(lang).to_string(),
            shapes,
        }
    }
}
