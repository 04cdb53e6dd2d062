//! Tests of the Nim family's DAG views: the DAG of the whole sum (`view=game`) checked node
//! by node against the core's SG values, and the token of the current position in each view.

use super::super::*;
use grundy_core::games::nim_family::PileRule;

fn lesson(kind: LessonKind, q: &str) -> NimFamilyLesson {
    rules::probe::model(kind, &Query::parse(q)).unwrap_or_else(|e| panic!("{e:?}"))
}

/// (data-id, data-sg, badge text) of every drawn node.
fn drawn_nodes(svg: &str) -> Vec<(String, String, String)> {
    let attr = |chunk: &str, name: &str| {
        let key = format!("{name}=\"");
        chunk.find(&key).map_or(String::new(), |i| {
            let rest = &chunk[i + key.len()..];
            rest[..rest.find('"').unwrap_or(0)].to_string()
        })
    };
    svg.split(r#"data-testid="dag-node""#)
        .skip(1)
        .map(|chunk| {
            let badge = chunk.split(r#"class="txt-badge">"#).nth(1).unwrap_or("");
            let badge = badge[..badge.find('<').unwrap_or(0)].to_string();
            (attr(chunk, "data-id"), attr(chunk, "data-sg"), badge)
        })
        .collect()
}

/// The core's SG value of one pile as drawn ("5", or split piles "3+1").
fn pile_sg(rule: &dyn PileRule, label: &str) -> u64 {
    label
        .split('+')
        .map(|p| rule.value(0, p.parse().unwrap()).0)
        .fold(0, |x, v| x ^ v)
}

#[test]
fn the_sum_dag_shows_every_position_with_the_xor_of_its_components() {
    for (kind, q, positions) in [
        (LessonKind::Nim, "piles=3,4&view=game", 4 * 5),
        (LessonKind::Nim, "piles=2,3,4&view=game", 3 * 4 * 5),
        (LessonKind::BoundedNim, "piles=7,9&k=3&view=game", 8 * 10),
        (LessonKind::SetNim, "set=2,5&piles=7,6&view=game", 6 * 5),
        // Split piles: 2 reaches {2, 1+1, 1, 0}; 3 reaches ten positions (2+2 among them).
        (LessonKind::SplitNim, "piles=2,3&view=game", 4 * 10),
    ] {
        let l = lesson(kind, q);
        let last = l.step_count() - 1;
        let svg = l.figure(last, Lang::En).to_svg();
        let nodes = drawn_nodes(&svg);
        assert_eq!(nodes.len(), positions, "{q}");
        for (id, sg, badge) in &nodes {
            let want = id.split(',').fold(0, |x, c| x ^ pile_sg(&*l.game.rule, c));
            assert_eq!(sg, &want.to_string(), "{q}: node {id}");
            assert_eq!(badge, sg, "{q}: the badge shows the node's value");
        }
        // The start node is the current position, with one token per pile.
        let start: Vec<String> = l.game.piles.iter().map(|a| a.to_string()).collect();
        assert_eq!(nodes[0].0, start.join(","));
        assert_eq!(
            svg.matches(r#"data-testid="component""#).count(),
            l.game.piles.len()
        );
        for (i, (value, _)) in l.game.values().iter().enumerate() {
            let hook = format!(
                r#"data-testid="component" data-sg="{value}" data-index="{}""#,
                i + 1
            );
            assert!(svg.contains(&hook), "{q}: {hook}");
        }
        assert!(svg.matches(r#"data-testid="dag-edge""#).count() >= nodes.len() - 1);
        assert!(l.sentence(last, Lang::En).contains("XOR"));
        assert!(l.views().iter().any(|v| v.view == "game" && v.current));
    }
}

#[test]
fn a_sum_too_large_shows_the_first_pile_and_says_why() {
    let l = lesson(LessonKind::Nim, "piles=20,20&view=game");
    let figure = l.figure(0, Lang::En);
    // The reason is wrapped into the legend's short lines.
    let said = crate::lesson::quiz::texts(&figure).join(" ");
    assert!(said.contains("more than 300 positions"), "{said}");
    let svg = figure.to_svg();
    assert_eq!(drawn_nodes(&svg).len(), 21);
    assert!(svg.contains(r#"data-testid="component" data-sg="20""#));
}

#[test]
fn every_pile_dag_carries_the_token_of_the_current_pile() {
    let l = lesson(LessonKind::SplitNim, "piles=4&view=dag");
    let svg = l.figure(0, Lang::En).to_svg();
    let sg = l.game.values()[0].0;
    assert!(svg.contains(&format!(
        r#"data-testid="component" data-sg="{sg}" data-index="1" data-at="4""#
    )));
    // A set-Nim pile too large to draw: its token stands under the smaller pile's DAG.
    let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,500&view=dag&pile=3");
    assert!(l.dag.as_ref().unwrap().clamped.is_some());
    let svg = l.figure(0, Lang::En).to_svg();
    let sg = l.game.values()[2].0;
    assert!(svg.contains(&format!(
        r#"data-testid="component" data-sg="{sg}" data-index="1" data-at="500""#
    )));
}

/// Regression: the reason was one line under the figure, past its right edge and below the part
/// a figure opened zoomed on its focus shows (bounded Nim's default piles, `view=game`).
#[test]
fn the_reason_a_sum_is_not_drawn_lies_inside_the_figure() {
    for (kind, q) in [
        (LessonKind::Nim, "piles=20,20&view=game"),
        (LessonKind::BoundedNim, "view=game"),
    ] {
        for lang in [Lang::En, Lang::Zh] {
            let figure = lesson(kind, q).figure(0, lang);
            let mut lines = 0;
            for shape in &figure.shapes {
                if let grundy_core::figure::Shape::Text { x, y, text, .. } = shape {
                    lines += 1;
                    let right = x + grundy_core::figure::text_width(text, 20.0);
                    assert!(
                        right <= figure.width && *y <= figure.height,
                        "{q} {lang:?}: {text}"
                    );
                }
            }
            assert!(lines >= 3, "{q} {lang:?}: the reason is wrapped into lines");
        }
    }
}

#[test]
fn the_sum_dag_is_offered_only_when_it_can_be_read() {
    let offers_sum = |kind, q: &str| lesson(kind, q).views().iter().any(|v| v.view == "game");
    // 2·3·3 = 18 positions: offered. 4·5·6 = 120: not offered (12,400 units wide).
    assert!(offers_sum(LessonKind::Nim, "piles=1,2,2"));
    assert!(!offers_sum(LessonKind::Nim, "piles=3,4,5"));
    // A pile of 30 or more is ruled out before any move is generated.
    assert!(!offers_sum(LessonKind::SplitNim, "piles=9000,2"));
    assert!(offers_sum(LessonKind::SplitNim, "piles=2,2"));
    assert!(
        !offers_sum(LessonKind::SplitNim, "piles=2,3"),
        "40 positions, 3,900 units wide"
    );
    // A link that asks for the larger sum still draws it, with its view marked current.
    let asked = lesson(LessonKind::Nim, "piles=3,4,5&view=game");
    assert!(asked.views().iter().any(|v| v.view == "game" && v.current));
    // An opening step, then one step per position (120), then the conclusion.
    assert_eq!(asked.step_count(), 122);
}

#[test]
fn a_tall_pile_dag_fits_a_laptop_stage_with_readable_text() {
    // Bounded Nim's pile of 9 (k = 3) is a chain of 10 layers. It opened at 70% with its
    // root and legend cut off; fitted whole on the 1280×800 stage (787×626 CSS px, as
    // measured in Chromium) its smallest text is now at least 16 px, at every step.
    let l = lesson(LessonKind::BoundedNim, "piles=7,9,4&k=3&view=dag&pile=2");
    for step in [0, l.step_count() - 1] {
        let f = l.figure(step, Lang::En);
        let fit = (787.0 / f.width).min(626.0 / f.height);
        let smallest = f.min_text_px().unwrap_or(0.0) * fit;
        assert!(
            smallest >= grundy_core::figure::text_size::MIN_READABLE_PX,
            "step {step}: {}×{} fitted draws {smallest:.1} px text",
            f.width,
            f.height
        );
    }
}

#[test]
fn the_last_move_is_traced_in_the_figure_at_every_step() {
    // (lesson, link, outlines): the stones the last move took or carried down, drawn where
    // they stood, whoever played it; none before a move.
    let cases = [
        (LessonKind::Nim, "piles=3,4,5", 0),
        (LessonKind::Nim, "piles=3,4,5&moves=2:3", 3),
        (LessonKind::Nim, "piles=3,4,5&moves=2:3,3:5", 5),
        (LessonKind::BoundedNim, "piles=3,4,5&k=3&moves=1:2", 2),
        (LessonKind::SetNim, "piles=7,9&set=2,5&moves=2:5", 5),
        // Staircase: the staircase and the XOR row of step 3 both show the two that left.
        (LessonKind::StaircaseNim, "steps=0,2,3&moves=3:2", 4),
        // Split-Nim: 5 → 3 + 1 keeps 3 in the pile's row, two outlines show it was 5.
        (LessonKind::SplitNim, "piles=5,2&moves=1:3+1", 2),
    ];
    for (kind, q, outlines) in cases {
        let l = lesson(kind, q);
        for step in 0..l.step_count() {
            let svg = l.figure(step, Lang::En).to_svg();
            let drawn = svg.matches(r#"data-testid="taken-stone""#).count();
            if l.steps.get(step) == Some(&XorStage::After) {
                // Why the winning move wins: the position it leaves, with its own trace.
                assert!(drawn > 0, "{q} step {step}: the winning move's stones");
            } else {
                assert_eq!(drawn, outlines, "{q} step {step}");
            }
        }
    }
}
