//! Layering (which horizontal row each node goes to) and the proper layered graph, in which
//! every edge joins adjacent layers because long edges are cut by virtual nodes.
//!
//! A node's first layer is its height, the length of the longest path from it to a sink
//! (Sugiyama et al. 1981's longest-path layering): sinks, the terminal positions of a game,
//! sit in layer 0 and every edge points down. Then each node that has more edges coming from
//! above than going below is raised as far as its predecessors allow, which shortens the
//! edges without breaking their direction — a greedy step of the edge-length minimisation
//! that Gansner et al. (1993) solve exactly with network simplex. A terminal position reached
//! only from high up thus sits just below its lowest predecessor instead of dragging long
//! edges down to the bottom row (on random DAGs this removes over half the virtual nodes).

/// The layered graph with virtual nodes: nodes `0..real` are the input's, the rest are the
/// points where long edges cross intermediate layers.
#[derive(Debug, Clone)]
pub struct Proper {
    /// Number of real nodes.
    pub real: usize,
    /// Number of layers.
    pub layers: usize,
    /// Layer of every node (real and virtual).
    pub layer: Vec<usize>,
    /// Neighbours one layer higher (predecessors), for every node.
    pub up: Csr,
    /// Neighbours one layer lower (successors), for every node.
    pub down: Csr,
    /// For each drawn input edge (u, v): the nodes it passes, u first and v last.
    pub chains: Vec<Vec<usize>>,
    /// Input index of each chain's edge.
    pub chain_edge: Vec<usize>,
}

/// Adjacency lists in compressed rows: the neighbours of node v are
/// `adj[off[v]..off[v + 1]]` (one allocation, read in order by the sweeps).
#[derive(Debug, Clone, Default)]
pub struct Csr {
    off: Vec<usize>,
    adj: Vec<usize>,
}

impl Csr {
    /// Packs `lists`.
    pub fn new(lists: &[Vec<usize>]) -> Self {
        let mut off = Vec::with_capacity(lists.len() + 1);
        let mut adj = Vec::with_capacity(lists.iter().map(Vec::len).sum());
        off.push(0);
        for l in lists {
            adj.extend_from_slice(l);
            off.push(adj.len());
        }
        Csr { off, adj }
    }

    /// The neighbours of `v` (none for a node out of range).
    pub fn of(&self, v: usize) -> &[usize] {
        match (self.off.get(v), self.off.get(v + 1)) {
            (Some(&a), Some(&b)) => &self.adj[a..b],
            _ => &[],
        }
    }
}

/// Layers `n` nodes joined by `edges`. Edges with an endpoint out of range, self-loops,
/// repeated edges and edges that close a cycle are left out (a game DAG has none).
pub fn layer(n: usize, edges: &[(usize, usize)]) -> Proper {
    let mut succ = vec![Vec::new(); n];
    let mut pred = vec![Vec::new(); n];
    let mut kept = Vec::with_capacity(edges.len());
    let mut seen = std::collections::HashSet::with_capacity(edges.len());
    for (i, &(u, v)) in edges.iter().enumerate() {
        if u < n && v < n && u != v && seen.insert((u, v)) {
            succ[u].push(v);
            kept.push(i);
        }
    }
    // Topological order (Kahn); nodes on a cycle never reach in-degree 0 and are appended.
    let mut indegree = vec![0usize; n];
    for s in &succ {
        for &w in s {
            indegree[w] += 1;
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &succ[v] {
            indegree[w] -= 1;
            if indegree[w] == 0 {
                order.push(w);
            }
        }
    }
    let mut rank = vec![usize::MAX; n];
    for (i, &v) in order.iter().enumerate() {
        rank[v] = i;
    }
    for v in 0..n {
        if rank[v] == usize::MAX {
            rank[v] = order.len();
            order.push(v);
        }
    }
    // Only edges going forward in the order are kept: that drops exactly the cycle edges.
    kept.retain(|&i| {
        let (u, v) = edges[i];
        rank[u] < rank[v]
    });
    for s in succ.iter_mut() {
        s.clear();
    }
    for &i in &kept {
        let (u, v) = edges[i];
        succ[u].push(v);
        pred[v].push(u);
    }
    let mut layer = vec![0usize; n];
    for &v in order.iter().rev() {
        layer[v] = succ[v].iter().map(|&w| layer[w] + 1).max().unwrap_or(0);
    }
    // Raise nodes whose edges from above outnumber those below (total edge length drops by
    // the difference for each layer raised). Top-down, so a raised node makes room below.
    for _ in 0..2 {
        let mut changed = false;
        for &v in &order {
            if pred[v].len() <= succ[v].len() {
                continue;
            }
            let hi = pred[v].iter().map(|&p| layer[p]).min().unwrap_or(0);
            if hi > layer[v] + 1 {
                layer[v] = hi - 1;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let layers = layer.iter().copied().max().map_or(0, |m| m + 1);
    let mut up: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut down: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut p = Proper {
        real: n,
        layers,
        layer,
        up: Csr::default(),
        down: Csr::default(),
        chains: Vec::with_capacity(kept.len()),
        chain_edge: kept.clone(),
    };
    for &i in &kept {
        let (u, v) = edges[i];
        let mut chain = vec![u];
        let mut prev = u;
        // Layers strictly between, top to bottom: one virtual node each.
        for l in (p.layer[v] + 1..p.layer[u]).rev() {
            let d = p.layer.len();
            p.layer.push(l);
            up.push(vec![prev]);
            down.push(Vec::new());
            down[prev].push(d);
            chain.push(d);
            prev = d;
        }
        down[prev].push(v);
        up[v].push(prev);
        chain.push(v);
        p.chains.push(chain);
    }
    p.up = Csr::new(&up);
    p.down = Csr::new(&down);
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_proper_edge_joins_adjacent_layers_and_chains_follow_the_input() {
        let edges = [
            (0, 1),
            (1, 2),
            (0, 2),
            (2, 3),
            (0, 3),
            (9, 1),
            (3, 0),
            (1, 1),
        ];
        let p = layer(4, &edges);
        // (9, 1) is out of range, (1, 1) a loop, (3, 0) closes a cycle.
        assert_eq!(p.chains.len(), 5);
        assert_eq!(p.layer[..4], [3, 2, 1, 0]);
        for (c, &i) in p.chains.iter().zip(&p.chain_edge) {
            assert_eq!((c[0], c[c.len() - 1]), edges[i]);
            for w in c.windows(2) {
                assert_eq!(p.layer[w[0]], p.layer[w[1]] + 1);
                assert!(p.down.of(w[0]).contains(&w[1]) && p.up.of(w[1]).contains(&w[0]));
            }
        }
        assert_eq!(p.layer.len(), 4 + 1 + 2);
    }

    #[test]
    fn a_node_with_many_edges_from_above_is_raised() {
        // A chain 1 → 2 → 3 → 4 → 6 → 0; node 5 hangs below 1, 2, 3 and above the sink 0.
        let edges = [
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 6),
            (6, 0),
            (1, 5),
            (2, 5),
            (3, 5),
            (5, 0),
        ];
        let p = layer(7, &edges);
        assert_eq!(
            p.layer[5], 2,
            "raised from 1 to just below its lowest predecessor"
        );
        for &(u, v) in &edges {
            assert!(p.layer[u] > p.layer[v]);
        }
    }
}
