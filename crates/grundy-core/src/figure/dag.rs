//! The game-DAG figure: positions as nodes in layers (terminal positions at the bottom, every
//! move pointing down), each node's SG value in a badge inside it, P-positions (SG 0) drawn
//! as square-cornered boxes and N-positions as pills, so the distinction survives greyscale
//! and colour blindness.
//!
//! The layout is the layered ("Sugiyama") method, written here from its sources:
//! - K. Sugiyama, S. Tagawa, M. Toda, "Methods for visual understanding of hierarchical
//!   system structures", IEEE Trans. SMC 11(2), 1981 — layers, virtual nodes on long edges,
//!   the barycentre layer sweep ([`layering`], [`order`]);
//! - E. R. Gansner, E. Koutsofios, S. C. North, K.-P. Vo, "A technique for drawing directed
//!   graphs", IEEE Trans. SE 19(3), 1993 — shortening edges in the layering, the transpose
//!   refinement of the sweep, keeping the best of several orders;
//! - W. Barth, M. Jünger, P. Mutzel, "Simple and efficient bilayer cross counting", JGAA 8(2),
//!   2004 — counting crossings between two layers;
//! - U. Brandes, B. Köpf, "Fast and simple horizontal coordinate assignment", Graph Drawing
//!   2001 — compact coordinates with long edges straight ([`place`]).
//!
//! Edges are routed through their virtual nodes as smooth curves that enter and leave nodes
//! at separate ports ([`route`]), so every move is its own visible arrow and no edge passes
//! through a node it does not touch. The layout depends only on the graph and the node
//! sizes (every choice is deterministic), never on the step, so nothing moves while stepping.
//!
//! Indexing in these modules is by node ids that the layering itself created (every id is
//! below the node count of the arrays it indexes, and every chain holds at least its two
//! ends), so it cannot go out of range; input edges out of range are dropped on entry.

pub mod draw;
pub mod layering;
pub mod order;
pub mod place;
pub mod route;
pub mod tokens;

pub use draw::{dag_figure, edge_class, hook_box, node_half_width, DagDrawing};
pub use route::Route;
pub use tokens::{add_token_line, set_component_values};

/// A laid-out DAG: node centres, sizes and the course of every edge.
#[derive(Debug, Clone, PartialEq)]
pub struct DagLayout {
    /// Centre x of each node.
    pub x: Vec<f64>,
    /// Centre y of each node.
    pub y: Vec<f64>,
    /// Layer of each node (0, drawn lowest, holds terminal positions; every move goes to a
    /// lower layer).
    pub layer: Vec<usize>,
    /// Half the width of each node (nodes grow sideways, never taller).
    pub half_w: Vec<f64>,
    /// The drawn edges (all input edges that are valid moves of a DAG), each with its curve.
    pub routes: Vec<Route>,
    /// The SVG path data of each route's curve (same order as `routes`), written once here
    /// because every step of a walkthrough draws the same curves.
    pub curves: Vec<crate::figure::path::PathData>,
    /// Width of the drawing.
    pub width: f64,
    /// Height of the drawing.
    pub height: f64,
}

const MARGIN: f64 = 40.0;
/// Half the height of every node.
pub const HALF_H: f64 = 24.0;
/// Vertical distance between the centres of two adjacent layers.
pub const LAYER_GAP: f64 = 124.0;
/// The least distance between layer centres: a tall, narrow DAG (a subtraction game's chain
/// of positions) closes its layers up to this, so it fills a landscape stage at a readable
/// scale instead of a thin column of small text (issue 11).
pub const MIN_LAYER_GAP: f64 = 84.0;
/// The least distance between layer centres of a drawing that is still too tall at
/// [`MIN_LAYER_GAP`] to be read fitted: at 70 a ten-layer chain (a pile of 9) fits the
/// 1280×800 stage with 16 px text and leaves 22 units between layers for the arrowheads; at
/// 84 it opened at 70% with its root cut off. Shorter drawings keep 84 (a two-layer DAG
/// closed up to 70 only grew its legend's share of the stage).
pub const TIGHT_LAYER_GAP: f64 = 70.0;
/// The tallest drawing that opens fitted on the 1280×800 stage (626 CSS px high) with its
/// 20-unit text at 16 px or more: 782 units, less the figure's 10-unit foot and a margin.
const FITTED_MAX_HEIGHT: f64 = 760.0;
/// Width over height of the stage a figure is projected on (the figure's box at 1280×800,
/// 787×626 CSS px in Chromium).
pub const STAGE_ASPECT: f64 = 1.25;
/// Half the width a virtual node (an edge crossing a layer) takes.
const VIRTUAL_HALF: f64 = 3.0;
/// Least free space between two neighbours in a layer.
const GAP: f64 = 12.0;
/// Extra room on each side of a real node (its ring, its token, the curves near it).
const NODE_MARGIN: f64 = 14.0;

impl DagLayout {
    /// Each node's box as (centre x, centre y, half-width, half-height).
    pub fn boxes(&self) -> Vec<route::NodeBox> {
        (0..self.x.len())
            .map(|v| (self.x[v], self.y[v], self.half_w[v], HALF_H))
            .collect()
    }
}

/// Lays out `n` nodes joined by `edges` (moves, from a position to a successor), with the
/// least half-width each node needs for its text (`min_half_w`, missing entries count as
/// [`HALF_H`]). Nodes widen to fit one port per edge on each side. Edges that are not moves
/// of a DAG (out of range, loops, repeats, cycle edges) are left out of `routes`.
pub fn layout(n: usize, edges: &[(usize, usize)], min_half_w: &[f64]) -> DagLayout {
    let p = layering::layer(n, edges);
    let ord = order::order(&p);
    let mut ports = vec![(0usize, 0usize); n];
    for chain in &p.chains {
        if let (Some(&u), Some(&v)) = (chain.first(), chain.last()) {
            ports[u].0 += 1;
            ports[v].1 += 1;
        }
    }
    let half_w: Vec<f64> = (0..n)
        .map(|v| {
            let text = min_half_w.get(v).copied().unwrap_or(HALF_H).max(HALF_H);
            let k = ports[v].0.max(ports[v].1).max(1) as f64;
            text.max((k - 1.0) * route::PORT_GAP / 2.0 + route::PORT_MARGIN)
        })
        .collect();
    let placing: Vec<f64> = (0..p.layer.len())
        .map(|v| half_w.get(v).map_or(VIRTUAL_HALF, |h| h + NODE_MARGIN))
        .collect();
    let mut xs = place::place(&p, &ord, &placing, GAP);
    let layers = p.layers.max(1);
    let (_, width) = align_left(&mut xs, &placing);
    let gap = layer_gap(layers, width);
    let height = 2.0 * MARGIN + 2.0 * HALF_H + (layers - 1) as f64 * gap;
    let width = widen(&mut xs, &placing, width, height);
    let y_of_layer: Vec<f64> = (0..layers)
        .map(|l| MARGIN + HALF_H + (layers - 1 - l) as f64 * gap)
        .collect();
    let routes = route::routes(&p, &xs, &y_of_layer, &half_w, HALF_H);
    let layer: Vec<usize> = p.layer[..n].to_vec();
    let curves = routes.iter().map(route::curve).collect();
    DagLayout {
        x: xs[..n].to_vec(),
        y: layer.iter().map(|&l| y_of_layer[l]).collect(),
        layer,
        half_w,
        routes,
        curves,
        width,
        height,
    }
}

/// Moves the centres `xs` of boxes `placing` wide (each side) so the leftmost box starts at
/// [`MARGIN`]; returns the span of the boxes and the drawing's width with its margins.
fn align_left(xs: &mut [f64], placing: &[f64]) -> (f64, f64) {
    let left = (0..xs.len())
        .map(|v| xs[v] - placing[v])
        .fold(f64::INFINITY, f64::min);
    let right = (0..xs.len())
        .map(|v| xs[v] + placing[v])
        .fold(f64::NEG_INFINITY, f64::max);
    if !left.is_finite() || !right.is_finite() {
        return (0.0, 2.0 * MARGIN);
    }
    for x in xs.iter_mut() {
        *x += MARGIN - left;
    }
    (right - left, right - left + 2.0 * MARGIN)
}

/// The most a narrow drawing is widened: its centres spread at most this many times apart.
const MAX_WIDEN: f64 = 3.0;
/// The tallest drawing that is widened: taller ones open zoomed in for readable text (a
/// 1280×800 stage is about 626 CSS px high, and DAG text is 20 units), where a wider drawing
/// would only add scrolling.
const WIDEN_MAX_HEIGHT: f64 = 780.0;

/// Spreads a drawing narrower than the stage's shape sideways (issue 11: a pile's DAG, a
/// chain of positions, used a third of the stage): the centres `xs` move apart, by at most
/// [`MAX_WIDEN`], until the drawing and a legend beside it ([`draw::LEGEND_ROOM`]) have the
/// stage's shape; boxes keep their size, so neighbours only move further apart. Its height
/// binds its scale on the stage, so this makes nothing smaller; it gives the curves room.
/// Returns the new width.
fn widen(xs: &mut [f64], placing: &[f64], width: f64, height: f64) -> f64 {
    let target = STAGE_ASPECT * height - draw::LEGEND_ROOM;
    let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let spread = hi - lo;
    // No spread (one node per layer, all in line, or no nodes): nothing to widen.
    if height > WIDEN_MAX_HEIGHT || target <= width || spread.is_nan() || spread <= 1.0 {
        return width;
    }
    let factor = ((spread + target - width) / spread).min(MAX_WIDEN);
    for x in xs.iter_mut() {
        *x = lo + (*x - lo) * factor;
    }
    align_left(xs, placing).1
}

/// The distance between layers of a drawing `width` wide: [`LAYER_GAP`], closed up towards
/// [`MIN_LAYER_GAP`] as far as it takes the drawing (and a narrow one's legend beside it,
/// [`draw::LEGEND_LEAST_ROOM`]) to the stage's shape. It depends only on the graph, so nothing
/// moves while stepping.
fn layer_gap(layers: usize, width: f64) -> f64 {
    if layers < 2 {
        return LAYER_GAP;
    }
    let between = (layers - 1) as f64;
    let fitting_width = |w: f64| (w / STAGE_ASPECT - 2.0 * MARGIN - 2.0 * HALF_H) / between;
    // A drawing narrower than the stage's shape even at the least gap gets its legend beside
    // it, and the two together have the stage's shape at a larger gap: graph-sum's 5-vertex
    // example was closed up to the least gap, and its arrow 4 → 5 was a stub between two
    // ringed nodes. A wider one keeps its legend under it, and its gap (a taller drawing
    // moved the game lab's heap DAG's legend beside it, past the stage's width).
    // The legend's least room counts, not its most: a narrower legend (the Chinese one)
    // left a taller figure bound by the stage's height, and drawn smaller (Nim's pile DAG).
    let alone = fitting_width(width);
    let fitting = if alone <= MIN_LAYER_GAP {
        fitting_width(width + draw::LEGEND_LEAST_ROOM)
    } else {
        alone
    };
    let gap = fitting.clamp(MIN_LAYER_GAP, LAYER_GAP);
    let height = |gap: f64| 2.0 * MARGIN + 2.0 * HALF_H + between * gap;
    if height(gap) <= FITTED_MAX_HEIGHT {
        return gap;
    }
    // Too tall to be read fitted: close up as far as it takes to fit, down to the tight gap.
    ((FITTED_MAX_HEIGHT - 2.0 * MARGIN - 2.0 * HALF_H) / between).clamp(TIGHT_LAYER_GAP, gap)
}

#[cfg(test)]
mod tests;

/// A one-heap position as drawn in a DAG: its heaps joined by `+` (after splits), `0` when
/// empty. Shared by the Nim family's and the game lab's heap DAGs.
pub fn heap_position_label<T: std::fmt::Display>(p: &[T]) -> String {
    if p.is_empty() {
        "0".to_string()
    } else {
        p.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join("+")
    }
}
