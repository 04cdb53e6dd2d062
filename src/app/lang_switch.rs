//! The link to the other language, in the top bar.

use crate::app::StateProps;
use crate::page_state::Action;
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use yew::prelude::*;

/// The language switch: a link to the same state in the other language.
#[component]
pub fn LangSwitch(props: &StateProps) -> Html {
    let state = &props.state;
    let lang = state.lang;
    let other = lang.other();
    let on_switch = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            // Two frames: the root's language now, the texts in the next. Together, on a
            // large figure, they were one long task (Chromium restyles every element
            // when `<html lang>` changes, then shapes the new Chinese text).
            crate::browser::set_root_language(other.code());
            let dispatch = dispatch.clone();
            // The language shown by the link (a second click before the texts came asks
            // for the same one again, not back).
            crate::browser::after_next_frame(move || dispatch.dispatch(Action::SetLang(other)));
        })
    };
    html! {
        <a class="lang-switch" data-testid="lang-switch" href={state.lang_link(other)} lang={other.code()} onclick={on_switch}>
            { switch_label(other, tr(lang, Msg::SwitchLanguage)) }
        </a>
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
