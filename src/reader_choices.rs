//! What the reader chooses for this browser and keeps across visits (in `localStorage`): for
//! now whether the screen's letter keys act.

/// Where the reader's choice to turn the screen's letter keys off is kept (this browser only).
const LETTER_KEYS_STORE: &str = "grundy-lab.letter-keys";

/// Whether the screen's letter keys (F, B, W, `.`, `,`) act: on unless this browser's reader
/// turned them off (WCAG 2.1.4: a clicker or a speech-input user can type them by accident).
pub fn letter_keys_saved() -> bool {
    let stored = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(LETTER_KEYS_STORE).ok().flatten());
    stored.as_deref() != Some("off")
}

/// Keeps the reader's choice of [`letter_keys_saved`] (storage may be refused, e.g. in a
/// sandboxed frame: the choice then lasts as long as the page).
pub fn save_letter_keys(on: bool) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = if on {
            s.remove_item(LETTER_KEYS_STORE)
        } else {
            s.set_item(LETTER_KEYS_STORE, "off")
        };
    }
}
