//! Tests of `graph-sum`'s `view=game`: the DAG of the whole sum of the tokens' games.

use super::super::*;

fn lesson(q: &str) -> GraphSumLesson {
    GraphSumLesson::from_query(&Query::parse(q)).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn every_drawn_value_of_the_sum_is_the_xor_of_the_tokens_vertices() {
    for q in [
        "view=game",
        "n=6&edges=1-2,1-3,2-4,3-4,4-5,2-6,6-5&tokens=1,2,3&view=game",
        "view=game&moves=1-2",
    ] {
        let l = lesson(q);
        let last = l.step_count() - 1;
        let svg = l.figure(last, Lang::En).to_svg();
        let mut count = 0;
        for chunk in svg.split(r#"data-testid="dag-node" data-id=""#).skip(1) {
            let id = &chunk[..chunk.find('"').unwrap()];
            let rest = &chunk[chunk.find(r#"data-sg=""#).unwrap() + 9..];
            let sg: u64 = rest[..rest.find('"').unwrap()].parse().unwrap();
            let xor = id
                .split(',')
                .map(|v| l.game.sg[v.parse::<usize>().unwrap() - 1])
                .fold(0, |a, b| a ^ b);
            assert_eq!(sg, xor, "{q}: node {id}");
            count += 1;
        }
        assert!(count > 1);
        let at: Vec<String> = l.game.tokens.iter().map(|t| (t + 1).to_string()).collect();
        assert!(svg.contains(&format!(r#"data-id="{}""#, at.join(","))));
        assert_eq!(
            svg.matches(r#"data-testid="component""#).count(),
            l.game.tokens.len()
        );
        assert!(l.sentence(last, Lang::En).contains("XOR"));
        assert!(l.views().iter().any(|v| v.view == "game" && v.current));
    }
}

#[test]
fn a_sum_too_large_keeps_the_graph_and_says_why() {
    // Ten tokens on a path of 5 vertices: 5^10 positions.
    let l = lesson("n=5&edges=1-2,2-3,3-4,4-5&tokens=1,1,1,1,1,1,1,1,1,1&view=game");
    let figure = l.figure(0, Lang::En);
    // The reason is wrapped into the legend's short lines.
    let said = crate::lesson::quiz::texts(&figure).join(" ");
    assert!(said.contains("more than 300 positions"), "{said}");
    let svg = figure.to_svg();
    assert_eq!(svg.matches(r#"data-testid="dag-node""#).count(), 5);
}
