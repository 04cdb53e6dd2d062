//! The lesson's answers (result, verdict, winning move, nim-sum): the page's hooks for
//! scripts and tests, shown once derived or asked for.

use crate::app::StateProps;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The answers. They appear once the walkthrough has derived them (its last step, or the Nim
/// family's move step before its "why it wins") or on demand, in a game too: the verdict and
/// the winning move of the position in play would give the game away (the hint is the way to
/// ask for them). The hooks stay in the page for scripts and tests. A quiz step not yet
/// revealed shows no answers.
#[component]
pub fn Answers(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(snap) = state.snapshot() else {
        return Html::default();
    };
    let lang = state.lang;
    let facts = &snap.facts;
    let derived = facts.derived_at.is_some_and(|k| snap.step >= k);
    let shown_facts = (state.revealed || derived) && !super::asking(state);
    html! {
        // A live region: the answers a press on "Show the answer" (or the last step) reveals
        // are said, not only shown.
        <div class="facts" id="lesson-answers" hidden={!shown_facts} aria-live="polite">
            { for facts.result.iter().map(|v| html! {
                <div class="answer" data-testid="result" data-value={v.clone()}>
                    <span class="answer-label">{ tr(lang, Msg::Answer) }</span>
                    <span class="answer-value">{ facts.result_text.clone().unwrap_or_else(|| v.clone()) }</span>
                </div>
            }) }
            { for facts.first_wins.iter().map(|w| html! {
                <div class={classes!("verdict", w.then_some("wins"))} data-testid="verdict" data-winner={if *w { "first" } else { "second" }}>
                    // Worded by the lesson in the worker (always sent with the verdict).
                    { facts.verdict_text.clone().unwrap_or_default() }
                    // Inside the verdict, how many moves are left with perfect play, or beyond the
                    // search's cap why that is not counted: a line of its own pushed the side
                    // column past 1280×800.
                    { for facts.remoteness_text.iter().map(|words| match facts.remoteness {
                        Some(moves) => html! {
                            <>{ " " }<span class="remoteness" data-testid="remoteness" data-value={moves.to_string()}>{ words.clone() }</span></>
                        },
                        None => html! { <>{ " " }<span class="remoteness-note" data-testid="remoteness-note">{ words.clone() }</span></> },
                    }) }
                </div>
            }) }
            // From the step that derives the answers on, that step's sentence names the move
            // (`named_winning_move`): the chip shows it only when asked for before then, and
            // leaves the side column's room to the sentence.
            { for facts.winning_move_text.iter().map(|words| html! {
                <div class="winning-move" data-testid="winning-move" hidden={derived}
                     data-notation={facts.winning_move_notation.clone()}
                     data-pile={facts.winning_move.map(|(pile, _)| pile.to_string())}
                     data-take={facts.winning_move.map(|(_, take)| take.to_string())}>
                    { words.clone() }
                </div>
            }) }
            { for facts.nim_sum.iter().map(|x| html! {
                <div class="nim-sum" data-testid="nim-sum" data-value={x.to_string()}>{ format!("{} = {x}", tr(lang, Msg::NimSumLabel)) }</div>
            }) }
            // When the figure draws another position (the Nim family's "why it wins"), after
            // the answers and beside the last: "(before the move)", no line of its own.
            { for facts.note.iter().map(|n| html! { <p class="facts-note" data-testid="answers-note">{ n.clone() }</p> }) }
        </div>
    }
}
