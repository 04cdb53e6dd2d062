//! "Practise this" on a lesson that plays a game of its own (Wythoff's, cutting, Hackenbush,
//! misère and staircase Nim, …): the lesson's start position as a `winning-moves` item whose
//! options are the game's legal moves in the lesson's words. A move wins when the player to
//! move after it loses ([`Game::to_move_wins`], the game's own theory, checked against
//! exhaustive search in the tests); a wrong choice is explained by the number the theory
//! decides by ([`Game::deciding_value`]) or, where it has none, by the opponent's answer.

use super::{read_selection, selection_key, selection_targets, Answer, Chosen, Graded, Target};
use crate::lesson::{build_model, LessonKind, Query};
use grundy_core::figure::{Figure, Shape};
use grundy_core::games::{Deciding, Game};
use grundy_core::i18n::{Lang, Msg, Phrase};
use grundy_core::phrase;

/// One legal move of the position, as an option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The move in the lesson's notation (the option's id).
    pub play: String,
    /// The move in the lesson's words, in each language.
    pub words: Phrase,
    /// Whether it wins: the player to move after it loses.
    pub wins: bool,
    /// How a losing move loses, for its explanation (None for a winning move).
    pub loses: Option<Loss>,
}

/// Why a move loses, as its explanation says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Loss {
    /// It leaves this number (a nim-sum, an SG value), which is not 0.
    Value(Deciding),
    /// The opponent answers with this move (link notation), said in these words.
    Reply(String, Phrase),
    /// It ends the game, and under the rules the last mover loses.
    Ends,
}

/// The moves of `game` as options, each in `words` (the lesson's words for a move, per
/// language); None when it has more than `max` (too many to choose from), or too many to list
/// ([`Game::position_key`] is None). Only the part that
/// asks the game is generic: it is compiled once per game.
pub fn choices<G: Game + Clone>(
    game: &G,
    max: usize,
    words: &dyn Fn(&str, Lang) -> Option<String>,
) -> Option<Vec<Choice>> {
    // A position that names no key has too many moves to list (a pile of 10^18 stones).
    game.position_key()?;
    let moves = if game.over() {
        Vec::new()
    } else {
        game.legal_moves()
    };
    if moves.len() > max {
        return None;
    }
    let mut judged: Vec<(String, Option<Loss>)> = Vec::with_capacity(moves.len());
    for m in &moves {
        let play = game.format_move(m);
        if game.parse_move(&play).is_err() {
            continue;
        }
        let mut next = game.clone();
        next.apply(m);
        let loses = next.to_move_wins().then(|| loss(&next));
        judged.push((play, loses));
    }
    Some(worded(judged, words))
}

/// The judged moves as options, each move once, in the lesson's words.
fn worded(
    judged: Vec<(String, Option<Loss>)>,
    words: &dyn Fn(&str, Lang) -> Option<String>,
) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::with_capacity(judged.len());
    for (play, loses) in judged {
        if out.iter().any(|c| c.play == play) {
            continue;
        }
        let words = Phrase::Written(
            Lang::ALL
                .iter()
                .map(|&l| words(&play, l).unwrap_or_else(|| play.clone()))
                .collect(),
        );
        out.push(Choice {
            play,
            words,
            wins: loses.is_none(),
            loses,
        });
    }
    out
}

/// How the position `next`, won by its player to move, is won.
fn loss<G: Game>(next: &G) -> Loss {
    if next.over() {
        return Loss::Ends;
    }
    if let Some(d) = next.deciding_value().filter(|d| d.value != 0) {
        return Loss::Value(d);
    }
    let reply = next
        .winning_moves()
        .iter()
        .map(|r| next.format_move(r))
        .find(|r| next.parse_move(r).is_ok());
    reply.map_or(Loss::Ends, |r| Loss::Reply(r.clone(), Phrase::Text(r)))
}

/// A lesson's start position with its moves to choose from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayItem {
    /// The lesson.
    pub lesson: LessonKind,
    /// Its link's query (its own parameters), from which the figure is drawn.
    pub link: String,
    /// The position's parameters in a line ("a=3, b=5").
    pub position: String,
    /// Every legal move.
    pub choices: Vec<Choice>,
}

impl PlayItem {
    fn winning(&self) -> Vec<&Choice> {
        self.choices.iter().filter(|c| c.wins).collect()
    }

    /// One option per legal move, then "none".
    pub fn targets(&self) -> Vec<Target> {
        selection_targets(
            self.choices
                .iter()
                .map(|c| (c.play.clone(), c.words.clone())),
        )
    }

    /// The winning moves (or "none").
    pub fn answers(&self) -> Vec<(String, String)> {
        let w: Vec<String> = self.winning().iter().map(|c| c.play.clone()).collect();
        selection_key(&w)
    }

    /// The winning moves in words, for a reveal.
    pub fn winning_words(&self) -> Vec<Phrase> {
        self.winning().iter().map(|c| c.words.clone()).collect()
    }

    /// The lesson and its position in a line.
    pub fn describe(&self) -> Phrase {
        phrase!(PracticeDescribePlay {
            lesson: self.lesson.title_msg(),
            position: &self.position
        })
    }

    /// Grades a selection (the [`super::SELECTION`] target with [`Answer::Choices`]).
    pub fn grade(&self, target: &str, answer: &Answer) -> Option<Graded> {
        let winning = self.winning().len();
        let wrong = |explanation: Phrase| {
            Some(Graded {
                right: false,
                explanation,
            })
        };
        let chosen = match read_selection(target, answer)? {
            Chosen::Graded(g) => return Some(g),
            Chosen::NoneAlone => {
                return Some(Graded {
                    right: winning == 0,
                    explanation: if winning == 0 {
                        Msg::PracticePlayNoneRight.into()
                    } else {
                        Msg::PracticePlayNoneWrong.into()
                    },
                })
            }
            Chosen::Moves(chosen) => chosen,
        };
        for id in &chosen {
            let Some(c) = self.choices.iter().find(|c| c.play == *id) else {
                return wrong(phrase!(PracticeNoSuchMove {
                    mv: grundy_core::text::shown(id)
                }));
            };
            let mv = c.words.clone();
            match &c.loses {
                None => {}
                Some(Loss::Value(d)) => {
                    return wrong(phrase!(PracticePlayLosesValue {
                        mv,
                        name: d.name,
                        value: d.value
                    }))
                }
                Some(Loss::Reply(_, reply)) => {
                    return wrong(phrase!(PracticePlayLosesReply {
                        mv,
                        reply: reply.clone()
                    }))
                }
                Some(Loss::Ends) => return wrong(phrase!(PracticePlayLosesEnd { mv })),
            }
        }
        if chosen.len() < winning {
            return wrong(phrase!(PracticePlayMissing {
                count: winning - chosen.len()
            }));
        }
        Some(Graded {
            right: true,
            explanation: phrase!(PracticePlayAllRight { count: winning }),
        })
    }

    /// The lesson's figure of the position ([`crate::lesson::Walkthrough::practice_figure`]),
    /// with no hook data: a lesson's hooks may carry values (an SG value, a move's verdict), and
    /// here they would be the answer.
    pub fn figure(&self, lang: Lang) -> Option<Figure> {
        let model = build_model(self.lesson, &Query::parse(&self.link)).ok()?;
        let mut fig = model.practice_figure(lang);
        strip_hooks(&mut fig.shapes);
        Some(fig)
    }
}

/// Removes every hook's data, at any depth.
fn strip_hooks(shapes: &mut [Shape]) {
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            if let Some(h) = hook.as_mut() {
                h.data.clear();
            }
            strip_hooks(children);
        }
    }
}
