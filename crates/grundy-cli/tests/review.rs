//! `grundy review` run as a teacher runs it: one line per move with the core's verdicts and a
//! blunder's sentence, both languages, and bad input refused in one line with exit status 2.

use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

fn ok(out: Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.is_empty(), "{err}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn refused(out: Output) -> String {
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).expect("UTF-8 error");
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

#[test]
fn a_nim_game_prints_one_line_per_move_with_its_verdict_and_why_a_blunder_loses() {
    let text = ok(grundy(&[
        "review",
        "nim",
        "piles=1,2,3&moves=3:1,1:1,2:1,3:2",
    ]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with("1. player 1: 3:1 — forced (every move loses)"),
        "{text}"
    );
    assert!(lines[1].starts_with("2. player 2: 1:1 — best"), "{text}");
    assert!(
        lines[0].contains("before: loses (nim-sum 0) in 6 moves"),
        "{text}"
    );
    assert!(
        lines[3].ends_with("“3:2” left nim-sum 1, a winning position for the opponent; “3:1” would have left nim-sum 0, a losing one."),
        "{text}"
    );
    let zh = ok(grundy(&[
        "review",
        "nim",
        "piles=1,2,3&moves=3:1,1:1,2:1,3:2&lang=zh",
    ]));
    assert_eq!(zh.lines().count(), 4);
    assert!(zh.contains("失误") && zh.contains("尼姆和"), "{zh}");
}

#[test]
fn another_game_is_reviewed_by_its_own_rules() {
    let text = ok(grundy(&["review", "wythoff", "a=1&b=3&moves=1:1"]));
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.contains("blunder") && text.contains("would have left a losing one"),
        "{text}"
    );
    let text = ok(grundy(&["review", "hackenbush", "moves="]));
    assert!(text.is_empty(), "{text}");
}

#[test]
fn bad_input_is_refused_in_one_line() {
    let e = refused(grundy(&["review", "nim", "piles=1,2&moves=9:9"]));
    assert!(e.contains("moves") && e.contains("9:9"), "{e}");
    let e = refused(grundy(&["review", "no-such-lesson", "moves=1:1"]));
    assert!(e.contains("no lesson"), "{e}");
    let e = refused(grundy(&["review", "majority", "values=1,2"]));
    assert!(e.contains("no game"), "{e}");
    let e = refused(grundy(&["review", "nim"]));
    assert!(e.contains("expected LESSON"), "{e}");
}
