//! The root component: one reducer holds the app's state (see [`crate::page_state`]); this
//! file wires the browser to it. The location hash stays the single source of truth for what
//! is shown (lesson, parameters, step, language), so reloads and shared links land on the same
//! state; effects write the reducer's links into history, listen for Back/Forward and keys,
//! run the play timer and the computer's reply.

use crate::browser::{browser_language, current_hash};
use crate::deck::Deck;
use crate::deck_view::DeckPage;
use crate::home::Home;
use crate::lesson_page::LessonPage;
pub use crate::page_state::with_lang;
use crate::page_state::AppState;
use crate::practice_page::PracticePage;
use crate::t;
use grundy_core::i18n::Lang;
use grundy_lessons::lesson::Route;
use grundy_lessons::practice::PRACTICE_SLUG;
use std::ops::Deref;
use yew::html::IntoPropValue;
use yew::prelude::*;

mod address;
mod blank_screen;
mod document;
mod downloads;
mod host;
mod keys;
mod lang_switch;
mod scroll_top;
mod solver_link;
mod timers;
mod top_bar;

use address::{use_address_listener, use_address_writer};
use blank_screen::BlankScreen;
use document::use_document;
use downloads::use_downloads;
use host::{use_host_commands, use_host_events};
use keys::use_keys;
pub use keys::{key_action, screen_for_key, step_for_key, ScreenKey};
use scroll_top::use_scroll_to_top;
use solver_link::use_solver;
use timers::{use_computer_reply, use_play_timer};
use top_bar::TopBar;

/// The app's state and its dispatcher, as the property of a part of the page. A part draws
/// the state as it is when its parent draws, so it redraws with its parent, as the markup it
/// replaces did: two are never equal, since comparing two states (a lesson's whole snapshot,
/// its figure's shapes among it) in every part would cost more than drawing the part.
#[derive(Clone)]
pub struct PageState(UseReducerHandle<AppState>);

impl PartialEq for PageState {
    fn eq(&self, _: &Self) -> bool {
        false
    }
}

impl Deref for PageState {
    type Target = UseReducerHandle<AppState>;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl IntoPropValue<PageState> for UseReducerHandle<AppState> {
    fn into_prop_value(self) -> PageState {
        PageState(self)
    }
}

/// Properties of a component that draws (part of) the app's state.
#[derive(Properties, PartialEq)]
pub struct StateProps {
    /// The app's state and its dispatcher.
    pub state: PageState,
}

/// The app.
#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        let mut state = AppState::new(&current_hash(), Lang::from_browser_tag(&browser_language()));
        state.letter_keys = crate::reader_choices::letter_keys_saved();
        state
    });
    use_solver(&state);
    // What a figure piece's move changes beside it is marked under the pointer and the focus.
    use_effect_with((), |_| crate::browser::follow_piece_marks());
    use_address_listener(&state);
    use_keys(&state);
    use_host_commands(&state);
    use_host_events(&state);
    use_scroll_to_top(&state);
    use_downloads(&state);
    use_address_writer(&state);
    use_play_timer(&state);
    use_computer_reply(&state);
    use_document(&state);
    let lang = state.lang;
    let in_deck = state.deck.is_some();
    let embed = state.embedded();
    let on_link = {
        let dispatch = state.dispatcher();
        Callback::from(move |hash: String| dispatch.dispatch(crate::page_state::Action::Open(hash)))
    };
    let practice = |hash: &str| html! { <PracticePage hash={hash.to_string()} {lang} {embed} on_link={on_link.clone()} /> };
    let body = match &state.route {
        _ if in_deck => html! { <DeckPage state={state.clone()} /> },
        Route::Unknown(slug, _) if slug == PRACTICE_SLUG => practice(&state.hash),
        Route::Lesson(_, q) if q.get("practice") == Some("1") => practice(&state.hash),
        Route::Home(q) => {
            // The deck being built, carried by the title link (`deck=`, a raw `items=`).
            let building = q.get("deck").and_then(Deck::carried);
            html! { <Home {lang} {building} /> }
        }
        Route::Lesson(..) => html! { <LessonPage state={state.clone()} /> },
        // Embedded, the frame says only what is wrong (the home page filled it, header and all).
        Route::Unknown(slug, _) => html! {
            <main class="page">
                <div class="error-panel" role="alert" data-testid="error">{ t!(lang, NotFound { slug }) }</div>
                if !embed { <Home {lang} building={None::<Deck>} /> }
            </main>
        },
    };
    html! {
        <div class={classes!("app", embed.then_some("embedded"), in_deck.then_some("in-deck"))}>
            if !embed { <TopBar state={state.clone()} /> }
            { body }
            <BlankScreen state={state.clone()} />
        </div>
    }
}
