//! The browser calls the app needs, each returning a plain value or doing nothing when the
//! browser refuses: the page must keep working even where an API is missing.

use grundy_lessons::lesson::display::{text_size, TextSize, THEMES};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

mod figure_window;
pub use figure_window::{
    follow_piece_marks, mark_armed_piece, pan_figure, remark_hovered_piece, scroll_focus_into_view,
};

/// The location hash, including `#` (empty when there is none).
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The whole current address (for the panic page's link back).
pub fn current_href() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Puts `hash` into the address bar: a new history entry, or replacing the current one
/// (stepping replaces, so Back leaves the lesson instead of undoing steps one by one).
///
/// A replace (a step) waits until the frame after this task has been painted: Chromium's
/// history calls run on the page's thread and grow with the link (docs/benchmarks.md), too
/// much to spend between a key press and the step it shows. Replaces queued
/// before that frame are merged; if the address changed meanwhile (Back, a clicked or typed
/// link), they are dropped, so they never undo the reader's navigation. A new entry (a move,
/// an applied input, a deck edit) is written at once, after what is queued, so Back always
/// finds it.
///
/// A replace longer than [`LONGEST_REPLACED_ADDRESS`] is not written: the address keeps the
/// link as it was opened (see there).
pub fn set_hash(hash: &str, replace: bool) {
    if !replace {
        flush_history();
        push_hash(hash);
        return;
    }
    let schedule = HISTORY.with(|h| {
        let mut h = h.borrow_mut();
        if hash.len() > LONGEST_REPLACED_ADDRESS {
            // Replaces of one link differ only in its step, view and settings, so those
            // queued before are of the same long link: none is written.
            h.writes.clear();
            return false;
        }
        if h.writes.is_empty() {
            h.base = current_hash();
        }
        match h.writes.last_mut() {
            Some(last) if replace => last.0 = hash.to_string(),
            _ => h.writes.push((hash.to_string(), replace)),
        }
        !std::mem::replace(&mut h.scheduled, true)
    });
    if schedule {
        schedule_history_flush();
    }
}

/// The longest link a step, a view or a setting writes into the address (bytes). Chromium's
/// history calls cost the page's thread in proportion to the link past a few tens of
/// kilobytes (docs/benchmarks.md, "The page in Chromium"), so a step of a longer link leaves
/// the address as it was opened: a reload opens the step it was opened at. Such a link is
/// typed or pasted, not shared, and an applied input still adds its history entry.
pub const LONGEST_REPLACED_ADDRESS: usize = 64 * 1024;

/// Links waiting to be written into the address bar (see [`set_hash`]).
#[derive(Default)]
struct HistoryQueue {
    /// The links, each with whether it replaces the current entry.
    writes: Vec<(String, bool)>,
    /// The address when the first of them was queued.
    base: String,
    /// Whether a flush is scheduled.
    scheduled: bool,
}

thread_local! {
    static HISTORY: std::cell::RefCell<HistoryQueue> = std::cell::RefCell::new(HistoryQueue::default());
}

/// Flushes the queue after the next painted frame (a task queued from the frame's callback),
/// or after a fallback delay where no frame comes (a hidden tab).
fn schedule_history_flush() {
    if web_sys::window().is_none() {
        flush_history();
        return;
    }
    after_next_frame(flush_history);
    gloo_timers::callback::Timeout::new(200, flush_history).forget();
}

/// Adds a history entry for `hash`.
fn push_hash(hash: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.push_state_with_url(&JsValue::NULL, "", Some(hash));
    }
}

/// Writes the queued links, unless the address changed since they were queued.
fn flush_history() {
    let (writes, base) = HISTORY.with(|h| {
        let mut h = h.borrow_mut();
        h.scheduled = false;
        (std::mem::take(&mut h.writes), std::mem::take(&mut h.base))
    });
    if writes.is_empty() || current_hash() != base {
        return;
    }
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    for (hash, replace) in writes {
        let _ = if replace {
            history.replace_state_with_url(&JsValue::NULL, "", Some(&hash))
        } else {
            history.push_state_with_url(&JsValue::NULL, "", Some(&hash))
        };
    }
}

/// The browser's preferred language tag (e.g. `zh-CN`).
pub fn browser_language() -> String {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default()
}

/// Sets `<html>`'s attribute `name` to `value` (removes it for `None`), only when that
/// changes it: any write to the root, even of the value it already has, made Chromium restyle
/// the whole page at every lesson switch.
fn set_root_attribute(root: &web_sys::Element, name: &str, value: Option<&str>) {
    if root.get_attribute(name).as_deref() == value {
        return;
    }
    let _ = match value {
        Some(v) => root.set_attribute(name, v),
        None => root.remove_attribute(name),
    };
}

/// The `lang` attribute's value for a language code of the links (`zh` is `zh-CN`).
pub fn language_tag(code: &str) -> &'static str {
    if code == "zh" {
        "zh-CN"
    } else {
        "en"
    }
}

/// Sets `<html lang>` alone (see [`set_document_language`]).
pub fn set_root_language(code: &str) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        set_root_attribute(&root, "lang", Some(language_tag(code)));
    }
}

/// Sets `<html lang>` and the page title.
pub fn set_document_language(code: &str, title: &str) {
    set_root_language(code);
    if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
        if doc.title() != title {
            doc.set_title(title);
        }
    }
}

/// The window's smaller side in CSS px (a phone's is under 600, upright or on its side).
pub fn screen_min_side() -> f64 {
    let Some(w) = web_sys::window() else {
        return f64::INFINITY;
    };
    let side = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64());
    match (side(w.inner_width()), side(w.inner_height())) {
        (Some(a), Some(b)) => a.min(b),
        _ => f64::INFINITY,
    }
}

/// Whether the page may go full screen (not in a frame whose page did not allow it).
pub fn full_screen_enabled() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.fullscreen_enabled())
}

/// Puts the whole page full screen, or back (the F key and the top bar's button).
pub fn toggle_full_screen() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if doc.fullscreen_element().is_some() {
        doc.exit_fullscreen();
    } else if let Some(root) = doc.document_element().filter(|_| doc.fullscreen_enabled()) {
        let _ = root.request_fullscreen();
    }
}

/// Sets the projector theme and text size on the page root (`<html>`, so every `rem`
/// scales): `data-theme="contrast"` while the theme is on; `size=s|m|l|xl|xxl` as
/// `data-size`, or `size=N` / `N%` (50–300) as the `--text-scale` custom property.
pub fn set_root_attributes(theme: Option<&str>, size: Option<&str>) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    set_root_attribute(&root, "data-theme", theme.filter(|t| THEMES.contains(t)));
    let (data_size, scale) = match size.and_then(text_size) {
        Some(TextSize::Named(name)) => (Some(name), None),
        Some(TextSize::Scale(factor)) => (None, Some(format!("{factor}"))),
        None => (None, None),
    };
    set_root_attribute(&root, "data-size", data_size);
    let style = root.style();
    let now = style.get_property_value("--text-scale").unwrap_or_default();
    match scale {
        Some(v) if now.trim() != v => {
            let _ = style.set_property("--text-scale", &v);
        }
        None if !now.is_empty() => {
            let _ = style.remove_property("--text-scale");
        }
        _ => {}
    }
}

/// A listener on `window` that is removed when dropped.
pub struct WindowListener {
    event: &'static str,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl WindowListener {
    /// Listens to `event` on `window`.
    pub fn new(event: &'static str, f: impl FnMut(web_sys::Event) + 'static) -> Option<Self> {
        let closure = Closure::wrap(Box::new(f) as Box<dyn FnMut(web_sys::Event)>);
        let window = web_sys::window()?;
        window
            .add_event_listener_with_callback(event, closure.as_ref().unchecked_ref())
            .ok()?;
        Some(WindowListener { event, closure })
    }
}

impl Drop for WindowListener {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            let _ = window.remove_event_listener_with_callback(
                self.event,
                self.closure.as_ref().unchecked_ref(),
            );
        }
    }
}

/// Offers `bytes` as a download named `filename`.
fn download_url(url: &str, filename: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(el) = doc.create_element("a") else {
        return;
    };
    let Ok(anchor) = el.dyn_into::<web_sys::HtmlAnchorElement>() else {
        return;
    };
    anchor.set_href(url);
    anchor.set_download(filename);
    anchor.click();
}

/// The size (CSS px) of the figure's window on the stage, read now (this forces a layout
/// when the page has changed since the last one).
fn figure_stage_size_now(el: &web_sys::Element) -> Option<(f64, f64)> {
    let (w, h) = (el.client_width(), el.client_height());
    (w > 0 && h > 0).then_some((w as f64, h as f64))
}

/// What [`figure_stage_size`] knows: the figure window it watches, the observer, its last
/// size, and whom to tell when that size changes.
#[derive(Default)]
struct StageWatch {
    element: Option<web_sys::Element>,
    observer: Option<web_sys::ResizeObserver>,
    size: Option<(f64, f64)>,
    on_change: Option<Rc<dyn Fn()>>,
}

thread_local! {
    static STAGE: RefCell<StageWatch> = RefCell::new(StageWatch::default());
}

/// Called by the observer after a layout: records the figure window's new size (reading it
/// then costs nothing: the layout is fresh) and says so when it changed.
fn stage_resized() {
    let changed = STAGE.with(|s| {
        let mut s = s.borrow_mut();
        let now = s.element.as_ref().and_then(figure_stage_size_now);
        let changed = now.is_some()
            && s.size.is_none_or(|(w, h)| {
                now.is_some_and(|(nw, nh)| (nw - w).abs() > 0.5 || (nh - h).abs() > 0.5)
            });
        if changed {
            s.size = now;
        }
        changed.then(|| s.on_change.clone()).flatten()
    });
    if let Some(tell) = changed {
        tell();
    }
}

/// The size (CSS px) of the figure's window on the stage, as last laid out, without forcing
/// a layout: a `ResizeObserver` on the figure element keeps it, and calls `on_change` when a
/// later layout gives another size (so the caller decides again). Only the very first call,
/// before any layout was observed, reads the element directly. Reading it directly inside the
/// task that mounted an answer made the browser lay the page out inside that task, the main
/// cause of the long tasks `responsive.spec` caught.
pub fn figure_stage_size(on_change: impl Fn() + 'static) -> Option<(f64, f64)> {
    let el = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=figure]").ok().flatten())?;
    STAGE.with(|s| {
        let mut s = s.borrow_mut();
        s.on_change = Some(Rc::new(on_change));
        if s.element.as_ref() != Some(&el) {
            if s.observer.is_none() {
                let callback = Closure::<dyn FnMut()>::new(stage_resized);
                s.observer = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()).ok();
                // The observer lives as long as the page.
                callback.forget();
            }
            if let Some(o) = &s.observer {
                if let Some(old) = &s.element {
                    o.unobserve(old);
                }
                o.observe(&el);
            }
            s.element = Some(el.clone());
        }
        if s.size.is_none() {
            s.size = figure_stage_size_now(&el);
        }
        s.size
    })
}

/// The figure's pieces a key can play (stones, cells, nodes: `role="button"`), in order.
fn figure_pieces() -> Vec<web_sys::HtmlElement> {
    let Some(list) = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector_all("[data-testid=figure] [role=button]")
            .ok()
    }) else {
        return Vec::new();
    };
    // SVG elements have `focus()` too; the call is made on the object as it is.
    (0..list.length())
        .filter_map(|i| list.get(i))
        .map(|n| n.unchecked_into::<web_sys::HtmlElement>())
        .collect()
}

/// Where `piece` (an element inside a figure piece) stands among the figure's pieces.
pub fn figure_piece_index(piece: &web_sys::Element) -> Option<usize> {
    let piece = piece.closest("[role=button]").ok().flatten()?;
    figure_pieces()
        .iter()
        .position(|p| p.unchecked_ref::<web_sys::Element>() == &piece)
}

/// After a key played a figure piece, keeps the keyboard in the figure: when the new figure
/// removed the focused piece (a taken stone) and focus fell to the page, the piece now at
/// `index` (or the last one) takes it, else the figure itself. Does nothing while focus is
/// anywhere else.
pub fn refocus_figure_piece(index: usize) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let fell = doc.active_element().is_none_or(|a| {
        doc.body()
            .is_some_and(|b| b.unchecked_ref::<web_sys::Element>() == &a)
    });
    if !fell {
        return;
    }
    let pieces = figure_pieces();
    if let Some(p) = pieces.get(index.min(pieces.len().saturating_sub(1))) {
        let _ = p.focus();
    } else if let Some(fig) = doc.query_selector("[data-testid=figure]").ok().flatten() {
        let _ = fig.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Runs `f` after the next painted frame (a task queued from the frame's callback), when the
/// page's layout is fresh and reading it is cheap. Not at all in a hidden tab.
pub fn after_next_frame(f: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let after_frame = Closure::once_into_js(move || {
        gloo_timers::callback::Timeout::new(0, f).forget();
    });
    let _ = window.request_animation_frame(after_frame.unchecked_ref());
}

/// Scrolls the page just enough for the element `selector` names to be in view: a refused
/// input's reason, said under the form, was below a phone's screen, so Apply seemed to do
/// nothing.
pub fn scroll_page_to(selector: &str) {
    let Some(w) = web_sys::window() else {
        return;
    };
    let Some(el) = w
        .document()
        .and_then(|d| d.query_selector(selector).ok().flatten())
    else {
        return;
    };
    let r = el.get_bounding_client_rect();
    // What is on screen: the visual viewport, which a phone's keyboard shortens.
    let (top, height) = match w.visual_viewport() {
        Some(v) => (v.offset_top(), v.height()),
        None => (
            0.0,
            w.inner_height()
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0),
        ),
    };
    let margin = 12.0;
    let dy = if r.bottom() + margin > top + height {
        (r.bottom() + margin - top - height).min(r.top() - top - margin)
    } else if r.top() < top + margin {
        r.top() - top - margin
    } else {
        0.0
    };
    if dy != 0.0 {
        w.scroll_by_with_x_and_y(0.0, dy);
    }
}

/// Downloads an SVG document.
pub fn download_svg(svg: &str, filename: &str) {
    download_text(svg, "image/svg+xml", filename);
}

/// Offers `text` as a download of type `mime` named `filename` (an SVG figure, a CSV record).
pub fn download_text(text: &str, mime: &str, filename: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    download_url(&url, filename);
    // Revoked on the next tick: revoking at once can cancel the download in some browsers.
    gloo_timers::callback::Timeout::new(0, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
}

/// Rasterises an SVG document at twice its size (crisp on projectors) and downloads a PNG.
pub fn download_png(svg: &str, width: f64, height: f64, filename: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let encoded = js_sys::encode_uri_component(svg);
    let source = format!("data:image/svg+xml;charset=utf-8,{}", String::from(encoded));
    let filename = filename.to_string();
    let img = image.clone();
    let onload = Closure::once_into_js(move || {
        let scale = 2.0;
        let Ok(canvas) = doc.create_element("canvas").and_then(|c| {
            c.dyn_into::<web_sys::HtmlCanvasElement>()
                .map_err(JsValue::from)
        }) else {
            return;
        };
        canvas.set_width((width * scale) as u32);
        canvas.set_height((height * scale) as u32);
        let Ok(Some(ctx)) = canvas.get_context("2d") else {
            return;
        };
        let Ok(ctx) = ctx.dyn_into::<web_sys::CanvasRenderingContext2d>() else {
            return;
        };
        let _ = ctx.scale(scale, scale);
        let _ = ctx.draw_image_with_html_image_element(&img, 0.0, 0.0);
        if let Ok(url) = canvas.to_data_url_with_type("image/png") {
            download_url(&url, &filename);
        }
    });
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&source);
}

/// Puts the keyboard on the stepper: its first enabled step button (Next, else Previous, …),
/// for the stage's skip button.
pub fn focus_step_buttons() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for id in ["step-next", "step-prev", "play"] {
        let selector = format!("[data-testid={id}]:enabled");
        if let Ok(Some(b)) = doc.query_selector(&selector) {
            let _ = b.unchecked_ref::<web_sys::HtmlElement>().focus();
            return;
        }
    }
}

/// The text kept under `key` for this tab (sessionStorage), if any.
pub fn session_get(key: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .and_then(|s| s.get_item(key).ok().flatten())
}

/// Keeps `value` under `key` for this tab; a refusal (storage full or off) is ignored.
pub fn session_set(key: &str, value: &str) {
    if let Some(s) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
        let _ = s.set_item(key, value);
    }
}

/// Milliseconds since 1970 (the clock a practice set's times are read from).
pub fn now_epoch_ms() -> f64 {
    js_sys::Date::now()
}
