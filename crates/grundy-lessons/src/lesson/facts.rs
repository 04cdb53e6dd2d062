//! The answers a lesson's hooks show (`verdict`, `nim-sum`, `result`, `winning-move`) and the
//! winning move its walkthrough names.

use super::Walkthrough;
use grundy_core::i18n::Lang;

/// The facts behind the public hooks of a lesson (docs/links-and-hooks.md).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// `result` hook's `data-value` (counts, majority value or `none`).
    pub result: Option<String>,
    /// `verdict` hook: whether the player to move wins.
    pub first_wins: Option<bool>,
    /// `nim-sum` hook's value.
    pub nim_sum: Option<u64>,
    /// `winning-move` hook's `data-pile` and `data-take` (the Nim family's moves that take
    /// stones): the 1-based pile and how many to take.
    pub winning_move: Option<(usize, u64)>,
}

/// The first winning move of the position in play, in words: the move the conclusions of
/// the games that name "a winning move" name (graph sums, Wythoff, cutting, end-piles, the
/// flip game, the game lab's sum), for their [`Walkthrough::named_winning_move`].
pub fn first_winning_move(w: &dyn Walkthrough, lang: Lang) -> Option<NamedMove> {
    let notation = w.play()?.winning.into_iter().next()?;
    let words = w.move_words(&notation, lang)?;
    Some(NamedMove { notation, words })
}

/// The winning move a walkthrough names ([`Walkthrough::named_winning_move`]): the
/// `winning-move` hook's `data-notation` and words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedMove {
    /// The move as the link's `moves=` writes it.
    pub notation: String,
    /// The move in the reader's language ("take 4 from pile 3").
    pub words: String,
}
