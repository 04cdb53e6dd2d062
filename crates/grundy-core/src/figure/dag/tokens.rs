//! Tokens on a DAG: where the tokens sharing a node stand (in order, clear of the neighbours),
//! the diamond each is drawn as, and a token line under a figure for a position not drawn.

use super::{DagLayout, HALF_H, MARGIN};
use crate::figure::{Anchor, Figure, Hook, Shape};
use crate::sort::StableSort;

/// Half the width (and height) of a token's diamond.
pub(super) const TOKEN_HALF: f64 = 20.0;
/// The clear space between a diamond beside a node and the node's outline.
const TOKEN_CLEAR: f64 = 4.0;
/// How far apart the tokens sharing a node stand.
const TOKEN_STEP: f64 = 38.0;

/// The clear space kept between the last diamond and a neighbour node.
const NEIGHBOUR_CLEAR: f64 = 10.0;

/// The free room left and right of every node: to the nearest node of its layer on that side
/// (box to box), or to the drawing's edge where there is none, plus [`NEIGHBOUR_CLEAR`] (the
/// margin at the edge needs no clear space beyond the diamond's tip).
pub(super) fn side_gaps(l: &DagLayout) -> Vec<(f64, f64)> {
    let n = l.x.len();
    let mut gaps: Vec<(f64, f64)> = (0..n)
        .map(|v| {
            (
                l.x[v] - l.half_w[v] + NEIGHBOUR_CLEAR,
                l.width - l.x[v] - l.half_w[v] + NEIGHBOUR_CLEAR,
            )
        })
        .collect();
    let mut by_layer: Vec<usize> = (0..n).collect();
    by_layer.stable_sort_by(|&a, &b| l.layer[a].cmp(&l.layer[b]).then(l.x[a].total_cmp(&l.x[b])));
    for pair in by_layer.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if l.layer[a] == l.layer[b] {
            let gap = (l.x[b] - l.half_w[b]) - (l.x[a] + l.half_w[a]);
            gaps[a].1 = gap;
            gaps[b].0 = gap;
        }
    }
    gaps
}

/// The centre of the `index`-th of `count` tokens on node `v`, whose free room on each side is
/// `gaps`: orange diamonds just left of the node, fanning out leftwards; on the right when
/// only the right has room for them all; else on the node's top-left corner, fanning out
/// along its top, so a token never stands in the gap to a neighbour where it would read as
/// the neighbour's (issue 11: the token on vertex 3 of the default graph touched vertex 2).
pub(super) fn token_centre(
    l: &DagLayout,
    v: usize,
    gaps: (f64, f64),
    index: usize,
    count: usize,
) -> (f64, f64) {
    let (x, y, hw) = (l.x[v], l.y[v], l.half_w[v]);
    let i = index as f64;
    // The nearest diamond's centre stands this far from the node's side, so its tip keeps
    // TOKEN_CLEAR units off the outline (the tip used to cut 8 units into the node).
    let off = TOKEN_HALF + TOKEN_CLEAR;
    // From the node's side to the far tip of the last diamond, and a little clear space.
    let needed = off + TOKEN_HALF + (count - 1) as f64 * TOKEN_STEP + NEIGHBOUR_CLEAR;
    if gaps.0 >= needed {
        // Left of the node, token 1 leftmost, so the tokens read in order ("◆1 ◆2", not
        // "◆2 ◆1" as when each stood further out).
        let from_node = (count - 1) as f64 - i;
        (x - hw - off - from_node * TOKEN_STEP, y)
    } else if gaps.1 >= needed {
        (x + hw + off + i * TOKEN_STEP, y)
    } else {
        (x - hw + 6.0 + i * TOKEN_STEP, y - HALF_H)
    }
}

/// A token (an orange diamond, unnumbered: a number beside a vertex read as the vertex's)
/// centred at (x, y): the `component` hook of the `index`-th summand (1-based), standing on
/// the position labelled `at` with SG value `sg`.
pub fn token(x: f64, y: f64, index: usize, sg: u64, at: &str) -> Shape {
    Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "component",
            data: vec![
                ("sg", sg.to_string()),
                ("index", index.to_string()),
                ("at", at.to_string()),
            ],
        }),
        children: vec![Shape::Polygon {
            points: vec![
                (x, y - TOKEN_HALF),
                (x + TOKEN_HALF, y),
                (x, y + TOKEN_HALF),
                (x - TOKEN_HALF, y),
            ],
            class: "token",
        }],
    }
}

/// Gives the figure's `component` hooks, in order, the SG value and position of each
/// summand (for a sum's DAG, where every token stands on the one node of the whole position).
pub fn set_component_values(fig: &mut Figure, values: &[(u64, String)]) {
    let mut next = values.iter();
    for shape in fig.shapes.iter_mut() {
        if let Shape::Group {
            hook: Some(hook), ..
        } = shape
        {
            if hook.testid != "component" {
                continue;
            }
            let Some((sg, at)) = next.next() else {
                return;
            };
            for (key, value) in hook.data.iter_mut() {
                match *key {
                    "sg" => *value = sg.to_string(),
                    "at" => value.clone_from(at),
                    _ => {}
                }
            }
        }
    }
}

/// Adds a line under the figure with a token (the `component` hook) for a position that is
/// not drawn, e.g. a pile too large for its DAG, and `text` beside it.
pub fn add_token_line(fig: &mut Figure, sg: u64, at: &str, text: String) {
    let y = fig.height + 10.0;
    fig.shapes.push(token(MARGIN + 20.0, y, 1, sg, at));
    fig.shapes.push(Shape::text(
        MARGIN + 48.0,
        y + 7.0,
        text,
        Anchor::Start,
        "txt-small",
    ));
    fig.height += 46.0;
}
