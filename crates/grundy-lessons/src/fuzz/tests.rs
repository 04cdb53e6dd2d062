//! The core's fuzz targets (links, every lesson's parameters, `moves=`, the graph-sum
//! judge's streaming reader), run by every `cargo test` with the CI budget, and tests of the
//! fuzzer itself: a seed replays its input, and a failing case is reported with its seed.

use super::*;
use crate::lesson::{LessonKind, Route};
use grundy_core::games::graph::{self, judge};

/// Inputs per target per CI run: the lesson targets build a lesson per case, so they play
/// fewer than the pure parsers.
const LESSON_CASES: u64 = 1500;
const TEXT_CASES: u64 = 3000;

#[test]
fn fuzz_links_to_every_lesson() {
    let played = run("links", LESSON_CASES, lesson_link, |l| check_link(l));
    assert!(played > 0);
}

#[test]
fn fuzz_moves_of_every_game() {
    let games: Vec<LessonKind> = LessonKind::ALL
        .iter()
        .copied()
        .filter(|k| k.owns_param("moves"))
        .collect();
    assert!(games.len() >= 8, "the games with moves=: {games:?}");
    run(
        "moves",
        LESSON_CASES,
        |rng| {
            let kind = *rng.pick(&games).unwrap_or(&LessonKind::Nim);
            let play = legal_play(kind, rng, 12);
            let moves = if rng.chance(1, 3) {
                play.join(",")
            } else {
                mutate_moves(rng, &play)
            };
            let step = if rng.chance(1, 3) { "&step=99" } else { "" };
            format!("#/{}?moves={}{step}", kind.slug(), moves)
        },
        |l| check_link(l),
    );
}

#[test]
fn a_legal_random_play_is_accepted_by_its_lesson() {
    let mut rng = Rng::new(CI_SEED);
    for &kind in LessonKind::ALL {
        if !kind.owns_param("moves") {
            continue;
        }
        for _ in 0..20 {
            let play = legal_play(kind, &mut rng, 10);
            let q = Query(vec![("moves".into(), play.join(","))]);
            let o = crate::lesson::open(kind, &q);
            assert!(
                o.errors.is_empty(),
                "{} moves={}: {:?}",
                kind.slug(),
                play.join(","),
                o.errors
            );
            assert_eq!(o.model.play().map(|p| p.history), Some(play));
        }
    }
}

#[test]
fn fuzz_link_text() {
    run(
        "link-text",
        TEXT_CASES,
        |rng| {
            let head = match rng.below(4) {
                0 => String::new(),
                1 => "#/".to_string(),
                _ => format!(
                    "#/{}?",
                    rng.pick(LessonKind::ALL).map_or("nim", |k| k.slug())
                ),
            };
            let mut body = text(rng, 16);
            if rng.chance(1, 2) {
                body = mutate_text(rng, &body);
            }
            format!("{head}{body}")
        },
        |l| {
            // The parser alone: percent-decoding and splitting never panic and round trip.
            let (path, raw) = crate::lesson::split_link(l);
            let _ = crate::lesson::percent_decode(path);
            let q = Query::parse(raw);
            if Query::parse(&q.render()) != q {
                return Err(format!("{q:?} does not render back to itself"));
            }
            match Route::parse(l) {
                Route::Unknown(slug, _) => one_line("unknown slug as shown", &format!("«{slug}»")),
                _ => Ok(()),
            }
        },
    );
}

/// A graph-sum judge input and how it is cut into reads.
#[derive(Debug)]
struct GraphInput {
    text: String,
    chunk_seed: u64,
}

/// A reader that hands out its bytes in random small chunks, as a pipe may.
struct Chunks {
    data: Vec<u8>,
    pos: usize,
    rng: Rng,
}

impl std::io::Read for Chunks {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = (self.rng.range(1, 9) as usize)
            .min(buf.len())
            .min(self.data.len() - self.pos);
        buf[..n].copy_from_slice(&self.data[self.pos..self.pos + n]);
        self.pos += n;
        Ok(n)
    }
}

fn graph_input(rng: &mut Rng) -> GraphInput {
    let tokens = if rng.chance(1, 5) {
        random_tokens(rng, 30)
    } else {
        let n = rng.range(1, 8);
        let mut edges = Vec::new();
        for _ in 0..rng.below(12) {
            let (x, y) = (rng.range(1, n), rng.range(1, n));
            // Mostly acyclic (edges go up), sometimes not.
            if x < y || rng.chance(1, 10) {
                edges.push((x, y));
            }
        }
        let k = rng.below(5);
        let mut t = vec![n.to_string(), edges.len().to_string(), k.to_string()];
        for (x, y) in edges {
            t.push(x.to_string());
            t.push(y.to_string());
        }
        for _ in 0..k {
            t.push(rng.range(1, n).to_string());
        }
        if rng.chance(2, 3) {
            mutate_tokens(rng, &t)
        } else {
            t
        }
    };
    GraphInput {
        text: join_tokens(rng, &tokens),
        chunk_seed: rng.next_u64(),
    }
}

#[test]
fn fuzz_graph_sum_judge_reader() {
    let limits = judge::Limits {
        max_n: 50,
        max_m: 100,
        min_k: 0,
        max_k: 50,
    };
    run("graph-judge", TEXT_CASES, graph_input, |g| {
        let streamed = judge::judge(
            Chunks {
                data: g.text.as_bytes().to_vec(),
                pos: 0,
                rng: Rng::new(g.chunk_seed),
            },
            &limits,
        )
        .map_err(|e| format!("a reader that never fails failed: {e}"))?;
        // The streaming reader agrees with the whole-text parser and the DAG's own SG values.
        let whole = judge::parse(g.text.as_bytes(), &limits);
        match (&streamed, whole) {
            (Ok(judge::Verdict::NimSum(x)), Ok(inst)) => {
                let edges: Vec<(usize, usize)> = inst
                    .edges
                    .iter()
                    .map(|&(a, b)| (a as usize, b as usize))
                    .collect();
                let dag = graph::Dag::new(inst.n, &edges)
                    .map_err(|e| format!("the reader's DAG is refused: {e:?}"))?;
                let sg = dag.sg_values();
                let want = inst.tokens.iter().fold(0, |a, &t| a ^ sg[t]);
                if u64::from(*x) != want {
                    return Err(format!("nim-sum {x}, the DAG says {want}"));
                }
            }
            (Ok(judge::Verdict::Cyclic { n, edges, .. }), Ok(inst)) => {
                let e: Vec<(usize, usize)> = edges
                    .iter()
                    .map(|&(a, b)| (a as usize, b as usize))
                    .collect();
                if *n != inst.n || graph::Dag::new(*n, &e).is_ok() {
                    return Err("a cycle the DAG does not see".into());
                }
            }
            (Err(e), Err(f)) if *e == f => {}
            (s, w) => return Err(format!("streamed {s:?}, whole text {w:?}")),
        }
        Ok(())
    });
}

#[test]
fn a_seed_replays_its_input() {
    for seed in [0, 1, CI_SEED, u64::MAX] {
        assert_eq!(
            lesson_link(&mut Rng::new(seed)),
            lesson_link(&mut Rng::new(seed))
        );
        let a = graph_input(&mut Rng::new(seed));
        let b = graph_input(&mut Rng::new(seed));
        assert_eq!((a.text, a.chunk_seed), (b.text, b.chunk_seed));
    }
}

#[test]
fn a_failing_case_is_reported_with_its_seed() {
    let caught = std::panic::catch_unwind(|| {
        run(
            "self-test",
            50,
            |rng| rng.below(4),
            |&x| {
                assert!(x != 3, "three");
                Ok(())
            },
        )
    });
    let payload = caught.expect_err("a case panics");
    let text = panic_text(&*payload);
    assert!(text.contains("fuzz self-test: case seed"), "{text}");
    assert!(
        text.contains("panic: three") && text.contains("--seed"),
        "{text}"
    );
    assert!(one_line("x", "a\nb").is_err() && one_line("x", " ").is_err());
    assert!(one_line("x", &"a".repeat(MAX_LINE_CHARS + 1)).is_err());
    assert!(one_line("x", "ok").is_ok());
}
