//! Grundy's game: a move splits one heap into two non-empty heaps of different sizes, so
//! G(n) = mex { G(a) ⊕ G(n − a) : 1 ≤ a < n − a }. Heaps of 1 and 2 cannot be split.
//!
//! What is known, said honestly: the values have been computed to heaps beyond 2^35 and no
//! period has been found; it is conjectured (Guy) but unproven that they are eventually
//! periodic. So the table is computed, never extended by a period.
//!
//! [`naive_table`] is the plain double loop. [`table`] finds the same values with the octal
//! engine's rare-value method ([`super::octal`]'s `fast`, after Gangolli & Plambeck): a mask M
//! splits values into rare (popcount(v & M) even) and common (odd); for Grundy's game the rare
//! values occur at only a few heaps, so pairing each rare heap r with n − r finds every common
//! option of n; the smallest common value c not found bounds the mex, and the scan over all
//! splits that looks for the rare values below c stops as soon as it has seen them all (or
//! runs to the end, when it has seen every option). The mask is chosen again from the value
//! histogram as the table grows.

use super::heap_rule::HeapRule;
use super::octal::period::Period;
use super::octal::{rare_counts, HeapMove};
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::StableSort;

/// The largest heap the lab and the judge tabulate to (G(0..N) with N ≤ 10^5).
pub const MAX_N: usize = 100_000;

/// G(0..n) by the plain double loop: every split of every heap.
pub fn naive_table(n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    // `stamp[v] == h` marks value v as an option of heap h.
    let mut stamp: Vec<u32> = vec![u32::MAX; 64];
    for h in 0..n {
        let mark = h as u32;
        for a in 1..h.div_ceil(2) {
            let v = (g[a] ^ g[h - a]) as usize;
            if v >= stamp.len() {
                stamp.resize((v + 1).next_power_of_two(), u32::MAX);
            }
            stamp[v] = mark;
        }
        let mex = stamp.iter().position(|&s| s != mark).unwrap_or(stamp.len());
        if mex >= stamp.len() {
            stamp.resize((mex + 1).next_power_of_two(), u32::MAX);
        }
        g.push(mex as u32);
    }
    g
}

/// Splits scanned between two checks of the early exit.
const CHUNK: usize = 64;

fn parity(v: u32) -> u32 {
    v.count_ones() & 1
}

/// The fast table's state while it grows.
struct Fast {
    g: Vec<u32>,
    /// A power of two above every value so far: every option's value is below it.
    cap: u32,
    mask: u32,
    /// The heaps (≥ 1) whose value is rare under `mask`, ascending.
    rare: Vec<u32>,
    hist: Vec<u32>,
    next_review: usize,
}

impl Fast {
    fn push(&mut self, v: u32) {
        let n = self.g.len();
        self.g.push(v);
        if v >= self.cap {
            self.cap = (v + 1).next_power_of_two();
            self.hist.resize(self.cap as usize, 0);
        }
        self.hist[v as usize] += 1;
        if self.mask != 0 && parity(v & self.mask) == 0 {
            self.rare.push(n as u32);
        }
        if n + 1 == self.next_review {
            self.review();
        }
    }

    /// Chooses the mask with the fewest rare heaps, or none when no mask makes them rarer
    /// than one heap in eight.
    fn review(&mut self) {
        let n = self.g.len();
        self.next_review = if n < 4096 { 2 * n } else { n + 4096 };
        let total = n as u64;
        let mut best = (total, 0u32);
        for (mask, rare) in rare_counts(&self.hist).into_iter().enumerate().skip(1) {
            if rare < best.0 {
                best = (rare, mask as u32);
            }
        }
        let mask = if best.0 * 8 <= total { best.1 } else { 0 };
        if mask != self.mask {
            self.mask = mask;
            self.rare.clear();
            if mask != 0 {
                for (i, &v) in self.g.iter().enumerate().skip(1) {
                    if parity(v & mask) == 0 {
                        self.rare.push(i as u32);
                    }
                }
            }
        }
    }

    /// G(n) from the values below it. `seen` and `need` are bitsets over the values (reused
    /// between heaps): the options found, and the rare values the scan must find.
    fn mex_of(&self, n: usize, seen: &mut Vec<u64>, need: &mut Vec<u64>) -> u32 {
        let g = &self.g;
        // Every option is below the cap, so the mex is at most the cap: one bit more.
        let words = self.cap as usize / 64 + 1;
        seen.clear();
        seen.resize(words, 0);
        need.clear();
        need.resize(words, 0);
        let mark = |set: &mut [u64], v: u32| set[(v >> 6) as usize] |= 1u64 << (v & 63);
        let has = |set: &[u64], v: u32| (set[(v >> 6) as usize] >> (v & 63)) & 1 == 1;
        // Without a mask every value counts as rare, and the scan must see them all to stop.
        let mut c = self.cap;
        if self.mask != 0 {
            for &r in &self.rare {
                let r = r as usize;
                if r >= n {
                    break;
                }
                if 2 * r != n {
                    mark(seen, g[r] ^ g[n - r]);
                }
            }
            // Every common option pairs a rare part with a common one: all were just found.
            c = (0..self.cap)
                .find(|&v| parity(v & self.mask) == 1 && !has(seen, v))
                .unwrap_or(self.cap);
        }
        for v in (0..c).filter(|&v| parity(v & self.mask) == 0) {
            mark(need, v);
        }
        let half = n.div_ceil(2);
        let mut a = 1;
        while a < half {
            if seen.iter().zip(need.iter()).all(|(s, w)| s & w == *w) {
                return c;
            }
            let end = (a + CHUNK).min(half);
            for (x, y) in g[a..end].iter().zip(g[n + 1 - end..=n - a].iter().rev()) {
                mark(seen, x ^ y);
            }
            a = end;
        }
        // Every split was seen: the mex is exact, the first value missing.
        let missing = seen.iter().enumerate().find(|(_, &bits)| bits != u64::MAX);
        missing.map_or(words * 64, |(w, &bits)| {
            w * 64 + (!bits).trailing_zeros() as usize
        }) as u32
    }
}

/// G(0..n) by the rare-value method; the same values as [`naive_table`].
pub fn table(n: usize) -> Vec<u32> {
    let mut fast = Fast {
        g: Vec::with_capacity(n),
        cap: 1,
        mask: 0,
        rare: Vec::new(),
        hist: vec![0; 1],
        next_review: 64,
    };
    let (mut seen, mut need) = (Vec::new(), Vec::new());
    for h in 0..n {
        let v = fast.mex_of(h, &mut seen, &mut need);
        fast.push(v);
        if (h + 1) % PROGRESS_CHUNK == 0 {
            crate::progress::report(h as u64 + 1, n as u64);
        }
    }
    fast.g
}

/// Heaps computed between two progress reports of [`table`] (the page shows them).
const PROGRESS_CHUNK: usize = 2048;

/// Grundy's game as a heap rule: a move takes nothing and splits one heap into two non-empty
/// heaps of different sizes, written `HEAP:0:LEFT` (LEFT tokens on the left, the rest on the
/// right) in the game lab's notation.
///
/// It is octal-like (a move acts on one heap and leaves at most two), but not an octal game:
/// an octal digit says which numbers of heaps a move may leave, never that they must differ,
/// and Grundy's game removes no token at all. So the Guy–Smith theorem does not apply, and no
/// period is claimed: [`HeapRule::period`] is None.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GrundyRule;

impl HeapRule for GrundyRule {
    /// The splits `left + right` with `left < right`, smallest left part first.
    fn moves(&self, n: usize) -> Vec<HeapMove> {
        (1..n.div_ceil(2))
            .map(|left| HeapMove {
                take: 0,
                left,
                right: n - left,
            })
            .collect()
    }

    fn is_legal(&self, n: usize, m: HeapMove) -> bool {
        m.take == 0 && m.left > 0 && m.right > 0 && m.left + m.right == n && m.left != m.right
    }

    fn read_move(
        &self,
        heap: usize,
        size: usize,
        take: usize,
        left: Option<usize>,
    ) -> Result<HeapMove, Phrase> {
        let (heap, shown_size) = (heap.to_string(), size.to_string());
        let Some(left) = left.filter(|_| take == 0) else {
            return Err(phrase!(GrundyMoveShape { heap }));
        };
        if size < 3 {
            return Err(phrase!(GrundyTooSmall {
                heap,
                size: shown_size
            }));
        }
        if left == 0 || left >= size {
            return Err(phrase!(GrundySplitRange {
                heap,
                max: (size - 1).to_string()
            }));
        }
        if 2 * left == size {
            return Err(phrase!(GrundyEqualSplit {
                heap,
                half: left.to_string()
            }));
        }
        Ok(HeapMove {
            take: 0,
            left,
            right: size - left,
        })
    }

    fn notation(&self) -> Msg {
        Msg::NotationLabGrundy
    }

    fn table(&self, n: usize) -> Vec<u32> {
        table(n)
    }

    fn naive_table(&self, n: usize) -> Vec<u32> {
        naive_table(n)
    }

    /// None: the Guy–Smith theorem covers octal games only (see [`GrundyRule`]), and no
    /// period of Grundy's game is known.
    fn period(&self, _values: &[u32]) -> Option<Period> {
        None
    }
}

/// The options of heap `n` grouped by value: for each value reached, the splits `(a, b)`
/// (a > b ≥ 1) that reach it, values ascending. `g` holds G(0..=n − 1) at least.
pub fn splits_by_value(g: &[u32], n: usize) -> Vec<(u32, Vec<(usize, usize)>)> {
    let mut by: Vec<(u32, Vec<(usize, usize)>)> = Vec::new();
    for b in 1..n.div_ceil(2) {
        let a = n - b;
        let v = g[a] ^ g[b];
        match by.iter_mut().find(|(w, _)| *w == v) {
            Some((_, list)) => list.push((a, b)),
            None => by.push((v, vec![(a, b)])),
        }
    }
    by.stable_sort_by_key(|(v, _)| *v);
    by
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::{mex, MoveGraph, SgSearch};

    /// The game by its definition on a sum of heaps (sorted, heaps that cannot split dropped).
    struct Grundy;

    impl MoveGraph for Grundy {
        type Position = Vec<usize>;
        fn moves(&self, p: &Vec<usize>) -> Vec<Vec<usize>> {
            let mut out = Vec::new();
            for (i, &h) in p.iter().enumerate() {
                for b in 1..h.div_ceil(2) {
                    let mut q = p.clone();
                    q.remove(i);
                    q.extend([h - b, b].into_iter().filter(|&x| x >= 3));
                    q.sort_unstable();
                    out.push(q);
                }
            }
            out
        }
    }

    #[test]
    fn plain_loop_matches_exhaustive_search_on_heaps_and_pairs() {
        let g = naive_table(30);
        let mut search = SgSearch::new(&Grundy, 1 << 22);
        for h in 0..30 {
            let p: Vec<usize> = if h >= 3 { vec![h] } else { vec![] };
            assert_eq!(search.sg(&p), Ok(u64::from(g[h])), "heap {h}");
        }
        // A sum of two heaps is worth the XOR of their values (the SG theorem, checked).
        for x in 3..14 {
            for y in x..14 {
                assert_eq!(
                    search.sg(&vec![x, y]),
                    Ok(u64::from(g[x] ^ g[y])),
                    "heaps {x} and {y}"
                );
            }
        }
    }

    #[test]
    fn plain_loop_is_the_mex_of_the_definition() {
        let g = naive_table(200);
        for n in 0..200usize {
            let options = (1..n.div_ceil(2)).map(|a| u64::from(g[a] ^ g[n - a]));
            assert_eq!(u64::from(g[n]), mex(options), "G({n})");
        }
        // The textbook start (Winning Ways; OEIS A002188).
        assert_eq!(g[..12], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]);
    }

    #[test]
    fn fast_table_matches_the_plain_loop() {
        let n = 20_000;
        let plain = naive_table(n);
        assert_eq!(table(n), plain);
        for small in 0..70 {
            assert_eq!(table(small), plain[..small], "n = {small}");
        }
    }

    #[test]
    fn splits_by_value_are_the_options_of_the_heap() {
        let g = naive_table(40);
        for n in 0..40usize {
            let by = splits_by_value(&g, n);
            let values: Vec<u64> = by.iter().map(|(v, _)| u64::from(*v)).collect();
            let all = (1..n.div_ceil(2)).map(|a| u64::from(g[a] ^ g[n - a]));
            assert_eq!(mex(values.iter().copied()), mex(all), "n = {n}");
            let count: usize = by.iter().map(|(_, s)| s.len()).sum();
            assert_eq!(count, n.div_ceil(2).saturating_sub(1), "n = {n}");
            for (v, splits) in &by {
                assert!(splits.iter().all(|&(a, b)| a > b && b >= 1 && a + b == n));
                assert!(splits.iter().all(|&(a, b)| g[a] ^ g[b] == *v));
            }
        }
    }
}
