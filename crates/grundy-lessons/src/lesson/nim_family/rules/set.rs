//! Subtraction (set) Nim: take exactly s stones from one pile, s in the set S; each pile is
//! worth its SG value from the table, worked out pile by pile as the mex of its options.

use super::{build, RuleLink};
use crate::lesson::nim_family::{mex_derivation, MAX_SET_PILE};
use crate::lesson::Lesson;
use crate::lesson::{parse_u64_list, InputField, LessonKind, Param, ParamError};
use grundy_core::games::nim_family::{FamilyMove, PileRule};
use grundy_core::games::subtraction::{self, SubtractionSet};
use grundy_core::games::PileMove;
use grundy_core::i18n::{Lang, Msg};
use grundy_core::{phrase, t};
use std::rc::Rc;

/// Set-Nim's rule: the set and the SG table over every pile of the lesson.
pub struct SetRule {
    /// The sizes a move may take.
    pub set: SubtractionSet,
    /// SG(n) for every n up to the largest pile.
    pub table: Vec<u8>,
}

impl SetRule {
    /// The rule of `set`, its table covering piles up to `max`.
    pub fn new(set: SubtractionSet, max: u64) -> SetRule {
        let table = subtraction::sg_table(&set, max as usize);
        SetRule { set, table }
    }

    fn sg(&self, n: u64) -> u64 {
        self.table.get(n as usize).map_or(0, |&v| u64::from(v))
    }

    fn set_text(&self) -> String {
        let sizes: Vec<String> = self.set.sizes().iter().map(|s| s.to_string()).collect();
        sizes.join(",")
    }
}

impl PileRule for SetRule {
    fn intro(&self, lang: Lang) -> String {
        t!(
            lang,
            SetIntro {
                set: self.set_text()
            }
        )
    }

    fn may_take(&self, _size: u64, take: u64) -> bool {
        self.set.sizes().contains(&take)
    }

    fn takes(&self, size: u64) -> Vec<u64> {
        let sizes = self.set.sizes().iter().copied();
        sizes.filter(|&s| s <= size).collect()
    }

    fn allowed(&self) -> String {
        format!("S = {{{}}}", self.set_text())
    }

    fn can_move(&self, size: u64) -> bool {
        self.set.sizes().first().is_some_and(|&s| size >= s)
    }

    fn value(&self, _index: usize, size: u64) -> (u64, bool) {
        (self.sg(size), true)
    }

    fn winning_moves(&self, piles: &[u64]) -> Vec<FamilyMove> {
        subtraction::winning_moves(&self.set, &self.table, piles)
            .into_iter()
            .map(FamilyMove::Take)
            .collect()
    }

    fn fallback_move(&self, piles: &[u64]) -> Option<FamilyMove> {
        // The smallest move from the largest pile that still allows one.
        let smallest = *self.set.sizes().first()?;
        let (i, _) = piles
            .iter()
            .enumerate()
            .filter(|(_, &a)| a >= smallest)
            .max_by_key(|(_, &a)| a)?;
        Some(FamilyMove::Take(PileMove {
            pile: i,
            take: smallest,
        }))
    }

    fn values_pile_by_pile(&self) -> bool {
        true
    }

    fn derivation(&self, size: u64, lang: Lang) -> Option<String> {
        Some(mex_derivation(
            size,
            &self.reached(size),
            &|p| self.sg(p),
            lang,
        ))
    }

    fn input_fields(&self, position: InputField) -> Vec<InputField> {
        vec![
            InputField::text("set", Msg::FieldSet, self.set_text()),
            position,
        ]
    }
}

fn read(link: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    let example = link.example("set");
    let sizes = parse_u64_list("set", link.text("set"), example, 1, MAX_SET_PILE, 100)?;
    // 1..=100 sizes, each ≥ 1, always form a valid set.
    let set = SubtractionSet::new(&sizes)
        .map_err(|_| ParamError::new("set", phrase!(ExpectNonEmpty { example })))?;
    let max = link.piles.iter().copied().max().unwrap_or(0);
    Ok(Rc::new(SetRule::new(set, max)))
}

/// The `set-nim` lesson's catalogue entry.
pub const SET_NIM: Lesson = Lesson {
    slug: "set-nim",
    title: Msg::TitleSetNim,
    summary: Msg::SummarySetNim,
    params: &[
        Param::with("piles", "3,5,6"),
        Param::with("set", "2,5"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| build(LessonKind::SetNim, q, MAX_SET_PILE, read),
};
