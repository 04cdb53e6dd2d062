//! The flip-multiples game: cells 1..n, some white. A move picks a white cell x and some j with
//! 1 ≤ j ≤ ⌊n/x⌋ and flips x, 2x, …, jx. Every white cell is an independent game (flipping a
//! white cell twice cancels, exactly as XOR does), so a position's SG is the XOR of its white
//! cells' values, and a cell's value depends only on m = ⌊n/x⌋ because the flipped cells kx have
//! ⌊n/(kx)⌋ = ⌊m/k⌋:
//! `g(m) = mex { g(⌊m/2⌋) ⊕ g(⌊m/3⌋) ⊕ … ⊕ g(⌊m/j⌋) : 1 ≤ j ≤ m }` (j = 1 gives 0).
//! Consecutive k with the same ⌊m/k⌋ form a block; inside a block the running XOR alternates
//! between two values, so each block costs O(1) and g(m) costs O(√m). Only the O(√n) distinct
//! values ⌊n/x⌋ are ever needed.

use super::Game;
use crate::i18n::{Msg, Phrase};
use crate::lesson::bad_format;
use std::collections::BTreeSet;

/// The cell values for one board size n: g(m) for every m = ⌊n/x⌋.
/// A quotient m ≤ √n is stored at `small[m]`; a larger one at `large[n / m]`, because
/// m ↦ ⌊n/m⌋ is one-to-one on the quotients above √n and lands at or below √n.
#[derive(Debug, Clone)]
pub struct FlipBoard {
    n: u64,
    root: u64,
    small: Vec<u32>,
    large: Vec<u32>,
}

impl FlipBoard {
    /// Computes g for every distinct ⌊n/x⌋ (n ≥ 1), smallest first.
    pub fn new(n: u64) -> FlipBoard {
        let mut quotients = Vec::new();
        let mut x = 1;
        while x <= n {
            let m = n / x;
            quotients.push(m);
            x = n / m + 1;
        }
        quotients.reverse();
        let root = crate::games::wythoff::isqrt(u128::from(n)) as u64;
        let mut board = FlipBoard {
            n,
            root,
            small: vec![0; root as usize + 1],
            large: vec![0; root as usize + 2],
        };
        for m in quotients {
            // Every ⌊m/k⌋ is itself some ⌊n/x⌋ smaller than m, so it is already known.
            let g = Self::mex_over_blocks(m, |q| board.value_of_quotient(q));
            if m <= root {
                board.small[m as usize] = g;
            } else {
                board.large[(n / m) as usize] = g;
            }
        }
        board
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

    /// mex of [`Self::block_xors`], in linear time (this is the judge's hot path for n = 10^9).
    fn mex_over_blocks(m: u64, g: impl Fn(u64) -> u32) -> u32 {
        let values = Self::block_xors(m, g);
        let mut seen = vec![false; values.len() + 1];
        for v in values {
            if let Some(slot) = seen.get_mut(v as usize) {
                *slot = true;
            }
        }
        seen.iter().position(|s| !s).unwrap_or(seen.len()) as u32
    }

    /// The distinct values a lone cell with quotient m can move to, sorted; g(m) is their mex.
    pub fn option_values(&self, m: u64) -> Vec<u32> {
        let mut values = Self::block_xors(m, |q| self.value_of_quotient(q));
        values.sort_unstable();
        values.dedup();
        values
    }

    /// The board size.
    pub fn n(&self) -> u64 {
        self.n
    }

    /// g(m) for m = ⌊n/x⌋ of some cell x.
    pub fn value_of_quotient(&self, m: u64) -> u32 {
        if m <= self.root {
            self.small[m as usize]
        } else {
            self.large[(self.n / m) as usize]
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

/// The flip-multiples game being played: the board's values and the white cells.
#[derive(Clone)]
pub struct FlipGame {
    /// The values of the board 1..=n.
    pub board: FlipBoard,
    /// The white cells.
    pub white: BTreeSet<u64>,
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
        if !self.white.contains(&x) {
            return Err(Phrase::msg(Msg::MoveNotWhite, vec![x.to_string()]));
        }
        // x is white, so 1 ≤ x ≤ n.
        let most = self.board.n() / x;
        if j == 0 || j > most {
            return Err(Phrase::msg(Msg::MoveTooFar, vec![most.to_string()]));
        }
        Ok((x, j))
    }

    fn format_move(&self, &(x, j): &(u64, u64)) -> String {
        format!("{x}:{j}")
    }

    /// Flips j cells: the cost is the move's own size.
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::{MoveGraph, SgSearch};

    /// The real game on bitmasks of white cells (bit x−1 is cell x).
    struct Flip(u64);
    fn flip_moves(n: u64, mask: u64) -> Vec<((u64, u64), u64)> {
        let mut out = Vec::new();
        for x in 1..=n {
            if mask >> (x - 1) & 1 == 1 {
                let mut m = mask;
                for j in 1..=n / x {
                    m ^= 1 << (j * x - 1);
                    out.push(((x, j), m));
                }
            }
        }
        out
    }
    impl MoveGraph for Flip {
        type Position = u64;
        fn moves(&self, &mask: &u64) -> Vec<u64> {
            flip_moves(self.0, mask)
                .into_iter()
                .map(|(_, m)| m)
                .collect()
        }
    }

    #[test]
    fn position_values_match_exhaustive_search_on_every_board_up_to_eleven_cells() {
        for n in 1..=11u64 {
            let board = FlipBoard::new(n);
            let game = Flip(n);
            let mut search = SgSearch::new(&game, 1 << 22);
            for mask in 0..(1u64 << n) {
                let white: Vec<u64> = (1..=n).filter(|x| mask >> (x - 1) & 1 == 1).collect();
                let sg = search.sg(&mask).unwrap();
                assert_eq!(
                    u64::from(board.position_value(&white)),
                    sg,
                    "n={n} white={white:?}"
                );
                // The reported winning moves really win, and one exists exactly when sg ≠ 0.
                let moves = board.winning_moves(&white);
                assert_eq!(moves.is_empty(), sg == 0, "n={n} white={white:?}");
                for (x, j) in moves {
                    let mut after = mask;
                    for k in 1..=j {
                        after ^= 1 << (k * x - 1);
                    }
                    assert_eq!(
                        search.sg(&after).unwrap(),
                        0,
                        "n={n} white={white:?} move=({x},{j})"
                    );
                    let smallest = flip_moves(n, mask)
                        .into_iter()
                        .filter(|((cx, _), m)| *cx == x && search.sg(m).unwrap() == 0)
                        .map(|((_, cj), _)| cj)
                        .min();
                    assert_eq!(smallest, Some(j));
                }
            }
        }
    }

    #[test]
    fn option_values_have_the_cell_value_as_their_mex() {
        let board = FlipBoard::new(100_000);
        for x in [1u64, 2, 3, 7, 10, 99, 1000, 33_333, 100_000] {
            let m = 100_000 / x;
            let mex = crate::sg::mex(board.option_values(m).into_iter().map(u64::from));
            assert_eq!(mex, u64::from(board.cell_value(x)), "x={x}");
        }
    }

    #[test]
    fn block_values_match_a_direct_mex_up_to_three_thousand() {
        let direct = {
            let mut g = vec![0u32; 3001];
            for m in 1..=3000usize {
                let mut running = 0;
                let mut seen = vec![0u32];
                for k in 2..=m {
                    running ^= g[m / k];
                    seen.push(running);
                }
                g[m] = crate::sg::mex(seen.into_iter().map(u64::from)) as u32;
            }
            g
        };
        let board = FlipBoard::new(3000);
        for x in 1..=3000u64 {
            assert_eq!(board.cell_value(x), direct[(3000 / x) as usize], "x={x}");
        }
    }
}
