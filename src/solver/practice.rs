//! The solver's side of a practice set: the link read by the core (`practice::parse_link`,
//! or a lesson's own position for `practice=1`), the page's work replayed into the core's
//! `Sheet` (so the worker keeps nothing between requests), and the item on screen answered
//! as plain data in the reader's language. Every game fact, grade and explanation comes from
//! the core.

use crate::wire::{PracticeWork, WFeedback, WKeyItem, WPractice, WStep, WTarget};
use grundy_core::figure::Figure;
use grundy_core::i18n::{tr, Lang, Phrase};
use grundy_core::phrase;
use grundy_lessons::lesson::{LessonKind, Query, Route};
use grundy_lessons::practice::lesson_item::{lesson_item, lesson_topic, set_count};
use grundy_lessons::practice::sheet::{gradable, Sheet, TargetState};
use grundy_lessons::practice::{self, parse_link, Ask, Spec, PRACTICE_SLUG};

/// The seed of a set whose link names none (the page always writes one into the link).
const FALLBACK_SEED: u64 = 1;

/// Whether `hash` is a practice link: `#/practice?…`, or a lesson's with `practice=1`
/// (then with its lesson).
pub fn practice_route(hash: &str) -> Option<(Query, Option<LessonKind>)> {
    match Route::parse(hash) {
        Route::Unknown(slug, q) if slug == PRACTICE_SLUG => Some((q, None)),
        Route::Lesson(kind, q) if q.get("practice") == Some("1") => Some((q, Some(kind))),
        _ => None,
    }
}

/// What the page draws for a practice set: the set, the item's figure (None for a table)
/// and one line per problem with the link.
pub struct Opened {
    /// The set and the item on screen.
    pub practice: WPractice,
    /// The item's figure.
    pub figure: Option<Figure>,
    /// The link's problems, one line each.
    pub errors: Vec<String>,
}

fn ask_name(ask: Ask) -> &'static str {
    match ask {
        Ask::Number => "number",
        Ask::Bit => "bit",
        Ask::NumberOrNone => "number-or-none",
        Ask::Outcome => "outcome",
        Ask::Sign => "sign",
        Ask::MoveOrNone => "move",
        Ask::Choice => "choice",
    }
}

/// Opens the set `query` names (for `lesson`'s `practice=1`, with its position first) with
/// `work` replayed.
pub fn open(query: &Query, lesson: Option<LessonKind>, work: &PracticeWork, lang: Lang) -> Opened {
    let link = parse_link(query);
    let mut problems: Vec<Phrase> = link.problems.clone();
    let mut spec: Spec = link.spec(FALLBACK_SEED);
    let mut first = None;
    if let Some(kind) = lesson {
        match lesson_topic(kind) {
            Some(topic) => spec.topic = topic,
            None => problems.push(phrase!(PracticeNoTopic {
                lesson: kind.info().title
            })),
        }
        match lesson_item(kind, query) {
            Ok(item) => first = Some(item),
            Err(why) => {
                if lesson_topic(kind).is_some() {
                    problems.push(why);
                }
            }
        }
    }
    if let Some(f) = &first {
        spec.count = set_count(f, spec.count);
    }
    let mut sheet = Sheet::new(spec, first);
    let last = sheet.items.len().saturating_sub(1);
    let mut feedback = None;
    for step in &work.log {
        let item = step.item();
        if item > last {
            continue;
        }
        sheet.at = item;
        let said = match step {
            WStep::Enter {
                target,
                typed,
                secs,
                ..
            } => Some(match sheet.enter(target, typed, *secs) {
                Ok(g) => (target.clone(), Some(g.right), g.explanation.render(lang)),
                Err(why) => (target.clone(), None, why.render(lang)),
            }),
            WStep::Check { chosen, secs, .. } => Some(match sheet.check(chosen, *secs) {
                Ok(g) => (
                    practice::SELECTION.to_string(),
                    Some(g.right),
                    g.explanation.render(lang),
                ),
                Err(why) => (practice::SELECTION.to_string(), None, why.render(lang)),
            }),
            WStep::Reveal { target, secs, .. } => sheet.reveal(target, *secs).map(|answer| {
                let text = sheet.items[item]
                    .revealed(target)
                    .map_or(answer, |p| p.render(lang));
                (target.clone(), None, text)
            }),
        };
        feedback = said.map(|(target, right, text)| {
            (
                item,
                WFeedback {
                    target,
                    right,
                    text,
                },
            )
        });
    }
    sheet.at = work.at.min(last);
    let at = sheet.at;
    let item = &sheet.items[at];
    let key = item.answers();
    let value_of = |id: &str, state: TargetState| -> Option<String> {
        match state {
            TargetState::Blank => None,
            TargetState::Revealed => key.iter().find(|(t, _)| t == id).map(|(_, a)| a.clone()),
            TargetState::Right | TargetState::Wrong => sheet
                .entries
                .iter()
                .rev()
                .find(|e| e.item == at && e.target == id)
                .map(|e| e.answer.clone()),
        }
    };
    let selection = sheet.state(at, practice::SELECTION);
    let list = |v: Option<String>| -> Vec<String> {
        v.map(|v| v.split(',').map(|s| s.trim().to_string()).collect())
            .unwrap_or_default()
    };
    // The options last checked (or, revealed, the winning ones), and which of them win.
    let selected = list(value_of(practice::SELECTION, selection));
    let winning = match selection {
        TargetState::Blank => Vec::new(),
        _ => list(value_of(practice::SELECTION, TargetState::Revealed)),
    };
    let targets = item
        .targets()
        .into_iter()
        .map(|t| {
            let (state, value) = if t.ask == Ask::Choice {
                // Each option is marked on its own: a chosen one right if it wins and wrong if
                // not, a revealed one if it wins; an option not chosen stays blank, so a
                // wrong check names no winning move the student missed.
                let chosen = selected.contains(&t.id);
                let state = match selection {
                    _ if !chosen => TargetState::Blank,
                    TargetState::Revealed => TargetState::Revealed,
                    _ if winning.contains(&t.id) => TargetState::Right,
                    _ => TargetState::Wrong,
                };
                (state, chosen.then(|| "selected".to_string()))
            } else {
                let s = sheet.state(at, &t.id);
                (s, value_of(&t.id, s))
            };
            WTarget {
                label: t.label.render(lang),
                ask: ask_name(t.ask).to_string(),
                state: state.as_str().to_string(),
                node: t.node,
                id: t.id,
                value,
            }
        })
        .collect();
    let score = sheet.score();
    let shown = sheet.shown(at);
    let spec = sheet.spec;
    let answer_key = work.key.then(|| {
        sheet
            .items
            .iter()
            .map(|i| WKeyItem {
                index: i.index,
                position: i.describe().render(lang),
                targets: i
                    .targets()
                    .into_iter()
                    .map(|t| (t.id, t.label.render(lang)))
                    .collect(),
                answers: i.answers(),
            })
            .collect()
    });
    let practice = WPractice {
        topic: spec.topic.slug().to_string(),
        seed: spec.seed,
        level: spec.level,
        count: sheet.items.len(),
        at,
        link: spec.link(),
        title: tr(lang, spec.topic.title()).to_string(),
        task: tr(lang, spec.topic.task()).to_string(),
        position: item.describe().render(lang),
        targets,
        feedback: feedback.filter(|(i, _)| *i == at).map(|(_, f)| f),
        right: score.right,
        answered: score.answered,
        total: score.total,
        item_done: gradable(item).iter().all(|t| sheet.state(at, t).shows()),
        done: sheet.done(),
        seconds: sheet.entries.iter().map(|e| e.seconds).sum(),
        csv: sheet.csv(),
        csv_name: sheet.csv_name(),
        key: answer_key,
    };
    Opened {
        figure: practice::figure(item, &shown, lang),
        practice,
        errors: problems.iter().map(|p| p.render(lang)).collect(),
    }
}

/// The answer to a practice request, with its figure as a delta from `base` (the figure the
/// page holds), and the figure the page then holds.
#[allow(clippy::type_complexity)]
pub(super) fn answer(
    req: &crate::wire::Request,
    lang: Lang,
    query: &Query,
    lesson: Option<LessonKind>,
    base: &[(String, grundy_core::figure::Shape)],
) -> (
    crate::wire::Outcome,
    Option<Vec<(String, grundy_core::figure::Shape)>>,
) {
    let work = req.practice.clone().unwrap_or_default();
    let opened = open(query, lesson, &work, lang);
    let figure = opened.figure.unwrap_or_else(|| Figure {
        width: 0.0,
        height: 0.0,
        title: String::new(),
        shapes: Vec::new(),
    });
    let (width, height, title) = (figure.width, figure.height, figure.title.clone());
    let min_text = figure.min_text_px();
    let (order, changed, keyed) = super::delta(base, figure.shapes);
    let p = opened.practice;
    let snapshot = crate::wire::Snapshot {
        slug: PRACTICE_SLUG.to_string(),
        own_params: Vec::new(),
        model_key: p.link.clone(),
        step: 0,
        count: 1,
        embed: query.get("embed") == Some("1"),
        figure: crate::wire::FigureDelta {
            width,
            height,
            title,
            min_text,
            order,
            changed,
        },
        sentence: String::new(),
        export: None,
        facts: Default::default(),
        play: None,
        review: None,
        views: Vec::new(),
        inputs: Vec::new(),
        notes: Vec::new(),
        errors: opened.errors,
        quiz: None,
        practice: Some(p),
    };
    (
        crate::wire::Outcome::Opened(Box::new(snapshot)),
        Some(keyed),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn work(log: Vec<WStep>, at: usize) -> PracticeWork {
        PracticeWork {
            at,
            log,
            key: false,
        }
    }

    fn query(hash: &str) -> (Query, Option<LessonKind>) {
        practice_route(hash).expect("a practice link")
    }

    #[test]
    fn practice_links_are_recognised() {
        assert!(practice_route("#/practice?topic=pn&seed=3").is_some());
        assert!(matches!(
            practice_route("#/nim?piles=3,4,5&practice=1"),
            Some((_, Some(LessonKind::Nim)))
        ));
        assert!(practice_route("#/nim?piles=3,4,5").is_none());
        assert!(practice_route("#/").is_none());
    }

    #[test]
    fn nothing_on_the_page_names_an_answer_before_it_is_graded() {
        for topic in practice::Topic::ALL {
            for level in 1..=3 {
                let (q, l) = query(&format!(
                    "#/practice?topic={}&seed=7&level={level}&count=2",
                    topic.slug()
                ));
                let o = open(&q, l, &work(Vec::new(), 0), Lang::En);
                assert!(o.practice.key.is_none());
                assert!(o.practice.targets.iter().all(|t| t.value.is_none()));
                assert!(o.practice.targets.iter().all(|t| t.state == "blank"));
                if let Some(f) = &o.figure {
                    assert!(!f.to_svg().contains("data-sg"), "{topic:?} {level}");
                }
            }
        }
    }

    #[test]
    fn the_log_is_replayed_into_the_score_the_states_and_the_record() {
        let (q, l) = query("#/practice?topic=sg-table&seed=9&level=1&count=2");
        let keyed = open(
            &q,
            l,
            &PracticeWork {
                key: true,
                ..work(Vec::new(), 0)
            },
            Lang::En,
        );
        let key = &keyed.practice.key.as_ref().expect("the key")[0].answers;
        let (g0, v0) = key[0].clone();
        let (g1, v1) = key[1].clone();
        let wrong = (v1.parse::<u64>().expect("a number") + 1).to_string();
        let log = vec![
            WStep::Enter {
                item: 0,
                target: g0.clone(),
                typed: v0.clone(),
                secs: 2,
            },
            WStep::Enter {
                item: 0,
                target: g1.clone(),
                typed: "x".into(),
                secs: 3,
            },
            WStep::Enter {
                item: 0,
                target: g1.clone(),
                typed: wrong.clone(),
                secs: 4,
            },
        ];
        let o = open(&q, l, &work(log.clone(), 0), Lang::En);
        let p = &o.practice;
        let t0 = p.targets.iter().find(|t| t.id == g0).expect("g0");
        let t1 = p.targets.iter().find(|t| t.id == g1).expect("g1");
        assert_eq!(
            (t0.state.as_str(), t0.value.as_deref()),
            ("right", Some(v0.as_str()))
        );
        assert_eq!(
            (t1.state.as_str(), t1.value.as_deref()),
            ("wrong", Some(wrong.as_str()))
        );
        assert_eq!((p.right, p.answered), (1, 2));
        assert_eq!(p.feedback.as_ref().and_then(|f| f.right), Some(false));
        assert_eq!(p.csv.lines().count(), 3);
        assert_eq!(p.csv_name, "practice-sg-table-9.csv");
        // Reveal the rest: done.
        let mut log = log;
        for (i, item) in keyed.practice.key.iter().flatten().enumerate() {
            for (t, _) in &item.answers {
                log.push(WStep::Reveal {
                    item: i,
                    target: t.clone(),
                    secs: 9,
                });
            }
        }
        let o = open(&q, l, &work(log, 1), Lang::Zh);
        assert!(o.practice.done && o.practice.item_done);
        assert_eq!(o.practice.at, 1);
        assert!(o.practice.targets.iter().all(|t| t.state == "revealed"));
        // The last reveal (the preperiod) reads as a sentence, not a label's template.
        let said = o.practice.feedback.expect("a reveal sentence").text;
        assert!(said.starts_with("已显示答案：前周期是"), "{said}");
    }

    #[test]
    fn each_option_of_a_selection_is_marked_on_its_own() {
        // Items with a winning move and a losing one: a check of both marks the winning one
        // right, the losing one wrong and every other option blank; a reveal marks only the
        // winning moves.
        let mut tried = 0;
        for seed in 1..40 {
            let hash = format!("#/practice?topic=winning-moves&seed={seed}&level=1&count=1");
            let (q, l) = query(&hash);
            let keyed = open(
                &q,
                l,
                &PracticeWork {
                    key: true,
                    ..work(Vec::new(), 0)
                },
                Lang::En,
            );
            let item = &keyed.practice.key.as_ref().expect("the key")[0];
            let wins: Vec<String> = item.answers[0].1.split(',').map(str::to_string).collect();
            let ids: Vec<String> = keyed
                .practice
                .targets
                .iter()
                .map(|t| t.id.clone())
                .collect();
            let Some(lose) = ids
                .iter()
                .find(|id| !wins.contains(id) && id.as_str() != practice::NONE_CHOICE)
            else {
                continue;
            };
            if wins.iter().any(|w| w == practice::NONE_CHOICE) || ids.len() < 3 {
                continue;
            }
            tried += 1;
            let check = WStep::Check {
                item: 0,
                chosen: vec![wins[0].clone(), lose.clone()],
                secs: 1,
            };
            let o = open(&q, l, &work(vec![check.clone()], 0), Lang::En);
            for t in &o.practice.targets {
                let want = if t.id == wins[0] {
                    "right"
                } else if &t.id == lose {
                    "wrong"
                } else {
                    "blank"
                };
                assert_eq!(t.state, want, "{} in {hash}", t.id);
            }
            let reveal = WStep::Reveal {
                item: 0,
                target: practice::SELECTION.to_string(),
                secs: 2,
            };
            let o = open(&q, l, &work(vec![check, reveal], 0), Lang::En);
            for t in &o.practice.targets {
                let want = if wins.contains(&t.id) {
                    "revealed"
                } else {
                    "blank"
                };
                assert_eq!(t.state, want, "{} in {hash}", t.id);
            }
        }
        assert!(tried >= 5, "{tried}");
    }

    #[test]
    fn a_lessons_position_is_the_first_item_and_bad_values_are_named() {
        let (q, l) = query("#/nim?piles=3,4,5&practice=1&seed=4");
        let o = open(&q, l, &work(Vec::new(), 0), Lang::En);
        assert_eq!(o.practice.topic, "nim-sum");
        assert!(o.practice.position.contains('5'), "{}", o.practice.position);
        assert!(o.errors.is_empty(), "{:?}", o.errors);
        // A lesson's own game: its moves are the first item's options.
        let (q, l) = query("#/wythoff?a=1&b=3&practice=1&seed=4");
        let o = open(&q, l, &work(Vec::new(), 0), Lang::En);
        assert_eq!(o.practice.topic, "winning-moves");
        assert!(o.errors.is_empty(), "{:?}", o.errors);
        assert!(o.practice.targets.iter().any(|t| t.id == "0:1"));
        // Its one position: the topic's items would be Nim under Wythoff's title.
        assert_eq!(o.practice.count, 1);
        assert!(o.figure.is_some());
        // A lesson without a game names its lesson in one line.
        let (q, l) = query("#/majority?practice=1&seed=4");
        let o = open(&q, l, &work(Vec::new(), 0), Lang::En);
        assert_eq!(o.errors.len(), 1, "{:?}", o.errors);
        let (q, l) = query("#/practice?topic=chess&seed=4&level=9&count=0");
        let o = open(&q, l, &work(Vec::new(), 9), Lang::En);
        assert_eq!(o.errors.len(), 3, "{:?}", o.errors);
        assert_eq!(
            (
                o.practice.topic.as_str(),
                o.practice.level,
                o.practice.count
            ),
            ("sg-label", 1, 5)
        );
        assert_eq!(o.practice.at, 4);
    }
}
