//! A heap game rule: what a move may do to one heap. The game lab's table, mex walk, DAG and
//! play ([`super::octal::OctalGame`]) ask the rule everything that differs from rule to rule:
//! an octal code or subtraction set ([`super::octal::Rules`]) and Grundy's game
//! ([`super::grundy_game::GrundyRule`]) are one type each; nothing matches on which rule it is.
//!
//! A move is a [`HeapMove`]: remove `take` tokens and leave the heaps `left` and `right`.
//! Grundy's game removes nothing (`take` = 0) and always leaves two heaps.

use super::octal::period::Period;
use super::octal::HeapMove;
use crate::i18n::{Msg, Phrase};

/// A take-and-break rule on heaps.
pub trait HeapRule: std::fmt::Debug {
    /// Every move from a heap of `n`, in the order the mex walk lists them.
    fn moves(&self, n: usize) -> Vec<HeapMove>;

    /// Whether `m` is a move from a heap of `n`.
    fn is_legal(&self, n: usize, m: HeapMove) -> bool;

    /// The move written `HEAP:TAKE` (`left` None) or `HEAP:TAKE:LEFT` on heap number `heap`
    /// (1-based, for the reasons) of `size` tokens, checked against the rule; or why it is
    /// refused, in words a student can act on.
    fn read_move(
        &self,
        heap: usize,
        size: usize,
        take: usize,
        left: Option<usize>,
    ) -> Result<HeapMove, Phrase>;

    /// How moves are written (the message the notation's error and the notes show).
    fn notation(&self) -> Msg;

    /// G(0..n) by the rule's fast method, reporting progress to [`crate::progress`].
    fn table(&self, n: usize) -> Vec<u32>;

    /// G(0..n) by the plain loop over every move of every heap: the fast table's judge.
    fn naive_table(&self, n: usize) -> Vec<u32>;

    /// What the values G(0..n) prove or show of a period, for a rule a periodicity theorem
    /// covers (an octal game: Guy–Smith); None for a rule no such theorem covers, of which no
    /// period is claimed.
    fn period(&self, values: &[u32]) -> Option<Period>;
}
