//! What crosses between the page and the solver worker: plain serde data. The page's requests
//! are JS values (serde-wasm-bindgen; index.html writes the first one); the worker's messages
//! are one [`FromWorker`] each, as bincode bytes, which the page decodes inside its wasm with
//! no JS call per field and with 64-bit numbers whole. A request names a link; the answer is
//! a [`Snapshot`] of everything the page draws for that link's step, in the reader's
//! language, so the page never touches a lesson model.
//!
//! Figures travel as deltas: the worker remembers the shapes it sent last and sends only the
//! top-level shapes whose data changed (by key, see [`FigureDelta`]), and the key order only
//! when it changed, so a step of a large DAG carries a few nodes, not the whole drawing. A
//! large answer's shapes go ahead in [`FigurePart`]s, so the page decodes them in slices.

use grundy_core::figure::{Anchor, Shape, ShapeKind};
use serde::{Deserialize, Serialize};

mod frame;
mod practice;
mod snapshot;
pub use frame::Frame;
pub use practice::{PracticeWork, WFeedback, WKeyItem, WPractice, WStep, WTarget};
pub use snapshot::{
    Snapshot, WFacts, WInput, WPlay, WQuestion, WQuiz, WReview, WReviewMove, WView,
};

/// A figure shape with owned strings (the core's uses `&'static str` class names).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[allow(missing_docs)]
pub enum WShape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        r: f64,
        class: String,
    },
    Circle {
        cx: f64,
        cy: f64,
        r: f64,
        class: String,
    },
    Ellipse {
        cx: f64,
        cy: f64,
        rx: f64,
        ry: f64,
        rotate: f64,
        class: String,
    },
    Clipped {
        clips: Vec<WShape>,
        child: Box<WShape>,
    },
    Path {
        d: String,
        dx: f64,
        dy: f64,
        class: String,
    },
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        class: String,
    },
    Polygon {
        points: Vec<(f64, f64)>,
        class: String,
    },
    /// `anchor`: 0 start, 1 middle, 2 end.
    Text {
        x: f64,
        y: f64,
        text: String,
        anchor: u8,
        class: String,
    },
    /// `testid` empty: no `data-testid`; `data` are `data-NAME` attributes.
    Group {
        class: String,
        testid: String,
        data: Vec<(String, String)>,
        children: Vec<WShape>,
    },
}

impl WShape {
    /// What kind of shape it is, numbered as the core's [`Shape::kind`].
    pub fn kind(&self) -> ShapeKind {
        match self {
            WShape::Rect { .. } => ShapeKind::Rect,
            WShape::Circle { .. } => ShapeKind::Circle,
            WShape::Ellipse { .. } => ShapeKind::Ellipse,
            WShape::Clipped { .. } => ShapeKind::Clipped,
            WShape::Path { .. } => ShapeKind::Path,
            WShape::Line { .. } => ShapeKind::Line,
            WShape::Polygon { .. } => ShapeKind::Polygon,
            WShape::Text { .. } => ShapeKind::Text,
            WShape::Group { .. } => ShapeKind::Group,
        }
    }

    /// Whether this group is drawn as its one child carrying the group's hook: the core's
    /// rule ([`grundy_core::figure::folds`]) over the wire's shapes, so the page's DOM and the
    /// exported file agree (a DAG's move is one `<path>`).
    pub fn folds_into_child(&self) -> bool {
        match self {
            WShape::Group {
                class,
                testid,
                data,
                children,
            } => grundy_core::figure::folds(
                class,
                testid,
                data.iter().map(|(k, _)| k.as_str()),
                children.iter().map(|c| c.kind().is_element()),
            ),
            _ => false,
        }
    }
}

impl From<&Shape> for WShape {
    fn from(s: &Shape) -> Self {
        match s {
            Shape::Rect {
                x,
                y,
                w,
                h,
                r,
                class,
            } => WShape::Rect {
                x: *x,
                y: *y,
                w: *w,
                h: *h,
                r: *r,
                class: class.to_string(),
            },
            Shape::Circle { cx, cy, r, class } => WShape::Circle {
                cx: *cx,
                cy: *cy,
                r: *r,
                class: class.to_string(),
            },
            Shape::Ellipse {
                cx,
                cy,
                rx,
                ry,
                rotate,
                class,
            } => WShape::Ellipse {
                cx: *cx,
                cy: *cy,
                rx: *rx,
                ry: *ry,
                rotate: *rotate,
                class: class.to_string(),
            },
            Shape::Clipped { clips, child } => WShape::Clipped {
                clips: clips.iter().map(WShape::from).collect(),
                child: Box::new(WShape::from(child.as_ref())),
            },
            Shape::Path { d, dx, dy, class } => WShape::Path {
                d: d.to_svg(),
                dx: *dx,
                dy: *dy,
                class: class.to_string(),
            },
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                class,
            } => WShape::Line {
                x1: *x1,
                y1: *y1,
                x2: *x2,
                y2: *y2,
                class: class.to_string(),
            },
            Shape::Polygon { points, class } => WShape::Polygon {
                points: points.clone(),
                class: class.to_string(),
            },
            Shape::Text {
                x,
                y,
                text,
                anchor,
                class,
            } => WShape::Text {
                x: *x,
                y: *y,
                text: text.clone(),
                anchor: match anchor {
                    Anchor::Start => 0,
                    Anchor::Middle => 1,
                    Anchor::End => 2,
                },
                class: class.to_string(),
            },
            Shape::Group {
                class,
                hook,
                children,
            } => WShape::Group {
                class: class.to_string(),
                testid: hook
                    .as_ref()
                    .map(|h| h.testid.to_string())
                    .unwrap_or_default(),
                data: hook
                    .as_ref()
                    .map(|h| {
                        h.data
                            .iter()
                            .map(|(k, v)| (k.to_string(), v.clone()))
                            .collect()
                    })
                    .unwrap_or_default(),
                children: children.iter().map(WShape::from).collect(),
            },
        }
    }
}

/// The key of a top-level shape: its hook (test id and the data that name it, not the data
/// that change with the step), or its place among unhooked shapes of the same kind. The same
/// node, cell, bit or term keeps its key from step to step. Computed on the core's shapes, so
/// the worker converts only the shapes that changed.
fn shape_key(shape: &Shape, kind_counts: &mut [usize; ShapeKind::COUNT]) -> String {
    if let Shape::Group {
        hook: Some(hook), ..
    } = shape
    {
        // A public hook, or a key of the core's own (`Shape::keyed`, a staircase's even
        // stair); a focus wrapper names nothing (its only datum changes with the step).
        let identity = hook.identity();
        if !identity.is_empty() {
            return identity;
        }
    }
    let kind = shape.kind().index();
    let n = kind_counts[kind];
    kind_counts[kind] += 1;
    format!("s{kind}-{n}")
}

pub use grundy_core::hash::{FastHash, Fnv};

/// A figure's top-level shapes with unique keys, in drawing order.
pub fn keyed_shapes(shapes: Vec<Shape>) -> Vec<(String, Shape)> {
    let mut counts = [0usize; ShapeKind::COUNT];
    let mut keys: Vec<String> = shapes.iter().map(|s| shape_key(s, &mut counts)).collect();
    // A repeated key (two shapes with the same hook) gets its place appended.
    let repeated: Vec<usize> = {
        let mut seen: std::collections::HashSet<&str, FastHash> =
            std::collections::HashSet::with_capacity_and_hasher(keys.len(), FastHash::default());
        (0..keys.len())
            .filter(|&i| keys.get(i).is_some_and(|k| !seen.insert(k.as_str())))
            .collect()
    };
    for i in repeated {
        if let Some(k) = keys.get_mut(i) {
            k.push('#');
            k.push_str(&i.to_string());
        }
    }
    keys.into_iter().zip(shapes).collect()
}

/// How many elements a shape draws (itself and everything inside it): the measure by which
/// large answers are cut into parts and mounted in slices.
pub fn weight(shape: &WShape) -> usize {
    match shape {
        g if g.folds_into_child() => 1,
        WShape::Group { children, .. } => 1 + children.iter().map(weight).sum::<usize>(),
        WShape::Clipped { clips, child } => {
            2 + clips.iter().map(weight).sum::<usize>() + weight(child)
        }
        _ => 1,
    }
}

/// Shapes of a large answer sent ahead of it (see [`Request::parts`]): the page decodes each
/// part in its own task, so no task grows with the figure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FigurePart {
    /// The id of the request whose answer follows.
    pub part_of: u64,
    /// New or changed top-level shapes, by key.
    pub changed: Vec<(String, WShape)>,
}

/// About this many elements go into one [`FigurePart`].
pub const PART_WEIGHT: usize = 300;

/// A figure as the difference from the one sent before.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FigureDelta {
    /// Width in SVG units.
    pub width: f64,
    /// Height in SVG units.
    pub height: f64,
    /// Accessible title.
    pub title: String,
    /// The smallest font size (figure units) of its text, if it has any (the core's
    /// `Figure::min_text_px`): the page opens the figure at a scale where that is readable.
    pub min_text: Option<f64>,
    /// Every top-level key, in drawing order, when it differs from the last figure sent;
    /// `None`: the same keys in the same order (a step that only restyles or relabels).
    pub order: Option<Vec<String>>,
    /// The shapes that are new or changed since the last figure sent.
    pub changed: Vec<(String, WShape)>,
}

/// A request to the solver.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Increases with each request; answers carry it back.
    pub id: u64,
    /// The link (`#/slug?params`).
    pub hash: String,
    /// The reader's language (`en` or `zh`), resolved by the page.
    pub lang: String,
    /// Refuse the link (instead of showing the example) when its parameters are invalid:
    /// an applied input or a move, where the page keeps its last good state.
    pub strict: bool,
    /// Also answer the figure as a standalone SVG file (a download).
    #[serde(default)]
    pub export: Option<ExportRequest>,
    /// In quiz mode, show the step revealed (the reader answered it or chose to reveal it).
    #[serde(default)]
    pub reveal: bool,
    /// Send a large figure's shapes ahead in [`FigurePart`]s (the page asks for this; the
    /// embedding module takes whole answers).
    #[serde(default)]
    pub parts: bool,
    /// The link's values were typed into the page's form (Apply): a refusal names the box by
    /// its label, not the link's parameter (the embedding module's links leave it out).
    #[serde(default)]
    pub typed: bool,
    /// The work on a practice set, sent with each of its requests (see [`PracticeWork`]).
    #[serde(default)]
    pub practice: Option<PracticeWork>,
    /// Answer with bytes ([`FromWorker`]): the page asks for this; the embedding module
    /// (embed.js), which reads answers as JS objects, leaves it out.
    #[serde(default)]
    pub bytes: bool,
}

/// What a download asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportRequest {
    /// PNG (true) or SVG (false).
    pub png: bool,
    /// With the step's sentence as a caption under the figure.
    pub caption: bool,
    /// The review's value history instead of the step's figure.
    #[serde(default)]
    pub review: bool,
}

/// A figure ready to download.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Export {
    /// What was asked.
    pub request: ExportRequest,
    /// The SVG document.
    pub svg: String,
    /// Its size in SVG units (for the PNG canvas).
    pub width: f64,
    /// Height in SVG units.
    pub height: f64,
    /// The file name, e.g. `nim-step-6-of-6.svg`.
    pub file_name: String,
}

/// The solver's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Outcome {
    /// The link opened.
    Opened(Box<Snapshot>),
    /// A strict request was refused: why, in one line.
    Refused(String),
}

/// An answer with the request it answers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Response {
    /// The request's id.
    pub id: u64,
    /// What came of it.
    pub outcome: Outcome,
    /// The figure the page holds once it has applied this answer's delta (the solver counts
    /// the figures it has sent; see [`AheadAnswer`]).
    #[serde(default)]
    pub version: u64,
}

/// An answer prepared before it is asked: after answering a step, the worker prepares the
/// steps next to it, each as a delta from the figure the page then holds (`base`). When the
/// reader steps to one while the page still holds `base`, the page draws it at once, with no
/// round trip to the worker, and tells the worker so ([`Adopt`]); the page and the worker then
/// both hold figure `version`. Any other request makes the prepared answers useless, and a
/// `base` the page no longer holds is never used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AheadAnswer {
    /// The figure this answer's delta applies to.
    pub base: u64,
    /// The figure it leaves.
    pub version: u64,
    /// The link it answers (as the page writes a step's link, [`crate::page_state::step_hash`]).
    pub hash: String,
    /// The language it is in.
    pub lang: String,
    /// The answer.
    pub snapshot: Snapshot,
    /// Whether the answer's [`Frame`] was left out because it equals its base's.
    #[serde(default)]
    pub same_frame: bool,
}

/// The page drew the prepared answer that leaves figure `adopt` (see [`AheadAnswer`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adopt {
    /// The prepared answer's `version`.
    pub adopt: u64,
}

/// How far the worker is with the request `id` (posted while it computes, between its
/// answers; the page shows it as a progress bar).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// The request being computed.
    pub id: u64,
    /// Units done (for the game lab: heaps tabulated).
    pub done: u64,
    /// Units in all.
    pub total: u64,
}

/// One message from the solver worker to the page (besides its first, the string `"ready"`),
/// posted as the bytes of [`FromWorker::encode`] when the last request asked for
/// [`Request::bytes`], else as its content's JS value. bincode writes the variant's index first
/// as a little-endian u32: `tests/e2e/patching.spec.mjs` counts prepared steps by it (0).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// A step prepared ahead (boxed, as the answer: the enum stays small; serde writes a box
    /// as its content).
    Ahead(Box<AheadAnswer>),
    /// Shapes of the coming answer, sent ahead of it.
    Part(FigurePart),
    /// The answer to a request.
    Answer(Box<Response>),
    /// How far the worker is.
    Progress(Progress),
}

impl FromWorker {
    /// The message's bytes (None only if serde refuses it, which derived types never do).
    pub fn encode(&self) -> Option<Vec<u8>> {
        bincode::serialize(self).ok()
    }

    /// The message these bytes encode, or None for bytes of another build.
    pub fn decode(bytes: &[u8]) -> Option<FromWorker> {
        bincode::deserialize(bytes).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::i18n::Lang;
    use grundy_lessons::lesson::{example_model, LessonKind};

    /// Every group among `shapes` with the core's answer to "is it written as its child?".
    fn groups<'a>(shapes: &'a [Shape], out: &mut Vec<(&'a Shape, bool)>) {
        for s in shapes {
            match s {
                Shape::Group {
                    class,
                    hook,
                    children,
                } => {
                    out.push((
                        s,
                        grundy_core::figure::folds_into_child(class, hook.as_ref(), children),
                    ));
                    groups(children, out);
                }
                Shape::Clipped { clips, child } => {
                    groups(clips, out);
                    groups(std::slice::from_ref(child.as_ref()), out);
                }
                _ => {}
            }
        }
    }

    #[test]
    fn the_page_folds_the_groups_the_exported_file_folds() {
        // One rule over two shape types (the page draws `WShape`s, the file writes `Shape`s):
        // they must agree on every group of every lesson's figures, or the DOM and the file
        // differ.
        let (mut folded, mut kept) = (0, 0);
        for &kind in LessonKind::ALL {
            let model = example_model(kind);
            for step in 0..model.step_count() {
                let figure = model.figure(step, Lang::En);
                let mut all = Vec::new();
                groups(&figure.shapes, &mut all);
                for (shape, core) in all {
                    assert_eq!(
                        WShape::from(shape).folds_into_child(),
                        core,
                        "{kind:?} step {step}"
                    );
                    if core {
                        folded += 1;
                    } else {
                        kept += 1;
                    }
                }
            }
        }
        assert!(folded > 0 && kept > 0, "{folded} folded, {kept} kept");
    }

    #[test]
    fn every_row_of_a_staircase_keeps_its_key_from_step_to_step() {
        // Review: the even stairs (rows left out of the XOR) were keyed by their place among
        // unhooked groups, so a step's band drawn before them gave them another row's key and
        // they glided over stair 3 for a quarter of a second.
        let model = example_model(LessonKind::StaircaseNim);
        let rows = |step: usize| -> Vec<String> {
            let figure = model.figure(step, Lang::En);
            keyed_shapes(figure.shapes)
                .into_iter()
                .map(|(key, _)| key)
                .filter(|k| k.starts_with("component|") || k.starts_with("|row="))
                .collect()
        };
        let first = rows(0);
        assert_eq!(first.len(), 5, "{first:?}");
        assert!(first.contains(&"|row=2".to_string()), "{first:?}");
        for step in 1..model.step_count() {
            assert_eq!(rows(step), first, "step {step}");
        }
    }
}
