//! The memoised search against plain recursion (no memo, no keys) on every small position of
//! every game lesson: the win or loss equals the game's own `to_move_wins`, the remoteness
//! equals the brute force's, and under normal play it is odd exactly when the mover wins.
//! Every move from those positions is reviewed as a one-move game and its verdict checked
//! against the same brute force.

use crate::lesson::nim_family::rules::{
    bounded::Bounded, misere::Misere, normal::Normal, set::SetRule, split::Split,
    staircase::Staircase,
};
use grundy_core::games::apple_tree::{AppleGame, AppleTree};
use grundy_core::games::cutting::{sg_table as cut_table, CuttingGame};
use grundy_core::games::end_piles::EndPilesGame;
use grundy_core::games::flip_multiples::{FlipBoard, FlipGame};
use grundy_core::games::graph::{Dag, GraphGame};
use grundy_core::games::grundy_game::GrundyRule;
use grundy_core::games::hackenbush::{Edge, HackenbushGame};
use grundy_core::games::heap_rule::HeapRule;
use grundy_core::games::nim_family::{NimFamilyGame, PileRule};
use grundy_core::games::octal::{OctalGame, Rules};
use grundy_core::games::remoteness::*;
use grundy_core::games::review::{review, Verdict};
use grundy_core::games::testkit::all_vectors;
use grundy_core::games::wythoff::WythoffGame;
use grundy_core::games::{subtraction, Game};
use std::rc::Rc;

/// Plain recursion: (whether the mover wins, remoteness).
pub(crate) fn brute<G: Game + Clone>(g: &G) -> (bool, u32) {
    if g.over() {
        return (g.to_move_wins(), 0);
    }
    let kids: Vec<(bool, u32)> = g
        .legal_moves()
        .iter()
        .map(|m| {
            let mut next = g.clone();
            next.apply(m);
            brute(&next)
        })
        .collect();
    let fastest = kids.iter().filter(|k| !k.0).map(|k| k.1).min();
    match fastest {
        Some(r) => (true, r + 1),
        None => (false, 1 + kids.iter().map(|k| k.1).max().unwrap_or(0)),
    }
}

/// Which parity a winning position's remoteness has, when every end is lost for the player
/// to move (normal play: odd) or won by them (misère: even).
#[derive(Clone, Copy)]
enum Parity {
    Normal,
    Misere,
    Unchecked,
}

/// Checks every position in `games` (and, through the review, every move from each).
fn check_all<G: Game + Clone>(name: &str, games: impl IntoIterator<Item = G>, parity: Parity) {
    let mut search = Search::new(SEARCH_CAP);
    let mut seen = 0;
    for g in games {
        let (wins, r) = brute(&g);
        let key = g.position_key();
        let o = search
            .outcome(&g)
            .unwrap_or_else(|e| panic!("{name} {key:?}: {e:?}"));
        assert_eq!(
            o.wins,
            g.to_move_wins(),
            "{name} {key:?}: the game's verdict"
        );
        assert_eq!(
            (o.wins, o.remoteness),
            (wins, r),
            "{name} {key:?}: brute force"
        );
        match parity {
            Parity::Normal => assert_eq!(r % 2 == 1, wins, "{name} {key:?}: parity"),
            Parity::Misere => assert_eq!(r % 2 == 0, wins, "{name} {key:?}: parity"),
            Parity::Unchecked => {}
        }
        check_verdicts(name, &g, wins, r);
        seen += 1;
    }
    assert!(seen > 0, "{name}: no position");
}

/// Each legal move from `g` reviewed as a one-move game, against the brute force.
fn check_verdicts<G: Game + Clone>(name: &str, g: &G, wins: bool, r: u32) {
    if g.over() {
        return;
    }
    let key = g.position_key();
    for m in g.legal_moves() {
        let text = g.format_move(&m);
        if g.parse_move(&text).is_err() {
            continue; // Beyond a lesson's cap: never played.
        }
        let mut next = g.clone();
        next.apply(&m);
        let (opp_wins, opp_r) = brute(&next);
        let expected = if !wins {
            Verdict::Forced
        } else if opp_wins {
            Verdict::Blunder
        } else if opp_r + 1 == r {
            Verdict::Best
        } else {
            Verdict::Kept
        };
        let rev = review(g, std::slice::from_ref(&text));
        let moved = &rev.moves[0];
        assert_eq!(moved.verdict, expected, "{name} {key:?} {text}");
        assert_eq!(moved.before.remoteness, Some(r), "{name} {key:?}");
        assert_eq!(moved.after.remoteness, Some(opp_r), "{name} {key:?}");
        assert_eq!(moved.after.wins, !opp_wins, "{name} {key:?}");
        assert_eq!(moved.mistake.is_some(), expected == Verdict::Blunder);
        assert_eq!(rev.retry, (expected == Verdict::Blunder).then_some(0));
        // The better move a blunder names wins, and fastest.
        if expected == Verdict::Blunder {
            let better =
                grundy_core::games::review::better_move(g, &mut Search::new(SEARCH_CAP), true)
                    .unwrap_or_else(|| panic!("{name} {key:?}: no better move"));
            let mut kept = g.clone();
            kept.apply(&better);
            let (kw, kr) = brute(&kept);
            assert!(!kw && kr + 1 == r, "{name} {key:?}: better move");
        }
    }
}

fn nim(rule: Rc<dyn PileRule>, piles: Vec<u64>) -> NimFamilyGame {
    NimFamilyGame {
        rule,
        piles,
        max_piles: usize::MAX,
    }
}

#[test]
fn nim_family_rules() {
    let set = subtraction::SubtractionSet::new(&[1, 3]).unwrap();
    let mut rules: Vec<(Rc<dyn PileRule>, Parity)> = vec![
        (Rc::new(Normal), Parity::Normal),
        (Rc::new(Misere), Parity::Misere),
        (Rc::new(Bounded { k: 2 }), Parity::Normal),
        (Rc::new(Staircase), Parity::Normal),
        (Rc::new(SetRule::new(set, 4)), Parity::Normal),
        (Rc::new(Split), Parity::Normal),
    ];
    // Every family lesson's rule as its example makes it (power Nim among them).
    for (_, rule) in crate::lesson::nim_family::rules::probe::example_rules() {
        let parity = if rule.last_mover_loses() {
            Parity::Misere
        } else {
            Parity::Normal
        };
        rules.push((rule, parity));
    }
    for (rule, parity) in rules {
        // Two piles up to 3 and three up to 2: plain recursion grows fast, and fastest where
        // a pile splits into two smaller ones of any total (two piles up to 2, then 3).
        let positions = if rule.splits() {
            all_vectors(2, 0, 2).into_iter().chain([vec![3]]).collect()
        } else {
            all_vectors(2, 0, 3)
                .into_iter()
                .chain(all_vectors(3, 0, 2))
                .collect::<Vec<_>>()
        };
        let games = positions.into_iter().map(|piles| nim(rule.clone(), piles));
        check_all("nim family", games, parity);
    }
}

#[test]
fn wythoff() {
    let games = (0..=5).flat_map(|a| (0..=5).map(move |b| WythoffGame { a, b }));
    check_all("wythoff", games, Parity::Normal);
}

#[test]
fn end_piles() {
    let games = all_vectors(3, 1, 3)
        .into_iter()
        .map(|row| EndPilesGame { row });
    check_all("end piles", games, Parity::Normal);
}

#[test]
fn flip_multiples() {
    for n in 1..=4u64 {
        let games = (0u32..1 << n).map(|mask| FlipGame {
            board: FlipBoard::new(n),
            white: (1..=n).filter(|x| mask >> (x - 1) & 1 == 1).collect(),
            cap: usize::MAX,
        });
        check_all("flip", games, Parity::Normal);
    }
}

#[test]
fn apple_tree() {
    let trees: [&[usize]; 4] = [&[], &[0], &[0, 0], &[0, 1]];
    for parents in trees {
        let tree = AppleTree::new(parents).unwrap();
        let games = all_vectors(parents.len() + 1, 0, 2)
            .into_iter()
            .filter(|v| v.len() == parents.len() + 1)
            .map(|apples| AppleGame::new(tree.clone(), apples));
        check_all("apple tree", games, Parity::Normal);
    }
}

#[test]
fn graph_sums() {
    let graphs: [(usize, &[(usize, usize)]); 2] = [
        (5, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)]),
        (4, &[(0, 1), (1, 2), (2, 3), (0, 3)]),
    ];
    for (n, edges) in graphs {
        let dag = Dag::new(n, edges).unwrap();
        let games = all_vectors(3, 0, n as u64 - 1)
            .into_iter()
            .map(|t| GraphGame::new(dag.clone(), t.into_iter().map(|t| t as usize).collect()));
        check_all("graph sum", games, Parity::Normal);
    }
}

#[test]
fn cutting() {
    let table = cut_table(4, 4);
    let games = (2..=4).flat_map(|w| {
        let table = table.clone();
        (2..=4).map(move |h| CuttingGame {
            sheets: vec![(w, h)],
            square_cut: false,
            table: table.clone(),
            max_sheets: usize::MAX,
        })
    });
    // Cutting out a square wins at once: the ends are not all alike.
    check_all("cutting", games, Parity::Unchecked);
}

#[test]
fn octal_games() {
    let mut rules: Vec<Rc<dyn HeapRule>> = ["0.77", "0.137", "0.07", "0.4", "0.6", "0.15"]
        .iter()
        .map(|c| Rc::new(Rules::parse_code(c).unwrap()) as Rc<dyn HeapRule>)
        .collect();
    rules.push(Rc::new(Rules::subtraction(&[1, 3], false).unwrap()));
    rules.push(Rc::new(Rules::subtraction(&[2, 3], true).unwrap()));
    // Grundy's game, the lab's one rule that is not an octal code.
    rules.push(Rc::new(GrundyRule));
    for r in rules {
        let values = r.naive_table(12);
        let games = all_vectors(2, 1, 5).into_iter().map(|heaps| OctalGame {
            rules: r.clone(),
            values: values.clone().into(),
            heaps: heaps.into_iter().map(|h| h as usize).collect(),
            max_heaps: usize::MAX,
        });
        check_all("octal", games, Parity::Normal);
    }
}

#[test]
fn hackenbush() {
    let kinds: Vec<Edge> = (0..3u32)
        .flat_map(|a| (a..3).map(move |b| (a, b)))
        .collect();
    let mut pictures: Vec<Vec<Edge>> = Vec::new();
    let mut layer: Vec<(usize, Vec<Edge>)> = vec![(0, Vec::new())];
    for _ in 0..4 {
        let mut next = Vec::new();
        for (from, p) in &layer {
            for (k, &e) in kinds.iter().enumerate().skip(*from) {
                let mut q = p.clone();
                q.push(e);
                pictures.push(q.clone());
                next.push((k, q));
            }
        }
        layer = next;
    }
    check_all(
        "hackenbush",
        pictures.into_iter().map(HackenbushGame::new),
        Parity::Normal,
    );
}

#[test]
fn a_search_over_the_cap_says_so_and_keeps_what_it_solved() {
    let big = nim(Rc::new(Normal), vec![30, 30, 30, 30]);
    let mut search = Search::new(1000);
    assert_eq!(
        search.outcome(&big),
        Err(Unsearched::TooLarge { cap: 1000 })
    );
    assert!(search.positions() <= 1000);
    // A small position still fits beside what is stored.
    let small = nim(Rc::new(Normal), vec![1, 2]);
    assert_eq!(
        Search::new(1000).outcome(&small),
        Ok(Outcome {
            wins: true,
            remoteness: 1 + 2
        })
    );
}

#[test]
fn the_computer_hurries_to_win_and_delays_a_loss() {
    // Nim 1,2: taking 1 from pile 2 wins (then 1,1: two more moves); 3 moves in all.
    let g = nim(Rc::new(Normal), vec![1, 2]);
    let mut search = Search::new(SEARCH_CAP);
    let after = search.after_each_move(&g).unwrap();
    let m = best_move(&after, &|_| true).unwrap();
    assert_eq!(g.format_move(&m), "2:1");
    // Losing at 2,2: the slowest loss takes one stone, never a whole pile.
    let g = nim(Rc::new(Normal), vec![2, 2]);
    let after = search.after_each_move(&g).unwrap();
    let m = best_move(&after, &|_| true).unwrap();
    assert!(g.format_move(&m).ends_with(":1"), "{}", g.format_move(&m));
    // Every choice against the brute force on small Nim positions.
    for piles in all_vectors(3, 0, 2) {
        let g = nim(Rc::new(Normal), piles);
        let after = search.after_each_move(&g).unwrap();
        let Some(m) = best_move(&after, &|_| true) else {
            assert!(g.over());
            continue;
        };
        let (wins, r) = brute(&g);
        let mut next = g.clone();
        next.apply(&m);
        let (opp_wins, opp_r) = brute(&next);
        assert_eq!(!opp_wins, wins, "{:?}", g.piles);
        assert_eq!(
            opp_r + 1,
            r,
            "{:?}: the fastest win or slowest loss",
            g.piles
        );
    }
}

/// A 200×200 sheet (398 cuts, and more with every cut) is too large for the play cap's
/// search: it says so once it has listed ten moves per position it may store, after opening
/// a few hundred positions, rather than listing every move of all 5,000.
#[test]
fn a_search_of_a_large_sheet_stops_at_its_move_budget() {
    let game = CuttingGame {
        sheets: vec![(200, 200)],
        square_cut: false,
        table: cut_table(200, 200),
        max_sheets: usize::MAX,
    };
    let mut search = Search::new(grundy_core::games::remoteness::PLAY_CAP);
    assert_eq!(
        search.outcome(&game),
        Err(Unsearched::TooLarge {
            cap: grundy_core::games::remoteness::PLAY_CAP
        })
    );
    // Past the budget by at most one position's moves.
    assert!(
        search.listed()
            <= grundy_core::games::remoteness::PLAY_CAP
                * grundy_core::games::remoteness::MOVES_PER_POSITION
                + 1_000
    );
    assert!(search.positions() < 200, "{}", search.positions());
}
