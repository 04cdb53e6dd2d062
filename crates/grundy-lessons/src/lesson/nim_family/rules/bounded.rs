//! Bounded Nim: take 1 to k stones from one pile; a pile of x is worth x mod (k + 1).

use super::{build, RuleLink};
use crate::lesson::Lesson;
use crate::lesson::{parse_u64, InputField, LessonKind, Param, ParamError};
use grundy_core::games::nim;
use grundy_core::games::nim_family::{FamilyMove, PileRule};
use grundy_core::i18n::{Lang, Msg};
use grundy_core::t;
use std::rc::Rc;

/// Bounded Nim's rule: at most `k` stones per move.
pub struct Bounded {
    /// The most stones one move takes.
    pub k: u64,
}

impl PileRule for Bounded {
    fn intro(&self, lang: Lang) -> String {
        t!(
            lang,
            BoundedIntro {
                max: self.k.to_string(),
                modulus: (u128::from(self.k) + 1).to_string()
            }
        )
    }

    fn may_take(&self, _size: u64, take: u64) -> bool {
        take <= self.k
    }

    fn takes(&self, size: u64) -> Vec<u64> {
        (1..=size.min(self.k)).collect()
    }

    fn allowed(&self) -> String {
        format!("1..{}", self.k)
    }

    fn value(&self, _index: usize, size: u64) -> (u64, bool) {
        (nim::bounded_sg(size, self.k), true)
    }

    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        nim::bounded_winning_moves(piles, self.k)
            .into_iter()
            .map(FamilyMove::Take)
            .collect()
    }

    fn value_header(&self, lang: Lang) -> Option<String> {
        Some(t!(
            lang,
            ModHeader {
                modulus: (u128::from(self.k) + 1).to_string()
            }
        ))
    }

    fn input_fields(&self, position: InputField) -> Vec<InputField> {
        vec![position, InputField::text("k", Msg::FieldK, self.k)]
    }
}

fn read(link: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    let k = parse_u64("k", link.text("k"), 1, u64::MAX)?;
    Ok(Rc::new(Bounded { k }))
}

/// The `bounded-nim` lesson's catalogue entry.
pub const BOUNDED_NIM: Lesson = Lesson {
    slug: "bounded-nim",
    title: Msg::TitleBoundedNim,
    summary: Msg::SummaryBoundedNim,
    params: &[
        Param::with("piles", "7,9,4"),
        Param::with("k", "3"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| build(LessonKind::BoundedNim, q, u64::MAX, read),
};
