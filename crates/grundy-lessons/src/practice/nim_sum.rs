//! The `nim-sum` topic: Nim piles written in binary; the student gives each column's bit of
//! the nim-sum (the parity of its 1s), the nim-sum, then a winning move (any of them) or
//! "none" when the nim-sum is 0.

use super::moves::nim_sum;
use super::{Answer, Ask, Graded, Target, NONE_CHOICE};
use grundy_core::figure::xor::{heads_by_place_value, xor_figure, XorLabels, XorRow, XorStage};
use grundy_core::figure::Figure;
use grundy_core::i18n::{tr, Lang, Msg, Phrase};
use grundy_core::rng::Rng;
use grundy_core::text::xor_terms;
use grundy_core::{phrase, t};

/// Nim piles to XOR.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NimSumItem {
    /// The piles.
    pub piles: Vec<u64>,
}

/// Piles for `level`: 1, two up to 7; 2, three up to 15; 3, four up to 31.
pub fn generate(rng: &mut Rng, level: u8) -> NimSumItem {
    let (k, max) = match level {
        1 => (2, 7),
        2 => (3, 15),
        _ => (4, 31),
    };
    NimSumItem {
        piles: (0..k).map(|_| rng.range(1, max)).collect(),
    }
}

/// The target id of the column of 2^`bit`.
fn column_id(bit: u32) -> String {
    format!("bit-{}", 1u64 << bit)
}

impl NimSumItem {
    /// The columns, highest first (as bit numbers).
    fn bits(&self) -> Vec<u32> {
        let top = self.piles.iter().copied().max().unwrap_or(0);
        let len = 64 - top.leading_zeros();
        (0..len.max(1)).rev().collect()
    }

    fn ones(&self, bit: u32) -> usize {
        self.piles.iter().filter(|&&p| p >> bit & 1 == 1).count()
    }

    /// Every winning move as (pile 0-based, take).
    pub fn winning(&self) -> Vec<(usize, u64)> {
        let s = nim_sum(&self.piles);
        if s == 0 {
            return Vec::new();
        }
        self.piles
            .iter()
            .enumerate()
            .filter(|&(_, &p)| p ^ s < p)
            .map(|(i, &p)| (i, p - (p ^ s)))
            .collect()
    }

    /// The columns, then the nim-sum, then the move. A column is named as the figure heads
    /// it: by its place value ("the 4s column"), or, where the figure heads its columns by
    /// their bit index (from 256 on), by that index first ("column 8 (the 256s)").
    pub fn targets(&self) -> Vec<Target> {
        let bits = self.bits();
        let by_value = heads_by_place_value(bits.len() as u32);
        let mut out: Vec<Target> = bits
            .into_iter()
            .map(|b| Target {
                id: column_id(b),
                node: None,
                ask: Ask::Bit,
                label: if by_value {
                    phrase!(PracticeTargetColumn { column: 1u64 << b })
                } else {
                    phrase!(PracticeTargetColumnBit {
                        bit: b,
                        column: 1u64 << b
                    })
                },
            })
            .collect();
        out.push(Target {
            id: "sum".to_string(),
            node: None,
            ask: Ask::Number,
            label: Msg::PracticeTargetSum.into(),
        });
        out.push(Target {
            id: "move".to_string(),
            node: None,
            ask: Ask::MoveOrNone,
            label: Msg::PracticeTargetMove.into(),
        });
        out
    }

    /// Each column's bit, the nim-sum and the winning moves (" | " between them) or "none".
    pub fn answers(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = self
            .bits()
            .into_iter()
            .map(|b| (column_id(b), (self.ones(b) % 2).to_string()))
            .collect();
        out.push(("sum".to_string(), nim_sum(&self.piles).to_string()));
        let w: Vec<String> = self
            .winning()
            .into_iter()
            .map(|(i, k)| super::moves::move_id(i, k))
            .collect();
        out.push((
            "move".to_string(),
            if w.is_empty() {
                NONE_CHOICE.to_string()
            } else {
                w.join(" | ")
            },
        ));
        out
    }

    /// The piles in words.
    pub fn describe(&self) -> Phrase {
        let piles: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        phrase!(PracticeDescribePiles {
            piles: piles.join(" + ")
        })
    }

    /// Grades a column's bit, the nim-sum or a move. `shown` lists the targets on the
    /// screen: a wrong nim-sum names no column still open, and a wrong move names no nim-sum
    /// before the nim-sum is on the screen (it asks for the columns or the nim-sum first).
    pub fn grade(&self, target: &str, answer: &Answer, shown: &[String]) -> Option<Graded> {
        let s = nim_sum(&self.piles);
        if target == "sum" {
            let Answer::Number(v) = answer else {
                return None;
            };
            let right = *v == s;
            let open: Vec<String> = self
                .bits()
                .into_iter()
                .filter(|&b| !shown.contains(&column_id(b)))
                .map(|b| (1u64 << b).to_string())
                .collect();
            let explanation = if !right && !open.is_empty() {
                phrase!(PracticeNimSumOpen {
                    open: open.join(", ")
                })
            } else {
                phrase!(QuizWhySum {
                    values: xor_terms(&self.piles),
                    sum: s
                })
            };
            return Some(Graded { right, explanation });
        }
        if target == "move" {
            let sum_open = !shown.iter().any(|t| t == "sum");
            let wrong_open = || {
                Some(Graded {
                    right: false,
                    explanation: Msg::PracticeNimMoveOpen.into(),
                })
            };
            return match answer {
                Answer::None if s != 0 && sum_open => wrong_open(),
                Answer::Move { pile, take }
                    if sum_open && self.is_move(*pile, *take) && !self.wins(*pile, *take) =>
                {
                    wrong_open()
                }
                Answer::None => Some(Graded {
                    right: s == 0,
                    explanation: if s == 0 {
                        phrase!(PracticeMovesNoneRight {
                            terms: xor_terms(&self.piles)
                        })
                    } else {
                        phrase!(PracticeMovesNoneWrong {
                            terms: xor_terms(&self.piles),
                            sum: s
                        })
                    },
                }),
                Answer::Move { pile, take } => Some(self.grade_move(*pile, *take)),
                _ => None,
            };
        }
        let bit = self.bits().into_iter().find(|&b| column_id(b) == target)?;
        let Answer::Number(v) = answer else {
            return None;
        };
        let ones = self.ones(bit);
        let parity = ones as u64 % 2;
        Some(Graded {
            right: *v == parity,
            explanation: phrase!(QuizWhyColumn {
                column: 1u64 << bit,
                ones,
                parity: if parity == 0 {
                    Msg::QuizEven
                } else {
                    Msg::QuizOdd
                },
                bit: parity
            }),
        })
    }

    /// Whether taking `take` from pile `pile` (1-based) is a legal move that leaves nim-sum 0.
    fn wins(&self, pile: usize, take: u64) -> bool {
        self.winning().contains(&(pile.wrapping_sub(1), take))
    }

    /// Whether taking `take` from pile `pile` (1-based) is a move of the position.
    fn is_move(&self, pile: usize, take: u64) -> bool {
        pile.checked_sub(1)
            .and_then(|i| self.piles.get(i))
            .is_some_and(|&n| take >= 1 && take <= n)
    }

    fn grade_move(&self, pile: usize, take: u64) -> Graded {
        let size = pile.checked_sub(1).and_then(|i| self.piles.get(i)).copied();
        let Some(size) = size.filter(|&n| take >= 1 && take <= n) else {
            return Graded {
                right: false,
                explanation: phrase!(PracticeNoSuchMove {
                    mv: format!("{pile}:{take}")
                }),
            };
        };
        let mut after = self.piles.clone();
        after[pile - 1] = size - take;
        let left = nim_sum(&after);
        let mv = phrase!(PracticeMoveWords { pile, take });
        Graded {
            right: left == 0,
            explanation: if left == 0 {
                phrase!(PracticeMovesWins {
                    mv,
                    terms: xor_terms(&after)
                })
            } else {
                phrase!(PracticeMovesLoses {
                    mv,
                    terms: xor_terms(&after),
                    sum: left
                })
            },
        }
    }

    /// The piles written in binary, no column counted yet.
    pub fn figure(&self, lang: Lang) -> Figure {
        let rows: Vec<XorRow> = self
            .piles
            .iter()
            .enumerate()
            .map(|(i, &p)| XorRow {
                label: t!(lang, PileLabel { pile: i + 1 }),
                amount: p,
                value: p,
                included: true,
                clicks: None,
                taken: 0,
                just_taken: 0,
            })
            .collect();
        let labels = XorLabels {
            value_header: None,
            target_header: None,
            parity: tr(lang, Msg::ParityLabel).to_string(),
            nim_sum: tr(lang, Msg::NimSumLabel).to_string(),
            title: t!(
                lang,
                PracticeFigureTitle {
                    topic: Msg::PracticeTitleNimSum
                }
            ),
            count_decides: false,
            sized_for: Vec::new(),
            // Practice never draws a winning move's "→ target".
            keeps_move_room: false,
        };
        let mut fig = xor_figure(&rows, XorStage::Binary, &labels);
        super::strip_data(&mut fig.shapes, "component", "sg", &|_| false);
        fig
    }
}
