//! "Practise this" on a lesson's own game against exhaustive search through the lesson
//! itself: the position after a history is the lesson opened with `moves=` (its own rules
//! replay them), its moves are the options the lesson lists, and the player to move wins when
//! some move leaves a position the opponent loses; at the end, the game's rule says who won.
//! No theory of the game is used by the search.

use super::super::play::Loss;
use super::*;
use crate::lesson::build_model;

/// Whether the player to move wins after `history` from `link` (exhaustive; `nodes` counts
/// the positions visited, to keep the cases small).
fn wins_by_search(
    kind: LessonKind,
    link: &str,
    history: &mut Vec<String>,
    nodes: &mut usize,
) -> bool {
    *nodes += 1;
    let mut q = Query::parse(link);
    q.0.push(("moves".to_string(), history.join(",")));
    let model = build_model(kind, &q).unwrap_or_else(|e| panic!("{link} {history:?}: {e:?}"));
    let options = model
        .move_choices(usize::MAX)
        .expect("a played lesson lists its moves");
    if options.is_empty() {
        return model.play().expect("a played lesson").to_move_wins;
    }
    options.iter().any(|c| {
        history.push(c.play.clone());
        let opponent = wins_by_search(kind, link, history, nodes);
        history.pop();
        !opponent
    })
}

/// Small start positions of every lesson whose practice item is its own game's moves.
const CASES: &[(LessonKind, &[&str])] = &[
    (
        LessonKind::MisereNim,
        &[
            "piles=1,1,3",
            "piles=2,2",
            "piles=1,1",
            "piles=1,2,3",
            "piles=1",
            "piles=3,1,1,1",
        ],
    ),
    (
        LessonKind::StaircaseNim,
        &["steps=1,2,1", "steps=2,0,1", "steps=0,1,2", "steps=1,1"],
    ),
    (
        LessonKind::SplitNim,
        &["piles=2,3", "piles=3", "piles=1,2", "piles=4"],
    ),
    (LessonKind::PowerNim, &["piles=3,4", "piles=5", "piles=2,2"]),
    (
        LessonKind::Wythoff,
        &["a=1&b=2", "a=2&b=2", "a=2&b=3", "a=0&b=3"],
    ),
    (LessonKind::Cutting, &["w=4&h=3", "w=5&h=2", "w=4&h=4"]),
    (
        LessonKind::EndPiles,
        &["piles=1,2", "piles=2,1,2", "piles=3,1", "piles=1,1,1"],
    ),
    (
        LessonKind::AppleTree,
        &[
            "apples=1,2&parents=1",
            "apples=2,1,1&parents=1,1",
            "apples=1,1,1&parents=1,2",
        ],
    ),
    (
        LessonKind::FlipMultiples,
        &["n=6&white=2,3", "n=5&white=1", "n=8&white=2,3,4"],
    ),
    (
        LessonKind::Hackenbush,
        &[
            "edges=0-1,1-2",
            "edges=0-1,1-1",
            "edges=0-1,1-2,2-0",
            "edges=0-1,1-2,1-3",
        ],
    ),
];

#[test]
fn a_lessons_own_game_is_graded_as_exhaustive_search_through_the_lesson() {
    let mut items = 0;
    for &(kind, links) in CASES {
        assert_eq!(
            lesson_item::lesson_topic(kind),
            Some(Topic::WinningMoves),
            "{kind:?}"
        );
        for &link in links {
            let item = lesson_item::lesson_item(kind, &Query::parse(link))
                .unwrap_or_else(|e| panic!("{kind:?} {link}: {}", e.render(Lang::En)));
            let Body::Play(p) = &item.body else {
                panic!("{kind:?} {link}: not the lesson's game");
            };
            items += 1;
            let mut nodes = 0;
            let mut winning: Vec<String> = Vec::new();
            for c in &p.choices {
                let mut history = vec![c.play.clone()];
                let wins = !wins_by_search(kind, link, &mut history, &mut nodes);
                assert_eq!(c.wins, wins, "{kind:?} {link}: {}", c.play);
                if wins {
                    winning.push(c.play.clone());
                }
                // A losing move's explanation is true of the position it leaves.
                match &c.loses {
                    None => assert!(wins),
                    Some(Loss::Value(d)) => assert_ne!(d.value, 0),
                    Some(Loss::Reply(r, _)) => {
                        let mut history = vec![c.play.clone(), r.clone()];
                        assert!(
                            !wins_by_search(kind, link, &mut history, &mut nodes),
                            "{kind:?} {link}: {} then {r} is not lost for the mover",
                            c.play
                        );
                    }
                    Some(Loss::Ends) => {
                        let mut q = Query::parse(link);
                        q.0.push(("moves".into(), c.play.clone()));
                        let after = build_model(kind, &q).unwrap();
                        assert!(after.play().unwrap().over, "{kind:?} {link}: {}", c.play);
                    }
                }
            }
            assert!(
                nodes < 200_000,
                "{kind:?} {link}: {nodes} positions, too large a case"
            );
            // The key, every option alone, "none", and the key with one losing move added.
            let key = if winning.is_empty() {
                vec![NONE_CHOICE.to_string()]
            } else {
                winning.clone()
            };
            assert!(right(&item, SELECTION, Answer::Choices(key.clone()), &[]));
            assert_eq!(item.answers(), vec![(SELECTION.to_string(), key.join(","))]);
            let none = right(
                &item,
                SELECTION,
                Answer::Choices(vec![NONE_CHOICE.into()]),
                &[],
            );
            assert_eq!(none, winning.is_empty(), "{kind:?} {link}");
            for c in &p.choices {
                let alone = right(&item, SELECTION, Answer::Choices(vec![c.play.clone()]), &[]);
                assert_eq!(
                    alone,
                    c.wins && winning.len() == 1,
                    "{kind:?} {link}: {}",
                    c.play
                );
                if !c.wins {
                    let mut more = winning.clone();
                    more.push(c.play.clone());
                    assert!(!right(&item, SELECTION, Answer::Choices(more), &[]));
                }
            }
            if winning.len() > 1 {
                let fewer = winning[1..].to_vec();
                let g = grade(&item, SELECTION, &Answer::Choices(fewer), &[]).unwrap();
                assert!(!g.right);
                assert_eq!(g.explanation.key(), Some(Msg::PracticePlayMissing));
            }
        }
    }
    assert!(items >= 30, "{items} cases");
}

#[test]
fn every_lesson_with_a_game_offers_practise_this_on_its_example() {
    for kind in LessonKind::ALL.iter().copied() {
        let made = lesson_item::lesson_item(kind, &Query::default());
        if kind == LessonKind::Majority {
            assert_eq!(made.unwrap_err().key(), Some(Msg::PracticeNoTopic));
            continue;
        }
        let item = made.unwrap_or_else(|e| panic!("{kind:?}: {}", e.render(Lang::En)));
        if !matches!(item.body, Body::Play(_)) {
            continue;
        }
        for lang in Lang::ALL.iter().copied() {
            let fig = figure(&item, &[], lang).expect("a figure");
            assert!(fig.width > 0.0 && fig.height > 0.0);
            for t in item.targets() {
                let words = t.label.render(lang);
                assert!(
                    !words.is_empty() && !words.contains('{'),
                    "{kind:?}: {words}"
                );
            }
            let line = item.describe().render(lang);
            assert!(line.contains(kind.title(lang)), "{line}");
            assert!(!line.contains("moves="), "{line}");
        }
    }
}

/// Every `data-*` pair of every hook in `shapes`.
fn hook_data(shapes: &[Shape], out: &mut Vec<String>) {
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            if let Some(h) = hook {
                out.extend(h.data.iter().map(|(k, v)| format!("{k}={v}")));
            }
            hook_data(children, out);
        }
    }
}

#[test]
fn a_lessons_game_item_names_its_moves_in_the_lessons_words_and_hooks_carry_no_value() {
    let item = lesson_item::lesson_item(LessonKind::Wythoff, &Query::parse("a=1&b=2")).unwrap();
    let Body::Play(p) = &item.body else { panic!() };
    // The lesson's words, not its notation, in each language.
    for c in &p.choices {
        assert_ne!(c.words.render(Lang::En), c.play);
        assert_ne!(c.words.render(Lang::En), c.words.render(Lang::Zh));
    }
    // The opponent's answer too, at the position it is played in.
    let item = lesson_item::lesson_item(LessonKind::Wythoff, &Query::parse("a=2&b=3")).unwrap();
    let Body::Play(p) = &item.body else { panic!() };
    let mut replies = 0;
    for c in &p.choices {
        if let Some(Loss::Reply(play, words)) = &c.loses {
            assert_ne!(&words.render(Lang::En), play);
            assert_ne!(words.render(Lang::En), words.render(Lang::Zh));
            replies += 1;
        }
    }
    assert!(replies > 0);
    for &(kind, links) in CASES {
        for &link in links {
            let item = lesson_item::lesson_item(kind, &Query::parse(link)).unwrap();
            let fig = figure(&item, &[], Lang::En).unwrap();
            let mut data = Vec::new();
            hook_data(&fig.shapes, &mut data);
            assert!(data.is_empty(), "{kind:?} {link}: {data:?}");
        }
    }
    // A wrong move is explained by what it leaves, never by naming a winning move of the
    // position itself.
    let misere =
        lesson_item::lesson_item(LessonKind::MisereNim, &Query::parse("piles=1,1,3")).unwrap();
    let key = misere.answers()[0].1.clone();
    let Body::Play(p) = &misere.body else {
        panic!()
    };
    for c in p.choices.iter().filter(|c| !c.wins) {
        let g = grade(
            &misere,
            SELECTION,
            &Answer::Choices(vec![c.play.clone()]),
            &[],
        )
        .unwrap();
        let said = g.explanation.render(Lang::En);
        for w in key.split(',') {
            let words = p
                .choices
                .iter()
                .find(|c| c.play == w)
                .unwrap()
                .words
                .render(Lang::En);
            assert!(!said.contains(&words), "{said} names {words}");
        }
    }
}

#[test]
fn a_nim_family_items_figure_shows_the_piles_and_no_value_of_the_method() {
    // Power Nim 5, 7, 9: the lesson's first step derives pile 1's values (G(5) = 2); the
    // item draws the piles with every value "?".
    let item =
        lesson_item::lesson_item(LessonKind::PowerNim, &Query::parse("piles=5,7,9")).unwrap();
    let fig = figure(&item, &[], Lang::En).unwrap();
    let mut texts = Vec::new();
    figure_texts(&fig.shapes, &mut texts);
    assert_eq!(texts.iter().filter(|t| *t == "?").count(), 3, "{texts:?}");
    for size in ["5", "7", "9"] {
        assert!(texts.iter().any(|t| t == size), "{texts:?}");
    }
    assert!(!texts.iter().any(|t| t == "2" || t == "1"), "{texts:?}");
}

#[test]
fn a_huge_position_is_refused_in_one_line_without_listing_its_moves() {
    // Piles of 10^18 stones have 10^18 moves: listing them would exhaust the memory.
    let huge = "1000000000000000000";
    for kind in LessonKind::ALL.iter().copied() {
        for p in kind.params() {
            for value in [
                huge.to_string(),
                format!("{huge},{huge}"),
                format!("3,{huge}"),
            ] {
                let q = Query(vec![(p.name.to_string(), value.clone())]);
                if let Err(e) = lesson_item::lesson_item(kind, &q) {
                    let line = e.render(Lang::En);
                    assert_eq!(
                        line.lines().count(),
                        1,
                        "{kind:?} {}={value}: {line}",
                        p.name
                    );
                }
            }
        }
    }
    let misere = Query::parse(&format!("piles={huge},{huge}"));
    let e = lesson_item::lesson_item(LessonKind::MisereNim, &misere).unwrap_err();
    assert_eq!(e.key(), Some(Msg::PracticeLessonTooLarge));
}

/// Every text (x, y, text) and every grid line (x1, y1, x2, y2) of `shapes`, at any depth.
fn texts_and_rules(
    shapes: &[Shape],
    texts: &mut Vec<(f64, f64, String)>,
    rules: &mut Vec<[f64; 4]>,
) {
    for s in shapes {
        match s {
            Shape::Text { x, y, text, .. } => texts.push((*x, *y, text.clone())),
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                class: "rule",
            } => rules.push([*x1, *y1, *x2, *y2]),
            Shape::Group { children, .. } => texts_and_rules(children, texts, rules),
            _ => {}
        }
    }
}

#[test]
fn a_cutting_items_sheet_numbers_the_lines_its_options_name() {
    // The options say "cut at x = 3", and nothing on the sheet counted its lines: x's are
    // numbered under the sheet, y's on its left, each on its line (every line of a small
    // sheet, a fine grid's every k-th), none touching another text.
    for (link, w, h) in [("w=4&h=3", 4, 3), ("w=6&h=3", 6, 3), ("w=40&h=12", 40, 12)] {
        let item = lesson_item::lesson_item(LessonKind::Cutting, &Query::parse(link)).unwrap();
        let Body::Play(p) = &item.body else { panic!() };
        assert!(p
            .choices
            .iter()
            .any(|c| c.words.render(Lang::En).contains("x = 2")));
        for lang in Lang::ALL.iter().copied() {
            let fig = figure(&item, &[], lang).unwrap();
            let (mut texts, mut rules) = (Vec::new(), Vec::new());
            texts_and_rules(&fig.shapes, &mut texts, &mut rules);
            let xs: Vec<f64> = rules
                .iter()
                .filter(|r| r[0] == r[2])
                .map(|r| r[0])
                .collect();
            let ys: Vec<f64> = rules
                .iter()
                .filter(|r| r[1] == r[3])
                .map(|r| r[1])
                .collect();
            assert_eq!((xs.len(), ys.len()), (w - 1, h - 1), "{link}");
            // The sheet's box, from its interior lines (the smaller sheets drawn below it are
            // not its own).
            let cell = xs[1] - xs[0];
            let (left, top) = (xs[0] - cell, ys[0] - cell);
            let bottom = ys[h - 2] + cell;
            let number = |t: &str| t.parse::<usize>().ok();
            let under: Vec<usize> = (texts.iter())
                .filter(|(_, y, _)| *y > bottom && *y < bottom + 40.0)
                .filter_map(|(x, _, t)| {
                    number(t).inspect(|&i| assert_eq!(*x, xs[i - 1], "{link} x {i}"))
                })
                .collect();
            let beside: Vec<usize> = (texts.iter())
                .filter(|(x, y, _)| *x < left && *y > top && *y < bottom)
                .filter_map(|(_, y, t)| {
                    number(t).inspect(|&j| assert_eq!(*y, ys[j - 1] + 7.0, "{link} y {j}"))
                })
                .collect();
            if w <= 6 {
                assert_eq!(under, (1..w).collect::<Vec<_>>(), "{link}");
                assert_eq!(beside, (1..h).collect::<Vec<_>>(), "{link}");
            } else {
                assert!(
                    under.len() >= (w - 1) / 5 && beside.len() >= (h - 1) / 5,
                    "{link}"
                );
            }
            for letter in ["x", "y"] {
                assert!(
                    texts.iter().any(|(_, _, t)| t == letter),
                    "{link}: no {letter}"
                );
            }
            let overlaps = crate::lesson::teaching::overlapping_texts(&fig, 1.0);
            assert!(overlaps.is_empty(), "{link}: {overlaps:?}");
            // The numbers' room is not more than what the lesson keeps for its later steps.
            let lesson = build_model(LessonKind::Cutting, &Query::parse(link)).unwrap();
            let opening = lesson.figure(0, lang);
            assert!(
                fig.width <= opening.width && fig.height <= opening.height,
                "{link}"
            );
        }
    }
}
