//! The app's state as one value and every change to it as an [`Action`], reduced by a pure
//! function (Yew's `function_todomvc` pattern). Keys, buttons, timers and the iframe API all
//! dispatch actions, and each action applies to the state as it is when it runs, never to a
//! value a closure captured earlier: five quick presses of → always advance five steps.
//!
//! The link stays the lesson's state: the reducer computes the new link and records it in
//! [`AppState::write`]; an effect puts it into the address bar (replacing the entry for a step,
//! adding one for a move or an applied input). Reading the browser is left to the caller, who
//! passes what it read (the hash, the browser's language) into the actions.

use crate::stepper::{target_step, StepAction};
use grundy_core::i18n::Lang;
use grundy_core::lesson::{
    build_model, lesson_params, model_query, open_built, Built, LessonKind, ParamError, Query,
    Route, Walkthrough,
};
use std::collections::BTreeMap;
use std::rc::Rc;

/// How a new link enters the browser's history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HistoryMode {
    /// Replace the current entry (steps, language, views).
    Replace,
    /// Add an entry (moves, applied inputs, opened lessons), so Back undoes it.
    Push,
}

/// A link the effect must write into the address bar; `seq` makes each write distinct.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HistoryWrite {
    /// The hash, starting with `#/`.
    pub hash: String,
    /// Replace or push.
    pub mode: HistoryMode,
    /// Increases with every write.
    pub seq: u64,
}

/// The lesson being shown: its link, its model and the step.
#[derive(Clone)]
pub struct LessonState {
    /// The lesson.
    pub kind: LessonKind,
    /// The whole query of the link.
    pub query: Query,
    /// The part of the query the model was built from.
    pub built_for: Query,
    /// The model (the example when the link's own parameters were refused).
    pub built: Rc<Built>,
    /// The step shown (clamped to the walkthrough).
    pub step: usize,
    /// Number of steps.
    pub count: usize,
    /// Whether only the figure, its sentence and the step controls are shown.
    pub embed: bool,
    /// Problems with the link's parameters.
    pub errors: Vec<ParamError>,
}

impl LessonState {
    /// The model.
    pub fn model(&self) -> &Rc<dyn Walkthrough> {
        &self.built.model
    }
}

/// Changes of zoom.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Zoom {
    /// Larger by half.
    In,
    /// Smaller by a third.
    Out,
    /// Fit the figure to the stage.
    Fit,
}

/// Everything that can happen to the page.
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    /// The address changed outside the app (Back/Forward, a typed or clicked link).
    LocationChanged(String),
    /// Open a link from inside the app (the iframe API, the language switch).
    Open {
        /// The hash to show.
        hash: String,
        /// How it enters history.
        mode: HistoryMode,
    },
    /// A stepper action (button, key, clicker).
    Step(StepAction),
    /// Go to a step (the iframe API).
    GoTo(usize),
    /// The play timer fired: one step on, stopping at the end.
    Tick,
    /// Zoom the figure.
    Zoom(Zoom),
    /// Text typed into an input field.
    Draft(&'static str, String),
    /// Apply the input fields.
    Apply,
    /// Play a move (link notation).
    Move(String),
    /// The computer's reply, valid only while the game still has `after` moves.
    ComputerMove {
        /// The number of moves the game had when the reply was chosen.
        after: usize,
        /// The move.
        mv: String,
    },
    /// Take back the last move (and the computer's reply before it).
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Switch the opponent (true: the computer).
    VsComputer(bool),
    /// Set link parameters from a clicked figure element (`data-link`).
    SetParams(Query),
    /// Switch to the other language.
    SwitchLang,
    /// Show (or hide again) the answers before the walkthrough reaches them.
    Reveal(bool),
    /// Show (or hide) the winning moves of the current position.
    Hint(bool),
}

/// The whole state of the app.
#[derive(Clone)]
pub struct AppState {
    /// The link shown, starting with `#/` (or empty for the home page).
    pub hash: String,
    /// The parsed link.
    pub route: Route,
    /// Interface language.
    pub lang: Lang,
    /// The browser's language, for links without `lang=`.
    pub browser_lang: Lang,
    /// The lesson, when the link opens one.
    pub lesson: Option<LessonState>,
    /// The last link written by the app, for the history effect.
    pub write: Option<HistoryWrite>,
    /// Whether the walkthrough plays by itself.
    pub playing: bool,
    /// Milliseconds per step while playing.
    pub speed_ms: u32,
    /// Zoom in percent (100: fit the stage).
    pub zoom: u32,
    /// Input fields being edited, by parameter.
    pub drafts: BTreeMap<&'static str, String>,
    /// Why the last applied input or move was refused.
    pub edit_error: Option<ParamError>,
    /// Moves taken back, for redo (last undone last).
    pub redo: Vec<String>,
    /// Whether the answers are shown before their step.
    pub revealed: bool,
    /// Whether the winning moves are shown (until the position changes).
    pub hint: bool,
    seq: u64,
}

impl PartialEq for AppState {
    fn eq(&self, other: &Self) -> bool {
        // Two states are the same page when they show the same link in the same way; the
        // model follows from the link.
        self.hash == other.hash
            && self.lang == other.lang
            && self.write == other.write
            && self.playing == other.playing
            && self.speed_ms == other.speed_ms
            && self.zoom == other.zoom
            && self.drafts == other.drafts
            && self.edit_error == other.edit_error
            && self.redo == other.redo
            && self.revealed == other.revealed
            && self.hint == other.hint
            && self.lesson.as_ref().map(|l| Rc::as_ptr(&l.built))
                == other.lesson.as_ref().map(|l| Rc::as_ptr(&l.built))
    }
}

/// The hash of `kind` with `query`.
pub fn lesson_hash(kind: LessonKind, query: &Query) -> String {
    let slug = kind.info().slug;
    if query.0.is_empty() {
        format!("#/{slug}")
    } else {
        format!("#/{slug}?{}", query.render())
    }
}

/// The same hash with `lang=` set to `lang`.
pub fn with_lang(hash: &str, lang: Lang) -> String {
    let h = hash.strip_prefix('#').unwrap_or(hash);
    let (path, query) = h.split_once('?').unwrap_or((h, ""));
    let q = Query::parse(query).with("lang", Some(lang.code().into()));
    let path = if path.is_empty() { "/" } else { path };
    format!("#{path}?{}", q.render())
}

fn built_ok(model: Box<dyn Walkthrough>) -> Rc<Built> {
    Rc::new(Built {
        model: Rc::from(model),
        error: None,
    })
}

fn build_rc(kind: LessonKind, query: &Query) -> Rc<Built> {
    Rc::new(grundy_core::lesson::build(kind, query))
}

impl AppState {
    /// The state for the address `hash`, in a browser whose language is `browser_lang`.
    pub fn new(hash: &str, browser_lang: Lang) -> AppState {
        let mut s = AppState {
            hash: String::new(),
            route: Route::Home(Query::default()),
            lang: browser_lang,
            browser_lang,
            lesson: None,
            write: None,
            playing: false,
            speed_ms: 1000,
            zoom: 100,
            drafts: BTreeMap::new(),
            edit_error: None,
            redo: Vec::new(),
            revealed: false,
            hint: false,
            seq: 0,
        };
        s.show(hash, None);
        s
    }

    /// Shows `hash`; `prebuilt` is a model already built for its lesson parameters.
    fn show(&mut self, hash: &str, prebuilt: Option<Rc<Built>>) {
        let route = Route::parse(hash);
        self.lang = route.lang().unwrap_or(self.browser_lang);
        let previous = self.lesson.take();
        self.lesson = match &route {
            Route::Lesson(kind, query) => {
                let built_for = model_query(query);
                let same_model = previous
                    .as_ref()
                    .filter(|p| p.kind == *kind && p.built_for == built_for);
                let built = match (prebuilt, same_model) {
                    (Some(b), _) => b,
                    (None, Some(p)) => p.built.clone(),
                    (None, None) => build_rc(*kind, &built_for),
                };
                let opened = open_built(*kind, query, &built);
                let own = |q: &Query| -> Vec<(String, String)> {
                    q.0.iter()
                        .filter(|(k, _)| lesson_params(*kind).contains(&k.as_str()))
                        .cloned()
                        .collect()
                };
                let same_params = previous
                    .as_ref()
                    .is_some_and(|p| p.kind == *kind && own(&p.query) == own(query));
                if !same_params {
                    // A new link (applied input, Back, another lesson) replaces half-typed
                    // drafts and the reason an earlier one was refused.
                    self.drafts.clear();
                    self.edit_error = None;
                }
                if previous.as_ref().is_none_or(|p| p.kind != *kind) {
                    self.redo.clear();
                    self.revealed = false;
                    self.playing = false;
                }
                Some(LessonState {
                    kind: *kind,
                    query: query.clone(),
                    built_for,
                    count: opened.model.step_count(),
                    step: opened.step,
                    embed: opened.embed,
                    errors: opened.errors,
                    built,
                })
            }
            _ => None,
        };
        self.route = route;
        self.hash = hash.to_string();
    }

    fn navigate(&mut self, hash: String, mode: HistoryMode, prebuilt: Option<Rc<Built>>) {
        self.seq += 1;
        self.write = Some(HistoryWrite {
            hash: hash.clone(),
            mode,
            seq: self.seq,
        });
        self.show(&hash, prebuilt);
    }

    fn go_to_step(&mut self, target: usize) {
        let Some(l) = &self.lesson else { return };
        let target = target.min(l.count.saturating_sub(1));
        if target == l.step {
            return;
        }
        let q = l.query.with("step", (target > 0).then(|| target.to_string()));
        let hash = lesson_hash(l.kind, &q);
        self.navigate(hash, HistoryMode::Replace, None);
    }

    /// Opens `q` as a new history entry if the core accepts it; otherwise keeps the page and
    /// says why. The model is built once, here, and reused by the page.
    fn try_open(&mut self, q: Query) -> bool {
        let Some(l) = &self.lesson else { return false };
        let kind = l.kind;
        match build_model(kind, &model_query(&q)) {
            Ok(model) => {
                self.edit_error = None;
                self.navigate(lesson_hash(kind, &q), HistoryMode::Push, Some(built_ok(model)));
                true
            }
            Err(e) => {
                self.edit_error = Some(e);
                false
            }
        }
    }

    fn history(&self) -> Vec<String> {
        self.lesson
            .as_ref()
            .and_then(|l| l.model().play())
            .map(|p| p.history)
            .unwrap_or_default()
    }

    fn set_moves(&mut self, moves: &[String]) -> bool {
        let Some(l) = &self.lesson else { return false };
        // A hint belongs to the position it was asked in.
        self.hint = false;
        let q = l
            .query
            .with("step", None)
            .with("moves", (!moves.is_empty()).then(|| moves.join(",")));
        self.try_open(q)
    }

    /// Whether the computer plays player 2.
    pub fn vs_computer(&self) -> bool {
        self.lesson
            .as_ref()
            .is_some_and(|l| l.query.get("vs") == Some("computer"))
    }

    /// Applies `action` to this state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::LocationChanged(hash) => {
                if hash != self.hash {
                    self.show(&hash, None);
                }
            }
            Action::Open { hash, mode } => self.navigate(hash, mode, None),
            Action::Step(StepAction::TogglePlay) => {
                let Some(l) = &self.lesson else { return };
                if !self.playing && l.step + 1 >= l.count {
                    // Playing from the last step starts again from the beginning.
                    self.go_to_step(0);
                }
                self.playing = !self.playing;
            }
            Action::Step(StepAction::Speed(ms)) => self.speed_ms = ms,
            Action::Step(other) => {
                self.playing = false;
                let Some(l) = &self.lesson else { return };
                if let Some(target) = target_step(other, l.step, l.count) {
                    self.go_to_step(target);
                }
            }
            Action::GoTo(k) => {
                self.playing = false;
                self.go_to_step(k);
            }
            Action::Tick => {
                let Some(l) = &self.lesson else { return };
                if self.playing && l.step + 1 < l.count {
                    let next = l.step + 1;
                    self.go_to_step(next);
                }
                if self.lesson.as_ref().is_some_and(|l| l.step + 1 >= l.count) {
                    self.playing = false;
                }
            }
            Action::Zoom(z) => {
                self.zoom = match z {
                    Zoom::In => (self.zoom * 3 / 2).min(800),
                    Zoom::Out => (self.zoom * 2 / 3).max(50),
                    Zoom::Fit => 100,
                }
            }
            Action::Draft(param, text) => {
                self.drafts.insert(param, text);
            }
            Action::Apply => {
                let Some(l) = &self.lesson else { return };
                let mut q = l.query.with("step", None);
                for (param, text) in &self.drafts {
                    q = q.with(param, Some(text.trim().to_string()));
                }
                self.try_open(q);
            }
            Action::Move(m) => {
                let mut moves = self.history();
                moves.push(m);
                if self.set_moves(&moves) {
                    self.redo.clear();
                }
            }
            Action::ComputerMove { after, mv } => {
                let moves = self.history();
                // A reply chosen for an earlier position (undo, Back) is dropped.
                if moves.len() == after && self.vs_computer() {
                    let mut moves = moves;
                    moves.push(mv);
                    self.set_moves(&moves);
                }
            }
            Action::Undo => {
                let mut moves = self.history();
                // Against the computer, take back its reply too, so it is the person's turn.
                let count = if self.vs_computer() && moves.len() % 2 == 0 {
                    2
                } else {
                    1
                };
                let mut undone = Vec::new();
                for _ in 0..count.min(moves.len()) {
                    if let Some(m) = moves.pop() {
                        undone.push(m);
                    }
                }
                if self.set_moves(&moves) {
                    self.redo.extend(undone);
                }
            }
            Action::Redo => {
                if let Some(m) = self.redo.pop() {
                    let mut moves = self.history();
                    moves.push(m.clone());
                    if !self.set_moves(&moves) {
                        self.redo.push(m);
                    }
                }
            }
            Action::VsComputer(on) => {
                let Some(l) = &self.lesson else { return };
                let q = l.query.with("vs", on.then(|| "computer".to_string()));
                let hash = lesson_hash(l.kind, &q);
                self.navigate(hash, HistoryMode::Replace, None);
            }
            Action::SetParams(params) => {
                let Some(l) = &self.lesson else { return };
                let mut q = l.query.clone();
                for (k, v) in params.0 {
                    q = q.with(&k, Some(v));
                }
                let hash = lesson_hash(l.kind, &q);
                self.navigate(hash, HistoryMode::Replace, None);
            }
            Action::SwitchLang => {
                let hash = with_lang(&self.hash, self.lang.other());
                self.navigate(hash, HistoryMode::Replace, None);
            }
            Action::Reveal(on) => self.revealed = on,
            Action::Hint(on) => self.hint = on,
        }
    }
}

impl yew::Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(hash: &str) -> AppState {
        AppState::new(hash, Lang::En)
    }

    fn step_of(s: &AppState) -> usize {
        s.lesson.as_ref().map(|l| l.step).unwrap_or(usize::MAX)
    }

    #[test]
    fn five_quick_nexts_land_on_step_five() {
        let mut s = at("#/nim?piles=3,4,5");
        for _ in 0..5 {
            s.apply(Action::Step(StepAction::Next));
        }
        assert_eq!(step_of(&s), 5.min(s.lesson.as_ref().unwrap().count - 1));
        assert!(s.hash.contains("step="));
        assert_eq!(s.write.as_ref().unwrap().mode, HistoryMode::Replace);
    }

    #[test]
    fn next_stops_at_the_last_step_and_first_goes_back() {
        let mut s = at("#/majority?values=2,2,1");
        let count = s.lesson.as_ref().unwrap().count;
        for _ in 0..count + 3 {
            s.apply(Action::Step(StepAction::Next));
        }
        assert_eq!(step_of(&s), count - 1);
        s.apply(Action::Step(StepAction::First));
        assert_eq!(step_of(&s), 0);
        assert!(!s.hash.contains("step="));
    }

    #[test]
    fn a_move_adds_history_and_undo_takes_it_back() {
        let mut s = at("#/nim?piles=3,4,5");
        s.apply(Action::Move("1:2".into()));
        assert!(s.hash.contains("moves=1:2"), "{}", s.hash);
        assert_eq!(s.write.as_ref().unwrap().mode, HistoryMode::Push);
        s.apply(Action::Undo);
        assert!(!s.hash.contains("moves="));
        assert_eq!(s.redo, vec!["1:2".to_string()]);
        s.apply(Action::Redo);
        assert!(s.hash.contains("moves=1:2"));
        assert!(s.redo.is_empty());
    }

    #[test]
    fn an_illegal_move_keeps_the_position_and_says_why() {
        let mut s = at("#/nim?piles=3,4,5");
        let before = s.hash.clone();
        s.apply(Action::Move("1:9".into()));
        assert_eq!(s.hash, before);
        assert!(s.edit_error.is_some());
    }

    #[test]
    fn a_stale_computer_reply_is_dropped() {
        let mut s = at("#/nim?piles=3,4,5&vs=computer");
        s.apply(Action::Move("1:2".into()));
        s.apply(Action::Undo);
        s.apply(Action::ComputerMove {
            after: 1,
            mv: "2:1".into(),
        });
        assert!(!s.hash.contains("moves="));
    }

    #[test]
    fn play_runs_to_the_end_and_stops() {
        let mut s = at("#/majority?values=2,2,1");
        s.apply(Action::Step(StepAction::TogglePlay));
        assert!(s.playing);
        for _ in 0..100 {
            s.apply(Action::Tick);
        }
        assert!(!s.playing);
        assert_eq!(step_of(&s), s.lesson.as_ref().unwrap().count - 1);
    }

    #[test]
    fn drafts_survive_steps_but_not_a_new_input() {
        let mut s = at("#/nim?piles=3,4,5");
        s.apply(Action::Draft("piles", "1,2".into()));
        s.apply(Action::Step(StepAction::Next));
        assert_eq!(s.drafts.get("piles").map(String::as_str), Some("1,2"));
        s.apply(Action::Apply);
        assert!(s.hash.contains("piles=1,2"));
        assert!(s.drafts.is_empty());
    }

    #[test]
    fn stepping_reuses_the_model() {
        let mut s = at("#/nim?piles=3,4,5");
        let before = s.lesson.as_ref().unwrap().built.clone();
        s.apply(Action::Step(StepAction::Next));
        assert!(Rc::ptr_eq(&before, &s.lesson.as_ref().unwrap().built));
    }

    #[test]
    fn switching_language_keeps_the_step() {
        let mut s = at("#/nim?piles=3,4,5&step=2");
        s.apply(Action::SwitchLang);
        assert_eq!(s.lang, Lang::Zh);
        assert_eq!(step_of(&s), 2);
    }
}
