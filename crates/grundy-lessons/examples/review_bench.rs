//! A benchmark, not a test: the review of a 40-move game, the remoteness search at its cap
//! (positions, memory, time) and the computer's move at the cap, each the median of several
//! runs. `cargo run --release -p grundy-core --example review_bench` (docs/benchmarks.md).

use grundy_core::games::nim_family::NimFamilyGame;
use grundy_core::games::remoteness::{Search, SEARCH_CAP};
use grundy_core::games::review::review;
use grundy_core::games::Game;
use grundy_lessons::lesson::nim_family::rules::normal::Normal;
use grundy_lessons::lesson::play_info;
use std::rc::Rc;
use std::time::Instant;

fn nim(piles: &[u64]) -> NimFamilyGame {
    NimFamilyGame {
        rule: Rc::new(Normal),
        piles: piles.to_vec(),
        max_piles: usize::MAX,
    }
}

/// The median of `runs` timings of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    // A 40-move game: piles 10,10,10,10, one stone at a time from the first non-empty pile.
    let start = nim(&[10, 10, 10, 10]);
    let mut g = start.clone();
    let mut history = Vec::new();
    while !g.over() {
        let m = g.legal_moves()[0];
        history.push(g.format_move(&m));
        g.apply(&m);
    }
    let mut positions = 0;
    let ms = median_ms(9, || {
        let r = review(&start, &history);
        positions = r.moves.len();
    });
    println!("review of a {positions}-move game (nim 10,10,10,10): {ms:.1} ms (median of 9)");

    // The search at its cap: four piles of 30 reach 31^4 positions (40,920 as multisets).
    for piles in [&[20u64, 20, 20, 20][..], &[30, 30, 30, 30, 30]] {
        let big = nim(piles);
        let mut stored = 0;
        let mut bytes = 0;
        let mut answer = String::new();
        let ms = median_ms(5, || {
            let mut s = Search::new(SEARCH_CAP);
            answer = format!("{:?}", s.outcome(&big));
            stored = s.positions();
            bytes = s.approx_bytes();
        });
        println!(
            "search from {piles:?} (cap {SEARCH_CAP}): {answer}, {stored} positions, about {:.1} MB, {ms:.0} ms (median of 5)",
            bytes as f64 / 1e6
        );
    }

    // The computer's move (play_info) within the cap and beyond it.
    for piles in [&[20u64, 20, 20, 20][..], &[30, 30, 30, 30, 30]] {
        let game = nim(piles);
        let mut shown = None;
        let ms = median_ms(5, || shown = play_info(&game, &[]).computer_move);
        println!("computer's move at {piles:?}: {shown:?}, {ms:.0} ms (median of 5)");
    }
}
