//! Reviews of random seeded games replayed against the brute force (0 mislabelled moves),
//! the blunder's sentences, the retry point and a game too large for remoteness.

use super::remoteness::brute;
use crate::lesson::nim_family::rules::{misere::Misere, normal::Normal};
use grundy_core::figure::Shape;
use grundy_core::games::nim_family::NimFamilyGame;
use grundy_core::games::remoteness::Unsearched;
use grundy_core::games::review::*;
use grundy_core::games::wythoff::WythoffGame;
use grundy_core::games::Game;
use grundy_core::i18n::Lang;
use grundy_core::rng::Rng;
use std::rc::Rc;

fn nim(piles: &[u64]) -> NimFamilyGame {
    NimFamilyGame {
        rule: Rc::new(Normal),
        piles: piles.to_vec(),
        max_piles: usize::MAX,
    }
}

fn moves(list: &[&str]) -> Vec<String> {
    list.iter().map(|m| m.to_string()).collect()
}

/// A random game from a random start: random legal moves to the end; returns how many
/// moves were checked. Each verdict is compared with the brute force.
fn random_games(count: u64, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut checked = 0;
    for _ in 0..count {
        let rule: Rc<dyn PileRule> = if rng.chance(1, 4) {
            Rc::new(Misere)
        } else {
            Rc::new(Normal)
        };
        let piles: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(0, 4)).collect();
        let start = NimFamilyGame {
            rule,
            piles,
            max_piles: usize::MAX,
        };
        let mut g = start.clone();
        let mut history = Vec::new();
        let mut truth = Vec::new();
        while !g.over() {
            let legal = g.legal_moves();
            let m = legal[rng.index(legal.len())];
            let (wins, r) = brute(&g);
            let mut next = g.clone();
            next.apply(&m);
            let (opp_wins, opp_r) = brute(&next);
            truth.push(if !wins {
                Verdict::Forced
            } else if opp_wins {
                Verdict::Blunder
            } else if opp_r + 1 == r {
                Verdict::Best
            } else {
                Verdict::Kept
            });
            history.push(g.format_move(&m));
            g = next;
        }
        let rev = review(&start, &history);
        let got: Vec<Verdict> = rev.moves.iter().map(|m| m.verdict).collect();
        assert_eq!(got, truth, "{:?} {history:?}", start.piles);
        assert_eq!(rev.retry, truth.iter().position(|&v| v == Verdict::Blunder));
        checked += got.len();
    }
    checked
}

use grundy_core::games::nim_family::PileRule;

#[test]
fn random_games_are_labelled_as_the_brute_force_labels_them() {
    assert!(random_games(1_000, 50) > 1_000);
}

#[test]
#[ignore = "10,000 games: about ten times the default test's time"]
fn ten_thousand_random_games_are_labelled_as_the_brute_force_labels_them() {
    let moves = random_games(10_000, 2026);
    println!("10,000 games, {moves} moves, 0 mislabelled");
}

#[test]
fn a_nim_blunder_names_the_nim_sum_it_left_and_the_move_that_keeps_zero() {
    // 1,2,3 has nim-sum 0: player 1 is lost; "3:1" leaves 1,2,2 (nim-sum 1), and player 2's
    // "1:1" leaves 0,2,2 (nim-sum 0): best. Then player 1 "2:1" (forced), player 2 "3:2"
    // leaves 0,1,0 (nim-sum 1 for player 1: a blunder; "3:1" would have left 0).
    let rev = review(&nim(&[1, 2, 3]), &moves(&["3:1", "1:1", "2:1", "3:2"]));
    let verdicts: Vec<&str> = rev.moves.iter().map(|m| m.verdict.hook()).collect();
    assert_eq!(verdicts, ["forced", "best", "forced", "blunder"]);
    assert_eq!(rev.retry, Some(3));
    let players: Vec<u8> = rev.moves.iter().map(|m| m.player.number()).collect();
    assert_eq!(players, [1, 2, 1, 2]);
    let said = rev.moves[3].mistake.as_ref().unwrap();
    assert_eq!(
        said.render(Lang::En),
        "“3:2” left nim-sum 1, a winning position for the opponent; “3:1” would have left nim-sum 0, a losing one."
    );
    assert!(said.render(Lang::Zh).contains("尼姆和 1"));
    assert_eq!(rev.moves[0].before.deciding.map(|d| d.value), Some(0));
    assert_eq!(rev.moves[0].after.deciding.map(|d| d.value), Some(1));
    assert_eq!(
        rev.moves[0].before.phrase().render(Lang::En),
        "loses (nim-sum 0) in 6 moves"
    );
}

#[test]
fn a_slower_win_is_kept_not_best() {
    // 0,0,3: taking all 3 wins at once; taking 1 leaves 2 for the opponent, who wins.
    // 1,3: "2:2" leaves 1,1 (win in 3); "2:3" would leave 1,0: the opponent wins.
    let rev = review(&nim(&[3, 3, 1]), &moves(&["3:1"]));
    assert_eq!(rev.moves[0].verdict, Verdict::Best);
    let rev = review(&nim(&[0, 4]), &moves(&["2:4"]));
    assert_eq!(rev.moves[0].verdict, Verdict::Best);
    // Wythoff (1,2) is cold; from (3,5) both (1,2) and (3,5)->(3,5−…) … any winning move
    // reached faster or slower is told apart by remoteness.
    let g = WythoffGame { a: 4, b: 4 };
    let rev = review(&g, &moves(&["4:4"]));
    assert_eq!(rev.moves[0].verdict, Verdict::Best);
    let plain = review(&WythoffGame { a: 1, b: 3 }, &moves(&["1:1"]));
    assert_eq!(plain.moves[0].verdict, Verdict::Blunder);
    let said = plain.moves[0].mistake.as_ref().unwrap().render(Lang::En);
    assert!(said.contains("would have left a losing one"), "{said}");
}

#[test]
fn a_game_too_large_to_search_keeps_its_verdicts_from_the_theory() {
    let big = nim(&[40, 40, 40, 40]);
    let rev = review_capped(&big, &moves(&["1:40", "2:1"]), 1000);
    assert_eq!(rev.unsearched, Some(Unsearched::TooLarge { cap: 1000 }));
    assert_eq!(rev.moves[0].verdict, Verdict::Forced);
    assert_eq!(rev.moves[1].verdict, Verdict::Blunder);
    assert_eq!(rev.moves[0].before.remoteness, None);
    assert!(rev.moves[1].mistake.is_some());
}

#[test]
fn a_move_that_cannot_be_played_ends_the_review() {
    let rev = review(&nim(&[1, 2]), &moves(&["2:1", "9:9", "1:1"]));
    assert_eq!(rev.moves.len(), 1);
}

#[test]
fn each_move_is_worded_once_for_the_page_and_the_command_line() {
    let rev = review(&nim(&[1, 2]), &moves(&["2:2", "1:1"]));
    let texts = rev.texts(Lang::En);
    assert_eq!(texts.len(), 2);
    assert_eq!(
        texts[0].line(Lang::En),
        "1. player 1: 2:2 — blunder; before: wins (nim-sum 3) in 3 moves; after: loses (nim-sum 1) in 1 move."
    );
    assert_eq!(texts[0].head, "1. player 1: 2:2");
    assert_eq!(texts[0].verdict, "blunder");
    assert_eq!(
        texts[0].mistake.as_deref(),
        Some("“2:2” left nim-sum 1, a winning position for the opponent; “2:1” would have left nim-sum 0, a losing one.")
    );
    assert_eq!(texts[1].mistake, None);
    let zh = &rev.texts(Lang::Zh)[0];
    assert_eq!(
        zh.line(Lang::Zh),
        "1. 玩家 1：2:2 — 失误；走前：必胜（尼姆和 3），3 步结束；走后：必败（尼姆和 1），1 步结束。"
    );
}

#[test]
fn the_value_history_figure_has_one_box_per_move() {
    let rev = review(&nim(&[1, 2, 3]), &moves(&["3:1", "1:1", "2:1", "3:2"]));
    let fig = rev.figure(Lang::En);
    let boxes = fig
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Group { .. }))
        .count();
    assert_eq!(boxes, 4);
    let svg = fig.to_svg();
    assert!(
        svg.contains("blunder") && svg.contains("4. player 2"),
        "{svg}"
    );
    // The value each move left its mover: 3:2 left nim-sum 1 to the opponent.
    assert!(svg.contains("loses (nim-sum 1)"), "{svg}");
    assert!(fig.width <= 1220.0 && fig.height > 0.0);
}

#[test]
fn a_position_out_of_reach_says_why_its_remoteness_is_not_shown() {
    let too_large = Unsearched::TooLarge { cap: 5000 }.phrase().render(Lang::En);
    assert!(
        too_large.contains("5000") || too_large.contains("5,000"),
        "{too_large}"
    );
    assert!(!Unsearched::NoKey.phrase().render(Lang::Zh).is_empty());
}
