//! The flip-multiples game: cells 1..n, some white. A move picks a white cell x and some j with
//! 1 ≤ j ≤ ⌊n/x⌋ and flips x, 2x, …, jx. Every white cell is an independent game (flipping a
//! white cell twice cancels, exactly as XOR does), so a position's SG is the XOR of its white
//! cells' values, and a cell's value depends only on m = ⌊n/x⌋ because the flipped cells kx have
//! ⌊n/(kx)⌋ = ⌊m/k⌋:
//! `g(m) = mex { g(⌊m/2⌋) ⊕ g(⌊m/3⌋) ⊕ … ⊕ g(⌊m/j⌋) : 1 ≤ j ≤ m }` (j = 1 gives 0).
//! Consecutive k with the same ⌊m/k⌋ form a block; inside a block the running XOR alternates
//! between two values, so each block costs O(1) and g(m) costs O(√m). Only the O(√n) distinct
//! values ⌊n/x⌋ are ever needed.

use super::bad_format;
use super::Game;
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::KeySort;
use std::collections::BTreeSet;

/// The cell values for one board size n: g(m) for every m = ⌊n/x⌋ up to a limit.
/// A quotient m ≤ √n is stored at `small[m]`; a larger one at `large[d]` for the cell d ≤ √n
/// with ⌊n/d⌋ = m, because ⌊⌊n/d⌋/k⌋ = ⌊n/(dk)⌋: the quotients a value needs are found by
/// multiplying cells, with no division.
#[derive(Debug, Clone)]
pub struct FlipBoard {
    n: u64,
    root: u64,
    /// Every quotient up to this one is computed (n for a full board).
    limit: u64,
    small: Vec<u32>,
    large: Vec<u32>,
    /// [`blocks::reciprocal`] of 0..=√n + 1 when n < 2^30 (else empty: the CPU divides and
    /// the marks grow as needed).
    reciprocals: Vec<u64>,
}

mod blocks;

use blocks::{div, reciprocal, MexMarks, MARKS};

impl FlipBoard {
    /// Computes g for every distinct ⌊n/x⌋ (n ≥ 1), smallest first.
    pub fn new(n: u64) -> FlipBoard {
        Self::up_to(n, n)
    }

    /// A board that answers for the given cells (and any cell at least as large as the
    /// smallest of them): only the quotients up to n / (smallest cell) are computed, which
    /// for cells far from 1 is a tiny part of the work. Cells must lie in 1..=n.
    pub fn covering(n: u64, cells: &[u64]) -> FlipBoard {
        let smallest = cells.iter().copied().min().unwrap_or(n).max(1);
        Self::up_to(n, n / smallest)
    }

    fn up_to(n: u64, limit: u64) -> FlipBoard {
        Self::build(n, limit, n < 1 << 30)
    }

    /// [`Self::up_to`] by the fast loops (`fast`, which needs n < 2^30) or the general ones.
    fn build(n: u64, limit: u64, fast: bool) -> FlipBoard {
        let n = n.max(1);
        let root = n.isqrt();
        let mut board = FlipBoard {
            n,
            root,
            limit: limit.min(n),
            small: vec![0; root as usize + 1],
            large: vec![0; root as usize + 2],
            reciprocals: Vec::new(),
        };
        let mut marks = MexMarks::new(256);
        // Below 2^30 cells every value and every running XOR is below MARKS (see
        // `blocks::fast_blocks`), and every dividend below 2^31: the fast loops apply.
        if fast && n < 1 << 30 {
            board.reciprocals = (0..=root + 1).map(reciprocal).collect();
            marks = MexMarks::new(MARKS);
        }
        // Quotients up to √n, in increasing order; each needs only smaller ones.
        for m in 1..=root.min(board.limit) {
            let g = board.compute(m, None, &mut marks);
            board.small[m as usize] = g;
        }
        // The quotients above √n are ⌊n/d⌋ for d ≤ √n; increasing quotient is decreasing d.
        let mut d = root;
        while d >= 1 {
            let m = div(n, d);
            if m > board.limit {
                break;
            }
            if m > root || d == root {
                let g = board.compute(m, Some(d), &mut marks);
                board.large[d as usize] = g;
            }
            d -= 1;
        }
        board
    }

    /// g(m) from the values below it: the mex of the running XORs (see [`Self::block_xors`]).
    /// `cell` is a d ≤ √n with ⌊n/d⌋ = m, when m > √n. First the single blocks whose
    /// quotient is a stored large value (no division), then the other blocks, whose
    /// quotients are small ([`blocks::fast_blocks`] below 2^30 cells, else
    /// [`blocks::small_blocks`]).
    fn compute(&self, m: u64, cell: Option<u64>, marks: &mut MexMarks) -> u32 {
        marks.start();
        // While k(k + 1) ≤ m every k is a block of its own (⌊m/k⌋ > ⌊m/(k+1)⌋): k ≤ last.
        let root_m = m.isqrt();
        let last = if root_m * (root_m + 1) <= m {
            root_m
        } else {
            root_m.saturating_sub(1)
        };
        let (stamp, seen) = marks.parts();
        let seen = match <&mut [u32; MARKS]>::try_from(seen) {
            Ok(seen) if !self.reciprocals.is_empty() => seen,
            _ => {
                self.general_blocks(m, cell, last, marks);
                return marks.mex();
            }
        };
        let (mut k, mut running) = (2u64, 0u32);
        if let Some(d) = cell {
            // ⌊m/k⌋ = ⌊n/(dk)⌋, stored at large[dk] while dk ≤ √n (1 ≤ d ≤ √n).
            let top = (self.root / d).min(last);
            if top >= 2 {
                // Indexing cannot fail: top·d ≤ √n < large.len().
                for &y in self.large[(2 * d) as usize..=(top * d) as usize]
                    .iter()
                    .step_by(d as usize)
                {
                    running ^= y;
                    seen[running as u16 as usize] = stamp;
                }
                k = top + 1;
            }
        }
        let tables = (self.small.as_slice(), self.reciprocals.as_slice());
        blocks::fast_blocks(tables, seen, stamp, (m, k, last), running);
        marks.mex()
    }

    /// [`Self::compute`]'s blocks on any board (out of line: sharing a function with the
    /// fast loops costs them registers in wasm).
    #[inline(never)]
    fn general_blocks(&self, m: u64, cell: Option<u64>, last: u64, marks: &mut MexMarks) {
        let (mut k, mut running) = (2u64, 0u32);
        if let Some(d) = cell {
            (k, running) = self.large_blocks(m, d, last, |v| marks.mark(v));
        }
        blocks::small_blocks(&self.small, marks, (m, k, last), running);
    }

    /// The single blocks k = 2, 3, … of m = ⌊n/d⌋ whose quotient ⌊m/k⌋ = ⌊n/(dk)⌋ is stored
    /// at large[dk] (while dk ≤ √n and k ≤ last), marked with `mark`: the next k and the
    /// running XOR.
    fn large_blocks(&self, m: u64, d: u64, last: u64, mut mark: impl FnMut(u32)) -> (u64, u32) {
        let top = (self.root / d.max(1)).min(last).min(m);
        let mut running = 0;
        if top < 2 {
            return (2, running);
        }
        let values = self.large.get((2 * d) as usize..=(top * d) as usize);
        for &y in values.unwrap_or_default().iter().step_by(d.max(1) as usize) {
            running ^= y;
            mark(running);
        }
        (top + 1, running)
    }

    /// The values a lone cell with quotient m reaches: the running XORs
    /// g(⌊m/2⌋) ⊕ … ⊕ g(⌊m/j⌋) for j = 1..=m (0 for j = 1), one block of equal ⌊m/k⌋ at a time.
    /// Within a block the running XOR alternates between running ⊕ y and running, and running
    /// itself was already reached just before the block, so one new value per block suffices.
    fn block_xors(m: u64, g: impl Fn(u64) -> u32) -> Vec<u32> {
        let mut values = vec![0u32];
        let mut running = 0u32;
        let mut k = 2;
        while k <= m {
            let q = m / k;
            let end = m / q;
            let y = g(q);
            values.push(running ^ y);
            if (end - k + 1) % 2 == 1 {
                running ^= y;
            }
            k = end + 1;
        }
        values
    }

    /// The distinct values a lone cell with quotient m can move to, sorted; g(m) is their mex.
    pub fn option_values(&self, m: u64) -> Vec<u32> {
        let mut values = Self::block_xors(m, |q| self.value_of_quotient(q));
        values.key_sort();
        values.dedup();
        values
    }

    /// The board size.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// g(m) for m = ⌊n/x⌋ of some cell x (m within the board's limit: every quotient for
    /// [`Self::new`]; those of the given cells and smaller for [`Self::covering`]).
    pub fn value_of_quotient(&self, m: u64) -> u32 {
        if m <= self.root {
            self.small.get(m as usize).copied().unwrap_or(0)
        } else {
            self.large
                .get(div(self.n, m) as usize)
                .copied()
                .unwrap_or(0)
        }
    }

    /// The SG value of a lone white cell x (1 ≤ x ≤ n).
    pub fn cell_value(&self, x: u64) -> u32 {
        self.value_of_quotient(self.n / x)
    }

    /// The SG value of a position: XOR of its white cells' values.
    pub fn position_value(&self, white: &[u64]) -> u32 {
        white.iter().fold(0, |acc, &x| acc ^ self.cell_value(x))
    }

    /// Whether the player to move wins with these white cells.
    pub fn first_wins(&self, white: &[u64]) -> bool {
        self.position_value(white) != 0
    }

    /// For each white cell x, the smallest j whose move wins (flip x, 2x, …, jx), if any.
    pub fn winning_moves(&self, white: &[u64]) -> Vec<(u64, u64)> {
        let total = self.position_value(white);
        if total == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &x in white {
            let m = self.n / x;
            // After the move the value is total ⊕ g(m) ⊕ running(j); we need running(j) = want.
            let want = total ^ self.value_of_quotient(m);
            if want == 0 {
                out.push((x, 1));
                continue;
            }
            let mut running = 0u32;
            let mut k = 2;
            while k <= m {
                let q = m / k;
                let end = m / q;
                let y = self.value_of_quotient(q);
                if running ^ y == want {
                    out.push((x, k));
                    break;
                }
                if running == want && end > k {
                    out.push((x, k + 1));
                    break;
                }
                if (end - k + 1) % 2 == 1 {
                    running ^= y;
                }
                k = end + 1;
            }
        }
        out
    }
}

/// Why a flip move was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FlipError {
    /// The chosen cell x is not white.
    NotWhite(u64),
    /// j is 0 or above ⌊n/x⌋ (the largest j allowed is given).
    TooFar(u64),
    /// The move would leave this many white cells, more than the cap.
    TooManyWhite(u64),
}

/// Checks the move (x, j) on the white cells of a board of n cells before anything changes:
/// x must be white, 1 ≤ j ≤ ⌊n/x⌋, and the white cells it would leave
/// (|W| + j − 2·|W ∩ {x, …, jx}|, found in O(|W|)) must stay within `cap`. So a checked move
/// costs O(|W| + j) with j ≤ cap + |W|, however large n and j are, and the set stays sparse.
pub fn check_flip(
    white: &BTreeSet<u64>,
    n: u64,
    (x, j): (u64, u64),
    cap: usize,
) -> Result<(), FlipError> {
    if !white.contains(&x) {
        return Err(FlipError::NotWhite(x));
    }
    // x is a white cell, so 1 ≤ x.
    let most = n / x.max(1);
    if j == 0 || j > most {
        return Err(FlipError::TooFar(most));
    }
    // j ≤ n/x, so j·x ≤ n does not overflow.
    let hits = white.range(x..=j * x).filter(|&&c| c % x == 0).count() as u64;
    let after = white.len() as u64 + j - 2 * hits;
    if after > cap as u64 {
        return Err(FlipError::TooManyWhite(after));
    }
    Ok(())
}

/// Plays a checked move (see [`check_flip`]): flips x, 2x, …, jx.
pub fn flip(
    white: &mut BTreeSet<u64>,
    n: u64,
    (x, j): (u64, u64),
    cap: usize,
) -> Result<(), FlipError> {
    check_flip(white, n, (x, j), cap)?;
    for k in 1..=j {
        if !white.remove(&(k * x)) {
            white.insert(k * x);
        }
    }
    Ok(())
}

/// The flip-multiples game being played: the board's values, the white cells, and the most
/// white cells a move may leave (so no move's cost can grow with n).
#[derive(Clone)]
pub struct FlipGame {
    /// The values of the board 1..=n.
    pub board: FlipBoard,
    /// The white cells.
    pub white: BTreeSet<u64>,
    /// The most white cells a move may leave.
    pub cap: usize,
}

impl Game for FlipGame {
    /// Flip cell x and its multiples 2x, …, jx: `(x, j)`.
    type Move = (u64, u64);

    fn notation(&self) -> Msg {
        Msg::NotationFlip
    }

    fn parse_move(&self, text: &str) -> Result<(u64, u64), Phrase> {
        let bad = || bad_format(Msg::NotationFlip);
        let (x, j) = text.split_once(':').ok_or_else(bad)?;
        let x: u64 = x.trim().parse().map_err(|_| bad())?;
        let j: u64 = j.trim().parse().map_err(|_| bad())?;
        if j == 0 {
            return Err(phrase!(MoveFlipNone));
        }
        check_flip(&self.white, self.board.n(), (x, j), self.cap).map_err(|e| match e {
            FlipError::NotWhite(x) => phrase!(MoveNotWhite {
                cell: x.to_string()
            }),
            FlipError::TooFar(most) => phrase!(MoveTooFar {
                max: most.to_string()
            }),
            FlipError::TooManyWhite(after) => phrase!(MoveWhiteCap {
                cells: after.to_string(),
                max: self.cap.to_string()
            }),
        })?;
        Ok((x, j))
    }

    fn format_move(&self, &(x, j): &(u64, u64)) -> String {
        format!("{x}:{j}")
    }

    /// Flips j cells: the cost is the move's own size (checked by `parse_move`).
    fn apply(&mut self, &(x, j): &(u64, u64)) {
        for k in 1..=j {
            let cell = k * x;
            if !self.white.remove(&cell) {
                self.white.insert(cell);
            }
        }
    }

    fn over(&self) -> bool {
        self.white.is_empty()
    }

    fn to_move_wins(&self) -> bool {
        let white: Vec<u64> = self.white.iter().copied().collect();
        !self.over() && self.board.position_value(&white) != 0
    }

    fn legal_moves(&self) -> Vec<(u64, u64)> {
        let n = self.board.n();
        self.white
            .iter()
            .flat_map(|&x| (1..=n / x).map(move |j| (x, j)))
            .collect()
    }

    fn winning_moves(&self) -> Vec<(u64, u64)> {
        let white: Vec<u64> = self.white.iter().copied().collect();
        self.board.winning_moves(&white)
    }

    fn fallback_move(&self) -> Option<(u64, u64)> {
        self.white.iter().next().map(|&x| (x, 1))
    }

    fn position_key(&self) -> Option<Vec<u64>> {
        if !super::listable(self.board.n().saturating_mul(self.white.len() as u64)) {
            return None;
        }
        Some(self.white.iter().copied().collect())
    }

    fn deciding_value(&self) -> Option<super::Deciding> {
        let white: Vec<u64> = self.white.iter().copied().collect();
        Some(super::Deciding::nim_sum(
            self.board.position_value(&white).into(),
        ))
    }
}

#[cfg(test)]
mod tests;
