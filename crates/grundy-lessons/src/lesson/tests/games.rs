//! Every implementation of the [`Game`] trait against exhaustive search over all small
//! positions: the end (over ⇔ no legal move), the verdict (`to_move_wins` = some move leads
//! to a lost position; at the end the game's own rule), the winning moves (exactly the moves
//! into lost positions), the notation (each legal move written and read back plays the same
//! move), and the computer's fallback (a legal move whenever the game goes on).

use crate::lesson::nim_family::rules::{
    bounded::Bounded, misere::Misere, normal::Normal, set::SetRule, split::Split,
    staircase::Staircase,
};
use grundy_core::games::apple_tree::{AppleGame, AppleTree};
use grundy_core::games::cutting::{sg_table as cut_table, CuttingGame};
use grundy_core::games::end_piles::EndPilesGame;
use grundy_core::games::flip_multiples::{FlipBoard, FlipGame};
use grundy_core::games::graph::{Dag, GraphGame};
use grundy_core::games::nim_family::{NimFamilyGame, PileRule};
use grundy_core::games::octal::{naive_table, OctalGame, Rules};
use grundy_core::games::testkit::all_vectors;
use grundy_core::games::wythoff::WythoffGame;
use grundy_core::games::{subtraction, Game};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Debug;
use std::rc::Rc;

/// Checks every position reachable from `game` (once per key) and returns whether the
/// player to move wins there.
fn check<G: Game + Clone, K: Ord + Clone + Debug>(
    game: &G,
    key: &impl Fn(&G) -> K,
    memo: &mut BTreeMap<K, bool>,
) -> bool {
    check_with(game, key, memo, true)
}

/// [`check`]; with `all_winning` false the game lists only some winning moves (at least one
/// whenever there is one, and only winning ones).
fn check_with<G: Game + Clone, K: Ord + Clone + Debug>(
    game: &G,
    key: &impl Fn(&G) -> K,
    memo: &mut BTreeMap<K, bool>,
    all_winning: bool,
) -> bool {
    let k = key(game);
    if let Some(&v) = memo.get(&k) {
        return v;
    }
    let after = |m: &G::Move| {
        let mut next = game.clone();
        next.apply(m);
        next
    };
    let legal = game.legal_moves();
    assert_eq!(game.over(), legal.is_empty(), "{k:?}: over vs legal moves");
    let value = if game.over() {
        assert!(game.winning_moves().is_empty(), "{k:?}");
        assert!(game.fallback_move().is_none(), "{k:?}");
        game.to_move_wins()
    } else {
        let mut lost_after = BTreeSet::new();
        let mut all_after = BTreeSet::new();
        for m in &legal {
            let next = after(m);
            let text = game.format_move(m);
            let parsed = game
                .parse_move(&text)
                .unwrap_or_else(|e| panic!("{k:?}: legal move {text} refused: {e:?}"));
            assert_eq!(key(&after(&parsed)), key(&next), "{k:?}: {text} read back");
            let next_key = key(&next);
            all_after.insert(next_key.clone());
            if !check_with(&next, key, memo, all_winning) {
                lost_after.insert(next_key);
            }
        }
        let winning: BTreeSet<K> = game
            .winning_moves()
            .iter()
            .map(|m| key(&after(m)))
            .collect();
        if all_winning {
            assert_eq!(winning, lost_after, "{k:?}: winning moves");
        } else {
            assert!(
                winning.is_subset(&lost_after),
                "{k:?}: a listed move does not win"
            );
            assert_eq!(
                winning.is_empty(),
                lost_after.is_empty(),
                "{k:?}: winning moves"
            );
        }
        let fallback = game
            .fallback_move()
            .unwrap_or_else(|| panic!("{k:?}: no fallback"));
        assert!(
            all_after.contains(&key(&after(&fallback))),
            "{k:?}: fallback is not legal"
        );
        assert!(game.parse_move("not a move").is_err());
        !lost_after.is_empty()
    };
    assert_eq!(game.to_move_wins(), value, "{k:?}: verdict");
    memo.insert(k, value);
    value
}

#[test]
fn wythoff() {
    let mut memo = BTreeMap::new();
    for a in 0..=7 {
        for b in 0..=7 {
            check(&WythoffGame { a, b }, &|g| (g.a, g.b), &mut memo);
        }
    }
}

#[test]
fn end_piles() {
    let mut memo = BTreeMap::new();
    for row in all_vectors(4, 1, 3) {
        check(&EndPilesGame { row }, &|g| g.row.clone(), &mut memo);
    }
}

#[test]
fn flip_multiples() {
    for n in 1..=10u64 {
        let mut memo = BTreeMap::new();
        for mask in 0u32..1 << n {
            let white = (1..=n).filter(|x| mask >> (x - 1) & 1 == 1).collect();
            let game = FlipGame {
                board: FlipBoard::new(n),
                white,
                cap: usize::MAX,
            };
            // The board lists the smallest winning j per white cell (n reaches 10^9).
            check_with(&game, &|g| g.white.clone(), &mut memo, false);
        }
    }
}

#[test]
fn apple_tree() {
    let trees: [&[usize]; 5] = [&[], &[0], &[0, 0], &[0, 1], &[0, 0, 1, 2]];
    for parents in trees {
        let Ok(tree) = AppleTree::new(parents) else {
            continue;
        };
        let mut memo = BTreeMap::new();
        for apples in all_vectors(parents.len() + 1, 0, 2)
            .into_iter()
            .filter(|v| v.len() == parents.len() + 1)
        {
            check(
                &AppleGame::new(tree.clone(), apples),
                &|g| g.apples.clone(),
                &mut memo,
            );
        }
    }
}

#[test]
fn graph_sums() {
    let graphs: [(usize, &[(usize, usize)]); 3] = [
        (5, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 4)]),
        (4, &[(0, 1), (1, 2), (2, 3), (0, 3)]),
        (3, &[]),
    ];
    for (n, edges) in graphs {
        let dag = Dag::new(n, edges).unwrap();
        let mut memo = BTreeMap::new();
        for tokens in all_vectors(3, 0, n as u64 - 1) {
            let tokens = tokens.into_iter().map(|t| t as usize).collect();
            let key = |g: &GraphGame| {
                let mut t = g.tokens.clone();
                t.sort_unstable();
                t
            };
            check(&GraphGame::new(dag.clone(), tokens), &key, &mut memo);
        }
    }
}

#[test]
fn cutting() {
    let table = cut_table(4, 4);
    let mut memo = BTreeMap::new();
    for w in 2..=4 {
        for h in 2..=4 {
            let game = CuttingGame {
                sheets: vec![(w, h)],
                square_cut: false,
                table: table.clone(),
                max_sheets: usize::MAX,
            };
            let key = |g: &CuttingGame| {
                let mut s: Vec<(usize, usize)> = g
                    .sheets
                    .iter()
                    .map(|&(a, b)| (a.min(b), a.max(b)))
                    .collect();
                s.sort_unstable();
                (g.square_cut, s)
            };
            check(&game, &key, &mut memo);
        }
    }
}

#[test]
fn nim_family() {
    let set = subtraction::SubtractionSet::new(&[1, 3]).unwrap();
    // These rules with other parameters than their lessons' examples, then every family
    // lesson's rule as its example makes it (a new rule is checked without a line here).
    let mut rules: Vec<Rc<dyn PileRule>> = vec![
        Rc::new(Normal),
        Rc::new(Misere),
        Rc::new(Bounded { k: 2 }),
        Rc::new(Staircase),
        Rc::new(SetRule::new(set.clone(), 4)),
        Rc::new(Split),
    ];
    let examples = crate::lesson::nim_family::rules::probe::example_rules();
    assert!(
        examples.len() >= 7,
        "the family's lessons: {}",
        examples.len()
    );
    rules.extend(examples.into_iter().map(|(_, rule)| rule));
    for rule in rules {
        let mut memo = BTreeMap::new();
        for piles in all_vectors(3, 0, 4) {
            let game = NimFamilyGame {
                rule: rule.clone(),
                piles,
                max_piles: usize::MAX,
            };
            let key = |g: &NimFamilyGame| {
                if g.rule.on_steps() {
                    // Stones on different steps differ; piles are a multiset otherwise.
                    g.piles.clone()
                } else {
                    let mut p: Vec<u64> = g.piles.iter().copied().filter(|&a| a > 0).collect();
                    p.sort_unstable();
                    p
                }
            };
            check(&game, &key, &mut memo);
        }
    }
}

#[test]
fn octal_games() {
    // Every code with digits from a spread of rules (nothing, one heap, splits, mixes), and
    // subtraction sets with and without splitting; rows of up to three heaps of up to 6.
    let mut rules: Vec<Rules> = [
        "0.77", "0.137", "0.07", "0.4", "0.6", "0.007", "0.15", "0.3",
    ]
    .iter()
    .map(|c| Rules::parse_code(c).unwrap())
    .collect();
    rules.push(Rules::subtraction(&[1, 3], false).unwrap());
    rules.push(Rules::subtraction(&[2, 3], true).unwrap());
    for r in rules {
        let values = naive_table(&r, 20);
        let mut memo = BTreeMap::new();
        for heaps in all_vectors(3, 1, 6) {
            let game = OctalGame {
                rules: Rc::new(r.clone()),
                values: values.clone().into(),
                heaps: heaps.into_iter().map(|h| h as usize).collect(),
                max_heaps: usize::MAX,
            };
            // A row is a multiset of heaps.
            let key = |g: &OctalGame| {
                let mut h = g.heaps.clone();
                h.sort_unstable();
                h
            };
            check(&game, &key, &mut memo);
        }
    }
}

#[test]
fn grundy_game_in_the_lab() {
    // Grundy's game played as the game lab plays it (`HEAP:0:LEFT`), against exhaustive
    // search: every row of up to three heaps of up to 9.
    use grundy_core::games::grundy_game::{naive_table, GrundyRule};
    let values = naive_table(20);
    let mut memo = BTreeMap::new();
    for heaps in all_vectors(3, 1, 9) {
        let game = OctalGame {
            rules: Rc::new(GrundyRule),
            values: values.clone().into(),
            heaps: heaps.into_iter().map(|h| h as usize).collect(),
            max_heaps: usize::MAX,
        };
        let key = |g: &OctalGame| {
            let mut h = g.heaps.clone();
            h.sort_unstable();
            h
        };
        check(&game, &key, &mut memo);
    }
}

#[test]
fn octal_row_cap() {
    // At the cap a split is refused, in the moves listed as in the moves read: the computer
    // never proposes a move the lesson would refuse.
    let r = Rules::parse_code("0.4").unwrap();
    let game = OctalGame {
        values: naive_table(&r, 20).into(),
        rules: Rc::new(r),
        heaps: vec![5, 6],
        max_heaps: 2,
    };
    assert!(game.parse_move("1:1:2").is_err());
    assert!(game.legal_moves().is_empty() && game.over());
    assert!(game.fallback_move().is_none() && game.winning_moves().is_empty());
    assert!(!game.to_move_wins());
}

#[test]
fn hackenbush() {
    use grundy_core::games::hackenbush::{Edge, HackenbushGame};
    let kinds: Vec<Edge> = (0..4u32)
        .flat_map(|a| (a..4).map(move |b| (a, b)))
        .collect();
    // The standing edges, each low end first, sorted: parallel edges are alike.
    let key = |g: &HackenbushGame| {
        let mut k: Vec<Edge> = g
            .standing_edges()
            .map(|i| {
                (
                    g.edges[i].0.min(g.edges[i].1),
                    g.edges[i].0.max(g.edges[i].1),
                )
            })
            .collect();
        k.sort_unstable();
        k
    };
    let mut memo = BTreeMap::new();
    let mut layer: Vec<(usize, Vec<Edge>)> = vec![(0, Vec::new())];
    for _ in 0..5 {
        let mut next = Vec::new();
        for (from, p) in &layer {
            for (k, &(a, b)) in kinds.iter().enumerate().skip(*from) {
                let mut q = p.clone();
                // Ends written both ways round: the notation reads either.
                q.push(if q.len() % 2 == 0 { (a, b) } else { (b, a) });
                check(&HackenbushGame::new(q.clone()), &key, &mut memo);
                next.push((k, q));
            }
        }
        layer = next;
    }
}
