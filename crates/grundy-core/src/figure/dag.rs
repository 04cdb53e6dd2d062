//! The game-DAG figure: positions as nodes in layers (terminal positions at the bottom, every
//! move pointing down), each node's SG value, P-positions (SG 0) drawn as squares and
//! N-positions as circles, so the distinction survives greyscale and colour blindness.
//!
//! The layout depends only on the graph, never on the step, so nothing moves while stepping.
//! Layer of a node = the length of the longest play from it (its height); within a layer,
//! nodes are ordered by a few barycentre sweeps, which removes most edge crossings.

use super::{text_width, Anchor, Figure, Hook, Shape};

/// Node positions of a laid-out DAG.
#[derive(Debug, Clone, PartialEq)]
pub struct DagLayout {
    /// Centre x of each node.
    pub x: Vec<f64>,
    /// Centre y of each node.
    pub y: Vec<f64>,
    /// Layer of each node (0 = terminal positions, drawn lowest).
    pub layer: Vec<usize>,
    /// Half the width of a node (nodes grow sideways with their labels, never taller).
    pub half_w: f64,
    /// Width of the drawing.
    pub width: f64,
    /// Height of the drawing.
    pub height: f64,
}

const MARGIN: f64 = 40.0;
/// Half the height of every node.
pub const HALF_H: f64 = 24.0;
const LAYER_GAP: f64 = 110.0;

/// Lays out `n` nodes with `edges` (which must form a DAG) and labels of the given widths.
pub fn layout(n: usize, edges: &[(usize, usize)], labels: &[String]) -> DagLayout {
    let mut succ = vec![Vec::new(); n];
    let mut pred = vec![Vec::new(); n];
    let mut indegree = vec![0usize; n];
    for &(u, v) in edges {
        succ[u].push(v);
        pred[v].push(u);
        indegree[v] += 1;
    }
    // Topological order (Kahn), then heights in reverse order.
    let mut order: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &succ[v] {
            indegree[w] -= 1;
            if indegree[w] == 0 {
                order.push(w);
            }
        }
    }
    let mut layer = vec![0usize; n];
    for &v in order.iter().rev() {
        layer[v] = succ[v].iter().map(|&w| layer[w] + 1).max().unwrap_or(0);
    }
    let layers = layer.iter().copied().max().map_or(0, |m| m + 1);
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); layers];
    for v in 0..n {
        rows[layer[v]].push(v);
    }
    let mut pos = vec![0.0f64; n];
    let reindex = |rows: &Vec<Vec<usize>>, pos: &mut Vec<f64>| {
        for row in rows {
            for (i, &v) in row.iter().enumerate() {
                pos[v] = i as f64;
            }
        }
    };
    reindex(&rows, &mut pos);
    for _ in 0..4 {
        // Downward sweep: order each layer by its predecessors' mean position, then upward by
        // successors'. Nodes with no neighbour there keep their place.
        for l in (0..layers).rev() {
            sort_by_barycentre(&mut rows[l], &pred, &pos);
            for (i, &v) in rows[l].iter().enumerate() {
                pos[v] = i as f64;
            }
        }
        for l in 0..layers {
            sort_by_barycentre(&mut rows[l], &succ, &pos);
            for (i, &v) in rows[l].iter().enumerate() {
                pos[v] = i as f64;
            }
        }
    }
    let widest_label = labels
        .iter()
        .map(|l| text_width(l, 20.0))
        .fold(0.0, f64::max);
    let half_w = (widest_label / 2.0 + 14.0).max(HALF_H);
    let spacing = half_w * 2.0 + 40.0;
    let widest_row = rows.iter().map(Vec::len).max().unwrap_or(1).max(1);
    let width = MARGIN * 2.0 + widest_row as f64 * spacing;
    let height = MARGIN * 2.0 + layers.max(1) as f64 * LAYER_GAP;
    let mut x = vec![0.0; n];
    let mut y = vec![0.0; n];
    for (l, row) in rows.iter().enumerate() {
        let offset = (width - row.len() as f64 * spacing) / 2.0;
        for (i, &v) in row.iter().enumerate() {
            x[v] = offset + (i as f64 + 0.5) * spacing;
            y[v] = MARGIN + (layers - 1 - l) as f64 * LAYER_GAP + LAYER_GAP / 2.0;
        }
    }
    DagLayout {
        x,
        y,
        layer,
        half_w,
        width,
        height,
    }
}

fn sort_by_barycentre(row: &mut [usize], neighbours: &[Vec<usize>], pos: &[f64]) {
    let key = |v: usize| {
        let ns = &neighbours[v];
        if ns.is_empty() {
            pos[v]
        } else {
            ns.iter().map(|&w| pos[w]).sum::<f64>() / ns.len() as f64
        }
    };
    let mut keyed: Vec<(f64, usize)> = row.iter().map(|&v| (key(v), v)).collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (slot, (_, v)) in row.iter_mut().zip(keyed) {
        *slot = v;
    }
}

/// What one drawing of the DAG shows.
pub struct DagDrawing<'a> {
    /// Node labels (positions as written).
    pub labels: &'a [String],
    /// Moves.
    pub edges: &'a [(usize, usize)],
    /// The layout (computed once per graph).
    pub layout: &'a DagLayout,
    /// True SG value of every node (for the hooks).
    pub sg: &'a [u64],
    /// Whether each node's SG value has been computed at this step (others show "?").
    pub known: &'a [bool],
    /// The node being computed, if any.
    pub focus: Option<usize>,
    /// Tokens: the nodes they stand on, in token order.
    pub tokens: &'a [usize],
    /// Clickable nodes and the move a click plays.
    pub moves: &'a [(usize, String)],
    /// Title (accessibility).
    pub title: String,
    /// A caption line under the drawing (e.g. what was left out), if any.
    pub caption: Option<String>,
    /// Legend texts: P-position, N-position, token.
    pub legend: [String; 3],
}

/// Draws the DAG.
pub fn dag_figure(d: &DagDrawing) -> Figure {
    let l = d.layout;
    let (hw, hh) = (l.half_w, HALF_H);
    let mut shapes = Vec::with_capacity(d.labels.len() * 4 + d.edges.len() * 2 + 8);
    // Successors of the focused node, marked once (asking per node would be O(V·E)).
    let mut is_focus_succ = vec![false; d.labels.len()];
    if let Some(f) = d.focus {
        for &(a, b) in d.edges {
            if a == f {
                is_focus_succ[b] = true;
            }
        }
    }
    for &(u, v) in d.edges {
        // From the bottom edge of u to the top edge of v (every move points down).
        let (x1, y1, x2, y2) = (l.x[u], l.y[u] + hh, l.x[v], l.y[v] - hh - 2.0);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        let hot = d.focus == Some(u);
        shapes.push(Shape::Line {
            x1,
            y1,
            x2,
            y2,
            class: if hot { "edge-hot" } else { "edge" },
        });
        let (bx, by) = (x2 - ux * 12.0, y2 - uy * 12.0);
        shapes.push(Shape::Polygon {
            points: vec![
                (x2, y2),
                (bx - uy * 6.0, by + ux * 6.0),
                (bx + uy * 6.0, by - ux * 6.0),
            ],
            class: if hot { "arrow-hot" } else { "arrow-edge" },
        });
    }
    for v in 0..d.labels.len() {
        let (x, y) = (l.x[v], l.y[v]);
        let known = d.known[v];
        let p_position = known && d.sg[v] == 0;
        let class = match (known, p_position) {
            (false, _) => "node-unknown",
            (true, true) => "node-p",
            (true, false) => "node-n",
        };
        // P-positions are square-cornered boxes, everything else pills: shape, not only colour.
        let corner = if p_position { 4.0 } else { hh };
        let mut children = Vec::new();
        if d.focus == Some(v) {
            children.push(Shape::Rect {
                x: x - hw - 8.0,
                y: y - hh - 8.0,
                w: 2.0 * hw + 16.0,
                h: 2.0 * hh + 16.0,
                r: corner + 8.0,
                class: "focus-ring",
            });
        } else if is_focus_succ[v] {
            children.push(Shape::Rect {
                x: x - hw - 6.0,
                y: y - hh - 6.0,
                w: 2.0 * hw + 12.0,
                h: 2.0 * hh + 12.0,
                r: corner + 6.0,
                class: "succ-ring",
            });
        }
        children.push(Shape::Rect {
            x: x - hw,
            y: y - hh,
            w: 2.0 * hw,
            h: 2.0 * hh,
            r: corner,
            class,
        });
        children.push(Shape::Text {
            x,
            y: y + 7.0,
            text: d.labels[v].clone(),
            anchor: Anchor::Middle,
            class: "txt-node",
        });
        let badge = if known {
            d.sg[v].to_string()
        } else {
            "?".to_string()
        };
        let bw = text_width(&badge, 18.0) + 14.0;
        children.push(Shape::Rect {
            x: x + hw - bw + 6.0,
            y: y - hh - 14.0,
            w: bw,
            h: 24.0,
            r: 12.0,
            class: if known { "badge" } else { "badge-unknown" },
        });
        children.push(Shape::Text {
            x: x + hw - bw / 2.0 + 6.0,
            y: y - hh + 4.0,
            text: badge,
            anchor: Anchor::Middle,
            class: "txt-badge",
        });
        let mut data = vec![("id", d.labels[v].clone()), ("sg", d.sg[v].to_string())];
        if d.focus == Some(v) {
            data.push(("focus", "true".to_string()));
        }
        let mut group_class = "";
        if let Some((_, m)) = d.moves.iter().find(|(node, _)| *node == v) {
            data.push(("move", m.clone()));
            group_class = "clickable";
        }
        shapes.push(Shape::Group {
            class: group_class,
            hook: Some(Hook {
                testid: "dag-node",
                data,
            }),
            children,
        });
    }
    for (t, &v) in d.tokens.iter().enumerate() {
        // Tokens are orange diamonds left of their node; tokens sharing a node fan out.
        let same_before = d.tokens[..t].iter().filter(|&&w| w == v).count() as f64;
        let (x, y) = (l.x[v] - hw - 18.0 - same_before * 30.0, l.y[v]);
        shapes.push(Shape::Group {
            class: "",
            // Each token is one summand of the sum of games: the contract's `component` hook.
            hook: Some(Hook {
                testid: "component",
                data: vec![
                    ("sg", d.sg[v].to_string()),
                    ("index", (t + 1).to_string()),
                    ("at", d.labels[v].clone()),
                ],
            }),
            children: vec![
                Shape::Polygon {
                    points: vec![(x, y - 15.0), (x + 15.0, y), (x, y + 15.0), (x - 15.0, y)],
                    class: "token",
                },
                Shape::Text {
                    x,
                    y: y + 6.0,
                    text: (t + 1).to_string(),
                    anchor: Anchor::Middle,
                    class: "txt-token",
                },
            ],
        });
    }
    let count_graph_shapes = shapes.len();
    let mut height = l.height;
    // Legend: the three marks with their meanings, on one line when it fits the drawing, else
    // one per line, so a small graph is not shrunk to make room for it.
    let items: Vec<(usize, &String)> = d
        .legend
        .iter()
        .enumerate()
        .filter(|(_, t)| !t.is_empty())
        .collect();
    let item_w = |t: &String| 38.0 + text_width(t, 20.0) + 30.0;
    let one_line = MARGIN * 2.0 + items.iter().map(|(_, t)| item_w(t)).sum::<f64>() <= l.width;
    let legend_w = if one_line {
        l.width
    } else {
        MARGIN * 2.0 + items.iter().map(|(_, t)| item_w(t)).fold(0.0, f64::max)
    };
    let width = l.width.max(legend_w).max(300.0);
    let (mut lx, mut ly) = (MARGIN, height + 6.0);
    for (i, text) in items {
        let class = ["node-p", "node-n", "token"][i];
        match i {
            0 => shapes.push(Shape::Rect {
                x: lx,
                y: ly - 14.0,
                w: 28.0,
                h: 28.0,
                r: 4.0,
                class,
            }),
            1 => shapes.push(Shape::Rect {
                x: lx,
                y: ly - 14.0,
                w: 28.0,
                h: 28.0,
                r: 14.0,
                class,
            }),
            _ => shapes.push(Shape::Polygon {
                points: vec![
                    (lx + 14.0, ly - 14.0),
                    (lx + 28.0, ly),
                    (lx + 14.0, ly + 14.0),
                    (lx, ly),
                ],
                class,
            }),
        }
        shapes.push(Shape::Text {
            x: lx + 38.0,
            y: ly + 7.0,
            text: text.clone(),
            anchor: Anchor::Start,
            class: "txt-small",
        });
        if one_line {
            lx += item_w(text);
        } else {
            ly += 36.0;
        }
    }
    height = if one_line { ly + 28.0 } else { ly - 8.0 };
    if let Some(c) = &d.caption {
        shapes.push(Shape::Text {
            x: MARGIN,
            y: height + 14.0,
            text: c.clone(),
            anchor: Anchor::Start,
            class: "txt-muted",
        });
        height += 34.0;
    }
    // Centre the drawing when the legend made the figure wider than the graph.
    let shift = (width - l.width) / 2.0;
    if shift > 0.0 {
        for shape in shapes.iter_mut().take(count_graph_shapes) {
            shape.translate(shift, 0.0);
        }
    }
    Figure {
        width,
        height: height + 10.0,
        title: d.title.clone(),
        shapes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count_crossings(l: &DagLayout, edges: &[(usize, usize)]) -> usize {
        let mut c = 0;
        for (i, &(a, b)) in edges.iter().enumerate() {
            for &(p, q) in &edges[i + 1..] {
                if l.layer[a] == l.layer[p] && l.layer[b] == l.layer[q] && a != p && b != q {
                    let s = (l.x[a] - l.x[p]) * (l.x[b] - l.x[q]);
                    if s < 0.0 {
                        c += 1;
                    }
                }
            }
        }
        c
    }

    #[test]
    fn terminal_positions_are_lowest_and_every_move_points_down() {
        let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)];
        let labels: Vec<String> = (1..=5).map(|i| i.to_string()).collect();
        let l = layout(5, &edges, &labels);
        assert_eq!(l.layer, vec![3, 2, 2, 1, 0]);
        for &(u, v) in &edges {
            assert!(l.y[u] < l.y[v]);
        }
    }

    #[test]
    fn barycentre_sweeps_untangle_a_crossed_ladder() {
        // Two chains whose initial order in the middle layer is crossed.
        let edges = [(0, 3), (1, 2), (2, 4), (3, 5)];
        let labels: Vec<String> = (0..6).map(|i| i.to_string()).collect();
        let l = layout(6, &edges, &labels);
        assert_eq!(count_crossings(&l, &edges), 0);
    }

    #[test]
    fn nodes_carry_hooks_and_p_positions_are_squares() {
        let edges = [(0, 1)];
        let labels = vec!["1".to_string(), "0".to_string()];
        let l = layout(2, &edges, &labels);
        let fig = dag_figure(&DagDrawing {
            labels: &labels,
            edges: &edges,
            layout: &l,
            sg: &[1, 0],
            known: &[true, true],
            focus: None,
            tokens: &[0],
            moves: &[(1, "1-2".into())],
            title: "t".into(),
            caption: None,
            legend: ["P".into(), "N".into(), "token".into()],
        });
        let svg = fig.to_svg();
        assert_eq!(svg.matches(r#"data-testid="dag-node""#).count(), 2);
        assert!(svg.contains(r#"data-id="0" data-sg="0" data-move="1-2""#));
        assert!(
            svg.contains(r#"rx="4" class="node-p""#),
            "P-positions have square corners"
        );
        assert!(
            svg.contains(r#"rx="24" class="node-n""#),
            "N-positions are pills"
        );
    }
}
