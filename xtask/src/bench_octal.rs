//! `cargo xtask bench`, octal part: G(0..10^5) of octal games that split heaps, by the fast
//! table (`grundy tabulate CODE N`) and by the plain double loop (`--naive`) in the same run,
//! whole process each time, median of repeats, and the ratio. Both answers must agree.
//! Grundy's game (`grundy tabulate grundy N`) is timed the same way beside them.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// The codes timed: Kayles, Dawson's chess, Treblecross, a 20-digit code that splits after
/// taking 1 or 20, and one that splits after taking 2 to 20 (values up to about 16,000).
const CODES: &[(&str, &str)] = &[
    ("0.77", "Kayles"),
    ("0.137", "Dawson's chess"),
    ("0.007", "Treblecross"),
    (
        "0.40000000000000000004",
        "20 digits, splits after taking 1 or 20",
    ),
    (
        "0.37777777777777777777",
        "20 digits, splits after taking 2 to 20",
    ),
    // Not an octal code: `grundy tabulate` reads it as Grundy's game (split a heap into two
    // unequal heaps), whose values alone it prints.
    ("grundy", "Grundy's game"),
];
const N: &str = "100000";
const FAST_REPEATS: usize = 5;
const NAIVE_REPEATS: usize = 3;

fn run_once(binary: &Path, code: &str, naive: bool) -> Result<(Duration, Vec<u8>), String> {
    let mut cmd = Command::new(binary);
    cmd.args(["tabulate", code, N]);
    if naive {
        cmd.arg("--naive");
    }
    let start = Instant::now();
    let out = cmd.output().map_err(|e| e.to_string())?;
    let elapsed = start.elapsed();
    if !out.status.success() {
        return Err(format!(
            "tabulate {code}: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok((elapsed, out.stdout))
}

fn median(
    binary: &Path,
    code: &str,
    naive: bool,
    repeats: usize,
) -> Result<(Duration, Vec<u8>), String> {
    let mut times = Vec::new();
    let mut answer = Vec::new();
    for _ in 0..repeats {
        let (t, out) = run_once(binary, code, naive)?;
        times.push(t);
        answer = out;
    }
    times.sort();
    Ok((times[times.len() / 2], answer))
}

/// `cargo xtask bench-octal`: builds the release CLI and prints only the octal table.
pub fn run_alone() -> Result<(), String> {
    run(&crate::bench::build_release_cli()?)
}

/// Prints the octal table: fast and naive medians and their ratio (the release CLI is built).
pub fn run(binary: &Path) -> Result<(), String> {
    println!();
    println!("| octal code | game | G(0..10^5) fast (median of {FAST_REPEATS}) | plain double loop (median of {NAIVE_REPEATS}) | ratio | period |");
    println!("|---|---|---|---|---|---|");
    for &(code, game) in CODES {
        let (fast, answer) = median(binary, code, false, FAST_REPEATS)?;
        let (naive, expected) = median(binary, code, true, NAIVE_REPEATS)?;
        if answer != expected {
            return Err(format!("tabulate {code}: the fast and naive tables differ"));
        }
        let period = String::from_utf8_lossy(&answer)
            .lines()
            .nth(1)
            .unwrap_or("—")
            .to_string();
        println!(
            "| `{code}` | {game} | {:.0} ms | {:.0} ms | {:.1}× | {period} |",
            fast.as_secs_f64() * 1000.0,
            naive.as_secs_f64() * 1000.0,
            naive.as_secs_f64() / fast.as_secs_f64().max(1e-9)
        );
    }
    Ok(())
}
