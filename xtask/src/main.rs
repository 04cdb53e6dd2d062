//! Project automation (`cargo xtask …`), in Rust with no dependencies:
//! - `serve`: install what is missing, then serve the app at http://127.0.0.1:8080;
//! - `test`: check formatting (`cargo fmt --check`) and lints (`cargo clippy … -D warnings`,
//!   natively and for the wasm app), install what is missing, then run every test (native with
//!   the tidy test, wasm in the browser, end-to-end in headless Chromium) and the size report —
//!   exactly what CI runs;
//! - `lint`: only the formatting and lint checks;
//! - `bench`: time `grundy judge` on every heavy problem at its limits, then side by side
//!   with C++ references (`bench-cpp`: only that comparison; `bench-octal`: only the octal
//!   tables, fast against the plain double loop);
//! - `bench-wasm`: the core's page workloads natively and in wasm in headless Chromium;
//! - `bench-decode`: the page's decoding of the worker's answers, bytes against JS values;
//! - `bench-page`: the page's first paint, step latency and longest tasks in Chromium
//!   (`tests/e2e/latency.mjs`);
//! - `fuzz`: the fuzz targets every `cargo test` runs, run longer from random seeds
//!   (`--seconds N`, `--seed S`, `--cases K`, target names; see fuzz.rs);
//! - `dist`: build the release site into `dist/` (with its service worker's file list and its
//!   Content-Security-Policy).

mod bench;
mod bench_cpp;
mod bench_octal;
mod bench_wasm;
mod csp;
mod fuzz;
mod lint;
mod offline;
mod setup;
#[cfg(test)]
mod tidy;

mod bench_layout;
mod bench_page;

use std::path::PathBuf;
use std::process::ExitCode;

/// The repository root (xtask lives one level below it).
pub fn project_root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map(PathBuf::from).unwrap_or(manifest)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => setup::serve(),
        Some("test") | Some("ci") => setup::test_all(),
        Some("lint") => lint::lint(&mut setup::Tally::default()),
        Some("bench") => bench::run(),
        Some("bench-cpp") => bench_cpp::run_alone(&args[1..]),
        Some("bench-octal") => bench_octal::run_alone(),
        Some("bench-layout") => bench_layout::measure(),
        Some("bench-wasm") => bench_wasm::run(),
        Some("bench-decode") => bench_wasm::run_decode(),
        Some("bench-page") => bench_page::run(&args[1..]),
        Some("fuzz") => fuzz::run(&args[1..]),
        Some("dist") => setup::ensure_web_tools()
            .and_then(|env| setup::build_site(&env, "dist"))
            .map(|_| ()),
        _ => Err(
            "usage: cargo xtask serve | test | lint | bench | bench-cpp | bench-wasm | bench-decode | fuzz | dist"
                .to_string(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}
