//! Split Nim: a move splits one pile into two smaller ones (either may be empty); a pile of x
//! is worth the x-th odious number ([`split::sg`]), worked out pile by pile.

use super::{build, RuleLink};
use crate::lesson::nim_family::MAX_SPLIT_PILE;
use crate::lesson::Lesson;
use crate::lesson::{LessonKind, Param, ParamError};
use grundy_core::games::bad_format;
use grundy_core::games::nim_family::{FamilyMove, NimFamilyGame, PileRule};
use grundy_core::games::split::{self, SplitMove};
use grundy_core::i18n::{tr, Lang, Msg, Phrase};
use grundy_core::sort::KeySort;
use grundy_core::{phrase, t};
use std::rc::Rc;

/// The largest split-Nim pile whose splits are listed one by one (3: six splits).
const LISTED_SPLIT_SIZE: u64 = 3;
/// The largest pile the whole sum's DAG is drawn for: split piles have many positions and
/// long move lists, so they are bounded before any is generated.
const LARGEST_SUM_PILE: u64 = 40;

/// Split Nim's rule.
pub struct Split;

impl PileRule for Split {
    fn intro(&self, lang: Lang) -> String {
        tr(lang, Msg::SplitIntro).to_string()
    }

    fn notation(&self) -> Msg {
        Msg::NotationSplit
    }

    /// A split takes no stones.
    fn may_take(&self, _size: u64, _take: u64) -> bool {
        false
    }

    fn takes(&self, _size: u64) -> Vec<u64> {
        Vec::new()
    }

    fn value(&self, _index: usize, size: u64) -> (u64, bool) {
        (split::sg(size), true)
    }

    fn pile_moves(&self, index: usize, size: u64) -> Vec<FamilyMove> {
        let mut v = Vec::new();
        for b in 0..size {
            v.extend((0..=b).map(|c| {
                FamilyMove::Split(SplitMove {
                    pile: index,
                    parts: (b, c),
                })
            }));
        }
        v
    }

    fn parse_rest(
        &self,
        game: &NimFamilyGame,
        pile: usize,
        size: u64,
        rest: &str,
    ) -> Result<FamilyMove, Phrase> {
        let bad = || bad_format(self.notation());
        let (b, c) = rest.split_once('+').ok_or_else(bad)?;
        let (b, c): (u64, u64) = (
            b.trim().parse().map_err(|_| bad())?,
            c.trim().parse().map_err(|_| bad())?,
        );
        if b >= size || c >= size {
            return Err(phrase!(MoveSplitParts {
                size: size.to_string()
            }));
        }
        // A split adds a pile: the cap on drawn piles holds after the moves too.
        if game.piles.len() >= game.max_piles {
            return Err(phrase!(MovePileCap {
                piles: (game.piles.len() + 1).to_string(),
                max: game.max_piles.to_string()
            }));
        }
        Ok(FamilyMove::Split(SplitMove {
            pile: pile - 1,
            parts: (b.max(c), b.min(c)),
        }))
    }

    fn pile_positions(&self, p: &[u64]) -> Vec<Vec<u64>> {
        // Positions are sorted, largest first. Splitting either of two equal piles gives the
        // same position, so only the first of each run of equal piles is split; the rest are
        // all different (a split of a has one pile of size a fewer than p, a split of a' ≠ a
        // does not), so no de-duplication search is needed.
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
                    next.key_sort();
                    next.reverse();
                    out.push(next);
                }
            }
        }
        out
    }

    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        split::winning_moves(piles)
            .into_iter()
            .map(FamilyMove::Split)
            .collect()
    }

    fn fallback_move(&self, piles: &[u64]) -> Option<FamilyMove> {
        let (i, &a) = piles
            .iter()
            .enumerate()
            .filter(|(_, &a)| a > 0)
            .max_by_key(|(_, &a)| a)?;
        Some(FamilyMove::Split(SplitMove {
            pile: i,
            parts: (a - 1, 0),
        }))
    }

    fn splits(&self) -> bool {
        true
    }

    fn values_pile_by_pile(&self) -> bool {
        true
    }

    fn derivation(&self, a: u64, lang: Lang) -> Option<String> {
        Some(if a == 0 {
            t!(lang, SetPileNoMove { size: a })
        } else if a <= LISTED_SPLIT_SIZE {
            // Few enough splits to list them all: every XOR, then the mex of the set.
            let mut pairs = Vec::new();
            let mut values = Vec::new();
            for b in 0..a {
                for c in b..a {
                    let (sb, sc) = (split::sg(b), split::sg(c));
                    pairs.push(format!("{sb}⊕{sc}"));
                    values.push(sb ^ sc);
                }
            }
            values.key_sort();
            values.dedup();
            let values: Vec<String> = values.iter().map(u64::to_string).collect();
            t!(
                lang,
                SplitPileListed {
                    size: a,
                    pairs: pairs.join(", "),
                    values: values.join(", "),
                    value: split::sg(a)
                }
            )
        } else {
            let value = split::sg(a);
            t!(
                lang,
                SplitPileValue {
                    size: a,
                    top: value - 1,
                    value
                }
            )
        })
    }

    /// Every smaller pile is a part of some split.
    fn reached(&self, size: u64) -> Vec<u64> {
        (0..size).collect()
    }

    fn largest_sum_pile(&self) -> u64 {
        LARGEST_SUM_PILE
    }
}

fn read(_: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    Ok(Rc::new(Split))
}

/// The `split-nim` lesson's catalogue entry.
pub const SPLIT_NIM: Lesson = Lesson {
    slug: "split-nim",
    title: Msg::TitleSplitNim,
    summary: Msg::SummarySplitNim,
    params: &[
        Param::with("piles", "2,3"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| build(LessonKind::SplitNim, q, MAX_SPLIT_PILE, read),
};
