//! Take from either end: a row of piles; a move takes ≥ 1 stones from the leftmost or the
//! rightmost non-empty pile. Interval DP in O(n²):
//! `left[i][j]` is the unique size of an extra pile put just left of piles i..=j that makes the
//! row a loss for the player to move (`right[i][j]` likewise on the right; an empty interval
//! has 0 on both sides). Uniqueness: two such sizes p > q would let a player move p → q into a
//! loss from a loss. The recurrence adds pile a_j to i..j−1, with L = `left[i][j−1]`,
//! R = `right[i][j−1]`, x = a_j:
//! - x = R: the row i..=j is already a loss, so left = 0;
//! - x below both L and R, or above both: left = x;
//! - L ≤ x < R: left = x + 1;
//! - R < x ≤ L: left = x − 1.
//!
//! and symmetrically for `right[i][j]` from left/right of i+1..=j and x = a_i.

use super::bad_format;
use super::Game;
use crate::i18n::{Msg, Phrase};
use crate::phrase;

/// The left and right values of the intervals of a row (1 ≤ a_i) that start at one of its
/// first `rows` piles (every interval for [`EndPilesTable::new`]).
pub struct EndPilesTable {
    n: usize,
    rows: usize,
    left: Vec<u64>,
    right: Vec<u64>,
}

/// The recurrence's step (the cases of the module doc), without branches: on random rows the
/// comparisons are unpredictable, and mispredicted branches cost more than the arithmetic.
/// Below r, x moves up by one when l ≤ x; above r it moves down by one when x ≤ l (x > r ≥ 0,
/// so x ≥ 1); x = r gives 0.
#[inline]
fn combine(same_side: u64, other_side: u64, x: u64) -> u64 {
    let (l, r) = (same_side, other_side);
    let up = u64::from(x < r && x >= l);
    let down = u64::from(x > r && x <= l);
    (x + up - down) * u64::from(x != r)
}

/// Which case of the recurrence applied, for the walkthrough.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DpCase {
    /// The new pile equals the opposite value: the interval is already a loss.
    EqualsOpposite,
    /// The new pile is below both values: the answer is the pile itself.
    BelowBoth,
    /// The new pile is above both values: the answer is the pile itself.
    AboveBoth,
    /// Between, with the same-side value not above it: one more.
    PlusOne,
    /// Between, with the same-side value above it: one less.
    MinusOne,
}

/// Which case `combine` takes for these values.
pub fn dp_case(same_side: u64, other_side: u64, x: u64) -> DpCase {
    let (l, r) = (same_side, other_side);
    if x == r {
        DpCase::EqualsOpposite
    } else if x < l && x < r {
        DpCase::BelowBoth
    } else if x > l && x > r {
        DpCase::AboveBoth
    } else if l <= x && x < r {
        DpCase::PlusOne
    } else {
        DpCase::MinusOne
    }
}

impl EndPilesTable {
    /// Fills the table for `piles` (every pile ≥ 1).
    pub fn new(piles: &[u64]) -> Self {
        let n = piles.len();
        let mut t = EndPilesTable {
            n,
            rows: n,
            left: vec![0; n * n],
            right: vec![0; n * n],
        };
        for i in 0..n {
            t.left[i * n + i] = piles[i];
            t.right[i * n + i] = piles[i];
        }
        for len in 2..=n {
            for i in 0..=n - len {
                let j = i + len - 1;
                let l = combine(t.left[i * n + j - 1], t.right[i * n + j - 1], piles[j]);
                let r = combine(t.right[(i + 1) * n + j], t.left[(i + 1) * n + j], piles[i]);
                t.left[i * n + j] = l;
                t.right[i * n + j] = r;
            }
        }
        t
    }

    /// The values of the intervals that start at one of the first `rows` piles, for a long row:
    /// the intervals are swept one length at a time with O(n) working memory (as in
    /// [`first_wins`]), and only the cells of those rows are kept, so memory is O(rows · n)
    /// and time O(n²) without any n × n array.
    pub fn first_rows(piles: &[u64], rows: usize) -> Self {
        let n = piles.len();
        let rows = rows.min(n);
        let mut t = EndPilesTable {
            n,
            rows,
            left: vec![0; rows * n],
            right: vec![0; rows * n],
        };
        let mut left = piles.to_vec();
        let mut right = piles.to_vec();
        for len in 1..=n {
            for i in 0..=n - len {
                if len > 1 {
                    // i + 1 ≤ n − len + 1 < n and i + len − 1 < n: all in range.
                    let l = combine(left[i], right[i], piles[i + len - 1]);
                    let r = combine(right[i + 1], left[i + 1], piles[i]);
                    left[i] = l;
                    right[i] = r;
                }
                if i < rows {
                    // i < rows and i + len − 1 < n: inside the kept rows.
                    t.left[i * n + i + len - 1] = left[i];
                    t.right[i * n + i + len - 1] = right[i];
                }
            }
        }
        t
    }

    /// The left value of the interval i..=j (0-based); 0 for an empty interval (i > j) or one
    /// outside the kept rows.
    pub fn left(&self, i: usize, j: usize) -> u64 {
        if i > j || j >= self.n || i >= self.rows {
            0
        } else {
            self.left[i * self.n + j]
        }
    }

    /// The right value of the interval i..=j (0-based); 0 for an empty interval or one outside
    /// the kept rows.
    pub fn right(&self, i: usize, j: usize) -> u64 {
        if i > j || j >= self.n || i >= self.rows {
            0
        } else {
            self.right[i * self.n + j]
        }
    }
}

/// The left value of the whole row and its right value, by the recurrence one interval length
/// at a time: after length len, `left[i]` and `right[i]` hold the values of i..i+len−1. Each
/// update reads only the previous length's values at i and i + 1, so the arrays are updated in
/// place in increasing i: O(n²) time like [`EndPilesTable`], but O(n) memory read in order
/// (the table's n² cells cost a cache miss each for a row of 1,000).
fn row_values(piles: &[u64]) -> (u64, u64) {
    let n = piles.len();
    let mut left = piles.to_vec();
    let mut right = piles.to_vec();
    for len in 2..=n {
        for i in 0..=n - len {
            // i + 1 ≤ n − len + 1 < n and i + len − 1 < n: all in range.
            let l = combine(left[i], right[i], piles[i + len - 1]);
            let r = combine(right[i + 1], left[i + 1], piles[i]);
            left[i] = l;
            right[i] = r;
        }
    }
    (
        left.first().copied().unwrap_or(0),
        right.first().copied().unwrap_or(0),
    )
}

/// Whether the player to move wins: the row loses exactly when the first pile equals the left
/// value of the rest.
pub fn first_wins(piles: &[u64]) -> bool {
    match piles.split_first() {
        None => false,
        Some((&first, rest)) => first != row_values(rest).0,
    }
}

/// A move in the row: take `take` stones from the leftmost (`from_left`) or rightmost pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EndMove {
    /// True for the leftmost pile, false for the rightmost.
    pub from_left: bool,
    /// How many stones are taken.
    pub take: u64,
}

/// Every winning move: shrink the leftmost pile to the left value of the rest, or the rightmost
/// to the right value of the rest (a value of 0 empties the pile). At most two moves.
pub fn winning_moves(piles: &[u64]) -> Vec<EndMove> {
    let n = piles.len();
    if n == 0 {
        return Vec::new();
    }
    if n == 1 {
        return vec![EndMove {
            from_left: true,
            take: piles[0],
        }];
    }
    let mut moves = Vec::new();
    let target_left = row_values(&piles[1..]).0;
    if target_left < piles[0] {
        moves.push(EndMove {
            from_left: true,
            take: piles[0] - target_left,
        });
    }
    let target_right = row_values(&piles[..n - 1]).1;
    if target_right < piles[n - 1] {
        moves.push(EndMove {
            from_left: false,
            take: piles[n - 1] - target_right,
        });
    }
    moves
}

/// The end-piles game being played: the row of non-empty piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EndPilesGame {
    /// The piles left, in order (an emptied end pile is removed).
    pub row: Vec<u64>,
}

impl Game for EndPilesGame {
    type Move = EndMove;

    fn notation(&self) -> Msg {
        Msg::NotationEnds
    }

    fn parse_move(&self, text: &str) -> Result<EndMove, Phrase> {
        let (side, take) = text
            .split_once(':')
            .ok_or_else(|| bad_format(Msg::NotationEnds))?;
        let from_left = match side.trim() {
            "L" | "l" => true,
            "R" | "r" => false,
            _ => return Err(phrase!(MoveNoSuchSide)),
        };
        let take: u64 = take
            .trim()
            .parse()
            .map_err(|_| bad_format(Msg::NotationEnds))?;
        let idx = if from_left {
            0
        } else {
            self.row.len().saturating_sub(1)
        };
        let have = self.row.get(idx).copied().unwrap_or(0);
        if take == 0 {
            return Err(phrase!(MoveTakeNoStone));
        }
        if take > have {
            return Err(phrase!(MoveTooMany {
                pile: (idx + 1).to_string(),
                left: have.to_string()
            }));
        }
        Ok(EndMove { from_left, take })
    }

    fn format_move(&self, m: &EndMove) -> String {
        format!("{}:{}", if m.from_left { "L" } else { "R" }, m.take)
    }

    fn apply(&mut self, m: &EndMove) {
        let idx = if m.from_left {
            0
        } else {
            self.row.len().saturating_sub(1)
        };
        if let Some(pile) = self.row.get_mut(idx) {
            *pile -= m.take.min(*pile);
            if *pile == 0 {
                self.row.remove(idx);
            }
        }
    }

    fn over(&self) -> bool {
        self.row.is_empty()
    }

    fn to_move_wins(&self) -> bool {
        !self.over() && first_wins(&self.row)
    }

    /// Both ends; a single pile can be taken from as `L` or as `R`.
    fn legal_moves(&self) -> Vec<EndMove> {
        let (Some(&first), Some(&last)) = (self.row.first(), self.row.last()) else {
            return Vec::new();
        };
        let mut v: Vec<EndMove> = (1..=first)
            .map(|take| EndMove {
                from_left: true,
                take,
            })
            .collect();
        v.extend((1..=last).map(|take| EndMove {
            from_left: false,
            take,
        }));
        v
    }

    fn winning_moves(&self) -> Vec<EndMove> {
        winning_moves(&self.row)
    }

    fn fallback_move(&self) -> Option<EndMove> {
        (!self.over()).then_some(EndMove {
            from_left: true,
            take: 1,
        })
    }

    fn position_key(&self) -> Option<Vec<u64>> {
        let ends = self.row.first().copied().unwrap_or(0);
        if !super::listable(ends.saturating_add(self.row.last().copied().unwrap_or(0))) {
            return None;
        }
        Some(self.row.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testkit::all_vectors;
    use crate::sg::{MoveGraph, OutcomeSearch};
    use std::collections::BTreeSet;

    struct Row;
    fn apply(p: &[u64], m: EndMove) -> Vec<u64> {
        let mut n = p.to_vec();
        let idx = if m.from_left { 0 } else { n.len() - 1 };
        n[idx] -= m.take;
        if n[idx] == 0 {
            n.remove(idx);
        }
        n
    }
    fn all_moves(p: &[u64]) -> Vec<EndMove> {
        let mut out = Vec::new();
        if let (Some(&first), Some(&last)) = (p.first(), p.last()) {
            out.extend((1..=first).map(|take| EndMove {
                from_left: true,
                take,
            }));
            if p.len() > 1 {
                out.extend((1..=last).map(|take| EndMove {
                    from_left: false,
                    take,
                }));
            }
        }
        out
    }
    impl MoveGraph for Row {
        type Position = Vec<u64>;
        fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
            all_moves(p).into_iter().map(|m| apply(p, m)).collect()
        }
    }

    #[test]
    fn verdict_and_moves_match_exhaustive_search_on_every_row_of_up_to_five_piles_of_five() {
        let mut search = OutcomeSearch::new(&Row, false, 1 << 22);
        for piles in all_vectors(5, 1, 5) {
            assert_eq!(
                first_wins(&piles),
                search.wins(&piles).unwrap(),
                "{piles:?}"
            );
            let expected: BTreeSet<_> = all_moves(&piles)
                .into_iter()
                .filter(|&m| !search.wins(&apply(&piles, m)).unwrap())
                .collect();
            let got: BTreeSet<_> = winning_moves(&piles).into_iter().collect();
            assert_eq!(got, expected, "{piles:?}");
        }
    }

    #[test]
    fn in_place_values_match_the_table_on_random_rows_of_up_to_sixty_piles() {
        let mut r = crate::rng::Rng::from_state(0x9E37_79B9_7F4A_7C15);
        for n in 1..=60usize {
            for _ in 0..20 {
                let row: Vec<u64> = (0..n)
                    .map(|_| 1 + r.below(if n % 2 == 0 { 5 } else { 1_000_000_000 }))
                    .collect();
                let t = EndPilesTable::new(&row);
                assert_eq!(
                    row_values(&row),
                    (t.left(0, n - 1), t.right(0, n - 1)),
                    "{row:?}"
                );
                // The kept first rows of a long row hold the full table's values.
                let rows = 1 + n % 4;
                let part = EndPilesTable::first_rows(&row, rows);
                for i in 0..rows.min(n) {
                    for j in i..n {
                        assert_eq!(part.left(i, j), t.left(i, j), "{row:?} {i}..{j}");
                        assert_eq!(part.right(i, j), t.right(i, j), "{row:?} {i}..{j}");
                    }
                }
            }
        }
    }

    #[test]
    fn branch_free_step_takes_the_case_dp_case_names() {
        for l in 0..8u64 {
            for r in 0..8u64 {
                for x in 1..9u64 {
                    let want = match dp_case(l, r, x) {
                        DpCase::EqualsOpposite => 0,
                        DpCase::BelowBoth | DpCase::AboveBoth => x,
                        DpCase::PlusOne => x + 1,
                        DpCase::MinusOne => x - 1,
                    };
                    assert_eq!(combine(l, r, x), want, "l={l} r={r} x={x}");
                }
            }
        }
    }

    #[test]
    fn left_value_is_the_unique_losing_extra_pile() {
        let mut search = OutcomeSearch::new(&Row, false, 1 << 22);
        for piles in all_vectors(3, 1, 4) {
            let t = EndPilesTable::new(&piles);
            let n = piles.len();
            for extra in 0..=12u64 {
                let mut row = vec![extra];
                row.extend(&piles);
                row.retain(|&v| v > 0);
                assert_eq!(
                    !search.wins(&row).unwrap(),
                    extra == t.left(0, n - 1),
                    "{piles:?} extra={extra}"
                );
            }
        }
    }
}
