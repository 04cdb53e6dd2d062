//! Every lesson's walkthrough, in every view and both languages, teaches step by step: each
//! step marks what its sentence is about (`data-focus="true"` in the figure), no step shows
//! the same figure as the step before it, and English sentences use singular and plural right.
//! Failures are listed per lesson, so each lesson's owner sees theirs.

use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{open, LessonKind, Query};
use std::collections::BTreeMap;

/// Links beyond each lesson's example: other positions whose walkthroughs take other paths
/// (a zero nim-sum, a finished game, a board too big to draw, …).
fn extra_links(slug: &str) -> &'static [&'static str] {
    match slug {
        "nim" => &[
            "piles=3,4,7",
            "piles=0,0",
            "piles=1",
            "piles=3,4,5&moves=1:2,3:1",
        ],
        "misere-nim" => &[
            "piles=1,1,0",
            "piles=1,1,1",
            "piles=2,2",
            "piles=0",
            // The twist view: from the winner's turn, from the loser's, and after a move.
            "piles=1,1,3&view=twist",
            "piles=2,2&view=twist",
            "piles=1,2,3,4&moves=4:4&view=twist",
            "piles=9,1&view=twist",
        ],
        "bounded-nim" => &["piles=7,9,4&k=3", "piles=4,4&k=3", "piles=100&k=1000"],
        "staircase-nim" => &["steps=3,1,4,1,5", "steps=1,5,1", "steps=0,2"],
        "set-nim" => &[
            "set=2,5&piles=2,4,7",
            "set=1&piles=1,1",
            "set=3&piles=1,2",
            "set=3&piles=0,4,4",
            "set=2,5&piles=20,3",
            "set=2&piles=1,2,3,4,5,6,7",
        ],
        "split-nim" => &["piles=2,3", "piles=1,1", "piles=3&moves=1:2+1", "piles=0,5"],
        "graph-sum" => &[
            "n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3",
            "n=3&edges=1-2&tokens=2,3",
            "n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&moves=1-2",
        ],
        "wythoff" => &[
            "a=4&b=7",
            "a=0&b=0",
            "a=381966011250105151&b=618033988749894848",
            "a=3&b=5&moves=1:1",
        ],
        "cutting" => &[
            "w=4&h=2",
            "w=3&h=2",
            "w=2&h=2",
            "w=3&h=2&moves=1:v1,1:h1",
            "w=5&h=4&moves=1:v2",
            "w=6&h=3&moves=1:v1",
            "w=40&h=30&view=table",
            "w=6&h=6",
            "w=12&h=9",
            "w=7&h=5&moves=1:v3",
        ],
        // Rows longer than 12 piles step through prefixes with a window of the table.
        "end-piles" => &[
            "piles=3,1,4,1,5,9,2,6,5,3,5,8,9,7,9",
            "piles=2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2&moves=R:2",
        ],
        // A lost picture, a stalk that needs no collapse, a game in progress and one over,
        // parallel edges, loops at the ground and an even cycle.
        "hackenbush" => &[
            "edges=0-1,1-2,0-3,3-4",
            "edges=0-1,1-2",
            "edges=0-1,1-2,1-3,0-4,4-5,5-0,0-6,6-6&moves=1-2",
            "edges=0-1&moves=0-1",
            "edges=0-1,1-0,1-2,0-0,0-0,0-0",
            "edges=0-1,1-2,2-3,3-0,2-2",
        ],
        // Grundy's game: its table (no period claimed), a mex, a DAG, a game and one over.
        "game-lab" => &[
            "game=grundy&n=200",
            "game=grundy&n=40&view=mex&heap=13",
            "game=grundy&view=dag&heap=7",
            "game=grundy&heaps=7,9&moves=1:0:3",
            "game=grundy&heaps=2,1,2",
        ],
        _ => &[],
    }
}

/// English counts that should be singular: "1 ones", "seen 1 times", …
fn bad_plural(sentence: &str) -> Option<String> {
    let words = [
        "ones",
        "sets",
        "times",
        "swaps",
        "stones",
        "apples",
        "values",
        "terms",
        "cells",
        "piles",
        "moves",
        "positions",
        "numbers",
        "elements",
        "occurrences",
    ];
    let bytes = sentence.as_bytes();
    for (i, _) in sentence.match_indices("1 ") {
        let digit_before = i > 0 && bytes[i - 1].is_ascii_digit();
        if digit_before {
            continue;
        }
        let rest = &sentence[i + 2..];
        for w in words {
            if rest.starts_with(w) && !rest[w.len()..].starts_with(|c: char| c.is_alphanumeric()) {
                return Some(format!("“1 {w}”"));
            }
        }
    }
    None
}

#[test]
fn every_step_has_a_focus_and_changes_the_figure() {
    let mut failures: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut checked = 0usize;
    for &kind in LessonKind::ALL {
        let info = kind.info();
        let mut bases = vec![String::new()];
        bases.extend(extra_links(info.slug).iter().map(|s| s.to_string()));
        for base in bases {
            let base_query = Query::parse(&base);
            let opened = open(kind, &base_query);
            let fail = &mut failures.entry(info.slug).or_default();
            if !opened.errors.is_empty() {
                fail.push(format!("?{base}: the link does not open cleanly"));
                continue;
            }
            // The link itself, then each of its views.
            let mut links = vec![base_query.clone()];
            for v in opened.model.views() {
                let mut q = base_query.with("view", Some(v.view.to_string()));
                for (k, val) in &v.params {
                    q = q.with(k, (!val.is_empty()).then(|| val.clone()));
                }
                if !links.contains(&q) {
                    links.push(q);
                }
            }
            for q in links {
                let o = open(kind, &q);
                let link = if q.0.is_empty() {
                    "(example)".to_string()
                } else {
                    format!("?{}", q.render())
                };
                if !o.errors.is_empty() {
                    fail.push(format!("{link}: the view does not open cleanly"));
                    continue;
                }
                let m = &o.model;
                for lang in [Lang::En, Lang::Zh] {
                    let mut previous: Option<String> = None;
                    for step in 0..m.step_count() {
                        checked += 1;
                        let svg = m.figure(step, lang).to_svg();
                        if !svg.contains(r#"data-focus="true""#) {
                            fail.push(format!("{link} {lang:?} step {step}: nothing in focus"));
                        }
                        if previous.as_deref() == Some(svg.as_str()) {
                            fail.push(format!(
                                "{link} {lang:?} step {step}: same figure as step {}",
                                step - 1
                            ));
                        }
                        if lang == Lang::En {
                            if let Some(w) = bad_plural(&m.sentence(step, lang)) {
                                fail.push(format!("{link} step {step}: {w}"));
                            }
                        }
                        previous = Some(svg);
                    }
                }
            }
        }
    }
    failures.retain(|_, v| !v.is_empty());
    let report: Vec<String> = failures
        .iter()
        .map(|(slug, v)| {
            let shown: Vec<&String> = v.iter().take(12).collect();
            format!(
                "{slug} ({} failures):\n  {}",
                v.len(),
                shown
                    .iter()
                    .map(|s| s.as_str())
                    .collect::<Vec<_>>()
                    .join("\n  ")
            )
        })
        .collect();
    assert!(checked > 500, "only {checked} steps were checked");
    assert!(report.is_empty(), "\n{}", report.join("\n"));
}

#[test]
fn the_plural_check_finds_singular_counts() {
    assert_eq!(bad_plural("Column 8: 1 ones, odd"), Some("“1 ones”".into()));
    assert_eq!(bad_plural("seen 1 times so far"), Some("“1 times”".into()));
    assert_eq!(bad_plural("Column 8: 11 ones"), None);
    assert_eq!(bad_plural("1 one, 2 ones"), None);
    assert_eq!(bad_plural("1 setsquare"), None);
}

/// The model of `slug` opened at `link`.
fn model(slug: &str, link: &str) -> std::rc::Rc<dyn grundy_lessons::lesson::Walkthrough> {
    let kind = LessonKind::from_slug(slug).expect("a lesson");
    let o = open(kind, &Query::parse(link));
    assert!(o.errors.is_empty(), "{slug} {link}");
    o.model
}

/// The `y` of every `<rect>` of class `class` in `svg`.
fn rect_ys(svg: &str, class: &str) -> Vec<String> {
    svg.split("<rect")
        .skip(1)
        .filter_map(|r| r.split("/>").next())
        .filter(|r| r.contains(&format!(r#"class="{class}""#)))
        .filter_map(|r| {
            r.split(r#" y=""#)
                .nth(1)?
                .split('"')
                .next()
                .map(String::from)
        })
        .collect()
}

#[test]
fn the_nim_sum_appears_only_once_every_column_is_counted() {
    // 3 ⊕ 6 ⊕ 9 = 12: steps are the rows, four columns, the sum, the move, and why it wins
    // (the position the move leaves, 3, 6, 5: nim-sum 0).
    let m = model("nim", "piles=3,6,9");
    let shows_sum: Vec<bool> = (0..m.step_count())
        .map(|s| m.figure(s, Lang::En).to_svg().contains(">12</text>"))
        .collect();
    assert_eq!(
        shows_sum,
        [false, false, false, false, false, true, true, false]
    );
    // Each column's count is shown from its own step on: one more count per column step.
    let counts: Vec<usize> = (0..6)
        .map(|s| {
            m.figure(s, Lang::En)
                .to_svg()
                .matches(r#"class="txt-warn""#)
                .count()
        })
        .collect();
    // Columns 8, 4, 2, 1 hold 1, 1, 2, 2 ones: the odd ones (8, 4) are drawn as warnings.
    assert_eq!(counts, [0, 1, 2, 2, 2, 2]);
}

#[test]
fn a_zero_nim_sum_ends_with_the_sum_and_why_every_move_loses() {
    let m = model("nim", "piles=1,2,3");
    assert_eq!(m.step_count(), 1 + 2 + 1);
    let last = m.sentence(m.step_count() - 1, Lang::En);
    assert!(last.starts_with("The nim-sum is 0"), "{last}");
    assert!(last.contains("Every move changes one row"), "{last}");
    let zh = m.sentence(m.step_count() - 1, Lang::Zh);
    assert!(
        !zh.contains("。 "),
        "no space between Chinese sentences: {zh}"
    );
}

#[test]
fn a_sheets_value_appears_at_its_mex_step() {
    // 5×4: four steps for the smaller sheets, three cuts (x = 2, x = 3, y = 2), the mex,
    // the sum.
    let m = model("cutting", "w=5&h=4");
    assert_eq!(m.step_count(), 10);
    for s in 0..8 {
        let svg = m.figure(s, Lang::En).to_svg();
        assert!(
            svg.contains("5×4  SG ?") && !svg.contains("5×4  SG 1"),
            "step {s}"
        );
    }
    assert!(m.figure(8, Lang::En).to_svg().contains("5×4  SG 1"));
    assert!(m.figure(8, Lang::En).to_svg().contains("mex{0} = 1"));
    // The conclusion names a winning cut and draws it.
    assert!(m
        .sentence(9, Lang::En)
        .contains("A winning cut: the 5×4 sheet at x = 2, into 2×4 + 3×4."));
    // With a square cut out, there is nothing to explain: the opening and the result.
    let over = model("cutting", "w=3&h=2&moves=1:v1,1:h1");
    assert_eq!(over.step_count(), 2);
}

#[test]
fn wythoffs_last_step_frames_the_pair_of_the_tokens_difference() {
    // Table rows are 32 units apart, framed 25 units above their baseline at 86 + 32·row.
    // The 9×9 board of (4, 7) and (2, 7) has cold pairs 0..3 on it (b₃ = 7): pair 3 is the
    // last one built, and (2, 7)'s pair 5 comes after a "⋮" row, in row 5.
    for (link, row, built_last) in [
        ("a=3&b=5", 2, false),
        ("a=4&b=7", 3, true),
        ("a=2&b=7", 5, false),
    ] {
        let m = model("wythoff", link);
        let svg = m.figure(m.step_count() - 1, Lang::En).to_svg();
        let y = (86 + 32 * row - 25).to_string();
        assert!(
            rect_ys(&svg, "focus-ring").contains(&y),
            "{link}: {:?}",
            rect_ys(&svg, "focus-ring")
        );
        // The step before frames the last pair built, the token's only if it is that one.
        let before = m.figure(m.step_count() - 2, Lang::En).to_svg();
        assert_eq!(
            rect_ys(&before, "focus-ring").contains(&y),
            built_last,
            "{link}"
        );
    }
    // The walk builds only the pairs with a cell on the board: 8×8 shows pairs 0..3.
    assert_eq!(model("wythoff", "a=3&b=5").step_count(), 4 + 2);
    let last = model("wythoff", "a=2&b=7");
    let svg = last.figure(last.step_count() - 1, Lang::En).to_svg();
    assert!(svg.contains(">⋮<") && svg.contains(">13<"), "{svg}");
    // The table's frame keeps a margin to the figure's right edge at every step (the last
    // step's figure was 2 units wider than the frame, which looked cut off).
    let attr = |r: &str, name: &str| -> f64 {
        r.split(&format!(r#" {name}=""#))
            .nth(1)
            .and_then(|v| v.split('"').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or(f64::NAN)
    };
    let mut rings = 0;
    for link in ["a=3&b=5", "a=2&b=7"] {
        let m = model("wythoff", link);
        for step in 1..m.step_count() {
            let fig = m.figure(step, Lang::En);
            let svg = fig.to_svg();
            for r in svg.split("<rect").skip(1).filter(|r| {
                r.split("/>")
                    .next()
                    .is_some_and(|r| r.contains(r#"class="focus-ring""#))
            }) {
                rings += 1;
                let right = attr(r, "x") + attr(r, "width");
                assert!(
                    right + 10.0 <= fig.width,
                    "{link} step {step}: {right} of {}",
                    fig.width
                );
            }
        }
    }
    assert!(rings >= 4, "the steps ring their cells ({rings} rings)");
    // The winning move is said as the cold pair it reaches, not as "0:6".
    assert!(last
        .sentence(last.step_count() - 1, Lang::En)
        .ends_with("e.g. by moving to the cold pair (2, 1)."));
}

#[test]
fn a_view_of_one_pile_or_heap_keeps_the_sums_answers_for_later() {
    // One pile's DAG ends with that pile's value, not the verdict: its facts wait.
    let at = |slug: &str, link: &str| model(slug, link).facts_derived_at();
    let last = |slug: &str, link: &str| Some(model(slug, link).step_count() - 1);
    assert_eq!(at("nim", "piles=3,4,5&view=dag&pile=1"), None);
    assert_eq!(at("split-nim", "piles=2,3&view=dag&pile=2"), None);
    assert_eq!(at("game-lab", "code=0.77&view=dag&heap=5"), None);
    assert_eq!(at("game-lab", "code=0.77&view=table"), None);
    // The whole sum's DAG, the played sum and the vote end with the verdict.
    for (slug, link) in [
        ("nim", "piles=1,2&view=game"),
        ("game-lab", "code=0.77&view=play&heaps=5,7"),
        ("majority", "values=2,2,1"),
        ("split-nim", "piles=2,3"),
        ("misere-nim", "piles=3,4,5"),
    ] {
        assert_eq!(at(slug, link), last(slug, link), "{slug} {link}");
    }
    // The columns derive the move one step before the last, which says why it wins.
    assert_eq!(at("nim", "piles=3,4,5"), Some(5));
    assert_eq!(last("nim", "piles=3,4,5"), Some(6));
}

#[test]
fn a_sums_dag_ends_with_its_winning_move_drawn() {
    let m = model(
        "graph-sum",
        "n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&view=game",
    );
    let last = m.step_count() - 1;
    let s = m.sentence(last, Lang::En);
    assert!(
        s.ends_with("A move to a position worth 0 wins: 1,3 → 2,3, drawn bold."),
        "{s}"
    );
    let svg = m.figure(last, Lang::En).to_svg();
    let edge = svg
        .split("data-testid=\"dag-edge\"")
        .find(|e| e.starts_with(" data-from=\"1,3\" data-to=\"2,3\""))
        .expect("the move's edge");
    let edge = edge.split("</g>").next().unwrap_or("");
    assert!(
        edge.contains("dag-edge-hot") && edge.contains("data-focus"),
        "{edge}"
    );
    // The step before names no move.
    assert!(!m.sentence(last - 1, Lang::En).contains("wins:"));
    // In a DAG too large to show both ends at once, the move is bold but only the start is
    // in focus (the view would centre between them, on neither).
    let big = model("nim", "piles=3,4,5&view=game");
    let svg = big.figure(big.step_count() - 1, Lang::En).to_svg();
    assert!(svg.contains("dag-edge-hot"));
    let focused_edges = svg
        .split("data-testid=\"dag-edge\"")
        .skip(1)
        .filter(|e| e.split('>').next().unwrap_or("").contains("data-focus"))
        .count();
    assert_eq!(focused_edges, 0);
    // A sum worth 0 has no such move to draw.
    let lost = model("nim", "piles=1,1&view=game");
    let end = lost.sentence(lost.step_count() - 1, Lang::En);
    assert!(!end.contains("A move to a position worth 0"), "{end}");
}

/// Every `<rect>` of `svg` with its class: (x, y, width, height, class).
fn rects_of(svg: &str) -> Vec<(f64, f64, f64, f64, String)> {
    let attr = |r: &str, name: &str| -> Option<String> {
        Some(
            r.split(&format!(r#" {name}=""#))
                .nth(1)?
                .split('"')
                .next()?
                .to_string(),
        )
    };
    svg.split("<rect")
        .skip(1)
        .filter_map(|r| {
            let r = r.split("/>").next()?;
            let num = |n: &str| attr(r, n).and_then(|v| v.parse::<f64>().ok());
            Some((
                num("x")?,
                num("y")?,
                num("width")?,
                num("height")?,
                attr(r, "class")?,
            ))
        })
        .collect()
}

#[test]
fn the_end_piles_rings_stand_clear_of_the_neighbouring_cells() {
    // The dashed ring around a cell a step reads ran into the next cells and the column
    // headers (seventh review): with its 3-unit stroke it keeps 4 units off other cells.
    let m = model("end-piles", "");
    let (mut rings, mut cells_seen) = (0, 0);
    for step in 0..m.step_count() {
        let rects = rects_of(&m.figure(step, Lang::En).to_svg());
        let cells: Vec<_> = rects.iter().filter(|r| r.3 == 40.0).collect();
        cells_seen += cells.len();
        for ring in rects.iter().filter(|r| r.4 == "succ-ring") {
            rings += 1;
            let (x0, y0, x1, y1) = (
                ring.0 - 1.5,
                ring.1 - 1.5,
                ring.0 + ring.2 + 1.5,
                ring.1 + ring.3 + 1.5,
            );
            for c in &cells {
                let inside = c.0 >= x0 && c.0 + c.2 <= x1 && c.1 >= y0 && c.1 + c.3 <= y1;
                let apart = c.0 + c.2 + 4.0 <= x0
                    || c.0 >= x1 + 4.0
                    || c.1 + c.3 + 4.0 <= y0
                    || c.1 >= y1 + 4.0;
                assert!(inside || apart, "step {step}: ring {ring:?} by cell {c:?}");
            }
        }
    }
    assert!(
        rings > 0 && cells_seen > 0,
        "{rings} rings, {cells_seen} cells"
    );
}

#[test]
fn the_end_piles_opening_says_which_stretches_its_table_holds() {
    // Review 7: "for every stretch of piles" over a table of piles 2..4 only, with pile 1's
    // part first told at the last step. The opening names the range and pile 1's part.
    let m = model("end-piles", "piles=3,1,9,4,2");
    let en = m.sentence(0, Lang::En);
    assert!(
        en.contains("every stretch of consecutive piles in piles 2..5")
            && en.contains("Pile 1 is set against them"),
        "{en}"
    );
    assert!(m.sentence(0, Lang::Zh).contains("对第 2～5 堆中每一段"));
}

#[test]
fn bounded_nim_offers_only_the_stones_a_move_may_take() {
    // Play review: every stone of a pile was clickable, and a click on the 7th stone of pile
    // 1 played "1:7", refused (at most 3 may be taken). Only the last k stones of a pile
    // are clickable now; the others are drawn plain.
    let m = model("bounded-nim", "piles=7,9,2&k=3");
    let svg = m.figure(0, Lang::En).to_svg();
    let mut offered: Vec<&str> = svg
        .split("data-move=\"")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    offered.sort_unstable();
    assert_eq!(
        offered,
        ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3", "3:1", "3:2"]
    );
    // Seven, nine and two stones are all drawn.
    assert_eq!(svg.matches("class=\"stone\"").count(), 18);
}
