//! `cargo xtask fuzz [--seconds N] [--seed S] [--cases K] [TARGET…]`: the fuzz targets that
//! every `cargo test` runs with CI's fixed budget (grundy_lessons::fuzz), run longer: each target
//! plays cases from random seeds for N seconds (60 by default), or K cases from seed S (with
//! `--cases 1`, the one failing case a report printed, to replay it). A failure prints the
//! input and its case seed.
//!
//! These are seeded property tests on the stable toolchain, not coverage-guided fuzzing:
//! cargo-fuzz needs a nightly toolchain and libFuzzer, which CI does not install (this machine
//! has a nightly, but not cargo-fuzz); the same generators would serve as its input mutators.

use crate::project_root;
use std::process::Command;

/// Every target: its name, its crate, the cargo arguments selecting the crate's test binary,
/// and the test that runs it.
const TARGETS: &[(&str, &[&str], &str)] = &[
    (
        "links",
        &["-p", "grundy-lessons", "--lib"],
        "fuzz::tests::fuzz_links_to_every_lesson",
    ),
    (
        "moves",
        &["-p", "grundy-lessons", "--lib"],
        "fuzz::tests::fuzz_moves_of_every_game",
    ),
    (
        "link-text",
        &["-p", "grundy-lessons", "--lib"],
        "fuzz::tests::fuzz_link_text",
    ),
    (
        "graph-judge",
        &["-p", "grundy-lessons", "--lib"],
        "fuzz::tests::fuzz_graph_sum_judge_reader",
    ),
    (
        "judge",
        &["-p", "grundy-cli", "--bin", "grundy"],
        "judge::tests::fuzz::fuzz_judge_readers",
    ),
    (
        "host-commands",
        &["-p", "grundy-lab", "--lib"],
        "host_api::tests::fuzz_host_commands",
    ),
    (
        "deck",
        &["-p", "grundy-lab", "--lib"],
        "deck::tests::fuzz::fuzz_deck_items",
    ),
    (
        "page",
        &["-p", "grundy-lab", "--lib"],
        "page_state::tests::fuzz::fuzz_host_commands_drive_the_page",
    ),
];

/// Runs the targets named in `args` (all by default) with the budget `args` gives.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut env: Vec<(&str, String)> = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .filter(|v| v.parse::<u64>().is_ok())
                .cloned()
                .ok_or(format!("{flag} needs a whole number"))
        };
        match a.as_str() {
            "--seconds" => env.push(("GRUNDY_FUZZ_SECONDS", value("--seconds")?)),
            "--seed" => env.push(("GRUNDY_FUZZ_SEED", value("--seed")?)),
            "--cases" => env.push(("GRUNDY_FUZZ_CASES", value("--cases")?)),
            name => match TARGETS.iter().find(|t| t.0 == name) {
                Some(t) => names.push(t.0),
                None => {
                    let all: Vec<&str> = TARGETS.iter().map(|t| t.0).collect();
                    return Err(format!(
                        "unknown fuzz target {name:?}; targets: {}",
                        all.join(", ")
                    ));
                }
            },
        }
    }
    if !env.iter().any(|(k, _)| *k != "GRUNDY_FUZZ_SEED") {
        env.push(("GRUNDY_FUZZ_SECONDS", "60".to_string()));
    }
    let chosen: Vec<_> = TARGETS
        .iter()
        .filter(|t| names.is_empty() || names.contains(&t.0))
        .collect();
    // One cargo run per test binary, its targets side by side.
    let mut failed = Vec::new();
    let mut done: Vec<&[&str]> = Vec::new();
    for t in &chosen {
        if done.contains(&t.1) {
            continue;
        }
        done.push(t.1);
        let tests: Vec<&str> = chosen.iter().filter(|o| o.1 == t.1).map(|o| o.2).collect();
        println!("fuzz: cargo test {} -- {}", t.1.join(" "), tests.join(" "));
        let status = Command::new("cargo")
            .arg("test")
            .args(t.1)
            .arg("--")
            .args(&tests)
            .args(["--exact", "--nocapture"])
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .current_dir(project_root())
            .status()
            .map_err(|e| format!("cannot run cargo: {e}"))?;
        if !status.success() {
            failed.push(t.1.join(" "));
        }
    }
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "fuzzing found a failure in: {} (the input and its seed are above)",
            failed.join("; ")
        ))
    }
}
