//! The play panel of a game lesson: whose turn, the verdict, a move field, hint, opponent,
//! undo and redo. The moves themselves live in the link; this panel only asks for changes.

use grundy_core::i18n::{tr, trf, Lang, Msg};
use grundy_core::lesson::PlayInfo;
use yew::prelude::*;

/// What the panel asks of the lesson page.
#[derive(Clone, PartialEq, Debug)]
pub enum PlayAction {
    /// Play this move (link notation).
    Move(String),
    /// Take back the last move (and the computer's reply before it, when playing the computer).
    Undo,
    /// Play again a move taken back.
    Redo,
    /// Switch the opponent: true for the computer.
    VsComputer(bool),
}

/// Properties of [`PlayPanel`].
#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    /// The game in progress.
    pub play: PlayInfo,
    /// Whether player 2 is the computer.
    pub vs_computer: bool,
    /// Whether a redo is possible.
    pub can_redo: bool,
    /// Interface language.
    pub lang: Lang,
    /// Receives every action.
    pub on_action: Callback<PlayAction>,
}

/// The play panel.
#[component]
pub fn PlayPanel(props: &PlayPanelProps) -> Html {
    let lang = props.lang;
    let p = &props.play;
    let draft = use_state(String::new);
    let show_hint = use_state(|| false);
    {
        // A new position hides the previous hint and clears the field.
        let draft = draft.clone();
        let show_hint = show_hint.clone();
        use_effect_with(p.history.clone(), move |_| {
            draft.set(String::new());
            show_hint.set(false);
        });
    }
    let status = if p.over {
        let winner = p.winner.map(|w| w.number()).unwrap_or(p.player_to_move);
        trf(lang, Msg::GameOverWinner, &[winner.to_string()])
    } else {
        format!(
            "{} {}",
            trf(lang, Msg::PlayerToMove, &[p.player_to_move.to_string()]),
            tr(
                lang,
                if p.to_move_wins {
                    Msg::ToMoveWins
                } else {
                    Msg::ToMoveLoses
                }
            )
        )
    };
    let on_submit = {
        let draft = draft.clone();
        let on_action = props.on_action.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = draft.trim().to_string();
            if !text.is_empty() {
                on_action.emit(PlayAction::Move(text));
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
        PlayAction::VsComputer(v == "computer")
    });
    let hint = show_hint.then(|| {
        let text = if p.winning.is_empty() {
            tr(lang, Msg::HintNone).to_string()
        } else {
            let mut t = trf(lang, Msg::HintMoves, &[p.winning.join("  ")]);
            if p.winning_count > p.winning.len() {
                t.push(' ');
                t.push_str(&trf(lang, Msg::HintMore, &[(p.winning_count - p.winning.len()).to_string()]));
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
    let toggle_hint = {
        let show_hint = show_hint.clone();
        Callback::from(move |_: MouseEvent| show_hint.set(!*show_hint))
    };
    html! {
        <section class="play-panel" data-testid="play-panel">
            <h2>{ tr(lang, Msg::PlayHeading) }</h2>
            <p class="turn" data-testid="turn" data-player={p.player_to_move.to_string()} data-over={p.over.to_string()} data-winner={p.winner.map(|w| w.number().to_string())}>{ status }</p>
            <form class="move-form" onsubmit={on_submit}>
                <label class="field">
                    <span>{ tr(lang, Msg::YourMove) }</span>
                    <input type="text" data-testid="move-input" placeholder={tr(lang, p.notation)} value={(*draft).clone()}
                           oninput={on_input} disabled={p.over} spellcheck="false" autocomplete="off" />
                </label>
                <button type="submit" class="apply" data-testid="play-move" disabled={p.over}>{ tr(lang, Msg::MakeMove) }</button>
            </form>
            <p class="hint">{ tr(lang, p.notation) }</p>
            <div class="play-buttons">
                <button data-testid="hint" onclick={toggle_hint} disabled={p.over}>{ tr(lang, Msg::Hint) }</button>
                <button data-testid="undo" onclick={props.on_action.reform(|_: MouseEvent| PlayAction::Undo)} disabled={p.history.is_empty()}>{ tr(lang, Msg::Undo) }</button>
                <button data-testid="redo" onclick={props.on_action.reform(|_: MouseEvent| PlayAction::Redo)} disabled={!props.can_redo}>{ tr(lang, Msg::Redo) }</button>
                <label class="speed">
                    { tr(lang, Msg::Opponent) }
                    <select data-testid="opponent" onchange={on_opponent}>
                        <option value="person" selected={!props.vs_computer}>{ tr(lang, Msg::OpponentPerson) }</option>
                        <option value="computer" selected={props.vs_computer}>{ tr(lang, Msg::OpponentComputer) }</option>
                    </select>
                </label>
            </div>
            { for hint }
            <p class="history" data-testid="history">{ trf(lang, Msg::MovesSoFar, &[history]) }</p>
        </section>
    }
}
