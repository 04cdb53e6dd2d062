//! The Nim family's questions before the reveal: a column's parity (the nim-sum's bit), the
//! nim-sum, and the row the winning move changes.

use super::NimFamilyLesson;
use crate::figure::xor::XorStage;
use crate::games::nim_family::Variant;
use crate::games::Game;
use crate::i18n::{Msg, Phrase};
use crate::lesson::quiz::{Before, Choice, Question};

/// Most rows offered as buttons; with more, the row's number is typed.
const MAX_ROW_CHOICES: usize = 10;

fn column_name(bit: u32) -> String {
    if bit < 12 {
        (1u64 << bit).to_string()
    } else {
        format!("2^{bit}")
    }
}

impl NimFamilyLesson {
    fn row_phrase(&self, row: usize) -> Phrase {
        let msg = if matches!(self.game.variant, Variant::Staircase) {
            Msg::StepLabel
        } else {
            Msg::PileLabel
        };
        Phrase::msg(msg, vec![(row + 1).to_string()])
    }

    /// The question of an XOR stage, if it derives a value.
    pub(super) fn xor_question(&self, stage: XorStage) -> Option<Question> {
        let values = self.game.values();
        let x = self.game.nim_sum();
        match stage {
            XorStage::Binary | XorStage::NoMove => None,
            XorStage::Column(b) => {
                let ones = values.iter().filter(|v| v.1 && v.0 >> b & 1 == 1).count();
                let odd = ones % 2 == 1;
                let choices = vec![
                    Choice::new("even", Phrase::msg(Msg::QuizEven, Vec::new())),
                    Choice::new("odd", Phrase::msg(Msg::QuizOdd, Vec::new())),
                ];
                let parity = Phrase::msg(if odd { Msg::QuizOdd } else { Msg::QuizEven }, vec![]);
                let why = Phrase::Msg(
                    Msg::QuizWhyColumn,
                    vec![
                        Phrase::Text(column_name(b)),
                        Phrase::Text(ones.to_string()),
                        parity,
                        Phrase::Text(u8::from(odd).to_string()),
                    ],
                );
                let mut q = Question::choice(
                    Phrase::msg(Msg::QuizPromptColumn, vec![column_name(b)]),
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
                    Phrase::msg(Msg::QuizPromptSum, Vec::new()),
                    x,
                    Phrase::msg(Msg::QuizWhySum, vec![xs.join(" ⊕ "), x.to_string()]),
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
                let why = Phrase::Msg(
                    Msg::QuizWhyRow,
                    vec![
                        Phrase::Text(x.to_string()),
                        Phrase::Text(column_name(bit)),
                        self.row_phrase(row),
                        Phrase::Text(value.to_string()),
                        Phrase::Text(target.to_string()),
                    ],
                );
                let prompt = Phrase::msg(Msg::QuizPromptRow, vec![x.to_string()]);
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
