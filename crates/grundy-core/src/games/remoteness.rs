//! Remoteness (Winning Ways): how many moves remain under perfect play when the winner
//! hurries and the loser delays. At the end of a game it is 0 (the winner is the game's own
//! [`Game::to_move_wins`], so misère and cutting rules count); otherwise, if some move leaves
//! a position lost for the player then to move, 1 + the least remoteness of those, else 1 +
//! the greatest remoteness of all moves. Under normal play it is odd exactly when the player
//! to move wins.
//!
//! [`Search`] is a memoised search over any [`Game`] that names its positions
//! ([`Game::position_key`]), without recursion, and with a cap on the positions it stores:
//! beyond it the answer is "too large" ([`Unsearched`]).

use super::Game;
use crate::hash::FastHash;
use std::collections::HashMap;

/// The most positions a search stores (about 9 MB of keys, outcomes and table at the cap
/// for five Nim piles; docs/benchmarks.md).
pub const SEARCH_CAP: usize = 100_000;

/// The most positions the search for the computer's move and the `remoteness` hook stores:
/// asked at every position of a game, it stays within a few tens of milliseconds even when
/// the position is too large (a search that reaches its cap has cost the whole cap; 100,000
/// positions cost about a second; docs/benchmarks.md).
pub const PLAY_CAP: usize = 5_000;

/// A position solved: whether the player to move wins, and in how many moves the game ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the player to move wins with best play (at the end: whether they have won).
    pub wins: bool,
    /// Moves to the end under perfect play (the winner hurrying, the loser delaying).
    pub remoteness: u32,
}

/// Why a position's remoteness is not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsearched {
    /// The game does not name its positions, so it is never searched.
    NoKey,
    /// More positions are reachable than the cap allows.
    TooLarge {
        /// The cap that was reached.
        cap: usize,
    },
}

impl Unsearched {
    /// Why the number of moves left is not shown, in a few words.
    pub fn phrase(self) -> crate::i18n::Phrase {
        match self {
            Unsearched::NoKey => crate::phrase!(ReviewNoKey),
            Unsearched::TooLarge { cap } => crate::phrase!(ReviewTooLarge { cap: cap as u64 }),
        }
    }
}

/// One position on the search's stack: its moves, the next to look at, and what the moves
/// looked at so far give.
struct Frame<G: Game> {
    game: G,
    key: Vec<u64>,
    moves: Vec<G::Move>,
    next: usize,
    /// The least remoteness of a move into a lost position (None while there is none).
    fastest_win: Option<u32>,
    /// The greatest remoteness of any move.
    slowest: u32,
}

impl<G: Game> Frame<G> {
    fn new(game: G, key: Vec<u64>) -> Frame<G> {
        let moves = if game.over() {
            Vec::new()
        } else {
            game.legal_moves()
        };
        Frame {
            game,
            key,
            moves,
            next: 0,
            fastest_win: None,
            slowest: 0,
        }
    }

    fn absorb(&mut self, child: Outcome) {
        if !child.wins {
            let r = self
                .fastest_win
                .map_or(child.remoteness, |f| f.min(child.remoteness));
            self.fastest_win = Some(r);
        }
        self.slowest = self.slowest.max(child.remoteness);
    }

    fn outcome(&self) -> Outcome {
        if self.moves.is_empty() {
            return Outcome {
                wins: self.game.to_move_wins(),
                remoteness: 0,
            };
        }
        match self.fastest_win {
            Some(r) => Outcome {
                wins: true,
                remoteness: r + 1,
            },
            None => Outcome {
                wins: false,
                remoteness: self.slowest + 1,
            },
        }
    }
}

/// A memoised remoteness search: its table lives as long as the search, so the positions of
/// one game (a review, the computer's choice) are solved once.
pub struct Search {
    memo: HashMap<Vec<u64>, Outcome, FastHash>,
    cap: usize,
    /// Moves listed so far (every move of every position opened), against
    /// [`MOVES_PER_POSITION`] × `cap`.
    listed: usize,
}

/// The moves a search may list per position it may store: opening a position lists all its
/// moves (a 200×200 sheet has 398 cuts, and more after each), so a cap on stored positions
/// alone let one search of a large sheet list two million moves before giving up.
pub const MOVES_PER_POSITION: usize = 10;

impl Search {
    /// A search that stores at most `cap` positions.
    pub fn new(cap: usize) -> Search {
        Search {
            memo: HashMap::default(),
            cap,
            listed: 0,
        }
    }

    /// Counts `moves` more listed; false once the search has listed more than its budget.
    fn list(&mut self, moves: usize) -> bool {
        self.listed += moves;
        self.listed <= self.cap.saturating_mul(MOVES_PER_POSITION)
    }

    /// How many moves the search has listed so far (its budget's measure).
    pub fn listed(&self) -> usize {
        self.listed
    }

    /// How many positions are solved so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// About how many bytes the table holds: each key's vector and heap words, its outcome
    /// and the hash table's control byte, at the table's capacity.
    pub fn approx_bytes(&self) -> usize {
        let slot = std::mem::size_of::<(Vec<u64>, Outcome)>() + 1;
        let heap: usize = self.memo.keys().map(|k| k.capacity() * 8).sum();
        self.memo.capacity() * slot + heap
    }

    /// The outcome of `game`'s position, or why it is not known.
    pub fn outcome<G: Game + Clone>(&mut self, game: &G) -> Result<Outcome, Unsearched> {
        let key = game.position_key().ok_or(Unsearched::NoKey)?;
        if let Some(&o) = self.memo.get(&key) {
            return Ok(o);
        }
        let too_large = Unsearched::TooLarge { cap: self.cap };
        if self.memo.len() >= self.cap {
            return Err(too_large);
        }
        let first = Frame::new(game.clone(), key);
        if !self.list(first.moves.len()) {
            return Err(too_large);
        }
        let mut stack = vec![first];
        loop {
            let Some(top) = stack.last_mut() else {
                // The loop returns when the first frame is done; the stack is never empty here.
                return Err(too_large);
            };
            if let Some(m) = top.moves.get(top.next) {
                let mut child = top.game.clone();
                child.apply(m);
                top.next += 1;
                let key = child.position_key().ok_or(Unsearched::NoKey)?;
                if let Some(&o) = self.memo.get(&key) {
                    top.absorb(o);
                    continue;
                }
                if self.memo.len() + stack.len() >= self.cap {
                    return Err(too_large);
                }
                let frame = Frame::new(child, key);
                if !self.list(frame.moves.len()) {
                    return Err(too_large);
                }
                stack.push(frame);
                continue;
            }
            let done = top.outcome();
            if let Some(frame) = stack.pop() {
                self.memo.insert(frame.key, done);
            }
            match stack.last_mut() {
                Some(parent) => parent.absorb(done),
                None => return Ok(done),
            }
        }
    }

    /// Each legal move with the outcome of the position it leaves (for the opponent, who is
    /// then to move).
    pub fn after_each_move<G: Game + Clone>(
        &mut self,
        game: &G,
    ) -> Result<Vec<(G::Move, Outcome)>, Unsearched> {
        if game.over() {
            return Ok(Vec::new());
        }
        self.outcome(game)?;
        game.legal_moves()
            .into_iter()
            .map(|m| {
                let mut next = game.clone();
                next.apply(&m);
                self.outcome(&next).map(|o| (m, o))
            })
            .collect()
    }
}

/// The outcome of `game`'s position with a search of its own, capped at [`SEARCH_CAP`].
pub fn remoteness<G: Game + Clone>(game: &G) -> Result<Outcome, Unsearched> {
    Search::new(SEARCH_CAP).outcome(game)
}

/// The move a perfect player who wants the game short when winning and long when losing
/// picks, among `after` ([`Search::after_each_move`]): winning, a move into a lost position of
/// least remoteness; losing, a move of greatest remoteness. Ties go to the earliest listed
/// move that `allowed` accepts (a lesson's caps may refuse some legal moves).
pub fn best_move<M: Clone>(after: &[(M, Outcome)], allowed: &dyn Fn(&M) -> bool) -> Option<M> {
    let winning = after.iter().any(|(_, o)| !o.wins);
    let mut best: Option<&(M, Outcome)> = None;
    for item in after
        .iter()
        .filter(|(m, o)| (!winning || !o.wins) && allowed(m))
    {
        let better = best.is_none_or(|(_, b)| {
            if winning {
                item.1.remoteness < b.remoteness
            } else {
                item.1.remoteness > b.remoteness
            }
        });
        if better {
            best = Some(item);
        }
    }
    best.map(|(m, _)| m.clone())
}
