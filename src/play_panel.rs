//! The play panel of a game lesson, beside the figure: the outcome or whose turn it is in
//! words, the last move (yours or the computer's), then hint, undo, redo, the opponent and a
//! move field. The moves live in the link; this panel only dispatches actions. The hint's
//! moves are also marked in the figure (see [`crate::figure_view`]).

use crate::page_state::Action;
use crate::wire::WPlay as PlayInfo;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;
use yew::prelude::*;

/// Properties of [`PlayPanel`].
#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    /// The game in progress.
    pub play: PlayInfo,
    /// Whether player 2 is the computer.
    pub vs_computer: bool,
    /// Whether a redo is possible.
    pub can_redo: bool,
    /// Whether the hint is shown.
    pub show_hint: bool,
    /// Interface language.
    pub lang: Lang,
    /// Receives every action.
    pub on_action: Callback<Action>,
}

/// The headline: who won, or whose turn it is.
fn status(p: &PlayInfo, vs_computer: bool, lang: Lang) -> String {
    if p.over {
        let winner = p.winner.unwrap_or(1);
        return match (vs_computer, winner) {
            (true, 1) => tr(lang, Msg::YouWin).to_string(),
            (true, _) => tr(lang, Msg::ComputerWins).to_string(),
            _ => t!(
                lang,
                GameOverWinner {
                    player: winner.to_string()
                }
            ),
        };
    }
    match (vs_computer, p.player_to_move) {
        (true, 1) => tr(lang, Msg::YourTurn).to_string(),
        (true, _) => tr(lang, Msg::ComputerThinking).to_string(),
        _ => t!(
            lang,
            PlayerToMove {
                player: p.player_to_move.to_string()
            }
        ),
    }
}

/// The last move in words, naming who played it.
fn last_move(p: &PlayInfo, vs_computer: bool, lang: Lang) -> Option<String> {
    let m = p.history.last()?;
    // Player 1 made the odd-numbered moves.
    let by = if p.history.len() % 2 == 1 { 1 } else { 2 };
    Some(match (vs_computer, by) {
        (true, 1) => t!(lang, LastMoveYou { play: m }),
        (true, _) => t!(lang, LastMoveComputer { play: m }),
        _ => t!(
            lang,
            LastMovePlayer {
                player: by.to_string(),
                play: m.clone()
            }
        ),
    })
}

/// The play panel.
#[component]
pub fn PlayPanel(props: &PlayPanelProps) -> Html {
    let lang = props.lang;
    let p = &props.play;
    let draft = use_state(String::new);
    {
        // A new position clears the field.
        let draft = draft.clone();
        use_effect_with(p.history.clone(), move |_| draft.set(String::new()));
    }
    let on_submit = {
        let draft = draft.clone();
        let on_action = props.on_action.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = draft.trim().to_string();
            if !text.is_empty() {
                on_action.emit(Action::Move(text));
            }
        })
    };
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                draft.set(input.value());
            }
        })
    };
    let on_opponent = props.on_action.reform(|e: Event| {
        let v = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        Action::VsComputer(v == "computer")
    });
    let hint = (props.show_hint && !p.over).then(|| {
        let text = if p.winning.is_empty() {
            tr(lang, Msg::HintNone).to_string()
        } else {
            let mut t = t!(lang, HintMarked { moves: p.winning.join("  ") });
            if p.winning_count > p.winning.len() {
                t.push(' ');
                t.push_str(&t!(lang, HintMore { count: (p.winning_count - p.winning.len()).to_string() }));
            }
            t
        };
        html! { <p class="hint-moves" data-testid="hint-moves" data-count={p.winning_count.to_string()}>{ text }</p> }
    });
    let history = if p.history.is_empty() {
        tr(lang, Msg::NoMovesYet).to_string()
    } else {
        p.history.join(", ")
    };
    let moves_so_far = t!(lang, MovesSoFar { moves: history });
    let show = !props.show_hint;
    let outcome_class = if p.over { "turn over" } else { "turn" };
    // Compact for the side column at 1280×800: the outcome or turn, the move box with its
    // button on one row, then hint, undo and redo with the moves so far beside them (cut
    // short with the whole list as its title), then the opponent (www/style.css).
    html! {
        <section class="play-panel" data-testid="play-panel">
            <p class={outcome_class} data-testid="turn" data-player={p.player_to_move.to_string()} data-over={p.over.to_string()} data-winner={p.winner.map(|w| w.to_string())}
               aria-live="polite">{ status(p, props.vs_computer, lang) }</p>
            <>{ for last_move(p, props.vs_computer, lang).map(|t| html! { <p class="last-move" data-testid="last-move">{ t }</p> }) }</>
            <form class="move-form" onsubmit={on_submit}>
                <label class="field">
                    <span>{ tr(lang, Msg::YourMove) }</span>
                    <input type="text" data-testid="move-input" placeholder={p.notation.clone()} title={p.notation.clone()}
                           value={(*draft).clone()} oninput={on_input} disabled={p.over} spellcheck="false" autocomplete="off" />
                </label>
                <button type="submit" class="apply" data-testid="play-move" disabled={p.over}>{ tr(lang, Msg::MakeMove) }</button>
            </form>
            <div class="play-buttons">
                <button data-testid="hint" aria-pressed={props.show_hint.to_string()} disabled={p.over}
                        onclick={props.on_action.reform(move |_: MouseEvent| Action::Hint(show))}>{ tr(lang, Msg::Hint) }</button>
                <button data-testid="undo" onclick={props.on_action.reform(|_: MouseEvent| Action::Undo)} disabled={p.history.is_empty()}>{ tr(lang, Msg::Undo) }</button>
                <button data-testid="redo" onclick={props.on_action.reform(|_: MouseEvent| Action::Redo)} disabled={!props.can_redo}>{ tr(lang, Msg::Redo) }</button>
                <p class="history" data-testid="history" title={moves_so_far.clone()}>{ moves_so_far }</p>
            </div>
            <>{ for hint }</>
            <div class="play-foot">
                <label class="speed opponent">
                    { tr(lang, Msg::Opponent) }
                    <select data-testid="opponent" onchange={on_opponent}>
                        <option value="person" selected={!props.vs_computer}>{ tr(lang, Msg::OpponentPerson) }</option>
                        <option value="computer" selected={props.vs_computer}>{ tr(lang, Msg::OpponentComputer) }</option>
                    </select>
                </label>
            </div>
        </section>
    }
}
