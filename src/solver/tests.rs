//! The solver's tests: deltas, refusals, exports, and steps prepared ahead.
use super::*;
use crate::wire::Frame;

fn req(id: u64, hash: &str, strict: bool) -> Request {
    Request {
        id,
        hash: hash.into(),
        lang: "en".into(),
        strict,
        export: None,
        reveal: false,
        parts: false,
        typed: false,
        practice: None,
        bytes: false,
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

/// Walks `link` through all its steps twice: by adopting the answers prepared ahead, as
/// the page does (it keeps those prepared from the figure it holds), and by asking a
/// second solver for each step. Every prepared answer equals the asked one (same
/// snapshot, same delta from the same figure), and each step was ready when reached.
fn prepared_equal_asked(link: &str) {
    let mut ahead = Solver::new();
    let mut asked = Solver::new();
    let first = ahead.handle(req(1, link, false));
    assert_eq!(first, asked.handle(req(1, link, false)));
    let mut held_version = first.version;
    let first = snapshot(first);
    let count = first.count;
    // The page's copy of the frame a prepared step may leave out.
    let mut frame = Frame::of(&first);
    let mut stripped = 0;
    let mut held = ahead.prepare_ahead(|| true);
    for step in 1..count {
        let Some(mut next) = held
            .iter()
            .find(|a| a.base == held_version && a.snapshot.step == step)
            .cloned()
        else {
            panic!("{link}: step {step} was not prepared");
        };
        if next.same_frame {
            assert!(
                next.snapshot.model_key.is_empty(),
                "a left-out frame is not sent"
            );
            frame.fill(&mut next.snapshot);
            stripped += 1;
        } else {
            frame = Frame::of(&next.snapshot);
        }
        let answer = snapshot(asked.handle(req(step as u64 + 1, &next.hash, false)));
        assert_eq!(next.snapshot, answer, "{link}: step {step}");
        held_version = next.version;
        held.retain(|a| a.base == held_version);
        let fresh = ahead.adopt(next.version, || true);
        assert!(
            fresh.iter().all(|a| !held.contains(a)),
            "nothing is sent twice"
        );
        held.extend(fresh);
        if step + 1 < count {
            assert!(
                held.iter().any(|a| a.snapshot.step == step + 1),
                "{link}: the step after {step} is ready"
            );
        }
    }
    assert_eq!(
        stripped,
        count - 1,
        "{link}: a walkthrough's steps share their frame"
    );
}

#[test]
fn answers_prepared_ahead_equal_the_answers_asked_for() {
    for link in [
        "#/nim?piles=3,4,5",
        "#/graph-sum",
        "#/majority?values=1,1,2,3,1",
        "#/cutting?w=3&h=2",
        "#/ie-divisible",
        "#/staircase-nim?lang=zh",
        "#/game-lab?code=0.77&n=40",
        "#/flip-multiples",
    ] {
        prepared_equal_asked(link);
    }
}

#[test]
fn nothing_is_prepared_after_a_move_an_export_or_a_refusal_and_unknown_adoptions_change_nothing() {
    let mut s = Solver::new();
    s.handle(req(1, "#/nim?piles=3,4,5", true));
    assert!(
        s.prepare_ahead(|| true).is_empty(),
        "a strict request (a move) prepares nothing"
    );
    let mut r = req(2, "#/nim?piles=3,4,5", false);
    r.export = Some(crate::wire::ExportRequest {
        png: false,
        caption: false,
        review: false,
    });
    s.handle(r);
    assert!(s.prepare_ahead(|| true).is_empty());
    let middle = s.handle(req(3, "#/nim?piles=3,4,5&step=2", false));
    assert!(matches!(middle.outcome, Outcome::Opened(_)));
    assert!(
        !s.built_fresh(),
        "the model of an earlier request is reused"
    );
    let mut budget = 1;
    let one = s.prepare_ahead(|| std::mem::take(&mut budget) > 0);
    assert_eq!(one.len(), 1, "no time for a second step");
    assert_eq!(one[0].snapshot.step, 3, "the next step comes first");
    let opened = s.handle(req(3, "#/nim?piles=3,4,5", false));
    let prepared = s.prepare_ahead(|| true);
    // The first step has no previous step: the next, and the one after it.
    let steps: Vec<usize> = prepared.iter().map(|a| a.snapshot.step).collect();
    assert_eq!(steps, [1, 2]);
    assert_eq!(prepared[0].base, opened.version);
    assert_eq!(
        prepared[1].base, prepared[0].version,
        "step 2 follows step 1's figure"
    );
    // Step 2 cannot be adopted before step 1.
    assert!(s.adopt(prepared[1].version, || true).is_empty());
    // An adoption the solver did not prepare (an older figure's) is ignored.
    assert!(s.adopt(opened.version, || true).is_empty());
    let refused = s.handle(req(4, "#/nim?piles=3,x", true));
    assert_eq!(refused.version, opened.version, "a refusal sends no figure");
    assert!(
        s.adopt(prepared[0].version, || true).is_empty(),
        "a new request drops what was prepared"
    );
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
    // Typed into the form of the lesson on screen: the box is named by its label. (A link
    // of the embedding module, strict but not typed, keeps the parameter's name above.)
    let mut typed = req(3, "#/nim?piles=3,y", true);
    typed.typed = true;
    match s.handle(typed).outcome {
        Outcome::Refused(why) => assert!(why.starts_with("“Piles”: "), "{why}"),
        Outcome::Opened(_) => panic!("opened a bad link"),
    }
    match s.handle(req(4, "#/nim?piles=3,y", true)).outcome {
        Outcome::Refused(why) => assert!(why.starts_with("Parameter “piles”"), "{why}"),
        Outcome::Opened(_) => panic!("opened a bad link"),
    }
}

#[test]
fn an_export_is_named_by_its_step_and_can_carry_the_caption() {
    let mut s = Solver::new();
    let mut r = req(1, "#/nim?piles=3,4,5&step=5", false);
    r.export = Some(crate::wire::ExportRequest {
        png: false,
        caption: true,
        review: false,
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
fn a_download_is_the_file_grundy_render_writes_without_the_pages_marks() {
    // The page's download carried the hint's marks of the winning moves (`data-wins`) and
    // the move starts (`data-begin`), which `grundy render` does not write: a worksheet's
    // source held its answer. Both now write `quiz::file_figure`.
    for (slug, params) in [
        ("split-nim", "piles=3,5,6&step=3"),
        ("end-piles", ""),
        ("nim", "piles=3,4,5&quiz=1&step=2"),
    ] {
        let mut s = Solver::new();
        let mut r = req(1, &format!("#/{slug}?{params}"), false);
        r.export = Some(crate::wire::ExportRequest {
            png: false,
            caption: true,
            review: false,
        });
        let snap = snapshot(s.handle(r));
        let e = snap.export.expect("an export was asked for");
        assert!(
            !e.svg.contains("data-wins") && !e.svg.contains("data-begin"),
            "{slug}: the page's marks are in the file"
        );
        let kind = LessonKind::from_slug(slug).unwrap();
        let query = Query::parse(params);
        let opened = grundy_lessons::lesson::open(kind, &query);
        let file = quiz::file_figure(
            opened.model.as_ref(),
            kind,
            opened.step,
            opened.quiz,
            true,
            Lang::En,
        );
        assert_eq!(e.svg, file.to_svg(), "{slug}");
    }
}

#[test]
fn the_answer_carries_the_hooks_facts() {
    let mut s = Solver::new();
    let snap = snapshot(s.handle(req(1, "#/nim?piles=3,4,5", false)));
    assert_eq!(snap.facts.first_wins, Some(true));
    assert_eq!(snap.facts.nim_sum, Some(2));
    assert_eq!(snap.slug, "nim");
}

#[test]
fn the_review_is_sent_at_the_end_or_when_asked_with_the_retry_link_cut_before_the_blunder() {
    let mut s = Solver::new();
    // In play and not asked: no review, but the remoteness of the position.
    let playing = snapshot(s.handle(req(1, "#/nim?piles=1,2&moves=2:2", false)));
    assert!(playing.review.is_none());
    assert_eq!(playing.facts.remoteness, Some(1));
    let asked = snapshot(s.handle(req(2, "#/nim?piles=1,2&moves=2:2&review=1", false)));
    let review = asked.review.expect("asked for");
    assert_eq!(review.moves.len(), 1);
    assert_eq!(review.moves[0].verdict, "blunder");
    let (href, _) = review.retry.expect("a blunder");
    assert_eq!(href, "#/nim?piles=1,2");
    let over = snapshot(s.handle(req(3, "#/nim?piles=1,2&moves=2:2,1:1", false)));
    let review = over.review.expect("the game is over");
    assert_eq!(review.moves[1].verdict, "best");
    let mut r = req(4, "#/nim?piles=1,2&moves=2:2,1:1&lang=zh", false);
    r.lang = "zh".into();
    r.export = Some(crate::wire::ExportRequest {
        png: false,
        caption: false,
        review: true,
    });
    let file = snapshot(s.handle(r)).export.expect("a file");
    assert_eq!(file.file_name, "nim-review.svg");
    assert!(file.svg.contains("失误"));
}

#[test]
fn every_message_the_worker_posts_reads_back_as_itself_with_64_bit_numbers_whole() {
    // The page decodes the bytes the worker posts (`FromWorker`); a field that did not read
    // back, or a u64 past 2^53 cut to a JS number, would draw another answer than computed.
    use crate::wire::{FromWorker, Progress};
    let links = [
        "#/nim?piles=9007199254740993,1",
        "#/misere-nim?piles=18446744073709551615",
        "#/graph-sum",
        "#/ie-divisible?lang=zh",
        "#/game-lab?code=0.137&view=game",
        "#/hackenbush?moves=0-1",
        "#/cutting?w=40&h=30",
    ];
    let mut s = Solver::new();
    let mut posted = 0;
    for (i, link) in links.iter().enumerate() {
        let mut r = req(i as u64 + 1, link, false);
        r.parts = true;
        let mut answer = s.handle(r);
        assert!(matches!(answer.outcome, Outcome::Opened(_)), "{link}");
        let mut messages: Vec<FromWorker> = crate::solver_worker::split_parts(&mut answer)
            .into_iter()
            .map(FromWorker::Part)
            .collect();
        messages.push(FromWorker::Answer(Box::new(answer)));
        messages.extend(
            s.prepare_ahead(|| true)
                .into_iter()
                .map(|a| FromWorker::Ahead(Box::new(a))),
        );
        messages.push(FromWorker::Progress(Progress {
            id: u64::MAX,
            done: 1,
            total: 2,
        }));
        for m in messages {
            let bytes = m.encode().expect("derived types encode");
            assert_eq!(FromWorker::decode(&bytes).as_ref(), Some(&m), "{link}");
            posted += 1;
        }
    }
    assert!(posted > links.len() * 3, "{posted} messages");
    let Some(FromWorker::Answer(big)) = FromWorker::decode(
        &FromWorker::Answer(Box::new(s.handle(req(
            99,
            "#/nim?piles=9007199254740993,1",
            false,
        ))))
        .encode()
        .unwrap_or_default(),
    ) else {
        panic!("no answer");
    };
    let Outcome::Opened(snapshot) = big.outcome else {
        panic!("not opened");
    };
    assert_eq!(
        snapshot.facts.nim_sum,
        Some(9_007_199_254_740_992),
        "the nim-sum past 2^53, whole"
    );
    // Bytes of another build (or none) are no message.
    assert_eq!(FromWorker::decode(&[]), None);
    assert_eq!(FromWorker::decode(&[9, 0, 0, 0]), None);
}
