//! The apple-tree lesson's questions before the reveal: the XOR of the blue nodes' apples,
//! and how many swaps of two nodes' apples make it 0.

use super::AppleTreeLesson;
use crate::lesson::quiz::{Before, Question};
use grundy_core::phrase;

impl AppleTreeLesson {
    /// The question `step` asks, if it derives a value.
    pub(super) fn quiz_question(&self, step: usize) -> Option<Question> {
        let (terms, x) = self.blue_terms();
        match step {
            2 => Some(Question::number(
                phrase!(QuizPromptBlueXor),
                x,
                phrase!(QuizWhyBlueXor {
                    terms: if terms.is_empty() { "0".into() } else { terms },
                    sum: x.to_string()
                }),
            )),
            3 => {
                let count = self.game.tree.winning_swaps(&self.game.apples);
                let mut q = Question::number(
                    phrase!(QuizPromptSwaps { sum: x.to_string() }),
                    count,
                    phrase!(QuizWhySwaps { count }),
                );
                // The step rings the swapped nodes: that would give the count away.
                q.before = Before::Previous;
                Some(q)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{Query, Walkthrough};
    use grundy_core::games::apple_tree::AppleGame;
    use grundy_core::games::Game;
    use std::collections::HashMap;

    /// Whether the player to move wins, by exhaustive search over the legal moves.
    fn wins(game: &AppleGame, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&w) = memo.get(&game.apples) {
            return w;
        }
        let w = game.legal_moves().iter().any(|m| {
            let mut next = game.clone();
            next.apply(m);
            !wins(&next, memo)
        });
        memo.insert(game.apples.clone(), w);
        w
    }

    #[test]
    fn the_xor_and_the_swap_count_agree_with_exhaustive_search() {
        for q in [
            "",
            "apples=1,2,3&parents=1,1",
            "apples=2,1,3,1,2&parents=1,1,2,3",
            "apples=1,2,1,2,1,1&parents=1,2,2,1,5",
        ] {
            let lesson = AppleTreeLesson::from_query(&Query::parse(q)).unwrap();
            let xor = lesson.question(2).unwrap();
            let swaps = lesson.question(3).unwrap();
            let mut memo = HashMap::new();
            let first = wins(&lesson.game, &mut memo);
            assert_eq!(xor.answer != "0", first, "{q}");
            assert!(xor.check(&lesson.game.tree.nim_sum(&lesson.game.apples).to_string()));
            let n = lesson.game.apples.len();
            let mut count = 0;
            for u in 0..n {
                for v in u + 1..n {
                    let mut g = lesson.game.clone();
                    g.apples.swap(u, v);
                    if !wins(&g, &mut memo) {
                        count += 1;
                    }
                }
            }
            assert_eq!(swaps.answer, count.to_string(), "{q}");
        }
    }
}
