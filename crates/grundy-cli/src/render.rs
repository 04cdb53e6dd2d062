//! `grundy render LESSON 'PARAMS' [options]`: the figure the page shows for `#/LESSON?PARAMS`,
//! optionally with the step's sentence as a caption, written as SVG, PNG or PDF.

use crate::export;
use crate::fonts;
use crate::options::{self, Format, RenderOptions};
use grundy_core::figure::caption::step_file_name;
use grundy_core::figure::Figure;
use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{open, quiz, LessonKind, OpenLesson, Query, LESSONS};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

/// A lesson's figure at the link's step, with what names and captions it.
pub struct Rendered {
    /// The figure (with its caption when asked for).
    pub figure: Figure,
    /// The file name the page offers for this step, without extension's dot:
    /// `nim-step-6-of-6`.
    pub stem: String,
}

/// The figure for a lesson link, or a one-line refusal naming what is wrong.
pub fn figure(slug: &str, params: &str, caption: bool) -> Result<Rendered, String> {
    let (lesson, lang) = open_link("render", slug, params)?;
    let (model, step) = (lesson.model.as_ref(), lesson.step);
    // The page's download: with quiz=1, a step that asks shows what the page shows before
    // the answer, and its file asks the question (a worksheet figure to predict on).
    let figure = quiz::file_figure(model, lesson.kind, step, lesson.quiz, caption, lang);
    let name = step_file_name(slug, step, model.step_count(), "");
    Ok(Rendered {
        figure,
        stem: name.trim_end_matches('.').to_string(),
    })
}

/// Opens lesson `slug` at `params` for `grundy COMMAND`: the lesson and its language, or the one-line refusal naming an unknown lesson or the link's first bad value.
pub fn open_link(command: &str, slug: &str, params: &str) -> Result<(OpenLesson, Lang), String> {
    let kind = LessonKind::from_slug(slug).ok_or_else(|| {
        let available: Vec<&str> = LESSONS.iter().map(|l| l.slug).collect();
        format!(
            "grundy {command}: no lesson '{}' (lessons: {})",
            grundy_core::text::shown(slug),
            available.join(", ")
        )
    })?;
    let query = Query::parse(params.trim_start_matches('?'));
    let lang = query.get("lang").and_then(Lang::parse).unwrap_or_default();
    let lesson = open(kind, &query);
    if let Some(e) = lesson.errors.first() {
        return Err(format!("grundy {command} {slug}: {}", e.message(Lang::En)));
    }
    Ok((lesson, lang))
}

/// The bytes of the requested format.
fn encode(rendered: &Rendered, opts: &RenderOptions) -> Result<Vec<u8>, String> {
    let svg = rendered.figure.to_svg();
    if opts.format == Format::Svg {
        return Ok(format!("{svg}\n").into_bytes());
    }
    let db = fonts::database(opts.system_fonts, &opts.font_dirs)?;
    fonts::check(&db, &rendered.figure)?;
    let db = Arc::new(db);
    match opts.format {
        Format::Png => export::png(&svg, db, opts.scale),
        _ => export::pdf(&svg, db),
    }
}

/// Where the output goes: a file, or `None` for standard output (`-o -` or no `-o`). An
/// existing folder receives the step's file name (`-o figs/` → `figs/nim-step-6-of-6.pdf`).
fn destination(rendered: &Rendered, opts: &RenderOptions) -> Option<PathBuf> {
    let path = opts.output.as_ref().filter(|p| p.as_os_str() != "-")?;
    if path.is_dir() {
        Some(path.join(format!("{}.{}", rendered.stem, opts.format.extension())))
    } else {
        Some(path.clone())
    }
}

/// Runs `grundy render` with the arguments after `render`; errors are one line.
pub fn run(args: &[String]) -> Result<(), String> {
    let opts = options::parse(args)?;
    let rendered = figure(&opts.lesson, &opts.params, opts.caption)?;
    let bytes = encode(&rendered, &opts)?;
    match destination(&rendered, &opts) {
        Some(path) => std::fs::write(&path, &bytes)
            .map_err(|e| format!("grundy render: cannot write '{}': {e}", path.display())),
        None => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is reported, never a panic.
            out.write_all(&bytes)
                .and_then(|_| out.flush())
                .map_err(|e| format!("grundy render: cannot write standard output: {e}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The SVG for a lesson link (no caption), as `grundy render LESSON 'PARAMS'` prints it.
    fn render(slug: &str, params: &str) -> Result<String, String> {
        Ok(figure(slug, params, false)?.figure.to_svg())
    }

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

    #[test]
    fn the_caption_names_the_lesson_and_step_then_the_sentence_and_the_name_counts_from_one() {
        let query = Query::parse("values=5,5,1&step=2&lang=zh");
        let lesson = open(LessonKind::Majority, &query);
        let sentence = lesson.model.sentence(2, Lang::Zh);
        let n = lesson.model.step_count();
        let strip = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        let plain = figure("majority", "values=5,5,1&step=2&lang=zh", false).unwrap();
        let with = figure("majority", "values=5,5,1&step=2&lang=zh", true).unwrap();
        assert_eq!(plain.stem, format!("majority-step-3-of-{n}"));
        assert!(with.figure.height > plain.figure.height);
        // The caption's lines, joined, are the page download's caption (wrapping drops only
        // spaces): "多数投票 · 第 3 步，共 N 步 · <sentence>".
        let words = quiz::file_caption(LessonKind::Majority, 2, n, &sentence, Lang::Zh);
        assert!(
            words.ends_with(&sentence) && words.contains("第 3 步"),
            "{words}"
        );
        assert_eq!(strip(&caption_of(&with.figure)), strip(&words));
    }

    #[test]
    fn a_quiz_step_is_drawn_before_its_answer_and_its_caption_asks_the_question() {
        // A worksheet figure: what the page shows before the reader answers.
        let link = "piles=3,4,5&step=2&quiz=1";
        let lesson = open(LessonKind::Nim, &Query::parse(link));
        let model = lesson.model.as_ref();
        let question = model.question(2).expect("nim's step 3 asks");
        let before = quiz::figure_before(model, 2, Lang::En).expect("asked after step 0");
        let file = figure("nim", link, true).unwrap();
        let plain = figure("nim", link, false).unwrap();
        assert_eq!(plain.figure.shapes.len(), before.shapes.len());
        assert_ne!(
            plain.figure,
            figure("nim", "piles=3,4,5&step=2", false).unwrap().figure
        );
        let strip = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        assert!(strip(&caption_of(&file.figure)).ends_with(&strip(&question.prompt_text(Lang::En))));
    }

    #[test]
    fn a_file_is_cut_to_its_drawing() {
        // An author's handout: the first step's one sheet drew in the canvas of the last
        // step's cuts, 55% of the PNG blank.
        let lesson = open(LessonKind::Cutting, &Query::parse("w=5&h=4"));
        let page = lesson.model.figure(0, Lang::En);
        let file = figure("cutting", "w=5&h=4", false).unwrap().figure;
        assert!(
            file.height < 0.8 * page.height,
            "{} of {}",
            file.height,
            page.height
        );
        assert!(file.width <= page.width);
    }

    /// The text of a figure's caption (its last group), lines joined.
    fn caption_of(figure: &Figure) -> String {
        let Some(grundy_core::figure::Shape::Group { children, .. }) = figure.shapes.last() else {
            panic!("no caption group");
        };
        children
            .iter()
            .filter_map(|c| match c {
                grundy_core::figure::Shape::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }
}
