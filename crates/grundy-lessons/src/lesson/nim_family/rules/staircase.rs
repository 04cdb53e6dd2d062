//! Staircase Nim: move any number of stones from one step to the step below (from step 1 to
//! the floor); only the odd steps count, since a move off an even step can be mirrored.

use super::{build, RuleLink};
use crate::lesson::Lesson;
use crate::lesson::{LessonKind, Param, ParamError};
use grundy_core::games::nim_family::{parse_take, FamilyMove, NimFamilyGame, PileRule};
use grundy_core::games::staircase::{self, StairMove};
use grundy_core::i18n::{tr, Lang, Msg, Phrase};
use std::rc::Rc;

/// Staircase Nim's rule.
pub struct Staircase;

impl PileRule for Staircase {
    fn intro(&self, lang: Lang) -> String {
        tr(lang, Msg::StairIntro).to_string()
    }

    fn notation(&self) -> Msg {
        Msg::NotationStair
    }

    fn value(&self, index: usize, size: u64) -> (u64, bool) {
        (size, index.is_multiple_of(2))
    }

    fn on_steps(&self) -> bool {
        true
    }

    fn pile_moves(&self, index: usize, size: u64) -> Vec<FamilyMove> {
        (1..=size)
            .map(|count| {
                FamilyMove::Stair(StairMove {
                    step: index + 1,
                    count,
                })
            })
            .collect()
    }

    fn parse_rest(
        &self,
        _game: &NimFamilyGame,
        pile: usize,
        size: u64,
        rest: &str,
    ) -> Result<FamilyMove, Phrase> {
        let count = parse_take(self, pile, size, rest)?;
        Ok(FamilyMove::Stair(StairMove { step: pile, count }))
    }

    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        staircase::winning_moves(piles)
            .into_iter()
            .map(FamilyMove::Stair)
            .collect()
    }

    fn fallback_move(&self, piles: &[u64]) -> Option<FamilyMove> {
        let (i, _) = piles
            .iter()
            .enumerate()
            .filter(|(_, &a)| a > 0)
            .max_by_key(|(_, &a)| a)?;
        Some(FamilyMove::Stair(StairMove {
            step: i + 1,
            count: 1,
        }))
    }

    fn values_are_sg(&self) -> bool {
        false
    }

    fn no_move_reason(&self) -> Option<Msg> {
        Some(Msg::StairMirror)
    }
}

fn read(_: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    Ok(Rc::new(Staircase))
}

/// The `staircase-nim` lesson's catalogue entry.
pub const STAIRCASE_NIM: Lesson = Lesson {
    slug: "staircase-nim",
    title: Msg::TitleStaircaseNim,
    summary: Msg::SummaryStaircaseNim,
    params: &[Param::with("steps", "3,1,4,1,5"), Param::optional("moves")],
    views: &["xor"],
    build: |q| build(LessonKind::StaircaseNim, q, u64::MAX, read),
};
