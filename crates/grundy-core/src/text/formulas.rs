//! Short formulas kept on one line in sentences: a panel of projected text breaks lines at
//! spaces, and "3 ⊕ / 2 = 1" or "(3, / 5)" across two lines reads as two broken halves.
//! Spaces inside a short formula or a short tuple become no-break spaces; a long formula may
//! still break, but only after an operator (as TeX breaks them), never before one. A short
//! number stays with the word before it ("pile 2").

/// Operators that join the two operands around them.
const OPERATORS: &[&str] = &["=", "⊕", "+", "−", "×", "≤", "≥", "<", ">", "≠", "≡"];

/// Longest formula (in characters) kept whole; a longer one breaks after an operator.
const WHOLE_FORMULA: usize = 20;

/// Longest bracketed group, "(3, 5)" or "{0, 1}", kept whole.
const WHOLE_GROUP: usize = 16;

const NBSP: char = '\u{a0}';

/// `text` with the spaces inside short formulas and tuples made no-break spaces.
pub fn bind_formulas(text: &str) -> String {
    let words: Vec<&str> = text.split(' ').collect();
    let is_op = |i: usize| words.get(i).is_some_and(|w| OPERATORS.contains(w));
    let is_operand = |i: usize| {
        words
            .get(i)
            .is_some_and(|w| !w.is_empty() && !is_op_word(w))
    };
    // bind[i]: the space after word i does not break.
    let mut bind = vec![false; words.len()];
    let mut i = 0;
    while i < words.len() {
        // A formula: operand (operator operand)+.
        let mut end = i;
        while is_operand(end) && is_op(end + 1) && is_operand(end + 2) {
            end += 2;
        }
        if end > i {
            // Chinese text around a formula may break between any two characters: only the
            // formula's own characters count ("所以左值 = 右值 = 4。" is a short formula).
            let chars: usize = words[i..=end].iter().map(|w| formula_chars(w) + 1).sum();
            for k in i..end {
                // Before an operator always; after one only in a short formula, or before
                // a short last operand ("… = 1。" does not leave "1。" alone on a line).
                let last_short = k + 1 == end && formula_chars(words[end]) <= 4;
                bind[k] = is_op(k + 1) || chars <= WHOLE_FORMULA || last_short;
            }
            i = end;
        }
        i += 1;
    }
    for (i, w) in words.iter().enumerate() {
        // The group may start inside its word ("：(3, 5)", "mex{0, 1}", "mex{SG(5),"): from
        // the last bracket the word opens and does not close.
        let Some(at) = unclosed_opening(w) else {
            continue;
        };
        let opening = &w[at..];
        let Some(close) = closing(opening.chars().next()) else {
            continue;
        };
        if opening.contains(close) {
            continue;
        }
        let mut chars = 0;
        for (k, inner) in words.iter().enumerate().skip(i) {
            // (Of the first word, only the group's part counts.)
            let part = if k == i { opening } else { inner };
            chars += part.chars().count() + 1;
            if chars > WHOLE_GROUP {
                break;
            }
            if inner
                .trim_end_matches(|c: char| c.is_ascii_punctuation() && c != close)
                .ends_with(close)
            {
                bind[i..k].iter_mut().for_each(|b| *b = true);
                break;
            }
        }
    }
    // A number stays with the word it counts or names: "pile 2", "take 3", "node 1", "取不到
    // 2。" (a line that starts with a lone "2" reads as a new thought).
    let wordy = |c: char| c.is_ascii_alphabetic() || is_ideograph(c);
    // A short Latin word or number: "SG", "1", "mod", "(5)".
    let latin_short = |w: &str| {
        (1..=8).contains(&w.len())
            && w.bytes().all(|b| b.is_ascii_graphic())
            && w.bytes()
                .last()
                .is_some_and(|b| b.is_ascii_alphanumeric() || b == b')')
    };
    for i in 1..words.len() {
        if is_short_number(words[i]) && words[i - 1].ends_with(wordy) {
            bind[i - 1] = true;
        }
        // In Chinese, a short Latin word or number stays with the ideographs after it:
        // "SG 值", "第 1 堆" (a line that starts with "值。" or "堆" reads as cut off).
        if latin_short(words[i - 1]) && words[i].starts_with(is_ideograph) {
            bind[i - 1] = true;
        }
    }
    let mut out = String::with_capacity(text.len() + 8);
    for (i, w) in words.iter().enumerate() {
        let bound = i + 1 < words.len() && bind[i];
        match split_last_word(w).filter(|_| bound) {
            // Chinese breaks lines between any two ideographs, so a no-break space after one
            // moved only that one to the next line: "剪⏎出 1×k", "右⏎值 = 1". Most Chinese
            // words are two ideographs: a word joiner keeps the last two together.
            Some(at) => {
                push_word(&mut out, &w[..at]);
                out.push('\u{2060}');
                push_word(&mut out, &w[at..]);
            }
            None => push_word(&mut out, w),
        }
        if i + 1 < words.len() {
            out.push(if bound { NBSP } else { ' ' });
        }
    }
    out
}

/// Ideographs that are words of their own before a number: "第 3", "是 1", "取 4", "为 0",
/// "在 8", "有 2", "共 5", "从 1", "剩 3", "留 2", "把 3", "至 9", "即 4". The word before
/// them may end its line ("画出第 3 堆" must not break "画⏎出", nor "这一列是 1" "这一⏎列").
const SINGLE_WORDS: &str = "第是取为在有共从剩留把至即";

/// Where the last ideograph of `w` starts, when `w` ends with two ideographs that form a
/// word (most Chinese words have two), unless the last is one of [`SINGLE_WORDS`].
fn split_last_word(w: &str) -> Option<usize> {
    let mut tail = w.char_indices().rev();
    let (at, last) = tail.next()?;
    let (_, before) = tail.next()?;
    (is_ideograph(last) && is_ideograph(before) && !SINGLE_WORDS.contains(last)).then_some(at)
}

/// A CJK ideograph of the basic block (the checks stay cheap, not Unicode's whole table).
fn is_ideograph(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// Pushes `w`, with the hyphen of a short compound ("P-position", "nim-sum") made a
/// no-break hyphen: a line that ends "P-" or "nim-" reads as a broken word.
fn push_word(out: &mut String, w: &str) {
    // The letters and hyphens of the word's core (punctuation around it aside): a compound
    // when each hyphen stands between two ASCII letters and the core is short. (Byte checks:
    // this runs on every word of every sentence, and string patterns cost the worker size.)
    let b = w.as_bytes();
    let start = b
        .iter()
        .position(u8::is_ascii_alphabetic)
        .unwrap_or(b.len());
    let end = b
        .iter()
        .rposition(u8::is_ascii_alphabetic)
        .map_or(start, |e| e + 1);
    let core = &b[start..end];
    let joined =
        |i: usize| i > 0 && core[i - 1].is_ascii_alphabetic() && core[i + 1].is_ascii_alphabetic();
    let compound = core.len() <= 12
        && core.contains(&b'-')
        && (0..core.len()).all(|i| core[i].is_ascii_alphabetic() || core[i] == b'-' && joined(i));
    // A range of numbers ("0–999") keeps its dash with the number after it: a line that
    // ends "0–" reads as cut off. (A word joiner after the dash: browsers break after an en
    // dash, never beside a joiner.)
    let mut chars = w.chars().peekable();
    let mut before = None;
    while let Some(c) = chars.next() {
        out.push(if compound && c == '-' { '\u{2011}' } else { c });
        if c == '–'
            && before.is_some_and(|b: char| b.is_ascii_digit())
            && chars.peek().is_some_and(char::is_ascii_digit)
        {
            out.push('\u{2060}');
        }
        before = Some(c);
    }
}

/// Where the last bracket that `w` opens and does not close starts, if any.
fn unclosed_opening(w: &str) -> Option<usize> {
    let mut open: Vec<usize> = Vec::new();
    for (at, c) in w.char_indices() {
        match c {
            '(' | '{' | '[' => open.push(at),
            ')' | '}' | ']' => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}

/// The characters of `w` that are not Chinese (ideographs and full-width punctuation).
fn formula_chars(w: &str) -> usize {
    w.chars().filter(|&c| c < '\u{2e80}').count()
}

/// A number of at most four digits, perhaps followed by punctuation or Chinese text ("2",
/// "13,", "4.", "2。", "4），于是…": Chinese puts no space after it).
fn is_short_number(w: &str) -> bool {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    (1..=4).contains(&digits) && !w[digits..].starts_with(|c: char| c.is_ascii_alphanumeric())
}

fn is_op_word(w: &str) -> bool {
    OPERATORS.contains(&w)
}

/// The bracket that closes `open`.
fn closing(open: Option<char>) -> Option<char> {
    match open? {
        '(' => Some(')'),
        '{' => Some('}'),
        '[' => Some(']'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `s` with its no-break spaces as `_` and its word joiners as `^`.
    fn shown(s: &str) -> String {
        s.replace(NBSP, "_").replace('\u{2060}', "^")
    }

    #[test]
    fn short_formulas_and_tuples_stay_whole_and_long_ones_break_only_after_operators() {
        assert_eq!(
            shown(&bind_formulas("so 3 ⊕ 2 = 1 here")),
            "so_3_⊕_2_=_1 here"
        );
        assert_eq!(
            shown(&bind_formulas("(3, 5) is a cold pair")),
            "(3,_5) is a cold pair"
        );
        assert_eq!(
            shown(&bind_formulas("value mex{0} = 1.")),
            "value mex{0}_=_1."
        );
        assert_eq!(
            shown(&bind_formulas("值为 4 ⊕ 6 = 2。")),
            "值为_4_⊕_6_=_2。"
        );
        assert_eq!(
            shown(&bind_formulas(
                "必败（后手模仿），所以左值 = 右值 = 4。旁边"
            )),
            "必败（后手模仿），所以左^值_=_右^值_=_4。旁边"
        );
        // A long one: no break before an operator, a break after one.
        assert_eq!(
            shown(&bind_formulas("12 ⊕ 34 ⊕ 56 ⊕ 78 ⊕ 90 = 123")),
            "12_⊕ 34_⊕ 56_⊕ 78_⊕ 90_=_123"
        );
        // A long set is not kept on one line.
        let long = "values {0, 1, 2, 3, 4, 5, 6}";
        assert_eq!(bind_formulas(long), long);
        // Words and lone operators are left alone.
        assert_eq!(bind_formulas("a = b and c"), "a\u{a0}=\u{a0}b and c");
        assert_eq!(bind_formulas("left — the one"), "left — the one");
        assert_eq!(bind_formulas("x  = 2"), "x  = 2");
    }

    #[test]
    fn a_range_of_numbers_keeps_its_dash_with_the_number_after_it() {
        // Review at 1280×800: "（共 0–⏎999）" in the game lab's window sentence.
        assert_eq!(
            bind_formulas("图中画出第 0–359 堆（共 0–999）"),
            "图中画出第\u{a0}0–\u{2060}359 堆（共\u{a0}0–\u{2060}999）"
        );
        // Dashes between words, or after a number alone, are left as they are.
        assert_eq!(
            bind_formulas("Sprague–Grundy, 2– x"),
            "Sprague–Grundy, 2– x"
        );
    }

    #[test]
    fn a_short_number_stays_with_the_word_before_it() {
        assert_eq!(
            shown(&bind_formulas("The computer's move: take 2 from pile 2")),
            "The computer's move: take_2 from pile_2"
        );
        assert_eq!(
            shown(&bind_formulas("heaps 3, 5 and 12345")),
            "heaps_3, 5 and 12345"
        );
        // In Chinese too: "取不到 2。" broke before "2。", which began the next line alone.
        assert_eq!(
            shown(&bind_formulas("从第 3 堆取 4 颗")),
            "从第_3_堆取_4_颗"
        );
        assert_eq!(shown(&bind_formulas("却取不到 2。")), "却取不^到_2。");
    }

    #[test]
    fn a_chinese_word_before_a_bound_space_keeps_its_two_ideographs_together() {
        // Review in Chinese at 1280×800: "剪⏎出 1×k（k ≥ 2）" and "右⏎值 = 1": the no-break
        // space took only the word's last ideograph to the next line.
        assert_eq!(
            shown(&bind_formulas("就能剪出 1×k（k ≥ 2）")),
            "就能剪^出_1×k（k_≥_2）"
        );
        assert_eq!(shown(&bind_formulas("其余的右值 = 1")), "其余的右^值_=_1");
        // "第" begins the ordinal: the word before it may still end the line.
        assert_eq!(shown(&bind_formulas("画出第 3 堆")), "画出第_3_堆");
        assert_eq!(
            shown(&bind_formulas("这一列是 1，异或和 12 的最高位 1")),
            "这一列是_1，异或^和_12_的最高^位_1"
        );
        // Not at a space that may break, nor after a single ideograph.
        assert_eq!(shown(&bind_formulas("剪出 很多")), "剪出 很多");
        assert_eq!(shown(&bind_formulas("（共 0–999）")), "（共_0–^999）");
    }

    #[test]
    fn chinese_sentences_keep_tuples_and_last_operands_whole() {
        // Review at 1920×1080: "(3,⏎5)" after a full-width colon, and "=⏎1。".
        assert_eq!(
            shown(&bind_formulas("恰好等于较小的一堆：(3, 5) 是奇异局势")),
            "恰好等于较小的一堆：(3,_5)_是奇异局势"
        );
        assert_eq!(
            shown(&bind_formulas("so its value is g(2) = mex{0, 1} = 2.")),
            "so its value is g(2)_=_mex{0,_1}_=_2."
        );
        assert_eq!(
            shown(&bind_formulas("所以 SG(3×4) = mex{0} = 1。5×4 的")),
            "所以 SG(3×4)_= mex{0}_=_1。5×4 的"
        );
        // A long one still breaks after an operator, but not before its short last operand.
        assert_eq!(
            shown(&bind_formulas("12 ⊕ 34 ⊕ 56 ⊕ 78 ⊕ 90 ⊕ 11 = 123")),
            "12_⊕ 34_⊕ 56_⊕ 78_⊕ 90_⊕ 11_=_123"
        );
    }

    #[test]
    fn words_a_line_must_not_split_stay_whole() {
        // Review at 1280×800: "P-⏎position", "mex{SG(5),⏎SG(2)}", "x mod⏎4", "SG⏎值。",
        // "第 1⏎堆".
        assert_eq!(
            shown(&bind_formulas(
                "a P-position, the nim-sum, a take-and-break game"
            )),
            "a P\u{2011}position, the nim\u{2011}sum, a take-and-break game"
        );
        assert_eq!(
            shown(&bind_formulas("so SG(7) = mex{SG(5), SG(2)} = 3")),
            "so SG(7)_=_mex{SG(5),_SG(2)}_=_3"
        );
        assert_eq!(
            shown(&bind_formulas("的余数（x mod 4），于是")),
            "的余数（x mod_4），于是"
        );
        assert_eq!(shown(&bind_formulas("的 SG 值。")), "的 SG_值。");
        // A long number or a word glued to letters is not a short number.
        assert!(!is_short_number("12345"));
        assert!(!is_short_number("3x"));
        assert!(is_short_number("4），于是"));
    }
}
