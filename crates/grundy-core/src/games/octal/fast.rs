//! The fast table of an octal game: rare and common values (Gangolli & Plambeck) with an
//! early-exit mex, and the periodic extension once the Guy–Smith theorem proves a period.
//!
//! The values are split by a mask M into *rare* (popcount(v & M) even) and *common* (odd).
//! Rare values form a group under XOR and the common ones its other coset, so a split into two
//! heaps has a common value exactly when one part is rare and the other common. For many
//! games some mask makes the rare values occur at only a few heap sizes; then:
//! 1. pairing each rare heap size r with m − r finds *every* common value among the splits of
//!    m, in O(#rare) instead of O(m);
//! 2. c, the smallest common value not found, is not an option, so the mex is at most c;
//! 3. the mex is c as soon as every rare value below c has been seen; the scan over all
//!    splits that looks for them stops at that moment, and if it runs to the end it has seen
//!    every option, so the mex is exact either way.
//!
//! The mask is chosen again from the value histogram as the table grows (at 64, 128, 256, …
//! then every 4096 heaps): the mask with the fewest rare heap sizes, or none when no mask makes
//! them rarer than one in eight. Without a mask every split is scanned, still stopping early
//! when every value below the next power of two has been seen.
//!
//! The values of the splits of a length m are the same for every heap that reaches m (heap
//! m + i for each splitting digit i), so each complete set is kept as a bitset for the next t
//! heaps: a code with k splitting digits scans each length once, not k times.
//!
//! At the same review points the table looks for a period the Guy–Smith condition proves
//! ([`super::period::detect`]); from then on G(n) = G(n − p) exactly, by the theorem.

use super::period::{detect, Period};
use super::Rules;

/// G(0..N) of an octal game, computed in chunks ([`OctalTable::advance`]) so that a caller
/// can report progress between them.
#[derive(Debug, Clone)]
pub struct OctalTable {
    digits: Vec<u8>,
    t: usize,
    zero_extra: usize,
    target: usize,
    values: Vec<u32>,
    /// A power of two above every value so far: every option value is below it.
    cap: u32,
    mask: u32,
    rare: Vec<u32>,
    hist: Vec<u32>,
    seen: Vec<u64>,
    /// `stamp[v] == n` marks v as an option of heap n during the full scan (plain stores are
    /// faster than read-modify-writes of a few bitset words).
    stamp: Vec<u32>,
    /// Stamp value of the split set being computed.
    epoch: u32,
    /// Complete option sets of the splits of m (bitsets), for the last t + 1 lengths m,
    /// at slot m % (t + 1), with `split_tags` saying which m each holds.
    split_sets: Vec<Vec<u64>>,
    split_tags: Vec<usize>,
    splits: Vec<usize>,
    next_review: usize,
    period: Option<usize>,
    use_period: bool,
}

/// Splits written into the seen-set between two checks of the early exit.
const CHUNK: usize = 64;

fn parity(v: u32) -> u32 {
    v.count_ones() & 1
}

impl OctalTable {
    /// A table of G(0..n) for `rules`, nothing computed yet.
    pub fn new(rules: &Rules, n: usize) -> OctalTable {
        let t = rules.t();
        let digits = (1..=t).map(|i| rules.digit(i)).collect();
        OctalTable {
            digits,
            t,
            zero_extra: rules.zero_preperiod_extra(),
            target: n,
            values: Vec::with_capacity(n),
            cap: 1,
            mask: 0,
            rare: Vec::new(),
            hist: vec![0; 1],
            seen: vec![0; 1],
            stamp: vec![u32::MAX; 1],
            epoch: 0,
            split_sets: vec![Vec::new(); t + 1],
            // No heap length is usize::MAX, so every slot starts empty.
            split_tags: vec![usize::MAX; t + 1],
            splits: Vec::with_capacity(t),
            next_review: 64,
            period: None,
            use_period: true,
        }
    }

    /// The same table without the periodic extension: every value by the mex (for the
    /// benchmark and the tests, which compare both ways).
    pub fn without_period_shortcut(mut self) -> OctalTable {
        self.use_period = false;
        self
    }

    /// Computes values up to (not including) heap `until`, capped at the table's length.
    pub fn advance(&mut self, until: usize) {
        let until = until.min(self.target);
        while self.values.len() < until {
            let n = self.values.len();
            let v = match self.period {
                // The period is proven for every heap from the preperiod on, and n is past
                // the Guy–Smith window, so n − p is a computed heap of the periodic part.
                Some(p) => self.values[n - p],
                None => self.mex_of(n),
            };
            self.push(v);
            if n + 1 == self.next_review && self.period.is_none() {
                self.review();
            }
        }
    }

    /// How many values are computed.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value is computed yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The table's full length N.
    pub fn target(&self) -> usize {
        self.target
    }

    /// Whether all N values are computed.
    pub fn done(&self) -> bool {
        self.values.len() >= self.target
    }

    /// The values computed so far: G(0), G(1), ….
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The values, consuming the table.
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }

    /// The period the table extends by, once proven.
    pub fn shortcut_period(&self) -> Option<usize> {
        self.period
    }

    fn push(&mut self, v: u32) {
        let n = self.values.len();
        self.values.push(v);
        if self.period.is_some() {
            return;
        }
        if v >= self.cap {
            self.cap = (v + 1).next_power_of_two();
            self.hist.resize(self.cap as usize, 0);
            self.seen.resize((self.cap as usize).div_ceil(64), 0);
            self.stamp.resize(self.cap as usize, u32::MAX);
        }
        if n > 0 {
            self.hist[v as usize] += 1;
            if self.mask != 0 && parity(v & self.mask) == 0 {
                self.rare.push(n as u32);
            }
        }
    }

    /// Chooses the mask again and looks for a proven period.
    fn review(&mut self) {
        let n = self.values.len();
        self.next_review = if n < 4096 { 2 * n } else { n + 4096 };
        if self.use_period {
            let w = detect(&self.values, self.t, self.zero_extra);
            if let Period::Proven { period, .. } = w {
                self.period = Some(period);
                return;
            }
        }
        let total: u64 = self.hist.iter().map(|&c| u64::from(c)).sum();
        let mut best = (total, 0u32);
        for mask in 1..self.cap {
            let rare: u64 = self
                .hist
                .iter()
                .enumerate()
                .filter(|&(v, _)| parity(v as u32 & mask) == 0)
                .map(|(_, &c)| u64::from(c))
                .sum();
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        let mask = if best.0 * 8 <= total { best.1 } else { 0 };
        if mask != self.mask {
            self.mask = mask;
            self.rare.clear();
            if mask != 0 {
                for (i, &v) in self.values.iter().enumerate().skip(1) {
                    if parity(v & mask) == 0 {
                        self.rare.push(i as u32);
                    }
                }
            }
        }
    }

    fn set(seen: &mut [u64], v: u32) -> bool {
        let (w, b) = ((v >> 6) as usize, 1u64 << (v & 63));
        // v is below `cap` and `seen` holds `cap` bits (see `push`).
        let fresh = seen[w] & b == 0;
        seen[w] |= b;
        fresh
    }

    /// Whether every value below `c` is in `seen` (c ≤ the bits of `seen`).
    fn all_below(seen: &[u64], c: u32) -> bool {
        let full = (c / 64) as usize;
        if seen[..full].iter().any(|&w| w != u64::MAX) {
            return false;
        }
        let rest = c % 64;
        rest == 0 || seen[full] & ((1u64 << rest) - 1) == (1u64 << rest) - 1
    }

    /// Whether every value below `c` is in `a` or in `b` (`b` may be shorter).
    fn all_below_either(a: &[u64], b: &[u64], c: u32) -> bool {
        let word = |w: usize| a.get(w).copied().unwrap_or(0) | b.get(w).copied().unwrap_or(0);
        let full = (c / 64) as usize;
        if (0..full).any(|w| word(w) != u64::MAX) {
            return false;
        }
        let rest = c % 64;
        rest == 0 || word(full) & ((1u64 << rest) - 1) == (1u64 << rest) - 1
    }

    fn mex_of(&mut self, n: usize) -> u32 {
        let cap = self.cap;
        let words = (cap as usize).div_ceil(64);
        let g = &self.values;
        let seen = &mut self.seen[..words];
        seen.fill(0);
        self.splits.clear();
        for take in 1..=self.t.min(n) {
            let d = self.digits[take - 1];
            let rest = n - take;
            if rest == 0 {
                if d & 1 != 0 {
                    Self::set(seen, 0);
                }
                continue;
            }
            if d & 2 != 0 {
                Self::set(seen, g[rest]);
            }
            if d & 4 != 0 && rest >= 2 {
                self.splits.push(rest);
            }
        }
        if !self.splits.is_empty() {
            let mask = self.mask;
            // Without a mask every value counts as rare and c is the cap.
            let mut c = cap;
            if mask != 0 {
                for &m in &self.splits {
                    for &r in &self.rare {
                        let r = r as usize;
                        if r >= m {
                            break;
                        }
                        Self::set(seen, g[r] ^ g[m - r]);
                    }
                }
                c = (0..cap)
                    .find(|&v| {
                        parity(v & mask) == 1 && seen[(v >> 6) as usize] >> (v & 63) & 1 == 0
                    })
                    .unwrap_or(cap);
            }
            if !Self::all_below(seen, c) {
                // With a mask, c is small and the early exit comes soon: bitset writes with
                // a check per chunk. Without one, c is the cap and the exit almost never
                // comes: plain stores into `stamp`, no checks.
                // The values of all splits of m are the same for every heap n that reaches m
                // (n = m + i for each splitting i), so a complete set is kept (slot m % (t+1))
                // and reused by the next heaps. With a mask, c is small and the scan of a new
                // m stops early once every value below c is seen (that set is then partial
                // and not kept); without one, c is the cap, the exit almost never comes, and
                // the scan uses plain stores into `stamp`.
                let stamp = &mut self.stamp[..cap as usize];
                let ring = self.split_sets.len();
                'scan: for &m in &self.splits {
                    let slot = m % ring;
                    if self.split_tags[slot] != m {
                        let set = &mut self.split_sets[slot];
                        set.clear();
                        set.resize(words, 0);
                        if mask != 0 {
                            let mut a0 = 1;
                            while a0 <= m / 2 {
                                let a1 = (a0 + CHUNK).min(m / 2 + 1);
                                for a in a0..a1 {
                                    let v = g[a] ^ g[m - a];
                                    set[(v >> 6) as usize] |= 1u64 << (v & 63);
                                }
                                if Self::all_below_either(seen, set, c) {
                                    for (w, x) in seen.iter_mut().zip(set.iter()) {
                                        *w |= x;
                                    }
                                    // Partial: the slot stays untagged.
                                    self.split_tags[slot] = usize::MAX;
                                    break 'scan;
                                }
                                a0 = a1;
                            }
                        } else {
                            self.epoch += 1;
                            let mark = self.epoch;
                            stamp_splits(&g[1..=m / 2], &g[m - m / 2..m], stamp, mark);
                            for v in 0..cap {
                                if stamp[v as usize] == mark {
                                    set[(v >> 6) as usize] |= 1u64 << (v & 63);
                                }
                            }
                        }
                        self.split_tags[slot] = m;
                    }
                    // A set kept from a smaller cap has fewer words: its values are below it.
                    for (w, x) in seen.iter_mut().zip(&self.split_sets[slot]) {
                        *w |= x;
                    }
                    if Self::all_below(seen, c) {
                        break;
                    }
                }
            }
        }
        // Every option is below `cap`; if all of them are seen the mex is `cap`.
        let mut mex = cap;
        for (i, &w) in seen.iter().enumerate() {
            if w != u64::MAX {
                mex = (i as u32) * 64 + w.trailing_ones();
                break;
            }
        }
        mex.min(cap)
    }
}

/// `stamp[lo[k] ^ hi[len − 1 − k]] = mark` for every k: the values of the splits (a, m − a),
/// a = 1..=m/2, with lo = G(1..=m/2) and hi = G(m − m/2..m). Zipped slices and a checked
/// store keep the hot loop free of index arithmetic; XORs of values below the cap (a power of
/// two, the stamp's length) are always in range.
#[inline(never)]
fn stamp_splits(lo: &[u32], hi: &[u32], stamp: &mut [u32], mark: u32) {
    for (x, y) in lo.iter().zip(hi.iter().rev()) {
        if let Some(s) = stamp.get_mut((x ^ y) as usize) {
            *s = mark;
        }
    }
}
