//! The wasm side of the wasm-vs-native measurement: the core workloads of
//! `crates/grundy-lessons/examples/support/workloads.rs` (the same code the native example
//! `wasm_vs_native` times) run in headless Chromium, timed with `performance.now()`, one
//! `WORKLOAD` line each on the console. A benchmark, not part of `cargo test` (`test = false`
//! in Cargo.toml); `cargo xtask bench-wasm` runs it in release with
//! `cargo test --release --target wasm32-unknown-unknown -p grundy-lab --features local-solver
//! --test wasm_vs_native -- --nocapture` and compares with the native side.

#![cfg(target_arch = "wasm32")]

#[path = "../crates/grundy-lessons/examples/support/workloads.rs"]
mod workloads;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn core_workloads_in_wasm() {
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .expect("a browser test has a window with performance");
    let repeats = option_env!("GRUNDY_BENCH_REPEATS")
        .and_then(|r| r.parse().ok())
        .unwrap_or(7);
    for w in workloads::workloads() {
        let line = workloads::measure_one(&w, &|| performance.now(), repeats)
            .expect("every workload opens");
        web_sys::console::log_1(&line.into());
        // Back to the event loop between workloads: the test driver polls the page, and a
        // page busy for all of them at once missed its 20 s deadline on a loaded machine.
        let tick = js_sys::Promise::new(&mut |done, _| {
            let _ = web_sys::window()
                .expect("a window")
                .set_timeout_with_callback_and_timeout_and_arguments_0(&done, 0);
        });
        let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
    }
}
