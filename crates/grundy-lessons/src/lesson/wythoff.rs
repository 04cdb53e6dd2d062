//! The `wythoff` lesson: the board with its cold pairs and the token's queen moves, the cold
//! pairs built by the mex rule next to ⌊kφ⌋ and ⌊kφ²⌋, the exact verdict up to 10^18, and play
//! (`moves=TAKE_A:TAKE_B`).

use super::{
    boxed, parse_u64, play_info, replay_keeping_last, Facts, InputField, Lesson, LessonKind, Param,
    ParamError, PlayInfo, Query, Walkthrough,
};
use grundy_core::figure::trace::moved_piece;
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::games::wythoff::{
    cold_pair, first_wins, floor_k_phi, winning_moves, WythoffGame, WythoffMove,
};
use grundy_core::games::Game;
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::{phrase, t};

/// Where the pair table's last column ends, from the table's left edge.
const TABLE_COLUMNS_END: f64 = 404.0;
/// The figure's width right of the board: the pair table (its frame ends 10 + 8 + 404 units
/// past the board) and a margin, the same at every step (the last step's was 2 units short of
/// the frame's border, which looked cut off).
const TABLE_RIGHT: f64 = 444.0;
/// Largest pile drawn on the board.
pub const MAX_DRAWN: u64 = 24;
const LIMIT: u64 = 1_000_000_000_000_000_000;

/// A board cell's side: about 400 units for the whole board (an 8×8 board is projected
/// large), never under 30 (the cells are click targets).
fn cell_size(side: u64) -> f64 {
    (400.0 / side as f64).clamp(30.0, 48.0)
}

/// A validated Wythoff lesson at its current position.
pub struct WythoffLesson {
    start: (u64, u64),
    game: WythoffGame,
    /// The position before the first move (for the review).
    start_game: WythoffGame,
    history: Vec<String>,
    /// The last move played, traced on the board from where the token stood.
    last: Option<WythoffMove>,
    /// Cold pairs the walkthrough builds: those with a cell on the drawn board (bₖ below its
    /// side).
    pairs: u64,
}

/// The `wythoff` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "wythoff",
    title: Msg::TitleWythoff,
    summary: Msg::SummaryWythoff,
    params: &[
        Param::with("a", "3"),
        Param::with("b", "5"),
        Param::optional("moves"),
    ],
    views: &[],
    build: |q| WythoffLesson::from_query(q).map(boxed),
};

impl WythoffLesson {
    /// The lesson for a link query (example: a = 3, b = 5).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let a = parse_u64("a", q.get("a").unwrap_or("3"), 0, LIMIT)?;
        let b = parse_u64("b", q.get("b").unwrap_or("5"), 0, LIMIT)?;
        let mut game = WythoffGame { a, b };
        let start_game = game;
        let (history, last) = replay_keeping_last(&mut game, q.get("moves"))?;
        let mut l = WythoffLesson {
            start: (a, b),
            game,
            start_game,
            history,
            last,
            pairs: 0,
        };
        let side = l.board_side();
        l.pairs = (0..)
            .take_while(|&k| side.is_some_and(|s| cold_pair(k).1 < u128::from(s)))
            .count() as u64;
        Ok(l)
    }

    /// The board's side when it is drawn (piles small enough).
    fn board_side(&self) -> Option<u64> {
        let m = self
            .game
            .a
            .max(self.game.b)
            .max(self.start.0)
            .max(self.start.1);
        (m <= MAX_DRAWN).then_some((m + 2).max(8))
    }

    /// The board with the first `shown_pairs` cold pairs; the cold pairs of `hot_pairs` and
    /// the token (when `token_in_focus`) are marked as what the step is about.
    fn board(&self, shown_pairs: u64, hot_pairs: &[u64], token_in_focus: bool) -> Vec<Shape> {
        let Some(side) = self.board_side() else {
            return Vec::new();
        };
        let cell = cell_size(side);
        let (x0, y0) = (60.0, 30.0);
        let y_of = |b: u64| y0 + (side - 1 - b) as f64 * cell;
        let x_of = |a: u64| x0 + a as f64 * cell;
        let mut shapes = Vec::new();
        let hot: Vec<(u64, u64)> = hot_pairs
            .iter()
            .filter(|&&k| k < shown_pairs)
            .flat_map(|&k| {
                let (a, b) = cold_pair(k);
                [(a as u64, b as u64), (b as u64, a as u64)]
            })
            .collect();
        let cold: Vec<(u64, u64)> = (0..shown_pairs)
            .flat_map(|k| {
                let (a, b) = cold_pair(k);
                [(a as u64, b as u64), (b as u64, a as u64)]
            })
            .collect();
        let moves: Vec<(u64, u64, String)> = self
            .legal_moves()
            .into_iter()
            .map(|m| {
                (
                    self.game.a - m.from_a,
                    self.game.b - m.from_b,
                    self.game.format_move(&m),
                )
            })
            .collect();
        let mut rings = Vec::new();
        for b in 0..side {
            for a in 0..side {
                let is_cold = cold.contains(&(a, b));
                let on_ray = moves.iter().find(|(x, y, _)| *x == a && *y == b);
                let class = if is_cold {
                    "node-p"
                } else if on_ray.is_some() {
                    "cell-good"
                } else {
                    "cell"
                };
                let rect = Shape::Rect {
                    x: x_of(a) + 1.0,
                    y: y_of(b) + 1.0,
                    w: cell - 2.0,
                    h: cell - 2.0,
                    r: 3.0,
                    class,
                };
                let cell_shape = match on_ray {
                    Some((_, _, m)) => Shape::Group {
                        class: "clickable",
                        hook: Some(Hook {
                            testid: "board-cell",
                            data: vec![
                                ("a", a.to_string()),
                                ("b", b.to_string()),
                                ("move", m.clone()),
                            ],
                        }),
                        children: vec![rect],
                    },
                    None => rect,
                };
                if hot.contains(&(a, b)) {
                    // A ring over the cell, drawn after the board, so that every cell keeps
                    // its place (and its identity) from step to step.
                    rings.push(Shape::Rect {
                        x: x_of(a) - 1.0,
                        y: y_of(b) - 1.0,
                        w: cell + 2.0,
                        h: cell + 2.0,
                        r: 4.0,
                        class: "focus-ring",
                    });
                }
                shapes.push(cell_shape);
            }
        }
        for v in 0..side {
            shapes.push(Shape::Text {
                x: x_of(v) + cell / 2.0,
                y: y_of(0) + cell + 20.0,
                text: v.to_string(),
                anchor: Anchor::Middle,
                class: "txt-muted",
            });
            shapes.push(Shape::Text {
                x: x0 - 8.0,
                y: y_of(v) + cell / 2.0 + 7.0,
                text: v.to_string(),
                anchor: Anchor::End,
                class: "txt-muted",
            });
        }
        shapes.push(Shape::Text {
            x: x_of(side) - 4.0,
            y: y_of(0) + cell + 44.0,
            text: "a →".into(),
            anchor: Anchor::End,
            class: "txt-small",
        });
        shapes.push(Shape::Text {
            x: 12.0,
            y: y0 - 8.0,
            text: "b ↑".into(),
            anchor: Anchor::Start,
            class: "txt-small",
        });
        // The token, a queen, at (a, b).
        let (cx, cy) = (
            x_of(self.game.a) + cell / 2.0,
            y_of(self.game.b) + cell / 2.0,
        );
        let mut token = Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "token",
                data: vec![
                    ("a", self.game.a.to_string()),
                    ("b", self.game.b.to_string()),
                ],
            }),
            children: vec![Shape::Circle {
                cx,
                cy,
                r: cell * 0.36,
                class: "token",
            }],
        };
        if !rings.is_empty() {
            shapes.push(Shape::focus(rings));
        }
        if let Some(m) = self.last {
            let (a, b) = (self.game.a + m.from_a, self.game.b + m.from_b);
            if a < side && b < side {
                let from = (x_of(a) + cell / 2.0, y_of(b) + cell / 2.0);
                shapes.push(moved_piece(from, (cx, cy), cell * 0.36));
            }
        }
        if token_in_focus {
            token.mark_focus();
        }
        shapes.push(token);
        shapes
    }

    fn legal_moves(&self) -> Vec<WythoffMove> {
        self.game.legal_moves()
    }

    /// The table's rows: cold pairs 0..`upto`, then, when the token's difference `k` is past
    /// them, a "⋮" row (`None`) unless `k` is the next pair, and pair `k` itself.
    fn table_rows(upto: u64, k: Option<u64>) -> Vec<Option<u64>> {
        let mut rows: Vec<Option<u64>> = (0..upto).map(Some).collect();
        if let Some(k) = k.filter(|&k| upto > 0 && k >= upto) {
            if k > upto {
                rows.push(None);
            }
            rows.push(Some(k));
        }
        rows
    }

    /// The table of cold pairs, one per row of `rows` (`None`: the gap "⋮"); pair `hot` is in
    /// focus.
    fn pair_table(&self, rows: &[Option<u64>], x0: f64, hot: Option<u64>) -> Vec<Shape> {
        // Right-aligned columns: k, a_k (mex), b_k, then ⌊kφ⌋ and ⌊kφ²⌋ to compare with. The
        // headers are as large as the numbers (they are read from the back of a room), so the
        // two floor columns, whose headers are widest, are wider.
        let heads = ["k", "aₖ", "bₖ", "⌊kφ⌋", "⌊kφ²⌋"];
        let col_end = [76.0, 152.0, 228.0, 316.0, TABLE_COLUMNS_END];
        // Headers over no row say nothing yet: the table appears with its first cold pair
        // (the figure's size does not depend on it).
        if rows.is_empty() {
            return Vec::new();
        }
        let mut shapes: Vec<Shape> = heads
            .iter()
            .enumerate()
            .map(|(c, h)| Shape::Text {
                x: x0 + col_end[c],
                y: 50.0,
                text: (*h).to_string(),
                anchor: Anchor::End,
                class: "txt",
            })
            .collect();
        for (row, k) in rows.iter().enumerate() {
            let y = 86.0 + row as f64 * 32.0;
            let Some(k) = *k else {
                shapes.push(Shape::Text {
                    x: x0 + col_end[0],
                    y,
                    text: "⋮".to_string(),
                    anchor: Anchor::End,
                    class: "txt",
                });
                continue;
            };
            let (a, b) = cold_pair(k);
            let values = [
                u128::from(k),
                a,
                b,
                floor_k_phi(k),
                floor_k_phi(k) + u128::from(k),
            ];
            let in_focus = hot == Some(k);
            let class = if in_focus { "txt-strong" } else { "txt" };
            shapes.extend(values.iter().enumerate().map(|(c, v)| Shape::Text {
                x: x0 + col_end[c],
                y,
                text: v.to_string(),
                anchor: Anchor::End,
                class,
            }));
        }
        if let Some(row) = hot.and_then(|k| rows.iter().position(|&r| r == Some(k))) {
            // The row in focus is framed (after the table, so no other shape changes place).
            shapes.push(Shape::focus(vec![Shape::Rect {
                x: x0 + 8.0,
                y: 86.0 + row as f64 * 32.0 - 25.0,
                w: TABLE_COLUMNS_END,
                h: 34.0,
                r: 4.0,
                class: "focus-ring",
            }]));
        }
        shapes
    }

    fn k(&self) -> u64 {
        self.game.a.max(self.game.b) - self.game.a.min(self.game.b)
    }
}

impl Walkthrough for WythoffLesson {
    fn step_count(&self) -> usize {
        self.pairs as usize + 2
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        let shown = (step as u64).min(self.pairs);
        let last = step + 1 == self.step_count();
        // What the step is about: the token at the opening, the pair just built, and at the
        // end the pair with the token's difference k (and the token).
        let k = self.k();
        let hot: Option<u64> = if step == 0 {
            None
        } else if last {
            Some(k)
        } else {
            Some(step as u64 - 1)
        };
        // The board shows only the pairs with a cell on it; at the end the table adds the
        // token's pair k when it lies past them (its ⌊kφ⌋ decides).
        let rows = Self::table_rows(shown, last.then_some(k));
        let mut shapes = self.board(shown, hot.as_slice(), step == 0 || last);
        let board_w = self
            .board_side()
            .map_or(0.0, |s| 80.0 + s as f64 * cell_size(s));
        shapes.extend(self.pair_table(&rows, board_w + 10.0, hot));
        // The figure keeps one size through the steps, so that it does not move when the
        // table grows or the last step adds its line: room for the last step's table rows.
        let last_rows = Self::table_rows(shown, Some(k)).len().max(rows.len());
        let mut height = self
            .board_side()
            .map_or(0.0, |s| 110.0 + s as f64 * cell_size(s))
            .max(100.0 + last_rows as f64 * 32.0);
        // The exact check the last step writes out: it is what decides for piles up to 10^18.
        let check = format!(
            "k = |a − b| = {k},  ⌊kφ⌋ = {},  min(a, b) = {}",
            floor_k_phi(k),
            self.game.a.min(self.game.b)
        );
        let width = board_w
            .max(text_width(&check, 28.0) + 60.0)
            .max(TABLE_RIGHT + board_w);
        if self.board_side().is_none() && !last {
            // No board: the opening shows the two piles the verdict is about.
            let line = t!(
                lang,
                WythoffPiles {
                    a: self.game.a.to_string(),
                    b: self.game.b.to_string()
                }
            );
            shapes.push(Shape::focus(vec![Shape::Text {
                x: 30.0,
                y: height + 20.0,
                text: line.clone(),
                anchor: Anchor::Start,
                class: "txt-strong",
            }]));
            height += 50.0;
            return Figure {
                width: (text_width(&line, 28.0) + 60.0).max(400.0).max(width),
                height,
                title: LessonKind::Wythoff.title(lang).to_string(),
                shapes,
            };
        }
        if last {
            shapes.push(Shape::focus(vec![Shape::Text {
                x: 30.0,
                y: height + 20.0,
                text: check,
                anchor: Anchor::Start,
                class: "txt-strong",
            }]));
        }
        Figure {
            width,
            height: height + 50.0,
            title: LessonKind::Wythoff.title(lang).to_string(),
            shapes,
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if step == 0 {
            let mut s = t!(
                lang,
                WythoffIntro {
                    a: self.game.a.to_string(),
                    b: self.game.b.to_string()
                }
            );
            s.push_str(sentence_gap(lang));
            if self.board_side().is_none() {
                s.push_str(tr(lang, Msg::WythoffExact));
            } else if self.game.over() {
                // At (0, 0) there is no blue square to point at.
                s.push_str(tr(lang, Msg::WythoffIntroBoardEnd));
            } else {
                // Step 0 draws the queen's moves, not the cold pairs: those are derived next.
                s.push_str(&t!(
                    lang,
                    WythoffIntroBoard {
                        a: self.game.a.to_string(),
                        b: self.game.b.to_string()
                    }
                ));
            }
            return s;
        }
        if (step as u64) <= self.pairs {
            let k = step as u64 - 1;
            let (a, b) = cold_pair(k);
            return t!(
                lang,
                WythoffPair {
                    k: k.to_string(),
                    a: a.to_string(),
                    b: b.to_string(),
                    phi: floor_k_phi(k).to_string(),
                    phi2: (floor_k_phi(k) + u128::from(k)).to_string()
                }
            );
        }
        let k = self.k();
        if first_wins(self.game.a, self.game.b) {
            // Where the winning move goes (a cold pair), in the board's coordinates.
            let m = winning_moves(self.game.a, self.game.b)
                .first()
                .map(|m| format!("({}, {})", self.game.a - m.from_a, self.game.b - m.from_b))
                .unwrap_or_default();
            t!(
                lang,
                WythoffVerdictHot {
                    k: k.to_string(),
                    floor: floor_k_phi(k).to_string(),
                    smaller: self.game.a.min(self.game.b).to_string(),
                    play: m
                }
            )
        } else {
            t!(
                lang,
                WythoffVerdictCold {
                    k: k.to_string(),
                    floor: floor_k_phi(k).to_string(),
                    a: self.game.a.to_string(),
                    b: self.game.b.to_string()
                }
            )
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            first_wins: Some(first_wins(self.game.a, self.game.b)),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        vec![
            InputField::text("a", Msg::FieldA, self.start.0),
            InputField::text("b", Msg::FieldB, self.start.1),
        ]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![
            tr(lang, Msg::WythoffWhy).to_string(),
            tr(lang, Msg::WythoffExact).to_string(),
        ]
    }

    fn move_choices(&self, max: usize) -> Option<Vec<crate::practice::play::Choice>> {
        crate::practice::play::choices(&self.game, max, &|play, lang| self.move_words(play, lang))
    }

    fn play(&self) -> Option<PlayInfo> {
        Some(play_info(&self.game, &self.history))
    }

    fn review(&self) -> Option<grundy_core::games::review::Review> {
        Some(grundy_core::games::review::review(
            &self.start_game,
            &self.history,
        ))
    }

    fn named_winning_move(&self, lang: Lang) -> Option<super::NamedMove> {
        super::first_winning_move(self, lang)
    }

    fn move_words(&self, play: &str, lang: Lang) -> Option<String> {
        Some(super::words::wythoff_move(
            &self.game.parse_move(play).ok()?,
            lang,
        ))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        self.last.map(|m| super::words::wythoff_move(&m, lang))
    }

    fn question(&self, step: usize) -> Option<super::quiz::Question> {
        // A pair step builds cold pair k: a is the mex of the numbers used so far.
        if step == 0 || step as u64 > self.pairs {
            return None;
        }
        let k = step as u64 - 1;
        let (a, b) = cold_pair(k);
        Some(super::quiz::Question::number(
            phrase!(QuizPromptPair { k: k.to_string() }),
            a,
            phrase!(QuizWhyPair {
                a: a.to_string(),
                b: b.to_string()
            }),
        ))
    }
}

#[cfg(test)]
mod tests;
