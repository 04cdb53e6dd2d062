//! Tests of the misère twist: the line to the twist checked by exhaustive search, and the
//! view's steps, sizes and words.

use super::*;

#[test]
fn the_line_reaches_one_big_pile_and_the_two_moves_differ_by_exhaustive_search() {
    // Every position of up to four piles of up to 5 stones with a big pile.
    let mut checked = 0;
    for code in 0..6u64.pow(4) {
        let piles: Vec<u64> = (0..4).map(|i| code / 6u64.pow(i) % 6).collect();
        let Some(tw) = Twist::of(&piles, 1) else {
            assert_eq!(big_piles(&piles), 0, "{piles:?}");
            continue;
        };
        checked += 1;
        assert_eq!(big_piles(&tw.at), 1);
        // The line is legal and alternates; the winner wins by search.
        let mut pos = piles.clone();
        for (i, (before, player, m)) in tw.line.iter().enumerate() {
            assert_eq!(before, &pos);
            assert_eq!(*player, if i % 2 == 0 { 1 } else { 2 });
            assert!(m.take >= 1 && m.take <= pos[m.pile]);
            pos = after(&pos, *m);
        }
        assert_eq!(pos, tw.at);
        assert_eq!(tw.winner == 1, nim::misere_first_wins(&piles), "{piles:?}");
        // At the twist: Nim's move loses misère play and leaves an even number of single
        // stones; misère's wins and leaves an odd number.
        assert!(nim::misere_first_wins(&after(&tw.at, tw.nim_move)));
        assert!(!nim::misere_first_wins(&after(&tw.at, tw.misere_move)));
        assert_eq!(tw.singles_after(tw.nim_move) % 2, 0, "{piles:?}");
        assert_eq!(tw.singles_after(tw.misere_move) % 2, 1, "{piles:?}");
        assert_ne!(tw.nim_move, tw.misere_move);
    }
    assert!(checked > 1000, "{checked}");
    assert_eq!(Twist::of(&[1, 1, 0], 1), None);
}

#[test]
fn the_view_walks_the_default_position_to_its_twist() {
    use crate::lesson::{LessonKind, Query, Walkthrough};
    let l = crate::lesson::nim_family::rules::probe::model(
        LessonKind::MisereNim,
        &Query::parse("piles=1,2,3,4&view=twist"),
    )
    .unwrap();
    // 1,2,3,4: player 1 takes pile 4, player 2 takes pile 2, then the twist at 1,0,3,0.
    assert_eq!(l.step_count(), 5);
    let s: Vec<String> = (0..5).map(|k| l.sentence(k, Lang::En)).collect();
    assert!(
        s[1].contains("Player 1 plays Nim's move (take 4 from pile 4)"),
        "{}",
        s[1]
    );
    assert!(s[2].starts_with("Player 2 faces nim-sum 0"), "{}", s[2]);
    assert!(
        s[3].contains("Nim's move would take 2 and leave 2 single stones"),
        "{}",
        s[3]
    );
    assert!(
        s[3].contains("So take 3 instead, leaving 1 single stone"),
        "{}",
        s[3]
    );
    assert!(s[4].starts_with("Player 2 must take the one stone left and loses: player 1 wins."));
    // Nothing about the two moves is drawn before the twist's step.
    for k in 0..5 {
        let svg = l.figure(k, Lang::En).to_svg();
        // The two moves' rows say which pile they take from.
        assert_eq!(
            svg.contains("Nim&#39;s move: −2, pile 3"),
            k >= 3,
            "step {k}"
        );
        assert_eq!(svg.contains("Misère move: −3, pile 3"), k >= 3, "step {k}");
        assert_eq!(svg.contains("Player 2: last stone"), k == 4, "step {k}");
        assert!(svg.contains("data-focus"), "step {k}");
        if k > 0 {
            assert_ne!(svg, l.figure(k - 1, Lang::En).to_svg(), "step {k}");
        }
    }
    // Every figure keeps one size, so it keeps its scale on the page.
    let sizes: Vec<(u64, u64)> = (0..5)
        .map(|k| {
            let f = l.figure(k, Lang::En);
            (f.width as u64, f.height as u64)
        })
        .collect();
    assert!(sizes.iter().all(|&z| z == sizes[0]), "{sizes:?}");
    // The end shows what its sentence says: the single stone misère's move leaves, gone to
    // player 2, in misère's colour; Nim's row keeps its stones, not its colour.
    let end = l.figure(4, Lang::En).to_svg();
    assert!(end.contains(">players 2<"), "{end}");
    assert!(!end.contains(r#"class="cell-bad""#));
    assert_eq!(end.matches(r#"class="cell-good""#).count(), 2);
    assert!(l
        .figure(3, Lang::En)
        .to_svg()
        .contains(r#"class="cell-bad""#));
    let three = crate::lesson::nim_family::rules::probe::model(
        LessonKind::MisereNim,
        &Query::parse("view=twist"),
    )
    .unwrap();
    let last = three.step_count() - 1;
    let order = three.figure(last, Lang::En).to_svg();
    assert!(order.contains("players 2, 1, 2"), "{order}");
    assert!(three
        .figure(last, Lang::Zh)
        .to_svg()
        .contains("玩家 2, 1, 2 轮流取"));
    // Chinese: no English words.
    for k in 0..5 {
        let zh = l.sentence(k, Lang::Zh);
        assert!(!zh.contains("Player") && !zh.contains("take"), "{zh}");
    }
    // Nim's move empties the table (2, 2 after the loser takes a pile): said so; and a
    // position that already is the twist says so at the opening.
    let open = |q: &str| {
        crate::lesson::nim_family::rules::probe::model(LessonKind::MisereNim, &Query::parse(q))
            .unwrap()
    };
    let two = open("piles=2,2&view=twist");
    assert!(
        two.sentence(2, Lang::En).contains("would lose at once"),
        "{}",
        two.sentence(2, Lang::En)
    );
    let now = open("piles=9,1&view=twist");
    assert!(now
        .sentence(0, Lang::En)
        .contains("is already such a position"));
    // Only single stones: no twist, and the view is refused with the views there are.
    let small = crate::lesson::nim_family::rules::probe::model(
        LessonKind::MisereNim,
        &Query::parse("piles=1,1,1&view=twist"),
    );
    assert!(small.is_err());
    let views =
        crate::lesson::nim_family::rules::probe::model(LessonKind::MisereNim, &Query::parse(""))
            .unwrap()
            .views();
    assert_eq!(
        views.iter().map(|v| v.view).collect::<Vec<_>>(),
        ["xor", "twist"]
    );
}
