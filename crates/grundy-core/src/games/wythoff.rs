//! Wythoff's game: two piles; take any number from one pile, or the same number from both.
//! The losing positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k), k ≥ 0. Everything here is exact
//! integer arithmetic up to 10^18: ⌊kφ⌋ = ⌊(k + √(5k²)) / 2⌋ = (k + isqrt(5k²)) div 2, because
//! √(5k²) is irrational for k > 0, so adding its fractional part never carries past an integer.

use super::bad_format;
use super::Game;
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::KeySort;

/// Integer square root: the largest r with r² ≤ n.
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // Newton's method from an upper bound decreases monotonically to ⌊√n⌋.
    let mut x = 1u128 << (128 - n.leading_zeros()).div_ceil(2);
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// ⌊kφ⌋ with φ = (1 + √5)/2, exact for every k ≤ 10^18.
pub fn floor_k_phi(k: u64) -> u128 {
    let k = u128::from(k);
    (k + isqrt(5 * k * k)) / 2
}

/// The k-th losing pair (a_k, b_k) = (⌊kφ⌋, ⌊kφ⌋ + k).
pub fn cold_pair(k: u64) -> (u128, u128) {
    let a = floor_k_phi(k);
    (a, a + u128::from(k))
}

/// Whether the player to move at (a, b) wins: (a, b) is not a cold pair.
pub fn first_wins(a: u64, b: u64) -> bool {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    floor_k_phi(hi - lo) != u128::from(lo)
}

/// The value paired with `v` in the cold pairs: `b_k` if `v = a_k`, `a_k` if `v = b_k`.
/// Every non-negative integer is exactly one of them (0 pairs with itself).
pub fn partner(v: u64) -> u64 {
    if v == 0 {
        return 0;
    }
    let v128 = u128::from(v);
    // v = a_k means k ≈ v/φ; v = b_k means k ≈ v/φ². Check a small window around each estimate.
    let r = isqrt(5 * v128 * v128);
    let k_a = (r - v128) / 2;
    for k in k_a.saturating_sub(2)..=k_a + 2 {
        if let Ok(k64) = u64::try_from(k) {
            let (a, b) = cold_pair(k64);
            if a == v128 && k > 0 {
                return b as u64;
            }
            if b == v128 && k > 0 {
                return a as u64;
            }
        }
    }
    let k_b = (3 * v128 - r) / 2;
    for k in k_b.saturating_sub(2)..=k_b + 2 {
        if let Ok(k64) = u64::try_from(k) {
            let (a, b) = cold_pair(k64);
            if b == v128 {
                return a as u64;
            }
        }
    }
    // Unreachable by the Beatty partition theorem; returning v keeps callers total.
    v
}

/// A Wythoff move: take `from_a` from the first pile and `from_b` from the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WythoffMove {
    /// Stones taken from the first pile.
    pub from_a: u64,
    /// Stones taken from the second pile.
    pub from_b: u64,
}

/// Whether `m` is a legal move from (a, b).
pub fn is_legal(a: u64, b: u64, m: WythoffMove) -> bool {
    m.from_a <= a
        && m.from_b <= b
        && (m.from_a > 0 || m.from_b > 0)
        && (m.from_a == 0 || m.from_b == 0 || m.from_a == m.from_b)
}

/// Wythoff's game being played: the two piles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WythoffGame {
    /// The first pile.
    pub a: u64,
    /// The second pile.
    pub b: u64,
}

impl Game for WythoffGame {
    type Move = WythoffMove;

    fn notation(&self) -> Msg {
        Msg::NotationWythoff
    }

    fn parse_move(&self, text: &str) -> Result<WythoffMove, Phrase> {
        let parsed = text.split_once(':').and_then(|(x, y)| {
            Some((x.trim().parse::<u64>().ok()?, y.trim().parse::<u64>().ok()?))
        });
        let Some((from_a, from_b)) = parsed else {
            return Err(bad_format(Msg::NotationWythoff));
        };
        let m = WythoffMove { from_a, from_b };
        if !is_legal(self.a, self.b, m) {
            return Err(phrase!(MoveWythoff));
        }
        Ok(m)
    }

    fn format_move(&self, m: &WythoffMove) -> String {
        format!("{}:{}", m.from_a, m.from_b)
    }

    fn apply(&mut self, m: &WythoffMove) {
        self.a -= m.from_a;
        self.b -= m.from_b;
    }

    fn over(&self) -> bool {
        self.a == 0 && self.b == 0
    }

    fn to_move_wins(&self) -> bool {
        !self.over() && first_wins(self.a, self.b)
    }

    fn legal_moves(&self) -> Vec<WythoffMove> {
        let mv = |from_a, from_b| WythoffMove { from_a, from_b };
        let mut v: Vec<WythoffMove> = (1..=self.a).map(|t| mv(t, 0)).collect();
        v.extend((1..=self.b).map(|t| mv(0, t)));
        v.extend((1..=self.a.min(self.b)).map(|t| mv(t, t)));
        v
    }

    fn winning_moves(&self) -> Vec<WythoffMove> {
        winning_moves(self.a, self.b)
    }

    fn fallback_move(&self) -> Option<WythoffMove> {
        if self.over() {
            None
        } else if self.a >= self.b {
            Some(WythoffMove {
                from_a: 1,
                from_b: 0,
            })
        } else {
            Some(WythoffMove {
                from_a: 0,
                from_b: 1,
            })
        }
    }

    /// The two piles as a pair: (a, b) plays like (b, a), so the smaller comes first.
    fn position_key(&self) -> Option<Vec<u64>> {
        if !super::listable(self.a.saturating_add(self.b).saturating_mul(2)) {
            return None;
        }
        Some(vec![self.a.min(self.b), self.a.max(self.b)])
    }
}

/// Every winning move from (a, b): to the cold pair through b's partner (shrinking a), through
/// a's partner (shrinking b), or along the diagonal to the cold pair with the same difference.
pub fn winning_moves(a: u64, b: u64) -> Vec<WythoffMove> {
    if !first_wins(a, b) {
        return Vec::new();
    }
    let mut moves = Vec::new();
    let pa = partner(b);
    if pa < a {
        moves.push(WythoffMove {
            from_a: a - pa,
            from_b: 0,
        });
    }
    let pb = partner(a);
    if pb < b {
        moves.push(WythoffMove {
            from_a: 0,
            from_b: b - pb,
        });
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let cold_lo = floor_k_phi(hi - lo);
    if cold_lo < u128::from(lo) {
        let t = lo - cold_lo as u64;
        moves.push(WythoffMove {
            from_a: t,
            from_b: t,
        });
    }
    moves.key_sort();
    moves.dedup();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::{MoveGraph, SgSearch};
    use std::collections::BTreeSet;

    struct Wythoff;
    fn all_moves(a: u64, b: u64) -> Vec<WythoffMove> {
        let mut out: Vec<WythoffMove> = (1..=a)
            .map(|t| WythoffMove {
                from_a: t,
                from_b: 0,
            })
            .collect();
        out.extend((1..=b).map(|t| WythoffMove {
            from_a: 0,
            from_b: t,
        }));
        out.extend((1..=a.min(b)).map(|t| WythoffMove {
            from_a: t,
            from_b: t,
        }));
        out
    }
    impl MoveGraph for Wythoff {
        type Position = (u64, u64);
        fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
            all_moves(a, b)
                .into_iter()
                .map(|m| (a - m.from_a, b - m.from_b))
                .collect()
        }
    }

    #[test]
    fn verdict_and_moves_match_exhaustive_search_on_the_whole_60_by_60_board() {
        let mut search = SgSearch::new(&Wythoff, 1 << 20);
        for a in 0..60 {
            for b in 0..60 {
                let lose = search.sg(&(a, b)).unwrap() == 0;
                assert_eq!(first_wins(a, b), !lose, "({a},{b})");
                let expected: BTreeSet<_> = all_moves(a, b)
                    .into_iter()
                    .filter(|m| search.sg(&(a - m.from_a, b - m.from_b)).unwrap() == 0)
                    .collect();
                let got: BTreeSet<_> = winning_moves(a, b).into_iter().collect();
                assert_eq!(got, expected, "({a},{b})");
                assert!(got.iter().all(|m| is_legal(a, b, *m)));
            }
        }
    }

    #[test]
    fn cold_pairs_match_the_mex_construction_for_the_first_hundred_thousand() {
        // a_k = mex of all numbers used so far, b_k = a_k + k.
        let mut used = vec![false; 400_000];
        let mut next_unused = 0usize;
        for k in 0..100_000u64 {
            while used[next_unused] {
                next_unused += 1;
            }
            let a = next_unused as u128;
            let b = a + u128::from(k);
            assert_eq!(cold_pair(k), (a, b), "k={k}");
            used[a as usize] = true;
            used[b as usize] = true;
            assert_eq!(partner(a as u64) as u128, b);
            assert_eq!(partner(b as u64) as u128, a);
        }
    }

    #[test]
    fn exact_near_ten_to_the_eighteen() {
        let k = 381_966_011_250_105_151u64; // (3 − √5)/2 · 10^18, so b_k is close to 10^18
        let (a, b) = cold_pair(k);
        assert!(b <= 1_000_000_000_000_000_000);
        assert!(!first_wins(a as u64, b as u64));
        assert!(first_wins(a as u64 + 1, b as u64));
        assert_eq!(partner(a as u64) as u128, b);
        assert_eq!(partner(b as u64) as u128, a);
        for m in winning_moves(a as u64 + 1, b as u64) {
            let (x, y) = (a as u64 + 1 - m.from_a, b as u64 - m.from_b);
            assert!(!first_wins(x, y));
        }
        assert_eq!(isqrt(u128::MAX), 18_446_744_073_709_551_615);
        assert!(!first_wins(3, 5));
    }
}
