//! The root component: one reducer holds the app's state (see [`crate::page_state`]); this
//! file wires the browser to it. The location hash stays the single source of truth for what
//! is shown (lesson, parameters, step, language), so reloads and shared links land on the same
//! state; effects write the reducer's links into history, listen for Back/Forward and keys,
//! run the play timer and the computer's reply.

use crate::browser::{
    browser_language, current_hash, download_png, download_svg, full_screen_enabled, pan_figure,
    set_document_language, set_hash, set_root_attributes, toggle_full_screen, WindowListener,
};
use crate::deck::Deck;
use crate::deck_view::DeckPage;
use crate::home::Home;
use crate::lesson_page::LessonPage;
pub use crate::page_state::with_lang;
use crate::page_state::{Action, AppState, Blank, DeckAction, HistoryMode};
use crate::solver_client::SolverClient;
use crate::stepper::StepAction;
use crate::t;
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use grundy_core::lesson::{display_param, LessonKind, Route};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The stepper action of a key press, unless the key belongs to a form field.
/// Presentation clickers send PageDown/PageUp, so those step like → and ←, and from a form
/// field too: after a move typed in the move box or a pick in a select, a clicker's press
/// scrolled the page, or switched the opponent and let the computer play.
pub fn key_action(event: &web_sys::KeyboardEvent) -> Option<StepAction> {
    if event.alt_key() || event.ctrl_key() || event.meta_key() {
        return None;
    }
    let key = event.key();
    if focused_field(event).is_some() && !matches!(key.as_str(), "PageDown" | "PageUp") {
        return None;
    }
    // Space presses a focused button, link or figure piece (as it does everywhere else, and
    // as a screen reader sends it); only elsewhere does it play or pause the walkthrough.
    if matches!(key.as_str(), " " | "Spacebar") && focused_control(event) {
        return None;
    }
    step_for_key(&key)
}

/// Whether a key press went to something Space presses: a button, a link, a summary or a
/// figure piece (`role=button`).
fn focused_control(event: &web_sys::Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| {
            el.closest("button, a[href], summary, [role=button], [role=link], [role=checkbox]")
                .ok()
                .flatten()
        })
        .is_some()
}

/// What a key does to the screen itself, as in presentation programs (and on clickers with a
/// blank-screen button): F full screen, B or . black, W or , white.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenKey {
    /// Full screen, or back.
    FullScreen,
    /// Blank the screen.
    Blank(Blank),
}

/// The screen action of a key press: none with a modifier or in a form field.
fn screen_key(event: &web_sys::KeyboardEvent) -> Option<ScreenKey> {
    if event.alt_key() || event.ctrl_key() || event.meta_key() || focused_field(event).is_some() {
        return None;
    }
    screen_for_key(&event.key())
}

/// Where Shift and an arrow key move a zoomed figure's window: (dx, dy), each −1, 0 or 1.
/// None for any other key, with another modifier, or in a form field.
fn pan_key(event: &web_sys::KeyboardEvent) -> Option<(f64, f64)> {
    if !event.shift_key() || event.alt_key() || event.ctrl_key() || event.meta_key() {
        return None;
    }
    if focused_field(event).is_some() {
        return None;
    }
    match event.key().as_str() {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    }
}

/// The screen action of a key name.
pub fn screen_for_key(key: &str) -> Option<ScreenKey> {
    match key {
        "f" | "F" => Some(ScreenKey::FullScreen),
        "b" | "B" | "." => Some(ScreenKey::Blank(Blank::Black)),
        "w" | "W" | "," => Some(ScreenKey::Blank(Blank::White)),
        _ => None,
    }
}

/// The form field a key press was typed into, if any.
fn focused_field(event: &web_sys::Event) -> Option<web_sys::HtmlElement> {
    event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|el| {
            matches!(
                el.tag_name().to_ascii_lowercase().as_str(),
                "input" | "textarea" | "select"
            )
        })
}

/// The stepper action of a key name.
pub fn step_for_key(key: &str) -> Option<StepAction> {
    match key {
        "ArrowLeft" | "PageUp" => Some(StepAction::Prev),
        "ArrowRight" | "PageDown" => Some(StepAction::Next),
        " " | "Spacebar" => Some(StepAction::TogglePlay),
        "Home" => Some(StepAction::First),
        "End" => Some(StepAction::Last),
        _ => None,
    }
}

/// The app.
#[component]
pub fn App() -> Html {
    let state = use_reducer(|| {
        let mut state = AppState::new(&current_hash(), Lang::from_browser_tag(&browser_language()));
        state.letter_keys = crate::reader_choices::letter_keys_saved();
        state
    });
    let dispatch = state.dispatcher();
    // The solver: a worker started once for the app's life; its answers are dispatched.
    let solver = {
        let dispatch = dispatch.clone();
        use_memo((), move |_| {
            SolverClient::new(Callback::from(move |a: Action| dispatch.dispatch(a)))
        })
    };
    {
        // Each new request goes to the solver; no request pending abandons any work left.
        let solver = solver.clone();
        let request = state.pending.as_ref().map(|p| p.request.clone());
        use_effect_with(request, move |request| match request {
            Some(r) => solver.send(r.clone()),
            None => solver.cancel(),
        });
    }
    // What a figure piece's move changes beside it is marked under the pointer and the focus.
    use_effect_with((), |_| crate::browser::follow_piece_marks());
    {
        // Back/forward and hand-edited addresses arrive as hashchange events.
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = WindowListener::new("hashchange", move |_| {
                dispatch.dispatch(Action::LocationChanged(current_hash()))
            });
            move || drop(listener)
        });
    }
    // Whether the screen is blanked, for the key listener (registered once): while it is,
    // any key only brings the lesson back.
    let blanked = use_memo((), |_| Rc::new(Cell::new(false)));
    blanked.set(state.blank.is_some());
    // Whether the screen's letter keys act, for the same listener.
    let letter_keys = use_memo((), |_| Rc::new(Cell::new(true)));
    letter_keys.set(state.letter_keys);
    {
        // One key listener for the app's life: it dispatches, and the reducer applies the key
        // to the state as it is then, so no press is lost or applied to an old step.
        let dispatch = dispatch.clone();
        let blanked = (*blanked).clone();
        let letter_keys = (*letter_keys).clone();
        use_effect_with((), move |_| {
            let listener = WindowListener::new("keydown", move |e: web_sys::Event| {
                if let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() {
                    if blanked.get() {
                        e.prevent_default();
                        dispatch.dispatch(Action::Blank(None));
                    } else if pan_key(key).is_some_and(|(dx, dy)| pan_figure(dx, dy)) {
                        e.prevent_default();
                    } else if let Some(action) = key_action(key) {
                        e.prevent_default();
                        dispatch.dispatch(Action::Step(action));
                    } else if let Some(screen) = screen_key(key).filter(|_| letter_keys.get()) {
                        e.prevent_default();
                        match screen {
                            ScreenKey::FullScreen => toggle_full_screen(),
                            ScreenKey::Blank(b) => dispatch.dispatch(Action::Blank(Some(b))),
                        }
                    } else if key.key() == "Escape" {
                        // Esc leaves a form field, so the arrow keys step again.
                        if let Some(field) = focused_field(&e) {
                            let _ = field.blur();
                        }
                    }
                }
            });
            move || drop(listener)
        });
    }
    {
        // The iframe message API: commands from the embedding page become actions.
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = WindowListener::new("message", move |e: web_sys::Event| {
                let Some(m) = e.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                match crate::host_api::command_action(&m.data()) {
                    Ok(action) => dispatch.dispatch(action),
                    Err(why) => crate::host_api::warn(&why),
                }
            });
            move || drop(listener)
        });
    }
    {
        // Every change of lesson, link, step or verdict is posted to the embedding page.
        let event = crate::host_api::state_event(&state);
        use_effect_with(event, move |event| {
            if let Some(e) = event {
                crate::host_api::post_to_parent(e);
            }
        });
    }
    {
        // A new lesson or input opens at the top of the page, the stage in view. Only after
        // the page was scrolled (a scroll event seen): reading the scroll position would
        // force a layout inside the task that drew the new lesson.
        let scrolled = use_memo((), |_| Rc::new(Cell::new(false)));
        {
            let scrolled = (*scrolled).clone();
            use_effect_with((), move |_| {
                let listener = WindowListener::new("scroll", move |_| scrolled.set(true));
                move || drop(listener)
            });
        }
        let scrolled = (*scrolled).clone();
        use_effect_with(state.opened, move |_| {
            if scrolled.replace(false) {
                if let Some(w) = web_sys::window() {
                    w.scroll_to_with_x_and_y(0.0, 0.0);
                }
            }
        });
    }
    {
        // A file the solver prepared is downloaded once.
        use_effect_with(state.download.clone(), move |download| {
            if let Some((_, e)) = download {
                if e.request.png {
                    download_png(&e.svg, e.width, e.height, &e.file_name);
                } else {
                    download_svg(&e.svg, &e.file_name);
                }
            }
        });
    }
    {
        // The reducer's links go into the address bar.
        use_effect_with(state.write.clone(), move |write| {
            if let Some(w) = write {
                set_hash(&w.hash, w.mode == HistoryMode::Replace);
            }
        });
    }
    {
        // While playing, one timeout per step; it is dropped when the step or playing changes.
        let dispatch = dispatch.clone();
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
    {
        // When it is the computer's turn (player 2, or 1 when it opens), it moves after a short
        // pause.
        let reply = state.snapshot().and_then(|s| {
            let p = s.play.as_ref()?;
            state
                .computer_to_move()
                .then(|| p.computer_move.clone().map(|m| (p.history.len(), m)))
                .flatten()
        });
        let dispatch = dispatch.clone();
        use_effect_with(reply, move |reply| {
            let timeout = reply.clone().map(|(after, mv)| {
                gloo_timers::callback::Timeout::new(700, move || {
                    dispatch.dispatch(Action::ComputerMove { after, mv })
                })
            });
            move || drop(timeout)
        });
    }
    let lang = state.lang;
    let in_deck = state.deck.is_some();
    // The page is named after the lesson on screen: while a new link is computed the old
    // lesson stays, and so does its name. (Renaming at once also laid out the top bar and
    // retitled the tab in the frames right after the link, beside Chromium's own handling of
    // the new address; docs/benchmarks.md, "the frame after a link").
    let named = match &state.route {
        Route::Lesson(kind, _) => Some(
            state
                .shown
                .as_ref()
                .and_then(|s| LessonKind::from_slug(&s.snapshot.slug))
                .unwrap_or(*kind),
        ),
        _ => None,
    };
    let title = match named {
        Some(kind) => format!(
            "{} · {}",
            tr(lang, kind.title_msg()),
            tr(lang, Msg::AppTitle)
        ),
        _ if in_deck => format!("{} · {}", tr(lang, Msg::DeckTitle), tr(lang, Msg::AppTitle)),
        _ => tr(lang, Msg::AppTitle).to_string(),
    };
    let query = match (&state.route, &state.deck) {
        // A deck's editor or bad item: the deck's own theme and size.
        (Route::Home(_) | Route::Unknown(..), Some(d)) => d.query.clone(),
        (Route::Home(q) | Route::Lesson(_, q) | Route::Unknown(_, q), _) => q.clone(),
    };
    let kind = match &state.route {
        Route::Lesson(kind, _) => Some(*kind),
        _ => None,
    };
    let theme = display_param(kind, &query, "theme").map(str::to_string);
    let size = display_param(kind, &query, "size").map(str::to_string);
    {
        let code = lang.code();
        use_effect_with(
            (code, title.clone(), theme, size),
            move |(code, title, theme, size)| {
                set_document_language(code, title);
                set_root_attributes(theme.as_deref(), size.as_deref());
            },
        );
    }
    let embed = state.embedded();
    let can_full_screen = *use_memo((), |_| full_screen_enabled());
    let other = lang.other();
    let header = (!embed).then(|| {
        let on_switch = {
            let dispatch = dispatch.clone();
            Callback::from(move |e: MouseEvent| {
                e.prevent_default();
                // Two frames: the root's language now, the texts in the next. Together, on a
                // large figure, they were one 50-125 ms task (Chromium restyles every element
                // when `<html lang>` changes, then shapes the new Chinese text).
                crate::browser::set_root_language(other.code());
                let dispatch = dispatch.clone();
                // The language shown by the link (a second click before the texts came asks
                // for the same one again, not back).
                crate::browser::after_next_frame(move || dispatch.dispatch(Action::SetLang(other)));
            })
        };
        let lesson_title = match named {
            Some(kind) => Some(tr(lang, kind.title_msg())),
            _ if in_deck => Some(tr(lang, Msg::DeckTitle)),
            _ => None,
        };
        // "Add to deck" on every lesson (and on a deck's current item); a lesson opened from
        // the deck editor carries the deck being built (`deck=`) and links back to it.
        let can_add = state.lesson_query().is_some() && state.deck.as_ref().is_none_or(|d| !d.edit);
        let add = can_add.then(|| {
            let dispatch = dispatch.clone();
            let on_add = Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Deck(DeckAction::Add)));
            html! {
                <button class="add-to-deck" data-testid="add-to-deck" onclick={on_add}>{ tr(lang, Msg::DeckAdd) }</button>
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
        let back = carried.map(|d| html! {
            <a class="deck-back" data-testid="deck-back" href={d.hash()}>
                { t!(lang, DeckBackTo { deck: d.len().to_string() }) }</a>
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
                <>{ for add }</>
                <>{ for full_screen }</>
                <a class="lang-switch" data-testid="lang-switch" href={state.lang_link(other)} lang={other.code()} onclick={on_switch}>
                    { switch_label(other, tr(lang, Msg::SwitchLanguage)) }
                </a>
            </header>
        }
    });
    let body = match &state.route {
        _ if in_deck => html! { <DeckPage state={state.clone()} /> },
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
    // The blanked screen covers everything; a click (or any key, above) brings the lesson back.
    let blank = state.blank.map(|b| {
        let on_click = Callback::from(move |_: MouseEvent| dispatch.dispatch(Action::Blank(None)));
        let colour = match b {
            Blank::Black => "black",
            Blank::White => "white",
        };
        html! {
            <div class={classes!("blank", colour)} data-testid="blank" data-colour={colour} role="button"
                 aria-label={tr(lang, Msg::ScreenBlanked)} onclick={on_click}></div>
        }
    });
    html! {
        <div class={classes!("app", embed.then_some("embedded"), in_deck.then_some("in-deck"))}>
            <>{ for header }</>
            { body }
            <>{ for blank }</>
        </div>
    }
}

/// The language switch's label. "中文" is drawn as strokes in inline SVG, with the word itself
/// kept for screen readers and copying: the switch is how an English reader reaches Chinese,
/// and on a system without a CJK font (Debian's Chromium as installed) the word was two empty
/// boxes in every page's header. "English" is plain text.
fn switch_label(to: Lang, word: &'static str) -> Html {
    if to != Lang::Zh {
        return html! { { word } };
    }
    // 中: the box and the stroke through it; 文: dot, bar, and the two crossing sweeps.
    const STROKES: &str = "M4 6.5h12v6.5H4zM10 1.5v17\
                           M30.5 1.2l1 2.6M22.5 6h16M35 6.5Q33 14 23 19M26 6.5Q29 15 39 18.8";
    html! {
        <>
            <svg class="glyphs" viewBox="0 0 41 20" width="41" height="20" aria-hidden="true" focusable="false">
                <path d={STROKES} fill="none" stroke="currentColor" stroke-width="1.9"
                      stroke-linecap="round" stroke-linejoin="round" />
            </svg>
            <span class="visually-hidden">{ word }</span>
        </>
    }
}
