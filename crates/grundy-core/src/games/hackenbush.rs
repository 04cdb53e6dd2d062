//! Green Hackenbush: a picture of edges standing on the ground (vertex 0); a move cuts one
//! edge, and whatever no longer reaches the ground falls away. Its value in linear time by the
//! two principles of the theory (Berlekamp, Conway and Guy, *Winning Ways*, ch. 7):
//!
//! - **Fusion**: the vertices of a cycle may be fused into one without changing the value;
//!   the cycle's edges become loops there, and a loop is worth a stalk of length 1. Fusing
//!   every cycle turns each 2-edge-connected block into a single vertex carrying one loop per
//!   edge of the block, and the bridges between blocks into a tree rooted at the ground's block.
//! - **Colon**: the branches at a vertex may be replaced by one stalk whose length is the XOR
//!   of theirs; a branch hanging from a vertex by a bridge to a part worth `v` is a stalk of
//!   length `1 + v`.
//!
//! So the value of a fused block is the parity of its edges (loops included) XOR `1 + v` over
//! the blocks hanging from it by a bridge, and the picture's value is its ground block's.
//! Bridges are found by one iterative depth-first search (low links, parallel edges told apart
//! by their index, so a doubled edge is a cycle of two); nothing recurses, so a chain of 10^5
//! edges is as safe as a short one. The tests compare it with exhaustive search over every
//! picture of up to seven edges on five vertices.

use super::{bad_format, Game};
use crate::i18n::{Msg, Phrase};
use crate::phrase;

/// The largest vertex number a picture may name (the judge's limit).
pub const MAX_VERTEX: u32 = 100_000;

/// An edge between two vertices, in the order written (`a == b`: a loop).
pub type Edge = (u32, u32);

/// Why an edge list is not a picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureError {
    /// Edge `edge` (0-based) names a vertex above [`MAX_VERTEX`] (or the caller's cap).
    VertexOverCap {
        /// The edge's index in the list.
        edge: usize,
        /// The vertex it names.
        vertex: u32,
        /// The largest vertex allowed.
        cap: u32,
    },
}

/// Checks that every vertex of `edges` is at most `cap`.
pub fn check_vertices(edges: &[Edge], cap: u32) -> Result<(), PictureError> {
    for (edge, &(a, b)) in edges.iter().enumerate() {
        let vertex = a.max(b);
        if vertex > cap {
            return Err(PictureError::VertexOverCap { edge, vertex, cap });
        }
    }
    Ok(())
}

/// The depth-first search of the ground's part: which vertices reach the ground, the tree
/// edge into each, and which edges are bridges.
struct Search {
    /// Discovery order of each vertex, `u32::MAX` when it does not reach the ground.
    tin: Vec<u32>,
    /// The vertex each vertex was discovered from (the ground: itself).
    parent: Vec<u32>,
    /// Vertices in discovery order (the ground first).
    order: Vec<u32>,
    /// Whether each edge is a bridge (a tree edge whose far side has no other way back).
    bridge: Vec<bool>,
}

const UNSEEN: u32 = u32::MAX;

fn search(edges: &[Edge], standing: &dyn Fn(usize) -> bool) -> Search {
    let n = edges
        .iter()
        .map(|&(a, b)| a.max(b) as usize + 1)
        .max()
        .unwrap_or(1);
    // Adjacency in one array (compressed rows): each non-loop edge twice, with its index.
    let mut start = vec![0u32; n + 1];
    for (i, &(a, b)) in edges.iter().enumerate() {
        if a != b && standing(i) {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adj = vec![(0u32, 0u32); start[n] as usize];
    for (i, &(a, b)) in edges.iter().enumerate() {
        if a != b && standing(i) {
            adj[fill[a as usize] as usize] = (b, i as u32);
            fill[a as usize] += 1;
            adj[fill[b as usize] as usize] = (a, i as u32);
            fill[b as usize] += 1;
        }
    }
    let mut tin = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut parent = vec![0u32; n];
    let mut via = vec![UNSEEN; n];
    let mut bridge = vec![false; edges.len()];
    let mut order = vec![0u32];
    tin[0] = 0;
    let mut stack: Vec<(u32, u32)> = vec![(0, start[0])];
    while let Some(top) = stack.last_mut() {
        let v = top.0 as usize;
        if top.1 < start[v + 1] {
            let (w, e) = adj[top.1 as usize];
            top.1 += 1;
            if e == via[v] {
                continue;
            }
            let w = w as usize;
            if tin[w] == UNSEEN {
                let t = order.len() as u32;
                tin[w] = t;
                low[w] = t;
                parent[w] = v as u32;
                via[w] = e;
                order.push(w as u32);
                stack.push((w as u32, start[w]));
            } else {
                low[v] = low[v].min(tin[w]);
            }
        } else {
            stack.pop();
            if v != 0 {
                let p = parent[v] as usize;
                low[p] = low[p].min(low[v]);
                if low[v] == tin[v] {
                    bridge[via[v] as usize] = true;
                }
            }
        }
    }
    Search {
        tin,
        parent,
        order,
        bridge,
    }
}

/// The picture fused and reduced to a tree: each 2-edge-connected block of the ground's part
/// one node, with its count of edges, hanging from its parent block by a bridge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockTree {
    /// The block of each vertex (`None`: it does not reach the ground). Block 0 holds the ground.
    pub block_of: Vec<Option<u32>>,
    /// For each block after the first: its parent block and the bridge (edge index) into it.
    /// Parents come before children.
    pub parent: Vec<Option<(u32, usize)>>,
    /// The number of edges inside each block (its cycles' edges and its loops).
    pub inner_edges: Vec<u32>,
    /// The vertex of each block nearest the ground (the ground itself for block 0): where its
    /// bridge from the parent block arrives, and where fusion gathers it.
    pub head: Vec<u32>,
    /// The value of each block with everything hanging from it.
    pub value: Vec<u64>,
}

impl BlockTree {
    /// Fuses the standing edges of `edges` (`standing(i)`: whether edge i is still there;
    /// parts that do not reach the ground count for nothing) and evaluates every block.
    pub fn new(edges: &[Edge], standing: &dyn Fn(usize) -> bool) -> BlockTree {
        let s = search(edges, standing);
        let n = s.tin.len();
        let mut block_of: Vec<Option<u32>> = vec![None; n];
        let mut parent = vec![None];
        let mut head = vec![0u32];
        block_of[0] = Some(0);
        // Discovery order visits a vertex after its tree parent: a vertex is in its parent's
        // block unless the tree edge into it is a bridge, which starts a new block.
        let mut via_bridge = vec![UNSEEN; n];
        for (i, &(a, b)) in edges.iter().enumerate() {
            if s.bridge[i] {
                // The bridge's far end is the one discovered later.
                let far = if s.tin[a as usize] > s.tin[b as usize] {
                    a
                } else {
                    b
                };
                via_bridge[far as usize] = i as u32;
            }
        }
        for &w in &s.order[1..] {
            let w = w as usize;
            let up = block_of[s.parent[w] as usize];
            block_of[w] = if via_bridge[w] == UNSEEN {
                up
            } else {
                let id = parent.len() as u32;
                parent.push(up.map(|p| (p, via_bridge[w] as usize)));
                head.push(w as u32);
                Some(id)
            };
        }
        let mut inner_edges = vec![0u32; parent.len()];
        for (i, &(a, _)) in edges.iter().enumerate() {
            if standing(i) && !s.bridge[i] {
                if let Some(block) = block_of[a as usize] {
                    inner_edges[block as usize] += 1;
                }
            }
        }
        let mut value: Vec<u64> = inner_edges.iter().map(|&e| u64::from(e % 2)).collect();
        for child in (1..parent.len()).rev() {
            if let Some((p, _)) = parent[child] {
                value[p as usize] ^= 1 + value[child];
            }
        }
        BlockTree {
            block_of,
            parent,
            inner_edges,
            head,
            value,
        }
    }

    /// The value of the whole picture: its ground block's.
    pub fn picture_value(&self) -> u64 {
        self.value.first().copied().unwrap_or(0)
    }
}

/// The value of the picture made of every edge of `edges`, in time linear in their number
/// and the largest vertex.
pub fn value(edges: &[Edge]) -> u64 {
    BlockTree::new(edges, &|_| true).picture_value()
}

/// Which edges still reach the ground once the edges with `standing[i] == false` are gone
/// (an edge stands when one of its ends is joined to the ground by standing edges).
pub fn reaching_ground(edges: &[Edge], standing: &[bool]) -> Vec<bool> {
    let s = search(edges, &|i| standing[i]);
    edges
        .iter()
        .enumerate()
        .map(|(i, &(a, _))| standing[i] && s.tin[a as usize] != UNSEEN)
        .collect()
}

/// A Green Hackenbush picture in play: every edge as first drawn (its index is its name in
/// the figure), and which still stand. A cut removes the edge and everything that no longer
/// reaches the ground.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HackenbushGame {
    /// The edges as drawn at the start.
    pub edges: Vec<Edge>,
    /// Whether each edge still stands.
    pub standing: Vec<bool>,
}

impl HackenbushGame {
    /// The picture with every edge that reaches the ground standing (parts away from the
    /// ground fall at once: they were never in play).
    pub fn new(edges: Vec<Edge>) -> HackenbushGame {
        let all = vec![true; edges.len()];
        let standing = reaching_ground(&edges, &all);
        HackenbushGame { edges, standing }
    }

    /// The value of the standing picture.
    pub fn value(&self) -> u64 {
        BlockTree::new(&self.edges, &|i| self.standing[i]).picture_value()
    }

    /// The indices of the standing edges.
    pub fn standing_edges(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.edges.len()).filter(|&i| self.standing[i])
    }

    /// The picture after cutting edge `i`: what no longer reaches the ground falls too.
    pub fn after_cut(&self, i: usize) -> Vec<bool> {
        let mut standing = self.standing.clone();
        standing[i] = false;
        reaching_ground(&self.edges, &standing)
    }

    /// The edges that fall with a cut of edge `i` (not `i` itself).
    pub fn falling_with(&self, i: usize) -> Vec<usize> {
        let after = self.after_cut(i);
        self.standing_edges()
            .filter(|&j| j != i && !after[j])
            .collect()
    }

    /// Edge `i` written as the notation writes it: `a-b`, its ends as given.
    pub fn edge_text(&self, i: usize) -> String {
        let (a, b) = self.edges[i];
        format!("{a}-{b}")
    }

    /// The parts standing on the ground: the standing edges grouped by the piece of the
    /// picture without the ground they belong to (each loop at the ground a part of its own),
    /// in order of their first edge. Parts meet only at the ground, so the picture is their
    /// sum and its value the XOR of theirs.
    pub fn parts(&self) -> Vec<Vec<usize>> {
        let n = self
            .edges
            .iter()
            .map(|&(a, b)| a.max(b) as usize + 1)
            .max()
            .unwrap_or(1);
        let mut up: Vec<usize> = (0..n).collect();
        fn root(up: &mut [usize], mut v: usize) -> usize {
            while up[v] != v {
                up[v] = up[up[v]];
                v = up[v];
            }
            v
        }
        for i in self.standing_edges() {
            let (a, b) = self.edges[i];
            if a != 0 && b != 0 {
                let (ra, rb) = (root(&mut up, a as usize), root(&mut up, b as usize));
                up[ra] = rb;
            }
        }
        let mut keys: Vec<(usize, usize)> = Vec::new();
        let mut parts: Vec<Vec<usize>> = Vec::new();
        for i in self.standing_edges() {
            let (a, b) = self.edges[i];
            // A ground loop is keyed by its own index past every vertex.
            let key = match a.max(b) {
                0 => n + i,
                v => root(&mut up, v as usize),
            };
            match keys.iter().find(|(k, _)| *k == key) {
                Some(&(_, at)) => parts[at].push(i),
                None => {
                    keys.push((key, parts.len()));
                    parts.push(vec![i]);
                }
            }
        }
        parts
    }

    /// The value of the part made of the edges `part`.
    pub fn part_value(&self, part: &[usize]) -> u64 {
        BlockTree::new(&self.edges, &|i| part.contains(&i)).picture_value()
    }

    fn value_after(&self, i: usize) -> u64 {
        let after = self.after_cut(i);
        BlockTree::new(&self.edges, &|j| after[j]).picture_value()
    }
}

/// Reads `a-b` (whole numbers; `a-a` a loop).
pub fn parse_edge(text: &str) -> Option<Edge> {
    let (a, b) = text.trim().split_once('-')?;
    let vertex = |s: &str| {
        let s = s.trim();
        if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        s.parse::<u32>().ok()
    };
    Some((vertex(a)?, vertex(b)?))
}

impl Game for HackenbushGame {
    type Move = usize;

    fn notation(&self) -> Msg {
        Msg::NotationHackenbush
    }

    /// `a-b` cuts the first standing edge between a and b (either order; parallel edges are
    /// alike, so which one does not matter).
    fn parse_move(&self, text: &str) -> Result<usize, Phrase> {
        let Some((a, b)) = parse_edge(text) else {
            return Err(bad_format(Msg::NotationHackenbush));
        };
        self.standing_edges()
            .find(|&i| {
                let (x, y) = self.edges[i];
                (x, y) == (a, b) || (y, x) == (a, b)
            })
            .ok_or_else(|| {
                phrase!(HbNoSuchEdge {
                    edge: format!("{a}-{b}")
                })
            })
    }

    fn format_move(&self, m: &usize) -> String {
        self.edge_text(*m)
    }

    fn apply(&mut self, m: &usize) {
        self.standing = self.after_cut(*m);
    }

    fn over(&self) -> bool {
        !self.standing.iter().any(|&s| s)
    }

    fn to_move_wins(&self) -> bool {
        self.value() != 0
    }

    fn legal_moves(&self) -> Vec<usize> {
        self.standing_edges().collect()
    }

    fn winning_moves(&self) -> Vec<usize> {
        if self.value() == 0 {
            return Vec::new();
        }
        self.standing_edges()
            .filter(|&i| self.value_after(i) == 0)
            .collect()
    }

    fn fallback_move(&self) -> Option<usize> {
        // The cut that removes the least, so the game lasts and the opponent may err.
        self.standing_edges()
            .min_by_key(|&i| self.falling_with(i).len())
    }

    /// The standing edges as a multiset of (lower, higher) ends: parallel edges are alike.
    fn position_key(&self) -> Option<Vec<u64>> {
        Some(super::sorted_key(self.standing_edges().map(|i| {
            let (a, b) = self.edges[i];
            u64::from(a.min(b)) << 32 | u64::from(a.max(b))
        })))
    }

    fn deciding_value(&self) -> Option<super::Deciding> {
        Some(super::Deciding::sg(self.value()))
    }
}

pub mod collapse;
#[cfg(test)]
mod tests;
