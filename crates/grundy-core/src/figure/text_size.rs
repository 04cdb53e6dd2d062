//! How large a figure's text is drawn: the font size of each text class, read from the one
//! stylesheet every figure carries ([`FIGURE_CSS`]), so the page can open a figure at a scale
//! where its smallest text is readable on a projector ([`MIN_READABLE_PX`]).

use super::{Figure, Shape, FIGURE_CSS};

/// The least on-screen size, in CSS px, of any figure text at 1280×800 (issue 11: text a
/// teacher can project).
pub const MIN_READABLE_PX: f64 = 16.0;

/// The font size (figure units) that [`FIGURE_CSS`] gives text of `class`, if it sets one.
pub fn class_font_px(class: &str) -> Option<f64> {
    if class.is_empty() {
        return None;
    }
    // Rules are written `.name{…}` (or `.a,.b{…}`); the class must be a whole selector name.
    let mut rest = FIGURE_CSS;
    while let Some(open) = rest.find('{') {
        let selectors = &rest[..open];
        let body_end = rest[open..].find('}').map_or(rest.len(), |e| open + e);
        let body = &rest[open + 1..body_end];
        let names_it = selectors
            .rsplit('}')
            .next()
            .unwrap_or(selectors)
            .split(',')
            .any(|s| s.trim().strip_prefix('.') == Some(class));
        if names_it {
            if let Some(size) = body
                .split(';')
                .find_map(|d| d.trim().strip_prefix("font-size:"))
            {
                // Not `f64::from_str`: see `plain_decimal` for why the page avoids it.
                return crate::text::plain_decimal(size.trim().trim_end_matches("px"));
            }
        }
        rest = rest.get(body_end + 1..).unwrap_or("");
    }
    None
}

/// The classes of every text in `shapes`, each once.
fn text_classes<'a>(shapes: impl IntoIterator<Item = &'a Shape>, out: &mut Vec<&'static str>) {
    for shape in shapes {
        match shape {
            Shape::Text { class, .. } if !out.contains(class) => out.push(class),
            Shape::Group { children, .. } => text_classes(children, out),
            Shape::Clipped { child, .. } => text_classes(std::iter::once(&**child), out),
            _ => {}
        }
    }
}

impl Figure {
    /// The smallest font size (figure units) of any text in the figure, if it has text.
    pub fn min_text_px(&self) -> Option<f64> {
        let mut classes = Vec::new();
        text_classes(&self.shapes, &mut classes);
        classes
            .into_iter()
            .filter_map(class_font_px)
            .min_by(f64::total_cmp)
    }
}

/// The right end of the rightmost text among `shapes` (left-anchored texts, at the sizes
/// their classes draw them; 0 when there is none), so a figure can be made as wide as its text.
pub fn text_right_end(shapes: &[Shape]) -> f64 {
    shapes
        .iter()
        .map(|shape| match shape {
            Shape::Text {
                x,
                text,
                class,
                anchor: super::Anchor::Start,
                ..
            } => x + super::text_width(text, class_font_px(class).unwrap_or(28.0)),
            Shape::Group { children, .. } => text_right_end(children),
            _ => 0.0,
        })
        .fold(0.0, f64::max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::Anchor;

    #[test]
    fn every_text_class_has_its_stylesheet_size() {
        assert_eq!(class_font_px("txt"), Some(28.0));
        assert_eq!(class_font_px("txt-small"), Some(20.0));
        // A class without a font size, a prefix of a real class and an unknown one.
        assert_eq!(class_font_px("cell"), None);
        assert_eq!(class_font_px("tx"), None);
        assert_eq!(class_font_px("no-such-class"), None);
        assert_eq!(class_font_px(""), None);
        // Every size the stylesheet sets is read (a plain number of px, as `class_font_px`
        // reads it).
        for declared in FIGURE_CSS.split("font-size:").skip(1) {
            let px = declared.split([';', '}']).next().unwrap_or_default();
            assert!(
                crate::text::plain_decimal(px.trim_end_matches("px")).is_some(),
                "font-size:{px} is not a plain number of px"
            );
        }
    }

    #[test]
    fn no_text_class_is_drawn_below_the_readable_size_at_scale_one() {
        // Every font size in the stylesheet is at least MIN_READABLE_PX: a figure shown at
        // scale 1 or more is readable, and the page's zoom only has to reach that scale.
        for part in FIGURE_CSS.split("font-size:").skip(1) {
            let px: f64 = part
                .split("px")
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or(0.0);
            assert!(px >= MIN_READABLE_PX, "font-size {px}px in FIGURE_CSS");
        }
    }

    #[test]
    fn the_smallest_text_of_a_figure_is_found_in_groups_too() {
        let text = |class| Shape::Text {
            x: 0.0,
            y: 0.0,
            text: "1".into(),
            anchor: Anchor::Start,
            class,
        };
        let fig = Figure {
            width: 10.0,
            height: 10.0,
            title: String::new(),
            shapes: vec![
                text("txt"),
                Shape::Group {
                    class: "",
                    hook: None,
                    children: vec![text("txt-badge"), text("txt-big")],
                },
            ],
        };
        assert_eq!(fig.min_text_px(), Some(20.0));
        let empty = Figure {
            shapes: vec![],
            ..fig
        };
        assert_eq!(empty.min_text_px(), None);
    }
}
