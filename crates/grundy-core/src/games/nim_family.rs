//! The Nim family as one game: Nim, misère Nim, bounded Nim, staircase Nim, subtraction
//! (set) Nim and split Nim, told apart by a [`Variant`]: their moves in the `pile:count`
//! notation (`pile:a+b` for splits), the misère end rule, and the winning moves of each.

use super::bad_format;
use super::{nim, split, staircase, subtraction, Game, PileMove};
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sg::MoveGraph;

/// The rule that distinguishes the lessons.
#[derive(Clone)]
pub enum Variant {
    /// Take any number from one pile; the last mover wins.
    Normal,
    /// Take any number; whoever takes the last stone loses.
    Misere,
    /// Take 1..=k from one pile.
    Bounded(u64),
    /// Move stones one step down a staircase.
    Staircase,
    /// Take exactly s ∈ S from one pile; the SG table covers every pile.
    Set(subtraction::SubtractionSet, Vec<u8>),
    /// Split a pile into two smaller ones (values by the closed form, [`split::sg`]).
    Split,
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

/// One pile of a variant as a game on its own (for the DAG view). Split positions are the
/// sorted non-empty piles a single pile has become.
pub struct OnePile<'a>(pub &'a Variant);

impl MoveGraph for OnePile<'_> {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let Some(&x) = p.first() else {
            return Vec::new();
        };
        match self.0 {
            Variant::Split => {
                // Positions are sorted, largest first. Splitting either of two equal piles gives
                // the same position, so only the first of each run of equal piles is split; the
                // rest are all different (a split of a has one pile of size a fewer than p, a
                // split of a' ≠ a does not), so no de-duplication search is needed.
                let mut out = Vec::new();
                for (i, &a) in p.iter().enumerate() {
                    if i > 0 && p.get(i - 1) == Some(&a) {
                        continue;
                    }
                    for b in 0..a {
                        for c in 0..=b {
                            let mut next: Vec<u64> = p
                                .iter()
                                .enumerate()
                                .filter(|(j, _)| *j != i)
                                .map(|(_, &v)| v)
                                .collect();
                            next.extend([b, c].into_iter().filter(|&v| v > 0));
                            next.sort_unstable_by(|a, b| b.cmp(a));
                            out.push(next);
                        }
                    }
                }
                out
            }
            Variant::Bounded(k) => (1..=x.min(*k)).map(|t| vec![x - t]).collect(),
            Variant::Set(set, _) => set
                .sizes()
                .iter()
                .filter(|&&s| s <= x)
                .map(|&s| vec![x - s])
                .collect(),
            _ => (0..x).rev().map(|y| vec![y]).collect(),
        }
    }
}

/// A Nim-family game being played: its rule and its piles (the steps for staircase Nim).
#[derive(Clone)]
pub struct NimFamilyGame {
    /// The rule.
    pub variant: Variant,
    /// The piles.
    pub piles: Vec<u64>,
    /// The most piles a split may leave (each pile is drawn; the judge sets no cap).
    pub max_piles: usize,
}

impl NimFamilyGame {
    /// Whether one move may take `take` stones from a pile (or stair) of `size`: bounded
    /// Nim's k and set-Nim's sizes limit it; a split takes none.
    pub fn may_take(&self, size: u64, take: u64) -> bool {
        (1..=size).contains(&take)
            && match &self.variant {
                Variant::Bounded(k) => take <= *k,
                Variant::Set(set, _) => set.sizes().contains(&take),
                Variant::Split => false,
                Variant::Normal | Variant::Misere | Variant::Staircase => true,
            }
    }

    /// The value each pile enters the XOR with, and whether it enters at all.
    pub fn values(&self) -> Vec<(u64, bool)> {
        self.piles
            .iter()
            .enumerate()
            .map(|(i, &a)| match &self.variant {
                Variant::Normal | Variant::Misere => (a, true),
                Variant::Bounded(k) => (nim::bounded_sg(a, *k), true),
                Variant::Staircase => (a, i % 2 == 0),
                Variant::Set(_, table) => (u64::from(table[a as usize]), true),
                Variant::Split => (split::sg(a), true),
            })
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
        match self.variant {
            Variant::Staircase => Msg::NotationStair,
            Variant::Split => Msg::NotationSplit,
            _ => Msg::NotationPileTake,
        }
    }

    fn parse_move(&self, text: &str) -> Result<FamilyMove, Phrase> {
        let bad = || bad_format(self.notation());
        let (pile_text, rest) = text.split_once(':').ok_or_else(bad)?;
        let pile: usize = pile_text.trim().parse().map_err(|_| bad())?;
        let stairs = matches!(self.variant, Variant::Staircase);
        if pile == 0 || pile > self.piles.len() {
            // Staircase Nim's piles are steps, and its errors say so.
            return Err(if stairs {
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
        if let Variant::Split = self.variant {
            let (b, c) = rest.split_once('+').ok_or_else(bad)?;
            let (b, c): (u64, u64) = (
                b.trim().parse().map_err(|_| bad())?,
                c.trim().parse().map_err(|_| bad())?,
            );
            if b >= a || c >= a {
                return Err(phrase!(MoveSplitParts {
                    size: a.to_string()
                }));
            }
            // A split adds a pile: the cap on drawn piles holds after the moves too.
            if self.piles.len() >= self.max_piles {
                return Err(phrase!(MovePileCap {
                    piles: (self.piles.len() + 1).to_string(),
                    max: self.max_piles.to_string()
                }));
            }
            return Ok(FamilyMove::Split(split::SplitMove {
                pile: pile - 1,
                parts: (b.max(c), b.min(c)),
            }));
        }
        let take: u64 = rest.trim().parse().map_err(|_| bad())?;
        if take == 0 {
            return Err(if stairs {
                phrase!(MoveStairNoStone)
            } else {
                phrase!(MoveTakeNoStone)
            });
        }
        if take > a {
            return Err(if stairs {
                phrase!(MoveStepTooMany {
                    step: pile.to_string(),
                    left: a.to_string()
                })
            } else {
                phrase!(MoveTooMany {
                    pile: pile.to_string(),
                    left: a.to_string()
                })
            });
        }
        match &self.variant {
            Variant::Bounded(k) if take > *k => Err(phrase!(MoveNotAllowed {
                take: take.to_string(),
                allowed: format!("1..{k}")
            })),
            Variant::Set(set, _) if !set.sizes().contains(&take) => {
                let sizes: Vec<String> = set.sizes().iter().map(|s| s.to_string()).collect();
                Err(phrase!(MoveNotAllowed {
                    take: take.to_string(),
                    allowed: format!("S = {{{}}}", sizes.join(","))
                }))
            }
            Variant::Staircase => Ok(FamilyMove::Stair(staircase::StairMove {
                step: pile,
                count: take,
            })),
            _ => Ok(FamilyMove::Take(PileMove {
                pile: pile - 1,
                take,
            })),
        }
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
        match &self.variant {
            Variant::Set(set, _) => {
                let smallest = set.sizes().first().copied().unwrap_or(1);
                self.piles.iter().all(|&a| a < smallest)
            }
            Variant::Staircase
            | Variant::Normal
            | Variant::Misere
            | Variant::Bounded(_)
            | Variant::Split => self.piles.iter().all(|&a| a == 0),
        }
    }

    fn to_move_wins(&self) -> bool {
        match &self.variant {
            // With no move left, misère play is won by the player to move (the other took the last stone).
            Variant::Misere => nim::misere_first_wins(&self.piles) || self.over(),
            _ if self.over() => false,
            _ => self.nim_sum() != 0,
        }
    }

    fn legal_moves(&self) -> Vec<FamilyMove> {
        let mut v = Vec::new();
        for (i, &a) in self.piles.iter().enumerate() {
            let take = |take| FamilyMove::Take(PileMove { pile: i, take });
            match &self.variant {
                Variant::Normal | Variant::Misere => v.extend((1..=a).map(take)),
                Variant::Bounded(k) => v.extend((1..=a.min(*k)).map(take)),
                Variant::Set(set, _) => {
                    v.extend(set.sizes().iter().copied().filter(|&s| s <= a).map(take))
                }
                Variant::Staircase => {
                    v.extend((1..=a).map(|count| {
                        FamilyMove::Stair(staircase::StairMove { step: i + 1, count })
                    }))
                }
                Variant::Split => {
                    for b in 0..a {
                        v.extend((0..=b).map(|c| {
                            FamilyMove::Split(split::SplitMove {
                                pile: i,
                                parts: (b, c),
                            })
                        }));
                    }
                }
            }
        }
        v
    }

    fn winning_moves(&self) -> Vec<FamilyMove> {
        let takes = |moves: Vec<PileMove>| moves.into_iter().map(FamilyMove::Take).collect();
        match &self.variant {
            Variant::Normal => takes(nim::winning_moves(&self.piles)),
            Variant::Misere => takes(nim::misere_winning_moves(&self.piles)),
            Variant::Bounded(k) => takes(nim::bounded_winning_moves(&self.piles, *k)),
            Variant::Set(set, table) => takes(subtraction::winning_moves(set, table, &self.piles)),
            Variant::Staircase => staircase::winning_moves(&self.piles)
                .into_iter()
                .map(FamilyMove::Stair)
                .collect(),
            Variant::Split => split::winning_moves(&self.piles)
                .into_iter()
                .map(FamilyMove::Split)
                .collect(),
        }
    }

    /// Some legal move that gives away as little as possible, for a losing computer.
    fn fallback_move(&self) -> Option<FamilyMove> {
        let (i, &a) = self
            .piles
            .iter()
            .enumerate()
            .filter(|(_, &a)| a > 0)
            .max_by_key(|(_, &a)| a)?;
        match &self.variant {
            Variant::Set(set, _) => {
                // The smallest move from the largest pile that still allows one.
                let smallest = *set.sizes().first()?;
                let (i, _) = self
                    .piles
                    .iter()
                    .enumerate()
                    .filter(|(_, &a)| a >= smallest)
                    .max_by_key(|(_, &a)| a)?;
                Some(FamilyMove::Take(PileMove {
                    pile: i,
                    take: smallest,
                }))
            }
            Variant::Split => Some(FamilyMove::Split(split::SplitMove {
                pile: i,
                parts: (a - 1, 0),
            })),
            Variant::Staircase => Some(FamilyMove::Stair(staircase::StairMove {
                step: i + 1,
                count: 1,
            })),
            _ => Some(FamilyMove::Take(PileMove { pile: i, take: 1 })),
        }
    }
}
