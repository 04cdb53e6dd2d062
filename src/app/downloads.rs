//! The figure files the solver prepares (SVG, PNG), handed to the browser as downloads.

use crate::browser::{download_png, download_svg};
use crate::page_state::AppState;
use yew::prelude::*;

/// A file the solver prepared is downloaded once.
#[hook]
pub fn use_downloads(state: &AppState) {
    use_effect_with(state.download.clone(), move |download| {
        if let Some((_, e)) = download {
            if e.request.png {
                download_png(&e.svg, e.width, e.height, &e.file_name);
            } else {
                download_svg(&e.svg, &e.file_name);
            }
        }
    });
}
