//! One module per game the lessons teach. Each has its fast method (the closed form, DP or
//! table the notes derive), the winning moves for the player to move, and tests that compare
//! both with exhaustive search ([`crate::sg`]) over every small position in a range.

pub mod apple_tree;
pub mod cutting;
pub mod end_piles;
pub mod flip_multiples;
pub mod graph;
pub mod nim;
pub mod octal;
pub mod split;
pub mod staircase;
pub mod subtraction;
pub mod wythoff;

/// Take `take` stones from pile `pile` (0-based): the move shape shared by the Nim family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PileMove {
    /// Index of the pile (0-based; shown 1-based).
    pub pile: usize,
    /// How many stones are taken (≥ 1).
    pub take: u64,
}

impl PileMove {
    /// The piles after this move. The move must be legal for `piles`.
    pub fn apply(&self, piles: &[u64]) -> Vec<u64> {
        let mut next = piles.to_vec();
        next[self.pile] -= self.take;
        next
    }
}

/// XOR of all values: the nim-sum of a sum of games whose components have these SG values.
pub fn nim_sum(values: &[u64]) -> u64 {
    values.iter().fold(0, |acc, v| acc ^ v)
}

#[cfg(test)]
pub(crate) mod testkit {
    //! Helpers for the exhaustive-search tests: enumerating small positions and generic games.
    use super::PileMove;
    use crate::sg::Game;
    use std::collections::BTreeSet;

    /// Every vector of length 1..=max_len with entries in lo..=hi.
    pub fn all_vectors(max_len: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let mut layer: Vec<Vec<u64>> = vec![vec![]];
        for _ in 0..max_len {
            let mut next = Vec::new();
            for v in &layer {
                for x in lo..=hi {
                    let mut w = v.clone();
                    w.push(x);
                    next.push(w);
                }
            }
            out.extend(next.iter().cloned());
            layer = next;
        }
        out
    }

    /// A pile game given by which takes are allowed from a pile of a given size.
    pub struct PileGame<F: Fn(u64) -> Vec<u64>> {
        /// Allowed takes from a pile of this size.
        pub takes: F,
    }

    impl<F: Fn(u64) -> Vec<u64>> PileGame<F> {
        /// Every legal move from `piles`.
        pub fn pile_moves(&self, piles: &[u64]) -> Vec<PileMove> {
            let mut out = Vec::new();
            for (pile, &a) in piles.iter().enumerate() {
                for take in (self.takes)(a) {
                    out.push(PileMove { pile, take });
                }
            }
            out
        }
    }

    impl<F: Fn(u64) -> Vec<u64>> Game for PileGame<F> {
        type Position = Vec<u64>;
        fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
            self.pile_moves(p).iter().map(|m| m.apply(p)).collect()
        }
    }

    /// The set of moves whose result satisfies `loses` (the opponent loses there).
    pub fn winning_set<F: Fn(u64) -> Vec<u64>>(
        game: &PileGame<F>,
        piles: &[u64],
        mut loses: impl FnMut(&[u64]) -> bool,
    ) -> BTreeSet<PileMove> {
        game.pile_moves(piles)
            .into_iter()
            .filter(|m| loses(&m.apply(piles)))
            .collect()
    }
}
