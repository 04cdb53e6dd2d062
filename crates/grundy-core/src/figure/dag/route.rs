//! Edge routing: ports along the nodes' sides and smooth curves through the virtual nodes.
//!
//! An edge leaves the bottom side of its source at a port, crosses each gap between two
//! layers as a cubic Bézier curve with vertical tangents at both ends, runs straight down
//! through every layer it passes at the x of its virtual node, and enters the top side of its
//! target at a port. Ports on one side are ordered like the other ends of their edges, so
//! edges at the same node never cross each other, and spaced [`PORT_GAP`] apart, so every
//! edge stays a distinct arrow. Because nodes only occupy the layers' bands, curves only the
//! gaps between them, and virtual nodes keep their separation from real nodes, no edge can
//! pass through a node it does not start or end at; [`edges_through_nodes`] checks that
//! geometrically by sampling every curve. `curve` writes a route as SVG path data, once per
//! layout, stopping where the arrowhead marker begins.

use super::layering::Proper;
use crate::figure::path::{PathData, Seg};
use crate::sort::StableSort;

/// Distance between two ports on one side of a node.
pub const PORT_GAP: f64 = 16.0;
/// Least distance from a node's end to its outermost port.
pub const PORT_MARGIN: f64 = 14.0;

/// The drawn course of one edge.
#[derive(Debug, Clone, PartialEq)]
pub struct Route {
    /// Index of the edge in the input list.
    pub edge: usize,
    /// Source node.
    pub from: usize,
    /// Target node.
    pub to: usize,
    /// Points the curve passes: the source port, the top and bottom of each virtual node,
    /// the target port. Consecutive points are joined by [`piece`]s.
    pub points: Vec<(f64, f64)>,
}

/// Control points of the cubic Bézier curve from `a` to `b` with vertical tangents.
pub fn piece(a: (f64, f64), b: (f64, f64)) -> [(f64, f64); 4] {
    let k = (b.1 - a.1) / 2.0;
    [a, (a.0, a.1 + k), (b.0, b.1 - k), b]
}

/// The point at parameter `t` of a cubic Bézier curve.
pub fn bezier(c: &[(f64, f64); 4], t: f64) -> (f64, f64) {
    let s = 1.0 - t;
    let (a, b, cc, d) = (s * s * s, 3.0 * s * s * t, 3.0 * s * t * t, t * t * t);
    (
        a * c[0].0 + b * c[1].0 + cc * c[2].0 + d * c[3].0,
        a * c[0].1 + b * c[1].1 + cc * c[2].1 + d * c[3].1,
    )
}

/// Routes every chain of `p` given node centres `x`, layer centres `y_of_layer` and node
/// half-widths `half` (real nodes) and half-height `hh`.
pub fn routes(p: &Proper, x: &[f64], y_of_layer: &[f64], half: &[f64], hh: f64) -> Vec<Route> {
    let n = p.real;
    // Ports: per real node, its outgoing chains ordered by the x of their next point.
    let mut out_ports: Vec<Vec<(f64, usize)>> = vec![Vec::new(); n];
    let mut in_ports: Vec<Vec<(f64, usize)>> = vec![Vec::new(); n];
    for (c, chain) in p.chains.iter().enumerate() {
        let (Some(&u), Some(&v)) = (chain.first(), chain.last()) else {
            continue;
        };
        let next = chain.get(1).copied().unwrap_or(v);
        let prev = chain
            .get(chain.len().saturating_sub(2))
            .copied()
            .unwrap_or(u);
        out_ports[u].push((x[next], c));
        in_ports[v].push((x[prev], c));
    }
    let mut start_x = vec![0.0f64; p.chains.len()];
    let mut end_x = vec![0.0f64; p.chains.len()];
    for v in 0..n {
        for (ports, target) in [
            (&mut out_ports[v], &mut start_x),
            (&mut in_ports[v], &mut end_x),
        ] {
            ports.stable_sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let k = ports.len() as f64;
            // Spread over the side, at least PORT_GAP and at most twice that apart (the layout
            // makes every node wide enough for its ports).
            let step = if k > 1.0 {
                ((2.0 * half[v] - 2.0 * PORT_MARGIN) / (k - 1.0)).clamp(PORT_GAP, 2.0 * PORT_GAP)
            } else {
                0.0
            };
            for (i, &(_, c)) in ports.iter().enumerate() {
                target[c] = x[v] + (i as f64 - (k - 1.0) / 2.0) * step;
            }
        }
    }
    p.chains
        .iter()
        .enumerate()
        .map(|(c, chain)| {
            let (u, v) = (chain[0], chain[chain.len() - 1]);
            let mut points = Vec::with_capacity(2 * chain.len());
            points.push((start_x[c], y_of_layer[p.layer[u]] + hh));
            for &d in &chain[1..chain.len() - 1] {
                let yd = y_of_layer[p.layer[d]];
                points.push((x[d], yd - hh));
                points.push((x[d], yd + hh));
            }
            points.push((end_x[c], y_of_layer[p.layer[v]] - hh));
            Route {
                edge: p.chain_edge[c],
                from: u,
                to: v,
                points,
            }
        })
        .collect()
}

/// Samples a route densely: `per_piece` + 1 points on every piece.
pub fn sample(route: &Route, per_piece: usize) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    for w in route.points.windows(2) {
        let c = piece(w[0], w[1]);
        for i in 0..=per_piece {
            out.push(bezier(&c, i as f64 / per_piece.max(1) as f64));
        }
    }
    out
}

/// Node boxes as (centre x, centre y, half-width, half-height).
pub type NodeBox = (f64, f64, f64, f64);

/// How many routes pass strictly inside (by more than half a unit) the box of a node they
/// neither start nor end at, sampling each curve with 32 points per piece. Boxes are found
/// by binary search among the nodes sorted by y, then by x.
pub fn edges_through_nodes(routes: &[Route], boxes: &[NodeBox]) -> usize {
    let mut sorted: Vec<usize> = (0..boxes.len()).collect();
    sorted.stable_sort_by(|&a, &b| {
        (boxes[a].1 - boxes[a].3)
            .total_cmp(&(boxes[b].1 - boxes[b].3))
            .then(boxes[a].0.total_cmp(&boxes[b].0))
    });
    let max_half_h = boxes.iter().map(|b| b.3).fold(0.0, f64::max);
    let max_half_w = boxes.iter().map(|b| b.2).fold(0.0, f64::max);
    let eps = 0.5;
    routes
        .iter()
        .filter(|r| {
            sample(r, 32).iter().any(|&(px, py)| {
                // Candidates: boxes whose top is within max height above the point.
                let lo =
                    sorted.partition_point(|&i| boxes[i].1 - boxes[i].3 < py - 2.0 * max_half_h);
                sorted[lo..]
                    .iter()
                    .take_while(|&&i| boxes[i].1 - boxes[i].3 <= py)
                    .any(|&i| {
                        let (bx, by, hw, hh) = boxes[i];
                        i != r.from
                            && i != r.to
                            && (px - bx).abs() <= max_half_w + 1.0
                            && (px - bx).abs() < hw - eps
                            && (py - by).abs() < hh - eps
                    })
            })
        })
        .count()
}

/// Crossings among the drawn routes: pieces that start at the same height and end at the
/// same height (the gap between two layers, or a layer a virtual node crosses) cross
/// exactly when their ends are in opposite orders, since both are the same monotone blend
/// of their two ends. Pieces at different heights cannot meet.
pub fn drawn_crossings(routes: &[Route]) -> usize {
    let mut pieces: Vec<(i64, f64, f64)> = Vec::new();
    for r in routes {
        for w in r.points.windows(2) {
            pieces.push(((w[0].1 * 64.0).round() as i64, w[0].0, w[1].0));
        }
    }
    pieces.stable_sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(a.1.total_cmp(&b.1))
            .then(a.2.total_cmp(&b.2))
    });
    let mut total = 0;
    let mut start = 0;
    while start < pieces.len() {
        let mut end = start;
        while end < pieces.len() && pieces[end].0 == pieces[start].0 {
            end += 1;
        }
        let mut lower: Vec<f64> = pieces[start..end].iter().map(|p| p.2).collect();
        total += strict_inversions(&mut lower);
        start = end;
    }
    total
}

/// Pairs i < j with a[i] > a[j] (merge sort; sorts `a`).
fn strict_inversions(a: &mut [f64]) -> usize {
    if a.len() < 2 {
        return 0;
    }
    let mid = a.len() / 2;
    let mut count = strict_inversions(&mut a[..mid]) + strict_inversions(&mut a[mid..]);
    let mut merged = Vec::with_capacity(a.len());
    let (mut i, mut j) = (0, mid);
    while i < mid && j < a.len() {
        if a[i] <= a[j] {
            merged.push(a[i]);
            i += 1;
        } else {
            count += mid - i;
            merged.push(a[j]);
            j += 1;
        }
    }
    merged.extend_from_slice(&a[i..mid]);
    merged.extend_from_slice(&a[j..]);
    a.copy_from_slice(&merged);
    count
}

/// The path data of a route's curve: it stops where the arrowhead begins and arrives
/// vertically.
pub(super) fn curve(r: &Route) -> PathData {
    let mut pts = r.points.clone();
    if let Some(last) = pts.last_mut() {
        last.1 -= crate::figure::ARROW_LEN;
    }
    let mut d = PathData::with_capacity(pts.len());
    if let Some(&first) = pts.first() {
        d.push(Seg::MoveTo(first));
    }
    for w in pts.windows(2) {
        let c = piece(w[0], w[1]);
        d.push(Seg::CubicTo(c[1], c[2], c[3]));
    }
    d
}
