//! The solver's answer arriving at the page: a lesson opened (what it resets: the hint, a
//! move begun, the zoom of a new figure, the drafts of a new input, the scroll of a new
//! lesson) or refused (beside the move box, or above the figure for an input).

use super::*;

impl AppState {
    /// Applies the solver's answer to the request pending.
    pub(super) fn answered(&mut self, response: &Response, figure: Option<PreparedFigure>) {
        let Some(pending) = self.pending.clone() else {
            return;
        };
        if pending.request.id != response.id {
            // An answer to a link the reader has already left.
            return;
        }
        self.pending = None;
        match (&response.outcome, figure) {
            (Outcome::Opened(snapshot), Some(figure)) => {
                self.move_error = None;
                if let Some(export) = &snapshot.export {
                    self.seq += 1;
                    self.download = Some((self.seq, Rc::new(export.clone())));
                }
                let hash = pending.request.hash.clone();
                if let Some(mode) = pending.write_as {
                    self.write(&hash, mode);
                    self.set_link(&hash);
                    self.edit_error = None;
                }
                let previous = self.shown.as_ref().map(|s| s.snapshot.clone());
                let moves_of = |s: &Snapshot| s.play.as_ref().map(|p| p.history.clone());
                if previous
                    .as_ref()
                    .is_none_or(|p| p.slug != snapshot.slug || moves_of(p) != moves_of(snapshot))
                {
                    // A hint belongs to the position it was asked in, and so does a move begun.
                    if pending.request.id > self.hint_since {
                        self.hint = false;
                    }
                    self.begun = None;
                }
                if previous.as_ref().is_none_or(|p| p.slug != snapshot.slug) {
                    self.redo.clear();
                    self.revealed = false;
                    self.playing = false;
                }
                if previous
                    .as_ref()
                    .is_none_or(|p| p.model_key != snapshot.model_key)
                {
                    // A new figure opens at a readable scale: fitted when it is small enough,
                    // else zoomed so its text is at projection size (the stage keeps the
                    // step's focus in view; "Fit" shows it whole).
                    self.zoom_chosen = false;
                    match readable_zoom(figure.width, figure.height) {
                        None => self.fit = true,
                        Some(z) => {
                            self.fit = false;
                            self.zoom = z;
                        }
                    }
                }
                // Moves and a selection in the figure are play, not a new input.
                let inputs_of = |s: &Snapshot| {
                    (s.own_params.iter())
                        .filter(|(k, _)| k != "moves" && k != "sel")
                        .cloned()
                        .collect::<Vec<_>>()
                };
                if previous
                    .as_ref()
                    .is_none_or(|p| p.slug != snapshot.slug || inputs_of(p) != inputs_of(snapshot))
                {
                    self.opened += 1;
                }
                if previous
                    .as_ref()
                    .is_none_or(|p| p.slug != snapshot.slug || p.own_params != snapshot.own_params)
                {
                    // A new link (applied input, Back, another lesson) replaces half-typed
                    // drafts and the reason an earlier one was refused.
                    self.drafts.clear();
                    self.edit_error = None;
                }
                self.shown = Some(Shown {
                    hash,
                    snapshot: Rc::new((**snapshot).clone()),
                    figure,
                });
                if self.playing && snapshot.step + 1 >= snapshot.count {
                    self.playing = false;
                }
                if std::mem::take(&mut self.deck_land_last) {
                    // Back into an item from the next one: its last step.
                    self.go_to_step(snapshot.count.saturating_sub(1));
                }
                if let Some(step) = self.queued_step.take() {
                    // A step key pressed while this was asked for: its step count is known now.
                    self.apply(Action::Step(step));
                }
            }
            (Outcome::Refused(why), _) => match pending.trying_move {
                Some(tried) => self.move_error = Some((tried, why.clone())),
                None => self.edit_error = Some(why.clone()),
            },
            (Outcome::Opened(_), None) => {}
        }
    }
}
