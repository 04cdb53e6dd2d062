//! `cargo xtask bench-wasm`: the core's workloads (crates/grundy-lessons/examples/support/
//! workloads.rs: what the solver worker does for a set-Nim, cutting, graph-sum, split-Nim,
//! flip-multiples and game-lab link) timed natively (the release example `wasm_vs_native`) and
//! in wasm in headless Chromium (`tests/wasm_vs_native.rs` in the profile the solver worker
//! ships with, `worker-release`), alternating in the same run. Both sides must produce the same checksum of their output; the table gives
//! each side's median and the ratio wasm / native.

use crate::project_root;
use std::collections::BTreeMap;
use std::process::Command;

/// Alternating rounds (native, then wasm); each round times every workload 7 times.
const ROUNDS: usize = 3;

/// One side's lines: workload name → (median ms, min ms, checksum, SVG bytes), in order.
type Side = Vec<(String, f64, f64, String, String)>;

fn parse(out: &str) -> Side {
    out.lines()
        .filter_map(|l| l.find("WORKLOAD\t").map(|at| &l[at + 9..]))
        .filter_map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            match f.as_slice() {
                [name, median, min, sum, bytes] => Some((
                    name.to_string(),
                    median.parse().ok()?,
                    min.parse().ok()?,
                    sum.to_string(),
                    bytes.trim().to_string(),
                )),
                _ => None,
            }
        })
        .collect()
}

fn run_side(args: &[&str], what: &str) -> Result<Side, String> {
    let out = Command::new("cargo")
        .args(args)
        // The runner gives a whole test 20 s by default; all the workloads, each timed ten
        // times, take longer than that in wasm.
        .env("WASM_BINDGEN_TEST_TIMEOUT", "1200")
        .current_dir(project_root())
        .output()
        .map_err(|e| format!("{what}: {e}"))?;
    // The wasm test runner may print the page's console to either stream.
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() {
        return Err(format!("{what} failed:\n{text}"));
    }
    let side = parse(&text);
    if side.is_empty() {
        return Err(format!("{what} printed no WORKLOAD lines:\n{text}"));
    }
    Ok(side)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Runs both sides `ROUNDS` times, alternating, and prints the table.
pub fn run() -> Result<(), String> {
    let native_args = [
        "run",
        "--quiet",
        "--release",
        "-p",
        "grundy-lessons",
        "--example",
        "wasm_vs_native",
    ];
    // No `--quiet` here: cargo would pass it on to the wasm test runner, which refuses it.
    // The wasm side in the profile the solver worker ships with (the core at opt-level 2, the
    // lessons at "z").
    let wasm_args = [
        "test",
        "--profile",
        "worker-release",
        "--target",
        "wasm32-unknown-unknown",
        "-p",
        "grundy-lab",
        "--features",
        "local-solver",
        "--test",
        "wasm_vs_native",
        "--",
        "--nocapture",
    ];
    // name → (native medians, wasm medians, native mins, wasm mins)
    type Samples = (Vec<f64>, Vec<f64>, Vec<f64>, Vec<f64>);
    let mut samples: BTreeMap<String, Samples> = BTreeMap::new();
    let mut order = Vec::new();
    for round in 0..ROUNDS {
        eprintln!("bench-wasm: round {} of {ROUNDS}", round + 1);
        let native = run_side(&native_args, "the native example")?;
        let wasm = run_side(&wasm_args, "the wasm test in headless Chromium")?;
        for (n, w) in native.iter().zip(&wasm) {
            if n.0 != w.0 || n.3 != w.3 || n.4 != w.4 {
                return Err(format!(
                    "native and wasm differ on `{}`: checksum {} vs {}, SVG {} vs {} bytes",
                    n.0, n.3, w.3, n.4, w.4
                ));
            }
            if round == 0 {
                order.push(n.0.clone());
            }
            let s = samples.entry(n.0.clone()).or_default();
            s.0.push(n.1);
            s.1.push(w.1);
            s.2.push(n.2);
            s.3.push(w.2);
        }
    }
    println!();
    println!(
        "wasm (worker-release, headless Chromium) vs native (release), {ROUNDS} alternating rounds, \
         median of the rounds' medians of 7 timed samples after 3 untimed runs; a sample repeats a \
         workload to fill 20 ms and gives the time of one run (fastest sample in brackets):"
    );
    println!();
    println!("| workload | native ms | wasm ms | wasm / native |");
    println!("|---|---|---|---|");
    for name in order {
        if let Some((n, w, nmin, wmin)) = samples.remove(&name) {
            let (n, w) = (median(n), median(w));
            let nmin = nmin.into_iter().fold(f64::INFINITY, f64::min);
            let wmin = wmin.into_iter().fold(f64::INFINITY, f64::min);
            println!(
                "| {name} | {n:.1} ({nmin:.1}) | {w:.1} ({wmin:.1}) | {:.2}× ({:.2}×) |",
                w / n,
                wmin / nmin
            );
        }
    }
    Ok(())
}

/// `cargo xtask bench-decode`: tests/answer_decode.rs in the page's profile (`page-release`)
/// in headless Chromium: each lesson's first answer decoded from bincode bytes, as the page
/// reads the worker's answers, and from a serde-wasm-bindgen JS value, the reference.
pub fn run_decode() -> Result<(), String> {
    let args = [
        "test",
        "--profile",
        "page-release",
        "--target",
        "wasm32-unknown-unknown",
        "-p",
        "grundy-lab",
        "--test",
        "answer_decode",
        "--",
        "--nocapture",
    ];
    let out = Command::new("cargo")
        .args(args)
        .env("WASM_BINDGEN_TEST_TIMEOUT", "1200")
        .current_dir(project_root())
        .output()
        .map_err(|e| format!("the decode bench: {e}"))?;
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() {
        return Err(format!("the decode bench failed:\n{text}"));
    }
    let rows: Vec<Vec<&str>> = text
        .lines()
        .filter_map(|l| {
            l.find("DECODE\t")
                .map(|at| l[at + 7..].split('\t').collect())
        })
        .filter(|f: &Vec<&str>| f.len() == 4)
        .collect();
    if rows.is_empty() {
        return Err(format!("the decode bench printed no DECODE lines:\n{text}"));
    }
    if let Some(cold) = text
        .lines()
        .find_map(|l| l.find("COLD\t").map(|at| &l[at + 5..]))
    {
        let f: Vec<&str> = cold.split('\t').collect();
        if let [slug, js, bin] = f.as_slice() {
            println!(
                "\nThe first decode in a fresh page ({slug}, wasm compiled lazily): from a JS value \
                 {js} ms, from bytes {bin} ms (bytes first, so code both share counts for bytes)."
            );
        }
    }
    println!(
        "\nThe first answer of each lesson's default link decoded in the page's wasm (headless \
         Chromium, median of 7 alternating samples, each filling 20 ms):\n"
    );
    println!(
        "| lesson | answer as bytes | from a JS value (ms) | from bytes (ms) | JS value / bytes |"
    );
    println!("|---|---|---|---|---|");
    for f in rows {
        let (js, bin): (f64, f64) = (
            f[2].trim().parse().unwrap_or(f64::NAN),
            f[3].trim().parse().unwrap_or(f64::NAN),
        );
        println!(
            "| {} | {:.1} KB | {js:.2} | {bin:.2} | {:.0}× |",
            f[0],
            f[1].parse::<f64>().unwrap_or(0.0) / 1024.0,
            js / bin
        );
    }
    Ok(())
}
