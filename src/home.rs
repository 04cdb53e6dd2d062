//! The home page: what Grundy Lab is and every lesson, in the catalogue's order.

use crate::app::with_lang;
use grundy_core::i18n::{tr, Lang, Msg};
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
            <h2>{ tr(lang, Msg::LessonsHeading) }</h2>
            <ul class="lesson-list">
                { for LessonKind::ALL.iter().map(|&k| html! {
                    <li>
                        <a class="lesson-card" data-testid="lesson-link" data-lesson={k.slug()} href={with_lang(&format!("#/{}", k.slug()), lang)}>
                            <span class="lesson-title">{ k.title(lang) }</span>
                            <span class="lesson-summary">{ k.summary(lang) }</span>
                        </a>
                    </li>
                }) }
            </ul>
        </main>
    }
}
