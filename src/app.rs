//! The root component: the location hash is the single source of truth for what is shown
//! (lesson, parameters, step, language), so reloads and shared links land on the same state.

use crate::browser::{
    browser_language, current_hash, set_document_language, set_hash, WindowListener,
};
use crate::home::Home;
use crate::lesson_page::LessonPage;
use grundy_core::i18n::{tr, trf, Lang, Msg};
use grundy_core::lesson::{Query, Route};
use yew::prelude::*;

/// A request to show another address: the new hash, and whether it replaces the current
/// history entry (stepping) or adds one (opening a lesson, applying an input).
#[derive(Clone, PartialEq)]
pub struct Navigate {
    /// The new hash, starting with `#/`.
    pub hash: String,
    /// Replace the current history entry instead of adding one.
    pub replace: bool,
}

/// The language for a route: its `lang=` if valid, else the browser's.
pub fn language_for(route: &Route) -> Lang {
    route
        .lang()
        .unwrap_or_else(|| Lang::from_browser_tag(&browser_language()))
}

/// The same hash with `lang=` set to `lang`.
pub fn with_lang(hash: &str, lang: Lang) -> String {
    let h = hash.strip_prefix('#').unwrap_or(hash);
    let (path, query) = h.split_once('?').unwrap_or((h, ""));
    let q = Query::parse(query).with("lang", Some(lang.code().into()));
    let path = if path.is_empty() { "/" } else { path };
    format!("#{path}?{}", q.render())
}

/// The app.
#[component]
pub fn App() -> Html {
    let hash = use_state(current_hash);
    {
        // Back/forward and hand-edited addresses arrive as hashchange events.
        let hash = hash.clone();
        use_effect_with((), move |_| {
            let listener = WindowListener::new("hashchange", move |_| hash.set(current_hash()));
            move || drop(listener)
        });
    }
    let navigate = {
        let hash = hash.clone();
        Callback::from(move |n: Navigate| {
            set_hash(&n.hash, n.replace);
            hash.set(n.hash);
        })
    };
    let route = Route::parse(&hash);
    let lang = language_for(&route);
    let other = lang.other();
    let switch_hash = with_lang(&hash, other);
    let title = match &route {
        Route::Lesson(kind, _) => format!("{} · {}", kind.title(lang), tr(lang, Msg::AppTitle)),
        _ => tr(lang, Msg::AppTitle).to_string(),
    };
    {
        let code = lang.code();
        use_effect_with((code, title.clone()), move |(code, title)| {
            set_document_language(code, title)
        });
    }
    let embed = matches!(&route, Route::Lesson(_, q) if q.get("embed") == Some("1"));
    let on_switch = {
        let navigate = navigate.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            navigate.emit(Navigate {
                hash: switch_hash.clone(),
                replace: true,
            });
        })
    };
    let header = (!embed).then(|| {
        html! {
            <header class="topbar">
                <a class="brand" href={with_lang("#/", lang)}>{ tr(lang, Msg::AppTitle) }</a>
                <span class="spacer"></span>
                <a class="lang-switch" data-testid="lang-switch" href={with_lang(&hash, other)} lang={other.code()} onclick={on_switch}>
                    { tr(lang, Msg::SwitchLanguage) }
                </a>
            </header>
        }
    });
    let body = match route {
        Route::Home(_) => html! { <Home {lang} /> },
        Route::Lesson(kind, query) => {
            html! { <LessonPage {kind} {query} {lang} navigate={navigate.clone()} /> }
        }
        Route::Unknown(slug, _) => html! {
            <main class="page">
                <div class="error-panel" role="alert" data-testid="error">{ trf(lang, Msg::NotFound, &[slug]) }</div>
                <Home {lang} />
            </main>
        },
    };
    html! {
        <div class={classes!("app", embed.then_some("embedded"))}>
            { for header }
            { body }
        </div>
    }
}
