//! Test helpers for walkthroughs that teach (issue 11): every step marks what its sentence is
//! about (`data-focus="true"`), no two consecutive steps show the same figure, and figure text
//! stays readable when the figure is scaled onto the page's stage at 1280×800.

use super::Walkthrough;
use grundy_core::figure::{Figure, Shape, FIGURE_CSS};
use grundy_core::i18n::Lang;

/// The stage a figure is scaled into at 1280×800 (CSS px), as the page lays it out.
pub const STAGE: (f64, f64) = (840.0, 620.0);

/// Checks every step of `model` in both languages: a focus in each figure, and each figure
/// different from the one before.
pub fn assert_teaches(model: &dyn Walkthrough, what: &str) {
    for lang in [Lang::En, Lang::Zh] {
        let mut prev = String::new();
        for step in 0..model.step_count() {
            let svg = model.figure(step, lang).to_svg();
            assert!(
                svg.contains(r#"data-focus="true""#),
                "{what} ({lang:?}) step {step} marks nothing: {}",
                model.sentence(step, lang)
            );
            assert_ne!(
                svg, prev,
                "{what} ({lang:?}) step {step} shows the same figure as the step before"
            );
            prev = svg;
        }
    }
}

/// The font size of a text class, read from the figure stylesheet.
fn font_px(class: &str) -> Option<f64> {
    let rule = FIGURE_CSS.split('}').find(|r| {
        r.split('{')
            .next()
            .is_some_and(|sel| sel.split(',').any(|s| s.trim() == format!(".{class}")))
    })?;
    let size = rule.split("font-size:").nth(1)?;
    size.split("px").next()?.parse().ok()
}

fn smallest(shape: &Shape, out: &mut f64) {
    match shape {
        Shape::Text { text, class, .. } if !text.trim().is_empty() => {
            if let Some(px) = font_px(class) {
                *out = out.min(px);
            }
        }
        Shape::Group { children, .. } => children.iter().for_each(|c| smallest(c, out)),
        Shape::Clipped { child, .. } => smallest(child, out),
        _ => {}
    }
}

/// The smallest text of `fig` in CSS px once the figure is fitted into [`STAGE`].
pub fn smallest_text_on_stage(fig: &Figure) -> f64 {
    let mut px = f64::INFINITY;
    fig.shapes.iter().for_each(|s| smallest(s, &mut px));
    px * (STAGE.0 / fig.width).min(STAGE.1 / fig.height)
}

/// Checks that every step's figure of `model` keeps its text at 16 CSS px or more.
pub fn assert_readable(model: &dyn Walkthrough, what: &str) {
    for lang in [Lang::En, Lang::Zh] {
        for step in 0..model.step_count() {
            let fig = model.figure(step, lang);
            let px = smallest_text_on_stage(&fig);
            assert!(
                px >= 16.0,
                "{what} ({lang:?}) step {step}: text shown at {px:.1} px ({}×{})",
                fig.width,
                fig.height
            );
        }
    }
}

#[test]
fn font_sizes_come_from_the_stylesheet() {
    assert_eq!(font_px("txt"), Some(28.0));
    assert_eq!(font_px("txt-small"), Some(20.0));
    assert_eq!(font_px("set0"), None);
}

/// A text's box in figure units, from its anchor point, font size and estimated width:
/// (left, top, right, bottom), with the text itself.
pub type TextBox = (f64, f64, f64, f64, String);

fn collect_text_boxes(shape: &Shape, out: &mut Vec<TextBox>) {
    match shape {
        Shape::Text {
            x,
            y,
            text,
            anchor,
            class,
        } if !text.trim().is_empty() => {
            let (left, right, px) =
                grundy_core::figure::bounds::text_span(*x, text, *anchor, class);
            // From the cap height above the baseline to the descenders below it.
            out.push((left, y - 0.72 * px, right, y + 0.2 * px, text.clone()));
        }
        Shape::Group { children, .. } => children.iter().for_each(|c| collect_text_boxes(c, out)),
        Shape::Clipped { child, .. } => collect_text_boxes(child, out),
        _ => {}
    }
}

/// The texts of `fig` that run past its edges by more than `slack` units (drawn outside the
/// figure, they are cut off on the page and in exports). Texts inside a clip are cut on
/// purpose and left out.
pub fn texts_past_the_edges(fig: &Figure, slack: f64) -> Vec<String> {
    let mut boxes = Vec::new();
    for s in &fig.shapes {
        if !matches!(s, Shape::Clipped { .. }) {
            collect_unclipped_text_boxes(s, &mut boxes);
        }
    }
    boxes
        .into_iter()
        .filter(|b| {
            b.0 < -slack || b.1 < -slack || b.2 > fig.width + slack || b.3 > fig.height + slack
        })
        .map(|b| {
            format!(
                "{:?} at ({:.0}, {:.0})–({:.0}, {:.0}) in {}×{}",
                b.4, b.0, b.1, b.2, b.3, fig.width, fig.height
            )
        })
        .collect()
}

fn collect_unclipped_text_boxes(shape: &Shape, out: &mut Vec<TextBox>) {
    match shape {
        Shape::Group { children, .. } => children
            .iter()
            .for_each(|c| collect_unclipped_text_boxes(c, out)),
        Shape::Clipped { .. } => {}
        s => collect_text_boxes(s, out),
    }
}

/// The pairs of texts in `fig` whose boxes overlap by more than `slack` units each way
/// (the width estimate is rough, so a pair has to overlap clearly to count).
pub fn overlapping_texts(fig: &Figure, slack: f64) -> Vec<(String, String)> {
    let mut boxes = Vec::new();
    fig.shapes
        .iter()
        .for_each(|s| collect_text_boxes(s, &mut boxes));
    let mut pairs = Vec::new();
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            let dx = a.2.min(b.2) - a.0.max(b.0);
            let dy = a.3.min(b.3) - a.1.max(b.1);
            if dx > slack && dy > slack {
                pairs.push((a.4.clone(), b.4.clone()));
            }
        }
    }
    pairs
}
