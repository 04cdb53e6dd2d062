//! The flip-multiples lesson's questions before the reveal: a white cell's value g by the mex
//! of the values its moves lead to, and the XOR of the white cells' values.

use super::figure::FlipStep;
use super::FlipLesson;
use crate::lesson::quiz::Question;
use grundy_core::phrase;

/// Most move values listed in an explanation.
const MAX_LISTED: usize = 16;

impl FlipLesson {
    /// The question `step` asks, if it derives a value.
    pub(super) fn quiz_question(&self, step: usize) -> Option<Question> {
        let whites = self.white_list();
        match self.stage(step) {
            FlipStep::Intro | FlipStep::Blocks => None,
            FlipStep::Cell(i) => {
                let x = *self.explained().get(i)?;
                let m = self.n / x;
                // A cell of a block derived earlier shows its value already.
                if i > 0 && self.derived(FlipStep::Cell(i - 1)).contains(&m) {
                    return None;
                }
                let value = self.game.board.cell_value(x);
                let options = self.reached_list(m, MAX_LISTED);
                Some(Question::number(
                    phrase!(QuizPromptFlipCell {
                        cell: x.to_string(),
                        m: m.to_string()
                    }),
                    value,
                    phrase!(QuizWhyFlipCell {
                        cell: x.to_string(),
                        values: format!("{{{options}}}"),
                        value: value.to_string()
                    }),
                ))
            }
            FlipStep::Sum if whites.is_empty() => None,
            FlipStep::Sum => {
                let values: Vec<String> = whites
                    .iter()
                    .map(|&x| self.game.board.cell_value(x).to_string())
                    .collect();
                let v = self.value();
                Some(Question::number(
                    phrase!(QuizPromptFlipSum),
                    v,
                    phrase!(QuizWhySum {
                        values: grundy_core::text::xor_terms(&values),
                        sum: v.to_string()
                    }),
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{Query, Walkthrough};
    use grundy_core::games::flip_multiples::FlipGame;
    use grundy_core::games::Game;
    use std::collections::{BTreeSet, HashMap};

    /// The SG value of a position, by exhaustive search over the legal moves.
    fn sg(game: &FlipGame, memo: &mut HashMap<BTreeSet<u64>, u32>) -> u32 {
        if let Some(&v) = memo.get(&game.white) {
            return v;
        }
        let next: BTreeSet<u32> = game
            .legal_moves()
            .iter()
            .map(|m| {
                let mut g = game.clone();
                g.apply(m);
                sg(&g, memo)
            })
            .collect();
        let v = (0..).find(|v| !next.contains(v)).unwrap_or(0);
        memo.insert(game.white.clone(), v);
        v
    }

    #[test]
    fn cell_values_and_the_xor_agree_with_exhaustive_search() {
        for q in [
            "view=cells",
            "n=20&white=3,4,7,10&view=cells",
            "n=16&white=2,8,9&view=cells",
            "n=9&white=1&view=cells",
            "",
            "n=20&white=3,4,7,10",
        ] {
            let lesson = FlipLesson::from_query(&Query::parse(q)).unwrap();
            let mut memo = HashMap::new();
            let mut asked = 0;
            for step in 0..lesson.step_count() {
                let Some(question) = lesson.question(step) else {
                    continue;
                };
                asked += 1;
                let mut game = lesson.game.clone();
                let expected = match lesson.stage(step) {
                    FlipStep::Cell(i) => {
                        game.white = BTreeSet::from([lesson.explained()[i]]);
                        sg(&game, &mut memo)
                    }
                    _ => sg(&game, &mut memo),
                };
                assert_eq!(question.answer, expected.to_string(), "{q} step {step}");
            }
            // Every block of white cells is asked once (every quotient, from 1 up, by
            // default), and the XOR.
            let blocks: BTreeSet<u64> = lesson.game.white.iter().map(|x| lesson.n / x).collect();
            let cells = if lesson.by_value {
                lesson.explained().len()
            } else {
                blocks.len()
            };
            assert_eq!(asked, cells + 1, "{q}");
        }
    }
}
