//! The step that says why the winning move wins, checked against exhaustive search: it draws
//! the position the move leaves, every column even, and every claim of its sentence holds
//! there (each reply makes a column odd, a move restores them all even, the player to move
//! there loses).

use super::super::*;
use super::{lesson, move_step, small_positions};
use std::collections::HashMap;

/// Whether the player to move loses with best play (normal play: no move left loses), by
/// searching every move: independent of the SG values the lesson uses.
fn loses(game: &NimFamilyGame, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(&game.piles) {
        return known;
    }
    let lost = game.legal_moves().iter().all(|m| {
        let mut next = game.clone();
        next.apply(m);
        !loses(&next, memo)
    });
    memo.insert(game.piles.clone(), lost);
    lost
}

#[test]
fn why_the_move_wins_holds_on_every_small_position_of_four_variants() {
    let variants = [
        (LessonKind::Nim, "piles", ""),
        (LessonKind::BoundedNim, "piles", "&k=2"),
        (LessonKind::StaircaseNim, "steps", ""),
        (LessonKind::SetNim, "piles", "&set=1,3"),
    ];
    for (kind, param, rest) in variants {
        let mut memo = HashMap::new();
        let (mut with_step, mut ends_game) = (0, 0);
        for (q, l) in small_positions(kind, param, rest) {
            let has_step = l.steps.contains(&XorStage::After);
            if l.game.nim_sum() == 0 {
                assert!(
                    !has_step,
                    "{kind:?} {q}: no winning move, nothing to explain"
                );
                continue;
            }
            let after = l.after_move(l.move_row().expect("a move row"));
            assert_eq!(has_step, after.is_some(), "{kind:?} {q}");
            let Some(after) = after else {
                // The winning move ends the game: nothing is left to answer.
                assert!(l.winning().iter().any(|(_, m)| {
                    let mut g = l.game.clone();
                    g.apply(m);
                    g.over()
                }));
                ends_game += 1;
                continue;
            };
            with_step += 1;
            let last = l.step_count() - 1;
            assert_eq!(
                l.steps[last],
                XorStage::After,
                "{kind:?} {q}: the last step"
            );
            assert_eq!(move_step(&l) + 1, last);
            // The position the move leaves: the move step's move applied.
            let row = l.move_row().expect("a move row");
            let (_, m) = l
                .winning()
                .into_iter()
                .find(|(_, m)| l.moves_row(*m, row))
                .expect("the move step's move");
            let mut left = l.game.clone();
            left.apply(&m);
            assert_eq!(after.game.piles, left.piles, "{kind:?} {q}");
            // Every column even, drawn so; nothing in it plays.
            assert_eq!(after.game.nim_sum(), 0, "{kind:?} {q}");
            let svg = l.figure(last, Lang::En).to_svg();
            assert!(
                !svg.contains(r#"class="txt-warn""#),
                "{kind:?} {q}: an odd count drawn"
            );
            assert!(!svg.contains("data-move="), "{kind:?} {q}: a piece plays");
            // A hint there marks the stones the move took, and no other outline: as many as
            // the move takes from the pile (staircase: those it moved down, outlined on the
            // stairs and in the table).
            let mut hinted = l.figure(last, Lang::En);
            let winning: Vec<String> = l.winning().into_iter().map(|(n, _)| n).collect();
            let _ = crate::lesson::mark_winning(&l, &mut hinted, &winning);
            let svg = hinted.to_svg();
            let took = match m {
                FamilyMove::Take(t) => t.take,
                FamilyMove::Stair(s) => 2 * s.count,
                FamilyMove::Split(_) => 0,
            };
            let marked = svg.matches(r#"data-testid="taken-stone""#).count();
            assert_eq!(marked as u64, took, "{kind:?} {q}: the outlines drawn");
            assert_eq!(
                svg.matches("data-wins=").count(),
                marked,
                "{kind:?} {q}: the hint marks the move's outlines and nothing else"
            );
            // The sentence's claims, by search: the opponent loses there; each of their moves
            // leaves a non-zero nim-sum, and from there a move makes it 0 again.
            assert!(loses(&after.game, &mut memo), "{kind:?} {q}");
            for reply in after.game.legal_moves() {
                let mut odd = after.game.clone();
                odd.apply(&reply);
                assert_ne!(
                    odd.nim_sum(),
                    0,
                    "{kind:?} {q}: a reply keeps every column even"
                );
                let restores = odd.legal_moves().into_iter().any(|again| {
                    let mut even = odd.clone();
                    even.apply(&again);
                    even.nim_sum() == 0
                });
                assert!(
                    restores,
                    "{kind:?} {q}: no move makes every column even again"
                );
            }
        }
        assert!(
            with_step > 20 && ends_game > 0,
            "{kind:?}: {with_step}, {ends_game}"
        );
    }
}

#[test]
fn misere_and_split_nim_and_lost_positions_have_no_such_step() {
    for (kind, q) in [
        (LessonKind::MisereNim, ""),
        (LessonKind::MisereNim, "piles=3,4,5"),
        (LessonKind::SplitNim, ""),
        (LessonKind::Nim, "piles=1,4,5"),
        // Taking the only pile ends the game: the move step says it all.
        (LessonKind::Nim, "piles=5"),
    ] {
        let l = lesson(kind, q);
        assert!(!l.steps.contains(&XorStage::After), "{kind:?} {q}");
    }
}

#[test]
fn the_step_is_said_in_both_languages_and_keeps_the_tables_size() {
    let l = lesson(LessonKind::Nim, "piles=3,4,5");
    let last = l.step_count() - 1;
    assert!(l
        .sentence(last, Lang::En)
        .starts_with("Why it wins: after take 2 from pile 1, every column is even."));
    assert!(l.sentence(last, Lang::Zh).starts_with("为什么能赢："));
    // 3, 4, 5 → 1, 4, 5: the winning move's two stones traced, the counts and the sum shaded.
    let svg = l.figure(last, Lang::En).to_svg();
    assert_eq!(svg.matches(r#"data-testid="taken-stone""#).count(), 2);
    let before = l.figure(last - 1, Lang::En);
    let after = l.figure(last, Lang::En);
    assert_eq!((before.width, before.height), (after.width, after.height));
}

#[test]
fn the_answers_beside_its_figure_are_headed_as_the_position_in_plays() {
    // The figure draws 1, 4, 5 (nim-sum 0); the verdict and nim-sum 2 beside it are 3, 4, 5's.
    let l = lesson(LessonKind::Nim, "piles=3,4,5");
    let last = l.step_count() - 1;
    assert_eq!(l.facts().nim_sum, Some(2));
    assert_eq!(
        l.answers_note(last, Lang::En).as_deref(),
        Some("(before the move)")
    );
    assert_eq!(
        l.answers_note(last, Lang::Zh).as_deref(),
        Some("（走这一步之前）")
    );
    // Every other step draws the position in play, as do the lessons without such a step.
    for step in 0..last {
        assert_eq!(l.answers_note(step, Lang::En), None, "step {step}");
    }
    for (kind, q) in [(LessonKind::Nim, "piles=1,4,5"), (LessonKind::SplitNim, "")] {
        let l = lesson(kind, q);
        let heads = (0..l.step_count()).filter_map(|s| l.answers_note(s, Lang::En));
        assert_eq!(heads.count(), 0, "{kind:?} {q}");
    }
    let dag = lesson(LessonKind::Nim, "piles=3,4,5&view=dag");
    assert_eq!(dag.answers_note(dag.step_count() - 1, Lang::En), None);
}
