//! The solver: turns a [`Request`] (a link) into a [`Response`] (a [`Snapshot`] of that step)
//! with the core. It runs in the solver worker (`src/bin/solver_worker.rs`), off the page's
//! thread, and, in builds without workers (the single-file `file://` build, the browser
//! tests), in the page itself. It keeps the last model, so stepping or switching language
//! re-opens it without rebuilding, and the last figure sent, so figures travel as deltas.

use crate::page_state::lesson_hash;
use crate::wire::FastHash;
use crate::wire::{
    keyed_shapes, Export, FigureDelta, Outcome, Request, Response, Snapshot, WFacts, WInput, WPlay,
    WQuestion, WQuiz, WShape, WView,
};
use grundy_core::figure::caption::step_file_name;
use grundy_core::figure::Shape;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::lesson::{
    build, build_model, lesson_params, model_query, open_built, quiz, Built, LessonKind, Query,
    Route,
};
use grundy_core::t;
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
}

impl Solver {
    /// A solver with nothing built yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Answers one request.
    pub fn handle(&mut self, req: Request) -> Response {
        Response {
            id: req.id,
            outcome: self.open(&req),
        }
    }

    /// The figure's shapes as a delta from the last figure sent: the key order when it
    /// changed, and the shapes that are new or differ. With the same keys in the same order
    /// (most steps), shape i is compared with the last figure's shape i: no hashing.
    #[allow(clippy::type_complexity)]
    fn delta(&mut self, shapes: Vec<Shape>) -> (Option<Vec<String>>, Vec<(String, WShape)>) {
        let keyed = keyed_shapes(shapes);
        let same_order = keyed.len() == self.sent.len()
            && keyed.iter().zip(&self.sent).all(|((a, _), (b, _))| a == b);
        let mut changed = Vec::new();
        if same_order {
            for ((k, s), (_, old)) in keyed.into_iter().zip(self.sent.iter_mut()) {
                if *old != s {
                    changed.push((k, WShape::from(&s)));
                    *old = s;
                }
            }
            return (None, changed);
        }
        let mut old: HashMap<String, Shape, FastHash> =
            std::mem::take(&mut self.sent).into_iter().collect();
        let mut order = Vec::with_capacity(keyed.len());
        for (k, s) in keyed {
            if old.remove(&k).as_ref() != Some(&s) {
                changed.push((k.clone(), WShape::from(&s)));
            }
            order.push(k.clone());
            self.sent.push((k, s));
        }
        (Some(order), changed)
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

    /// How many steps of `model` (built for `query`) ask a question, counted once per model.
    fn quiz_total(
        &mut self,
        kind: LessonKind,
        query: &Query,
        model: &dyn grundy_core::lesson::Walkthrough,
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

    fn open(&mut self, req: &Request) -> Outcome {
        let lang = Lang::parse(&req.lang).unwrap_or_default();
        let Route::Lesson(kind, query) = Route::parse(&req.hash) else {
            return Outcome::Refused(t!(lang, NotFound { slug: &req.hash }));
        };
        let built = match self.model_for(kind, &query, req.strict) {
            Ok(b) => b,
            Err(_) => {
                // Rebuild the refusal in the reader's language.
                let reason = build_model(kind, &model_query(kind, &query))
                    .err()
                    .map(|e| e.message(lang))
                    .unwrap_or_default();
                return Outcome::Refused(reason);
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
        let figure = before.unwrap_or_else(|| model.figure(step, lang));
        let facts = model.facts();
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
            }),
            revealed,
            total: self.quiz_total(kind, &query, model.as_ref()),
        });
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
            if e.caption {
                let caption = format!(
                    "{} · {} · {}",
                    kind.title(lang),
                    t!(
                        lang,
                        StepOf {
                            step: step + 1,
                            count
                        }
                    ),
                    sentence
                );
                svg_of(&figure.clone().with_caption(&caption))
            } else {
                svg_of(&figure)
            }
        });
        let (width, height, title) = (figure.width, figure.height, figure.title.clone());
        let delta = self.delta(figure.shapes);
        let play = model.play().map(|p| WPlay {
            notation: tr(lang, p.notation).to_string(),
            winner: p.winner.map(|w| w.number()),
            history: p.history,
            player_to_move: p.player_to_move,
            over: p.over,
            to_move_wins: p.to_move_wins,
            winning: p.winning,
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
            })
            .collect();
        let own = lesson_params(kind);
        Outcome::Opened(Box::new(Snapshot {
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
                order: delta.0,
                changed: delta.1,
            },
            export,
            sentence,
            facts: WFacts {
                result_text: facts.result.as_ref().map(|v| {
                    if v == "none" {
                        tr(lang, Msg::MajNone).to_string()
                    } else {
                        v.clone()
                    }
                }),
                result: facts.result,
                first_wins: facts.first_wins,
                nim_sum: facts.nim_sum,
                winning_move: facts.winning_move,
                derived: model.last_step_derives_facts(),
            },
            play,
            views,
            inputs,
            notes: model.notes(lang),
            errors: opened.errors.iter().map(|e| e.message(lang)).collect(),
            quiz,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(id: u64, hash: &str, strict: bool) -> Request {
        Request {
            id,
            hash: hash.into(),
            lang: "en".into(),
            strict,
            export: None,
            reveal: false,
            parts: false,
        }
    }

    fn snapshot(r: Response) -> Snapshot {
        match r.outcome {
            Outcome::Opened(s) => *s,
            Outcome::Refused(why) => panic!("refused: {why}"),
        }
    }

    #[test]
    fn a_step_sends_only_the_shapes_that_changed() {
        let mut s = Solver::new();
        let first = snapshot(s.handle(req(1, "#/graph-sum", false)));
        let keys = first.figure.order.clone().unwrap_or_default();
        assert_eq!(first.figure.changed.len(), keys.len());
        let second = snapshot(s.handle(req(2, "#/graph-sum?step=1", false)));
        assert!(!second.figure.changed.is_empty());
        assert!(second.figure.changed.len() < keys.len());
        // The same nodes and edges: the order is not sent again.
        assert_eq!(second.figure.order, None);
        // Another figure sends its order.
        let other = snapshot(s.handle(req(3, "#/nim?piles=3,4,5", false)));
        assert!(other.figure.order.is_some());
    }

    #[test]
    fn a_strict_request_with_a_bad_parameter_is_refused_in_one_line() {
        let mut s = Solver::new();
        let r = s.handle(req(1, "#/nim?piles=3,x", true));
        match r.outcome {
            Outcome::Refused(why) => {
                assert!(why.contains("piles"), "{why}");
                assert!(!why.contains('\n'));
            }
            Outcome::Opened(_) => panic!("opened a bad link"),
        }
        // A typed link with the same error opens the example and names the parameter.
        let open = snapshot(s.handle(req(2, "#/nim?piles=3,x", false)));
        assert!(open.errors.iter().any(|e| e.contains("piles")));
    }

    #[test]
    fn an_export_is_named_by_its_step_and_can_carry_the_caption() {
        let mut s = Solver::new();
        let mut r = req(1, "#/nim?piles=3,4,5&step=5", false);
        r.export = Some(crate::wire::ExportRequest {
            png: false,
            caption: true,
        });
        let snap = snapshot(s.handle(r));
        let Some(e) = snap.export else {
            panic!("an export was asked for")
        };
        assert_eq!(e.file_name, format!("nim-step-6-of-{}.svg", snap.count));
        assert!(e.svg.starts_with("<svg"));
        assert!(e.svg.contains("Step 6 of"), "the caption names the step");
    }

    #[test]
    fn the_answer_carries_the_hooks_facts() {
        let mut s = Solver::new();
        let snap = snapshot(s.handle(req(1, "#/nim?piles=3,4,5", false)));
        assert_eq!(snap.facts.first_wins, Some(true));
        assert_eq!(snap.facts.nim_sum, Some(2));
        assert_eq!(snap.slug, "nim");
    }
}
