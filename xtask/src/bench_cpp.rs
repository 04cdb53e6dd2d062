//! `cargo xtask bench`, second part: the judge side by side with C++ references.
//! Each reference in xtask/cpp/ is compiled with `g++ -O2` in the same run, fed the same
//! generated input file as `grundy judge`, and must print the same answer; both are timed as
//! whole processes (start, read, solve, print), alternating, and the medians are compared.

use crate::project_root;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// Timed runs of each program per case; the median is reported.
const REPEATS: usize = 11;

/// One comparison: the judge problem, the reference's file stem in xtask/cpp/, what the
/// reference does, the input's description and the input.
struct Case {
    problem: &'static str,
    reference: &'static str,
    method: &'static str,
    what: String,
    input: String,
}

/// The extra inputs of this comparison that `bench::cases` does not have.
fn extra_cases() -> Vec<(&'static str, &'static str, String)> {
    let mut v = Vec::new();
    // Cell 1 has quotient n itself, which needs every distinct ⌊n/x⌋: the worst case.
    let mut s = String::from("1000000000\n100\n");
    for i in 0..100u64 {
        let _ = writeln!(s, "3 1 {} {}", 2 + i, 1_000_000 + 7 * i);
    }
    v.push((
        "flip-multiples",
        "n = 10^9, 100 queries, each with cell 1 (every quotient needed)",
        s,
    ));
    // Twenty distinct primes: no divisor is redundant and the lcms stay below n for most
    // subsets, so nearly all 2^20 − 1 terms are evaluated.
    v.push((
        "ie-divisible",
        "n = 10^18, the first 20 primes (most of the 2^20 − 1 terms needed)",
        "1000000000000000000 20\n2 3 5 7 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71\n".into(),
    ));
    v
}

fn cases() -> Vec<Case> {
    // (problem, reference, method); a problem may be compared with several references.
    let references: &[(&str, &str, &str)] = &[
        ("nim", "nim", "XOR of the piles"),
        (
            "nim-move",
            "nim-move",
            "XOR, first pile a with a ⊕ X < a, hand-written output",
        ),
        (
            "graph-sum",
            "graph-sum",
            "Kahn order, mex per vertex with a stamp array",
        ),
        (
            "cutting",
            "cutting",
            "SG table up to the largest sheet, mex per sheet",
        ),
        (
            "end-piles",
            "end-piles",
            "the notes' interval DP with two n×n tables",
        ),
        (
            "apple-tree",
            "apple-tree",
            "depth parity by BFS, hash map of the other class's values",
        ),
        (
            "ie-divisible",
            "ie-divisible",
            "depth-first inclusion–exclusion, exact lcm, cut above n",
        ),
        (
            "majority",
            "majority",
            "Boyer–Moore vote and a confirming count",
        ),
        (
            "set-nim",
            "set-nim",
            "SG table, mex over a 128-bit set per position",
        ),
        (
            "split-nim",
            "split-nim",
            "the notes' mex over pair XORs, kept incrementally, O(max²)",
        ),
        (
            "split-nim",
            "split-nim-closed",
            "the odious-number closed form (same as the judge)",
        ),
        (
            "flip-multiples",
            "flip-multiples",
            "the seed's method: every quotient's value once, 32-bit, blocks of equal m/k",
        ),
    ];
    let mut inputs: Vec<(&str, String, String)> = crate::bench::cases()
        .into_iter()
        .map(|(p, what, input)| (p, what.to_string(), input))
        .collect();
    inputs.extend(
        extra_cases()
            .into_iter()
            .map(|(p, what, input)| (p, what.to_string(), input)),
    );
    let mut out = Vec::new();
    for (problem, what, input) in inputs {
        for &(p, reference, method) in references {
            if p == problem {
                out.push(Case {
                    problem,
                    reference,
                    method,
                    what: what.clone(),
                    input: input.clone(),
                });
            }
        }
    }
    out
}

/// Runs `program args < input` once; its standard output and the wall time in ms.
fn run_once(program: &Path, args: &[&str], input: &Path) -> Result<(Vec<u8>, f64), String> {
    let stdin = std::fs::File::open(input).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    if !out.status.success() {
        return Err(format!(
            "{} failed: {}",
            program.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok((out.stdout, ms))
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The machine line of the report: CPU model, cores, compilers.
fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let version = |cmd: &str| {
        Command::new(cmd)
            .arg("--version")
            .output()
            .ok()
            .and_then(|o| {
                String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .next()
                    .map(String::from)
            })
            .unwrap_or_else(|| format!("{cmd} (unknown version)"))
    };
    format!(
        "{cpu}, {cores} cores; {}; {}",
        version("rustc"),
        version("g++")
    )
}

/// `cargo xtask bench-cpp [PROBLEM…]`: builds the release CLI and runs only this comparison,
/// for the named problems only when some are given.
pub fn run_alone(only: &[String]) -> Result<(), String> {
    run_only(&crate::bench::build_release_cli()?, only)
}

/// Compiles the references, checks that each prints the judge's answer, and prints the table.
pub fn run(judge: &Path) -> Result<(), String> {
    run_only(judge, &[])
}

/// [`run`] for the cases of the named problems (every case when `only` is empty).
fn run_only(judge: &Path, only: &[String]) -> Result<(), String> {
    let root = project_root();
    let dir: PathBuf = root.join("target/bench-cpp");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let cases: Vec<Case> = cases()
        .into_iter()
        .filter(|c| only.is_empty() || only.iter().any(|p| p == c.problem))
        .collect();
    let mut compiled: Vec<&str> = Vec::new();
    for case in &cases {
        if compiled.contains(&case.reference) {
            continue;
        }
        let source = root.join(format!("xtask/cpp/{}.cpp", case.reference));
        let status = Command::new("g++")
            .arg("-O2")
            .arg("-o")
            .arg(dir.join(case.reference))
            .arg(&source)
            .status()
            .map_err(|e| format!("g++: {e}"))?;
        if !status.success() {
            return Err(format!("g++ -O2 {} failed", source.display()));
        }
        compiled.push(case.reference);
    }
    println!();
    println!("Judge vs C++ (`g++ -O2`), median of {REPEATS} runs each, whole process:");
    println!("{}", machine());
    println!();
    println!("| problem | input | C++ reference | Rust ms | C++ ms | ratio |");
    println!("|---|---|---|---|---|---|");
    for (i, case) in cases.iter().enumerate() {
        let input = dir.join(format!("case-{i}.in"));
        std::fs::write(&input, &case.input).map_err(|e| e.to_string())?;
        let reference = dir.join(case.reference);
        let (mut rust, mut cpp) = (Vec::new(), Vec::new());
        for _ in 0..REPEATS {
            let (a, ms_rust) = run_once(judge, &["judge", case.problem], &input)?;
            let (b, ms_cpp) = run_once(&reference, &[], &input)?;
            if a != b {
                return Err(format!(
                    "{} ({}): the judge and {}.cpp disagree: {:?} vs {:?}",
                    case.problem,
                    case.what,
                    case.reference,
                    String::from_utf8_lossy(&a[..a.len().min(80)]),
                    String::from_utf8_lossy(&b[..b.len().min(80)]),
                ));
            }
            rust.push(ms_rust);
            cpp.push(ms_cpp);
        }
        let (r, c) = (median(rust), median(cpp));
        println!(
            "| `{}` | {} | `{}.cpp`: {} | {r:.1} | {c:.1} | {:.2}× |",
            case.problem,
            case.what,
            case.reference,
            case.method,
            r / c
        );
    }
    Ok(())
}
