//! The SG walkthrough on a drawn DAG, shared by `graph-sum` and the `view=dag` of the pile
//! lessons: an opening step, then one step per position from the bottom layer up (a reverse
//! topological order), each showing SG(x) = mex{…}, then a closing step.

use super::quiz::Question;
use grundy_core::figure::dag::{
    dag_figure, edge_class, layout, node_half_width, set_component_values, DagDrawing, DagLayout,
};
use grundy_core::figure::{Figure, Hook, Shape};
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::sg::sum::{sum_dag, sum_label, MAX_SUM_POSITIONS};
use grundy_core::sg::{extract_dag, MoveGraph};
use grundy_core::sort::StableSort;
use grundy_core::{phrase, t};

/// Most nodes of a sum's DAG whose winning move is put in focus at the last step (a larger
/// DAG draws it bold, with the start node alone in focus).
const MOVE_FOCUS_NODES: usize = 60;

/// A DAG with its SG values, its layout and the order in which the walkthrough visits it.
pub struct DagWalk {
    /// Node labels.
    pub labels: Vec<String>,
    /// Moves (from, to).
    pub edges: Vec<(usize, usize)>,
    /// SG value of each node.
    pub sg: Vec<u64>,
    layout: DagLayout,
    /// Nodes in visiting order: lowest layer first, left to right within a layer.
    order: Vec<usize>,
    /// Position of each node in `order`.
    rank: Vec<usize>,
    /// While set, a node step draws its node's value as unknown (the quiz's figure before
    /// the reveal: the step's focus, successors and moves, the answer hidden).
    hide: std::cell::Cell<bool>,
}

impl DagWalk {
    /// Lays out the DAG (edges must point from a node to one of its successors, acyclic).
    pub fn new(labels: Vec<String>, edges: Vec<(usize, usize)>, sg: Vec<u64>) -> Self {
        let widths: Vec<f64> = labels
            .iter()
            .zip(&sg)
            .map(|(l, s)| node_half_width(l, &s.to_string()))
            .collect();
        let layout = layout(labels.len(), &edges, &widths);
        let mut order: Vec<usize> = (0..labels.len()).collect();
        // Every move goes to a lower layer, so lower layers first is a reverse topological order.
        order.stable_sort_by(|&a, &b| {
            layout.layer[a]
                .cmp(&layout.layer[b])
                .then(layout.x[a].total_cmp(&layout.x[b]))
        });
        let mut rank = vec![0; labels.len()];
        for (i, &v) in order.iter().enumerate() {
            rank[v] = i;
        }
        DagWalk {
            labels,
            edges,
            sg,
            layout,
            order,
            rank,
            hide: std::cell::Cell::new(false),
        }
    }

    /// Steps: the opening, one per node, the closing.
    pub fn step_count(&self) -> usize {
        self.order.len() + 2
    }

    /// The node computed at `step`, if it is a node step.
    pub fn focus(&self, step: usize) -> Option<usize> {
        (1..=self.order.len())
            .contains(&step)
            .then(|| self.order[step - 1])
    }

    /// The figure at `step`, with tokens and clickable moves.
    pub fn figure(
        &self,
        step: usize,
        lang: Lang,
        tokens: &[usize],
        moves: &[(usize, String)],
        title: String,
        caption: Option<String>,
    ) -> Figure {
        let hidden = self.focus(step).filter(|_| self.hide.get());
        let known: Vec<bool> = (0..self.labels.len())
            .map(|v| self.rank[v] < step && hidden != Some(v))
            .collect();
        let mut figure = dag_figure(&DagDrawing {
            labels: &self.labels,
            edges: &self.edges,
            layout: &self.layout,
            sg: &self.sg,
            known: &known,
            focus: self.focus(step),
            tokens,
            moves,
            title,
            caption,
            legend: [
                tr(lang, Msg::LegendP).to_string(),
                tr(lang, Msg::LegendN).to_string(),
                if tokens.is_empty() {
                    String::new()
                } else {
                    tr(lang, Msg::LegendToken).to_string()
                },
            ],
            legend_within: false,
        });
        if step == 0 {
            // The opening names the terminal positions, where the computation starts.
            let mut has_move = vec![false; self.labels.len()];
            for &(u, _) in &self.edges {
                has_move[u] = true;
            }
            let terminal: Vec<usize> = (0..self.labels.len()).filter(|&v| !has_move[v]).collect();
            self.focus_nodes(&mut figure, &terminal);
        }
        figure
    }

    /// Marks nodes `nodes` as what the step is about (the opening and closing steps, where no
    /// single node is being computed).
    pub fn focus_nodes(&self, figure: &mut Figure, nodes: &[usize]) {
        let ids: Vec<&str> = nodes
            .iter()
            .filter_map(|&v| self.labels.get(v).map(String::as_str))
            .collect();
        focus_groups(&mut figure.shapes, &|h: &Hook| {
            h.testid == "dag-node"
                && h.data
                    .iter()
                    .any(|(k, v)| *k == "id" && ids.contains(&v.as_str()))
        });
    }

    /// Marks the move `from` → `to` as what the step is about: its curve is drawn as a move of
    /// the focused node is (a conclusion's winning move), and, when `focus`, it carries
    /// `data-focus`.
    pub fn focus_move(&self, figure: &mut Figure, from: usize, to: usize, focus: bool) {
        let (Some(from), Some(to)) = (self.labels.get(from), self.labels.get(to)) else {
            return;
        };
        let is_move = |h: &Hook| is_move_hook(h, from, to);
        for shape in &mut figure.shapes {
            if let Shape::Group {
                hook: Some(h),
                children,
                ..
            } = shape
            {
                if is_move(h) {
                    for child in children {
                        if let Shape::Path { class, .. } = child {
                            *class = edge_class("dag-edge-hot", class.ends_with("ring-end"));
                        }
                    }
                }
            }
        }
        if focus {
            focus_groups(&mut figure.shapes, &is_move);
        }
    }

    /// Names the arrow `from` → `to` (drawn nodes) by the move `play` that slides a token
    /// along it (`slide` datum), so a hint can mark the arrow as well as the node the token
    /// goes to ([`super::mark_winning`]).
    pub fn name_slide(&self, figure: &mut Figure, from: usize, to: usize, play: &str) {
        let (Some(from), Some(to)) = (self.labels.get(from), self.labels.get(to)) else {
            return;
        };
        for shape in &mut figure.shapes {
            if let Shape::Group { hook: Some(h), .. } = shape {
                if is_move_hook(h, from, to) {
                    h.data.push(("slide", play.to_string()));
                }
            }
        }
    }

    /// Traces the move last played, `from` → `to`: its curve drawn again over the move in
    /// the trace's dashes (`figure::trace`), so the path the token took stays on the figure.
    pub fn trace_move(&self, figure: &mut Figure, from: usize, to: usize) {
        let (Some(from), Some(to)) = (self.labels.get(from), self.labels.get(to)) else {
            return;
        };
        let curve = figure.shapes.iter().find_map(|shape| match shape {
            Shape::Group {
                hook: Some(h),
                children,
                ..
            } if is_move_hook(h, from, to) => children.iter().find_map(|c| match c {
                Shape::Path { d, dx, dy, .. } => Some((d.clone(), *dx, *dy)),
                _ => None,
            }),
            _ => None,
        });
        if let Some((d, dx, dy)) = curve {
            figure
                .shapes
                .push(grundy_core::figure::trace::trace_group(vec![Shape::Path {
                    d,
                    dx,
                    dy,
                    class: "trace-path",
                }]));
        }
    }

    /// The nodes no move leads to (where play can start).
    pub fn sources(&self) -> Vec<usize> {
        let mut reached = vec![false; self.labels.len()];
        for &(_, w) in &self.edges {
            reached[w] = true;
        }
        (0..self.labels.len()).filter(|&v| !reached[v]).collect()
    }

    /// The figure of a sum's DAG at `step`: one token per component, all on the start node
    /// (the whole current position), each with its component's SG value and position.
    pub fn sum_figure(&self, step: usize, lang: Lang, parts: &[(u64, String)]) -> Figure {
        let tokens = vec![0; parts.len()];
        let title = tr(lang, Msg::ViewSumDag).to_string();
        let mut f = self.figure(step, lang, &tokens, &[], title, None);
        set_component_values(&mut f, parts);
        if step + 1 == self.step_count() {
            // The conclusion checks the XOR rule at the start: the sum's own position (node 0),
            // and draws the winning move it names.
            self.focus_nodes(&mut f, &[0]);
            if let Some(to) = self.winning_successor(0) {
                // Bold always; in focus (which the page keeps in view) only while the DAG is
                // small: in a large one the two ends lie screens apart and the view would
                // centre between them, on neither.
                self.focus_move(&mut f, 0, to, self.labels.len() <= MOVE_FOCUS_NODES);
            }
        }
        f
    }

    /// The first position worth 0 that a move from `node` reaches (a winning move's target).
    fn winning_successor(&self, node: usize) -> Option<usize> {
        self.edges
            .iter()
            .find(|&&(u, w)| u == node && self.sg.get(w) == Some(&0))
            .map(|&(_, w)| w)
    }

    /// The sentence of a sum's DAG at `step`; the closing step checks the XOR rule at the
    /// start node.
    pub fn sum_sentence(&self, step: usize, lang: Lang, parts: &[(u64, String)]) -> String {
        let start = parts
            .iter()
            .map(|p| p.1.clone())
            .collect::<Vec<_>>()
            .join(",");
        match self.sentence(step, lang) {
            None => t!(lang, SumDagStart { components: start }),
            Some(s) if step + 1 == self.step_count() => {
                let xor = parts.iter().map(|p| p.0.to_string()).collect::<Vec<_>>();
                let value = parts.iter().fold(0, |a, p| a ^ p.0);
                let check = t!(
                    lang,
                    SumDagXor {
                        node: start,
                        values: grundy_core::text::xor_terms(&xor),
                        sum: value
                    }
                );
                let mut s = format!("{s}{}{check}", sentence_gap(lang));
                if let Some(to) = self.winning_successor(0) {
                    s.push_str(sentence_gap(lang));
                    s.push_str(&t!(
                        lang,
                        SumDagWinning {
                            from: self.labels[0].clone(),
                            to: self.labels[to].clone()
                        }
                    ));
                }
                s
            }
            Some(s) => s,
        }
    }

    /// `draw` (a lesson's figure of this walk at a node step) with the node's value hidden,
    /// for the quiz's figure before the reveal; None at other steps.
    pub fn hiding<T>(&self, step: usize, draw: impl FnOnce() -> T) -> Option<T> {
        self.focus(step)?;
        self.hide.set(true);
        let out = draw();
        self.hide.set(false);
        Some(out)
    }

    /// The question of a node step: the node's SG value, as the mex of its successors'.
    pub fn question(&self, step: usize) -> Option<Question> {
        let v = self.focus(step)?;
        let label = self.labels.get(v)?.clone();
        let value = *self.sg.get(v)?;
        let mut succ: Vec<u64> = self
            .edges
            .iter()
            .filter(|e| e.0 == v)
            .filter_map(|e| self.sg.get(e.1).copied())
            .collect();
        succ.stable_sort();
        succ.dedup();
        let why = if succ.is_empty() {
            phrase!(QuizWhyMexTerminal {
                node: label.clone()
            })
        } else {
            let list = succ
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            phrase!(QuizWhyMex {
                node: label.clone(),
                values: list,
                value: value.to_string()
            })
        };
        Some(Question::number(
            phrase!(QuizPromptMex { node: label }),
            value,
            why,
        ))
    }

    /// The closing step's sentence followed by what the start position is worth, said by
    /// `worth(label, value)` (a pile's or heap's value, a board's verdict); None before the
    /// last step, or when no node is a start.
    pub fn closing_with_worth(
        &self,
        step: usize,
        lang: Lang,
        worth: impl FnOnce(&str, u64) -> String,
    ) -> Option<String> {
        if step + 1 != self.step_count() {
            return None;
        }
        let done = self.sentence(step, lang)?;
        let root = *self.sources().first()?;
        let (label, value) = (self.labels.get(root)?, *self.sg.get(root)?);
        Some(format!(
            "{done}{}{}",
            sentence_gap(lang),
            worth(label, value)
        ))
    }

    /// The sentence of a node step or of the closing step (None for the opening).
    pub fn sentence(&self, step: usize, lang: Lang) -> Option<String> {
        if step == 0 {
            return None;
        }
        let Some(v) = self.focus(step) else {
            return Some(tr(lang, Msg::DagDone).to_string());
        };
        let mut succ: Vec<u64> = self
            .edges
            .iter()
            .filter(|e| e.0 == v)
            .map(|e| self.sg[e.1])
            .collect();
        let label = self.labels[v].clone();
        if succ.is_empty() {
            return Some(t!(lang, DagMexTerminal { node: label }));
        }
        succ.stable_sort();
        succ.dedup();
        let list = succ
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        Some(if self.sg[v] == 0 {
            t!(
                lang,
                DagMexP {
                    node: label,
                    values: list
                }
            )
        } else {
            t!(
                lang,
                DagMexN {
                    node: label,
                    values: list,
                    value: self.sg[v].to_string()
                }
            )
        })
    }
}

/// Marks every group whose hook satisfies `pick` as in focus (see [`Shape::mark_focus`]),
/// searching inside groups that do not match.
pub fn focus_groups(shapes: &mut [Shape], pick: &dyn Fn(&Hook) -> bool) {
    for shape in shapes.iter_mut() {
        if let Shape::Group { hook, children, .. } = shape {
            if hook.as_ref().is_some_and(pick) {
                shape.mark_focus();
            } else {
                focus_groups(children, pick);
            }
        }
    }
}

/// Whether `h` is the hook of the drawn move `from` → `to` (node labels).
fn is_move_hook(h: &Hook, from: &str, to: &str) -> bool {
    h.testid == "dag-edge"
        && h.data.iter().any(|(k, v)| *k == "from" && v == from)
        && h.data.iter().any(|(k, v)| *k == "to" && v == to)
}

/// A sum's walkthrough with each component's (SG value, label).
pub type SumWalk = (DagWalk, Vec<(u64, String)>);

/// The walk a lesson shows: its sum's, when it has one, else `walk`.
pub fn shown_walk<'a>(walk: &'a DagWalk, sum: &'a Option<Option<SumWalk>>) -> &'a DagWalk {
    sum.as_ref().and_then(Option::as_ref).map_or(walk, |s| &s.0)
}

/// Most positions of a sum whose DAG a lesson offers among its views. Sums of Nim piles
/// measured in the renderer: 12 positions (2,3) lay out 922 units wide, 18 (1,2,2) 1,487,
/// 24 (1,2,3) 1,976 — about two stage widths at readable text — but 120 (3,4,5) 12,400 units,
/// which opened at 1,324% on its bottom layers and at "Fit" was an 80 px band. A link asking
/// for a larger sum's DAG (`view=game`) still gets it, up to [`MAX_SUM_POSITIONS`].
pub const READABLE_SUM_POSITIONS: usize = 30;

/// Whether the sum of `game` played from each of `starts` has at most `cap` positions
/// (each component's DAG is explored only up to `cap` positions, so this is cheap).
pub fn sum_fits<G: MoveGraph>(game: &G, starts: &[G::Position], cap: usize) -> bool {
    let mut size = 1usize;
    for s in starts {
        let Ok(c) = extract_dag(game, s, cap) else {
            return false;
        };
        size = size.saturating_mul(c.nodes.len());
        if size > cap {
            return false;
        }
    }
    true
}

/// The walkthrough of the DAG of the sum of `game` played from each of `starts`, with each
/// component's (SG value, label); `None` when the sum has more than [`MAX_SUM_POSITIONS`]
/// positions (found before the sum is built).
pub fn sum_walk<G: MoveGraph>(
    game: &G,
    starts: &[G::Position],
    label: impl Fn(&G::Position) -> String,
) -> Option<SumWalk> {
    let mut comps = Vec::new();
    let mut size = 1usize;
    for s in starts {
        let c = extract_dag(game, s, MAX_SUM_POSITIONS).ok()?;
        size = size.saturating_mul(c.nodes.len());
        if size > MAX_SUM_POSITIONS {
            return None;
        }
        comps.push(c);
    }
    let dag = sum_dag(&comps, MAX_SUM_POSITIONS).ok()?;
    let labels: Vec<Vec<String>> = comps
        .iter()
        .map(|c| c.nodes.iter().map(&label).collect())
        .collect();
    let parts = comps
        .iter()
        .zip(&labels)
        .map(|(c, l)| (c.sg[0], l[0].clone()))
        .collect();
    let names = dag.nodes.iter().map(|t| sum_label(t, &labels)).collect();
    Some((DagWalk::new(names, dag.edges, dag.sg), parts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visits_every_node_after_all_its_successors() {
        let edges = vec![(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (0, 4)];
        // 5 is terminal; 4 → {5}: 1; 2, 3 → {4}: 0; 1 → {2, 3, 5}: mex{0} = 1.
        let sg = vec![1, 0, 0, 1, 0];
        let w = DagWalk::new((1..=5).map(|i| i.to_string()).collect(), edges.clone(), sg);
        for &(u, v) in &edges {
            assert!(w.rank[v] < w.rank[u], "{u} must come after {v}");
        }
        assert_eq!(w.step_count(), 7);
        assert_eq!(
            w.sentence(1, Lang::En).unwrap(),
            "Position 5 has no move, so SG(5) = mex{} = 0: a P-position, the player to move there loses."
        );
        let last_node = w.sentence(5, Lang::En).unwrap();
        assert_eq!(
            last_node,
            "SG(1) = mex{0} = 1: an N-position; the move to a successor with SG 0 wins."
        );
        assert!(w.sentence(3, Lang::Zh).unwrap().contains("必败局面（P）"));
    }
}
