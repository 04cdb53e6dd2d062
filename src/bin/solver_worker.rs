//! The solver worker's entry point (built by Trunk as a web worker with a loader shim):
//! answers the page's requests off its thread.

fn main() {
    grundy_lab::solver_worker::run();
}
