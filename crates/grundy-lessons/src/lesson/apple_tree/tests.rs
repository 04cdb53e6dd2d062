//! Tests of the apple-tree lesson: the judge's samples, focus and change at every step, words.

use super::*;

fn lesson(q: &str) -> Result<AppleTreeLesson, ParamError> {
    AppleTreeLesson::from_query(&Query::parse(q))
}

#[test]
fn samples_from_the_judge_give_the_swap_counts() {
    assert_eq!(lesson("").unwrap().facts().result.as_deref(), Some("1"));
    let l = lesson("apples=7,2,2,5,4,3,1,1&parents=1,1,1,4,4,5,6").unwrap();
    assert_eq!(l.facts().result.as_deref(), Some("4"));
    let svg = l.figure(3, Lang::En).to_svg();
    assert_eq!(svg.matches(r#"data-testid="tree-node""#).count(), 8);
    assert!(l.sentence(3, Lang::Zh).contains("共有 4 种交换"));
}

#[test]
fn every_step_marks_its_nodes_and_changes_the_figure() {
    use crate::lesson::teaching::{assert_readable, assert_teaches};
    for q in [
        "",
        "apples=7,2,2,5,4,3,1,1&parents=1,1,1,4,4,5,6",
        "apples=5",
        "apples=0,0,0&parents=1,1",
        "moves=2:2",
    ] {
        let l = lesson(q).unwrap();
        assert_teaches(&l, q);
        assert_readable(&l, q);
        // The XOR appears at its step, the swaps at the last.
        let svg = |s: usize| l.figure(s, Lang::En).to_svg();
        assert!(
            !svg(1).contains("nim-sum =") && svg(2).contains("nim-sum ="),
            "{q}"
        );
        assert!(!svg(2).contains("winning swap") && svg(3).contains("winning swap"));
        // The legend's swatches keep their colours: the classes step shades behind them.
        let legend = svg(1);
        let legend = &legend[legend.find("data-legend").unwrap_or(0)..];
        assert!(legend.contains(r#"<rect data-focus="true""#), "{q}");
        assert!(!legend.contains(r#"<g data-focus="true""#), "{q}");
        // One size at every step, in both languages: the view never rescales.
        for lang in [Lang::En, Lang::Zh] {
            let size = |s: usize| {
                let f = l.figure(s, lang);
                (f.width, f.height)
            };
            assert!((0..4).all(|s| size(s) == size(0)), "{q} {lang:?}");
        }
    }
}

#[test]
fn the_answer_and_verdict_say_what_they_are_about() {
    // The verdict is about the tree before any swap; the answer counts winning swaps.
    let l = lesson("").unwrap();
    let f = l.facts();
    let verdict = l.verdict_text(Lang::En, f.first_wins.unwrap_or(false));
    assert_eq!(verdict, "Without a swap, the player to move wins.");
    assert_eq!(l.result_text(Lang::En, "1"), "1 winning swap");
    assert_eq!(l.result_text(Lang::En, "4"), "4 winning swaps");
    assert_eq!(l.result_text(Lang::Zh, "4"), "4 种必胜交换");
}

/// Review 7: "1 winning swap: 1 ↔ 3" named nodes by the small grey labels beside the big
/// apple counts, so it read as apples. A lone swap also says the apples it exchanges.
#[test]
fn a_lone_winning_swap_says_its_apples_too() {
    let l = lesson("").unwrap();
    let last = l.step_count() - 1;
    let en = l.figure(last, Lang::En).to_svg();
    assert!(
        en.contains("1 winning swap: nodes 1 ↔ 3 (2 ↔ 3 apples)"),
        "{en}"
    );
    let zh = l.figure(last, Lang::Zh).to_svg();
    assert!(zh.contains("结点 1 ↔ 3（苹果 2 ↔ 3）"), "{zh}");
    // Several swaps stay a list of node pairs.
    let many = lesson("apples=7,2,2,5,4,3,1,1&parents=1,1,1,4,4,5,6").unwrap();
    let svg = many.figure(many.step_count() - 1, Lang::En).to_svg();
    assert!(svg.contains("4 winning swaps: nodes") && !svg.contains(" apples)"));
}

#[test]
fn swap_counts_are_worded_by_number() {
    let s = lesson("").unwrap().sentence(3, Lang::En);
    assert!(s.ends_with("Exactly 1 swap makes it 0 and wins."), "{s}");
    let s = lesson("apples=5").unwrap().sentence(3, Lang::En);
    assert!(s.contains("No swap makes it 0"), "{s}");
    let s = lesson("apples=7,2,2,5,4,3,1,1&parents=1,1,1,4,4,5,6")
        .unwrap()
        .sentence(3, Lang::En);
    assert!(s.contains("4 swaps make it 0"), "{s}");
    let e = lesson("apples=1,1&parents=1,1")
        .err()
        .unwrap()
        .message(Lang::En);
    assert!(
        e.contains("expected 1 parent (that of node 2), got 2"),
        "{e}"
    );
}

#[test]
fn broken_trees_and_bad_moves_are_refused() {
    let e = lesson("apples=1,1,1,1&parents=1,2,1").err().unwrap();
    assert!(
        e.message(Lang::En).contains("different parity"),
        "{}",
        e.message(Lang::En)
    );
    assert!(lesson("apples=1,1,1&parents=3,2")
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("not connected"));
    assert!(lesson("apples=1,1,1&parents=1")
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("expected 2 parents"));
    // Apples given without parents: the count is what is wrong (it said "at least one value").
    assert_eq!(
        lesson("apples=1,2").err().unwrap().message(Lang::En),
        "Parameter “parents”: expected 1 parent (that of node 2), got 0"
    );
    assert!(lesson("apples=5").is_ok());
    assert!(lesson("moves=1:1")
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("not a leaf"));
    assert!(lesson("moves=1:1-1")
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("1 is not a child of 1"));
    let l = lesson("moves=1:1-2").unwrap();
    assert_eq!(l.game.apples, vec![1, 3, 3]);
}

#[test]
fn the_computer_finishes_the_game() {
    let start = "apples=7,2,2,5,4,3,1,1&parents=1,1,1,4,4,5,6";
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..200 {
        let q = if moves.is_empty() {
            start.to_string()
        } else {
            format!("{start}&moves={}", moves.join(","))
        };
        let p = lesson(&q).unwrap().play().unwrap();
        if p.over {
            return;
        }
        moves.push(p.computer_move.unwrap());
    }
    panic!("the game did not end");
}

#[test]
fn the_last_move_is_traced_on_the_tree() {
    let traces = |q: &str| {
        let l = lesson(q).unwrap();
        (0..l.step_count())
            .map(|s| {
                let svg = l.figure(s, Lang::En).to_svg();
                (
                    svg.matches(r#"class="trace-ring""#).count(),
                    svg.matches(r#"class="trace-path""#).count(),
                )
            })
            .collect::<Vec<_>>()
    };
    // 1:2-3 moves node 1's two apples down to node 3: node 1 ringed, the edge 1–3 dashed;
    // 2:1 eats an apple at the leaf 2: the leaf ringed, no edge.
    assert!(traces("moves=1:2-3").iter().all(|&t| t == (1, 1)));
    assert!(traces("moves=2:1").iter().all(|&t| t == (1, 0)));
    assert!(traces("").iter().all(|&t| t == (0, 0)));
}
