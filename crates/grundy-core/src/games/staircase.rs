//! Staircase Nim: stones on steps 1..n; a move carries ≥ 1 stones from step i down to step
//! i − 1 (step 0 is the floor, out of play). Only the odd steps matter: the nim-sum of the
//! odd steps decides, and a move from an even step is answered by carrying the same stones on.

/// A staircase move: carry `count` stones from step `step` (1-based) to step `step − 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct StairMove {
    /// The step the stones leave (1-based; step 1 sends them to the floor).
    pub step: usize,
    /// How many stones move (≥ 1).
    pub count: u64,
}

impl StairMove {
    /// The steps after this move (`steps[i]` holds step i + 1). The move must be legal.
    pub fn apply(&self, steps: &[u64]) -> Vec<u64> {
        let mut next = steps.to_vec();
        next[self.step - 1] -= self.count;
        if self.step >= 2 {
            next[self.step - 2] += self.count;
        }
        next
    }
}

/// The nim-sum of the stones on the odd steps (1, 3, 5, …).
pub fn odd_step_sum(steps: &[u64]) -> u64 {
    steps.iter().step_by(2).fold(0, |acc, a| acc ^ a)
}

/// Whether the player to move wins: the odd steps' nim-sum is not zero.
pub fn first_wins(steps: &[u64]) -> bool {
    odd_step_sum(steps) != 0
}

/// Every winning move: shrink an odd step `a` to `a ⊕ x`, or carry stones from an even step
/// onto the odd step below so that it grows from `b` to `b ⊕ x`.
pub fn winning_moves(steps: &[u64]) -> Vec<StairMove> {
    let x = odd_step_sum(steps);
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (i, &a) in steps.iter().enumerate() {
        let step = i + 1;
        if step % 2 == 1 {
            if a ^ x < a {
                moves.push(StairMove {
                    step,
                    count: a - (a ^ x),
                });
            }
        } else {
            let below = steps[i - 1];
            let target = below ^ x;
            if target > below && target - below <= a {
                moves.push(StairMove {
                    step,
                    count: target - below,
                });
            }
        }
    }
    moves
}

/// The mirror reply to a move from an even step: carry the same stones one step further down
/// (from the odd step they landed on), which leaves every odd step as it was.
pub fn mirror_reply(played: StairMove) -> Option<StairMove> {
    played.step.is_multiple_of(2).then_some(StairMove {
        step: played.step - 1,
        count: played.count,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testkit::all_vectors;
    use crate::sg::{MoveGraph, SgSearch};
    use std::collections::BTreeSet;

    struct Staircase;
    impl Staircase {
        fn all_moves(steps: &[u64]) -> Vec<StairMove> {
            let mut out = Vec::new();
            for (i, &a) in steps.iter().enumerate() {
                for count in 1..=a {
                    out.push(StairMove { step: i + 1, count });
                }
            }
            out
        }
    }
    impl MoveGraph for Staircase {
        type Position = Vec<u64>;
        fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
            Self::all_moves(p).iter().map(|m| m.apply(p)).collect()
        }
    }

    #[test]
    fn verdict_and_moves_match_exhaustive_search_on_all_staircases_up_to_four_steps_of_four() {
        let mut search = SgSearch::new(&Staircase, 1 << 22);
        for steps in all_vectors(4, 0, 4) {
            let sg = search.sg(&steps).unwrap();
            assert_eq!(first_wins(&steps), sg != 0, "{steps:?}");
            let expected: BTreeSet<_> = Staircase::all_moves(&steps)
                .into_iter()
                .filter(|m| search.sg(&m.apply(&steps)).unwrap() == 0)
                .collect();
            let got: BTreeSet<_> = winning_moves(&steps).into_iter().collect();
            assert_eq!(got, expected, "{steps:?}");
        }
    }

    #[test]
    fn mirror_reply_keeps_a_losing_position_losing() {
        for steps in all_vectors(4, 0, 3).into_iter().filter(|s| !first_wins(s)) {
            for m in Staircase::all_moves(&steps)
                .into_iter()
                .filter(|m| m.step % 2 == 0)
            {
                let after = m.apply(&steps);
                let reply = mirror_reply(m).unwrap();
                assert!(!first_wins(&reply.apply(&after)), "{steps:?} {m:?}");
            }
        }
    }
}
