//! The inner loops of [`super::FlipBoard`]: the running XORs of the blocks of equal ⌊m/k⌋,
//! marked for the mex. They are most of the work at n = 10^9 (about 3·10^7 blocks), so they
//! are written for few live values and no division, which pays natively and more in wasm,
//! where V8 has fewer registers to give a loop and spills the rest (docs/benchmarks.md, "The
//! core in wasm next to native", has the measurements).

/// Entries of the fixed mark table of the fast loops: below 2^30 cells every value fits.
pub(super) const MARKS: usize = 1 << 16;

/// `a / b`, in 32-bit arithmetic when both fit (several times faster than a 64-bit division on
/// common CPUs, and n ≤ 10^9 in the judge).
#[inline]
pub(super) fn div(a: u64, b: u64) -> u64 {
    if (a | b) >> 32 == 0 {
        u64::from(a as u32 / b as u32)
    } else {
        a / b
    }
}

/// Division by multiplication for dividends below 2^31: the entry for t ≥ 1 is c | F << 32
/// with F = 31 + ⌈log₂ t⌉ and c = ⌈2^F / t⌉ < 2^32, and then ⌊m/t⌋ = ⌊m·c / 2^F⌋ for every
/// m < 2^31 ([`by_reciprocal`]). Lemire, Kaser and Kurz, "Faster remainder by direct
/// computation" (2019): c·t = 2^F + e with 0 ≤ e < t, so m·c / 2^F = m/t + m·e / (t·2^F),
/// and the added part is below 2^31·t / (t·2^F) = 2^−⌈log₂ t⌉ ≤ 1/t, too little to carry
/// m/t past the next integer; and m·c < 2^63 does not overflow.
pub(super) fn reciprocal(t: u64) -> u64 {
    let t = t.max(1);
    let shift = 31 + u64::from(64 - (t - 1).leading_zeros());
    let c = (1u64 << shift).div_ceil(t);
    c | shift << 32
}

/// ⌊m/t⌋ from t's [`reciprocal`] entry, for m < 2^31.
#[inline]
pub(super) fn by_reciprocal(m: u64, entry: u64) -> u64 {
    (m * (entry & 0xFFFF_FFFF)) >> (entry >> 32)
}

/// The marks of one mex: `seen[v] == stamp` when v was reached by the current quotient, so
/// the array is cleared by changing the stamp, not by writing it.
pub(super) struct MexMarks {
    seen: Vec<u32>,
    stamp: u32,
}

impl MexMarks {
    /// Marks for values below `len` (more grow as they come, on the general path).
    pub(super) fn new(len: usize) -> MexMarks {
        MexMarks {
            seen: vec![0; len.max(1)],
            stamp: 0,
        }
    }

    /// Starts a new mex with 0 marked (the move that flips x alone).
    pub(super) fn start(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
        self.mark(0);
    }

    /// The current stamp and the table, for the fast loops.
    pub(super) fn parts(&mut self) -> (u32, &mut [u32]) {
        (self.stamp, &mut self.seen)
    }

    /// Marks v. The array only grows (to a power of two) when v is past its end, out of line,
    /// so the loops that call this keep few values live.
    #[inline]
    pub(super) fn mark(&mut self, v: u32) {
        match self.seen.get_mut(v as usize) {
            Some(s) => *s = self.stamp,
            None => self.grow_and_mark(v),
        }
    }

    #[cold]
    #[inline(never)]
    fn grow_and_mark(&mut self, v: u32) {
        self.seen.resize((v as usize + 1).next_power_of_two(), 0);
        if let Some(s) = self.seen.get_mut(v as usize) {
            *s = self.stamp;
        }
    }

    /// The smallest value not marked since [`Self::start`].
    pub(super) fn mex(&self) -> u32 {
        self.seen
            .iter()
            .position(|&s| s != self.stamp)
            .unwrap_or(self.seen.len()) as u32
    }
}

/// The blocks of m from k on, whose quotients are at most √n, for boards below 2^30 cells:
/// the single blocks k..=last (value `small[⌊m/k⌋]`), then one block per quotient
/// q = ⌊m/k⌋, …, 1 in decreasing q (the running XOR alternates within a block, and the value
/// before it is already marked, so one mark per block; an odd block flips it). Every divisor
/// is at most last + 1 ≤ √n + 1 (q ≤ ⌊m/(last+1)⌋ ≤ last + 1 because (last+1)(last+2) > m),
/// which `reciprocals` covers, and every dividend is m < 2^31.
///
/// The mark table has [`MARKS`] = 2^16 entries, indexed by the low 16 bits: nothing is cut,
/// because a mex is at most the number of values marked for it, 1 + (last − 1) + (last + 1)
/// ≤ 2√m + 1 < 2^16 for m < 2^30, so every stored value and hence every XOR of them is below
/// 2^16.
#[inline]
pub(super) fn fast_blocks(
    (small, reciprocals): (&[u32], &[u64]),
    seen: &mut [u32; MARKS],
    stamp: u32,
    (m, k, last): (u64, u64, u64),
    mut running: u32,
) {
    // Indexing cannot fail (checked slices with a fallback cost these loops registers in
    // wasm, a third more time): `reciprocals` covers 0..=√n + 1, which holds every divisor
    // (see above), and q0 ≤ √n, `small`'s last index: q0 ≤ last + 1, and q0 = last + 1 needs
    // m ≥ (last + 1)², so last < √n.
    if k <= last {
        for &entry in &reciprocals[k as usize..=last as usize] {
            let q = by_reciprocal(m, entry);
            running ^= small.get(q as usize).copied().unwrap_or(0);
            seen[running as u16 as usize] = stamp;
        }
    }
    let mut k = k.max(last + 1);
    if k > m {
        return;
    }
    let q0 = by_reciprocal(m, reciprocals[k as usize]) as usize;
    // q = q0, …, 1: the block of q ends at ⌊m/q⌋.
    for (&entry, &y) in reciprocals[1..=q0].iter().zip(&small[1..=q0]).rev() {
        let end = by_reciprocal(m, entry);
        if end >= k {
            seen[(running ^ y) as u16 as usize] = stamp;
            if (end - k).is_multiple_of(2) {
                running ^= y;
            }
            k = end + 1;
        }
    }
}

/// [`fast_blocks`] for any board: the CPU divides and the marks grow as needed.
pub(super) fn small_blocks(
    small: &[u32],
    marks: &mut MexMarks,
    blocks: (u64, u64, u64),
    running: u32,
) {
    let value = |q: u64| small.get(q as usize).copied().unwrap_or(0);
    plain_blocks(value, &mut |v| marks.mark(v), blocks, running);
}

/// The loops of [`fast_blocks`] with the CPU's division, values from `value`, marks by `mark`.
#[inline]
fn plain_blocks(
    value: impl Fn(u64) -> u32,
    mark: &mut impl FnMut(u32),
    (m, mut k, last): (u64, u64, u64),
    mut running: u32,
) {
    while k <= last {
        running ^= value(div(m, k));
        mark(running);
        k += 1;
    }
    if k > m {
        return;
    }
    let mut q = div(m, k);
    while q >= 1 {
        let end = div(m, q);
        if end >= k {
            let y = value(q);
            mark(running ^ y);
            if (end - k).is_multiple_of(2) {
                running ^= y;
            }
            k = end + 1;
        }
        q -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reciprocals divide exactly: every t up to 2^16 at the dividends where an error
    /// would show first (the top of the range, each remainder t − 1 and 0 there), and all
    /// small dividends for small t.
    #[test]
    fn division_by_reciprocal_is_exact_below_two_to_the_31() {
        let top = (1u64 << 31) - 1;
        for t in 1..=1u64 << 16 {
            let e = reciprocal(t);
            let high = top / t * t;
            for m in [
                top,
                high,
                high - 1,
                high.saturating_sub(t),
                t,
                t - 1,
                0,
                t * t,
            ] {
                if m <= top {
                    assert_eq!(by_reciprocal(m, e), m / t, "{m} / {t}");
                }
            }
        }
        for t in 1..=300u64 {
            let e = reciprocal(t);
            for m in (0..200_000).chain(top - 200_000..=top) {
                assert_eq!(by_reciprocal(m, e), m / t, "{m} / {t}");
            }
        }
    }

    /// The fast loops against the general loops: the same marks for every m up to 3,000 and
    /// every start k.
    #[test]
    fn the_fast_loops_mark_what_the_general_loops_mark() {
        let small: Vec<u32> = (0..80u32).map(|q| q * 7 % 23).collect();
        assert!(small.iter().all(|&v| v < 32));
        let reciprocals: Vec<u64> = (0..80).map(reciprocal).collect();
        for m in 1..3000u64 {
            let r = m.isqrt();
            let last = if r * (r + 1) <= m { r } else { r - 1 };
            for k in 2..=last + 2 {
                let mut general = MexMarks::new(MARKS);
                general.start();
                small_blocks(&small, &mut general, (m, k, last), 5);
                {
                    let table = &reciprocals[..];
                    let mut fast = MexMarks::new(MARKS);
                    fast.start();
                    let (stamp, seen) = fast.parts();
                    let seen = <&mut [u32; MARKS]>::try_from(seen).unwrap();
                    fast_blocks((&small, table), seen, stamp, (m, k, last), 5);
                    // The values are below 23, so their XORs are below 32.
                    assert_eq!(fast.seen[..32], general.seen[..32], "m = {m}, k = {k}");
                }
            }
        }
    }
}
