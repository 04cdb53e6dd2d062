//! `grundy judge PROBLEM`: the formats of docs/judge.md. Each problem reads its
//! whole input into validated values first (refusing with exit status 2 and one line on
//! standard error naming the line, the token and what was expected), then asks the core.
//! Nothing is printed until the whole input has been accepted, so there are no partial answers.
//! `graph-sum` streams standard input through the core's reader instead (its text is the
//! largest thing it would keep) and XORs the tokens' values as they come; it too answers only
//! once all of it is accepted.

mod octal;

pub use octal::answer as octal_answer;

use crate::tokens::{Refusal, Tokens};
use grundy_core::games::{
    apple_tree, cutting, end_piles, flip_multiples, graph, grundy_game, hackenbush, nim, split,
    staircase, subtraction, wythoff,
};
use grundy_core::{ie, majority};

/// One judge problem: its name on the command line and how it is solved.
pub struct Problem {
    /// The name, as accepted on the command line.
    pub name: &'static str,
    solve: Solve,
}

/// How a problem reads its input.
enum Solve {
    /// Token by token; the input must end after the last token read.
    Tokens(fn(&mut Tokens) -> Result<String, Refusal>),
    /// Streamed through its own reader (the text is the largest thing it would keep).
    Stream(fn(&mut dyn std::io::Read) -> Result<String, Refusal>),
}

/// Every problem, in the order the usage lists them: the one list the command line's
/// dispatch, `grundy list` and the usage text are made from.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "nim",
        solve: Solve::Tokens(solve_nim),
    },
    Problem {
        name: "nim-move",
        solve: Solve::Tokens(solve_nim_move),
    },
    Problem {
        name: "misere-nim",
        solve: Solve::Tokens(solve_misere_nim),
    },
    Problem {
        name: "bounded-nim",
        solve: Solve::Tokens(solve_bounded_nim),
    },
    Problem {
        name: "staircase-nim",
        solve: Solve::Tokens(solve_staircase_nim),
    },
    Problem {
        name: "set-nim",
        solve: Solve::Tokens(solve_set_nim),
    },
    Problem {
        name: "split-nim",
        solve: Solve::Tokens(solve_split_nim),
    },
    Problem {
        name: "graph-sum",
        solve: Solve::Stream(|src| graph_sum(src)),
    },
    Problem {
        name: "wythoff",
        solve: Solve::Tokens(solve_wythoff),
    },
    Problem {
        name: "cutting",
        solve: Solve::Tokens(solve_cutting),
    },
    Problem {
        name: "end-piles",
        solve: Solve::Tokens(solve_end_piles),
    },
    Problem {
        name: "apple-tree",
        solve: Solve::Tokens(solve_apple_tree),
    },
    Problem {
        name: "flip-multiples",
        solve: Solve::Tokens(solve_flip_multiples),
    },
    Problem {
        name: "ie-divisible",
        solve: Solve::Tokens(solve_ie_divisible),
    },
    Problem {
        name: "octal",
        solve: Solve::Tokens(octal::solve),
    },
    Problem {
        name: "grundy-game",
        solve: Solve::Tokens(solve_grundy_game),
    },
    Problem {
        name: "hackenbush",
        solve: Solve::Tokens(solve_hackenbush),
    },
    Problem {
        name: "majority",
        solve: Solve::Tokens(solve_majority),
    },
];

const TWO_63: u64 = (1 << 63) - 1;

/// The problem called `name`.
pub fn problem(name: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.name == name)
}

impl Problem {
    /// Whether the problem streams its input (the command line then hands it standard input
    /// itself, through [`Problem::solve_stream`], instead of reading it whole first).
    pub fn streams(&self) -> bool {
        matches!(self.solve, Solve::Stream(_))
    }

    /// Solves a streamed problem from `src`; a problem read token by token reads it whole.
    pub fn solve_stream(&self, src: &mut dyn std::io::Read) -> Result<String, Refusal> {
        match self.solve {
            Solve::Stream(solve) => solve(src),
            Solve::Tokens(_) => {
                let mut input = Vec::new();
                src.read_to_end(&mut input).map_err(|e| {
                    format!(
                        "grundy judge {}: cannot read standard input: {e}",
                        self.name
                    )
                })?;
                run(self.name, &input)
            }
        }
    }
}

/// The usage text's list of problems, wrapped as the usage's other lines are.
pub fn usage_list() -> String {
    const WIDTH: usize = 90;
    let mut text = String::from("problems:");
    let mut line = text.len();
    for p in PROBLEMS {
        if line + 1 + p.name.len() > WIDTH {
            text.push_str("\n         ");
            line = 9;
        }
        text.push(' ');
        text.push_str(p.name);
        line += 1 + p.name.len();
    }
    text.push('\n');
    text
}

/// Solves `problem` on `input`; the answer text, or the refusal line.
pub fn run(problem_name: &str, input: &[u8]) -> Result<String, Refusal> {
    let Some(problem) = problem(problem_name) else {
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        return Err(format!(
            "grundy judge: unknown problem '{}' (problems: {})",
            grundy_core::text::shown(problem_name),
            names.join(", ")
        ));
    };
    match problem.solve {
        Solve::Stream(solve) => solve(&mut &input[..]),
        Solve::Tokens(solve) => {
            let mut t = Tokens::new(problem.name, input);
            let answer = solve(&mut t)?;
            t.finish()?;
            Ok(answer)
        }
    }
}

fn solve_nim(t: &mut Tokens) -> Result<String, Refusal> {
    let piles = read_list(t, "n", 1_000_000, "a", 0, TWO_63)?;
    yes_no(nim::first_wins(&piles))
}

fn solve_nim_move(t: &mut Tokens) -> Result<String, Refusal> {
    let piles = read_list_min(t, "k", 1, 500_000, "a", 0, u64::MAX)?;
    t.finish()?;
    Ok(match nim::winning_moves(&piles).first() {
        None => "lose\n".to_string(),
        Some(m) => {
            let after = m.apply(&piles);
            let mut s = format!("{} {}\n", m.take, m.pile + 1);
            s.push_str(&join(&after));
            s.push('\n');
            s
        }
    })
}

fn solve_misere_nim(t: &mut Tokens) -> Result<String, Refusal> {
    let blocks = t.u64_in("T", 0, 1_000_000)?;
    let mut out = String::new();
    for _ in 0..blocks {
        let piles = read_list(t, "n", 1_000_000, "a", 0, u64::MAX)?;
        out.push_str(if nim::misere_first_wins(&piles) {
            "John\n"
        } else {
            "Brother\n"
        });
    }
    Ok(out)
}

fn solve_bounded_nim(t: &mut Tokens) -> Result<String, Refusal> {
    let n = t.u64_in("n", 0, 1_000_000)?;
    let k = t.u64_in("k", 1, u64::MAX)?;
    let piles = read_n(t, n, "a", 0, u64::MAX)?;
    yes_no(nim::bounded_first_wins(&piles, k))
}

fn solve_staircase_nim(t: &mut Tokens) -> Result<String, Refusal> {
    let steps = read_list(t, "n", 1_000_000, "a", 0, u64::MAX)?;
    yes_no(staircase::first_wins(&steps))
}

fn solve_set_nim(t: &mut Tokens) -> Result<String, Refusal> {
    let sizes = read_list_min(t, "k", 1, 100, "s", 1, 1_000_000)?;
    let piles = read_list(t, "n", 100, "h", 0, 1_000_000)?;
    // k ≤ 100 distinct positive sizes always make a valid set.
    let set = subtraction::SubtractionSet::new(&sizes)
        .map_err(|e| t.refuse(1, &format!("invalid move set: {e:?}")))?;
    let max = piles.iter().copied().max().unwrap_or(0) as usize;
    let table = subtraction::sg_table(&set, max);
    yes_no(subtraction::nim_sum(&table, &piles) != 0)
}

fn solve_split_nim(t: &mut Tokens) -> Result<String, Refusal> {
    let piles = read_list(t, "n", 100, "a", 0, 10_000)?;
    yes_no(split::nim_sum(&piles) != 0)
}

fn solve_wythoff(t: &mut Tokens) -> Result<String, Refusal> {
    let a = t.u64_in("a", 0, 1_000_000_000_000_000_000)?;
    let b = t.u64_in("b", 0, 1_000_000_000_000_000_000)?;
    t.finish()?;
    Ok(format!("{}\n", u8::from(wythoff::first_wins(a, b))))
}

fn solve_cutting(t: &mut Tokens) -> Result<String, Refusal> {
    let mut sheets = Vec::new();
    while !t.at_end() {
        let w = t.u64_in("w", 2, 200)? as usize;
        let h = t.u64_in("h", 2, 200)? as usize;
        sheets.push((w, h));
    }
    let max_w = sheets.iter().map(|s| s.0).max().unwrap_or(2);
    let max_h = sheets.iter().map(|s| s.1).max().unwrap_or(2);
    let table = cutting::sg_table(max_w, max_h);
    Ok(sheets
        .iter()
        .map(|&s| {
            if cutting::first_wins(&table, &[s]) {
                "WIN\n"
            } else {
                "LOSE\n"
            }
        })
        .collect())
}

fn solve_end_piles(t: &mut Tokens) -> Result<String, Refusal> {
    let blocks = t.u64_in("T", 0, 1_000_000)?;
    let mut rows = Vec::new();
    for _ in 0..blocks {
        rows.push(read_list_min(t, "n", 1, 1000, "a", 1, 1_000_000_000)?);
    }
    Ok(rows
        .iter()
        .map(|r| {
            if end_piles::first_wins(r) {
                "1\n"
            } else {
                "0\n"
            }
        })
        .collect())
}

fn solve_ie_divisible(t: &mut Tokens) -> Result<String, Refusal> {
    let n = t.u64_in("n", 1, 1_000_000_000_000_000_000)?;
    let m = t.u64_in("m", 0, ie::MAX_DIVISORS as u64)?;
    let ds = read_n(t, m, "d", 1, 1_000_000_000_000_000_000)?;
    Ok(format!("{}\n", ie::count(n, &ds)))
}

/// Grundy's game: `N`, then G(0) … G(N−1).
fn solve_grundy_game(t: &mut Tokens) -> Result<String, Refusal> {
    let n = t.u64_in("N", 1, grundy_game::MAX_N as u64)? as usize;
    let values: Vec<u64> = grundy_game::table(n).into_iter().map(u64::from).collect();
    Ok(format!("{}\n", join(&values)))
}

/// Green Hackenbush: `m`, then m edges `a b` (vertex 0 the ground, `a a` a loop).
fn solve_hackenbush(t: &mut Tokens) -> Result<String, Refusal> {
    let m = t.u64_in("m", 0, 200_000)?;
    let cap = u64::from(hackenbush::MAX_VERTEX);
    let mut edges = Vec::with_capacity(m as usize);
    for i in 1..=m {
        // Both are at most MAX_VERTEX, a u32.
        let a = t.u64_item("a", i, 0, cap)? as u32;
        let b = t.u64_item("b", i, 0, cap)? as u32;
        edges.push((a, b));
    }
    Ok(format!("{}\n", hackenbush::value(&edges)))
}

fn solve_majority(t: &mut Tokens) -> Result<String, Refusal> {
    let n = t.u64_in("n", 0, 10_000_000)?;
    let mut values = Vec::with_capacity(n as usize);
    for i in 0..n {
        values.push(t.i64_item("v", i + 1)?);
    }
    Ok(match majority::majority(&values) {
        Some(v) => format!("{v}\n"),
        None => "none\n".to_string(),
    })
}

fn yes_no(first_wins: bool) -> Result<String, Refusal> {
    Ok(if first_wins { "Yes\n" } else { "No\n" }.to_string())
}

/// The values separated by spaces, written digit by digit (the formatter's machinery costs
/// more than the digits for half a million numbers).
fn join(values: &[u64]) -> String {
    let mut s = Vec::with_capacity(values.len() * 21);
    let mut digits = [0u8; 20];
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            s.push(b' ');
        }
        let (mut v, mut len) = (v, 0);
        loop {
            digits[len] = b'0' + (v % 10) as u8;
            len += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        s.extend(digits[..len].iter().rev());
    }
    // Only ASCII digits and spaces were written.
    String::from_utf8(s).unwrap_or_default()
}

fn read_n(t: &mut Tokens, n: u64, item: &str, lo: u64, hi: u64) -> Result<Vec<u64>, Refusal> {
    let mut v = Vec::with_capacity(n.min(1 << 20) as usize);
    for i in 0..n {
        v.push(t.u64_item(item, i + 1, lo, hi)?);
    }
    Ok(v)
}

fn read_list(
    t: &mut Tokens,
    count: &str,
    max: u64,
    item: &str,
    lo: u64,
    hi: u64,
) -> Result<Vec<u64>, Refusal> {
    read_list_min(t, count, 0, max, item, lo, hi)
}

fn read_list_min(
    t: &mut Tokens,
    count: &str,
    min: u64,
    max: u64,
    item: &str,
    lo: u64,
    hi: u64,
) -> Result<Vec<u64>, Refusal> {
    let n = t.u64_in(count, min, max)?;
    read_n(t, n, item, lo, hi)
}

/// The graph-sum format is parsed and solved by the core, streaming from `src` (the same
/// reader as the lesson's pasted input): its text is never held whole.
pub fn graph_sum(src: impl std::io::Read) -> Result<String, Refusal> {
    use graph::judge::{Error, Item, Verdict};
    let refuse = |line: usize, what: &str| format!("grundy judge graph-sum: line {line}: {what}");
    let name = |item: Item| match item {
        Item::N => "n".to_string(),
        Item::M => "m".to_string(),
        Item::K => "k".to_string(),
        Item::EdgeX(i) => format!("x of edge {i}"),
        Item::EdgeY(i) => format!("y of edge {i}"),
        Item::Token(i) => format!("token_{i}"),
    };
    let limits = graph::judge::Limits {
        max_n: 100_000,
        max_m: 200_000,
        min_k: 0,
        max_k: 100_000,
    };
    let verdict = graph::judge::judge(src, &limits)
        .map_err(|e| format!("grundy judge graph-sum: cannot read standard input: {e}"))?
        .map_err(|e| match e {
            Error::Ends { line, item, lo, hi } => refuse(
                line,
                &format!(
                    "input ends where {} was expected (an integer from {lo} to {hi})",
                    name(item)
                ),
            ),
            Error::Bad {
                line,
                item,
                lo,
                hi,
                token,
            } => refuse(
                line,
                &format!(
                    "token '{}' for {}: expected an integer from {lo} to {hi}",
                    grundy_core::text::shown(&token),
                    name(item)
                ),
            ),
            Error::Extra { line, token } => refuse(
                line,
                &format!(
                    "extra token '{}' after the expected input",
                    grundy_core::text::shown(&token)
                ),
            ),
        })?;
    let (n, edges, line) = match verdict {
        Verdict::NimSum(x) => return Ok(if x != 0 { "win\n" } else { "lose\n" }.to_string()),
        Verdict::Cyclic {
            n,
            edges,
            edges_line,
        } => (n, edges, edges_line),
    };
    // Only a refused graph builds the `Dag` that names its cycle.
    let edges: Vec<(usize, usize)> = edges
        .into_iter()
        .map(|(x, y)| (x as usize, y as usize))
        .collect();
    Err(match graph::Dag::new(n, &edges) {
        Err(graph::GraphError::Cycle(c)) => {
            let names = graph::cycle_text(&c, " -> ");
            refuse(
                line,
                &format!("the edges form a cycle {names}; expected a directed acyclic graph"),
            )
        }
        Err(graph::GraphError::VertexOutOfRange(i, v)) => refuse(
            line,
            &format!("edge {} names vertex {}; expected 1..{n}", i + 1, v + 1),
        ),
        // The search found a cycle, so `Dag::new` does too.
        Ok(_) => refuse(
            line,
            "the edges form a cycle; expected a directed acyclic graph",
        ),
    })
}

fn solve_apple_tree(t: &mut Tokens) -> Result<String, Refusal> {
    let n = t.u64_in("n", 1, 100_000)?;
    let apples = read_n(t, n, "a", 0, 10_000_000)?;
    let line = t.line();
    let parents: Vec<usize> = read_n(t, n - 1, "p", 1, n)?
        .into_iter()
        .map(|p| p as usize - 1)
        .collect();
    let tree = apple_tree::AppleTree::new(&parents).map_err(|e| {
        let why = match e {
            apple_tree::TreeError::ParentOutOfRange { node, parent } => format!("node {} has parent {}; expected another node of 1..{n}", node + 1, parent + 1),
            apple_tree::TreeError::NotConnected(v) => format!("node {} is not connected to the root 1 (its parent links loop); expected a tree", v + 1),
            apple_tree::TreeError::MixedLeafParity { even_leaf, odd_leaf } => format!(
                "leaves {} and {} lie at depths of different parity; expected all root-to-leaf paths to have the same length parity",
                even_leaf + 1,
                odd_leaf + 1
            ),
        };
        t.refuse(line, &why)
    })?;
    Ok(format!("{}\n", tree.winning_swaps(&apples)))
}

fn solve_flip_multiples(t: &mut Tokens) -> Result<String, Refusal> {
    let n = t.u64_in("n", 1, 1_000_000_000)?;
    let q = t.u64_in("q", 0, 100)?;
    let mut queries = Vec::new();
    for i in 0..q {
        let line = t.line();
        let w = t.u64_in(&format!("w of query {}", i + 1), 0, 100)?;
        let mut cells = read_n(t, w, "p", 1, n)?;
        cells.sort_unstable();
        if let Some(pair) = cells.windows(2).find(|p| p[0] == p[1]) {
            return Err(t.refuse(
                line,
                &format!(
                    "cell {} is listed twice in query {}; expected distinct white cells",
                    pair[0],
                    i + 1
                ),
            ));
        }
        queries.push(cells);
    }
    // Only the quotients the listed cells need are computed (all of them when a cell is 1).
    let cells: Vec<u64> = queries.iter().flatten().copied().collect();
    let board = flip_multiples::FlipBoard::covering(n, &cells);
    Ok(queries
        .iter()
        .map(|c| if board.first_wins(c) { "Yes\n" } else { "No\n" })
        .collect())
}

#[cfg(test)]
mod tests;
