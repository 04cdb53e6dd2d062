//! One module per game the lessons teach. Each has its fast method (the closed form, DP or
//! table the notes derive), the winning moves for the player to move, and tests that compare
//! both with exhaustive search ([`crate::sg`]) over every small position in a range.
//!
//! Every playable lesson plays through the [`Game`] trait: the game owns its notation, its
//! legality check, its rules for the end (misère, cutting) and its winner; the lesson only
//! replays `moves=` generically (`grundy_lessons::lesson::replay`) and shows the result.

pub mod apple_tree;
pub mod cutting;
pub mod end_piles;
pub mod flip_multiples;
pub mod graph;
pub mod grundy_game;
pub mod hackenbush;
pub mod heap_rule;
pub mod nim;
pub mod nim_family;
pub mod octal;
pub mod remoteness;
pub mod review;
pub mod split;
pub mod staircase;
pub mod subtraction;
pub mod wythoff;

use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::KeySort;

/// The reason given for a move written in the wrong shape: what the notation is (each game's
/// move parser refuses with it; the lesson puts it in the move's one-line error).
pub fn bad_format(notation: Msg) -> Phrase {
    phrase!(MoveBadFormat { notation })
}

/// One of the two players: the one who moved first, or the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// Player 1, who made the first move.
    First,
    /// Player 2.
    Second,
}

impl Player {
    /// The player to move after `moves` moves.
    pub fn to_move_after(moves: usize) -> Player {
        if moves.is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// Who made the last of `moves` moves (none before the first).
    pub fn last_mover(moves: usize) -> Option<Player> {
        (moves > 0).then(|| Player::to_move_after(moves).other())
    }

    /// 1 or 2, as shown.
    pub fn number(self) -> u8 {
        match self {
            Player::First => 1,
            Player::Second => 2,
        }
    }

    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// A two-player impartial game as it is played in a lesson: a position, moves written in the
/// lesson's notation, and the rules for who has won. Parsing checks the move against the
/// current position before anything changes; applying costs what the move changes.
pub trait Game {
    /// A move, validated against the position it was parsed in.
    type Move: Clone;

    /// How moves are written (shown in errors and hints).
    fn notation(&self) -> Msg;

    /// Reads a move written in [`Game::notation`] and checks that it is legal here; the
    /// error says why not (shape, range, rule). Never called when [`Game::over`].
    fn parse_move(&self, text: &str) -> Result<Self::Move, Phrase>;

    /// Writes a move in the notation, so that `parse_move(format_move(m))` is `m`.
    fn format_move(&self, m: &Self::Move) -> String;

    /// Plays a move returned by [`Game::parse_move`] or [`Game::winning_moves`] at this position.
    fn apply(&mut self, m: &Self::Move);

    /// Whether no move is left.
    fn over(&self) -> bool;

    /// Whether the player to move wins with best play. At the end of the game: whether the
    /// player to move has won (true only under misère-like rules).
    fn to_move_wins(&self) -> bool;

    /// Every legal move here (empty once the game is over). It can be long (every amount
    /// from every pile); the exhaustive tests and the move lists of small positions use it.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The winning moves of the player to move: all of them, except where a game says it
    /// lists fewer (flip-multiples: the smallest per white cell); empty when there are none.
    fn winning_moves(&self) -> Vec<Self::Move>;

    /// A legal move for a computer that has no winning one (None when the game is over).
    fn fallback_move(&self) -> Option<Self::Move>;

    /// A key naming this position for a memoised search ([`remoteness`]): two positions
    /// share a key only when they play exactly alike (a multiset of piles in a sum, a sheet
    /// and its turn). None where the game names none, or where the position has too many
    /// moves to list ([`MOVE_LIST_BOUND`]): it is then never searched.
    fn position_key(&self) -> Option<Vec<u64>> {
        None
    }

    /// The number the game's theory decides the position by (the nim-sum of a sum, the SG
    /// value of one game), with its name; None where the theory has no such number.
    fn deciding_value(&self) -> Option<Deciding> {
        None
    }
}

/// The number a game's theory decides a position by, and what it is called.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deciding {
    /// Its name ([`Msg::ReviewNimSum`] or [`Msg::ReviewSgValue`]).
    pub name: Msg,
    /// The number.
    pub value: u64,
}

impl Deciding {
    /// A nim-sum.
    pub fn nim_sum(value: u64) -> Deciding {
        Deciding {
            name: Msg::ReviewNimSum,
            value,
        }
    }

    /// The SG value of one game.
    pub fn sg(value: u64) -> Deciding {
        Deciding {
            name: Msg::ReviewSgValue,
            value,
        }
    }
}

/// The most moves a position may list and still be searched ([`Game::position_key`] is None
/// beyond: a pile of 10^18 stones has that many moves).
pub const MOVE_LIST_BOUND: u64 = 100_000;

/// Whether a position whose move count is at most `moves` may be searched.
pub fn listable(moves: u64) -> bool {
    moves <= MOVE_LIST_BOUND
}

/// A multiset of small numbers as a position key: sorted.
pub fn sorted_key(items: impl IntoIterator<Item = u64>) -> Vec<u64> {
    let mut key: Vec<u64> = items.into_iter().collect();
    key.key_sort();
    key
}

/// The end of a game: who won, given how many moves were made (None while it goes on).
pub fn winner<G: Game>(game: &G, moves_made: usize) -> Option<Player> {
    if !game.over() {
        return None;
    }
    let to_move = Player::to_move_after(moves_made);
    Some(if game.to_move_wins() {
        to_move
    } else {
        to_move.other()
    })
}

/// How many moves Undo takes back after `moves_made` moves: against the computer (`computer`,
/// the player it is), its reply too when it has answered, so that it is the person's turn
/// again; never more than were made.
pub fn moves_to_undo(moves_made: usize, computer: Option<Player>) -> usize {
    let count = match computer {
        Some(c) if Player::to_move_after(moves_made) == c.other() => 2,
        _ => 1,
    };
    count.min(moves_made)
}

/// Whether Undo has anything to take back after `moves_made` moves: the computer's opening
/// move alone is not (it would play it again at once).
pub fn can_undo(moves_made: usize, computer: Option<Player>) -> bool {
    moves_made > usize::from(computer == Some(Player::First))
}

/// How many of `waiting` undone moves Redo plays again after `moves_made` moves: against the
/// computer (`computer`, the player it is), the person's move and the computer's reply that
/// Undo took back with it, so it is the person's turn again. (One at a time, the computer
/// replied anew to the redone move, and its old reply, still waiting, was then played as the
/// person's move and refused.)
pub fn moves_to_redo(moves_made: usize, computer: Option<Player>, waiting: usize) -> usize {
    let count = match computer {
        Some(c) if Player::to_move_after(moves_made + 1) == c => 2,
        _ => 1,
    };
    count.min(waiting)
}

/// The error for a move made after the end.
pub fn game_over_reason() -> Phrase {
    phrase!(MoveOver)
}

/// Take `take` stones from pile `pile` (0-based): the move shape shared by the Nim family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PileMove {
    /// Index of the pile (0-based; shown 1-based).
    pub pile: usize,
    /// How many stones are taken (≥ 1).
    pub take: u64,
}

impl PileMove {
    /// The piles after this move. The move must be legal for `piles`.
    pub fn apply(&self, piles: &[u64]) -> Vec<u64> {
        let mut next = piles.to_vec();
        next[self.pile] -= self.take;
        next
    }
}

/// XOR of all values: the nim-sum of a sum of games whose components have these SG values.
pub fn nim_sum(values: &[u64]) -> u64 {
    values.iter().fold(0, |acc, v| acc ^ v)
}

// Test support for the exhaustive-search tests of every game (in grundy-lessons, which has
// the Nim family's rules); no use outside tests.
#[doc(hidden)]
pub mod testkit {
    //! Helpers for the exhaustive-search tests: enumerating small positions and generic games.
    use super::PileMove;
    use crate::sg::MoveGraph;
    use std::collections::BTreeSet;

    /// Every vector of length 1..=max_len with entries in lo..=hi.
    pub fn all_vectors(max_len: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        let mut layer: Vec<Vec<u64>> = vec![vec![]];
        for _ in 0..max_len {
            let mut next = Vec::new();
            for v in &layer {
                for x in lo..=hi {
                    let mut w = v.clone();
                    w.push(x);
                    next.push(w);
                }
            }
            out.extend(next.iter().cloned());
            layer = next;
        }
        out
    }

    /// A pile game given by which takes are allowed from a pile of a given size.
    pub struct PileGame<F: Fn(u64) -> Vec<u64>> {
        /// Allowed takes from a pile of this size.
        pub takes: F,
    }

    impl<F: Fn(u64) -> Vec<u64>> PileGame<F> {
        /// Every legal move from `piles`.
        pub fn pile_moves(&self, piles: &[u64]) -> Vec<PileMove> {
            let mut out = Vec::new();
            for (pile, &a) in piles.iter().enumerate() {
                for take in (self.takes)(a) {
                    out.push(PileMove { pile, take });
                }
            }
            out
        }
    }

    impl<F: Fn(u64) -> Vec<u64>> MoveGraph for PileGame<F> {
        type Position = Vec<u64>;
        fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
            self.pile_moves(p).iter().map(|m| m.apply(p)).collect()
        }
    }

    /// The set of moves whose result satisfies `loses` (the opponent loses there).
    pub fn winning_set<F: Fn(u64) -> Vec<u64>>(
        game: &PileGame<F>,
        piles: &[u64],
        mut loses: impl FnMut(&[u64]) -> bool,
    ) -> BTreeSet<PileMove> {
        game.pile_moves(piles)
            .into_iter()
            .filter(|m| loses(&m.apply(piles)))
            .collect()
    }
}
