//! Lessons as the front-ends see them: links (`#/lesson?params`, see docs/links-and-hooks.md)
//! parsed into validated lesson models, and each model's walkthrough: a number of steps, a
//! figure and a sentence per step, and the facts behind the public hooks.
//!
//! Opening a link never fails: a missing parameter takes the lesson's example, an invalid one
//! is left out (the rest of the link stays) and adds a [`ParamError`] naming the parameter and
//! what was expected.

pub mod apple_tree;
pub mod cutting;
pub mod dag_walk;
pub mod display;
pub mod end_piles;
pub mod flip_multiples;
pub mod game_lab;
pub mod graph_sum;
pub mod hackenbush;
pub mod ie;
pub mod majority;
pub mod nim_family;
pub mod quiz;
#[cfg(test)]
pub(crate) mod teaching;
pub mod wythoff;

mod facts;
mod field_refusal;
mod link;
mod params;
mod play;
mod said;
mod words;
pub use facts::{first_winning_move, Facts, NamedMove};
pub use field_refusal::field_refusal;
pub use grundy_core::form::InputField;
pub use link::{percent_decode, split_link, Query, Route};
pub use params::{move_error, parse_i64_list, parse_u64, parse_u64_list, split_moves};
pub use play::{
    notation_example, play_info, replay, replay_keeping_last, replay_seeing_last, PlayInfo,
    MAX_LISTED_MOVES,
};
pub use said::{hint_lists, mark_starts, mark_winning, name_pieces, said_moves, MoveStart};

use grundy_core::figure::Figure;
use grundy_core::games::{game_over_reason, winner, Game, Player};
use grundy_core::i18n::{tr, Lang, Msg, Phrase};
use grundy_core::{phrase, t};
use std::rc::Rc;

/// One link parameter of a lesson: its name and the example's value (None when the
/// parameter is optional and absent from the example, like `moves`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Param {
    /// The name in the link.
    pub name: &'static str,
    /// The example's value.
    pub default: Option<&'static str>,
}

impl Param {
    /// A parameter whose example value is `default`.
    pub const fn with(name: &'static str, default: &'static str) -> Param {
        Param {
            name,
            default: Some(default),
        }
    }

    /// A parameter the example leaves out.
    pub const fn optional(name: &'static str) -> Param {
        Param {
            name,
            default: None,
        }
    }
}

/// Builds a lesson's model from its own parameters (missing ones take the example's).
pub type Builder = fn(&Query) -> Result<Box<dyn Walkthrough>, ParamError>;

/// Everything the front-ends know about one lesson: its link slug (also its `grundy judge`
/// problem name, but for `game-lab`, judged as `octal`), its parameters, its `view=` values, its
/// builder, and its title and summary as messages. Each lesson module defines its descriptor(s);
/// `lessons!` lists them once.
pub struct Lesson {
    /// Link slug (`#/slug?…`).
    pub slug: &'static str,
    /// Title.
    pub title: Msg,
    /// One-line summary for the home page.
    pub summary: Msg,
    /// The lesson's own parameters (not [`COMMON_PARAMS`]).
    pub params: &'static [Param],
    /// The `view=` values it understands (empty when it has one figure).
    pub views: &'static [&'static str],
    /// Builds the model.
    pub build: Builder,
}

/// Boxes a lesson model (for the builders).
pub fn boxed<W: Walkthrough + 'static>(w: W) -> Box<dyn Walkthrough> {
    Box::new(w)
}

/// Declares the catalogue from ONE list of `Kind => descriptor` lines, in home-page order:
/// the [`LessonKind`] names, [`LESSONS`] and [`LessonKind::info`] all come from it, so a new
/// lesson is one module plus one line here.
macro_rules! lessons {
    ($($kind:ident => $desc:path,)*) => {
        /// Every lesson, in the order of the home page (generated from the one list).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum LessonKind { $($kind,)* }

        /// The catalogue, in home-page order.
        pub const LESSONS: &[Lesson] = &[$($desc,)*];

        impl LessonKind {
            /// Every lesson, in home-page order (parallel to [`LESSONS`] by construction).
            pub const ALL: &[LessonKind] = &[$(LessonKind::$kind,)*];

            /// The lesson's descriptor.
            pub fn info(self) -> &'static Lesson {
                match self {
                    $(LessonKind::$kind => &$desc,)*
                }
            }

            // The fields below are read one by one (not through `info()`), so a front-end that
            // only names, lists and routes lessons (the page, whose lessons are built in the
            // solver worker) does not link every lesson's builder into its wasm.

            /// Link slug.
            pub fn slug(self) -> &'static str {
                match self {
                    $(LessonKind::$kind => $desc.slug,)*
                }
            }

            /// The title's message.
            pub fn title_msg(self) -> Msg {
                match self {
                    $(LessonKind::$kind => $desc.title,)*
                }
            }

            /// The summary's message.
            pub fn summary_msg(self) -> Msg {
                match self {
                    $(LessonKind::$kind => $desc.summary,)*
                }
            }

            /// The lesson's own parameters.
            pub fn params(self) -> &'static [Param] {
                match self {
                    $(LessonKind::$kind => $desc.params,)*
                }
            }
        }
    };
}

lessons! {
    Majority => majority::LESSON,
    Nim => nim_family::NIM,
    MisereNim => nim_family::MISERE_NIM,
    BoundedNim => nim_family::BOUNDED_NIM,
    StaircaseNim => nim_family::STAIRCASE_NIM,
    SetNim => nim_family::SET_NIM,
    SplitNim => nim_family::SPLIT_NIM,
    PowerNim => nim_family::rules::power::POWER_NIM,
    GraphSum => graph_sum::LESSON,
    Wythoff => wythoff::LESSON,
    Cutting => cutting::LESSON,
    EndPiles => end_piles::LESSON,
    AppleTree => apple_tree::LESSON,
    FlipMultiples => flip_multiples::LESSON,
    IeDivisible => ie::LESSON,
    GameLab => game_lab::LESSON,
    Hackenbush => hackenbush::LESSON,
}

impl LessonKind {
    /// The lesson for a link slug.
    pub fn from_slug(slug: &str) -> Option<LessonKind> {
        LessonKind::ALL.iter().copied().find(|k| k.slug() == slug)
    }

    /// Whether the lesson has a parameter called `name` (cutting's `size` is its table's
    /// size, not the text size the other lessons' `size=` sets).
    pub fn owns_param(self, name: &str) -> bool {
        self.params().iter().any(|p| p.name == name)
    }

    /// Title in `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        tr(lang, self.title_msg())
    }
}

/// An invalid link or form parameter: which one, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamError {
    /// The parameter's name as in the link.
    pub param: String,
    /// What was expected, as a message with its named arguments (rendered in the reader's
    /// language when shown).
    pub expected: Phrase,
}

impl ParamError {
    /// A new error for `param`: `expected` says what was wrong, e.g.
    /// `phrase!(ExpectFlag { token: "2" })`.
    pub fn new(param: &str, expected: Phrase) -> Self {
        ParamError {
            param: param.to_string(),
            expected,
        }
    }

    /// The message shown to the user, naming the parameter: one line, with the link's own
    /// text (name, offending value) escaped and cut by [`grundy_core::text::shown`].
    pub fn message(&self, lang: Lang) -> String {
        let problem = grundy_core::text::shown_phrase(&self.expected).render(lang);
        t!(
            lang,
            ErrorParam {
                param: grundy_core::text::shown(&self.param),
                problem
            }
        )
    }

    /// For a move of `moves=` that cannot be played, the line a player sees beside the move
    /// box: the move and why, without the parameter's name or the move's place in the list
    /// ("“9:99” cannot be played: there is no pile 9"). None for any other error.
    pub fn move_message(&self, lang: Lang) -> Option<String> {
        let (Phrase::Msg(Msg::ExpectMove, args), "moves") = (&self.expected, self.param.as_str())
        else {
            return None;
        };
        let arg = |name| {
            args.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, p)| p.clone())
        };
        let refused = Phrase::Msg(
            Msg::MoveRefused,
            vec![("text", arg("text")?), ("reason", arg("reason")?)],
        );
        Some(grundy_core::text::shown_phrase(&refused).render(lang))
    }
}

/// A lesson's validated model: its walkthrough and its facts.
pub trait Walkthrough {
    /// Number of steps (at least 1).
    fn step_count(&self) -> usize;
    /// The figure at `step` (< step_count).
    fn figure(&self, step: usize, lang: Lang) -> Figure;
    /// The sentence explaining `step`.
    fn sentence(&self, step: usize, lang: Lang) -> String;
    /// The facts for the hooks.
    fn facts(&self) -> Facts;
    /// The inputs the page offers for editing.
    fn inputs(&self) -> Vec<InputField>;
    /// Paragraphs explaining why the method works.
    fn notes(&self, lang: Lang) -> Vec<String>;
    /// The game in progress, for lessons that can be played.
    fn play(&self) -> Option<PlayInfo> {
        None
    }
    /// The review of the game played so far (each move's verdict; issue 50), for lessons
    /// that can be played.
    fn review(&self) -> Option<grundy_core::games::review::Review> {
        None
    }
    /// The position's moves as "Practise this" offers them ([`crate::practice::play`]), at
    /// most `max`; None for a lesson without a game of its own, or with more moves.
    fn move_choices(&self, _max: usize) -> Option<Vec<crate::practice::play::Choice>> {
        None
    }
    /// The position as a practice item draws it, with nothing of the method derived: the
    /// first step's figure unless that step already derives values.
    fn practice_figure(&self, lang: Lang) -> Figure {
        self.figure(0, lang)
    }
    /// A move of this lesson's game (link notation) in words, for the accessible name of the
    /// piece that plays it; `None` when the lesson has no words of its own for it.
    fn move_words(&self, _play: &str, _lang: Lang) -> Option<String> {
        None
    }
    /// The last move played, in words (None before the first move, or without words).
    fn last_move_words(&self, _lang: Lang) -> Option<String> {
        None
    }
    /// Where a move (link notation) is drawn besides a piece that plays it (an arrow it
    /// slides along), or instead of one: hooked elements as (test id, data name, value),
    /// which a hint marks ([`mark_winning`]).
    fn move_parts(&self, _play: &str) -> Vec<(&'static str, &'static str, String)> {
        Vec::new()
    }
    /// Pieces that start a move the figure cannot finish, since it needs a number or a second
    /// choice (an amount, a split, a child): the page puts the start in the move box
    /// ([`mark_starts`]). Only while a move is left.
    fn move_starts(&self, _lang: Lang) -> Vec<MoveStart> {
        Vec::new()
    }
    /// The figures this lesson can show (empty when it has just one).
    fn views(&self) -> Vec<ViewLink> {
        Vec::new()
    }
    /// The question `step` asks before its reveal in quiz mode (`quiz=1`), when the step
    /// derives a value (see [`quiz`]).
    fn question(&self, _step: usize) -> Option<quiz::Question> {
        None
    }
    /// The step's figure with the value it derives hidden, where the lesson can draw that
    /// (else the quiz shows the step before's figure: [`quiz::figure_before`]).
    fn figure_hiding_answer(&self, _step: usize, _lang: Lang) -> Option<Figure> {
        None
    }

    /// The `verdict` hook's words: by default who wins with best play; a lesson whose game
    /// has a twist says which position the verdict is about (apple tree: before any swap).
    fn verdict_text(&self, lang: Lang, first_wins: bool) -> String {
        tr(
            lang,
            if first_wins {
                Msg::ToMoveWins
            } else {
                Msg::ToMoveLoses
            },
        )
        .to_string()
    }

    /// The `result` hook's words for its value (by default the value itself, "none" in the
    /// reader's language).
    fn result_text(&self, lang: Lang, result: &str) -> String {
        if result == "none" {
            tr(lang, Msg::MajNone).to_string()
        } else {
            result.to_string()
        }
    }

    /// The step from which the walkthrough has derived the facts (verdict, nim-sum, winning
    /// move, result), so they are shown there and after: the last step, unless a step after
    /// the one deriving them explains it (the Nim family's "why it wins"). `None` for a view
    /// that works out one part only (one pile's DAG, one heap's mex): its answers wait for
    /// "Show the answer" or the view deriving them.
    fn facts_derived_at(&self) -> Option<usize> {
        Some(self.step_count().saturating_sub(1))
    }

    /// The winning move the walkthrough derives, shown with the verdict (the `winning-move`
    /// hook); `None` where the player to move loses or the walkthrough names no move.
    fn named_winning_move(&self, _lang: Lang) -> Option<NamedMove> {
        None
    }

    /// Words after the answers at `step` when its figure draws another position than the one
    /// in play (the Nim family's "why it wins" draws the position the winning move leaves,
    /// nim-sum 0, and its sentence names the move): the answers stay the position in play's,
    /// and the note says so ("(before the move)"). `None` where the figure is the position
    /// in play.
    fn answers_note(&self, _step: usize, _lang: Lang) -> Option<String> {
        None
    }
}

/// A link to one of a lesson's figures (`view=` and its own parameters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewLink {
    /// The `view=` value.
    pub view: &'static str,
    /// Caption of the link.
    pub label: Phrase,
    /// Parameters to set (the view's own, e.g. `pile`; an empty value removes the parameter);
    /// `view` itself is added by the front-end.
    pub params: Vec<(&'static str, String)>,
    /// Whether this is the figure shown now.
    pub current: bool,
}

/// Names of the parameters every lesson understands (`deck` carries the deck being built,
/// for the page's "Add to deck").
pub const COMMON_PARAMS: &[&str] = &[
    "step", "lang", "embed", "view", "moves", "vs", "theme", "size", "caption", "deck", "quiz",
    "review",
];

/// A lesson opened from a link: its model, the step to show and any parameter errors.
pub struct OpenLesson {
    /// The lesson.
    pub kind: LessonKind,
    /// The validated model (without the parameters that were invalid).
    pub model: Rc<dyn Walkthrough>,
    /// The step to show, clamped to the walkthrough.
    pub step: usize,
    /// Whether only the figure and its step controls are shown.
    pub embed: bool,
    /// Whether steps ask their question before the reveal (`quiz=1`).
    pub quiz: bool,
    /// Whether the review of the game played is asked for (`review=1`, game lessons only).
    pub review: bool,
    /// Problems with the link's parameters.
    pub errors: Vec<ParamError>,
}

/// A lesson's model built from a link, or from the link without a refused parameter, with
/// the reason it was refused. Building can be costly (2^20 terms, a 200×200 table); opening at
/// a step is not, so front-ends keep a `Built` while only step, language or embedding change.
pub struct Built {
    /// The model.
    pub model: Rc<dyn Walkthrough>,
    /// Why the link's parameters were refused, if they were.
    pub error: Option<ParamError>,
}

/// Parameters that never change a lesson's model, only how it is shown.
pub const DISPLAY_PARAMS: &[&str] = &[
    "step", "lang", "embed", "vs", "theme", "size", "caption", "quiz", "review",
];

/// The part of a query that determines `kind`'s model: the query without [`DISPLAY_PARAMS`],
/// except those the lesson owns (cutting's `size` is its table's size, not the text size).
pub fn model_query(kind: LessonKind, query: &Query) -> Query {
    Query(
        query
            .0
            .iter()
            .filter(|(k, _)| !DISPLAY_PARAMS.contains(&k.as_str()) || kind.owns_param(k))
            .cloned()
            .collect(),
    )
}

/// A display parameter of the link (`theme`, `size`, …), unless `kind` owns a parameter of
/// that name, which then means the lesson's own thing.
pub fn display_param<'q>(
    kind: Option<LessonKind>,
    query: &'q Query,
    name: &str,
) -> Option<&'q str> {
    if kind.is_some_and(|k| k.owns_param(name)) {
        None
    } else {
        query.get(name)
    }
}

/// Builds the model for a link (see [`Built`]).
pub fn build(kind: LessonKind, query: &Query) -> Built {
    match build_model(kind, query) {
        Ok(m) => Built {
            model: Rc::from(m),
            error: None,
        },
        Err(e) => Built {
            model: Rc::from(build_without_refused(kind, query, &e)),
            error: Some(e),
        },
    }
}

/// The model of `query` without the parameter `refused` names, then without each further
/// one refused (a few at most), else the lesson's example: the rest of the link (a view, the
/// other inputs) stays. (`view=play&heaps=abc` opened the table's first step.)
fn build_without_refused(
    kind: LessonKind,
    query: &Query,
    refused: &ParamError,
) -> Box<dyn Walkthrough> {
    let mut q = query.with(&refused.param, None);
    for _ in 0..4 {
        match build_model(kind, &q) {
            Ok(m) => return m,
            Err(e) if q.get(&e.param).is_some() => q = q.with(&e.param, None),
            Err(_) => break,
        }
    }
    example_model(kind)
}

/// Builds a lesson's model from its own parameters (not the common ones).
pub fn build_model(kind: LessonKind, query: &Query) -> Result<Box<dyn Walkthrough>, ParamError> {
    (kind.info().build)(query)
}

/// The lesson's default example (its parameters all missing).
pub fn example_model(kind: LessonKind) -> Box<dyn Walkthrough> {
    match build_model(kind, &Query::default()) {
        Ok(m) => m,
        // Every lesson's example is valid (a test opens each one); majority is the fallback.
        Err(_) => Box::new(majority::MajorityLesson::example()),
    }
}

/// The lesson's own parameter names.
pub fn lesson_params(kind: LessonKind) -> Vec<&'static str> {
    kind.params().iter().map(|p| p.name).collect()
}

/// Opens a lesson from its link query: never fails (see the module doc).
pub fn open(kind: LessonKind, query: &Query) -> OpenLesson {
    open_built(kind, query, &build(kind, query))
}

/// Opens a lesson from its link with a model already built for it (see [`Built`]).
pub fn open_built(kind: LessonKind, query: &Query, built: &Built) -> OpenLesson {
    let mut errors = Vec::new();
    let own = lesson_params(kind);
    for (i, (k, _)) in query.0.iter().enumerate() {
        // A parameter given twice ("piles=1&piles=2") is named once.
        let again = query.0[..i].iter().any(|(earlier, _)| earlier == k);
        if !again && !own.contains(&k.as_str()) && !COMMON_PARAMS.contains(&k.as_str()) {
            errors.push(ParamError::new(
                k,
                phrase!(ExpectKnownParam {
                    params: own.join(", ")
                }),
            ));
        }
    }
    errors.extend(built.error.clone());
    display::check_view(
        kind,
        query,
        built.error.as_ref().map(|e| e.param.as_str()),
        &mut errors,
    );
    let model = built.model.clone();
    let last = model.step_count() - 1;
    let step = match query.get("step") {
        None => 0,
        Some(s) => match s.parse::<usize>() {
            Ok(k) if k <= last => k,
            _ => {
                errors.push(ParamError::new(
                    "step",
                    phrase!(ExpectStep {
                        last: last.to_string(),
                        token: s.to_string()
                    }),
                ));
                if s.parse::<usize>().is_ok() {
                    last
                } else {
                    0
                }
            }
        },
    };
    if let Some(l) = query.get("lang") {
        if Lang::parse(l).is_none() {
            errors.push(ParamError::new(
                "lang",
                phrase!(ExpectLang {
                    token: l.to_string()
                }),
            ));
        }
    }
    let embed = match query.get("embed") {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => {
            errors.push(ParamError::new(
                "embed",
                phrase!(ExpectFlag {
                    token: other.to_string()
                }),
            ));
            false
        }
    };
    let quiz = match query.get("quiz") {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => {
            errors.push(ParamError::new(
                "quiz",
                phrase!(ExpectFlag {
                    token: other.to_string()
                }),
            ));
            false
        }
    };
    let review = match query.get("review") {
        None | Some("0") => false,
        // Only a game has moves to review: elsewhere the parameter is unknown.
        Some(_) if model.play().is_none() => {
            errors.push(ParamError::new(
                "review",
                phrase!(ExpectKnownParam {
                    params: own.join(", ")
                }),
            ));
            false
        }
        Some("1") => true,
        Some(other) => {
            errors.push(ParamError::new(
                "review",
                phrase!(ExpectFlag {
                    token: other.to_string()
                }),
            ));
            false
        }
    };
    OpenLesson {
        kind,
        model,
        step,
        embed,
        quiz,
        review,
        errors,
    }
}

#[cfg(test)]
mod tests;
