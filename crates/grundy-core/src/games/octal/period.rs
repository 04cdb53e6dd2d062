//! Periods of SG sequences, and their proof by the Guy–Smith periodicity theorem.
//!
//! Theorem (Guy & Smith, 1956; Winning Ways ch. 4): for an octal game whose moves remove at
//! most t tokens, if G(n + p) = G(n) for every n with n0 ≤ n < 2·n0 + p + t, then
//! G(n + p) = G(n) for every n ≥ n0. The proof is an induction on m ≥ 2·n0 + p + t: a split of
//! m + p − i into a + b has its larger part b ≥ n0 + p, so (a, b − p) is a split of m − i with
//! the same value, and conversely (a, b) from m gives (a, b + p) from m + p.
//!
//! One exception: with n0 = 0 the part b − p may be 0, at m = p + t, i = t, a = b = p. Then
//! the split (p, p) of the heap m + p is worth 0, while the heap m may have no matching move
//! when d_t allows splitting but not leaving one heap: `0.4` has G(0..3) = 0 0 0, which passes
//! the window for p = 1, n0 = 0, yet G(3) = 1. So for n0 = 0 and such a last digit the window
//! is one value longer (`zero_extra` = 1); for n0 ≥ 1 the part b − p ≥ n0 is never empty.
//!
//! [`detect`] reports the smallest period p the check proves within the computed values, with
//! the smallest preperiod for it. For a sequence of a real game the window check and "the
//! period holds through every computed value" agree (the theorem); the detector asks for both,
//! so that a sequence made to repeat through the window and break after it is not "proven".

/// What [`detect`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    /// G(n + period) = G(n) for all n ≥ preperiod, proven by the values in the window
    /// `preperiod ≤ n < window_end`.
    Proven {
        /// Smallest proven period p.
        period: usize,
        /// Smallest preperiod n0 proven for p.
        preperiod: usize,
        /// End (exclusive) of the Guy–Smith window: 2·n0 + p + t (+1, see the module).
        window_end: usize,
    },
    /// The values repeat with this period from this preperiod to the end of the table (over
    /// at least three periods and a quarter of the table), but the window does not fit yet.
    Observed {
        /// Smallest such period.
        period: usize,
        /// Where the repetition starts.
        preperiod: usize,
    },
    /// No period proven or observed up to N.
    None,
}

/// End (exclusive) of the Guy–Smith window for preperiod `n0`, period `p` and move bound `t`;
/// `zero_extra` (0 or 1) lengthens it for n0 = 0 (see the module).
pub fn window_end(n0: usize, p: usize, t: usize, zero_extra: usize) -> usize {
    2 * n0 + p + t + if n0 == 0 { zero_extra } else { 0 }
}

/// Whether the Guy–Smith condition G(n + p) = G(n), n0 ≤ n < window end, holds in `values`
/// (false when the window needs values beyond the table).
pub fn window_holds(values: &[u32], p: usize, n0: usize, t: usize, zero_extra: usize) -> bool {
    let end = window_end(n0, p, t, zero_extra);
    p > 0 && end + p <= values.len() && (n0..end).all(|n| values[n + p] == values[n])
}

/// The largest n with n + p in the table and G(n + p) ≠ G(n), scanning down from the end
/// (None when the values repeat with period p all through the table).
fn last_break(values: &[u32], p: usize) -> Option<usize> {
    (0..values.len().saturating_sub(p))
        .rev()
        .find(|&n| values[n + p] != values[n])
}

/// The smallest period proven by the Guy–Smith condition within `values` (a game whose moves
/// remove at most `t` tokens), with its smallest preperiod; else the smallest observed one.
pub fn detect(values: &[u32], t: usize, zero_extra: usize) -> Period {
    let len = values.len();
    let mut observed = None;
    // A window needs 2·n0 + 2p + t ≤ N values and an observation 3p ≤ N: p ≤ N/2 covers both.
    for p in 1..=len / 2 {
        let n0 = last_break(values, p).map_or(0, |b| b + 1);
        if window_holds(values, p, n0, t, zero_extra) {
            return Period::Proven {
                period: p,
                preperiod: n0,
                window_end: window_end(n0, p, t, zero_extra),
            };
        }
        let tail = len - n0;
        if observed.is_none() && tail >= 3 * p && 4 * tail >= len {
            observed = Some(Period::Observed {
                period: p,
                preperiod: n0,
            });
        }
    }
    observed.unwrap_or(Period::None)
}
