//! Tests of the graph-sum judge format: the reader, the search and the streaming judge
//! against the plain `Dag` (itself checked against exhaustive search).
use super::*;
use crate::games::graph::Dag;

/// Every DAG with forward edges on five vertices, relabelled by a fixed permutation so the
/// topological order is not the index order, with one edge repeated: the 32-bit path gives
/// the same values as `Dag::sg_values` (which is checked against exhaustive search); with a
/// back edge added it finds the cycle exactly when `Dag::new` does.
#[test]
fn judge_sg_values_match_the_dag_on_every_small_graph() {
    let pairs: Vec<(usize, usize)> = (0..5)
        .flat_map(|i| (i + 1..5).map(move |j| (i, j)))
        .collect();
    let relabel: [u32; 5] = [3, 0, 4, 1, 2];
    for mask in 0u32..1 << pairs.len() {
        let mut edges: Vec<(u32, u32)> = pairs
            .iter()
            .enumerate()
            .filter(|(b, _)| mask >> b & 1 == 1)
            .map(|(_, &(x, y))| (relabel[x], relabel[y]))
            .collect();
        if let Some(&e) = edges.first() {
            edges.push(e);
        }
        let wide = |e: &[(u32, u32)]| -> Vec<(usize, usize)> {
            e.iter().map(|&(x, y)| (x as usize, y as usize)).collect()
        };
        let dag = Dag::new(5, &wide(&edges)).unwrap().sg_values();
        let fast = sg_values(5, &edges).unwrap();
        assert_eq!(
            fast.iter().map(|&g| u64::from(g)).collect::<Vec<_>>(),
            dag,
            "{edges:?}"
        );
        for back in [(4, 3), (2, 0), (1, 1)] {
            let mut cyclic = edges.clone();
            cyclic.push(back);
            assert_eq!(
                sg_values(5, &cyclic).is_some(),
                Dag::new(5, &wide(&cyclic)).is_ok(),
                "{cyclic:?}"
            );
        }
    }
    assert_eq!(sg_values(2, &[(0, 2)]), None);
    assert_eq!(sg_values(1, &[]), Some(vec![0]));
}

const LIMITS: Limits = Limits {
    max_n: 100,
    max_m: 100,
    min_k: 1,
    max_k: 10,
};

#[test]
fn reads_an_instance_and_names_what_is_wrong_with_its_line() {
    let g = parse(b"3 2 1\n1 2\n2 3\n+1\n", &LIMITS).unwrap();
    assert_eq!(
        (g.n, g.edges, g.tokens, g.edges_line),
        (3, vec![(0, 1), (1, 2)], vec![0], 2)
    );
    let e = |text: &str| parse(text.as_bytes(), &LIMITS).unwrap_err();
    assert_eq!(
        e("3 1 1\n1 9\n1"),
        Error::Bad {
            line: 2,
            item: Item::EdgeY(1),
            lo: 1,
            hi: 3,
            token: "9".into()
        }
    );
    assert_eq!(
        e("3 1 1\n1 2\n"),
        Error::Ends {
            line: 3,
            item: Item::Token(1),
            lo: 1,
            hi: 3
        }
    );
    assert_eq!(
        e("3 0 1\n1 2"),
        Error::Extra {
            line: 2,
            token: "2".into()
        }
    );
    assert!(matches!(e("3 0 0\n"), Error::Bad { item: Item::K, .. }));
    assert!(matches!(
        e("x"),
        Error::Bad {
            item: Item::N,
            line: 1,
            ..
        }
    ));
    assert!(matches!(
        e("3 0 1\n-1"),
        Error::Bad {
            item: Item::Token(1),
            ..
        }
    ));
    assert!(matches!(
        e(""),
        Error::Ends {
            item: Item::N,
            line: 1,
            ..
        }
    ));
}

/// Every directed graph on four vertices (all 2^12 sets of edges between distinct vertices),
/// with a self-loop on each vertex in turn for a quarter of them: the search finds a cycle
/// exactly when `Dag::new` does, and otherwise the same values.
#[test]
fn the_search_matches_the_dag_on_every_graph_of_four_vertices() {
    let pairs: Vec<(u32, u32)> = (0..4)
        .flat_map(|i| (0..4).filter(move |&j| j != i).map(move |j| (i, j)))
        .collect();
    let wide = |e: &[(u32, u32)]| -> Vec<(usize, usize)> {
        e.iter().map(|&(x, y)| (x as usize, y as usize)).collect()
    };
    for mask in 0u32..1 << pairs.len() {
        let mut edges: Vec<(u32, u32)> = pairs
            .iter()
            .enumerate()
            .filter(|(b, _)| mask >> b & 1 == 1)
            .map(|(_, &e)| e)
            .collect();
        if mask % 4 == 3 {
            let v = mask / 4 % 4;
            edges.insert(edges.len() / 2, (v, v));
        }
        let fast = sg_values(4, &edges);
        match Dag::new(4, &wide(&edges)) {
            Ok(dag) => assert_eq!(
                fast.map(|sg| sg.iter().map(|&g| u64::from(g)).collect::<Vec<_>>()),
                Some(dag.sg_values()),
                "{edges:?}"
            ),
            Err(_) => assert_eq!(fast, None, "{edges:?}"),
        }
    }
}

/// The next number of the random graphs below (the project's one generator, stepped from `x`).
fn next(x: &mut u64) -> u64 {
    let mut r = crate::rng::Rng::from_state(*x);
    let v = r.next_u64();
    *x = v;
    v
}

/// Random DAGs of every density, relabelled, among them complete ones whose values pass 64
/// (the stamp path of the mex) and long paths (a deep search): the same values as `Dag`.
#[test]
fn the_search_matches_the_dag_on_random_and_deep_graphs() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for round in 0..300u64 {
        let n = 1 + (next(&mut seed) % 150) as u32;
        let mut label: Vec<u32> = (0..n).collect();
        for i in (1..n as usize).rev() {
            label.swap(i, (next(&mut seed) % (i as u64 + 1)) as usize);
        }
        let mut edges = Vec::new();
        for x in 0..n {
            for y in x + 1..n {
                // Complete every tenth graph; otherwise from sparse to dense.
                if round % 10 == 0 || next(&mut seed) % 100 < round % 37 {
                    edges.push((label[x as usize], label[y as usize]));
                }
            }
        }
        let wide: Vec<(usize, usize)> = edges
            .iter()
            .map(|&(x, y)| (x as usize, y as usize))
            .collect();
        let dag = Dag::new(n as usize, &wide).unwrap().sg_values();
        let fast = sg_values(n as usize, &edges).unwrap();
        assert_eq!(
            fast.iter().map(|&g| u64::from(g)).collect::<Vec<_>>(),
            dag,
            "round {round}"
        );
        if round % 10 == 0 {
            assert_eq!(fast.iter().max().copied(), Some(n - 1));
        }
    }
    let n = 200_000u32;
    let path: Vec<(u32, u32)> = (0..n - 1).map(|v| (v + 1, v)).collect();
    let sg = sg_values(n as usize, &path).unwrap();
    assert!(sg.iter().enumerate().all(|(v, &g)| g == (v % 2) as u32));
    let mut cycle = path;
    cycle.push((0, n - 1));
    assert_eq!(sg_values(n as usize, &cycle), None);
}

/// The streaming judge against `parse` and `Dag` on random inputs in the judge format, read
/// whole and a few bytes at a time: the same nim-sum, the same refusals (including a refused
/// token after a cycle), and the cycle's instance.
#[test]
fn the_streaming_judge_answers_as_parse_and_the_dag_do() {
    struct Trickle<'a>(&'a [u8], usize);
    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(out.len()).min(self.0.len());
            out[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let limits = Limits {
        max_n: 100_000,
        max_m: 200_000,
        min_k: 0,
        max_k: 100_000,
    };
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut kinds = [0; 3];
    for round in 0..400u64 {
        let n = 1 + next(&mut seed) % 40;
        let m = next(&mut seed) % 80;
        let k = next(&mut seed) % 10;
        let mut text = format!("{n} {m}\n{k}\n");
        for _ in 0..m {
            let x = 1 + next(&mut seed) % n;
            // Mostly forward edges; a back edge now and then makes a cycle.
            let y = if next(&mut seed).is_multiple_of(50) {
                1 + next(&mut seed) % n
            } else {
                (x + 1 + next(&mut seed) % 5).min(n)
            };
            if x == y && x == n {
                text.push_str(&format!("{} {y}\n", x.saturating_sub(1).max(1)));
                continue;
            }
            text.push_str(&format!("{x}  {y}\n"));
        }
        for _ in 0..k {
            text.push_str(&format!("{} ", 1 + next(&mut seed) % n));
        }
        match round % 8 {
            1 => text.push_str(" 7"),
            2 => text.push_str(&format!("{}", n + 1)),
            3 => text.truncate(text.len() * 3 / 4),
            _ => {}
        }
        let parsed = parse(text.as_bytes(), &limits);
        let expected = parsed.map(|g| {
            let wide: Vec<(usize, usize)> = g
                .edges
                .iter()
                .map(|&(x, y)| (x as usize, y as usize))
                .collect();
            match Dag::new(g.n, &wide) {
                Ok(dag) => {
                    let sg = dag.sg_values();
                    Verdict::NimSum(g.tokens.iter().fold(0, |x, &v| x ^ sg[v] as u32))
                }
                Err(_) => Verdict::Cyclic {
                    n: g.n,
                    edges: g.edges,
                    edges_line: g.edges_line,
                },
            }
        });
        kinds[match &expected {
            Ok(Verdict::NimSum(_)) => 0,
            Ok(Verdict::Cyclic { .. }) => 1,
            Err(_) => 2,
        }] += 1;
        assert_eq!(judge(text.as_bytes(), &limits).unwrap(), expected, "{text}");
        for step in [1, 3, 7] {
            let got = judge(Trickle(text.as_bytes(), step), &limits).unwrap();
            assert_eq!(got, expected, "step {step}: {text}");
        }
    }
    assert!(
        kinds.iter().all(|&c| c >= 20),
        "every kind of answer occurs: {kinds:?}"
    );
}

/// A source's error ends the judge with that error, before any refusal it caused.
#[test]
fn a_failing_source_is_reported_as_such() {
    struct Broken(bool);
    impl Read for Broken {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            if std::mem::replace(&mut self.0, false) {
                out[..4].copy_from_slice(b"3 1 ");
                return Ok(4);
            }
            Err(std::io::Error::other("disk on fire"))
        }
    }
    assert_eq!(
        judge(Broken(true), &LIMITS).unwrap_err().to_string(),
        "disk on fire"
    );
}
