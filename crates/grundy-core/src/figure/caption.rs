//! A figure with the step's sentence under it (for downloads and `grundy render --caption`),
//! and the file name a step's export is offered under. Pure functions, shared by the page
//! and the command line so both name and caption a step the same way.

use super::{text_width, Anchor, Figure, Shape};

/// Caption font size in SVG units for a figure `width` wide: the `txt-small` class (20 px,
/// the size of the figures' own labels) on ordinary figures, the `txt` class (28 px) on wide
/// ones, which are shown scaled down.
fn caption_style(width: f64) -> (&'static str, f64) {
    if width >= 900.0 {
        ("txt", 28.0)
    } else {
        ("txt-small", 20.0)
    }
}

/// Whether a line may break before `c` (false for closing punctuation, which stays with the
/// word or character before it, e.g. "3，" or "step.").
fn may_break_before(c: char) -> bool {
    !matches!(
        c,
        ',' | '.'
            | ';'
            | ':'
            | '!'
            | '?'
            | ')'
            | ']'
            | '}'
            | '，'
            | '。'
            | '、'
            | '；'
            | '：'
            | '！'
            | '？'
            | '）'
            | '」'
            | '』'
            | '》'
            | '〉'
            | '”'
            | '’'
    )
}

/// Whether `c` is written without spaces between words (CJK ideographs, kana, fullwidth forms):
/// a line may break between any two such characters.
fn breaks_anywhere(c: char) -> bool {
    (c as u32) >= 0x2E80
}

/// Splits one paragraph into unbreakable pieces, each with whether a space precedes it.
fn atoms(paragraph: &str) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    let mut space = false;
    // Whether the last atom may still grow (a Latin word being read).
    let mut open_word = false;
    for c in paragraph.chars() {
        if c.is_whitespace() {
            space = true;
            open_word = false;
            continue;
        }
        let glue = !space && !may_break_before(c);
        match out.last_mut() {
            Some(last) if glue || (open_word && !space && !breaks_anywhere(c)) => last.0.push(c),
            _ => out.push((c.to_string(), space)),
        }
        open_word = !breaks_anywhere(c);
        space = false;
    }
    out
}

/// Cuts a piece wider than `max_width` into chunks that fit (at least one character each).
fn hard_break(piece: &str, font_px: f64, max_width: f64) -> Vec<String> {
    let mut out = vec![String::new()];
    for c in piece.chars() {
        let mut buf = [0u8; 4];
        let w = text_width(c.encode_utf8(&mut buf), font_px);
        if let Some(cur) = out.last_mut() {
            if !cur.is_empty() && text_width(cur, font_px) + w > max_width {
                out.push(String::new());
            }
        }
        if let Some(cur) = out.last_mut() {
            cur.push(c);
        }
    }
    out
}

/// Wraps `text` into lines no wider than `max_width` at `font_px` (as measured by
/// [`text_width`]): breaks at spaces, between CJK characters (never before closing
/// punctuation) and at line breaks in the text; a word wider than a line is cut.
pub fn wrap(text: &str, font_px: f64, max_width: f64) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for (atom, space) in atoms(paragraph) {
            let sep = if space && !line.is_empty() { " " } else { "" };
            let candidate = format!("{line}{sep}{atom}");
            if line.is_empty() || text_width(&candidate, font_px) <= max_width {
                line = candidate;
            } else {
                lines.push(std::mem::take(&mut line));
                line = atom;
            }
            if text_width(&line, font_px) > max_width {
                let mut pieces = hard_break(&line, font_px, max_width);
                line = pieces.pop().unwrap_or_default();
                lines.extend(pieces);
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    lines
}

impl Figure {
    /// A step's figure as a file (the page's download, `grundy render`, `figure()`): cut to
    /// its drawing ([`Figure::cropped`]), with `caption` under it when there is one.
    pub fn for_file(self, caption: Option<&str>) -> Figure {
        let cut = self.cropped();
        match caption {
            Some(text) => cut.with_caption(text),
            None => cut,
        }
    }

    /// The figure with `text` written under it as a wrapped caption; the canvas grows to hold
    /// it (its width is kept). A blank caption leaves the figure as it is.
    pub fn with_caption(mut self, text: &str) -> Figure {
        let (class, font_px) = caption_style(self.width);
        let margin = font_px * 0.75;
        let line_height = font_px * 1.35;
        // Even a very narrow figure gets a readable line of a few words.
        let max_width = (self.width - 2.0 * margin).max(font_px * 8.0);
        let lines = wrap(text.trim(), font_px, max_width);
        if lines.is_empty() {
            return self;
        }
        let top = self.height + margin;
        let children = lines
            .into_iter()
            .enumerate()
            .map(|(i, line)| Shape::Text {
                x: margin,
                y: top + font_px + i as f64 * line_height,
                text: line,
                anchor: Anchor::Start,
                class,
            })
            .collect::<Vec<_>>();
        let n = children.len() as f64;
        let rule = Shape::line(
            margin,
            self.height + margin / 2.0,
            (self.width - margin).max(margin),
            self.height + margin / 2.0,
            "rule",
        );
        self.shapes.push(rule);
        self.shapes.push(Shape::Group {
            class: "",
            hook: None,
            children,
        });
        // The last baseline, its descenders (about 0.35 em) and a margin below.
        self.height = top + font_px + (n - 1.0) * line_height + font_px * 0.35 + margin;
        self.width = self.width.max(max_width + 2.0 * margin);
        self
    }
}

/// The file name a step's export is offered under, counting steps from 1 as the page shows
/// them: `step_file_name("nim", 5, 6, "svg")` is `nim-step-6-of-6.svg`.
pub fn step_file_name(lesson: &str, step: usize, count: usize, extension: &str) -> String {
    let count = count.max(step + 1);
    format!("{lesson}-step-{}-of-{count}.{extension}", step + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fig(width: f64) -> Figure {
        Figure {
            width,
            height: 100.0,
            title: "t".into(),
            shapes: vec![],
        }
    }

    fn caption_lines(f: &Figure) -> Vec<String> {
        let mut out = Vec::new();
        for s in &f.shapes {
            if let Shape::Group { children, .. } = s {
                for c in children {
                    if let Shape::Text { text, .. } = c {
                        out.push(text.clone());
                    }
                }
            }
        }
        out
    }

    #[test]
    fn file_names_count_steps_from_one() {
        assert_eq!(step_file_name("nim", 5, 6, "svg"), "nim-step-6-of-6.svg");
        assert_eq!(
            step_file_name("ie-divisible", 0, 1, "pdf"),
            "ie-divisible-step-1-of-1.pdf"
        );
        // A step past the count never names a file "step 7 of 6".
        assert_eq!(step_file_name("nim", 6, 6, "png"), "nim-step-7-of-7.png");
    }

    /// Every wrapped line fits, no character is lost and breaks happen only where allowed,
    /// for every width from one character up to the whole text, in both scripts.
    #[test]
    fn wrapping_fits_keeps_every_character_and_breaks_only_where_allowed() {
        let texts = [
            "The nim-sum 3 ⊕ 4 ⊕ 5 = 2 is not 0, so the first player wins: take 2 from the pile of 3.",
            "异或和 3 ⊕ 4 ⊕ 5 = 2 不为 0，先手必胜：从 3 那堆取走 2 颗。",
            "a supercalifragilisticexpialidocious word",
        ];
        for text in texts {
            let full = text_width(text, 20.0);
            let widest_atom = atoms(text)
                .iter()
                .map(|(a, _)| text_width(a, 20.0))
                .fold(0.0, f64::max);
            let mut w = 20.0;
            while w <= full + 20.0 {
                let lines = wrap(text, 20.0, w);
                for l in &lines {
                    assert!(
                        text_width(l, 20.0) <= w || l.chars().count() == 1,
                        "{l:?} wider than {w}"
                    );
                    assert!(!l.starts_with(' ') && !l.ends_with(' '));
                    // Once every unbreakable piece fits, no line starts with closing punctuation.
                    if w >= widest_atom {
                        assert!(l.chars().next().is_some_and(may_break_before), "{l:?}");
                    }
                }
                let joined: String = lines
                    .concat()
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .collect();
                let original: String = text.chars().filter(|c| !c.is_whitespace()).collect();
                assert_eq!(joined, original, "width {w}");
                w += 7.0;
            }
            assert_eq!(wrap(text, 20.0, full + 1.0), vec![text.to_string()]);
        }
        assert!(wrap("   ", 20.0, 100.0).is_empty());
        assert_eq!(wrap("a\nb", 20.0, 100.0), vec!["a", "b"]);
    }

    #[test]
    fn latin_lines_break_at_spaces_and_chinese_between_characters() {
        assert_eq!(
            wrap("one two three", 10.0, 6.0 * 8.0),
            vec!["one two", "three"]
        );
        // 10 px per CJK character: three fit in 30 px, and "，" goes down with its character
        // rather than start a line.
        assert_eq!(
            wrap("先手必胜，取二", 10.0, 30.0),
            vec!["先手必", "胜，取", "二"]
        );
    }

    #[test]
    fn a_caption_grows_the_canvas_below_the_figure() {
        let plain = fig(1000.0);
        let captioned = plain
            .clone()
            .with_caption("First player wins: the nim-sum is 2.");
        assert_eq!(captioned.width, 1000.0);
        assert!(captioned.height > plain.height + 28.0);
        assert_eq!(
            caption_lines(&captioned),
            vec!["First player wins: the nim-sum is 2."]
        );
        let long = "word ".repeat(100);
        let tall = fig(1000.0).with_caption(&long);
        let lines = caption_lines(&tall);
        assert!(lines.len() > 2);
        // Every line's baseline lies inside the grown canvas, below the original figure.
        for s in &tall.shapes {
            if let Shape::Group { children, .. } = s {
                for c in children {
                    if let Shape::Text { x, y, text, .. } = c {
                        assert!(*y > 100.0 && *y < tall.height);
                        assert!(x + text_width(text, 28.0) <= tall.width);
                    }
                }
            }
        }
        assert_eq!(fig(600.0).with_caption("  "), fig(600.0));
        let svg = fig(300.0).with_caption("x < y").to_svg();
        assert!(svg.contains("x &lt; y") && svg.contains("class=\"txt-small\""));
    }
}
