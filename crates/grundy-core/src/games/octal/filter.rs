//! An exact mex for heaps whose split values have no sparse space (Treblecross, `0.007`): a
//! sample of the splits is stamped, then every split is read 32 at a time (AVX2) and its value
//! looked up in a 1024-bit table of the values the sample missed.
//!
//! Why it is exact: the smallest values that the sample did not see (about `TRACK` of them, up
//! to a bound) are *tracked*. Every split of every length the heap reaches is read; a tracked
//! value found among them leaves the table. After the reads, a tracked value still in the table
//! is not an option, and every value below it is one (seen by the sample, found by the reads,
//! or a non-split option), so the smallest such value is the mex. If every tracked value was
//! found, every value below the bound is an option, and the next unseen values are tracked in
//! another round of reads.
//!
//! Why it is fast: reading a split is two byte loads, an XOR and a table look-up per lane
//! (`vpshufb` on the value's byte index, blended by its top bits), 32 lanes at a time, and no
//! store. Only the first sighting of a tracked value (a few dozen per heap) leaves the loop.
//! Values must stay below 1024 (eight 16-byte tables); the table stops using the filter past
//! that (`OctalTable` falls back to its scan).
//!
//! Compiled on x86-64 only, and chosen at run time when the processor has AVX2; elsewhere
//! [`SplitFilter::new`] gives `None`, and on other targets (the wasm worker) the table has no
//! filter at all: it scans as before.

use std::arch::x86_64::*;

/// The values a filter handles are below this (eight 128-bit tables).
const FILTER_CAP: u32 = 1024;

/// Heaps whose split lengths all have fewer splits than this are left to the table's scan:
/// the filter pays only on long lengths.
const MIN_SPLITS: usize = 2048;

/// One split block in this many is stamped as the sample (measured best of 4, 8, 16, 32 for
/// Treblecross at N = 10^5: fewer samples leave more tracked values to be met in the reads).
const SAMPLE_EVERY: usize = 8;

/// How many unseen values are tracked in one round of reads (measured best of 64, 128, 256).
const TRACK: u32 = 64;

/// Splits read together: one AVX2 register of byte lanes.
const BLOCK: usize = 32;

/// The values so far, as the filter reads them, and its scratch state for one heap.
#[derive(Debug, Clone)]
pub(super) struct SplitFilter {
    /// G(i) & 255 and G(i) >> 8 for every heap i computed.
    low: Vec<u8>,
    high: Vec<u8>,
    /// The same backwards: `low_back[last - i] = low[i]`, so that G(m − a) for a = 1, 2, … is
    /// read forwards from `last − m + 1`.
    low_back: Vec<u8>,
    high_back: Vec<u8>,
    /// G(i) as u16, and backwards, for the sample and for naming a value the reads met.
    wide: Vec<u16>,
    wide_back: Vec<u16>,
    /// `last` = the table's length − 1: the index of heap 0 in the backward arrays.
    last: usize,
    /// `stamp[v] == epoch`: v is an option of the heap being computed (non-split or sampled).
    stamp: [u32; FILTER_CAP as usize],
    epoch: u32,
    /// The tracked values, 128 per table, each table twice (both halves of a register).
    tables: [[u8; 32]; 8],
    /// Splits the reads met a tracked value in (for the tests and the benchmark notes).
    pub(super) sightings: u64,
    /// The largest value pushed.
    largest: u32,
    sample_every: usize,
    track: u32,
    /// Heaps whose longest split length has fewer splits than this are left to the scan.
    min_splits: usize,
}

impl SplitFilter {
    /// A filter for a table of `n` values, when this processor can run it.
    pub(super) fn new(n: usize) -> Option<SplitFilter> {
        std::arch::is_x86_feature_detected!("avx2")
            .then(|| Self::with_settings(n, SAMPLE_EVERY, TRACK, MIN_SPLITS))
    }

    /// A filter with its sample spacing and its round size given (the tests make rounds
    /// small, so that heaps need several).
    pub(super) fn with_settings(
        n: usize,
        sample_every: usize,
        track: u32,
        min_splits: usize,
    ) -> SplitFilter {
        let len = n + BLOCK;
        SplitFilter {
            low: Vec::with_capacity(len),
            high: Vec::with_capacity(len),
            low_back: vec![0; len],
            high_back: vec![0; len],
            wide: Vec::with_capacity(len),
            wide_back: vec![0; len],
            last: n.max(1) - 1,
            stamp: [u32::MAX; FILTER_CAP as usize],
            epoch: 0,
            tables: [[0; 32]; 8],
            sightings: 0,
            largest: 0,
            sample_every: sample_every.max(1),
            track: track.max(1),
            min_splits,
        }
    }

    /// Whether the filter should compute a heap with these split lengths, given the values
    /// pushed so far (all must be below `FILTER_CAP`).
    pub(super) fn applies(&self, lengths: &[usize]) -> bool {
        self.fits() && lengths.iter().any(|&m| m / 2 >= self.min_splits)
    }

    /// Whether every value pushed is below `FILTER_CAP`.
    fn fits(&self) -> bool {
        self.largest < FILTER_CAP
    }

    /// Appends G(i) for the next heap i (values of `FILTER_CAP` or more are kept too; the
    /// table stops calling [`Self::mex`] once one exists).
    pub(super) fn push(&mut self, v: u32) {
        let i = self.wide.len();
        if i > self.last {
            return;
        }
        self.largest = self.largest.max(v);
        let v = v.min(u32::from(u16::MAX)) as u16;
        let [lo, hi] = v.to_le_bytes();
        self.low.push(lo);
        self.high.push(hi);
        self.wide.push(v);
        let back = self.last - i;
        self.low_back[back] = lo;
        self.high_back[back] = hi;
        self.wide_back[back] = v;
    }

    /// The mex of `options` (a bitset of the heap's non-split option values, all below
    /// `FILTER_CAP`) together with the values of the splits (a, m − a), 1 ≤ a ≤ m/2, of every
    /// length m in `lengths` (each below the number of values pushed).
    pub(super) fn mex(&mut self, options: &[u64], lengths: &[usize]) -> u32 {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == u32::MAX {
            self.stamp.fill(u32::MAX);
            self.epoch = 0;
        }
        let mark = self.epoch;
        for (w, &word) in options.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let v = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(s) = self.stamp.get_mut(v) {
                    *s = mark;
                }
            }
        }
        for &m in lengths {
            self.sample(m, mark);
        }
        let mut missing = self.missing(mark);
        let mut from = 0u32;
        loop {
            let to = self.load_tables(&missing, from);
            for &m in lengths {
                self.read(m);
            }
            let mut window = [0u32; 32];
            self.unload_tables(&mut window);
            for w in (from / 32)..(to / 32) {
                if window[w as usize] != 0 {
                    return w * 32 + window[w as usize].trailing_zeros();
                }
            }
            if to >= FILTER_CAP {
                return FILTER_CAP;
            }
            for word in &mut missing[(from / 32) as usize..(to / 32) as usize] {
                *word = 0;
            }
            from = to;
        }
    }

    /// The full blocks of length m's splits: a in 1..1 + full.
    fn full_blocks(m: usize) -> usize {
        (m / 2) / BLOCK * BLOCK
    }

    /// Stamps one block in `sample_every` of length m's splits, and the splits after the last
    /// full block (which the reads do not cover).
    fn sample(&mut self, m: usize, mark: u32) {
        let full = Self::full_blocks(m);
        let front = &self.wide[1..=m / 2];
        // G(m − a) for a = 1.. is read forwards from the backward copy.
        let back = &self.wide_back[self.last + 1 - m..][..m / 2];
        // Values are below FILTER_CAP (a power of two), so the mask keeps every index in range
        // and the loop free of bounds checks.
        let stamp = &mut self.stamp;
        let mut put =
            |x: &u16, y: &u16| stamp[usize::from(x ^ y) & (FILTER_CAP as usize - 1)] = mark;
        let step = BLOCK * self.sample_every;
        for start in (0..full).step_by(step) {
            let end = start + BLOCK;
            front[start..end]
                .iter()
                .zip(&back[start..end])
                .for_each(|(x, y)| put(x, y));
        }
        front[full..]
            .iter()
            .zip(&back[full..])
            .for_each(|(x, y)| put(x, y));
    }

    /// The values below `FILTER_CAP` not stamped with `mark`, 32 to a word.
    fn missing(&self, mark: u32) -> [u32; 32] {
        let mut out = [0u32; 32];
        for (word, stamps) in out.iter_mut().zip(self.stamp.chunks_exact(32)) {
            *word = stamps
                .iter()
                .enumerate()
                .fold(0, |acc, (bit, &s)| acc | u32::from(s != mark) << bit);
        }
        out
    }

    /// Fills the tables with the missing values from `from` up to the word where `track` of
    /// them are reached; returns that bound (a multiple of 32).
    fn load_tables(&mut self, missing: &[u32; 32], from: u32) -> u32 {
        let mut window = [0u32; 32];
        let mut count = 0;
        let mut w = (from / 32) as usize;
        while w < 32 {
            let c = missing[w].count_ones();
            if count + c > self.track && count > 0 {
                break;
            }
            window[w] = missing[w];
            count += c;
            w += 1;
        }
        let mut bytes = [0u8; 128];
        for (four, word) in bytes.chunks_exact_mut(4).zip(window) {
            four.copy_from_slice(&word.to_le_bytes());
        }
        for (table, part) in self.tables.iter_mut().zip(bytes.chunks_exact(16)) {
            table[..16].copy_from_slice(part);
            table[16..].copy_from_slice(part);
        }
        (w * 32) as u32
    }

    /// The tracked values still in the tables, 32 to a word.
    fn unload_tables(&self, window: &mut [u32; 32]) {
        let bytes = self.tables.iter().flat_map(|t| &t[..16]);
        for (i, &byte) in bytes.enumerate() {
            window[i / 4] |= u32::from(byte) << (8 * (i % 4));
        }
    }

    /// Reads every full block of length m's splits against the tables.
    fn read(&mut self, m: usize) {
        let full = Self::full_blocks(m);
        if full == 0 {
            return;
        }
        // The highest tracked value decides how many tables the look-up needs.
        let used = self.tables.iter().rposition(|t| t[..16] != [0; 16]);
        // SAFETY: `new` made a filter only where AVX2 was detected, and `read_avx2`'s loads
        // stay inside the arrays (see there).
        unsafe {
            match used {
                None => {}
                Some(0..=1) => self.read_avx2::<2>(m, full),
                Some(2..=3) => self.read_avx2::<4>(m, full),
                Some(_) => self.read_avx2::<8>(m, full),
            }
        }
    }

    /// The reads of [`Self::read`] with `TABLES` tables (2, 4 or 8: values below 128·TABLES).
    ///
    /// # Safety
    /// The processor has AVX2. Bounds: a block covers a = 1 + b … 32 + b with b + 32 ≤ `full`
    /// ≤ m/2, so the front loads read inside `low[1..=m/2]` and the backward loads inside
    /// `low_back[last + 1 − m ..][..m/2]`, all written (heaps up to m − 1 are pushed).
    #[target_feature(enable = "avx2")]
    unsafe fn read_avx2<const TABLES: usize>(&mut self, m: usize, full: usize) {
        debug_assert!(full <= m / 2 && m / 2 < self.low.len() && m <= self.last + 1);
        let lo = self.low.as_ptr().add(1);
        let hi = self.high.as_ptr().add(1);
        let lo_back = self.low_back.as_ptr().add(self.last + 1 - m);
        let hi_back = self.high_back.as_ptr().add(self.last + 1 - m);
        let bits = _mm256_setr_epi8(
            1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128, 0,
            0, 0, 0, 0, 0, 0, 0,
        );
        let nibble = _mm256_set1_epi8(0x0f);
        let seven = _mm256_set1_epi8(7);
        let mut b = 0;
        while b < full {
            let x_lo = _mm256_xor_si256(load(lo.add(b)), load(lo_back.add(b)));
            let x_hi = _mm256_xor_si256(load(hi.add(b)), load(hi_back.add(b)));
            // Byte x >> 3 of the tracked set: table (x >> 7), entry (x >> 3) & 15; bit x & 7.
            let entry = _mm256_and_si256(_mm256_srli_epi16::<3>(x_lo), nibble);
            let mut bit = _mm256_shuffle_epi8(bits, _mm256_and_si256(x_lo, seven));
            let t = &self.tables;
            // Bit 7 of x_lo picks the odd table of each pair, bits 8 and 9 (x_hi) the pair.
            macro_rules! pair {
                ($k:expr) => {
                    _mm256_blendv_epi8(
                        _mm256_shuffle_epi8(load(t[$k].as_ptr()), entry),
                        _mm256_shuffle_epi8(load(t[$k + 1].as_ptr()), entry),
                        x_lo,
                    )
                };
            }
            let byte = match TABLES {
                2 => {
                    bit = _mm256_and_si256(bit, _mm256_cmpeq_epi8(x_hi, _mm256_setzero_si256()));
                    pair!(0)
                }
                4 => {
                    bit = _mm256_and_si256(bit, _mm256_cmpgt_epi8(_mm256_set1_epi8(2), x_hi));
                    _mm256_blendv_epi8(pair!(0), pair!(2), _mm256_slli_epi16::<7>(x_hi))
                }
                _ => {
                    let h7 = _mm256_slli_epi16::<7>(x_hi);
                    let low_half = _mm256_blendv_epi8(pair!(0), pair!(2), h7);
                    let high_half = _mm256_blendv_epi8(pair!(4), pair!(6), h7);
                    _mm256_blendv_epi8(low_half, high_half, _mm256_slli_epi16::<6>(x_hi))
                }
            };
            let hit = _mm256_and_si256(byte, bit);
            if _mm256_testz_si256(hit, hit) == 0 {
                let lanes =
                    !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())) as u32);
                self.found(m, 1 + b, lanes);
            }
            b += BLOCK;
        }
    }

    /// Takes out of the tables the tracked values of the splits (a0 + k, m − a0 − k) for each
    /// bit k of `lanes`.
    #[cold]
    fn found(&mut self, m: usize, a0: usize, mut lanes: u32) {
        while lanes != 0 {
            let k = lanes.trailing_zeros() as usize;
            lanes &= lanes - 1;
            let a = a0 + k;
            let v = usize::from(self.wide[a] ^ self.wide[m - a]);
            let (table, entry, bit) = (v >> 7, (v >> 3) & 15, 1u8 << (v & 7));
            if let Some(t) = self.tables.get_mut(table) {
                if t[entry] & bit != 0 {
                    t[entry] &= !bit;
                    t[entry + 16] &= !bit;
                    self.sightings += 1;
                }
            }
        }
    }
}

/// 32 bytes from `p`, unaligned.
///
/// # Safety
/// The processor has AVX2 and `p .. p + 32` is inside one allocation.
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn load(p: *const u8) -> __m256i {
    _mm256_loadu_si256(p.cast::<__m256i>())
}
