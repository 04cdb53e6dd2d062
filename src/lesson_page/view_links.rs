//! The links to the lesson's other figures (`view=`), under the figure they choose.

use crate::app::StateProps;
use yew::prelude::*;

/// The view links, where the lesson has more than one figure.
#[component]
pub fn ViewLinks(props: &StateProps) -> Html {
    let state = &props.state;
    let Some(snap) = state.snapshot().filter(|s| !s.views.is_empty()) else {
        return Html::default();
    };
    html! {
        <nav class="views">
            { for snap.views.iter().map(|v| html! {
                <a class={classes!("view-link", v.current.then_some("current"))} data-testid="view-link" data-view={v.view.clone()}
                   aria-current={v.current.then_some("page")} href={state.link_for(&v.href)}>{ v.label.clone() }</a>
            }) }
        </nav>
    }
}
