//! Grundy Lab web front-end (Yew, client-side rendering). A thin layer over `grundy-core`:
//! it reads the link, asks the core for the lesson model, draws the core's figure and
//! sentence for the current step, and writes every change back into the link.
//!
//! - [`app`]: routing on the location hash, language choice, navigation.
//! - [`home`]: the lesson list.
//! - [`deck`], [`deck_view`]: decks of lesson links shown as one presentation (pure link work,
//!   and the progress bar and editor that draw it).
//! - [`page_state`]: the app's one state and the pure reducer every control dispatches to.
//! - [`lesson_page`]: one lesson: the stage (figure, sentence, stepper, answers, game), inputs,
//!   exports.
//! - [`figure_view`]: the core's figure drawn as keyed Yew SVG elements (steps patch, animate).
//! - [`readable`]: the scale a new figure opens at, so its text is readable when projected.
//! - [`practice_page`]: practice sets (`#/practice?…`, `practice=1`): the student enters, the
//!   worker grades.
//! - [`play_panel`]: the game controls of lessons that can be played.
//! - [`stepper`]: the step controls shared by every lesson (buttons, play, speed).
//! - [`solver`], [`solver_worker`], [`solver_client`], [`wire`]: lessons are built and
//!   stepped by the core in a web worker; the page sends links and draws the answers.
//! - [`host_api`]: the iframe message API (commands in, state events out).
//! - [`browser`]: the few browser calls (location, history, downloads, key events).
//! - [`reader_choices`]: what the reader chooses for this browser and keeps (letter keys).
//! - [`panic_page`]: the panic hook that replaces a dead page with a way back.

pub mod app;
pub mod browser;
pub mod deck;
pub mod deck_view;
pub mod figure_view;
pub mod home;
pub mod host_api;
pub mod lesson_page;
pub mod page_state;
pub mod panic_page;
pub mod play_panel;
pub mod practice_page;
pub mod quiz_panel;
pub mod readable;
pub mod reader_choices;
pub mod solver;
pub mod solver_client;
pub mod solver_worker;
pub mod stepper;
pub mod text;
pub mod wire;

/// Installs the panic hook and mounts the app on `<body>`.
pub fn start() {
    panic_page::install();
    yew::Renderer::<app::App>::new().render();
}
