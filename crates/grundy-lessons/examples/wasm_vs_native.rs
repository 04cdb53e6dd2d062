//! The native side of the wasm-vs-native measurement: times the core workloads of
//! `support/workloads.rs` (the same file the wasm test `tests/wasm_vs_native.rs` runs in
//! headless Chromium) and prints one `WORKLOAD` line each. Run by `cargo xtask bench-wasm`;
//! by hand: `cargo run --release -p grundy-core --example wasm_vs_native [REPEATS]`.

#[path = "support/workloads.rs"]
mod workloads;

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let repeats = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(7);
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1000.0;
    for w in workloads::workloads() {
        match workloads::measure_one(&w, &now, repeats) {
            Ok(line) => println!("{line}"),
            Err(e) => {
                eprintln!("wasm_vs_native: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
