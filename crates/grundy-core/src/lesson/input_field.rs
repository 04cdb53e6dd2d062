//! One box of a lesson's input form: the link parameter it edits, its label, its value, and
//! whether a new value starts a new game or shows more of the same one.

use super::ParamError;
use crate::i18n::{tr, Lang, Msg};
use crate::t;

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

/// The line shown under the input form when a typed value is refused: the box named by its
/// label, as the reader sees it ("“Piles”: expected …"), not by the link's parameter
/// ("Parameter “piles”"), which a student typing into the form never saw. A long label is
/// named by its part before a bracket. None when no field of `fields` edits the parameter.
pub fn field_refusal(error: &ParamError, fields: &[InputField], lang: Lang) -> Option<String> {
    let field = fields.iter().find(|f| f.param == error.param)?;
    let label = tr(lang, field.label);
    let short = label.split(['（', '(']).next().unwrap_or(label).trim_end();
    let problem = crate::text::shown_phrase(&error.expected).render(lang);
    Some(t!(
        lang,
        ErrorField {
            field: short,
            problem
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{build_model, example_model, LessonKind, Query};

    fn refusal(slug: &str, query: &str, lang: Lang) -> Option<String> {
        let kind = LessonKind::from_slug(slug).unwrap();
        let error = build_model(kind, &Query::parse(query)).err().unwrap();
        field_refusal(&error, &example_model(kind).inputs(), lang)
    }

    #[test]
    fn a_refused_box_is_named_by_its_label_before_any_bracket() {
        let zh = refusal("nim", "piles=3,x", Lang::Zh).unwrap();
        assert!(zh.starts_with("“石子堆”：应为用逗号分隔的整数"), "{zh}");
        let en = refusal("nim", "piles=3,x", Lang::En).unwrap();
        assert!(en.starts_with("“Piles”: expected"), "{en}");
        // A long label: its words before the bracket.
        let edges = refusal("graph-sum", "edges=1-2,2-1", Lang::Zh).unwrap();
        assert!(edges.starts_with("“边 x-y”："), "{edges}");
        let k = refusal("bounded-nim", "k=0", Lang::Zh).unwrap();
        assert!(k.starts_with("“k”："), "{k}");
        // A parameter no box edits keeps the link's name (the caller's fallback).
        assert_eq!(refusal("nim", "moves=9:9", Lang::En), None);
    }
}
