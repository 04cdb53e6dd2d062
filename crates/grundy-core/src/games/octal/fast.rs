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
//! then every 4096 heaps): the mask with the fewest rare heap sizes (counted for every mask at
//! once by a Walsh–Hadamard transform of the histogram), or none when no mask makes them
//! rarer than one in eight. Without a mask every split is scanned (stamped, or marked straight
//! into bitsets when values are large next to the splits), still stopping between lengths
//! once every value below the cap has been seen.
//!
//! The values of the splits of a length m are the same for every heap that reaches m (heap
//! m + i for each splitting digit i), so what is known of them is kept for the next t heaps
//! ([`Length`]): the rare pairing of m is done once, and a scan of m's splits that stopped
//! early resumes where it stopped when a later heap needs more of them. A code with k
//! splitting digits scans each split of each length at most once, not k times.
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
    /// `stamp[v] == epoch` marks v as the value of a split during a scan without a mask
    /// (plain stores are faster than read-modify-writes of a few bitset words).
    stamp: Vec<u32>,
    /// Stamp value of the scan being made.
    epoch: u32,
    /// What is known of the splits of the last t + 1 lengths m, at slot m % (t + 1).
    lengths: Vec<Length>,
    /// The lengths the splitting moves of the current heap leave.
    splits: Vec<usize>,
    /// Four bitsets of `words` words side by side: the set of a scan, split four ways.
    lanes: Vec<u64>,
    next_review: usize,
    period: Option<usize>,
    use_period: bool,
}

/// Splits written into the seen-set between two checks of the early exit.
const CHUNK: usize = 64;

/// Without a mask, a length's splits are stamped (plain stores) and the stamp read back into
/// its bitset when the splits outnumber the cap's entries this many times; otherwise they
/// are marked into bitsets directly.
const STAMP_READ: usize = 4;

/// What is known of the splits (a, m − a), 1 ≤ a ≤ m/2, of one heap length m: kept while the
/// heaps that reach m (m + i for each splitting digit i) are computed.
#[derive(Debug, Clone)]
struct Length {
    /// The length m; `usize::MAX` for an empty slot (no heap length is that large).
    m: usize,
    /// The values of the splits (r, m − r) for every rare heap size r < m: with a mask,
    /// every common value among the splits of m.
    paired: Vec<u64>,
    /// The values of the splits (a, m − a) for a in 1..next.
    scanned: Vec<u64>,
    /// The next split to scan; every split is scanned once `next > m / 2`.
    next: usize,
}

impl Length {
    const EMPTY: Length = Length {
        m: usize::MAX,
        paired: Vec::new(),
        scanned: Vec::new(),
        next: 1,
    };

    fn complete(&self) -> bool {
        self.next > self.m / 2
    }
}

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
            lengths: vec![Length::EMPTY; t + 1],
            splits: Vec::with_capacity(t),
            lanes: Vec::new(),
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
        for (mask, rare) in rare_counts(&self.hist).into_iter().enumerate().skip(1) {
            if rare < best.0 {
                best = (rare, mask as u32);
            }
        }
        let mask = if best.0 * 8 <= total { best.1 } else { 0 };
        if mask != self.mask {
            self.mask = mask;
            // The rare pairings kept were made with the old mask.
            for length in &mut self.lengths {
                length.m = usize::MAX;
            }
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
            let ring = self.lengths.len();
            for &m in &self.splits {
                let length = &mut self.lengths[m % ring];
                if length.m != m {
                    length.m = m;
                    length.next = 1;
                    length.scanned.clear();
                    length.paired.clear();
                    length.paired.resize(words, 0);
                    if mask != 0 {
                        pair_rare(g, m, &self.rare, &mut length.paired);
                    }
                }
                // Sets kept from a smaller cap have fewer words: their values are below it.
                for (w, (p, x)) in seen
                    .iter_mut()
                    .zip(length.paired.iter().zip(&length.scanned))
                {
                    *w |= p | x;
                }
                for (w, p) in seen
                    .iter_mut()
                    .zip(&length.paired)
                    .skip(length.scanned.len())
                {
                    *w |= p;
                }
            }
            // Without a mask every value counts as rare and c is the cap.
            let c = if mask == 0 {
                cap
            } else {
                (0..cap)
                    .find(|&v| {
                        parity(v & mask) == 1 && seen[(v >> 6) as usize] >> (v & 63) & 1 == 0
                    })
                    .unwrap_or(cap)
            };
            // With a mask, c is small and the early exit comes soon: bitset writes with a
            // check per chunk, and a scan that stops is resumed by the next heap that needs
            // more of that length. Without one, c is the cap and the exit almost never comes:
            // plain stores into `stamp`, no checks.
            for &m in &self.splits {
                if Self::all_below(seen, c) {
                    break;
                }
                let length = &mut self.lengths[m % ring];
                if length.complete() {
                    continue;
                }
                let half = m / 2;
                // Values up to a large cap, without a mask: reading a stamp of cap entries
                // back for each length would cost more than its splits; they are marked into
                // bitsets too, in one pass (c is then the cap, and the exit almost never comes).
                let marked = mask != 0 || (cap as usize) * STAMP_READ > half + 1 - length.next;
                if marked {
                    // Four copies of the set, one per split in each group of four: the
                    // read-modify-writes of one copy do not wait on the others'.
                    let lanes = &mut self.lanes;
                    lanes.clear();
                    lanes.resize(4 * words, 0);
                    lanes[..length.scanned.len()].copy_from_slice(&length.scanned);
                    let step = if mask != 0 { CHUNK } else { usize::MAX };
                    while length.next <= half {
                        let (a0, a1) =
                            (length.next, length.next.saturating_add(step).min(half + 1));
                        mark_splits(&g[a0..a1], &g[m + 1 - a1..=m - a0], lanes, words);
                        length.next = a1;
                        fold_lanes(lanes, words);
                        if mask != 0 && Self::all_below_either(seen, &lanes[..words], c) {
                            break;
                        }
                    }
                    length.scanned.clear();
                    length.scanned.extend_from_slice(&lanes[..words]);
                } else {
                    length.scanned.resize(words, 0);
                    self.epoch += 1;
                    let mark = self.epoch;
                    let stamp = &mut self.stamp[..cap as usize];
                    let a0 = length.next;
                    stamp_splits(&g[a0..=half], &g[m - half..=m - a0], stamp, mark);
                    for v in 0..cap {
                        if stamp[v as usize] == mark {
                            length.scanned[(v >> 6) as usize] |= 1u64 << (v & 63);
                        }
                    }
                    length.next = half + 1;
                }
                for (w, x) in seen.iter_mut().zip(&length.scanned) {
                    *w |= x;
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

/// For every mask M below `hist.len()` (a power of two), how many heap sizes hold a value v
/// with popcount(v & M) even: (total + Σ_v hist[v]·(−1)^popcount(v & M)) / 2, the sum being
/// the Walsh–Hadamard transform of the histogram, O(cap log cap). (Counted mask by mask it
/// was O(cap²) at every review: with values up to 16,000, as `0.37777777777777777777` has
/// by n = 3·10^4, the reviews alone took most of 20 s.)
pub(crate) fn rare_counts(hist: &[u32]) -> Vec<u64> {
    let mut f: Vec<i64> = hist.iter().map(|&c| i64::from(c)).collect();
    let total: i64 = f.iter().sum();
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (a, b) in lo.iter_mut().zip(hi.iter_mut()) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
    f.iter().map(|&w| ((total + w) / 2) as u64).collect()
}

/// Marks the values of the splits (a, m − a) for a in a0..a1, with lo = G(a0..a1) and
/// hi = G(m + 1 − a1..=m − a0): the value `lo[k] ^ hi[len − 1 − k]` goes into bitset k % 4 of
/// `lanes` (four bitsets of `words` words; values are below the cap, which each holds).
#[inline]
fn mark_splits(lo: &[u32], hi: &[u32], lanes: &mut [u64], words: usize) {
    let (l0, rest) = lanes.split_at_mut(words);
    let (l1, rest) = rest.split_at_mut(words);
    let (l2, l3) = rest.split_at_mut(words);
    let mark = |set: &mut [u64], v: u32| {
        if let Some(w) = set.get_mut((v >> 6) as usize) {
            *w |= 1u64 << (v & 63);
        }
    };
    let mut pairs = lo.iter().zip(hi.iter().rev());
    while let Some((x0, y0)) = pairs.next() {
        mark(l0, x0 ^ y0);
        let Some((x1, y1)) = pairs.next() else { break };
        mark(l1, x1 ^ y1);
        let Some((x2, y2)) = pairs.next() else { break };
        mark(l2, x2 ^ y2);
        let Some((x3, y3)) = pairs.next() else { break };
        mark(l3, x3 ^ y3);
    }
}

/// ORs the four bitsets of `lanes` into the first.
fn fold_lanes(lanes: &mut [u64], words: usize) {
    let (first, others) = lanes.split_at_mut(words);
    for (k, w) in first.iter_mut().enumerate() {
        *w |= others[k] | others[words + k] | others[2 * words + k];
    }
}

/// Sets, in `paired`, the value of the split (r, m − r) for every rare heap size r < m
/// (`rare` is ascending).
fn pair_rare(g: &[u32], m: usize, rare: &[u32], paired: &mut [u64]) {
    let below = rare.partition_point(|&r| (r as usize) < m);
    let top = &g[..m];
    for &r in &rare[..below] {
        let r = r as usize;
        let v = top[r] ^ top[m - r];
        if let Some(w) = paired.get_mut((v >> 6) as usize) {
            *w |= 1u64 << (v & 63);
        }
    }
}

/// `stamp[lo[k] ^ hi[len − 1 − k]] = mark` for every k: the values of the splits (a, m − a)
/// for a in a0..=m/2, with lo = G(a0..=m/2) and hi = G(m − m/2..=m − a0). Zipped slices and a
/// checked store keep the hot loop free of index arithmetic; XORs of values below the cap (a
/// power of two, the stamp's length) are always in range.
#[inline(never)]
fn stamp_splits(lo: &[u32], hi: &[u32], stamp: &mut [u32], mark: u32) {
    for (x, y) in lo.iter().zip(hi.iter().rev()) {
        if let Some(s) = stamp.get_mut((x ^ y) as usize) {
            *s = mark;
        }
    }
}
