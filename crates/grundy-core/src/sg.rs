//! Generic Sprague–Grundy machinery: mex, memoised SG and outcome search over any game given
//! by its move function, and extraction of the reachable-position DAG for the views.
//!
//! The searches are iterative (an explicit stack instead of recursion) so that a chain of
//! 10^5 positions is as safe as a chain of ten: a stack overflow in wasm kills the page.

use std::collections::HashMap;
use std::hash::Hash;

pub mod sum;

/// Minimum excludant: the smallest non-negative integer not among `values`. Of n values the
/// mex is at most n, so one mark per value below n finds it without sorting.
pub fn mex<I: IntoIterator<Item = u64>>(values: I) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    let n = values.len();
    let mut seen = vec![false; n];
    for v in values {
        if v < n as u64 {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(n) as u64
}

/// A game given by its positions and moves. Positions must form a DAG (every play ends).
pub trait MoveGraph {
    /// One position of the game.
    type Position: Clone + Eq + Hash;
    /// The positions reachable in one move from `position` (empty when it is terminal).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// An error from a search: the game was not finite within the limit, or had a cycle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SearchError {
    /// More than the allowed number of distinct positions were reached.
    TooManyPositions(usize),
    /// A position was reached again while it was still being expanded.
    Cycle,
}

/// Memoised evaluation of a value per position from the values of its successors.
/// `combine(position, successor_values)` gives the position's value.
fn evaluate<G: MoveGraph, V: Copy>(
    game: &G,
    start: &G::Position,
    limit: usize,
    memo: &mut HashMap<G::Position, V>,
    combine: &dyn Fn(&G::Position, &[V]) -> V,
) -> Result<V, SearchError> {
    if let Some(v) = memo.get(start) {
        return Ok(*v);
    }
    // Each frame holds a position and its successors; a frame is finished once every
    // successor has a value. `on_stack` detects cycles.
    let mut on_stack: HashMap<G::Position, ()> = HashMap::new();
    let mut stack: Vec<(G::Position, Vec<G::Position>)> = Vec::new();
    on_stack.insert(start.clone(), ());
    stack.push((start.clone(), game.moves(start)));
    while let Some((position, successors)) = stack.last() {
        let pending = successors.iter().find(|s| !memo.contains_key(*s)).cloned();
        match pending {
            Some(next) => {
                if on_stack.contains_key(&next) {
                    return Err(SearchError::Cycle);
                }
                if memo.len() + stack.len() >= limit {
                    return Err(SearchError::TooManyPositions(limit));
                }
                let next_moves = game.moves(&next);
                on_stack.insert(next.clone(), ());
                stack.push((next, next_moves));
            }
            None => {
                let values: Vec<V> = successors
                    .iter()
                    .filter_map(|s| memo.get(s).copied())
                    .collect();
                let value = combine(position, &values);
                let position = position.clone();
                stack.pop();
                on_stack.remove(&position);
                memo.insert(position, value);
            }
        }
    }
    memo.get(start).copied().ok_or(SearchError::Cycle)
}

/// Sprague–Grundy values by exhaustive memoised search (normal play: no move loses).
pub struct SgSearch<'g, G: MoveGraph> {
    game: &'g G,
    limit: usize,
    memo: HashMap<G::Position, u64>,
}

impl<'g, G: MoveGraph> SgSearch<'g, G> {
    /// A search over `game` that refuses to visit more than `limit` distinct positions.
    pub fn new(game: &'g G, limit: usize) -> Self {
        SgSearch {
            game,
            limit,
            memo: HashMap::new(),
        }
    }

    /// The SG value of `position`.
    pub fn sg(&mut self, position: &G::Position) -> Result<u64, SearchError> {
        evaluate(
            self.game,
            position,
            self.limit,
            &mut self.memo,
            &|_, vals: &[u64]| mex(vals.iter().copied()),
        )
    }
}

/// Win/lose by exhaustive memoised search, for rules the SG theorem does not cover directly
/// (misère play): `terminal_wins` says whether the player to move at a terminal position wins.
pub struct OutcomeSearch<'g, G: MoveGraph> {
    game: &'g G,
    limit: usize,
    terminal_wins: bool,
    memo: HashMap<G::Position, bool>,
}

impl<'g, G: MoveGraph> OutcomeSearch<'g, G> {
    /// A search with the given terminal rule and position limit.
    pub fn new(game: &'g G, terminal_wins: bool, limit: usize) -> Self {
        OutcomeSearch {
            game,
            limit,
            terminal_wins,
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move at `position` wins with best play.
    pub fn wins(&mut self, position: &G::Position) -> Result<bool, SearchError> {
        let terminal_wins = self.terminal_wins;
        let game = self.game;
        evaluate(
            game,
            position,
            self.limit,
            &mut self.memo,
            &|p, vals: &[bool]| {
                if game.moves(p).is_empty() {
                    terminal_wins
                } else {
                    vals.iter().any(|w| !w)
                }
            },
        )
    }

    /// The successors of `position` that leave the opponent losing.
    pub fn winning_moves(
        &mut self,
        position: &G::Position,
    ) -> Result<Vec<G::Position>, SearchError> {
        let mut out = Vec::new();
        for next in self.game.moves(position) {
            if !self.wins(&next)? {
                out.push(next);
            }
        }
        Ok(out)
    }
}

/// The reachable-position DAG of a game, as drawn by the views.
#[derive(Debug, Clone, PartialEq)]
pub struct PositionDag<P> {
    /// Positions, the start first, in breadth-first order.
    pub nodes: Vec<P>,
    /// SG value of each node (same order as `nodes`).
    pub sg: Vec<u64>,
    /// Moves as (from, to) indices into `nodes`.
    pub edges: Vec<(usize, usize)>,
}

/// The positions reachable from `start`, with their SG values, or `Err` when more than
/// `cap` positions are reachable (the views then show a message and a smaller example).
pub fn extract_dag<G: MoveGraph>(
    game: &G,
    start: &G::Position,
    cap: usize,
) -> Result<PositionDag<G::Position>, SearchError> {
    let mut index: HashMap<G::Position, usize> = HashMap::new();
    let mut nodes = vec![start.clone()];
    let mut successors: Vec<Vec<usize>> = Vec::new();
    index.insert(start.clone(), 0);
    let mut next = 0;
    // last_from[id] == next + 1 when id is already a successor of node `next`: each duplicate
    // move is dropped in O(1), not by searching the successor list.
    let mut last_from: Vec<usize> = vec![0];
    while next < nodes.len() {
        let mut out = Vec::new();
        for m in game.moves(&nodes[next]) {
            let id = match index.get(&m) {
                Some(id) => *id,
                None => {
                    if nodes.len() >= cap {
                        return Err(SearchError::TooManyPositions(cap));
                    }
                    index.insert(m.clone(), nodes.len());
                    nodes.push(m);
                    last_from.push(0);
                    nodes.len() - 1
                }
            };
            if let Some(mark) = last_from.get_mut(id) {
                if *mark != next + 1 {
                    *mark = next + 1;
                    out.push(id);
                }
            }
        }
        successors.push(out);
        next += 1;
    }
    let mut search = SgSearch::new(game, cap.saturating_mul(2).max(16));
    let mut sg = Vec::with_capacity(nodes.len());
    for p in &nodes {
        sg.push(search.sg(p)?);
    }
    let edges = successors
        .iter()
        .enumerate()
        .flat_map(|(from, outs)| outs.iter().map(move |&to| (from, to)))
        .collect();
    Ok(PositionDag { nodes, sg, edges })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Take 1 or 2 from a single pile: SG(n) = n mod 3.
    struct TakeOneOrTwo;
    impl MoveGraph for TakeOneOrTwo {
        type Position = u64;
        fn moves(&self, p: &u64) -> Vec<u64> {
            (1..=2).filter(|t| *t <= *p).map(|t| p - t).collect()
        }
    }

    #[test]
    fn mex_examples_from_the_notes() {
        assert_eq!(mex([1, 2, 3]), 0);
        assert_eq!(mex([0, 2]), 1);
        assert_eq!(mex([]), 0);
        assert_eq!(mex([3, 0, 1, 1, 2]), 4);
    }

    /// Every sequence of up to 5 values in 0..7 (repeats, any order, values past the mex):
    /// the mex is the smallest number the sequence lacks.
    #[test]
    fn mex_is_the_smallest_number_missing_on_every_small_sequence() {
        for len in 0..=5u32 {
            for code in 0..7u64.pow(len) {
                let v: Vec<u64> = (0..len).map(|i| code / 7u64.pow(i) % 7).collect();
                let lacking = (0..).find(|k| !v.contains(k)).unwrap();
                assert_eq!(mex(v.iter().copied()), lacking, "{v:?}");
            }
        }
    }

    #[test]
    fn sg_of_a_chain_of_a_hundred_thousand_positions_does_not_overflow_the_stack() {
        let mut search = SgSearch::new(&TakeOneOrTwo, 1_000_000);
        assert_eq!(search.sg(&100_000).unwrap(), 100_000 % 3);
        for n in 0..50 {
            assert_eq!(search.sg(&n).unwrap(), n % 3);
        }
    }

    #[test]
    fn search_limit_is_reported_not_exceeded() {
        let mut search = SgSearch::new(&TakeOneOrTwo, 10);
        assert_eq!(search.sg(&1000), Err(SearchError::TooManyPositions(10)));
    }

    struct Cyclic;
    impl MoveGraph for Cyclic {
        type Position = u8;
        fn moves(&self, p: &u8) -> Vec<u8> {
            vec![(p + 1) % 3]
        }
    }

    #[test]
    fn a_cycle_is_an_error() {
        assert_eq!(SgSearch::new(&Cyclic, 100).sg(&0), Err(SearchError::Cycle));
    }

    #[test]
    fn dag_extraction_lists_every_reachable_position_with_its_sg() {
        let dag = extract_dag(&TakeOneOrTwo, &4, 100).unwrap();
        assert_eq!(dag.nodes, vec![4, 3, 2, 1, 0]);
        assert_eq!(dag.sg, vec![1, 0, 2, 1, 0]);
        assert_eq!(dag.edges.len(), 7);
        assert!(extract_dag(&TakeOneOrTwo, &400, 100).is_err());
    }

    #[test]
    fn misere_outcome_of_one_stone_is_a_loss() {
        let mut s = OutcomeSearch::new(&TakeOneOrTwo, true, 100);
        assert!(!s.wins(&1).unwrap());
        assert!(s.wins(&0).unwrap());
        assert!(s.wins(&2).unwrap());
    }
}
