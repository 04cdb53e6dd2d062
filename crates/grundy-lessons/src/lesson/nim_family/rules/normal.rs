//! Nim: take any number of stones from one pile; whoever takes the last stone wins.

use super::{build, RuleLink};
use crate::lesson::Lesson;
use crate::lesson::{LessonKind, Param, ParamError};
use grundy_core::games::nim;
use grundy_core::games::nim_family::{FamilyMove, PileRule};
use grundy_core::i18n::{tr, Lang, Msg};
use std::rc::Rc;

/// Nim's rule.
pub struct Normal;

impl PileRule for Normal {
    fn intro(&self, lang: Lang) -> String {
        tr(lang, Msg::NimIntro).to_string()
    }

    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        nim::winning_moves(piles)
            .into_iter()
            .map(FamilyMove::Take)
            .collect()
    }

    fn values_are_sg(&self) -> bool {
        false
    }
}

fn read(_: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    Ok(Rc::new(Normal))
}

/// The `nim` lesson's catalogue entry.
pub const NIM: Lesson = Lesson {
    slug: "nim",
    title: Msg::TitleNim,
    summary: Msg::SummaryNim,
    params: &[
        Param::with("piles", "3,4,5"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| build(LessonKind::Nim, q, u64::MAX, read),
};
