//! The Nim family as one game: Nim, misère Nim, bounded Nim, staircase Nim, subtraction
//! (set) Nim, split Nim and the like, each rule one type implementing [`PileRule`] (its
//! moves in the `pile:count` notation, `pile:a+b` for splits, its values, its end rule and
//! its winning moves); [`NimFamilyGame`] plays any of them through [`Game`].

use super::bad_format;
use super::{split, staircase, Game, PileMove};
use crate::i18n::{Lang, Msg, Phrase};
use crate::phrase;
use crate::sg::sum::MAX_SUM_POSITIONS;
use crate::sg::{extract_dag, MoveGraph, PositionDag, SearchError};
use std::rc::Rc;

/// One rule of the Nim family: what one move may do to one pile (or stair), the value each
/// pile enters the XOR with, the end rule, the winning moves, and the sentences of the
/// walkthrough that differ from rule to rule. Everything has the ordinary take-away default,
/// so a rule writes only what makes it different (see docs/adding-a-game.md).
pub trait PileRule {
    /// The opening's first sentence: the rule and what each pile's value is.
    fn intro(&self, lang: Lang) -> String;

    /// How moves are written.
    fn notation(&self) -> Msg {
        Msg::NotationPileTake
    }

    /// Whether a move may take `take` stones from a pile of `size` (1 ≤ take ≤ size is
    /// checked before). Must agree with [`PileRule::takes`].
    fn may_take(&self, _size: u64, _take: u64) -> bool {
        true
    }

    /// Every amount one move may take from a pile of `size`, smallest first.
    fn takes(&self, size: u64) -> Vec<u64> {
        (1..=size).collect()
    }

    /// The amounts allowed, for the error refusing another amount (`1..3`, `S = {2,5}`).
    fn allowed(&self) -> String {
        "1..".to_string()
    }

    /// Whether a pile (or stair) of `size` has a move.
    fn can_move(&self, size: u64) -> bool {
        size > 0
    }

    /// The value pile `index` (0-based) of `size` enters the XOR with, and whether it enters.
    fn value(&self, _index: usize, size: u64) -> (u64, bool) {
        (size, true)
    }

    /// Whether the player to move wins (`over`: no move is left; `nim_sum`: of the values).
    fn to_move_wins(&self, _piles: &[u64], nim_sum: u64, over: bool) -> bool {
        !over && nim_sum != 0
    }

    /// Whether whoever takes the last stone loses (misère play): the walkthrough then says
    /// where the rule departs from Nim's, and offers the twist.
    fn last_mover_loses(&self) -> bool {
        false
    }

    /// Whether the piles are the steps of a staircase (rows, fields and errors say "step").
    fn on_steps(&self) -> bool {
        false
    }

    /// The legal moves from pile `index` of `size`.
    fn pile_moves(&self, index: usize, size: u64) -> Vec<FamilyMove> {
        self.takes(size)
            .into_iter()
            .map(|take| FamilyMove::Take(PileMove { pile: index, take }))
            .collect()
    }

    /// Parses the part after `pile:` of a move from pile `pile` (1-based) of `size`.
    fn parse_rest(
        &self,
        game: &NimFamilyGame,
        pile: usize,
        size: u64,
        rest: &str,
    ) -> Result<FamilyMove, Phrase> {
        let _ = game;
        let take = parse_take(self, pile, size, rest)?;
        Ok(FamilyMove::Take(PileMove {
            pile: pile - 1,
            take,
        }))
    }

    /// The positions one move from a one-pile position (sorted piles, largest first), for
    /// the DAG of one pile.
    fn pile_positions(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let Some(&x) = p.first() else {
            return Vec::new();
        };
        self.takes(x).into_iter().map(|t| vec![x - t]).collect()
    }

    /// Every winning move: the default takes, from each pile, what leaves its value the
    /// value that makes the nim-sum 0 (right for any rule whose values are SG values that
    /// all enter the XOR).
    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        let values: Vec<(u64, bool)> = piles
            .iter()
            .enumerate()
            .map(|(i, &a)| self.value(i, a))
            .collect();
        let x = values.iter().filter(|v| v.1).fold(0, |acc, v| acc ^ v.0);
        if x == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (i, (&a, &(v, _))) in piles.iter().zip(&values).enumerate() {
            // A move may also raise a pile's value (an SG value is the mex, not the
            // largest, of those a move reaches): every take that leaves the target wins.
            let target = v ^ x;
            out.extend(
                self.takes(a)
                    .into_iter()
                    .filter(|&t| self.value(i, a - t).0 == target)
                    .map(|take| FamilyMove::Take(PileMove { pile: i, take })),
            );
        }
        out
    }

    /// Some legal move that gives away as little as possible, for a losing computer: one
    /// stone from the largest pile.
    fn fallback_move(&self, piles: &[u64]) -> Option<FamilyMove> {
        let (i, _) = piles
            .iter()
            .enumerate()
            .filter(|(_, &a)| a > 0)
            .max_by_key(|(_, &a)| a)?;
        Some(FamilyMove::Take(PileMove { pile: i, take: 1 }))
    }

    /// Whether the XOR table's rows hold SG values rather than the piles themselves, so the
    /// sentences that rest on Sprague–Grundy apply.
    fn values_are_sg(&self) -> bool {
        true
    }

    /// The header of the values column ("SG", "mod 4"), where the values are not the piles.
    fn value_header(&self, lang: Lang) -> Option<String> {
        self.values_are_sg()
            .then(|| crate::i18n::tr(lang, Msg::SgHeader).to_string())
    }

    /// Whether the opening works out each pile's value in its own step (with the row of
    /// SG(0..n) under the table), by [`PileRule::derivation`].
    fn values_pile_by_pile(&self) -> bool {
        false
    }

    /// How a pile of `size` gets its value, in words (for the rules that work it out).
    fn derivation(&self, _size: u64, _lang: Lang) -> Option<String> {
        None
    }

    /// The sizes one move from a pile of `size` reaches, shaded in the row of SG values.
    fn reached(&self, size: u64) -> Vec<u64> {
        self.takes(size).into_iter().map(|t| size - t).collect()
    }

    /// What the sentence saying no move wins adds for this rule.
    fn no_move_reason(&self) -> Option<Msg> {
        None
    }

    /// Whether a move splits a pile in two rather than taking stones (no stone is clicked,
    /// and the move adds a row).
    fn splits(&self) -> bool {
        false
    }

    /// The lesson's input fields: the piles' field `position`, and the rule's own.
    fn input_fields(&self, position: crate::form::InputField) -> Vec<crate::form::InputField> {
        vec![position]
    }

    /// The largest pile the whole sum's DAG is drawn for.
    fn largest_sum_pile(&self) -> u64 {
        MAX_SUM_POSITIONS as u64
    }
}

/// Parses the amount of a take from pile `pile` (1-based) of `size` and checks it against
/// the rule (the default move parser; the staircase uses it too, with its own words).
pub fn parse_take<R: PileRule + ?Sized>(
    rule: &R,
    pile: usize,
    size: u64,
    rest: &str,
) -> Result<u64, Phrase> {
    let stairs = rule.on_steps();
    let take: u64 = rest
        .trim()
        .parse()
        .map_err(|_| bad_format(rule.notation()))?;
    if take == 0 {
        return Err(if stairs {
            phrase!(MoveStairNoStone)
        } else {
            phrase!(MoveTakeNoStone)
        });
    }
    if take > size {
        return Err(if stairs {
            phrase!(MoveStepTooMany {
                step: pile.to_string(),
                left: size.to_string()
            })
        } else {
            phrase!(MoveTooMany {
                pile: pile.to_string(),
                left: size.to_string()
            })
        });
    }
    if !rule.may_take(size, take) {
        return Err(phrase!(MoveNotAllowed {
            take: take.to_string(),
            allowed: rule.allowed()
        }));
    }
    Ok(take)
}

/// A move, as validated against the position it is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FamilyMove {
    /// Take from one pile.
    Take(PileMove),
    /// Move stones down a step.
    Stair(staircase::StairMove),
    /// Split a pile in two.
    Split(split::SplitMove),
}

impl FamilyMove {
    /// The pile (0-based) the move starts from.
    pub fn from_pile(&self) -> usize {
        match *self {
            FamilyMove::Take(t) => t.pile,
            FamilyMove::Stair(s) => s.step - 1,
            FamilyMove::Split(s) => s.pile,
        }
    }
}

/// One pile of a rule as a game on its own (for the DAG view). Split positions are the
/// sorted non-empty piles a single pile has become.
pub struct OnePile<'a>(pub &'a dyn PileRule);

impl MoveGraph for OnePile<'_> {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        self.0.pile_positions(p)
    }
}

impl OnePile<'_> {
    /// The positions reachable from `start` with their SG values ([`extract_dag`]). A
    /// function of this crate, not a generic call from a lesson, so the solver worker runs
    /// it at this crate's opt-level (docs/benchmarks.md, "The worker's two opt-levels").
    pub fn dag(&self, start: &[u64], cap: usize) -> Result<PositionDag<Vec<u64>>, SearchError> {
        extract_dag(self, &start.to_vec(), cap)
    }
}

/// A Nim-family game being played: its rule and its piles (the steps for staircase Nim).
#[derive(Clone)]
pub struct NimFamilyGame {
    /// The rule.
    pub rule: Rc<dyn PileRule>,
    /// The piles.
    pub piles: Vec<u64>,
    /// The most piles a split may leave (each pile is drawn; the judge sets no cap).
    pub max_piles: usize,
}

impl NimFamilyGame {
    /// Whether one move may take `take` stones from a pile (or stair) of `size`: bounded
    /// Nim's k and set-Nim's sizes limit it; a split takes none.
    pub fn may_take(&self, size: u64, take: u64) -> bool {
        (1..=size).contains(&take) && self.rule.may_take(size, take)
    }

    /// The value each pile enters the XOR with, and whether it enters at all.
    pub fn values(&self) -> Vec<(u64, bool)> {
        self.piles
            .iter()
            .enumerate()
            .map(|(i, &a)| self.rule.value(i, a))
            .collect()
    }

    /// The nim-sum of the values that enter the XOR.
    pub fn nim_sum(&self) -> u64 {
        self.values()
            .iter()
            .filter(|v| v.1)
            .fold(0, |acc, v| acc ^ v.0)
    }
}

impl Game for NimFamilyGame {
    type Move = FamilyMove;

    fn notation(&self) -> Msg {
        self.rule.notation()
    }

    fn parse_move(&self, text: &str) -> Result<FamilyMove, Phrase> {
        let bad = || bad_format(self.notation());
        let (pile_text, rest) = text.split_once(':').ok_or_else(bad)?;
        let pile: usize = pile_text.trim().parse().map_err(|_| bad())?;
        if pile == 0 || pile > self.piles.len() {
            // Staircase Nim's piles are steps, and its errors say so.
            return Err(if self.rule.on_steps() {
                phrase!(MoveNoStep {
                    step: pile.to_string()
                })
            } else {
                phrase!(MoveNoPile {
                    pile: pile.to_string()
                })
            });
        }
        let a = self.piles.get(pile - 1).copied().unwrap_or(0);
        self.rule.parse_rest(self, pile, a, rest)
    }

    fn format_move(&self, m: &FamilyMove) -> String {
        match m {
            FamilyMove::Take(t) => format!("{}:{}", t.pile + 1, t.take),
            FamilyMove::Stair(s) => format!("{}:{}", s.step, s.count),
            FamilyMove::Split(s) => format!("{}:{}+{}", s.pile + 1, s.parts.0, s.parts.1),
        }
    }

    /// Changes the pile(s) the move touches (a split also shifts the piles after it).
    fn apply(&mut self, m: &FamilyMove) {
        match *m {
            FamilyMove::Take(t) => {
                if let Some(a) = self.piles.get_mut(t.pile) {
                    *a -= t.take.min(*a);
                }
            }
            FamilyMove::Stair(s) => {
                // Step s.step (1-based) gives s.count stones to the step below (or the floor).
                if let Some(a) = s.step.checked_sub(1).and_then(|i| self.piles.get_mut(i)) {
                    *a -= s.count.min(*a);
                }
                if let Some(b) = (s.step >= 2)
                    .then(|| self.piles.get_mut(s.step - 2))
                    .flatten()
                {
                    *b += s.count;
                }
            }
            FamilyMove::Split(s) => {
                // The larger part stays in the pile's place (0 empties it, as a take would);
                // the smaller becomes a new pile after it, unless it is none.
                if let Some(a) = self.piles.get_mut(s.pile) {
                    *a = s.parts.0;
                    if s.parts.1 > 0 {
                        self.piles.insert(s.pile + 1, s.parts.1);
                    }
                }
            }
        }
    }

    fn over(&self) -> bool {
        self.piles.iter().all(|&a| !self.rule.can_move(a))
    }

    fn to_move_wins(&self) -> bool {
        self.rule
            .to_move_wins(&self.piles, self.nim_sum(), self.over())
    }

    fn legal_moves(&self) -> Vec<FamilyMove> {
        let piles = self.piles.iter().enumerate();
        piles
            .flat_map(|(i, &a)| self.rule.pile_moves(i, a))
            .collect()
    }

    fn winning_moves(&self) -> Vec<FamilyMove> {
        self.rule.winning_moves(&self.piles)
    }

    /// Some legal move that gives away as little as possible, for a losing computer.
    fn fallback_move(&self) -> Option<FamilyMove> {
        self.rule.fallback_move(&self.piles)
    }

    /// The piles as they are on a staircase (a stone's step matters); elsewhere the
    /// non-empty piles as a multiset, since a sum does not depend on its order.
    fn position_key(&self) -> Option<Vec<u64>> {
        let splits = self.rule.splits();
        let moves = self.piles.iter().fold(0u64, |acc, &a| {
            acc.saturating_add(if splits { a.saturating_mul(a) } else { a })
        });
        if !super::listable(moves) {
            return None;
        }
        Some(if self.rule.on_steps() {
            self.piles.clone()
        } else {
            super::sorted_key(self.piles.iter().copied().filter(|&a| a > 0))
        })
    }

    fn deciding_value(&self) -> Option<super::Deciding> {
        Some(super::Deciding::nim_sum(self.nim_sum()))
    }
}
