//! The `winning-moves` topic: a sum of piles, each under Nim's rule or a subtraction set, and
//! the student selects every move that wins (the whole set, no more) or "none" when the player
//! to move loses. A move wins exactly when it leaves the nim-sum of the piles' SG values 0
//! (Sprague–Grundy); a wrong choice is explained by the nim-sum it leaves.

use super::dag::random_set;
use super::words::set_words;
use super::{
    read_selection, selection_key, selection_targets, Answer, Chosen, Graded, Target, SELECTION,
};
use grundy_core::figure::xor::{xor_figure, XorLabels, XorRow, XorStage};
use grundy_core::figure::Figure;
use grundy_core::i18n::{tr, Lang, Msg, Phrase};
use grundy_core::rng::Rng;
use grundy_core::sg::mex;
use grundy_core::text::xor_terms;
use grundy_core::{phrase, t};

/// A pile's rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// Take any number of stones.
    Nim,
    /// Take a number of stones in the set.
    Subtract(Vec<u64>),
}

impl Rule {
    /// Whether a move may take `take` from a pile of `size`.
    pub fn may_take(&self, size: u64, take: u64) -> bool {
        take >= 1
            && take <= size
            && match self {
                Rule::Nim => true,
                Rule::Subtract(set) => set.contains(&take),
            }
    }

    /// The takes allowed from a pile of `size`, smallest first.
    pub fn takes(&self, size: u64) -> Vec<u64> {
        (1..=size).filter(|&k| self.may_take(size, k)).collect()
    }

    /// G(0..=size) of a pile under this rule: the size itself under Nim, else the mex of the
    /// values of the piles its moves leave.
    pub fn table(&self, size: u64) -> Vec<u64> {
        match self {
            Rule::Nim => (0..=size).collect(),
            Rule::Subtract(set) => {
                let mut g: Vec<u64> = Vec::with_capacity(size as usize + 1);
                for n in 0..=size {
                    let reached = set
                        .iter()
                        .filter(|&&s| s <= n)
                        .filter_map(|&s| g.get((n - s) as usize).copied());
                    g.push(mex(reached));
                }
                g
            }
        }
    }
}

/// A pile and its rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pile {
    /// The rule.
    pub rule: Rule,
    /// The stones.
    pub size: u64,
}

/// A position of a sum of piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovesItem {
    /// The piles.
    pub piles: Vec<Pile>,
}

/// A move's id: `PILE:TAKE`, the pile 1-based.
pub fn move_id(pile: usize, take: u64) -> String {
    format!("{}:{take}", pile + 1)
}

/// A position for `level`: 1, Nim with 2–3 piles up to 7; 2, 2–3 piles up to 10 under one
/// set of two sizes up to 4; 3, three piles, each under Nim's rule or its own set.
pub fn generate(rng: &mut Rng, level: u8) -> MovesItem {
    let piles = match level {
        1 => {
            let k = rng.range(2, 3);
            (0..k)
                .map(|_| Pile {
                    rule: Rule::Nim,
                    size: rng.range(1, 7),
                })
                .collect()
        }
        2 => {
            let set = random_set(rng, 2, 4);
            let k = rng.range(2, 3);
            (0..k)
                .map(|_| Pile {
                    rule: Rule::Subtract(set.clone()),
                    size: rng.range(1, 10),
                })
                .collect()
        }
        _ => (0..3)
            .map(|_| {
                if rng.chance(1, 3) {
                    Pile {
                        rule: Rule::Nim,
                        size: rng.range(1, 7),
                    }
                } else {
                    let k = rng.range(1, 3) as usize;
                    Pile {
                        rule: Rule::Subtract(random_set(rng, k, 4)),
                        size: rng.range(1, 10),
                    }
                }
            })
            .collect(),
    };
    MovesItem { piles }
}

impl MovesItem {
    /// Each pile's table of values, G(0..=size).
    fn tables(&self) -> Vec<Vec<u64>> {
        self.piles.iter().map(|p| p.rule.table(p.size)).collect()
    }

    /// Each pile's SG value.
    pub fn values(&self) -> Vec<u64> {
        self.values_after(&self.tables(), usize::MAX, 0)
    }

    /// The values after taking `take` from pile `pile` (0-based; none for an index past the
    /// piles), read from the piles' `tables`.
    fn values_after(&self, tables: &[Vec<u64>], pile: usize, take: u64) -> Vec<u64> {
        self.piles
            .iter()
            .zip(tables)
            .enumerate()
            .map(|(i, (p, g))| {
                let size = if i == pile { p.size - take } else { p.size };
                g.get(size as usize).copied().unwrap_or(0)
            })
            .collect()
    }

    /// The nim-sum's terms after taking `take` from pile `pile` (0-based; none for an index
    /// past the piles), as the figure shows them: the sizes under Nim ("6 ⊕ 9"), else each
    /// set pile's value named by its size, then the values ("G(6) ⊕ G(9) = 2 ⊕ 0"), so no
    /// number reads as a pile that is not on the screen.
    fn terms_after(&self, tables: &[Vec<u64>], pile: usize, take: u64) -> String {
        let values = self.values_after(tables, pile, take);
        if self.piles.iter().all(|p| p.rule == Rule::Nim) {
            return xor_terms(&values);
        }
        let names: Vec<String> = self
            .piles
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let size = if i == pile { p.size - take } else { p.size };
                match p.rule {
                    Rule::Nim => size.to_string(),
                    Rule::Subtract(_) => format!("G({size})"),
                }
            })
            .collect();
        format!("{} = {}", xor_terms(&names), xor_terms(&values))
    }

    /// Every legal move as (pile, take), pile 0-based.
    pub fn moves(&self) -> Vec<(usize, u64)> {
        self.piles
            .iter()
            .enumerate()
            .flat_map(|(i, p)| p.rule.takes(p.size).into_iter().map(move |k| (i, k)))
            .collect()
    }

    /// The winning moves: those that leave nim-sum 0.
    pub fn winning(&self) -> Vec<(usize, u64)> {
        let tables = self.tables();
        self.moves()
            .into_iter()
            .filter(|&(i, k)| nim_sum(&self.values_after(&tables, i, k)) == 0)
            .collect()
    }

    /// One option per legal move, then "none".
    pub fn targets(&self) -> Vec<Target> {
        selection_targets(self.moves().into_iter().map(|(i, k)| {
            let words = phrase!(PracticeMoveWords {
                pile: i + 1,
                take: k
            });
            (move_id(i, k), words)
        }))
    }

    /// The winning moves (or "none").
    pub fn answers(&self) -> Vec<(String, String)> {
        let w: Vec<String> = (self.winning().into_iter())
            .map(|(i, k)| move_id(i, k))
            .collect();
        selection_key(&w)
    }

    /// The piles in words, with what a set after a pile means when one has a set.
    pub fn describe(&self) -> Phrase {
        let parts: Vec<String> = self
            .piles
            .iter()
            .map(|p| match &p.rule {
                Rule::Nim => p.size.to_string(),
                Rule::Subtract(set) => format!("{} {}", p.size, set_words(set)),
            })
            .collect();
        let piles = parts.join(" + ");
        if self.piles.iter().all(|p| p.rule == Rule::Nim) {
            phrase!(PracticeDescribePiles { piles })
        } else {
            phrase!(PracticeDescribeSetPiles { piles })
        }
    }

    /// Grades a selection (the [`SELECTION`] target with [`Answer::Choices`]).
    pub fn grade(&self, target: &str, answer: &Answer) -> Option<Graded> {
        let tables = self.tables();
        let values = self.values_after(&tables, usize::MAX, 0);
        let sum = nim_sum(&values);
        let winning: Vec<String> = self
            .winning()
            .into_iter()
            .map(|(i, k)| move_id(i, k))
            .collect();
        let wrong = |explanation: Phrase| {
            Some(Graded {
                right: false,
                explanation,
            })
        };
        let chosen = match read_selection(target, answer)? {
            Chosen::Graded(g) => return Some(g),
            Chosen::NoneAlone => {
                return Some(Graded {
                    right: winning.is_empty(),
                    explanation: if winning.is_empty() {
                        phrase!(PracticeMovesNoneRight {
                            terms: self.terms_after(&tables, usize::MAX, 0)
                        })
                    } else {
                        phrase!(PracticeMovesNoneWrong {
                            terms: self.terms_after(&tables, usize::MAX, 0),
                            sum
                        })
                    },
                })
            }
            Chosen::Moves(chosen) => chosen,
        };
        for id in &chosen {
            let legal = self
                .moves()
                .into_iter()
                .find(|&(i, k)| move_id(i, k) == *id);
            let Some((i, k)) = legal else {
                return wrong(phrase!(PracticeNoSuchMove {
                    mv: grundy_core::text::shown(id)
                }));
            };
            let after = self.values_after(&tables, i, k);
            let left = nim_sum(&after);
            if left != 0 {
                return wrong(phrase!(PracticeMovesLoses {
                    mv: phrase!(PracticeMoveWords {
                        pile: i + 1,
                        take: k
                    }),
                    terms: self.terms_after(&tables, i, k),
                    sum: left
                }));
            }
        }
        if chosen.len() < winning.len() {
            return wrong(phrase!(PracticeMovesMissing {
                count: winning.len() - chosen.len()
            }));
        }
        Some(Graded {
            right: true,
            explanation: phrase!(PracticeMovesAllRight {
                count: winning.len()
            }),
        })
    }

    /// The piles as the XOR figure's rows: in binary when every pile is under Nim's rule
    /// (a value is its size), else with every value "?" (a SG value is part of the work)
    /// until the selection is `shown` (checked right or revealed), then with the values in
    /// binary.
    pub fn figure(&self, shown: &[String], lang: Lang) -> Figure {
        let all_nim = self.piles.iter().all(|p| p.rule == Rule::Nim);
        let solved = shown.iter().any(|t| t == SELECTION);
        let values = self.values();
        let rows: Vec<XorRow> = self
            .piles
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (p, &g))| XorRow {
                label: match &p.rule {
                    Rule::Nim => t!(lang, PileLabel { pile: i + 1 }),
                    Rule::Subtract(set) => {
                        format!("{} {}", t!(lang, PileLabel { pile: i + 1 }), set_words(set))
                    }
                },
                amount: p.size,
                // Before the selection is shown the figure is given no SG value, so nothing in
                // it (not even a width) shows one.
                value: if all_nim || solved { g } else { 0 },
                included: true,
                clicks: None,
                taken: 0,
                just_taken: 0,
            })
            .collect();
        let labels = XorLabels {
            value_header: (!all_nim).then(|| tr(lang, Msg::SgHeader).to_string()),
            target_header: None,
            parity: tr(lang, Msg::ParityLabel).to_string(),
            nim_sum: tr(lang, Msg::NimSumLabel).to_string(),
            title: t!(
                lang,
                PracticeFigureTitle {
                    topic: Msg::PracticeTitleMoves
                }
            ),
            count_decides: false,
            sized_for: Vec::new(),
            // Practice never draws a winning move's "→ target".
            keeps_move_room: false,
        };
        let stage = if all_nim || solved {
            XorStage::Binary
        } else {
            XorStage::Unknown
        };
        let mut fig = xor_figure(&rows, stage, &labels);
        // A pile's SG value is part of the work (the size itself under Nim) until shown.
        if !solved {
            super::strip_data(&mut fig.shapes, "component", "sg", &|_| false);
        }
        fig
    }
}

/// The XOR of `values`.
pub fn nim_sum(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, &b| a ^ b)
}
