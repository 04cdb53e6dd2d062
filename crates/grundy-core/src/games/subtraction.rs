//! Subtraction games (set-Nim): a move removes exactly s stones from one pile, s in a set S.
//! SG values come from a table filled bottom-up, with mex taken over a 128-bit set: with at
//! most 127 distinct moves a position has at most 127 options, so every SG value is below 128.

use super::PileMove;

/// A validated subtraction set: 1 to 127 distinct positive sizes, sorted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionSet(Vec<u64>);

/// Why a subtraction set was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetError {
    /// The set has no element.
    Empty,
    /// A size of zero would be a move that changes nothing.
    Zero,
    /// More than 127 distinct sizes.
    TooLarge(usize),
}

impl SubtractionSet {
    /// Validates the sizes (duplicates are merged).
    pub fn new(sizes: &[u64]) -> Result<Self, SetError> {
        let mut v = sizes.to_vec();
        v.sort_unstable();
        v.dedup();
        if v.is_empty() {
            return Err(SetError::Empty);
        }
        if v[0] == 0 {
            return Err(SetError::Zero);
        }
        if v.len() > 127 {
            return Err(SetError::TooLarge(v.len()));
        }
        Ok(SubtractionSet(v))
    }

    /// The sizes, ascending.
    pub fn sizes(&self) -> &[u64] {
        &self.0
    }
}

/// SG values of piles 0..=max under the subtraction set.
pub fn sg_table(set: &SubtractionSet, max: usize) -> Vec<u8> {
    let mut sg = vec![0u8; max + 1];
    for x in 1..=max {
        let mut seen: u128 = 0;
        for &s in set.sizes() {
            if s as usize > x {
                break;
            }
            seen |= 1u128 << sg[x - s as usize];
        }
        // `trailing_ones` of the seen-set is its mex; it is at most 127 (see the module doc).
        sg[x] = seen.trailing_ones() as u8;
    }
    sg
}

/// Every winning move in a sum of piles, given the SG table (which must cover every pile).
pub fn winning_moves(set: &SubtractionSet, table: &[u8], piles: &[u64]) -> Vec<PileMove> {
    let x = piles.iter().fold(0u8, |acc, &h| acc ^ table[h as usize]);
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (pile, &h) in piles.iter().enumerate() {
        let target = table[h as usize] ^ x;
        for &s in set.sizes().iter().filter(|&&s| s <= h) {
            if table[(h - s) as usize] == target {
                moves.push(PileMove { pile, take: s });
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testkit::{all_vectors, winning_set, PileGame};
    use crate::sg::SgSearch;
    use std::collections::BTreeSet;

    fn all_sets(max_size: u64) -> Vec<Vec<u64>> {
        (1u32..(1 << max_size))
            .map(|mask| {
                (1..=max_size)
                    .filter(|s| mask >> (s - 1) & 1 == 1)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn table_matches_exhaustive_search_for_every_set_within_one_to_five() {
        for sizes in all_sets(5) {
            let set = SubtractionSet::new(&sizes).unwrap();
            let table = sg_table(&set, 40);
            let game = PileGame {
                takes: |a: u64| sizes.iter().copied().filter(|&s| s <= a).collect(),
            };
            let mut search = SgSearch::new(&game, 1 << 20);
            for h in 0..=40u64 {
                assert_eq!(
                    u64::from(table[h as usize]),
                    search.sg(&vec![h]).unwrap(),
                    "S={sizes:?} h={h}"
                );
            }
        }
    }

    #[test]
    fn winning_moves_in_sums_match_exhaustive_search() {
        for sizes in [vec![1, 3, 4], vec![2, 5], vec![1, 2], vec![3]] {
            let set = SubtractionSet::new(&sizes).unwrap();
            let table = sg_table(&set, 12);
            let game = PileGame {
                takes: |a: u64| sizes.iter().copied().filter(|&s| s <= a).collect(),
            };
            let mut search = SgSearch::new(&game, 1 << 20);
            for piles in all_vectors(3, 0, 12) {
                let expected = winning_set(&game, &piles, |p| search.sg(&p.to_vec()).unwrap() == 0);
                let got: BTreeSet<_> = winning_moves(&set, &table, &piles).into_iter().collect();
                assert_eq!(got, expected, "S={sizes:?} {piles:?}");
            }
        }
    }

    #[test]
    fn sample_from_the_judge_first_player_wins() {
        let set = SubtractionSet::new(&[2, 5]).unwrap();
        let t = sg_table(&set, 7);
        assert_ne!(t[2] ^ t[4] ^ t[7], 0);
    }

    #[test]
    fn a_hundred_and_twenty_seven_moves_keep_sg_below_128() {
        let sizes: Vec<u64> = (1..=127).collect();
        let t = sg_table(&SubtractionSet::new(&sizes).unwrap(), 1000);
        assert_eq!(t[127], 127);
        assert_eq!(t[128], 0);
        assert_eq!(
            SubtractionSet::new(&(1..=128).collect::<Vec<_>>()),
            Err(SetError::TooLarge(128))
        );
        assert_eq!(SubtractionSet::new(&[0, 1]), Err(SetError::Zero));
    }
}
