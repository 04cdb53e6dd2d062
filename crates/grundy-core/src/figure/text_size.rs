//! How large a figure's text is drawn: the font size of each text class, from the one table
//! that also writes the text rules of the stylesheet every figure carries
//! ([`TEXT_CLASSES`]), so the page can open a figure at a scale where its smallest text is
//! readable on a projector ([`MIN_READABLE_PX`]).

use super::{Figure, Shape, TEXT_CLASSES};

/// The least on-screen size, in CSS px, of any figure text at 1280×800 (issue 11: text a
/// teacher can project).
pub const MIN_READABLE_PX: f64 = 16.0;

/// The font size (figure units) that text of `class` is drawn at, if it is a text class.
pub fn class_font_px(class: &str) -> Option<f64> {
    TEXT_CLASSES
        .iter()
        .find(|(name, _)| *name == class)
        .map(|&(_, px)| px)
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
        // The stylesheet sets exactly the table's sizes, each in its class's own rule.
        let css = crate::figure::FIGURE_CSS;
        assert_eq!(css.matches("font-size:").count(), TEXT_CLASSES.len());
        for &(class, px) in TEXT_CLASSES {
            let rule = format!(".{class}{{");
            let at = css.find(&rule).unwrap_or_else(|| panic!("no rule {rule}"));
            let body = &css[at..at + css[at..].find('}').unwrap_or(0)];
            assert!(body.contains(&format!("font-size:{px}px")), "{body}");
        }
    }

    #[test]
    fn no_text_class_is_drawn_below_the_readable_size_at_scale_one() {
        // A figure shown at scale 1 or more is readable, and the page's zoom only has to
        // reach that scale.
        for &(class, px) in TEXT_CLASSES {
            assert!(px >= MIN_READABLE_PX, "{class}: font-size {px}px");
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
