//! The Hackenbush picture's geometry: the ground a line at the bottom, each vertex in the layer
//! of its distance from the ground (breadth-first, from the picture as first given, so cuts
//! never move what stays), its x from the leaves of the breadth-first tree in vertex order,
//! a parent centred over its children. A stage's figure draws what stands after it, the parts
//! it replaced dashed and what it made marked; the ground's loops and stalk stand at the left.

use super::HackenbushLesson;
use crate::lesson::Walkthrough;
use grundy_core::figure::path::PathData;
use grundy_core::figure::trace::trace_group;
use grundy_core::figure::{Anchor, Figure, Hook, Shape};
use grundy_core::games::hackenbush::collapse::{Drawn, Stage};
use grundy_core::games::hackenbush::HackenbushGame;
use grundy_core::games::Game;
use grundy_core::i18n::Lang;
use grundy_core::sort::KeySort;

/// Between two leaves.
const SLOT: f64 = 84.0;
/// Between two layers.
const LAYER: f64 = 96.0;
/// One edge of a stalk, at most.
const SEG: f64 = 44.0;
/// How far a loop reaches from its vertex.
const LOOP: f64 = 60.0;
const MARGIN: f64 = 36.0;
/// Room under the ground line for its label and the value.
const BELOW: f64 = 76.0;
/// Sideways offset between parallel edges.
const PARALLEL: f64 = 30.0;

/// Where everything stands: vertex positions relative to the ground (y ≤ 0 upward) before the
/// figure's offset, and the x of each loop on the ground.
struct Layout {
    x: Vec<f64>,
    depth: Vec<usize>,
    ground_loop_x: Vec<(usize, f64)>,
    gather_x: f64,
    slots: usize,
}

fn layout(start: &HackenbushGame) -> Layout {
    let edges = &start.edges;
    let n = edges
        .iter()
        .map(|&(a, b)| a.max(b) as usize + 1)
        .max()
        .unwrap_or(1);
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in start.standing_edges() {
        let (a, b) = (edges[i].0 as usize, edges[i].1 as usize);
        if a != b {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    for list in &mut adj {
        list.key_sort();
        list.dedup();
    }
    let mut depth = vec![usize::MAX; n];
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    depth[0] = 0;
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(v) = queue.pop_front() {
        for &w in &adj[v] {
            if depth[w] == usize::MAX {
                depth[w] = depth[v] + 1;
                children[v].push(w);
                queue.push_back(w);
            }
        }
    }
    // Slot 0 is where the ground gathers its loops and its stalk.
    let mut x = vec![0.0; n];
    let mut slot = 1usize;
    // Post-order without recursion: a leaf takes the next slot, a parent the middle of its
    // children.
    let mut stack: Vec<(usize, usize)> = children[0].iter().rev().map(|&c| (c, 0)).collect();
    while let Some((v, k)) = stack.pop() {
        if k < children[v].len() {
            stack.push((v, k + 1));
            stack.push((children[v][k], 0));
        } else if children[v].is_empty() {
            x[v] = slot as f64 * SLOT;
            slot += 1;
        } else {
            let (first, last) = (children[v][0], children[v][children[v].len() - 1]);
            x[v] = (x[first] + x[last]) / 2.0;
        }
    }
    let mut ground_loop_x = Vec::new();
    for i in start.standing_edges() {
        if edges[i] == (0, 0) {
            ground_loop_x.push((i, slot as f64 * SLOT));
            slot += 1;
        }
    }
    for d in &mut depth {
        if *d == usize::MAX {
            *d = 0;
        }
    }
    Layout {
        x,
        depth,
        ground_loop_x,
        gather_x: 0.0,
        slots: slot,
    }
}

/// The layout placed in a figure: absolute coordinates.
struct Placed {
    lay: Layout,
    left: f64,
    ground_y: f64,
    seg: f64,
    width: f64,
    height: f64,
}

impl Placed {
    fn new(l: &HackenbushLesson) -> Placed {
        let lay = layout(&l.start);
        let c = &l.collapse;
        let tallest = c
            .stages
            .iter()
            .filter_map(|s| match s {
                Stage::Colon { value, .. } => Some(*value),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        let seg = if tallest == 0 {
            SEG
        } else {
            (520.0 / tallest as f64).clamp(14.0, SEG)
        };
        // The highest thing drawn at any step: a vertex with its loops or a stalk's top.
        let mut top: f64 = 0.0;
        let rel_y = |v: u32| -(lay.depth[v as usize] as f64) * LAYER;
        for i in l.start.standing_edges() {
            let (a, b) = l.start.edges[i];
            top = top.min(rel_y(a).min(rel_y(b)) - LOOP * 1.3);
        }
        for s in &c.stages {
            if let Stage::Colon { vertex, value, .. } = s {
                top = top.min(rel_y(*vertex) - *value as f64 * seg - 12.0);
            }
        }
        let ground_y = MARGIN - top;
        // The ground's loops fan out from slot 0, so they need room on its left.
        let left = MARGIN + LOOP * 1.3;
        let width = left + (lay.slots as f64 - 1.0) * SLOT + LOOP * 1.3 + MARGIN;
        Placed {
            left,
            ground_y,
            seg,
            width: width.max(360.0),
            height: ground_y + BELOW,
            lay,
        }
    }

    /// The point of vertex `v`; the ground is a line, so an edge to it meets the ground under
    /// its other end `other`.
    fn at(&self, v: u32, other: u32) -> (f64, f64) {
        if v == 0 {
            let x = if other == 0 {
                self.lay.gather_x
            } else {
                self.lay.x[other as usize]
            };
            (self.left + x, self.ground_y)
        } else {
            (
                self.left + self.lay.x[v as usize],
                self.ground_y - self.lay.depth[v as usize] as f64 * LAYER,
            )
        }
    }

    /// Where loops at `v` stand: the vertex, a ground loop its own place on the ground, the
    /// ground's fused loops its gathering place.
    fn loop_base(&self, v: u32, edge: Option<usize>) -> (f64, f64) {
        if v == 0 {
            let x = edge
                .and_then(|i| self.lay.ground_loop_x.iter().find(|(e, _)| *e == i))
                .map_or(self.lay.gather_x, |(_, x)| *x);
            (self.left + x, self.ground_y)
        } else {
            self.at(v, v)
        }
    }
}

fn line_d((x1, y1): (f64, f64), (x2, y2): (f64, f64), offset: f64) -> PathData {
    if offset == 0.0 {
        return PathData::from((x1, y1)).line_to((x2, y2));
    }
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (cx, cy) = (
        (x1 + x2) / 2.0 - dy / len * offset * 2.0,
        (y1 + y2) / 2.0 + dx / len * offset * 2.0,
    );
    PathData::from((x1, y1)).quad_to((cx, cy), (x2, y2))
}

/// A teardrop loop from (x, y), leaning `angle` degrees from straight up.
fn loop_d(base: (f64, f64), angle: f64) -> PathData {
    teardrop(base, angle, LOOP)
}

/// A teardrop loop from (x, y) reaching about `reach`, leaning `angle` degrees from straight up.
fn teardrop((x, y): (f64, f64), angle: f64, reach: f64) -> PathData {
    let point = |deg: f64| {
        let r = deg.to_radians();
        (x + reach * 1.25 * r.sin(), y - reach * 1.25 * r.cos())
    };
    PathData::from((x, y)).cubic_to(point(angle - 28.0), point(angle + 28.0), (x, y))
}

/// A vertex's dot of radius `r` and its number below right of it.
fn vertex_mark(x: f64, y: f64, v: u32, r: f64) -> [Shape; 2] {
    [
        Shape::circle(x, y, r, "hb-vertex"),
        Shape::text(
            x + r * 1.7,
            y + r * 3.7,
            v.to_string(),
            Anchor::Start,
            "txt-small",
        ),
    ]
}

/// The angle of loop `k` of `count` at one place, fanned upward.
fn fan(k: usize, count: usize) -> f64 {
    if count <= 1 {
        0.0
    } else {
        -64.0 + 128.0 * k as f64 / (count - 1) as f64
    }
}

fn path(d: PathData, class: &'static str) -> Shape {
    Shape::Path {
        d,
        dx: 0.0,
        dy: 0.0,
        class,
    }
}

/// Paths of what `drawn` holds, as (what it is, path data): original edges by index, then
/// loops and stalks by block.
#[derive(Debug, Clone, PartialEq)]
enum Part {
    Edge(usize),
    Loops(usize),
    Stalk(usize),
}

fn paths(p: &Placed, game: &HackenbushGame, drawn: &Drawn) -> Vec<(Part, Vec<PathData>, u32)> {
    let mut out = Vec::new();
    // Parallel edges and loops at one place are spread: count them first.
    let key = |a: u32, b: u32| (a.min(b), a.max(b));
    let mut seen: Vec<((u32, u32), usize)> = Vec::new();
    let count = |k: (u32, u32), seen: &mut Vec<((u32, u32), usize)>| match seen
        .iter_mut()
        .find(|(s, _)| *s == k)
    {
        Some((_, c)) => {
            *c += 1;
            *c - 1
        }
        None => {
            seen.push((k, 1));
            0
        }
    };
    let mut totals: Vec<((u32, u32), usize)> = Vec::new();
    for &(i, a, b) in &drawn.edges {
        // A ground loop stands alone at its own place.
        let k = if (a, b) == (0, 0) {
            (u32::MAX, i as u32)
        } else {
            key(a, b)
        };
        count(k, &mut totals);
    }
    for &(v, c, _) in &drawn.loops {
        for _ in 0..c {
            count((v, v), &mut totals);
        }
    }
    let total = |k: (u32, u32)| totals.iter().find(|(s, _)| *s == k).map_or(1, |t| t.1);
    for &(i, a, b) in &drawn.edges {
        let d = if a == b {
            let k = if a == 0 { (u32::MAX, i as u32) } else { (a, a) };
            let j = count(k, &mut seen);
            loop_d(p.loop_base(a, Some(i)), fan(j, total(k)))
        } else {
            let k = key(a, b);
            let j = count(k, &mut seen);
            let c = total(k);
            let offset = (j as f64 - (c as f64 - 1.0) / 2.0) * PARALLEL;
            // Drawn from the lower vertex, so that parallel edges written either way round
            // bow to their own sides.
            let (a, b) = k;
            line_d(p.at(a, b), p.at(b, a), offset)
        };
        out.push((Part::Edge(i), vec![d], game.edges[i].0.max(game.edges[i].1)));
    }
    for &(v, c, block) in &drawn.loops {
        let k = (v, v);
        let ds = (0..c)
            .map(|_| {
                let j = count(k, &mut seen);
                loop_d(p.loop_base(v, None), fan(j, total(k)))
            })
            .collect();
        out.push((Part::Loops(block), ds, v));
    }
    for &(v, len, block) in &drawn.stalks {
        let (x, y) = p.loop_base(v, None);
        let ds = (0..len)
            .map(|k| {
                let (y1, y2) = (y - k as f64 * p.seg, y - (k + 1) as f64 * p.seg);
                PathData::from((x, y1)).line_to((x, y2))
            })
            .collect();
        out.push((Part::Stalk(block), ds, v));
    }
    out
}

/// The figure of `step`.
pub(super) fn draw(l: &HackenbushLesson, step: usize, lang: Lang) -> Figure {
    let p = Placed::new(l);
    let c = &l.collapse;
    let mut shapes = vec![Shape::line(
        10.0,
        p.ground_y,
        p.width - 10.0,
        p.ground_y,
        "hb-ground",
    )];
    shapes.push(Shape::text(
        12.0,
        p.ground_y + 30.0,
        "0".to_string(),
        Anchor::Start,
        "txt-small",
    ));
    let title = crate::lesson::LessonKind::Hackenbush
        .title(lang)
        .to_string();
    if l.game.over() {
        if let Some(i) = l.last {
            shapes.push(cut_trace(&p, l, i));
        }
        return Figure {
            width: p.width,
            height: p.height,
            title,
            shapes: vec![Shape::focus(shapes)],
        };
    }
    let stages = c.stages.len();
    // Which stages have been applied, what the step replaced and what it made.
    let (done, before) = match l.stage_of(step) {
        Some(s) => (s + 1, Some(c.drawn_after(s))),
        None if step == l.stalk_step() => (stages, None),
        None => (0, None),
    };
    let drawn = c.drawn_after(done);
    let now = paths(&p, &l.game, &drawn);
    let old = before
        .as_ref()
        .map(|b| paths(&p, &l.game, b))
        .unwrap_or_default();
    let verdict = step + 1 == l.step_count() && step > 0;
    let winning: Vec<usize> = if verdict {
        l.game.winning_moves()
    } else {
        Vec::new()
    };
    let stage_step = before.is_some();
    // Vertices drawn: the ends of what stands (the ground is the line).
    let mut vertices: Vec<u32> = Vec::new();
    for (part, _, _) in &now {
        let ends: Vec<u32> = match part {
            Part::Edge(i) => drawn
                .edges
                .iter()
                .filter(|e| e.0 == *i)
                .flat_map(|e| [e.1, e.2])
                .collect(),
            Part::Loops(b) | Part::Stalk(b) => vec![c.tree.head[*b]],
        };
        vertices.extend(ends.into_iter().filter(|&v| v != 0));
    }
    vertices.key_sort();
    vertices.dedup();
    // The parts standing on the ground, by the piece each edge belongs to.
    let parts = l.game.parts();
    let part_of_edge = |i: usize| parts.iter().position(|p| p.contains(&i));
    let part_of_vertex = |v: u32| {
        (v != 0)
            .then(|| {
                parts.iter().position(|p| {
                    p.iter()
                        .any(|&i| l.game.edges[i].0 == v || l.game.edges[i].1 == v)
                })
            })
            .flatten()
    };
    let mut groups: Vec<Vec<Shape>> = vec![Vec::new(); parts.len()];
    let mut loose: Vec<Shape> = Vec::new();
    for (part, ds, _) in &now {
        let made = stage_step && !old.iter().any(|(q, d, _)| q == part && d == ds);
        let (piece, owner) = match part {
            Part::Edge(i) => {
                let (a, b) = l.game.edges[*i];
                // The verdict marks the winning cuts in the colour of a move to make.
                let class = if winning.contains(i) {
                    "hb-win"
                } else {
                    "hb-edge"
                };
                let kids = vec![path(ds[0].clone(), "hb-hit"), path(ds[0].clone(), class)];
                let hooked = Shape::Group {
                    class: "clickable",
                    hook: Some(Hook {
                        testid: "hb-edge",
                        data: vec![
                            ("from", a.to_string()),
                            ("to", b.to_string()),
                            ("index", (i + 1).to_string()),
                            ("move", l.game.edge_text(*i)),
                        ],
                    }),
                    children: kids,
                };
                let focus = (step == 0 && !verdict)
                    || winning.contains(i)
                    || (verdict && winning.is_empty())
                    || step == l.stalk_step();
                (
                    if focus {
                        Shape::focus(vec![hooked])
                    } else {
                        hooked
                    },
                    part_of_edge(*i),
                )
            }
            Part::Loops(b) | Part::Stalk(b) => {
                let v = c.tree.head[*b];
                let class = if made { "hb-new" } else { "hb-edge" };
                let mut kids: Vec<Shape> = ds.iter().map(|d| path(d.clone(), class)).collect();
                if let Part::Stalk(_) = part {
                    // A dot at every joint, so the stalk's edges can be counted.
                    let (x, y) = p.loop_base(v, None);
                    kids.extend((1..=ds.len()).map(|k| Shape::Circle {
                        cx: x,
                        cy: y - k as f64 * p.seg,
                        r: 6.0,
                        class: "hb-vertex",
                    }));
                }
                let focus = made || step == l.stalk_step() || (verdict && winning.is_empty());
                (
                    if focus {
                        Shape::focus(kids)
                    } else {
                        Shape::Group {
                            class: "",
                            hook: None,
                            children: kids,
                        }
                    },
                    part_of_vertex(v),
                )
            }
        };
        match owner {
            Some(k) => groups[k].push(piece),
            None => loose.push(piece),
        }
    }
    for (k, children) in groups.into_iter().enumerate() {
        if children.is_empty() {
            continue;
        }
        shapes.push(Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "component",
                data: vec![
                    ("index", (k + 1).to_string()),
                    ("sg", l.game.part_value(&parts[k]).to_string()),
                ],
            }),
            children,
        });
    }
    shapes.extend(loose);
    // What the stage replaced, dashed where it stood.
    let gone: Vec<Shape> = old
        .iter()
        .filter(|(q, d, _)| !now.iter().any(|(r, e, _)| r == q && e == d))
        .flat_map(|(_, ds, _)| ds.iter().map(|d| path(d.clone(), "trace-path")))
        .collect();
    if !gone.is_empty() {
        shapes.push(Shape::focus(gone));
    }
    for v in vertices {
        let (x, y) = p.at(v, v);
        shapes.extend(vertex_mark(x, y, v, 7.0));
    }
    if step == l.stalk_step() {
        shapes.push(Shape::focus(vec![Shape::text(
            p.width / 2.0,
            p.ground_y + 58.0,
            format!("G = {}", c.value()),
            Anchor::Middle,
            "txt-strong",
        )]));
    }
    if step == 0 {
        if let Some(i) = l.last {
            shapes.push(cut_trace(&p, l, i));
        }
    }
    Figure {
        width: p.width,
        height: p.height,
        title,
        shapes,
    }
}

/// The edge the last move cut, dashed where it stood (the `move-trace` hook).
fn cut_trace(p: &Placed, l: &HackenbushLesson, i: usize) -> Shape {
    let (a, b) = l.start.edges[i];
    let d = if a == b {
        loop_d(p.loop_base(a, Some(i)), 0.0)
    } else {
        line_d(p.at(a, b), p.at(b, a), 0.0)
    };
    trace_group(vec![path(d, "trace-path")])
}

/// Between two leaves of a [`sketch`].
const SKETCH_SLOT: f64 = 60.0;
/// Between two layers of a [`sketch`].
const SKETCH_LAYER: f64 = 72.0;
/// How far a [`sketch`]'s loop reaches from its vertex.
const SKETCH_LOOP: f64 = 38.0;

/// A small drawing of a whole picture, its vertices numbered and the ground marked 0, laid out
/// as the lesson lays it out: what a practice item shows beside its positions, so that a name
/// like "0-1 1-2" can be read off the picture. The shapes start near (0, 0) and are moved into
/// place by the caller; a loop is the `hb-edge` class like any edge.
pub fn sketch(edges: &[grundy_core::games::hackenbush::Edge]) -> Vec<Shape> {
    let game = HackenbushGame::new(edges.to_vec());
    let lay = layout(&game);
    let scale = SKETCH_SLOT / SLOT;
    let depth = lay.depth.iter().copied().max().unwrap_or(0) as f64;
    let ground_y = depth * SKETCH_LAYER + SKETCH_LOOP * 1.4;
    let x_of = |v: u32, other: u32| {
        let x = if v == 0 {
            lay.x[other as usize]
        } else {
            lay.x[v as usize]
        };
        x * scale
    };
    let at = |v: u32, other: u32| {
        let y = ground_y - lay.depth[v as usize] as f64 * SKETCH_LAYER;
        (x_of(v, other), if v == 0 { ground_y } else { y })
    };
    let loops_at = |v: u32| edges.iter().filter(|&&(a, b)| a == v && b == v).count();
    let mut seen: Vec<u32> = Vec::new();
    let mut shapes = Vec::new();
    for (i, &(a, b)) in edges.iter().enumerate() {
        let d = if a == b {
            let base = match lay.ground_loop_x.iter().find(|(e, _)| *e == i) {
                Some((_, x)) => (x * scale, ground_y),
                None => at(a, a),
            };
            let k = seen.iter().filter(|&&v| v == a).count();
            seen.push(a);
            teardrop(base, fan(k, loops_at(a)), SKETCH_LOOP)
        } else {
            let (lo, hi) = (a.min(b), a.max(b));
            let twins: Vec<usize> = (0..edges.len())
                .filter(|&j| (edges[j].0.min(edges[j].1), edges[j].0.max(edges[j].1)) == (lo, hi))
                .collect();
            let k = twins.iter().position(|&j| j == i).unwrap_or(0) as f64;
            let offset = (k - (twins.len() as f64 - 1.0) / 2.0) * PARALLEL * scale;
            line_d(at(lo, hi), at(hi, lo), offset)
        };
        shapes.push(path(d, "hb-edge"));
    }
    let (mut left, mut right) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in 1..lay.x.len() as u32 {
        if !edges.iter().any(|&(a, b)| a == v || b == v) {
            continue;
        }
        let (x, y) = at(v, v);
        left = left.min(x);
        right = right.max(x);
        shapes.extend(vertex_mark(x, y, v, 6.0));
    }
    for (_, x) in &lay.ground_loop_x {
        left = left.min(x * scale);
        right = right.max(x * scale);
    }
    let (x0, x1) = (left - SKETCH_LOOP * 1.4, right + SKETCH_LOOP * 1.4);
    shapes.insert(0, Shape::line(x0, ground_y, x1, ground_y, "hb-ground"));
    shapes.push(Shape::text(
        x0,
        ground_y + 26.0,
        "0".to_string(),
        Anchor::Start,
        "txt-small",
    ));
    shapes
}
