//! Progress of a long computation, for whoever runs it and wants to show it: the page's solver
//! worker installs a hook around a request ([`with_hook`]) and posts what it hears, while the
//! computations that can take seconds (the game lab's table of G(0..N)) [`report`] as they go.
//! Without a hook, reporting does nothing. The hook is per thread (the worker is one thread).

use std::cell::RefCell;

type Hook = Box<dyn FnMut(u64, u64)>;

thread_local! {
    static HOOK: RefCell<Option<Hook>> = const { RefCell::new(None) };
}

/// Says that `done` of `total` units of the current computation are finished.
pub fn report(done: u64, total: u64) {
    HOOK.with(|h| {
        // A hook that reports again from inside itself is not called twice at once.
        if let Ok(mut slot) = h.try_borrow_mut() {
            if let Some(f) = slot.as_mut() {
                f(done, total);
            }
        }
    });
}

/// Runs `f` with `hook` hearing every [`report`] made meanwhile on this thread; the previous
/// hook (if any) is put back afterwards.
pub fn with_hook<R>(hook: impl FnMut(u64, u64) + 'static, f: impl FnOnce() -> R) -> R {
    let old = HOOK.with(|h| h.replace(Some(Box::new(hook))));
    let out = f();
    HOOK.with(|h| {
        h.replace(old);
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn the_hook_hears_reports_only_while_installed() {
        let heard = Rc::new(RefCell::new(Vec::new()));
        report(1, 2);
        let h = heard.clone();
        let out = with_hook(
            move |d, t| h.borrow_mut().push((d, t)),
            || {
                report(3, 10);
                report(10, 10);
                7
            },
        );
        report(5, 5);
        assert_eq!(out, 7);
        assert_eq!(*heard.borrow(), vec![(3, 10), (10, 10)]);
    }
}
