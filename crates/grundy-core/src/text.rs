//! Untrusted text made safe to show in a one-line message: control characters (and the
//! invisible ones that reorder or hide text) are shown escaped, so a link's `%0A` or a
//! terminal's ESC sequence can neither break the line nor recolour the terminal, and long
//! tokens are cut with "…", so a huge number is not echoed whole. Also: short formulas
//! kept on one line in sentences (`formulas`), lists in running text and nim-sums' terms.

use crate::i18n::{Lang, Phrase};

mod formulas;
pub use formulas::bind_formulas;

/// Items of a list in running text: "1, 3" in English, "1、3" in Chinese (a Latin comma
/// between numbers in Chinese prose reads as a tuple).
pub fn list(items: &[String], lang: Lang) -> String {
    items.join(match lang {
        Lang::Zh => "、",
        _ => ", ",
    })
}

/// Terms of a nim-sum as a formula reads them: "4 ⊕ 2 ⊕ 4" (the sentences' formula binding,
/// `bind_formulas`, keeps such a run together by its spaced operators).
pub fn xor_terms<T: std::fmt::Display>(terms: impl IntoIterator<Item = T>) -> String {
    let mut out = String::new();
    for (k, term) in terms.into_iter().enumerate() {
        if k > 0 {
            out.push_str(" ⊕ ");
        }
        out.push_str(&term.to_string());
    }
    out
}

/// `n` in superscript digits ("2" then `superscript(10)` reads 2¹⁰), for powers in sentences:
/// "2^10" is programmers' notation, not a student's. The digits are in every common font
/// (DejaVu Sans, Noto Sans), so exports with captions keep drawing them.
pub fn superscript(n: impl std::fmt::Display) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            '-' => '⁻',
            other => other,
        })
        .collect()
}

/// Characters kept of one whitespace-free token before it is cut.
pub const TOKEN_CHARS: usize = 40;

/// Characters kept of a whole shown text before it is cut.
pub const TEXT_CHARS: usize = 120;

/// Whether `c` must be shown escaped: C0/C1 controls and DEL, and the format characters that
/// reorder or hide text (bidirectional overrides and isolates, zero-width joiners and marks,
/// the byte order mark).
fn hidden(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}')
}

/// `text` on one line for a message: every hidden character escaped (`\n`, `\t`, `\r`,
/// `U+001B`), every whitespace-free run longer than [`TOKEN_CHARS`] cut with "…", and the
/// whole cut with "…" after [`TEXT_CHARS`].
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    let (mut in_token, mut total) = (0usize, 0usize);
    for c in text.chars() {
        if total >= TEXT_CHARS {
            out.push('…');
            return out;
        }
        // A newline or tab is shown escaped, but still ends a token.
        if c.is_whitespace() {
            in_token = 0;
        } else {
            in_token += 1;
            if in_token == TOKEN_CHARS + 1 {
                out.push('…');
                total += 1;
                continue;
            }
            if in_token > TOKEN_CHARS + 1 {
                continue;
            }
        }
        if hidden(c) {
            match c {
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                '\r' => out.push_str("\\r"),
                // Unicode's own notation, which a reader can look up ("\u{1b}" was Rust's).
                c => out.push_str(&format!("U+{:04X}", c as u32)),
            }
        } else {
            out.push(c);
        }
        total += 1;
    }
    out
}

/// [`shown`] applied to every plain-text part of a phrase (messages are kept as they are).
pub fn shown_phrase(phrase: &Phrase) -> Phrase {
    match phrase {
        Phrase::Text(t) => Phrase::Text(shown(t)),
        Phrase::Num(n) => Phrase::Num(*n),
        Phrase::Written(each) => Phrase::Written(each.iter().map(|t| shown(t)).collect()),
        Phrase::Msg(m, args) => Phrase::Msg(
            *m,
            args.iter()
                .map(|(name, a)| (*name, shown_phrase(a)))
                .collect(),
        ),
    }
}

/// Bytes from an untrusted source (standard input) as [`shown`] text; bytes that are not
/// UTF-8 become U+FFFD. Only the first bytes are decoded, so a huge token costs nothing.
pub fn shown_bytes(bytes: &[u8]) -> String {
    // Enough bytes for TEXT_CHARS characters of up to 4 bytes, plus one to know it was cut.
    let head = &bytes[..bytes.len().min(4 * TEXT_CHARS + 4)];
    let mut text = shown(&String::from_utf8_lossy(head));
    if head.len() < bytes.len() && !text.ends_with('…') {
        text.push('…');
    }
    text
}

/// A number written plainly, `[-]digits[.digits]` (as a link writes a text scale), read without `f64::from_str`, whose tables and big-number
/// fallback would weigh on both wasm files (docs/benchmarks.md, sizes) while nothing the page
/// or the worker reads needs an exponent, `inf` or a `+`. None for anything else.
pub fn plain_decimal(text: &str) -> Option<f64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0 || !all_digits(whole) || !all_digits(fraction) {
        return None;
    }
    let value_of = |s: &str| s.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0'));
    let value = if whole.len() + fraction.len() <= 15 {
        // Both integers exact, so one division rounds correctly ("7.94" is 794 / 100).
        let scale = 10u64.pow(fraction.len() as u32);
        (value_of(whole) * scale + value_of(fraction)) as f64 / scale as f64
    } else {
        // Longer than an f64 holds exactly: close, not correctly rounded.
        let whole_part = whole
            .bytes()
            .fold(0.0, |n: f64, b| n * 10.0 + f64::from(b - b'0'));
        let kept = &fraction[..fraction.len().min(15)];
        whole_part + value_of(kept) as f64 / 10f64.powi(kept.len() as i32)
    };
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newline_in_a_link_value_stays_on_one_line_escaped() {
        assert_eq!(shown("a\nb\tc\r"), "a\\nb\\tc\\r");
        assert_eq!(shown("x\u{1}y\u{7f}"), "xU+0001yU+007F");
        assert!(!shown("1\n2\n3").contains('\n'));
    }

    #[test]
    fn an_escape_sequence_never_reaches_the_terminal() {
        let s = shown("\u{1b}[31mred\u{1b}[0m \u{202e}abc \u{9b}2J");
        assert!(!s.chars().any(|c| c.is_control() || c == '\u{202e}'), "{s}");
        assert!(s.starts_with("U+001B[31mred"), "{s}");
    }

    #[test]
    fn nim_sum_terms_are_spaced_round_each_operator() {
        assert_eq!(xor_terms([4u64, 2, 4]), "4 ⊕ 2 ⊕ 4");
        assert_eq!(xor_terms(["7"]), "7");
        assert_eq!(xor_terms(Vec::<u64>::new()), "");
    }

    #[test]
    fn a_ten_megabyte_number_is_cut_to_forty_digits() {
        let big = "9".repeat(10_000_000);
        let s = shown(&big);
        assert_eq!(s, format!("{}…", "9".repeat(TOKEN_CHARS)));
        assert_eq!(shown_bytes(big.as_bytes()), s);
        // Short tokens and sentences are unchanged, long sentences of short words are capped.
        assert_eq!(shown("set 2,5 and 7"), "set 2,5 and 7");
        let words = "ab ".repeat(1000);
        assert_eq!(shown(&words).chars().count(), TEXT_CHARS + 1);
        assert!(shown(&words).ends_with('…'));
    }

    #[test]
    fn non_utf8_bytes_are_replaced_not_refused() {
        assert_eq!(shown_bytes(b"a\xffb"), "a\u{fffd}b");
    }

    #[test]
    fn phrases_are_cleaned_inside_nested_messages() {
        let inner = crate::phrase!(MoveNoPile {
            pile: "7".repeat(50)
        });
        let p = crate::phrase!(ErrorParam {
            param: "a\nb",
            problem: inner
        });
        let Phrase::Msg(_, args) = shown_phrase(&p) else {
            panic!("a message stays a message")
        };
        assert_eq!(args[0], ("param", Phrase::Text("a\\nb".into())));
        let Phrase::Msg(_, inner_args) = &args[1].1 else {
            panic!("the nested message stays a message")
        };
        assert_eq!(
            inner_args[0].1,
            Phrase::Text(format!("{}…", "7".repeat(40)))
        );
    }

    #[test]
    fn lists_in_running_text_use_each_language_s_separator() {
        let items = vec!["2".to_string(), "3".to_string(), "5".to_string()];
        assert_eq!(list(&items, Lang::En), "2, 3, 5");
        assert_eq!(list(&items, Lang::Zh), "2、3、5");
    }

    #[test]
    fn plain_decimals_read_as_the_standard_parser_reads_them() {
        for text in [
            "0",
            "12",
            "-3",
            "1.5",
            "-0.25",
            "100.07",
            "1234567.89",
            "0.1",
            "-0.0",
            ".5",
            "5.",
            "2680",
            "55196.5",
            "0.333333333333333333333",
        ] {
            let ours = plain_decimal(text).unwrap();
            let std: f64 = text.parse().unwrap();
            assert!(
                (ours - std).abs() <= std.abs() * 1e-15,
                "{text}: {ours} vs {std}"
            );
        }
        // Every coordinate the core writes (two decimals at most) reads back exactly.
        for hundredths in -200_000..200_000 {
            let v = hundredths as f64 / 100.0;
            let text = crate::figure::fmt_num(v);
            assert_eq!(plain_decimal(&text), Some(text.parse().unwrap()), "{text}");
        }
        for bad in [
            "", "-", ".", "1e3", "+1", "inf", "NaN", "1.2.3", "--1", "1-", " 1", "١",
        ] {
            assert_eq!(plain_decimal(bad), None, "{bad:?}");
        }
    }
}
