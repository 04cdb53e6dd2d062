//! The arguments of `grundy render`: the lesson, its link parameters and the output options,
//! parsed into [`RenderOptions`] with one-line refusals naming the bad argument.

use std::path::PathBuf;

/// The file formats `grundy render` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Standalone SVG (the page's own figure).
    Svg,
    /// A raster image, `--scale` pixels per SVG unit.
    Png,
    /// A one-page vector PDF with the text kept as text.
    Pdf,
}

impl Format {
    /// Parses a format name (case-insensitive).
    pub fn parse(name: &str) -> Option<Format> {
        match name.to_ascii_lowercase().as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            "pdf" => Some(Format::Pdf),
            _ => None,
        }
    }

    /// The usual file extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
            Format::Pdf => "pdf",
        }
    }
}

/// The largest `--scale` accepted (a 1,000-unit figure becomes 16,000 pixels wide).
pub const MAX_SCALE: f32 = 16.0;

/// Everything `grundy render` was asked to do.
#[derive(Debug, Clone, PartialEq)]
pub struct RenderOptions {
    /// The lesson slug.
    pub lesson: String,
    /// The link's parameters (`piles=3,4,5&step=2`).
    pub params: String,
    /// The output format.
    pub format: Format,
    /// PNG pixels per SVG unit.
    pub scale: f32,
    /// Whether the step's sentence is written under the figure.
    pub caption: bool,
    /// Where to write (standard output when absent).
    pub output: Option<PathBuf>,
    /// Extra folders of fonts for PNG and PDF.
    pub font_dirs: Vec<PathBuf>,
    /// Whether the system's fonts are loaded (else only `font_dirs`).
    pub system_fonts: bool,
}

/// The options' part of the usage text.
pub const OPTIONS_USAGE: &str = "\
render options:
  --format svg|png|pdf   output format (default svg, or the extension of -o FILE)
  --scale S              PNG pixels per figure unit, 0 < S <= 16 (default 2)
  --caption              write the step's sentence under the figure, in the link's lang
  -o FILE                write to FILE instead of standard output; to an existing
                         folder DIR, as DIR/LESSON-step-K-of-N.EXT
  --font-dir DIR         also load the fonts in DIR (PNG and PDF; repeatable)
  --no-system-fonts      use only the fonts of --font-dir";

fn refuse(text: String) -> String {
    format!("grundy render: {text}")
}

fn parse_scale(text: &str) -> Result<f32, String> {
    match text.parse::<f32>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= MAX_SCALE => Ok(s),
        _ => Err(refuse(format!(
            "--scale must be a number above 0 and at most {MAX_SCALE}, not '{text}'"
        ))),
    }
}

/// The lesson and its parameters, from `LESSON 'PARAMS'` or from a link pasted whole: `#/nim?
/// piles=3,4,5&step=5`, `nim?piles=…`, or a page's address ending in one (what authors copy
/// from the address bar, and what `<grundy-lesson link=…>` takes).
fn split_link(lesson: &str, params: &str) -> Result<(String, String), String> {
    let link = lesson.rsplit_once("#/").map_or(lesson, |(_, l)| l);
    let Some((slug, query)) = link.split_once('?') else {
        return Ok((link.trim_start_matches('/').to_string(), params.to_string()));
    };
    if !params.is_empty() {
        return Err(refuse(
            "the link already has its parameters: give them once, in the link or after it".into(),
        ));
    }
    Ok((slug.trim_start_matches('/').to_string(), query.to_string()))
}

fn parse_format(text: &str) -> Result<Format, String> {
    Format::parse(text)
        .ok_or_else(|| refuse(format!("unknown format '{text}' (formats: svg, png, pdf)")))
}

/// Parses the arguments after `render`.
pub fn parse(args: &[String]) -> Result<RenderOptions, String> {
    let mut positional: Vec<&str> = Vec::new();
    let mut format = None;
    let mut scale = None;
    let mut caption = false;
    let mut output: Option<PathBuf> = None;
    let mut font_dirs = Vec::new();
    let mut system_fonts = true;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let takes_value = matches!(
            name,
            "--format" | "--scale" | "-o" | "--output" | "--font-dir"
        );
        let value = if takes_value {
            match inline.or_else(|| it.next().cloned()) {
                Some(v) => v,
                None => return Err(refuse(format!("{name} needs a value"))),
            }
        } else {
            String::new()
        };
        match name {
            "--format" => format = Some(parse_format(&value)?),
            "--scale" => scale = Some(parse_scale(&value)?),
            "-o" | "--output" => output = Some(PathBuf::from(value)),
            "--font-dir" => font_dirs.push(PathBuf::from(value)),
            "--caption" => caption = true,
            "--no-system-fonts" => system_fonts = false,
            _ if name.starts_with('-') && name.len() > 1 => {
                return Err(refuse(format!(
                    "unknown option '{arg}' (options: --format, --scale, --caption, -o, --font-dir, --no-system-fonts)"
                )))
            }
            _ => positional.push(arg),
        }
    }
    let (lesson, params) = match positional.as_slice() {
        [lesson] => (lesson.to_string(), String::new()),
        [lesson, params] => (lesson.to_string(), params.to_string()),
        [] => {
            return Err(refuse(
                "which lesson? (grundy render LESSON 'PARAMS')".into(),
            ))
        }
        [_, _, extra, ..] => {
            return Err(refuse(format!(
                "unexpected argument '{extra}' (quote the parameters: 'a=1&b=2')"
            )))
        }
    };
    let (lesson, params) = split_link(&lesson, &params)?;
    // Without --format, `-o fig.pdf` means PDF; `-o fig.jpg` is refused (it wrote SVG into a
    // file named .jpg, which a document then failed on far from the cause). A name without
    // extension gets the default, SVG.
    let extension = output
        .as_ref()
        .filter(|p| !p.is_dir())
        .and_then(|p| p.extension())
        .map(|e| e.to_string_lossy().into_owned());
    let format = match (format, extension) {
        (Some(f), _) => f,
        (None, Some(e)) => Format::parse(&e).ok_or_else(|| {
            refuse(format!(
                "cannot tell the format of '.{}' (svg, png, pdf; or give --format)",
                grundy_core::text::shown(&e)
            ))
        })?,
        (None, None) => Format::Svg,
    };
    if scale.is_some() && format != Format::Png {
        return Err(refuse(format!(
            "--scale applies to PNG only, not {}",
            format.extension().to_ascii_uppercase()
        )));
    }
    Ok(RenderOptions {
        lesson,
        params,
        format,
        scale: scale.unwrap_or(2.0),
        caption,
        output,
        font_dirs,
        system_fonts,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &[&str]) -> Vec<String> {
        text.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn defaults_options_in_any_order_and_the_output_extension() {
        let o = parse(&args(&["nim"])).unwrap();
        assert_eq!((o.format, o.scale, o.caption), (Format::Svg, 2.0, false));
        assert_eq!((o.params.as_str(), o.output.clone()), ("", None));
        let o = parse(&args(&[
            "--caption",
            "nim",
            "--format=PNG",
            "piles=3,4",
            "--scale",
            "1.5",
            "-o",
            "x.pdf",
        ]))
        .unwrap();
        assert_eq!(o.lesson, "nim");
        assert_eq!(o.params, "piles=3,4");
        // An explicit format wins over the extension.
        assert_eq!((o.format, o.scale, o.caption), (Format::Png, 1.5, true));
        let o = parse(&args(&["nim", "-o", "nim-step-1-of-6.pdf"])).unwrap();
        assert_eq!(o.format, Format::Pdf);
        // No extension: the default. An extension that is no format is refused, unless
        // --format says what to write.
        let o = parse(&args(&["nim", "-o", "figure"])).unwrap();
        assert_eq!(o.format, Format::Svg);
        let e = parse(&args(&["nim", "-o", "figure.jpeg"])).err().unwrap();
        assert!(e.contains("cannot tell the format of '.jpeg'"), "{e}");
        let o = parse(&args(&["nim", "-o", "figure.txt", "--format", "svg"])).unwrap();
        assert_eq!(o.format, Format::Svg);
    }

    #[test]
    fn a_link_pasted_whole_names_the_lesson_and_its_parameters() {
        for link in [
            "#/nim?piles=3,4,5&step=5",
            "nim?piles=3,4,5&step=5",
            "/nim?piles=3,4,5&step=5",
            "http://127.0.0.1:8080/index.html#/nim?piles=3,4,5&step=5",
        ] {
            let o = parse(&args(&[link, "-o", "x.pdf"])).unwrap();
            assert_eq!(
                (o.lesson.as_str(), o.params.as_str()),
                ("nim", "piles=3,4,5&step=5"),
                "{link}"
            );
        }
        let o = parse(&args(&["#/wythoff"])).unwrap();
        assert_eq!((o.lesson.as_str(), o.params.as_str()), ("wythoff", ""));
        // Parameters twice are refused rather than merged.
        let e = parse(&args(&["nim?piles=1", "step=2"])).err().unwrap();
        assert!(e.contains("give them once"), "{e}");
    }

    #[test]
    fn refusals_are_one_line_and_name_the_argument() {
        for (bad, needle) in [
            (vec!["nim", "--format", "jpg"], "unknown format 'jpg'"),
            (vec!["nim", "--format=png", "--scale", "0"], "not '0'"),
            (vec!["nim", "--format=png", "--scale", "x"], "not 'x'"),
            (vec!["nim", "--format=png", "--scale", "NaN"], "not 'NaN'"),
            (vec!["nim", "--format=png", "--scale", "17"], "at most 16"),
            (vec!["nim", "--scale", "2"], "PNG only, not SVG"),
            (vec!["nim", "--format"], "--format needs a value"),
            (vec!["nim", "--colour"], "unknown option '--colour'"),
            (vec!["nim", "a=1", "b=2"], "unexpected argument 'b=2'"),
            (vec![], "which lesson"),
        ] {
            let e = parse(&args(&bad)).unwrap_err();
            assert!(e.starts_with("grundy render: ") && !e.contains('\n'), "{e}");
            assert!(e.contains(needle), "{bad:?}: {e}");
        }
    }
}
