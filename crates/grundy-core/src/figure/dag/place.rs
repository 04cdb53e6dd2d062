//! Horizontal coordinates by Brandes & Köpf (2001), "Fast and Simple Horizontal Coordinate
//! Assignment": four vertical alignments (top-down or bottom-up, leftmost or rightmost
//! median), each compacted to the left, aligned to the narrowest, and every node placed at
//! the average of its two middle candidates. Long edges become straight vertical runs of
//! virtual nodes wherever the order allows, and nodes are packed as tightly as their
//! separations permit. Type-1 conflicts (a real edge crossing an inner segment between two
//! virtual nodes) are resolved in favour of the inner segment, so long edges stay straight.
//! The compaction is the block-graph variant (longest path, then pulling blocks right) that
//! avoids the recursion of the paper and its known flaw in the class shifts.

use super::layering::{Csr, Proper};
use super::order::Order;
use crate::sort::StableSort;

/// x coordinate of every node of `p` in order `ord`; `half` is each node's half-width and
/// `gap` the least free space between two neighbours in a layer.
pub fn place(p: &Proper, ord: &Order, half: &[f64], gap: f64) -> Vec<f64> {
    let total = p.layer.len();
    if total == 0 {
        return Vec::new();
    }
    let conflicts = type1_conflicts(p, ord);
    let mut runs: Vec<Vec<f64>> = Vec::with_capacity(4);
    for vertical_down in [true, false] {
        for left in [true, false] {
            // Layers in the order the alignment visits them, each read in the sweep direction.
            let mut layers: Order = if vertical_down {
                ord.iter().rev().cloned().collect()
            } else {
                ord.clone()
            };
            if !left {
                for row in layers.iter_mut() {
                    row.reverse();
                }
            }
            let nb = if vertical_down { &p.up } else { &p.down };
            let root = align(total, &layers, nb, &conflicts);
            let mut xs = compact(total, &layers, &root, half, gap);
            if !left {
                for x in xs.iter_mut() {
                    *x = -*x;
                }
            }
            runs.push(xs);
        }
    }
    // Align to the narrowest run: left runs by their left edge, right runs by their right.
    let extent = |xs: &[f64]| {
        let lo = (0..total).map(|v| xs[v] - half[v]).fold(f64::MAX, f64::min);
        let hi = (0..total).map(|v| xs[v] + half[v]).fold(f64::MIN, f64::max);
        (lo, hi)
    };
    let extents: Vec<(f64, f64)> = runs.iter().map(|xs| extent(xs)).collect();
    let narrowest = (0..4)
        .min_by(|&a, &b| {
            let wa = extents[a].1 - extents[a].0;
            let wb = extents[b].1 - extents[b].0;
            wa.total_cmp(&wb)
        })
        .unwrap_or(0);
    let (lo, hi) = extents[narrowest];
    for (i, xs) in runs.iter_mut().enumerate() {
        let delta = if i % 2 == 0 {
            lo - extents[i].0
        } else {
            hi - extents[i].1
        };
        for x in xs.iter_mut() {
            *x += delta;
        }
    }
    (0..total)
        .map(|v| {
            let mut c = [runs[0][v], runs[1][v], runs[2][v], runs[3][v]];
            c.stable_sort_by(f64::total_cmp);
            (c[1] + c[2]) / 2.0
        })
        .collect()
}

fn key(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

/// Edges (u, v) between adjacent layers that cross an inner segment while not being one.
fn type1_conflicts(p: &Proper, ord: &Order) -> Vec<(usize, usize)> {
    let mut conflicts = Vec::new();
    let mut pos = vec![0usize; p.layer.len()];
    for row in ord {
        for (i, &v) in row.iter().enumerate() {
            pos[v] = i;
        }
    }
    let is_virtual = |v: usize| v >= p.real;
    // Upper layer l + 1, lower layer l.
    for l in (0..p.layers.saturating_sub(1)).rev() {
        let (upper, lower) = (&ord[l + 1], &ord[l]);
        let mut k0 = 0;
        let mut scan = 0;
        for (i, &v) in lower.iter().enumerate() {
            let inner = if is_virtual(v) {
                p.up.of(v).iter().copied().find(|&u| is_virtual(u))
            } else {
                None
            };
            let last = i + 1 == lower.len();
            if inner.is_some() || last {
                let k1 = inner.map_or(upper.len(), |u| pos[u]);
                for &w in &lower[scan..=i] {
                    for &u in p.up.of(w) {
                        if (pos[u] < k0 || pos[u] > k1) && !(is_virtual(u) && is_virtual(w)) {
                            conflicts.push(key(u, w));
                        }
                    }
                }
                scan = i + 1;
                k0 = k1;
            }
        }
    }
    conflicts.stable_sort();
    conflicts.dedup();
    conflicts
}

/// Vertical alignment: each node joins the block of a median neighbour in the previous layer.
fn align(total: usize, layers: &Order, nb: &Csr, conflicts: &[(usize, usize)]) -> Vec<usize> {
    let mut root: Vec<usize> = (0..total).collect();
    let mut align: Vec<usize> = (0..total).collect();
    let mut pos = vec![0usize; total];
    for row in layers {
        for (i, &v) in row.iter().enumerate() {
            pos[v] = i;
        }
    }
    let mut ws = Vec::new();
    for row in layers {
        let mut prev: Option<usize> = None;
        for &v in row {
            ws.clear();
            ws.extend_from_slice(nb.of(v));
            if ws.is_empty() {
                continue;
            }
            ws.stable_sort_by_key(|&w| pos[w]);
            let m = ws.len() - 1;
            for &w in &ws[m / 2..=m.div_ceil(2)] {
                if align[v] == v
                    && prev.is_none_or(|p| p < pos[w])
                    && conflicts.binary_search(&key(v, w)).is_err()
                {
                    align[w] = v;
                    root[v] = root[w];
                    align[v] = root[v];
                    prev = Some(pos[w]);
                }
            }
        }
    }
    root
}

/// Horizontal compaction of the blocks: a block graph with an edge from each node's left
/// neighbour's block to its own, weighted by their separation; longest path from the left,
/// then each block pulled right as far as its right neighbours allow.
fn compact(total: usize, layers: &Order, root: &[usize], half: &[f64], gap: f64) -> Vec<f64> {
    let mut edges: Vec<(usize, usize, f64)> = Vec::with_capacity(total);
    for row in layers {
        for pair in row.windows(2) {
            let (u, v) = (pair[0], pair[1]);
            edges.push((root[u], root[v], half[u] + half[v] + gap));
        }
    }
    // The block graph in compressed rows, both ways.
    let csr = |from: fn(&(usize, usize, f64)) -> usize, to: fn(&(usize, usize, f64)) -> usize| {
        let mut off = vec![0usize; total + 1];
        for e in &edges {
            off[from(e) + 1] += 1;
        }
        for i in 0..total {
            off[i + 1] += off[i];
        }
        let mut fill = off.clone();
        let mut adj = vec![(0usize, 0.0f64); edges.len()];
        for e in &edges {
            let slot = &mut fill[from(e)];
            adj[*slot] = (to(e), e.2);
            *slot += 1;
        }
        (off, adj)
    };
    let (out_off, out) = csr(|e| e.0, |e| e.1);
    let (in_off, inn) = csr(|e| e.1, |e| e.0);
    // Topological order of the block roots (the block graph is acyclic by construction).
    let mut indeg: Vec<usize> = (0..total).map(|v| in_off[v + 1] - in_off[v]).collect();
    let mut topo: Vec<usize> = (0..total)
        .filter(|&v| root[v] == v && indeg[v] == 0)
        .collect();
    let mut head = 0;
    while head < topo.len() {
        let v = topo[head];
        head += 1;
        for &(w, _) in &out[out_off[v]..out_off[v + 1]] {
            indeg[w] -= 1;
            if indeg[w] == 0 {
                topo.push(w);
            }
        }
    }
    let mut xs = vec![0.0f64; total];
    for &v in &topo {
        xs[v] = inn[in_off[v]..in_off[v + 1]]
            .iter()
            .map(|&(u, s)| xs[u] + s)
            .fold(0.0, f64::max);
    }
    for &v in topo.iter().rev() {
        let room = out[out_off[v]..out_off[v + 1]]
            .iter()
            .map(|&(w, s)| xs[w] - s)
            .fold(f64::INFINITY, f64::min);
        if room.is_finite() {
            xs[v] = xs[v].max(room);
        }
    }
    for v in 0..total {
        xs[v] = xs[root[v]];
    }
    xs
}

#[cfg(test)]
mod tests {
    use super::super::layering::layer;
    use super::super::order::order;
    use super::*;

    #[test]
    fn neighbours_in_a_layer_keep_their_order_and_separation() {
        let mut seed = 7u64;
        for _ in 0..30 {
            let mut edges = Vec::new();
            for _ in 0..40 {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let a = (seed >> 33) as usize % 15;
                let b = (seed >> 13) as usize % 15;
                if a < b {
                    edges.push((a, b));
                }
            }
            let p = layer(15, &edges);
            let ord = order(&p);
            let half: Vec<f64> = (0..p.layer.len())
                .map(|v| if v < p.real { 30.0 } else { 4.0 })
                .collect();
            let xs = place(&p, &ord, &half, 20.0);
            for row in &ord {
                for w in row.windows(2) {
                    let need = half[w[0]] + half[w[1]] + 20.0;
                    assert!(xs[w[1]] - xs[w[0]] >= need - 1e-6);
                }
            }
        }
    }

    #[test]
    fn a_chain_is_drawn_straight() {
        let edges = [(0, 1), (1, 2), (2, 3)];
        let p = layer(4, &edges);
        let ord = order(&p);
        let xs = place(&p, &ord, &[20.0; 4], 10.0);
        assert!(xs.iter().all(|&x| (x - xs[0]).abs() < 1e-9));
    }
}
