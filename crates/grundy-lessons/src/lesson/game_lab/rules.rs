//! The lab's side of a heap rule: what the walkthrough says and draws about the rule itself
//! (its first step, its boxes in the form, what is known of its period). One type per rule,
//! implementing both [`HeapRule`] (the game's facts, in `games/`) and [`LabRule`] (its words,
//! here): the octal codes and subtraction sets ([`Rules`], in `octal.rs`) and Grundy's game
//! ([`GrundyRule`], in `grundy.rs`). The table, mex, DAG and play views ask the rule and
//! never which rule it is. A named game (`game=grundy`) is one line in [`NAMED`].

mod grundy;
mod octal;

use super::{ParamError, Period};
use crate::lesson::InputField;
use grundy_core::figure::Figure;
use grundy_core::games::grundy_game::GrundyRule;
use grundy_core::games::heap_rule::HeapRule;
use grundy_core::games::octal::Rules;
use grundy_core::i18n::Lang;
use grundy_core::phrase;
use std::rc::Rc;

/// What the lab says and draws about a heap rule.
pub trait LabRule: HeapRule {
    /// The rule's boxes in the form, each holding this rule's value (the others empty, so
    /// that the form switches rules): `code`, `set`, `split` and `game`.
    fn inputs(&self) -> Vec<InputField>;

    /// The rule in words (the table's first step and the notes).
    fn rule_sentence(&self, lang: Lang) -> String;

    /// The rule drawn (the table's first step), its whole subject in focus.
    fn rule_figure(&self, lang: Lang) -> Figure;

    /// What is known of the period, in a sentence (the table's last step): `period` is what
    /// [`HeapRule::period`] found in G(0..n).
    fn period_sentence(&self, period: Option<Period>, n: usize, lang: Lang) -> String;

    /// The same in a few words, drawn above the table at its last step.
    fn period_caption(&self, period: Option<Period>, n: usize, lang: Lang) -> String;

    /// The table's answer (what "Show the answer" shows beside the `result` hook).
    fn period_answer(&self, period: Option<Period>, n: usize, lang: Lang) -> String;
}

/// Makes a named game's rule.
pub type MakeRule = fn() -> Rc<dyn LabRule>;

/// The games named by `game=`, with the rule each one is.
pub const NAMED: &[(&str, MakeRule)] = &[("grundy", || Rc::new(GrundyRule))];

/// The rule named by `game=NAME`, or the one-line error naming the value.
pub fn named(name: &str) -> Result<Rc<dyn LabRule>, ParamError> {
    let name = name.trim();
    match NAMED.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
        Some((_, rule)) => Ok(rule()),
        None => Err(ParamError::new(
            "game",
            phrase!(LabErrUnknownGame {
                game: grundy_core::text::shown(name),
                known: NAMED.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
            }),
        )),
    }
}

/// The octal rule as the lab's rule.
pub fn octal(rules: Rules) -> Rc<dyn LabRule> {
    Rc::new(rules)
}
