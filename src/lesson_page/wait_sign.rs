//! The sign that the solver is still working ("Computing…", its progress and Stop), shown only
//! once a wait has lasted [`WAIT_SIGN_DELAY_MS`]: a quick answer never flickers a spinner, and
//! the frames right after a link is opened lay out and paint nothing new.

use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use yew::prelude::*;

/// How long a wait lasts before the page says so (milliseconds).
///
/// The sign used to be inserted at once and hidden for this long by the stylesheet. Inserting
/// it still laid out and painted the zoom bar in the frame after the link, just when Chromium's
/// own handling of the new address (25–45 ms of the browser process for a 4 KB link) and the
/// worker's start compete for two cores: that frame, 7–11 ms of work, then ran 56–58 ms in
/// traces (`responsive.spec.mjs`, 1,000 end-piles). Now nothing is added until the wait lasts.
pub const WAIT_SIGN_DELAY_MS: u32 = 300;

/// Properties of [`WaitSign`].
#[derive(Properties, PartialEq)]
pub struct WaitSignProps {
    /// The page's language.
    pub lang: Lang,
    /// The worker's progress through a long table, as `(done, total)`.
    #[prop_or_default]
    pub progress: Option<(u64, u64)>,
    /// Pressing Stop.
    pub on_stop: Callback<MouseEvent>,
}

/// The wait's sign: nothing for its first [`WAIT_SIGN_DELAY_MS`], then the spinner, the words,
/// the progress bar (when the worker reports one) and Stop. Mounted while a request is pending
/// and unmounted with its answer, which also drops the timer.
#[component]
pub fn WaitSign(props: &WaitSignProps) -> Html {
    let due = use_state(|| false);
    {
        let due = due.clone();
        use_effect_with((), move |_| {
            let timer =
                gloo_timers::callback::Timeout::new(WAIT_SIGN_DELAY_MS, move || due.set(true));
            move || drop(timer)
        });
    }
    if !*due {
        return Html::default();
    }
    let lang = props.lang;
    let progress = props.progress.map(|(done, total)| {
        html! {
            <progress data-testid="progress" max={total.to_string()} value={done.to_string()}
                      aria-label={tr(lang, Msg::Computing)}></progress>
        }
    });
    html! {
        <div class="computing" data-testid="computing" role="status">
            <span class="spinner" aria-hidden="true"></span>
            { tr(lang, Msg::Computing) }
            <>{ for progress }</>
            <button data-testid="stop" onclick={props.on_stop.clone()}>{ tr(lang, Msg::Stop) }</button>
        </div>
    }
}
