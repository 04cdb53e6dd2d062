//! The top bar: the app's name (home, keeping a deck being built), the lesson's title, the
//! way back to a deck, "Practise this", "Add to deck", full screen and the language switch.

use super::document::named_lesson;
use super::lang_switch::LangSwitch;
use crate::app::StateProps;
use crate::browser::{full_screen_enabled, toggle_full_screen};
use crate::deck::Deck;
use crate::page_state::{with_lang, Action, DeckAction};
use crate::t;
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The top bar of a page not embedded.
#[component]
pub fn TopBar(props: &StateProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    let can_full_screen = *use_memo((), |_| full_screen_enabled());
    let lesson_title = match named_lesson(state) {
        Some(kind) => Some(tr(lang, kind.title_msg())),
        _ if state.deck.is_some() => Some(tr(lang, Msg::DeckTitle)),
        _ => None,
    };
    // "Add to deck" on every lesson (and on a deck's current item); a lesson opened from
    // the deck editor carries the deck being built (`deck=`) and links back to it.
    let can_add = state.lesson_query().is_some() && state.deck.as_ref().is_none_or(|d| !d.edit);
    let add = can_add.then(|| {
        let on_add = state.dispatcher();
        let on_add = Callback::from(move |_: MouseEvent| on_add.dispatch(Action::Deck(DeckAction::Add)));
        html! {
            <button class="add-to-deck" data-testid="add-to-deck" onclick={on_add}>{ tr(lang, Msg::DeckAdd) }</button>
        }
    });
    // "Practise this": the lesson's own position as the first item of its practice topic,
    // in the bar so that it is on the first screen (under the lesson it was below the fold).
    let practise = named_lesson(state)
        .filter(|k| grundy_lessons::practice::lesson_item::lesson_topic(*k).is_some())
        .filter(|_| state.deck.is_none())
        .filter(|_| state.lesson_query().is_some_and(|q| q.get("practice").is_none()))
        .map(|_| {
            let (path, query) = grundy_lessons::lesson::split_link(&state.hash);
            let q = grundy_lessons::lesson::Query::parse(query)
                .with("step", None)
                .with("quiz", None)
                .with("practice", Some("1".into()));
            let href = format!("#/{path}?{}", q.render());
            html! {
                <a class="practice-this-link" data-testid="practice-this" {href}>{ tr(lang, Msg::PracticeThis) }</a>
            }
        });
    let carried = state
        .deck
        .is_none()
        .then(|| state.lesson_query().and_then(|q| q.get("deck")))
        .flatten()
        .and_then(Deck::carried)
        .map(|d| d.with_lang(lang).editing(true));
    // The title link keeps the deck being built (in a deck, or carried by a lesson): the
    // home page links back to it (one click on the title lost a deck being built).
    let building = state.deck.clone().or_else(|| carried.clone());
    let home = match building.filter(|d| !d.is_empty()) {
        Some(d) => crate::page_state::link_carrying_deck(&d, "", lang),
        None => with_lang("#/", lang),
    };
    let back = carried.map(|d| {
        html! {
            <a class="deck-back" data-testid="deck-back" href={d.hash()}>
                { t!(lang, DeckBackTo { deck: d.len().to_string() }) }</a>
        }
    });
    // Full screen for the classroom (F), where the page may (not in a frame that forbids it).
    let full_screen = can_full_screen.then(|| html! {
        <button class="full-screen" data-testid="full-screen" title={tr(lang, Msg::FullScreen)}
                aria-label={tr(lang, Msg::FullScreen)} onclick={Callback::from(|_: MouseEvent| toggle_full_screen())}>
            <svg class="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M2 7V2h5M13 2h5v5M18 13v5h-5M7 18H2v-5" fill="none" stroke="currentColor"
                      stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" />
            </svg>
        </button>
    });
    html! {
        <header class="topbar">
            <a class="brand" data-testid="brand" href={home}>{ tr(lang, Msg::AppTitle) }</a>
            { for lesson_title.map(|t| html! { <h1 class="topbar-title">{ t }</h1> }) }
            <span class="spacer"></span>
            <>{ for back }</>
            <>{ for practise }</>
            <>{ for add }</>
            <>{ for full_screen }</>
            <LangSwitch state={state.clone()} />
        </header>
    }
}
