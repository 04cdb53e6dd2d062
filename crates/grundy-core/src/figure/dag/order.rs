//! Crossing reduction: the order of the nodes within each layer.
//!
//! The layer-by-layer sweep of Sugiyama et al. (1981): going down, each layer is sorted by the
//! barycentre of its neighbours in the layer above, then going up by those below. After each
//! sweep, adjacent nodes are switched whenever that removes crossings with both neighbouring
//! layers (the "transpose" heuristic of Gansner et al. 1993, ELK's greedy switch). Several
//! runs start from different orders (the first from a depth-first order, the others from
//! seeded shuffles), and the order with the fewest crossings is kept. Crossings between two
//! layers are counted with the accumulator tree of Barth, Jünger and Mutzel (2004).
//! Everything is seeded from constants, so the same graph always gets the same order.

use super::layering::{Csr, Proper};
use crate::rng::Rng;
use crate::sort::StableSort;

/// Per layer, the nodes from left to right.
pub type Order = Vec<Vec<usize>>;

/// How a layer is sorted in a sweep.
#[derive(Clone, Copy)]
enum Key {
    /// Mean position of the neighbours (Sugiyama et al.).
    Barycentre,
    /// Weighted median of the neighbours' positions (Gansner et al.).
    Median,
}

/// Orders every layer of `p` to reduce crossings.
pub fn order(p: &Proper) -> Order {
    let total = p.layer.len();
    let (up, down) = (&p.up, &p.down);
    let mut start: Order = vec![Vec::new(); p.layers];
    // Depth-first from the real nodes in input order, children in edge order: edges that
    // leave one node stay together, a good start for the sweeps.
    let mut placed = vec![false; total];
    let mut stack = Vec::new();
    let mut roots: Vec<usize> = (0..p.real).collect();
    roots.stable_sort_by_key(|&v| std::cmp::Reverse(p.layer[v]));
    for r in roots {
        stack.push(r);
        while let Some(v) = stack.pop() {
            if placed[v] {
                continue;
            }
            placed[v] = true;
            start[p.layer[v]].push(v);
            stack.extend(down.of(v).iter().rev().copied().filter(|&w| !placed[w]));
        }
    }
    // Bigger graphs get fewer runs (each sweep is linear in the size of the graph).
    let runs = match total {
        0..=400 => 16,
        401..=2_000 => 8,
        2_001..=10_000 => 4,
        _ => 2,
    };
    let mut pos = vec![0usize; total];
    let mut best = start.clone();
    let mut best_count = crossings(down, &best, &mut pos);
    let mut rng = Rng::from_state(0x9E37_79B9_7F4A_7C15);
    for run in 0..runs {
        let mut ord = start.clone();
        if run >= 2 {
            for row in ord.iter_mut() {
                for i in (1..row.len()).rev() {
                    let j = (rng.next_u64() % (i as u64 + 1)) as usize;
                    row.swap(i, j);
                }
            }
        }
        let key = if run % 2 == 0 {
            Key::Barycentre
        } else {
            Key::Median
        };
        let (ord, count) = improve(up, down, ord, &mut pos, key);
        if count < best_count {
            best_count = count;
            best = ord;
        }
        if best_count == 0 {
            break;
        }
    }
    best
}

/// Sweeps until two sweeps in a row bring no gain; returns the best order seen.
fn improve(up: &Csr, down: &Csr, mut ord: Order, pos: &mut [usize], key: Key) -> (Order, usize) {
    let mut best_count = crossings(down, &ord, pos);
    let mut best = ord.clone();
    let mut idle = 0;
    let mut scratch = Vec::new();
    for sweep in 0..24 {
        set_pos(&ord, pos);
        if sweep % 2 == 0 {
            for l in (0..ord.len().saturating_sub(1)).rev() {
                sort_layer(&mut ord[l], up, pos, key, &mut scratch);
            }
        } else {
            for l in 1..ord.len() {
                sort_layer(&mut ord[l], down, pos, key, &mut scratch);
            }
        }
        transpose(up, down, &mut ord, pos);
        let count = crossings(down, &ord, pos);
        if count < best_count {
            best_count = count;
            best.clone_from(&ord);
            idle = 0;
        } else {
            idle += 1;
            if idle >= 2 {
                break;
            }
        }
        if best_count == 0 {
            break;
        }
    }
    (best, best_count)
}

fn set_pos(ord: &Order, pos: &mut [usize]) {
    for row in ord {
        for (i, &v) in row.iter().enumerate() {
            pos[v] = i;
        }
    }
}

/// Sorts one layer by its nodes' keys (nodes without neighbours keep their place), then
/// renumbers it.
fn sort_layer(row: &mut [usize], nb: &Csr, pos: &mut [usize], key: Key, scratch: &mut Vec<usize>) {
    let mut keyed: Vec<(f64, usize, usize)> = row
        .iter()
        .map(|&v| {
            let ns = nb.of(v);
            let k = match (ns.len(), key) {
                (0, _) => pos[v] as f64,
                (1, _) => pos[ns[0]] as f64,
                (_, Key::Barycentre) => {
                    ns.iter().map(|&w| pos[w] as f64).sum::<f64>() / ns.len() as f64
                }
                (m, Key::Median) => {
                    scratch.clear();
                    scratch.extend(ns.iter().map(|&w| pos[w]));
                    scratch.stable_sort();
                    let mid = m / 2;
                    if m % 2 == 1 {
                        scratch[mid] as f64
                    } else if m == 2 {
                        (scratch[0] + scratch[1]) as f64 / 2.0
                    } else {
                        // Weighted toward the side whose positions are packed more tightly.
                        let left = (scratch[mid - 1] - scratch[0]) as f64;
                        let right = (scratch[m - 1] - scratch[mid]) as f64;
                        if left + right == 0.0 {
                            (scratch[mid - 1] + scratch[mid]) as f64 / 2.0
                        } else {
                            (scratch[mid - 1] as f64 * right + scratch[mid] as f64 * left)
                                / (left + right)
                        }
                    }
                }
            };
            (k, pos[v], v)
        })
        .collect();
    keyed.stable_sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    for (i, (slot, (_, _, v))) in row.iter_mut().zip(keyed).enumerate() {
        *slot = v;
        pos[v] = i;
    }
}

/// Crossings among the edges of `a` and `b` on one side: (with a left of b, with b left).
fn pair_crossings(na: &[usize], nb: &[usize], pos: &[usize]) -> (usize, usize) {
    let (mut left, mut right) = (0, 0);
    for &x in na {
        let px = pos[x];
        for &y in nb {
            let py = pos[y];
            left += usize::from(py < px);
            right += usize::from(py > px);
        }
    }
    (left, right)
}

/// Greedy switch: swaps adjacent nodes while that lowers crossings with both neighbour layers.
fn transpose(up: &Csr, down: &Csr, ord: &mut Order, pos: &mut [usize]) {
    set_pos(ord, pos);
    // Two passes catch most gains; more cost a pass over the graph each for little.
    for _ in 0..2 {
        let mut improved = false;
        for row in ord.iter_mut() {
            for i in 1..row.len() {
                let (a, b) = (row[i - 1], row[i]);
                let (l1, r1) = pair_crossings(up.of(a), up.of(b), pos);
                let (l2, r2) = pair_crossings(down.of(a), down.of(b), pos);
                if r1 + r2 < l1 + l2 {
                    row.swap(i - 1, i);
                    pos[a] = i;
                    pos[b] = i - 1;
                    improved = true;
                }
            }
        }
        if !improved {
            break;
        }
    }
}

/// Total crossings of the layered graph in order `ord` (also refreshes `pos`).
fn crossings(down: &Csr, ord: &Order, pos: &mut [usize]) -> usize {
    set_pos(ord, pos);
    let mut total = 0;
    let (mut ends, mut tree) = (Vec::new(), Vec::new());
    for l in 1..ord.len() {
        ends.clear();
        for &u in &ord[l] {
            let from = ends.len();
            ends.extend(down.of(u).iter().map(|&w| pos[w]));
            ends[from..].stable_sort();
        }
        total += inversions(&ends, ord[l - 1].len(), &mut tree);
    }
    total
}

/// Total crossings of `p` drawn in order `ord`.
pub fn count(p: &Proper, ord: &Order) -> usize {
    let mut pos = vec![0; p.layer.len()];
    crossings(&p.down, ord, &mut pos)
}

/// Pairs i < j with seq[i] > seq[j], for values below `size` (an accumulator tree).
fn inversions(seq: &[usize], size: usize, tree: &mut Vec<usize>) -> usize {
    let mut first = 1;
    while first < size {
        first *= 2;
    }
    tree.clear();
    tree.resize(2 * first, 0);
    let mut count = 0;
    for &v in seq {
        let mut i = v + first;
        tree[i] += 1;
        while i > 1 {
            if i % 2 == 0 {
                count += tree[i + 1];
            }
            i /= 2;
            tree[i] += 1;
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::super::layering::layer;
    use super::*;

    fn brute(p: &Proper, ord: &Order) -> usize {
        let mut pos = vec![0; p.layer.len()];
        set_pos(ord, &mut pos);
        let mut segs = Vec::new();
        for u in 0..p.layer.len() {
            for &w in p.down.of(u) {
                segs.push((p.layer[u], pos[u], pos[w]));
            }
        }
        let mut c = 0;
        for (i, a) in segs.iter().enumerate() {
            for b in &segs[i + 1..] {
                if a.0 == b.0 && (a.1 < b.1 && a.2 > b.2 || a.1 > b.1 && a.2 < b.2) {
                    c += 1;
                }
            }
        }
        c
    }

    fn random_dag(seed: u64, n: usize, m: usize) -> Vec<(usize, usize)> {
        let mut r = Rng::from_state(seed);
        let mut e = Vec::new();
        for _ in 0..m {
            let a = (r.next_u64() % n as u64) as usize;
            let b = (r.next_u64() % n as u64) as usize;
            if a < b {
                e.push((a, b));
            } else if b < a {
                e.push((b, a));
            }
        }
        e
    }

    #[test]
    fn counted_crossings_match_pairwise_counting_and_the_result_is_a_permutation() {
        for seed in 1..40 {
            let edges = random_dag(seed, 12, 30);
            let p = layer(12, &edges);
            let ord = order(&p);
            assert_eq!(count(&p, &ord), brute(&p, &ord));
            let mut all: Vec<usize> = ord.iter().flatten().copied().collect();
            all.stable_sort();
            assert_eq!(all, (0..p.layer.len()).collect::<Vec<_>>());
            for (l, row) in ord.iter().enumerate() {
                assert!(row.iter().all(|&v| p.layer[v] == l));
            }
        }
    }

    #[test]
    fn swapping_two_neighbours_changes_the_count_as_the_pair_count_predicts() {
        for seed in 1..10 {
            let edges = random_dag(seed, 14, 40);
            let p = layer(14, &edges);
            let mut ord = order(&p);
            let mut pos = vec![0; p.layer.len()];
            for l in 0..ord.len() {
                for i in 1..ord[l].len() {
                    let before = count(&p, &ord);
                    set_pos(&ord, &mut pos);
                    let (a, b) = (ord[l][i - 1], ord[l][i]);
                    let (l1, r1) = pair_crossings(p.up.of(a), p.up.of(b), &pos);
                    let (l2, r2) = pair_crossings(p.down.of(a), p.down.of(b), &pos);
                    ord[l].swap(i - 1, i);
                    let after = count(&p, &ord);
                    assert_eq!(after + l1 + l2, before + r1 + r2);
                }
            }
        }
    }

    #[test]
    fn a_planar_graph_is_drawn_without_crossings() {
        // A binary tree whose children are listed in a crossing order.
        let edges: Vec<(usize, usize)> = (1..31).map(|v| ((v - 1) / 2, v)).rev().collect();
        let p = layer(31, &edges);
        let ord = order(&p);
        assert_eq!(count(&p, &ord), 0);
    }
}
