//! Fuzzing every judge reader, run by every `cargo test` with the CI budget (see
//! grundy_lessons::fuzz): random token streams and mutations of valid random instances of each
//! problem (tokens dropped, doubled, swapped, replaced by huge, negative or non-numeric values,
//! odd whitespace, the input cut short). Every input is answered or refused, never a panic; an
//! answer is whole lines of bounded size; a refusal is the one exit-2 line naming the problem,
//! the line, the token and what was expected.

use super::super::{run as judge, PROBLEMS};
use grundy_core::rng::Rng;
use grundy_lessons::fuzz::{self, join_tokens, mutate_tokens, one_line, random_tokens};

/// Inputs per CI run for all the problems together.
const CASES: u64 = 6000;

/// A judge input and its problem.
#[derive(Debug)]
struct Case {
    problem: &'static str,
    input: String,
}

fn nums(rng: &mut Rng, count: u64, lo: u64, hi: u64) -> Vec<String> {
    (0..count).map(|_| rng.range(lo, hi).to_string()).collect()
}

/// A valid (or nearly valid: a tree of mixed leaf parity, a set with a size twice) small
/// instance of `problem`, as tokens.
fn instance(rng: &mut Rng, problem: &str) -> Vec<String> {
    let mut t = Vec::new();
    let list = |rng: &mut Rng, t: &mut Vec<String>, min: u64, max: u64, lo: u64, hi: u64| {
        let n = rng.range(min, max);
        t.push(n.to_string());
        t.extend(nums(rng, n, lo, hi));
    };
    match problem {
        "nim" | "staircase-nim" => list(rng, &mut t, 0, 6, 0, 30),
        "nim-move" => list(rng, &mut t, 1, 6, 0, 30),
        "split-nim" => list(rng, &mut t, 0, 5, 0, 40),
        "misere-nim" | "end-piles" => {
            let blocks = rng.range(0, 3);
            t.push(blocks.to_string());
            for _ in 0..blocks {
                list(rng, &mut t, 1, 5, 1, 20);
            }
        }
        "bounded-nim" => {
            let n = rng.range(0, 5);
            t.extend([n.to_string(), rng.range(1, 5).to_string()]);
            t.extend(nums(rng, n, 0, 30));
        }
        "set-nim" => {
            list(rng, &mut t, 1, 4, 1, 9);
            list(rng, &mut t, 0, 4, 0, 40);
        }
        "graph-sum" => {
            // Edges go from a smaller vertex to a larger one: acyclic.
            let n = rng.range(1, 7);
            let m = if n > 1 { rng.range(0, 8) } else { 0 };
            let k = rng.range(0, 4);
            t.extend([n.to_string(), m.to_string(), k.to_string()]);
            for _ in 0..m {
                let x = rng.range(1, n - 1);
                t.extend([x.to_string(), rng.range(x + 1, n).to_string()]);
            }
            t.extend(nums(rng, k, 1, n));
        }
        "wythoff" => t.extend(nums(rng, 2, 0, 1000)),
        "cutting" => {
            for _ in 0..rng.range(0, 4) {
                t.extend(nums(rng, 2, 2, 12));
            }
        }
        "apple-tree" => {
            let n = rng.range(1, 7);
            t.push(n.to_string());
            t.extend(nums(rng, n, 0, 9));
            for i in 2..=n {
                t.push(rng.range(1, i - 1).to_string());
            }
        }
        "flip-multiples" => {
            let n = rng.range(1, 40);
            let q = rng.range(0, 3);
            t.extend([n.to_string(), q.to_string()]);
            for _ in 0..q {
                let mut cells: Vec<u64> = (1..=n).filter(|_| rng.chance(1, 4)).collect();
                cells.truncate(6);
                t.push(cells.len().to_string());
                t.extend(cells.iter().map(u64::to_string));
            }
        }
        "ie-divisible" => {
            t.push(rng.range(1, 1000).to_string());
            list(rng, &mut t, 0, 5, 1, 30);
        }
        "octal" => {
            let digits: String = (0..rng.range(1, 4))
                .map(|_| char::from(b'0' + rng.below(8) as u8))
                .collect();
            t.extend([format!("0.{digits}"), rng.range(1, 80).to_string()]);
        }
        "grundy-game" => t.push(rng.range(1, 200).to_string()),
        "hackenbush" => {
            let m = rng.range(0, 8);
            t.push(m.to_string());
            t.extend(nums(rng, 2 * m, 0, 6));
        }
        "majority" => {
            let n = rng.range(0, 7);
            t.push(n.to_string());
            t.extend((0..n).map(|_| (rng.below(5) as i64 - 2).to_string()));
        }
        _ => {}
    }
    t
}

fn case(rng: &mut Rng) -> Case {
    let problem = rng.pick(PROBLEMS).map_or("nim", |p| p.name);
    let tokens = match rng.below(8) {
        0 => random_tokens(rng, 24),
        1 | 2 => instance(rng, problem),
        _ => {
            let valid = instance(rng, problem);
            mutate_tokens(rng, &valid)
        }
    };
    // An octal table of N up to 10^5 can take seconds for chaotic codes (docs/benchmarks.md):
    // values the judge accepts stay small, so each case is cheap; larger ones are refused.
    let tokens: Vec<String> = tokens
        .into_iter()
        .map(|t| match t.parse::<u64>() {
            Ok(v) if problem == "octal" && (2000..=100_000).contains(&v) => "2000".to_string(),
            _ => t,
        })
        .collect();
    let mut input = join_tokens(rng, &tokens);
    if rng.chance(1, 20) {
        input = fuzz::mutate_text(rng, &input);
    }
    Case { problem, input }
}

/// Checks a refusal's format: `grundy judge PROBLEM: line L: …` on one line, naming the
/// token or the end of input, and what was expected.
pub fn check_refusal(problem: &str, refusal: &str) -> Result<(), String> {
    one_line("refusal", refusal)?;
    let head = format!("grundy judge {problem}: line ");
    let rest = refusal
        .strip_prefix(&head)
        .ok_or_else(|| format!("refusal without {head:?}: {refusal:?}"))?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let what = rest[digits..]
        .strip_prefix(": ")
        .filter(|_| digits > 0)
        .ok_or_else(|| format!("refusal without its line number: {refusal:?}"))?;
    // Every refusal says what was expected; one about a token quotes it.
    let about_token = what.starts_with("token") || what.starts_with("extra token");
    if !what.contains("expected") || (about_token && !what.contains('\'')) {
        return Err(format!(
            "refusal naming no token and expectation: {refusal:?}"
        ));
    }
    Ok(())
}

#[test]
fn fuzz_judge_readers() {
    fuzz::run("judge", CASES, case, |c| {
        match judge(c.problem, c.input.as_bytes()) {
            Ok(out) => {
                // Answers are whole lines (none for zero queries), bounded in size.
                if !(out.is_empty() || out.ends_with('\n')) || out.len() > 1_000_000 {
                    return Err(format!("answer of {} bytes: {:?}", out.len(), out));
                }
                Ok(())
            }
            Err(refusal) => check_refusal(c.problem, &refusal),
        }
    });
}

#[test]
fn every_problem_has_a_valid_instance_that_is_answered() {
    let mut rng = Rng::new(fuzz::CI_SEED);
    for p in PROBLEMS.iter().map(|p| p.name) {
        let tokens = instance(&mut rng, p);
        let input = join_tokens(&mut rng, &tokens);
        if p == "apple-tree" || p == "set-nim" {
            // These may be refused by design (leaf parity, a size twice).
            if let Err(e) = judge(p, input.as_bytes()) {
                check_refusal(p, &e).unwrap_or_else(|why| panic!("{p}: {why}"));
            }
            continue;
        }
        assert!(judge(p, input.as_bytes()).is_ok(), "{p}: {input:?}");
    }
}
