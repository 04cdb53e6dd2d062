//! The `flip-multiples` lesson: the row of cells (drawn up to 300 cells; any n up to 10^9 is
//! computed), each white cell's value g(⌊n/x⌋) with the blocks of equal ⌊n/x⌋ marked, the mex
//! for each white cell, the XOR and the winning move, and play (`moves=X:K`, k as the
//! sentences name it; click a white cell, then one of its multiples).

use super::{
    boxed, parse_u64, parse_u64_list, play_info, replay_keeping_last, words, Facts, InputField,
    Lesson, Param, ParamError, PlayInfo, Query, ViewLink, Walkthrough,
};
use grundy_core::figure::Figure;
use grundy_core::games::flip_multiples::{FlipBoard, FlipGame};
use grundy_core::games::Game;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::{phrase, t};
use std::collections::BTreeSet;

mod figure;
mod list_figure;
use figure::FlipStep;
mod moves;
mod quiz;

/// Most reached values a sentence lists before "…".
const LISTED_VALUES: usize = 16;
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
    game: FlipGame,
    /// The position before the first move (for the review).
    start_game: FlipGame,
    history: Vec<String>,
    /// The last move played (x, j): the cells x, 2x, …, jx it flipped, traced on the board.
    last: Option<(u64, u64)>,
    selected: Option<u64>,
    /// `view=values`: the walkthrough derives g(m) for every quotient m from 1 up (boards that
    /// are drawn), instead of one white cell after another.
    by_value: bool,
}

/// The `flip-multiples` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "flip-multiples",
    title: Msg::TitleFlipMultiples,
    summary: Msg::SummaryFlipMultiples,
    params: &[
        Param::with("n", "12"),
        Param::with("white", "2,3,5"),
        Param::optional("moves"),
        Param::optional("sel"),
    ],
    views: &["values", "cells"],
    build: |q| FlipLesson::from_query(q).map(boxed),
};

impl FlipLesson {
    /// The lesson for a link query (example: n = 12, white cells 2, 3, 5).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let n = parse_u64("n", q.get("n").unwrap_or("12"), 1, 1_000_000_000)?;
        let by_value = match q.get("view") {
            Some("cells") => false,
            // By default every quotient of a drawn board, from 1 up, so each g(m) uses only
            // values found before it (the white cells' walk used g of quotients it never
            // derived); a longer board lists its white cells.
            None | Some("values") => n <= MAX_DRAWN,
            Some(other) => {
                return Err(ParamError::new(
                    "view",
                    phrase!(ExpectView {
                        views: "cells, values",
                        token: other
                    }),
                ))
            }
        };
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
                    phrase!(ExpectDistinct {
                        cell: c.to_string()
                    }),
                ));
            }
        }
        // Moves only whiten multiples of white cells, so no cell below the smallest start cell
        // is ever white: only the quotients up to n / (that cell) are needed. They are
        // computed after the moves (which do not need them), so a refused move costs nothing;
        // until then a large board covers only cell n (one quotient, no work).
        let board = if n <= MAX_DRAWN {
            FlipBoard::new(n)
        } else {
            FlipBoard::covering(n, &[n])
        };
        let mut game = FlipGame {
            board,
            white,
            cap: MAX_WHITE_AFTER,
        };
        let start_game = game.clone();
        let (history, last) = replay_keeping_last(&mut game, q.get("moves"))?;
        if n > MAX_DRAWN {
            game.board = FlipBoard::covering(n, &start);
        }
        let mut lesson = FlipLesson {
            n,
            start,
            game,
            start_game,
            history,
            last,
            selected: None,
            by_value,
        };
        lesson.selected = match q.get("sel") {
            Some(t) => Some(parse_u64("sel", t, 1, n)?).filter(|c| lesson.game.white.contains(c)),
            None => None,
        };
        Ok(lesson)
    }

    /// The values a cell with quotient m reaches, "0, 1, 2", cut after `most` with "…".
    fn reached_list(&self, m: u64, most: usize) -> String {
        let values = self.game.board.option_values(m);
        let mut listed: Vec<String> = values.iter().take(most).map(u32::to_string).collect();
        if values.len() > most {
            listed.push("…".into());
        }
        listed.join(", ")
    }

    fn white_list(&self) -> Vec<u64> {
        self.game.white.iter().copied().collect()
    }

    /// The cells the walkthrough explains one step each: the white cells, or (`view=values`)
    /// for each quotient m = ⌊n/x⌋ from 1 up, the largest cell x of its block, so each g(m)
    /// uses only the g of smaller quotients found before it (⌊m/k⌋ is a quotient too).
    fn explained(&self) -> Vec<u64> {
        if !self.by_value {
            return self.white_list();
        }
        let mut cells = Vec::new();
        let mut x = self.n;
        while x >= 1 {
            // The block of cells with ⌊n/x'⌋ = ⌊n/x⌋ is (next, x]: it is explained on its
            // largest white cell, which a move may pick, else on its largest cell.
            let next = self.n / (self.n / x + 1);
            let white = self.game.white.range(next + 1..=x).next_back();
            cells.push(white.copied().unwrap_or(x));
            x = next;
        }
        cells
    }

    fn value(&self) -> u32 {
        self.game.board.position_value(&self.white_list())
    }
}

impl Walkthrough for FlipLesson {
    fn step_count(&self) -> usize {
        if self.by_value {
            // The blocks, one step per quotient, the XOR.
            self.explained().len() + 2
        } else {
            self.game.white.len() + 3
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if self.n <= MAX_DRAWN {
            self.row_figure(step, lang, false)
        } else {
            self.list_figure(step, lang)
        }
    }

    /// A cell's question: the board without the cell's value, and its moves without the
    /// values they reach, which the student works out (each ⊕ along the row, then the mex).
    /// The sum's question: the board with every value and without their XOR.
    fn figure_hiding_answer(&self, step: usize, lang: Lang) -> Option<Figure> {
        (self.n <= MAX_DRAWN).then(|| self.row_figure(step, lang, true))
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        let whites = self.white_list();
        match self.stage(step) {
            FlipStep::Intro if whites.is_empty() => t!(
                lang,
                FlipIntroNone {
                    n: self.n.to_string()
                }
            ),
            FlipStep::Intro => t!(
                lang,
                FlipIntro {
                    n: self.n.to_string(),
                    whites: grundy_core::text::list(
                        &whites.iter().map(|v| v.to_string()).collect::<Vec<_>>(),
                        lang
                    )
                }
            ),
            FlipStep::Blocks if self.by_value => t!(lang, FlipValuesIntro { n: self.n }),
            FlipStep::Blocks => tr(lang, Msg::FlipBlocks).to_string(),
            FlipStep::Cell(i) => {
                let x = self.explained().get(i).copied().unwrap_or(self.n);
                let m = self.n / x;
                let options = self.reached_list(m, LISTED_VALUES);
                t!(
                    lang,
                    FlipCell {
                        cell: x.to_string(),
                        n: self.n.to_string(),
                        m: m.to_string(),
                        values: format!("{{{options}}}"),
                        value: self.game.board.cell_value(x).to_string()
                    }
                )
            }
            FlipStep::Sum => {
                if whites.is_empty() {
                    return tr(lang, Msg::FlipNoWhite).to_string();
                }
                let values: Vec<String> = whites
                    .iter()
                    .map(|&x| self.game.board.cell_value(x).to_string())
                    .collect();
                let v = self.value();
                let mut s = t!(
                    lang,
                    FlipSum {
                        values: grundy_core::text::xor_terms(&values),
                        sum: v.to_string()
                    }
                );
                s.push_str(grundy_core::i18n::sentence_gap(lang));
                if v != 0 {
                    s.push_str(&t!(lang, SumWin { sum: v.to_string() }));
                    // In words ("flip cells 2, 4"), not the move box's "2:2".
                    if let Some(m) = super::first_winning_move(self, lang) {
                        s.push_str(grundy_core::i18n::sentence_gap(lang));
                        s.push_str(&t!(lang, FlipWinMove { play: m.words }));
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
            tr(lang, Msg::FlipWhy).to_string(),
            tr(lang, Msg::ClickFlipHint).to_string(),
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
        let (x, j) = self.game.parse_move(play).ok()?;
        Some(words::flip_move(x, j, lang))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        self.last.map(|(x, j)| words::flip_move(x, j, lang))
    }

    /// The cells a move flips (the drawn ones: a row too long to draw has none).
    fn move_parts(&self, play: &str) -> Vec<(&'static str, &'static str, String)> {
        let Ok((x, j)) = self.game.parse_move(play) else {
            return Vec::new();
        };
        if self.n > MAX_DRAWN {
            return Vec::new();
        }
        (1..=j)
            .map(|k| ("cell", "x", (k * x).to_string()))
            .collect()
    }

    fn views(&self) -> Vec<ViewLink> {
        if self.n > MAX_DRAWN {
            // A board too long to draw lists its white cells: one figure.
            return Vec::new();
        }
        vec![
            ViewLink {
                view: "values",
                label: Msg::ViewFlipValues.into(),
                params: Vec::new(),
                current: self.by_value,
            },
            ViewLink {
                view: "cells",
                label: Msg::ViewFlipCells.into(),
                params: Vec::new(),
                current: !self.by_value,
            },
        ]
    }

    fn question(&self, step: usize) -> Option<super::quiz::Question> {
        self.quiz_question(step)
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
        // The default walk derives every quotient from 1 up: the blocks, g(1), g(2), g(3),
        // g(4), g(6), g(12), the XOR.
        let d = lesson("").unwrap();
        assert_eq!(d.step_count(), 8);
        assert!(d.by_value);
        assert_eq!(d.views()[0].view, "values");
        let l = lesson("view=cells").unwrap();
        assert_eq!(l.step_count(), 6);
        let svg = l.figure(1, Lang::En).to_svg();
        assert_eq!(svg.matches(r#"data-testid="cell""#).count(), 12);
        assert_eq!(
            svg.matches(r#"data-testid="component""#).count(),
            3,
            "one per white cell"
        );
        // Every block is labelled with its bare ⌊12/x⌋ under a row headed "m" once, so the
        // one-cell blocks (cell 2, m = 6) read like the long ones (cells 7-12, m = 1).
        let texts = |svg: &str, t: &str| svg.matches(&format!(">{t}</text>")).count();
        assert_eq!(texts(&svg, "m"), 1);
        assert_eq!(texts(&svg, "m = 1"), 0);
        for m in [12, 6, 4, 3, 2, 1] {
            assert!(svg.contains(&format!(r#"data-block="{m}""#)), "block {m}");
        }
        // The values' row is headed only once some value is shown.
        assert_eq!(texts(&svg, "g(m)"), 0);
        let last = l.figure(l.step_count() - 1, Lang::En).to_svg();
        assert_eq!((texts(&last, "g(m)"), texts(&last, "m")), (1, 1));
        assert!(l
            .sentence(2, Lang::En)
            .starts_with("Cell 2: m = ⌊12/2⌋ = 6."));
        assert_eq!(l.facts().first_wins, Some(l.value() != 0));
        // The mex is written over the values it takes: g(2) = mex{0, 1} = 2 (with one pair of
        // braces, in both languages).
        for lang in [Lang::En, Lang::Zh] {
            let s = d.sentence(2, lang);
            assert!(s.contains("g(2) = mex{0, 1} = 2"), "{s}");
        }
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
        assert_eq!(l.game.white.len(), 496);
        let l = lesson("sel=3").unwrap();
        let svg = l.figure(0, Lang::En).to_svg();
        assert!(
            svg.contains(r#"data-move="3:4""#),
            "cell 12 = 4 · 3 flips 3, 6, 9, 12"
        );
    }

    #[test]
    fn every_step_marks_its_cell_and_changes_the_figure() {
        use crate::lesson::teaching::{assert_readable, assert_teaches};
        for q in [
            "",
            "view=cells",
            "moves=3:4",
            "moves=3:4&view=cells",
            "n=30&white=1,2,3,4,5,6,7,8,9,10",
            "n=12&white=2&moves=2:6",
            "n=1000000000&white=1,2,999999999",
        ] {
            assert_teaches(&lesson(q).unwrap(), q);
        }
        assert_readable(&lesson("").unwrap(), "example");
        assert_readable(&lesson("n=30&white=1,2,3").unwrap(), "n=30");
        let none = lesson("n=12&white=2&moves=2:1&view=cells").unwrap();
        assert!(none.sentence(0, Lang::En).contains("none of them is white"));
        // Cell 3's step rings cell 3 (in focus) and the cells its moves flip: 6, 9, 12.
        let l = lesson("view=cells").unwrap();
        let fig = l.figure(3, Lang::En);
        let in_focus = |x: u64| {
            let hook = format!(r#"data-testid="cell" data-x="{x}""#);
            let svg = fig.to_svg();
            let at = svg.find(&hook).unwrap();
            let rest = &svg[at..];
            rest[..rest.find("</g>").unwrap()].contains("data-focus")
        };
        assert!(in_focus(3) && !in_focus(2) && !in_focus(6));
        assert_eq!(fig.to_svg().matches(r#"class="succ-ring""#).count(), 3);
    }

    #[test]
    fn values_appear_only_once_derived() {
        let l = lesson("view=cells").unwrap();
        // Values by step: none before the cells' steps; g(6) = 3 under cell 2 from step 2.
        let value_texts = |step: usize| {
            l.figure(step, Lang::En)
                .to_svg()
                .matches(r#"class="txt-strong""#)
                .count()
        };
        assert_eq!(value_texts(0), 0);
        assert_eq!(value_texts(1), 0);
        assert_eq!(value_texts(2), 1);
        // A cell's step brings out its own value only; the values before it are muted.
        assert_eq!(value_texts(4), 1);
        // The sum's step brings out the three white cells' values and the XOR line.
        assert_eq!(value_texts(5), 4);
        // The last step states the XOR: 3 ⊕ 1 ⊕ 2 = 0.
        assert!(l.figure(5, Lang::En).to_svg().contains("3 ⊕ 1 ⊕ 2 = 0"));
        assert!(!l.figure(4, Lang::En).to_svg().contains("3 ⊕ 1 ⊕ 2 = 0"));
    }

    #[test]
    fn a_billion_cells_are_computed_and_listed_not_drawn() {
        let l = lesson("n=1000000000&white=1,2,999999999").unwrap();
        let svg = l.figure(0, Lang::En).to_svg();
        assert_eq!(svg.matches(r#"data-testid="cell""#).count(), 3);
        assert!(l
            .sentence(0, Lang::En)
            .contains("Cells 1..n, n = 1000000000"));
        // From the blocks step on, each listed cell names its quotient block.
        let svg = l.figure(1, Lang::En).to_svg();
        assert!(svg.contains("m = ⌊n/x⌋ = 500000000 · x ∈ [2, 2]"), "{svg}");
        assert!(svg.contains("m = ⌊n/x⌋ = 1 · x ∈ [500000001, 1000000000]"));
    }

    /// The `data-NAME` values of every element with `data-testid="TESTID"` in an SVG.
    fn hooks(svg: &str, testid: &str, name: &str) -> Vec<u64> {
        svg.split(&format!(r#"data-testid="{testid}""#))
            .skip(1)
            .filter_map(|rest| {
                let v = rest.split(&format!(r#"data-{name}=""#)).nth(1)?;
                v.split('"').next()?.parse().ok()
            })
            .collect()
    }

    #[test]
    fn a_billion_cells_draw_the_quotient_blocks_of_the_white_cells() {
        use crate::lesson::teaching::{assert_readable, assert_teaches};
        let n = 1_000_000_000u64;
        let white: Vec<String> = (0..100u64)
            .map(|k| (1 + k * k * k * 997 % n).to_string())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let q = format!("n={n}&white={}", white.join(","));
        let l = lesson(&q).unwrap();
        assert_teaches(&l, &q);
        // The list of 40 cells is taller than the stage; a few cells are read at 16 px.
        let few = "n=1000000000&white=2,3,5,1000";
        assert_readable(&lesson(few).unwrap(), few);
        assert!(!l.figure(0, Lang::En).to_svg().contains("quotient-block"));
        for step in 1..l.step_count() {
            let svg = l.figure(step, Lang::Zh).to_svg();
            // A small figure: a few shapes per listed cell.
            assert!(svg.matches('<').count() < 700, "step {step}");
            let (ms, froms, tos) = (
                hooks(&svg, "quotient-block", "m"),
                hooks(&svg, "quotient-block", "from"),
                hooks(&svg, "quotient-block", "to"),
            );
            assert!(!ms.is_empty() && ms.len() == froms.len() && ms.len() == tos.len());
            // Each block is exactly the cells with its quotient, and holds a listed white cell.
            let listed = hooks(&svg, "cell", "x");
            for ((&m, &lo), &hi) in ms.iter().zip(&froms).zip(&tos) {
                assert!(n / lo == m && n / hi == m && n / (lo - 1).max(1) != m || lo == 1);
                assert!(hi == n || n / (hi + 1) != m);
                assert!(listed.iter().any(|&x| (lo..=hi).contains(&x)), "{m}");
            }
            // Every listed white cell lies in one drawn block.
            for x in listed {
                let inside = froms
                    .iter()
                    .zip(&tos)
                    .filter(|(&lo, &hi)| (lo..=hi).contains(&x));
                assert_eq!(inside.count(), 1, "{x}");
            }
        }
    }

    #[test]
    fn the_cells_the_last_move_flipped_are_traced_at_every_step() {
        // White 2, 3, 5 on 1..12; 2:3 flips 2, 4 and 6.
        let l = lesson("moves=2:3").unwrap();
        for step in 0..l.step_count() {
            let svg = l.figure(step, Lang::En).to_svg();
            assert_eq!(
                svg.matches(r#"class="trace-ring""#).count(),
                3,
                "step {step}"
            );
        }
        let fresh = lesson("").unwrap().figure(0, Lang::En).to_svg();
        assert!(!fresh.contains(r#"class="trace-ring""#));
    }
}
