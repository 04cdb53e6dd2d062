//! Tests of the DAG layout and drawing: geometry checked by sampling every drawn curve.

use super::route::{bezier, piece, NodeBox};
use super::*;
use crate::figure::{Figure, Shape, ARROW_RING_CLEAR};
use draw::LEGEND_ROOM;

mod drawing;

fn widths(n: usize) -> Vec<f64> {
    (0..n)
        .map(|v| node_half_width(&v.to_string(), "9"))
        .collect()
}

/// A pseudo-random DAG: edges from a lower to a higher index, no repeats.
fn random_dag(seed: u64, n: usize, m: usize, span: usize) -> Vec<(usize, usize)> {
    let mut rng = crate::rng::Rng::from_state(seed);
    let mut next = || rng.next_u64();
    let mut edges = Vec::new();
    for _ in 0..m * 4 {
        if edges.len() == m {
            break;
        }
        let a = (next() % (n as u64 - 1)) as usize;
        let b = a + 1 + (next() % ((n - a - 1).min(span) as u64)) as usize;
        if !edges.contains(&(a, b)) {
            edges.push((a, b));
        }
    }
    edges
}

/// Nim pile of `n`: node i is i stones, moves to every smaller pile.
fn nim(n: usize) -> Vec<(usize, usize)> {
    (0..=n).flat_map(|a| (0..a).map(move |b| (a, b))).collect()
}

/// Brute force: does any densely sampled point of any curve lie inside a box it does not
/// start or end at? Every curve is tested against every node's box.
fn through_brute(l: &DagLayout) -> usize {
    let boxes: Vec<NodeBox> = l.boxes();
    l.routes
        .iter()
        .filter(|r| {
            r.points.windows(2).any(|w| {
                let c = piece(w[0], w[1]);
                (0..=200).any(|i| {
                    let (px, py) = bezier(&c, i as f64 / 200.0);
                    boxes.iter().enumerate().any(|(v, &(bx, by, hw, hh))| {
                        v != r.from
                            && v != r.to
                            && (px - bx).abs() < hw - 0.5
                            && (py - by).abs() < hh - 0.5
                    })
                })
            })
        })
        .count()
}

fn segments_cross(a: (f64, f64), b: (f64, f64), c: (f64, f64), d: (f64, f64)) -> bool {
    let orient = |p: (f64, f64), q: (f64, f64), r: (f64, f64)| {
        (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
    };
    let (o1, o2) = (orient(a, b, c), orient(a, b, d));
    let (o3, o4) = (orient(c, d, a), orient(c, d, b));
    o1 * o2 < 0.0 && o3 * o4 < 0.0
}

/// Brute force: proper intersections among the chords of all drawn pieces.
fn crossings_brute(l: &DagLayout) -> usize {
    let chords: Vec<((f64, f64), (f64, f64))> = l
        .routes
        .iter()
        .flat_map(|r| {
            r.points
                .windows(2)
                .map(|w| (w[0], w[1]))
                .collect::<Vec<_>>()
        })
        .collect();
    let mut c = 0;
    for (i, a) in chords.iter().enumerate() {
        for b in &chords[i + 1..] {
            if segments_cross(a.0, a.1, b.0, b.1) {
                c += 1;
            }
        }
    }
    c
}

#[test]
fn terminal_positions_are_lowest_and_every_move_points_down() {
    let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)];
    let l = layout(5, &edges, &widths(5));
    assert_eq!(l.layer, vec![3, 2, 2, 1, 0]);
    for &(u, v) in &edges {
        assert!(l.y[u] < l.y[v]);
    }
    assert_eq!(l.routes.len(), edges.len());
}

#[test]
fn no_curve_passes_through_a_node_it_does_not_touch() {
    for seed in 1..60u64 {
        let n = 8 + (seed as usize * 7) % 40;
        let edges = random_dag(seed, n, n * 3, 1 + (seed as usize % 12));
        let l = layout(n, &edges, &widths(n));
        assert_eq!(through_brute(&l), 0, "seed {seed}");
        assert_eq!(route::edges_through_nodes(&l.routes, &l.boxes()), 0);
    }
    for pile in 1..=14 {
        let edges = nim(pile);
        let l = layout(pile + 1, &edges, &widths(pile + 1));
        assert_eq!(through_brute(&l), 0, "Nim pile {pile}");
    }
}

#[test]
fn the_fast_through_node_check_agrees_with_brute_force_on_bad_drawings() {
    // Move every node onto one vertical line: long edges now run through nodes.
    let edges = nim(6);
    let mut l = layout(7, &edges, &widths(7));
    for r in l.routes.iter_mut() {
        for p in r.points.iter_mut() {
            p.0 = 100.0;
        }
    }
    l.x = vec![100.0; 7];
    let brute = through_brute(&l);
    assert!(brute > 0);
    assert_eq!(route::edges_through_nodes(&l.routes, &l.boxes()), brute);
}

#[test]
fn drawn_crossings_match_pairwise_segment_tests() {
    for seed in 1..30u64 {
        let n = 10 + seed as usize % 20;
        let edges = random_dag(seed * 31, n, 2 * n, 6);
        let l = layout(n, &edges, &widths(n));
        assert_eq!(
            route::drawn_crossings(&l.routes),
            crossings_brute(&l),
            "seed {seed}"
        );
    }
}

#[test]
fn a_crossed_ladder_is_untangled() {
    let edges = [(0, 3), (1, 2), (2, 4), (3, 5)];
    let l = layout(6, &edges, &widths(6));
    assert_eq!(route::drawn_crossings(&l.routes), 0);
}

#[test]
fn every_move_of_a_nim_pile_is_its_own_arrow() {
    for pile in 1..=12usize {
        let edges = nim(pile);
        let n = pile + 1;
        let l = layout(n, &edges, &widths(n));
        assert_eq!(l.routes.len(), pile * (pile + 1) / 2);
        // Arrows into one node, and curves out of one node, start and end at separate ports.
        for v in 0..n {
            for end in [true, false] {
                let mut xs: Vec<f64> = l
                    .routes
                    .iter()
                    .filter(|r| if end { r.to == v } else { r.from == v })
                    .filter_map(|r| {
                        if end {
                            r.points.last()
                        } else {
                            r.points.first()
                        }
                    })
                    .map(|p| p.0)
                    .collect();
                xs.sort_by(f64::total_cmp);
                for w in xs.windows(2) {
                    assert!(
                        w[1] - w[0] >= route::PORT_GAP - 1e-9,
                        "pile {pile} node {v}"
                    );
                }
                for &x in &xs {
                    assert!(
                        (x - l.x[v]).abs() < l.half_w[v],
                        "port inside the node's side"
                    );
                }
            }
        }
        assert_eq!(route::drawn_crossings(&l.routes), crossings_brute(&l));
    }
}

#[test]
fn the_layout_is_deterministic() {
    let edges = random_dag(5, 60, 180, 20);
    assert_eq!(
        layout(60, &edges, &widths(60)),
        layout(60, &edges, &widths(60))
    );
}

#[test]
fn bad_edges_are_left_out_without_a_panic() {
    let edges = [(0, 1), (1, 0), (0, 7), (2, 2), (0, 1)];
    let l = layout(3, &edges, &[]);
    assert_eq!(l.routes.len(), 1);
    assert_eq!(l.x.len(), 3);
    let empty = layout(0, &[], &[]);
    assert!(empty.routes.is_empty() && empty.width > 0.0);
}

/// The box (x, y, w, h) node `id` is drawn in (its body, without rings).
fn drawn_node(fig: &Figure, id: &str) -> Option<[f64; 4]> {
    fig.shapes.iter().find_map(|s| match s {
        Shape::Group {
            hook: Some(h),
            children,
            ..
        } if h.testid == "dag-node" && h.data.iter().any(|(k, v)| *k == "id" && v == id) => {
            children.iter().find_map(|c| match c {
                Shape::Rect {
                    x, y, w, h, class, ..
                } if class.starts_with("node-") => Some([*x, *y, *w, *h]),
                _ => None,
            })
        }
        _ => None,
    })
}

/// The legend's marks: (x, y) of each of the P, N and token marks drawn outside any hook.
fn legend_marks(fig: &Figure) -> Vec<(f64, f64)> {
    fig.shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Rect { x, y, class, .. } if class.starts_with("node-") => Some((*x, *y)),
            Shape::Polygon { points, class, .. } if *class == "token" => points.last().copied(),
            _ => None,
        })
        .collect()
}

fn drawing<'a>(
    labels: &'a [String],
    edges: &'a [(usize, usize)],
    l: &'a DagLayout,
    sg: &'a [u64],
    known: &'a [bool],
    legend: [String; 3],
) -> DagDrawing<'a> {
    DagDrawing {
        labels,
        edges,
        layout: l,
        sg,
        known,
        focus: Some(0),
        tokens: &[0],
        moves: &[],
        title: "t".into(),
        caption: None,
        legend,
        legend_within: false,
    }
}

fn long_legend() -> [String; 3] {
    [
        "P-position: SG 0, the player to move loses".into(),
        "N-position: SG > 0".into(),
        "token".into(),
    ]
}

#[test]
fn the_focused_node_and_the_tokens_can_be_found_in_the_figure() {
    // Wherever the legend puts the drawing (centred over a wider legend, or not), the boxes
    // a page follows are where the node is drawn.
    for n in 1..6usize {
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (0, v)).collect();
        let labels: Vec<String> = (0..n).map(|v| v.to_string()).collect();
        let sg: Vec<u64> = (0..n).map(|v| u64::from(v == 0 && n > 1)).collect();
        let known = vec![true; n];
        let l = layout(n, &edges, &widths(n));
        let fig = dag_figure(&drawing(&labels, &edges, &l, &sg, &known, long_legend()));
        let [nx, ny, nw, nh] = drawn_node(&fig, "0").unwrap();
        assert!((nx + nw / 2.0 - l.x[0]).abs() < 1e-9 || fig.width > l.width);
        let [x, y, w, h] = hook_box(&fig, "dag-node", Some(("focus", "true"))).unwrap();
        assert!(
            x <= nx && x + w >= nx + nw && y <= ny && y + h >= ny + nh,
            "{n} nodes"
        );
        // The focus ring (drawn under the moves, on its own) surrounds node 0's box.
        let rings: Vec<_> = fig
            .shapes
            .iter()
            .flat_map(|s| match s {
                // The rings' group, drawn under the moves.
                Shape::Group {
                    hook: None,
                    children,
                    ..
                } => children.iter().collect::<Vec<_>>(),
                other => vec![other],
            })
            .filter_map(|s| match s {
                Shape::Rect {
                    x,
                    y,
                    w,
                    h,
                    class: "focus-ring",
                    ..
                } => Some([*x, *y, *w, *h]),
                _ => None,
            })
            .collect();
        let [[x, y, w, h]] = rings[..] else {
            panic!("one focus ring: {rings:?}")
        };
        assert!(
            x < nx && x + w > nx + nw && y < ny && y + h > ny + nh,
            "{n} nodes: ring {x},{y},{w},{h} around {nx},{ny},{nw},{nh}"
        );
        let [tx, _, tw, _] = hook_box(&fig, "component", None).unwrap();
        let centre = tx + tw / 2.0;
        assert!(
            tx + tw <= nx - 4.0 && centre > nx - 40.0,
            "the token stands just left of node 0, clear of its outline ({n} nodes)"
        );
        assert!(hook_box(&fig, "dag-node", Some(("id", "9"))).is_none());
    }
}

#[test]
fn the_legend_wraps_and_goes_beside_a_tall_dag_and_under_a_wide_one() {
    // A subtraction game's chain (moves of 1, 2 or 3 from a pile of 7): tall and narrow.
    let edges: Vec<(usize, usize)> = (1..8usize)
        .flat_map(|a| (1..=3).filter(move |&k| k <= a).map(move |k| (a, a - k)))
        .collect();
    let labels: Vec<String> = (0..8).map(|v| v.to_string()).collect();
    let (sg, known) = (vec![0; 8], vec![false; 8]);
    let l = layout(8, &edges, &widths(8));
    let fig = dag_figure(&drawing(&labels, &edges, &l, &sg, &known, long_legend()));
    let marks = legend_marks(&fig);
    assert_eq!(marks.len(), 3);
    assert!(
        marks.iter().all(|&(x, _)| x >= l.width),
        "beside: {marks:?}"
    );
    // The legend's lines are short: the figure is the drawing plus a narrow column.
    assert!(fig.width <= l.width + LEGEND_ROOM + 1e-9);
    // Every legend line is at most the wrap width, and the long entry took several lines.
    let texts = legend_lines(&fig);
    assert!(texts.len() > 3, "{texts:?}");
    assert!(texts
        .iter()
        .all(|t| crate::figure::text_width(t, 20.0) < LEGEND_ROOM - 38.0));
    // A Chinese entry breaks after its comma, not inside the clause after it.
    let zh = [
        "P 局面：SG 为 0，轮到谁谁输".to_string(),
        "N 局面：SG > 0".to_string(),
        String::new(),
    ];
    let fig = dag_figure(&drawing(&labels, &edges, &l, &sg, &known, zh));
    assert_eq!(
        legend_lines(&fig),
        ["P 局面：SG 为 0，", "轮到谁谁输", "N 局面：SG > 0"]
    );
    // A wide, flat DAG keeps its legend under it.
    let edges: Vec<(usize, usize)> = (1..9).map(|v| (0, v)).collect();
    let labels: Vec<String> = (0..9).map(|v| v.to_string()).collect();
    let (sg, known) = (vec![0; 9], vec![false; 9]);
    let l = layout(9, &edges, &widths(9));
    let fig = dag_figure(&drawing(&labels, &edges, &l, &sg, &known, long_legend()));
    assert!(legend_marks(&fig)
        .iter()
        .all(|&(_, y)| y >= l.height - 20.0));
}

#[test]
fn a_narrow_dag_is_spread_to_the_stage_shape_and_stays_clean() {
    // Chains of subtraction games (moves of 1..=k) of several lengths: each is spread to use
    // the stage's width beside its legend (unless it is tall enough to open zoomed in), and
    // no curve runs through a node it does not touch.
    for k in 1..=4usize {
        for top in 3..=9usize {
            let n = top + 1;
            let edges: Vec<(usize, usize)> = (1..n)
                .flat_map(|a| (1..=k).filter(move |&s| s <= a).map(move |s| (a, a - s)))
                .collect();
            let l = layout(n, &edges, &widths(n));
            assert_eq!(through_brute(&l), 0, "k {k} pile {top}");
            assert_eq!(route::edges_through_nodes(&l.routes, &l.boxes()), 0);
            // Bounded Nim's default pile (7, k = 3) and its legend beside it use the stage's
            // width (it was a third of it: issue 11).
            if (k, top) == (3, 7) {
                let share = (l.width + LEGEND_ROOM) / (STAGE_ASPECT * l.height);
                assert!(share >= 0.9, "k {k} pile {top}: {share}");
            }
        }
    }
}

#[test]
fn widening_spreads_centres_up_to_the_stage_shape_or_its_cap() {
    // Two boxes 50 wide each side, centres 100 apart: 280 wide with margins, 500 tall.
    let placing = [50.0, 50.0];
    let mut xs = [0.0, 100.0];
    let (_, width) = align_left(&mut xs, &placing);
    assert_eq!(width, 280.0);
    let target = STAGE_ASPECT * 500.0 - LEGEND_ROOM;
    let mut wide = xs;
    let w = widen(&mut wide, &placing, width, 500.0);
    assert!((w - target).abs() < 1e-6, "{w} vs {target}");
    assert!(wide[1] - wide[0] > 100.0 && wide[0] - placing[0] == MARGIN);
    // A taller stage shape than the cap allows: the centres are spread three times apart.
    let mut capped = xs;
    let w = widen(&mut capped, &placing, width, 700.0);
    assert!((capped[1] - capped[0] - 300.0).abs() < 1e-9 && w < STAGE_ASPECT * 700.0);
    // Too tall (it opens zoomed in) or already wide: unchanged.
    for h in [800.0, 100.0] {
        let mut same = xs;
        assert_eq!(widen(&mut same, &placing, width, h), width);
        assert_eq!(same, xs);
    }
}

/// The legend's text lines (its small text), in drawing order.
fn legend_lines(fig: &Figure) -> Vec<&String> {
    fig.shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, class, .. } if *class == "txt-small" => Some(text),
            _ => None,
        })
        .collect()
}

/// Regression (issue 11): the token on vertex 3 of graph-sum's default graph stood in the gap
/// to vertex 2 and touched it, so it read as vertex 2's. A token touches no node but its own,
/// however crowded the layer, and however many tokens share a node.
#[test]
fn a_token_touches_no_node_but_its_own() {
    let mut checked = 0;
    for seed in 1..40u64 {
        let n = 8 + (seed as usize * 7) % 30;
        let edges = random_dag(seed, n, 2 * n, 4);
        let labels: Vec<String> = (0..n).map(|v| v.to_string()).collect();
        let l = layout(n, &edges, &widths(n));
        let sg = vec![0; n];
        let known = vec![true; n];
        // Tokens on every third node, two on node 1, three on node 2.
        let tokens: Vec<usize> = (0..n).step_by(3).chain([1, 1, 2, 2, 2]).collect();
        let mut d = drawing(&labels, &edges, &l, &sg, &known, long_legend());
        d.tokens = &tokens;
        let fig = dag_figure(&d);
        for s in &fig.shapes {
            let Shape::Group {
                hook: Some(h),
                children,
                ..
            } = s
            else {
                continue;
            };
            if h.testid != "component" {
                continue;
            }
            let at = &h.data.iter().find(|(k, _)| *k == "at").unwrap().1;
            let Some(Shape::Polygon { points, .. }) = children.first() else {
                panic!("a token is a diamond first");
            };
            let (x0, x1) = (points[3].0, points[1].0);
            let (y0, y1) = (points[0].1, points[2].1);
            for v in 0..n {
                let id = v.to_string();
                if &id == at {
                    continue;
                }
                let [nx, ny, nw, nh] = drawn_node(&fig, &id).unwrap();
                let apart = x1 <= nx || x0 >= nx + nw || y1 <= ny || y0 >= ny + nh;
                assert!(apart, "seed {seed}: the token on {at} touches node {id}");
                checked += 1;
            }
            assert!(
                x0 >= 0.0 && x1 <= fig.width,
                "seed {seed}: the token on {at} leaves the figure"
            );
        }
    }
    assert!(checked > 1000);
}

/// Tokens sharing a node read in order from left to right, and a lone token carries no
/// number (on "DAG of pile 3", a "1" read as the pile's name).
#[test]
fn tokens_read_in_order_and_carry_no_number() {
    let edges = [(0, 1), (1, 2)];
    let labels: Vec<String> = (0..3).map(|v| v.to_string()).collect();
    let l = layout(3, &edges, &widths(3));
    let (sg, known) = (vec![0, 1, 0], vec![true; 3]);
    let drawn = |tokens: &[usize]| {
        let mut d = drawing(&labels, &edges, &l, &sg, &known, long_legend());
        d.tokens = tokens;
        dag_figure(&d)
            .shapes
            .into_iter()
            .filter_map(|s| match s {
                Shape::Group {
                    hook: Some(h),
                    children,
                    ..
                } if h.testid == "component" => {
                    let x = match children.first() {
                        Some(Shape::Polygon { points, .. }) => points[0].0,
                        _ => f64::NAN,
                    };
                    let numbered = children.iter().any(|c| matches!(c, Shape::Text { .. }));
                    Some((x, numbered))
                }
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let three = drawn(&[0, 0, 0]);
    assert!(three.windows(2).all(|w| w[0].0 < w[1].0), "{three:?}");
    // No number: beside a vertex it read as the vertex's (review 5).
    assert!(three.iter().all(|t| !t.1));
    assert!(drawn(&[0, 2]).iter().all(|t| !t.1));
    let one = drawn(&[0]);
    assert!(
        one.len() == 1 && one[0].0.is_finite() && !one[0].1,
        "one token: one diamond, no number: {one:?}"
    );
    assert_eq!(three.len(), 3);
}

#[test]
fn a_small_dag_opens_its_layers_when_its_legend_fills_the_width() {
    // Graph-sum's example, 1 → 2, 3 → 4 → 5: four layers. Its legend beside it already gives
    // the figure the stage's shape, so its layers open up (103 units; the drawing alone was
    // closed up to the least gap, and the arrow 4 → 5 was a stub between ringed nodes).
    let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)];
    let l = layout(5, &edges, &widths(5));
    let gap = l.y[4] - l.y[3];
    assert!(gap > MIN_LAYER_GAP + 15.0, "gap {gap}");
    assert!((l.width + LEGEND_ROOM) / l.height <= STAGE_ASPECT * 1.4);
}

#[test]
fn a_legend_beside_a_drawing_takes_at_least_its_least_room_in_both_languages() {
    // The layer gap counts this much room for the legend: a wider estimate left the Chinese
    // pile DAG bound by the stage's height, and drawn smaller.
    use crate::i18n::{tr, Lang, Msg};
    let edges: Vec<(usize, usize)> = (1..8usize)
        .flat_map(|a| (1..=3).filter(move |&k| k <= a).map(move |k| (a, a - k)))
        .collect();
    let labels: Vec<String> = (0..8).map(|v| v.to_string()).collect();
    let (sg, known) = (vec![0; 8], vec![false; 8]);
    let l = layout(8, &edges, &widths(8));
    for &lang in Lang::ALL.iter() {
        let legend =
            [Msg::LegendP, Msg::LegendN, Msg::LegendToken].map(|m| tr(lang, m).to_string());
        let fig = dag_figure(&drawing(&labels, &edges, &l, &sg, &known, legend));
        assert!(
            legend_marks(&fig).iter().all(|&(x, _)| x >= l.width),
            "{lang:?}: beside"
        );
        assert!(
            fig.width - l.width >= draw::LEGEND_LEAST_ROOM,
            "{lang:?}: {}",
            fig.width - l.width
        );
    }
}
