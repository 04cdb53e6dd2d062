//! `grundy render --format png|pdf` run as a user runs it: PNG size from the scale and the
//! figure's viewBox, PDF text kept as text, Chinese with and without a CJK font, refusals in
//! one line, and the command-line recipes of docs/embedding.md run exactly as written.

use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{open, LessonKind, Query};
use resvg::usvg::fontdb::{Database, Source};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

/// A fresh empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-export-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    dir
}

/// Asserts a refusal: exit code 2, nothing on stdout, exactly one line on stderr; returns it.
fn refused(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(out.stdout.is_empty());
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    err
}

fn ok(out: Output) -> Vec<u8> {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.is_empty(), "{err}");
    out.stdout
}

/// The (width, height) of an SVG's viewBox.
fn view_box(svg: &str) -> (f32, f32) {
    let start = svg.find("viewBox=\"0 0 ").expect("viewBox") + "viewBox=\"0 0 ".len();
    let rest = &svg[start..];
    let mut nums = rest[..rest.find('"').expect("closing quote")]
        .split(' ')
        .map(|n| n.parse::<f32>().expect("a number"));
    (nums.next().expect("width"), nums.next().expect("height"))
}

fn be_u32(bytes: &[u8]) -> u32 {
    u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]])
}

#[test]
fn png_is_scale_times_the_view_box() {
    for (lesson, params) in [
        ("nim", "piles=3,4,5&step=2"),
        ("majority", "values=5,5,1,5"),
        ("cutting", "w=4&h=3"),
        ("graph-sum", ""),
    ] {
        let svg = String::from_utf8(ok(grundy(&["render", lesson, params]))).expect("UTF-8");
        let (w, h) = view_box(&svg);
        for scale in ["1", "2", "0.5", "3.3"] {
            let png = ok(grundy(&[
                "render", lesson, params, "--format", "png", "--scale", scale,
            ]));
            assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{lesson}");
            assert_eq!(&png[12..16], b"IHDR");
            let s: f32 = scale.parse().expect("scale");
            let expect = ((w * s).ceil() as u32, (h * s).ceil() as u32);
            assert_eq!(
                (be_u32(&png[16..20]), be_u32(&png[20..24])),
                expect,
                "{lesson} ×{s}"
            );
        }
        // The default scale is 2.
        let png = ok(grundy(&["render", lesson, params, "--format", "png"]));
        assert_eq!(be_u32(&png[16..20]), (w * 2.0).ceil() as u32);
    }
}

/// The text a PDF shows, by pdftotext when poppler-utils is installed (else `None`).
fn pdftotext(pdf: &Path) -> Option<String> {
    let out = Command::new("pdftotext").arg(pdf).arg("-").output().ok()?;
    assert!(
        out.status.success(),
        "pdftotext failed on {}",
        pdf.display()
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The PDF's content streams, inflated (svg2pdf compresses them with Flate).
fn content_streams(pdf: &[u8]) -> String {
    let mut text = String::new();
    let mut at = 0;
    while let Some(i) = find(&pdf[at..], b"stream\n") {
        let start = at + i + b"stream\n".len();
        let Some(len) = find(&pdf[start..], b"\nendstream") else {
            break;
        };
        if let Ok(raw) = miniz_oxide::inflate::decompress_to_vec_zlib(&pdf[start..start + len]) {
            text.push_str(&String::from_utf8_lossy(&raw));
        }
        at = start + len;
    }
    text
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Asserts the file is a PDF whose text is text: an embedded font, text-showing operators,
/// and (with pdftotext) every word of `words` extractable.
fn assert_pdf_with_text(path: &Path, words: &[&str]) {
    let pdf = std::fs::read(path).expect("the PDF was written");
    assert!(pdf.starts_with(b"%PDF-"), "{}", path.display());
    assert!(pdf.ends_with(b"%%EOF") || pdf.ends_with(b"%%EOF\n"));
    let raw = String::from_utf8_lossy(&pdf);
    // TrueType outlines embed as FontFile2, CFF ones (Noto CJK) as FontFile3.
    assert!(
        raw.contains("/FontFile2") || raw.contains("/FontFile3"),
        "no embedded font"
    );
    assert!(raw.contains("/ToUnicode"), "text not mapped to Unicode");
    let content = content_streams(&pdf);
    assert!(content.contains("BT") && (content.contains("TJ") || content.contains("Tj")));
    if let Some(text) = pdftotext(path) {
        let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for w in words {
            assert!(flat.contains(w), "{w:?} not in {flat:?}");
        }
    }
}

#[test]
fn pdf_keeps_the_caption_and_labels_as_text() {
    let dir = scratch("pdf");
    let link = "piles=3,4,5&step=5";
    let sentence = open(LessonKind::Nim, &Query::parse(link))
        .model
        .sentence(5, Lang::En);
    let path = dir.join("nim.pdf");
    let path_str = path.to_str().expect("UTF-8 path");
    ok(grundy(&[
        "render",
        "nim",
        link,
        "--caption",
        "-o",
        path_str,
    ]));
    let words: Vec<&str> = sentence
        .split_whitespace()
        .filter(|w| w.chars().all(char::is_alphabetic) && w.len() > 3)
        .collect();
    assert!(words.len() > 5, "{sentence}");
    let mut expected = words.clone();
    expected.extend(["nim-sum", "Pile"]);
    assert_pdf_with_text(&path, &expected);
    // Into a folder, the file is named after the step, counted from 1.
    ok(grundy(&[
        "render",
        "nim",
        link,
        "--format",
        "pdf",
        "-o",
        dir.to_str().expect("UTF-8"),
    ]));
    assert_pdf_with_text(&dir.join("nim-step-6-of-7.pdf"), &["nim-sum"]);
    let _ = std::fs::remove_dir_all(dir);
}

/// The font files of the system that have a glyph for `c`, and those that have 'A' but not `c`.
fn system_fonts_for(c: char) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut db = Database::new();
    db.load_system_fonts();
    let (mut with, mut without) = (Vec::new(), Vec::new());
    for face in db.faces() {
        let path = match &face.source {
            Source::File(p) | Source::SharedFile(p, _) => p.clone(),
            Source::Binary(_) => continue,
        };
        let has = |ch: char| {
            db.with_face_data(face.id, |data, i| {
                ttf_parser::Face::parse(data, i).is_ok_and(|f| f.glyph_index(ch).is_some())
            }) == Some(true)
        };
        if has(c) {
            with.push(path);
        } else if has('A') {
            without.push(path);
        }
    }
    (with, without)
}

/// A folder holding links to `fonts` only.
fn font_dir(name: &str, fonts: &[PathBuf]) -> PathBuf {
    let dir = scratch(name);
    for (i, f) in fonts.iter().enumerate() {
        let ext = f.extension().and_then(|e| e.to_str()).unwrap_or("ttf");
        std::os::unix::fs::symlink(f, dir.join(format!("font{i}.{ext}"))).expect("symlink");
    }
    dir
}

const ZH: &str = "values=5,5,1&step=3&lang=zh";

fn render_zh(extra: &[&str], out: &Path) -> Output {
    let mut args = vec!["render", "majority", ZH, "--caption", "-o"];
    args.push(out.to_str().expect("UTF-8 path"));
    args.extend(extra);
    grundy(&args)
}

/// The refusal of a Chinese figure without a CJK font: one line naming the font to install.
fn assert_missing_cjk(out: &Output) {
    let err = refused(out);
    assert!(err.contains("no CJK font"), "{err}");
    assert!(
        err.contains("Noto Sans CJK SC") && err.contains("fonts-noto-cjk"),
        "{err}"
    );
}

#[test]
fn chinese_needs_a_cjk_font_and_uses_it_when_installed() {
    let dir = scratch("zh");
    let (cjk, latin) = system_fonts_for('候');
    assert!(!latin.is_empty(), "this machine has no Latin font at all");
    // Only the fonts without Chinese glyphs: refused, whatever else the system has.
    let latin_only = font_dir("latin", &latin);
    let latin_arg = latin_only.to_str().expect("UTF-8 path");
    for ext in ["png", "pdf"] {
        let out = render_zh(
            &["--no-system-fonts", "--font-dir", latin_arg],
            &dir.join(format!("a.{ext}")),
        );
        assert_missing_cjk(&out);
        assert!(!dir.join(format!("a.{ext}")).exists());
    }
    // English needs no CJK font.
    let en = dir.join("en.pdf");
    ok(grundy(&[
        "render",
        "majority",
        "values=5,5,1&step=3",
        "--no-system-fonts",
        "--font-dir",
        latin_arg,
        "-o",
        en.to_str().expect("UTF-8 path"),
    ]));
    assert_pdf_with_text(&en, &["candidate", "counter"]);
    // The system's fonts: drawn when one has Chinese glyphs, else the same clear refusal.
    let pdf = dir.join("zh.pdf");
    let png = dir.join("zh.png");
    let (out_pdf, out_png) = (render_zh(&[], &pdf), render_zh(&[], &png));
    if cjk.is_empty() {
        assert_missing_cjk(&out_pdf);
        assert_missing_cjk(&out_png);
    } else {
        ok(out_pdf);
        ok(out_png);
        assert_pdf_with_text(&pdf, &["候选", "计数"]);
        let bytes = std::fs::read(&pdf).expect("PDF");
        let raw = String::from_utf8_lossy(&bytes);
        // The subset font's name ends with the name of the CJK font used.
        let mut db = Database::new();
        db.load_system_fonts();
        let cjk_names: Vec<String> = db
            .faces()
            .filter(|f| match &f.source {
                Source::File(p) | Source::SharedFile(p, _) => cjk.contains(p),
                Source::Binary(_) => false,
            })
            .map(|f| f.post_script_name.clone())
            .collect();
        assert!(
            cjk_names.iter().any(|n| raw.contains(&format!("+{n}"))),
            "none of {cjk_names:?} embedded"
        );
        assert!(std::fs::read(&png).expect("PNG").starts_with(b"\x89PNG"));
    }
    let _ = std::fs::remove_dir_all(latin_only);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_format_scale_or_font_folder_is_one_line_and_exit_2() {
    let err = refused(&grundy(&["render", "nim", "--format", "jpg"]));
    assert!(
        err.contains("unknown format 'jpg' (formats: svg, png, pdf)"),
        "{err}"
    );
    let err = refused(&grundy(&[
        "render", "nim", "--format", "png", "--scale", "-1",
    ]));
    assert!(err.contains("--scale") && err.contains("'-1'"), "{err}");
    let err = refused(&grundy(&["render", "nim", "--format=png", "--scale=abc"]));
    assert!(err.contains("'abc'"), "{err}");
    let err = refused(&grundy(&[
        "render",
        "nim",
        "--format",
        "pdf",
        "--font-dir",
        "/no/such",
    ]));
    assert!(err.contains("'/no/such' is not a folder"), "{err}");
    let err = refused(&grundy(&["render", "nim", "piles=3,x", "--format", "pdf"]));
    assert!(err.contains("piles"), "{err}");
}

/// The shell words of one command line (single and double quotes, no expansions).
fn shell_words(line: &str) -> Vec<String> {
    let (mut words, mut cur, mut quote, mut any) = (Vec::new(), String::new(), None, false);
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        words.push(cur);
    }
    words
}

/// The `grundy render` commands in the shell blocks of docs/embedding.md.
fn documented_commands() -> Vec<Vec<String>> {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/embedding.md");
    let text = std::fs::read_to_string(&doc).expect("docs/embedding.md");
    let mut in_shell = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_shell = line.trim() == "```sh";
            continue;
        }
        if in_shell && line.starts_with("grundy render ") {
            out.push(shell_words(line));
        }
    }
    out
}

#[test]
fn the_documented_recipes_make_what_they_promise() {
    assert_eq!(shell_words("a 'b c' \"d\" ''"), ["a", "b c", "d", ""]);
    let commands = documented_commands();
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/embedding.md"),
    )
    .expect("docs/embedding.md");
    let dir = scratch("docs");
    let mut made = Vec::new();
    for words in &commands {
        let out = Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(&words[1..])
            .current_dir(&dir)
            .output()
            .expect("runs");
        ok(out);
        let file = words
            .iter()
            .position(|w| w == "-o")
            .and_then(|i| words.get(i + 1))
            .expect("each recipe writes a file with -o");
        made.push(file.clone());
    }
    // The LaTeX recipe: the PDF its \includegraphics names, with the step's words as text.
    let pdf = made
        .iter()
        .find(|f| f.ends_with(".pdf"))
        .expect("a PDF recipe");
    assert!(doc.contains(&format!("\\includegraphics[width=\\linewidth]{{{pdf}}}")));
    assert_pdf_with_text(&dir.join(pdf), &["nim-sum", "opponent"]);
    // The Markdown recipe: the SVG its image link names.
    let svg = made
        .iter()
        .find(|f| f.ends_with(".svg"))
        .expect("an SVG recipe");
    assert!(doc.contains(&format!("]({svg})")));
    let text = std::fs::read_to_string(dir.join(svg)).expect("the SVG was written");
    assert!(text.starts_with("<svg") && text.contains("opponent"));
    let _ = std::fs::remove_dir_all(dir);
}
