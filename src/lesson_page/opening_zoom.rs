//! The scale a new figure opens at: where its smallest text is readable when projected
//! (`readable`), fitted whole if it can be, else zoomed.

use crate::page_state::{Action, AppState, Zoom};
use yew::prelude::*;

/// Chooses the zoom of each new figure. Embeds keep the choice the reducer made on opening
/// (`readable_zoom`).
/// Within one model a step may grow the figure (a table gains rows): while fitted, the view
/// then zooms in if the larger figure's text would drop below readable, and a step back to a
/// smaller figure fits it again (the game lab's table stayed at 63%, its first steps' text at
/// 11 px); it never undoes a zoom the reader chose.
#[hook]
pub fn use_opening_zoom(state: &UseReducerHandle<AppState>) {
    let shown_figure = state.shown.as_ref().filter(|_| !state.embed());
    let key = shown_figure.map(|s| {
        let size = (s.figure.width.to_bits(), s.figure.height.to_bits());
        (s.snapshot.slug.clone(), s.snapshot.model_key.clone(), size)
    });
    let figure = state.shown.as_ref().map(|s| s.figure.clone());
    let (fit, zoom, chosen, d) = (state.fit, state.zoom, state.zoom_chosen, state.dispatcher());
    let opened = use_mut_ref(|| None::<(String, String)>);
    // Bumped when a layout gives the figure window another size: the choice is made again.
    let stage_version = use_state(|| 0u32);
    let bumps = use_mut_ref(|| 0u32);
    let restage = {
        let setter = stage_version.setter();
        move || {
            *bumps.borrow_mut() += 1;
            setter.set(*bumps.borrow());
        }
    };
    use_effect_with((key, *stage_version), move |(key, _)| {
        let stage = crate::browser::figure_stage_size(restage);
        if let (Some((slug, model, _)), Some(f), Some(stage)) = (key, figure, stage) {
            let model_key = Some((slug.to_string(), model.to_string()));
            let new_model = *opened.borrow() != model_key;
            *opened.borrow_mut() = model_key;
            let min = f.min_text;
            let readable = crate::readable::min_readable_px(crate::browser::screen_min_side());
            let want = min
                .and_then(|m| crate::readable::opening_zoom(f.width, f.height, m, stage, readable));
            // The page's own choice follows the figure; the reader's stays (a "Fit" pressed
            // was undone by the next measure of the stage: the figure went back to 199 %).
            let page_chose = new_model || !chosen;
            match want {
                None if !fit && page_chose => d.dispatch(Action::Zoom(Zoom::Refit)),
                Some(z) if page_chose && (fit || z != zoom) => {
                    d.dispatch(Action::Zoom(Zoom::To(z)))
                }
                _ => {}
            }
        }
    });
}
