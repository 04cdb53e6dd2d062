//! Games on a directed acyclic graph and their sums: a token slides along one edge per move;
//! with several tokens a move slides one of them. SG values come in reverse topological order
//! (Kahn's algorithm, no recursion); a cycle is refused and named.

pub mod judge;

use super::bad_format;
use super::Game;
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::KeySort;

/// A validated directed acyclic graph on vertices 0..n, stored compactly: the successors of
/// v are `targets[offsets[v]..offsets[v + 1]]` (two arrays, not one allocation per vertex).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dag {
    offsets: Vec<usize>,
    targets: Vec<usize>,
    /// Vertices in topological order (every edge goes from earlier to later).
    topo: Vec<usize>,
}

/// Why an edge list is not a DAG.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GraphError {
    /// An edge names a vertex outside 0..n: (edge index, vertex).
    VertexOutOfRange(usize, usize),
    /// The graph has a cycle; the vertices along it, in order (the first follows the last).
    Cycle(Vec<usize>),
}

impl Dag {
    /// Validates `edges` (x → y, 0-based) on `n` vertices.
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Result<Dag, GraphError> {
        let mut offsets = vec![0usize; n + 1];
        // u32 counts: half the memory of usize, so the randomly indexed array stays in cache
        // (n ≤ 10^5 in the judge; a vertex's in-degree is at most the edge count).
        let mut indegree = vec![0u32; n];
        for (i, &(x, y)) in edges.iter().enumerate() {
            for v in [x, y] {
                if v >= n {
                    return Err(GraphError::VertexOutOfRange(i, v));
                }
            }
            offsets[x + 1] += 1;
            indegree[y] += 1;
        }
        // offsets[v + 1] becomes the end of v's list; filling each list from its end moves it
        // down to the start, so no separate cursor array is needed.
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut targets = vec![0usize; edges.len()];
        for &(x, y) in edges.iter().rev() {
            offsets[x + 1] -= 1;
            targets[offsets[x + 1]] = y;
        }
        // Now offsets[v + 1] is the start of v's list; shift them into place.
        for v in 0..n {
            offsets[v] = offsets[v + 1];
        }
        offsets[n] = edges.len();
        let mut topo: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
        let mut head = 0;
        while head < topo.len() {
            let v = topo[head];
            head += 1;
            for &w in &targets[offsets[v]..offsets[v + 1]] {
                indegree[w] -= 1;
                if indegree[w] == 0 {
                    topo.push(w);
                }
            }
        }
        if topo.len() < n {
            // Only a refused graph needs its predecessor lists.
            let mut predecessors = vec![Vec::new(); n];
            for &(x, y) in edges {
                predecessors[y].push(x);
            }
            return Err(GraphError::Cycle(find_cycle(&predecessors, &indegree)));
        }
        // Each successor list sorted and without repeats, compacted in place.
        let mut write = 0;
        for v in 0..n {
            let (start, end) = (offsets[v], offsets[v + 1]);
            if end - start > 1 {
                targets[start..end].key_sort();
            }
            offsets[v] = write;
            for k in start..end {
                if k == start || targets[k] != targets[k - 1] {
                    targets[write] = targets[k];
                    write += 1;
                }
            }
        }
        offsets[n] = write;
        targets.truncate(write);
        Ok(Dag {
            offsets,
            targets,
            topo,
        })
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.topo.len()
    }

    /// Number of distinct edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.topo.is_empty()
    }

    /// The vertices one move away from `v`, ascending (none for a vertex outside the graph).
    pub fn successors(&self, v: usize) -> &[usize] {
        match (self.offsets.get(v), self.offsets.get(v + 1)) {
            (Some(&a), Some(&b)) => self.targets.get(a..b).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// SG value of every vertex: the mex of its successors', taken in reverse topological order.
    /// `stamp[g] == v + 1` marks the value g as reached from v, so nothing is cleared between
    /// vertices; SG(v) ≤ out-degree ≤ n, so n + 1 stamps are enough.
    pub fn sg_values(&self) -> Vec<u64> {
        let n = self.len();
        let mut sg = vec![0u64; n];
        let mut stamp = vec![0usize; n + 2];
        for &v in self.topo.iter().rev() {
            for &w in self.successors(v) {
                if let Some(s) = stamp.get_mut(sg[w] as usize) {
                    *s = v + 1;
                }
            }
            let mut g = 0;
            while stamp.get(g) == Some(&(v + 1)) {
                g += 1;
            }
            sg[v] = g as u64;
        }
        sg
    }
}

/// A cycle written 1-based and closed, e.g. `2 → 3 → 1 → 2` with `arrow` = " → ". A long
/// cycle keeps its first and last few vertices and says how long it is, so that a refusal
/// stays one readable line.
pub fn cycle_text(cycle: &[usize], arrow: &str) -> String {
    let name = |v: &usize| (v + 1).to_string();
    let closed: Vec<String> = cycle.iter().chain(cycle.first()).map(name).collect();
    if closed.len() <= 12 {
        return closed.join(arrow);
    }
    let head = closed[..6].join(arrow);
    let tail = closed[closed.len() - 3..].join(arrow);
    format!("{head}{arrow}…{arrow}{tail} ({} vertices)", cycle.len())
}

/// A cycle among the vertices Kahn's algorithm could not remove (indegree still positive):
/// each of them has a predecessor among them, so walking predecessors must repeat a vertex.
fn find_cycle(predecessors: &[Vec<usize>], indegree: &[u32]) -> Vec<usize> {
    let stuck = |v: usize| indegree[v] > 0;
    let Some(start) = (0..indegree.len()).find(|&v| stuck(v)) else {
        return Vec::new();
    };
    let mut position_in_walk = vec![usize::MAX; indegree.len()];
    let mut walk = Vec::new();
    let mut v = start;
    while position_in_walk[v] == usize::MAX {
        position_in_walk[v] = walk.len();
        walk.push(v);
        // A stuck vertex always has a stuck predecessor (else its indegree would have reached 0).
        match predecessors[v].iter().copied().find(|&u| stuck(u)) {
            Some(u) => v = u,
            None => return walk,
        }
    }
    let mut cycle = walk[position_in_walk[v]..].to_vec();
    cycle.reverse();
    cycle
}

/// A token move in a sum of graph games: token `token` (0-based) slides to vertex `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TokenMove {
    /// Index of the token that moves.
    pub token: usize,
    /// The vertex it moves to.
    pub to: usize,
}

/// Every winning move for tokens at `tokens`, given the SG values.
pub fn winning_moves(dag: &Dag, sg: &[u64], tokens: &[usize]) -> Vec<TokenMove> {
    let x = tokens.iter().fold(0, |acc, &v| acc ^ sg[v]);
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (token, &v) in tokens.iter().enumerate() {
        let target = sg[v] ^ x;
        for &to in dag.successors(v) {
            if sg[to] == target {
                moves.push(TokenMove { token, to });
            }
        }
    }
    moves
}

/// A sum of graph games being played: the DAG, its SG values and where the tokens stand.
#[derive(Clone)]
pub struct GraphGame {
    /// The graph (shared: a search clones the game at every position it visits).
    pub dag: std::rc::Rc<Dag>,
    /// SG value of every vertex (shared, as the graph).
    pub sg: std::rc::Rc<[u64]>,
    /// The vertex of each token.
    pub tokens: Vec<usize>,
    /// How many tokens still have a move (kept with each move: the end is known in O(1)).
    movable: usize,
}

impl GraphGame {
    /// The game with tokens at `tokens` (vertices of `dag`).
    pub fn new(dag: Dag, tokens: Vec<usize>) -> GraphGame {
        let sg = dag.sg_values();
        let movable = tokens
            .iter()
            .filter(|&&v| !dag.successors(v).is_empty())
            .count();
        GraphGame {
            dag: std::rc::Rc::new(dag),
            sg: sg.into(),
            tokens,
            movable,
        }
    }

    /// The nim-sum of the tokens' SG values.
    pub fn nim_sum(&self) -> u64 {
        self.tokens
            .iter()
            .fold(0, |acc, &v| acc ^ self.sg.get(v).copied().unwrap_or(0))
    }
}

impl Game for GraphGame {
    type Move = TokenMove;

    fn notation(&self) -> Msg {
        Msg::NotationGraph
    }

    fn parse_move(&self, text: &str) -> Result<TokenMove, Phrase> {
        let bad = || bad_format(Msg::NotationGraph);
        let n = self.dag.len();
        let (a, b) = text.split_once('-').ok_or_else(bad)?;
        let from: usize = a.trim().parse().map_err(|_| bad())?;
        let to: usize = b.trim().parse().map_err(|_| bad())?;
        if from == 0 || to == 0 || from > n || to > n {
            return Err(bad());
        }
        let token = self
            .tokens
            .iter()
            .position(|&t| t == from - 1)
            .ok_or_else(|| {
                phrase!(MoveNoToken {
                    vertex: from.to_string()
                })
            })?;
        if !self.dag.successors(from - 1).contains(&(to - 1)) {
            return Err(phrase!(MoveNoEdge {
                from: from.to_string(),
                to: to.to_string()
            }));
        }
        Ok(TokenMove { token, to: to - 1 })
    }

    fn format_move(&self, m: &TokenMove) -> String {
        let from = self.tokens.get(m.token).copied().unwrap_or(0);
        format!("{}-{}", from + 1, m.to + 1)
    }

    /// Moves one token: O(1).
    fn apply(&mut self, m: &TokenMove) {
        if let Some(t) = self.tokens.get_mut(m.token) {
            *t = m.to;
            if self.dag.successors(m.to).is_empty() {
                self.movable = self.movable.saturating_sub(1);
            }
        }
    }

    fn over(&self) -> bool {
        self.movable == 0
    }

    fn to_move_wins(&self) -> bool {
        !self.over() && self.nim_sum() != 0
    }

    fn legal_moves(&self) -> Vec<TokenMove> {
        self.tokens
            .iter()
            .enumerate()
            .flat_map(|(token, &v)| {
                self.dag
                    .successors(v)
                    .iter()
                    .map(move |&to| TokenMove { token, to })
            })
            .collect()
    }

    fn winning_moves(&self) -> Vec<TokenMove> {
        winning_moves(&self.dag, &self.sg, &self.tokens)
    }

    fn fallback_move(&self) -> Option<TokenMove> {
        self.tokens.iter().enumerate().find_map(|(token, &v)| {
            self.dag
                .successors(v)
                .first()
                .map(|&to| TokenMove { token, to })
        })
    }

    /// The tokens as a multiset (tokens on one DAG are alike).
    fn position_key(&self) -> Option<Vec<u64>> {
        Some(super::sorted_key(self.tokens.iter().map(|&t| t as u64)))
    }

    fn deciding_value(&self) -> Option<super::Deciding> {
        Some(super::Deciding::nim_sum(self.nim_sum()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::{MoveGraph, SgSearch};
    use std::collections::BTreeSet;

    struct Tokens<'a>(&'a [Vec<usize>]);
    impl MoveGraph for Tokens<'_> {
        type Position = Vec<usize>;
        fn moves(&self, p: &Vec<usize>) -> Vec<Vec<usize>> {
            let mut out = Vec::new();
            for i in 0..p.len() {
                for &w in &self.0[p[i]] {
                    let mut n = p.clone();
                    n[i] = w;
                    out.push(n);
                }
            }
            out
        }
    }

    /// Every DAG on `n` vertices whose edges go from lower to higher index (all DAGs up to
    /// relabelling), as edge lists.
    fn all_forward_dags(n: usize) -> Vec<Vec<(usize, usize)>> {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        (0u32..1 << pairs.len())
            .map(|mask| {
                pairs
                    .iter()
                    .enumerate()
                    .filter(|(b, _)| mask >> b & 1 == 1)
                    .map(|(_, e)| *e)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn sums_of_two_tokens_match_exhaustive_search_on_every_dag_with_five_vertices() {
        for edges in all_forward_dags(5) {
            let dag = Dag::new(5, &edges).unwrap();
            let sg = dag.sg_values();
            let adj: Vec<Vec<usize>> = (0..5).map(|v| dag.successors(v).to_vec()).collect();
            let game = Tokens(&adj);
            let mut search = SgSearch::new(&game, 1 << 16);
            for a in 0..5 {
                assert_eq!(search.sg(&vec![a]).unwrap(), sg[a]);
                for b in 0..5 {
                    let tokens = vec![a, b];
                    let brute = search.sg(&tokens).unwrap();
                    assert_eq!(brute, sg[a] ^ sg[b], "{edges:?} {tokens:?}");
                    let expected: BTreeSet<TokenMove> = (0..2)
                        .flat_map(|t| {
                            adj[tokens[t]]
                                .iter()
                                .map(move |&to| TokenMove { token: t, to })
                        })
                        .filter(|m| {
                            let mut n = tokens.clone();
                            n[m.token] = m.to;
                            search.sg(&n).unwrap() == 0
                        })
                        .collect();
                    let got: BTreeSet<_> = winning_moves(&dag, &sg, &tokens).into_iter().collect();
                    assert_eq!(got, expected);
                }
            }
        }
    }

    #[test]
    fn a_cycle_is_refused_and_named_in_order() {
        // 0 → 1 → 2 → 3 → 1, plus 3 → 4.
        let err = Dag::new(5, &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)]).unwrap_err();
        let GraphError::Cycle(c) = err else {
            panic!("expected a cycle")
        };
        assert_eq!(c.len(), 3);
        for i in 0..3 {
            let (x, y) = (c[i], c[(i + 1) % 3]);
            assert!([(1, 2), (2, 3), (3, 1)].contains(&(x, y)), "{c:?}");
        }
        assert_eq!(Dag::new(2, &[(1, 1)]), Err(GraphError::Cycle(vec![1])));
        assert_eq!(
            Dag::new(2, &[(0, 2)]),
            Err(GraphError::VertexOutOfRange(0, 2))
        );
    }

    #[test]
    fn a_path_of_a_hundred_thousand_vertices_is_fine() {
        let n = 100_000;
        let edges: Vec<_> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let sg = Dag::new(n, &edges).unwrap().sg_values();
        assert_eq!(sg[0], ((n - 1) % 2) as u64);
    }
}
