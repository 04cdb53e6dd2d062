//! The Nim-family lessons' moves in words: the winning moves, their descriptions, which row a
//! move changes, the stages of the XOR walkthrough they decide, and the winning move's sentence.

use super::*;
use grundy_core::t;

impl NimFamilyLesson {
    /// Every winning move, in link notation, with the move.
    pub(super) fn winning(&self) -> Vec<(String, FamilyMove)> {
        self.game
            .winning_moves()
            .into_iter()
            .map(|m| (self.game.format_move(&m), m))
            .collect()
    }

    /// The winning move the move step names: the first that changes the row whose high bit
    /// it finds (the first winning move where the walkthrough has no move step).
    pub(super) fn named_move(&self) -> Option<(String, FamilyMove)> {
        let winning = self.winning();
        let row = self.move_row();
        let chosen = winning
            .iter()
            .position(|(_, m)| row.is_some_and(|r| self.moves_row(*m, r)))
            .unwrap_or(0);
        winning.into_iter().nth(chosen)
    }

    pub(super) fn describe(&self, m: FamilyMove, lang: Lang) -> String {
        match m {
            FamilyMove::Take(t) => t!(
                lang,
                DescTake {
                    take: t.take,
                    pile: t.pile + 1
                }
            ),
            // Step 0 is the floor, named as the figure names it.
            FamilyMove::Stair(s) if s.step == 1 => t!(lang, DescStairFloor { count: s.count }),
            FamilyMove::Stair(s) => {
                t!(
                    lang,
                    DescStair {
                        count: s.count,
                        from: s.step,
                        to: s.step - 1
                    }
                )
            }
            // A part of 0 is no pile: a split into (2, 0) leaves one pile of 2.
            FamilyMove::Split(s) => match s.parts {
                (0, _) => t!(lang, DescSplitNone { pile: s.pile + 1 }),
                (left, 0) => t!(
                    lang,
                    DescSplitOne {
                        pile: s.pile + 1,
                        left
                    }
                ),
                (left, right) => t!(
                    lang,
                    DescSplit {
                        pile: s.pile + 1,
                        left,
                        right
                    }
                ),
            },
        }
    }

    /// The walkthrough: binary rows, each column from the highest, the sum, the move.
    pub(super) fn stages(&self) -> Vec<XorStage> {
        let values = self.game.values();
        let bits = values
            .iter()
            .map(|v| 64 - v.0.leading_zeros())
            .max()
            .unwrap_or(0)
            .max(1);
        let mut stages = if self.values_pile_by_pile() {
            // Set-Nim and split-Nim work out one pile's value per step; the columns then
            // write them in binary.
            (0..values.len()).map(XorStage::Value).collect()
        } else {
            vec![XorStage::Binary]
        };
        stages.extend((0..bits).rev().map(XorStage::Column));
        stages.push(XorStage::Sum);
        if self.game.over() {
            // The sum step already says who won.
            return stages;
        }
        let x = self.game.nim_sum();
        let all_small = self.game.piles.iter().all(|&a| a <= 1);
        let misere = self.game.rule.last_mover_loses();
        if misere && all_small {
            // Single stones: the move (if any) takes one from a pile of one.
            if let Some((_, FamilyMove::Take(t))) = self.winning().first() {
                stages.push(XorStage::Move {
                    bit: 0,
                    row: t.pile,
                    target: 0,
                });
            }
        } else if x != 0 {
            let bit = 63 - x.leading_zeros();
            let row = values
                .iter()
                .position(|v| v.1 && v.0 >> bit & 1 == 1)
                .unwrap_or(0);
            let mut target = values[row].0 ^ x;
            if misere {
                // Misère may take a different amount from that pile (to leave an odd number
                // of single stones): the row shows what is really left.
                if let Some((_, FamilyMove::Take(t))) =
                    self.winning().iter().find(|(_, m)| self.moves_row(*m, row))
                {
                    target = self.game.piles[row] - t.take;
                }
            }
            stages.push(XorStage::Move { bit, row, target });
        }
        // With nim-sum 0 there is no move to show: the sum step says why every move loses.
        stages
    }

    /// The lesson at the position the move step's winning move (the one changing `row`)
    /// leaves, with that move as its last (its trace drawn): the figure of the step that says
    /// why the move wins, built once with the lesson. `None` where that step is not given: misère Nim (whose end differs)
    /// and split-Nim (whose move adds a row), and a move that ends the game (nothing is left
    /// to answer).
    pub(super) fn after_move(&self, row: usize) -> Option<NimFamilyLesson> {
        if self.game.rule.last_mover_loses() || self.game.rule.splits() {
            return None;
        }
        let m = self
            .game
            .winning_moves()
            .into_iter()
            .find(|m| self.moves_row(*m, row))?;
        let before = self.game.piles.get(m.from_pile()).copied().unwrap_or(0);
        let mut game = self.game.clone();
        game.apply(&m);
        (!game.over()).then(|| NimFamilyLesson {
            kind: self.kind,
            game,
            start: self.start.clone(),
            history: Vec::new(),
            last: Some((m, before)),
            steps: Vec::new(),
            after: None,
            dag: None,
            twist: None,
        })
    }

    /// Whether move `m` changes row `row` of the XOR table.
    pub(super) fn moves_row(&self, m: FamilyMove, row: usize) -> bool {
        match m {
            FamilyMove::Take(t) => t.pile == row,
            FamilyMove::Stair(s) => s.step - 1 == row || s.step == row + 2,
            FamilyMove::Split(s) => s.pile == row,
        }
    }

    /// Why the player to move has no winning move (nim-sum 0).
    pub(super) fn no_move_sentence(&self, lang: Lang) -> String {
        if self.game.rule.last_mover_loses() && self.game.piles.iter().all(|&a| a <= 1) {
            // The count of single stones decides; MisereAllSmall already said so.
            return String::new();
        }
        let mut s = tr(lang, Msg::NoWinningMove).to_string();
        if let Some(reason) = self.game.rule.no_move_reason() {
            s.push_str(sentence_gap(lang));
            s.push_str(tr(lang, reason));
        }
        s
    }

    pub(super) fn row_label(&self, i: usize, lang: Lang) -> String {
        if self.game.rule.on_steps() {
            t!(lang, StepLabel { step: i + 1 })
        } else {
            t!(lang, PileLabel { pile: i + 1 })
        }
    }
}

/// Distinct pile sizes whose SG value the opening works out in words.
const DERIVED_PILES: usize = 3;
/// Options listed in a set-Nim derivation before "…".
const LISTED_OPTIONS: usize = 6;

impl NimFamilyLesson {
    /// For set-Nim and split-Nim, the opening's derivation of the SG values it writes in
    /// binary: each of the first few distinct piles as the mex of its options' values, then
    /// how many piles follow the same way. `None` for the variants whose value is the size
    /// (or the size mod k+1, which the intro already says).
    pub(super) fn value_derivation(&self, lang: Lang) -> Option<String> {
        let mut distinct: Vec<u64> = Vec::new();
        for &a in &self.game.piles {
            if !distinct.contains(&a) {
                distinct.push(a);
            }
        }
        let shown = distinct.len().min(DERIVED_PILES);
        let mut parts: Vec<String> = Vec::new();
        for &a in &distinct[..shown] {
            parts.push(self.pile_derivation(a, lang)?);
        }
        let rest = self
            .game
            .piles
            .iter()
            .filter(|a| !distinct[..shown].contains(a))
            .count();
        if rest > 0 {
            parts.push(t!(lang, PilesAlike { count: rest }));
        }
        Some(parts.join(sentence_gap(lang)))
    }

    /// How a pile of `a` gets its SG value, for the rules that work it out (None for the
    /// others).
    pub(super) fn pile_derivation(&self, a: u64, lang: Lang) -> Option<String> {
        self.game.rule.derivation(a, lang)
    }

    /// Whether the columns hold SG values rather than the piles themselves (set-, split- and
    /// bounded Nim), so the reasons that rest on Sprague–Grundy apply.
    pub(super) fn rows_are_sg_values(&self) -> bool {
        self.game.rule.values_are_sg()
    }

    /// The winning move's step: the nim-sum's highest 1 picks the row, and the move that
    /// makes every column even (said why it is reachable for an SG value; misère's own move
    /// where it differs from Nim's).
    pub(super) fn move_sentence(
        &self,
        x: u64,
        bit: u32,
        row: usize,
        target: u64,
        lang: Lang,
    ) -> String {
        let winning = self.winning();
        let value = self.game.values()[row].0;
        let chosen = winning.iter().find(|(_, m)| self.moves_row(*m, row));
        let desc = chosen
            .or(winning.first())
            .map(|(_, m)| self.describe(*m, lang))
            .unwrap_or_default();
        let column = if bit < 12 {
            (1u64 << bit).to_string()
        } else {
            format!("2{}", grundy_core::text::superscript(bit))
        };
        let (sum, pile, row_value, result) = (
            x.to_string(),
            self.row_label(row, lang),
            value.to_string(),
            target.to_string(),
        );
        // Nim's "is smaller" holds because stones can be taken; an SG value's because
        // it is a mex (every smaller value is one move away), said where it is used.
        let mut s = if self.rows_are_sg_values() {
            t!(
                lang,
                MoveHighBitSg {
                    sum,
                    column,
                    pile,
                    value: row_value,
                    result,
                    play: desc
                }
            )
        } else {
            t!(
                lang,
                MoveHighBit {
                    sum,
                    column,
                    pile,
                    value: row_value,
                    result,
                    play: desc
                }
            )
        };
        if self.game.rule.last_mover_loses() {
            // Misère wins with Nim's move when that move leaves a pile of two or more
            // (then the derivation stands, said so); else the move differs.
            let nims = target == value ^ x
                && matches!(chosen, Some((_, FamilyMove::Take(t))) if value.checked_sub(t.take) == Some(target));
            if nims {
                s.push_str(sentence_gap(lang));
                s.push_str(tr(lang, Msg::MisereNimMoveToo));
            } else if let Some((_, m)) = chosen.or(winning.first()).filter(|_| target != value ^ x)
            {
                let play = self.describe(*m, lang);
                s = if self.game.piles.iter().all(|&a| a <= 1) {
                    // Only single stones: Nim has no move to compare with (their
                    // nim-sum is 0 when this count is even); the move leaves one fewer.
                    let ones = self.game.piles.iter().filter(|&&a| a == 1).count();
                    t!(
                        lang,
                        MisereSinglesMove {
                            play,
                            left: ones - 1
                        }
                    )
                } else {
                    t!(lang, MisereMove { play })
                };
            }
        }
        // (Staircase: why a move off an even step cannot escape, the mirror answer,
        // was the first step's point; the winning move's step stays short enough
        // to be read whole beside the figure.)
        s
    }
}

/// How a pile of `size` gets its SG value as the mex of the values of the piles `reach` it
/// moves to (`value_of` gives them), or that it has no move.
pub(crate) fn mex_derivation(
    size: u64,
    reach: &[u64],
    value_of: &dyn Fn(u64) -> u64,
    lang: Lang,
) -> String {
    if reach.is_empty() {
        return t!(lang, SetPileNoMove { size });
    }
    let list = |f: &dyn Fn(u64) -> String| {
        let mut items: Vec<String> = reach.iter().take(LISTED_OPTIONS).map(|&p| f(p)).collect();
        if reach.len() > LISTED_OPTIONS {
            items.push("…".to_string());
        }
        items.join(", ")
    };
    t!(
        lang,
        SetPileValue {
            size,
            options: list(&|p| format!("SG({p})")),
            values: list(&|p| value_of(p).to_string()),
            value: value_of(size)
        }
    )
}
