//! A whitespace tokenizer over the whole input; every refusal names the line and the token and
//! says what was expected. Lines are counted only when a refusal or a caller needs one, so the
//! hot path (millions of numbers) only skips spaces and reads digits.

/// Reads tokens of one problem's input; errors are single lines naming the problem.
pub struct Tokens<'a> {
    data: &'a [u8],
    pos: usize,
    problem: &'a str,
}

/// A refusal: the one line printed on standard error.
pub type Refusal = String;

impl<'a> Tokens<'a> {
    /// Tokens of `data` for `problem`.
    pub fn new(problem: &'a str, data: &'a [u8]) -> Self {
        Tokens {
            data,
            pos: 0,
            problem,
        }
    }

    fn skip_space(&mut self) {
        while let Some(&b) = self.data.get(self.pos) {
            if !b.is_ascii_whitespace() {
                break;
            }
            self.pos += 1;
        }
    }

    /// The next token and where it starts, or None at the end of input (its line is counted
    /// only for a refusal: counting it per token would make reading quadratic).
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        self.skip_space();
        if self.pos >= self.data.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.data.len() && !self.data[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((&self.data[start..self.pos], start))
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos >= self.data.len()
    }

    /// The 1-based line of byte `pos`.
    fn line_at(&self, pos: usize) -> usize {
        1 + self.data[..pos.min(self.data.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    /// A refusal naming the problem, a line and what was wrong.
    pub fn refuse(&self, line: usize, what: &str) -> Refusal {
        format!("grundy judge {}: line {line}: {what}", self.problem)
    }

    /// The next token as an unsigned integer in lo..=hi; `what` names it ("a_3", "n").
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Refusal> {
        if let Some(v) = self.fast_u64(lo, hi) {
            return Ok(v);
        }
        self.u64_named(&|| what.to_string(), lo, hi)
    }

    /// Item `index` (1-based) of a list named `prefix` ("a" gives "a_3"); the name is only
    /// formatted for a refusal, since lists run to 10^7 items.
    pub fn u64_item(&mut self, prefix: &str, index: u64, lo: u64, hi: u64) -> Result<u64, Refusal> {
        if let Some(v) = self.fast_u64(lo, hi) {
            return Ok(v);
        }
        self.u64_named(&|| format!("{prefix}_{index}"), lo, hi)
    }

    /// Signed item `index` (1-based) of a list named `prefix`.
    pub fn i64_item(&mut self, prefix: &str, index: u64) -> Result<i64, Refusal> {
        if let Some(v) = self.fast_i64() {
            return Ok(v);
        }
        self.i64_named(&|| format!("{prefix}_{index}"))
    }

    fn u64_named(&mut self, name: &dyn Fn() -> String, lo: u64, hi: u64) -> Result<u64, Refusal> {
        let before = self.pos;
        let Some((tok, at)) = self.next_token() else {
            return Err(self.refuse(
                self.line_at(before),
                &format!(
                    "input ends where {} was expected (an integer from {lo} to {hi})",
                    name()
                ),
            ));
        };
        match parse_unsigned(tok) {
            Some(v) if v >= lo && v <= hi => Ok(v),
            _ => Err(self.refuse(
                self.line_at(at),
                &format!(
                    "token '{}' for {}: expected an integer from {lo} to {hi}",
                    grundy_core::text::shown_bytes(tok),
                    name()
                ),
            )),
        }
    }

    /// The next token as a signed 64-bit integer (only the tests read one without an index).
    #[cfg(test)]
    pub fn i64_any(&mut self, what: &str) -> Result<i64, Refusal> {
        self.i64_named(&|| what.to_string())
    }

    fn i64_named(&mut self, name: &dyn Fn() -> String) -> Result<i64, Refusal> {
        let before = self.pos;
        let Some((tok, at)) = self.next_token() else {
            return Err(self.refuse(
                self.line_at(before),
                &format!(
                    "input ends where {} was expected (a signed 64-bit integer)",
                    name()
                ),
            ));
        };
        let (negative, digits) = match tok.first() {
            Some(b'-') => (true, &tok[1..]),
            Some(b'+') => (false, &tok[1..]),
            _ => (false, tok),
        };
        // The magnitude may reach 2^63 for a negative number, so it is parsed as u64 first.
        let value = parse_digits(digits).and_then(|m| {
            if negative {
                0i64.checked_sub_unsigned(m)
                    .or((m == 1 << 63).then_some(i64::MIN))
            } else {
                i64::try_from(m).ok()
            }
        });
        value.ok_or_else(|| {
            self.refuse(
                self.line_at(at),
                &format!(
                    "token '{}' for {}: expected a signed 64-bit integer",
                    grundy_core::text::shown_bytes(tok),
                    name()
                ),
            )
        })
    }

    /// The next token as text and its line; `what` names it for the refusal at the end of input.
    pub fn word(&mut self, what: &str, expected: &str) -> Result<(String, usize), Refusal> {
        let line = self.line();
        match self.next_token() {
            Some((tok, at)) => Ok((String::from_utf8_lossy(tok).into_owned(), self.line_at(at))),
            None => Err(self.refuse(
                line,
                &format!("input ends where {what} was expected ({expected})"),
            )),
        }
    }

    /// Refuses any token left after the expected input.
    pub fn finish(&mut self) -> Result<(), Refusal> {
        match self.next_token() {
            None => Ok(()),
            Some((tok, at)) => Err(self.refuse(
                self.line_at(at),
                &format!(
                    "extra token '{}' after the expected input",
                    grundy_core::text::shown_bytes(tok)
                ),
            )),
        }
    }

    /// The line of the next token (or of the end).
    pub fn line(&mut self) -> usize {
        self.skip_space();
        self.line_at(self.pos)
    }

    /// One pass over the next token's digits (up to 20, so any u64): the first 19 cannot
    /// overflow, a 20th is added with an overflow check. None when no digit starts here.
    #[inline]
    fn digits_at(data: &[u8], start: usize) -> Option<(u64, usize)> {
        let mut end = start;
        let mut v: u64 = 0;
        while let Some(&b) = data.get(end) {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            if end - start == 19 {
                v = v.checked_mul(10)?.checked_add(u64::from(d))?;
                end += 1;
                break;
            }
            v = v * 10 + u64::from(d);
            end += 1;
        }
        (end > start).then_some((v, end))
    }

    /// One pass over the next token when it is plain: digits of a u64 followed by whitespace
    /// or the end, within lo..=hi. None leaves the position where it was, for the careful path
    /// to read, place and name the token.
    #[inline]
    fn fast_u64(&mut self, lo: u64, hi: u64) -> Option<u64> {
        let before = self.pos;
        self.skip_space();
        let data = self.data;
        match Self::digits_at(data, self.pos) {
            Some((v, end))
                if data.get(end).is_none_or(u8::is_ascii_whitespace) && v >= lo && v <= hi =>
            {
                self.pos = end;
                Some(v)
            }
            _ => {
                self.pos = before;
                None
            }
        }
    }

    /// [`Self::fast_u64`] for a signed value: an optional '-' and the digits of a magnitude up
    /// to 2^63 − 1 (2^63 when negative).
    #[inline]
    fn fast_i64(&mut self) -> Option<i64> {
        let before = self.pos;
        self.skip_space();
        let data = self.data;
        let negative = data.get(self.pos) == Some(&b'-');
        let parsed = Self::digits_at(data, self.pos + usize::from(negative));
        let value = match parsed {
            Some((m, end)) if data.get(end).is_none_or(u8::is_ascii_whitespace) => {
                let v = if negative {
                    // m = 2^63 is i64::MIN, whose negation wraps to itself.
                    (m <= 1 << 63).then(|| (m as i64).wrapping_neg())
                } else {
                    i64::try_from(m).ok()
                };
                v.map(|v| (v, end))
            }
            _ => None,
        };
        match value {
            Some((v, end)) => {
                self.pos = end;
                Some(v)
            }
            None => {
                self.pos = before;
                None
            }
        }
    }
}

/// Parses decimal digits with an optional leading '+' as u64.
fn parse_unsigned(tok: &[u8]) -> Option<u64> {
    parse_digits(tok.strip_prefix(b"+").unwrap_or(tok))
}

/// Parses decimal digits only as u64; None on anything else or overflow.
fn parse_digits(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 20 {
        return None;
    }
    let mut v: u64 = 0;
    for &b in digits {
        if !b.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(b - b'0'))?;
    }
    Some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_lines_and_refusals() {
        let mut t = Tokens::new("nim", b"2\n 3  x\n");
        assert_eq!(t.u64_in("n", 0, 5), Ok(2));
        assert_eq!(t.u64_in("a_1", 0, 5), Ok(3));
        assert_eq!(
            t.u64_in("a_2", 0, 5).unwrap_err(),
            "grundy judge nim: line 2: token 'x' for a_2: expected an integer from 0 to 5"
        );
        let mut t = Tokens::new("nim", b"18446744073709551616 -1 18446744073709551615");
        assert!(t.u64_in("a", 0, u64::MAX).is_err());
        assert!(t.u64_in("a", 0, u64::MAX).is_err());
        assert_eq!(t.u64_in("a", 0, u64::MAX), Ok(u64::MAX));
        assert!(t.at_end());
        let mut t = Tokens::new("majority", b"-9223372036854775808 9223372036854775808");
        assert_eq!(t.i64_any("v_1"), Ok(i64::MIN));
        assert!(t.i64_any("v_2").is_err());
        assert!(t.i64_any("v_3").unwrap_err().contains("input ends"));
        let mut t = Tokens::new("majority", b"-0 +5 --1 -9223372036854775809 - +-1 ++5");
        assert_eq!(t.i64_item("v", 1), Ok(0));
        assert_eq!(t.i64_item("v", 2), Ok(5));
        assert_eq!(
            t.i64_item("v", 3).unwrap_err(),
            "grundy judge majority: line 1: token '--1' for v_3: expected a signed 64-bit integer"
        );
        assert!(t.i64_item("v", 4).is_err());
        assert!(t.i64_item("v", 5).is_err());
        assert!(t.i64_item("v", 6).is_err());
        assert!(t.i64_item("v", 7).is_err());
        // The one-pass readers take every 19- and 20-digit value and stop at the edges.
        let mut t = Tokens::new(
            "nim",
            b"18446744073709551615 18446744073709551616 99999999999999999999 1000000000000000000",
        );
        assert_eq!(t.u64_item("a", 1, 0, u64::MAX), Ok(u64::MAX));
        assert!(t.u64_item("a", 2, 0, u64::MAX).is_err());
        assert!(t.u64_item("a", 3, 0, u64::MAX).is_err());
        assert_eq!(t.u64_item("a", 4, 0, u64::MAX), Ok(10u64.pow(18)));
        let mut t = Tokens::new(
            "majority",
            b"-9223372036854775808 9223372036854775807 -2305843009213693952 9223372036854775808",
        );
        assert_eq!(t.i64_item("v", 1), Ok(i64::MIN));
        assert_eq!(t.i64_item("v", 2), Ok(i64::MAX));
        assert_eq!(t.i64_item("v", 3), Ok(-(1 << 61)));
        assert!(t.i64_item("v", 4).unwrap_err().contains("v_4"));
        // The one-pass readers and the careful one agree on where tokens end and on lines.
        let mut t = Tokens::new("nim", b"12 -3 0099\n\n 5x 7");
        assert_eq!(t.u64_in("a", 0, 100), Ok(12));
        assert_eq!(t.i64_item("v", 1), Ok(-3));
        assert_eq!(t.u64_in("a", 0, 100), Ok(99));
        assert_eq!(
            t.u64_in("a", 0, 100).unwrap_err(),
            "grundy judge nim: line 3: token '5x' for a: expected an integer from 0 to 100"
        );
        assert_eq!(
            t.u64_in("a", 0, 5).unwrap_err().split(':').nth(1),
            Some(" line 3")
        );
        let mut t = Tokens::new("nim", b"1\n\n");
        assert_eq!(t.u64_in("n", 0, 5), Ok(1));
        assert!(t
            .u64_in("a_1", 0, 5)
            .unwrap_err()
            .contains("line 1: input ends"));
    }
}
