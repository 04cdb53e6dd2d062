//! Tests of the flip-multiples game: values, moves and the sparse flip against exhaustive search.

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

/// The definition read literally, one k at a time over all quotients up to `n`.
fn direct_values(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for m in 1..=n {
        let mut running = 0;
        let mut seen = vec![0u32];
        for k in 2..=m {
            running ^= g[m / k];
            seen.push(running);
        }
        g[m] = crate::sg::mex(seen.into_iter().map(u64::from)) as u32;
    }
    g
}

#[test]
fn every_board_up_to_four_hundred_matches_the_definition() {
    let direct = direct_values(400);
    for n in 1..=400u64 {
        let board = FlipBoard::new(n);
        for x in 1..=n {
            assert_eq!(board.cell_value(x), direct[(n / x) as usize], "n={n} x={x}");
        }
    }
}

#[test]
fn a_covering_board_agrees_with_the_full_board_on_its_cells() {
    for n in [1u64, 2, 17, 99, 100, 101, 1000, 65_536, 1_000_003] {
        let full = FlipBoard::new(n);
        for smallest in [1, 2, 3, 9, 10, 11, 31, 32, 33, 500, n / 2 + 1, n] {
            if smallest < 1 || smallest > n {
                continue;
            }
            let cells = [n, smallest, (smallest + n) / 2];
            let part = FlipBoard::covering(n, &cells);
            for x in (smallest..=n).step_by(((n - smallest) / 200 + 1) as usize) {
                assert_eq!(part.cell_value(x), full.cell_value(x), "n={n} x={x}");
            }
        }
    }
}

#[test]
fn a_board_of_a_billion_keeps_the_cells_it_shares_with_the_definition() {
    // Cells near n have small quotients, which the definition reaches directly.
    let direct = direct_values(3000);
    let n = 1_000_000_000u64;
    let board = FlipBoard::covering(n, &[n / 3000]);
    for x in [n, n - 1, n / 2, n / 7 + 3, n / 999, n / 3000] {
        assert_eq!(board.cell_value(x), direct[(n / x) as usize], "x={x}");
    }
}

#[test]
fn every_quotient_of_a_large_board_is_the_mex_of_its_plain_block_scan() {
    // option_values scans blocks the plain way (two divisions each, values looked up by
    // quotient), so this checks the one-division scan and the cell-indexed lookups.
    for n in [1_000_003u64, 999_999_999_937] {
        let board = FlipBoard::covering(n, &[if n > 10_000_000 { n / 20_000 } else { 1 }]);
        let mut x = if n > 10_000_000 { n / 20_000 } else { 1 };
        while x <= n {
            let m = n / x;
            let mex = crate::sg::mex(board.option_values(m).into_iter().map(u64::from));
            assert_eq!(mex, u64::from(board.value_of_quotient(m)), "n={n} m={m}");
            x = n / m + 1;
        }
    }
}

#[test]
fn flips_match_the_cell_by_cell_rule_and_a_huge_move_is_refused_before_any_work() {
    use std::collections::BTreeSet;
    // Every move on every white set of boards up to 9 cells, against a bitmask flip.
    for n in 1..=9u64 {
        for mask in 0..(1u64 << n) {
            let white: BTreeSet<u64> = (1..=n).filter(|x| mask >> (x - 1) & 1 == 1).collect();
            for x in 1..=n {
                for j in 0..=n + 1 {
                    let mut w = white.clone();
                    let got = flip(&mut w, n, (x, j), 4);
                    let mut m = mask;
                    for k in 1..=j.min(n / x) {
                        m ^= 1 << (k * x - 1);
                    }
                    let expected = if mask >> (x - 1) & 1 == 0 {
                        Err(FlipError::NotWhite(x))
                    } else if j == 0 || j > n / x {
                        Err(FlipError::TooFar(n / x))
                    } else if m.count_ones() > 4 {
                        Err(FlipError::TooManyWhite(u64::from(m.count_ones())))
                    } else {
                        Ok(())
                    };
                    assert_eq!(got, expected, "n={n} mask={mask:b} move {x}:{j}");
                    let after = if got.is_ok() { m } else { mask };
                    let want: BTreeSet<u64> =
                        (1..=n).filter(|c| after >> (c - 1) & 1 == 1).collect();
                    assert_eq!(w, want, "n={n} mask={mask:b} move {x}:{j}");
                }
            }
        }
    }
    // Flipping 1, 2, …, 10^9 from cell 1 alone would leave 10^9 − 1 white cells.
    let mut w = BTreeSet::from([1u64]);
    let n = 1_000_000_000;
    assert_eq!(
        flip(&mut w, n, (1, n), 1000),
        Err(FlipError::TooManyWhite(n - 1))
    );
    assert_eq!(w, BTreeSet::from([1]));
    assert_eq!(flip(&mut w, n, (1, n + 1), 1000), Err(FlipError::TooFar(n)));
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

/// The fast loops (reciprocals, fixed mark table) and the general ones (the CPU divides,
/// marks grow) compute the same values on every board up to 2,000 and on larger ones of
/// every shape (a square, one below and one above a square, primes, powers of two).
#[test]
fn the_fast_and_the_general_block_loops_agree() {
    let large = [
        10_000u64,
        65_535,
        65_537,
        999_983,
        1 << 20,
        3_000_000,
        12_345_678,
        99_999_989,
    ];
    for n in (1..=2000).chain(large) {
        for limit in [n, n / 3] {
            let fast = FlipBoard::build(n, limit, true);
            let general = FlipBoard::build(n, limit, false);
            assert!(!fast.reciprocals.is_empty() && general.reciprocals.is_empty());
            assert_eq!(
                (&fast.small, &fast.large),
                (&general.small, &general.large),
                "n = {n}, limit {limit}"
            );
        }
    }
}
