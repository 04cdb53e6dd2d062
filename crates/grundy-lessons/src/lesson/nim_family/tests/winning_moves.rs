//! Tests of the winning move's step: misère's own move where it differs from Nim's (and its
//! reason), and why an SG lesson's smaller value is one move away.

use super::super::*;
use super::{lesson, move_step, small_positions};

#[test]
fn misere_nims_winning_move_is_derived_and_says_why_it_wins_misere_too() {
    // 1,2,3,4: Nim's move (take 4 from pile 4) leaves a pile of 2, so misère wins with it too;
    // the column derivation stands and the chip names it.
    let l = lesson(LessonKind::MisereNim, "piles=1,2,3,4");
    let last = l.step_count() - 1;
    let s = l.sentence(last, Lang::En);
    assert!(
        s.contains("4 ⊕ 4 = 0") && s.ends_with("so it wins misère Nim too."),
        "{s}"
    );
    assert_eq!(l.facts().winning_move, Some((4, 4)));
    // 1,1,3: Nim's move (take 3) leaves two single stones and loses; misère takes 2 and
    // leaves three. The sentence must not claim 3 ⊕ 3 = 1.
    let l = lesson(LessonKind::MisereNim, "piles=1,1,3");
    let s = l.sentence(l.step_count() - 1, Lang::En);
    assert!(
        s.starts_with("Winning move: take 2 from pile 3.") && s.contains("odd number"),
        "{s}"
    );
    assert!(!s.contains("3 ⊕ 3"), "{s}");
    assert_eq!(l.facts().winning_move, Some((3, 2)));
    // Only single stones (1,1 and 1,1,1,1): Nim has no winning move to compare with (the
    // nim-sum is 0), so the sentence counts the stones the move leaves instead.
    for (piles, left) in [
        ("piles=1,1", "one single stone"),
        ("piles=1,1,1,1", "3 single stones"),
    ] {
        let l = lesson(LessonKind::MisereNim, piles);
        for lang in [Lang::En, Lang::Zh] {
            let s = l.sentence(l.step_count() - 1, lang);
            assert!(
                !s.contains("Nim") && !s.contains("偶数"),
                "{piles} {lang:?}: {s}"
            );
            if lang == Lang::En {
                assert!(s.contains(left), "{piles}: {s}");
            }
        }
    }
    // The page's note is misère's own: Nim's "hand over nim-sum 0 to make the last move"
    // would teach the opposite of its goal.
    let notes = lesson(LessonKind::MisereNim, "piles=1,2,3,4")
        .notes(Lang::En)
        .join(" ");
    assert!(notes.contains("odd number of single stones"), "{notes}");
    assert!(!notes.contains("makes the last move"), "{notes}");
}

#[test]
fn misere_s_example_walks_to_the_move_where_it_differs_from_nim() {
    // 1, 1, 3: Nim would take the 3 (nim-sum 3) and leave two single stones, a loss in misère;
    // the walkthrough states the exception, then makes it (take 2, three singles left).
    let l = lesson(LessonKind::MisereNim, "");
    let last = l.step_count() - 1;
    assert!(l
        .sentence(last - 1, Lang::En)
        .ends_with("except the move that would leave only single stones: it leaves an odd number of them instead."));
    assert!(l
        .sentence(last, Lang::En)
        .starts_with("Winning move: take 2 from pile 3. Nim's move would leave an even number"));
    assert_eq!(l.facts().winning_move, Some((3, 2)));
}

#[test]
fn an_sg_winning_move_says_why_the_smaller_value_is_reachable() {
    // Nim reaches a smaller pile by taking stones; an SG value is reached because it is a mex.
    // Set-Nim {2, 5} on 3, 5, 6 (SG 1, 2, 1): 2 ⊕ 2 = 0 is smaller than 2, and taking 5 does it.
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=3,5,6");
    let s = l.sentence(super::move_step(&l), Lang::En);
    assert!(
        s.contains("2 ⊕ 2 = 0 is smaller; an SG value is a mex, so one move reaches it: take 5 from pile 2."),
        "{s}"
    );
    let s = lesson(LessonKind::Nim, "piles=3,4,5").sentence(5, Lang::En);
    assert!(
        s.contains("is smaller, so: take 2 from pile 1.") && !s.contains("mex"),
        "{s}"
    );
}

#[test]
fn the_answers_name_the_move_the_walkthrough_derives_on_every_small_position() {
    // Every variant, every 3-pile position with piles up to 4 (split-Nim up to 4 too): the
    // `winning-move` hook shows exactly when the player to move wins, names a winning move,
    // and that move is the one the move step's sentence names (not another winning move from
    // another pile, as bounded Nim's wrap-around moves could be).
    let variants = [
        (LessonKind::Nim, "piles", ""),
        (LessonKind::MisereNim, "piles", ""),
        (LessonKind::BoundedNim, "piles", "&k=2"),
        (LessonKind::StaircaseNim, "steps", ""),
        (LessonKind::SetNim, "piles", "&set=1,3"),
        (LessonKind::SplitNim, "piles", ""),
    ];
    for (kind, param, rest) in variants {
        let mut named = 0;
        for (q, l) in small_positions(kind, param, rest) {
            let chip = l.named_winning_move(Lang::En);
            let winning = l.winning();
            assert_eq!(chip.is_some(), !winning.is_empty(), "{kind:?} {q}");
            assert_eq!(
                chip.is_some(),
                !l.game.over() && l.game.to_move_wins(),
                "{kind:?} {q}"
            );
            let Some(chip) = chip else { continue };
            named += 1;
            let (_, m) = winning
                .iter()
                .find(|(notation, _)| *notation == chip.notation)
                .unwrap_or_else(|| panic!("{kind:?} {q}: {} is no winning move", chip.notation));
            // The move it names leaves the player to move there losing.
            let mut left = l.game.clone();
            left.apply(m);
            assert!(left.over() || !left.to_move_wins(), "{kind:?} {q}");
            assert_eq!(chip.words, l.describe(*m, Lang::En));
            // The move step says this move.
            let step = move_step(&l);
            assert!(
                l.sentence(step, Lang::En).contains(&chip.words),
                "{kind:?} {q}: {} not in {}",
                chip.words,
                l.sentence(step, Lang::En)
            );
            // Moves that take stones carry their pile and count.
            let pile_take = match m {
                FamilyMove::Take(t) => Some((t.pile + 1, t.take)),
                _ => None,
            };
            assert_eq!(l.facts().winning_move, pile_take, "{kind:?} {q}");
        }
        assert!(named > 50, "{kind:?}: only {named} positions name a move");
    }
}
