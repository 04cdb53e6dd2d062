//! The values of a link's display parameters (`theme`, `size`, `caption`, `vs`) and of
//! `view=`: read here for the page, and checked when a lesson opens, so a mistyped value gets
//! one line naming it instead of being ignored without a word.

use super::{display_param, LessonKind, ParamError, Query};
use grundy_core::phrase;

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
    // A scale is positive and short (`f64::from_str` would also take "inf" or "1e2").
    if number.starts_with('-') || number.len() > 12 {
        return None;
    }
    let percent = grundy_core::text::plain_decimal(number)?;
    (SCALE_PERCENT.0..=SCALE_PERCENT.1)
        .contains(&percent)
        .then_some(TextSize::Scale(percent / 100.0))
}

/// The `vs=` values: a person (the default, the opponent select's own value), the computer
/// playing second, or first.
pub const OPPONENTS: [&str; 3] = ["person", "computer", "computer-first"];

/// The `theme=` values.
pub const THEMES: [&str; 1] = ["contrast"];

/// Whether a display parameter takes a value.
type Takes = fn(&str) -> bool;

/// Each display parameter, whether it takes a value, and the values it takes in words.
const DISPLAY_VALUES: [(&str, Takes, &str); 4] = [
    ("theme", |t| THEMES.contains(&t), "contrast"),
    (
        "size",
        |t| text_size(t).is_some(),
        "s, m, l, xl, xxl, 50%–300%",
    ),
    ("caption", |t| matches!(t, "0" | "1"), "1, 0"),
    (
        "vs",
        |t| OPPONENTS.contains(&t),
        "person, computer, computer-first",
    ),
];

/// A display parameter's value the page does not know (`theme=dark`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisplayProblem {
    /// The parameter.
    pub param: &'static str,
    /// Its value, escaped and cut for showing ([`grundy_core::text::shown`]).
    pub token: String,
    /// The values it takes, in words.
    pub allowed: &'static str,
}

/// The display parameters of `query` whose value the page does not know. The page names
/// them (message `DisplayValueRefused`) beside the lesson's own errors: they change how it
/// shows a lesson, not the lesson, so the solver and `grundy render` leave them alone
/// (the page checks them with this one short table and one message: checking them in the
/// worker, one message per parameter, cost more wasm).
pub fn display_problems(kind: LessonKind, query: &Query) -> Vec<DisplayProblem> {
    DISPLAY_VALUES
        .iter()
        .filter_map(|&(param, takes, allowed)| {
            let given = display_param(Some(kind), query, param).filter(|v| !v.is_empty())?;
            (!takes(given)).then(|| DisplayProblem {
                param,
                token: grundy_core::text::shown(given),
                allowed,
            })
        })
        .collect()
}

/// Adds an error for a `view=` that `kind` does not draw, unless `refused` says that the
/// lesson's own build refused it already (its check names the figures it has). An empty
/// value is the parameter left out.
pub(super) fn check_view(
    kind: LessonKind,
    query: &Query,
    refused: Option<&str>,
    errors: &mut Vec<ParamError>,
) {
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

    /// The parameters named by the lesson's errors and the page's display errors.
    fn errors_of(slug: &str, query: &str) -> Vec<String> {
        let kind = LessonKind::from_slug(slug).unwrap();
        let q = Query::parse(query);
        let mut params: Vec<String> = open(kind, &q).errors.into_iter().map(|e| e.param).collect();
        params.extend(
            display_problems(kind, &q)
                .iter()
                .map(|p| p.param.to_string()),
        );
        params
    }

    #[test]
    fn each_display_parameter_names_a_value_it_does_not_know_once() {
        for (query, param) in [
            ("theme=dark", "theme"),
            ("size=huge", "size"),
            ("size=20", "size"),
            ("caption=no", "caption"),
            ("vs=robot", "vs"),
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
            "vs=person",
            "theme=&size=&vs=",
        ] {
            assert!(errors_of("nim", good).is_empty(), "{good}");
        }
        // The value is shown as every link value is: escaped, and cut when long.
        let kind = LessonKind::Nim;
        let long = "x".repeat(100_000);
        let shown = &display_problems(kind, &Query::parse(&format!("theme={long}")))[0].token;
        assert!(
            shown.chars().count() < 100 && shown.ends_with('…'),
            "{shown}"
        );
        let control = &display_problems(kind, &Query::parse("vs=a%1Bb"))[0].token;
        assert_eq!(control, "aU+001Bb");
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
        let line =
            open(kind, &Query::parse("view=dag")).errors[0].message(grundy_core::i18n::Lang::En);
        assert!(line.contains("“dag”"), "{line}");
    }
}
