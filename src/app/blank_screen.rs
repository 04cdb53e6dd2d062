//! The blanked screen (B or ., W or ,), which covers everything; a click (or any key)
//! brings the lesson back.

use crate::app::StateProps;
use crate::page_state::{Action, Blank};
use crate::text::tr;
use grundy_core::i18n::Msg;
use yew::prelude::*;

/// The blank over the page, while the screen is blanked.
#[component]
pub fn BlankScreen(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(b) = state.blank else {
        return Html::default();
    };
    let on_click = state.dispatcher();
    let on_click = Callback::from(move |_: MouseEvent| on_click.dispatch(Action::Blank(None)));
    let colour = match b {
        Blank::Black => "black",
        Blank::White => "white",
    };
    html! {
        <div class={classes!("blank", colour)} data-testid="blank" data-colour={colour} role="button"
             aria-label={tr(state.lang, Msg::ScreenBlanked)} onclick={on_click}></div>
    }
}
