//! `grundy judge octal`: one line `CODE N`; prints G(0) … G(N−1), then the smallest period the
//! Guy–Smith condition proves within the table (`period P preperiod N0`) or `none`.

use crate::tokens::{Refusal, Tokens};
use grundy_core::games::octal::{naive_table, period, table, Rules, MAX_DIGITS, MAX_N};
use std::fmt::Write;

/// Reads `CODE N` and answers.
pub fn solve(t: &mut Tokens) -> Result<String, Refusal> {
    let (code, line) = t.word("CODE", "an octal code like 0.77")?;
    let rules = Rules::parse_code(&code).map_err(|e| {
        let shown = grundy_core::text::shown(&code);
        // The judge's refusals all say what was expected; the code's own errors say what is
        // wrong ("the code has no digit after '0.'"), not always what was expected.
        let why = e.to_string();
        let expected = if why.contains("expected") {
            String::new()
        } else {
            format!("; expected 0. and 1 to {MAX_DIGITS} octal digits, like 0.77")
        };
        t.refuse(line, &format!("token '{shown}' for CODE: {why}{expected}"))
    })?;
    let n = t.u64_in("N", 1, MAX_N as u64)? as usize;
    t.finish()?;
    Ok(format_answer(&rules, &table(&rules, n)))
}

/// `grundy tabulate CODE N [--naive]`: the same answer from command-line arguments; the
/// error names the bad argument.
pub fn answer(code: &str, n: &str, naive: bool) -> Result<String, String> {
    if code == "grundy" {
        return grundy_answer(n, naive);
    }
    let rules = Rules::parse_code(code)
        .map_err(|e| format!("CODE '{}': {e}", grundy_core::text::shown(code)))?;
    let n = n
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_N).contains(n))
        .ok_or_else(|| format!("N '{n}': expected an integer from 1 to {MAX_N}"))?;
    let values = if naive {
        naive_table(&rules, n)
    } else {
        table(&rules, n)
    };
    Ok(format_answer(&rules, &values))
}

/// `grundy tabulate grundy N`: Grundy's game, which no octal code writes (it splits a heap
/// without taking from it); the values alone, as `grundy judge grundy-game` prints them, since
/// no period is known.
fn grundy_answer(n: &str, naive: bool) -> Result<String, String> {
    use grundy_core::games::grundy_game;
    let n = n
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=grundy_game::MAX_N).contains(n))
        .ok_or_else(|| {
            format!(
                "N '{}': expected an integer from 1 to {}",
                grundy_core::text::shown(n),
                grundy_game::MAX_N
            )
        })?;
    let values = if naive {
        grundy_game::naive_table(n)
    } else {
        grundy_game::table(n)
    };
    let mut out = String::with_capacity(n * 3 + 1);
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{v}");
    }
    out.push('\n');
    Ok(out)
}

fn format_answer(rules: &Rules, values: &[u32]) -> String {
    let n = values.len();
    let mut out = String::with_capacity(n * 3 + 32);
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{v}");
    }
    out.push('\n');
    match rules.period(values) {
        period::Period::Proven {
            period, preperiod, ..
        } => {
            let _ = writeln!(out, "period {period} preperiod {preperiod}");
        }
        _ => out.push_str("none\n"),
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::judge::run;

    fn ok(input: &str) -> String {
        run("octal", input.as_bytes()).unwrap_or_else(|e| panic!("refused: {e}"))
    }

    fn refused(input: &str) -> String {
        run("octal", input.as_bytes()).expect_err("expected a refusal")
    }

    #[test]
    fn sample_and_known_games() {
        assert_eq!(ok("0.3 8\n"), "0 1 0 1 0 1 0 1\nperiod 2 preperiod 0\n");
        let kayles = ok("0.77 200");
        assert!(kayles.starts_with("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 "));
        assert!(kayles.ends_with("\nperiod 12 preperiod 71\n"));
        assert_eq!(kayles.lines().next().unwrap().split(' ').count(), 200);
        assert!(ok("0.77 167").ends_with("\nnone\n"));
        assert!(ok("0.137 100000").ends_with("\nperiod 34 preperiod 52\n"));
        assert!(ok("0.007 3000").ends_with("\nnone\n"));
        assert_eq!(ok("0.0 1"), "0\nnone\n");
        assert_eq!(ok("0.0 2"), "0 0\nperiod 1 preperiod 0\n");
        // 0.4 gives 0 0 0 1: the plain window would "prove" period 1 from three zeros.
        assert_eq!(ok("0.4 3"), "0 0 0\nnone\n");
    }

    #[test]
    fn an_octal_code_refusal_says_what_was_expected() {
        // Found by the fuzz: "0." was refused as "the code has no digit after '0.'", and 21
        // digits as "at most 20 are allowed", without what the judge expected.
        for code in ["0.", "0.777777777777777777777"] {
            let r = refused(&format!("{code} 5"));
            assert!(
                r.ends_with("; expected 0. and 1 to 20 octal digits, like 0.77"),
                "{r}"
            );
        }
        // A message that says it already is not repeated.
        assert_eq!(refused("77 5").matches("expected").count(), 1);
    }

    #[test]
    fn bad_input_is_refused_naming_line_token_and_expectation() {
        assert_eq!(
            refused("0.78 10"),
            "grundy judge octal: line 1: token '0.78' for CODE: digit 2 is 8, octal digits are \
             0–7; expected 0. and 1 to 20 octal digits, like 0.77"
        );
        assert!(refused("77 10").contains("token '77' for CODE: '77' is not an octal code"));
        assert!(refused("").contains("input ends where CODE was expected"));
        assert!(refused("0.7").contains("input ends where N was expected"));
        assert!(refused("0.7 0").contains("token '0' for N: expected an integer from 1 to 100000"));
        assert!(refused("0.7 100001").contains("for N"));
        assert!(refused("0.7 5 6").contains("extra token '6'"));
        assert!(refused("\n0.777777777777777777777 5").contains("line 2: token"));
        assert!(refused("0. 5").contains("no digit"));
        // A huge or hidden code is shown cut and escaped, as every other token is: a
        // 100,000-digit code was echoed whole, and an escape code reached the terminal.
        let huge = refused(&format!("0.{} 5", "7".repeat(100_000)));
        assert!(huge.len() < 300 && huge.contains('…'), "{huge}");
        let word = refused(&format!("{} 5", "x".repeat(100_000)));
        assert!(word.len() < 300, "{word}");
        let hidden = refused("0.7\u{1b}[31m 5");
        assert!(
            !hidden.contains('\u{1b}') && hidden.contains("U+001B"),
            "{hidden}"
        );
    }
}
