//! The values of a link's display parameters (`theme`, `size`, `caption`, `vs`) and of
//! `view=`: read here for the page, and checked when a lesson opens, so a mistyped value gets
//! one line naming it instead of being ignored without a word.

use super::{display_param, LessonKind, ParamError, Query};
use crate::phrase;

/// The named text sizes of `size=` (CSS classes of the page root).
pub const NAMED_SIZES: [&str; 5] = ["s", "m", "l", "xl", "xxl"];

/// The smallest and largest text scale `size=N` (or `N%`) takes, in percent.
pub const SCALE_PERCENT: (f64, f64) = (50.0, 300.0);

/// What a `size=` value asks for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TextSize {
    /// One of [`NAMED_SIZES`].
    Named(&'static str),
    /// A scale factor (1.0 = the page's own size), from `size=150` or `size=150%`.
    Scale(f64),
}

/// The text size a `size=` value asks for, if it is one the page knows.
pub fn text_size(value: &str) -> Option<TextSize> {
    if let Some(name) = NAMED_SIZES.iter().find(|n| **n == value) {
        return Some(TextSize::Named(name));
    }
    let number = value.strip_suffix('%').unwrap_or(value);
    // Digits and at most one point: `f64::from_str` would also take "inf", "1e2" or "+150".
    let digits = !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        && number.matches('.').count() <= 1;
    let percent = number.parse::<f64>().ok().filter(|_| digits)?;
    (SCALE_PERCENT.0..=SCALE_PERCENT.1)
        .contains(&percent)
        .then_some(TextSize::Scale(percent / 100.0))
}

/// The `vs=` values: the computer plays second, or first.
pub const OPPONENTS: [&str; 2] = ["computer", "computer-first"];

/// The `theme=` values.
pub const THEMES: [&str; 1] = ["contrast"];

/// Adds an error for each display parameter of `query` whose value the page does not know,
/// and for a `view=` that `kind` does not draw. `refused` names the parameter the lesson's
/// own build already refused (its view check says which figures it has), so it is not
/// named twice. An empty value is the parameter left out.
pub(super) fn check(
    kind: LessonKind,
    query: &Query,
    refused: Option<&str>,
    errors: &mut Vec<ParamError>,
) {
    let given = |name: &str| display_param(Some(kind), query, name).filter(|v| !v.is_empty());
    if let Some(token) = given("theme").filter(|t| !THEMES.contains(t)) {
        errors.push(ParamError::new(
            "theme",
            phrase!(ExpectTheme {
                token: token.to_string()
            }),
        ));
    }
    if let Some(token) = given("size").filter(|t| text_size(t).is_none()) {
        errors.push(ParamError::new(
            "size",
            phrase!(ExpectTextSize {
                token: token.to_string()
            }),
        ));
    }
    if let Some(token) = given("caption").filter(|t| !matches!(*t, "0" | "1")) {
        errors.push(ParamError::new(
            "caption",
            phrase!(ExpectFlag {
                token: token.to_string()
            }),
        ));
    }
    if let Some(token) = given("vs").filter(|t| !OPPONENTS.contains(t)) {
        errors.push(ParamError::new(
            "vs",
            phrase!(ExpectOpponent {
                token: token.to_string()
            }),
        ));
    }
    let views = kind.info().views;
    let view = query.get("view").filter(|v| !v.is_empty());
    if let Some(token) = view.filter(|v| !views.contains(v) && refused != Some("view")) {
        errors.push(ParamError::new(
            "view",
            if views.is_empty() {
                phrase!(ExpectNoView {
                    token: token.to_string()
                })
            } else {
                phrase!(ExpectView {
                    views: views.join(", "),
                    token: token.to_string()
                })
            },
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::{open, LESSONS};

    #[test]
    fn text_sizes_are_the_names_and_scales_from_50_to_300_percent() {
        assert_eq!(text_size("xl"), Some(TextSize::Named("xl")));
        assert_eq!(text_size("150"), Some(TextSize::Scale(1.5)));
        assert_eq!(text_size("50%"), Some(TextSize::Scale(0.5)));
        assert_eq!(text_size("300"), Some(TextSize::Scale(3.0)));
        assert_eq!(text_size("112.5%"), Some(TextSize::Scale(1.125)));
        for bad in [
            "", "XL", "49", "301", "%", "1e2", "+150", "inf", "1.2.3", "150%%", "-100",
        ] {
            assert_eq!(text_size(bad), None, "{bad}");
        }
    }

    fn errors_of(slug: &str, query: &str) -> Vec<String> {
        let kind = LessonKind::from_slug(slug).unwrap();
        open(kind, &Query::parse(query))
            .errors
            .iter()
            .map(|e| e.param.clone())
            .collect()
    }

    #[test]
    fn each_display_parameter_names_a_value_it_does_not_know_once() {
        for (query, param) in [
            ("theme=dark", "theme"),
            ("size=huge", "size"),
            ("size=20", "size"),
            ("caption=no", "caption"),
            ("vs=person", "vs"),
            ("vs=Computer", "vs"),
        ] {
            assert_eq!(errors_of("nim", query), [param], "{query}");
        }
        for good in [
            "theme=contrast",
            "size=xxl",
            "size=125%",
            "caption=0",
            "caption=1",
            "vs=computer",
            "vs=computer-first",
            "theme=&size=&vs=",
        ] {
            assert!(errors_of("nim", good).is_empty(), "{good}");
        }
        // Cutting's `size` is its table's size, checked by the lesson itself.
        assert!(errors_of("cutting", "view=table&size=12").is_empty());
    }

    #[test]
    fn every_lesson_names_a_view_it_does_not_draw_once_and_opens_each_it_does() {
        for desc in LESSONS {
            let errors = errors_of(desc.slug, "view=nonsense");
            assert_eq!(errors, ["view"], "{}", desc.slug);
            for v in desc.views {
                assert!(
                    errors_of(desc.slug, &format!("view={v}")).is_empty(),
                    "{} view={v}",
                    desc.slug
                );
            }
        }
        let kind = LessonKind::Wythoff;
        let line = open(kind, &Query::parse("view=dag")).errors[0].message(crate::i18n::Lang::En);
        assert!(line.contains("“dag”"), "{line}");
    }
}
