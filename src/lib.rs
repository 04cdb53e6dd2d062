//! Grundy Lab web front-end (Yew, client-side rendering). A thin layer over `grundy-core`:
//! it reads the link, asks the core for the lesson model, shows the core's SVG figure and
//! sentence for the current step, and writes every change back into the link.
//!
//! - [`app`]: routing on the location hash, language choice, navigation.
//! - [`home`]: the lesson list.
//! - [`lesson_page`]: one lesson: inputs, error panel, figure, sentence, hooks, exports.
//! - [`play_panel`]: the game controls of lessons that can be played.
//! - [`stepper`]: the step controls shared by every lesson (buttons, play, speed).
//! - [`browser`]: the few browser calls (location, history, downloads, key events).
//! - [`panic_page`]: the panic hook that replaces a dead page with a way back.

pub mod app;
pub mod browser;
pub mod home;
pub mod lesson_page;
pub mod panic_page;
pub mod play_panel;
pub mod stepper;

/// Installs the panic hook and mounts the app on `<body>`.
pub fn start() {
    panic_page::install();
    yew::Renderer::<app::App>::new().render();
}
