//! A whitespace tokenizer over the whole input that remembers line numbers, so every refusal
//! can name the line and the token and say what was expected.

/// Reads tokens of one problem's input; errors are single lines naming the problem.
pub struct Tokens<'a> {
    data: &'a [u8],
    pos: usize,
    line: usize,
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
            line: 1,
            problem,
        }
    }

    fn skip_space(&mut self) {
        while self.pos < self.data.len() && self.data[self.pos].is_ascii_whitespace() {
            if self.data[self.pos] == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
    }

    /// The next token and its line, or None at the end of input.
    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        self.skip_space();
        if self.pos >= self.data.len() {
            return None;
        }
        let start = self.pos;
        while self.pos < self.data.len() && !self.data[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        Some((&self.data[start..self.pos], self.line))
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos >= self.data.len()
    }

    /// A refusal naming the problem, a line and what was wrong.
    pub fn refuse(&self, line: usize, what: &str) -> Refusal {
        format!("grundy judge {}: line {line}: {what}", self.problem)
    }

    /// The next token as an unsigned integer in lo..=hi; `what` names it ("a_3", "n").
    pub fn u64_in(&mut self, what: &str, lo: u64, hi: u64) -> Result<u64, Refusal> {
        self.u64_named(&|| what.to_string(), lo, hi)
    }

    /// Item `index` (1-based) of a list named `prefix` ("a" gives "a_3"); the name is only
    /// formatted for a refusal, since lists run to 10^7 items.
    pub fn u64_item(&mut self, prefix: &str, index: u64, lo: u64, hi: u64) -> Result<u64, Refusal> {
        self.u64_named(&|| format!("{prefix}_{index}"), lo, hi)
    }

    /// Signed item `index` (1-based) of a list named `prefix`.
    pub fn i64_item(&mut self, prefix: &str, index: u64) -> Result<i64, Refusal> {
        self.i64_named(&|| format!("{prefix}_{index}"))
    }

    fn u64_named(&mut self, name: &dyn Fn() -> String, lo: u64, hi: u64) -> Result<u64, Refusal> {
        let line = self.line;
        let Some((tok, line)) = self.next_token() else {
            return Err(self.refuse(
                line,
                &format!(
                    "input ends where {} was expected (an integer from {lo} to {hi})",
                    name()
                ),
            ));
        };
        match parse_unsigned(tok) {
            Some(v) if v >= lo && v <= hi => Ok(v),
            _ => Err(self.refuse(
                line,
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
        let line = self.line;
        let Some((tok, line)) = self.next_token() else {
            return Err(self.refuse(
                line,
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
                line,
                &format!(
                    "token '{}' for {}: expected a signed 64-bit integer",
                    grundy_core::text::shown_bytes(tok),
                    name()
                ),
            )
        })
    }

    /// Refuses any token left after the expected input.
    pub fn finish(&mut self) -> Result<(), Refusal> {
        match self.next_token() {
            None => Ok(()),
            Some((tok, line)) => Err(self.refuse(
                line,
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
        self.line
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
    }
}
