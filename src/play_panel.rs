//! The play panel of a game lesson, beside the figure: the outcome or whose turn it is in
//! words, the last move (yours or the computer's), the hint's moves and the moves so far,
//! then a move field and the row of hint, undo, redo and the opponent, which keep their
//! place when the lines above come and go. The moves live in the link; this panel only
//! dispatches actions. The hint's moves are also marked in the figure (see
//! [`crate::figure_view`]).

use crate::page_state::Action;
use crate::t;
use crate::text::tr;
use crate::wire::WPlay as PlayInfo;
use grundy_core::games::{can_undo, Player};
use grundy_core::i18n::{Lang, Msg};
use yew::prelude::*;

/// Properties of [`PlayPanel`].
#[derive(Properties, PartialEq)]
pub struct PlayPanelProps {
    /// The game in progress.
    pub play: PlayInfo,
    /// Which player the computer is, if it plays.
    pub computer: Option<Player>,
    /// Whether a redo is possible.
    pub can_redo: bool,
    /// Whether the hint is shown.
    pub show_hint: bool,
    /// Whether the review of the game is shown.
    pub reviewing: bool,
    /// Why the last move tried here could not be played: (the move, one line).
    pub move_error: Option<(String, String)>,
    /// The start of a move a figure piece put in the move box, numbered (see
    /// [`crate::page_state::AppState::begun`]).
    pub begun: Option<(u64, String)>,
    /// Which position is on screen: the lesson and its model's link (moves included), so a
    /// new lesson, input or move clears the move box.
    pub position: String,
    /// Interface language.
    pub lang: Lang,
    /// Receives every action.
    pub on_action: Callback<Action>,
}

/// The headline: who won, or whose turn it is.
fn status(p: &PlayInfo, computer: Option<Player>, lang: Lang) -> String {
    if p.over {
        let winner = p.winner.unwrap_or(1);
        return match computer {
            Some(c) if c.number() != winner => tr(lang, Msg::YouWin).to_string(),
            Some(_) => tr(lang, Msg::ComputerWins).to_string(),
            None => t!(
                lang,
                GameOverWinner {
                    player: winner.to_string()
                }
            ),
        };
    }
    match computer {
        Some(c) if c.number() != p.player_to_move => tr(lang, Msg::YourTurn).to_string(),
        Some(_) => tr(lang, Msg::ComputerThinking).to_string(),
        None => t!(
            lang,
            PlayerToMove {
                player: p.player_to_move.to_string()
            }
        ),
    }
}

/// About how many characters of moves the history row shows before it is cut at the start.
const HISTORY_CHARS: usize = 30;

/// The latest moves, joined with ", ", within about `budget` characters: the moves that do
/// not fit are replaced by one "…" at the start. The last move is always kept whole.
fn latest_moves(history: &[String], budget: usize) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for m in history.iter().rev() {
        let cost = m.chars().count() + if kept.is_empty() { 0 } else { 2 };
        if !kept.is_empty() && used + cost > budget {
            break;
        }
        used += cost;
        kept.push(m);
    }
    kept.reverse();
    let joined = kept.join(", ");
    if kept.len() < history.len() {
        format!("…, {joined}")
    } else {
        joined
    }
}

/// The person's move in words just before the computer's reply on screen: `own` is the moves
/// up to the person's last move and its words, as said when it was the last move.
fn own_move_before_reply(
    p: &PlayInfo,
    computer: Option<Player>,
    own: Option<&(Vec<String>, String)>,
) -> Option<String> {
    let c = computer?;
    let by = Player::last_mover(p.history.len())?;
    let (moves, words) = own?;
    (by == c && p.history.len() == moves.len() + 1 && p.history.starts_with(moves))
        .then(|| words.clone())
}

/// The last move in words, naming who played it.
fn last_move(p: &PlayInfo, computer: Option<Player>, lang: Lang) -> Option<String> {
    let m = p.last_said.as_ref().or(p.history.last())?;
    let by = Player::last_mover(p.history.len())?;
    Some(match computer {
        Some(c) if c != by => t!(lang, LastMoveYou { play: m }),
        Some(_) => t!(lang, LastMoveComputer { play: m }),
        None => t!(
            lang,
            LastMovePlayer {
                player: by.number().to_string(),
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
    let input = use_node_ref();
    let own = use_own_move(props);
    use_draft_follows(props, &draft, &input);
    use_box_in_view(props, &input);
    // While the box still begins with the start a piece put there (the app forgets it when
    // the position changes), the notation says what to type next.
    let finishing = (props.begun.as_ref())
        .filter(|(_, s)| !p.over && draft.starts_with(s.as_str()))
        .map(|_| {
            t!(
                lang,
                FinishMove {
                    notation: p.notation.clone()
                }
            )
        });
    // The move last submitted from the box: a refusal of it is shown while the box still
    // holds it; a refused click is shown while the box is empty.
    let submitted = use_state(String::new);
    let on_submit = {
        let (draft, submitted) = (draft.clone(), submitted.clone());
        let on_action = props.on_action.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = draft.trim().to_string();
            if !text.is_empty() {
                submitted.set(text.clone());
                on_action.emit(Action::Move(text));
            }
        })
    };
    let move_error = props.move_error.as_ref().filter(|(tried, _)| {
        let typed = draft.trim();
        if *tried == *submitted {
            typed == tried.as_str()
        } else {
            typed.is_empty()
        }
    });
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
        Action::Opponent(match v.as_str() {
            "computer" => Some(Player::Second),
            "computer-first" => Some(Player::First),
            _ => None,
        })
    });
    // Which winning moves the figure marks depends on the step's figure: the worker says
    // (`marked`, and in words `hint_lists`); the sentence is the page's.
    let hint = (props.show_hint && !p.over).then(|| {
        let counts = (p.winning.len(), p.marked.len(), p.winning_count);
        let text = hint_sentence(lang, counts, &p.hint_lists);
        html! { <p class="hint-moves" data-testid="hint-moves" role="status" data-count={p.winning_count.to_string()}>{ text }</p> }
    });
    let history = history_row(props, lang);
    let show = !props.show_hint;
    let outcome_class = if p.over { "turn over" } else { "turn" };
    // Compact for the side column at 1280×800: the outcome or turn, the last move, the hint's
    // moves and the moves so far once there are any, a refusal, then the move box with its
    // button on one row and hint, undo, redo and the opponent on the last row. The panel
    // stands at the foot of the column, so lines that come and go (the hint, a refusal) grow
    // it upward and the box and the buttons keep their place (www/style.css).
    html! {
        <section class="play-panel" data-testid="play-panel">
            <p class={outcome_class} data-testid="turn" data-player={p.player_to_move.to_string()} data-over={p.over.to_string()} data-winner={p.winner.map(|w| w.to_string())}
               aria-live="polite">
                // The last move is said with the turn, so a screen reader hears the computer's
                // reply (the line below it is not a live region: it would be said twice).
                <>{ for last_move(p, props.computer, lang).filter(|_| props.computer.is_some()).map(|t| html! {
                    <span class="visually-hidden" data-testid="turn-move">{ t }{ " " }</span>
                }) }</>
                { status(p, props.computer, lang) }</p>
            <>{ for own_move_before_reply(p, props.computer, own.as_ref()).map(|play| html! {
                <p class="last-move" data-testid="own-move">{ t!(lang, LastMoveYou { play }) }</p>
            }) }</>
            <>{ for last_move(p, props.computer, lang).map(|t| html! { <p class="last-move" data-testid="last-move">{ t }</p> }) }</>
            <>{ for hint }</>
            <>{ for history }</>
            <>{ for move_error.map(|(_, why)| html! { <p class="move-error" role="alert" data-testid="error">{ why }</p> }) }</>
            <>{ for finishing.filter(|_| move_error.is_none()).map(|t| html! { <p class="finish-move" data-testid="finish-move">{ t }</p> }) }</>
            <form class="move-form" onsubmit={on_submit}>
                <label class="field">
                    <span>{ tr(lang, Msg::YourMove) }</span>
                    <input type="text" ref={input} data-testid="move-input" placeholder={p.example.clone()} title={p.notation.clone()}
                           value={(*draft).clone()} oninput={on_input} disabled={p.over} spellcheck="false" autocomplete="off"
                           autocapitalize="off" autocorrect="off" />
                </label>
                <button type="submit" class="apply" data-testid="play-move" disabled={p.over}>{ tr(lang, Msg::MakeMove) }</button>
            </form>
            // What the notation means, written out where nothing hovers (a touch screen shows
            // no title); a mouse reads it on the box.
            <p class="notation-help" data-testid="notation-help">{ p.notation.clone() }</p>
            <div class="play-buttons">
                <button data-testid="hint" aria-pressed={props.show_hint.to_string()} disabled={p.over}
                        onclick={props.on_action.reform(move |_: MouseEvent| Action::Hint(show))}>{ tr(lang, Msg::Hint) }</button>
                <button data-testid="undo" onclick={props.on_action.reform(|_: MouseEvent| Action::Undo)} disabled={!can_undo(p.history.len(), props.computer)}>{ tr(lang, Msg::Undo) }</button>
                <button data-testid="redo" onclick={props.on_action.reform(|_: MouseEvent| Action::Redo)} disabled={!props.can_redo}>{ tr(lang, Msg::Redo) }</button>
                <select class="opponent" data-testid="opponent" onchange={on_opponent}
                        title={tr(lang, Msg::Opponent)} aria-label={tr(lang, Msg::Opponent)}>
                    <option value="person" selected={props.computer.is_none()}>{ tr(lang, Msg::OpponentPerson) }</option>
                    <option value="computer" selected={props.computer == Some(Player::Second)}>{ tr(lang, Msg::OpponentComputer) }</option>
                    <option value="computer-first" selected={props.computer == Some(Player::First)}>{ tr(lang, Msg::OpponentComputerFirst) }</option>
                </select>
            </div>
        </section>
    }
}

/// The person's last move in words, kept once the computer has replied to it, so both moves
/// are said (the reply alone left your own move to the notation of the history).
#[hook]
fn use_own_move(props: &PlayPanelProps) -> UseStateHandle<Option<(Vec<String>, String)>> {
    let p = &props.play;
    let own = use_state(|| None::<(Vec<String>, String)>);
    {
        let own = own.clone();
        let (history, said, computer) = (p.history.clone(), p.last_said.clone(), props.computer);
        use_effect_with(
            (history, said, computer),
            move |(history, said, computer)| {
                if let (Some(c), Some(words)) = (computer, said) {
                    if Some(*c) != Player::last_mover(history.len()) {
                        own.set(Some((history.clone(), words.clone())));
                    }
                }
            },
        );
    }
    own
}

/// The move box follows the position: a new position clears it (a move played or undone,
/// another input, another lesson: the panel stays mounted between lessons that both play),
/// and a piece that starts a move puts its start in the box, the caret after it.
#[hook]
fn use_draft_follows(props: &PlayPanelProps, draft: &UseStateHandle<String>, input: &NodeRef) {
    {
        // A new position clears the field: a move played or undone, another input, another
        // lesson (the panel stays mounted between lessons that both play).
        let draft = draft.clone();
        use_effect_with(props.position.clone(), move |_| draft.set(String::new()));
    }
    {
        // A piece that starts a move: its start in the box, the caret after it.
        let (draft, input) = (draft.clone(), input.clone());
        use_effect_with(props.begun.clone(), move |begun| {
            if let Some((_, start)) = begun {
                draft.set(start.clone());
                if let Some(el) = input.cast::<web_sys::HtmlInputElement>() {
                    el.set_value(start);
                    let _ = el.focus();
                    let end = start.encode_utf16().count() as u32;
                    let _ = el.set_selection_range(end, end);
                }
            }
        });
    }
}

/// Typing moves on a phone: the lines said above the box (a refusal, your move and the reply)
/// push it down after each move, under the keyboard. While the box has the focus it is kept
/// in view.
#[hook]
fn use_box_in_view(props: &PlayPanelProps, input: &NodeRef) {
    let p = &props.play;
    {
        // Typing moves on a phone: the lines said above the box (a refusal, your move and the
        // reply) push it down after each move, under the keyboard. While the box has the
        // focus it is kept in view.
        let input = input.clone();
        let said = (p.history.len(), props.move_error.clone());
        use_effect_with(said, move |_| {
            let focused = input.cast::<web_sys::HtmlElement>().is_some_and(|el| {
                el.owner_document()
                    .and_then(|d| d.active_element())
                    .is_some_and(|a| a == *el.as_ref())
            });
            if focused {
                crate::browser::scroll_page_to("[data-testid=move-input]");
            }
        });
    }
}

/// The moves so far, on their own row once there are any: the latest ones, cut at the start
/// (the last move matters most), with the whole list as the row's title.
fn history_row(props: &PlayPanelProps, lang: Lang) -> Option<Html> {
    let p = &props.play;
    let reviewing = props.reviewing;
    (!p.history.is_empty()).then(|| {
        let whole = t!(
            lang,
            MovesSoFar {
                moves: p.history.join(", ")
            }
        );
        let shown = t!(
            lang,
            MovesSoFar {
                moves: latest_moves(&p.history, HISTORY_CHARS)
            }
        );
        // The review of these moves is asked for beside them (at the end it opens by itself);
        // the row of hint, undo and redo had no room left for it beside the opponent.
        html! {
            <div class="history-row">
                <p class="history" data-testid="history" title={whole}>{ shown }</p>
                <button class="review-open" data-testid="review-open" aria-pressed={reviewing.to_string()} disabled={p.over}
                        onclick={props.on_action.reform(move |_: MouseEvent| Action::Review(!reviewing))}>{ tr(lang, Msg::ReviewOpen) }</button>
            </div>
        }
    })
}

/// The hint's sentence: `lists` (the listed winning moves in words, those the figure marks
/// and the others; `grundy_lessons::lesson::hint_lists`) for the first `listed` of `count`
/// winning moves, `marked` of them marked in the figure: all, some (the others are then named
/// apart, so the words never call a move marked that the figure does not show) or none.
fn hint_sentence(
    lang: Lang,
    (listed, marked, count): (usize, usize, usize),
    lists: &[String; 2],
) -> String {
    if listed == 0 {
        return tr(lang, Msg::HintNone).to_string();
    }
    let [marked_said, others] = lists.clone();
    let mut words = if marked == 0 {
        t!(lang, HintMoves { moves: others })
    } else if marked == listed {
        t!(lang, HintMarked { moves: marked_said })
    } else {
        t!(
            lang,
            HintSomeMarked {
                marked: marked_said,
                others
            }
        )
    };
    if count > listed {
        words.push(' ');
        words.push_str(&t!(
            lang,
            HintMore {
                count: (count - listed).to_string()
            }
        ));
    }
    words
}

#[cfg(test)]
mod tests {
    use super::{hint_sentence, latest_moves, own_move_before_reply, Lang, PlayInfo, Player};

    #[test]
    fn the_hint_says_which_winning_moves_the_figure_marks() {
        let lists = |marked: &str, others: &str| [marked.to_string(), others.to_string()];
        let en = |counts, l: [String; 2]| hint_sentence(Lang::En, counts, &l);
        assert_eq!(
            en((3, 3, 3), lists("A; B; C", "")),
            "Winning moves are marked in the figure: A; B; C"
        );
        assert_eq!(
            en((3, 2, 3), lists("A; C", "B")),
            "Winning moves marked in the figure: A; C. Also winning: B"
        );
        assert_eq!(
            en((3, 0, 5), lists("", "A; B; C")),
            "Winning moves: A; B; C (and 2 more)"
        );
        assert_eq!(
            en((0, 0, 0), lists("", "")),
            "No winning move: every move loses against best play."
        );
        assert_eq!(
            hint_sentence(Lang::Zh, (3, 2, 3), &lists("A; C", "B")),
            "图中已标出的必胜走法：A; C。另有必胜走法：B"
        );
    }

    #[test]
    fn your_move_is_said_before_the_computers_reply_to_it() {
        let play = |history: &[&str]| PlayInfo {
            notation: String::new(),
            example: String::new(),
            history: moves(history),
            player_to_move: 1 + (history.len() % 2) as u8,
            over: false,
            winner: None,
            winning: Vec::new(),
            marked: Vec::new(),
            hint_lists: Default::default(),
            last_said: None,
            winning_count: 0,
            computer_move: None,
        };
        let own = (moves(&["2:1"]), "take 1 from pile 2".to_string());
        // The computer (player 2) replied to that move: both are said.
        assert_eq!(
            own_move_before_reply(&play(&["2:1", "1:1"]), Some(Player::Second), Some(&own))
                .as_deref(),
            Some("take 1 from pile 2")
        );
        // Not for another game, another move, a game against a person, or the move itself.
        assert_eq!(
            own_move_before_reply(&play(&["2:2", "1:1"]), Some(Player::Second), Some(&own)),
            None
        );
        assert_eq!(
            own_move_before_reply(&play(&["2:1", "1:1"]), None, Some(&own)),
            None
        );
        assert_eq!(
            own_move_before_reply(&play(&["2:1"]), Some(Player::Second), Some(&own)),
            None
        );
    }

    fn moves(list: &[&str]) -> Vec<String> {
        list.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn short_histories_are_shown_whole() {
        assert_eq!(latest_moves(&moves(&["1:2", "3:1"]), 30), "1:2, 3:1");
    }

    #[test]
    fn long_histories_keep_the_latest_moves_and_mark_the_cut() {
        let h = moves(&["1:1", "2:2", "3:3", "1:4", "2:5", "3:6", "1:7", "2:8"]);
        // 8 moves of 3 characters take 38 characters with their separators; 30 keep 6.
        assert_eq!(latest_moves(&h, 30), "…, 3:3, 1:4, 2:5, 3:6, 1:7, 2:8");
    }

    #[test]
    fn the_last_move_is_kept_even_when_it_alone_is_over_the_budget() {
        let h = moves(&["1:1", "a-very-long-move-written-out"]);
        assert_eq!(latest_moves(&h, 10), "…, a-very-long-move-written-out");
    }
}
