//! The Nim family's questions before the reveal: a column's parity (the nim-sum's bit), the
//! nim-sum, and the row the winning move changes.

use super::NimFamilyLesson;
use crate::lesson::quiz::{Before, Choice, Question};
use grundy_core::figure::xor::XorStage;
use grundy_core::games::Game;
use grundy_core::i18n::{Msg, Phrase};
use grundy_core::phrase;

/// Most rows offered as buttons; with more, the row's number is typed.
const MAX_ROW_CHOICES: usize = 10;

fn column_name(bit: u32) -> String {
    if bit < 12 {
        (1u64 << bit).to_string()
    } else {
        format!("2{}", grundy_core::text::superscript(bit))
    }
}

impl NimFamilyLesson {
    fn row_phrase(&self, row: usize) -> Phrase {
        if self.game.rule.on_steps() {
            phrase!(StepLabel { step: row + 1 })
        } else {
            phrase!(PileLabel { pile: row + 1 })
        }
    }

    /// The question of an XOR stage, if it derives a value.
    pub(super) fn xor_question(&self, stage: XorStage) -> Option<Question> {
        let values = self.game.values();
        let x = self.game.nim_sum();
        match stage {
            XorStage::Binary
            | XorStage::Value(_)
            | XorStage::Unknown
            | XorStage::NoMove
            | XorStage::After => None,
            XorStage::Column(b) => {
                let ones = values.iter().filter(|v| v.1 && v.0 >> b & 1 == 1).count();
                let odd = ones % 2 == 1;
                let choices = vec![
                    Choice::new("even", phrase!(QuizEven)),
                    Choice::new("odd", phrase!(QuizOdd)),
                ];
                let parity = if odd { Msg::QuizOdd } else { Msg::QuizEven };
                let why = phrase!(QuizWhyColumn {
                    column: column_name(b),
                    ones,
                    parity,
                    bit: u8::from(odd)
                });
                let mut q = Question::choice(
                    phrase!(QuizPromptColumn {
                        column: column_name(b)
                    }),
                    choices,
                    if odd { "odd" } else { "even" },
                    why,
                );
                // The column's band, without its count and nim-sum bit.
                q.before = Before::StepWithoutNew;
                Some(q)
            }
            XorStage::Sum if self.game.over() => None,
            XorStage::Sum => {
                let xs: Vec<String> = values
                    .iter()
                    .filter(|v| v.1)
                    .map(|v| v.0.to_string())
                    .collect();
                let mut q = Question::number(
                    phrase!(QuizPromptSum),
                    x,
                    phrase!(QuizWhySum {
                        values: grundy_core::text::xor_terms(&xs),
                        sum: x.to_string()
                    }),
                );
                // The nim-sum row shaded, without its number.
                q.before = Before::StepWithoutNew;
                Some(q)
            }
            XorStage::Move { bit, row, target } => {
                let winning = self.winning();
                let rows: Vec<usize> = (0..values.len()).filter(|&r| values[r].1).collect();
                let right: Vec<usize> = rows
                    .iter()
                    .copied()
                    .filter(|&r| winning.iter().any(|(_, m)| self.moves_row(*m, r)))
                    .collect();
                let value = values.get(row)?.0;
                // With several right rows, the explanation is about all of them: naming the
                // step's own row contradicted a student who picked another right one.
                let why = if right.len() > 1 {
                    phrase!(QuizWhyRowAny {
                        sum: x,
                        column: column_name(bit)
                    })
                } else {
                    phrase!(QuizWhyRow {
                        sum: x,
                        column: column_name(bit),
                        row: self.row_phrase(row),
                        value,
                        result: target
                    })
                };
                let prompt = phrase!(QuizPromptRow { sum: x.to_string() });
                let mut q = if rows.len() <= MAX_ROW_CHOICES {
                    let choices = rows
                        .iter()
                        .map(|&r| Choice::new(r + 1, self.row_phrase(r)))
                        .collect();
                    Question::choice(prompt, choices, row + 1, why)
                } else {
                    Question::number(prompt, row + 1, why)
                };
                q.also = right
                    .iter()
                    .filter(|&&r| r != row)
                    .map(|r| (r + 1).to_string())
                    .collect();
                // The step marks the stones the move takes: that would be the answer.
                q.before = Before::Previous;
                Some(q)
            }
        }
    }
}
