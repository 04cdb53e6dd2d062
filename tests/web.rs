//! Browser tests (wasm-bindgen-test in headless Chromium): the core's SVG parses as SVG in a
//! real DOM, the mounted app turns a link into the right lesson state and hooks, and practice
//! items made in wasm are the native ones.

#![cfg(target_arch = "wasm32")]

use grundy_core::i18n::Lang;
use grundy_lab::app::{with_lang, App};
use grundy_lab::page_state::lesson_hash;
use grundy_lessons::lesson::{open, LessonKind, Query};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The element matching `selector` inside `root`, once it is there: waits for Yew's scheduler
/// to drain and then for the DOM to change (a MutationObserver), never for a length of time;
/// a page that never shows it fails on the test runner's timeout.
async fn appears(root: &web_sys::Element, selector: &str) -> web_sys::Element {
    loop {
        yew::scheduler::flush().await;
        if let Some(found) = root.query_selector(selector).unwrap() {
            return found;
        }
        let changed = js_sys::Promise::new(&mut |resolve, _| {
            let observer = web_sys::MutationObserver::new(&resolve).unwrap();
            let options = web_sys::MutationObserverInit::new();
            options.set_child_list(true);
            options.set_subtree(true);
            options.set_attributes(true);
            observer.observe_with_options(root, &options).unwrap();
        });
        wasm_bindgen_futures::JsFuture::from(changed).await.unwrap();
    }
}

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a browser test runs in a document")
}

#[wasm_bindgen_test]
fn core_svg_is_parsed_by_the_browser_as_svg_with_its_cells() {
    let lesson = open(LessonKind::Majority, &Query::parse("values=4,4,9&step=2"));
    let host = document().create_element("div").unwrap();
    host.set_inner_html(&lesson.model.figure(lesson.step, Lang::Zh).to_svg());
    let svg = host.first_element_child().unwrap();
    assert_eq!(
        svg.namespace_uri().as_deref(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(
        host.query_selector_all("rect.cell-focus").unwrap().length(),
        1
    );
    assert!(host.text_content().unwrap().contains("候选"));
}

#[wasm_bindgen_test]
fn links_are_rebuilt_with_step_and_language() {
    let q = Query::parse("values=1,2&step=3");
    assert_eq!(
        lesson_hash(LessonKind::Majority, &q.with("step", Some("4".into()))),
        "#/majority?values=1,2&step=4"
    );
    assert_eq!(
        lesson_hash(LessonKind::Majority, &q.with("step", None)),
        "#/majority?values=1,2"
    );
    assert_eq!(
        with_lang("#/majority?values=1", Lang::Zh),
        "#/majority?values=1&lang=zh"
    );
    assert_eq!(with_lang("", Lang::En), "#/?lang=en");
}

#[wasm_bindgen_test]
async fn the_app_opens_a_step_link_and_exposes_the_hooks() {
    let window = web_sys::window().unwrap();
    window
        .location()
        .set_hash("#/majority?values=5,1,5,5&step=3&lang=en")
        .unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    let result = appears(&root, "[data-testid=result]").await;
    assert_eq!(result.get_attribute("data-value").as_deref(), Some("5"));
    let step = root.query_selector("[data-testid=step]").unwrap().unwrap();
    assert_eq!(step.get_attribute("data-index").as_deref(), Some("3"));
    assert_eq!(
        step.get_attribute("data-count").as_deref(),
        Some("10"),
        "start, four votes, four checks, the answer"
    );
    assert!(root
        .query_selector("[data-testid=error]")
        .unwrap()
        .is_none());
}

/// Measures (prints, does not assert on time) the layout of a 1,000-node / 3,000-edge DAG in
/// the browser, and checks the layout's shape: every move points down, every node is drawn.
#[wasm_bindgen_test]
fn layout_of_a_thousand_node_dag_in_the_browser() {
    use grundy_core::figure::dag::{dag_figure, layout, node_half_width, DagDrawing};
    let n = 1000usize;
    // A deterministic pseudo-random DAG: each edge goes from a lower to a higher index.
    let mut rng = grundy_core::rng::Rng::from_state(0x2545_F491_4F6C_DD1D);
    let mut next = || rng.next_u64();
    let mut edges = Vec::new();
    while edges.len() < 3000 {
        let a = (next() % (n as u64 - 1)) as usize;
        let b = a + 1 + (next() % ((n - a - 1).min(40) as u64)) as usize;
        if !edges.contains(&(a, b)) {
            edges.push((a, b));
        }
    }
    let labels: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
    let performance = web_sys::window().unwrap().performance().unwrap();
    let t0 = performance.now();
    let widths: Vec<f64> = labels.iter().map(|l| node_half_width(l, "0")).collect();
    let l = layout(n, &edges, &widths);
    let t1 = performance.now();
    let sg = vec![0u64; n];
    let known = vec![true; n];
    let svg = dag_figure(&DagDrawing {
        labels: &labels,
        edges: &edges,
        layout: &l,
        sg: &sg,
        known: &known,
        focus: None,
        tokens: &[],
        moves: &[],
        title: "bench".into(),
        caption: None,
        legend: ["P".into(), "N".into(), String::new()],
        legend_within: false,
    })
    .to_svg();
    let host = document().create_element("div").unwrap();
    host.set_inner_html(&svg);
    let t2 = performance.now();
    web_sys::console::log_1(
        &format!(
            "DAG 1000 nodes / 3000 edges: layout {:.1} ms; figure + SVG + DOM {:.1} ms",
            t1 - t0,
            t2 - t1
        )
        .into(),
    );
    for &(u, v) in &edges {
        assert!(l.y[u] < l.y[v], "every move points down");
    }
    assert_eq!(
        host.query_selector_all("[data-testid=dag-node]")
            .unwrap()
            .length(),
        n as u32
    );
}

#[wasm_bindgen_test]
fn the_panic_panel_says_what_happened_and_links_back_to_the_same_state() {
    web_sys::window()
        .unwrap()
        .location()
        .set_hash("#/nim?piles=3,4&lang=zh")
        .unwrap();
    grundy_lab::panic_page::show("index out of bounds");
    let panel = document()
        .query_selector("[data-testid=panic]")
        .unwrap()
        .expect("a visible panel");
    let text = panel.text_content().unwrap();
    assert!(
        text.contains("重新载入此状态"),
        "in the link's language: {text}"
    );
    assert!(text.contains("index out of bounds"));
    let link = panel.query_selector("a").unwrap().unwrap();
    assert!(link
        .get_attribute("href")
        .unwrap()
        .ends_with("#/nim?piles=3,4&lang=zh"));
}

/// Practice items in wasm are the native ones: the digest of the pinned sets (every topic and
/// level, seeds 1 to 5) equals the one the native tests pin.
#[wasm_bindgen_test]
fn practice_items_in_wasm_are_the_native_ones() {
    assert_eq!(
        grundy_lessons::practice::pinned_sets_digest(),
        grundy_lessons::practice::PINNED_DIGEST
    );
}
