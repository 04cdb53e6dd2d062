//! The `<defs>` of a game DAG's arrowhead markers, drawn by Yew as the core writes them.

use super::num;
use grundy_core::figure::{arrow_head_path, ARROW_HALF_W, ARROW_LEN, ARROW_MARKERS};
use yew::prelude::*;

/// The arrowheads that end a DAG's moves (the core's `ARROW_MARKERS`, as `Figure::to_svg`
/// writes them): drawn once, never re-rendered.
#[component]
pub(super) fn ArrowMarkers() -> Html {
    let (l, w) = (num(ARROW_LEN), num(2.0 * ARROW_HALF_W));
    let view_box = format!("0 0 {l} {w}");
    let d = arrow_head_path();
    html! {
        <defs>{ for ARROW_MARKERS.iter().map(|(id, class, ref_x)| html! {
            <marker id={*id} viewBox={view_box.clone()} refX={num(*ref_x)} refY={num(ARROW_HALF_W)}
                    markerWidth={l.clone()} markerHeight={w.clone()}
                    markerUnits="userSpaceOnUse" orient="auto">
                <path d={d.clone()} class={*class} />
            </marker>
        }) }</defs>
    }
}
