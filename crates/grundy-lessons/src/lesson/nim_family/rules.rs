//! The Nim family's rules, one file each: the rule as a [`PileRule`] type, its lesson's
//! descriptor (slug, defaults, views) and how its own link parameters become the rule.
//! A new rule is a file here, a `pub mod` line below and a line in `lessons!`.

use super::{LessonKind, NimFamilyLesson, ParamError, Query};
use crate::lesson::Param;
use grundy_core::games::nim_family::PileRule;
use std::rc::Rc;

pub mod bounded;
pub mod misere;
pub mod normal;
pub mod power;
pub mod set;
pub mod split;
pub mod staircase;

/// A rule as its link gives it: made from the link's own parameters ([`RuleLink`]).
pub type ReadRule = fn(&RuleLink) -> Result<Rc<dyn PileRule>, ParamError>;

/// A rule's link while it is read: its parameters, with the descriptor's examples for the
/// missing ones, and the piles already read.
pub struct RuleLink<'a> {
    pub(super) kind: LessonKind,
    pub(super) query: &'a Query,
    /// The piles (or steps) of the link.
    pub piles: &'a [u64],
}

impl<'a> RuleLink<'a> {
    /// The example value of parameter `name`, from the lesson's descriptor (empty when the
    /// descriptor gives none, which the parsers refuse as an empty list).
    pub fn example(&self, name: &str) -> &'static str {
        example(self.kind, name)
    }

    /// The link's value of parameter `name`, or the example's.
    pub fn text(&self, name: &str) -> &'a str {
        self.query.get(name).unwrap_or(example(self.kind, name))
    }
}

/// The example value of `kind`'s parameter `name`, from its descriptor.
pub(super) fn example(kind: LessonKind, name: &str) -> &'static str {
    kind.params()
        .iter()
        .find_map(|p: &Param| (p.name == name).then_some(p.default).flatten())
        .unwrap_or("")
}

/// Builds a family lesson of `kind` whose piles are at most `max_pile` and whose rule
/// `read` makes (the descriptors' builders).
pub(super) fn build(
    kind: LessonKind,
    q: &Query,
    max_pile: u64,
    read: ReadRule,
) -> Result<Box<dyn crate::lesson::Walkthrough>, ParamError> {
    #[cfg(test)]
    if probe::ASKED.with(|a| a.replace(None)).is_some() {
        // The tests asked which rule the descriptor builds, not for the lesson.
        probe::ASKED.with(|a| a.set(Some(Some((max_pile, read)))));
        return Err(ParamError::new(
            "probe",
            grundy_core::phrase!(ExpectPileWithDag),
        ));
    }
    NimFamilyLesson::from_query(kind, q, max_pile, read).map(crate::lesson::boxed)
}

/// The tests' way to the model behind a descriptor: its builder, asked, says what it builds.
#[cfg(test)]
pub(crate) mod probe {
    use super::{LessonKind, NimFamilyLesson, ParamError, PileRule, Query, ReadRule};
    use std::cell::Cell;
    use std::rc::Rc;

    thread_local! {
        /// `Some(None)`: the next builder call is a question; `Some(Some(..))`: its answer.
        pub(super) static ASKED: Cell<Option<Option<(u64, ReadRule)>>> = const { Cell::new(None) };
    }

    /// What the descriptor of `kind` builds, asked of its builder: the largest pile and the
    /// rule's reader (None for a lesson outside the family).
    fn asked(kind: LessonKind) -> Option<(u64, ReadRule)> {
        ASKED.with(|a| a.set(Some(None)));
        let _ = (kind.info().build)(&Query::parse(""));
        ASKED.with(|a| a.replace(None)).flatten()
    }

    /// The model of a family lesson of `kind` for a link query, as its descriptor builds it
    /// (the tests look inside the model, which the descriptor's builder boxes).
    pub(crate) fn model(kind: LessonKind, q: &Query) -> Result<NimFamilyLesson, ParamError> {
        let (max_pile, read) =
            asked(kind).unwrap_or_else(|| panic!("{kind:?} is not a Nim-family lesson"));
        NimFamilyLesson::from_query(kind, q, max_pile, read)
    }

    /// Every family lesson's rule, as its example link makes it (for the tests that check
    /// every rule against search).
    pub(crate) fn example_rules() -> Vec<(LessonKind, Rc<dyn PileRule>)> {
        let family = LessonKind::ALL.iter().filter(|&&k| asked(k).is_some());
        family
            .map(|&kind| match model(kind, &Query::parse("")) {
                Ok(lesson) => (kind, lesson.game.rule.clone()),
                Err(e) => panic!("{kind:?}'s example: {e:?}"),
            })
            .collect()
    }
}
