//! The app's state as one value and every change to it as an [`Action`], reduced by a pure
//! function (Yew's `function_todomvc` pattern). Keys, buttons, timers, the solver's answers
//! and the iframe API all dispatch actions, and each action applies to the state as it is
//! when it runs, never to a value a closure captured earlier: five quick presses of → always
//! advance five steps, even while the solver is still answering the first.
//!
//! The link stays the lesson's state. `hash` is the newest link asked for; `shown` is the
//! solver's last [`Snapshot`] on screen. Stepping writes the new link at once and asks the
//! solver for it; a move or an applied input asks first (`strict`) and writes the link only
//! when the solver accepts it, so a refused one leaves the page as it was with one line saying
//! why. Effects (see `app.rs`) put links into the address bar and carry requests to the solver.

use crate::figure_view::PreparedFigure;
use crate::stepper::{target_step, StepAction};
use crate::text::tr;
use crate::wire::{Export, ExportRequest, Outcome, Progress, Request, Response, Snapshot};
use grundy_core::games::Player;
use grundy_core::i18n::{Lang, Msg};
use grundy_lessons::lesson::{Query, Route};
use std::collections::BTreeMap;
use std::rc::Rc;

/// A request on its way to the solver.
#[derive(Clone, PartialEq, Debug)]
pub struct Pending {
    /// The request.
    pub request: Request,
    /// For a strict request: how its link enters history once accepted.
    pub write_as: Option<HistoryMode>,
    /// The solver's last progress report on it: (done, total).
    pub progress: Option<(u64, u64)>,
    /// The move it tries, when it is a move played from the play panel or the figure (a
    /// refusal is then shown beside the move box, not over the figure).
    pub trying_move: Option<String>,
}

/// What is on screen: the solver's snapshot of a link and its figure.
#[derive(Clone, PartialEq)]
pub struct Shown {
    /// The link it shows.
    pub hash: String,
    /// The snapshot.
    pub snapshot: Rc<Snapshot>,
    /// The figure, keyed for drawing.
    pub figure: PreparedFigure,
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
    /// Zoom to this percent of the stage's width (a figure's readable scale, chosen by the
    /// page, not the reader).
    To(u32),
    /// Fit the figure again because it is readable fitted (chosen by the page: a step back
    /// to a smaller figure after the page zoomed in for a larger one).
    Refit,
}

/// Everything that can happen to the page.
#[derive(Clone, PartialEq)]
pub enum Action {
    /// The address changed outside the app (Back/Forward, a typed or clicked link).
    LocationChanged(String),
    /// Open a link from inside the app (the iframe API).
    Open(String),
    /// The solver answered (with the figure rebuilt from its delta).
    Answer(Rc<Response>, Option<PreparedFigure>),
    /// The solver's progress with a request (ignored unless it is the pending one).
    Progress(Progress),
    /// Stop waiting for the solver and keep what is shown.
    Cancel,
    /// The solver worker could not be started.
    SolverFailed,
    /// A stepper action (button, key, clicker).
    Step(StepAction),
    /// Go to a step (the iframe API).
    GoTo(usize),
    /// The play timer fired: one step on, stopping at the end.
    Tick,
    /// Zoom the figure.
    Zoom(Zoom),
    /// Text typed into an input field (parameter, text).
    Draft(String, String),
    /// Apply the input fields.
    Apply,
    /// Play a move (link notation).
    Move(String),
    /// Put the start of a move in the move box (a figure piece's `data-begin`, "L:").
    BeginMove(String),
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
    /// Switch the opponent: a person (None), or the computer as player 1 or 2.
    Opponent(Option<Player>),
    /// Open (or close) the review of the game: `review=1` in the link, so it can be shared.
    Review(bool),
    /// Set link parameters from a clicked figure element (`data-link`).
    SetParams(Query),
    /// Set the language.
    SetLang(Lang),
    /// Show (or hide again) the answers before the walkthrough reaches them.
    Reveal(bool),
    /// Show (or hide) the winning moves of the current position.
    Hint(bool),
    /// Download the figure (SVG or PNG, with or without its caption).
    Export(ExportRequest),
    /// Whether downloads carry the step's sentence as a caption.
    ExportCaption(bool),
    /// A deck operation (next or previous item, the editor, add to deck).
    Deck(DeckAction),
    /// Answer the quiz question on screen (None: reveal it without answering).
    QuizAnswer(Option<String>),
    /// Blank the screen (a clicker's or PowerPoint's B and W keys), or show the lesson again.
    Blank(Option<Blank>),
    /// Turn the screen's letter keys (F, B, W, `.`, `,`) on or off.
    LetterKeys(bool),
}

/// A blanked screen's colour: black (B or .) to turn the class's eyes to the board, white (W
/// or ,) to write over the projection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blank {
    /// All black.
    Black,
    /// All white.
    White,
}

/// The whole state of the app.
#[derive(Clone, PartialEq)]
pub struct AppState {
    /// The newest link asked for, starting with `#/` (or empty for the home page).
    pub hash: String,
    /// The parsed link.
    pub route: Route,
    /// Interface language.
    pub lang: Lang,
    /// The browser's language, for links without `lang=`.
    pub browser_lang: Lang,
    /// What is on screen.
    pub shown: Option<Shown>,
    /// The request the solver is working on.
    pub pending: Option<Pending>,
    /// The last link written by the app, for the history effect.
    pub write: Option<HistoryWrite>,
    /// Whether the walkthrough plays by itself.
    pub playing: bool,
    /// End pressed before a deck item's answer (its step count unknown), applied when the
    /// answer arrives: a teacher's End as a deck opens is not lost.
    pub queued_step: Option<StepAction>,
    /// Milliseconds per step while playing.
    pub speed_ms: u32,
    /// Zoom: the figure's width in percent of the stage's, when not fitted whole.
    pub zoom: u32,
    /// Whether the figure is fitted whole into the stage (else it scrolls at `zoom`).
    pub fit: bool,
    /// Whether the reader chose the zoom (−, +, Fit) since the figure's model opened: the page
    /// then never changes it; else the page keeps each step's figure at its readable scale.
    pub zoom_chosen: bool,
    /// Input fields being edited, by parameter.
    pub drafts: BTreeMap<String, String>,
    /// Why the last applied input or move was refused (one line).
    pub edit_error: Option<String>,
    /// Why the last move tried from the play panel or the figure was refused: (the move, one
    /// line), shown beside the move box.
    pub move_error: Option<(String, String)>,
    /// Moves taken back, for redo (last undone last).
    pub redo: Vec<String>,
    /// Whether the answers are shown before their step.
    pub revealed: bool,
    /// Whether the winning moves are shown (until the position changes).
    pub hint: bool,
    /// The last request id when the hint was last switched: a new position asked for after
    /// it turns the hint off; one asked for before it (the hint pressed while it was being
    /// solved) keeps it.
    hint_since: u64,
    /// The start of a move a figure piece put in the move box, numbered so that the same
    /// start twice still reaches the box (until the position changes).
    pub begun: Option<(u64, String)>,
    /// A file for the download effect, with a number that makes each download distinct.
    pub download: Option<(u64, Rc<Export>)>,
    /// Whether downloads carry the step's sentence as a caption.
    pub export_caption: bool,
    /// The deck, when the address is one (`#/deck?…`); `hash` is then its current item.
    pub deck: Option<Deck>,
    /// Whether the item being opened goes to its last step once answered (PageUp into it).
    deck_land_last: bool,
    /// The quiz answers given (`quiz=1`), by lesson model and step.
    pub answers: quiz::Answers,
    /// Counts the lessons and inputs opened: each new one scrolls the page back to its top,
    /// so a lesson opened after Apply (its inputs are below the stage) or a deck's next item
    /// does not open with the stage half off screen.
    pub opened: u64,
    /// The screen blanked over everything, if it is: the next key or click brings it back.
    pub blank: Option<Blank>,
    /// Whether the screen's letter keys act (the reader may turn them off).
    pub letter_keys: bool,
    /// The quiz step (model, step) whose last typed answer was no number.
    quiz_not_a_number: Option<(String, usize)>,
    seq: u64,
    next_id: u64,
}

impl AppState {
    /// The state for the address `hash`, in a browser whose language is `browser_lang`.
    pub fn new(hash: &str, browser_lang: Lang) -> AppState {
        let mut s = AppState {
            hash: String::new(),
            route: Route::Home(Query::default()),
            lang: browser_lang,
            browser_lang,
            shown: None,
            pending: None,
            write: None,
            playing: false,
            queued_step: None,
            speed_ms: 1000,
            zoom: 100,
            fit: true,
            zoom_chosen: false,
            drafts: BTreeMap::new(),
            edit_error: None,
            move_error: None,
            redo: Vec::new(),
            revealed: false,
            hint: false,
            hint_since: 0,
            begun: None,
            opened: 0,
            blank: None,
            letter_keys: true,
            quiz_not_a_number: None,
            download: None,
            export_caption: true,
            deck: None,
            deck_land_last: false,
            answers: quiz::Answers::new(),
            seq: 0,
            next_id: 0,
        };
        s.show_location(hash);
        s
    }

    fn request(&mut self, hash: &str, strict: bool, write_as: Option<HistoryMode>) {
        self.next_id += 1;
        self.pending = Some(Pending {
            request: Request {
                id: self.next_id,
                hash: hash.to_string(),
                lang: self.lang_of(hash).code().to_string(),
                strict,
                export: None,
                reveal: self.quiz_reveal(hash),
                parts: false,
                // A strict request is a move or an applied input; a move's refusal is said
                // as the move, so this only changes how an input's is said.
                typed: strict,
                practice: None,
                bytes: false,
            },
            write_as,
            progress: None,
            trying_move: None,
        });
    }

    fn lang_of(&self, hash: &str) -> Lang {
        Route::parse(hash).lang().unwrap_or(self.browser_lang)
    }

    /// The language of what is on screen: the reader's until a language switch's answer
    /// arrives, when the figure on screen still speaks the language before.
    pub fn shown_lang(&self) -> Lang {
        self.shown
            .as_ref()
            .map_or(self.lang, |s| self.lang_of(&s.hash))
    }

    /// Shows `hash` (already in the address bar, or written by the caller) and asks the
    /// solver for it when it is a lesson.
    /// Makes `hash` the page's link, with the route and the language it gives.
    fn set_link(&mut self, hash: &str) {
        self.route = Route::parse(hash);
        self.lang = self.lang_of(hash);
        self.hash = hash.to_string();
    }

    fn show(&mut self, hash: &str) {
        self.set_link(hash);
        // A lesson's `practice=1` is the practice page's (it asks its own solver).
        if matches!(&self.route, Route::Lesson(_, q) if q.get("practice") != Some("1")) {
            self.request(hash, false, None);
        } else {
            self.pending = None;
            self.shown = None;
            self.playing = false;
        }
    }

    fn write(&mut self, hash: &str, mode: HistoryMode) {
        // In a deck the page's link is the current item's: the address is the whole deck.
        let hash = self.deck_address(hash);
        self.write_address(&hash, mode);
    }

    fn write_address(&mut self, hash: &str, mode: HistoryMode) {
        self.seq += 1;
        self.write = Some(HistoryWrite {
            hash: hash.to_string(),
            mode,
            seq: self.seq,
        });
    }

    /// Goes to `hash` now (a step, a view, the language), replacing the history entry.
    fn navigate(&mut self, hash: String) {
        self.write(&hash, HistoryMode::Replace);
        self.show(&hash);
    }

    fn go_to_step(&mut self, target: usize) {
        let Some((kind, q)) = self.lesson_link() else {
            return;
        };
        let count = self.step_count().unwrap_or(usize::MAX);
        let target = target.min(count.saturating_sub(1));
        if target == self.step() {
            return;
        }
        let hash = step_hash(kind, q, target);
        self.navigate(hash);
    }

    /// Asks the solver for `q` as a new history entry; a refusal keeps the page.
    fn try_open(&mut self, q: Query) {
        let Some((kind, _)) = self.lesson_link() else {
            return;
        };
        let hash = lesson_hash(kind, &q);
        self.request(&hash, true, Some(HistoryMode::Push));
    }

    /// Applies `action` to this state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::LocationChanged(hash) => {
                if hash != self.address() {
                    self.show_location(&hash);
                }
            }
            Action::Open(hash) => {
                // An embedding page opens another lesson in the same frame: the language
                // (set by grundy:lang, or the frame's link), text size, theme and embed layout
                // stay unless the new link sets them.
                let hash = keep_presentation(&self.hash, &hash);
                self.write_address(&hash, HistoryMode::Replace);
                self.show_location(&hash);
            }
            Action::Answer(response, figure) => self.answered(&response, figure),
            Action::Progress(p) => {
                if let Some(pending) = self.pending.as_mut() {
                    if pending.request.id == p.id {
                        pending.progress = Some((p.done, p.total));
                    }
                }
            }
            Action::Cancel => {
                self.pending = None;
                self.playing = false;
                // In a deck the item's link stays as asked (what is on screen may be another
                // item's, still shown while the new one is solved).
                if let Some(shown) = self.shown.as_ref().filter(|_| self.deck.is_none()) {
                    if shown.hash != self.hash {
                        // The language the reader chose while it computed stays: the lesson
                        // on screen is asked for again in it (Stop turned the page back).
                        let chosen = self.lang;
                        let mut hash = shown.hash.clone();
                        if self.lang_of(&hash) != chosen {
                            hash = with_lang(&hash, chosen);
                            self.request(&hash, false, None);
                        }
                        self.write(&hash, HistoryMode::Replace);
                        // Its language is the one chosen (`with_lang` above).
                        self.set_link(&hash);
                    }
                }
            }
            Action::SolverFailed => {
                self.pending = None;
                self.edit_error = Some(tr(self.lang, Msg::SolverFailed).to_string());
            }
            // A step key on a blanked screen (a clicker's Next) brings the lesson back as it
            // was: the class sees the step the teacher left, not the next one.
            Action::Step(_) if self.blank.is_some() => self.blank = None,
            Action::Blank(blank) => {
                self.blank = blank;
                self.playing &= blank.is_none();
            }
            Action::Step(StepAction::TogglePlay) => {
                let Some(count) = self.snapshot().map(|s| s.count) else {
                    return;
                };
                if !self.playing && self.step() + 1 >= count {
                    // Playing from the last step starts again from the beginning.
                    self.go_to_step(0);
                }
                self.playing = !self.playing;
            }
            Action::Step(StepAction::Speed(ms)) => self.speed_ms = ms,
            Action::Step(other) => {
                self.playing = false;
                if self.deck_step(other) {
                    return;
                }
                // A deck item not answered yet steps on regardless (presses add up in its
                // link's step), but its last step is known only from its answer: End waits
                // for it (a step past the end would be refused as a bad `step=`). A lesson
                // not answered yet does not step.
                let count = match self.step_count() {
                    Some(count) => count,
                    None if self.deck.is_some() && other == StepAction::Last => {
                        self.queued_step = Some(other);
                        return;
                    }
                    None if self.deck.is_some() => usize::MAX,
                    None => return,
                };
                if let Some(target) = target_step(other, self.step(), count) {
                    self.go_to_step(target);
                }
            }
            Action::GoTo(k) => {
                self.playing = false;
                self.go_to_step(k);
            }
            Action::Tick => {
                let Some(count) = self.snapshot().map(|s| s.count) else {
                    return;
                };
                if self.playing && self.step() + 1 < count {
                    let next = self.step() + 1;
                    self.go_to_step(next);
                }
                if self.step() + 1 >= count {
                    self.playing = false;
                }
            }
            Action::Zoom(z) => match z {
                Zoom::Fit | Zoom::Refit => {
                    self.zoom_chosen = z == Zoom::Fit;
                    self.fit = true;
                    self.zoom = 100;
                }
                Zoom::In if self.fit => {
                    self.zoom_chosen = true;
                    self.fit = false;
                    self.zoom = 150;
                }
                Zoom::In => {
                    self.zoom_chosen = true;
                    self.zoom = (self.zoom * 3 / 2).min(crate::readable::MAX_ZOOM);
                }
                Zoom::To(z) => {
                    self.zoom_chosen = false;
                    self.fit = false;
                    self.zoom = z.clamp(50, crate::readable::MAX_ZOOM);
                }
                Zoom::Out => {
                    self.zoom_chosen = true;
                    self.fit = false;
                    self.zoom = (self.zoom * 2 / 3).max(50);
                }
            },
            Action::Draft(param, text) => {
                self.drafts.insert(param, text);
            }
            Action::Apply => {
                let Some((_, q)) = self.lesson_link() else {
                    return;
                };
                // A new game starts at its first step with no move played (the moves of the
                // old game were replayed on the new one: new heaps showed a move never made,
                // or refused one); a box that changes only what is shown of the same game
                // (the game lab's first heap drawn, its table's length) keeps both.
                let inputs = self
                    .snapshot()
                    .map(|s| s.inputs.clone())
                    .unwrap_or_default();
                let same_game = self.drafts.iter().all(|(param, text)| {
                    inputs
                        .iter()
                        .find(|f| &f.param == param)
                        .is_some_and(|f| f.same_game || f.value == text.trim())
                });
                let mut q = if same_game {
                    q.clone()
                } else {
                    q.with("step", None).with("moves", None).with("sel", None)
                };
                for (param, text) in &self.drafts {
                    q = q.with(param, Some(text.trim().to_string()));
                }
                self.try_open(q);
            }
            Action::Move(_) | Action::ComputerMove { .. } | Action::Undo | Action::Redo => {
                self.play(action)
            }
            Action::Opponent(computer) => {
                let Some((kind, q)) = self.lesson_link() else {
                    return;
                };
                let vs = computer.map(|c| match c {
                    Player::First => "computer-first".to_string(),
                    Player::Second => "computer".to_string(),
                });
                let hash = lesson_hash(kind, &q.with("vs", vs));
                self.navigate(hash);
            }
            Action::Review(on) => {
                let Some((kind, q)) = self.lesson_link() else {
                    return;
                };
                let hash = lesson_hash(kind, &q.with("review", on.then(|| "1".to_string())));
                self.navigate(hash);
            }
            Action::SetParams(params) => {
                let Some((kind, q)) = self.lesson_link() else {
                    return;
                };
                let mut q = q.clone();
                for (k, v) in params.0 {
                    q = q.with(&k, Some(v));
                }
                let hash = lesson_hash(kind, &q);
                self.navigate(hash);
            }
            Action::SetLang(lang) => self.set_lang(lang),
            Action::Reveal(on) => self.revealed = on,
            Action::Hint(on) => {
                self.hint = on;
                self.hint_since = self.next_id;
            }
            Action::BeginMove(start) => {
                self.seq += 1;
                self.begun = Some((self.seq, start));
            }
            Action::ExportCaption(on) => self.export_caption = on,
            Action::LetterKeys(on) => self.letter_keys = on,
            Action::Deck(a) => self.deck_action(a),
            Action::QuizAnswer(text) => self.quiz_answer(text),
            Action::Export(e) => {
                if let Route::Lesson(..) = self.route {
                    let hash = self.hash.clone();
                    self.request(&hash, false, None);
                    if let Some(p) = self.pending.as_mut() {
                        p.request.export = Some(e);
                    }
                }
            }
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

mod answered;
mod deck;
mod links;
mod play;
mod queries;
pub mod quiz;
#[cfg(test)]
mod tests;

use crate::deck::Deck;
pub use deck::{link_carrying_deck, DeckAction};

pub use links::{
    keep_presentation, lesson_hash, readable_zoom, step_hash, with_lang, HistoryMode, HistoryWrite,
};
