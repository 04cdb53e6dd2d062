//! The walkthrough's collapse of a Green Hackenbush picture into one stalk, one stage at a
//! time: what does not reach the ground falls; then, from the tips down, each block with a
//! cycle is fused (fusion principle) and each vertex with more than one branch, or with loops,
//! has its branches replaced by one stalk (colon principle). The stages follow the
//! [`BlockTree`] the value is computed from, so the stalk left at the end is the value.

use super::{BlockTree, Edge};

/// One stage of the collapse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// These edges do not reach the ground and fall at once.
    Fall {
        /// The falling edges.
        edges: Vec<usize>,
    },
    /// Fusion: the vertices of a block with a cycle gather at its head; its edges become loops.
    Fuse {
        /// The block.
        block: usize,
        /// Where its vertices gather (its head).
        vertex: u32,
        /// Its vertices, ascending.
        vertices: Vec<u32>,
        /// Its edges (the cycles' edges and its loops), which become loops.
        edges: Vec<usize>,
    },
    /// Colon: the branches at a block's head (a loop a stalk of 1, a bridge to a child block
    /// 1 + the child's value) become one stalk of their XOR.
    Colon {
        /// The block.
        block: usize,
        /// Its head, where the branches stand.
        vertex: u32,
        /// The branches' lengths: the children's `1 + value`, then a 1 per loop.
        terms: Vec<u64>,
        /// Their XOR: the length of the stalk left.
        value: u64,
    },
}

/// A picture and its collapse.
#[derive(Debug, Clone)]
pub struct Collapse {
    /// The edges as drawn.
    pub edges: Vec<Edge>,
    /// Which edges reach the ground at the start.
    pub standing: Vec<bool>,
    /// The fused picture's blocks.
    pub tree: BlockTree,
    /// The stages, in order.
    pub stages: Vec<Stage>,
}

/// What the figure draws after some stages.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Drawn {
    /// Edges drawn as given: (edge index, end, end), the ends moved to where fusion gathered
    /// them (an edge of a fused block is not drawn: it is a loop in `loops`).
    pub edges: Vec<(usize, u32, u32)>,
    /// Loops fusion made and the colon principle has not yet replaced: (vertex, count, block).
    pub loops: Vec<(u32, u32, usize)>,
    /// Stalks the colon principle left: (vertex, length, block).
    pub stalks: Vec<(u32, u64, usize)>,
}

impl Collapse {
    /// The collapse of the edges `edges` of which `standing` still stand (the others are
    /// not drawn at all; those that stand but do not reach the ground fall in a first stage).
    pub fn new(edges: &[Edge], standing: &[bool]) -> Collapse {
        let tree = BlockTree::new(edges, &|i| standing[i]);
        let grounded = super::reaching_ground(edges, standing);
        let mut stages = Vec::new();
        let fall: Vec<usize> = (0..edges.len())
            .filter(|&i| standing[i] && !grounded[i])
            .collect();
        if !fall.is_empty() {
            stages.push(Stage::Fall { edges: fall });
        }
        let blocks = tree.parent.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); blocks];
        for (c, p) in tree.parent.iter().enumerate() {
            if let Some((p, _)) = p {
                children[*p as usize].push(c);
            }
        }
        let bridges: Vec<usize> = tree.parent.iter().flatten().map(|&(_, e)| e).collect();
        let mut inner: Vec<Vec<usize>> = vec![Vec::new(); blocks];
        for i in 0..edges.len() {
            if grounded[i] && !bridges.contains(&i) {
                if let Some(b) = tree.block_of[edges[i].0 as usize] {
                    inner[b as usize].push(i);
                }
            }
        }
        for b in (0..blocks).rev() {
            let vertex = tree.head[b];
            let cycle = inner[b].iter().any(|&i| edges[i].0 != edges[i].1);
            if cycle {
                let vertices = (0..tree.block_of.len() as u32)
                    .filter(|&v| tree.block_of[v as usize] == Some(b as u32))
                    .collect();
                stages.push(Stage::Fuse {
                    block: b,
                    vertex,
                    vertices,
                    edges: inner[b].clone(),
                });
            }
            if !inner[b].is_empty() || children[b].len() >= 2 {
                let mut terms: Vec<u64> = children[b].iter().map(|&c| 1 + tree.value[c]).collect();
                terms.extend(inner[b].iter().map(|_| 1));
                stages.push(Stage::Colon {
                    block: b,
                    vertex,
                    terms,
                    value: tree.value[b],
                });
            }
        }
        Collapse {
            edges: edges.to_vec(),
            standing: standing.to_vec(),
            tree,
            stages,
        }
    }

    /// The picture's value (its ground block's).
    pub fn value(&self) -> u64 {
        self.tree.picture_value()
    }

    /// What is drawn once the first `done` stages have been applied.
    pub fn drawn_after(&self, done: usize) -> Drawn {
        let tree = &self.tree;
        let blocks = tree.parent.len();
        let (mut fused, mut coloned) = (vec![false; blocks], vec![false; blocks]);
        let mut fallen = false;
        for stage in &self.stages[..done.min(self.stages.len())] {
            match stage {
                Stage::Fall { .. } => fallen = true,
                Stage::Fuse { block, .. } => fused[*block] = true,
                Stage::Colon { block, .. } => coloned[*block] = true,
            }
        }
        // A block is absorbed once a block below it has been replaced by a stalk; parents
        // come before children, so one pass down the list settles it.
        let mut absorbed = vec![false; blocks];
        for c in 1..blocks {
            if let Some((p, _)) = tree.parent[c] {
                let p = p as usize;
                absorbed[c] = absorbed[p] || coloned[p];
            }
        }
        let block_of = |v: u32| tree.block_of[v as usize].map(|b| b as usize);
        let at = |v: u32| match block_of(v) {
            Some(b) if fused[b] => tree.head[b],
            _ => v,
        };
        let mut bridge_into = vec![None; self.edges.len()];
        for (c, p) in tree.parent.iter().enumerate() {
            if let Some((_, e)) = p {
                bridge_into[*e] = Some(c);
            }
        }
        let mut drawn = Drawn::default();
        for (i, &(a, b)) in self.edges.iter().enumerate() {
            if !self.standing[i] {
                continue;
            }
            let show = match (bridge_into[i], block_of(a)) {
                (Some(c), _) => !absorbed[c],
                (None, Some(k)) => !fused[k] && !coloned[k] && !absorbed[k],
                (None, None) => !fallen,
            };
            if show {
                drawn.edges.push((i, at(a), at(b)));
            }
        }
        for k in 0..blocks {
            if absorbed[k] {
                continue;
            }
            if coloned[k] {
                if tree.value[k] > 0 {
                    drawn.stalks.push((tree.head[k], tree.value[k], k));
                }
            } else if fused[k] {
                drawn.loops.push((tree.head[k], tree.inner_edges[k], k));
            }
        }
        drawn
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hackenbush::value;

    /// The length of the single stalk left on the ground (0 when nothing stands), if what is
    /// left is one stalk: no edge drawn as given beyond a chain, no loops.
    fn stalk_left(edges: &[Edge], c: &Collapse) -> Option<u64> {
        let d = c.drawn_after(c.stages.len());
        if !d.loops.is_empty() {
            return None;
        }
        // What is drawn as given must be a chain up from the ground, ending in at most one
        // stalk at its top.
        let mut at = 0u32;
        let mut length = 0u64;
        let mut rest: Vec<(usize, u32, u32)> = d.edges.clone();
        while let Some(k) = rest.iter().position(|&(_, a, b)| a == at || b == at) {
            let (_, a, b) = rest.remove(k);
            if a == b {
                return None;
            }
            at = if a == at { b } else { a };
            length += 1;
        }
        if !rest.is_empty() {
            return None;
        }
        match d.stalks.as_slice() {
            [] => Some(length),
            [(v, l, _)] if *v == at => Some(length + l),
            _ => {
                let _ = edges;
                None
            }
        }
    }

    #[test]
    fn every_small_picture_collapses_to_one_stalk_of_its_value() {
        let kinds: Vec<Edge> = (0..4u32)
            .flat_map(|a| (a..4).map(move |b| (a, b)))
            .collect();
        // Every multiset of up to five edges on vertices 0..=3.
        let mut layer: Vec<(usize, Vec<Edge>)> = vec![(0, Vec::new())];
        let mut checked = 0;
        for _ in 0..5 {
            let mut next = Vec::new();
            for (from, p) in &layer {
                for (k, &e) in kinds.iter().enumerate().skip(*from) {
                    let mut q = p.clone();
                    q.push(e);
                    let c = Collapse::new(&q, &vec![true; q.len()]);
                    assert_eq!(stalk_left(&q, &c), Some(value(&q)), "{q:?}: {:?}", c.stages);
                    // Each stage changes what is drawn.
                    for s in 0..c.stages.len() {
                        assert_ne!(c.drawn_after(s), c.drawn_after(s + 1), "{q:?} stage {s}");
                    }
                    checked += 1;
                    next.push((k, q));
                }
            }
            layer = next;
        }
        assert_eq!(checked, 3_002, "C(10 + 5, 5) − 1 pictures");
    }

    #[test]
    fn the_textbook_picture_fuses_its_cycle_and_combines_its_branches() {
        // A tree (0-1, 1-2, 1-3), a triangle on the ground (0-4, 4-5, 5-0) and a loop at 6
        // on a stalk (0-6, 6-6).
        let edges = [
            (0, 1),
            (1, 2),
            (1, 3),
            (0, 4),
            (4, 5),
            (5, 0),
            (0, 6),
            (6, 6),
        ];
        let c = Collapse::new(&edges, &[true; 8]);
        let kinds: Vec<&str> = c
            .stages
            .iter()
            .map(|s| match s {
                Stage::Fall { .. } => "fall",
                Stage::Fuse { .. } => "fuse",
                Stage::Colon { .. } => "colon",
            })
            .collect();
        // Loop at 6, tree at 1, then the ground's block: fused (its triangle), then combined.
        assert_eq!(kinds, ["colon", "colon", "fuse", "colon"]);
        // 1 + (1 ⊕ 1) = 1 for the tree, 1 for the triangle, 1 + 1 = 2 for the loop's stalk.
        // 1 ⊕ 1 ⊕ 2 = 2.
        assert_eq!(c.value(), 2);
    }
}
