//! `grundy render LESSON 'PARAMS'`: the figure the page shows for `#/LESSON?PARAMS`, as SVG.

use grundy_core::i18n::Lang;
use grundy_core::lesson::{open, LessonKind, Query, LESSONS};

/// The SVG for a lesson link, or a one-line refusal naming what is wrong.
pub fn render(slug: &str, params: &str) -> Result<String, String> {
    let available: Vec<&str> = LESSONS.iter().map(|l| l.slug).collect();
    let kind = LessonKind::from_slug(slug).ok_or_else(|| {
        format!(
            "grundy render: no lesson '{}' (lessons: {})",
            grundy_core::text::shown(slug),
            available.join(", ")
        )
    })?;
    let query = Query::parse(params.trim_start_matches('?'));
    let lang = query.get("lang").and_then(Lang::parse).unwrap_or_default();
    let lesson = open(kind, &query);
    if let Some(e) = lesson.errors.first() {
        return Err(format!("grundy render {slug}: {}", e.message(Lang::En)));
    }
    let mut svg = lesson.model.figure(lesson.step, lang).to_svg();
    svg.push('\n');
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_renders_its_example_and_a_step_link() {
        for info in LESSONS {
            let svg = render(info.slug, "").unwrap_or_else(|e| panic!("{}: {e}", info.slug));
            assert!(
                svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
                "{}",
                info.slug
            );
            let zh = render(info.slug, "step=1&lang=zh")
                .unwrap_or_else(|e| panic!("{}: {e}", info.slug));
            assert!(zh.contains("<svg"));
        }
        let dag = render("set-nim", "set=2,5&piles=2,4,7&view=dag&pile=3").unwrap();
        assert!(dag.contains(r#"data-testid="dag-node" data-id="7" data-sg="0""#));
    }

    /// Whether `svg` has no character XML 1.0 forbids (so the exported file is well-formed).
    fn xml_chars_only(svg: &str) -> bool {
        svg.chars().all(|c| {
            matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{fffe}' && c != '\u{ffff}')
        })
    }

    #[test]
    fn set_names_with_control_characters_export_well_formed_svg() {
        for step in 0..4 {
            let svg = render(
                "ie-divisible",
                &format!("mode=sets&names=a%01b,c%1Bd,e%0Bf&sizes=10,8,3,9,4,2,1&step={step}"),
            )
            .unwrap();
            assert!(xml_chars_only(&svg), "step {step}");
            assert!(svg.contains("ab"), "the name keeps its allowed characters");
        }
    }

    #[test]
    fn a_newline_in_a_link_value_gives_a_one_line_error() {
        for link in [
            "values=5,%0Ax",
            "values=5,1%0A2",
            "step=%0A%1B[31m&values=x%0D",
        ] {
            let e = render("majority", link).unwrap_err();
            assert!(!e.chars().any(char::is_control), "{link}: {e:?}");
        }
        let e = render("majority", &format!("values=1,{}", "7".repeat(100_000))).unwrap_err();
        assert!(e.len() < 300 && e.contains('…'), "{e}");
        let e = render("chess\n\u{1b}[2J", "").unwrap_err();
        assert!(!e.chars().any(char::is_control), "{e:?}");
    }

    #[test]
    fn renders_the_step_and_language_of_the_link() {
        let svg = render("majority", "values=5,5,1&step=3&lang=zh").unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("候选"));
        assert!(render("majority", "values=5,x")
            .unwrap_err()
            .contains("Parameter “values”"));
        assert!(render("chess", "")
            .unwrap_err()
            .contains("no lesson 'chess'"));
    }
}
