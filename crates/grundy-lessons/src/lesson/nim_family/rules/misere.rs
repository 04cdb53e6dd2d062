//! Misère Nim: take any number of stones from one pile; whoever takes the last stone loses.

use super::{build, RuleLink};
use crate::lesson::Lesson;
use crate::lesson::{LessonKind, Param, ParamError};
use grundy_core::games::nim;
use grundy_core::games::nim_family::{FamilyMove, PileRule};
use grundy_core::i18n::{tr, Lang, Msg};
use std::rc::Rc;

/// Misère Nim's rule.
pub struct Misere;

impl PileRule for Misere {
    fn intro(&self, lang: Lang) -> String {
        tr(lang, Msg::MisereIntro).to_string()
    }

    fn to_move_wins(&self, piles: &[u64], _nim_sum: u64, over: bool) -> bool {
        // With no move left, misère play is won by the player to move (the other took the last stone).
        nim::misere_first_wins(piles) || over
    }

    fn last_mover_loses(&self) -> bool {
        true
    }

    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        nim::misere_winning_moves(piles)
            .into_iter()
            .map(FamilyMove::Take)
            .collect()
    }

    fn values_are_sg(&self) -> bool {
        false
    }
}

fn read(_: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    Ok(Rc::new(Misere))
}

/// The `misere-nim` lesson's catalogue entry.
pub const MISERE_NIM: Lesson = Lesson {
    slug: "misere-nim",
    title: Msg::TitleMisereNim,
    summary: Msg::SummaryMisereNim,
    // The example is at misère's one different move: Nim would take the 3 and leave two
    // single stones (a loss in misère); the winner takes 2 and leaves three.
    params: &[Param::with("piles", "1,1,3"), Param::optional("moves")],
    views: &["xor", "twist"],
    build: |q| build(LessonKind::MisereNim, q, u64::MAX, read),
};
