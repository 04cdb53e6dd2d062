//! The core workloads timed natively (`cargo run --release -p grundy-core --example
//! wasm_vs_native`) and in wasm in headless Chromium (`tests/wasm_vs_native.rs`), so both sides
//! run exactly the same code on the same links. Each workload is what the solver worker does
//! for one link: build the lesson, draw the figure at the link's step, write its SVG, and read
//! the facts, sentence and play. `cargo xtask bench-wasm` runs both and prints the table.

use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{open, LessonKind, Query};

/// One timed workload: a name for the table and a lesson link (`slug`, `params`).
pub struct Workload {
    /// Row name in the table.
    pub name: &'static str,
    /// The lesson's slug.
    pub slug: &'static str,
    /// The link's parameters.
    pub params: String,
    /// Whether the game played is reviewed too (the worker reviews only when asked).
    pub review: bool,
}

/// A fixed pseudo-random DAG on `n` vertices with `m` edges, each from a vertex to one of the
/// next 40 (the graph of the layout benchmark), as a `graph-sum` `edges=` value.
fn dag_edges(n: u64, m: usize) -> String {
    let mut rng = grundy_core::rng::Rng::from_state(0x2545_F491_4F6C_DD1D);
    let mut next = move || rng.next_u64();
    let mut seen = std::collections::HashSet::new();
    let mut edges = Vec::new();
    while edges.len() < m {
        let a = 1 + next() % (n - 1);
        let b = a + 1 + next() % (n - a).min(40);
        if seen.insert((a, b)) {
            edges.push(format!("{a}-{b}"));
        }
    }
    edges.join(",")
}

/// The workloads, in table order.
pub fn workloads() -> Vec<Workload> {
    let split_piles: Vec<String> = (0..300).map(|i| (9_990 - i % 10).to_string()).collect();
    // A 40-move game: one stone at a time from the first pile that has one.
    let forty: Vec<&str> = ["1:1", "2:1", "3:1", "4:1"]
        .iter()
        .flat_map(|m| std::iter::repeat_n(*m, 10))
        .collect();
    vec![
        Workload {
            name: "set-Nim build, piles 10^6, S = {2, 5, 7}",
            slug: "set-nim",
            params: "set=2,5,7&piles=1000000,999999".into(),
            review: false,
        },
        Workload {
            name: "set-Nim build, piles 10^6, S = 10 primes",
            slug: "set-nim",
            params: "set=2,3,5,7,11,13,17,19,23,29&piles=1000000,999999".into(),
            review: false,
        },
        Workload {
            name: "cutting table 200×200 (heat map)",
            slug: "cutting",
            params: "w=200&h=200&view=table".into(),
            review: false,
        },
        Workload {
            name: "graph-sum DAG 1,000 / 3,000 + SVG",
            slug: "graph-sum",
            params: format!("n=1000&edges={}&tokens=1,2,3", dag_edges(1000, 3000)),
            review: false,
        },
        Workload {
            name: "split-Nim 300 piles near 10^4",
            slug: "split-nim",
            params: format!("piles={}", split_piles.join(",")),
            review: false,
        },
        Workload {
            name: "split-Nim DAG of a pile of 120",
            slug: "split-nim",
            params: "piles=120&view=dag".into(),
            review: false,
        },
        Workload {
            name: "flip-multiples n = 10^9, white 2,3,5,1000,77777",
            slug: "flip-multiples",
            params: "n=1000000000&white=2,3,5,1000,77777".into(),
            review: false,
        },
        Workload {
            name: "game lab table 0.137 (Dawson), n = 10^5",
            slug: "game-lab",
            params: "code=0.137&n=100000&step=1".into(),
            review: false,
        },
        Workload {
            name: "game lab table 0.6, n = 2·10^4",
            slug: "game-lab",
            params: "code=0.6&n=20000&step=1".into(),
            review: false,
        },
        Workload {
            name: "review of a 40-move game (Nim 10,10,10,10)",
            slug: "nim",
            params: format!("piles=10,10,10,10&moves={}", forty.join(",")),
            review: true,
        },
        Workload {
            name: "the computer's move past the cap (Nim 30×5)",
            slug: "nim",
            params: "piles=30,30,30,30,30".into(),
            review: false,
        },
    ]
}

/// FNV-1a over bytes, folded into `h`.
fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// Runs one workload as the worker would, and returns a checksum of everything it produced
/// (so both sides can be checked to have done the same work) and the SVG's length.
pub fn run(w: &Workload) -> Result<(u64, usize), String> {
    let kind = LessonKind::from_slug(w.slug).ok_or_else(|| format!("no lesson {}", w.slug))?;
    let opened = open(kind, &Query::parse(&w.params));
    if let Some(e) = opened.errors.first() {
        return Err(format!("{}: {}", w.name, e.message(Lang::En)));
    }
    let svg = opened.model.figure(opened.step, Lang::En).to_svg();
    let sentence = opened.model.sentence(opened.step, Lang::En);
    let facts = format!("{:?}", opened.model.facts());
    let play = format!("{:?}", opened.model.play());
    let review = if w.review {
        format!("{:?}", opened.model.review())
    } else {
        String::new()
    };
    let mut h = fnv(0xcbf2_9ce4_8422_2325, svg.as_bytes());
    h = fnv(h, sentence.as_bytes());
    h = fnv(h, facts.as_bytes());
    h = fnv(h, play.as_bytes());
    h = fnv(h, review.as_bytes());
    Ok((h, svg.len()))
}

/// Untimed runs of each workload before its timed ones: V8 first runs wasm in its baseline
/// compiler and swaps in the optimised code only for later calls, and the native side warms
/// its caches and allocator the same way, so both sides time the steady state.
pub const WARM_UP: usize = 3;

/// Least time (ms) one timed sample lasts: a workload shorter than this is run several times
/// in a row per sample and its time divided: Chromium's `performance.now()` is coarse and
/// jittered, so a short workload timed alone measures mostly the clock (docs/benchmarks.md).
pub const SAMPLE_MS: f64 = 20.0;

/// Times workload `w` `repeats` times with the clock `now` (ms), after [`WARM_UP`] untimed
/// runs, and returns its line: `name<TAB>median ms<TAB>min ms<TAB>checksum<TAB>
/// SVG bytes`, the format `cargo xtask bench-wasm` reads from both sides (every run's
/// checksum must be the same). A sample runs the workload as many times in a row as fill
/// [`SAMPLE_MS`] (counted from the warm-up runs, the same rule on both sides) and reports
/// the time of one run.
pub fn measure_one(w: &Workload, now: &dyn Fn() -> f64, repeats: usize) -> Result<String, String> {
    let mut times = Vec::new();
    let mut sum = run(w)?;
    let t0 = now();
    for _ in 1..WARM_UP {
        if run(w)? != sum {
            return Err(format!("{}: two runs gave different output", w.name));
        }
    }
    let warm_run = (now() - t0) / (WARM_UP - 1).max(1) as f64;
    let batch = (SAMPLE_MS / warm_run.max(1e-3)).ceil().clamp(1.0, 1000.0) as usize;
    for _ in 0..repeats {
        let t0 = now();
        let mut this = sum;
        for _ in 0..batch {
            this = run(w)?;
            if this != sum {
                return Err(format!("{}: two runs gave different output", w.name));
            }
        }
        times.push((now() - t0) / batch as f64);
        sum = this;
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(f64::NAN);
    let min = times.first().copied().unwrap_or(f64::NAN);
    Ok(format!(
        "WORKLOAD\t{}\t{median:.2}\t{min:.2}\t{:016x}\t{}",
        w.name, sum.0, sum.1
    ))
}
