//! The solver's side of the worker: the worker binary (`src/bin/solver_worker.rs`) calls
//! [`run`], which answers every request posted to the worker with the [`Solver`]. Requests
//! arrive as JS values; a message back is a [`FromWorker`] as bytes (transferred) when the
//! request asked for bytes (the page), else its content as a JS value (embed.js).
//!
//! Why not gloo-worker: its bridge cannot stop a busy worker (its Destroy message waits behind
//! the running computation), and a newer link must cancel older work at once; the page
//! terminates this worker and starts a fresh one instead (see [`crate::solver_client`]).
//! The protocol is small enough to own: the worker posts `"ready"` once, then one
//! [`crate::wire::Response`] per [`crate::wire::Request`], in order; a large answer's shapes
//! go ahead of it in [`FigurePart`]s of about [`PART_WEIGHT`] elements when the request asks.
//! After a cheap step's answer it posts the steps next to it, prepared
//! ([`crate::wire::AheadAnswer`]); an [`Adopt`] from the page (it drew one) prepares the next.

use crate::solver::{Solver, AHEAD_BUDGET_MS};
use crate::wire::{
    weight, Adopt, FigurePart, FromWorker, Outcome, Progress, Request, Response, PART_WEIGHT,
};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Least time between two progress messages, in milliseconds.
const PROGRESS_MS: f64 = 100.0;

/// Starts answering requests in this worker.
pub fn run() {
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let solver = RefCell::new(Solver::new());
    // The format the last request asked for; prepared steps follow it.
    let bytes = std::rc::Rc::new(std::cell::Cell::new(false));
    let reply_to = scope.clone();
    let onmessage =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Ok(request) = serde_wasm_bindgen::from_value::<Request>(e.data()) else {
                // The page drew a prepared answer: prepare the steps next to it.
                if let Ok(adopt) = serde_wasm_bindgen::from_value::<Adopt>(e.data()) {
                    let prepared = solver.borrow_mut().adopt(adopt.adopt, time_for_more(0.0));
                    post_all(&reply_to, prepared, bytes.get());
                }
                // Anything else is not a message of this build: nothing to answer.
                return;
            };
            // Progress goes out at most every PROGRESS_MS, so the page handles a few
            // small messages a second while the worker computes.
            let id = request.id;
            bytes.set(request.bytes);
            let as_bytes = request.bytes;
            let scope = reply_to.clone();
            let mut last = js_sys::Date::now();
            let hook = move |done: u64, total: u64| {
                let now = js_sys::Date::now();
                if now - last < PROGRESS_MS || done >= total {
                    return;
                }
                last = now;
                post(
                    &scope,
                    &FromWorker::Progress(Progress { id, done, total }),
                    as_bytes,
                );
            };
            let parts = request.parts;
            let started = js_sys::Date::now();
            let mut response =
                grundy_core::progress::with_hook(hook, || solver.borrow_mut().handle(request));
            let took = js_sys::Date::now() - started;
            if parts {
                for part in split_parts(&mut response) {
                    post(&reply_to, &FromWorker::Part(part), as_bytes);
                }
            }
            post(&reply_to, &FromWorker::Answer(Box::new(response)), as_bytes);
            // The steps next to this one, prepared while the reader reads it.
            let step_cost = if solver.borrow().built_fresh() {
                0.0
            } else {
                took
            };
            let prepared = solver.borrow_mut().prepare_ahead(time_for_more(step_cost));
            post_all(&reply_to, prepared, as_bytes);
        });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The worker lives as long as its page: the handler is never dropped.
    onmessage.forget();
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// Whether to prepare one more step ahead: the first when a step costs at most
/// [`AHEAD_BUDGET_MS`] (`step_cost`, 0 when unknown: then the first step prepared is the
/// measure), the next only while the ones before took at most half of it, so preparing never
/// holds a newer request back much longer than one step.
fn time_for_more(step_cost: f64) -> impl FnMut() -> bool {
    let start = js_sys::Date::now();
    let mut first = true;
    move || {
        if std::mem::take(&mut first) {
            step_cost <= AHEAD_BUDGET_MS
        } else {
            js_sys::Date::now() - start <= AHEAD_BUDGET_MS / 2.0
        }
    }
}

/// Posts `message` to the page: as its bytes, transferring the buffer rather than copying it,
/// or as its content's JS value ([`to_js`]).
fn post(scope: &web_sys::DedicatedWorkerGlobalScope, message: &FromWorker, bytes: bool) {
    if bytes {
        let Some(encoded) = message.encode() else {
            return;
        };
        let array = js_sys::Uint8Array::from(encoded.as_slice());
        let _ = scope.post_message_with_transfer(&array, &js_sys::Array::of1(&array.buffer()));
        return;
    }
    let value = match message {
        FromWorker::Ahead(a) => to_js(a),
        FromWorker::Part(p) => to_js(p),
        FromWorker::Answer(r) => to_js(r),
        FromWorker::Progress(p) => to_js(p),
    };
    if let Some(value) = value {
        let _ = scope.post_message(&value);
    }
}

/// `message` as a JS value for embed.js. JS numbers hold integers exactly only up to 2^53,
/// and serde-wasm-bindgen refuses a larger `u64` (a Nim pile of 2^60, or its nim-sum): such a
/// message is written again with every 64-bit number as a `BigInt`.
fn to_js<T: serde::Serialize>(message: &T) -> Option<JsValue> {
    serde_wasm_bindgen::to_value(message)
        .or_else(|_| {
            message.serialize(
                &serde_wasm_bindgen::Serializer::new()
                    .serialize_large_number_types_as_bigints(true),
            )
        })
        .ok()
}

/// Posts each prepared step.
fn post_all(
    scope: &web_sys::DedicatedWorkerGlobalScope,
    prepared: Vec<crate::wire::AheadAnswer>,
    bytes: bool,
) {
    for answer in prepared {
        post(scope, &FromWorker::Ahead(Box::new(answer)), bytes);
    }
}

/// Takes a large answer's changed shapes out of it, in parts of about [`PART_WEIGHT`]
/// elements, leaving the last part in the answer.
pub fn split_parts(response: &mut Response) -> Vec<FigurePart> {
    let Outcome::Opened(snapshot) = &mut response.outcome else {
        return Vec::new();
    };
    let changed = std::mem::take(&mut snapshot.figure.changed);
    let mut parts = Vec::new();
    let mut current = Vec::new();
    let mut w = 0;
    for (key, shape) in changed {
        w += weight(&shape);
        current.push((key, shape));
        if w >= PART_WEIGHT {
            parts.push(FigurePart {
                part_of: response.id,
                changed: std::mem::take(&mut current),
            });
            w = 0;
        }
    }
    snapshot.figure.changed = current;
    parts
}
