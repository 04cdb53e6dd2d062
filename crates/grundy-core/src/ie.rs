//! Inclusion–exclusion: how many of 1..n are divisible by at least one of d_1..d_m.
//! `|A_1 ∪ … ∪ A_m| = Σ over non-empty subsets T of (−1)^(|T|+1) ⌊n / lcm(T)⌋`, where A_i holds
//! the multiples of d_i. Subsets are bitmasks 1..2^m − 1 (bit i = d_{i+1}), as in the classic
//! loop `for (mask = 1; mask < 1 << m; mask++)`. lcm is exact (u128) and capped: a subset
//! whose lcm exceeds n contributes 0, and so does every superset (an lcm only grows), which
//! is the pruning. A number with k of the properties is counted
//! C(k,1) − C(k,2) + … ± C(k,k) = 1 − (1 − 1)^k = 1 time.

use crate::sort::StableSort;

/// Largest supported number of divisors (2^20 − 1 terms).
pub const MAX_DIVISORS: usize = 20;

/// Greatest common divisor.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// lcm(a, b) if it is at most `cap`, else None (no overflow for any u64 inputs).
pub fn lcm_capped(a: u64, b: u64, cap: u64) -> Option<u64> {
    let l = u128::from(a / gcd(a, b)) * u128::from(b);
    (l <= u128::from(cap)).then_some(l as u64)
}

/// One inclusion–exclusion term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IeTerm {
    /// The subset as a bitmask (bit i = divisor i + 1).
    pub mask: u32,
    /// Number of divisors in the subset.
    pub size: u32,
    /// lcm of the subset, or None when it exceeds n (the term is pruned).
    pub lcm: Option<u64>,
    /// Whether this term is pruned because a smaller subset inside it already was.
    pub pruned_by_subset: bool,
    /// +1 for odd subsets, −1 for even ones.
    pub sign: i8,
    /// ⌊n / lcm⌋, or 0 when pruned.
    pub value: u64,
}

impl IeTerm {
    /// The 1-based indices of the divisors in the subset.
    pub fn members(&self) -> Vec<usize> {
        (0..32)
            .filter(|i| self.mask >> i & 1 == 1)
            .map(|i| i as usize + 1)
            .collect()
    }
}

/// lcm of every subset (None past n), by extending the subset without its highest bit.
fn subset_lcms(n: u64, divisors: &[u64]) -> Vec<Option<u64>> {
    let m = divisors.len();
    let mut lcm: Vec<Option<u64>> = vec![Some(1); 1 << m];
    for mask in 1usize..(1 << m) {
        let top = usize::BITS - 1 - mask.leading_zeros();
        let rest = mask & !(1 << top);
        lcm[mask] = lcm[rest].and_then(|l| lcm_capped(l, divisors[top as usize], n));
    }
    lcm
}

/// Every term in bitmask order (m ≤ [`MAX_DIVISORS`], every d ≥ 1).
pub fn terms(n: u64, divisors: &[u64]) -> Vec<IeTerm> {
    let lcm = subset_lcms(n, divisors);
    (1usize..lcm.len())
        .map(|mask| {
            let size = mask.count_ones();
            let l = lcm[mask];
            let top = usize::BITS - 1 - mask.leading_zeros();
            let rest = mask & !(1 << top);
            IeTerm {
                mask: mask as u32,
                size,
                lcm: l,
                pruned_by_subset: l.is_none() && rest != 0 && lcm[rest].is_none(),
                sign: if size % 2 == 1 { 1 } else { -1 },
                value: l.map_or(0, |l| n / l),
            }
        })
        .collect()
}

/// The count of 1..n divisible by at least one divisor (m ≤ [`MAX_DIVISORS`], every d ≥ 1).
///
/// A divisor that is a multiple of another one (or repeats it) adds nothing to the union, so
/// it is dropped first. The remaining terms are those of [`terms`], visited depth first with
/// the lcm carried down, so no table of 2^m lcms is stored; a subset whose lcm exceeds n is
/// cut with all its supersets (their lcms are multiples of it, so their terms are 0).
pub fn count(n: u64, divisors: &[u64]) -> u64 {
    let mut kept: Vec<u64> = divisors.iter().take(MAX_DIVISORS).copied().collect();
    kept.stable_sort();
    kept.dedup();
    // Ascending, so a divisor is dropped when a smaller kept one divides it.
    let mut essential: Vec<u64> = Vec::with_capacity(kept.len());
    for d in kept {
        if !essential.iter().any(|&e| d.is_multiple_of(e)) {
            essential.push(d);
        }
    }
    // A divisor coprime to every earlier one has lcm(l, d) = l·d for any lcm l of earlier
    // divisors, and l·d ≤ n exactly when l ≤ ⌊n/d⌋: no gcd and no 128-bit product on that
    // branch (for distinct primes, every branch).
    let steps: Vec<Step> = essential
        .iter()
        .enumerate()
        .map(|(i, &d)| Step {
            d,
            room: n / d,
            coprime: essential
                .get(..i)
                .unwrap_or(&[])
                .iter()
                .all(|&e| gcd(e, d) == 1),
        })
        .collect();
    // The union's size lies in 0..=n, so the sum taken modulo 2^64 is the count itself.
    visit(n, &steps, 1, false, false)
}

/// One divisor of [`count`]'s depth-first sum: d, ⌊n/d⌋, and whether d is coprime to every
/// earlier divisor.
struct Step {
    d: u64,
    room: u64,
    coprime: bool,
}

/// The signed sum (modulo 2^64) of ⌊n / lcm⌋ over the subsets that extend the chosen ones
/// (lcm `l`, `odd` when their number is odd) with divisors from `rest` (the empty extension
/// counts only when something is chosen).
fn visit(n: u64, rest: &[Step], l: u64, odd: bool, chosen: bool) -> u64 {
    let Some((step, tail)) = rest.split_first() else {
        return match (chosen, odd) {
            (false, _) => 0,
            (true, true) => n / l,
            (true, false) => (n / l).wrapping_neg(),
        };
    };
    let mut total = visit(n, tail, l, odd, chosen);
    let next = if step.coprime {
        (l <= step.room).then(|| l * step.d)
    } else {
        lcm_capped(l, step.d, n)
    };
    if let Some(next) = next {
        total = total.wrapping_add(visit(n, tail, next, !odd, true));
    }
    total
}

/// How many of the divisors divide x: the number of sets that contain x.
pub fn multiplicity(x: u64, divisors: &[u64]) -> usize {
    divisors.iter().filter(|&&d| x.is_multiple_of(d)).count()
}

/// Binomial coefficient C(n, k) for small n (n ≤ 60).
pub fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

/// How many elements lie in exactly the sets of `region` (a bitmask over m sets), given the
/// size of every intersection: `inter[t]` = |∩_{i ∈ t} A_i| for every mask t (`inter[0]` is
/// the universe, unused here), None where it is known to be 0 (a pruned lcm). Möbius
/// inversion over the supersets T ⊇ region: Σ (−1)^{|T \ region|} |∩ T|. A missing mask
/// counts as 0.
pub fn region_size(inter: &[Option<u64>], m: u32, region: usize) -> i128 {
    let full = (1usize << m) - 1;
    let rest = full & !region;
    let mut total = 0i128;
    // Every superset T = region ∪ extra, with sign (−1)^{|extra|}.
    let mut extra = rest;
    loop {
        let v = inter
            .get(region | extra)
            .copied()
            .flatten()
            .map_or(0, i128::from);
        total += if extra.count_ones().is_multiple_of(2) {
            v
        } else {
            -v
        };
        if extra == 0 {
            break;
        }
        extra = (extra - 1) & rest;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_sizes_match_counting_every_element_for_small_cases() {
        for n in 0..=40u64 {
            for d in [
                vec![2, 3],
                vec![2, 3, 5],
                vec![2, 4, 6, 9],
                vec![7],
                vec![3, 3],
            ] {
                let m = d.len() as u32;
                let inter: Vec<Option<u64>> = (0..1usize << m)
                    .map(|t| {
                        Some(
                            (1..=n)
                                .filter(|x| {
                                    (0..m).all(|i| t >> i & 1 == 0 || x % d[i as usize] == 0)
                                })
                                .count() as u64,
                        )
                    })
                    .collect();
                for region in 1usize..1 << m {
                    let exact = (1..=n)
                        .filter(|x| {
                            (0..m).all(|i| (x % d[i as usize] == 0) == (region >> i & 1 == 1))
                        })
                        .count() as i128;
                    assert_eq!(
                        region_size(&inter, m, region),
                        exact,
                        "n={n} d={d:?} region={region:b}"
                    );
                }
            }
        }
    }

    #[test]
    fn depth_first_count_matches_the_sum_of_the_terms() {
        let sets: [&[u64]; 8] = [
            &[2, 3],
            &[1; 20],
            &[6, 10, 15, 7, 1_000_000_007],
            &[999_999_999_989, 999_999_999_959, 2],
            &[4, 4, 8, 12, 9, 18, 27],
            &[],
            &[
                2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
            ],
            &[
                6, 10, 15, 21, 35, 14, 22, 33, 55, 77, 4, 9, 25, 49, 8, 27, 1, 2, 3, 5,
            ],
        ];
        for n in [1u64, 10, 997, 1_000_000, 1_000_000_000_000_000_000] {
            for &ds in &sets {
                let by_terms: i128 = terms(n, ds)
                    .iter()
                    .map(|t| i128::from(t.sign) * i128::from(t.value))
                    .sum();
                assert_eq!(i128::from(count(n, ds)), by_terms, "n={n} d={ds:?}");
                if n <= 1_000_000 {
                    let direct = (1..=n).filter(|&x| multiplicity(x, ds) > 0).count();
                    assert_eq!(count(n, ds), direct as u64, "n={n} d={ds:?}");
                }
            }
        }
    }

    #[test]
    fn count_matches_direct_counting_for_all_small_inputs() {
        for n in 1..=60u64 {
            for m in 1..=3usize {
                let mut ds = vec![1u64; m];
                loop {
                    let direct = (1..=n).filter(|x| ds.iter().any(|d| x % d == 0)).count() as u64;
                    assert_eq!(count(n, &ds), direct, "n={n} d={ds:?}");
                    let i = ds.iter().position(|&d| d < 12);
                    match i {
                        Some(i) => {
                            ds[i] += 1;
                            for d in &mut ds[..i] {
                                *d = 1;
                            }
                        }
                        None => break,
                    }
                }
            }
        }
    }

    #[test]
    fn terms_sum_to_the_count_and_prune_supersets() {
        let ds = [2, 3, 5, 7, 11];
        let t = terms(30, &ds);
        assert_eq!(t.len(), 31);
        let sum: i64 = t.iter().map(|t| i64::from(t.sign) * t.value as i64).sum();
        assert_eq!(sum as u64, count(30, &ds));
        assert_eq!(count(30, &[2, 3, 5]), 22);
        let t235 = t.iter().find(|t| t.mask == 0b111).unwrap();
        assert_eq!((t235.lcm, t235.value, t235.sign), (Some(30), 1, 1));
        // {7, 11}: lcm 77 > 30 pruned itself; {2, 7, 11} pruned because {7, 11} already was.
        let t7_11 = t.iter().find(|t| t.mask == 0b11000).unwrap();
        assert!(t7_11.lcm.is_none() && !t7_11.pruned_by_subset);
        assert_eq!(t7_11.members(), vec![4, 5]);
    }

    #[test]
    fn exact_at_ten_to_the_eighteen_with_huge_divisors() {
        let n = 1_000_000_000_000_000_000u64;
        assert_eq!(count(n, &[n]), 1);
        assert_eq!(count(n, &[n, n - 1]), 2);
        assert_eq!(count(n, &[1]), n);
        assert_eq!(count(n, &[2, 2]), n / 2);
        let ds: Vec<u64> = (0..20).map(|i| 1_000_000_007 + 2 * i).collect();
        assert!(count(n, &ds) > 0);
        assert_eq!(lcm_capped(u64::MAX, u64::MAX - 1, u64::MAX), None);
        assert_eq!(count(10, &[2, 3]), 7);
    }

    #[test]
    fn every_number_is_counted_once_by_the_alternating_binomial_sum() {
        for k in 1..=20u64 {
            let s: i64 = (1..=k)
                .map(|i| {
                    if i % 2 == 1 {
                        binomial(k, i) as i64
                    } else {
                        -(binomial(k, i) as i64)
                    }
                })
                .sum();
            assert_eq!(s, 1);
        }
    }
}
