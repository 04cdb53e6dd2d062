//! Octal (take-and-break) heap games. A code `0.d1d2…dt` says, for each number i of tokens a
//! move may remove from one heap, what may be left of that heap: bit 0 of d_i (value 1) allows
//! leaving nothing (i is the whole heap), bit 1 (value 2) one non-empty heap, bit 2 (value 4)
//! two non-empty heaps. Kayles is `0.77`, Dawson's Kayles `0.137`, Treblecross `0.007`.
//! A subtraction set S with an optional split rule is the same thing: d_s is 3 (take s, leave
//! one heap or none) or 7 (also split the rest in two) for s in S, 0 otherwise, and t = max S.
//!
//! [`naive_table`] is the plain double loop (every move, every split); [`OctalTable`]
//! computes the same values fast and in chunks (see `fast`), [`period`] finds the period
//! and proves it with the Guy–Smith periodicity theorem, and [`play`] plays a sum of heaps.

mod fast;
pub mod period;
pub mod play;
#[cfg(test)]
mod tests;

pub(crate) use fast::rare_counts;
pub use fast::OctalTable;
pub use play::{OctalGame, OctalMove};

use super::heap_rule::HeapRule;
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::KeySort;
use std::fmt;

/// The most digits an octal code may have (t ≤ 20).
pub const MAX_DIGITS: usize = 20;
/// The largest element of a subtraction set (so t ≤ 100).
pub const MAX_SET_ELEMENT: usize = 100;
/// The largest table length computed: G(0..N) for N ≤ 10^5.
pub const MAX_N: usize = 100_000;

/// Validated rules of a take-and-break heap game: the digits d_1 … d_t and how they were given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    digits: Vec<u8>,
    set: Option<(Vec<usize>, bool)>,
}

/// Why a code or a subtraction set was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    /// The text does not start with `0.`.
    NotACode(String),
    /// `0.` with no digit after it.
    NoDigits,
    /// Digit number `position` (1-based, after `0.`) is not an octal digit.
    BadDigit {
        /// 1-based position after the point.
        position: usize,
        /// The character found there.
        found: char,
    },
    /// More than [`MAX_DIGITS`] digits.
    TooManyDigits(usize),
    /// A subtraction set with no element.
    EmptySet,
    /// A subtraction-set element outside 1..=[`MAX_SET_ELEMENT`].
    SetElement(u64),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NotACode(s) => write!(
                f,
                "'{}' is not an octal code; expected 0. followed by octal digits, like 0.77",
                crate::text::shown(s)
            ),
            RulesError::NoDigits => write!(f, "the code has no digit after '0.'"),
            RulesError::BadDigit { position, found } => {
                let found = crate::text::shown(found.encode_utf8(&mut [0; 4]));
                write!(f, "digit {position} is {found}, octal digits are 0–7")
            }
            RulesError::TooManyDigits(n) => write!(
                f,
                "the code has {n} digits; at most {MAX_DIGITS} are allowed"
            ),
            RulesError::EmptySet => write!(f, "the subtraction set is empty"),
            RulesError::SetElement(v) => write!(
                f,
                "{v} is not a valid move size; expected 1 to {MAX_SET_ELEMENT}"
            ),
        }
    }
}

/// One move on a heap of n tokens: remove `take`, leave heaps `left` and `right` (0 = no
/// heap). Taking the whole heap leaves (0, 0); leaving one heap gives (n − take, 0); a split
/// gives two non-empty heaps with `left + right = n − take`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HeapMove {
    /// Tokens removed (1 ≤ take ≤ t).
    pub take: usize,
    /// The first heap left (0 if none).
    pub left: usize,
    /// The second heap left (0 if none).
    pub right: usize,
}

impl HeapMove {
    /// How many non-empty heaps the move leaves (0, 1 or 2).
    pub fn heaps_left(&self) -> usize {
        usize::from(self.left > 0) + usize::from(self.right > 0)
    }
}

impl Rules {
    /// Parses an octal code `0.d1…dt` (1 ≤ t ≤ [`MAX_DIGITS`]); the error names the first bad
    /// digit by its position after the point.
    pub fn parse_code(text: &str) -> Result<Rules, RulesError> {
        let Some(rest) = text.strip_prefix("0.") else {
            return Err(RulesError::NotACode(text.to_string()));
        };
        if rest.is_empty() {
            return Err(RulesError::NoDigits);
        }
        let mut digits = Vec::new();
        for (i, ch) in rest.chars().enumerate() {
            match ch.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(RulesError::BadDigit {
                        position: i + 1,
                        found: ch,
                    })
                }
            }
        }
        if digits.len() > MAX_DIGITS {
            return Err(RulesError::TooManyDigits(digits.len()));
        }
        Ok(Rules { digits, set: None })
    }

    /// A subtraction game: a move removes s tokens, s in `set`, leaving the rest as one heap
    /// (or nothing); with `split` the rest may also be split into two non-empty heaps.
    pub fn subtraction(set: &[u64], split: bool) -> Result<Rules, RulesError> {
        let mut s: Vec<usize> = Vec::with_capacity(set.len());
        for &v in set {
            if v == 0 || v > MAX_SET_ELEMENT as u64 {
                return Err(RulesError::SetElement(v));
            }
            s.push(v as usize);
        }
        s.key_sort();
        s.dedup();
        let Some(&max) = s.last() else {
            return Err(RulesError::EmptySet);
        };
        let mut digits = vec![0u8; max];
        for &v in &s {
            digits[v - 1] = if split { 7 } else { 3 };
        }
        Ok(Rules {
            digits,
            set: Some((s, split)),
        })
    }

    /// Digit d_i (0 for i = 0 or beyond the code).
    pub fn digit(&self, i: usize) -> u8 {
        if i == 0 {
            0
        } else {
            self.digits.get(i - 1).copied().unwrap_or(0)
        }
    }

    /// The digits d_1 … d_t as given (a code keeps its trailing zeros).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// t: the most tokens a move may remove (the last non-zero digit; 0 if there is none).
    /// This is the t of the Guy–Smith window; trailing zero digits allow no move.
    pub fn t(&self) -> usize {
        self.digits
            .iter()
            .rposition(|&d| d != 0)
            .map_or(0, |i| i + 1)
    }

    /// The subtraction set and split rule, when the rules were given that way.
    pub fn set(&self) -> Option<(&[usize], bool)> {
        self.set.as_ref().map(|(s, split)| (s.as_slice(), *split))
    }

    /// The code `0.d1…dt` (for a subtraction set, its equivalent code).
    pub fn code(&self) -> String {
        let mut s = String::from("0.");
        for d in &self.digits {
            s.push(char::from(b'0' + d));
        }
        s
    }

    /// Whether a move may remove `take` tokens from a heap of `n` and leave `left` and `right`.
    pub fn is_legal(&self, n: usize, m: HeapMove) -> bool {
        if m.take == 0 || m.take > n {
            return false;
        }
        let d = self.digit(m.take);
        let rest = n - m.take;
        match (m.left, m.right) {
            (0, 0) => rest == 0 && d & 1 != 0,
            (l, 0) | (0, l) => l == rest && d & 2 != 0,
            (l, r) => l + r == rest && d & 4 != 0,
        }
    }

    /// Every move from a heap of `n`, by take, then nothing / one heap / splits `left ≤ right`.
    pub fn moves(&self, n: usize) -> Vec<HeapMove> {
        let mut out = Vec::new();
        for take in 1..=self.t().min(n) {
            let d = self.digit(take);
            let rest = n - take;
            if rest == 0 {
                if d & 1 != 0 {
                    out.push(HeapMove {
                        take,
                        left: 0,
                        right: 0,
                    });
                }
                continue;
            }
            if d & 2 != 0 {
                out.push(HeapMove {
                    take,
                    left: rest,
                    right: 0,
                });
            }
            if d & 4 != 0 {
                for left in 1..=rest / 2 {
                    out.push(HeapMove {
                        take,
                        left,
                        right: rest - left,
                    });
                }
            }
        }
        out
    }

    /// Whether some move splits a heap in two (the O(N²) case).
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 4 != 0)
    }

    /// How many extra values the Guy–Smith window needs when the preperiod is 0: 1 when the
    /// last digit may split but not leave one heap (see [`period`]), else 0.
    pub fn zero_preperiod_extra(&self) -> usize {
        let d = self.digit(self.t());
        usize::from(d & 4 != 0 && d & 2 == 0)
    }

    /// What the Guy–Smith condition proves of `values` (G(0), G(1), …) for these rules: the
    /// smallest period it proves within them and the smallest preperiod for that period.
    pub fn period(&self, values: &[u32]) -> period::Period {
        period::detect(values, self.t(), self.zero_preperiod_extra())
    }
}

/// G(0..n) by the plain double loop: for every heap, every move and every split, the XOR of
/// the parts' values into a seen-set, then the mex. O(n²·t) for codes that split.
pub fn naive_table(rules: &Rules, n: usize) -> Vec<u32> {
    let t = rules.t();
    let mut g: Vec<u32> = Vec::with_capacity(n);
    // `stamp[v] == h` marks value v as an option of heap h; values stay below 2·(max + 1).
    let mut stamp: Vec<u32> = vec![u32::MAX; 64];
    let mut max = 0u32;
    for h in 0..n {
        let limit = (2 * (max as usize + 1)).next_power_of_two();
        if stamp.len() < limit {
            stamp.resize(limit, u32::MAX);
        }
        let mark = h as u32;
        for take in 1..=t.min(h) {
            let d = rules.digit(take);
            let rest = h - take;
            if rest == 0 {
                if d & 1 != 0 {
                    stamp[0] = mark;
                }
                continue;
            }
            if d & 2 != 0 {
                stamp[g[rest] as usize] = mark;
            }
            if d & 4 != 0 {
                for a in 1..=rest / 2 {
                    stamp[(g[a] ^ g[rest - a]) as usize] = mark;
                }
            }
        }
        let mex = stamp.iter().position(|&s| s != mark).unwrap_or(stamp.len()) as u32;
        max = max.max(mex);
        g.push(mex);
    }
    g
}

impl HeapRule for Rules {
    fn moves(&self, n: usize) -> Vec<HeapMove> {
        Rules::moves(self, n)
    }

    fn is_legal(&self, n: usize, m: HeapMove) -> bool {
        Rules::is_legal(self, n, m)
    }

    /// The reason a student can act on: a move of nothing, more than the heap holds, a split
    /// that is not into two heaps, then what the code forbids.
    fn read_move(
        &self,
        heap: usize,
        size: usize,
        take: usize,
        left: Option<usize>,
    ) -> Result<HeapMove, Phrase> {
        let rest = size.saturating_sub(take);
        let m = match left {
            None => HeapMove {
                take,
                left: rest,
                right: 0,
            },
            Some(l) => HeapMove {
                take,
                left: l,
                right: rest.saturating_sub(l),
            },
        };
        if take == 0 {
            return Err(phrase!(LabTakeNone));
        }
        if take > size {
            return Err(phrase!(LabHeapShort {
                heap: heap.to_string(),
                size: size.to_string()
            }));
        }
        if let Some(l) = left {
            if rest < 2 {
                return Err(phrase!(LabNoSplit {
                    take: take.to_string(),
                    heap: heap.to_string(),
                    rest: rest.to_string()
                }));
            }
            if l == 0 || l >= rest {
                return Err(phrase!(LabSplitRange {
                    max: (rest - 1).to_string(),
                    heap: heap.to_string(),
                    take: take.to_string()
                }));
            }
        }
        if !Rules::is_legal(self, size, m) {
            return Err(match left {
                None if rest == 0 => phrase!(LabMoveIllegalAll {
                    heap: size.to_string()
                }),
                None => phrase!(LabMoveIllegal {
                    take: take.to_string(),
                    heap: size.to_string(),
                    left: rest.to_string()
                }),
                Some(l) => phrase!(LabMoveIllegal {
                    take: take.to_string(),
                    heap: size.to_string(),
                    left: format!("{l} + {}", rest - l)
                }),
            });
        }
        Ok(m)
    }

    fn notation(&self) -> Msg {
        Msg::NotationLab
    }

    fn table(&self, n: usize) -> Vec<u32> {
        table(self, n)
    }

    fn naive_table(&self, n: usize) -> Vec<u32> {
        naive_table(self, n)
    }

    /// Always a verdict: the Guy–Smith theorem covers every octal game.
    fn period(&self, values: &[u32]) -> Option<period::Period> {
        Some(Rules::period(self, values))
    }
}

/// Heaps computed between two progress reports of [`table`].
const PROGRESS_CHUNK: usize = 2048;

/// G(0..n) by the fast method ([`OctalTable`]), in one go, reporting how many values are
/// done to [`crate::progress`] every `PROGRESS_CHUNK` heaps (the page shows it).
pub fn table(rules: &Rules, n: usize) -> Vec<u32> {
    let mut t = OctalTable::new(rules, n);
    while !t.done() {
        t.advance(t.len() + PROGRESS_CHUNK);
        crate::progress::report(t.len() as u64, n as u64);
    }
    t.into_values()
}
