//! A panic inside wasm stops the app. Instead of a frozen or blank page, the hook shows a
//! message in the page's language with a link that reloads the same state (the link holds it).

use crate::browser::{current_hash, current_href};
use crate::text::tr;
use grundy_core::i18n::{Lang, Msg};
use grundy_lessons::lesson::Route;

/// Installs the hook (once, at start).
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Grundy Lab panicked: {info}").into());
        show(&info.to_string());
    }));
}

/// Puts the panic panel on the page: the message in the link's language, a link that
/// reloads the same state, and the panic's own text for a bug report.
pub fn show(detail: &str) {
    let lang = Route::parse(&current_hash()).lang().unwrap_or(Lang::En);
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = doc.body() else { return };
    let Ok(panel) = doc.create_element("div") else {
        return;
    };
    panel.set_class_name("panic-panel");
    let _ = panel.set_attribute("role", "alert");
    let _ = panel.set_attribute("data-testid", "panic");
    if let Ok(p) = doc.create_element("p") {
        p.set_text_content(Some(tr(lang, Msg::PanicMessage)));
        let _ = panel.append_child(&p);
    }
    if let Ok(a) = doc.create_element("a") {
        let _ = a.set_attribute("href", &current_href());
        let _ = a.set_attribute("onclick", "location.reload(); return false;");
        a.set_text_content(Some(tr(lang, Msg::PanicReload)));
        let _ = panel.append_child(&a);
    }
    if let Ok(pre) = doc.create_element("pre") {
        pre.set_text_content(Some(detail));
        let _ = panel.append_child(&pre);
    }
    let _ = body.append_child(&panel);
}
