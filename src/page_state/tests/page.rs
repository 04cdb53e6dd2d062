//! The reducer's test page: [`AppState`] driven by actions, with the real solver answering
//! every request at once, as the worker would. Shared by the reducer's and the decks' tests.

use super::super::*;
use crate::figure_view::FigureMirror;
use crate::solver::Solver;
use crate::stepper::StepAction;

/// A page with a solver that answers every request at once.
pub(super) struct Page {
    pub state: AppState,
    pub solver: Solver,
    pub mirror: FigureMirror,
}

impl Page {
    pub fn at(hash: &str) -> Page {
        let mut p = Page::unanswered(hash);
        p.settle();
        p
    }

    /// The page as opened, its first request not yet answered.
    pub fn unanswered(hash: &str) -> Page {
        Page {
            state: AppState::new(hash, Lang::En),
            solver: Solver::new(),
            mirror: FigureMirror::new(),
        }
    }

    /// Answers the pending request, if any.
    pub fn settle(&mut self) {
        while let Some(pending) = self.state.pending.clone() {
            let response = self.solver.handle(pending.request);
            let figure = match &response.outcome {
                Outcome::Opened(s) => Some(self.mirror.apply(&s.figure)),
                Outcome::Refused(_) => None,
            };
            self.state.apply(Action::Answer(Rc::new(response), figure));
        }
    }

    pub fn act(&mut self, a: Action) {
        self.state.apply(a);
        self.settle();
    }

    pub fn step(&self) -> usize {
        self.state.snapshot().map(|s| s.step).unwrap_or(usize::MAX)
    }

    pub fn count(&self) -> usize {
        self.state.snapshot().map(|s| s.count).unwrap_or(0)
    }

    /// Presses a step key (or clicker button).
    pub fn key(&mut self, a: StepAction) {
        self.act(Action::Step(a));
    }

    pub fn at_item(&self) -> usize {
        self.state.deck.as_ref().map(|d| d.at).unwrap_or(usize::MAX)
    }

    pub fn slug(&self) -> String {
        self.state
            .snapshot()
            .map(|s| s.slug.clone())
            .unwrap_or_default()
    }

    pub fn written(&self) -> (String, HistoryMode) {
        let w = self.state.write.clone().unwrap();
        (w.hash, w.mode)
    }
}
