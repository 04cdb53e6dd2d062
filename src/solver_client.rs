//! The page's side of the solver: sends the reducer's requests to the solver worker and
//! dispatches its answers, with each figure rebuilt from its delta.
//!
//! At most one request is in flight; while it is, only the newest further request waits (the
//! ones in between are links the reader has already left). A request that has been computing
//! for more than [`PATIENCE_MS`] when a newer one arrives, or when the reader presses Stop, is
//! abandoned by terminating the worker and starting a fresh one, so a slow link never holds
//! up the next. A step the worker prepared ahead ([`AheadAnswer`]) is drawn at once, in the
//! task of the key press, with no round trip; the worker is told, and prepares the next. With
//! the `local-solver` feature (the single-file `file://` build and the
//! browser tests) the same solver runs in the page instead, answering on the next tick.

use crate::figure_view::FigureMirror;
use crate::page_state::Action;
use crate::wire::{AheadAnswer, Frame, Outcome, Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use yew::Callback;

/// How long a request may run before a newer one replaces it by restarting the worker.
pub const PATIENCE_MS: f64 = 250.0;

/// At most this many prepared steps are kept.
#[cfg(not(feature = "local-solver"))]
const MAX_AHEAD: usize = 6;

/// The worker's loader script (Trunk's loader shim for the `solver_worker` binary).
#[cfg(not(feature = "local-solver"))]
const WORKER_URL: &str = "./solver_worker_loader.js";

/// Where index.html leaves the worker it started early for a lesson link, with `glReady` set
/// on it once the worker said "ready", `glEarly` the first request it then sent for the
/// page (the request the page is expected to make), and `glMsgs` the worker's messages since.
#[cfg(not(feature = "local-solver"))]
const EARLY_WORKER: &str = "glSolverWorker";

struct Inner {
    on_answer: Callback<Action>,
    mirror: FigureMirror,
    in_flight: Option<(u64, f64)>,
    waiting: Option<Request>,
    /// The worker's figure the mirror holds (see [`AheadAnswer`]).
    version: u64,
    /// Steps the worker prepared ahead (only those prepared from `version` can be used).
    ahead: Vec<AheadAnswer>,
    /// The frame of the last answer applied, which prepared steps may leave out.
    frame: Frame,
    /// Whether an answer has been passed on (the first one is drawn a task later).
    answered: bool,
    /// Answers held, in order, until the first one is passed on.
    held: Option<Vec<Action>>,
    #[cfg(not(feature = "local-solver"))]
    worker: Option<WorkerLink>,
    #[cfg(feature = "local-solver")]
    solver: crate::solver::Solver,
}

#[cfg(not(feature = "local-solver"))]
struct WorkerLink {
    worker: web_sys::Worker,
    ready: bool,
    /// The request index.html sent for the page before the page's wasm ran, and the
    /// worker's messages about it so far: claimed by the page's first request when equal.
    early: Option<(wasm_bindgen::JsValue, js_sys::Array)>,
    _onmessage: wasm_bindgen::closure::Closure<dyn FnMut(web_sys::MessageEvent)>,
}

/// A handle on the solver, shared by the app's effects.
#[derive(Clone)]
pub struct SolverClient {
    inner: Rc<RefCell<Inner>>,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

impl SolverClient {
    /// A client whose answers go to `on_answer`.
    pub fn new(on_answer: Callback<Action>) -> Self {
        let client = SolverClient {
            inner: Rc::new(RefCell::new(Inner {
                on_answer,
                mirror: FigureMirror::new(),
                in_flight: None,
                waiting: None,
                version: 0,
                ahead: Vec::new(),
                frame: Frame::default(),
                answered: false,
                held: None,
                #[cfg(not(feature = "local-solver"))]
                worker: None,
                #[cfg(feature = "local-solver")]
                solver: crate::solver::Solver::new(),
            })),
        };
        // The worker starts with the first lesson, so the home page loads no solver.
        client
    }

    /// Sends `request`, replacing any request still waiting; a step prepared ahead is
    /// answered at once.
    pub fn send(&self, request: Request) {
        if self.answer_prepared(&request) {
            return;
        }
        let busy_since = self.inner.borrow().in_flight.map(|(_, t)| t);
        match busy_since {
            None => self.post(request),
            Some(t) if now_ms() - t > PATIENCE_MS => {
                self.restart();
                self.post(request);
            }
            Some(_) => self.inner.borrow_mut().waiting = Some(request),
        }
    }

    /// Answers `request` with a step prepared ahead, when there is one for it made from the
    /// figure the page holds and nothing else is on its way (whose delta would then apply to
    /// the wrong figure).
    fn answer_prepared(&self, request: &Request) -> bool {
        let (figure, response, on_answer) = {
            let mut inner = self.inner.borrow_mut();
            let usable = inner.in_flight.is_none()
                && inner.waiting.is_none()
                && !request.strict
                && !request.reveal
                && request.export.is_none();
            let version = inner.version;
            let found = inner.ahead.iter().position(|a| {
                a.base == version && a.hash == request.hash && a.lang == request.lang
            });
            let Some(i) = found.filter(|_| usable) else {
                return false;
            };
            let mut prepared = inner.ahead.swap_remove(i);
            if prepared.same_frame {
                inner.frame.fill(&mut prepared.snapshot);
            } else {
                inner.frame = Frame::of(&prepared.snapshot);
            }
            // Steps prepared from the figure drawn now stay usable (the worker keeps them too).
            inner.ahead.retain(|a| a.base == prepared.version);
            inner.version = prepared.version;
            #[cfg(not(feature = "local-solver"))]
            if let Some(link) = &inner.worker {
                let adopt = crate::wire::Adopt {
                    adopt: prepared.version,
                };
                if let Ok(value) = serde_wasm_bindgen::to_value(&adopt) {
                    let _ = link.worker.post_message(&value);
                }
            }
            let figure = inner.mirror.apply(&prepared.snapshot.figure);
            let response = Response {
                id: request.id,
                outcome: Outcome::Opened(Box::new(prepared.snapshot)),
                version: prepared.version,
            };
            (figure, response, inner.on_answer.clone())
        };
        self.pass_on(on_answer, Action::Answer(Rc::new(response), Some(figure)));
        true
    }

    /// Passes an answer to the page. The first answer draws the whole lesson, so it is passed
    /// on a task after it was decoded: the decoding and the first draw are two shorter tasks,
    /// not one long one (issue 48); answers arriving meanwhile follow it in order.
    fn pass_on(&self, on_answer: Callback<Action>, action: Action) {
        {
            let mut inner = self.inner.borrow_mut();
            if let Some(held) = inner.held.as_mut() {
                held.push(action);
                return;
            }
            if inner.answered {
                drop(inner);
                on_answer.emit(action);
                return;
            }
            inner.answered = true;
            inner.held = Some(vec![action]);
        }
        let this = self.clone();
        gloo_timers::callback::Timeout::new(0, move || {
            let held = this.inner.borrow_mut().held.take().unwrap_or_default();
            for action in held {
                on_answer.emit(action);
            }
        })
        .forget();
    }

    /// Stops for good: the worker is terminated and nothing waits (the page that asked is
    /// gone; a worker of its own would otherwise stay, and answer into a dropped handler).
    pub fn stop(&self) {
        #[cfg(not(feature = "local-solver"))]
        let old = self.inner.borrow_mut().worker.take();
        #[cfg(not(feature = "local-solver"))]
        if let Some(link) = old {
            link.worker.terminate();
        }
        let mut inner = self.inner.borrow_mut();
        inner.waiting = None;
        inner.in_flight = None;
    }

    /// Abandons the request in flight (the reader pressed Stop or left the lesson).
    pub fn cancel(&self) {
        let busy = self.inner.borrow().in_flight.is_some();
        self.inner.borrow_mut().waiting = None;
        if busy {
            self.restart();
        }
    }

    fn post(&self, request: Request) {
        #[cfg(not(feature = "local-solver"))]
        if self.inner.borrow().worker.is_none() {
            self.start_worker();
            if self.claim_early(&request) {
                return;
            }
        }
        let mut inner = self.inner.borrow_mut();
        inner.in_flight = Some((request.id, now_ms()));
        #[cfg(not(feature = "local-solver"))]
        {
            if let Some(link) = &inner.worker {
                if link.ready {
                    // Large figures come in parts, each decoded in its own task; answers
                    // come as bytes, decoded in this wasm.
                    let request = Request {
                        parts: true,
                        bytes: true,
                        ..request
                    };
                    if let Ok(value) = serde_wasm_bindgen::to_value(&request) {
                        let _ = link.worker.post_message(&value);
                    }
                    return;
                }
            }
            // Not ready yet: the request waits for the worker's "ready".
            inner.in_flight = None;
            inner.waiting = Some(request);
        }
        #[cfg(feature = "local-solver")]
        {
            drop(inner);
            let this = self.clone();
            // Answered on the next tick, as a worker would, so the page behaves the same.
            gloo_timers::callback::Timeout::new(0, move || {
                let response = this.inner.borrow_mut().solver.handle(request);
                this.receive(response);
            })
            .forget();
        }
    }

    fn receive(&self, response: Response) {
        let (figure, on_answer, next) = {
            let mut inner = self.inner.borrow_mut();
            // Every delta applies to the mirror, in order, even for an answer the page no
            // longer wants: the solver counted it as sent.
            let figure = match &response.outcome {
                Outcome::Opened(s) => {
                    inner.frame = Frame::of(s);
                    Some(inner.mirror.apply(&s.figure))
                }
                Outcome::Refused(_) => None,
            };
            inner.version = response.version;
            inner.ahead.clear();
            inner.in_flight = None;
            (figure, inner.on_answer.clone(), inner.waiting.take())
        };
        self.pass_on(on_answer, Action::Answer(Rc::new(response), figure));
        if let Some(next) = next {
            self.post(next);
        }
    }

    /// Passes on the worker's progress with the request in flight (older requests' progress,
    /// from a worker about to be replaced, is dropped).
    #[cfg(not(feature = "local-solver"))]
    fn progress(&self, p: crate::wire::Progress) {
        let (current, on_answer) = {
            let inner = self.inner.borrow();
            (
                inner.in_flight.is_some_and(|(id, _)| id == p.id),
                inner.on_answer.clone(),
            )
        };
        if current {
            on_answer.emit(Action::Progress(p));
        }
    }

    #[cfg(feature = "local-solver")]
    fn restart(&self) {
        // In the page the solver is never busy between ticks: nothing to abandon.
        self.inner.borrow_mut().in_flight = None;
    }

    #[cfg(not(feature = "local-solver"))]
    fn restart(&self) {
        let old = {
            let mut inner = self.inner.borrow_mut();
            inner.in_flight = None;
            inner.mirror = FigureMirror::new();
            inner.version = 0;
            inner.ahead.clear();
            inner.worker.take()
        };
        if let Some(link) = old {
            link.worker.terminate();
        }
        self.start_worker();
    }

    #[cfg(not(feature = "local-solver"))]
    fn start_worker(&self) {
        use wasm_bindgen::closure::Closure;
        use wasm_bindgen::{JsCast, JsValue};
        // A lesson link's page started the worker before its own wasm loaded (index.html),
        // so both load in parallel: adopt that one, once, with whether it is ready already.
        let early = web_sys::window().and_then(|w| {
            let key = JsValue::from_str(EARLY_WORKER);
            let worker = js_sys::Reflect::get(&w, &key)
                .ok()?
                .dyn_into::<web_sys::Worker>()
                .ok()?;
            let _ = js_sys::Reflect::delete_property(&w, &key);
            let field = |name: &str| js_sys::Reflect::get(&worker, &JsValue::from_str(name)).ok();
            let ready = field("glReady").and_then(|v| v.as_bool()).unwrap_or(false);
            let sent = field("glEarly").filter(|v| v.is_object());
            let messages = field("glMsgs").and_then(|v| v.dyn_into::<js_sys::Array>().ok());
            let early = sent.map(|s| (s, messages.unwrap_or_default()));
            Some((worker, ready, early))
        });
        // (Replacing index.html's `onmessage` below also stops it from sending its request
        // if the worker was not ready yet: the page's own request then goes as usual.)
        let (worker, ready, early) = match early {
            Some(adopted) => adopted,
            None => match web_sys::Worker::new(WORKER_URL) {
                Ok(worker) => (worker, false, None),
                Err(_) => {
                    let on_answer = self.inner.borrow().on_answer.clone();
                    on_answer.emit(Action::SolverFailed);
                    return;
                }
            },
        };
        let this = Rc::downgrade(&self.inner);
        let onmessage =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let Some(inner) = this.upgrade() else { return };
                SolverClient { inner }.on_message(e.data());
            });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        self.inner.borrow_mut().worker = Some(WorkerLink {
            worker,
            ready,
            early,
            _onmessage: onmessage,
        });
    }

    /// Takes the answer index.html asked for before the page's wasm ran, when the page's
    /// first request is that same request: the worker's messages so far are handled now (the
    /// rest arrive as usual), so the solver's work overlapped the page's loading. A different
    /// first request (a link the early script could not predict) replaces the worker, whose
    /// figure the page does not hold.
    #[cfg(not(feature = "local-solver"))]
    fn claim_early(&self, request: &Request) -> bool {
        let early = {
            let mut inner = self.inner.borrow_mut();
            inner.worker.as_mut().and_then(|link| link.early.take())
        };
        let Some((sent, messages)) = early else {
            return false;
        };
        // The page asks for parts and bytes as it posts (`post`); so did index.html.
        let ours = Request {
            parts: true,
            bytes: true,
            ..request.clone()
        };
        let same = serde_wasm_bindgen::from_value::<Request>(sent).is_ok_and(|r| r == ours);
        if !same {
            self.restart();
            return false;
        }
        self.inner.borrow_mut().in_flight = Some((request.id, now_ms()));
        for message in messages.iter() {
            self.on_message(message);
        }
        true
    }

    /// One message from the worker: "ready", a step prepared ahead, shapes sent ahead of an
    /// answer, an answer, or progress.
    #[cfg(not(feature = "local-solver"))]
    fn on_message(&self, data: wasm_bindgen::JsValue) {
        use crate::wire::FromWorker;
        use wasm_bindgen::JsCast;
        if data.as_string().as_deref() == Some("ready") {
            let waiting = {
                let mut inner = self.inner.borrow_mut();
                if let Some(link) = inner.worker.as_mut() {
                    link.ready = true;
                }
                inner.waiting.take()
            };
            if let Some(request) = waiting {
                self.post(request);
            }
            return;
        }
        // Every other message is a FromWorker's bytes, decoded here in one call.
        let Some(message) = data
            .dyn_into::<js_sys::Uint8Array>()
            .ok()
            .and_then(|bytes| FromWorker::decode(&bytes.to_vec()))
        else {
            return;
        };
        match message {
            FromWorker::Ahead(a) => {
                // A step prepared ahead: kept (a few at most) until the reader steps.
                let mut inner = self.inner.borrow_mut();
                if inner.ahead.len() >= MAX_AHEAD {
                    inner.ahead.remove(0);
                }
                inner.ahead.push(*a);
            }
            // Shapes of the coming answer, sent ahead: staged now, in this task.
            FromWorker::Part(part) => self.inner.borrow_mut().mirror.stage(part.changed),
            FromWorker::Answer(response) => self.receive(*response),
            FromWorker::Progress(p) => self.progress(p),
        }
    }
}
