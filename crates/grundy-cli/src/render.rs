//! `grundy render LESSON 'PARAMS'`: the figure the page shows for `#/LESSON?PARAMS`, as SVG.

use grundy_core::i18n::Lang;
use grundy_core::lesson::{open, LessonKind, Query, LESSONS};

/// The SVG for a lesson link, or a one-line refusal naming what is wrong.
pub fn render(slug: &str, params: &str) -> Result<String, String> {
    let available: Vec<&str> = LESSONS.iter().map(|l| l.slug).collect();
    let kind = LessonKind::from_slug(slug).ok_or_else(|| {
        format!(
            "grundy render: no lesson '{slug}' (lessons: {})",
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
