//! The play panel's actions on the app's state: a move (played, or refused beside the move
//! box), the computer's reply, undo and redo. Each sets the link's `moves=` and asks the
//! solver to open it.

use super::{Action, AppState};
use grundy_core::i18n::Msg;

impl AppState {
    /// The moves played so far in the lesson on screen.
    pub(super) fn history(&self) -> Vec<String> {
        self.snapshot()
            .and_then(|s| s.play.as_ref())
            .map(|p| p.history.clone())
            .unwrap_or_default()
    }

    /// Opens the lesson on screen with `moves` as its moves (at its first step).
    pub(super) fn set_moves(&mut self, moves: &[String]) {
        let Some((_, q)) = self.lesson_link() else {
            return;
        };
        let q = q
            .with("step", None)
            .with("moves", (!moves.is_empty()).then(|| moves.join(",")));
        // The hint goes off once the new position is on screen (`answered`); a refused move
        // keeps it, since the position it was asked in stays.
        self.try_open(q);
    }

    /// Applies a play action (`Move`, `ComputerMove`, `Undo`, `Redo`); others are ignored.
    pub(super) fn play(&mut self, action: Action) {
        match action {
            Action::Move(m) => {
                // Against the computer, a move made while its reply is on the way (its turn on
                // screen, or the person's move still being solved) would be played for it.
                let move_pending = self
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.trying_move.is_some());
                if self.computer_to_move() || self.vs_computer() && move_pending {
                    let why = grundy_core::i18n::page_tr(self.lang, Msg::WaitForComputer);
                    self.move_error = Some((m, why.to_string()));
                    return;
                }
                let mut moves = self.history();
                moves.push(m.clone());
                self.redo.clear();
                self.move_error = None;
                let asked = self.next_id;
                self.set_moves(&moves);
                if let Some(p) = self.pending.as_mut().filter(|p| p.request.id > asked) {
                    p.trying_move = Some(m);
                }
            }
            Action::ComputerMove { after, mv } => {
                let moves = self.history();
                // A reply chosen for an earlier position (undo, Back) is dropped.
                if moves.len() == after && self.vs_computer() && self.pending.is_none() {
                    let mut moves = moves;
                    moves.push(mv);
                    self.set_moves(&moves);
                }
            }
            Action::Undo => {
                let mut moves = self.history();
                // Against the computer its reply goes too, so it is the person's turn again.
                let count = grundy_core::games::moves_to_undo(moves.len(), self.computer_player());
                for _ in 0..count.min(moves.len()) {
                    if let Some(m) = moves.pop() {
                        self.redo.push(m);
                    }
                }
                self.set_moves(&moves);
            }
            Action::Redo => {
                let mut moves = self.history();
                let count = grundy_core::games::moves_to_redo(
                    moves.len(),
                    self.computer_player(),
                    self.redo.len(),
                );
                if count == 0 {
                    return;
                }
                for _ in 0..count {
                    moves.extend(self.redo.pop());
                }
                self.set_moves(&moves);
            }
            _ => {}
        }
    }
}
