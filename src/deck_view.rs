//! A deck on screen: the slim progress bar above the current item (which is the ordinary
//! lesson page), a bad item's one line in its place, and the deck editor (reorder, remove, add
//! a lesson). Everything is drawn from the reducer's [`Deck`]; every control is a link to the
//! edited deck or dispatches a [`DeckAction`].

use crate::deck::{Deck, Item};
use crate::lesson_page::LessonPage;
use crate::page_state::{link_carrying_deck, Action, AppState, DeckAction};
use crate::t;
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use grundy_lessons::lesson::LessonKind;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Focuses the first enabled control among `selectors`: after an editor operation the
/// keyboard focus follows the item to its new place (or, after a removal, goes to the item
/// that took its place), so Enter can be pressed again.
fn focus_first(selectors: &[String]) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let found = selectors.iter().find_map(|sel| {
        doc.query_selector(sel)
            .ok()
            .flatten()
            .filter(|el| !el.has_attribute("disabled"))
    });
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
    }
}

/// Where the focus goes after `action`: the selectors of the controls to try, in order.
fn focus_after(action: &DeckAction, n: usize) -> Vec<String> {
    let at = |i: usize, id: &str| {
        format!("[data-testid=deck-item][data-index=\"{i}\"] [data-testid={id}]")
    };
    match *action {
        DeckAction::MoveUp(i) => {
            let j = i.saturating_sub(1);
            vec![at(j, "deck-up"), at(j, "deck-down")]
        }
        DeckAction::MoveDown(i) => vec![at(i + 1, "deck-down"), at(i + 1, "deck-up")],
        DeckAction::Remove(i) => {
            let j = if i + 1 < n { i } else { i.saturating_sub(1) };
            vec![
                at(j, "deck-remove"),
                "[data-testid=deck-add-lesson]".to_string(),
            ]
        }
        _ => Vec::new(),
    }
}

/// Properties of [`DeckPage`].
#[derive(Properties, PartialEq)]
pub struct DeckPageProps {
    /// The app's state and its dispatcher.
    pub state: UseReducerHandle<AppState>,
}

/// The title of item `i`'s lesson in `lang` (empty for an item that is not a lesson link).
fn item_title(deck: &Deck, i: usize, lang: Lang) -> String {
    match deck.kind_of(i) {
        Some(k) => tr(lang, k.title_msg()).to_string(),
        None => String::new(),
    }
}

/// The label of item `i`'s segment in the progress bar: its number and lesson.
fn seg_label(deck: &Deck, i: usize, lang: Lang) -> String {
    match item_title(deck, i, lang) {
        t if t.is_empty() => (i + 1).to_string(),
        t => format!("{} · {t}", i + 1),
    }
}

/// A deck: the editor, or the progress bar and the current item.
#[component]
pub fn DeckPage(props: &DeckPageProps) -> Html {
    let state = &props.state;
    let Some(deck) = state.deck.clone() else {
        return html! {};
    };
    let lang = state.lang;
    let dispatch: Callback<Action> = {
        let d = state.dispatcher();
        Callback::from(move |a: Action| d.dispatch(a))
    };
    if deck.edit || deck.is_empty() {
        return html! { <DeckEditor {deck} {lang} {dispatch} /> };
    }
    let body = match state.deck_item() {
        Some(Item::Bad(why)) => html! {
            <main class="lesson deck-bad">
                <div class="error-panel" role="alert" data-testid="error">{ why }</div>
            </main>
        },
        _ => html! { <LessonPage state={state.clone()} /> },
    };
    html! {
        <>
            <DeckBar deck={deck.clone()} {lang} {dispatch} />
            { body }
        </>
    }
}

/// Properties of [`DeckBar`] and [`DeckEditor`].
#[derive(Properties, PartialEq)]
pub struct DeckProps {
    /// The deck.
    pub deck: Deck,
    /// Interface language.
    pub lang: Lang,
    /// Receives every action.
    pub dispatch: Callback<Action>,
}

/// The slim progress bar: item i of n, one segment per item (each a link to it), previous
/// and next item, and the editor.
#[component]
pub fn DeckBar(props: &DeckProps) -> Html {
    let DeckProps {
        deck,
        lang,
        dispatch,
    } = props;
    let lang = *lang;
    let n = deck.len();
    let at = deck.at;
    let title = item_title(deck, at, lang);
    html! {
        <nav class="deck-bar" data-testid="deck-progress" data-index={at.to_string()} data-count={n.to_string()}
             aria-label={tr(lang, Msg::DeckTitle)}>
            <button class="deck-btn" data-testid="deck-prev" disabled={at == 0}
                    title={tr(lang, Msg::DeckPrevItem)} aria-label={tr(lang, Msg::DeckPrevItem)}
                    onclick={dispatch.reform(|_: MouseEvent| Action::Deck(DeckAction::PrevItem))}>{ "‹" }</button>
            <span class="deck-label" aria-live="polite">
                { t!(lang, DeckItemOf { item: (at + 1).to_string(), count: n.to_string() }) }
                if !title.is_empty() {
                    <span class="deck-item-title">{ format!(" · {title}") }</span>
                }
            </span>
            <ol class="deck-track">
                { for (0..n).map(|i| {
                    let current = i == at;
                    html! {
                        <li class={classes!("deck-seg", (i < at).then_some("done"), current.then_some("current"))}>
                            <a data-testid="deck-go" data-index={i.to_string()} href={deck.go(i).hash()}
                               title={seg_label(deck, i, lang)} aria-label={seg_label(deck, i, lang)}
                               aria-current={current.then_some("step")}></a>
                        </li>
                    }
                }) }
            </ol>
            <button class="deck-btn" data-testid="deck-next" disabled={at + 1 >= n}
                    title={tr(lang, Msg::DeckNextItem)} aria-label={tr(lang, Msg::DeckNextItem)}
                    onclick={dispatch.reform(|_: MouseEvent| Action::Deck(DeckAction::NextItem))}>{ "›" }</button>
            <a class="deck-edit" data-testid="deck-edit" href={deck.editing(true).hash()}>{ tr(lang, Msg::DeckEdit) }</a>
        </nav>
    }
}

/// The deck editor: the items in order with show / move up / move down / remove, the way to
/// present, and the lessons to add (each opens with the deck carried in its link).
#[component]
pub fn DeckEditor(props: &DeckProps) -> Html {
    let DeckProps {
        deck,
        lang,
        dispatch,
    } = props;
    let lang = *lang;
    let n = deck.len();
    // The control to focus once the edited deck is drawn (set by the operation's button).
    let refocus = use_mut_ref(Vec::<String>::new);
    {
        let refocus = refocus.clone();
        use_effect(move || {
            let selectors = std::mem::take(&mut *refocus.borrow_mut());
            if !selectors.is_empty() {
                focus_first(&selectors);
            }
        });
    }
    let button = |testid: &'static str,
                  label: Msg,
                  i: usize,
                  glyph: &'static str,
                  disabled: bool,
                  action: DeckAction| {
        let name = format!("{} ({})", tr(lang, label), i + 1);
        let refocus = refocus.clone();
        let onclick = dispatch.reform(move |_: MouseEvent| {
            *refocus.borrow_mut() = focus_after(&action, n);
            Action::Deck(action.clone())
        });
        html! {
            <button class="deck-op" data-testid={testid} title={name.clone()} aria-label={name} {disabled} {onclick}>{ glyph }</button>
        }
    };
    html! {
        <main class="page deck-editor" data-testid="deck-editor">
            <h1>{ tr(lang, Msg::DeckTitle) }</h1>
            <p class="intro">{ tr(lang, Msg::DeckEditorHelp) }</p>
            if n == 0 {
                <p class="muted" data-testid="deck-empty">{ tr(lang, Msg::DeckEmpty) }</p>
            }
            <ol class="deck-items">
                { for deck.items.iter().enumerate().map(|(i, item)| html! {
                    <li class={classes!("deck-item", (i == deck.at).then_some("current"))} data-testid="deck-item"
                        data-index={i.to_string()} data-link={item.clone()}>
                        <span class="deck-num">{ i + 1 }</span>
                        <span class="deck-item-main">
                            { match deck.item(i, lang) {
                                // A bad item says why, as the presentation does in its place.
                                Item::Bad(why) => html! { <span class="deck-item-name deck-item-error">{ why }</span> },
                                Item::Lesson(..) => html! { <span class="deck-item-name">{ item_title(deck, i, lang) }</span> },
                            } }
                            <code class="deck-item-link">{ item.clone() }</code>
                        </span>
                        <a class="deck-show" data-testid="deck-show" href={deck.go(i).hash()}>{ tr(lang, Msg::DeckShowItem) }</a>
                        { button("deck-up", Msg::DeckMoveUp, i, "↑", i == 0, DeckAction::MoveUp(i)) }
                        { button("deck-down", Msg::DeckMoveDown, i, "↓", i + 1 >= n, DeckAction::MoveDown(i)) }
                        { button("deck-remove", Msg::DeckRemove, i, "✕", false, DeckAction::Remove(i)) }
                    </li>
                }) }
            </ol>
            if n > 0 {
                <p><a class="deck-present" data-testid="deck-present" href={deck.go(0).hash()}>{ tr(lang, Msg::DeckPresent) }</a></p>
            }
            <h2>{ tr(lang, Msg::DeckAddLesson) }</h2>
            <p class="hint">{ tr(lang, Msg::DeckAddHelp) }</p>
            <ul class="deck-add">
                { for LessonKind::ALL.iter().map(|&k| html! {
                    <li><a data-testid="deck-add-lesson" data-lesson={k.slug()} href={link_carrying_deck(deck, k.slug(), lang)}>{ tr(lang, k.title_msg()) }</a></li>
                }) }
            </ul>
        </main>
    }
}
