//! Tests of the game lab: parameters and errors, the table's layout and marks, the mex
//! walkthrough against the table, the DAG against the table, and play with winning moves.

use super::*;
use crate::lesson::Walkthrough;
use grundy_core::figure::Shape;
use grundy_core::games::octal::naive_table;

fn lab(q: &str) -> GameLabLesson {
    GameLabLesson::from_query(&Query::parse(q)).unwrap_or_else(|e| panic!("{q}: {e:?}"))
}

fn err(q: &str) -> ParamError {
    GameLabLesson::from_query(&Query::parse(q))
        .err()
        .unwrap_or_else(|| panic!("{q} should be refused"))
}

#[test]
fn links_open_the_table_and_state_the_period() {
    let l = lab("code=0.77&n=200");
    assert_eq!(
        l.values(),
        &naive_table(&Rules::parse_code("0.77").unwrap(), 200)[..]
    );
    assert!(matches!(
        l.period(),
        Some(Period::Proven {
            period: 12,
            preperiod: 71,
            ..
        })
    ));
    // The rule, the plain table, the table in rows of the period, the verdict.
    assert_eq!(
        l.table_steps(),
        [
            TableStep::Rule,
            TableStep::Plain,
            TableStep::Rows,
            TableStep::Verdict
        ]
    );
    assert_eq!(l.step_count(), 4);
    assert!(l
        .sentence(3, Lang::En)
        .contains("Period 12 from n = 71, proven"));
    assert!(l.sentence(3, Lang::Zh).contains("已证明"));
    // The conclusion's table recalls what its dashed cells are (step 3 said it).
    assert!(l
        .figure(3, Lang::En)
        .to_svg()
        .contains(">dashed: irregular (n &lt; 71)<"));
    assert!(l
        .figure(3, Lang::Zh)
        .to_svg()
        .contains(">虚线格：不合周期（n &lt; 71）<"));
    assert!(!l.figure(2, Lang::En).to_svg().contains("dashed:"));
    // Before the period is found, nothing depends on it: plain rows, no dashed cell.
    let plain = l.figure(1, Lang::En).to_svg();
    assert!(!plain.contains(r#"class="cell-hit""#) && !plain.contains("period"));
    assert!(l.sentence(1, Lang::En).contains("in rows of 20"));
    let svg = l.figure(2, Lang::En).to_svg();
    // Rows of 12; Kayles' irregular values are dashed; each cell links to its mex.
    assert!(l.sentence(2, Lang::En).contains("rows of 12"));
    assert_eq!(svg.matches(r#"data-testid="cell""#).count(), 200);
    assert!(svg.contains(r#"data-link="view=mex&amp;heap=70&amp;step=0""#));
    // A cell is named by its heap and value, not by its digit alone (G(10) = 2 in Kayles).
    assert!(svg.contains(r#"aria-label="heap 10: G(10) = 2; show how it is found""#));
    assert!(svg.contains(r#"class="cell-hit""#));
    // The first period (n = 71 … 82), which the step says the values repeat from, is blue.
    assert_eq!(svg.matches(r#"class="cell-good""#).count(), 12);
    assert!(l
        .sentence(2, Lang::En)
        .contains("The blue cells are the first period, from n = 71"));
    // The irregular values (all before n = 71) and the first period are the step's focus.
    let focused: Vec<usize> = (0..200)
        .filter(|n| {
            svg.contains(&format!(
                r#"data-n="{n}" data-sg="{}" data-link="view=mex&amp;heap={n}&amp;step=0" data-focus="true""#,
                l.values()[*n]
            ))
        })
        .collect();
    assert!(focused.iter().all(|&n| n < 83) && focused.contains(&70) && focused.contains(&82));
    let window = l.figure(3, Lang::En).to_svg();
    // The Guy–Smith window and the conclusion drawn above the table.
    assert_eq!(window.matches(r#"data-focus="true""#).count(), 156 - 71 + 1);
    assert!(window.contains("period 12 from n = 71: proven"));
    let short = lab("code=0.77&n=100");
    let verdict = short.sentence(short.step_count() - 1, Lang::En);
    assert!(
        verdict.contains("not proven") || verdict.contains("no period is proven"),
        "{verdict}"
    );
    let none = lab("code=0.007&n=300");
    assert_eq!(none.step_count(), 3);
    assert!(none
        .sentence(2, Lang::En)
        .contains("Up to N = 300, no period is proven, nor seen three times over"));
    assert!(none
        .figure(2, Lang::En)
        .to_svg()
        .contains("no period up to N = 300"));
    let set = lab("set=1,2,3&split=1&n=60");
    assert_eq!(
        set.values(),
        &naive_table(&Rules::parse_code("0.777").unwrap(), 60)[..]
    );
    assert!(set
        .sentence(0, Lang::En)
        .contains("S = {1, 2, 3} with splitting"));
}

#[test]
fn bad_parameters_name_the_problem() {
    let e = err("code=0.78");
    assert_eq!(e.param, "code");
    assert_eq!(
        e.message(Lang::En),
        "Parameter “code”: expected an octal code like 0.77: digit 2 is 8, octal digits are 0–7"
    );
    assert!(e.message(Lang::Zh).contains("第 2 位是 8"));
    assert_eq!(err("set=0").param, "set");
    assert_eq!(err("set=1,2&split=2").param, "split");
    assert_eq!(err("n=100001").param, "n");
    assert_eq!(err("n=0").param, "n");
    assert_eq!(err("n=50&heap=50").param, "heap");
    assert_eq!(err("view=chess").param, "view");
    assert_eq!(err("n=10&heaps=10").param, "heaps");
    assert_eq!(err("heaps=5&moves=2:1").param, "moves");
    assert_eq!(err("code=0.07&heaps=5&moves=1:1").param, "moves");
    assert!(err("heaps=5&moves=1:x")
        .message(Lang::En)
        .contains("HEAP:TAKE"));
}

#[test]
fn the_mex_step_lists_every_move_and_ends_with_the_table_value() {
    for q in [
        "code=0.77&heap=9",
        "code=0.137&heap=20",
        "set=2,5&split=1&heap=13",
        "code=0.4&heap=2",
    ] {
        let l = lab(q);
        let LabView::Mex(k) = l.p.view else { panic!() };
        let moves = l.p.rule.moves(k);
        let last = l.step_count() - 1;
        let done = l.sentence(last, Lang::En);
        assert!(
            done.contains(&format!("G({k})")) && done.ends_with(&format!("= {}.", l.values()[k])),
            "{q}: {done}"
        );
        let mex = grundy_core::sg::mex(moves.iter().map(|m| u64::from(l.move_value(m))));
        assert_eq!(mex, u64::from(l.values()[k]));
        let svg = l.figure(last, Lang::En).to_svg();
        assert!(svg.contains(&format!("data-sg=\"{}\"", l.values()[k])));
    }
    // A heap of 200 has more moves than steps: the rest are summed up in one step.
    let l = lab("code=0.77&heap=150");
    assert_eq!(l.step_count(), MAX_MEX_STEPS + 3);
    assert!(l
        .sentence(MAX_MEX_STEPS + 1, Lang::En)
        .starts_with("The remaining "));
    assert!(l.sentence(MAX_MEX_STEPS + 1, Lang::Zh).starts_with("其余 "));
}

#[test]
fn the_dag_of_a_heap_agrees_with_the_table() {
    for q in [
        "code=0.77&view=dag&heap=5",
        "code=0.007&view=dag&heap=8",
        "set=1,3&view=dag&heap=30",
    ] {
        let l = lab(q);
        let (_, drawn, walk) = l.dag.as_ref().unwrap();
        assert_eq!(walk.sg[0], u64::from(l.values()[*drawn]), "{q}");
        assert!(l.figure(1, Lang::En).to_svg().contains("dag-node"));
        // The walk closes with the heap's value, the one the table lists.
        let last = l.sentence(l.step_count() - 1, Lang::En);
        let value = format!("G({drawn}) = {}", l.values()[*drawn]);
        assert!(last.contains(&value), "{q}: {last}");
        assert!(
            !l.sentence(l.step_count() - 2, Lang::En).contains(&value),
            "{q}"
        );
    }
}

#[test]
fn play_follows_the_moves_and_the_winning_moves_win() {
    let l = lab("code=0.77&heaps=5,7,9");
    assert_eq!(l.p.view, LabView::Play);
    let x = l.nim_sum();
    assert_eq!(l.facts().first_wins, Some(x != 0));
    for m in l.winning_moves() {
        let after = lab(&format!("code=0.77&heaps=5,7,9&moves={m}"));
        assert_eq!(after.nim_sum(), 0, "{m}");
    }
    let split = lab("code=0.77&heaps=9&moves=1:1:3");
    assert_eq!(split.heaps(), &[3, 5]);
    let gone = lab("code=0.77&heaps=2,4&moves=1:2");
    assert_eq!(gone.heaps(), &[4]);
    let info = gone.play().unwrap();
    assert_eq!(info.player_to_move, 2);
    assert!(info.computer_move.is_some());
    let svg = gone.figure(1, Lang::En).to_svg();
    assert_eq!(svg.matches(r#"data-testid="component""#).count(), 1);
    assert!(svg.contains(r#"data-move="1:1""#));
    // The computer plays through the Game trait: its move is a winning one when there is one
    // (the fastest win: issue 50).
    let info = lab("code=0.77&heaps=5,7,9").play().unwrap();
    let played = info.computer_move.clone().unwrap_or_default();
    assert!(l.winning_moves().contains(&played), "{played}");
    assert_eq!(info.to_move_wins, x != 0);
    // A split adds a heap: the row stays within MAX_HEAPS after moves=.
    let full = "code=0.77&heaps=9,9,9,9,9,9,9,9,9,9,9,9";
    assert_eq!(lab(full).heaps().len(), MAX_HEAPS);
    let e = err(&format!("{full}&moves=1:1:3"));
    assert_eq!(e.param, "moves");
    assert!(
        e.message(Lang::En).contains("13 heaps"),
        "{}",
        e.message(Lang::En)
    );
    assert_eq!(lab(&format!("{full}&moves=1:1")).heaps()[0], 8);
    // The end of a game: the last mover has won.
    let done = lab("code=0.77&heaps=2&moves=1:2");
    let info = done.play().unwrap();
    assert!(info.over && done.heaps().is_empty());
    assert_eq!(info.winner.map(|p| p.number()), Some(1));
    assert_eq!(done.step_count(), 1);
    // Every legal first move of a small sum leaves a position whose verdict matches the table.
    let l = lab("code=0.137&heaps=4,6");
    let zero_after: Vec<String> = l.winning_moves();
    for (i, &h) in l.heaps().iter().enumerate() {
        for m in l.p.rule.moves(h) {
            let text = l.game.format_move(&OctalMove { heap: i, m });
            let after = lab(&format!("code=0.137&heaps=4,6&moves={text}"));
            assert_eq!(after.nim_sum() == 0, zero_after.contains(&text), "{text}");
        }
    }
}

#[test]
fn every_step_marks_its_subject_and_the_default_link_is_readable() {
    use crate::lesson::teaching::{assert_readable, assert_teaches};
    for q in [
        "",
        "code=0.007&n=300",
        "code=0.6&n=1000&from=500",
        "code=0.137&n=400",
        "view=mex",
        "code=0.77&heap=0",
        "code=0.77&heap=150",
        "code=0.4&heap=1",
        "view=dag",
        "code=0.137&view=dag&heap=30",
        "view=play",
        "code=0.77&heaps=2&moves=1:2",
        "code=0.77&heaps=9,4&moves=1:1:3",
    ] {
        assert_teaches(&lab(q), q);
    }
    for q in ["", "view=mex&heap=10", "view=play"] {
        assert_readable(&lab(q), q);
    }
}

#[test]
fn every_view_draws_in_both_languages() {
    for q in [
        "",
        "code=0.6&n=1000&from=500",
        "code=0.77&view=mex",
        "view=dag",
        "view=play",
        "set=3&n=5&heaps=4",
    ] {
        let l = lab(q);
        for step in 0..l.step_count() {
            for lang in [Lang::En, Lang::Zh] {
                assert!(!l.sentence(step, lang).is_empty(), "{q} {step}");
                assert!(l.figure(step, lang).to_svg().contains("</svg>"));
            }
        }
        assert!(!l.inputs().is_empty());
        assert_eq!(l.views().iter().filter(|v| v.current).count(), 1, "{q}");
    }
}

/// Regression (issue 11): at step 0 of the play view the heap rows are the focus, and the
/// stylesheet rings a `stone` that is a direct child of a focused shape; the stones a click
/// cannot take were bare and got the heavy ring, the clickable ones beside them did not.
#[test]
fn no_plain_stone_is_ringed_by_its_rows_focus() {
    use grundy_core::figure::Shape;
    fn walk(shape: &Shape, in_focus: bool, ringed: &mut usize) {
        match shape {
            Shape::Circle { class, .. } if in_focus && *class == "stone" => *ringed += 1,
            Shape::Group { hook, children, .. } => {
                let focused = hook
                    .as_ref()
                    .is_some_and(|h| h.data.iter().any(|(k, v)| *k == "focus" && v == "true"));
                for c in children {
                    walk(c, focused, ringed);
                }
            }
            _ => {}
        }
    }
    for q in [
        "view=play",
        "code=0.137&view=play",
        "code=0.007&heaps=9,4&view=play",
    ] {
        let l = lab(q);
        let mut ringed = 0;
        for s in &l.figure(0, Lang::En).shapes {
            walk(s, false, &mut ringed);
        }
        assert_eq!(ringed, 0, "{q}");
    }
}

#[test]
fn the_dag_link_opens_a_heap_whose_dag_can_be_read() {
    let dag_heap = |q: &str| {
        lab(q)
            .views()
            .into_iter()
            .find(|v| v.view == "dag")
            .and_then(|v| v.params.into_iter().find(|(k, _)| *k == "heap"))
            .map(|(_, h)| h)
    };
    // Kayles: heap 5 has 11 positions, heap 6 has 15 (the table's link heap is 10).
    assert_eq!(dag_heap("code=0.77").as_deref(), Some("5"));
    // 0.33 (take one or two, leave one heap or none): a chain of 11 positions, heap 10 fits.
    assert_eq!(dag_heap("code=0.33").as_deref(), Some("10"));
    // From a large heap the search stays small: scanned down from heap 4999, it built a DAG
    // for each heap, and the views of Kayles' mex of heap 4999 took 30 s (release build).
    assert_eq!(
        dag_heap("code=0.77&n=5000&view=mex&heap=4999").as_deref(),
        Some("5")
    );
    // Taking 100 at a time, heap 1199's DAG is a chain of 12 positions: 1199, 1099, …, 99.
    assert_eq!(
        dag_heap("set=100&n=5000&view=mex&heap=4999").as_deref(),
        Some("1199")
    );
    // A DAG the link asked for keeps its heap.
    assert_eq!(
        dag_heap("code=0.77&view=dag&heap=10").as_deref(),
        Some("10")
    );
}

#[test]
fn the_mex_walk_keeps_one_figure_size() {
    // Rows arrive one per step; the fitted figure must not rescale under the reader.
    for q in ["code=0.77&view=mex&heap=10", "code=0.137&view=mex&heap=40"] {
        let l = lab(q);
        let size = |s: usize| {
            let f = l.figure(s, Lang::En);
            (f.width, f.height)
        };
        let sizes: Vec<(f64, f64)> = (0..l.step_count()).map(size).collect();
        assert!(sizes.iter().all(|&s| s == sizes[0]), "{q}: {sizes:?}");
        // The set of values is named from the first step on.
        assert!(l
            .figure(0, Lang::En)
            .to_svg()
            .contains("values reached: {}"));
    }
}

#[test]
fn the_play_view_keeps_every_stone_inside_the_figure_in_both_languages() {
    // Chinese labels ("第 3 堆：G(9) = 4") are wider: the stones start after them, and the
    // figure grows with them (the ninth stone was cut at the stage's edge).
    fn right_edge(s: &Shape) -> f64 {
        match s {
            Shape::Circle { cx, r, .. } => cx + r,
            Shape::Group { children, .. } => children.iter().map(right_edge).fold(0.0, f64::max),
            _ => 0.0,
        }
    }
    for q in [
        "view=play",
        "heaps=12,40,3&view=play",
        "code=0.77&heaps=9,9,9,9,9&moves=1:1",
    ] {
        let l = lab(q);
        for lang in [Lang::En, Lang::Zh] {
            for step in 0..l.step_count() {
                let f = l.figure(step, lang);
                let right = f.shapes.iter().map(right_edge).fold(0.0, f64::max);
                assert!(
                    right <= f.width,
                    "{q} {lang:?} step {step}: {right} > {}",
                    f.width
                );
            }
        }
    }
}

#[test]
fn the_winning_move_is_said_in_words_and_drawn_as_the_heap_changes() {
    // Kayles, heaps 5, 7, 9 (G = 4, 2, 4): take 1 from the middle of 7, leaving 3 + 3.
    let l = lab("code=0.77&heaps=5,7,9&view=play");
    let last = l.step_count() - 1;
    let said = l.sentence(last, Lang::En);
    assert!(
        said.contains(
            "take 1 from heap 2 (the heap of 7) and leave 3 + 3; the heaps are then worth 4 ⊕ 3 ⊕ 3 ⊕ 4 = 0"
        ),
        "{said}"
    );
    assert!(!said.contains("2:1:3"), "{said}");
    let svg = l.figure(last, Lang::En).to_svg();
    assert!(
        svg.contains("7 → 3 + 3") && svg.contains("4 ⊕ 3 ⊕ 3 ⊕ 4 = 0"),
        "{svg}"
    );
    assert!(l
        .sentence(last, Lang::Zh)
        .contains("从第 2 堆（7 颗的那堆）取 1 颗，留下 3 + 3"));
}

/// Regression (issue 11, review 7): the Guy–Smith window was 85 cells with 5-unit borders that
/// ran together into one blob. The window's cells and their partners are filled with thin
/// borders, and one outline goes round the window along the cells' edges.
#[test]
fn the_window_is_one_outline_round_filled_cells() {
    use super::figures::range_outline;
    // One row, cells 2..5 of rows of 12 (40 units a cell).
    assert_eq!(
        range_outline(2, 5, 12, 40.0).to_svg(),
        "M80 0L200 0L200 40L80 40Z"
    );
    // The end of one row and the start of the next do not touch: two boxes.
    assert_eq!(
        range_outline(10, 13, 12, 40.0).to_svg(),
        "M400 0L480 0L480 40L400 40ZM0 40L40 40L40 80L0 80Z"
    );
    // Kayles' window 71..156 in rows of 12: from the last cell of row 5 to the end of row 12.
    assert_eq!(
        range_outline(71, 156, 12, 40.0).to_svg(),
        "M440 200L480 200L480 480L480 480L480 520L0 520L0 240L440 240Z"
    );
    assert!(range_outline(5, 5, 12, 40.0).is_empty());
    let l = lab("code=0.77");
    let svg = l.figure(l.step_count() - 1, Lang::En).to_svg();
    assert_eq!(svg.matches(r#"class="range-outline""#).count(), 1);
    assert!(!svg.contains(r#"class="cell-focus""#));
    // Window 71..156 and partners 83..168: 97 cells filled.
    assert_eq!(svg.matches(r#"class="cell-soft""#).count(), 168 - 71);
}

/// Review 7: the 200-cell table's digits were about 17 px at 1280×800. A table of one-digit
/// values draws them at the body size; wider values keep the size that fits three digits.
#[test]
fn one_digit_tables_are_drawn_at_the_body_size() {
    let digit_classes = |q: &str| {
        let l = lab(q);
        let svg = l.figure(l.step_count() - 1, Lang::En).to_svg();
        let cells = svg.split(r#"data-testid="cell""#).skip(1);
        cells
            .map(|c| {
                let t = &c[c.find("<text").unwrap()..];
                let k = t.find("class=\"").unwrap() + 7;
                t[k..k + t[k..].find('"').unwrap()].to_string()
            })
            .collect::<std::collections::BTreeSet<_>>()
    };
    assert_eq!(digit_classes("code=0.77"), ["txt".to_string()].into());
    assert_eq!(digit_classes("code=0.007"), ["txt-cell".to_string()].into());
}

#[test]
fn the_play_figure_outlines_the_tokens_the_last_move_took() {
    let outlines = |q: &str| {
        let l = lab(q);
        (0..l.step_count())
            .map(|s| {
                l.figure(s, Lang::En)
                    .to_svg()
                    .matches(r#"data-testid="taken-stone""#)
                    .count()
            })
            .collect::<Vec<_>>()
    };
    // Kayles on 5, 7, 9: 1:1 takes the last token of heap 1; 3:2:3 takes two from heap 3,
    // leaving 3 there and 4 as a new heap; 1:1 then 1:2 leaves 2 of heap 1 (the last move only).
    assert_eq!(outlines("view=play"), [0, 0]);
    assert_eq!(outlines("view=play&moves=1:1"), [1, 1]);
    assert_eq!(outlines("view=play&moves=3:2:3"), [2, 2]);
    assert_eq!(outlines("view=play&moves=1:1,1:2"), [2, 2]);
}

#[test]
fn the_table_keeps_its_period_for_its_last_step_and_the_verdict_names_its_heaps() {
    // Review: the notes under the table printed "Period 12 from n = 71" from step 1, and
    // "Show the answer" said who wins without saying which heaps (set only by an input).
    let table = lab("code=0.77&n=200&view=table&heaps=5,7,9");
    let period = table.period_sentence(Lang::En);
    assert!(!table.notes(Lang::En).contains(&period));
    let last = table.step_count() - 1;
    assert!(table.sentence(last, Lang::En).contains("12"));
    assert!(lab("code=0.77&n=200&view=play")
        .notes(Lang::En)
        .contains(&period));
    let wins = table.facts().first_wins.unwrap();
    assert_eq!(
        table.verdict_text(Lang::En, wins),
        "With best play on heaps of sizes 5, 7, 9, the player to move wins."
    );
    assert!(lab("code=0.77&n=200&view=table&heaps=4")
        .verdict_text(Lang::Zh, true)
        .starts_with("一堆 4 颗："));
}

#[test]
fn the_form_offers_the_code_and_the_set_so_either_can_define_the_game() {
    // Review: the code's label said "or leave empty and give a set", with no set field.
    let params = |l: &GameLabLesson| -> Vec<&str> { l.inputs().iter().map(|f| f.param).collect() };
    let kayles = lab("code=0.77");
    assert!(["code", "set", "split"]
        .iter()
        .all(|p| params(&kayles).contains(p)));
    // The code emptied and a set given (as the page's form writes them): a subtraction game.
    let set = lab("code=&set=1,2&split=");
    let field = |l: &GameLabLesson, p: &str| {
        l.inputs()
            .into_iter()
            .find(|f| f.param == p)
            .map(|f| f.value)
    };
    assert_eq!(field(&set, "split").as_deref(), Some("0"));
    assert!(set
        .rule_sentence(Lang::En)
        .starts_with("The subtraction game S = {1, 2}:"));
    assert_eq!(field(&set, "code").as_deref(), Some(""));
    assert_eq!(field(&set, "set").as_deref(), Some("1,2"));
    // And back: the set emptied and a code given.
    let back = lab("code=0.137&set=&split=0");
    assert!(back
        .rule_sentence(Lang::En)
        .starts_with("The octal game 0.137"));
    assert_eq!(field(&back, "set").as_deref(), Some(""));
    // Review: a set typed while the code box still held 0.77 was ignored without a word;
    // both boxes empty said "“” does not begin with “0.”".
    let both = err("code=0.77&set=1,2");
    assert_eq!(both.param, "set");
    assert!(both.message(Lang::En).contains("not both"));
    assert!(err("code=&set=")
        .message(Lang::En)
        .contains("give an octal code like 0.77 (code=), or a set"));
    // Browser fuzz: a set typed in the code's box, and a bad set beside a code.
    assert!(err("code=1,3,4").message(Lang::En).contains(
        "“1,3,4” is a set of move sizes, not an octal code: give it as the set (set=1,3,4)"
    ));
    let bad_set = err("code=0.77&set=abc");
    assert_eq!(bad_set.param, "set");
    assert!(bad_set.message(Lang::En).contains("“abc” is not one"));
    assert!(err("code=0.7a")
        .message(Lang::En)
        .contains("expected an octal code"));
}

mod grundy;
mod links_and_words;
mod tapped_tokens;
