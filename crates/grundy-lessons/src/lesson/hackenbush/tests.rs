//! The Hackenbush lesson against the core: the walkthrough ends on the stalk of the picture's
//! value, the hooks agree with the game, and bad input is one line that keeps the picture.

use super::*;
use crate::lesson::{open, LessonKind};
use grundy_core::games::hackenbush::value;

fn lesson(link: &str) -> HackenbushLesson {
    HackenbushLesson::from_query(&Query::parse(link)).unwrap_or_else(|e| panic!("{link}: {e:?}"))
}

#[test]
fn the_example_is_a_tree_a_cycle_and_a_loop_worth_two() {
    let l = lesson("");
    // Tree 1 + (1 ⊕ 1) = 1, triangle 1, loop on a stalk 1 + 1 = 2.
    assert_eq!(l.facts().nim_sum, Some(2));
    assert_eq!(l.facts().first_wins, Some(true));
    let kinds: Vec<bool> = l
        .collapse
        .stages
        .iter()
        .map(|s| matches!(s, Stage::Fuse { .. }))
        .collect();
    assert!(
        kinds.contains(&true) && kinds.contains(&false),
        "both principles"
    );
    for lang in [Lang::En, Lang::Zh] {
        let stalk = l.sentence(l.stalk_step(), lang);
        assert!(stalk.contains('2'), "{stalk}");
    }
    let en: Vec<String> = (0..l.step_count())
        .map(|s| l.sentence(s, Lang::En))
        .collect();
    assert!(
        en.iter().any(|s| s.starts_with("Fusion principle")),
        "{en:?}"
    );
    assert!(
        en.iter().any(|s| s.starts_with("Colon principle")),
        "{en:?}"
    );
}

#[test]
fn hooks_agree_with_the_game_on_random_pictures() {
    let mut rng = grundy_core::rng::Rng::new(51);
    for _ in 0..60 {
        let m = rng.range(1, 12) as usize;
        let mut edges: Vec<String> = vec!["0-1".to_string()];
        edges.extend((0..m).map(|_| format!("{}-{}", rng.below(6), rng.below(6))));
        let link = format!("edges={}", edges.join(","));
        let l = lesson(&link);
        let parsed = parse_edges(&edges.join(",")).unwrap();
        assert_eq!(l.facts().nim_sum, Some(value(&parsed)), "{link}");
        let svg = l.figure(0, Lang::En).to_svg();
        // The parts' values XOR to the picture's.
        let xor = svg
            .split("data-testid=\"component\"")
            .skip(1)
            .filter_map(|s| {
                s.split("data-sg=\"")
                    .nth(1)?
                    .split('"')
                    .next()?
                    .parse::<u64>()
                    .ok()
            })
            .fold(0, |x, v| x ^ v);
        assert_eq!(xor, value(&parsed), "{link}");
        // Every standing edge is one clickable hb-edge.
        assert_eq!(
            svg.matches("data-testid=\"hb-edge\"").count(),
            l.game.standing_edges().count(),
            "{link}"
        );
        // The stalk step says the value.
        assert!(l
            .sentence(l.stalk_step(), Lang::En)
            .contains(&value(&parsed).to_string()));
    }
}

#[test]
fn cuts_replay_and_what_falls_is_gone() {
    // Cutting 0-1 drops the whole tree above it.
    let l = lesson("moves=0-1");
    assert_eq!(l.game.standing_edges().count(), 5);
    assert_eq!(l.facts().nim_sum, Some(1 ^ 2));
    // The first of two parallel edges is cut, then the second.
    let l = lesson("edges=0-1,1-0,1-2&moves=1-0,0-1");
    assert!(l.game.over());
    assert_eq!(l.step_count(), 1);
}

#[test]
fn bad_input_is_one_line_naming_the_problem_and_keeps_the_example() {
    for (link, words) in [
        ("edges=", "no edge"),
        ("edges=0-1,1-100", "vertex 100 is over the cap"),
        ("edges=1-2,2-3", "no edge touches the ground"),
        ("edges=0-1-2", "'0-1-2' is not an edge"),
        ("edges=0-1,x", "'x' is not an edge"),
        ("edges=0-1&moves=1-2", "no edge 1-2 is standing"),
        ("edges=0-1,1-2&moves=0-1,1-2", "move 2"),
    ] {
        let o = open(LessonKind::Hackenbush, &Query::parse(link));
        assert_eq!(o.errors.len(), 1, "{link}");
        let message = o.errors[0].message(Lang::En);
        assert!(
            message.contains(words) && !message.contains('\n'),
            "{link}: {message}"
        );
        assert!(!o.errors[0].message(Lang::Zh).is_empty());
        // The model is still a picture that can be shown.
        let _ = o.model.figure(0, Lang::En).to_svg();
    }
}

#[test]
fn no_label_runs_into_another_or_past_the_edges_in_random_pictures() {
    // The catalogue's figure-text check, on pictures of every shape: deep stalks, wide
    // bushes, loops and parallel edges on the ground, games in progress.
    use crate::lesson::teaching::{overlapping_texts, texts_past_the_edges};
    let mut rng = grundy_core::rng::Rng::new(1251);
    for _ in 0..150 {
        let m = rng.range(1, MAX_EDGES as u64) as usize;
        let top = rng.range(2, 30);
        let mut edges = vec!["0-1".to_string()];
        edges.extend((1..m).map(|_| format!("{}-{}", rng.below(top), rng.below(top))));
        let mut link = format!("edges={}", edges.join(","));
        if rng.chance(1, 3) {
            link.push_str("&moves=0-1");
        }
        let l = lesson(&link);
        for step in 0..l.step_count() {
            for lang in [Lang::En, Lang::Zh] {
                let fig = l.figure(step, lang);
                assert!(
                    overlapping_texts(&fig, 2.0).is_empty(),
                    "{link} step {step}"
                );
                assert!(
                    texts_past_the_edges(&fig, 4.0).is_empty(),
                    "{link} step {step}"
                );
                let file = fig.clone().cropped();
                assert!(
                    texts_past_the_edges(&file, 4.0).is_empty(),
                    "{link} step {step}"
                );
            }
        }
    }
}

#[test]
fn parallel_edges_written_either_way_round_bow_apart() {
    // Review of the PNGs: 0-5 and 5-0 were drawn as one curve, one over the other.
    for link in ["edges=0-5,5-0", "edges=0-5,0-5", "edges=0-1,1-2,2-1,1-2"] {
        let svg = lesson(link).figure(0, Lang::En).to_svg();
        // Each `<path d="…" class="hb-edge"/>`: its data ends the text before its class.
        let pieces: Vec<&str> = svg.split("class=\"hb-edge\"").collect();
        let mut paths: Vec<&str> = pieces[..pieces.len() - 1]
            .iter()
            .filter_map(|s| s.rsplit("d=\"").next()?.split('"').next())
            .collect();
        assert_eq!(
            paths.len(),
            lesson(link).game.standing_edges().count(),
            "{link}"
        );
        let count = paths.len();
        paths.sort_unstable();
        paths.dedup();
        assert_eq!(paths.len(), count, "{link}: {svg}");
    }
}
