//! Tests of the `lesson` module.

use super::*;

mod figure_text;
mod games;
mod piece_marks;
mod remoteness;
mod review;

#[test]
fn the_catalogue_list_is_consistent() {
    assert_eq!(LESSONS.len(), LessonKind::ALL.len());
    let mut slugs = std::collections::HashSet::new();
    for (info, &kind) in LESSONS.iter().zip(LessonKind::ALL) {
        assert!(std::ptr::eq(kind.info(), kind.info()) || kind.info().slug == info.slug);
        assert_eq!(kind.info().slug, info.slug);
        assert!(slugs.insert(info.slug), "slug {} twice", info.slug);
        assert_eq!(LessonKind::from_slug(info.slug), Some(kind));
        assert!(
            !info.slug.is_empty()
                && info
                    .slug
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-')
        );
        for lang in [Lang::En, Lang::Zh] {
            assert!(!kind.title(lang).is_empty() && !tr(lang, kind.summary_msg()).is_empty());
        }
        let mut names = std::collections::HashSet::new();
        for p in info.params {
            assert!(
                names.insert(p.name),
                "{}: parameter {} twice",
                info.slug,
                p.name
            );
            assert!(
                // `moves` is every game's; cutting's `size` (its table) predates the text size.
                !COMMON_PARAMS.contains(&p.name)
                    || p.name == "moves"
                    || (info.slug == "cutting" && p.name == "size"),
                "{}: {}",
                info.slug,
                p.name
            );
        }
    }
    let titles: std::collections::HashSet<_> = LESSONS.iter().map(|l| l.title).collect();
    assert_eq!(titles.len(), LESSONS.len(), "two lessons share a title");
}

/// The figure and sentences of every step, to compare two models.
fn fingerprint(m: &dyn Walkthrough) -> Vec<String> {
    (0..m.step_count())
        .flat_map(|s| [m.sentence(s, Lang::En), m.figure(s, Lang::En).to_svg()])
        .collect()
}

#[test]
fn every_parameter_default_round_trips_and_every_view_opens() {
    for &kind in LessonKind::ALL {
        let info = kind.info();
        let example = fingerprint(&*example_model(kind));
        // All defaults written out give the example itself.
        let all = Query(
            info.params
                .iter()
                .filter_map(|p| p.default.map(|d| (p.name.to_string(), d.to_string())))
                .collect(),
        );
        let m = build_model(kind, &all).unwrap_or_else(|e| panic!("{}: {e:?}", info.slug));
        assert_eq!(
            fingerprint(&*m),
            example,
            "{}: defaults differ from the example",
            info.slug
        );
        // Every declared view opens; the model's own view links are all declared.
        for v in info.views {
            let o = open(kind, &Query(vec![("view".into(), (*v).into())]));
            assert!(
                o.errors.is_empty(),
                "{} view={v}: {:?}",
                info.slug,
                o.errors
            );
        }
        for link in example_model(kind).views() {
            assert!(
                info.views.contains(&link.view),
                "{}: view {} undeclared",
                info.slug,
                link.view
            );
        }
    }
}

#[test]
fn a_parameter_the_lesson_does_not_use_is_named_once_however_often_it_is_given() {
    let q = Query::parse("a=3&b=5&piles=1&piles=2&k=1");
    let o = open(LessonKind::Wythoff, &q);
    let named: Vec<&str> = o.errors.iter().map(|e| e.param.as_str()).collect();
    assert_eq!(named, ["piles", "k"]);
}

#[test]
fn every_lesson_opens_its_example_without_errors_in_both_languages() {
    for info in LESSONS {
        let kind = LessonKind::from_slug(info.slug).unwrap();
        let o = open(kind, &Query::default());
        assert!(o.errors.is_empty(), "{}: {:?}", info.slug, o.errors);
        assert!(
            build_model(kind, &Query::default()).is_ok(),
            "{}",
            info.slug
        );
        for step in 0..o.model.step_count() {
            for lang in [Lang::En, Lang::Zh] {
                assert!(
                    !o.model.sentence(step, lang).is_empty(),
                    "{} step {step}",
                    info.slug
                );
                assert!(o.model.figure(step, lang).to_svg().contains("</svg>"));
            }
        }
    }
}

#[test]
fn the_computer_finishes_every_playable_lesson_and_the_right_player_wins() {
    // Every lesson is a game except inclusion–exclusion and the majority vote: a lesson that
    // lost its play would otherwise be skipped in silence. (The game lab plays a sum of heaps
    // in its own view: `game_lab::tests`.)
    let unplayed: Vec<LessonKind> = (LessonKind::ALL.iter().copied())
        .filter(|&k| example_model(k).play().is_none())
        .collect();
    assert_eq!(
        unplayed,
        [
            LessonKind::Majority,
            LessonKind::IeDivisible,
            LessonKind::GameLab
        ]
    );
    for &kind in LessonKind::ALL {
        let Some(start) = example_model(kind).play() else {
            continue;
        };
        assert_eq!(
            (start.player_to_move, start.over, start.winner),
            (1, false, None)
        );
        let mut moves: Vec<String> = Vec::new();
        let mut play = start.clone();
        while !play.over {
            assert!(moves.len() < 500, "{kind:?} does not end");
            let m = play
                .computer_move
                .clone()
                .unwrap_or_else(|| panic!("{kind:?}: no move"));
            // Every listed winning move is in the notation and accepted.
            for w in &play.winning {
                let q = Query(vec![(
                    "moves".into(),
                    [moves.clone(), vec![w.clone()]].concat().join(","),
                )]);
                assert!(
                    build_model(kind, &q).is_ok(),
                    "{kind:?}: winning move {w} refused"
                );
            }
            moves.push(m);
            let q = Query(vec![("moves".into(), moves.join(","))]);
            let model = build_model(kind, &q).unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
            play = model.play().unwrap_or_else(|| panic!("{kind:?}"));
            assert_eq!(play.history, moves);
            assert_eq!(usize::from(play.player_to_move), 1 + moves.len() % 2);
        }
        // Perfect play by both: the first player wins exactly when the start was a win.
        let first = if start.to_move_wins {
            Player::First
        } else {
            Player::Second
        };
        assert_eq!(play.winner, Some(first), "{kind:?} after {moves:?}");
        assert!(play.computer_move.is_none() && play.winning.is_empty());
        // One more move is refused with the one error format.
        moves.push(moves.last().cloned().unwrap_or_default());
        let e = build_model(kind, &Query(vec![("moves".into(), moves.join(","))]))
            .err()
            .unwrap_or_else(|| panic!("{kind:?}: a move after the end was accepted"));
        assert_eq!(e.param, "moves");
        assert_eq!(e.expected.key(), Some(Msg::ExpectMove));
        assert_eq!(e.expected.arg("reason"), Some(&game_over_reason()));
    }
}

#[test]
fn undo_takes_back_the_computers_reply_too() {
    let play = |moves: &str| {
        build_model(
            LessonKind::Nim,
            &Query::parse(&format!("piles=3,4,5&moves={moves}")),
        )
        .ok()
        .and_then(|m| m.play())
        .unwrap()
    };
    use grundy_core::games::Player::{First, Second};
    use grundy_core::games::{can_undo, moves_to_undo};
    let undo = |p: &PlayInfo, computer| moves_to_undo(p.history.len(), computer);
    // The computer plays second: the person's move and its reply go together.
    assert_eq!(undo(&play("1:2,3:1"), Some(Second)), 2);
    assert_eq!(undo(&play("1:2,3:1"), None), 1);
    assert_eq!(undo(&play("1:2"), Some(Second)), 1);
    let start = example_model(LessonKind::Nim).play().unwrap();
    assert_eq!(undo(&start, Some(Second)), 0);
    assert_eq!(undo(&start, None), 0);
    // The computer starts: its opening, the person's move and its reply.
    assert_eq!(undo(&play("1:2,3:1,2:1"), Some(First)), 2);
    assert_eq!(undo(&play("1:2,3:1"), Some(First)), 1);
    // Undo has nothing to take back before a move, nor after the computer's opening alone
    // (it would play it again); Player 1 made the odd-numbered moves.
    assert!(!can_undo(0, None) && can_undo(1, None) && can_undo(1, Some(Second)));
    assert!(!can_undo(1, Some(First)) && can_undo(2, Some(First)));
    assert_eq!(Player::last_mover(0), None);
    assert_eq!(Player::last_mover(1), Some(First));
    assert_eq!(Player::last_mover(4), Some(Second));
    // Redo brings back what Undo took: the move and the reply to it, one move without one.
    use grundy_core::games::moves_to_redo;
    assert_eq!(moves_to_redo(0, Some(Second), 2), 2);
    assert_eq!(moves_to_redo(0, Some(Second), 1), 1);
    assert_eq!(moves_to_redo(0, None, 2), 1);
    assert_eq!(moves_to_redo(1, Some(First), 2), 2);
    assert_eq!(moves_to_redo(0, Some(First), 3), 1);
    assert_eq!(moves_to_redo(4, Some(Second), 0), 0);
}

#[test]
fn misere_and_cutting_winners_are_game_facts() {
    let winner = |kind, q: &str| {
        build_model(kind, &Query::parse(q))
            .ok()
            .and_then(|m| m.play())
            .and_then(|p| p.winner)
    };
    // Misère: whoever takes the last stone loses.
    assert_eq!(
        winner(LessonKind::MisereNim, "piles=1&moves=1:1"),
        Some(Player::Second)
    );
    assert_eq!(
        winner(LessonKind::Nim, "piles=1&moves=1:1"),
        Some(Player::First)
    );
    // Cutting: whoever cuts out a 1×1 square wins at once.
    assert_eq!(
        winner(LessonKind::Cutting, "w=2&h=2&moves=1:v1,1:h1"),
        Some(Player::Second)
    );
    assert_eq!(winner(LessonKind::Cutting, "w=2&h=2&moves=1:v1"), None);
}

#[test]
fn routes_parse_from_hashes() {
    assert_eq!(Route::parse(""), Route::Home(Query::default()));
    assert_eq!(Route::parse("#/"), Route::Home(Query::default()));
    assert_eq!(Route::parse("#/?lang=zh").lang(), Some(Lang::Zh));
    let Route::Lesson(k, q) = Route::parse("#/majority?values=2,2,-1&step=3") else {
        panic!()
    };
    assert_eq!(k, LessonKind::Majority);
    assert_eq!(q.get("values"), Some("2,2,-1"));
    assert_eq!(q.get("step"), Some("3"));
    assert_eq!(
        Route::parse("#/majority?values=1%2C2").clone(),
        Route::Lesson(
            LessonKind::Majority,
            Query(vec![("values".into(), "1,2".into())])
        )
    );
    assert!(matches!(Route::parse("#/chess"), Route::Unknown(s, _) if s == "chess"));
    let long = format!("#/{}", "x".repeat(200_000));
    assert!(matches!(Route::parse(&long), Route::Unknown(s, _) if s.chars().count() < 100));
    assert!(matches!(Route::parse("#/a%0Ab"), Route::Unknown(s, _) if s == "a\\nb"));
}

#[test]
fn with_replaces_in_place_appends_new_and_removes() {
    let q = Query::parse("piles=3,4&step=2&lang=zh");
    assert_eq!(
        q.with("step", Some("5".into())).render(),
        "piles=3,4&step=5&lang=zh"
    );
    assert_eq!(q.with("step", None).render(), "piles=3,4&lang=zh");
    assert_eq!(
        q.with("moves", Some("1:2".into())).render(),
        "piles=3,4&step=2&lang=zh&moves=1:2"
    );
}

#[test]
fn query_renders_back_readably() {
    let q = Query(vec![
        ("values".into(), "2,-3".into()),
        ("lang".into(), "zh".into()),
    ]);
    assert_eq!(q.render(), "values=2,-3&lang=zh");
    assert_eq!(Query::parse(&q.render()), q);
    assert_eq!(Query::parse("a=%E4%B8%AD").get("a"), Some("中"));
    assert_eq!(Query::parse("a=%zz%").get("a"), Some("%zz%"));
    assert_eq!(Query::parse("a=%中").get("a"), Some("%中"));
}

#[test]
fn opening_a_bad_link_names_the_parameter_and_keeps_the_example() {
    let o = open(
        LessonKind::Majority,
        &Query::parse("values=1,x,3&step=99&lang=fr&colour=red"),
    );
    let names: Vec<&str> = o.errors.iter().map(|e| e.param.as_str()).collect();
    assert_eq!(names, vec!["colour", "values", "step", "lang"]);
    assert!(o.errors[1].message(Lang::En).contains("“x” is not one"));
    assert!(o.errors[1].message(Lang::Zh).contains("参数“values”"));
    assert_eq!(o.step, o.model.step_count() - 1);
    assert_eq!(o.model.facts().result.as_deref(), Some("2"));
}

#[test]
fn reasons_inside_errors_are_rendered_in_the_readers_language() {
    // Regression: move, tree and pasted-judge reasons used to be built in English and
    // dropped into the Chinese template.
    let zh = |kind, q: &str| {
        build_model(kind, &Query::parse(q))
            .err()
            .map(|e| e.message(Lang::Zh))
            .unwrap_or_default()
    };
    let m = zh(LessonKind::Nim, "piles=3,4&moves=1:2,1:5");
    assert_eq!(m, "参数“moves”：第 2 步“1:5”无法走：第 1 堆只有 1 颗");
    let m = zh(LessonKind::Nim, "piles=3,4&moves=x");
    assert!(m.contains("格式应为 堆号:数量"), "{m}");
    let m = zh(LessonKind::AppleTree, "apples=1,1,1,1&parents=1,2,1");
    assert!(m.contains("深度奇偶不同") && !m.contains("parity"), "{m}");
    let m = zh(LessonKind::GraphSum, "edges=3 1 1%0A1 9%0A1");
    assert!(
        m.contains("评测格式输入第 2 行") && !m.contains("expected"),
        "{m}"
    );
    for (kind, q) in [
        (LessonKind::Wythoff, "a=3&b=5&moves=1:2"),
        (LessonKind::Cutting, "w=3&h=2&moves=2:v1"),
        (LessonKind::EndPiles, "piles=3&moves=X:1"),
        (LessonKind::FlipMultiples, "moves=4:1"),
        (LessonKind::StaircaseNim, "moves=9:1"),
    ] {
        let m = zh(kind, q);
        let english = [
            "there", "pile", "cell", "sheet", "take", "only", "not ", "expected", "the ",
        ];
        assert!(
            !m.is_empty() && !english.iter().any(|w| m.contains(w)),
            "{kind:?}: {m}"
        );
    }
}

#[test]
fn no_parameter_value_makes_any_lesson_panic() {
    let values = [
        "",
        "x",
        "-1",
        "0",
        "1",
        "0,0,0",
        "18446744073709551616",
        "18446744073709551615",
        "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21",
        "1:1,1:1,1:1",
        "1-1",
        ",",
        "2+2",
    ];
    for &kind in LessonKind::ALL {
        let mut params: Vec<&str> = lesson_params(kind);
        params.extend(["step", "view", "lang", "embed", "x", "pile", "size", "sel"]);
        for p in &params {
            for v in values {
                let o = open(kind, &Query(vec![(p.to_string(), v.to_string())]));
                // Whatever happened, the page can show any step in both languages.
                let last = o.model.step_count() - 1;
                for step in [0, o.step, last] {
                    let _ = o.model.figure(step, Lang::Zh).to_svg();
                    let _ = o.model.sentence(step, Lang::En);
                }
                for e in &o.errors {
                    assert!(!e.message(Lang::Zh).is_empty());
                }
            }
        }
    }
}

#[test]
fn the_contracts_example_links_open_without_errors() {
    // The links of the public contract (docs/links-and-hooks.md), as teachers put them into slides.
    let links = [
        "#/nim?piles=3,4,5",
        "#/misere-nim?piles=3,4,5",
        "#/bounded-nim?piles=7,9,4&k=3",
        "#/staircase-nim?steps=3,1,4,1,5",
        "#/set-nim?set=2,5&piles=2,4,7",
        "#/split-nim?piles=2,3",
        "#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3",
        "#/wythoff?a=3&b=5",
        "#/cutting?w=5&h=4",
        "#/end-piles?piles=3,1,9,4",
        "#/apple-tree?apples=2,2,3&parents=1,1",
        "#/flip-multiples?n=12&white=2,3,5",
        "#/ie-divisible?n=30&d=2,3,5",
        "#/majority?values=2,2,1,2,3",
        "#/nim?piles=3,4,5&moves=1:2,3:1&step=1&lang=zh&embed=1",
        "#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&moves=1-2",
        "#/wythoff?a=3&b=5&moves=1:1",
        "#/set-nim?set=2,5&piles=2,4,7&view=dag",
        "#/ie-divisible?n=30&d=2,3,5&view=venn&lang=en",
    ];
    for link in links {
        let Route::Lesson(kind, query) = Route::parse(link) else {
            panic!("{link} is not a lesson link")
        };
        let o = open(kind, &query);
        assert!(
            o.errors.is_empty(),
            "{link}: {:?}",
            o.errors
                .iter()
                .map(|e| e.message(Lang::En))
                .collect::<Vec<_>>()
        );
    }
}

#[test]
fn stepping_and_switching_language_reuse_the_built_model() {
    let q1 = Query::parse("values=3,3,1&step=1&lang=en");
    let q2 = Query::parse("values=3,3,1&step=4&lang=zh&embed=1");
    assert_eq!(
        model_query(LessonKind::Majority, &q1),
        model_query(LessonKind::Majority, &q2)
    );
    // A lesson's own parameter is never taken for a display one.
    let cut = Query::parse("view=table&size=12&step=1");
    assert_eq!(
        model_query(LessonKind::Cutting, &cut).get("size"),
        Some("12")
    );
    assert_eq!(display_param(Some(LessonKind::Cutting), &cut, "size"), None);
    assert_eq!(
        display_param(Some(LessonKind::Nim), &cut, "size"),
        Some("12")
    );
    let built = build(
        LessonKind::Majority,
        &model_query(LessonKind::Majority, &q1),
    );
    let (a, b) = (
        open_built(LessonKind::Majority, &q1, &built),
        open_built(LessonKind::Majority, &q2, &built),
    );
    assert!(Rc::ptr_eq(&a.model, &b.model));
    assert_eq!((a.step, b.step, b.embed), (1, 4, true));
    assert_ne!(
        model_query(LessonKind::Majority, &q1),
        model_query(LessonKind::Majority, &Query::parse("values=3,3,2&step=1"))
    );
}

#[test]
fn i64_lists_parse_at_the_limits_and_refuse_junk() {
    assert_eq!(
        parse_i64_list("v", "-9223372036854775808, 9223372036854775807", "1").unwrap(),
        vec![i64::MIN, i64::MAX]
    );
    assert_eq!(parse_i64_list("v", "−3", "1").unwrap(), vec![-3]);
    assert!(parse_i64_list("v", "9223372036854775808", "1").is_err());
    assert!(parse_i64_list("v", "", "1").is_err());
    assert!(parse_i64_list("v", "1,,2", "1").is_err());
}

#[test]
fn end_piles_names_the_case_that_holds() {
    // Piles 3,1,9,4: adding 9 to the right of piles 2..2 (L = R = 1) is above both, adding 4
    // to piles 3..3 (L = R = 9) below both; each step says which, not "below or above".
    let Route::Lesson(kind, query) = Route::parse("#/end-piles?piles=3,1,9,4") else {
        panic!("not a lesson link")
    };
    let o = open(kind, &query);
    let said: Vec<String> = (0..o.model.step_count())
        .map(|s| o.model.sentence(s, Lang::En))
        .collect();
    assert!(
        said[4].contains("x = 9") && said[4].contains("x is above both L and R"),
        "{}",
        said[4]
    );
    assert!(
        said[5].contains("x = 4") && said[5].contains("x is below both L and R"),
        "{}",
        said[5]
    );
    assert!(said.iter().all(|s| !s.contains("or above both")));
}

#[test]
fn a_figure_keeps_its_size_through_the_walkthrough() {
    // Review: Wythoff's board, cutting's sheets and the inclusion–exclusion figure jumped
    // at the last step, re-fitted to the stage when the result line made them taller. The
    // game lab's table is left out: its steps are different figures (the rule, the table,
    // the table in rows of its period).
    for &kind in LessonKind::ALL {
        if kind == LessonKind::GameLab {
            continue;
        }
        let m = build_model(kind, &Query::default()).unwrap();
        let size = |s: usize| {
            let f = m.figure(s, Lang::En);
            (f.width, f.height)
        };
        for s in 1..m.step_count() {
            assert_eq!(size(s), size(0), "{kind:?} step {s}");
        }
    }
}

#[test]
fn a_move_of_nothing_is_refused_in_words_that_say_so() {
    // Review of play: "1:0" was "0 is not an allowed number of stones to take (allowed:
    // PILE:TAKE …)", "R:0" said "pile 4 has only 4 left", and staircase errors named piles.
    let cases = [
        ("nim?piles=3,4,5&moves=1:0", "take at least 1 stone"),
        (
            "bounded-nim?piles=7,9,4&k=3&moves=2:0",
            "take at least 1 stone",
        ),
        ("end-piles?piles=3,1,9,4&moves=R:0", "take at least 1 stone"),
        (
            "apple-tree?apples=2,2,3&parents=1,1&moves=3:0",
            "take at least 1 apple",
        ),
        (
            "flip-multiples?n=12&white=2,3,5&moves=2:0",
            "K must be at least 1",
        ),
        (
            "staircase-nim?steps=3,1,4&moves=2:0",
            "move at least 1 stone",
        ),
        (
            "staircase-nim?steps=3,1,4&moves=2:5",
            "step 2 has only 1 stone",
        ),
        ("staircase-nim?steps=3,1,4&moves=7:1", "there is no step 7"),
        (
            "apple-tree?apples=1,2,3&parents=1,1&moves=1:3",
            "node 1 has only 1 apple",
        ),
        // Review of the game lab (Kayles, heaps 3 and 5): "1:4" and "2:1:0" were said to be
        // forbidden by the rules, "leaving 0" and "leaving 0 + 4" (which Kayles allows).
        ("game-lab?heaps=3,5&moves=1:0", "take at least 1 token"),
        ("game-lab?heaps=3,5&moves=1:4", "heap 1 has only 3 tokens"),
        ("game-lab?heaps=3,5&moves=2:1:0", "LEFT is from 1 to 3"),
        ("game-lab?heaps=3,5&moves=1:2:1", "leaves 1 token, too few"),
        ("game-lab?heaps=3,5&moves=2:3", "do not allow taking 3"),
        (
            "game-lab?code=0.2&heaps=1,5&moves=1:1",
            "taking a whole heap of 1",
        ),
    ];
    for (link, says) in cases {
        let (kind, query) = lesson_link(link);
        let o = open(kind, &query);
        let said: Vec<String> = o.errors.iter().map(|e| e.message(Lang::En)).collect();
        assert!(said.iter().any(|m| m.contains(says)), "{link}: {said:?}");
        assert!(
            o.errors.iter().all(|e| !e.message(Lang::Zh).is_empty()),
            "{link}"
        );
    }
}

fn lesson_link(link: &str) -> (LessonKind, Query) {
    match Route::parse(&format!("#/{link}")) {
        Route::Lesson(kind, q) => (kind, q),
        _ => panic!("{link} is not a lesson link"),
    }
}

#[test]
fn review_is_a_flag_of_game_lessons_only() {
    let game = open(
        LessonKind::Nim,
        &Query::parse("piles=1,2&moves=2:2&review=1"),
    );
    assert!(game.review && game.errors.is_empty());
    let bad = open(LessonKind::Nim, &Query::parse("piles=1,2&review=yes"));
    assert!(!bad.review && bad.errors.iter().any(|e| e.param == "review"));
    let kinds = LessonKind::ALL.iter().copied();
    let no_game = kinds
        .map(|k| open(k, &Query::parse("review=1")))
        .find(|o| o.model.play().is_none())
        .expect("a lesson without a game");
    assert!(!no_game.review && no_game.errors.iter().any(|e| e.param == "review"));
}

#[test]
fn the_remoteness_is_said_in_a_few_words() {
    let nim = open(LessonKind::Nim, &Query::parse("piles=1,2"));
    let play = nim.model.play().unwrap();
    assert_eq!(play.remoteness, Ok(3));
    assert_eq!(
        play.remoteness_phrase().render(Lang::En),
        "(3 moves to the end)"
    );
    assert_eq!(play.remoteness_phrase().render(Lang::Zh), "（还剩 3 步）");
    let over = open(LessonKind::Nim, &Query::parse("piles=1&moves=1:1"));
    let said = over
        .model
        .play()
        .unwrap()
        .remoteness_phrase()
        .render(Lang::En);
    assert_eq!(said, "Player 1 has won: no move is left.");
}
