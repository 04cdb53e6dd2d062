//! The `flip-multiples` lesson: the row of cells (drawn up to 300 cells; any n up to 10^9 is
//! computed), each white cell's value g(⌊n/x⌋) with the blocks of equal ⌊n/x⌋ marked, the mex
//! for each white cell, the XOR and the winning move, and play (`moves=X:J`; click a white
//! cell, then one of its multiples).

use super::{
    bad_format, move_error, parse_u64, parse_u64_list, play_info, split_moves, Facts, InputField,
    LessonKind, ParamError, PlayInfo, Query, Walkthrough,
};
use crate::figure::{text_width, Anchor, Figure, Hook, Shape};
use crate::games::flip_multiples::{flip, FlipBoard, FlipError};
use crate::i18n::{tr, trf, Lang, Msg, Phrase};
use std::collections::BTreeSet;

/// Most cells drawn as a row.
pub const MAX_DRAWN: u64 = 300;
/// Most white cells at the start (the judge's limit per query).
pub const MAX_WHITE: usize = 100;
/// Most white cells after any move (a move from x flips up to ⌊n/x⌋ cells).
pub const MAX_WHITE_AFTER: usize = 1_000;

/// A validated flip-multiples lesson at its current position.
pub struct FlipLesson {
    n: u64,
    start: Vec<u64>,
    white: BTreeSet<u64>,
    history: Vec<String>,
    board: FlipBoard,
    selected: Option<u64>,
}

/// Wraps a white cell in the contract's `component` hook: each white cell is one summand of
/// the sum of games, worth g(⌊n/x⌋).
fn component(x: u64, sg: u32, cell: Shape) -> Shape {
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
    /// The lesson for a link query (example: n = 12, white cells 2, 3, 5).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let n = parse_u64("n", q.get("n").unwrap_or("12"), 1, 1_000_000_000)?;
        let start = parse_u64_list(
            "white",
            q.get("white")
                .unwrap_or(if q.get("n").is_some() { "1" } else { "2,3,5" }),
            "2,3,5",
            1,
            n,
            MAX_WHITE,
        )?;
        let mut white = BTreeSet::new();
        for &c in &start {
            if !white.insert(c) {
                return Err(ParamError::new(
                    "white",
                    Msg::ExpectDistinct,
                    vec![c.to_string()],
                ));
            }
        }
        // Moves only whiten multiples of white cells, so no cell below the smallest start cell
        // is ever white: only the quotients up to n / (that cell) are needed. They are
        // computed after the moves (which do not need them), so a refused move costs nothing;
        // until then the board covers only cell n (one quotient, no work).
        let board = if n <= MAX_DRAWN {
            FlipBoard::new(n)
        } else {
            FlipBoard::covering(n, &[n])
        };
        let mut lesson = FlipLesson {
            n,
            start,
            white,
            history: Vec::new(),
            board,
            selected: None,
        };
        for (i, text) in split_moves(q.get("moves")).iter().enumerate() {
            let (x, j) = lesson
                .parse_move(text)
                .map_err(|r| move_error(i, text, r))?;
            flip(&mut lesson.white, n, (x, j), MAX_WHITE_AFTER).map_err(|e| {
                let count = match e {
                    FlipError::TooManyWhite(c) => c,
                    _ => 0,
                };
                let reason = Phrase::msg(
                    Msg::MoveWhiteCap,
                    vec![count.to_string(), MAX_WHITE_AFTER.to_string()],
                );
                move_error(i, text, reason)
            })?;
            lesson.history.push(text.clone());
        }
        if n > MAX_DRAWN {
            lesson.board = FlipBoard::covering(n, &lesson.start);
        }
        lesson.selected = match q.get("sel") {
            Some(t) => Some(parse_u64("sel", t, 1, n)?).filter(|c| lesson.white.contains(c)),
            None => None,
        };
        Ok(lesson)
    }

    fn parse_move(&self, text: &str) -> Result<(u64, u64), Phrase> {
        let bad = || bad_format(Msg::NotationFlip);
        if self.white.is_empty() {
            return Err(Phrase::msg(Msg::MoveOver, Vec::new()));
        }
        let (x, j) = text.split_once(':').ok_or_else(bad)?;
        let x: u64 = x.trim().parse().map_err(|_| bad())?;
        let j: u64 = j.trim().parse().map_err(|_| bad())?;
        if !self.white.contains(&x) {
            return Err(Phrase::msg(Msg::MoveNotWhite, vec![x.to_string()]));
        }
        if j == 0 || j > self.n / x {
            return Err(Phrase::msg(Msg::MoveTooFar, vec![(self.n / x).to_string()]));
        }
        Ok((x, j))
    }

    fn white_list(&self) -> Vec<u64> {
        self.white.iter().copied().collect()
    }

    fn value(&self) -> u32 {
        self.board.position_value(&self.white_list())
    }

    fn winning(&self) -> Vec<String> {
        self.board
            .winning_moves(&self.white_list())
            .into_iter()
            .map(|(x, j)| format!("{x}:{j}"))
            .collect()
    }

    fn row_figure(&self, step: usize, lang: Lang) -> Figure {
        let per_row = 20u64;
        let (cell, gap, row_pitch) = (50.0, 6.0, 120.0);
        let mut shapes = Vec::new();
        for x in 1..=self.n {
            let (r, c) = ((x - 1) / per_row, (x - 1) % per_row);
            let (px, py) = (30.0 + c as f64 * (cell + gap), 30.0 + r as f64 * row_pitch);
            let white = self.white.contains(&x);
            let multiple_of_selected = self.selected.filter(|&s| x % s == 0);
            let class = if multiple_of_selected.is_some() {
                "cell-focus"
            } else if white {
                "cell"
            } else {
                "black-cell"
            };
            let mut children = vec![Shape::Rect {
                x: px,
                y: py,
                w: cell,
                h: cell,
                r: 6.0,
                class,
            }];
            children.push(Shape::Text {
                x: px + cell / 2.0,
                y: py + 33.0,
                text: x.to_string(),
                anchor: Anchor::Middle,
                class: if white || multiple_of_selected.is_some() {
                    "txt-cell"
                } else {
                    "txt-cell-inv"
                },
            });
            if step >= 1 {
                children.push(Shape::Text {
                    x: px + cell / 2.0,
                    y: py + cell + 22.0,
                    text: self.board.cell_value(x).to_string(),
                    anchor: Anchor::Middle,
                    class: if white { "txt-strong" } else { "txt-muted" },
                });
            }
            let mut data = vec![
                ("x", x.to_string()),
                ("white", white.to_string()),
                ("sg", self.board.cell_value(x).to_string()),
            ];
            let mut group_class = "";
            if let Some(s) = multiple_of_selected {
                data.push(("move", format!("{s}:{}", x / s)));
                group_class = "clickable";
            } else if white {
                data.push(("link", format!("sel={x}")));
                group_class = "clickable";
            }
            let cell = Shape::Group {
                class: group_class,
                hook: Some(Hook {
                    testid: "cell",
                    data,
                }),
                children,
            };
            shapes.push(if white {
                component(x, self.board.cell_value(x), cell)
            } else {
                cell
            });
        }
        if step >= 1 {
            // Brackets under runs of equal ⌊n/x⌋ (only the runs longer than one cell are labelled).
            let mut x = 1;
            while x <= self.n {
                let m = self.n / x;
                let end = self.n / m;
                let mut a = x;
                while a <= end {
                    let row_end = ((a - 1) / per_row + 1) * per_row;
                    let b = end.min(row_end);
                    let (r, c0, c1) = ((a - 1) / per_row, (a - 1) % per_row, (b - 1) % per_row);
                    let y = 30.0 + r as f64 * row_pitch + cell + 34.0;
                    let (x0, x1) = (
                        30.0 + c0 as f64 * (cell + gap) + 4.0,
                        30.0 + c1 as f64 * (cell + gap) + cell - 4.0,
                    );
                    shapes.push(Shape::Line {
                        x1: x0,
                        y1: y,
                        x2: x1,
                        y2: y,
                        class: "rule",
                    });
                    // One-cell blocks stay unlabelled: their labels would collide, and the
                    // sentences give each white cell's m anyway.
                    if b > a {
                        shapes.push(Shape::Text {
                            x: (x0 + x1) / 2.0,
                            y: y + 20.0,
                            text: trf(lang, Msg::FlipBlockLabel, &[m.to_string()]),
                            anchor: Anchor::Middle,
                            class: "txt-muted",
                        });
                    }
                    a = b + 1;
                }
                x = end + 1;
            }
        }
        let rows = self.n.div_ceil(per_row) as f64;
        let width = 60.0 + per_row.min(self.n) as f64 * (cell + gap);
        Figure {
            width: width.max(420.0),
            height: 30.0 + rows * row_pitch + 10.0,
            title: LessonKind::FlipMultiples.title(lang).to_string(),
            shapes,
        }
    }

    fn list_figure(&self, lang: Lang) -> Figure {
        let mut shapes = vec![Shape::Text {
            x: 30.0,
            y: 40.0,
            text: trf(lang, Msg::FlipNotDrawn, &[self.n.to_string()]),
            anchor: Anchor::Start,
            class: "txt-small",
        }];
        let mut y = 84.0;
        let mut width: f64 = 600.0;
        for &x in self.white.iter().take(40) {
            let line = format!(
                "x = {x}   m = ⌊n/x⌋ = {}   g = {}",
                self.n / x,
                self.board.cell_value(x)
            );
            width = width.max(text_width(&line, 28.0) + 60.0);
            let cell = Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "cell",
                    data: vec![
                        ("x", x.to_string()),
                        ("white", "true".into()),
                        ("sg", self.board.cell_value(x).to_string()),
                    ],
                }),
                children: vec![Shape::Text {
                    x: 30.0,
                    y,
                    text: line,
                    anchor: Anchor::Start,
                    class: "txt",
                }],
            };
            shapes.push(component(x, self.board.cell_value(x), cell));
            y += 40.0;
        }
        Figure {
            width,
            height: y + 10.0,
            title: LessonKind::FlipMultiples.title(lang).to_string(),
            shapes,
        }
    }
}

impl Walkthrough for FlipLesson {
    fn step_count(&self) -> usize {
        self.white.len() + 3
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if self.n <= MAX_DRAWN {
            self.row_figure(step, lang)
        } else {
            self.list_figure(lang)
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        let whites = self.white_list();
        match step {
            0 => trf(
                lang,
                Msg::FlipIntro,
                &[
                    self.n.to_string(),
                    whites
                        .iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                ],
            ),
            1 => tr(lang, Msg::FlipBlocks).to_string(),
            s if s - 2 < whites.len() => {
                let x = whites[s - 2];
                let m = self.n / x;
                let mut options: Vec<String> = self
                    .board
                    .option_values(m)
                    .iter()
                    .map(|v| v.to_string())
                    .collect();
                if options.len() > 16 {
                    options.truncate(16);
                    options.push("…".into());
                }
                trf(
                    lang,
                    Msg::FlipCell,
                    &[
                        x.to_string(),
                        self.n.to_string(),
                        m.to_string(),
                        format!("{{{}}}", options.join(", ")),
                        self.board.cell_value(x).to_string(),
                    ],
                )
            }
            _ => {
                if whites.is_empty() {
                    return tr(lang, Msg::FlipNoWhite).to_string();
                }
                let values: Vec<String> = whites
                    .iter()
                    .map(|&x| self.board.cell_value(x).to_string())
                    .collect();
                let v = self.value();
                let mut s = trf(lang, Msg::FlipSum, &[values.join(" ⊕ "), v.to_string()]);
                s.push(' ');
                if v != 0 {
                    s.push_str(&trf(lang, Msg::SumWin, &[v.to_string()]));
                    if let Some(m) = self.winning().first() {
                        s.push(' ');
                        s.push_str(&trf(lang, Msg::FlipWinMove, std::slice::from_ref(m)));
                    }
                } else {
                    s.push_str(tr(lang, Msg::SumLose));
                }
                s
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            first_wins: Some(self.value() != 0),
            nim_sum: Some(u64::from(self.value())),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        vec![
            InputField::text("n", Msg::FieldCells, self.n),
            InputField::list("white", Msg::FieldWhite, self.start.iter()),
        ]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![
            tr(lang, Msg::FlipBlocks).to_string(),
            tr(lang, Msg::ClickFlipHint).to_string(),
        ]
    }

    fn play(&self) -> Option<PlayInfo> {
        let over = self.white.is_empty();
        let fallback = self.white.iter().next().map(|x| format!("{x}:1"));
        Some(play_info(
            Msg::NotationFlip,
            &self.history,
            over,
            !over && self.value() != 0,
            self.winning(),
            fallback,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(q: &str) -> Result<FlipLesson, ParamError> {
        FlipLesson::from_query(&Query::parse(q))
    }

    #[test]
    fn example_values_blocks_and_sentences() {
        let l = lesson("").unwrap();
        assert_eq!(l.step_count(), 6);
        let svg = l.figure(1, Lang::En).to_svg();
        assert_eq!(svg.matches(r#"data-testid="cell""#).count(), 12);
        assert_eq!(
            svg.matches(r#"data-testid="component""#).count(),
            3,
            "one per white cell"
        );
        // ⌊12/x⌋ is 2 for cells 5-6 and 1 for cells 7-12: those blocks are labelled; the
        // one-cell blocks (such as cell 2 with m = 6) are not.
        assert!(svg.contains(">m = 2<") && svg.contains(">m = 1<"));
        assert!(!svg.contains(">m = 6<"));
        assert!(l
            .sentence(2, Lang::En)
            .starts_with("Cell 2: m = ⌊12/2⌋ = 6."));
        assert_eq!(l.facts().first_wins, Some(l.value() != 0));
    }

    #[test]
    fn moves_flip_multiples_and_selection_makes_them_clickable() {
        let l = lesson("moves=2:3").unwrap();
        // 2, 4, 6 flipped: 2 turns black, 4 and 6 white.
        assert_eq!(l.white_list(), vec![3, 4, 5, 6]);
        assert!(lesson("moves=4:1")
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("cell 4 is not white"));
        assert!(lesson("moves=5:3")
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("at most ⌊n/X⌋ = 2"));
        assert!(lesson("white=2,2").is_err());
        // A move over a billion cells is refused before any cell is flipped; one that stays
        // within the cap is played on the sparse set.
        let e = lesson("n=1000000000&white=1&moves=1:1000000000")
            .err()
            .unwrap();
        assert!(e
            .message(Lang::En)
            .contains("it would leave 999999999 white cells; the lesson follows at most 1000"));
        let l = lesson("n=1000000000&white=1,2&moves=1:500,4:2").unwrap();
        // 1:500 leaves 3..=500 white (1 and 2 flip back to black); 4:2 blackens 4 and 8.
        assert_eq!(l.white.len(), 496);
        let l = lesson("sel=3").unwrap();
        let svg = l.figure(0, Lang::En).to_svg();
        assert!(
            svg.contains(r#"data-move="3:4""#),
            "cell 12 = 4 · 3 flips 3, 6, 9, 12"
        );
    }

    #[test]
    fn a_billion_cells_are_computed_and_listed_not_drawn() {
        let l = lesson("n=1000000000&white=1,2,999999999").unwrap();
        let svg = l.figure(0, Lang::En).to_svg();
        assert_eq!(svg.matches(r#"data-testid="cell""#).count(), 3);
        assert!(l.sentence(0, Lang::En).contains("Cells 1..1000000000"));
    }
}
