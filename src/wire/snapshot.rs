//! The answer for one link's step ([`Snapshot`]) and the parts the page shows around the
//! figure: the facts behind the public hooks, the game in play, the views, the inputs and the
//! quiz.

use super::{Export, FigureDelta};
use serde::{Deserialize, Serialize};

/// The facts behind the public hooks.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct WFacts {
    /// `result` hook value.
    pub result: Option<String>,
    /// `result` shown to the reader (e.g. "none" in words).
    pub result_text: Option<String>,
    /// `verdict`: whether the player to move wins.
    pub first_wins: Option<bool>,
    /// The verdict in the lesson's words (`Walkthrough::verdict_text`), sent whenever
    /// `first_wins` is.
    #[serde(default)]
    pub verdict_text: Option<String>,
    /// `nim-sum` hook value.
    pub nim_sum: Option<u64>,
    /// `winning-move` hook's `data-pile` and `data-take`: 1-based pile and count (moves
    /// that take stones).
    pub winning_move: Option<(usize, u64)>,
    /// `winning-move` hook: the walkthrough's winning move in words
    /// (`Walkthrough::named_winning_move`); the hook is shown when this is.
    #[serde(default)]
    pub winning_move_text: Option<String>,
    /// `winning-move` hook's `data-notation`: that move as `moves=` writes it.
    #[serde(default)]
    pub winning_move_notation: Option<String>,
    /// The step from which the walkthrough has derived these facts (`None`: they wait to be
    /// asked).
    #[serde(default)]
    pub derived_at: Option<usize>,
    /// Words after the facts when the step's figure draws another position than the one in
    /// play (`Walkthrough::answers_note`: "(before the move)").
    #[serde(default)]
    pub note: Option<String>,
    /// `remoteness` hook's `data-value`: moves to the end under perfect play from the
    /// position in play (None beyond the search's cap).
    #[serde(default)]
    pub remoteness: Option<u32>,
    /// The remoteness in words, or why it is not known (`PlayInfo::remoteness_phrase`).
    #[serde(default)]
    pub remoteness_text: Option<String>,
}

/// A game in progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WPlay {
    /// How moves are written (rendered).
    pub notation: String,
    /// The notation's example ("e.g. 2:3"): the move box's placeholder.
    pub example: String,
    /// Moves so far, as in the link.
    pub history: Vec<String>,
    /// 1 or 2.
    pub player_to_move: u8,
    /// Whether the game is over.
    pub over: bool,
    /// The winner of a finished game (1 or 2).
    pub winner: Option<u8>,
    /// Winning moves (a few), in link notation.
    pub winning: Vec<String>,
    /// Those of them a hint marks in the figure (`grundy_lessons::lesson::mark_winning`'s answer).
    pub marked: Vec<String>,
    /// The winning moves in words: those the figure marks, the others
    /// (`grundy_lessons::lesson::hint_lists`).
    pub hint_lists: [String; 2],
    /// The last move in words (None before the first, or where the lesson has no words).
    pub last_said: Option<String>,
    /// How many winning moves in all.
    pub winning_count: usize,
    /// The computer's move here.
    pub computer_move: Option<String>,
}

/// The review of the game played (`review` hook), worded in the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WReview {
    /// The strip's heading.
    pub heading: String,
    /// Each move, in order (`data-index` is its place).
    pub moves: Vec<WReviewMove>,
    /// `review-retry`: the game's link cut before the first blunder, and its words.
    pub retry: Option<(String, String)>,
    /// One line under the list: no move yet, or why remoteness is not shown.
    pub note: Option<String>,
}

/// One move of the review (`review-move`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WReviewMove {
    /// `data-player`: 1 or 2.
    pub player: u8,
    /// `data-verdict`: best, kept, blunder or forced.
    pub verdict: String,
    /// Who made which move, the verdict's word, and the position before and after for the
    /// mover (`grundy_core::games::review::Review::texts`).
    pub head: String,
    /// The verdict's word.
    pub word: String,
    /// The position before and after for the mover.
    pub sides: String,
    /// `review-mistake`: why a blunder loses.
    pub mistake: Option<String>,
}

/// A link to another figure of the lesson.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WView {
    /// `view=` value.
    pub view: String,
    /// Caption (rendered).
    pub label: String,
    /// The link.
    pub href: String,
    /// Whether it is the figure shown.
    pub current: bool,
}

/// An input field.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WInput {
    /// Link parameter.
    pub param: String,
    /// Label (rendered).
    pub label: String,
    /// Current value.
    pub value: String,
    /// Multi-line box.
    pub multiline: bool,
    /// A new value keeps the step (the box moves a window, not the game).
    pub same_game: bool,
}

/// Everything the page draws for one link.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The link's lesson slug.
    pub slug: String,
    /// The link's own lesson parameters (name, value), to tell a new input from a step.
    pub own_params: Vec<(String, String)>,
    /// The part of the link the model was built from (cache key of the worker).
    pub model_key: String,
    /// The step shown (clamped).
    pub step: usize,
    /// Number of steps.
    pub count: usize,
    /// Whether only the figure, sentence and step controls are shown.
    pub embed: bool,
    /// The figure, as a delta from the previous one.
    pub figure: FigureDelta,
    /// The step's sentence.
    pub sentence: String,
    /// The figure as a standalone SVG, when the request asked for an export.
    pub export: Option<Export>,
    /// The hooks' facts.
    pub facts: WFacts,
    /// The game, for lessons that can be played.
    pub play: Option<WPlay>,
    /// The review of the game, once it is over or asked for (`review=1`).
    #[serde(default)]
    pub review: Option<WReview>,
    /// Other figures of the lesson.
    pub views: Vec<WView>,
    /// Input fields.
    pub inputs: Vec<WInput>,
    /// Why the method works.
    pub notes: Vec<String>,
    /// Problems with the link (rendered, one line each).
    pub errors: Vec<String>,
    /// Quiz mode (`quiz=1`): the step's question and whether its answer is shown.
    #[serde(default)]
    pub quiz: Option<WQuiz>,
    /// A practice set (`#/practice?…`, `practice=1`).
    #[serde(default)]
    pub practice: Option<super::WPractice>,
}

/// A lesson in quiz mode (`quiz=1`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WQuiz {
    /// The step's question, if it asks one.
    pub question: Option<WQuestion>,
    /// Whether the step is shown revealed: its own figure and sentence (else the figure
    /// before the reveal and no sentence).
    pub revealed: bool,
    /// How many steps of the walkthrough ask a question (None when too many to count).
    pub total: Option<usize>,
}

/// A step's question, rendered in the reader's language (see `grundy_lessons::lesson::quiz`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WQuestion {
    /// What is asked.
    pub prompt: String,
    /// The choices as (value, label); empty when a number is typed.
    pub choices: Vec<(String, String)>,
    /// The right answer and any other right ones (compared by `quiz::matches`).
    pub answers: Vec<String>,
    /// The right answer as shown.
    pub answer_label: String,
    /// Why it is right.
    pub explanation: String,
    /// Whether the answer may be negative (its box offers a keyboard with a minus sign).
    pub signed: bool,
}

impl WQuestion {
    /// Whether `input` is a right answer (the core's comparison).
    pub fn check(&self, input: &str) -> bool {
        self.answers
            .iter()
            .any(|a| grundy_lessons::lesson::quiz::matches(a, input))
    }

    /// How `value` is shown: its choice's label, else the text itself.
    pub fn label_of(&self, value: &str) -> String {
        self.choices
            .iter()
            .find(|(v, _)| v == value)
            .map_or_else(|| value.to_string(), |(_, l)| l.clone())
    }
}
