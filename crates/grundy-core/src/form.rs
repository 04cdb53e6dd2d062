//! One box of a form that edits a link parameter: its parameter, label and value, and whether
//! a new value starts a new game. Its own module because both a game's rule (which boxes it
//! adds) and a lesson (its whole form) describe boxes, and a game must not depend on a lesson.

use crate::i18n::Msg;

/// One input of a lesson's form: its link parameter, its label and its current text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputField {
    /// The link parameter it edits.
    pub param: &'static str,
    /// Its label.
    pub label: Msg,
    /// The current value as text.
    pub value: String,
    /// Whether it is edited in a multi-line box (edge lists).
    pub multiline: bool,
    /// Whether it changes what is shown of the same game (a window onto a long table, the
    /// table's length), not the game: a new value keeps the step and the moves played, where
    /// any other field starts a new game at its first step.
    pub same_game: bool,
}

impl InputField {
    /// A one-line field holding `value`.
    pub fn text(param: &'static str, label: Msg, value: impl ToString) -> Self {
        InputField {
            param,
            label,
            value: value.to_string(),
            multiline: false,
            same_game: false,
        }
    }

    /// A one-line field that changes what is shown of the same game (see
    /// [`InputField::same_game`]).
    pub fn same_game(param: &'static str, label: Msg, value: impl ToString) -> Self {
        InputField {
            same_game: true,
            ..InputField::text(param, label, value)
        }
    }

    /// A one-line field holding a comma-separated list.
    pub fn list<T: ToString>(
        param: &'static str,
        label: Msg,
        values: impl IntoIterator<Item = T>,
    ) -> Self {
        let value = values
            .into_iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(",");
        InputField {
            param,
            label,
            value,
            multiline: false,
            same_game: false,
        }
    }
}
