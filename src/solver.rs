//! The solver: turns a [`Request`] (a link) into a [`Response`] (a [`Snapshot`] of that step)
//! with the core. It runs in the solver worker (`src/bin/solver_worker.rs`), off the page's
//! thread, and, in builds without workers (the single-file `file://` build, the browser
//! tests), in the page itself. It keeps the last model, so stepping or switching language
//! re-opens it without rebuilding, and the last figure sent, so figures travel as deltas.

use crate::page_state::{lesson_hash, step_hash};
use crate::wire::FastHash;
use crate::wire::{
    keyed_shapes, weight, AheadAnswer, Export, FigureDelta, Frame, Outcome, Request, Response,
    Snapshot, WFacts, WInput, WPlay, WQuestion, WQuiz, WReview, WReviewMove, WShape, WView,
    PART_WEIGHT,
};
use grundy_core::figure::caption::step_file_name;
use grundy_core::figure::Shape;
use grundy_core::games::review::Review;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;
use grundy_lessons::lesson::{
    build, build_model, field_refusal, lesson_params, model_query, open_built, quiz, Built,
    LessonKind, Query, Route,
};
use std::collections::HashMap;
use std::rc::Rc;

/// The solver's memory between requests.
#[derive(Default)]
pub struct Solver {
    /// The last model built, with the lesson and model query it was built for.
    model: Option<(LessonKind, Query, Rc<Built>)>,
    /// The top-level shapes of the last figure sent with their keys, in drawing order (the
    /// core's shapes: comparing them needs no conversion, so only changed shapes are
    /// converted for the wire).
    sent: Vec<(String, Shape)>,
    /// How many questions the last model asks in quiz mode, with its model query.
    quiz_total: Option<(LessonKind, Query, Option<usize>)>,
    /// The figure the page holds (`sent`): a number that no other figure sent has had.
    version: u64,
    /// The last number given to a figure.
    versions: u64,
    /// The last step answered, whose neighbours are prepared ahead.
    last: Option<Request>,
    /// Whether the last request built its model (so its time says little about a step's).
    built_fresh: bool,
    /// The answers prepared ahead (see [`Solver::prepare_ahead`]).
    ahead: Vec<Prepared>,
    /// The frame of the last answer the page holds (see [`Frame`]).
    frame: Frame,
    /// The last review made, with the lesson and model query it reviews: it searches up to
    /// 100,000 positions, so stepping or switching language reuses it.
    reviewed: Option<(LessonKind, Query, Rc<Review>)>,
}

/// A step prepared ahead, as the solver keeps it.
struct Prepared {
    /// The figure its delta applies to.
    base: u64,
    /// The figure it leaves.
    version: u64,
    /// Its step.
    step: usize,
    /// The figure it leaves, keyed.
    figure: Vec<(String, Shape)>,
    /// Its frame.
    frame: Frame,
    /// The request it answers.
    request: Request,
}

/// At most this many milliseconds of the worker's time per step go into preparing the steps
/// next to it: a lesson whose step costs more is answered on request only (so preparing
/// never delays a newer request by much).
pub const AHEAD_BUDGET_MS: f64 = 40.0;

impl Solver {
    /// A solver with nothing built yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Answers one request.
    pub fn handle(&mut self, req: Request) -> Response {
        self.built_fresh = false;
        let base = std::mem::take(&mut self.sent);
        let (outcome, figure) = self.open(&req, &base);
        self.ahead.clear();
        if let Outcome::Opened(snapshot) = &outcome {
            self.frame = Frame::of(snapshot);
        }
        match figure {
            Some(figure) => {
                self.sent = figure;
                self.versions += 1;
                self.version = self.versions;
                // Only a plain step's neighbours are worth preparing.
                self.last = (!req.strict
                    && req.export.is_none()
                    && !req.reveal
                    && practice::practice_route(&req.hash).is_none())
                .then(|| req.clone());
            }
            None => {
                self.sent = base;
                self.last = None;
            }
        }
        Response {
            id: req.id,
            outcome,
            version: self.version,
        }
    }

    /// Whether the last request answered built its lesson model (rather than reusing it).
    pub fn built_fresh(&self) -> bool {
        self.built_fresh
    }

    /// Prepares the steps next to the last one answered, each as a delta from the figure
    /// the page will hold when it asks: the next step (from the figure the page holds now),
    /// the one after it (from the next step's figure, so stepping on quickly finds it ready
    /// too), then the previous step; while `more()` says there is time for one more. Steps
    /// already prepared are kept, and a step whose delta is large (more than
    /// [`crate::wire::PART_WEIGHT`] elements) is left to be asked for. Returns the answers
    /// prepared now.
    pub fn prepare_ahead(&mut self, mut more: impl FnMut() -> bool) -> Vec<AheadAnswer> {
        let Some(last) = self.last.clone() else {
            return Vec::new();
        };
        let Route::Lesson(kind, query) = Route::parse(&last.hash) else {
            return Vec::new();
        };
        let Some((_, _, built)) = &self.model else {
            return Vec::new();
        };
        let opened = open_built(kind, &query, built);
        let (step, count) = (opened.step, opened.model.step_count());
        // (whether it follows the next step's figure, the step)
        let plan = [
            (false, step.checked_add(1)),
            (true, step.checked_add(2)),
            (false, step.checked_sub(1)),
        ];
        let mut answers = Vec::new();
        for (after_next, target) in plan {
            let Some(target) = target.filter(|&t| t < count) else {
                continue;
            };
            let from = if after_next {
                let next = self
                    .ahead
                    .iter()
                    .position(|p| p.base == self.version && p.step == step + 1);
                match next {
                    Some(i) => Some(i),
                    None => continue,
                }
            } else {
                None
            };
            let base_version = from
                .and_then(|i| self.ahead.get(i))
                .map_or(self.version, |p| p.version);
            if self
                .ahead
                .iter()
                .any(|p| p.base == base_version && p.step == target)
            {
                continue;
            }
            if !more() {
                break;
            }
            let req = Request {
                id: 0,
                hash: step_hash(kind, &query, target),
                ..last.clone()
            };
            // The base figure is borrowed out of its place while the answer is compared with it.
            let base = match from.and_then(|i| self.ahead.get_mut(i)) {
                Some(p) => std::mem::take(&mut p.figure),
                None => std::mem::take(&mut self.sent),
            };
            let answer = self.open(&req, &base);
            match from.and_then(|i| self.ahead.get_mut(i)) {
                Some(p) => p.figure = base,
                None => self.sent = base,
            }
            let (Outcome::Opened(mut snapshot), Some(figure)) = answer else {
                continue;
            };
            let heavy = snapshot
                .figure
                .changed
                .iter()
                .map(|(_, s)| weight(s))
                .sum::<usize>();
            if heavy > PART_WEIGHT {
                continue;
            }
            self.versions += 1;
            let base_frame = from
                .and_then(|i| self.ahead.get(i))
                .map_or(&self.frame, |p| &p.frame);
            let frame = Frame::of(&snapshot);
            // The page still holds the base's frame: the parts that did not change stay home.
            let same_frame = base_frame.matches(&snapshot);
            if same_frame {
                Frame::strip(&mut snapshot);
            }
            answers.push(AheadAnswer {
                base: base_version,
                version: self.versions,
                hash: req.hash.clone(),
                lang: req.lang.clone(),
                snapshot: *snapshot,
                same_frame,
            });
            self.ahead.push(Prepared {
                base: base_version,
                version: self.versions,
                step: target,
                figure,
                frame,
                request: req,
            });
        }
        answers
    }

    /// The page drew the prepared answer that leaves figure `version`: it is now the figure
    /// sent, and its step the last answered. Keeps what was prepared from it and returns the
    /// steps prepared next to it now (none if `version` was not prepared from the figure
    /// sent, which the page never asks).
    pub fn adopt(&mut self, version: u64, more: impl FnMut() -> bool) -> Vec<AheadAnswer> {
        let found = self
            .ahead
            .iter()
            .position(|p| p.version == version && p.base == self.version);
        let Some(i) = found else {
            return Vec::new();
        };
        let p = self.ahead.swap_remove(i);
        self.sent = p.figure;
        self.frame = p.frame;
        self.version = p.version;
        self.last = Some(p.request);
        self.ahead.retain(|q| q.base == version);
        self.prepare_ahead(more)
    }

    fn model_for(
        &mut self,
        kind: LessonKind,
        query: &Query,
        strict: bool,
    ) -> Result<Rc<Built>, String> {
        let key = model_query(kind, query);
        if let Some((k, q, b)) = &self.model {
            if *k == kind && *q == key {
                return Ok(b.clone());
            }
        }
        self.built_fresh = true;
        let built = if strict {
            match build_model(kind, &key) {
                Ok(m) => Rc::new(Built {
                    model: Rc::from(m),
                    error: None,
                }),
                Err(e) => return Err(e.message(Lang::En)),
            }
        } else {
            Rc::new(build(kind, &key))
        };
        self.model = Some((kind, key, built.clone()));
        Ok(built)
    }

    /// The review of the game `model` (built for `query`) plays, made once per model.
    fn review_for(
        &mut self,
        kind: LessonKind,
        query: &Query,
        model: &dyn grundy_lessons::lesson::Walkthrough,
    ) -> Option<Rc<Review>> {
        let key = model_query(kind, query);
        if let Some((k, q, r)) = &self.reviewed {
            if *k == kind && *q == key {
                return Some(r.clone());
            }
        }
        let review = Rc::new(model.review()?);
        self.reviewed = Some((kind, key, review.clone()));
        Some(review)
    }

    /// How many steps of `model` (built for `query`) ask a question, counted once per model.
    fn quiz_total(
        &mut self,
        kind: LessonKind,
        query: &Query,
        model: &dyn grundy_lessons::lesson::Walkthrough,
    ) -> Option<usize> {
        let key = model_query(kind, query);
        if let Some((k, q, total)) = &self.quiz_total {
            // Keyed by the lesson too: two lessons' model queries may be equal (both empty).
            if *k == kind && *q == key {
                return *total;
            }
        }
        let total = quiz::question_count(model);
        self.quiz_total = Some((kind, key, total));
        total
    }

    /// The answer to `req`, with its figure as a delta from `base`, and the figure the page
    /// holds once it applies that delta (none for a refusal).
    fn open(
        &mut self,
        req: &Request,
        base: &[(String, Shape)],
    ) -> (Outcome, Option<Vec<(String, Shape)>>) {
        let lang = Lang::parse(&req.lang).unwrap_or_default();
        if let Some((query, lesson)) = practice::practice_route(&req.hash) {
            return practice::answer(req, lang, &query, lesson, base);
        }
        let (kind, query) = match Route::parse(&req.hash) {
            Route::Lesson(kind, query) => (kind, query),
            // Named as the page names it: “foo”, not “#/foo”.
            Route::Unknown(slug, _) => {
                return (Outcome::Refused(t!(lang, NotFound { slug })), None);
            }
            Route::Home(_) => {
                return (
                    Outcome::Refused(t!(lang, NotFound { slug: &req.hash })),
                    None,
                );
            }
        };
        let built = match self.model_for(kind, &query, req.strict) {
            Ok(b) => b,
            Err(_) => {
                // Rebuild the refusal in the reader's language.
                // A move that cannot be played is said as the player sees it beside the
                // move box; a typed value names the box it was typed into (the fields of the
                // lesson on screen, the last built); any other refusal names its parameter.
                let fields = match &self.model {
                    Some((k, _, b)) if *k == kind && req.typed => b.model.inputs(),
                    _ => Vec::new(),
                };
                let reason = build_model(kind, &model_query(kind, &query))
                    .err()
                    .map(|e| {
                        e.move_message(lang)
                            .or_else(|| field_refusal(&e, &fields, lang))
                            .unwrap_or_else(|| e.message(lang))
                    })
                    .unwrap_or_default();
                return (Outcome::Refused(reason), None);
            }
        };
        let opened = open_built(kind, &query, &built);
        let model = &opened.model;
        let step = opened.step;
        // Quiz mode: a step that asks a question shows the figure before its reveal, and no
        // sentence, until the reader has answered (or revealed) it.
        let question = if opened.quiz {
            model.question(step)
        } else {
            None
        };
        let revealed = question.is_none() || req.reveal;
        let before = if revealed {
            None
        } else {
            quiz::figure_before(model.as_ref(), step, lang)
        };
        let revealed = revealed || before.is_none();
        let mut figure = before.unwrap_or_else(|| model.figure(step, lang));
        grundy_lessons::lesson::name_pieces(model.as_ref(), &mut figure, lang);
        let play_now = model.play();
        // The winning moves a hint marks: one per row of stones, and only those the figure
        // draws (the hint's words name the others).
        let mut marked = Vec::new();
        if let Some(p) = &play_now {
            marked = grundy_lessons::lesson::mark_winning(model.as_ref(), &mut figure, &p.winning);
            if !p.over {
                grundy_lessons::lesson::mark_starts(model.as_ref(), &mut figure, lang);
            }
        }
        let facts = model.facts();
        // The review is searched only when it is shown: at the game's end or when asked.
        let reviewed = match &play_now {
            Some(p) if opened.review || p.over => self.review_for(kind, &query, model.as_ref()),
            _ => None,
        };
        let review = (reviewed.as_ref()).map(|r| review_wire(r, kind, &query, lang));
        let remoteness = play_now.as_ref().map(|p| p.remoteness.ok());
        let remoteness_text = (play_now.as_ref()).map(|p| p.remoteness_phrase().render(lang));
        let named = model.named_winning_move(lang);
        let sentence = if revealed {
            model.sentence(step, lang)
        } else {
            String::new()
        };
        let quiz = opened.quiz.then(|| WQuiz {
            question: question.map(|q| WQuestion {
                prompt: q.prompt_text(lang),
                choices: match &q.kind {
                    quiz::AnswerKind::Number => Vec::new(),
                    quiz::AnswerKind::Choice(cs) => cs
                        .iter()
                        .map(|c| (c.value.clone(), c.label.render(lang)))
                        .collect(),
                },
                answers: q.answers(),
                answer_label: q.answer_label().render(lang),
                explanation: q.explanation.render(lang),
                signed: q.signed,
            }),
            revealed,
            total: self.quiz_total(kind, &query, model.as_ref()),
        });
        let review_figure = (reviewed.as_ref())
            .filter(|_| req.export.is_some_and(|e| e.review))
            .map(|r| r.figure(lang).for_file(None));
        let export = req.export.map(|e| {
            let count = model.step_count();
            let svg_of = |f: &grundy_core::figure::Figure| Export {
                request: e,
                svg: f.to_svg(),
                width: f.width,
                height: f.height,
                file_name: step_file_name(
                    kind.slug(),
                    step,
                    count,
                    if e.png { "png" } else { "svg" },
                ),
            };
            if let Some(r) = &review_figure {
                let ext = if e.png { "png" } else { "svg" };
                return Export {
                    file_name: format!("{}-review.{ext}", kind.slug()),
                    ..svg_of(r)
                };
            }
            // Before a quiz question is answered, a file of the step asks it (a worksheet).
            let asking = opened.quiz && !req.reveal;
            svg_of(&quiz::file_figure(
                model.as_ref(),
                kind,
                step,
                asking,
                e.caption,
                lang,
            ))
        });
        let (width, height, title) = (figure.width, figure.height, figure.title.clone());
        let min_text = figure.min_text_px();
        let (order, changed, keyed) = delta(base, figure.shapes);
        let play = play_now.map(|p| WPlay {
            hint_lists: grundy_lessons::lesson::hint_lists(
                model.as_ref(),
                &p.winning,
                &marked,
                lang,
            ),
            last_said: (model.last_move_words(lang)).map(|w| grundy_core::text::bind_formulas(&w)),
            notation: tr(lang, p.notation).to_string(),
            example: grundy_lessons::lesson::notation_example(lang, p.notation),
            winner: p.winner.map(|w| w.number()),
            history: p.history,
            player_to_move: p.player_to_move,
            over: p.over,
            winning: p.winning,
            marked,
            winning_count: p.winning_count,
            computer_move: p.computer_move,
        });
        let views = model
            .views()
            .into_iter()
            .map(|v| {
                let mut q = query
                    .with("step", None)
                    .with("view", Some(v.view.to_string()));
                for (k, val) in &v.params {
                    q = q.with(k, (!val.is_empty()).then(|| val.clone()));
                }
                WView {
                    view: v.view.to_string(),
                    label: v.label.render(lang),
                    href: lesson_hash(kind, &q),
                    current: v.current,
                }
            })
            .collect();
        let inputs = model
            .inputs()
            .into_iter()
            .map(|f| WInput {
                param: f.param.to_string(),
                label: tr(lang, f.label).to_string(),
                value: f.value,
                multiline: f.multiline,
                same_game: f.same_game,
            })
            .collect();
        let own = lesson_params(kind);
        let outcome = Outcome::Opened(Box::new(Snapshot {
            slug: kind.slug().to_string(),
            own_params: query
                .0
                .iter()
                .filter(|(k, _)| own.contains(&k.as_str()))
                .cloned()
                .collect(),
            model_key: model_query(kind, &query).render(),
            step,
            count: model.step_count(),
            embed: opened.embed,
            figure: FigureDelta {
                width,
                height,
                title,
                min_text,
                order,
                changed,
            },
            export,
            // Short formulas stay on one line of the sentence panel ("3 ⊕ 2 = 1").
            sentence: grundy_core::text::bind_formulas(&sentence),
            facts: WFacts {
                winning_move_text: named.as_ref().map(|m| m.words.clone()),
                winning_move_notation: named.map(|m| m.notation),
                result_text: facts.result.as_ref().map(|v| model.result_text(lang, v)),
                verdict_text: facts.first_wins.map(|w| model.verdict_text(lang, w)),
                result: facts.result,
                first_wins: facts.first_wins,
                nim_sum: facts.nim_sum,
                winning_move: facts.winning_move,
                derived_at: model.facts_derived_at(),
                note: model.answers_note(step, lang),
                remoteness: remoteness.flatten(),
                remoteness_text,
            },
            play,
            review,
            views,
            inputs,
            notes: model.notes(lang),
            errors: opened.errors.iter().map(|e| e.message(lang)).collect(),
            quiz,
            practice: None,
        }));
        (outcome, Some(keyed))
    }
}

/// The review as the page shows it: each move worded, and the link to retry from before the
/// first blunder (the game's link with `moves=` cut there, the review closed).
fn review_wire(review: &Review, kind: LessonKind, query: &Query, lang: Lang) -> WReview {
    let moves = (review.moves.iter().zip(review.texts(lang)))
        .map(|(m, t)| WReviewMove {
            player: m.player.number(),
            verdict: m.verdict.hook().to_string(),
            head: t.head,
            word: t.verdict,
            sides: t.sides,
            mistake: t.mistake,
        })
        .collect();
    let retry = review.retry.map(|keep| {
        let cut: Vec<&str> = review.moves[..keep]
            .iter()
            .map(|m| m.play.as_str())
            .collect();
        let q = (query.with("step", None).with("review", None))
            .with("moves", (keep > 0).then(|| cut.join(",")));
        (
            lesson_hash(kind, &q),
            tr(lang, Msg::ReviewRetry).to_string(),
        )
    });
    let note = if review.moves.is_empty() {
        Some(tr(lang, Msg::ReviewNoMoves).to_string())
    } else {
        (review.unsearched)
            .map(|u| grundy_core::phrase!(ReviewAside { text: u.phrase() }).render(lang))
    };
    WReview {
        heading: tr(lang, Msg::ReviewHeading).to_string(),
        moves,
        retry,
        note,
    }
}

/// The figure's shapes as a delta from `old` (the figure the page holds): the key order when
/// it changed, and the shapes that are new or differ; with the keyed shapes, which the page
/// holds once it applies the delta. With the same keys in the same order (most steps), shape
/// i is compared with the old figure's shape i: no hashing.
#[allow(clippy::type_complexity)]
fn delta(
    old: &[(String, Shape)],
    shapes: Vec<Shape>,
) -> (
    Option<Vec<String>>,
    Vec<(String, WShape)>,
    Vec<(String, Shape)>,
) {
    let keyed = keyed_shapes(shapes);
    let same_order =
        keyed.len() == old.len() && keyed.iter().zip(old).all(|((a, _), (b, _))| a == b);
    let mut changed = Vec::new();
    if same_order {
        for ((k, s), (_, o)) in keyed.iter().zip(old) {
            if o != s {
                changed.push((k.clone(), WShape::from(s)));
            }
        }
        return (None, changed, keyed);
    }
    let old: HashMap<&str, &Shape, FastHash> = old.iter().map(|(k, s)| (k.as_str(), s)).collect();
    let mut order = Vec::with_capacity(keyed.len());
    for (k, s) in &keyed {
        if old.get(k.as_str()) != Some(&s) {
            changed.push((k.clone(), WShape::from(s)));
        }
        order.push(k.clone());
    }
    (Some(order), changed, keyed)
}

pub mod practice;

#[cfg(test)]
mod tests;
