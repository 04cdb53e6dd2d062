//! The practice graders against independent brute force: for every topic and level, 10,000
//! generated items, every target graded with its right answer (in a random order, with a
//! random part of the item already on the screen) and with a spread of wrong ones, and the
//! verdicts compared with a search written here from the rules alone (SG by its recursive
//! definition, P/N by "some move reaches a P-position", a count by testing every number). No
//! wrong answer accepted, no right one refused.

use super::*;
use crate::lesson::{LessonKind, Query};
use grundy_core::figure::bounds::Bounds;
use grundy_core::figure::Shape;
use std::collections::HashMap;

const ITEMS: usize = 10_000;

/// The mex by its definition: the least value not in the list.
fn mex_def(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap_or(0)
}

fn right(item: &Item, target: &str, answer: Answer, shown: &[String]) -> bool {
    match grade(item, target, &answer, shown) {
        Ok(g) => g.right,
        Err(e) => panic!("{target} of {item:?} refused {answer:?}: {e:?}"),
    }
}

/// A random part of the targets, as "already on the screen".
fn some_shown(rng: &mut Rng, item: &Item) -> Vec<String> {
    item.targets()
        .into_iter()
        .filter(|_| rng.chance(1, 2))
        .map(|t| t.id)
        .collect()
}

// ---- sg-label and pn: recursive SG and recursive outcome on the DAG's moves ----

fn sg_rec(v: usize, edges: &[(usize, usize)], memo: &mut HashMap<usize, u64>) -> u64 {
    if let Some(&g) = memo.get(&v) {
        return g;
    }
    let succ: Vec<usize> = edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect();
    let values: Vec<u64> = succ.iter().map(|&u| sg_rec(u, edges, memo)).collect();
    let g = mex_def(&values);
    memo.insert(v, g);
    g
}

fn wins_rec(v: usize, edges: &[(usize, usize)], memo: &mut HashMap<usize, bool>) -> bool {
    if let Some(&w) = memo.get(&v) {
        return w;
    }
    let succ: Vec<usize> = edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect();
    let w = succ.iter().any(|&u| !wins_rec(u, edges, memo));
    memo.insert(v, w);
    w
}

fn check_dag(topic: Topic, level: u8) {
    let mut rng = Rng::new(49);
    for index in 0..ITEMS {
        let item = generate(topic, 7, level, index);
        let Body::Dag(d) = &item.body else {
            panic!("a DAG topic made {item:?}")
        };
        assert!(d.edges.iter().all(|&(a, b)| b < a && a < d.labels.len()));
        let mut sg = HashMap::new();
        let mut win = HashMap::new();
        let mut order: Vec<usize> = (0..d.labels.len()).collect();
        rng.shuffle(&mut order);
        let shown = some_shown(&mut rng, &item);
        for v in order {
            let id = d.labels[v].clone();
            if topic == Topic::SgLabel {
                let g = sg_rec(v, &d.edges, &mut sg);
                assert!(
                    right(&item, &id, Answer::Number(g), &shown),
                    "{item:?} {id}"
                );
                for wrong in [g + 1, g + 2, g ^ 1, rng.range(0, 8)] {
                    if wrong != g {
                        assert!(!right(&item, &id, Answer::Number(wrong), &shown));
                    }
                }
            } else {
                let truth = if wins_rec(v, &d.edges, &mut win) {
                    Outcome::N
                } else {
                    Outcome::P
                };
                let other = if truth == Outcome::P {
                    Outcome::N
                } else {
                    Outcome::P
                };
                assert!(right(&item, &id, Answer::Outcome(truth), &shown));
                assert!(!right(&item, &id, Answer::Outcome(other), &shown));
            }
        }
    }
}

#[test]
fn sg_label_grades_every_position_as_the_recursive_definition_at_every_level() {
    for level in LEVELS {
        check_dag(Topic::SgLabel, level);
    }
}

#[test]
fn pn_grades_every_position_as_the_outcome_search_at_every_level() {
    for level in LEVELS {
        check_dag(Topic::Pn, level);
    }
}

#[test]
fn a_wrong_value_names_the_unlabelled_successors_and_never_their_values() {
    // Position 2 of a chain 2 → 1 → 0: with nothing shown, the explanation names 1 and
    // gives no value; with 1 and 0 shown it gives the mex.
    let d = dag::DagItem {
        kind: dag::DagKind::Random,
        labels: vec!["A".into(), "B".into(), "C".into()],
        edges: vec![(1, 0), (2, 1)],
    };
    let item = Item {
        topic: Topic::SgLabel,
        level: 1,
        index: 0,
        body: Body::Dag(d),
    };
    let g = grade(&item, "C", &Answer::Number(1), &[]).unwrap();
    assert!(!g.right);
    assert_eq!(g.explanation.key(), Some(Msg::PracticeSgOpen));
    assert_eq!(
        g.explanation.render(Lang::En),
        "The moves from C reach B, not labelled yet: label those first, then take the mex."
    );
    let shown = vec!["A".to_string(), "B".to_string()];
    let g = grade(&item, "C", &Answer::Number(1), &shown).unwrap();
    assert_eq!(
        g.explanation.render(Lang::En),
        "The moves from C reach the values {1}; the smallest value not reached is 0."
    );
    assert!(grade(&item, "C", &Answer::Number(0), &[]).unwrap().right);
}

#[test]
fn a_dag_item_carries_no_sg_value_until_shown() {
    for level in LEVELS {
        let item = generate(Topic::SgLabel, 3, level, 0);
        let Body::Dag(d) = &item.body else {
            panic!("not a DAG")
        };
        let count = |fig: &Figure| {
            let mut n = (0, 0);
            fn walk(s: &[Shape], n: &mut (usize, usize)) {
                for s in s {
                    if let Shape::Group { hook, children, .. } = s {
                        if let Some(h) = hook.as_ref().filter(|h| h.testid == "dag-node") {
                            n.0 += 1;
                            n.1 += usize::from(h.data.iter().any(|(k, _)| *k == "sg"));
                        }
                        walk(children, n);
                    }
                }
            }
            walk(&fig.shapes, &mut n);
            n
        };
        let blank = figure(&item, &[], Lang::En).unwrap();
        assert_eq!(count(&blank), (d.labels.len(), 0));
        let one = vec![d.labels[0].clone()];
        let shown = figure(&item, &one, Lang::Zh).unwrap();
        assert_eq!(count(&shown), (d.labels.len(), 1));
        assert!(!blank.to_svg().contains("data-sg"));
    }
}

// ---- sg-label's Green Hackenbush pictures: exhaustive search over the picture itself ----

/// The edges still standing once edge `cut` of `standing` is cut: those with an end joined
/// to the ground (vertex 0) by the other standing edges, in their order.
fn hb_cut(standing: &[(u32, u32)], cut: usize) -> Vec<(u32, u32)> {
    let rest: Vec<(u32, u32)> = standing
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != cut)
        .map(|(_, &e)| e)
        .collect();
    let mut reach = vec![0u32];
    loop {
        let before = reach.len();
        for &(a, b) in &rest {
            if reach.contains(&a) && !reach.contains(&b) {
                reach.push(b);
            }
            if reach.contains(&b) && !reach.contains(&a) {
                reach.push(a);
            }
        }
        if reach.len() == before {
            break;
        }
    }
    rest.into_iter()
        .filter(|(a, _)| reach.contains(a))
        .collect()
}

/// SG of a standing picture by its definition: the mex over every cut.
fn hb_sg(standing: &[(u32, u32)], memo: &mut HashMap<Vec<(u32, u32)>, u64>) -> u64 {
    if let Some(&g) = memo.get(standing) {
        return g;
    }
    let values: Vec<u64> = (0..standing.len())
        .map(|i| hb_sg(&hb_cut(standing, i), memo))
        .collect();
    let g = mex_def(&values);
    memo.insert(standing.to_vec(), g);
    g
}

/// A position's name read back into its edges ("0-1 1-1", "∅").
fn hb_parse(name: &str) -> Vec<(u32, u32)> {
    name.split(' ')
        .filter(|t| *t != "∅")
        .map(|t| {
            let (a, b) = t.split_once('-').unwrap();
            (a.parse().unwrap(), b.parse().unwrap())
        })
        .collect()
}

fn hb_name(edges: &[(u32, u32)]) -> String {
    if edges.is_empty() {
        return "∅".to_string();
    }
    let parts: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    parts.join(" ")
}

/// The picture's edges (`hb-edge` paths) and the DAG's positions (`dag-node` groups).
fn sketch_and_nodes(shapes: &[Shape], edges: &mut Vec<Shape>, nodes: &mut Vec<Shape>) {
    for s in shapes {
        match s {
            Shape::Path { class, .. } if *class == "hb-edge" => edges.push(s.clone()),
            Shape::Group { hook: Some(h), .. } if h.testid == "dag-node" => nodes.push(s.clone()),
            Shape::Group { children, .. } => sketch_and_nodes(children, edges, nodes),
            _ => {}
        }
    }
}

#[test]
fn a_hackenbush_item_is_the_pictures_game_graded_as_exhaustive_search() {
    let mut kinds = HashMap::new();
    for seed in 1..=600 {
        for index in (2..15).step_by(3) {
            let item = generate(Topic::SgLabel, seed, 2, index);
            let Body::Dag(d) = &item.body else {
                panic!("not a DAG")
            };
            let dag::DagKind::Hackenbush { edges: picture } = &d.kind else {
                panic!("not a Hackenbush picture: {item:?}")
            };
            assert!((3..=4).contains(&picture.len()), "{picture:?}");
            assert!((4..=9).contains(&d.labels.len()), "{item:?}");
            *kinds
                .entry(picture.iter().any(|(a, b)| a == b))
                .or_insert(0) += 1;
            // The start is the whole picture, the names are distinct.
            assert_eq!(d.labels.last(), Some(&hb_name(picture)));
            let mut names = d.labels.clone();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), d.labels.len());
            let mut memo = HashMap::new();
            assert_eq!(
                hb_sg(picture, &mut memo),
                grundy_core::games::hackenbush::value(picture)
            );
            for (v, name) in d.labels.iter().enumerate() {
                let standing = hb_parse(name);
                // The moves drawn are exactly the cuts.
                let mut cuts: Vec<String> = (0..standing.len())
                    .map(|i| hb_name(&hb_cut(&standing, i)))
                    .collect();
                cuts.sort();
                cuts.dedup();
                let mut drawn: Vec<String> = d
                    .edges
                    .iter()
                    .filter(|e| e.0 == v)
                    .map(|e| d.labels[e.1].clone())
                    .collect();
                drawn.sort();
                assert_eq!(drawn, cuts, "{name} in {item:?}");
                let g = hb_sg(&standing, &mut memo);
                assert!(right(&item, name, Answer::Number(g), &[]), "{name}");
                for wrong in [g + 1, g.saturating_sub(1), g + 2] {
                    if wrong != g {
                        assert!(!right(&item, name, Answer::Number(wrong), &[]));
                    }
                }
            }
            let has_loop = picture.iter().any(|(a, b)| a == b);
            let line = item.describe().render(Lang::En);
            assert_eq!(line.contains("a-a is a loop"), has_loop, "{line}");
            assert_eq!(item.describe().render(Lang::Zh).contains("自环"), has_loop);
            for lang in Lang::ALL.iter().copied() {
                let fig = figure(&item, &[], lang).unwrap();
                assert!(!fig.to_svg().contains("data-sg"));
                let mut texts = Vec::new();
                figure_texts(&fig.shapes, &mut texts);
                assert_eq!(texts.iter().filter(|t| *t == "?").count(), d.labels.len());
                // The picture is drawn, one edge for each of its edges, left of every
                // position, inside the figure.
                let mut edges = Vec::new();
                let mut nodes = Vec::new();
                sketch_and_nodes(&fig.shapes, &mut edges, &mut nodes);
                assert_eq!(edges.len(), picture.len(), "{picture:?}");
                let (drawn, dag) = (Bounds::of(&edges), Bounds::of(&nodes));
                assert!(drawn.x1 < dag.x0 && drawn.x0 > 0.0, "{picture:?}");
                assert!(drawn.y0 > 0.0 && drawn.y1 < fig.height, "{picture:?}");
                assert!(dag.x1 < fig.width, "{picture:?}");
            }
        }
    }
    // Loops and loopless pictures both come up.
    assert!(
        kinds.len() == 2 && kinds.values().all(|&n| n > 100),
        "{kinds:?}"
    );
}

#[test]
fn hackenbush_pictures_take_every_third_item_of_level_2_and_nothing_else() {
    for level in LEVELS {
        for topic in [Topic::SgLabel, Topic::Pn] {
            for index in 0..9 {
                let Body::Dag(d) = generate(topic, 7, level, index).body else {
                    panic!("not a DAG")
                };
                let hb = matches!(d.kind, dag::DagKind::Hackenbush { .. });
                assert_eq!(hb, topic == Topic::SgLabel && level == 2 && index % 3 == 2);
            }
        }
    }
    let item = generate(Topic::SgLabel, 1, 2, 2);
    let line = item.describe().render(Lang::En);
    assert!(
        line.starts_with("Green Hackenbush on the picture 0\u{2011}1 "),
        "{line}"
    );
    assert!(item.describe().render(Lang::Zh).contains("地面"));
}

// ---- winning-moves: outcome search over the whole sum ----

fn may_take_def(rule: &moves::Rule, size: u64, take: u64) -> bool {
    match rule {
        moves::Rule::Nim => take >= 1 && take <= size,
        moves::Rule::Subtract(set) => take <= size && set.contains(&take),
    }
}

fn sum_wins(rules: &[moves::Rule], pos: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(pos) {
        return w;
    }
    let mut w = false;
    'all: for i in 0..pos.len() {
        for take in 1..=pos[i] {
            if may_take_def(&rules[i], pos[i], take) {
                let mut next = pos.to_vec();
                next[i] -= take;
                if !sum_wins(rules, &next, memo) {
                    w = true;
                    break 'all;
                }
            }
        }
    }
    memo.insert(pos.to_vec(), w);
    w
}

#[test]
fn winning_moves_accepts_exactly_the_set_the_outcome_search_finds_at_every_level() {
    let mut rng = Rng::new(4949);
    for level in LEVELS {
        for index in 0..ITEMS {
            let item = generate(Topic::WinningMoves, 11, level, index);
            let Body::Moves(m) = &item.body else {
                panic!("not a moves item")
            };
            let rules: Vec<moves::Rule> = m.piles.iter().map(|p| p.rule.clone()).collect();
            let pos: Vec<u64> = m.piles.iter().map(|p| p.size).collect();
            let mut memo = HashMap::new();
            let mut all = Vec::new();
            let mut winning = Vec::new();
            for i in 0..pos.len() {
                for take in 1..=pos[i] {
                    if may_take_def(&rules[i], pos[i], take) {
                        let mut next = pos.clone();
                        next[i] -= take;
                        let id = format!("{}:{take}", i + 1);
                        if !sum_wins(&rules, &next, &mut memo) {
                            winning.push(id.clone());
                        }
                        all.push(id);
                    }
                }
            }
            // The options offered are exactly the legal moves, then "none".
            let offered: Vec<String> = item.targets().into_iter().map(|t| t.id).collect();
            let mut expected = all.clone();
            expected.push(NONE_CHOICE.to_string());
            assert_eq!(offered, expected);
            let sel = |ids: &[String]| Answer::Choices(ids.to_vec());
            let none = vec![NONE_CHOICE.to_string()];
            let losing: Vec<String> = all
                .iter()
                .filter(|m| !winning.contains(m))
                .cloned()
                .collect();
            if winning.is_empty() {
                assert!(right(&item, SELECTION, sel(&none), &[]));
                for m in &all {
                    assert!(!right(&item, SELECTION, sel(std::slice::from_ref(m)), &[]));
                    assert!(!right(
                        &item,
                        SELECTION,
                        sel(&[NONE_CHOICE.into(), m.clone()]),
                        &[]
                    ));
                }
            } else {
                let mut any_order = winning.clone();
                rng.shuffle(&mut any_order);
                assert!(right(&item, SELECTION, sel(&any_order), &[]), "{item:?}");
                assert!(!right(&item, SELECTION, sel(&none), &[]));
                assert!(!right(&item, SELECTION, sel(&winning[1..]), &[]));
                for m in &winning {
                    assert_eq!(
                        right(&item, SELECTION, sel(std::slice::from_ref(m)), &[]),
                        winning.len() == 1
                    );
                }
                for m in losing.iter().take(6) {
                    let mut more = winning.clone();
                    more.push(m.clone());
                    assert!(!right(&item, SELECTION, sel(&more), &[]));
                    assert!(!right(&item, SELECTION, sel(std::slice::from_ref(m)), &[]));
                }
            }
            assert!(!right(&item, SELECTION, sel(&[]), &[]));
            // A random selection is right exactly when it is the winning set.
            let pick: Vec<String> = all.iter().filter(|_| rng.chance(1, 3)).cloned().collect();
            let mut a = pick.clone();
            let mut b = winning.clone();
            a.sort();
            b.sort();
            assert_eq!(
                right(&item, SELECTION, sel(&pick), &[]),
                !a.is_empty() && a == b
            );
        }
    }
}

/// Each DAG position's box class and badge text.
fn node_badges(shapes: &[Shape]) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            if hook.as_ref().is_some_and(|h| h.testid == "dag-node") {
                let class = children.iter().find_map(|c| match c {
                    Shape::Rect { class, .. } => Some(*class),
                    _ => None,
                });
                let badge = children.iter().find_map(|c| match c {
                    Shape::Text { text, class, .. } if *class == "txt-badge" => Some(text.clone()),
                    _ => None,
                });
                out.push((class.unwrap_or(""), badge.unwrap_or_default()));
            } else {
                out.extend(node_badges(children));
            }
        }
    }
    out
}

/// Every text a figure writes.
fn figure_texts(shapes: &[Shape], out: &mut Vec<String>) {
    for s in shapes {
        match s {
            Shape::Text { text, .. } => out.push(text.clone()),
            Shape::Group { children, .. } => figure_texts(children, out),
            _ => {}
        }
    }
}

#[test]
fn a_winning_moves_figure_writes_no_value_a_pile_does_not_show() {
    for level in LEVELS {
        for seed in 1..=40 {
            for index in 0..25 {
                let item = generate(Topic::WinningMoves, seed, level, index);
                let Body::Moves(m) = &item.body else {
                    panic!("not a moves item")
                };
                for lang in Lang::ALL.iter().copied() {
                    let fig = figure(&item, &[], lang).unwrap();
                    assert!(!fig.to_svg().contains("data-sg"), "{item:?}");
                    if m.piles.iter().all(|p| p.rule == moves::Rule::Nim) {
                        // Under Nim's rule a value is the size, in sight anyway.
                        continue;
                    }
                    let mut texts = Vec::new();
                    figure_texts(&fig.shapes, &mut texts);
                    // The only numbers written are the piles' sizes; every value is "?".
                    let mut numbers: Vec<u64> =
                        texts.iter().filter_map(|t| t.parse().ok()).collect();
                    let mut sizes: Vec<u64> = m.piles.iter().map(|p| p.size).collect();
                    numbers.sort_unstable();
                    sizes.sort_unstable();
                    assert_eq!(numbers, sizes, "{texts:?}");
                    let unknown = texts.iter().filter(|t| *t == "?").count();
                    assert_eq!(unknown, m.piles.len(), "{texts:?}");
                }
            }
        }
    }
}

#[test]
fn a_position_line_explains_a_set_only_when_a_pile_has_one() {
    for (topic, level) in [
        (Topic::WinningMoves, 1),
        (Topic::WinningMoves, 2),
        (Topic::WinningMoves, 3),
        (Topic::NimSum, 2),
    ] {
        for index in 0..30 {
            let item = generate(topic, 5, level, index);
            let has_set = match &item.body {
                Body::Moves(m) => m.piles.iter().any(|p| p.rule != moves::Rule::Nim),
                _ => false,
            };
            let (en, zh) = (
                item.describe().render(Lang::En),
                item.describe().render(Lang::Zh),
            );
            assert_eq!(en.contains("a set after a pile"), has_set, "{en}");
            assert_eq!(zh.contains("集合"), has_set, "{zh}");
        }
    }
}

#[test]
fn a_nim_sum_or_pn_figure_shows_no_answer_before_it_is_graded_and_pn_badges_say_p_or_n() {
    let nim_sum_words: Vec<&str> = Lang::ALL
        .iter()
        .flat_map(|&l| [Msg::NimSumLabel, Msg::ParityLabel].map(|m| grundy_core::i18n::tr(l, m)))
        .collect();
    for level in LEVELS {
        for seed in 1..=20 {
            for index in 0..10 {
                let item = generate(Topic::NimSum, seed, level, index);
                for lang in Lang::ALL.iter().copied() {
                    let fig = figure(&item, &[], lang).unwrap();
                    let mut texts = Vec::new();
                    figure_texts(&fig.shapes, &mut texts);
                    // No nim-sum row and no column's count: not even their labels.
                    assert!(
                        !texts.iter().any(|t| nim_sum_words.contains(&t.as_str())),
                        "{texts:?}"
                    );
                }
                let item = generate(Topic::Pn, seed, level, index);
                let fig = figure(&item, &[], Lang::En).unwrap();
                // Every node unknown: no P or N box, no badge but "?".
                fn node_classes(shapes: &[Shape], out: &mut Vec<&'static str>) {
                    for s in shapes {
                        if let Shape::Group { hook, children, .. } = s {
                            if hook.as_ref().is_some_and(|h| h.testid == "dag-node") {
                                out.extend(children.iter().filter_map(|c| match c {
                                    Shape::Rect { class, .. } => Some(*class),
                                    _ => None,
                                }));
                            }
                            node_classes(children, out);
                        }
                    }
                }
                let mut classes = Vec::new();
                node_classes(&fig.shapes, &mut classes);
                assert!(!classes.is_empty());
                assert!(
                    classes.iter().all(|c| c.ends_with("unknown")),
                    "{classes:?}"
                );
                let mut texts = Vec::new();
                figure_texts(&fig.shapes, &mut texts);
                let Body::Dag(d) = &item.body else {
                    panic!("not a DAG")
                };
                let badges = texts.iter().filter(|t| *t == "?").count();
                assert_eq!(badges, d.labels.len(), "{texts:?}");
                // Every node graded: a pn badge says P or N, as its box does; an sg-label
                // badge its value.
                for topic in [Topic::Pn, Topic::SgLabel] {
                    let item = generate(topic, seed, level, index);
                    let Body::Dag(d) = &item.body else {
                        panic!("not a DAG")
                    };
                    let fig = figure(&item, &d.labels, Lang::Zh).unwrap();
                    for (class, badge) in node_badges(&fig.shapes) {
                        let p = class == "node-p";
                        if topic == Topic::Pn {
                            assert_eq!(badge, if p { "P" } else { "N" }, "{class}");
                        } else {
                            assert_eq!(badge.parse::<u64>().unwrap() == 0, p, "{class}");
                        }
                    }
                }
            }
        }
    }
}

// ---- nim-sum: Nim's outcome searched (one memo for all items: Nim is symmetric) ----

fn nim_wins(pos: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = pos.to_vec();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut w = false;
    'all: for i in 0..key.len() {
        for take in 1..=key[i] {
            let mut next = key.clone();
            next[i] -= take;
            if !nim_wins(&next, memo) {
                w = true;
                break 'all;
            }
        }
    }
    memo.insert(key, w);
    w
}

/// The nim-sum's bit in the column of 2^bit, from the piles' binary digits written out.
fn column_parity(piles: &[u64], bit: usize) -> u64 {
    let ones = piles
        .iter()
        .filter(|p| format!("{:b}", p).chars().rev().nth(bit) == Some('1'))
        .count();
    (ones % 2) as u64
}

#[test]
fn nim_sum_grades_columns_sum_and_moves_as_digit_counts_and_the_outcome_search() {
    let mut memo = HashMap::new();
    for level in LEVELS {
        for index in 0..ITEMS {
            let item = generate(Topic::NimSum, 5, level, index);
            let Body::NimSum(s) = &item.body else {
                panic!("not a nim-sum item")
            };
            let piles = &s.piles;
            let top = piles
                .iter()
                .map(|p| format!("{p:b}").len())
                .max()
                .unwrap_or(1);
            let mut sum = 0u64;
            for bit in 0..top {
                let b = column_parity(piles, bit);
                let id = format!("bit-{}", 1u64 << bit);
                assert!(right(&item, &id, Answer::Number(b), &[]));
                assert!(!right(&item, &id, Answer::Number(1 - b), &[]));
                assert!(!right(&item, &id, Answer::Number(2), &[]));
                sum += b << bit;
            }
            assert_eq!(item.targets().len(), top + 2);
            assert!(right(&item, "sum", Answer::Number(sum), &[]));
            assert!(!right(&item, "sum", Answer::Number(sum + 1), &[]));
            let first_wins = nim_wins(piles, &mut memo);
            assert_eq!(right(&item, "move", Answer::None, &[]), !first_wins);
            let mut found = 0;
            for i in 0..piles.len() {
                for take in 1..=piles[i] {
                    let mut next = piles.clone();
                    next[i] -= take;
                    let wins = !nim_wins(&next, &mut memo);
                    found += usize::from(wins);
                    let mv = Answer::Move { pile: i + 1, take };
                    assert_eq!(right(&item, "move", mv, &[]), wins);
                }
                let too_many = Answer::Move {
                    pile: i + 1,
                    take: piles[i] + 1,
                };
                assert!(!right(&item, "move", too_many, &[]));
            }
            assert_eq!(found > 0, first_wins);
            let no_pile = Answer::Move {
                pile: piles.len() + 1,
                take: 1,
            };
            assert!(!right(&item, "move", no_pile, &[]));
            assert!(!right(
                &item,
                "move",
                Answer::Move { pile: 0, take: 1 },
                &[]
            ));
        }
    }
}

// ---- sg-table: G by definition from the rules, the period by observation ----

/// G(0..len) from the rules as written: a subtraction set's takes, or an octal code's digits
/// (removing i may leave no heap, one heap, or two non-empty heaps where bit 0, 1, 2 of d_i
/// is set).
fn table_def(rules: &grundy_core::games::octal::Rules, len: usize) -> Vec<u64> {
    let digits: Vec<u8> = rules.digits().to_vec();
    let mut g: Vec<u64> = Vec::with_capacity(len);
    for n in 0..len {
        let mut reached = Vec::new();
        for (k, &d) in digits.iter().enumerate() {
            let i = k + 1;
            if i > n {
                break;
            }
            let rest = n - i;
            if d & 1 == 1 && rest == 0 {
                reached.push(0);
            }
            if d & 2 == 2 && rest >= 1 {
                reached.push(g[rest]);
            }
            if d & 4 == 4 && rest >= 2 {
                for a in 1..rest {
                    reached.push(g[a] ^ g[rest - a]);
                }
            }
        }
        g.push(mex_def(&reached));
    }
    g
}

/// The smallest period the long table repeats with from some start on (over at least three
/// periods), and that start.
fn observed_cycle(g: &[u64]) -> Option<(usize, usize)> {
    (1..=g.len() / 4).find_map(|p| {
        let n0 = (0..g.len() - p)
            .rev()
            .find(|&n| g[n + p] != g[n])
            .map_or(0, |b| b + 1);
        // Observed over at least half the table and three periods: a shorter tail can
        // repeat by chance.
        (n0 + 3 * p <= g.len() && 2 * n0 <= g.len()).then_some((p, n0))
    })
}

#[test]
fn sg_table_grades_values_and_period_as_the_definition_at_every_level() {
    let mut rng = Rng::new(494);
    for level in LEVELS {
        for index in 0..ITEMS {
            let item = generate(Topic::SgTable, 13, level, index);
            let Body::Table(t) = &item.body else {
                panic!("not a table item")
            };
            let long = table_def(&t.rules, table::PROOF_LENGTH);
            let cycle = observed_cycle(&long);
            assert_eq!(t.cycle, cycle, "{}", t.rules.code());
            let shows = cycle.filter(|&(p, n0)| n0 + 2 * p <= t.last + 1);
            let shown = some_shown(&mut rng, &item);
            let mut ks: Vec<usize> = (0..=t.last).collect();
            rng.shuffle(&mut ks);
            for k in ks {
                let id = format!("g-{k}");
                let g = long[k];
                assert!(right(&item, &id, Answer::Number(g), &shown));
                assert!(!right(&item, &id, Answer::Number(g + 1), &shown));
                let r = rng.range(0, 6);
                assert_eq!(right(&item, &id, Answer::Number(r), &shown), r == g);
            }
            match shows {
                Some((p, n0)) => {
                    assert!(right(&item, "period", Answer::Number(p as u64), &[]));
                    assert!(right(&item, "preperiod", Answer::Number(n0 as u64), &[]));
                    assert!(!right(&item, "period", Answer::None, &[]));
                    assert!(!right(&item, "preperiod", Answer::None, &[]));
                    assert!(!right(&item, "period", Answer::Number(2 * p as u64), &[]));
                    assert!(!right(
                        &item,
                        "preperiod",
                        Answer::Number(n0 as u64 + 1),
                        &[]
                    ));
                }
                None => {
                    assert!(right(&item, "period", Answer::None, &[]));
                    assert!(right(&item, "preperiod", Answer::None, &[]));
                    for v in 0..4 {
                        assert!(!right(&item, "period", Answer::Number(v), &[]));
                        assert!(!right(&item, "preperiod", Answer::Number(v), &[]));
                    }
                }
            }
        }
    }
}

// ---- ie-terms: every count by testing each number ----

#[test]
fn ie_terms_grades_signs_counts_and_total_as_counting_each_number() {
    let mut rng = Rng::new(94);
    for level in LEVELS {
        for index in 0..ITEMS {
            let item = generate(Topic::IeTerms, 17, level, index);
            let Body::Ie(ie) = &item.body else {
                panic!("not an ie item")
            };
            let m = ie.divisors.len();
            assert_eq!(item.targets().len(), 2 * ((1 << m) - 1) + 1);
            for mask in 1u32..1 << m {
                let members: Vec<u64> = (0..m)
                    .filter(|k| mask >> k & 1 == 1)
                    .map(|k| ie.divisors[k])
                    .collect();
                let set: Vec<String> = (0..m)
                    .filter(|k| mask >> k & 1 == 1)
                    .map(|k| (k + 1).to_string())
                    .collect();
                let set = set.join(",");
                let count = (1..=ie.n)
                    .filter(|x| members.iter().all(|d| x % d == 0))
                    .count() as u64;
                let plus = members.len() % 2 == 1;
                let sign_id = format!("sign-{set}");
                let count_id = format!("count-{set}");
                assert!(right(&item, &sign_id, Answer::Plus(plus), &[]));
                assert!(!right(&item, &sign_id, Answer::Plus(!plus), &[]));
                assert!(right(&item, &count_id, Answer::Number(count), &[]));
                assert!(!right(&item, &count_id, Answer::Number(count + 1), &[]));
                if count > 0 {
                    assert!(!right(&item, &count_id, Answer::Number(count - 1), &[]));
                }
                let r = rng.range(0, 30);
                assert_eq!(right(&item, &count_id, Answer::Number(r), &[]), r == count);
            }
            let total = (1..=ie.n)
                .filter(|x| ie.divisors.iter().any(|d| x % d == 0))
                .count() as u64;
            assert!(right(&item, "total", Answer::Number(total), &[]));
            assert!(!right(&item, "total", Answer::Number(total + 1), &[]));
            assert!(!right(
                &item,
                "total",
                Answer::Number(total.saturating_sub(1).max(total ^ 1)),
                &[]
            ));
        }
    }
}

// ---- the same seed, the same items ----

#[test]
fn a_seed_gives_the_same_items_pinned_by_their_digest() {
    // The browser tests compute the same digest in wasm (tests/web.rs).
    for topic in Topic::ALL {
        for level in LEVELS {
            let spec = Spec {
                topic,
                seed: 1,
                level,
                count: 5,
            };
            assert_eq!(spec.items(), spec.items());
        }
    }
    let whole = pinned_sets_digest();
    assert_eq!(whole, PINNED_DIGEST, "{whole:#x}");
    // Neighbouring seeds and indices give different items.
    assert_ne!(
        generate(Topic::NimSum, 1, 2, 0),
        generate(Topic::NimSum, 2, 2, 0)
    );
    assert_ne!(
        generate(Topic::IeTerms, 1, 2, 0),
        generate(Topic::IeTerms, 1, 2, 1)
    );
}

// ---- links, typed answers, lessons ----

#[test]
fn a_link_opens_with_each_bad_value_named_and_its_default_in_place() {
    let q = Query::parse("topic=pn&seed=42&level=3&count=12");
    let l = parse_link(&q);
    assert_eq!(
        (l.topic, l.seed, l.level, l.count),
        (Topic::Pn, Some(42), 3, 12)
    );
    assert!(l.problems.is_empty());
    assert_eq!(
        l.spec(7).link(),
        "#/practice?topic=pn&seed=42&level=3&count=12"
    );

    let l = parse_link(&Query::parse("topic=chess&seed=x&level=9&count=0"));
    assert_eq!(l.topic, Topic::SgLabel);
    assert_eq!(
        (l.seed, l.level, l.count),
        (None, DEFAULT_LEVEL, DEFAULT_COUNT)
    );
    let lines: Vec<String> = l.problems.iter().map(|p| p.render(Lang::En)).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    for (line, param) in lines.iter().zip(["topic", "seed", "level", "count"]) {
        assert!(line.contains(&format!("“{param}”")), "{line}");
        assert_eq!(line.lines().count(), 1);
    }
    assert_eq!(
        lines[2],
        "Parameter “level”: expected a whole number from 1 to 3; “9” is not one; using 1 instead."
            .replace("expected a whole number from 1 to 3; “9” is not one", &{
                phrase!(ExpectU64 {
                    min: 1u8,
                    max: 3u8,
                    token: "9"
                })
                .render(Lang::En)
            })
    );
    assert_eq!(l.spec(99).seed, 99);
    assert!(parse_link(&Query::parse("count=51")).problems.len() == 1);
    assert!(
        parse_link(&Query::parse("count=50&seed=18446744073709551615"))
            .problems
            .is_empty()
    );
    assert!(link::practice_query("#/practice?topic=pn").is_some());
    assert!(link::practice_query("#/nim?piles=1").is_none());
}

#[test]
fn a_typed_answer_that_is_not_a_whole_number_is_not_graded() {
    let item = generate(Topic::SgTable, 1, 1, 0);
    for bad in ["", "x", "1.5", "-1", "２"] {
        let e = read_answer(&item, "g-3", bad).unwrap_err();
        assert_eq!(e.key(), Some(Msg::PracticeNeedWhole), "{bad}");
    }
    assert_eq!(read_answer(&item, "g-3", " 2 "), Ok(Answer::Number(2)));
    assert_eq!(read_answer(&item, "period", "none"), Ok(Answer::None));
    assert!(read_answer(&item, "nope", "1").is_err());
    let item = generate(Topic::NimSum, 1, 1, 0);
    assert_eq!(
        read_answer(&item, "move", "2:3"),
        Ok(Answer::Move { pile: 2, take: 3 })
    );
    assert!(read_answer(&item, "move", "2-3").is_err());
    // A column's box takes a bit: anything else is one line, not a graded (wrong) first try.
    let column = item.targets()[0].id.clone();
    assert!(column.starts_with("bit-"));
    for bad in ["2", "10", "01", "x", ""] {
        let e = read_answer(&item, &column, bad).unwrap_err();
        assert_eq!(e.key(), Some(Msg::PracticeNeedBit), "{bad}");
    }
    assert_eq!(read_answer(&item, &column, " 1 "), Ok(Answer::Number(1)));
    let mut sheet = crate::practice::sheet::Sheet::new(
        Spec {
            topic: Topic::NimSum,
            seed: 1,
            level: 1,
            count: 1,
        },
        None,
    );
    assert!(sheet.enter(&column, "2", 1).is_err());
    assert!(sheet.entries.is_empty(), "a refused bit is not recorded");
    let item = generate(Topic::Pn, 1, 1, 0);
    let id = item.targets()[0].id.clone();
    assert_eq!(
        read_answer(&item, &id, "p"),
        Ok(Answer::Outcome(Outcome::P))
    );
    assert!(read_answer(&item, &id, "W").is_err());
    // An answer of the wrong kind for its target is refused, not graded wrong.
    assert!(grade(&item, &id, &Answer::Number(1), &[]).is_err());
}

#[test]
fn a_dag_items_first_target_is_a_position_without_moves() {
    for topic in [Topic::SgLabel, Topic::Pn] {
        for level in LEVELS {
            for index in 0..30 {
                let item = generate(topic, 11, level, index);
                let Body::Dag(d) = &item.body else {
                    panic!("not a DAG")
                };
                let first = &item.targets()[0];
                let v = d
                    .labels
                    .iter()
                    .position(|l| Some(l) == first.node.as_ref())
                    .unwrap();
                assert!(d.edges.iter().all(|e| e.0 != v), "{item:?}");
            }
        }
    }
}

#[test]
fn practise_this_opens_the_lessons_own_position_or_says_why_not() {
    for kind in LessonKind::ALL.iter().copied() {
        let made = lesson_item::lesson_item(kind, &Query::default());
        match lesson_item::lesson_topic(kind) {
            Some(topic) => {
                let item = made.unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
                assert_eq!(item.topic, topic);
                assert!(!item.targets().is_empty());
                assert!(!item.answers().is_empty());
            }
            None => {
                let e = made.unwrap_err();
                assert_eq!(e.key(), Some(Msg::PracticeNoTopic));
                assert_eq!(e.render(Lang::En).lines().count(), 1);
            }
        }
    }
    let nim = lesson_item::lesson_item(LessonKind::Nim, &Query::parse("piles=3,4,5")).unwrap();
    assert_eq!(
        nim.body,
        Body::NimSum(nim_sum::NimSumItem {
            piles: vec![3, 4, 5]
        })
    );
    // graph-sum's example: vertices keep their numbers, moves go from 1 down; the targets
    // start at the end of the game (3, without moves).
    let g =
        lesson_item::lesson_item(LessonKind::GraphSum, &Query::parse("n=3&edges=1-2,2-3")).unwrap();
    assert_eq!(
        g.answers(),
        vec![
            ("3".into(), "0".into()),
            ("2".into(), "1".into()),
            ("1".into(), "0".into())
        ]
    );
    let big = lesson_item::lesson_item(LessonKind::BoundedNim, &Query::parse("k=40&piles=50,50"));
    assert_eq!(big.unwrap_err().key(), Some(Msg::PracticeLessonTooLarge));
    let bad = lesson_item::lesson_item(LessonKind::Nim, &Query::parse("piles=a"));
    assert!(bad.unwrap_err().render(Lang::Zh).contains("piles"));
}

#[test]
fn every_item_reads_in_both_languages_and_its_figure_draws() {
    for topic in Topic::ALL {
        for level in LEVELS {
            let item = generate(topic, 3, level, 1);
            for lang in Lang::ALL.iter().copied() {
                let text = item_text(&item, 5, lang, true);
                // Every placeholder filled: a brace only opens a set of numbers.
                let braces = text
                    .match_indices('{')
                    .all(|(i, _)| text[i + 1..].starts_with(|c: char| c.is_ascii_digit()));
                assert!(braces, "{text}");
                assert!(!text.contains("Msg"), "{text}");
                if let Some(fig) = figure(&item, &[], lang) {
                    let svg = fig.to_svg();
                    assert!(!svg.contains("data-sg"), "{topic:?}");
                    assert!(!svg.contains("data-testid=\"winning-move\""), "{topic:?}");
                    assert!(!svg.contains("data-testid=\"nim-sum\""), "{topic:?}");
                }
            }
        }
    }
}

// ---- review fixes: no explanation names an answer not yet on the screen ----

#[test]
fn a_wrong_ie_total_names_only_the_terms_already_given() {
    for level in LEVELS {
        for index in 0..200 {
            let item = generate(Topic::IeTerms, 9, level, index);
            let Body::Ie(ie) = &item.body else {
                panic!("not an ie item")
            };
            let total = ie.total();
            let wrong = Answer::Number(total + 1);
            // Nothing given: no count and no total is written.
            let g = grade(&item, "total", &wrong, &[]).unwrap();
            assert!(!g.right);
            for lang in Lang::ALL.iter().copied() {
                let text = g.explanation.render(lang);
                let counts: Vec<u64> = ie.masks().iter().map(|&m| ie.count(m)).collect();
                assert!(!text.contains('='), "{text}");
                assert!(
                    !text.contains(&format!("+{}", counts[0])),
                    "a term's count is given away: {text}"
                );
            }
            // The first term given: only its count is written as a term.
            let first = ie.masks()[0];
            let id = ie_terms::IeItem::set_id_of(first);
            let shown = vec![format!("sign-{id}"), format!("count-{id}")];
            let g = grade(&item, "total", &wrong, &shown).unwrap();
            let text = g.explanation.render(Lang::En);
            assert!(text.contains(&format!("+{}", ie.count(first))), "{text}");
            assert!(!text.contains(&format!("= {total}")), "{text}");
            // Every term given: the whole sum.
            let all: Vec<String> = item.targets().into_iter().map(|t| t.id).collect();
            let g = grade(&item, "total", &wrong, &all).unwrap();
            assert!(g
                .explanation
                .render(Lang::En)
                .contains(&format!("= {total}")));
        }
    }
}

#[test]
fn a_wrong_nim_sum_or_move_names_no_nim_sum_before_it_is_on_the_screen() {
    for level in LEVELS {
        for index in 0..200 {
            let item = generate(Topic::NimSum, 4, level, index);
            let Body::NimSum(n) = &item.body else {
                panic!("not a nim-sum item")
            };
            let s = moves::nim_sum(&n.piles);
            let columns: Vec<String> = item
                .targets()
                .into_iter()
                .map(|t| t.id)
                .filter(|t| t.starts_with("bit-"))
                .collect();
            let mut losing = Vec::new();
            if s != 0 {
                losing.push(Answer::None);
            }
            for (i, &p) in n.piles.iter().enumerate() {
                for take in 1..=p {
                    let mut after = n.piles.clone();
                    after[i] = p - take;
                    if moves::nim_sum(&after) != 0 {
                        losing.push(Answer::Move { pile: i + 1, take });
                    }
                }
            }
            for answer in &losing {
                for shown in [vec![], columns.clone()] {
                    let g = grade(&item, "move", answer, &shown).unwrap();
                    assert!(!g.right);
                    for lang in Lang::ALL.iter().copied() {
                        let text = g.explanation.render(lang);
                        assert!(!text.contains('⊕') && !text.contains('='), "{text}");
                    }
                }
                // With the nim-sum on the screen the move is explained by the sums.
                let g = grade(&item, "move", answer, &["sum".to_string()]).unwrap();
                assert!(g.explanation.render(Lang::En).contains('⊕'));
            }
            // A wrong nim-sum with a column still open names neither the sum nor the bits.
            if columns.len() > 1 {
                let g = grade(&item, "sum", &Answer::Number(s + 1), &columns[1..]).unwrap();
                for lang in Lang::ALL.iter().copied() {
                    let text = g.explanation.render(lang);
                    assert!(!text.contains('='), "{text}");
                }
                let g = grade(&item, "sum", &Answer::Number(s + 1), &columns).unwrap();
                assert!(g.explanation.render(Lang::En).contains(&format!("= {s}")));
            }
        }
    }
}

#[test]
fn a_winning_moves_explanation_names_set_piles_values_by_their_sizes() {
    let item = Item {
        topic: Topic::WinningMoves,
        level: 2,
        index: 0,
        body: Body::Moves(moves::MovesItem {
            piles: vec![
                moves::Pile {
                    rule: moves::Rule::Subtract(vec![1, 2]),
                    size: 8,
                },
                moves::Pile {
                    rule: moves::Rule::Subtract(vec![1, 2]),
                    size: 9,
                },
            ],
        }),
    };
    // G(n) = n mod 3 under {1, 2}: G(8) = 2, G(9) = 0; taking 2 from pile 1 leaves G(6) = 0.
    let g = grade(&item, SELECTION, &Answer::Choices(vec!["1:1".into()]), &[]).unwrap();
    assert!(!g.right);
    let en = g.explanation.render(Lang::En);
    assert!(en.contains("G(7) ⊕ G(9) = 1 ⊕ 0 = 1"), "{en}");
    let g = grade(
        &item,
        SELECTION,
        &Answer::Choices(vec![NONE_CHOICE.into()]),
        &[],
    )
    .unwrap();
    let zh = g.explanation.render(Lang::Zh);
    assert!(zh.contains("G(8) ⊕ G(9) = 2 ⊕ 0 = 2"), "{zh}");
}

#[test]
fn a_winning_moves_figure_shows_the_values_once_the_selection_is_shown() {
    for level in [2, 3] {
        for index in 0..40 {
            let item = generate(Topic::WinningMoves, 3, level, index);
            let Body::Moves(m) = &item.body else {
                panic!("not a moves item")
            };
            if m.piles.iter().all(|p| p.rule == moves::Rule::Nim) {
                continue;
            }
            let fig = figure(&item, &[SELECTION.to_string()], Lang::En).unwrap();
            let mut texts = Vec::new();
            figure_texts(&fig.shapes, &mut texts);
            assert!(!texts.iter().any(|t| t == "?"), "{texts:?}");
            let svg = fig.to_svg();
            for g in m.values() {
                assert!(svg.contains(&format!("data-sg=\"{g}\"")), "{g} in {svg}");
            }
        }
    }
}

/// The boxes of a figure's focus marks (`data-focus`).
fn focus_boxes(shapes: &[Shape], out: &mut Vec<Bounds>) {
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            if hook
                .as_ref()
                .is_some_and(|h| h.data.iter().any(|(k, v)| *k == "focus" && v == "true"))
            {
                out.push(Bounds::of(children));
            }
            focus_boxes(children, out);
        }
    }
}

/// Every text a figure writes with its anchor (x, baseline y).
fn placed_texts(shapes: &[Shape], out: &mut Vec<(f64, f64, String)>) {
    for s in shapes {
        match s {
            Shape::Text { x, y, text, .. } => out.push((*x, *y, text.clone())),
            Shape::Group { children, .. } => placed_texts(children, out),
            _ => {}
        }
    }
}

#[test]
fn a_winning_moves_figure_opens_on_its_sg_column() {
    // A page scrolls a figure wider than a phone to its focus: the column of values asked
    // for, not the pile labels at the left, and without writing a value.
    for index in 0..40 {
        let item = generate(Topic::WinningMoves, 3, 2, index);
        let Body::Moves(m) = &item.body else {
            panic!("not a moves item")
        };
        if m.piles.iter().all(|p| p.rule == moves::Rule::Nim) {
            continue;
        }
        let fig = figure(&item, &[], Lang::En).unwrap();
        let mut marks = Vec::new();
        focus_boxes(&fig.shapes, &mut marks);
        let mut texts = Vec::new();
        placed_texts(&fig.shapes, &mut texts);
        let unknown: Vec<_> = texts.iter().filter(|t| t.2 == "?").collect();
        assert_eq!(unknown.len(), m.piles.len());
        assert!(
            marks.iter().any(|b| b.x0 > 24.0
                && unknown
                    .iter()
                    .all(|(x, y, _)| (b.x0..=b.x1).contains(x) && (b.y0..=b.y1).contains(y))),
            "{marks:?} {unknown:?}"
        );
    }
}

#[test]
fn a_narrow_dags_legend_does_not_make_its_figure_wider() {
    // A phone keeps a figure at a readable least width: a legend wider than the DAG made a
    // narrow DAG's figure wider than the screen.
    use grundy_core::figure::dag::{layout, node_half_width};
    let mut narrow = 0;
    for level in LEVELS {
        for seed in 1..=30 {
            let item = generate(Topic::Pn, seed, level, 0);
            let Body::Dag(d) = &item.body else {
                panic!("not a DAG item")
            };
            let half: Vec<f64> = d.labels.iter().map(|l| node_half_width(l, "9")).collect();
            let dag_w = layout(d.labels.len(), &d.edges, &half).width;
            narrow += usize::from(dag_w < 500.0);
            for lang in Lang::ALL.iter().copied() {
                let fig = figure(&item, &[], lang).unwrap();
                assert!(
                    fig.width <= dag_w.max(300.0) + 0.01,
                    "{} wide for a DAG {dag_w} wide: {item:?}",
                    fig.width
                );
            }
        }
    }
    assert!(narrow > 10, "{narrow} narrow DAGs");
}

#[test]
fn a_reveal_reads_as_a_sentence_in_both_languages() {
    for topic in Topic::ALL {
        for level in LEVELS {
            for index in 0..6 {
                let item = generate(topic, 2, level, index);
                for target in crate::practice::sheet::gradable(&item) {
                    let phrase = item.revealed(&target).expect("a reveal sentence");
                    let en = phrase.render(Lang::En);
                    let zh = phrase.render(Lang::Zh);
                    assert!(en.starts_with("Revealed: "), "{en}");
                    assert!(zh.starts_with("已显示答案："), "{zh}");
                    for bad in [
                        "moves is",
                        "or none",
                        "P or N",
                        "PILE:TAKE",
                        ": N is",
                        ": P is",
                    ] {
                        assert!(!en.contains(bad), "{en}");
                    }
                    for bad in ["moves", "） 是", "（或", "P 或 N", "{"] {
                        assert!(
                            !zh.contains(bad) || bad == "{" && topic == Topic::IeTerms,
                            "{zh}"
                        );
                    }
                    match (topic, target.as_str()) {
                        (Topic::Pn, _) => assert!(en.contains("-position"), "{en}"),
                        (Topic::WinningMoves, _) | (Topic::NimSum, "move") => assert!(
                            en.contains("the winning move") || en.contains("no winning move"),
                            "{en}"
                        ),
                        (Topic::SgTable, "preperiod") => {
                            assert!(en.starts_with("Revealed: the preperiod is"), "{en}");
                            assert!(zh.starts_with("已显示答案：前周期是"), "{zh}");
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    // The examples the review found broken.
    let pn = generate(Topic::Pn, 1, 2, 0);
    let n = pn.answers().into_iter().find(|(_, a)| a == "N").unwrap().0;
    assert_eq!(
        pn.revealed(&n).unwrap().render(Lang::En),
        format!("Revealed: {n} is an N-position (the player to move wins).")
    );
}

#[test]
fn hackenbush_names_in_sentences_cannot_wrap_and_lists_are_bracketed() {
    let mut checked = 0;
    for seed in 1..=20 {
        let item = generate(Topic::SgLabel, seed, 2, 2);
        let Body::Dag(d) = &item.body else {
            panic!("not a dag item")
        };
        for (v, label) in d.labels.iter().enumerate() {
            let wrong = Answer::Number(99);
            let g = grade(&item, label, &wrong, &[]).unwrap();
            let reveal = item.revealed(label).unwrap();
            for lang in Lang::ALL.iter().copied() {
                for text in [g.explanation.render(lang), reveal.render(lang)] {
                    let said = d.said(v);
                    assert!(text.contains(&said), "{text}");
                    // No name is written with a breaking space or hyphen.
                    for l in &d.labels {
                        if l.contains(' ') || l.contains('-') {
                            assert!(!text.contains(l.as_str()), "{l} in {text}");
                        }
                    }
                    checked += 1;
                }
            }
            if label == "∅" {
                assert_eq!(d.said(v), "∅");
            } else {
                assert!(d.said(v).starts_with('[') && !d.said(v).contains([' ', '-']));
            }
            // The hook keeps the drawn name.
            assert_eq!(
                item.target(label).unwrap().node.as_deref(),
                Some(label.as_str())
            );
        }
    }
    assert!(checked > 0);
}

#[test]
fn a_set_never_repeats_an_item_and_item_i_does_not_depend_on_count() {
    // The review's example: sg-table seed 1 level 2, items 1 and 3 were both {2, 3, 6}.
    for topic in Topic::ALL {
        for level in LEVELS {
            for seed in 1..=12 {
                let spec = Spec {
                    topic,
                    seed,
                    level,
                    count: 6,
                };
                let items = spec.items();
                let words: Vec<String> = items
                    .iter()
                    .map(|i| i.describe().render(Lang::En))
                    .collect();
                for (i, w) in words.iter().enumerate() {
                    assert!(
                        !words[..i].contains(w),
                        "{topic:?} seed {seed} level {level}: item {i} repeats {w}"
                    );
                }
                // One pile under a set: a smaller pile under the same set is part of the
                // larger one's DAG, so no two items share a set (pn seed 1 level 2 had piles
                // of 7 and 6 under {1, 3}).
                let sets: Vec<Vec<u64>> = items
                    .iter()
                    .filter_map(|i| match &i.body {
                        Body::Dag(dag::DagItem {
                            kind: dag::DagKind::Pile { set, .. },
                            ..
                        }) => Some(set.clone()),
                        _ => None,
                    })
                    .collect();
                for (i, set) in sets.iter().enumerate() {
                    assert!(
                        !sets[..i].contains(set),
                        "{topic:?} seed {seed}: {set:?} twice"
                    );
                }
                // The same items one by one, and in a longer set.
                let longer = Spec { count: 9, ..spec }.items();
                for (i, item) in items.iter().enumerate() {
                    assert_eq!(*item, generate(topic, seed, level, i));
                    assert_eq!(*item, longer[i]);
                }
            }
        }
    }
}

#[test]
fn sg_table_words_say_the_smallest_period_and_the_twice_over_rule() {
    for lang in Lang::ALL.iter().copied() {
        let task = grundy_core::i18n::tr(lang, Topic::SgTable.task());
        let (smallest, twice) = match lang {
            Lang::En => ("smallest", "twice over"),
            Lang::Zh => ("最小", "两遍"),
        };
        assert!(task.contains(smallest) && task.contains(twice), "{task}");
    }
    let (mut with, mut without) = (0, 0);
    for level in LEVELS {
        for index in 0..60 {
            let item = generate(Topic::SgTable, 1, level, index);
            let Body::Table(t) = &item.body else {
                panic!("not a table item")
            };
            // A wrong period: a multiple of the true one, or any number when there is none.
            let (wrong, words) = match t.shown_cycle() {
                Some((p, _)) => {
                    with += 1;
                    (2 * p as u64, [("smallest", "最小")])
                }
                None => {
                    without += 1;
                    (9, [("twice over", "两遍")])
                }
            };
            let g = grade(&item, "period", &Answer::Number(wrong), &[]).unwrap();
            assert!(!g.right);
            if t.shown_cycle().is_some() {
                // The preperiod is not on the screen: a wrong period does not name it.
                assert_eq!(g.explanation.key(), Some(Msg::PracticePeriodOnly));
                let g = grade(&item, "preperiod", &Answer::Number(99), &[]).unwrap();
                assert_eq!(g.explanation.key(), Some(Msg::PracticePreperiodOnly));
                let g = grade(&item, "preperiod", &Answer::Number(99), &["period".into()]);
                assert_eq!(g.unwrap().explanation.key(), Some(Msg::PracticePeriodWhy));
            }
            for (en, zh) in words {
                assert!(g.explanation.render(Lang::En).contains(en));
                assert!(g.explanation.render(Lang::Zh).contains(zh));
            }
            // Stones and piles, as everywhere else.
            let mut all = vec![item.describe().render(Lang::En)];
            all.extend(
                (0..=t.last)
                    .map(|k| grade(&item, &format!("g-{k}"), &Answer::Number(99), &[]).unwrap())
                    .map(|g| g.explanation.render(Lang::En)),
            );
            for text in all {
                assert!(!text.contains("token") && !text.contains("heap"), "{text}");
            }
        }
    }
    assert!(with > 0 && without > 0, "{with} {without}");
}

#[test]
fn chinese_practice_says_one_word_for_the_nim_sum() {
    let mut texts = vec![grundy_core::i18n::tr(Lang::Zh, Topic::NimSum.title()).to_string()];
    texts.push(grundy_core::i18n::tr(Lang::Zh, Topic::NimSum.task()).to_string());
    for index in 0..20 {
        let item = generate(Topic::NimSum, 5, 2, index);
        for t in item.targets() {
            texts.push(t.label.render(Lang::Zh));
            for a in ["0", "1", "3", "none", "1:1"] {
                if let Ok(answer) = read_answer(&item, &t.id, a) {
                    let shown: Vec<String> = item.targets().into_iter().map(|t| t.id).collect();
                    let g = grade(&item, &t.id, &answer, &shown).unwrap();
                    texts.push(g.explanation.render(Lang::Zh));
                }
            }
        }
    }
    for text in texts {
        assert!(!text.contains("Nim 和"), "{text}");
    }
}

#[test]
fn a_nim_sum_columns_words_match_the_figures_column_headings() {
    for (piles, heads) in [
        (
            vec![300, 4, 5],
            (0..=8)
                .rev()
                .map(|b: u32| b.to_string())
                .collect::<Vec<_>>(),
        ),
        (vec![5, 6], vec!["4".to_string(), "2".into(), "1".into()]),
    ] {
        let item = Item {
            topic: Topic::NimSum,
            level: 3,
            index: 0,
            body: Body::NimSum(nim_sum::NimSumItem { piles }),
        };
        let fig = figure(&item, &[], Lang::En).unwrap();
        let mut texts = Vec::new();
        figure_texts(&fig.shapes, &mut texts);
        let columns: Vec<Target> = item
            .targets()
            .into_iter()
            .filter(|t| t.id.starts_with("bit-"))
            .collect();
        assert_eq!(columns.len(), heads.len());
        for (t, head) in columns.iter().zip(&heads) {
            assert!(texts.contains(head), "no heading {head} in {texts:?}");
            for lang in Lang::ALL.iter().copied() {
                let label = t.label.render(lang);
                let first: String = label
                    .split(|c: char| !c.is_ascii_digit())
                    .find(|w| !w.is_empty())
                    .unwrap()
                    .to_string();
                assert_eq!(&first, head, "{label}");
            }
        }
    }
}

mod play;

#[test]
fn a_piles_figure_keeps_no_room_for_a_winning_moves_target_it_never_draws() {
    // The table kept room on its right for a lesson's "→ target", blank in practice, where
    // the page's swipe line pointed: the drawing now ends a margin from the figure's edge.
    let gap = |fig: &grundy_core::figure::Figure| fig.width - fig.content_bounds().x1;
    let mut checked = 0;
    for topic in [Topic::WinningMoves, Topic::NimSum] {
        for level in LEVELS {
            for seed in 1..=10 {
                let item = generate(topic, seed, level, 0);
                for shown in [Vec::new(), vec![SELECTION.to_string()]] {
                    for lang in Lang::ALL.iter().copied() {
                        let fig = figure(&item, &shown, lang).unwrap();
                        assert!(gap(&fig) <= 30.0, "{} blank: {item:?}", gap(&fig));
                        checked += 1;
                    }
                }
            }
        }
    }
    // "Practise this" on a Nim-family lesson draws the lesson's own table.
    for (kind, link) in [
        (LessonKind::SplitNim, "piles=3,5"),
        (LessonKind::PowerNim, "piles=5,7,9"),
        (LessonKind::MisereNim, "piles=1,2,3"),
    ] {
        let item = lesson_item::lesson_item(kind, &Query::parse(link)).unwrap();
        for lang in Lang::ALL.iter().copied() {
            let fig = figure(&item, &[], lang).unwrap();
            assert!(gap(&fig) <= 30.0, "{kind:?} {link}: {} blank", gap(&fig));
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}
