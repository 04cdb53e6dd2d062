//! The `apple-tree` lesson: the tree top-down with its two parity classes, the XOR of the
//! class that matters and why the other does not (the staircase argument), the swaps that make
//! the second player win, and play (`moves=NODE:COUNT` at a leaf, `NODE:COUNT-CHILD` elsewhere).

use super::{
    boxed, parse_u64_list, play_info, replay_keeping_last, words, Facts, InputField, Lesson,
    LessonKind, MoveStart, Param, ParamError, PlayInfo, Query, Walkthrough,
};
use grundy_core::figure::trace::trace_group;
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::games::apple_tree::{AppleGame, AppleMove, AppleTree, TreeError};
use grundy_core::games::Game;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::{phrase, t};

mod quiz;
mod swaps;

/// Most nodes in a lesson (the tree is drawn).
pub const MAX_NODES: usize = 100;

/// A validated apple-tree lesson at its current position.
pub struct AppleTreeLesson {
    start: Vec<u64>,
    parents: Vec<usize>,
    game: AppleGame,
    /// The position before the first move (for the review).
    start_game: AppleGame,
    history: Vec<String>,
    /// The last move played: the node its apples left ringed, the edge they took traced.
    last: Option<AppleMove>,
    x: Vec<f64>,
    depth: Vec<usize>,
}

/// The `apple-tree` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "apple-tree",
    title: Msg::TitleAppleTree,
    summary: Msg::SummaryAppleTree,
    params: &[
        Param::with("apples", "2,2,3"),
        Param::with("parents", "1,1"),
        Param::optional("moves"),
    ],
    views: &[],
    build: |q| AppleTreeLesson::from_query(q).map(boxed),
};

impl AppleTreeLesson {
    /// The lesson for a link query (example: the judge's second sample).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let apples = parse_u64_list(
            "apples",
            q.get("apples").unwrap_or("2,2,3"),
            "2,2,3",
            0,
            10_000_000,
            MAX_NODES,
        )?;
        let n = apples.len();
        let parents: Vec<usize> = match q.get("parents") {
            None if q.get("apples").is_none() => vec![0, 0],
            // Apples without parents: the count check below says how many are missing
            // ("expected 1 parent (that of node 2), got 0"), not "at least one value".
            None => Vec::new(),
            Some("") if n == 1 => Vec::new(),
            other => parse_u64_list(
                "parents",
                other.unwrap_or(""),
                "1,1",
                1,
                n as u64,
                MAX_NODES,
            )?
            .into_iter()
            .map(|p| p as usize - 1)
            .collect(),
        };
        if parents.len() + 1 != n {
            return Err(ParamError::new(
                "parents",
                phrase!(ExpectParentsCount {
                    expected: n - 1,
                    n,
                    got: parents.len()
                }),
            ));
        }
        let tree = AppleTree::new(&parents).map_err(|e| {
            let expected = match e {
                TreeError::ParentOutOfRange { node, parent } => phrase!(TreeParentRange {
                    node: node + 1,
                    parent: parent + 1,
                    n
                }),
                TreeError::NotConnected(v) => phrase!(TreeLoop { node: v + 1 }),
                TreeError::MixedLeafParity {
                    even_leaf,
                    odd_leaf,
                } => phrase!(TreeParity {
                    first: even_leaf + 1,
                    second: odd_leaf + 1
                }),
            };
            ParamError::new("parents", expected)
        })?;
        let mut game = AppleGame::new(tree, apples.clone());
        let start_game = game.clone();
        let (history, last) = replay_keeping_last(&mut game, q.get("moves"))?;
        let mut lesson = AppleTreeLesson {
            start: apples,
            parents,
            game,
            start_game,
            history,
            last,
            x: Vec::new(),
            depth: Vec::new(),
        };
        lesson.layout();
        Ok(lesson)
    }

    /// Tidy top-down layout: leaves left to right in depth-first order, parents centred over
    /// their children (iterative, so deep trees are fine).
    fn layout(&mut self) {
        let n = self.game.tree.len();
        let mut depth = vec![0usize; n];
        let mut order = vec![0usize];
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &c in self.game.tree.children(v) {
                depth[c] = depth[v] + 1;
                order.push(c);
            }
        }
        // Depth-first preorder for leaf positions.
        let mut x = vec![0.0f64; n];
        let mut next_leaf = 0.0;
        let mut stack = vec![0usize];
        let mut preorder = Vec::with_capacity(n);
        while let Some(v) = stack.pop() {
            preorder.push(v);
            for &c in self.game.tree.children(v).iter().rev() {
                stack.push(c);
            }
        }
        for &v in &preorder {
            if self.game.tree.children(v).is_empty() {
                x[v] = next_leaf;
                next_leaf += 1.0;
            }
        }
        for &v in order.iter().rev() {
            let kids = self.game.tree.children(v);
            if !kids.is_empty() {
                x[v] = kids.iter().map(|&c| x[c]).sum::<f64>() / kids.len() as f64;
            }
        }
        self.x = x;
        self.depth = depth;
    }

    fn blue_terms(&self) -> (String, u64) {
        let terms = (0..self.game.tree.len())
            .filter(|&v| self.game.tree.is_nim_pile(v))
            .map(|v| self.game.apples[v]);
        (
            grundy_core::text::xor_terms(terms),
            self.game.tree.nim_sum(&self.game.apples),
        )
    }
}

/// A group that keeps its identity from step to step (`data-NAME=id`), its contents marked as
/// the step's focus when `focus`.
fn keyed(name: &'static str, focus: bool, children: Vec<Shape>) -> Shape {
    Shape::Group {
        class: "",
        hook: Some(Hook {
            testid: "",
            data: vec![(name, String::new())],
        }),
        children: if focus {
            vec![Shape::focus(children)]
        } else {
            children
        },
    }
}

/// The height of a line of the last step's swaps.
const SWAP_LINE: f64 = 38.0;

impl Walkthrough for AppleTreeLesson {
    fn step_count(&self) -> usize {
        4
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        let n = self.game.tree.len();
        let leaves = self.x.iter().copied().fold(0.0, f64::max) + 1.0;
        // A small tree is drawn larger, to fill the width its legend and sums take: it used
        // a quarter of the stage.
        let grow = (5.0 / leaves).clamp(1.0, 1.6);
        let r = 26.0 * grow;
        let (dx, dy) = (70.0 * grow, 100.0 * grow);
        let big_text = grow > 1.3;
        let width_tree = 80.0 + leaves * dx;
        let px = |v: usize| 40.0 + r + self.x[v] * dx;
        // Room above the root for its swap ring and its number.
        let top = r + 30.0;
        let py = |v: usize| top + self.depth[v] as f64 * dy;
        let mut shapes = Vec::new();
        // A node's number stands on the side away from its parent: on a left child's right it
        // stood between the two edges and read as an edge's label.
        let mut left_child = vec![false; n];
        for v in 0..n {
            for &c in self.game.tree.children(v) {
                left_child[c] = self.x[c] < self.x[v];
                // Hooked, so a hint can mark the edge its apples go down.
                shapes.push(Shape::Group {
                    class: "",
                    hook: Some(Hook {
                        testid: "tree-edge",
                        data: vec![("from", (v + 1).to_string()), ("to", (c + 1).to_string())],
                    }),
                    children: vec![Shape::Line {
                        x1: px(v),
                        y1: py(v) + r,
                        x2: px(c),
                        y2: py(c) - r,
                        class: "edge",
                    }],
                });
            }
        }
        // The last move's trace: the edge its apples went down, in the trace's dashes.
        if let Some(AppleMove {
            node, to: Some(c), ..
        }) = self.last
        {
            shapes.push(trace_group(vec![Shape::Line {
                x1: px(node),
                y1: py(node) + r,
                x2: px(c),
                y2: py(c) - r,
                class: "trace-path",
            }]));
        }
        let (count, pairs) = self
            .game
            .tree
            .winning_swap_pairs(&self.game.apples, Some(30));
        for v in 0..n {
            let blue = self.game.tree.is_nim_pile(v);
            // Before the class step every node looks the same.
            let class = if step == 0 {
                "cell"
            } else if blue {
                "node-n"
            } else {
                "node-unknown"
            };
            let swapped = step == 3 && pairs.iter().any(|&(a, b)| a == v || b == v);
            let mut children = vec![Shape::Circle {
                cx: px(v),
                cy: py(v),
                r,
                class,
            }];
            if swapped {
                children.push(Shape::Circle {
                    cx: px(v),
                    cy: py(v),
                    r: r + 6.0,
                    class: "succ-ring",
                });
            }
            if self.last.is_some_and(|m| m.node == v) {
                // The node the last move took apples from, ringed just outside the swap ring and
                // clear of the node's number.
                children.push(trace_group(vec![Shape::Circle {
                    cx: px(v),
                    cy: py(v),
                    r: r + 9.0,
                    class: "trace-ring",
                }]));
            }
            children.push(Shape::Text {
                x: px(v),
                y: py(v) + if big_text { 14.0 } else { 9.0 },
                text: self.game.apples[v].to_string(),
                anchor: Anchor::Middle,
                class: if big_text { "txt-big" } else { "txt" },
            });
            // A left child's number is low on its left: high, it met the number of a right
            // child next to it (a right child of the node's left neighbour) in the gap between.
            let (number_x, number_y, number_anchor) = if left_child[v] {
                (px(v) - r - 4.0, py(v) + r, Anchor::End)
            } else {
                (px(v) + r + 4.0, py(v) - r + 4.0, Anchor::Start)
            };
            children.push(Shape::Text {
                x: number_x,
                y: number_y,
                text: (v + 1).to_string(),
                anchor: number_anchor,
                class: "txt-muted",
            });
            // The step's nodes: the whole tree at first, the Nim piles whose apples are
            // XORed, the nodes of the winning swaps at the end.
            let focus = match step {
                0 => true,
                2 => blue,
                3 => swapped,
                _ => false,
            };
            if focus {
                children = vec![Shape::focus(children)];
            }
            shapes.push(Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "tree-node",
                    data: vec![
                        ("id", (v + 1).to_string()),
                        ("apples", self.game.apples[v].to_string()),
                        ("nim", blue.to_string()),
                    ],
                }),
                children,
            });
        }
        let tree_shapes = shapes.len();
        let depth_max = self.depth.iter().copied().max().unwrap_or(0) as f64;
        let mut y = top + depth_max * dy + r + 50.0;
        let items = [
            ("node-n", tr(lang, Msg::AppleLegendNim)),
            ("node-unknown", tr(lang, Msg::AppleLegendOther)),
        ];
        let legend_w = items
            .iter()
            .map(|(_, t)| text_width(t, 20.0))
            .fold(0.0, f64::max)
            + 70.0;
        // The figure is wide enough for the legend with its shading from the first step (at
        // step 1 the shading ran past the right edge), so its scale never changes.
        let legend_right = 50.0 + legend_w + 20.0;
        if step >= 1 {
            let mut legend = Vec::new();
            // The classes step marks the legend by shading behind it: its swatches keep their
            // colours (a focused circle is drawn with a dark ring, which made "blue solid"
            // and "grey dashed" two black rings).
            if step == 1 {
                legend.push(Shape::focus(vec![Shape::Rect {
                    x: 30.0,
                    y: y - 34.0,
                    w: legend_w + 20.0,
                    h: 38.0 * items.len() as f64 + 14.0,
                    r: 8.0,
                    class: "row-hot",
                }]));
            }
            for (class, text) in items {
                legend.push(Shape::Circle {
                    cx: 54.0,
                    cy: y - 8.0,
                    r: 14.0,
                    class,
                });
                legend.push(Shape::Text {
                    x: 80.0,
                    y,
                    text: text.to_string(),
                    anchor: Anchor::Start,
                    class: "txt-small",
                });
                y += 38.0;
            }
            shapes.push(keyed("legend", false, legend));
        }
        // The XOR line and the swaps are laid out for the last step from the first, so the
        // figure keeps one size and scale while they appear (the tree moved up ~60 px).
        let (terms, x) = self.blue_terms();
        let xor_line = t!(lang, AppleXorLine { terms, sum: x });
        let swap_line = self.swap_line(count, &pairs, lang);
        let width = width_tree
            .max(500.0)
            .max(legend_right)
            .max(text_width(&xor_line, 28.0) + 80.0)
            // The swaps' line too, up to a width past which it wraps.
            .max((text_width(&swap_line, 28.0 * 1.15) + 80.0).min(900.0));
        // A tree narrower than the text under it stands centred over it (it stood at the
        // left, a quarter of the figure).
        let shift = (width - width_tree) / 2.0;
        if shift > 0.0 {
            for s in &mut shapes[..tree_shapes] {
                s.translate(shift, 0.0);
            }
        }
        // Long lists wrap at the figure's width, between words (a cut by characters split
        // "apples" and "1 ↔ 3"). The swaps are the last step's answer, in its bold 28 units
        // (bold glyphs are about 15 % wider than `text_width` counts): in small grey type,
        // "no winning swap" did not read as what the step is about.
        let swap_lines =
            grundy_core::figure::caption::wrap(&swap_line, 28.0 * 1.15, (width - 80.0).max(420.0));
        // y is below the legend here: the XOR line, then the swaps.
        let y_legend_end = if step >= 1 {
            y
        } else {
            y + 38.0 * items.len() as f64
        };
        let height = y_legend_end + 46.0 + SWAP_LINE * swap_lines.len() as f64 + 20.0;
        if step >= 2 {
            shapes.push(keyed(
                "xor",
                step == 2,
                vec![Shape::Text {
                    x: 40.0,
                    y: y + 10.0,
                    text: xor_line,
                    anchor: Anchor::Start,
                    class: "txt-strong",
                }],
            ));
        }
        y += 46.0;
        if step >= 3 {
            let mut shown = Vec::new();
            for line in swap_lines {
                shown.push(Shape::Text {
                    x: 40.0,
                    y: y + 14.0,
                    text: line,
                    anchor: Anchor::Start,
                    class: "txt-warn",
                });
                y += SWAP_LINE;
            }
            shapes.push(keyed("swaps", true, shown));
        }
        Figure {
            width,
            height,
            title: LessonKind::AppleTree.title(lang).to_string(),
            shapes,
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        match step {
            0 => tr(lang, Msg::AppleIntro).to_string(),
            1 => tr(lang, Msg::AppleClasses).to_string(),
            2 => {
                let (terms, x) = self.blue_terms();
                let mut s = t!(
                    lang,
                    AppleXor {
                        terms: terms,
                        sum: x.to_string()
                    }
                );
                s.push_str(grundy_core::i18n::sentence_gap(lang));
                s.push_str(&if x != 0 {
                    t!(lang, SumWin { sum: x.to_string() })
                } else {
                    tr(lang, Msg::SumLose).to_string()
                });
                s
            }
            _ => {
                let count = self.game.tree.winning_swaps(&self.game.apples);
                if count == 0 {
                    tr(lang, Msg::AppleSwapsNone).to_string()
                } else {
                    t!(lang, AppleSwaps { count })
                }
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            result: Some(self.game.tree.winning_swaps(&self.game.apples).to_string()),
            first_wins: Some(self.game.tree.first_wins(&self.game.apples)),
            nim_sum: Some(self.game.tree.nim_sum(&self.game.apples)),
            ..Facts::default()
        }
    }

    fn verdict_text(&self, lang: Lang, first_wins: bool) -> String {
        // The swap comes first: the verdict is about the tree as it stands, before any swap,
        // which the last sentence then overturns (or not).
        tr(
            lang,
            if first_wins {
                Msg::AppleNoSwapWins
            } else {
                Msg::AppleNoSwapLoses
            },
        )
        .to_string()
    }

    fn result_text(&self, lang: Lang, result: &str) -> String {
        let count: u64 = result.parse().unwrap_or(0);
        t!(lang, AppleSwapCount { count })
    }

    fn inputs(&self) -> Vec<InputField> {
        vec![
            InputField::list("apples", Msg::FieldApples, self.start.iter()),
            InputField::list(
                "parents",
                Msg::FieldParents,
                self.parents.iter().map(|p| p + 1),
            ),
        ]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![
            tr(lang, Msg::AppleClasses).to_string(),
            tr(lang, Msg::AppleMirror).to_string(),
            tr(lang, Msg::AppleCountWhy).to_string(),
        ]
    }

    fn move_choices(&self, max: usize) -> Option<Vec<crate::practice::play::Choice>> {
        crate::practice::play::choices(&self.game, max, &|play, lang| self.move_words(play, lang))
    }

    fn play(&self) -> Option<PlayInfo> {
        Some(play_info(&self.game, &self.history))
    }

    fn review(&self) -> Option<grundy_core::games::review::Review> {
        Some(grundy_core::games::review::review(
            &self.start_game,
            &self.history,
        ))
    }

    fn move_words(&self, play: &str, lang: Lang) -> Option<String> {
        Some(words::apple_move(&self.game.parse_move(play).ok()?, lang))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        self.last.map(|m| words::apple_move(&m, lang))
    }

    /// A node with apples starts a move: how many, and (above a leaf) to which child.
    fn move_starts(&self, lang: Lang) -> Vec<MoveStart> {
        let tree = &self.game.tree;
        (0..tree.len())
            .filter(|&v| self.game.apples[v] > 0)
            .map(|v| {
                let node = v + 1;
                let said = if tree.children(v).is_empty() {
                    t!(lang, DescAppleEatAt { node })
                } else {
                    t!(lang, DescAppleMoveFrom { node })
                };
                MoveStart::new("tree-node", "id", node, &format!("{node}:"), said)
            })
            .collect()
    }

    /// The node the apples leave and the edge they go down (a tree's edge is named by the
    /// child it leads to).
    fn move_parts(&self, play: &str) -> Vec<(&'static str, &'static str, String)> {
        let Ok(m) = self.game.parse_move(play) else {
            return Vec::new();
        };
        let mut parts = vec![("tree-node", "id", (m.node + 1).to_string())];
        parts.extend(m.to.map(|c| ("tree-edge", "to", (c + 1).to_string())));
        parts
    }

    fn question(&self, step: usize) -> Option<super::quiz::Question> {
        self.quiz_question(step)
    }
}

#[cfg(test)]
mod tests;
