//! Tests of the `wythoff` lesson: the board, the cold pairs, the walkthrough's focus and play.

use super::*;

fn lesson(q: &str) -> Result<WythoffLesson, ParamError> {
    WythoffLesson::from_query(&Query::parse(q))
}

#[test]
fn example_is_a_cold_pair_and_the_walkthrough_builds_the_pairs() {
    let l = lesson("").unwrap();
    assert_eq!(l.facts().first_wins, Some(false));
    assert!(l
        .sentence(l.step_count() - 1, Lang::En)
        .contains("(3, 5) is a cold pair"));
    assert!(l.sentence(3, Lang::En).starts_with(
        "Cold pair k = 2: aₖ = 3 is the smallest number not used yet (mex), and bₖ = aₖ + k = 5"
    ));
    // The table of cold pairs appears with its first row, its headers with it.
    assert!(!l.figure(0, Lang::En).to_svg().contains("⌊kφ⌋"));
    assert!(l.figure(1, Lang::En).to_svg().contains("⌊kφ⌋"));
    let svg = l.figure(l.step_count() - 1, Lang::En).to_svg();
    assert!(svg.contains(r#"data-testid="token" data-a="3" data-b="5""#));
    assert!(
        svg.contains(r#"data-move="1:1""#),
        "the diagonal move to (2, 4) is clickable"
    );
}

#[test]
fn moves_are_checked_and_huge_piles_are_exact_without_a_board() {
    let l = lesson("a=4&b=7&moves=1:1").unwrap();
    assert_eq!((l.game.a, l.game.b), (3, 6));
    assert!(lesson("a=4&b=7&moves=1:2")
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("same amount from both"));
    let big = lesson("a=381966011250105151&b=618033988749894848").unwrap();
    assert!(big.board_side().is_none());
    assert_eq!(big.step_count(), 2);
    assert_eq!(
        big.facts().first_wins,
        Some(first_wins(381966011250105151, 618033988749894848))
    );
    assert!(big.sentence(0, Lang::En).contains("exact up to 10¹⁸"));
}

#[test]
fn the_computer_wins_from_a_hot_position() {
    let mut q = "a=4&b=9".to_string();
    let mut moves: Vec<String> = Vec::new();
    loop {
        let l = lesson(&q).unwrap();
        let p = l.play().unwrap();
        if p.over {
            // The player to move at (0, 0) has lost: player 1 moved last.
            assert_eq!(p.player_to_move, 2);
            break;
        }
        moves.push(p.computer_move.unwrap());
        q = format!("a=4&b=9&moves={}", moves.join(","));
    }
}

/// Regression (issue 11): step 0 said "squares mark the losing positions" while it drew
/// none; it draws the queen's moves, and says so; the cold pairs come from step 1 on.
#[test]
fn the_first_step_names_what_it_draws() {
    let l = lesson("a=3&b=5").unwrap();
    let first = l.figure(0, Lang::En).to_svg();
    assert!(first.contains(r#"class="cell-good""#) && !first.contains(r#"class="node-p""#));
    for lang in [Lang::En, Lang::Zh] {
        assert!(l.sentence(0, lang).contains("(3, 5)"), "{lang:?}");
    }
    assert!(l
        .sentence(0, Lang::En)
        .contains("blue squares are where (3, 5) can move"));
    assert!(l.figure(1, Lang::En).to_svg().contains(r#"class="node-p""#));
    // Without a board (huge piles) no squares are promised.
    let huge = lesson("a=1000000000000&b=1618033988750").unwrap();
    assert!(!huge.sentence(0, Lang::En).contains("squares"));
}

#[test]
fn the_last_move_is_traced_from_where_the_token_stood() {
    // (3,5) and 1:1 leave (2,4): the outline at (3,5), the token at (2,4), a line between.
    let l = lesson("a=3&b=5&moves=1:1").unwrap();
    for step in 0..l.step_count() {
        let svg = l.figure(step, Lang::En).to_svg();
        assert_eq!(
            svg.matches(r#"data-testid="move-trace""#).count(),
            1,
            "step {step}"
        );
        assert_eq!(svg.matches(r#"class="trace-line""#).count(), 1);
    }
    let svg = lesson("a=3&b=5").unwrap().figure(0, Lang::En).to_svg();
    assert!(!svg.contains("move-trace"), "no move, no trace");
}

#[test]
fn the_opening_at_the_end_of_a_game_points_at_no_blue_square() {
    for lang in [Lang::En, Lang::Zh] {
        let over = lesson("a=1&b=1&moves=1:1").unwrap().sentence(0, lang);
        let playing = lesson("a=1&b=1").unwrap().sentence(0, lang);
        let blue = if lang == Lang::En {
            "blue squares"
        } else {
            "蓝色方格"
        };
        assert!(!over.contains(blue), "{over}");
        assert!(playing.contains(blue), "{playing}");
    }
}
