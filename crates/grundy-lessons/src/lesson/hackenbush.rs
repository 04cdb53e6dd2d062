//! The `hackenbush` lesson: Green Hackenbush on a picture `edges=a-b,…` (vertex 0 the ground,
//! `a-a` a loop). The walkthrough collapses the picture one stage at a time
//! ([`Collapse`]: a cycle fused, or the branches at a vertex made one stalk), naming the
//! principle used and marking what it changed, until one stalk stands on the ground: its
//! length is the value, then the verdict. Play: a click on an edge cuts it (`moves=a-b`, the
//! first standing edge between a and b), what no longer reaches the ground falls, the computer
//! plays perfectly. The rules are [`HackenbushGame`]'s (games/hackenbush.rs).

mod figure;
pub use figure::sketch;

use super::{
    boxed, play_info, replay_keeping_last, Facts, InputField, Lesson, Param, ParamError, PlayInfo,
    Query, Walkthrough,
};
use grundy_core::games::hackenbush::collapse::{Collapse, Stage};
use grundy_core::games::hackenbush::{parse_edge, Edge, HackenbushGame};
use grundy_core::games::Game;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::{phrase, t};

/// The default picture: a tree (0-1 carrying 1-2 and 1-3), a triangle standing on the ground
/// (0-4, 4-5, 5-0) and a loop on a stalk (0-6, 6-6).
pub const EXAMPLE: &str = "0-1,1-2,1-3,0-4,4-5,5-0,0-6,6-6";
/// Most edges in a lesson's picture (each is drawn and clickable).
pub const MAX_EDGES: usize = 40;
/// The largest vertex number a lesson's picture may use.
pub const MAX_VERTEX: u32 = 99;

/// The `hackenbush` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "hackenbush",
    title: Msg::TitleHackenbush,
    summary: Msg::SummaryHackenbush,
    params: &[Param::with("edges", EXAMPLE), Param::optional("moves")],
    views: &[],
    build: |q| HackenbushLesson::from_query(q).map(boxed),
};

/// A validated Hackenbush lesson at its current position.
pub struct HackenbushLesson {
    /// The picture as given (its layout stays the same through the game).
    start: HackenbushGame,
    game: HackenbushGame,
    /// The position before the first move (for the review).
    start_game: HackenbushGame,
    history: Vec<String>,
    /// The last edge cut, traced where it stood.
    last: Option<usize>,
    collapse: Collapse,
}

/// Reads `edges=`: `a-b` tokens separated by commas (or spaces, or new lines).
pub fn parse_edges(text: &str) -> Result<Vec<Edge>, ParamError> {
    let mut edges = Vec::new();
    for token in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
    {
        let Some((a, b)) = parse_edge(token) else {
            return Err(ParamError::new(
                "edges",
                phrase!(HbExpectEdge {
                    token: grundy_core::text::shown(token)
                }),
            ));
        };
        if let Some(vertex) = [a, b].into_iter().find(|&v| v > MAX_VERTEX) {
            return Err(ParamError::new(
                "edges",
                phrase!(HbExpectVertexCap {
                    vertex: vertex.to_string(),
                    max: MAX_VERTEX.to_string()
                }),
            ));
        }
        edges.push((a, b));
        if edges.len() > MAX_EDGES {
            let count = text.split(',').count();
            return Err(ParamError::new(
                "edges",
                phrase!(ExpectAtMostEdges {
                    max: MAX_EDGES.to_string(),
                    count: count.to_string()
                }),
            ));
        }
    }
    if edges.is_empty() {
        return Err(ParamError::new("edges", phrase!(HbExpectNotEmpty)));
    }
    if !edges.iter().any(|&(a, b)| a == 0 || b == 0) {
        return Err(ParamError::new("edges", phrase!(HbExpectGrounded)));
    }
    Ok(edges)
}

impl HackenbushLesson {
    /// The lesson for a link query (example: [`EXAMPLE`]).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let edges = parse_edges(q.get("edges").unwrap_or(EXAMPLE))?;
        let start = HackenbushGame::new(edges);
        let mut game = start.clone();
        let start_game = game.clone();
        let (history, last) = replay_keeping_last(&mut game, q.get("moves"))?;
        let collapse = Collapse::new(&game.edges, &game.standing);
        Ok(HackenbushLesson {
            start,
            game,
            start_game,
            history,
            last,
            collapse,
        })
    }

    /// The steps: the picture, one per stage, the stalk, the verdict (just the end once no
    /// edge stands).
    fn stage_of(&self, step: usize) -> Option<usize> {
        (1..=self.collapse.stages.len())
            .contains(&step)
            .then(|| step - 1)
    }

    fn stalk_step(&self) -> usize {
        self.collapse.stages.len() + 1
    }

    fn edge_words(&self, i: usize) -> String {
        self.game.edge_text(i)
    }
}

impl Walkthrough for HackenbushLesson {
    fn step_count(&self) -> usize {
        if self.game.over() {
            1
        } else {
            self.collapse.stages.len() + 3
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> grundy_core::figure::Figure {
        figure::draw(self, step, lang)
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if self.game.over() {
            return tr(lang, Msg::HbOver).to_string();
        }
        let value = self.collapse.value();
        if step == 0 {
            let edges = self.game.standing_edges().count();
            return t!(lang, HbIntro { edges });
        }
        if let Some(s) = self.stage_of(step) {
            return match &self.collapse.stages[s] {
                Stage::Fall { edges } => t!(lang, HbFall { edges: edges.len() }),
                Stage::Fuse {
                    vertex,
                    vertices,
                    edges,
                    ..
                } => {
                    let vertices: Vec<String> = vertices.iter().map(u32::to_string).collect();
                    t!(
                        lang,
                        HbFuse {
                            vertices: grundy_core::text::list(&vertices, lang),
                            edges: edges.len(),
                            vertex: vertex.to_string()
                        }
                    )
                }
                Stage::Colon {
                    vertex,
                    terms,
                    value,
                    ..
                } => t!(
                    lang,
                    HbColon {
                        vertex: vertex.to_string(),
                        terms: grundy_core::text::xor_terms(terms),
                        value: value.to_string()
                    }
                ),
            };
        }
        if step == self.stalk_step() {
            return t!(lang, HbStalk { value });
        }
        match self.game.winning_moves().first() {
            Some(&i) => t!(
                lang,
                HbVerdictWin {
                    value: value.to_string(),
                    edge: self.edge_words(i)
                }
            ),
            None => t!(
                lang,
                HbVerdictLose {
                    value: value.to_string()
                }
            ),
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            first_wins: Some(self.game.to_move_wins()),
            nim_sum: Some(self.game.value()),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        let edges: Vec<String> = (0..self.start.edges.len())
            .map(|i| self.start.edge_text(i))
            .collect();
        vec![InputField::list("edges", Msg::HbFieldEdges, edges)]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        [Msg::HbNoteColon, Msg::HbNoteFusion, Msg::HbNoteSum]
            .into_iter()
            .map(|m| tr(lang, m).to_string())
            .collect()
    }

    fn move_choices(&self, max: usize) -> Option<Vec<crate::practice::play::Choice>> {
        crate::practice::play::choices(&self.game, max, &|play, lang| self.move_words(play, lang))
    }

    fn play(&self) -> Option<PlayInfo> {
        Some(play_info(&self.game, &self.history))
    }

    fn review(&self) -> Option<grundy_core::games::review::Review> {
        Some(grundy_core::games::review::review(
            &self.start_game,
            &self.history,
        ))
    }

    fn named_winning_move(&self, lang: Lang) -> Option<super::NamedMove> {
        super::first_winning_move(self, lang)
    }

    fn move_words(&self, play: &str, lang: Lang) -> Option<String> {
        let i = self.game.parse_move(play).ok()?;
        let edge = self.edge_words(i);
        Some(t!(lang, HbCut { edge }))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        let edge = self.game.edge_text(self.last?);
        Some(t!(lang, HbCut { edge }))
    }
}

#[cfg(test)]
mod tests;
