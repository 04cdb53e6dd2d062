//! The Nim-family lessons (`nim`, `misere-nim`, `bounded-nim`, … one rule type each in
//! [`rules`]) share one model: piles, the value each pile enters the XOR with, the XOR bit
//! columns step by step, the verdict and the winning move, and play with `moves=`.

use super::dag_walk::{focus_groups, sum_fits, sum_walk, DagWalk, READABLE_SUM_POSITIONS};
use super::quiz::Question;
use super::{
    parse_u64, parse_u64_list, play_info, replay_seeing_last, Facts, InputField, LessonKind,
    MoveStart, NamedMove, Param, ParamError, PlayInfo, Query, ViewLink, Walkthrough,
};
use grundy_core::figure::dag::add_token_line;
use grundy_core::figure::stairs::stairs;
use grundy_core::figure::xor::{xor_figure, XorLabels, XorRow, XorStage, MAX_DRAWN_STONES};
use grundy_core::figure::{Figure, Hook};
use grundy_core::games::nim_family::{FamilyMove, NimFamilyGame, OnePile};
use grundy_core::games::Game;
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::sg::sum::MAX_SUM_POSITIONS;
use grundy_core::{phrase, t};

/// Most piles a lesson shows (the judge takes more).
pub const MAX_PILES: usize = 300;
/// Largest pile and move in `set-nim` lessons: the judge's limit (the SG table is filled in the
/// solver worker, off the page's thread).
pub const MAX_SET_PILE: u64 = 1_000_000;
/// Largest pile in `split-nim` lessons: the judge's limit (its SG table is the closed form,
/// O(x)).
pub const MAX_SPLIT_PILE: u64 = 10_000;

/// The `view=dag` figure: the game DAG of one pile.
struct PileDag {
    /// The pile (0-based) it belongs to.
    pile: usize,
    /// The pile size drawn, when the real one is too large to draw.
    clamped: Option<(u64, u64)>,
    walk: DagWalk,
    /// For `view=game`: the DAG of the whole sum (with each pile's SG and label), or `None`
    /// inside when the sum was too large and this is pile 1's DAG instead.
    sum: Option<Option<Vec<(u64, String)>>>,
}

/// A validated Nim-family lesson at its current position.
pub struct NimFamilyLesson {
    kind: LessonKind,
    game: NimFamilyGame,
    start: Vec<u64>,
    history: Vec<String>,
    /// The last move played and the size of the pile (or stair) it moved from before it,
    /// whose trace the figures draw (the stones it took, moved or split off).
    last: Option<(FamilyMove, u64)>,
    steps: Vec<XorStage>,
    /// The position the move step's winning move leaves, drawn by the last step, which says
    /// why it wins (`XorStage::After`; see `after_move`).
    after: Option<Box<NimFamilyLesson>>,
    dag: Option<PileDag>,
    /// Misère Nim's `view=twist`: the line of best play to where misère leaves Nim's rule.
    twist: Option<twist::Twist>,
}

use grundy_core::figure::dag::heap_position_label as position_label;

/// Largest DAG drawn for one pile.
const MAX_PILE_DAG_NODES: usize = 120;
const MAX_PILE_DAG_EDGES: usize = 1_500;

/// The pile parameter: the first parameter of the descriptor.
fn position_param(kind: LessonKind) -> &'static str {
    kind.params().first().map_or("piles", |p: &Param| p.name)
}

impl Walkthrough for NimFamilyLesson {
    fn step_count(&self) -> usize {
        if let Some(tw) = &self.twist {
            return tw.step_count();
        }
        match &self.dag {
            Some(d) => d.walk.step_count(),
            None => self.steps.len(),
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if let Some(tw) = &self.twist {
            return self.twist_figure(tw, step, lang);
        }
        if let Some(d) = &self.dag {
            let caption = d.clamped.map(|(real, drawn)| {
                t!(
                    lang,
                    DagPileClamped {
                        size: real.to_string(),
                        drawn: drawn.to_string()
                    }
                )
            });
            let title = t!(
                lang,
                ViewDagOfPile {
                    pile: (d.pile + 1).to_string()
                }
            );
            let values = self.game.values();
            let sg = values.get(d.pile).map_or(0, |v| v.0);
            let at = self.game.piles.get(d.pile).map_or(0, |&a| a).to_string();
            return match &d.sum {
                Some(Some(parts)) => d.walk.sum_figure(step, lang, parts),
                _ => {
                    let caption = match d.sum {
                        Some(None) => Some(t!(
                            lang,
                            SumDagTooLarge {
                                max: MAX_SUM_POSITIONS.to_string()
                            }
                        )),
                        _ => caption,
                    };
                    // The token of the current pile: on its node, or under the figure when
                    // only a smaller pile's DAG is drawn.
                    let tokens: &[usize] = if d.clamped.is_none() { &[0] } else { &[] };
                    let mut f = d.walk.figure(step, lang, tokens, &[], title, caption);
                    if d.clamped.is_some() {
                        add_token_line(&mut f, sg, &at, format!("{at}: SG = {sg}"));
                    }
                    if step + 1 == d.walk.step_count() {
                        // The conclusion is about the pile itself, the DAG's start.
                        d.walk.focus_nodes(&mut f, &d.walk.sources());
                    }
                    f
                }
            };
        }
        self.xor_stage_figure(self.steps[step.min(self.steps.len() - 1)], lang)
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if let Some(tw) = &self.twist {
            return self.twist_sentence(tw, step, lang);
        }
        if let Some(d) = &self.dag {
            if let Some(Some(parts)) = &d.sum {
                return d.walk.sum_sentence(step, lang, parts);
            }
            // The pile's value closes the walk, unless a smaller pile was drawn instead.
            if d.clamped.is_none() {
                let worth = |size: &str, value: u64| {
                    t!(
                        lang,
                        DagPileValue {
                            size: size.to_string(),
                            value: value.to_string()
                        }
                    )
                };
                if let Some(s) = d.walk.closing_with_worth(step, lang, worth) {
                    return s;
                }
            }
            return d.walk.sentence(step, lang).unwrap_or_else(|| {
                let mut s = tr(lang, Msg::DagStart).to_string();
                if let Some((real, drawn)) = d.clamped {
                    s.push_str(sentence_gap(lang));
                    s.push_str(&t!(
                        lang,
                        DagPileClamped {
                            size: real.to_string(),
                            drawn: drawn.to_string()
                        }
                    ));
                }
                s
            });
        }
        let x = self.game.nim_sum();
        match self.steps[step.min(self.steps.len() - 1)] {
            XorStage::Value(k) => self.value_sentence(k, lang),
            // No lesson step leaves its values unworked (practice does): the opening alone.
            XorStage::Unknown => self.intro(lang),
            XorStage::Binary => {
                let intro = self.intro(lang);
                match self.value_derivation(lang) {
                    // The intro ends with a colon: the derivation follows.
                    Some(derived) => format!("{intro}{}{derived}", sentence_gap(lang)),
                    None => intro,
                }
            }
            XorStage::Column(b) => {
                let ones = self
                    .game
                    .values()
                    .iter()
                    .filter(|v| v.1 && v.0 >> b & 1 == 1)
                    .count();
                let column = if b < 12 {
                    (1u64 << b).to_string()
                } else {
                    format!("2{}", grundy_core::text::superscript(b))
                };
                let count = if ones % 2 == 0 {
                    t!(lang, ColumnEven { column, ones })
                } else {
                    t!(lang, ColumnOdd { column, ones })
                };
                // After the values' own steps, the first column is where the binary appears.
                let after_values = step
                    .checked_sub(1)
                    .is_some_and(|p| matches!(self.steps.get(p), Some(XorStage::Value(_))));
                if after_values {
                    format!(
                        "{}{}{count}",
                        tr(lang, Msg::ValuesInBinary),
                        sentence_gap(lang)
                    )
                } else {
                    count
                }
            }
            XorStage::Sum => {
                let misere = self.game.rule.last_mover_loses();
                let rule = match () {
                    () if misere && self.game.piles.iter().all(|&a| a <= 1) => {
                        let ones = self.game.piles.iter().filter(|&&a| a == 1).count();
                        // The count decides, and the step says which way.
                        let verdict = if ones % 2 == 0 {
                            Msg::ToMoveWins
                        } else {
                            Msg::ToMoveLoses
                        };
                        return format!(
                            "{}{}{}",
                            t!(
                                lang,
                                MisereAllSmall {
                                    ones: ones.to_string()
                                }
                            ),
                            sentence_gap(lang),
                            tr(lang, verdict)
                        );
                    }
                    () if misere => {
                        // The exception is shown move by move in the twist view, when offered;
                        // with one pile of two or more, the exception is this move, the next
                        // step.
                        let big = self.game.piles.iter().filter(|&&a| a >= 2).count();
                        let rule = if big > 1 && self.twist().is_some() {
                            Msg::MisereBigTwist
                        } else {
                            Msg::MisereBig
                        };
                        format!("{}{}", sentence_gap(lang), tr(lang, rule))
                    }
                    () => String::new(),
                };
                if self.game.over() {
                    let winner = self.play().map_or(1, |p| {
                        if p.to_move_wins {
                            p.player_to_move
                        } else {
                            3 - p.player_to_move
                        }
                    });
                    return t!(
                        lang,
                        GameOver {
                            verdict: t!(
                                lang,
                                GameOverWinner {
                                    player: winner.to_string()
                                }
                            )
                        }
                    );
                }
                let head = if x != 0 {
                    t!(lang, SumWin { sum: x.to_string() })
                } else {
                    t!(lang, SumLose)
                };
                let mut s = format!("{head}{rule}");
                let why = self.no_move_sentence(lang);
                if step + 1 == self.steps.len() && !why.is_empty() {
                    // No move step follows: say why every move loses.
                    s.push_str(sentence_gap(lang));
                    s.push_str(&why);
                }
                s
            }
            XorStage::Move { bit, row, target } => self.move_sentence(x, bit, row, target, lang),
            XorStage::NoMove => self.no_move_sentence(lang),
            XorStage::After => {
                // The move named, so the figure is read as the position after it (the
                // answers beside it are the position in play's).
                let play = self
                    .after
                    .as_ref()
                    .and_then(|after| after.last)
                    .map(|(m, _)| self.describe(m, lang))
                    .unwrap_or_default();
                t!(lang, WhyTheMoveWins { play })
            }
        }
    }

    fn facts_derived_at(&self) -> Option<usize> {
        // The columns and the whole sum's DAG end with the verdict (the columns' move step
        // derives the move, before the step saying why it wins); one pile's DAG ends with that
        // pile's value only.
        let last = self.step_count().saturating_sub(1);
        match &self.dag {
            Some(d) => matches!(d.sum, Some(Some(_))).then_some(last),
            None if self.twist.is_some() => Some(last),
            None => Some(match self.steps.last() {
                Some(XorStage::After) => last.saturating_sub(1),
                _ => last,
            }),
        }
    }

    fn facts(&self) -> Facts {
        let winning_move = match self.named_move() {
            Some((_, FamilyMove::Take(t))) => Some((t.pile + 1, t.take)),
            _ => None,
        };
        Facts {
            result: None,
            first_wins: Some(self.game.to_move_wins()),
            nim_sum: Some(self.game.nim_sum()),
            winning_move,
        }
    }

    fn answers_note(&self, step: usize, lang: Lang) -> Option<String> {
        // "Why it wins" draws the position the move leaves (its sentence names the move); the
        // answers are the one in play's.
        let after = self.dag.is_none() && self.steps.get(step) == Some(&XorStage::After);
        after.then(|| tr(lang, Msg::AnswersBeforeMove).to_string())
    }

    fn named_winning_move(&self, lang: Lang) -> Option<NamedMove> {
        self.named_move().map(|(notation, m)| NamedMove {
            notation,
            words: self.describe(m, lang),
        })
    }

    fn inputs(&self) -> Vec<InputField> {
        let join = |v: &[u64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let label = if self.game.rule.on_steps() {
            Msg::FieldSteps
        } else {
            Msg::FieldPiles
        };
        let position = InputField::text(position_param(self.kind), label, join(&self.start));
        self.game.rule.input_fields(position)
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        let why = if self.game.rule.last_mover_loses() {
            Msg::WhyMisere
        } else {
            Msg::WhyXor
        };
        let mut notes = vec![tr(lang, why).to_string()];
        if self.rows_are_sg_values() {
            notes.push(tr(lang, Msg::WhySg).to_string());
        }
        notes
    }

    fn views(&self) -> Vec<ViewLink> {
        if self.offers("twist") {
            return self.misere_views();
        }
        if !self.has_dag_view() {
            return Vec::new();
        }
        let current_pile = self
            .dag
            .as_ref()
            .filter(|d| d.sum.is_none())
            .map(|d| d.pile);
        let mut views = vec![ViewLink {
            view: "xor",
            label: Msg::ViewXor.into(),
            // Back to the columns: the pile of the DAG view no longer applies.
            params: vec![("pile", String::new())],
            current: self.dag.is_none(),
        }];
        for i in 0..self.game.piles.len().min(12) {
            views.push(ViewLink {
                view: "dag",
                label: phrase!(ViewDagOfPile {
                    pile: (i + 1).to_string()
                }),
                params: vec![("pile", (i + 1).to_string())],
                current: current_pile == Some(i),
            });
        }
        let showing_sum = self.dag.as_ref().is_some_and(|d| d.sum.is_some());
        if self.game.piles.len() > 1 && (showing_sum || self.sum_readable()) {
            views.push(ViewLink {
                view: "game",
                label: Msg::ViewSumDag.into(),
                params: vec![("pile", String::new())],
                current: showing_sum,
            });
        }
        views
    }

    fn move_words(&self, play: &str, lang: Lang) -> Option<String> {
        self.game
            .parse_move(play)
            .ok()
            .map(|m| self.describe(m, lang))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        self.last.map(|(m, _)| self.describe(m, lang))
    }

    /// A split has no piece to click, nor a take from a pile too large to draw as stones:
    /// the hint marks the pile's row.
    fn move_parts(&self, play: &str) -> Vec<(&'static str, &'static str, String)> {
        // The last step draws the position the winning move leaves: the outlines of the
        // stones it took are named by it (`xor_view`), and a hint marks them.
        let took = ("taken-stone", "took", play.to_string());
        let pile = match self.game.parse_move(play) {
            Ok(FamilyMove::Split(s)) => s.pile,
            Ok(FamilyMove::Take(t))
                if self
                    .game
                    .piles
                    .get(t.pile)
                    .is_some_and(|&a| a > MAX_DRAWN_STONES) =>
            {
                t.pile
            }
            _ => return vec![took],
        };
        vec![("component", "index", (pile + 1).to_string()), took]
    }

    /// The piles with every value "?": split- and power-Nim's first step derives a pile's
    /// values, which are part of the work here. It is sized for itself alone: no later step
    /// follows it, and no winning move's "→ target" is drawn.
    fn practice_figure(&self, lang: Lang) -> Figure {
        self.xor_figure_sized(XorStage::Unknown, lang, Vec::new(), false)
    }

    fn move_choices(&self, max: usize) -> Option<Vec<crate::practice::play::Choice>> {
        crate::practice::play::choices(&self.game, max, &|play, lang| self.move_words(play, lang))
    }

    fn play(&self) -> Option<PlayInfo> {
        Some(play_info(&self.game, &self.history))
    }

    fn review(&self) -> Option<grundy_core::games::review::Review> {
        let start = grundy_core::games::nim_family::NimFamilyGame {
            piles: self.start.clone(),
            ..self.game.clone()
        };
        Some(grundy_core::games::review::review(&start, &self.history))
    }

    /// A split needs its two piles, and a take from a pile too large to draw as stones its
    /// amount: the pile's row starts the move.
    fn move_starts(&self, lang: Lang) -> Vec<MoveStart> {
        let rule = &self.game.rule;
        let split = rule.splits();
        // Stairs are moved on the staircase, never from a row.
        let starts =
            |a: u64| rule.can_move(a) && (split || (!rule.on_steps() && a > MAX_DRAWN_STONES));
        let piles = self.game.piles.iter().enumerate();
        (piles.filter(|(_, &a)| starts(a)))
            .map(|(i, _)| {
                let pile = i + 1;
                let said = if split {
                    t!(lang, DescSplitPile { pile })
                } else {
                    t!(lang, DescTakeFrom { pile })
                };
                MoveStart::new("component", "index", pile, &format!("{pile}:"), said)
            })
            .collect()
    }

    fn question(&self, step: usize) -> Option<Question> {
        if self.twist.is_some() {
            return None;
        }
        match &self.dag {
            Some(d) => d.walk.question(step),
            None => self.xor_question(*self.steps.get(step)?),
        }
    }

    fn figure_hiding_answer(&self, step: usize, lang: Lang) -> Option<Figure> {
        let Some(d) = &self.dag else {
            // The first column after the piles' values: the values in binary, before any count
            // (the step before drew no binary digit to count).
            let after_values = step.checked_sub(1).and_then(|p| self.steps.get(p));
            return (matches!(after_values, Some(XorStage::Value(_)))
                && matches!(self.steps.get(step), Some(XorStage::Column(_))))
            .then(|| self.xor_stage_figure(XorStage::Binary, lang));
        };
        d.walk.hiding(step, || self.figure(step, lang))
    }
}

mod dag;
mod moves;
mod params;
mod quiz;
pub mod rules;
mod strip;
mod twist;
mod xor_view;
pub(crate) use moves::mex_derivation;
pub use rules::bounded::BOUNDED_NIM;
pub use rules::misere::MISERE_NIM;
pub use rules::normal::NIM;
pub use rules::set::SET_NIM;
pub use rules::split::SPLIT_NIM;
pub use rules::staircase::STAIRCASE_NIM;
#[cfg(test)]
mod tests;

impl NimFamilyLesson {
    /// The row the move step changes, if the walkthrough has a move step.
    pub(super) fn move_row(&self) -> Option<usize> {
        self.steps.iter().find_map(|s| match s {
            XorStage::Move { row, .. } => Some(*row),
            _ => None,
        })
    }

    /// The opening's first sentence: the rule and what each pile's value is.
    fn intro(&self, lang: Lang) -> String {
        self.game.rule.intro(lang)
    }

    /// Whether the lesson's descriptor offers `view`.
    fn offers(&self, view: &str) -> bool {
        self.kind.info().views.contains(&view)
    }
}
