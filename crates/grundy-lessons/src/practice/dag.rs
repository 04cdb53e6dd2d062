//! The DAG topics, `sg-label` and `pn`: a game DAG (a random one, a pile's under a
//! subtraction set, a small sum of two piles, or a Green Hackenbush picture's) whose
//! positions the student labels with SG values or marks P or N. One picture and one search
//! serve both: a position's value is the mex of its successors' values, and it is P exactly
//! when that value is 0.

use super::words::{joined_values, set_words};
use super::{Answer, Ask, Graded, Outcome, Target, Topic};
use grundy_core::figure::bounds::Bounds;
use grundy_core::figure::dag::{dag_figure, layout, node_half_width, DagDrawing};
use grundy_core::figure::{Figure, Shape};
use grundy_core::i18n::{Lang, Phrase};
use grundy_core::rng::Rng;
use grundy_core::sg::mex;
use grundy_core::sort::KeySort;
use grundy_core::{phrase, t};

/// How the DAG was made (what the item says it is).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DagKind {
    /// Positions named by letters and moves drawn at random.
    Random,
    /// One pile of `size` under the subtraction set `set`.
    Pile {
        /// The sizes a move may take.
        set: Vec<u64>,
        /// The pile's size.
        size: u64,
    },
    /// The sum of two piles, each under its own subtraction set.
    Sum {
        /// The two piles' sets.
        sets: [Vec<u64>; 2],
        /// The two piles' sizes.
        sizes: [u64; 2],
    },
    /// The positions of a Green Hackenbush picture (see [`super::hackenbush`]).
    Hackenbush {
        /// The picture's edges (vertex 0 the ground, `a-a` a loop).
        edges: Vec<grundy_core::games::hackenbush::Edge>,
    },
}

/// A DAG item: positions, moves and how they were made. Every move goes from a position to
/// one with a smaller index (the generators build them so), so values are computed in index
/// order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DagItem {
    /// What the DAG is.
    pub kind: DagKind,
    /// Each position's label as drawn (the `dag-node`'s `data-id`).
    pub labels: Vec<String>,
    /// The moves (from, to), `to < from`.
    pub edges: Vec<(usize, usize)>,
}

/// Letters that name a random DAG's positions.
const LETTERS: [&str; 8] = ["A", "B", "C", "D", "E", "F", "G", "H"];

/// `k` distinct sizes from 1..=`max`, in increasing order.
pub(super) fn random_set(rng: &mut Rng, k: usize, max: u64) -> Vec<u64> {
    let mut all: Vec<u64> = (1..=max).collect();
    rng.shuffle(&mut all);
    let mut set: Vec<u64> = all.into_iter().take(k.max(1)).collect();
    set.key_sort();
    set
}

/// A DAG for `level`: 1, a random DAG of 5–7 positions; 2, one pile of 6–9 under a set of two
/// sizes up to 4; 3, a sum of two piles of 2–3 (at most 16 positions).
pub fn generate(rng: &mut Rng, level: u8) -> DagItem {
    match level {
        1 => random_dag(rng),
        2 => {
            let set = random_set(rng, 2, 4);
            let size = rng.range(6, 9);
            let labels = (0..=size).map(|v| v.to_string()).collect();
            let edges = (0..=size)
                .flat_map(|v| {
                    set.iter()
                        .filter(move |&&s| s <= v)
                        .map(move |&s| (v as usize, (v - s) as usize))
                })
                .collect();
            DagItem {
                kind: DagKind::Pile { set, size },
                labels,
                edges,
            }
        }
        _ => {
            let k0 = rng.range(1, 2) as usize;
            let sets = [random_set(rng, k0, 3), {
                let k1 = rng.range(1, 2) as usize;
                random_set(rng, k1, 3)
            }];
            let sizes = [rng.range(2, 3), rng.range(2, 3)];
            let width = sizes[1] as usize + 1;
            let mut labels = Vec::new();
            let mut edges = Vec::new();
            for x in 0..=sizes[0] as usize {
                for y in 0..width {
                    let v = x * width + y;
                    labels.push(format!("{x},{y}"));
                    for &s in &sets[0] {
                        if s as usize <= x {
                            edges.push((v, (x - s as usize) * width + y));
                        }
                    }
                    for &s in &sets[1] {
                        if s as usize <= y {
                            edges.push((v, x * width + y - s as usize));
                        }
                    }
                }
            }
            DagItem {
                kind: DagKind::Sum { sets, sizes },
                labels,
                edges,
            }
        }
    }
}

fn random_dag(rng: &mut Rng) -> DagItem {
    let n = rng.range(5, 7) as usize;
    let mut names: Vec<&str> = LETTERS[..n].to_vec();
    rng.shuffle(&mut names);
    let mut edges = Vec::new();
    for v in 1..n {
        // Most positions have a move; a few more terminals make the mex of nothing common.
        if !rng.chance(4, 5) {
            continue;
        }
        let mut any = false;
        for u in 0..v {
            if rng.chance(2, 5) {
                edges.push((v, u));
                any = true;
            }
        }
        if !any {
            edges.push((v, rng.index(v)));
        }
    }
    DagItem {
        kind: DagKind::Random,
        labels: names.into_iter().map(str::to_string).collect(),
        edges,
    }
}

impl DagItem {
    /// The successors of position `v`.
    fn successors(&self, v: usize) -> Vec<usize> {
        self.edges
            .iter()
            .filter(|&&(a, _)| a == v)
            .map(|&(_, b)| b)
            .collect()
    }

    /// Every position's SG value, by the mex in index order (moves go to smaller indices).
    pub fn values(&self) -> Vec<u64> {
        let mut sg = vec![0u64; self.labels.len()];
        for v in 0..sg.len() {
            let reached: Vec<u64> = self
                .successors(v)
                .into_iter()
                .filter(|&u| u < v)
                .map(|u| sg[u])
                .collect();
            sg[v] = mex(reached);
        }
        sg
    }

    pub(super) fn position(&self, id: &str) -> Option<usize> {
        self.labels.iter().position(|l| l == id)
    }

    /// Position `v`'s name as a sentence writes it: a Green Hackenbush position's name (its
    /// edges, "0-1 1-2") in brackets, with no-break spaces and hyphens so it never wraps
    /// inside and a list of names stays unambiguous ("[0‑1 1‑2]"); "∅" and other names as
    /// drawn.
    pub fn said(&self, v: usize) -> String {
        let label = self.labels.get(v).cloned().unwrap_or_default();
        match self.kind {
            // "∅" is one sign: no brackets needed to tell it apart.
            DagKind::Hackenbush { .. } if label == "∅" => label,
            DagKind::Hackenbush { .. } => {
                format!(
                    "[{}]",
                    label.replace(' ', "\u{a0}").replace('-', "\u{2011}")
                )
            }
            _ => label,
        }
    }

    /// One target per position, from the end of the game up.
    pub fn targets(&self, topic: Topic) -> Vec<Target> {
        // From the end of the game up: the first target is a position without moves, whose
        // value needs nothing else, so a student who starts at the top is never stuck first.
        (0..self.labels.len())
            .map(|v| {
                let node = self.labels[v].clone();
                let said = self.said(v);
                let (ask, label) = if topic == Topic::Pn {
                    (Ask::Outcome, phrase!(PracticeTargetPn { node: &said }))
                } else {
                    (Ask::Number, phrase!(PracticeTargetSg { node: &said }))
                };
                Target {
                    id: node.clone(),
                    node: Some(node),
                    ask,
                    label,
                }
            })
            .collect()
    }

    /// Each position's value (`sg-label`) or P/N (`pn`).
    pub fn answers(&self, topic: Topic) -> Vec<(String, String)> {
        let sg = self.values();
        (0..self.labels.len())
            .map(|v| {
                let a = if topic == Topic::Pn {
                    if sg[v] == 0 { "P" } else { "N" }.to_string()
                } else {
                    sg[v].to_string()
                };
                (self.labels[v].clone(), a)
            })
            .collect()
    }

    /// The DAG in words.
    pub fn describe(&self) -> Phrase {
        let moves: Vec<String> = self
            .edges
            .iter()
            .map(|&(a, b)| format!("{}→{}", self.labels[a], self.labels[b]))
            .collect();
        let moves = moves.join(" ");
        match &self.kind {
            DagKind::Random => phrase!(PracticeDescribeDag {
                positions: self.labels.join(" "),
                moves
            }),
            DagKind::Pile { set, size } => phrase!(PracticeDescribePile {
                set: set_words(set),
                size: *size
            }),
            DagKind::Sum { sets, sizes } => phrase!(PracticeDescribeSum {
                a: sizes[0],
                sa: set_words(&sets[0]),
                b: sizes[1],
                sb: set_words(&sets[1])
            }),
            // What a-a means is said only when the picture has a loop. An edge never breaks
            // at its hyphen (U+2011); a line may break between edges.
            DagKind::Hackenbush { edges } if edges.iter().any(|(a, b)| a == b) => {
                phrase!(PracticeDescribeHackenbushLoop {
                    picture: super::hackenbush::picture_words(edges).replace('-', "\u{2011}")
                })
            }
            DagKind::Hackenbush { edges } => phrase!(PracticeDescribeHackenbush {
                picture: super::hackenbush::picture_words(edges).replace('-', "\u{2011}")
            }),
        }
    }

    /// Grades a position's value or P/N; None for a target or answer that does not fit.
    pub fn grade(
        &self,
        topic: Topic,
        target: &str,
        answer: &Answer,
        shown: &[String],
    ) -> Option<Graded> {
        let v = self.position(target)?;
        let sg = self.values();
        let node = self.said(v);
        let succ = self.successors(v);
        let open: Vec<String> = succ
            .iter()
            .filter(|&&u| !shown.contains(&self.labels[u]))
            .map(|&u| self.said(u))
            .collect();
        let mut reached: Vec<u64> = succ.iter().map(|&u| sg[u]).collect();
        reached.key_sort();
        reached.dedup();
        match (topic, answer) {
            (Topic::Pn, Answer::Outcome(o)) => {
                let truth = if sg[v] == 0 { Outcome::P } else { Outcome::N };
                let right = *o == truth;
                let explanation = if succ.is_empty() {
                    phrase!(PracticePnTerminal { node })
                } else if !right && !open.is_empty() {
                    phrase!(PracticePnOpen {
                        node,
                        open: open.join(", ")
                    })
                } else if truth == Outcome::N {
                    let to_p = succ.iter().find(|&&u| sg[u] == 0).map(|&u| self.said(u));
                    phrase!(PracticePnN {
                        node,
                        succ: to_p.unwrap_or_default()
                    })
                } else {
                    let all: Vec<String> = succ.iter().map(|&u| self.said(u)).collect();
                    phrase!(PracticePnP {
                        node,
                        succs: all.join(", ")
                    })
                };
                Some(Graded { right, explanation })
            }
            (Topic::SgLabel, Answer::Number(g)) => {
                let right = *g == sg[v];
                let explanation = if succ.is_empty() {
                    phrase!(PracticeSgTerminal { node })
                } else if !right && !open.is_empty() {
                    // Only the values already on the screen are named: an unlabelled
                    // successor's value would give its own answer away.
                    let seen: Vec<u64> = succ
                        .iter()
                        .filter(|&&u| shown.contains(&self.labels[u]))
                        .map(|&u| sg[u])
                        .collect();
                    if seen.is_empty() {
                        phrase!(PracticeSgOpen {
                            node,
                            open: open.join(", ")
                        })
                    } else {
                        phrase!(PracticeSgOpenPart {
                            node,
                            values: joined_values(&seen),
                            open: open.join(", ")
                        })
                    }
                } else {
                    phrase!(PracticeSgWhy {
                        node,
                        values: joined_values(&reached),
                        value: sg[v]
                    })
                };
                Some(Graded { right, explanation })
            }
            _ => None,
        }
    }

    /// The DAG drawn by the lessons' DAG figure, each position's value in its badge once it
    /// is `shown` and "?" before; positions not shown carry no `data-sg`.
    pub fn figure(&self, topic: Topic, shown: &[String], lang: Lang) -> Figure {
        let sg = self.values();
        let known: Vec<bool> = self.labels.iter().map(|l| shown.contains(l)).collect();
        let half: Vec<f64> = self
            .labels
            .iter()
            .map(|l| node_half_width(l, "9"))
            .collect();
        let lay = layout(self.labels.len(), &self.edges, &half);
        let title = t!(
            lang,
            PracticeFigureTitle {
                topic: topic.title()
            }
        );
        let mut fig = dag_figure(&DagDrawing {
            labels: &self.labels,
            edges: &self.edges,
            layout: &lay,
            sg: &sg,
            known: &known,
            focus: None,
            tokens: &[],
            moves: &[],
            title,
            caption: None,
            // No token is drawn on a practice item: its legend names P and N only.
            legend: [t!(lang, LegendP), t!(lang, LegendN), String::new()],
            // A phone keeps the figure at a least scale: a wider legend made it scroll.
            legend_within: true,
        });
        let is_known = |data: &[(&'static str, String)]| {
            data.iter()
                .find(|(k, _)| *k == "id")
                .is_some_and(|(_, id)| shown.contains(id))
        };
        super::strip_data(&mut fig.shapes, "dag-node", "sg", &is_known);
        if topic == Topic::Pn {
            // The question was P or N, so a graded position's badge answers in those words,
            // not with a value the student was never asked for.
            for (v, label) in self.labels.iter().enumerate() {
                if known[v] {
                    let word = if sg[v] == 0 { "P" } else { "N" };
                    set_badge(&mut fig.shapes, label, word);
                }
            }
        }
        if let DagKind::Hackenbush { edges } = &self.kind {
            beside_sketch(&mut fig, crate::lesson::hackenbush::sketch(edges));
        }
        fig
    }
}

/// Writes `word` in the badge of the position labelled `label`.
fn set_badge(shapes: &mut [Shape], label: &str, word: &str) {
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            let this = hook.as_ref().is_some_and(|h| {
                h.testid == "dag-node" && h.data.iter().any(|(k, v)| *k == "id" && v == label)
            });
            if this {
                for c in children.iter_mut() {
                    if let Shape::Text { text, class, .. } = c {
                        if *class == "txt-badge" {
                            *text = word.to_string();
                        }
                    }
                }
            } else {
                set_badge(children, label, word);
            }
        }
    }
}

/// Between the picture and the DAG, and around the picture.
const SKETCH_GAP: f64 = 40.0;

/// The picture drawn at the left of the DAG, at the height of its first row: the DAG moves
/// right to make room and the figure grows to hold both.
fn beside_sketch(fig: &mut Figure, mut sketch: Vec<Shape>) {
    let b = Bounds::of(&sketch);
    if b.is_empty() {
        return;
    }
    let shift = b.x1 - b.x0 + SKETCH_GAP * 1.5;
    fig.shapes.iter_mut().for_each(|s| s.translate(shift, 0.0));
    sketch
        .iter_mut()
        .for_each(|s| s.translate(SKETCH_GAP - b.x0, SKETCH_GAP - b.y0));
    fig.shapes.extend(sketch);
    fig.width += shift;
    fig.height = fig.height.max(b.y1 - b.y0 + SKETCH_GAP * 2.0);
}
