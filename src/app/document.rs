//! The document around the app: its language, the tab's title, and the root's display
//! attributes (theme, size).

use crate::browser::{set_document_language, set_root_attributes};
use crate::page_state::AppState;
use crate::text::tr;
use grundy_core::i18n::Msg;
use grundy_lessons::lesson::{display_param, LessonKind, Route};
use yew::prelude::*;

/// The lesson the page is named after: the lesson on screen. While a new link is computed
/// the old lesson stays, and so does its name. (Renaming at once also laid out the top bar
/// and retitled the tab in the frames right after the link, beside Chromium's own handling of
/// the new address; docs/benchmarks.md, "the frame after a link").
pub fn named_lesson(state: &AppState) -> Option<LessonKind> {
    match &state.route {
        Route::Lesson(kind, _) => Some(
            state
                .shown
                .as_ref()
                .and_then(|s| LessonKind::from_slug(&s.snapshot.slug))
                .unwrap_or(*kind),
        ),
        _ => None,
    }
}

/// Keeps the document's language, title and display attributes on the state's.
#[hook]
pub fn use_document(state: &AppState) {
    let lang = state.lang;
    let title = match named_lesson(state) {
        Some(kind) => format!(
            "{} · {}",
            tr(lang, kind.title_msg()),
            tr(lang, Msg::AppTitle)
        ),
        _ if state.deck.is_some() => {
            format!("{} · {}", tr(lang, Msg::DeckTitle), tr(lang, Msg::AppTitle))
        }
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
    use_effect_with(
        (lang.code(), title, theme, size),
        move |(code, title, theme, size)| {
            set_document_language(code, title);
            set_root_attributes(theme.as_deref(), size.as_deref());
        },
    );
}
