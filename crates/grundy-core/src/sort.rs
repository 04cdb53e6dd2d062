//! The sorts of the core: [`StableSort`] for lessons and figures, [`KeySort`] for the games'
//! plain keys (numbers and tuples of them). std's sorts are instantiated afresh for every
//! element type and comparator, and in the solver worker's wasm those copies were a large
//! share of its code (docs/benchmarks.md, "The start"). So in wasm the stable sort is a small
//! merge sort whose work is one non-generic function over indices, and the key sort a small
//! insertion sort and heapsort; natively both are std's (the judge must be fast). Keys equal
//! under `Ord` are identical, and the stable sort is stable, so a slice sorts to the same
//! order in the worker and in the CLI; the tests prove both equal to std's.

use std::cmp::Ordering;

/// Stable sorting of a slice, named apart from std's methods so that every call site picks
/// this one. Equal elements keep their order (also where std's `sort_unstable` was enough).
pub trait StableSort<T> {
    /// Sorts in ascending order.
    fn stable_sort(&mut self)
    where
        T: Ord;
    /// Sorts by a comparator, which must be a total order.
    fn stable_sort_by<F: FnMut(&T, &T) -> Ordering>(&mut self, cmp: F);
    /// Sorts by a key.
    fn stable_sort_by_key<K: Ord, F: FnMut(&T) -> K>(&mut self, key: F);
}

impl<T> StableSort<T> for [T] {
    fn stable_sort(&mut self)
    where
        T: Ord,
    {
        self.stable_sort_by(T::cmp);
    }

    fn stable_sort_by<F: FnMut(&T, &T) -> Ordering>(&mut self, cmp: F) {
        sort_by(self, cmp);
    }

    fn stable_sort_by_key<K: Ord, F: FnMut(&T) -> K>(&mut self, mut key: F) {
        sort_by(self, |a, b| key(a).cmp(&key(b)));
    }
}

/// Ascending sorting of plain keys, where elements equal under `Ord` are identical (numbers,
/// tuples and arrays of them), so that any sort gives the same order.
pub trait KeySort {
    /// Sorts in ascending order.
    fn key_sort(&mut self);
}

impl<T: Ord + Copy> KeySort for [T] {
    fn key_sort(&mut self) {
        key_sort(self);
    }
}

/// Natively: std's unstable sort.
#[cfg(not(target_arch = "wasm32"))]
fn key_sort<T: Ord + Copy>(v: &mut [T]) {
    v.sort_unstable();
}

/// In wasm: [`small_key_sort`].
#[cfg(target_arch = "wasm32")]
fn key_sort<T: Ord + Copy>(v: &mut [T]) {
    small_key_sort(v);
}

/// An insertion sort for short slices (the games' moves and canonical positions are mostly a
/// few keys), a heapsort beyond: little code per key type, and O(n log n) at worst.
pub fn small_key_sort<T: Ord + Copy>(v: &mut [T]) {
    let n = v.len();
    if n <= 16 {
        for i in 1..n {
            let x = v[i];
            let mut j = i;
            while j > 0 && v[j - 1] > x {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = x;
        }
        return;
    }
    // Sift `v[root]` down within `v[..end]`.
    let sift = |v: &mut [T], mut root: usize, end: usize| loop {
        let mut child = 2 * root + 1;
        if child >= end {
            break;
        }
        if child + 1 < end && v[child + 1] > v[child] {
            child += 1;
        }
        if v[root] >= v[child] {
            break;
        }
        v.swap(root, child);
        root = child;
    };
    for root in (0..n / 2).rev() {
        sift(v, root, n);
    }
    for end in (1..n).rev() {
        v.swap(0, end);
        sift(v, 0, end);
    }
}

/// Natively: std's stable sort (the judge must be fast, and its size does not matter).
#[cfg(not(target_arch = "wasm32"))]
fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], cmp: F) {
    v.sort_by(cmp);
}

/// In wasm: the merge sort, small in code.
#[cfg(target_arch = "wasm32")]
fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], cmp: F) {
    merge_sort_by(v, cmp);
}

/// Sorts `v` stably: the order comes from `order` (not generic, so it is compiled once),
/// then the elements are moved into it.
pub fn merge_sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut cmp: F) {
    if v.len() < 2 {
        return;
    }
    let perm = {
        let view: &[T] = v;
        order(view.len(), &mut |a, b| cmp(&view[a], &view[b]))
    };
    permute(v, perm);
}

/// The indices `0..n` in stable sorted order: a bottom-up merge sort that compares indices
/// through `cmp`, taking from the left run on ties.
#[inline(never)]
fn order(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut from: Vec<usize> = (0..n).collect();
    let mut to = vec![0; n];
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut to[lo..hi] {
                let left = i < mid && (j >= hi || cmp(from[i], from[j]) != Ordering::Greater);
                if left {
                    *slot = from[i];
                    i += 1;
                } else {
                    *slot = from[j];
                    j += 1;
                }
            }
            lo = hi;
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    from
}

/// Rearranges `v` so that its element `i` is the old element `perm[i]`, by swaps along the
/// permutation's cycles; `perm` must be a permutation of `0..v.len()`.
fn permute<T>(v: &mut [T], mut perm: Vec<usize>) {
    for start in 0..v.len() {
        let mut at = start;
        loop {
            let next = perm[at];
            perm[at] = at;
            if next == start || next == at {
                break;
            }
            v.swap(at, next);
            at = next;
        }
    }
}

#[cfg(test)]
// The tests compare with std's `sort_by` itself, comparator and all.
#[allow(clippy::unnecessary_sort_by)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Every sequence of up to 7 values in 0..3, each tagged with its position so that a
    /// wrong order of equal values shows: the merge sort equals std's stable sort.
    #[test]
    fn the_merge_sort_equals_std_stable_sort_on_every_small_input() {
        for n in 0..=7u32 {
            for code in 0..3u32.pow(n) {
                let mut c = code;
                let v: Vec<(u32, u32)> = (0..n)
                    .map(|i| {
                        let d = c % 3;
                        c /= 3;
                        (d, i)
                    })
                    .collect();
                let mut ours = v.clone();
                merge_sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
                let mut std_sorted = v.clone();
                std_sorted.sort_by(|a, b| a.0.cmp(&b.0));
                assert_eq!(ours, std_sorted, "input {v:?}");
            }
        }
    }

    /// Longer random inputs with many ties, owned (non-Copy) elements and keys: the same.
    #[test]
    fn the_merge_sort_equals_std_stable_sort_on_random_inputs() {
        let mut rng = Rng::new(48);
        for _ in 0..300 {
            let n = rng.below(300) as usize;
            let range = 1 + rng.below(40);
            let v: Vec<(u64, String)> = (0..n)
                .map(|i| (rng.below(range), format!("item {i}")))
                .collect();
            let mut ours = v.clone();
            merge_sort_by(&mut ours, |a, b| b.0.cmp(&a.0));
            let mut std_sorted = v.clone();
            std_sorted.sort_by(|a, b| b.0.cmp(&a.0));
            assert_eq!(ours, std_sorted);
        }
    }

    /// The key sort (insertion sort and heapsort) equals std's on every sequence of up to 7
    /// keys in 0..4 and on random ones around the switch to the heapsort and longer.
    #[test]
    fn the_key_sort_equals_std_sort() {
        for n in 0..=7u32 {
            for code in 0..4u32.pow(n) {
                let v: Vec<u32> = (0..n).map(|i| code / 4u32.pow(i) % 4).collect();
                let mut ours = v.clone();
                small_key_sort(&mut ours);
                let mut std_sorted = v;
                std_sorted.sort();
                assert_eq!(ours, std_sorted);
            }
        }
        let mut rng = Rng::new(51);
        for _ in 0..500 {
            let n = rng.below(70) as usize;
            let range = 1 + rng.below(30);
            let v: Vec<(u64, u64)> = (0..n).map(|_| (rng.below(range), rng.below(3))).collect();
            let mut ours = v.clone();
            small_key_sort(&mut ours);
            let mut std_sorted = v.clone();
            std_sorted.sort();
            assert_eq!(ours, std_sorted);
            let mut via_trait = v;
            via_trait.key_sort();
            assert_eq!(via_trait, std_sorted);
        }
    }

    /// The trait's three methods sort as std's stable methods do.
    #[test]
    fn the_trait_sorts_as_std_does() {
        let mut rng = Rng::new(7);
        let v: Vec<i64> = (0..500).map(|_| rng.range(0, 100) as i64 - 50).collect();
        let mut a = v.clone();
        a.stable_sort();
        let mut b = v.clone();
        b.sort();
        assert_eq!(a, b);
        let mut a = v.clone();
        a.stable_sort_by_key(|x| x.abs());
        let mut b = v.clone();
        b.sort_by_key(|x| x.abs());
        assert_eq!(a, b);
        let mut a = v.clone();
        a.stable_sort_by(|x, y| y.cmp(x));
        let mut b = v;
        b.sort_by(|x, y| y.cmp(x));
        assert_eq!(a, b);
    }
}
