//! The cutting lesson's sheets-view questions before the reveal: the explained sheet's SG by
//! the mex of its cuts' values, and the XOR of the sheets (the DAG view asks its own).

use super::CuttingLesson;
use crate::lesson::quiz::Question;
use crate::lesson::Walkthrough;
use grundy_core::phrase;
use grundy_core::sort::StableSort;

impl CuttingLesson {
    /// The sheets view's question at `step`, if the step derives a value.
    pub(super) fn sheets_question(&self, step: usize) -> Option<Question> {
        if self.heat_map.is_some() || self.game.square_cut {
            return None;
        }
        let (w, h) = *self.game.sheets.get(self.explained?)?;
        let node = format!("{w}×{h}");
        let last = self.step_count() - 1;
        if step == self.mex_step() && step < last {
            let mut vals: Vec<u16> = self
                .options
                .iter()
                .map(|c| {
                    let (p, r) = c.pieces((w, h));
                    self.sg(p) ^ self.sg(r)
                })
                .collect();
            let value = self.sg((w, h));
            vals.stable_sort();
            vals.dedup();
            let why = if vals.is_empty() {
                phrase!(QuizWhyMexTerminal { node: node.clone() })
            } else {
                let list: Vec<String> = vals.iter().map(u16::to_string).collect();
                phrase!(QuizWhyMex {
                    node: node.clone(),
                    values: list.join(", "),
                    value: value.to_string()
                })
            };
            return Some(Question::number(
                phrase!(QuizPromptMex { node }),
                value,
                why,
            ));
        }
        // One sheet's sum is its value, derived the step before.
        let strip = self.game.sheets.iter().any(|&(a, b)| a == 1 || b == 1);
        if step != last || strip || self.game.sheets.len() < 2 {
            return None;
        }
        let values: Vec<String> = self
            .game
            .sheets
            .iter()
            .map(|&s| self.sg(s).to_string())
            .collect();
        let x = self.game.sheets.iter().fold(0, |acc, &s| acc ^ self.sg(s));
        Some(Question::number(
            phrase!(QuizPromptSum),
            x,
            phrase!(QuizWhySum {
                values: grundy_core::text::xor_terms(&values),
                sum: x.to_string()
            }),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::Query;
    use grundy_core::games::cutting::CuttingGame;
    use grundy_core::games::Game;
    use std::collections::HashMap;

    /// A position: its sheets (sorted) and whether a strip was cut.
    type Key = (Vec<(usize, usize)>, bool);

    /// Whether the player to move wins, by exhaustive search over the legal moves.
    fn wins(game: &CuttingGame, memo: &mut HashMap<Key, bool>) -> bool {
        let mut key = game.sheets.clone();
        key.stable_sort();
        let key = (key, game.square_cut);
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let w = !game.over()
            && game.legal_moves().iter().any(|m| {
                let mut next = game.clone();
                next.apply(m);
                !wins(&next, memo)
            });
        memo.insert(key, w);
        w
    }

    #[test]
    fn the_sheet_values_and_their_xor_decide_the_game_by_exhaustive_search() {
        let mut memo = HashMap::new();
        let mut asked = 0;
        for q in [
            "",
            "w=4&h=4",
            "w=6&h=5",
            "w=3&h=3",
            "w=7&h=5&moves=1:v3",
            "w=6&h=6&moves=1:h3",
            "w=7&h=7&moves=1:v3,1:h2",
        ] {
            let lesson = CuttingLesson::from_query(&Query::parse(q)).unwrap();
            for step in 0..lesson.step_count() {
                let Some(question) = lesson.question(step) else {
                    continue;
                };
                asked += 1;
                let mut game = lesson.game.clone();
                if step + 1 < lesson.step_count() {
                    // The explained sheet alone.
                    game.sheets = vec![game.sheets[lesson.explained.unwrap()]];
                } else {
                    assert!(game.sheets.len() > 1, "{q}");
                }
                assert_eq!(question.answer != "0", wins(&game, &mut memo), "{q} {step}");
            }
        }
        assert!(asked >= 9, "{asked}");
    }
}
