//! Tests of the `cutting` module.

use super::*;

fn lesson(q: &str) -> Result<CuttingLesson, ParamError> {
    CuttingLesson::from_query(&Query::parse(q))
}

#[test]
fn samples_from_the_judge_and_the_mex_walkthrough() {
    assert_eq!(lesson("w=2&h=2").unwrap().facts().first_wins, Some(false));
    assert_eq!(lesson("w=3&h=2").unwrap().facts().first_wins, Some(false));
    let l = lesson("w=4&h=2").unwrap();
    assert_eq!(l.facts().first_wins, Some(true));
    // First its one piece, 2×2, which has no cut; then its one allowed cut: x = 2, into two
    // 2×2 sheets worth 0 ⊕ 0.
    assert_eq!(l.step_count(), 5);
    assert!(l
        .sentence(1, Lang::En)
        .contains("Sheet 2×2 has no cut that leaves two pieces of at least 2×2"));
    assert!(l
        .sentence(2, Lang::En)
        .contains("pieces 2×2 (SG 0) and 2×2 (SG 0), worth 0 ⊕ 0 = 0"));
    assert_eq!(l.sentence(3, Lang::En), "SG(4×2) = mex{0} = 1.");
    assert!(l.play().unwrap().winning.contains(&"1:v2".to_string()));
}

#[test]
fn cutting_out_a_square_ends_the_game_for_the_cutter() {
    let l = lesson("w=3&h=2&moves=1:v1,1:h1").unwrap();
    assert!(l.play().unwrap().over);
    assert_eq!(l.facts().first_wins, Some(false));
    assert!(l
        .sentence(l.step_count() - 1, Lang::En)
        .contains("player 2 won"));
    assert!(lesson("w=3&h=2&moves=1:v3")
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("sheet 1 has no such line (it is 3×2)"));
    assert!(lesson("w=3&h=2&moves=2:v1").is_err());
}

#[test]
fn the_board_dag_agrees_with_the_sg_table() {
    let l = lesson("w=5&h=4&view=dag").unwrap();
    let (walk, clamped) = l.dag.as_ref().unwrap();
    assert!(clamped.is_none());
    // Labelled as the board is given: 5 wide, 4 tall (issue 11: it said 4×5).
    assert_eq!(walk.labels[0], "5×4");
    let tall = lesson("w=4&h=5&view=dag").unwrap();
    assert_eq!(tall.dag.as_ref().unwrap().0.labels[0], "4×5");
    assert_eq!(walk.sg[0], u64::from(l.game.table[5][4]));
    // The walk closes with the board's verdict, from the value the walk found for it.
    let last = l.step_count() - 1;
    let verdict = board_verdict(Lang::En, "5×4", walk.sg[0]);
    assert!(
        l.sentence(last, Lang::En).ends_with(&verdict),
        "{}",
        l.sentence(last, Lang::En)
    );
    assert!(!l.sentence(last - 1, Lang::En).contains(&verdict));
    // Every position's SG (from the search) is the XOR of its sheets' table values: the
    // SG theorem, checked on every node of the drawn DAG.
    let dag = extract_dag(&Boards, &vec![(4, 5)], 150).unwrap();
    assert_eq!(dag.nodes.len(), walk.labels.len());
    for (position, &sg) in dag.nodes.iter().zip(&dag.sg) {
        let x = position
            .iter()
            .fold(0u16, |acc, &(a, b)| acc ^ l.game.table[a][b]);
        assert_eq!(u64::from(x), sg, "{position:?}");
    }
    // The tall board's vertical cut at x = 2: two 2×5 strips, written out (was "2·2×5").
    let tall_walk = &tall.dag.as_ref().unwrap().0;
    assert!(tall_walk.labels.contains(&"2×5+2×5".to_string()));
    let big = lesson("w=200&h=200&view=dag").unwrap();
    assert!(big.dag.as_ref().unwrap().1.is_some());
    assert!(big.sentence(0, Lang::En).contains("is drawn instead"));
}

#[test]
fn the_heat_map_goes_to_200_with_merged_runs() {
    let l = lesson("w=5&h=4&view=table&size=200").unwrap();
    let svg = l.figure(0, Lang::En).to_svg();
    assert!(svg.matches("<rect").count() < 199 * 199, "runs are merged");
    assert!(svg.len() < 3_000_000);
    // Values 2 and 3 have shades of their own (they shared one and read as equal).
    let small = lesson("w=5&h=4&view=table&size=12").unwrap();
    let svg = small.figure(0, Lang::En).to_svg();
    let (twos, threes) = (
        svg.matches("class=\"mult2\"").count(),
        svg.matches("class=\"mult3\"").count(),
    );
    let count = |v: u16| {
        (2..=12)
            .flat_map(|w| (2..=12).map(move |h| (w, h)))
            .filter(|&(w, h)| small.game.table[w][h] == v)
            .count()
    };
    assert_eq!((twos, threes), (count(2), count(3)));
}

#[test]
fn cuts_in_moves_cannot_grow_the_sheets_past_the_drawing_cap() {
    // Always cut 2 off the first sheet that is still wider or taller than 3.
    let mut sheets = vec![(200usize, 200usize)];
    let mut moves = Vec::new();
    while moves.len() < MAX_SHEETS {
        let Some(i) = sheets.iter().position(|&(w, h)| w >= 4 || h >= 4) else {
            break;
        };
        let (w, h) = sheets[i];
        let (line, a, b) = if w >= 4 {
            ("v2", (2, h), (w - 2, h))
        } else {
            ("h2", (w, 2), (w, h - 2))
        };
        moves.push(format!("{}:{line}", i + 1));
        sheets[i] = a;
        sheets.insert(i + 1, b);
    }
    let ok = moves[..MAX_SHEETS - 1].join(",");
    assert!(lesson(&format!("w=200&h=200&moves={ok}")).is_ok());
    let e = lesson(&format!("w=200&h=200&moves={}", moves.join(",")));
    let message = e.err().map(|e| e.message(Lang::En)).unwrap_or_default();
    assert!(message.contains("it would leave 501 sheets"), "{message}");
}

#[test]
fn the_pieces_values_are_derived_before_the_cuts_use_them() {
    // The example before 2026-11-26 (every piece worth 1, so every cut wins); the example
    // now is 6×3, checked below.
    let l = lesson("w=5&h=4").unwrap();
    // Opening, 2×2 and 3×2, then 2×4, 5×2, 3×4, the three cuts of 5×4, its mex, the end.
    assert_eq!(l.step_count(), 10);
    let s: Vec<String> = (0..10).map(|k| l.sentence(k, Lang::En)).collect();
    assert!(s[1].contains("Sheets 2×2, 3×2 have no cut"), "{}", s[1]);
    assert_eq!(
        s[2],
        "Sheet 2×4: the cut at y = 2 leaves 2×2 + 2×2, worth 0 ⊕ 0 = 0. So SG(2×4) = mex{0} = 1."
    );
    assert!(s[3].starts_with(
        "Sheet 5×2: the cut at x = 2 leaves 2×2 + 3×2, worth 0 ⊕ 0 = 0; the cut at x = 3"
    ));
    assert!(s[4].ends_with("Every piece a cut of 5×4 leaves now has its value."));
    // Each value a cut step uses was derived at an earlier step.
    for (k, piece) in [(5, "3×4"), (5, "2×4"), (7, "5×2")] {
        assert!(s[k].contains(&format!("{piece} (SG 1)")), "{}", s[k]);
        let found = format!("SG({piece}) = mex");
        assert!(s[..k].iter().any(|e| e.contains(&found)), "{piece}");
    }
    assert_eq!(s[8], "SG(5×4) = mex{0} = 1.");
    // The figure marks the sheet being derived and, at a cut, the pieces' sheets; no value
    // is written before its step.
    let svg = |k: usize| l.figure(k, Lang::En).to_svg();
    assert!(!svg(0).contains("smaller-sheet"));
    assert!(svg(1).contains("2×4  SG ?") && svg(1).contains("2×2  SG 0"));
    assert!(svg(2).contains("2×4  SG 1") && svg(2).contains("3×4  SG ?"));
    // The cuts' value lines come with their own steps, not during the smaller sheets'.
    for k in 0..5 {
        assert!(!svg(k).contains("SG(5×2) ⊕ SG(5×2)"), "step {k}");
    }
    assert!(svg(7).contains("SG(5×2) ⊕ SG(5×2) = 1 ⊕ 1 = 0"));
    for k in 1..10 {
        assert_ne!(svg(k), svg(k - 1), "step {k} changes nothing");
        assert!(l.figure(k, Lang::En).to_svg().contains("data-focus"), "{k}");
    }
    // Chinese: the same steps, no English word.
    let zh = l.sentence(3, Lang::Zh);
    assert!(
        zh.starts_with("5×2 的纸：沿 x = 2 竖剪得到 2×2 + 3×2"),
        "{zh}"
    );
    // After a cut, the other sheet's value is derived too (the conclusion adds it up).
    let cut = lesson("w=5&h=4&moves=1:v2").unwrap();
    let said: Vec<String> = (0..cut.step_count())
        .map(|k| cut.sentence(k, Lang::En))
        .collect();
    assert!(
        said[1].starts_with("First the other sheets and the smaller sheets"),
        "{}",
        said[1]
    );
    assert!(
        said.iter().any(|s| s.contains("SG(3×4) = mex{0} = 1")),
        "{said:?}"
    );
    // A big sheet: its pieces' values are cited from the heat map, said once.
    let big = lesson("w=12&h=9").unwrap();
    assert!(big
        .sentence(1, Lang::En)
        .contains("come from the SG heat map"));
    assert!(!big.sentence(2, Lang::En).contains("heat map"));
}

#[test]
fn the_last_cut_is_traced_on_both_pieces_and_crossings_click_no_line() {
    let l = CuttingLesson::from_query(&Query::parse("moves=1:v1")).unwrap();
    for step in 0..l.step_count() {
        let svg = l.figure(step, Lang::En).to_svg();
        assert_eq!(
            svg.matches(r#"data-testid="move-trace""#).count(),
            2,
            "step {step}"
        );
    }
    let fresh = CuttingLesson::from_query(&Query::parse("")).unwrap();
    let fig = fresh.figure(0, Lang::En);
    assert!(!fig.to_svg().contains("move-trace"));
    // Every line's hit area is a path of bands that leave a 10-unit gap at each crossing:
    // a w × h sheet's vertical line has h bands, its horizontal line w.
    let svg = fig.to_svg();
    let band_counts: Vec<usize> = svg
        .split(r#"data-testid="cut-line""#)
        .skip(1)
        .map(|rest| rest[..rest.find("</g>").unwrap()].matches('M').count())
        .collect();
    let (w, h) = fresh.start;
    assert_eq!(band_counts.len(), (w - 1) + (h - 1));
    assert!(band_counts[..w - 1].iter().all(|&c| c == h));
    assert!(band_counts[w - 1..].iter().all(|&c| c == w));
}

#[test]
fn cut_lines_are_named_by_their_cut_in_both_languages() {
    let l = CuttingLesson::from_query(&Query::parse("")).unwrap();
    for (lang, name) in [
        (Lang::En, "cut sheet 1 at x = 2"),
        (Lang::Zh, "把第 1 张纸沿 x = 2 竖剪"),
    ] {
        let mut fig = l.figure(0, lang);
        crate::lesson::name_pieces(&l, &mut fig, lang);
        let svg = fig.to_svg();
        assert!(svg.contains(&format!(r#"aria-label="{name}""#)), "{lang:?}");
    }
}

#[test]
fn the_example_has_one_winning_cut_in_the_middle() {
    // 6×3: 2×3 and 3×3 have no cut (0), 4×3 = mex{0 ⊕ 0} = 1; the cuts of 6×3 are worth
    // 0 ⊕ 1, 0 ⊕ 0 and 1 ⊕ 0, so SG(6×3) = mex{0, 1} = 2 and only x = 3 wins.
    let l = lesson("").unwrap();
    let last = l.step_count() - 1;
    assert_eq!(l.sentence(last - 1, Lang::En), "SG(6×3) = mex{0, 1} = 2.");
    assert!(l
        .sentence(last, Lang::En)
        .ends_with("A winning cut: the 6×3 sheet at x = 3, into 3×3 + 3×3."));
    assert_eq!(l.play().unwrap().winning, vec!["1:v3"]);
}
