//! The line a lesson's form shows when a typed value is refused.

use super::ParamError;
use grundy_core::form::InputField;
use grundy_core::i18n::{tr, Lang};
use grundy_core::t;

/// The line shown under the input form when a typed value is refused: the box named by its
/// label, as the reader sees it ("“Piles”: expected …"), not by the link's parameter
/// ("Parameter “piles”"), which a student typing into the form never saw. A long label is
/// named by its part before a bracket. None when no field of `fields` edits the parameter.
pub fn field_refusal(error: &ParamError, fields: &[InputField], lang: Lang) -> Option<String> {
    let field = fields.iter().find(|f| f.param == error.param)?;
    let label = tr(lang, field.label);
    let short = label.split(['（', '(']).next().unwrap_or(label).trim_end();
    let problem = grundy_core::text::shown_phrase(&error.expected).render(lang);
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
