//! Tests of the `nim_family` module.

use super::*;
use rules::split::Split;

mod game_view;
mod why_it_wins;
mod winning_moves;

fn lesson(kind: LessonKind, q: &str) -> NimFamilyLesson {
    rules::probe::model(kind, &Query::parse(q)).unwrap_or_else(|e| panic!("{e:?}"))
}

/// Every 3-pile position with piles up to 4 of a variant (`param=a,b,c`, then `rest`): its
/// link query and its lesson.
fn small_positions<'a>(
    kind: LessonKind,
    param: &'a str,
    rest: &'a str,
) -> impl Iterator<Item = (String, NimFamilyLesson)> + 'a {
    (0..5u64 * 5 * 5).map(move |n| {
        let q = format!("{param}={},{},{}{rest}", n / 25, n / 5 % 5, n % 5);
        let l = lesson(kind, &q);
        (q, l)
    })
}

/// The step that names the winning move (the XOR view's).
fn move_step(l: &NimFamilyLesson) -> usize {
    l.steps
        .iter()
        .position(|s| matches!(s, XorStage::Move { .. }))
        .expect("a move step")
}

#[test]
fn nim_example_has_columns_sum_and_the_judge_move() {
    let l = lesson(LessonKind::Nim, "piles=3,6,9");
    // Binary, four columns, the sum, the move, why it wins.
    assert_eq!(l.step_count(), 1 + 4 + 1 + 1 + 1);
    assert_eq!(l.facts().nim_sum, Some(12));
    assert_eq!(l.facts().winning_move, Some((3, 4)));
    let the_move = l.sentence(l.step_count() - 2, Lang::En);
    assert!(the_move.contains("take 4 from pile 3"), "{the_move}");
    let why = l.sentence(l.step_count() - 1, Lang::En);
    assert!(why.starts_with("Why it wins: after take 4 from pile 3, every column is even."));
    assert!(l.sentence(1, Lang::En).starts_with("The 8s column: 1 one,"));
}

#[test]
fn moves_are_replayed_and_checked() {
    let l = lesson(LessonKind::Nim, "piles=3,4,5&moves=1:2,3:1");
    assert_eq!(l.game.piles, vec![1, 4, 4]);
    assert_eq!(l.play().unwrap().player_to_move, 1);
    let err = rules::probe::model(LessonKind::Nim, &Query::parse("piles=3,4&moves=1:2,1:5"))
        .err()
        .unwrap();
    assert_eq!(err.param, "moves");
    assert!(err
        .message(Lang::En)
        .contains("move 2 “1:5” cannot be played: pile 1 has only 1"));
    assert!(rules::probe::model(
        LessonKind::BoundedNim,
        &Query::parse("piles=7&k=2&moves=1:3")
    )
    .is_err());
    assert!(rules::probe::model(
        LessonKind::SetNim,
        &Query::parse("set=2,5&piles=7&moves=1:3")
    )
    .is_err());
    assert!(
        rules::probe::model(LessonKind::Nim, &Query::parse("piles=1&moves=1:1,1:1"))
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("already over")
    );
}

#[test]
fn the_computer_always_plays_a_legal_move_and_wins_from_a_winning_position() {
    for (kind, q) in [
        (LessonKind::Nim, "piles=3,4,5"),
        (LessonKind::MisereNim, "piles=1,2,3,4"),
        (LessonKind::BoundedNim, "piles=7,9,4&k=3"),
        (LessonKind::StaircaseNim, "steps=3,1,4,1,5"),
        (LessonKind::SetNim, "set=2,5&piles=2,4,7"),
        (LessonKind::SplitNim, "piles=2,3"),
    ] {
        // Both sides play the computer's move until the game ends: every move must parse,
        // and the first player (who starts winning in every example) must win.
        let mut moves: Vec<String> = Vec::new();
        let start_wins = lesson(kind, q).play().unwrap().to_move_wins;
        for _ in 0..200 {
            let query = if moves.is_empty() {
                q.to_string()
            } else {
                format!("{q}&moves={}", moves.join(","))
            };
            let l = lesson(kind, &query);
            let p = l.play().unwrap();
            if p.over {
                let winner = if p.to_move_wins {
                    p.player_to_move
                } else {
                    3 - p.player_to_move
                };
                assert_eq!(winner == 1, start_wins, "{kind:?} {moves:?}");
                break;
            }
            moves.push(p.computer_move.expect("a move while the game is not over"));
        }
    }
}

#[test]
fn staircase_counts_odd_steps_and_split_uses_sg_values() {
    let l = lesson(LessonKind::StaircaseNim, "steps=3,1,4,1,5");
    assert_eq!(l.facts().nim_sum, Some(3 ^ 4 ^ 5));
    let l = lesson(LessonKind::SplitNim, "piles=2,3&moves=2:2+1");
    assert_eq!(l.game.piles, vec![2, 2, 1]);
    let svg = l.figure(0, Lang::Zh).to_svg();
    assert!(svg.contains("SG 值"));
    assert_eq!(svg.matches(r#"data-testid="component""#).count(), 3);
}

#[test]
fn staircase_draws_its_steps_above_the_columns() {
    let l = lesson(LessonKind::StaircaseNim, "steps=3,1,4,1,5");
    let svg = l.figure(0, Lang::Zh).to_svg();
    assert!(svg.contains("地面"));
    assert!(svg.contains(r#"data-testid="stair-stone" data-move="3:4""#));
    assert_eq!(svg.matches(r#"class="step-odd""#).count(), 3);
}

#[test]
fn staircase_move_step_marks_the_stones_carried_down_on_the_stair_and_in_its_row() {
    // 3, 1, 4, 1, 5: nim-sum 2; move 2 stones from stair 1 down to the floor.
    let l = lesson(LessonKind::StaircaseNim, "steps=3,1,4,1,5");
    let step = move_step(&l);
    assert!(l
        .sentence(step, Lang::En)
        .contains("move 2 stones from stair 1 down to the floor"));
    let svg = l.figure(step, Lang::En).to_svg();
    let focused = |testid: &str| {
        // Opening tags only: a group's text runs on to its children.
        svg.split("<g ")
            .filter_map(|g| g.split('>').next())
            .filter(|g| {
                g.contains("data-focus=\"true\"")
                    && g.contains(&format!("data-testid=\"{testid}\""))
            })
            .filter_map(|g| g.split("data-move=\"").nth(1)?.split('"').next())
            .collect::<Vec<_>>()
    };
    // On the staircase and in the table's row of stair 1, the same two stones.
    assert_eq!(focused("stair-stone"), ["1:2", "1:1"]);
    assert_eq!(focused("stone"), ["1:2", "1:1"]);
}

#[test]
fn dag_view_of_a_pile_matches_the_sg_table() {
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7&view=dag&pile=3");
    let d = l.dag.as_ref().unwrap();
    // From 7 with S = {2, 5}: 7 → 5, 2; 5 → 3, 0; 3 → 1; 2 → 0. SG(7) = 0 (see the table).
    assert_eq!(d.walk.labels[0], "7");
    assert_eq!(d.walk.sg[0], 0);
    assert_eq!(l.step_count(), d.walk.labels.len() + 2);
    // The walk closes with the pile's value, and only the last step says it.
    let last = l.step_count() - 1;
    assert!(l
        .sentence(last, Lang::En)
        .ends_with("So a pile of 7 is worth SG(7) = 0: that is the value it enters the XOR with."));
    assert!(!l.sentence(last - 1, Lang::En).contains("So a pile of"));
    let l = lesson(LessonKind::SplitNim, "piles=3&view=dag");
    let svg = l.figure(0, Lang::En).to_svg();
    assert!(svg.contains(r#"data-id="3" data-sg="4""#), "{svg}");
    assert!(svg.contains(r#"data-id="2+1" data-sg="3""#));
    let l = lesson(LessonKind::Nim, "piles=1000000000000&view=dag");
    assert!(l
        .sentence(0, Lang::En)
        .contains("too many positions to draw"));
    assert!(rules::probe::model(LessonKind::StaircaseNim, &Query::parse("view=dag")).is_err());
    assert!(rules::probe::model(LessonKind::Nim, &Query::parse("view=dag&pile=4")).is_err());
}

#[test]
fn every_step_renders_in_both_languages() {
    for (kind, q) in [
        (LessonKind::Nim, "piles=3,4,5"),
        (LessonKind::MisereNim, "piles=1,1,0"),
        (LessonKind::BoundedNim, "piles=7,9,4&k=3"),
        (LessonKind::Nim, "piles=0,0"),
    ] {
        let l = lesson(kind, q);
        for step in 0..l.step_count() {
            for lang in [Lang::En, Lang::Zh] {
                assert!(!l.sentence(step, lang).is_empty());
                assert!(l.figure(step, lang).to_svg().ends_with("</svg>"));
            }
        }
    }
}

#[test]
fn split_dag_moves_are_distinct_without_a_search_and_big_piles_are_clamped() {
    for p in [vec![5u64, 5, 3], vec![4, 3, 3, 1], vec![6], vec![2, 2, 2]] {
        let moves = grundy_core::sg::MoveGraph::moves(&OnePile(&Split), &p);
        let distinct: std::collections::BTreeSet<_> = moves.iter().cloned().collect();
        assert_eq!(moves.len(), distinct.len(), "{p:?}");
        // Every split of every pile is among them.
        for (i, &a) in p.iter().enumerate() {
            for b in 0..a {
                for c in 0..=b {
                    let mut next: Vec<u64> = p.clone();
                    next.remove(i);
                    next.extend([b, c].into_iter().filter(|&v| v > 0));
                    next.sort_unstable_by(|a, b| b.cmp(a));
                    assert!(distinct.contains(&next), "{p:?} → {next:?}");
                }
            }
        }
    }
    let l = lesson(LessonKind::SplitNim, "piles=2000,120&view=dag&pile=2");
    let dag = l.dag.as_ref().map(|d| d.clamped);
    assert!(matches!(dag, Some(Some((120, s))) if s < 120), "{dag:?}");
}

#[test]
fn splits_in_moves_cannot_grow_the_piles_past_the_drawing_cap() {
    let moves: Vec<String> = (0..MAX_PILES)
        .map(|i| format!("1:{}+1", 1999 - i))
        .collect();
    let q = format!("piles=2000&moves={}", moves[..MAX_PILES - 1].join(","));
    assert_eq!(lesson(LessonKind::SplitNim, &q).game.piles.len(), MAX_PILES);
    let q = format!("piles=2000&moves={}", moves.join(","));
    let e = rules::probe::model(LessonKind::SplitNim, &Query::parse(&q));
    let message = e.err().map(|e| e.message(Lang::En)).unwrap_or_default();
    assert!(message.contains("it would leave 301 piles"), "{message}");
}

/// The mex of the values one move away, by the definition (subtraction game `set`).
fn set_sg_by_definition(set: &[u64], a: u64) -> u64 {
    let options: Vec<u64> = set
        .iter()
        .filter(|&&s| s <= a)
        .map(|&s| set_sg_by_definition(set, a - s))
        .collect();
    (0..).find(|v| !options.contains(v)).unwrap_or(0)
}

/// The mex over every pair of smaller piles, by the definition (split-Nim).
fn split_sg_by_definition(x: u64) -> u64 {
    let smaller: Vec<u64> = (0..x).map(split_sg_by_definition).collect();
    let options: Vec<u64> = smaller
        .iter()
        .flat_map(|&b| smaller.iter().map(move |&c| b ^ c))
        .collect();
    (0..).find(|v| !options.contains(v)).unwrap_or(0)
}

#[test]
fn set_and_split_openings_derive_the_values_they_write_in_binary() {
    // Up to six piles, one opening step per pile works out its SG value before the columns
    // write it in binary: SG(a) = mex{…} = v, with v checked by the definition.
    for (set, piles) in [(vec![2, 5], vec![2, 4, 7]), (vec![3], vec![1, 4, 4, 9, 10])] {
        let join = |v: &[u64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let q = format!("set={}&piles={}", join(&set), join(&piles));
        let l = lesson(LessonKind::SetNim, &q);
        for (k, &a) in piles.iter().enumerate() {
            let step = l.sentence(k, Lang::En);
            let v = set_sg_by_definition(&set, a);
            if let Some(earlier) = piles[..k].iter().position(|&b| b == a) {
                let again = format!("as big as pile {}: SG({a}) = {v} again.", earlier + 1);
                assert!(step.contains(&again), "{again} in {step}");
                continue;
            }
            let claim = format!("Pile {}: SG({a}) = mex{{", k + 1);
            let at = step
                .find(&claim)
                .unwrap_or_else(|| panic!("{claim} in {step}"));
            let end = step[at..].find('.').map_or(step.len(), |e| at + e);
            // The value is what follows the last "= " ("… = mex{0} = 1", "mex{} = 0: …").
            let said = step[at..end].rsplit("= ").next().unwrap_or("");
            let said = said.split(':').next().unwrap_or("");
            assert_eq!(said, v.to_string(), "{}", &step[at..end]);
            // No other pile's value is worked out at this step.
            for &b in piles.iter().filter(|&&b| b != a) {
                assert!(!step.contains(&format!("SG({b}) = mex")), "{b} in {step}");
            }
        }
        // The columns start right after the last pile.
        assert!(l
            .sentence(piles.len(), Lang::En)
            .contains("Now the values in binary"));
    }
    // More piles: one opening sentence for the first few values.
    assert!(lesson(LessonKind::SetNim, "set=3&piles=1,4,4,9,10,11,12")
        .sentence(0, Lang::En)
        .contains("The other 3 piles are worked out the same way."));
    let split = lesson(LessonKind::SplitNim, "piles=2,3,5");
    for (k, x) in [2, 3, 5].into_iter().enumerate() {
        let v = split_sg_by_definition(x);
        let opening = split.sentence(k, Lang::En);
        if x <= 3 {
            // Small piles list every split's XOR, and the mex of the set they make.
            let (mut xors, mut pairs) = (Vec::new(), Vec::new());
            for b in 0..x {
                for c in b..x {
                    let (sb, sc) = (split_sg_by_definition(b), split_sg_by_definition(c));
                    xors.push(sb ^ sc);
                    pairs.push(format!("{sb}⊕{sc}"));
                }
            }
            xors.sort_unstable();
            xors.dedup();
            let set: Vec<String> = xors.iter().map(u64::to_string).collect();
            let claim = format!(
                "SG({x}) = mex{{{}}} = mex{{{}}} = {v} (b ≤ c < {x}).",
                pairs.join(", "),
                set.join(", ")
            );
            assert!(opening.contains(&claim), "{claim} in {opening}");
            continue;
        }
        // The mex: every value below v is an option, and v is not.
        let claim = format!("SG({x}) = {v}, as for b, c < {x} those XORs take every value");
        assert!(opening.contains(&claim), "{claim} in {opening}");
        let range = format!("from 0 to {} but never {v}.", v - 1);
        assert!(opening.contains(&range), "{range} in {opening}");
    }
    // Nim's opening has no values to derive: the pile is its own value.
    assert!(!lesson(LessonKind::Nim, "piles=3,4")
        .sentence(0, Lang::En)
        .contains("mex"));
}

/// The `n` of the SG(n) row's cells that are in focus in `svg`.
fn focused_value_cells(svg: &str) -> Vec<&str> {
    svg.split("data-testid=\"value-cell\"")
        .skip(1)
        .filter(|c| c.split('>').next().unwrap_or("").contains("data-focus"))
        .map(|c| {
            c.split("data-n=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .unwrap_or("")
        })
        .collect()
}

#[test]
fn set_nims_values_row_fills_pile_by_pile() {
    // S = {2, 5}, piles 2, 4, 7: the row SG(0..7) is filled up to 2, 4, then 7, and the XOR
    // table shows "?" for the piles not reached yet.
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7");
    let texts = |step: usize| -> Vec<String> {
        let svg = l.figure(step, Lang::En).to_svg();
        svg.split("data-testid=\"value-cell\"")
            .skip(1)
            .map(|cell| {
                // The value is the cell's strong text, when it has one.
                let cell = cell.split("</g>").next().unwrap_or("");
                cell.split("class=\"txt-strong\">")
                    .nth(1)
                    .and_then(|t| t.split('<').next())
                    .unwrap_or("")
                    .to_string()
            })
            .collect()
    };
    let table = [0, 0, 1, 1, 0, 2, 1, 0].map(|v: u64| v.to_string());
    for (step, upto) in [(0, 2), (1, 4), (2, 7)] {
        let row = texts(step);
        assert_eq!(row.len(), 8);
        for n in 0..8 {
            let expected = if n <= upto { table[n].as_str() } else { "" };
            assert_eq!(row[n], expected, "step {step}, n = {n}");
        }
        let svg = l.figure(step, Lang::En).to_svg();
        assert_eq!(svg.matches(">?</text>").count(), 2 - step, "step {step}");
    }
    // Pile 3's moves reach 5 and 2: those cells and its own are in focus.
    let svg = l.figure(2, Lang::En).to_svg();
    let focused = focused_value_cells(&svg);
    assert_eq!(focused, vec!["2", "5", "7"]);
}

#[test]
fn split_nims_winning_move_marks_the_two_piles_it_leaves_not_every_stone() {
    // Piles 2, 3 (SG 2, 4): replace pile 2 by piles of 2 and 0, worth 2 ⊕ 0 = 2.
    let l = lesson(LessonKind::SplitNim, "piles=2,3");
    let last = l.step_count() - 1;
    assert!(l
        .sentence(last, Lang::En)
        .contains("replace pile 2 by piles of 2 and 0"));
    let svg = l.figure(last, Lang::En).to_svg();
    let focused = focused_value_cells(&svg);
    assert_eq!(focused, vec!["0", "2"]);
    // No stone is a direct child of the focused row (the style rings those as taken).
    let row = svg
        .split("<g data-testid=\"component\"")
        .skip(1)
        .find(|g| g.split('>').next().unwrap_or("").contains("data-focus"))
        .expect("the move's row");
    let row = row.split("data-testid").next().unwrap_or("");
    assert_eq!(row.matches("<circle").count(), 3, "{row}");
    assert_eq!(row.matches("<g><circle").count(), 3, "{row}");
}

#[test]
fn the_quiz_at_the_first_column_after_the_values_shows_them_in_binary() {
    // Step 3 of set-Nim 2,4,7 asks for column 1's parity; the step before wrote no digit, so
    // the question's figure is the values in binary, without the count.
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7");
    assert!(l.question(3).is_some());
    let asked = l
        .figure_hiding_answer(3, Lang::En)
        .expect("a figure")
        .to_svg();
    assert!(
        asked.contains("class=\"txt-bit1\">1<"),
        "binary digits are drawn"
    );
    assert!(!asked.contains(">ones<"), "no count yet");
    assert!(!l
        .figure(2, Lang::En)
        .to_svg()
        .contains("class=\"txt-bit1\""));
    // Other columns use the step before, which has the digits.
    assert!(l.figure_hiding_answer(4, Lang::En).is_none());
}

#[test]
fn a_winning_row_question_with_several_right_rows_explains_them_all() {
    // Set-Nim 2,4,7 (SG 1, 0, 0; nim-sum 1): the last step asks for the row to change.
    let several = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7");
    let q = several
        .question(move_step(&several))
        .expect("the row question");
    let right = q.also.len() + 1;
    let why = q.explanation.render(Lang::En);
    assert_eq!(right, 3, "2 → 0, 4 → 2 and 7 → 2 each make the nim-sum 0");
    assert!(why.contains("Any row with a 1 there"), "{why}");
    assert!(!why.contains("Pile 1 has a 1"), "{why}");
    // Nim 3,4,5 has one right row (pile 1): its explanation names it.
    let one = lesson(LessonKind::Nim, "piles=3,4,5");
    let q = one.question(move_step(&one)).expect("the row question");
    assert!(q.also.is_empty());
    assert!(q
        .explanation
        .render(Lang::En)
        .contains("Pile 1 has a 1 there"));
}

#[test]
fn a_pile_step_says_the_row_values_it_fills_before_using_them() {
    // S = {2, 5}, piles 2, 4, 7: pile 2's step fills SG(3) too, pile 3's fills SG(5) and
    // SG(6); SG(7) = mex{SG(5), SG(2)} then uses only values the walk has said (review 7).
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7");
    assert!(l
        .sentence(1, Lang::En)
        .starts_with("First the row fills SG(3) the same way: 1."));
    let s = l.sentence(2, Lang::En);
    assert!(
        s.starts_with("First the row fills SG(5), SG(6) the same way: 2, 1."),
        "{s}"
    );
    assert!(s.contains("SG(7) = mex{SG(5), SG(2)}"), "{s}");
    // Piles in decreasing order fill nothing new after the first.
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=7,4,2");
    assert!(!l.sentence(1, Lang::En).contains("the row fills"));
}

/// Every rectangle of `shapes`, groups included: (x, w, class).
fn rects(shapes: &[grundy_core::figure::Shape], out: &mut Vec<(f64, f64, &'static str)>) {
    use grundy_core::figure::Shape;
    for s in shapes {
        match s {
            Shape::Rect { x, w, class, .. } => out.push((*x, *w, class)),
            Shape::Group { children, .. } => rects(children, out),
            _ => {}
        }
    }
}

#[test]
fn the_column_band_stays_off_the_neighbouring_bit_cells() {
    // The band reached 5 units past its cells and its 3-unit border ran over the next
    // column's cells (seventh review); its edges now run down the gaps between columns.
    let l = lesson(LessonKind::Nim, "piles=3,4,5");
    let (mut bands, mut cells) = (0, 0);
    for step in 1..l.step_count() {
        let mut all = Vec::new();
        rects(&l.figure(step, Lang::En).shapes, &mut all);
        let Some(&(bx, bw, _)) = all.iter().find(|r| r.2 == "cell-good" && r.1 > 20.0) else {
            continue;
        };
        bands += 1;
        for &(x, w, class) in &all {
            if class == "bit-one" || class == "bit-zero" {
                cells += 1;
                let inside = x >= bx && x + w <= bx + bw;
                // Its edge runs at least 0.5 units past a neighbour's box.
                let clear = x + w <= bx - 0.5 || x >= bx + bw + 0.5;
                assert!(
                    inside || clear,
                    "step {step}: cell at {x} by band {bx}..{}",
                    bx + bw
                );
            }
        }
    }
    // The columns are banded on several steps, each beside bit cells.
    assert!(
        bands >= 3 && cells >= 3 * bands,
        "{bands} bands, {cells} cells"
    );
}

#[test]
fn set_nims_winning_move_rings_the_stones_it_takes() {
    // "take 2 from pile 1": its two stones are ringed, as Nim's are (seventh review): the
    // one a click takes 2 from through its hook, the one no click may take (1 ∉ {2, 5}) on
    // its own; a split takes no stone, so split-Nim rings none.
    let ringed = |svg: &str| {
        svg.matches(r#"<circle data-focus="true""#).count()
            + svg.matches(r#"data-focus="true"><circle"#).count()
    };
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7");
    let last = move_step(&l);
    assert!(l.sentence(last, Lang::En).contains("take 2 from pile 1"));
    assert_eq!(ringed(&l.figure(last, Lang::En).to_svg()), 2);
    assert_eq!(ringed(&l.figure(last - 1, Lang::En).to_svg()), 0);
    let l = lesson(LessonKind::SplitNim, "");
    assert_eq!(ringed(&l.figure(l.step_count() - 1, Lang::En).to_svg()), 0);
}

#[test]
fn only_stones_whose_click_is_a_legal_take_are_clickable() {
    let moves = |kind, q: &str| -> Vec<String> {
        let svg = lesson(kind, q).figure(0, Lang::En).to_svg();
        svg.split(r#"data-testid="stone" data-move=""#)
            .skip(1)
            .map(|rest| rest[..rest.find('"').unwrap()].to_string())
            .collect()
    };
    // Set {2, 5}: piles 2, 4, 7 offer 2; 2; 5 and 2 (the stone five from the right first).
    assert_eq!(
        moves(LessonKind::SetNim, "set=2,5&piles=2,4,7"),
        ["1:2", "2:2", "3:5", "3:2"]
    );
    // Bounded by 3: the last three stones of each pile.
    assert_eq!(
        moves(LessonKind::BoundedNim, "k=3&piles=2,4"),
        ["1:2", "1:1", "2:3", "2:2", "2:1"]
    );
    // A split takes no stones: none is clickable.
    assert!(moves(LessonKind::SplitNim, "piles=2,3").is_empty());
}

#[test]
fn pile_is_refused_outside_the_dag_view_and_the_rest_of_the_link_kept() {
    // An author's `pile=1,2` meant piles=: it silently drew the example's 3, 4, 5.
    for (kind, link) in [
        (LessonKind::Nim, "pile=1,2"),
        (LessonKind::Nim, "piles=1,2&pile=2&view=xor"),
        (LessonKind::StaircaseNim, "piles=1,2&pile=1&view=dag"),
    ] {
        let e = rules::probe::model(kind, &Query::parse(link))
            .err()
            .unwrap_or_else(|| panic!("{link} was taken"));
        let said = e.message(Lang::En);
        assert!(said.contains("view=dag") && said.contains("pile"), "{said}");
        assert!(!e.message(Lang::Zh).is_empty());
    }
    let opened = crate::lesson::open(LessonKind::Nim, &Query::parse("piles=1,2&pile=2"));
    assert_eq!(opened.errors.len(), 1);
    assert_eq!(opened.model.facts().nim_sum, Some(3));
    assert!(lesson(LessonKind::Nim, "piles=1,2&view=dag&pile=2")
        .dag
        .is_some());
}

#[test]
fn every_family_lesson_takes_its_defaults_and_views_from_its_descriptor_alone() {
    let family = rules::probe::example_rules();
    assert!(family.len() >= 7, "{}", family.len());
    for (kind, _) in family {
        let l = lesson(kind, "");
        let info = kind.info();
        // Each field of the example link shows the descriptor's example value.
        let fields = l.inputs();
        assert!(!fields.is_empty(), "{kind:?}");
        for field in &fields {
            let example = info.params.iter().find(|p| p.name == field.param);
            assert_eq!(
                example.and_then(|p| p.default),
                Some(field.value.as_str()),
                "{kind:?}: field {}",
                field.param
            );
        }
        // And every parameter with an example is a field (none is read from elsewhere).
        for p in info.params.iter().filter(|p| p.default.is_some()) {
            assert!(
                fields.iter().any(|f| f.param == p.name),
                "{kind:?}: {}",
                p.name
            );
        }
        // The views offered are the descriptor's, and a view it does not list is refused
        // with exactly its list.
        for v in l.views() {
            assert!(info.views.contains(&v.view), "{kind:?}: {}", v.view);
        }
        let refused = rules::probe::model(kind, &Query::parse("view=nope"))
            .err()
            .map(|e| e.message(Lang::En))
            .unwrap_or_default();
        let first = info.views.first().copied().unwrap_or("xor");
        assert!(refused.contains(first), "{kind:?}: {refused}");
    }
}

#[test]
fn split_nims_moves_are_worded_as_its_introduction_words_them() {
    // The introduction "replaces a pile by two piles"; a move to a pile and 0 and a move's
    // start said "split … into", so one kind of move had two names.
    for q in ["piles=2,3", "piles=3,5", "piles=1,4"] {
        let l = lesson(LessonKind::SplitNim, q);
        for (lang, verb, other) in [(Lang::En, "replace", "split"), (Lang::Zh, "换成", "拆")] {
            assert!(
                l.sentence(0, lang).contains(verb),
                "{q}: {}",
                l.sentence(0, lang)
            );
            let choices = l.move_choices(usize::MAX).unwrap();
            let mut said: Vec<String> = choices.iter().map(|c| c.words.render(lang)).collect();
            said.extend(l.move_starts(lang).into_iter().map(|s| s.said));
            // A move taking the whole pile away leaves no pile: it is a take.
            let whole: Vec<String> = (1..=2)
                .map(|pile| t!(lang, DescSplitNone { pile }))
                .collect();
            for words in said.iter().filter(|w| !whole.contains(w)) {
                assert!(words.contains(verb), "{q}: {words}");
                assert!(!words.to_lowercase().contains(other), "{q}: {words}");
            }
            assert!(said.len() > 3, "{q}: {said:?}");
        }
    }
}
