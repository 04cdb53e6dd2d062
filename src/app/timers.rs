//! What happens after a pause: the walkthrough's next step while playing, and the
//! computer's reply in a game.

use crate::page_state::{Action, AppState};
use yew::prelude::*;

/// While playing, one timeout per step; it is dropped when the step or playing changes.
#[hook]
pub fn use_play_timer(state: &UseReducerHandle<AppState>) {
    let dispatch = state.dispatcher();
    let step = state.snapshot().map(|s| s.step);
    use_effect_with(
        (state.playing, step, state.speed_ms),
        move |&(playing, _, ms)| {
            let timeout = playing.then(|| {
                gloo_timers::callback::Timeout::new(ms, move || dispatch.dispatch(Action::Tick))
            });
            move || drop(timeout)
        },
    );
}

/// When it is the computer's turn (player 2, or 1 when it opens), it moves after a short
/// pause.
#[hook]
pub fn use_computer_reply(state: &UseReducerHandle<AppState>) {
    let reply = state.snapshot().and_then(|s| {
        let p = s.play.as_ref()?;
        state
            .computer_to_move()
            .then(|| p.computer_move.clone().map(|m| (p.history.len(), m)))
            .flatten()
    });
    let dispatch = state.dispatcher();
    use_effect_with(reply, move |reply| {
        let timeout = reply.clone().map(|(after, mv)| {
            gloo_timers::callback::Timeout::new(700, move || {
                dispatch.dispatch(Action::ComputerMove { after, mv })
            })
        });
        move || drop(timeout)
    });
}
