//! The review of a game played: for each move, who made it, what the position was worth to
//! them before and after (win or lose, the number the game's theory decides by, and the
//! remoteness where the search reaches), and a verdict: `best`, `kept`, `blunder` or
//! `forced`. Each blunder gets one exact sentence from the game's theory, naming a move that
//! would have kept the win; the retry point is the position before the first blunder.
//!
//! Verdicts come from the game's own [`Game::to_move_wins`], so a game too large for the
//! remoteness search still gets them; only `best` against `kept` needs remoteness (where it
//! is unknown, every move that keeps the win is `best`).

use super::remoteness::{Outcome, Search, Unsearched, SEARCH_CAP};
use super::{Deciding, Game, Player};
use crate::figure::{text_width, Anchor, Figure, Shape};
use crate::i18n::{tr, Lang, Phrase};
use crate::{phrase, t};

/// What a move did, from its mover's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Kept the win at the fastest remoteness (or kept it, where remoteness is unknown).
    Best,
    /// Still winning, but slower than the fastest win.
    Kept,
    /// Left a winning position to the opponent.
    Blunder,
    /// The mover was already losing: every move loses.
    Forced,
}

impl Verdict {
    /// The `data-verdict` value: `best`, `kept`, `blunder` or `forced`.
    pub fn hook(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Kept => "kept",
            Verdict::Blunder => "blunder",
            Verdict::Forced => "forced",
        }
    }

    /// The verdict's word.
    pub fn word(self) -> crate::i18n::Msg {
        use crate::i18n::Msg;
        match self {
            Verdict::Best => Msg::ReviewBest,
            Verdict::Kept => Msg::ReviewKept,
            Verdict::Blunder => Msg::ReviewBlunder,
            Verdict::Forced => Msg::ReviewForced,
        }
    }
}

/// A position as seen by the player who moves in it (before a move) or who just moved into
/// it (after).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Side {
    /// Whether that player wins with best play.
    pub wins: bool,
    /// The number the game's theory decides the position by, where it has one.
    pub deciding: Option<Deciding>,
    /// Moves to the end under perfect play, where the search reaches.
    pub remoteness: Option<u32>,
}

impl Side {
    /// The side in words: "wins (nim-sum 3) in 5 moves".
    pub fn phrase(&self) -> Phrase {
        let side = if self.wins {
            phrase!(ReviewSideWins)
        } else {
            phrase!(ReviewSideLoses)
        };
        let side = match self.deciding {
            Some(d) => phrase!(ReviewSideValue {
                side,
                name: d.name,
                value: d.value
            }),
            None => side,
        };
        match self.remoteness {
            Some(moves) => phrase!(ReviewSideIn { side, moves }),
            None => side,
        }
    }
}

/// One move of the review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewedMove {
    /// Who made it.
    pub player: Player,
    /// The move as written in the link.
    pub play: String,
    /// The position before the move, for the mover.
    pub before: Side,
    /// The position after the move, for the mover.
    pub after: Side,
    /// The verdict.
    pub verdict: Verdict,
    /// For a blunder, why it loses and which move would have kept the win.
    pub mistake: Option<Phrase>,
}

/// The review of a whole game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// Each move, in order.
    pub moves: Vec<ReviewedMove>,
    /// How many moves to keep to retry from the position before the first blunder (None
    /// when no move was a blunder).
    pub retry: Option<usize>,
    /// Why some positions have no remoteness (None when every one has).
    pub unsearched: Option<Unsearched>,
}

/// One move of a review in words, as the page's strip and `grundy review` both say it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveText {
    /// Who made which move: "1. player 1: 3:1".
    pub head: String,
    /// The verdict's word.
    pub verdict: String,
    /// The position before and after for the mover: "before: …; after: …".
    pub sides: String,
    /// For a blunder, why it loses and which move would have kept the win.
    pub mistake: Option<String>,
}

impl MoveText {
    /// The whole line: "1. player 1: 3:1 — best; before: …; after: …."
    pub fn line(&self, lang: Lang) -> String {
        t!(
            lang,
            ReviewMoveLine {
                head: &self.head,
                verdict: &self.verdict,
                sides: &self.sides
            }
        )
    }
}

impl Review {
    /// Each move in words, in order.
    pub fn texts(&self, lang: Lang) -> Vec<MoveText> {
        (self.moves.iter().enumerate())
            .map(|(i, m)| MoveText {
                head: t!(
                    lang,
                    ReviewMoveHead {
                        index: i as u64 + 1,
                        player: m.player.number(),
                        play: &m.play
                    }
                ),
                verdict: tr(lang, m.verdict.word()).to_string(),
                sides: t!(
                    lang,
                    ReviewMoveSides {
                        before: m.before.phrase(),
                        after: m.after.phrase()
                    }
                ),
                mistake: m.mistake.as_ref().map(|why| why.render(lang)),
            })
            .collect()
    }

    /// The value history as a figure for a file: one box per move, in rows, each with its
    /// number and mover, the move, the verdict and the value it left for its mover, shaded by
    /// the verdict (a blunder warm, a forced move grey), so a printed review reads like the
    /// page's strip.
    pub fn figure(&self, lang: Lang) -> Figure {
        const GAP: f64 = 12.0;
        const HEIGHT: f64 = 140.0;
        const ROW_WIDTH: f64 = 1200.0;
        let title = tr(lang, crate::i18n::Msg::ReviewHeading).to_string();
        let mut shapes = vec![Shape::text(
            GAP,
            40.0,
            title.clone(),
            Anchor::Start,
            "txt-strong",
        )];
        let (mut x, mut y, mut width) = (GAP, 60.0, 0.0_f64);
        for (i, m) in self.moves.iter().enumerate() {
            let head = t!(
                lang,
                ReviewMover {
                    index: i as u64 + 1,
                    player: m.player.number()
                }
            );
            let word = tr(lang, m.verdict.word());
            // The value the move left, for its mover: "wins (nim-sum 0)".
            let value = Side {
                remoteness: None,
                ..m.after
            }
            .phrase()
            .render(lang);
            let w = [
                text_width(&m.play, 28.0),
                text_width(word, 20.0),
                text_width(&head, 20.0),
                text_width(&value, 20.0),
            ]
            .into_iter()
            .fold(0.0, f64::max)
                + 2.0 * GAP;
            if x > GAP && x + w > ROW_WIDTH {
                (x, y) = (GAP, y + HEIGHT + GAP);
            }
            let class = match m.verdict {
                Verdict::Best => "cell-good",
                Verdict::Kept => "cell-soft",
                Verdict::Blunder => "cell-bad",
                Verdict::Forced => "cell-muted",
            };
            let mid = x + w / 2.0;
            shapes.push(Shape::Group {
                class: "",
                hook: None,
                children: vec![
                    Shape::rect(x, y, w, HEIGHT, 8.0, class),
                    Shape::text(mid, y + 28.0, head, Anchor::Middle, "txt-small"),
                    Shape::text(mid, y + 64.0, m.play.clone(), Anchor::Middle, "txt"),
                    Shape::text(mid, y + 96.0, word, Anchor::Middle, "txt-small"),
                    Shape::text(mid, y + 126.0, value, Anchor::Middle, "txt-muted"),
                ],
            });
            x += w + GAP;
            width = width.max(x);
        }
        Figure {
            width: width.max(text_width(&title, 28.0) + 2.0 * GAP),
            height: y + HEIGHT + GAP,
            title,
            shapes,
        }
    }
}

/// Reviews the game from `start` through the moves `history` (link notation, each legal
/// where it is played, as `grundy_lessons::lesson::replay` checks them; the review stops at the
/// first that is not), searching at most [`SEARCH_CAP`] positions for remoteness.
pub fn review<G: Game + Clone>(start: &G, history: &[String]) -> Review {
    review_capped(start, history, SEARCH_CAP)
}

/// [`review`] with a cap of its own on the remoteness search.
pub fn review_capped<G: Game + Clone>(start: &G, history: &[String], cap: usize) -> Review {
    // The positions of the game, and the move played in each.
    let mut positions = vec![start.clone()];
    let mut played: Vec<(G::Move, String)> = Vec::new();
    for text in history {
        let Some(now) = positions.last() else { break };
        if now.over() {
            break;
        }
        let Ok(m) = now.parse_move(text) else { break };
        let mut next = now.clone();
        next.apply(&m);
        played.push((m, text.clone()));
        positions.push(next);
    }
    // Remoteness from the end backwards: the last positions are the smallest, and once one
    // is too large, the earlier (larger) ones are not tried.
    let mut search = Search::new(cap);
    let mut outcomes: Vec<Option<Outcome>> = vec![None; positions.len()];
    let mut unsearched = None;
    for (slot, game) in outcomes.iter_mut().zip(&positions).rev() {
        match search.outcome(game) {
            Ok(o) => *slot = Some(o),
            Err(why) => {
                unsearched = Some(why);
                break;
            }
        }
    }
    let mut moves = Vec::with_capacity(played.len());
    let mut retry = None;
    for (i, (m, text)) in played.iter().enumerate() {
        let (now, next) = (&positions[i], &positions[i + 1]);
        let before = Side {
            wins: now.to_move_wins(),
            deciding: now.deciding_value(),
            remoteness: outcomes[i].map(|o| o.remoteness),
        };
        let after = Side {
            wins: !next.to_move_wins(),
            deciding: next.deciding_value(),
            remoteness: outcomes[i + 1].map(|o| o.remoteness),
        };
        let verdict = match (before.wins, after.wins) {
            (false, _) => Verdict::Forced,
            (true, false) => Verdict::Blunder,
            (true, true) => match (before.remoteness, after.remoteness) {
                (Some(b), Some(a)) if a + 1 != b => Verdict::Kept,
                _ => Verdict::Best,
            },
        };
        let mistake = (verdict == Verdict::Blunder)
            .then(|| blunder_sentence(now, m, next, &mut search, outcomes[i].is_some()))
            .flatten();
        if verdict == Verdict::Blunder && retry.is_none() {
            retry = Some(i);
        }
        moves.push(ReviewedMove {
            player: Player::to_move_after(i),
            play: text.clone(),
            before,
            after,
            verdict,
            mistake,
        });
    }
    Review {
        moves,
        retry,
        unsearched,
    }
}

/// The move that would have kept the win at `now`: the fastest where remoteness is known
/// (`searched`), else the game's first winning move; one the game's move check accepts.
pub fn better_move<G: Game + Clone>(
    now: &G,
    search: &mut Search,
    searched: bool,
) -> Option<G::Move> {
    let allowed = |m: &G::Move| now.parse_move(&now.format_move(m)).is_ok();
    if searched {
        if let Ok(after) = search.after_each_move(now) {
            if let Some(m) = super::remoteness::best_move(&after, &allowed) {
                return Some(m);
            }
        }
    }
    now.winning_moves().into_iter().find(|m| allowed(m))
}

/// The blunder's sentence: what the move left, and what a winning move would have left.
fn blunder_sentence<G: Game + Clone>(
    now: &G,
    played: &G::Move,
    next: &G,
    search: &mut Search,
    searched: bool,
) -> Option<Phrase> {
    let better = better_move(now, search, searched)?;
    let mut kept = now.clone();
    kept.apply(&better);
    let moved = now.format_move(played);
    let better_text = now.format_move(&better);
    Some(match (next.deciding_value(), kept.deciding_value()) {
        (Some(left), Some(best)) if left.name == best.name => phrase!(ReviewBlunderValue {
            moved,
            name: left.name,
            after: left.value,
            better: better_text,
            best: best.value
        }),
        _ => phrase!(ReviewBlunderPlain {
            moved,
            better: better_text
        }),
    })
}
