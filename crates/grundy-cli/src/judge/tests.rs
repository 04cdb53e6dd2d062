//! Tests of the judge: the one problem list and its usage, every problem's samples and answers,
//! large inputs, and refusals of bad input (one short line naming the line and token).

use super::*;

mod fuzz;

fn ok(problem: &str, input: &str) -> String {
    run(problem, input.as_bytes()).unwrap_or_else(|e| panic!("{problem}: refused: {e}"))
}

#[test]
fn the_usage_dispatch_and_list_come_from_the_one_problem_list() {
    // The usage's problem lines, wrapped as the usage's other lines are.
    assert_eq!(
        usage_list(),
        "problems: nim nim-move misere-nim bounded-nim staircase-nim set-nim split-nim graph-sum\n          wythoff cutting end-piles apple-tree flip-multiples ie-divisible octal\n          grundy-game hackenbush majority\n"
    );
    let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
    let mut distinct = names.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(distinct.len(), names.len(), "{names:?}");
    for name in &names {
        assert!(
            usage_list().split_whitespace().any(|w| w == *name),
            "{name}"
        );
        // Every listed problem is dispatched: its refusals name it, never "unknown".
        let e = run(name, b"x").err().unwrap_or_default();
        assert!(!e.contains("unknown problem"), "{name}: {e}");
        assert_eq!(problem(name).map(|p| p.name), Some(*name));
    }
    let e = run("power-nim-judge", b"").err().unwrap_or_default();
    assert!(
        e.contains("unknown problem") && e.contains(&names.join(", ")),
        "{e}"
    );
    // Only graph-sum streams, and streaming gives the same answer as the whole input.
    let streamed: Vec<&str> = (PROBLEMS.iter().filter(|p| p.streams()))
        .map(|p| p.name)
        .collect();
    assert_eq!(streamed, ["graph-sum"]);
    for p in PROBLEMS {
        let input = if p.name == "graph-sum" {
            "2 1 1\n1 2\n1"
        } else {
            "1 3"
        };
        assert_eq!(
            p.solve_stream(&mut input.as_bytes()),
            run(p.name, input.as_bytes())
        );
    }
}

fn refused(problem: &str, input: &str) -> String {
    run(problem, input.as_bytes()).expect_err("expected a refusal")
}

#[test]
fn samples_from_judge_problems() {
    assert_eq!(ok("nim", "2\n2 3\n"), "Yes\n");
    assert_eq!(ok("nim-move", "3\n3 6 9\n"), "4 3\n3 6 5\n");
    assert_eq!(ok("set-nim", "2\n2 5\n3\n2 4 7\n"), "Yes\n");
    assert_eq!(ok("split-nim", "2\n2 3\n"), "Yes\n");
    assert_eq!(ok("wythoff", "3 5\n"), "0\n");
    assert_eq!(ok("cutting", "2 2\n3 2\n4 2\n"), "LOSE\nLOSE\nWIN\n");
    assert_eq!(ok("apple-tree", "3\n2 2 3\n1 1\n"), "1\n");
    assert_eq!(
        ok("apple-tree", "8\n7 2 2 5 4 3 1 1\n1 1 1 4 4 5 6\n"),
        "4\n"
    );
    assert_eq!(ok("ie-divisible", "10 2\n2 3\n"), "7\n");
    assert_eq!(ok("majority", "5\n2 2 1 2 3\n"), "2\n");
}

#[test]
fn other_problems_answer_in_their_formats() {
    assert_eq!(ok("nim-move", "3\n1 2 3\n"), "lose\n");
    assert_eq!(ok("misere-nim", "2\n2\n1 1\n3\n1 1 1\n"), "John\nBrother\n");
    assert_eq!(ok("bounded-nim", "2 3\n4 4\n"), "No\n");
    assert_eq!(ok("bounded-nim", "2 3\n4 5\n"), "Yes\n");
    assert_eq!(ok("staircase-nim", "3\n1 5 1\n"), "No\n");
    assert_eq!(ok("graph-sum", "3 2 2\n1 2\n2 3\n1 3\n"), "lose\n");
    assert_eq!(ok("graph-sum", "3 2 1\n1 2\n2 3\n2\n"), "win\n");
    assert_eq!(ok("end-piles", "2\n1\n5\n2\n3 3\n"), "1\n0\n");
    assert_eq!(ok("flip-multiples", "3\n2\n1 3\n2 2 3\n"), "Yes\nNo\n");
    assert_eq!(ok("majority", "4\n1 2 1 2\n"), "none\n");
    assert_eq!(ok("majority", "0\n"), "none\n");
    assert_eq!(
        ok("wythoff", "1000000000000000000 1000000000000000000"),
        "1\n"
    );
}

#[test]
fn large_inputs_are_answered_and_a_late_cycle_is_found() {
    // XOR of 0..99999 is 0 (a multiple-of-four count of consecutive numbers from 0).
    let piles: Vec<String> = (0..100_000).map(|i| i.to_string()).collect();
    assert_eq!(ok("nim", &format!("100000\n{}\n", piles.join(" "))), "No\n");
    // A path 1 → 2 → … → 100000: SG(1) is the parity of the distance to the end, 99999.
    let n = 100_000;
    let edges: String = (1..n).map(|i| format!("{i} {}\n", i + 1)).collect();
    assert_eq!(
        ok("graph-sum", &format!("{n} {} 1\n{edges}1\n", n - 1)),
        "win\n"
    );
    // The same path closed into one long cycle by a last edge back to 1.
    let refusal = refused("graph-sum", &format!("{n} {n} 1\n{edges}{n} 1\n1\n"));
    assert!(
        refusal.contains(" -> … -> ") && refusal.contains("(100000 vertices)"),
        "{refusal}"
    );
    assert!(refusal.len() < 200, "one readable line");
    // 10^5 values, a majority of 7 by one.
    let values: Vec<String> = (0..100_000)
        .map(|i| {
            if i % 2 == 0 || i == 1 {
                "7".to_string()
            } else {
                (-i).to_string()
            }
        })
        .collect();
    assert_eq!(
        ok("majority", &format!("100000\n{}\n", values.join(" "))),
        "7\n"
    );
    // A deep apple tree: a chain of 10^5 nodes (one leaf, so the parity rule holds).
    let parents: Vec<String> = (1..n).map(|i| i.to_string()).collect();
    let apples = vec!["1"; n].join(" ");
    let answer = ok(
        "apple-tree",
        &format!("{n}\n{apples}\n{}\n", parents.join(" ")),
    );
    assert!(answer.trim().parse::<u64>().is_ok());
}

#[test]
fn no_input_makes_any_problem_panic() {
    let inputs = [
        "",
        "x",
        "-1",
        "0",
        "1",
        "1 0",
        "0 0 0",
        "2 1 1 1 1 1",
        "1\n1\n1\n1\n1\n1",
        "3 3 3\n1 2\n2 3\n3 1\n1 2 3",
        "18446744073709551616",
        "18446744073709551615 18446744073709551615",
        "1 18446744073709551615",
        "100000000000000000000 1",
        "5\n0 0 0 0 0\n1 1 1 1",
        "1000000000 1 1 1000000000",
        "+5 ++5 --5",
    ];
    for problem in PROBLEMS.iter().map(|p| p.name) {
        for input in inputs {
            // Either an answer or a one-line refusal naming the problem; never a panic.
            match run(problem, input.as_bytes()) {
                Ok(_) => {}
                Err(e) => assert!(
                    e.starts_with(&format!("grundy judge {problem}")) && !e.contains('\n'),
                    "{problem} {input:?}: {e}"
                ),
            }
        }
    }
}

#[test]
fn a_ten_megabyte_number_is_refused_in_one_short_line() {
    let input = format!("1\n{}\n", "9".repeat(10_000_000));
    let e = refused("nim", &input);
    assert!(
        e.len() < 200 && e.contains(&format!("'{}…'", "9".repeat(40))),
        "{e}"
    );
}

#[test]
fn escape_sequences_in_tokens_never_reach_the_terminal() {
    for (problem, input) in [
        ("nim", "1\n\u{1b}[31m\n"),
        ("nim", "1\n5 \u{1b}]0;title\u{7}\n"),
        ("majority", "1\n\u{9b}2J\n"),
        ("\u{1b}[2Jnim", ""),
    ] {
        let e = refused(problem, input);
        assert!(!e.chars().any(char::is_control), "{e:?}");
        assert!(e.contains("U+001B") || e.contains("U+009B"), "{e:?}");
    }
}

#[test]
fn bad_inputs_are_refused_with_the_line_and_token() {
    assert_eq!(refused("nim", "2\n2 x\n"), "grundy judge nim: line 2: token 'x' for a_2: expected an integer from 0 to 9223372036854775807");
    assert!(refused("nim", "2\n2\n").contains("input ends where a_2 was expected"));
    assert!(refused("nim", "1\n2 3\n").contains("extra token '3'"));
    assert!(refused("nim", "1\n9223372036854775808\n").contains("a_1"));
    assert!(refused("nim-move", "0\n").contains("for k"));
    assert!(refused("bounded-nim", "1 0\n3\n").contains("for k: expected an integer from 1"));
    assert!(refused("set-nim", "1\n0\n1\n3\n").contains("s_1"));
    assert!(refused("split-nim", "1\n10001\n").contains("a_1"));
    assert_eq!(refused("graph-sum", "3 3 1\n1 2\n2 3\n3 1\n1\n"), "grundy judge graph-sum: line 2: the edges form a cycle 2 -> 3 -> 1 -> 2; expected a directed acyclic graph");
    assert!(refused("graph-sum", "3 1 1\n1 4\n1\n").contains("y of edge 1"));
    assert!(refused("wythoff", "-1 2").contains("token '-1'"));
    assert!(refused("cutting", "2 2\n3\n").contains("input ends where h was expected"));
    assert!(refused("cutting", "1 2\n").contains("for w"));
    assert!(refused("end-piles", "1\n2\n0 1\n").contains("a_1"));
    assert!(refused("apple-tree", "3\n1 1 1\n3 2\n").contains("not connected"));
    assert!(refused("apple-tree", "4\n1 1 1 1\n1 2 1\n").contains("different parity"));
    assert!(refused("apple-tree", "2\n1 1\n2\n").contains("node 2 has parent 2"));
    assert!(refused("flip-multiples", "5\n1\n2 3 3\n").contains("cell 3 is listed twice"));
    assert!(refused("flip-multiples", "5\n1\n1 6\n").contains("p_1"));
    assert!(refused("ie-divisible", "10 21\n").contains("for m"));
    assert!(refused("ie-divisible", "10 1\n0\n").contains("d_1"));
    assert!(refused("majority", "1\n9223372036854775808\n").contains("v_1"));
    assert!(refused("chess", "").contains("unknown problem"));
}

#[test]
fn the_two_classics_answer_at_their_limits_and_refuse_bad_input() {
    // Grundy's game: the judge's table is the plain double loop's.
    let plain = grundy_core::games::grundy_game::naive_table(3_000);
    let values: Vec<u64> = plain.into_iter().map(u64::from).collect();
    assert_eq!(ok("grundy-game", "3000"), format!("{}\n", join(&values)));
    assert_eq!(ok("grundy-game", "100000").split(' ').count(), 100_000);
    assert!(refused("grundy-game", "0").contains("for N: expected an integer from 1 to 100000"));
    assert!(refused("grundy-game", "5 6").contains("extra token '6'"));
    // Hackenbush: a stalk of 2·10^5 edges over vertices up to 10^5 (a cycle back down
    // from the top, then a stalk again), loops and doubled edges.
    let mut edges: Vec<(u32, u32)> = (0..100_000).map(|i| (i, i + 1)).collect();
    edges.extend((0..99_998).map(|i| (100_000 - i, 99_999 - i)));
    edges.push((5, 5));
    edges.push((0, 0));
    let text: String = edges.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    let answer = ok("hackenbush", &format!("{}\n{text}", edges.len()));
    assert_eq!(answer, format!("{}\n", hackenbush::value(&edges)));
    assert_eq!(ok("hackenbush", "0\n"), "0\n");
    assert_eq!(ok("hackenbush", "2\n0 0\n3 3\n"), "1\n");
    assert_eq!(refused("hackenbush", "1\n0 100001\n"), "grundy judge hackenbush: line 2: token '100001' for b_1: expected an integer from 0 to 100000");
    assert!(refused("hackenbush", "2\n0 1\n").contains("input ends where a_2 was expected"));
    assert!(refused("hackenbush", "200001\n").contains("for m"));
}
#[test]
fn the_two_classics_answer_their_samples() {
    assert_eq!(ok("grundy-game", "8\n"), "0 0 0 1 0 2 1 0\n");
    assert_eq!(ok("hackenbush", "3\n0 1\n1 2\n1 3\n"), "1\n");
}
