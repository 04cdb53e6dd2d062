//! The app's link to the solver: a worker started once for the app's life, sent each new
//! request; its answers are dispatched.

use crate::page_state::{Action, AppState};
use crate::solver_client::SolverClient;
use yew::prelude::*;

/// Starts the solver and keeps it on the pending request: each new request goes to it, and
/// no request pending abandons any work left.
#[hook]
pub fn use_solver(state: &UseReducerHandle<AppState>) {
    let solver = {
        let dispatch = state.dispatcher();
        use_memo((), move |_| {
            SolverClient::new(Callback::from(move |a: Action| dispatch.dispatch(a)))
        })
    };
    let request = state.pending.as_ref().map(|p| p.request.clone());
    use_effect_with(request, move |request| match request {
        Some(r) => solver.send(r.clone()),
        None => solver.cancel(),
    });
}
