//! The `graph-sum` lesson: tokens on a directed acyclic graph, each vertex's SG value step by
//! step, the XOR of the tokens' values, and play (`moves=FROM-TO`).

use super::dag_walk::{sum_walk, DagWalk, SumWalk};
use super::{
    bad_format, move_error, parse_u64, parse_u64_list, split_moves, Facts, InputField, ParamError,
    PlayInfo, Query, ViewLink, Walkthrough, MAX_LISTED_MOVES,
};
use crate::figure::Figure;
use crate::games::graph::{cycle_text, winning_moves, Dag, GraphError};
use crate::i18n::{tr, trf, Lang, Msg, Phrase};
use crate::sg::sum::MAX_SUM_POSITIONS;
use crate::sg::Game;

use std::collections::VecDeque;

/// Largest graph the lesson accepts (the judge's limits).
pub const MAX_VERTICES: u64 = 100_000;
/// Most positions drawn; the rest are computed but not drawn.
pub const MAX_DRAWN: usize = 1_000;

/// A validated graph-sum lesson at its current position.
pub struct GraphSumLesson {
    n: usize,
    edges: Vec<(usize, usize)>,
    dag: Dag,
    sg: Vec<u64>,
    start_tokens: Vec<usize>,
    tokens: Vec<usize>,
    history: Vec<String>,
    /// The drawn part: global vertex of each drawn node, and the walkthrough over it.
    drawn: Vec<usize>,
    local: Vec<Option<usize>>,
    walk: DagWalk,
    /// With `view=game`: the DAG of the whole sum and each token's (SG, vertex), or `None`
    /// inside when the sum has too many positions to draw.
    sum: Option<Option<SumWalk>>,
}

/// The graph as a game for one token.
struct OnGraph<'a>(&'a Dag);

impl Game for OnGraph<'_> {
    type Position = usize;
    fn moves(&self, v: &usize) -> Vec<usize> {
        self.0.successors(*v).to_vec()
    }
}

/// A graph read from a pasted judge input (0-based vertices).
pub struct JudgeGraph {
    /// Number of vertices.
    pub n: usize,
    /// Edges (x, y).
    pub edges: Vec<(usize, usize)>,
    /// The vertices the tokens stand on.
    pub tokens: Vec<usize>,
}

/// A graph pasted in the `graph-sum` judge format: `n m k`, m lines `x y`, k token vertices.
/// Recognised when the text has no `-` or `,` and its first line holds exactly three numbers;
/// then errors name the line.
pub fn parse_judge_graph(text: &str) -> Option<Result<JudgeGraph, ParamError>> {
    if text.contains(['-', ',', '→']) {
        return None;
    }
    let first = text.lines().find(|l| !l.trim().is_empty())?;
    if first.split_whitespace().count() != 3
        || first.split_whitespace().any(|t| t.parse::<u64>().is_err())
    {
        return None;
    }
    let mut tokens = text
        .lines()
        .enumerate()
        .flat_map(|(i, l)| l.split_whitespace().map(move |t| (i + 1, t)));
    let last_line = text.lines().count().max(1);
    let mut next = |what: &str, lo: usize, hi: usize| -> Result<usize, ParamError> {
        let fail = |line: usize, reason: Phrase| {
            ParamError::because(
                "edges",
                Msg::ExpectJudgeLine,
                vec![line.to_string()],
                reason,
            )
        };
        match tokens.next() {
            None => Err(fail(
                last_line,
                Phrase::msg(Msg::JudgeEnds, vec![what.to_string()]),
            )),
            Some((line, t)) => match t.parse::<usize>() {
                Ok(v) if v >= lo && v <= hi => Ok(v),
                _ => Err(fail(
                    line,
                    Phrase::msg(
                        Msg::JudgeExpectNumber,
                        vec![
                            what.to_string(),
                            lo.to_string(),
                            hi.to_string(),
                            t.to_string(),
                        ],
                    ),
                )),
            },
        }
    };
    let parsed = (|| {
        let n = next("n", 1, MAX_VERTICES as usize)?;
        let m = next("m", 0, 200_000)?;
        let k = next("k", 1, 1000)?;
        let mut edges = Vec::with_capacity(m);
        for i in 0..m {
            let x = next(&format!("x of edge {}", i + 1), 1, n)?;
            let y = next(&format!("y of edge {}", i + 1), 1, n)?;
            edges.push((x - 1, y - 1));
        }
        let mut on = Vec::with_capacity(k);
        for i in 0..k {
            on.push(next(&format!("token {}", i + 1), 1, n)? - 1);
        }
        Ok(JudgeGraph {
            n,
            edges,
            tokens: on,
        })
    })();
    Some(parsed.and_then(|graph| match tokens.next() {
        Some((line, t)) => Err(ParamError::because(
            "edges",
            Msg::ExpectJudgeLine,
            vec![line.to_string()],
            Phrase::msg(Msg::JudgeExtra, vec![t.to_string()]),
        )),
        None => Ok(graph),
    }))
}

/// Parses an edge list: `x-y` items separated by commas or new lines, or `x y` lines.
pub fn parse_edges(text: &str, n: usize) -> Result<Vec<(usize, usize)>, ParamError> {
    let mut edges = Vec::new();
    let items: Vec<&str> = text
        .split([',', '\n', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    for (i, item) in items.iter().enumerate() {
        let normal = item.replace("->", "-").replace('→', "-");
        let parts: Vec<&str> = normal
            .split(|c: char| c == '-' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        let bad = || {
            ParamError::new(
                "edges",
                Msg::ExpectEdge,
                vec![(i + 1).to_string(), item.to_string(), n.to_string()],
            )
        };
        if parts.len() != 2 {
            return Err(bad());
        }
        let x: usize = parts[0].parse().map_err(|_| bad())?;
        let y: usize = parts[1].parse().map_err(|_| bad())?;
        if x == 0 || y == 0 || x > n || y > n {
            return Err(bad());
        }
        edges.push((x - 1, y - 1));
    }
    Ok(edges)
}

impl GraphSumLesson {
    /// The lesson for a link query (missing parameters take the example).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        // A whole judge input pasted into the edges box brings its own n and tokens.
        let (n, edges, judge_tokens) = match q.get("edges").and_then(parse_judge_graph) {
            Some(parsed) => {
                let JudgeGraph { n, edges, tokens } = parsed?;
                (n, edges, Some(tokens))
            }
            None => {
                let n = parse_u64("n", q.get("n").unwrap_or("5"), 1, MAX_VERTICES)? as usize;
                let default = if q.get("n").is_some() {
                    ""
                } else {
                    "1-2,1-3,2-4,3-4,4-5"
                };
                (n, parse_edges(q.get("edges").unwrap_or(default), n)?, None)
            }
        };
        let dag = Dag::new(n, &edges).map_err(|e| match e {
            GraphError::Cycle(c) => {
                ParamError::new("edges", Msg::EdgesCycle, vec![cycle_text(&c, " → ")])
            }
            GraphError::VertexOutOfRange(i, _) => ParamError::new(
                "edges",
                Msg::ExpectEdge,
                vec![(i + 1).to_string(), String::new(), n.to_string()],
            ),
        })?;
        let tokens: Vec<usize> = match judge_tokens {
            Some(t) => t,
            None => parse_u64_list(
                "tokens",
                q.get("tokens").unwrap_or("1,3"),
                "1,3",
                1,
                n as u64,
                1000,
            )?
            .into_iter()
            .map(|v| v as usize - 1)
            .collect(),
        };
        let sg = dag.sg_values();
        let mut lesson = GraphSumLesson {
            n,
            edges,
            dag,
            sg,
            start_tokens: tokens.clone(),
            tokens,
            history: Vec::new(),
            drawn: Vec::new(),
            local: Vec::new(),
            walk: DagWalk::new(Vec::new(), Vec::new(), Vec::new()),
            sum: None,
        };
        for (i, m) in split_moves(q.get("moves")).iter().enumerate() {
            let (token, to) = lesson.parse_move(m).map_err(|r| move_error(i, m, r))?;
            lesson.tokens[token] = to;
            lesson.history.push(m.clone());
        }
        lesson.draw_part();
        if q.get("view") == Some("game") {
            let tokens = &lesson.tokens;
            lesson.sum = Some(sum_walk(&OnGraph(&lesson.dag), tokens, |v| {
                (v + 1).to_string()
            }));
        }
        Ok(lesson)
    }

    /// Chooses the drawn part: everything when small, else a breadth-first ball around the
    /// starting tokens (fixed while playing, so the layout does not jump).
    fn draw_part(&mut self) {
        let mut drawn = Vec::new();
        let mut local = vec![None; self.n];
        if self.n <= MAX_DRAWN {
            drawn = (0..self.n).collect();
        } else {
            let mut queue: VecDeque<usize> = self.start_tokens.iter().copied().collect();
            while let Some(v) = queue.pop_front() {
                if local[v].is_some() || drawn.len() >= MAX_DRAWN {
                    continue;
                }
                local[v] = Some(drawn.len());
                drawn.push(v);
                queue.extend(self.dag.successors(v).iter().copied());
            }
        }
        for (i, &v) in drawn.iter().enumerate() {
            local[v] = Some(i);
        }
        let edges: Vec<(usize, usize)> = drawn
            .iter()
            .flat_map(|&v| self.dag.successors(v).iter().map(move |&w| (v, w)))
            .filter_map(|(v, w)| Some((local[v]?, local[w]?)))
            .collect();
        let labels = drawn.iter().map(|v| (v + 1).to_string()).collect();
        let sg = drawn.iter().map(|&v| self.sg[v]).collect();
        self.walk = DagWalk::new(labels, edges, sg);
        self.drawn = drawn;
        self.local = local;
    }

    fn parse_move(&self, text: &str) -> Result<(usize, usize), Phrase> {
        let bad = || bad_format(Msg::NotationGraph);
        let (a, b) = text.split_once('-').ok_or_else(bad)?;
        let from: usize = a.trim().parse().map_err(|_| bad())?;
        let to: usize = b.trim().parse().map_err(|_| bad())?;
        if from == 0 || to == 0 || from > self.n || to > self.n {
            return Err(bad());
        }
        let token = self
            .tokens
            .iter()
            .position(|&t| t == from - 1)
            .ok_or_else(|| Phrase::msg(Msg::MoveNoToken, vec![from.to_string()]))?;
        if !self.dag.successors(from - 1).contains(&(to - 1)) {
            return Err(Phrase::msg(
                Msg::MoveNoEdge,
                vec![from.to_string(), to.to_string()],
            ));
        }
        Ok((token, to - 1))
    }

    fn nim_sum(&self) -> u64 {
        self.tokens.iter().fold(0, |acc, &v| acc ^ self.sg[v])
    }

    fn winning(&self) -> Vec<String> {
        winning_moves(&self.dag, &self.sg, &self.tokens)
            .iter()
            .map(|m| format!("{}-{}", self.tokens[m.token] + 1, m.to + 1))
            .collect()
    }

    fn caption(&self, lang: Lang) -> Option<String> {
        if let Some(None) = self.sum {
            let cap = MAX_SUM_POSITIONS.to_string();
            return Some(trf(lang, Msg::SumDagTooLarge, &[cap]));
        }
        (self.drawn.len() < self.n).then(|| {
            trf(
                lang,
                Msg::DagTruncated,
                &[self.drawn.len().to_string(), self.n.to_string()],
            )
        })
    }
}

impl Walkthrough for GraphSumLesson {
    fn step_count(&self) -> usize {
        match &self.sum {
            Some(Some((walk, _))) => walk.step_count(),
            _ => self.walk.step_count(),
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if let Some(Some((walk, parts))) = &self.sum {
            return walk.sum_figure(step, lang, parts);
        }
        let tokens: Vec<usize> = self.tokens.iter().filter_map(|&v| self.local[v]).collect();
        let mut moves: Vec<(usize, String)> = Vec::new();
        for &v in &self.tokens {
            for &w in self.dag.successors(v) {
                if let Some(lw) = self.local[w] {
                    if !moves.iter().any(|(node, _)| *node == lw) {
                        moves.push((lw, format!("{}-{}", v + 1, w + 1)));
                    }
                }
            }
        }
        self.walk.figure(
            step,
            lang,
            &tokens,
            &moves,
            tr(lang, Msg::ViewDag).to_string(),
            self.caption(lang),
        )
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if let Some(Some((walk, parts))) = &self.sum {
            return walk.sum_sentence(step, lang, parts);
        }
        if step + 1 == self.step_count() {
            let at: Vec<String> = self.tokens.iter().map(|v| (v + 1).to_string()).collect();
            let values: Vec<String> = self
                .tokens
                .iter()
                .map(|&v| self.sg[v].to_string())
                .collect();
            let x = self.nim_sum();
            let mut s = trf(
                lang,
                Msg::GraphSum,
                &[at.join(", "), values.join(" ⊕ "), x.to_string()],
            );
            s.push(' ');
            if x != 0 {
                s.push_str(&trf(lang, Msg::SumWin, &[x.to_string()]));
                if let Some(m) = self.winning().first() {
                    s.push(' ');
                    s.push_str(&trf(lang, Msg::GraphWinMove, std::slice::from_ref(m)));
                }
            } else {
                s.push_str(tr(lang, Msg::SumLose));
            }
            return s;
        }
        match self.walk.sentence(step, lang) {
            Some(s) => s,
            None => {
                let mut s = tr(lang, Msg::GraphIntro).to_string();
                if let Some(c) = self.caption(lang) {
                    s.push(' ');
                    s.push_str(&c);
                }
                s
            }
        }
    }

    fn views(&self) -> Vec<ViewLink> {
        if self.tokens.len() < 2 {
            return Vec::new();
        }
        let sum = self.sum.is_some();
        vec![
            ViewLink {
                view: "dag",
                label: Msg::ViewDag,
                args: Vec::new(),
                params: Vec::new(),
                current: !sum,
            },
            ViewLink {
                view: "game",
                label: Msg::ViewSumDag,
                args: Vec::new(),
                params: Vec::new(),
                current: sum,
            },
        ]
    }

    fn facts(&self) -> Facts {
        Facts {
            first_wins: Some(self.nim_sum() != 0),
            nim_sum: Some(self.nim_sum()),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        let edges = self
            .edges
            .iter()
            .map(|(x, y)| format!("{}-{}", x + 1, y + 1))
            .collect::<Vec<_>>()
            .join(",");
        let tokens = self
            .start_tokens
            .iter()
            .map(|v| (v + 1).to_string())
            .collect::<Vec<_>>()
            .join(",");
        vec![
            InputField::text("n", Msg::FieldVertices, self.n),
            InputField {
                param: "edges",
                label: Msg::FieldEdges,
                value: edges,
                multiline: true,
            },
            InputField {
                param: "tokens",
                label: Msg::FieldTokens,
                value: tokens,
                multiline: false,
            },
        ]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![tr(lang, Msg::WhySg).to_string()]
    }

    fn play(&self) -> Option<PlayInfo> {
        let winning = self.winning();
        let over = self
            .tokens
            .iter()
            .all(|&v| self.dag.successors(v).is_empty());
        let any = self.tokens.iter().find_map(|&v| {
            self.dag
                .successors(v)
                .first()
                .map(|&w| format!("{}-{}", v + 1, w + 1))
        });
        Some(PlayInfo {
            notation: Msg::NotationGraph,
            history: self.history.clone(),
            player_to_move: if self.history.len().is_multiple_of(2) {
                1
            } else {
                2
            },
            over,
            to_move_wins: !over && self.nim_sum() != 0,
            winning_count: winning.len(),
            winning: winning.iter().take(MAX_LISTED_MOVES).cloned().collect(),
            computer_move: if over {
                None
            } else {
                winning.first().cloned().or(any)
            },
        })
    }
}

#[cfg(test)]
mod game_view_tests;

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(q: &str) -> Result<GraphSumLesson, ParamError> {
        GraphSumLesson::from_query(&Query::parse(q))
    }

    #[test]
    fn example_values_and_verdict() {
        // 5 terminal (0); 4 → 5 (1); 2, 3 → 4 (0); 1 → 2, 3 (1). Tokens on 1 and 3: 1 ⊕ 0 = 1.
        let l = lesson("").unwrap();
        assert_eq!(l.sg, vec![1, 0, 0, 1, 0]);
        assert_eq!(l.facts().nim_sum, Some(1));
        assert_eq!(l.step_count(), 7);
        assert!(l.sentence(6, Lang::En).contains("Winning move: 1-2"));
        let svg = l.figure(3, Lang::En).to_svg();
        assert_eq!(svg.matches(r#"data-testid="dag-node""#).count(), 5);
        assert!(svg.contains(r#"data-testid="component" data-sg="1" data-index="1" data-at="1""#));
        assert!(svg.contains(r#"data-testid="component" data-sg="0" data-index="2" data-at="3""#));
    }

    #[test]
    fn edges_parse_in_both_formats_and_errors_name_the_edge() {
        assert_eq!(
            parse_edges("1-2, 2->3\n3 4", 4).unwrap(),
            vec![(0, 1), (1, 2), (2, 3)]
        );
        let e = parse_edges("1-2,2-9", 5).unwrap_err();
        assert!(e
            .message(Lang::En)
            .contains("edge 2 “2-9”: expected x-y with 1 ≤ x, y ≤ 5"));
        let e = lesson("n=3&edges=1-2,2-3,3-1&tokens=1").err().unwrap();
        assert_eq!(
            e.message(Lang::En),
            "Parameter “edges”: the edges form a cycle 2 → 3 → 1 → 2; a game graph must be acyclic"
        );
    }

    #[test]
    fn a_pasted_judge_input_brings_its_graph_and_tokens_and_errors_give_the_line() {
        let l = lesson("edges=3 2 2%0A1 2%0A2 3%0A1 3").unwrap();
        assert_eq!(
            (l.n, l.edges.clone(), l.tokens.clone()),
            (3, vec![(0, 1), (1, 2)], vec![0, 2])
        );
        // Path 1 → 2 → 3: SG 0, 1, 0 from the end: tokens on 1 and 3 give 0 ⊕ 0.
        assert_eq!(l.facts().first_wins, Some(false));
        let e = lesson("edges=3 2 1%0A1 2%0A2 9%0A1").err().unwrap();
        assert_eq!(e.message(Lang::En), "Parameter “edges”: judge input, line 3: expected y of edge 2 (a whole number from 1 to 3), found “9”");
        let e = lesson("edges=3 1 1%0A1 2%0A1 2").err().unwrap();
        assert!(e.message(Lang::En).contains("line 3: extra token “2”"));
        assert!(lesson("edges=3 1 1%0A1 2")
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("the input ends where token 1 was expected"));
    }

    #[test]
    fn moves_slide_tokens_along_edges_only() {
        let l = lesson("moves=1-2").unwrap();
        assert_eq!(l.tokens, vec![1, 2]);
        assert_eq!(l.facts().nim_sum, Some(0));
        assert!(lesson("moves=1-4")
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("there is no arrow 1 → 4"));
        assert!(lesson("moves=5-4")
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("no token stands on vertex 5"));
    }

    #[test]
    fn a_large_graph_draws_a_capped_part_around_the_tokens() {
        let n = 5000;
        let edges: Vec<String> = (1..n).map(|i| format!("{i}-{}", i + 1)).collect();
        let l = lesson(&format!("n={n}&edges={}&tokens=1", edges.join(","))).unwrap();
        assert_eq!(l.drawn.len(), MAX_DRAWN);
        assert!(l
            .sentence(0, Lang::En)
            .contains("Showing 1000 of 5000 positions"));
        assert_eq!(l.facts().first_wins, Some((n - 1) % 2 == 1));
    }
}
