//! Nim, misère Nim and bounded Nim (take 1..=k): verdicts by the XOR rules and every
//! winning move.

use super::{nim_sum, PileMove};
use crate::sort::KeySort;

/// Whether the player to move wins normal-play Nim: the nim-sum is not zero.
pub fn first_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// Every winning move in Nim: from each pile `a` with `a ⊕ x < a` (x the nim-sum), take
/// `a − (a ⊕ x)`. The first one is the `nim-move` judge answer (smallest pile index).
pub fn winning_moves(piles: &[u64]) -> Vec<PileMove> {
    let x = nim_sum(piles);
    if x == 0 {
        return Vec::new();
    }
    piles
        .iter()
        .enumerate()
        .filter(|(_, &a)| a ^ x < a)
        .map(|(pile, &a)| PileMove {
            pile,
            take: a - (a ^ x),
        })
        .collect()
}

/// Whether the player to move wins misère Nim (who takes the last stone loses).
/// If every pile has at most one stone, the player to move wins exactly when the number of
/// one-stone piles is even; otherwise exactly when the nim-sum is not zero.
pub fn misere_first_wins(piles: &[u64]) -> bool {
    if piles.iter().all(|&a| a <= 1) {
        piles.iter().filter(|&&a| a == 1).count() % 2 == 0
    } else {
        nim_sum(piles) != 0
    }
}

/// Every winning move in misère Nim. A losing position for the opponent either has a pile
/// above one and nim-sum zero, or only piles of at most one with an odd count of ones; so a
/// winning move reduces one pile to `a ⊕ x`, to 0 or to 1, and the candidates are checked.
pub fn misere_winning_moves(piles: &[u64]) -> Vec<PileMove> {
    let x = nim_sum(piles);
    let mut moves = Vec::new();
    let mut next = piles.to_vec();
    for (pile, &a) in piles.iter().enumerate() {
        let mut targets = vec![a ^ x, 0, 1];
        targets.key_sort();
        targets.dedup();
        for target in targets.into_iter().filter(|&t| t < a) {
            next[pile] = target;
            if !misere_first_wins(&next) {
                moves.push(PileMove {
                    pile,
                    take: a - target,
                });
            }
        }
        next[pile] = a;
    }
    moves.key_sort();
    moves
}

/// SG value of one pile in bounded Nim where a move takes 1..=k stones: `a mod (k+1)`.
pub fn bounded_sg(a: u64, k: u64) -> u64 {
    // k + 1 may be 2^64; in that case every pile is its own SG value.
    (u128::from(a) % (u128::from(k) + 1)) as u64
}

/// Whether the player to move wins bounded Nim (take 1..=k, k ≥ 1).
pub fn bounded_first_wins(piles: &[u64], k: u64) -> bool {
    piles.iter().fold(0, |acc, &a| acc ^ bounded_sg(a, k)) != 0
}

/// Every winning move in bounded Nim. Pile `a` with SG `s` must reach SG `t = s ⊕ x`; the take
/// is `s − t` when `t < s`, and `s − t + k + 1` when `t > s` (if the pile has that many).
pub fn bounded_winning_moves(piles: &[u64], k: u64) -> Vec<PileMove> {
    let x = piles.iter().fold(0, |acc, &a| acc ^ bounded_sg(a, k));
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (pile, &a) in piles.iter().enumerate() {
        let s = bounded_sg(a, k);
        let t = s ^ x;
        // SG values of a pile are 0..=k, so a target t above k cannot be reached from it.
        let take = if t < s {
            u128::from(s - t)
        } else if u128::from(t) <= u128::from(k) {
            u128::from(k) + 1 - u128::from(t - s)
        } else {
            continue;
        };
        if take >= 1 && take <= u128::from(k) && take <= u128::from(a) {
            moves.push(PileMove {
                pile,
                take: take as u64,
            });
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testkit::{all_vectors, winning_set, PileGame};
    use crate::sg::{OutcomeSearch, SgSearch};
    use std::collections::BTreeSet;

    fn nim_game() -> PileGame<impl Fn(u64) -> Vec<u64>> {
        PileGame {
            takes: |a| (1..=a).collect(),
        }
    }

    #[test]
    fn nim_verdict_and_moves_match_exhaustive_search_on_all_piles_up_to_four_piles_of_six() {
        let game = nim_game();
        let mut search = SgSearch::new(&game, 1 << 20);
        for piles in all_vectors(4, 0, 6) {
            let sg = search.sg(&piles).unwrap();
            assert_eq!(first_wins(&piles), sg != 0, "{piles:?}");
            assert_eq!(
                sg,
                nim_sum(&piles),
                "SG of a Nim position is its nim-sum: {piles:?}"
            );
            let expected = winning_set(&game, &piles, |p| search.sg(&p.to_vec()).unwrap() == 0);
            assert_eq!(
                winning_moves(&piles).into_iter().collect::<BTreeSet<_>>(),
                expected,
                "{piles:?}"
            );
        }
    }

    #[test]
    fn nim_move_sample_from_the_judge() {
        assert_eq!(winning_moves(&[3, 6, 9])[0], PileMove { pile: 2, take: 4 });
        assert!(winning_moves(&[1, 2, 3]).is_empty());
    }

    #[test]
    fn misere_verdict_and_moves_match_exhaustive_search() {
        let game = nim_game();
        let mut search = OutcomeSearch::new(&game, true, 1 << 20);
        for piles in all_vectors(4, 0, 5) {
            assert_eq!(
                misere_first_wins(&piles),
                search.wins(&piles).unwrap(),
                "{piles:?}"
            );
            let expected = winning_set(&game, &piles, |p| !search.wins(&p.to_vec()).unwrap());
            let got: BTreeSet<_> = misere_winning_moves(&piles).into_iter().collect();
            assert_eq!(got, expected, "{piles:?}");
        }
    }

    #[test]
    fn bounded_verdict_and_moves_match_exhaustive_search_for_k_one_to_four() {
        for k in 1..=4u64 {
            let game = PileGame {
                takes: move |a: u64| (1..=a.min(k)).collect(),
            };
            let mut search = SgSearch::new(&game, 1 << 20);
            for piles in all_vectors(3, 0, 9) {
                let sg = search.sg(&piles).unwrap();
                assert_eq!(bounded_first_wins(&piles, k), sg != 0, "k={k} {piles:?}");
                let expected = winning_set(&game, &piles, |p| search.sg(&p.to_vec()).unwrap() == 0);
                let got: BTreeSet<_> = bounded_winning_moves(&piles, k).into_iter().collect();
                assert_eq!(got, expected, "k={k} {piles:?}");
            }
        }
    }

    #[test]
    fn bounded_sg_with_the_largest_k_is_the_pile_itself() {
        assert_eq!(bounded_sg(u64::MAX - 1, u64::MAX), u64::MAX - 1);
        assert_eq!(bounded_sg(7, 3), 3);
    }
}
