//! Tests of what the DAG drawing writes: hooks, move classes and arrowheads (the ring-end
//! heads that stop outside the focus rings), the receding moves of a dense DAG, and the order
//! rings, moves and nodes are drawn in.

use super::*;

#[test]
fn nodes_and_edges_carry_hooks_and_p_positions_are_squares() {
    let edges = [(0, 1)];
    let labels = vec!["1".to_string(), "0".to_string()];
    let l = layout(2, &edges, &widths(2));
    // The root's value known or not (a quiz asks it); the same drawing otherwise.
    let draw = |root_known: bool| {
        dag_figure(&DagDrawing {
            labels: &labels,
            edges: &edges,
            layout: &l,
            sg: &[1, 0],
            known: &[root_known, true],
            focus: Some(0),
            tokens: &[0],
            moves: &[(1, "1-2".into())],
            title: "t".into(),
            caption: None,
            legend: ["P".into(), "N".into(), "token".into()],
            legend_within: false,
        })
    };
    let fig = draw(true);
    let svg = fig.to_svg();
    assert_eq!(svg.matches(r#"data-testid="dag-node""#).count(), 2);
    assert!(svg.contains(r#"data-id="0" data-sg="0" data-move="1-2""#));
    assert!(svg.contains(r#"data-id="1" data-sg="1" data-focus="true""#));
    // A move is one path ending in its class's arrowhead marker, and the markers are defined.
    assert!(svg.contains(r#"<path data-testid="dag-edge" data-from="1" data-to="0" d="M"#));
    // Node 1 (SG 1) in focus: its move to the P-position 0 is the winning one.
    assert!(svg.contains(r#"class="dag-edge-win ring-end"/>"#));
    assert!(svg.contains(r#"<marker id="gl-arrow-win""#));
    assert!(crate::figure::FIGURE_CSS.contains(".dag-edge-win{"));
    // With node 1's value not known yet (a quiz asks it), its move is only the step's.
    let hidden = draw(false).to_svg();
    assert!(hidden.contains(r#"class="dag-edge-hot ring-end"/>"#));
    assert!(hidden.contains(r#"<marker id="gl-arrow-hot""#));
    assert!(!hidden.contains(r#"class="dag-edge-win"#));
    assert!(svg.contains(r#"data-testid="component" data-sg="1" data-index="1" data-at="1""#));
    assert!(
        svg.contains(r#"rx="4" class="node-p""#),
        "P-positions have square corners"
    );
    assert!(
        svg.contains(r#"rx="24" class="node-n""#),
        "N-positions are pills"
    );
}

/// Regression (issue 11, review 7): the arrowheads into the focused node and into its
/// successors sat on their rings. A move into a ringed node, and only such a move, ends in a
/// head drawn back far enough to clear the widest ring either stylesheet draws.
#[test]
fn arrowheads_stop_outside_the_rings() {
    let edges = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)];
    let labels: Vec<String> = (0..5).map(|v| v.to_string()).collect();
    let l = layout(5, &edges, &widths(5));
    let fig = dag_figure(&DagDrawing {
        labels: &labels,
        edges: &edges,
        layout: &l,
        sg: &[0; 5],
        known: &[false; 5],
        focus: Some(1),
        tokens: &[],
        moves: &[],
        title: "t".into(),
        caption: None,
        legend: ["P".into(), "N".into(), "token".into()],
        legend_within: false,
    });
    let svg = fig.to_svg();
    let class_of = |a: usize, b: usize| {
        let at = svg
            .find(&format!(r#"data-from="{a}" data-to="{b}""#))
            .expect("the move is drawn");
        let rest = &svg[at..];
        let c = rest.find("class=\"").unwrap() + 7;
        rest[c..c + rest[c..].find('"').unwrap()].to_string()
    };
    // Node 1 is in focus and node 3 is its successor: both ringed.
    assert_eq!(class_of(0, 1), "dag-edge ring-end");
    assert_eq!(class_of(1, 3), "dag-edge-hot ring-end");
    assert_eq!(class_of(2, 3), "dag-edge ring-end");
    assert_eq!(class_of(0, 2), "dag-edge");
    assert_eq!(class_of(3, 4), "dag-edge");
    for base in ["dag-edge", "dag-edge-hot", "dag-edge-win", "dag-edge-faint"] {
        let marker = format!("gl-arrow{}-ring", base.strip_prefix("dag-edge").unwrap());
        assert!(crate::figure::FIGURE_CSS
            .contains(&format!(".{base}.ring-end{{marker-end:url(#{marker})}}")));
        let refx = format!(r#"<marker id="{marker}" viewBox="0 0 13 12" refX="12""#);
        assert!(svg.contains(&refx), "{refx}");
    }
    // The head's tip stops ARROW_RING_CLEAR short of the node's side: past the outer edge of
    // the focus ring (its offset plus half its widest stroke, in either stylesheet), while the
    // curve still ends under the head.
    let widest = |css: &str, ring: &str| {
        css.lines()
            .flat_map(|l| l.split('}'))
            .filter(|rule| rule.contains(ring))
            .filter_map(|rule| rule.split("stroke-width:").nth(1))
            .filter_map(|w| w.trim().split([';', ' ']).next()?.parse::<f64>().ok())
            .fold(0.0, f64::max)
    };
    let css = [
        crate::figure::FIGURE_CSS,
        include_str!("../../../../../../www/style.css"),
    ];
    for (ring, out) in [
        (".focus-ring", draw::FOCUS_RING_OUT),
        (".succ-ring", draw::SUCC_RING_OUT),
    ] {
        let stroke = css.iter().map(|c| widest(c, ring)).fold(0.0, f64::max);
        assert!(stroke >= 3.0, "{ring}: {stroke}");
        assert!(
            ARROW_RING_CLEAR >= out + stroke / 2.0,
            "{ring}: {out} + {stroke}/2"
        );
    }
}

#[test]
fn a_dense_dags_moves_recede_except_the_focused_nodes() {
    let draw = |n: usize, edges: &[(usize, usize)]| {
        let labels: Vec<String> = (0..n).map(|v| v.to_string()).collect();
        let l = layout(n, edges, &widths(n));
        dag_figure(&DagDrawing {
            labels: &labels,
            edges,
            layout: &l,
            sg: &vec![0; n],
            known: &vec![false; n],
            focus: Some(0),
            tokens: &[],
            moves: &[],
            title: "t".into(),
            caption: None,
            legend: ["P".into(), "N".into(), "token".into()],
            legend_within: false,
        })
        .to_svg()
    };
    // Every move of a 25-node tournament (12 per node): faint, but node 0's own moves are hot.
    let n = 25;
    let all: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    let svg = draw(n, &all);
    assert_eq!(svg.matches(r#"class="dag-edge-hot"#).count(), n - 1);
    assert_eq!(
        svg.matches(r#"class="dag-edge-faint"#).count(),
        all.len() - (n - 1)
    );
    assert!(!svg.contains(r#"class="dag-edge""#) && !svg.contains(r#"class="dag-edge "#));
    // A chain of the same size is not dense: its moves keep the normal look.
    let chain: Vec<(usize, usize)> = (0..n - 1).map(|a| (a, a + 1)).collect();
    let svg = draw(n, &chain);
    assert!(svg.contains(r#"class="dag-edge""#) && !svg.contains(r#"class="dag-edge-faint"#));
}

#[test]
fn rings_go_under_the_moves_and_the_moves_under_the_nodes() {
    // A chain 2 → 1 → 0 with node 1 in focus: its move to 0 crosses its focus ring and 0's
    // dashed ring, so those are drawn first, then every move, then the nodes' boxes.
    let labels: Vec<String> = (0..3).map(|v| v.to_string()).collect();
    let edges = [(2, 1), (1, 0)];
    let l = layout(3, &edges, &widths(3));
    let sg = [0, 1, 0];
    let known = [true; 3];
    let mut d = drawing(&labels, &edges, &l, &sg, &known, long_legend());
    d.focus = Some(1);
    let fig = dag_figure(&d);
    let at = |want: &dyn Fn(&Shape) -> bool| -> Vec<usize> {
        fig.shapes
            .iter()
            .enumerate()
            .filter(|(_, s)| want(s))
            .map(|(i, _)| i)
            .collect()
    };
    // The rings are one group (one at every step, so a step sends only what changed).
    let ring = |c: &Shape| {
        matches!(
            c,
            Shape::Rect {
                class: "focus-ring" | "succ-ring",
                ..
            }
        )
    };
    let rings = at(
        &|s| matches!(s, Shape::Group { hook: None, children, .. } if children.iter().any(ring)),
    );
    let ring_count: usize = rings
        .iter()
        .map(|&i| match &fig.shapes[i] {
            Shape::Group { children, .. } => children.iter().filter(|c| ring(c)).count(),
            _ => 0,
        })
        .sum();
    let hooked = |id: &'static str| move |s: &Shape| matches!(s, Shape::Group { hook: Some(h), .. } if h.testid == id);
    let moves = at(&hooked("dag-edge"));
    let nodes = at(&hooked("dag-node"));
    assert_eq!(
        (rings.len(), ring_count, moves.len(), nodes.len()),
        (1, 2, 2, 3)
    );
    assert!(
        rings.iter().max() < moves.iter().min(),
        "{rings:?} {moves:?}"
    );
    assert!(
        moves.iter().max() < nodes.iter().min(),
        "{moves:?} {nodes:?}"
    );
}
