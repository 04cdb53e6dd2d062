//! Parsing a lesson's own link parameters: lists and numbers with their ranges, the moves
//! of `moves=`, and the errors that name the parameter and what was expected.

use super::ParamError;
use grundy_core::i18n::Phrase;
use grundy_core::phrase;

/// Splits a comma-separated list and parses each item with `item`; an empty or blank list
/// is refused with the example.
fn parse_list<T>(
    param: &str,
    text: &str,
    example: &str,
    item: impl Fn(&str) -> Option<T>,
    bad_item: impl Fn(&str) -> ParamError,
) -> Result<Vec<T>, ParamError> {
    if text.trim().is_empty() {
        return Err(ParamError::new(param, phrase!(ExpectNonEmpty { example })));
    }
    text.split(',')
        .map(str::trim)
        .map(|t| item(t).ok_or_else(|| bad_item(t)))
        .collect()
}

/// Parses a comma-separated list of whole numbers in lo..=hi (at most `max_len` of them).
pub fn parse_u64_list(
    param: &str,
    text: &str,
    example: &str,
    lo: u64,
    hi: u64,
    max_len: usize,
) -> Result<Vec<u64>, ParamError> {
    let out = parse_list(
        param,
        text,
        example,
        |t| t.parse::<u64>().ok().filter(|v| (lo..=hi).contains(v)),
        |t| {
            ParamError::new(
                param,
                phrase!(ExpectU64List {
                    min: lo.to_string(),
                    max: bound(hi),
                    example,
                    token: t
                }),
            )
        },
    )?;
    if out.len() > max_len {
        return Err(ParamError::new(
            param,
            phrase!(ExpectAtMost {
                max: max_len.to_string(),
                count: out.len().to_string()
            }),
        ));
    }
    Ok(out)
}

/// A range's end as a reader takes it in: `2⁶⁴ − 1` rather than its twenty digits.
pub fn bound(v: u64) -> String {
    if v == u64::MAX {
        "2⁶⁴ − 1".to_string()
    } else {
        v.to_string()
    }
}

/// Parses one whole number in lo..=hi.
pub fn parse_u64(param: &str, text: &str, lo: u64, hi: u64) -> Result<u64, ParamError> {
    match text.trim().parse::<u64>() {
        Ok(v) if v >= lo && v <= hi => Ok(v),
        _ => Err(ParamError::new(
            param,
            phrase!(ExpectU64 {
                min: lo.to_string(),
                max: bound(hi),
                token: text.to_string()
            }),
        )),
    }
}

/// The moves of a `moves=` parameter (empty items are refused by the lesson's own parser).
pub fn split_moves(text: Option<&str>) -> Vec<String> {
    match text {
        None => Vec::new(),
        Some(t) if t.trim().is_empty() => Vec::new(),
        Some(t) => t.split(',').map(|m| m.trim().to_string()).collect(),
    }
}

/// An error for move number `index` (0-based) of `moves=`.
pub fn move_error(index: usize, notation: &str, reason: Phrase) -> ParamError {
    ParamError::new(
        "moves",
        phrase!(ExpectMove {
            index: (index + 1).to_string(),
            text: notation.to_string(),
            reason
        }),
    )
}

/// Parses a comma-separated list of signed 64-bit integers for parameter `param`. A
/// typographic minus is accepted, since people paste from notes.
pub fn parse_i64_list(param: &str, text: &str, example: &str) -> Result<Vec<i64>, ParamError> {
    parse_list(
        param,
        text,
        example,
        |t| t.replace('−', "-").parse::<i64>().ok(),
        |t| ParamError::new(param, phrase!(ExpectInt64List { example, token: t })),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::i18n::Lang;

    #[test]
    fn the_largest_bound_is_said_as_a_power_of_two() {
        // An author read "from 0 to 18446744073709551615" in every refused pile list.
        let e = parse_u64("n", "x", 0, u64::MAX).unwrap_err();
        assert!(
            e.message(Lang::En).contains("from 0 to 2⁶⁴ − 1"),
            "{}",
            e.message(Lang::En)
        );
        let e = parse_u64("n", "x", 1, 1000).unwrap_err();
        assert!(e.message(Lang::En).contains("from 1 to 1000"));
    }
}
