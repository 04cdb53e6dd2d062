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
    // One allowed cut: x = 2, into two 2×2 sheets worth 0 ⊕ 0.
    assert_eq!(l.step_count(), 4);
    assert!(l
        .sentence(1, Lang::En)
        .contains("pieces 2×2 (SG 0) and 2×2 (SG 0), worth 0 ⊕ 0 = 0"));
    assert_eq!(l.sentence(2, Lang::En), "SG(4×2) = mex{0} = 1.");
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
