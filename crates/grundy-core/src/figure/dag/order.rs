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

use super::layering::Proper;

/// Per layer, the nodes from left to right.
pub type Order = Vec<Vec<usize>>;

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// Orders every layer of `p` to reduce crossings.
pub fn order(p: &Proper) -> Order {
    let total = p.layer.len();
    let mut start: Order = vec![Vec::new(); p.layers];
    // Depth-first from the real nodes in input order, children in edge order: edges that
    // leave one node stay together, a good start for the sweeps.
    let mut placed = vec![false; total];
    let mut stack = Vec::new();
    let mut roots: Vec<usize> = (0..p.real).collect();
    roots.sort_by_key(|&v| std::cmp::Reverse(p.layer[v]));
    for r in roots {
        stack.push(r);
        while let Some(v) = stack.pop() {
            if placed[v] {
                continue;
            }
            placed[v] = true;
            start[p.layer[v]].push(v);
            stack.extend(p.down[v].iter().rev().copied().filter(|&w| !placed[w]));
        }
    }
    // Bigger graphs get fewer runs (each sweep is linear in the size of the graph).
    let runs = match total {
        0..=300 => 12,
        301..=3_000 => 6,
        3_001..=20_000 => 3,
        _ => 2,
    };
    let mut pos = vec![0usize; total];
    let mut best = start.clone();
    let mut best_count = crossings(p, &best, &mut pos);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for run in 0..runs {
        let mut ord = start.clone();
        if run > 0 {
            for row in ord.iter_mut() {
                for i in (1..row.len()).rev() {
                    let j = (rng.next() % (i as u64 + 1)) as usize;
                    row.swap(i, j);
                }
            }
        }
        let (ord, count) = improve(p, ord, &mut pos);
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
fn improve(p: &Proper, mut ord: Order, pos: &mut [usize]) -> (Order, usize) {
    let mut best_count = crossings(p, &ord, pos);
    let mut best = ord.clone();
    let mut idle = 0;
    for sweep in 0..24 {
        set_pos(&ord, pos);
        if sweep % 2 == 0 {
            for l in (0..p.layers.saturating_sub(1)).rev() {
                sort_layer(&mut ord[l], &p.up, pos);
            }
        } else {
            for l in 1..p.layers {
                sort_layer(&mut ord[l], &p.down, pos);
            }
        }
        transpose(p, &mut ord, pos);
        let count = crossings(p, &ord, pos);
        if count < best_count {
            best_count = count;
            best = ord.clone();
            idle = 0;
        } else {
            idle += 1;
            if idle >= 3 {
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

/// Sorts one layer by the barycentre of each node's neighbours (nodes without any keep
/// their place), then renumbers it.
fn sort_layer(row: &mut [usize], nb: &[Vec<usize>], pos: &mut [usize]) {
    let mut keyed: Vec<(f64, usize, usize)> = row
        .iter()
        .map(|&v| {
            let ns = &nb[v];
            let k = if ns.is_empty() {
                pos[v] as f64
            } else {
                ns.iter().map(|&w| pos[w] as f64).sum::<f64>() / ns.len() as f64
            };
            (k, pos[v], v)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    for (i, (slot, (_, _, v))) in row.iter_mut().zip(keyed).enumerate() {
        *slot = v;
        pos[v] = i;
    }
}

/// Crossings among the edges of `a` and `b` when `a` is left of `b`, on one side.
fn pair_crossings(na: &[usize], nb: &[usize]) -> (usize, usize) {
    // na, nb: sorted neighbour positions. Returns (crossings a-left, crossings b-left).
    let (mut left, mut right) = (0, 0);
    let mut j = 0;
    let mut k = 0;
    for &x in na {
        // Neighbours of b strictly left of x cross when a is left of b.
        while j < nb.len() && nb[j] < x {
            j += 1;
        }
        left += j;
        while k < nb.len() && nb[k] <= x {
            k += 1;
        }
        right += nb.len() - k;
    }
    (left, right)
}

/// Greedy switch: swaps adjacent nodes while that lowers crossings with both neighbour layers.
fn transpose(p: &Proper, ord: &mut Order, pos: &mut [usize]) {
    set_pos(ord, pos);
    let (mut na, mut nb) = (Vec::new(), Vec::new());
    for _ in 0..8 {
        let mut improved = false;
        for row in ord.iter_mut() {
            for i in 1..row.len() {
                let (a, b) = (row[i - 1], row[i]);
                let mut now = 0;
                let mut swapped = 0;
                for side in [&p.up, &p.down] {
                    na.clear();
                    nb.clear();
                    na.extend(side[a].iter().map(|&w| pos[w]));
                    nb.extend(side[b].iter().map(|&w| pos[w]));
                    na.sort_unstable();
                    nb.sort_unstable();
                    let (l, r) = pair_crossings(&na, &nb);
                    now += l;
                    swapped += r;
                }
                if swapped < now {
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

/// Total crossings of the proper graph in order `ord` (also refreshes `pos`).
pub fn crossings(p: &Proper, ord: &Order, pos: &mut [usize]) -> usize {
    set_pos(ord, pos);
    let mut total = 0;
    let mut ends = Vec::new();
    for l in 1..p.layers {
        ends.clear();
        for &u in &ord[l] {
            let mut lower: Vec<usize> = p.down[u].iter().map(|&w| pos[w]).collect();
            lower.sort_unstable();
            ends.extend(lower);
        }
        total += inversions(&ends, ord[l - 1].len());
    }
    total
}

/// Pairs i < j with seq[i] > seq[j], for values below `size` (an accumulator tree).
fn inversions(seq: &[usize], size: usize) -> usize {
    let mut first = 1;
    while first < size {
        first *= 2;
    }
    let mut tree = vec![0usize; 2 * first];
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
            for &w in &p.down[u] {
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
        let mut r = Rng(seed);
        let mut e = Vec::new();
        for _ in 0..m {
            let a = (r.next() % n as u64) as usize;
            let b = (r.next() % n as u64) as usize;
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
            let mut pos = vec![0; p.layer.len()];
            assert_eq!(crossings(&p, &ord, &mut pos), brute(&p, &ord));
            let mut all: Vec<usize> = ord.iter().flatten().copied().collect();
            all.sort_unstable();
            assert_eq!(all, (0..p.layer.len()).collect::<Vec<_>>());
            for (l, row) in ord.iter().enumerate() {
                assert!(row.iter().all(|&v| p.layer[v] == l));
            }
        }
    }

    #[test]
    fn pair_crossings_match_pairwise_counting() {
        let a = [0, 2, 2, 5];
        let b = [1, 2, 4];
        let left = a
            .iter()
            .map(|&x| b.iter().filter(|&&y| y < x).count())
            .sum();
        let right = a
            .iter()
            .map(|&x| b.iter().filter(|&&y| y > x).count())
            .sum();
        assert_eq!(pair_crossings(&a, &b), (left, right));
    }

    #[test]
    fn a_planar_graph_is_drawn_without_crossings() {
        // A binary tree whose children are listed in a crossing order.
        let edges: Vec<(usize, usize)> = (1..31).map(|v| ((v - 1) / 2, v)).rev().collect();
        let p = layer(31, &edges);
        let ord = order(&p);
        let mut pos = vec![0; p.layer.len()];
        assert_eq!(crossings(&p, &ord, &mut pos), 0);
    }
}
