//! The game DAG of a whole sum: its positions are tuples of the components' positions, a move
//! moves exactly one component, and its SG values are computed by mex over the product graph
//! itself (not by XOR), so SG(sum) = SG(a) ⊕ SG(b) ⊕ … can be checked node by node.

use super::{extract_dag, MoveGraph, PositionDag, SearchError};

/// Most positions of a sum whose DAG is drawn.
pub const MAX_SUM_POSITIONS: usize = 300;

/// The product of component DAGs: a position is one node index per component.
struct Product {
    succ: Vec<Vec<Vec<usize>>>,
}

impl MoveGraph for Product {
    type Position = Vec<usize>;
    fn moves(&self, p: &Vec<usize>) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (i, &at) in p.iter().enumerate() {
            let Some(next) = self.succ.get(i).and_then(|s| s.get(at)) else {
                continue;
            };
            for &w in next {
                let mut q = p.clone();
                q[i] = w;
                out.push(q);
            }
        }
        out
    }
}

/// The DAG of the sum of `components` (each a DAG whose start is node 0): nodes are tuples
/// of component node indices, the start `(0, …, 0)` first; SG values by mex over the sum.
/// `Err(TooManyPositions(cap))` when the sum has more than `cap` positions (the product of
/// the components' sizes), found before any position of the sum is generated.
pub fn sum_dag<P>(
    components: &[PositionDag<P>],
    cap: usize,
) -> Result<PositionDag<Vec<usize>>, SearchError> {
    let mut size: usize = 1;
    for c in components {
        size = size.saturating_mul(c.nodes.len());
    }
    if size > cap {
        return Err(SearchError::TooManyPositions(cap));
    }
    let succ = components
        .iter()
        .map(|c| {
            let mut s = vec![Vec::new(); c.nodes.len()];
            for &(u, v) in &c.edges {
                if let Some(list) = s.get_mut(u) {
                    list.push(v);
                }
            }
            s
        })
        .collect();
    let game = Product { succ };
    extract_dag(&game, &vec![0; components.len()], cap)
}

/// How many positions the sum of `components` has (saturating).
pub fn sum_size<P>(components: &[PositionDag<P>]) -> usize {
    components
        .iter()
        .fold(1usize, |a, c| a.saturating_mul(c.nodes.len()))
}

/// The drawn id of a sum position: its components' labels joined by commas (`1,2`).
pub fn sum_label(tuple: &[usize], labels: &[Vec<String>]) -> String {
    tuple
        .iter()
        .zip(labels)
        .map(|(&i, l)| l.get(i).cloned().unwrap_or_default())
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtraction game: take one of `set` from a single pile.
    struct Take(&'static [u64]);
    impl MoveGraph for Take {
        type Position = u64;
        fn moves(&self, p: &u64) -> Vec<u64> {
            self.0
                .iter()
                .filter(|&&s| s <= *p)
                .map(|&s| p - s)
                .collect()
        }
    }

    #[test]
    fn the_sum_value_is_the_xor_of_the_components_at_every_node() {
        for (set, piles) in [
            (&[1u64, 2, 3, 4, 5, 6, 7, 8, 9][..], vec![3u64, 4]),
            (&[1, 2][..], vec![5, 4, 2]),
            (&[2, 5][..], vec![9, 7]),
            (&[1, 3, 4][..], vec![6, 1, 5]),
        ] {
            let game = Take(set);
            let comps: Vec<PositionDag<u64>> = piles
                .iter()
                .map(|&p| extract_dag(&game, &p, 100).unwrap())
                .collect();
            let dag = sum_dag(&comps, MAX_SUM_POSITIONS).unwrap();
            assert_eq!(dag.nodes.len(), sum_size(&comps));
            assert_eq!(dag.nodes[0], vec![0; piles.len()]);
            for (t, &sg) in dag.nodes.iter().zip(&dag.sg) {
                let xor = t.iter().zip(&comps).fold(0, |a, (&i, c)| a ^ c.sg[i]);
                assert_eq!(sg, xor, "{t:?}");
            }
            // Every edge moves exactly one component along one of its moves.
            for &(u, v) in &dag.edges {
                let (a, b) = (&dag.nodes[u], &dag.nodes[v]);
                let moved: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
                assert_eq!(moved.len(), 1);
                let i = moved[0];
                assert!(comps[i].edges.contains(&(a[i], b[i])));
            }
        }
    }

    #[test]
    fn a_sum_too_large_is_refused_before_it_is_built() {
        let game = Take(&[1]);
        let comps: Vec<PositionDag<u64>> = [20u64, 20]
            .iter()
            .map(|&p| extract_dag(&game, &p, 100).unwrap())
            .collect();
        assert_eq!(sum_size(&comps), 441);
        assert_eq!(
            sum_dag(&comps, MAX_SUM_POSITIONS),
            Err(SearchError::TooManyPositions(MAX_SUM_POSITIONS))
        );
        let labels = vec![vec!["3".to_string(), "2".into()], vec!["5".to_string()]];
        assert_eq!(sum_label(&[1, 0], &labels), "2,5");
    }
}
