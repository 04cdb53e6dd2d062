//! Drawing a laid-out game DAG: edges (each one `dag-edge` path ending in an arrowhead
//! marker), nodes with their SG badges (each a `dag-node` group), tokens (`component`, placed by `tokens`), the legend.
//! The focused node's moves are drawn last, thick and blue, and the positions they reach
//! are ringed, so the mex step shows every value it takes.

use super::route::curve;
use super::tokens::{side_gaps, token, token_centre, TOKEN_HALF};
use super::{DagLayout, HALF_H, MARGIN};
use crate::figure::{text_width, Anchor, Figure, Hook, Shape};

/// Font size of node labels (CSS px in figure units; see `.txt-node`).
const LABEL_PX: f64 = 22.0;
/// Font size of SG badges (see `.txt-badge`).
const BADGE_PX: f64 = 20.0;

/// A DAG of at least this many nodes is dense when it has more than
/// [`DENSE_EDGES_PER_NODE`] moves per node: its moves are drawn faint.
const DENSE_MIN_NODES: usize = 20;
/// Moves per node above which a DAG's moves are drawn faint (Nim 3,4,5's sum has 6).
const DENSE_EDGES_PER_NODE: f64 = 2.5;

/// What one drawing of the DAG shows.
pub struct DagDrawing<'a> {
    /// Node labels (positions as written).
    pub labels: &'a [String],
    /// Moves (the input of the layout; the drawn curves are the layout's routes).
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
    /// Whether the legend keeps within the drawing's width, under it and wrapped to it (a
    /// practice figure, which a phone keeps at a least scale), rather than placed where the
    /// whole figure shows largest on a landscape stage.
    pub legend_within: bool,
}

fn badge_width(badge: &str) -> f64 {
    text_width(badge, BADGE_PX) + 16.0
}

/// The half-width a node needs for its label and an SG badge showing `badge`. Labels are
/// measured a fifth wider than [`text_width`] says: fallback fonts draw `+` and digits wider
/// than Noto Sans, and a label must never run under its badge.
pub fn node_half_width(label: &str, badge: &str) -> f64 {
    (text_width(label, LABEL_PX) * 1.2 + 28.0 + badge_width(badge) + 8.0) / 2.0
}

/// How far the focused node's ring stands out of its box (figure units).
pub const FOCUS_RING_OUT: f64 = 8.0;
/// How far a successor's dashed ring stands out of its box (figure units).
pub const SUCC_RING_OUT: f64 = 6.0;

/// The class of a move's curve: `base` (`dag-edge`, `dag-edge-hot`, `dag-edge-win` or
/// `dag-edge-faint`), with
/// `ring-end` when it enters a ringed node, so its arrowhead stops outside the ring.
pub fn edge_class(base: &str, into_ring: bool) -> &'static str {
    match (base, into_ring) {
        ("dag-edge-hot", false) => "dag-edge-hot",
        ("dag-edge-hot", true) => "dag-edge-hot ring-end",
        ("dag-edge-win", false) => "dag-edge-win",
        ("dag-edge-win", true) => "dag-edge-win ring-end",
        ("dag-edge-faint", false) => "dag-edge-faint",
        ("dag-edge-faint", true) => "dag-edge-faint ring-end",
        (_, false) => "dag-edge",
        (_, true) => "dag-edge ring-end",
    }
}

/// Draws the DAG.
pub fn dag_figure(d: &DagDrawing) -> Figure {
    let l = d.layout;
    let hh = HALF_H;
    let n = l.x.len().min(d.labels.len());
    let mut shapes = Vec::with_capacity(n * 4 + l.routes.len() + 8);
    // Successors of the focused node, marked once (asking per node would be O(V·E)).
    let mut is_focus_succ = vec![false; n];
    if let Some(f) = d.focus {
        for &(a, b) in d.edges {
            if a == f && b < n {
                is_focus_succ[b] = true;
            }
        }
    }
    let label = |v: usize| d.labels.get(v).cloned().unwrap_or_default();
    // In a dense DAG (a sum's, a large graph's) the moves recede into light, thin lines, so
    // the focused node's moves and the nodes stand out of the web; the class depends only on
    // the graph, so a step changes only the moves it is about.
    let dense = n >= DENSE_MIN_NODES && l.routes.len() as f64 > DENSE_EDGES_PER_NODE * n as f64;
    let cold_class = if dense { "dag-edge-faint" } else { "dag-edge" };
    // A move into a ringed node (the focus or one of its successors) stops short of the ring.
    let ringed = |v: usize| d.focus == Some(v) || is_focus_succ.get(v).copied().unwrap_or(false);
    // The focused node's moves last, so they are drawn over every other curve.
    let (hot, cold): (Vec<_>, Vec<_>) = l
        .routes
        .iter()
        .enumerate()
        .partition(|(_, r)| d.focus == Some(r.from));
    // A known N-position in focus: its moves to known P-positions are the winning ones, which
    // the step's sentence names ("the move to a successor with SG 0 wins"), drawn in the
    // P-positions' colour. (Not while its value is hidden: that would give it away.)
    let known_sg = |v: usize| {
        d.known
            .get(v)
            .copied()
            .unwrap_or(false)
            .then(|| d.sg.get(v).copied().unwrap_or(0))
    };
    let focus_wins = d.focus.is_some_and(|f| known_sg(f).is_some_and(|g| g != 0));
    // The rings of the focused node and its successors go under the moves (the nodes over
    // them): between two close layers (a chain's 70 units) the two rings covered all of a
    // short move but its arrowhead, and the winning move 5 → 4 the sentence names was not to
    // be seen. A move now shows across the rings and still disappears under a node's box.
    let ring = |v: usize| match (d.focus == Some(v), is_focus_succ[v]) {
        (true, _) => Some((FOCUS_RING_OUT, "focus-ring")),
        (false, true) => Some((SUCC_RING_OUT, "succ-ring")),
        (false, false) => None,
    };
    // One group at every step (empty without a focus), so the figure's shapes keep their
    // number and order from step to step and a step sends only what changed.
    let mut rings = Vec::new();
    for v in 0..n {
        if let Some((out, class)) = ring(v) {
            let (x, y, hw) = (l.x[v], l.y[v], l.half_w[v]);
            let p_position =
                d.known.get(v).copied().unwrap_or(false) && d.sg.get(v).copied().unwrap_or(0) == 0;
            let corner = if p_position { 4.0 } else { hh };
            rings.push(Shape::rect(
                x - hw - out,
                y - hh - out,
                2.0 * hw + 2.0 * out,
                2.0 * hh + 2.0 * out,
                corner + out,
                class,
            ));
        }
    }
    shapes.push(Shape::Group {
        class: "",
        hook: None,
        children: rings,
    });
    for (i, r) in cold.into_iter().chain(hot) {
        let is_hot = d.focus == Some(r.from);
        let wins = is_hot && focus_wins && known_sg(r.to) == Some(0);
        if r.points.is_empty() {
            continue;
        }
        // The curve (stopping where the arrowhead begins) is written once per layout; the
        // arrowhead is the class's marker, so a move is one element.
        let path = l.curves.get(i).cloned().unwrap_or_else(|| curve(r));
        shapes.push(Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "dag-edge",
                data: vec![("from", label(r.from)), ("to", label(r.to))],
            }),
            children: vec![Shape::Path {
                d: path,
                dx: 0.0,
                dy: 0.0,
                class: edge_class(
                    if wins {
                        "dag-edge-win"
                    } else if is_hot {
                        "dag-edge-hot"
                    } else {
                        cold_class
                    },
                    ringed(r.to),
                ),
            }],
        });
    }
    for v in 0..n {
        let (x, y, hw) = (l.x[v], l.y[v], l.half_w[v]);
        let known = d.known.get(v).copied().unwrap_or(false);
        let sg = d.sg.get(v).copied().unwrap_or(0);
        let p_position = known && sg == 0;
        let class = match (known, p_position) {
            (false, _) => "node-unknown",
            (true, true) => "node-p",
            (true, false) => "node-n",
        };
        // P-positions are square-cornered boxes, everything else pills: shape, not only colour.
        let corner = if p_position { 4.0 } else { hh };
        let mut children = Vec::new();
        let focused = d.focus == Some(v);
        children.push(Shape::rect(
            x - hw,
            y - hh,
            2.0 * hw,
            2.0 * hh,
            corner,
            class,
        ));
        let badge = if known {
            sg.to_string()
        } else {
            "?".to_string()
        };
        let bw = badge_width(&badge);
        let (badge_left, label_left) = (x + hw - 8.0 - bw, x - hw + 12.0);
        children.push(Shape::text(
            (label_left + badge_left) / 2.0,
            y + 8.0,
            label(v),
            Anchor::Middle,
            "txt-node",
        ));
        children.push(Shape::rect(
            badge_left,
            y - 15.0,
            bw,
            30.0,
            15.0,
            if known { "badge" } else { "badge-unknown" },
        ));
        children.push(Shape::text(
            badge_left + bw / 2.0,
            y + 7.0,
            badge,
            Anchor::Middle,
            "txt-badge",
        ));
        let mut data = vec![("id", label(v)), ("sg", sg.to_string())];
        let mut group_class = "";
        if let Some((_, m)) = d.moves.iter().find(|(node, _)| *node == v) {
            data.push(("move", m.clone()));
            group_class = "clickable";
        }
        if focused {
            data.push(("focus", "true".to_string()));
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
    let gaps = if d.tokens.is_empty() {
        Vec::new()
    } else {
        side_gaps(l)
    };
    // A legend beside the drawing starts clear of the tokens that stand right of a node in
    // the drawing's margin, so a token never reads as a legend mark.
    let mut drawn_w = l.width;
    for (t, &v) in d.tokens.iter().enumerate() {
        if v >= n {
            continue;
        }
        let same_before = d.tokens[..t].iter().filter(|&&w| w == v).count();
        let here = d.tokens.iter().filter(|&&w| w == v).count();
        let (x, y) = token_centre(l, v, gaps[v], same_before, here);
        drawn_w = drawn_w.max(x + TOKEN_HALF + TOKEN_TO_LEGEND);
        shapes.push(token(
            x,
            y,
            t + 1,
            d.sg.get(v).copied().unwrap_or(0),
            &label(v),
        ));
    }
    let count_graph_shapes = shapes.len();
    // The caption (what was left out, what is shown instead) is the legend's last entry, so it
    // wraps like the others and stands where the legend does: one unwrapped line under the
    // figure ran past its right edge and, in a figure opened zoomed on its focus, out of view.
    let wrap = if d.legend_within {
        (drawn_w - 2.0 * MARGIN - LEGEND_MARK).clamp(8.0 * LEGEND_PX, LEGEND_WRAP)
    } else {
        LEGEND_WRAP
    };
    let legend = Legend::new(&d.legend, d.caption.as_deref(), wrap);
    let place = legend.placement(drawn_w, l.height, d.legend_within);
    let (width, height) = legend.size(place, drawn_w, l.height);
    legend.draw(place, drawn_w, l.height, &mut shapes);
    // Centre the drawing when the legend under it made the figure wider than the graph.
    let shift = if place == Place::Beside {
        0.0
    } else {
        (width - drawn_w) / 2.0
    };
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

/// Where the legend goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Under the drawing, the items side by side.
    Row,
    /// Beside the drawing, one item under another.
    Beside,
    /// Under the drawing, one item under another.
    Column,
}

/// Width of a legend item's text before it wraps: short lines, so that a legend beside a
/// tall DAG takes little of the stage's width (issue 11), in both languages.
const LEGEND_WRAP: f64 = 220.0;
/// The most width a legend beside a drawing takes (its mark, its wrapped lines and a margin).
pub const LEGEND_ROOM: f64 = LEGEND_MARK + LEGEND_WRAP + MARGIN;
/// The least width a legend beside a drawing takes: its longest line is at least 8
/// characters of `LEGEND_PX` (the Chinese legend's is 9 ideographs; a test checks both
/// languages).
pub const LEGEND_LEAST_ROOM: f64 = LEGEND_MARK + 8.0 * LEGEND_PX + MARGIN;
/// Font size of the legend (`txt-small`).
const LEGEND_PX: f64 = 20.0;
/// Distance between the legend's wrapped lines.
const LEGEND_LINE: f64 = 24.0;
/// Room for an item's mark and the space after it.
const LEGEND_MARK: f64 = 38.0;
/// Space between two items side by side, and between the drawing and the legend beside it.
const LEGEND_SPACE: f64 = 30.0;
/// The least room between a token and a legend beside the drawing.
const TOKEN_TO_LEGEND: f64 = 24.0;
/// Distance between items one under another (beyond their wrapped lines).
const LEGEND_GAP: f64 = 12.0;

/// `text` cut after each comma (`,` or `，`), so a wrapped legend entry breaks between its
/// clauses rather than inside one ("P 局面：SG 为 0，" / "轮到谁谁输").
fn clauses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        current.push(c);
        if c == ',' || c == '，' {
            out.push(current.trim().to_string());
            current.clear();
        }
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_string());
    }
    out
}

/// The legend: the three marks (P-position, N-position, token) with their meanings, and the
/// figure's caption if it has one, wrapped into short lines, placed under or beside the
/// drawing, whichever shows the whole figure largest on a landscape stage
/// ([`super::STAGE_ASPECT`]).
struct Legend {
    /// Each non-empty item: its mark (0 P, 1 N, 2 token, [`CAPTION`] none) and its wrapped
    /// lines.
    items: Vec<(usize, Vec<String>)>,
}

/// The legend item that is the caption: muted text and no mark.
const CAPTION: usize = 3;

impl Legend {
    fn new(texts: &[String; 3], caption: Option<&str>, wrap: f64) -> Legend {
        let items = texts
            .iter()
            .map(String::as_str)
            .chain(caption)
            .enumerate()
            .filter(|(_, t)| !t.is_empty())
            .map(|(i, t)| {
                let lines = clauses(t)
                    .iter()
                    .flat_map(|c| crate::figure::caption::wrap(c, LEGEND_PX, wrap))
                    .collect();
                (i, lines)
            })
            .collect();
        Legend { items }
    }

    /// Where an item's text starts: after its mark, if it has one.
    fn text_x(kind: usize) -> f64 {
        if kind == CAPTION {
            0.0
        } else {
            LEGEND_MARK
        }
    }

    /// Width of one item: its mark and its longest line.
    fn item_w(kind: usize, lines: &[String]) -> f64 {
        Self::text_x(kind)
            + lines
                .iter()
                .map(|t| text_width(t, LEGEND_PX))
                .fold(0.0, f64::max)
    }

    /// Height of one item: its lines (the mark is 28 high).
    fn item_h(lines: &[String]) -> f64 {
        (lines.len().max(1) - 1) as f64 * LEGEND_LINE + 28.0
    }

    /// Width and height of the legend placed `place`.
    fn extent(&self, place: Place) -> (f64, f64) {
        let ws = self.items.iter().map(|(k, t)| Self::item_w(*k, t));
        let hs = self.items.iter().map(|(_, t)| Self::item_h(t));
        let n = self.items.len() as f64;
        match place {
            Place::Row => (
                ws.sum::<f64>() + (n - 1.0).max(0.0) * LEGEND_SPACE,
                hs.fold(0.0, f64::max),
            ),
            Place::Beside | Place::Column => (
                ws.fold(0.0, f64::max),
                hs.sum::<f64>() + (n - 1.0).max(0.0) * LEGEND_GAP,
            ),
        }
    }

    /// The figure's size with the legend placed `place` by a drawing `w`×`h`.
    fn size(&self, place: Place, w: f64, h: f64) -> (f64, f64) {
        if self.items.is_empty() {
            return (w, h);
        }
        let (lw, lh) = self.extent(place);
        match place {
            Place::Beside => (w + lw + MARGIN, h.max(2.0 * MARGIN + lh)),
            Place::Row | Place::Column => ((2.0 * MARGIN + lw).max(w).max(300.0), h + lh + 24.0),
        }
    }

    /// The placement that shows the whole figure largest on a landscape stage (the first of
    /// equals: under the drawing in a row, beside it, under it in a column); `within`, under
    /// the drawing in a row if that is no wider than in a column.
    fn placement(&self, w: f64, h: f64, within: bool) -> Place {
        if within {
            let row = self.size(Place::Row, w, h).0 <= self.size(Place::Column, w, h).0;
            return if row { Place::Row } else { Place::Column };
        }
        let scale = |(fw, fh): (f64, f64)| (super::STAGE_ASPECT / fw).min(1.0 / fh);
        let mut best = (Place::Row, scale(self.size(Place::Row, w, h)));
        for place in [Place::Beside, Place::Column] {
            let s = scale(self.size(place, w, h));
            if s > best.1 * 1.001 {
                best = (place, s);
            }
        }
        best.0
    }

    /// Draws the legend placed `place` by a drawing `w`×`h` (its top-left corner at 0, 0).
    fn draw(&self, place: Place, w: f64, h: f64, shapes: &mut Vec<Shape>) {
        let (mut lx, mut ly) = match place {
            Place::Beside => (w, MARGIN + 14.0),
            Place::Row | Place::Column => (MARGIN, h + 6.0),
        };
        for (i, lines) in &self.items {
            let class = ["node-p", "node-n", "token"][(*i).min(2)];
            if *i == CAPTION {
                // Text only.
            } else if *i < 2 {
                shapes.push(Shape::rect(
                    lx,
                    ly - 14.0,
                    28.0,
                    28.0,
                    if *i == 0 { 4.0 } else { 14.0 },
                    class,
                ));
            } else {
                shapes.push(Shape::Polygon {
                    points: vec![
                        (lx + 14.0, ly - 14.0),
                        (lx + 28.0, ly),
                        (lx + 14.0, ly + 14.0),
                        (lx, ly),
                    ],
                    class,
                });
            }
            for (k, line) in lines.iter().enumerate() {
                shapes.push(Shape::text(
                    lx + Self::text_x(*i),
                    ly + 7.0 + k as f64 * LEGEND_LINE,
                    line.clone(),
                    Anchor::Start,
                    if *i == CAPTION {
                        "txt-muted"
                    } else {
                        "txt-small"
                    },
                ));
            }
            match place {
                Place::Row => lx += Self::item_w(*i, lines) + LEGEND_SPACE,
                Place::Beside | Place::Column => ly += Self::item_h(lines) + LEGEND_GAP,
            }
        }
    }
}

/// The bounding box (x, y, width, height, in figure units) of the first group whose hook has
/// `testid` and, when `attr` is given, the data attribute `attr = value`; e.g. the focused
/// node (`"dag-node"`, `Some(("focus", "true"))`) or the first token (`"component"`, `None`).
/// A page follows the walkthrough by keeping this box in view.
pub fn hook_box(fig: &Figure, testid: &str, attr: Option<(&str, &str)>) -> Option<[f64; 4]> {
    fn extend(b: &mut Option<[f64; 4]>, x0: f64, y0: f64, x1: f64, y1: f64) {
        let next = match *b {
            None => [x0, y0, x1, y1],
            Some([a, c, d, e]) => [a.min(x0), c.min(y0), d.max(x1), e.max(y1)],
        };
        *b = Some(next);
    }
    fn walk(shape: &Shape, b: &mut Option<[f64; 4]>) {
        match shape {
            Shape::Rect { x, y, w, h, .. } => extend(b, *x, *y, x + w, y + h),
            Shape::Polygon { points, .. } => {
                for &(x, y) in points {
                    extend(b, x, y, x, y);
                }
            }
            Shape::Group { children, .. } => children.iter().for_each(|c| walk(c, b)),
            _ => {}
        }
    }
    let group = fig.shapes.iter().find(|s| match s {
        Shape::Group { hook: Some(h), .. } => {
            h.testid == testid
                && attr.is_none_or(|(k, v)| h.data.iter().any(|(hk, hv)| *hk == k && hv == v))
        }
        _ => false,
    })?;
    let mut b = None;
    walk(group, &mut b);
    b.map(|[x0, y0, x1, y1]| [x0, y0, x1 - x0, y1 - y0])
}
