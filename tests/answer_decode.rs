//! The page's decoding of the worker's answers, timed in headless Chromium: each default
//! link's first answer read from bincode bytes (`wire::FromWorker`, how the page reads them)
//! and, as the reference in the same run, from the JS value serde-wasm-bindgen makes (how it
//! read them before). Alternating samples, each repeating a decode to fill about 20 ms; one
//! `DECODE` line per link on the console, and a `COLD` line for the first decode of each kind. The structured clone of the message itself (an
//! object graph then, a transferred buffer now) is not in these figures. A benchmark, not
//! part of `cargo test` (`test = false` in Cargo.toml): `cargo xtask bench-decode`.

#![cfg(target_arch = "wasm32")]

use grundy_lab::solver::Solver;
use grundy_lab::wire::{FromWorker, Outcome, Request, Response};
use grundy_lessons::lesson::LESSONS;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Milliseconds per run of `f`, repeated to fill about 20 ms.
fn sample(now: &dyn Fn() -> f64, f: &mut dyn FnMut() -> bool) -> f64 {
    let start = now();
    let mut runs = 0u32;
    while now() - start < 20.0 {
        assert!(f(), "a decode failed");
        runs += 1;
    }
    (now() - start) / f64::from(runs)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[wasm_bindgen_test]
async fn answers_decoded_from_bytes_and_from_js_values() {
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .expect("a browser test has a window with performance");
    let now = || performance.now();
    let mut cold = true;
    for lesson in LESSONS {
        let mut solver = Solver::new();
        let answer = solver.handle(Request {
            id: 1,
            hash: format!("#/{}", lesson.slug),
            lang: "en".into(),
            strict: false,
            export: None,
            reveal: false,
            parts: false,
            typed: false,
            practice: None,
            bytes: true,
        });
        assert!(
            matches!(answer.outcome, Outcome::Opened(_)),
            "{}",
            lesson.slug
        );
        let value =
            serde_wasm_bindgen::to_value(&answer).expect("the default links fit JS numbers");
        let message = FromWorker::Answer(Box::new(answer));
        let bytes = js_sys::Uint8Array::from(message.encode().expect("encodes").as_slice());
        assert_eq!(FromWorker::decode(&bytes.to_vec()).as_ref(), Some(&message));
        if std::mem::take(&mut cold) {
            // The first decode of each kind runs code the browser has not compiled yet (wasm
            // is compiled lazily, function by function), as the page's first answer does.
            // Bytes go first, so what both share is compiled on their time.
            let t0 = now();
            let from_bytes = FromWorker::decode(&bytes.to_vec());
            let t1 = now();
            let from_js = serde_wasm_bindgen::from_value::<Response>(value.clone());
            let t2 = now();
            assert!(from_bytes.is_some() && from_js.is_ok());
            let line = format!("COLD\t{}\t{:.3}\t{:.3}", lesson.slug, t2 - t1, t1 - t0);
            web_sys::console::log_1(&line.into());
        }
        let (mut js, mut bin) = (Vec::new(), Vec::new());
        for _ in 0..7 {
            js.push(sample(&now, &mut || {
                serde_wasm_bindgen::from_value::<Response>(value.clone()).is_ok()
            }));
            bin.push(sample(&now, &mut || {
                FromWorker::decode(&bytes.to_vec()).is_some()
            }));
        }
        let line = format!(
            "DECODE\t{}\t{}\t{:.3}\t{:.3}",
            lesson.slug,
            bytes.length(),
            median(js),
            median(bin)
        );
        web_sys::console::log_1(&line.into());
        let tick = js_sys::Promise::new(&mut |done, _| {
            let _ = web_sys::window()
                .expect("a window")
                .set_timeout_with_callback_and_timeout_and_arguments_0(&done, 0);
        });
        let _ = wasm_bindgen_futures::JsFuture::from(tick).await;
    }
}
