//! The home page: what Grundy Lab is, the example deck (the lecture notes' order) and every
//! lesson, in the catalogue's order. Reached from a deck being built (`#/?deck=…`, the top
//! bar's title link), it links back to that deck and every lesson card carries it, so "Add
//! to deck" goes on extending it.

use crate::app::with_lang;
use crate::deck::{example_deck, Deck};
use crate::page_state::link_carrying_deck;
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use grundy_lessons::lesson::LessonKind;
use grundy_lessons::practice::Topic;
use yew::prelude::*;

/// Properties of [`Home`].
#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Interface language.
    pub lang: Lang,
    /// The deck being built, when the page was opened from one.
    pub building: Option<Deck>,
}

/// The lesson list.
#[component]
pub fn Home(props: &HomeProps) -> Html {
    let lang = props.lang;
    let building = props.building.as_ref().filter(|d| !d.is_empty());
    let lesson_link = |slug: &str| match building {
        Some(d) => link_carrying_deck(d, slug, lang),
        None => with_lang(&format!("#/{slug}"), lang),
    };
    let back = building.map(|d| {
        html! {
            <a class="lesson-card deck-card" data-testid="deck-back" data-lesson="deck" href={d.with_lang(lang).editing(true).hash()}>
                <span class="lesson-title">{ crate::t!(lang, DeckBackTo { deck: d.len().to_string() }) }</span>
            </a>
        }
    });
    html! {
        <main class="page home">
            <h1>{ tr(lang, Msg::AppTitle) }</h1>
            <p class="tagline">{ tr(lang, Msg::AppTagline) }</p>
            <p class="intro">{ tr(lang, Msg::HomeIntro) }</p>
            <>{ for back }</>
            <a class="lesson-card deck-card" data-testid="deck-link" data-lesson="deck" href={example_deck().with_lang(lang).hash()}>
                <span class="lesson-title">{ tr(lang, Msg::DeckTitle) }</span>
                <span class="lesson-summary">{ tr(lang, Msg::DeckSummary) }</span>
            </a>
            <h2>{ tr(lang, Msg::LessonsHeading) }</h2>
            <ul class="lesson-list">
                { for LessonKind::ALL.iter().map(|&k| html! {
                    <li>
                        <a class="lesson-card" data-testid="lesson-link" data-lesson={k.slug()} href={lesson_link(k.slug())}>
                            <span class="lesson-title">{ tr(lang, k.title_msg()) }</span>
                            <span class="lesson-summary">{ tr(lang, k.summary_msg()) }</span>
                        </a>
                    </li>
                }) }
            </ul>
            <h2 id="practice">{ tr(lang, Msg::PracticeHomeHeading) }</h2>
            <p class="intro">{ tr(lang, Msg::PracticeHomeIntro) }</p>
            <ul class="lesson-list practice-list">
                { for Topic::ALL.iter().map(|&t| html! {
                    <li>
                        <a class="lesson-card" data-testid="practice-link" data-topic={t.slug()} href={with_lang(&format!("#/practice?topic={}", t.slug()), lang)}>
                            <span class="lesson-title">{ tr(lang, t.title()) }</span>
                            <span class="lesson-summary">{ tr(lang, t.task()) }</span>
                        </a>
                    </li>
                }) }
            </ul>
        </main>
    }
}
