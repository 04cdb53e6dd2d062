//! The inclusion–exclusion question before a term's reveal: the term with its sign.

use super::{sign, IeLesson, View, PRUNED};
use crate::lesson::quiz::Question;
use grundy_core::phrase;

impl IeLesson {
    /// The question of a term step: what the term adds to the count, with its sign (a term
    /// whose lcm exceeds n adds 0).
    pub(super) fn term_question(&self, step: usize) -> Option<Question> {
        if self.view == View::Grid {
            return None;
        }
        let mask = self.term_at(step)?;
        let size = *self.inter.get(mask as usize)?;
        let size = if size == PRUNED { 0 } else { size };
        let signed = i128::from(size) * sign(mask);
        let sign_text = if sign(mask) > 0 { "+" } else { "−" };
        let shown = if signed < 0 {
            format!("−{}", -signed)
        } else {
            format!("+{signed}")
        };
        let subset = self.subset_text(mask);
        Some(
            Question::number(
                phrase!(QuizPromptTerm {
                    index: subset.clone()
                }),
                signed,
                phrase!(QuizWhyTerm {
                    set: subset,
                    size: size.to_string(),
                    sets: mask.count_ones().to_string(),
                    sign: sign_text.to_string(),
                    value: shown
                }),
            )
            .with_sign(),
        )
    }
}
