//! The `end-piles` lesson: a row of piles where moves take from either end; the interval DP
//! (left and right values of every stretch) filled step by step, naming the case that applies;
//! the verdict; play (`moves=L:TAKE` / `R:TAKE`).

use super::{
    boxed, parse_u64_list, play_info, replay_seeing_last, words, Facts, InputField, Lesson,
    LessonKind, MoveStart, Param, ParamError, PlayInfo, Query, Walkthrough,
};
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::games::end_piles::{
    dp_case, first_wins, winning_moves, DpCase, EndMove, EndPilesGame, EndPilesTable,
};
use grundy_core::games::Game;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::{phrase, t};

mod long;
mod shapes;
use shapes::{gone_pile, pile_shapes, taken_ring, DpStep, DP_GAP, DP_PITCH};

/// Most piles in a lesson (the judge's limit). A row of more than [`TABLE_PILES`] piles is
/// taught by its prefixes with a window of the DP table (see `long`).
pub const MAX_PILES: usize = 1_000;

/// Most piles for which every stretch is a step and the whole DP table is drawn.
pub const TABLE_PILES: usize = 12;

/// Steps of a long row's walkthrough that fill prefixes of the rest (besides the first few).
const LONG_STEPS: usize = 20;

/// Rows of the DP table a long row keeps (the stretches starting at piles 2, 3, 4).
const LONG_ROWS: usize = 3;

/// A validated end-piles lesson at its current position.
pub struct EndPilesLesson {
    start: Vec<u64>,
    game: EndPilesGame,
    /// The position before the first move (for the review).
    start_game: EndPilesGame,
    history: Vec<String>,
    /// The last move played and whether it emptied its pile (which then left the row): traced
    /// on the row, a dashed ring round the pile it took from or a dashed box where it stood.
    last: Option<(EndMove, bool)>,
    /// Intervals (i, j) of the rest of the row (piles 2..n, 0-based within the row) in fill
    /// order: every stretch of a short row, some prefixes of a long row's rest.
    intervals: Vec<(usize, usize)>,
    /// Whether the row is long: prefixes and a window of the table instead of all of it.
    long: bool,
    table: EndPilesTable,
}

/// The `end-piles` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "end-piles",
    title: Msg::TitleEndPiles,
    summary: Msg::SummaryEndPiles,
    params: &[Param::with("piles", "3,1,9,4"), Param::optional("moves")],
    views: &[],
    build: |q| EndPilesLesson::from_query(q).map(boxed),
};

impl EndPilesLesson {
    /// The lesson for a link query (example: 3,1,9,4).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let start = parse_u64_list(
            "piles",
            q.get("piles").unwrap_or("3,1,9,4"),
            "3,1,9,4",
            1,
            1_000_000_000,
            MAX_PILES,
        )?;
        let mut game = EndPilesGame { row: start.clone() };
        let mut last = None;
        let start_game = game.clone();
        let history = replay_seeing_last(&mut game, q.get("moves"), &mut |g, m| {
            let end = if m.from_left {
                g.row.first()
            } else {
                g.row.last()
            };
            last = Some((*m, end == Some(&m.take)));
        })?;
        let row = game.row.clone();
        let rest = if row.len() > 1 {
            row[1..].to_vec()
        } else {
            Vec::new()
        };
        let m = rest.len();
        let long = row.len() > TABLE_PILES;
        let (intervals, table) = if long {
            // The first few prefixes, then evenly spaced ones up to the whole rest.
            let mut ends: Vec<usize> = (0..4).collect();
            ends.extend((0..LONG_STEPS).map(|t| 4 + (m - 5) * t / (LONG_STEPS - 1)));
            ends.dedup();
            (
                ends.into_iter().map(|j| (0, j)).collect(),
                EndPilesTable::first_rows(&rest, LONG_ROWS),
            )
        } else {
            (
                (1..=m)
                    .flat_map(|len| (0..=m - len).map(move |i| (i, i + len - 1)))
                    .collect(),
                EndPilesTable::new(&rest),
            )
        };
        Ok(EndPilesLesson {
            start,
            game: EndPilesGame { row },
            start_game,
            history,
            last,
            intervals,
            long,
            table,
        })
    }

    /// 1-based pile number in the row of interval index `i` of the rest.
    fn pile_no(i: usize) -> usize {
        i + 2
    }

    /// The row's piles `from..=to` (1-based) in words: "piles 2..4", or "pile 2" alone.
    fn stretch(from: usize, to: usize) -> grundy_core::i18n::Phrase {
        if from == to {
            phrase!(PileInRow { pile: from })
        } else {
            phrase!(PilesStretch { from, to })
        }
    }

    fn case_text(c: DpCase, lang: Lang) -> &'static str {
        tr(lang, Self::case_msg(c))
    }

    fn case_msg(c: DpCase) -> Msg {
        match c {
            DpCase::EqualsOpposite => Msg::CaseEqualsOpposite,
            DpCase::BelowBoth => Msg::CaseBelowBoth,
            DpCase::AboveBoth => Msg::CaseAboveBoth,
            DpCase::PlusOne => Msg::CasePlusOne,
            DpCase::MinusOne => Msg::CaseMinusOne,
        }
    }
}

impl Walkthrough for EndPilesLesson {
    fn step_count(&self) -> usize {
        // With no pile left there is only the verdict to state.
        if self.game.row.is_empty() {
            1
        } else {
            self.intervals.len() + 2
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        let mut shapes = Vec::new();
        if self.game.row.is_empty() {
            let text = t!(
                lang,
                GameOver {
                    verdict: String::new()
                }
            )
            .trim()
            .to_string();
            let width = (text_width(&text, 28.0) + 60.0).max(400.0);
            shapes.push(Shape::focus(vec![Shape::Text {
                x: 30.0,
                y: 70.0,
                text,
                anchor: Anchor::Start,
                class: "txt",
            }]));
            return Figure {
                width,
                height: 120.0,
                title: LessonKind::EndPiles.title(lang).to_string(),
                shapes,
            };
        }
        if self.long {
            return long::figure(self, step, lang);
        }
        let verdict = step + 1 == self.step_count();
        // A pile the last move emptied is drawn as a dashed box where it stood (left of pile 1,
        // or right of the last), holding the stones it had.
        let gone = self.last.filter(|&(_, emptied)| emptied).map(|(m, _)| m);
        let widest = self
            .game
            .row
            .iter()
            .chain(gone.as_ref().map(|m| &m.take))
            .map(|v| text_width(&v.to_string(), 28.0))
            .fold(48.0, f64::max)
            + 24.0;
        let pitch = widest + 10.0;
        let shift = if gone.is_some_and(|m| m.from_left) {
            pitch
        } else {
            0.0
        };
        let traced = self.last.filter(|&(_, emptied)| !emptied).map(|(m, _)| {
            if m.from_left {
                0
            } else {
                self.game.row.len().saturating_sub(1)
            }
        });
        let current = (1..=self.intervals.len())
            .contains(&step)
            .then(|| self.intervals[step - 1]);
        // The row of piles; the stretch being filled is framed.
        for (k, &v) in self.game.row.iter().enumerate() {
            let x = 30.0 + shift + k as f64 * pitch;
            let in_focus =
                current.is_some_and(|(i, j)| k >= Self::pile_no(i) - 1 && k < Self::pile_no(j));
            let class = if k == 0 && verdict {
                "cell-hit"
            } else if in_focus {
                "cell-focus"
            } else {
                "cell"
            };
            // The step's piles: the stretch being filled, the first pile at the verdict, or
            // the whole row when there is no table to introduce.
            let focus = in_focus || (k == 0 && verdict) || (step == 0 && self.game.row.len() < 2);
            let pile = pile_shapes(x, widest, v, k, class);
            shapes.push(Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "pile",
                    data: vec![("index", (k + 1).to_string()), ("size", v.to_string())],
                }),
                children: if focus {
                    vec![Shape::focus(pile)]
                } else {
                    pile
                },
            });
        }
        if let Some(m) = gone {
            let x = if m.from_left {
                30.0
            } else {
                30.0 + self.game.row.len() as f64 * pitch
            };
            shapes.push(gone_pile(x, widest, m.take));
        }
        if let Some(k) = traced {
            shapes.push(taken_ring(30.0 + shift + k as f64 * pitch, widest));
        }
        let ghosts = if gone.is_some() { 1 } else { 0 };
        let row_w = 60.0 + (self.game.row.len() + ghosts) as f64 * pitch;
        // The DP table of the rest of the row: cell (i, j) shows left | right.
        let m = self.game.row.len().saturating_sub(1);
        let filled = step.min(self.intervals.len());
        let cell_w = self
            .intervals
            .iter()
            .map(|&(i, j)| {
                text_width(
                    &format!("{} | {}", self.table.left(i, j), self.table.right(i, j)),
                    22.0,
                )
            })
            .fold(90.0, f64::max)
            + 24.0;
        let (tx, ty) = (80.0, 170.0);
        if m > 0 {
            // The first step introduces the two values every cell holds.
            shapes.push(Shape::keyed(
                "dp-head",
                String::new(),
                step == 0,
                vec![Shape::Text {
                    x: tx,
                    y: ty - 20.0,
                    text: tr(lang, Msg::EndsTableHead).into(),
                    anchor: Anchor::Start,
                    class: "txt-small",
                }],
            ));
        }
        for c in 0..m {
            shapes.push(Shape::Text {
                x: tx + c as f64 * cell_w + (cell_w - DP_GAP) / 2.0,
                y: ty + 4.0,
                text: format!("j = {}", Self::pile_no(c)),
                anchor: Anchor::Middle,
                class: "txt-muted",
            });
            shapes.push(Shape::Text {
                x: tx - 10.0,
                y: ty + 48.0 + c as f64 * DP_PITCH,
                text: format!("i = {}", Self::pile_no(c)),
                anchor: Anchor::End,
                class: "txt-muted",
            });
        }
        // The cells a step reads: the two shorter stretches its sentence takes L, R and x from,
        // and at the verdict the rest of the row, whose left value decides.
        let read: Vec<(usize, usize)> = match current {
            Some((i, j)) if i < j => vec![(i, j - 1), (i + 1, j)],
            None if verdict && m > 0 => vec![(0, m - 1)],
            _ => Vec::new(),
        };
        let dp = DpStep {
            table: &self.table,
            current,
            read: &read,
            verdict,
            cell_w,
        };
        for (idx, &(i, j)) in self.intervals.iter().enumerate() {
            let (x, y) = (tx + j as f64 * cell_w, ty + 20.0 + i as f64 * DP_PITCH);
            shapes.push(dp.cell((i, j), x, y, idx < filled));
        }
        let width = row_w.max(tx + m as f64 * cell_w + 40.0).max(400.0);
        let height = if m > 0 {
            ty + 38.0 + m as f64 * DP_PITCH
        } else {
            140.0
        };
        Figure {
            width,
            height,
            title: LessonKind::EndPiles.title(lang).to_string(),
            shapes,
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if self.game.row.is_empty() {
            return t!(
                lang,
                GameOver {
                    verdict: String::new()
                }
            )
            .trim()
            .to_string();
        }
        if step == 0 && self.game.row.len() < 2 {
            return tr(lang, Msg::EndsIntroOnePile).to_string();
        }
        if step == 0 {
            return t!(
                lang,
                EndsIntro {
                    stretch: Self::stretch(2, self.game.row.len())
                }
            );
        }
        if step <= self.intervals.len() {
            let (i, j) = self.intervals[step - 1];
            let rest: Vec<u64> = self.game.row[1..].to_vec();
            if i == j {
                return t!(
                    lang,
                    EndsSingle {
                        index: Self::pile_no(i).to_string(),
                        x: rest[i].to_string()
                    }
                );
            }
            let (l, r, x) = (
                self.table.left(i, j - 1),
                self.table.right(i, j - 1),
                rest[j],
            );
            let case = Self::case_text(dp_case(l, r, x), lang);
            return t!(
                lang,
                EndsInterval {
                    from: Self::pile_no(i).to_string(),
                    to: Self::pile_no(j).to_string(),
                    x: x.to_string(),
                    prefix: Self::stretch(Self::pile_no(i), Self::pile_no(j - 1)),
                    l: l.to_string(),
                    r: r.to_string(),
                    case: case.to_string(),
                    left: self.table.left(i, j).to_string(),
                    suffix: Self::stretch(Self::pile_no(i + 1), Self::pile_no(j)),
                    first: rest[i].to_string(),
                    right: self.table.right(i, j).to_string()
                }
            );
        }
        match self.game.row.len() {
            0 | 1 => tr(lang, Msg::EndsOnePile).to_string(),
            n => {
                let target = self.table.left(0, n - 2);
                if first_wins(&self.game.row) {
                    // In words ("take 2 from pile 1"), not the move box's "L:2".
                    // The first winning move takes from pile 1 when that pile is larger than
                    // the rest's left value (which the table derived); else from the last.
                    let first = winning_moves(&self.game.row).first().copied();
                    let play = first
                        .map(|m| {
                            let pile = if m.from_left { 1 } else { n };
                            t!(lang, DescTake { take: m.take, pile })
                        })
                        .unwrap_or_default();
                    let (first, left) = (self.game.row[0].to_string(), target.to_string());
                    if self.game.row[0] > target {
                        t!(lang, EndsVerdictWin { first, left, play })
                    } else {
                        t!(lang, EndsVerdictWinRight { first, left, play })
                    }
                } else {
                    t!(
                        lang,
                        EndsVerdictLose {
                            first: self.game.row[0].to_string(),
                            left: target.to_string()
                        }
                    )
                }
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            first_wins: Some(first_wins(&self.game.row)),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        vec![InputField::list(
            "piles",
            Msg::FieldPiles,
            self.start.iter(),
        )]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![tr(lang, Msg::EndsWhy).to_string()]
    }

    fn question(&self, step: usize) -> Option<super::quiz::Question> {
        // A stretch of two piles or more derives its left value from the stretch before.
        let &(i, j) = self.intervals.get(step.checked_sub(1)?)?;
        if i == j {
            return None;
        }
        let rest = self.game.row.get(1..)?;
        let (l, r, x) = (
            self.table.left(i, j - 1),
            self.table.right(i, j - 1),
            *rest.get(j)?,
        );
        let left = self.table.left(i, j);
        let no = |k: usize| Self::pile_no(k).to_string();
        Some(super::quiz::Question::number(
            phrase!(QuizPromptEnds {
                from: no(i),
                to: no(j)
            }),
            left,
            phrase!(QuizWhyEnds {
                x,
                stretch: Self::stretch(Self::pile_no(i), Self::pile_no(j - 1)),
                l,
                r,
                case: Self::case_msg(dp_case(l, r, x)),
                left
            }),
        ))
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
        Some(words::end_move(&self.game.parse_move(play).ok()?, lang))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        self.last.map(|(m, _)| words::end_move(&m, lang))
    }

    /// The pile a move takes from: the first box or the last.
    fn move_starts(&self, lang: Lang) -> Vec<MoveStart> {
        let n = self.game.row.len();
        let left = MoveStart::new("pile", "index", 1, "L:", t!(lang, DescEndFromLeft));
        let right = MoveStart::new("pile", "index", n, "R:", t!(lang, DescEndFromRight));
        match n {
            0 => Vec::new(),
            1 => vec![left],
            _ => vec![left, right],
        }
    }

    fn move_parts(&self, play: &str) -> Vec<(&'static str, &'static str, String)> {
        let Ok(m) = self.game.parse_move(play) else {
            return Vec::new();
        };
        let index = if m.from_left { 1 } else { self.game.row.len() };
        vec![("pile", "index", index.to_string())]
    }
}

#[cfg(test)]
mod tests;
