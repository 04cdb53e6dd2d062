//! The Nim-family lessons' `view=dag`: the game DAG of one pile, clamped to what can be drawn.

use super::*;

impl NimFamilyLesson {
    pub(super) fn has_dag_view(&self) -> bool {
        self.offers("dag")
    }

    /// The DAG of pile `pile`, or of the largest smaller pile whose DAG fits.
    pub(super) fn pile_dag(&self, pile: usize) -> PileDag {
        let real = self.game.piles[pile];
        let game = OnePile(&*self.game.rule);
        // A pile of a stones has at most a + 1 positions (split ones more), and a move list is
        // as long as the pile, so the size is clamped before any move is generated.
        let mut size = real.min(MAX_PILE_DAG_NODES as u64);
        loop {
            let start: Vec<u64> = vec![size].into_iter().filter(|&v| v > 0).collect();
            if let Ok(dag) = game.dag(&start, MAX_PILE_DAG_NODES) {
                if dag.edges.len() <= MAX_PILE_DAG_EDGES || size == 0 {
                    let labels = dag.nodes.iter().map(|p| position_label(p)).collect();
                    let walk = DagWalk::new(labels, dag.edges, dag.sg);
                    return PileDag {
                        pile,
                        clamped: (size != real).then_some((real, size)),
                        walk,
                        sum: None,
                    };
                }
            }
            size -= 1;
        }
    }

    /// Each pile as a one-pile position (an empty pile is the empty position).
    fn pile_starts(&self) -> Vec<Vec<u64>> {
        self.game
            .piles
            .iter()
            .map(|&a| vec![a].into_iter().filter(|&v| v > 0).collect())
            .collect()
    }

    /// Whether the whole sum's DAG is small enough to read, so its view is offered
    /// ([`READABLE_SUM_POSITIONS`]). A pile of a stones has at least a + 1 positions, so
    /// larger piles are ruled out before any move is generated.
    pub(super) fn sum_readable(&self) -> bool {
        if self
            .game
            .piles
            .iter()
            .any(|&a| a >= READABLE_SUM_POSITIONS as u64)
        {
            return false;
        }
        let starts = self.pile_starts();
        sum_fits(&OnePile(&*self.game.rule), &starts, READABLE_SUM_POSITIONS)
    }

    /// The DAG of the whole sum when it has at most [`MAX_SUM_POSITIONS`] positions, else
    /// pile 1's DAG with the reason.
    pub(super) fn sum_dag(&self) -> PileDag {
        let game = OnePile(&*self.game.rule);
        let largest = self.game.rule.largest_sum_pile();
        let starts = self.pile_starts();
        let drawn = self.game.piles.iter().all(|&a| a <= largest);
        match drawn
            .then(|| sum_walk(&game, &starts, |p| position_label(p)))
            .flatten()
        {
            Some((walk, parts)) => PileDag {
                pile: 0,
                clamped: None,
                walk,
                sum: Some(Some(parts)),
            },
            None => {
                let mut d = self.pile_dag(0);
                d.sum = Some(None);
                d
            }
        }
    }
}
