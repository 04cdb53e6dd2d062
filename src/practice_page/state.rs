//! The practice page's state and its pure reducer: the work (the item on screen and every
//! entry, sent with each request so the worker replays it), what is selected and typed,
//! and the worker's last answer. Tested natively with the real solver answering.

use crate::figure_view::PreparedFigure;
use crate::wire::{Outcome, PracticeWork, Request, Response, WPractice, WStep, WTarget};
use std::rc::Rc;

/// What the page does.
#[derive(Clone, PartialEq)]
pub enum PAction {
    /// Open a set: its link, the reader's language, the work saved for it (if any).
    Open {
        /// The link.
        hash: String,
        /// `en` or `zh`.
        lang: String,
        /// The work saved for this link in this tab.
        saved: Option<PracticeWork>,
    },
    /// The language changed: ask again in it.
    Lang(String),
    /// The solver answered (with the figure rebuilt from its delta).
    Answer(Rc<Response>, Option<PreparedFigure>),
    /// The solver could not be started.
    Failed,
    /// Select a target (its id).
    Select(String),
    /// Select the target of a DAG position (its `dag-node`'s id).
    SelectNode(String),
    /// Move the selection by this many targets (wrapping).
    MoveBy(i32),
    /// Text typed into the answer box.
    Type(String),
    /// Grade what is typed for the selected target, at this many seconds since opening.
    Enter(u64),
    /// Select or unselect an option of a selection.
    Toggle(String),
    /// Grade the selection.
    Check(u64),
    /// Reveal the selected target (or the selection).
    Reveal(u64),
    /// Go to the next item.
    Next,
}

/// The practice page's state.
#[derive(Clone, PartialEq, Default)]
pub struct PracticeState {
    /// The link shown.
    pub hash: String,
    /// The language asked for.
    pub lang: String,
    /// The work on the set.
    pub work: PracticeWork,
    /// The selected target.
    pub selected: Option<String>,
    /// What is typed in the answer box.
    pub typed: String,
    /// The options selected (a selection item).
    pub chosen: Vec<String>,
    /// The worker's last answer.
    pub shown: Option<Rc<WPractice>>,
    /// The item's figure.
    pub figure: Option<PreparedFigure>,
    /// The link's problems.
    pub errors: Vec<String>,
    /// The request on its way.
    pub pending: Option<Request>,
    /// The last request id.
    next_id: u64,
    /// Whether the solver could not be started.
    pub failed: bool,
    /// The last entry, until its answer: whether it was a reveal (its answer moves the
    /// selection on, as a right entry's does).
    entered: Option<bool>,
    /// The number of graded entries the embedding page has been told about.
    pub graded_posted: usize,
    /// Bumped when the answer box should take the focus.
    pub focus_input: u64,
    /// Whether it then selects what it holds (a wrong entry, replaced by typing).
    pub select_input: bool,
}

impl PracticeState {
    fn request(&mut self) {
        self.next_id += 1;
        self.pending = Some(Request {
            id: self.next_id,
            hash: self.hash.clone(),
            lang: self.lang.clone(),
            strict: false,
            export: None,
            reveal: false,
            parts: false,
            typed: false,
            // A fresh set goes as index.html's early request does, so that answer is used.
            practice: (self.work != PracticeWork::default()).then(|| self.work.clone()),
            bytes: false,
        });
    }

    /// The targets of the item on screen.
    pub fn targets(&self) -> &[WTarget] {
        self.shown.as_deref().map_or(&[], |p| p.targets.as_slice())
    }

    /// The item on screen is a selection of options.
    pub fn is_selection(&self) -> bool {
        self.targets().iter().any(|t| t.ask == "choice")
    }

    fn open_target(&self, after: Option<&str>) -> Option<String> {
        let targets = self.targets();
        let start = after
            .and_then(|a| targets.iter().position(|t| t.id == a))
            .map_or(0, |i| i + 1);
        let n = targets.len();
        (0..n)
            .map(|k| &targets[(start + k) % n.max(1)])
            .find(|t| t.state == "blank" || t.state == "wrong")
            .map(|t| t.id.clone())
    }

    /// The number of graded entries (typed or checked) in the work.
    pub fn graded_entries(&self) -> usize {
        self.work
            .log
            .iter()
            .filter(|s| !matches!(s, WStep::Reveal { .. }))
            .count()
    }

    fn select(&mut self, id: String) {
        if self.selected.as_deref() != Some(id.as_str()) {
            self.typed.clear();
        }
        self.selected = Some(id);
        self.focus_input += 1;
        self.select_input = false;
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: PAction) {
        match action {
            PAction::Open { hash, lang, saved } => {
                // The same set in another language (or layout): the work stays on screen.
                if !self.hash.is_empty()
                    && super::storage_key(&hash) == super::storage_key(&self.hash)
                {
                    self.hash = hash;
                    self.lang = lang;
                    self.request();
                    return;
                }
                *self = PracticeState {
                    hash,
                    lang,
                    work: saved.unwrap_or_default(),
                    next_id: self.next_id,
                    ..PracticeState::default()
                };
                self.request();
            }
            PAction::Lang(lang) => {
                if lang != self.lang && !self.hash.is_empty() {
                    self.lang = lang;
                    self.request();
                }
            }
            PAction::Answer(response, figure) => self.answered(&response, figure),
            PAction::Failed => self.failed = true,
            PAction::Select(id) => {
                if self
                    .targets()
                    .iter()
                    .any(|t| t.id == id && t.ask != "choice")
                {
                    self.select(id);
                }
            }
            PAction::SelectNode(node) => {
                let found = self
                    .targets()
                    .iter()
                    .find(|t| t.node.as_deref() == Some(node.as_str()))
                    .map(|t| t.id.clone());
                if let Some(id) = found {
                    self.select(id);
                }
            }
            PAction::MoveBy(d) => {
                let targets = self.targets();
                let n = targets.len() as i32;
                if n == 0 {
                    return;
                }
                let i = self
                    .selected
                    .as_deref()
                    .and_then(|s| targets.iter().position(|t| t.id == s))
                    .map_or(if d > 0 { -1 } else { 0 }, |i| i as i32);
                let next = (i + d).rem_euclid(n) as usize;
                let id = targets[next].id.clone();
                if targets[next].ask == "choice" {
                    self.selected = Some(id);
                } else {
                    self.selected = Some(id);
                    self.typed.clear();
                }
            }
            PAction::Type(text) => self.typed = text,
            PAction::Enter(secs) => {
                let Some(target) = self.selected.clone() else {
                    return;
                };
                let open = self.targets().iter().any(|t| t.id == target && !shows(t));
                if self.typed.trim().is_empty() || self.is_selection() || !open {
                    return;
                }
                self.work.log.push(WStep::Enter {
                    item: self.work.at,
                    target,
                    typed: self.typed.trim().to_string(),
                    secs,
                });
                self.entered = Some(false);
                self.request();
            }
            PAction::Toggle(id) => {
                let open = self
                    .shown
                    .as_ref()
                    .is_some_and(|p| p.targets.iter().any(|t| t.id == id && !shows(t)));
                if !open {
                    return;
                }
                self.selected = Some(id.clone());
                if let Some(i) = self.chosen.iter().position(|c| *c == id) {
                    self.chosen.remove(i);
                } else if id == grundy_lessons::practice::NONE_CHOICE {
                    // "None" says there is no winning move: it stands alone.
                    self.chosen = vec![id];
                } else {
                    self.chosen
                        .retain(|c| c != grundy_lessons::practice::NONE_CHOICE);
                    self.chosen.push(id);
                }
            }
            PAction::Check(secs) => {
                if !self.is_selection() || self.chosen.is_empty() {
                    return;
                }
                self.work.log.push(WStep::Check {
                    item: self.work.at,
                    chosen: self.chosen.clone(),
                    secs,
                });
                self.request();
            }
            PAction::Reveal(secs) => {
                let target = if self.is_selection() {
                    Some(grundy_lessons::practice::SELECTION.to_string())
                } else {
                    self.selected.clone()
                };
                let Some(target) = target else { return };
                self.work.log.push(WStep::Reveal {
                    item: self.work.at,
                    target,
                    secs,
                });
                self.entered = Some(true);
                self.request();
            }
            PAction::Next => {
                let count = self.shown.as_ref().map_or(0, |p| p.count);
                let done = self.shown.as_ref().is_some_and(|p| p.done);
                // Past the last item of an unfinished set: back to the first.
                let next = if self.work.at + 1 < count {
                    Some(self.work.at + 1)
                } else {
                    (!done && count > 1).then_some(0)
                };
                if let Some(next) = next {
                    self.work.at = next;
                    self.selected = None;
                    self.typed.clear();
                    self.chosen.clear();
                    self.request();
                }
            }
        }
    }

    fn answered(&mut self, response: &Response, figure: Option<PreparedFigure>) {
        if self.pending.as_ref().map(|p| p.id) != Some(response.id) {
            return;
        }
        self.pending = None;
        let Outcome::Opened(snapshot) = &response.outcome else {
            return;
        };
        let Some(p) = snapshot.practice.clone() else {
            return;
        };
        self.errors = snapshot.errors.clone();
        self.figure = figure.filter(|f| f.width > 0.0);
        let first = self.shown.is_none();
        let moved_on = self.shown.as_ref().is_none_or(|s| s.at != p.at);
        let last_right = p.feedback.as_ref().is_some_and(|f| f.right == Some(true));
        self.work.at = p.at;
        self.shown = Some(Rc::new(p));
        let selected_open = self
            .selected
            .as_deref()
            .and_then(|s| self.targets().iter().find(|t| t.id == s))
            .is_some_and(|t| !shows(t));
        if self.is_selection() {
            if let Some(p) = &self.shown {
                // Graded right or revealed: the winning moves stay selected.
                let settled: Vec<String> = p
                    .targets
                    .iter()
                    .filter(|t| t.value.is_some())
                    .map(|t| t.id.clone())
                    .collect();
                if !settled.is_empty() {
                    self.chosen = settled;
                }
            }
        } else if self.entered == Some(false) && !last_right && selected_open {
            // A wrong or refused entry stays in the box, selected: typing replaces it.
            self.focus_input += 1;
            self.select_input = true;
        } else if moved_on
            || (self.entered == Some(false) && last_right)
            || self.entered == Some(true)
            || !selected_open
        {
            // On to the next target still open, with an empty box.
            let from = self.selected.clone();
            self.selected = self.open_target(from.as_deref()).or(from);
            self.typed.clear();
            // Not at the page's opening: a phone would open its keyboard over the item.
            if !first {
                self.focus_input += 1;
                self.select_input = false;
            }
        }
        self.entered = None;
    }
}

/// Whether a target's value is on the screen (right or revealed).
pub fn shows(t: &WTarget) -> bool {
    t.state == "right" || t.state == "revealed"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Solver;

    /// Applies `action`, then lets the real solver answer whatever is pending.
    fn run(s: &mut PracticeState, solver: &mut Solver, action: PAction) {
        s.apply(action);
        if let Some(r) = s.pending.clone() {
            let response = solver.handle(r);
            s.apply(PAction::Answer(Rc::new(response), None));
        }
    }

    fn open(hash: &str) -> (PracticeState, Solver) {
        let mut s = PracticeState::default();
        let mut solver = Solver::new();
        run(
            &mut s,
            &mut solver,
            PAction::Open {
                hash: hash.into(),
                lang: "en".into(),
                saved: None,
            },
        );
        (s, solver)
    }

    #[test]
    fn a_wrong_entry_keeps_the_target_and_a_right_one_moves_on() {
        let (mut s, mut solver) = open("#/practice?topic=sg-table&seed=3&level=1&count=2");
        let first = s.selected.clone().expect("a target selected");
        assert_eq!(first, "g-0");
        // G(0) is 0 in every subtraction game.
        run(&mut s, &mut solver, PAction::Type("5".into()));
        run(&mut s, &mut solver, PAction::Enter(2));
        assert_eq!(s.selected.as_deref(), Some("g-0"));
        let p = s.shown.clone().expect("shown");
        assert_eq!(p.targets[0].state, "wrong");
        assert_eq!(p.feedback.as_ref().and_then(|f| f.right), Some(false));
        run(&mut s, &mut solver, PAction::Type("0".into()));
        run(&mut s, &mut solver, PAction::Enter(3));
        assert_eq!(s.selected.as_deref(), Some("g-1"));
        assert!(s.typed.is_empty());
        let p = s.shown.clone().expect("shown");
        assert_eq!((p.right, p.answered), (0, 1));
        assert_eq!(s.graded_entries(), 2);
        // Not a number: not graded, the box keeps its text.
        run(&mut s, &mut solver, PAction::Type("x".into()));
        run(&mut s, &mut solver, PAction::Enter(4));
        let p = s.shown.clone().expect("shown");
        assert_eq!(p.feedback.as_ref().map(|f| f.right), Some(None));
        assert_eq!(s.typed, "x");
        assert_eq!(p.targets[1].state, "blank");
        // Arrows wrap around the targets.
        run(&mut s, &mut solver, PAction::MoveBy(-2));
        assert_eq!(
            s.selected.as_deref(),
            Some(p.targets[p.targets.len() - 1].id.as_str())
        );
        run(&mut s, &mut solver, PAction::Next);
        assert_eq!(s.work.at, 1);
        assert_eq!(s.selected.as_deref(), Some("g-0"));
        // Past the last item of an unfinished set: back to the first, its entries kept.
        run(&mut s, &mut solver, PAction::Next);
        assert_eq!(s.work.at, 0, "back to the first item");
        let p = s.shown.clone().expect("shown");
        assert_eq!(p.answered, 1);
    }

    #[test]
    fn a_selection_is_toggled_checked_and_revealed() {
        let (mut s, mut solver) = open("#/practice?topic=winning-moves&seed=5&level=1&count=1");
        assert!(s.is_selection());
        run(&mut s, &mut solver, PAction::Toggle("none".into()));
        assert_eq!(s.chosen, vec!["none".to_string()]);
        run(&mut s, &mut solver, PAction::Check(1));
        let p = s.shown.clone().expect("shown");
        assert!(p.feedback.is_some());
        run(&mut s, &mut solver, PAction::Reveal(2));
        let p = s.shown.clone().expect("shown");
        assert!(p.done && p.item_done, "{:?}", p.feedback);
        // Revealed: the winning options are marked (and pressed), no other is.
        let revealed: Vec<&WTarget> = p.targets.iter().filter(|t| t.state == "revealed").collect();
        assert!(!revealed.is_empty());
        assert!(revealed.iter().all(|t| t.value.is_some()));
        assert!(p
            .targets
            .iter()
            .all(|t| t.state == "revealed" || (t.state == "blank" && t.value.is_none())));
        assert!(!s.chosen.is_empty());
    }

    #[test]
    fn saved_work_opens_where_it_was_left() {
        let (s, _) = open("#/practice?topic=pn&seed=2&count=3");
        let mut work = s.work.clone();
        work.at = 2;
        work.log.push(WStep::Enter {
            item: 0,
            target: s.targets()[0].id.clone(),
            typed: "P".into(),
            secs: 1,
        });
        let mut t = PracticeState::default();
        let mut solver = Solver::new();
        run(
            &mut t,
            &mut solver,
            PAction::Open {
                hash: "#/practice?topic=pn&seed=2&count=3".into(),
                lang: "zh".into(),
                saved: Some(work),
            },
        );
        let p = t.shown.clone().expect("shown");
        assert_eq!((p.at, p.answered), (2, 1));
    }
}
