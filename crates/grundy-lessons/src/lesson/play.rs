//! A game played in a lesson: `moves=` replayed through the game's own rules (one error
//! format for every game), and what the page shows of it ([`PlayInfo`]).

use super::*;
use grundy_core::games::remoteness::{best_move, Search, Unsearched, PLAY_CAP};

/// The state of a game being played in a lesson (the moves are in the link's `moves=`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayInfo {
    /// How moves are written in this lesson.
    pub notation: Msg,
    /// The moves played so far, as written in the link.
    pub history: Vec<String>,
    /// 1 or 2: whose turn it is (player 1 moved first).
    pub player_to_move: u8,
    /// Whether no move is left.
    pub over: bool,
    /// Who won, once the game is over (a fact of the game: misère and cutting rules included).
    pub winner: Option<Player>,
    /// Whether the player to move wins with best play (at the end: whether they have won).
    pub to_move_wins: bool,
    /// Winning moves in link notation (at most [`MAX_LISTED_MOVES`]).
    pub winning: Vec<String>,
    /// How many winning moves there are in all.
    pub winning_count: usize,
    /// The move a perfect computer opponent plays here: winning, a winning move of least
    /// remoteness; losing, a move of greatest remoteness (beyond the search's cap, the
    /// game's first winning move, or its fallback).
    pub computer_move: Option<String>,
    /// Moves to the end under perfect play from here (0 once over), or why it is not known
    /// (searched up to [`PLAY_CAP`] positions).
    pub remoteness: Result<u32, Unsearched>,
}

impl PlayInfo {
    /// The remoteness in a few words for the `remoteness` hook, said after the verdict: how
    /// many moves are left with perfect play, who has won, or why it is not known.
    pub fn remoteness_phrase(&self) -> Phrase {
        match (self.winner, self.remoteness) {
            (Some(w), _) => phrase!(ReviewWonAlready { player: w.number() }),
            (None, Ok(moves)) => phrase!(ReviewAside {
                text: phrase!(ReviewMovesLeft { moves })
            }),
            (None, Err(why)) => phrase!(ReviewAside { text: why.phrase() }),
        }
    }
}

/// The example a notation gives ("e.g. 2:3"), short enough for the move box's placeholder;
/// the whole notation when it gives none. Every `Notation…` message ends its description
/// with one (checked by the test below for both languages).
pub fn notation_example(lang: Lang, notation: Msg) -> String {
    let text = tr(lang, notation);
    let marker = tr(lang, Msg::ForExample);
    text.split_once(marker)
        .and_then(|(_, rest)| rest.split_whitespace().next())
        .map_or_else(|| text.to_string(), |example| format!("{marker} {example}"))
}

/// Most winning moves listed by a hint.
pub const MAX_LISTED_MOVES: usize = 12;

/// The play state of `game` after the moves `history` (see [`replay`]).
pub fn play_info<G: Game + Clone>(game: &G, history: &[String]) -> PlayInfo {
    let over = game.over();
    let winning: Vec<G::Move> = if over {
        Vec::new()
    } else {
        game.winning_moves()
    };
    let mut search = Search::new(PLAY_CAP);
    let remoteness = search.outcome(game).map(|o| o.remoteness);
    let computer_move = if over {
        None
    } else {
        let allowed = |m: &G::Move| game.parse_move(&game.format_move(m)).is_ok();
        let searched = remoteness
            .is_ok()
            .then(|| search.after_each_move(game).ok())
            .flatten()
            .and_then(|after| best_move(&after, &allowed));
        searched
            .or_else(|| winning.first().cloned())
            .or_else(|| game.fallback_move())
            .map(|m| game.format_move(&m))
    };
    PlayInfo {
        notation: game.notation(),
        history: history.to_vec(),
        player_to_move: Player::to_move_after(history.len()).number(),
        over,
        winner: winner(game, history.len()),
        to_move_wins: game.to_move_wins(),
        winning_count: winning.len(),
        winning: winning
            .iter()
            .take(MAX_LISTED_MOVES)
            .map(|m| game.format_move(m))
            .collect(),
        computer_move,
        remoteness,
    }
}

/// Plays the moves of a `moves=` parameter on `game`, checking each against the position
/// before it; returns the moves as written. The one error format: move k, its text, why.
pub fn replay<G: Game>(game: &mut G, moves: Option<&str>) -> Result<Vec<String>, ParamError> {
    replay_seeing_last(game, moves, &mut |_, _| {})
}

/// [`replay`], also returning the last move played (if any), so that a figure can draw
/// what it changed.
pub fn replay_keeping_last<G: Game>(
    game: &mut G,
    moves: Option<&str>,
) -> Result<(Vec<String>, Option<G::Move>), ParamError> {
    let mut last = None;
    let history = replay_seeing_last(game, moves, &mut |_, m| last = Some(m.clone()))?;
    Ok((history, last))
}

/// [`replay`], showing `see` the position before the last move and that move, just before
/// it is played (a figure's trace may need where a piece stood). `see` is a trait object, so
/// each game's replay is compiled once, not once per caller.
pub fn replay_seeing_last<G: Game>(
    game: &mut G,
    moves: Option<&str>,
    see: &mut dyn FnMut(&G, &G::Move),
) -> Result<Vec<String>, ParamError> {
    let texts = split_moves(moves);
    let count = texts.len();
    let mut history = Vec::with_capacity(count);
    for (i, text) in texts.into_iter().enumerate() {
        if game.over() {
            return Err(move_error(i, &text, game_over_reason()));
        }
        let m = game
            .parse_move(&text)
            .map_err(|reason| move_error(i, &text, reason))?;
        if i + 1 == count {
            see(game, &m);
        }
        game.apply(&m);
        history.push(text);
    }
    Ok(history)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_playable_lesson_has_a_short_example_for_its_move_box() {
        // The move box is about 150 px wide at 1280×800: the placeholder is the notation's
        // example ("e.g. 2:3"), the whole notation stays in the box's title.
        let mut seen = 0;
        for &kind in LessonKind::ALL {
            let Some(play) = build(kind, &Query::parse("")).model.play() else {
                continue;
            };
            for lang in [Lang::En, Lang::Zh] {
                let example = notation_example(lang, play.notation);
                let marker = tr(lang, Msg::ForExample);
                assert!(example.starts_with(marker), "{kind:?} {lang:?}: {example}");
                let written = example[marker.len()..].trim();
                assert!(
                    !written.is_empty() && written.chars().count() <= 10,
                    "{kind:?} {lang:?}: {example}"
                );
                // The example is a move the notation's own text explains.
                assert!(tr(lang, play.notation).contains(written), "{kind:?}");
            }
            seen += 1;
        }
        assert!(seen >= 10, "{seen} playable lessons");
    }
}
