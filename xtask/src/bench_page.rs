//! `cargo xtask bench-page`: builds the release site into target/e2e-dist (as `cargo xtask
//! test` does), then measures the page in headless Chromium with `tests/e2e/latency.mjs`:
//! first paint of a lesson from a cold load, step latency (key press → painted frame, median
//! and max of 20 steps) and the longest main-thread task, for the lessons of issue 11; then,
//! with `tests/e2e/start.mjs`, the longest task while each lesson's default link starts (issue
//! 48). Extra arguments go to latency.mjs (e.g. `--runs 5`, `--port 8140`); `--runs` also to
//! start.mjs. The figures go into docs/benchmarks.md.

use crate::project_root;
use std::process::Command;

/// Builds the site and runs the page benchmark.
pub fn run(args: &[String]) -> Result<(), String> {
    let env = crate::setup::ensure_web_tools()?;
    let site = crate::setup::build_site(&env, "target/e2e-dist")?;
    let status = Command::new("node")
        .arg(project_root().join("tests/e2e/latency.mjs"))
        .arg("--dist")
        .arg(&site)
        .args(args)
        .current_dir(project_root())
        .status()
        .map_err(|e| format!("could not run node: {e}"))?;
    if !status.success() {
        return Err(format!("tests/e2e/latency.mjs failed ({status})"));
    }
    // The start of every lesson's default link: the longest task while it loads, by phase.
    let status = Command::new("node")
        .arg(project_root().join("tests/e2e/start.mjs"))
        .arg("--dist")
        .arg(&site)
        .args(runs_only(args))
        .current_dir(project_root())
        .status()
        .map_err(|e| format!("could not run node: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("tests/e2e/start.mjs failed ({status})"))
    }
}

/// The arguments both scripts understand (`--runs N`); the others are latency.mjs's own.
fn runs_only(args: &[String]) -> Vec<String> {
    args.iter()
        .position(|a| a == "--runs")
        .and_then(|i| args.get(i..i + 2))
        .map(<[String]>::to_vec)
        .unwrap_or_default()
}
