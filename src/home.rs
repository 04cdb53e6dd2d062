//! The home page: what Grundy Lab is, the example deck (the lecture notes' order) and every
//! lesson, in the catalogue's order.

use crate::app::with_lang;
use crate::deck::example_deck;
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use grundy_core::lesson::LessonKind;
use yew::prelude::*;

/// Properties of [`Home`].
#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Interface language.
    pub lang: Lang,
}

/// The lesson list.
#[component]
pub fn Home(props: &HomeProps) -> Html {
    let lang = props.lang;
    html! {
        <main class="page home">
            <h1>{ tr(lang, Msg::AppTitle) }</h1>
            <p class="tagline">{ tr(lang, Msg::AppTagline) }</p>
            <p class="intro">{ tr(lang, Msg::HomeIntro) }</p>
            <a class="lesson-card deck-card" data-testid="deck-link" data-lesson="deck" href={example_deck().with_lang(lang).hash()}>
                <span class="lesson-title">{ tr(lang, Msg::DeckTitle) }</span>
                <span class="lesson-summary">{ tr(lang, Msg::DeckSummary) }</span>
            </a>
            <h2>{ tr(lang, Msg::LessonsHeading) }</h2>
            <ul class="lesson-list">
                { for LessonKind::ALL.iter().map(|&k| html! {
                    <li>
                        <a class="lesson-card" data-testid="lesson-link" data-lesson={k.slug()} href={with_lang(&format!("#/{}", k.slug()), lang)}>
                            <span class="lesson-title">{ tr(lang, k.title_msg()) }</span>
                            <span class="lesson-summary">{ tr(lang, k.summary_msg()) }</span>
                        </a>
                    </li>
                }) }
            </ul>
        </main>
    }
}
