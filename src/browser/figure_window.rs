//! The zoomed figure's window: it follows the step's focus, and Shift and the arrow keys move
//! it. Only the figure's own window scrolls, never the page. Also the piece a first tap on a
//! touch screen marks.

use wasm_bindgen::JsCast;

/// Scrolls the figure's window so the element the step is about (`data-focus`) is in view,
/// together with as many of the positions it moves to (a DAG's ringed successors, the mex's
/// values) as fit, nearest first: on a large sum's DAG a teacher sees the node being computed
/// and the values it takes the mex of (issue 11); when all that is already in view, the window
/// does not move. Only the figure's own window scrolls: the
/// page stays put, so the stepper and the sentence keep their place on the screen
/// (`scrollIntoView` would scroll the page too).
pub fn scroll_focus_into_view() {
    let Some(fig) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=figure]").ok().flatten())
    else {
        return;
    };
    let Some(el) = fig.query_selector("[data-focus=true]").ok().flatten() else {
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
    let mut shown = rect(&el);
    let (fx, fy) = ((shown[0] + shown[2]) / 2.0, (shown[1] + shown[3]) / 2.0);
    let mut successors: Vec<[f64; 4]> = Vec::new();
    if let Ok(list) = fig.query_selector_all(".succ-ring") {
        for i in 0..list.length() {
            if let Some(e) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                successors.push(rect(&e));
            }
        }
    }
    let distance = |r: &[f64; 4]| ((r[0] + r[2]) / 2.0 - fx).hypot((r[1] + r[3]) / 2.0 - fy);
    successors.sort_by(|a, b| distance(a).total_cmp(&distance(b)));
    // A margin of a few pixels on each side, so a ring is not cut at the window's edge.
    let margin = 16.0;
    for r in successors {
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

/// Marks the figure piece that plays `play` (link notation) with the class `armed`, which
/// shows its move as a hover does, and takes the mark from any other piece (`None`: from
/// all). A touch screen's first tap on a piece marks it; the second plays it
/// (`crate::lesson_page`). The class is set here, not in the figure's markup, so that
/// marking a piece patches no figure slice.
pub fn mark_armed_piece(play: Option<&str>) {
    let Some(fig) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=figure]").ok().flatten())
    else {
        return;
    };
    let each = |selector: &str, f: &dyn Fn(&web_sys::Element)| {
        if let Ok(list) = fig.query_selector_all(selector) {
            (0..list.length())
                .filter_map(|i| list.get(i))
                .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
                .for_each(|el| f(&el));
        }
    };
    each(".armed", &|el| {
        if el.get_attribute("data-move").as_deref() != play {
            let _ = el.class_list().remove_1("armed");
        }
    });
    if let Some(play) = play {
        each("[data-move]", &|el| {
            let list = el.class_list();
            if el.get_attribute("data-move").as_deref() == Some(play) && !list.contains("armed") {
                let _ = list.add_1("armed");
            }
        });
    }
}
