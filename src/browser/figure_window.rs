//! The zoomed figure's window: it follows the step's focus, and Shift and the arrow keys move
//! it. Only the figure's own window scrolls, never the page. Also the piece a first tap on a
//! touch screen marks, and the pieces a move changes beside the one that plays it.

use grundy_core::sort::StableSort;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::JsCast;

/// Scrolls the figure's window so the element the step is about (the first `data-focus`) is in
/// view, together with as many as fit, nearest first, of the step's other marked elements and
/// then of the positions it moves to (a DAG's ringed successors, the mex's values): on a large
/// sum's DAG a teacher sees the node being computed and the values it takes the mex of (issue
/// 11); when all that is already in view, the window does not move. Only the figure's own
/// window scrolls: the page stays put, so the stepper and the sentence keep their place on the
/// screen (`scrollIntoView` would scroll the page too).
pub fn scroll_focus_into_view() {
    let Some(fig) = figure_element() else {
        return;
    };
    let elements = |selector: &str| -> Vec<web_sys::Element> {
        let Ok(list) = fig.query_selector_all(selector) else {
            return Vec::new();
        };
        (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok())
            .collect()
    };
    let focused = elements("[data-focus=true]");
    let Some(el) = focused.first() else {
        return;
    };
    let f = fig.get_bounding_client_rect();
    let (cw, ch) = (
        f64::from(fig.client_width()),
        f64::from(fig.client_height()),
    );
    let rect = |e: &web_sys::Element| {
        let r = e.get_bounding_client_rect();
        [r.left(), r.top(), r.right(), r.bottom()]
    };
    let union = |a: [f64; 4], b: [f64; 4]| {
        [
            a[0].min(b[0]),
            a[1].min(b[1]),
            a[2].max(b[2]),
            a[3].max(b[3]),
        ]
    };
    let mut shown = rect(el);
    let (fx, fy) = ((shown[0] + shown[2]) / 2.0, (shown[1] + shown[3]) / 2.0);
    // Squared, which orders the same (and `hypot`'s overflow-safe scaling costs wasm size).
    let distance = |r: &[f64; 4]| {
        let (dx, dy) = ((r[0] + r[2]) / 2.0 - fx, (r[1] + r[3]) / 2.0 - fy);
        dx * dx + dy * dy
    };
    let nearest_first = |els: &[web_sys::Element]| {
        let mut rects: Vec<[f64; 4]> = els.iter().map(rect).collect();
        rects.stable_sort_by(|a, b| distance(a).total_cmp(&distance(b)));
        rects
    };
    // The step's other marked elements (the term's row under a Venn diagram, the move's row
    // below the staircase), then the positions it moves to.
    let mut more = nearest_first(&focused[1..]);
    more.extend(nearest_first(&elements(".succ-ring")));
    // A margin of a few pixels on each side, so a ring is not cut at the window's edge.
    let margin = 16.0;
    for r in more {
        let next = union(shown, r);
        if next[2] - next[0] + 2.0 * margin <= cw && next[3] - next[1] + 2.0 * margin <= ch {
            shown = next;
        }
    }
    // Already in view, with the margin: the window stays where it is (a figure zoomed a little
    // past the stage keeps its left edge, where a table's row names are, when the step's
    // subject is visible anyway). Otherwise the subject is centred.
    let in_view = shown[0] - margin >= f.left()
        && shown[2] + margin <= f.left() + cw
        && shown[1] - margin >= f.top()
        && shown[3] + margin <= f.top() + ch;
    if in_view {
        return;
    }
    let left = f64::from(fig.scroll_left()) + (shown[0] + shown[2]) / 2.0 - (f.left() + cw / 2.0);
    let top = f64::from(fig.scroll_top()) + (shown[1] + shown[3]) / 2.0 - (f.top() + ch / 2.0);
    let options = web_sys::ScrollToOptions::new();
    options.set_left(left.max(0.0));
    options.set_top(top.max(0.0));
    options.set_behavior(web_sys::ScrollBehavior::Smooth);
    fig.scroll_to_with_scroll_to_options(&options);
}

/// Moves a zoomed figure's window by a quarter of its size in the direction `(dx, dy)`
/// (each −1, 0 or 1): Shift and the arrow keys, for a reader without a mouse (the window
/// otherwise follows the step's focus only). False when the figure is fitted whole, so the
/// keys do what they do without Shift.
pub fn pan_figure(dx: f64, dy: f64) -> bool {
    let Some(fig) = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector("[data-testid=figure].zoomed")
            .ok()
            .flatten()
    }) else {
        return false;
    };
    let (cw, ch) = (fig.client_width(), fig.client_height());
    if fig.scroll_width() <= cw && fig.scroll_height() <= ch {
        return false;
    }
    let options = web_sys::ScrollToOptions::new();
    options.set_left(dx * f64::from(cw) / 4.0);
    options.set_top(dy * f64::from(ch) / 4.0);
    options.set_behavior(web_sys::ScrollBehavior::Smooth);
    fig.scroll_by_with_scroll_to_options(&options);
    true
}

/// The lesson's figure (`data-testid=figure`), if one is on the page.
fn figure_element() -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=figure]").ok().flatten())
}

/// Calls `f` on every element of the figure `fig` that `selector` selects, in document order.
fn each_in(fig: &web_sys::Element, selector: &str, f: &mut dyn FnMut(web_sys::Element)) {
    if let Ok(list) = fig.query_selector_all(selector) {
        (0..list.length())
            .filter_map(|i| list.get(i))
            .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
            .for_each(f);
    }
}

/// Marks with the class `class` what the move of `piece` changes beside it, as the core
/// names it in its `data-with`: `-N`, the N pieces (elements with `data-move`) before it in
/// the figure (the cells a flip turns with its last), `+N`, the N elements after it among its
/// siblings, pieces or not (the tokens a split takes after its first); and takes `class` from
/// every other element (`None`: from all). The stones a take from a pile's end colours are
/// marked by the stylesheet alone.
pub fn mark_pieces_with(piece: Option<&web_sys::Element>, class: &str) {
    let Some(fig) = figure_element() else {
        return;
    };
    each_in(&fig, &format!(".{class}"), &mut |el| {
        let _ = el.class_list().remove_1(class);
    });
    let Some((piece, with)) = piece.and_then(|p| Some((p, p.get_attribute("data-with")?))) else {
        return;
    };
    let mark = |el: &web_sys::Element| {
        let _ = el.class_list().add_1(class);
    };
    let count: usize = with.get(1..).and_then(|c| c.parse().ok()).unwrap_or(0);
    if with.starts_with('-') {
        let Ok(pieces) = fig.query_selector_all("[data-move]") else {
            return;
        };
        let node: &web_sys::Node = piece;
        if let Some(at) = (0..pieces.length()).find(|&i| pieces.get(i).as_ref() == Some(node)) {
            (at.saturating_sub(count as u32)..at)
                .filter_map(|i| pieces.get(i)?.dyn_into::<web_sys::Element>().ok())
                .for_each(|el| mark(&el));
        }
    } else {
        let mut next = piece.next_element_sibling();
        for _ in 0..count {
            let Some(el) = next else { break };
            mark(&el);
            next = el.next_element_sibling();
        }
    }
}

/// The piece around `el` that names what its move changes beside it (`data-with`).
fn piece_with(el: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    el?.dyn_into::<web_sys::Element>()
        .ok()?
        .closest("[data-with]")
        .ok()
        .flatten()
}

/// The figure's first piece with `data-with` in the state `state` (`:hover`, …).
fn piece_in_state(state: &str) -> Option<web_sys::Element> {
    figure_element()?
        .query_selector(&format!("[data-with]:is({state})"))
        .ok()
        .flatten()
}

/// Follows the pointer and the keyboard's focus over the page, for the app's life: the
/// pieces the move of the piece entered changes with it are marked (class `hot-with`), and
/// no others. When the pointer leaves the pieces, the focused piece's marks come back (a
/// keyboard reader's piece stays previewed after the mouse passed over); when the focus
/// leaves them, the hovered piece's.
pub fn follow_piece_marks() {
    let entered = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        let kind = e.type_();
        let entered = matches!(kind.as_str(), "pointerover" | "focusin");
        // Off the pieces, the other one's: the focused piece's for the pointer, the hovered
        // piece's for the focus.
        let piece = (entered.then(|| piece_with(e.target())).flatten()).or_else(|| {
            piece_in_state(if kind.starts_with("pointer") {
                ":focus-visible"
            } else {
                ":hover"
            })
        });
        mark_pieces_with(piece.as_ref(), "hot-with");
    });
    if let Some(window) = web_sys::window() {
        for event in ["pointerover", "pointerout", "focusin", "focusout"] {
            let _ =
                window.add_event_listener_with_callback(event, entered.as_ref().unchecked_ref());
        }
    }
    entered.forget();
}

/// Marks again what the piece under the pointer or the keyboard's focus changes with it
/// (`follow_piece_marks`), after a render: a redrawn figure may have changed that piece's
/// move, or patched a marked piece's class away.
pub fn remark_hovered_piece() {
    mark_pieces_with(
        piece_in_state(":hover, :focus-visible").as_ref(),
        "hot-with",
    );
}

/// Marks the figure piece that plays `play` (link notation) with the class `armed`, which
/// shows its move as a hover does, and takes the mark from any other piece (`None`: from
/// all); the pieces its move changes with it take the class `armed-with`. A touch screen's
/// first tap on a piece marks it; the second plays it (`crate::lesson_page`). The classes
/// are set here, not in the figure's markup, so that marking a piece patches no figure slice.
pub fn mark_armed_piece(play: Option<&str>) {
    let Some(fig) = figure_element() else {
        return;
    };
    // Called after every render: with nothing marked, only the (few) marked elements are read.
    each_in(&fig, ".armed", &mut |el| {
        if el.get_attribute("data-move").as_deref() != play {
            let _ = el.class_list().remove_1("armed");
        }
    });
    let mut armed = None;
    if let Some(play) = play {
        each_in(&fig, "[data-move]", &mut |el| {
            if armed.is_none() && el.get_attribute("data-move").as_deref() == Some(play) {
                let _ = el.class_list().add_1("armed");
                armed = Some(el);
            }
        });
    }
    mark_pieces_with(armed.as_ref(), "armed-with");
}
