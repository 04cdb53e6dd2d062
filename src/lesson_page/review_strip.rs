//! The review of the game played (issue 50), under the stage: one line per move with its
//! verdict, a blunder's sentence, the link to retry from before the first blunder and the
//! downloads of its value history. Worded by the solver; the page only lays it out.

use crate::app::StateProps;
use crate::page_state::Action;
use crate::text::tr;
use crate::wire::ExportRequest;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The review, when the game is over or it was asked for (`review=1`).
#[component]
pub fn ReviewStrip(props: &StateProps) -> Html {
    let state = &props.state;
    let review = state.snapshot().and_then(|s| s.review.clone());
    // Opened at the game's end or on demand, it is brought on screen (it sits under the
    // stage, below a phone's or a projector's first screen).
    use_effect_with(review.is_some(), |&open| {
        if open {
            // After the frame: the stage above it is laid out only then.
            crate::browser::after_next_frame(|| {
                crate::browser::scroll_page_to("[data-testid=review]")
            });
        }
    });
    let Some(review) = review else {
        return Html::default();
    };
    let lang = state.lang;
    let export = |png: bool| {
        super::dispatch(state).reform(move |_: MouseEvent| {
            Action::Export(ExportRequest {
                png,
                caption: false,
                review: true,
            })
        })
    };
    html! {
        <section class="review" data-testid="review" aria-labelledby="review-heading">
            <h2 id="review-heading">{ review.heading.clone() }</h2>
            <ol class="review-moves">
                { for review.moves.iter().enumerate().map(|(i, m)| html! {
                    <li class="review-move" data-testid="review-move" data-index={i.to_string()}
                        data-player={m.player.to_string()} data-verdict={m.verdict.clone()}>
                        <span class="review-head">{ m.head.clone() }</span>
                        <span class="review-verdict">{ m.word.clone() }</span>
                        <span class="review-sides">{ m.sides.clone() }</span>
                        <>{ for m.mistake.iter().map(|why| html! {
                            <span class="review-mistake" data-testid="review-mistake">{ why.clone() }</span>
                        }) }</>
                    </li>
                }) }
            </ol>
            <>{ for review.note.iter().map(|n| html! { <p class="review-note" data-testid="review-note">{ n.clone() }</p> }) }</>
            <div class="exports review-actions">
                <>{ for review.retry.iter().map(|(href, label)| html! {
                    <a class="review-retry" data-testid="review-retry" href={href.clone()}>{ label.clone() }</a>
                }) }</>
                <button data-testid="review-export-svg" onclick={export(false)}>{ tr(lang, Msg::ExportSvg) }</button>
                <button data-testid="review-export-png" onclick={export(true)}>{ tr(lang, Msg::ExportPng) }</button>
            </div>
        </section>
    }
}
