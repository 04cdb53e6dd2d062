//! The apple tree: a rooted tree (root 1) with apples on its nodes; a move takes ≥ 1 apples
//! from a node and eats them at a leaf or moves them to one child. Every root-to-leaf path has
//! the same length parity, so each node's distance to any leaf has one parity. Nodes at even
//! distance (leaves among them) are Nim piles; apples on odd-distance nodes can be mirrored
//! (whatever the opponent moves off an odd node onto an even one, move on at once), exactly as
//! even steps in staircase Nim. So the player to move wins iff the XOR over even nodes ≠ 0.
//!
//! The swap count: the second player may first swap the apples of two nodes u ≠ v. Swapping
//! within one class keeps the XOR; swapping an even node u with an odd node v changes it by
//! a_u ⊕ a_v. So with X the even XOR: if X = 0, every same-class pair counts plus the cross
//! pairs with a_u = a_v; if X ≠ 0, the cross pairs with a_v = X ⊕ a_u.

use super::bad_format;
use super::Game;
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::KeySort;

/// A validated tree: parent links form a tree rooted at node 0, and all leaves lie at depths
/// of one parity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppleTree {
    /// The children of v are `child_list[child_start[v]..child_start[v + 1]]`, ascending
    /// (two arrays rather than one allocation per node).
    child_start: Vec<usize>,
    child_list: Vec<usize>,
    /// Whether node i is at even distance from the leaves (a Nim pile).
    nim_class: Vec<bool>,
}

/// Why parent links were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TreeError {
    /// Node `node` (0-based) names a parent outside the tree.
    ParentOutOfRange {
        /// The node whose parent is wrong.
        node: usize,
        /// The parent it names.
        parent: usize,
    },
    /// Node `node` is not connected to the root (its parent links loop).
    NotConnected(usize),
    /// Leaves at depths `even_leaf` and `odd_leaf` break the parity condition.
    MixedLeafParity {
        /// A leaf at even depth.
        even_leaf: usize,
        /// A leaf at odd depth.
        odd_leaf: usize,
    },
}

impl AppleTree {
    /// `parents[i]` is the parent (0-based) of node i + 1; node 0 is the root.
    pub fn new(parents: &[usize]) -> Result<AppleTree, TreeError> {
        let n = parents.len() + 1;
        let mut child_start = vec![0usize; n + 1];
        for (i, &p) in parents.iter().enumerate() {
            let node = i + 1;
            if p >= n || p == node {
                return Err(TreeError::ParentOutOfRange { node, parent: p });
            }
            child_start[p + 1] += 1;
        }
        for v in 0..n {
            child_start[v + 1] += child_start[v];
        }
        let mut cursor = child_start.clone();
        let mut child_list = vec![0usize; n - 1];
        for (i, &p) in parents.iter().enumerate() {
            child_list[cursor[p]] = i + 1;
            cursor[p] += 1;
        }
        let tree_children = |v: usize| &child_list[child_start[v]..child_start[v + 1]];
        // Breadth-first from the root: a node never reached sits on a loop of parent links.
        let mut depth = vec![usize::MAX; n];
        depth[0] = 0;
        let mut order = Vec::with_capacity(n);
        order.push(0);
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &c in tree_children(v) {
                depth[c] = depth[v] + 1;
                order.push(c);
            }
        }
        if let Some(node) = (0..n).find(|&v| depth[v] == usize::MAX) {
            return Err(TreeError::NotConnected(node));
        }
        let leaves: Vec<usize> = (0..n).filter(|&v| tree_children(v).is_empty()).collect();
        let even_leaf = leaves.iter().copied().find(|&v| depth[v] % 2 == 0);
        let odd_leaf = leaves.iter().copied().find(|&v| depth[v] % 2 == 1);
        if let (Some(even_leaf), Some(odd_leaf)) = (even_leaf, odd_leaf) {
            return Err(TreeError::MixedLeafParity {
                even_leaf,
                odd_leaf,
            });
        }
        let leaf_parity = depth[leaves[0]] % 2;
        let nim_class = depth.iter().map(|d| d % 2 == leaf_parity).collect();
        Ok(AppleTree {
            child_start,
            child_list,
            nim_class,
        })
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.nim_class.len()
    }

    /// Always false: a tree has its root.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The children of node `v`.
    pub fn children(&self, v: usize) -> &[usize] {
        match (self.child_start.get(v), self.child_start.get(v + 1)) {
            (Some(&a), Some(&b)) => self.child_list.get(a..b).unwrap_or(&[]),
            _ => &[],
        }
    }

    /// Whether node `v` is at even distance from the leaves: its apples form a Nim pile.
    pub fn is_nim_pile(&self, v: usize) -> bool {
        self.nim_class[v]
    }

    /// XOR of the apples on the Nim-pile nodes.
    pub fn nim_sum(&self, apples: &[u64]) -> u64 {
        (0..self.len())
            .filter(|&v| self.nim_class[v])
            .fold(0, |acc, v| acc ^ apples[v])
    }

    /// Whether the player to move wins.
    pub fn first_wins(&self, apples: &[u64]) -> bool {
        self.nim_sum(apples) != 0
    }

    /// How many unordered pairs {u, v} of distinct nodes, once their apples are swapped, leave
    /// the player to move (the first player) losing.
    pub fn winning_swaps(&self, apples: &[u64]) -> u64 {
        // Only the count: same-class pairs by formula, cross pairs by merging the sorted
        // values the Nim piles need with the sorted values the other class has.
        let x = self.nim_sum(apples);
        let (mut wants, mut haves) = (Vec::new(), Vec::new());
        for v in 0..self.len() {
            if self.nim_class[v] {
                wants.push(x ^ apples[v]);
            } else {
                haves.push(apples[v]);
            }
        }
        wants.key_sort();
        haves.key_sort();
        let pairs = |k: u64| k * k.saturating_sub(1) / 2;
        let mut count = if x == 0 {
            pairs(wants.len() as u64) + pairs(haves.len() as u64)
        } else {
            0
        };
        let (mut i, mut j) = (0, 0);
        while let (Some(&w), Some(&h)) = (wants.get(i), haves.get(j)) {
            if w < h {
                i += 1;
            } else if h < w {
                j += 1;
            } else {
                let runs = |list: &[u64], at: usize| list[at..].partition_point(|&a| a == w);
                let (a, b) = (runs(&wants, i), runs(&haves, j));
                count += (a * b) as u64;
                i += a;
                j += b;
            }
        }
        count
    }

    /// The count of winning swaps and, up to `list_cap` of them, the pairs (u < v).
    pub fn winning_swap_pairs(
        &self,
        apples: &[u64],
        list_cap: Option<usize>,
    ) -> (u64, Vec<(usize, usize)>) {
        let x = self.nim_sum(apples);
        // The other class's (apples, node) pairs sorted: the partners of a value are one run,
        // found by binary search (no hashing, no list per value).
        let mut others: Vec<(u64, usize)> = (0..self.len())
            .filter(|&v| !self.nim_class[v])
            .map(|v| (apples[v], v))
            .collect();
        others.key_sort();
        let other_nodes = others.len() as u64;
        let nim_nodes = self.len() as u64 - other_nodes;
        let cap = list_cap.unwrap_or(0);
        let mut pairs = Vec::new();
        let mut count = 0u64;
        if x == 0 {
            count += nim_nodes * nim_nodes.saturating_sub(1) / 2
                + other_nodes * other_nodes.saturating_sub(1) / 2;
            'same: for u in 0..self.len() {
                for v in u + 1..self.len() {
                    if pairs.len() >= cap {
                        break 'same;
                    }
                    if self.nim_class[u] == self.nim_class[v] {
                        pairs.push((u, v));
                    }
                }
            }
        }
        for u in (0..self.len()).filter(|&u| self.nim_class[u]) {
            let want = x ^ apples[u];
            let start = others.partition_point(|&(a, _)| a < want);
            let end = start + others[start..].partition_point(|&(a, _)| a == want);
            count += (end - start) as u64;
            for &(_, v) in others[start..end]
                .iter()
                .take(cap.saturating_sub(pairs.len()))
            {
                pairs.push((u.min(v), u.max(v)));
            }
        }
        (count, pairs)
    }
}

/// An apple-tree move: take `count` apples from `node`; eat them (at a leaf, `to` = None) or
/// move them to the child `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct AppleMove {
    /// The node the apples leave.
    pub node: usize,
    /// How many apples.
    pub count: u64,
    /// The child they move to, or None when they are eaten at a leaf.
    pub to: Option<usize>,
}

impl AppleMove {
    /// The apples after the move (which must be legal).
    pub fn apply(&self, apples: &[u64]) -> Vec<u64> {
        let mut next = apples.to_vec();
        next[self.node] -= self.count;
        if let Some(c) = self.to {
            next[c] += self.count;
        }
        next
    }
}

impl AppleTree {
    /// Every winning move. With X the XOR over Nim-pile nodes, the opponent must get XOR 0:
    /// shrink a Nim-pile node a to a ⊕ X (eating at a leaf, or moving the apples to any child,
    /// which is outside the XOR), or move apples from another node onto a Nim-pile child b,
    /// raising it to b ⊕ X.
    pub fn winning_moves(&self, apples: &[u64]) -> Vec<AppleMove> {
        let x = self.nim_sum(apples);
        if x == 0 {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for v in 0..self.len() {
            if self.nim_class[v] {
                let target = apples[v] ^ x;
                if target < apples[v] {
                    let count = apples[v] - target;
                    if self.children(v).is_empty() {
                        moves.push(AppleMove {
                            node: v,
                            count,
                            to: None,
                        });
                    }
                    for &c in self.children(v) {
                        moves.push(AppleMove {
                            node: v,
                            count,
                            to: Some(c),
                        });
                    }
                }
            } else {
                for &c in self.children(v) {
                    let target = apples[c] ^ x;
                    if target > apples[c] && target - apples[c] <= apples[v] {
                        moves.push(AppleMove {
                            node: v,
                            count: target - apples[c],
                            to: Some(c),
                        });
                    }
                }
            }
        }
        moves
    }
}

/// The apple-tree game being played: the tree and the apples on each node.
#[derive(Clone)]
pub struct AppleGame {
    /// The tree.
    pub tree: AppleTree,
    /// Apples per node.
    pub apples: Vec<u64>,
    /// Apples left in all (kept with each move, so the end is known in O(1)).
    left: u64,
}

impl AppleGame {
    /// The game on `tree` with `apples` (one entry per node).
    pub fn new(tree: AppleTree, apples: Vec<u64>) -> AppleGame {
        let left = apples.iter().fold(0u64, |a, &b| a.saturating_add(b));
        AppleGame { tree, apples, left }
    }
}

impl Game for AppleGame {
    type Move = AppleMove;

    fn notation(&self) -> Msg {
        Msg::NotationApple
    }

    fn parse_move(&self, text: &str) -> Result<AppleMove, Phrase> {
        let bad = || bad_format(Msg::NotationApple);
        let (node, rest) = text.split_once(':').ok_or_else(bad)?;
        let node: usize = node.trim().parse().map_err(|_| bad())?;
        if node == 0 || node > self.tree.len() || node > self.apples.len() {
            return Err(phrase!(MoveNoNode {
                node: node.to_string()
            }));
        }
        let v = node - 1;
        let (count, to) = match rest.split_once('-') {
            Some((c, child)) => (c, Some(child.trim().parse::<usize>().map_err(|_| bad())?)),
            None => (rest, None),
        };
        let count: u64 = count.trim().parse().map_err(|_| bad())?;
        let have = self.apples.get(v).copied().unwrap_or(0);
        if count == 0 {
            return Err(phrase!(MoveTakeNoApple));
        }
        if count > have {
            return Err(phrase!(MoveFewApples {
                node: node.to_string(),
                apples: have.to_string()
            }));
        }
        let to = match to {
            None if self.tree.children(v).is_empty() => None,
            None => {
                return Err(phrase!(MoveNotLeaf {
                    node: node.to_string()
                }))
            }
            Some(c) if c >= 1 && self.tree.children(v).contains(&(c - 1)) => Some(c - 1),
            Some(c) => {
                return Err(phrase!(MoveNotChild {
                    child: c.to_string(),
                    parent: node.to_string()
                }))
            }
        };
        Ok(AppleMove { node: v, count, to })
    }

    fn format_move(&self, m: &AppleMove) -> String {
        match m.to {
            None => format!("{}:{}", m.node + 1, m.count),
            Some(c) => format!("{}:{}-{}", m.node + 1, m.count, c + 1),
        }
    }

    /// Changes the one or two nodes the move touches.
    fn apply(&mut self, m: &AppleMove) {
        if let Some(a) = self.apples.get_mut(m.node) {
            *a -= m.count.min(*a);
        }
        match m.to.and_then(|c| self.apples.get_mut(c)) {
            Some(a) => *a += m.count,
            None => self.left -= m.count.min(self.left),
        }
    }

    fn over(&self) -> bool {
        self.left == 0
    }

    fn to_move_wins(&self) -> bool {
        !self.over() && self.tree.first_wins(&self.apples)
    }

    fn legal_moves(&self) -> Vec<AppleMove> {
        let mut v = Vec::new();
        for (node, &a) in self.apples.iter().enumerate() {
            let children = self.tree.children(node);
            for count in 1..=a {
                if children.is_empty() {
                    v.push(AppleMove {
                        node,
                        count,
                        to: None,
                    });
                }
                v.extend(children.iter().map(|&c| AppleMove {
                    node,
                    count,
                    to: Some(c),
                }));
            }
        }
        v
    }

    fn winning_moves(&self) -> Vec<AppleMove> {
        self.tree.winning_moves(&self.apples)
    }

    /// Move or eat one apple from the deepest node that has one.
    fn fallback_move(&self) -> Option<AppleMove> {
        let mut depth = vec![0usize; self.tree.len()];
        let mut order = vec![0usize];
        let mut i = 0;
        while let Some(&v) = order.get(i) {
            i += 1;
            for &c in self.tree.children(v) {
                let d = depth.get(v).copied().unwrap_or(0) + 1;
                if let Some(slot) = depth.get_mut(c) {
                    *slot = d;
                }
                order.push(c);
            }
        }
        let v = (0..self.tree.len())
            .filter(|&v| self.apples.get(v).is_some_and(|&a| a > 0))
            .max_by_key(|&v| depth.get(v).copied().unwrap_or(0))?;
        let to = self.tree.children(v).first().copied();
        Some(AppleMove {
            node: v,
            count: 1,
            to,
        })
    }

    fn position_key(&self) -> Option<Vec<u64>> {
        let apples = self.apples.iter().fold(0u64, |a, &b| a.saturating_add(b));
        if !super::listable(apples.saturating_mul(self.apples.len() as u64)) {
            return None;
        }
        Some(self.apples.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testkit::all_vectors;
    use crate::sg::{MoveGraph, OutcomeSearch};

    /// The real game: take c ≥ 1 apples from a node; eat them at a leaf, or move them to a child.
    struct Apples<'a>(&'a AppleTree);
    impl MoveGraph for Apples<'_> {
        type Position = Vec<u64>;
        fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
            all_moves(self.0, p).iter().map(|m| m.apply(p)).collect()
        }
    }

    /// Every legal move: take c ≥ 1 apples from a node; eat them at a leaf, or move them to
    /// one child.
    fn all_moves(tree: &AppleTree, apples: &[u64]) -> Vec<AppleMove> {
        let mut out = Vec::new();
        for v in 0..apples.len() {
            for count in 1..=apples[v] {
                if tree.children(v).is_empty() {
                    out.push(AppleMove {
                        node: v,
                        count,
                        to: None,
                    });
                }
                for &c in tree.children(v) {
                    out.push(AppleMove {
                        node: v,
                        count,
                        to: Some(c),
                    });
                }
            }
        }
        out
    }

    /// Every parent array with p_i < i on up to `max_n` nodes.
    fn all_trees(max_n: usize) -> Vec<Vec<usize>> {
        let mut out = vec![vec![]];
        let mut layer = vec![vec![]];
        for node in 1..max_n {
            let mut next = Vec::new();
            for t in &layer {
                for p in 0..node {
                    let mut t2: Vec<usize> = t.clone();
                    t2.push(p);
                    next.push(t2);
                }
            }
            out.extend(next.iter().cloned());
            layer = next;
        }
        out
    }

    #[test]
    fn verdict_swaps_and_winning_moves_match_exhaustive_search_on_every_tree_of_up_to_five_nodes() {
        use std::collections::BTreeSet;
        let mut checked = 0;
        for parents in all_trees(5) {
            let Ok(tree) = AppleTree::new(&parents) else {
                continue;
            };
            let game = Apples(&tree);
            let mut search = OutcomeSearch::new(&game, false, 1 << 22);
            let n = tree.len();
            for apples in all_vectors(n, 0, 2).into_iter().filter(|a| a.len() == n) {
                assert_eq!(
                    tree.first_wins(&apples),
                    search.wins(&apples).unwrap(),
                    "{parents:?} {apples:?}"
                );
                let expected: BTreeSet<AppleMove> = all_moves(&tree, &apples)
                    .into_iter()
                    .filter(|m| !search.wins(&m.apply(&apples)).unwrap())
                    .collect();
                let got: BTreeSet<AppleMove> = tree.winning_moves(&apples).into_iter().collect();
                assert_eq!(got, expected, "{parents:?} {apples:?}");
                let mut brute = 0;
                for u in 0..n {
                    for v in u + 1..n {
                        let mut s = apples.clone();
                        s.swap(u, v);
                        if !search.wins(&s).unwrap() {
                            brute += 1;
                        }
                    }
                }
                let (count, pairs) = tree.winning_swap_pairs(&apples, Some(usize::MAX));
                assert_eq!(count, brute, "{parents:?} {apples:?}");
                assert_eq!(pairs.len() as u64, count);
                assert_eq!(tree.winning_swaps(&apples), brute, "{parents:?} {apples:?}");
                checked += 1;
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn samples_from_the_judge() {
        let t = AppleTree::new(&[0, 0]).unwrap();
        assert_eq!(t.winning_swaps(&[2, 2, 3]), 1);
        let t = AppleTree::new(&[0, 0, 0, 3, 3, 4, 5]).unwrap();
        assert_eq!(t.winning_swaps(&[7, 2, 2, 5, 4, 3, 1, 1]), 4);
    }

    #[test]
    fn broken_trees_are_refused() {
        // Node 2 is a leaf at depth 2, node 3 a leaf at depth 1.
        assert_eq!(
            AppleTree::new(&[0, 1, 0]).unwrap_err(),
            TreeError::MixedLeafParity {
                even_leaf: 2,
                odd_leaf: 3
            }
        );
        assert!(matches!(
            AppleTree::new(&[2, 1]),
            Err(TreeError::NotConnected(_))
        ));
        assert!(matches!(
            AppleTree::new(&[5]),
            Err(TreeError::ParentOutOfRange { node: 1, parent: 5 })
        ));
    }
}
