//! Figure text never runs into other text: every step, language and view of each lesson's
//! example, larger and played links, and random positions of every lesson.

use super::lesson_link;
use super::*;

#[test]
fn no_figure_text_runs_into_another() {
    // Review: Wythoff's floor headers touched once they were drawn as large as the numbers.
    // Each lesson's example, larger positions, and games in progress, in every view.
    let links = [
        "nim?piles=13,27,31,7",
        "misere-nim?piles=1,1,6&moves=3:5",
        "bounded-nim?piles=17,23,9&k=5",
        "staircase-nim?steps=0,7,2,9,4,1,8",
        "set-nim?set=1,3,4&piles=15,22,9",
        "split-nim?piles=9,14,6",
        "graph-sum?n=12&edges=1-2,1-3,2-4,3-4,4-5,5-6,6-7,3-8,8-9,9-10,10-11,11-12,2-12&tokens=1,3,8",
        "wythoff?a=10&b=16",
        "wythoff?a=3&b=5&moves=1:1",
        "cutting?w=9&h=7",
        "end-piles?piles=12,7,99,3,41,8,1000,5,17,2,64,9",
        "apple-tree?apples=5,3,12,7,1,9,4&parents=1,1,2,2,3,3",
        "apple-tree?apples=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15&parents=1,1,2,2,3,3,4,4,5,5,6,6,7,7",
        "flip-multiples?n=60&white=2,3,5,7,11,30,59",
        "ie-divisible?n=1000&d=2,3,5,7",
        "majority?values=3,1,3,2,3,3,1,2,3",
        "game-lab?code=0.137&n=120",
        "game-lab?code=0.77&n=200&view=mex&heap=40",
        // Grundy's game: its rule's splits, its table, a mex of 19 splits, a played row.
        "game-lab?game=grundy&n=200",
        "game-lab?game=grundy&n=200&view=mex&heap=40",
        "game-lab?game=grundy&heaps=7,9,12&moves=1:0:2",
        // Bit columns past 2^8: their place values were wider than the columns.
        "nim?piles=3,3952,7,35",
        // Five divisors in size order: "2 sets" was measured at the table's size, not its own.
        "ie-divisible?n=31093&d=21,18,21,4,9&view=terms&order=size",
        // A row too long to draw: the white cells are listed under one line that says so.
        "flip-multiples?n=400&white=3,7,50&moves=3:5",
        // Hackenbush: loops and parallel edges on the ground, a cycle with a loop on it.
        "hackenbush?edges=0-1,1-2,2-3,3-1,0-4,4-4,4-4,0-5,5-0,0-0,0-0",
    ];
    let queries = LessonKind::ALL
        .iter()
        .map(|&kind| (kind, Query::default()))
        .chain(links.iter().map(|l| lesson_link(l)));
    let mut found = Vec::new();
    for (kind, query) in queries {
        texts_running_into_others(kind, &query, &mut found);
    }
    found.dedup();
    for f in &found {
        eprintln!("{f}");
    }
    assert!(found.is_empty(), "{} texts run into others", found.len());
}

/// Adds to `found` each pair of texts that run into each other in any step, language and view
/// of the lesson `query` opens (the figure it opens, then each figure its view buttons open).
fn texts_running_into_others(kind: LessonKind, query: &Query, found: &mut Vec<String>) {
    let slug = kind.info().slug;
    let o = open(kind, query);
    assert!(o.errors.is_empty(), "{slug} {query:?}: {:?}", o.errors);
    let views = std::iter::once(query.clone()).chain(o.model.views().into_iter().map(|v| {
        let mut q = query.with("view", Some(v.view.to_string()));
        for (name, value) in &v.params {
            q = q.with(name, (!value.is_empty()).then(|| value.clone()));
        }
        q
    }));
    for q in views {
        let o = open(kind, &q);
        assert!(o.errors.is_empty(), "{slug} {q:?}: {:?}", o.errors);
        for step in 0..o.model.step_count() {
            for lang in [Lang::En, Lang::Zh] {
                let fig = o.model.figure(step, lang);
                if let Some(pair) = crate::lesson::teaching::overlapping_texts(&fig, 2.0).first() {
                    found.push(format!("{slug} {q:?} step {step} {lang:?}: {pair:?}"));
                }
                // Review at 1280×800: flip-multiples' "too long to draw" line ran past the
                // figure's right edge and was cut mid-word.
                if let Some(past) = crate::lesson::teaching::texts_past_the_edges(&fig, 4.0).first()
                {
                    found.push(format!(
                        "{slug} {q:?} step {step} {lang:?}: past the edge: {past}"
                    ));
                }
                // The file of the step, cut to its drawing: every text still inside, and
                // never larger than the page's canvas.
                let file = fig.clone().cropped();
                if let Some(past) =
                    crate::lesson::teaching::texts_past_the_edges(&file, 4.0).first()
                {
                    found.push(format!(
                        "{slug} {q:?} step {step} {lang:?}: file cut: {past}"
                    ));
                }
                if file.width > fig.width || file.height > fig.height {
                    found.push(format!("{slug} {q:?} step {step}: file grew"));
                }
            }
        }
    }
}

#[test]
fn no_figure_text_runs_into_another_in_random_positions() {
    // Random positions of every lesson (fixed seed): the two bugs above were found this way.
    let mut rng = grundy_core::rng::Rng::from_state(12345);
    let mut rnd = |m: u64| rng.below(m);
    let mut found = Vec::new();
    for _ in 0..6 {
        let list = |values: Vec<u64>| {
            values
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        let count = 1 + rnd(6);
        let piles: Vec<u64> = (0..count)
            .map(|_| {
                let big = rnd(3) == 0;
                rnd(if big { 1_000_000 } else { 40 })
            })
            .collect();
        let p = list(piles.clone());
        let small = list(piles.iter().map(|x| x % 30 + 1).collect());
        let set = list((0..1 + rnd(4)).map(|_| 1 + rnd(9)).collect());
        let nodes = 2 + rnd(14);
        let apples = list((0..nodes).map(|_| rnd(30)).collect());
        let parents = list((1..nodes).map(|i| 1 + rnd(i)).collect());
        let cells = 1 + rnd(80);
        let white = list((0..1 + rnd(5)).map(|_| 1 + rnd(cells)).collect());
        let divisors = list((0..1 + rnd(5)).map(|_| 2 + rnd(40)).collect());
        let values = list((0..1 + rnd(12)).map(|_| rnd(4)).collect());
        let vertices = 2 + rnd(12);
        let mut edges = Vec::new();
        for a in 1..vertices {
            for b in a + 1..=vertices {
                if rnd(3) == 0 {
                    edges.push(format!("{a}-{b}"));
                }
            }
        }
        let links = [
            format!("nim?piles={p}"),
            format!("misere-nim?piles={p}"),
            format!("bounded-nim?piles={p}&k={}", 1 + rnd(9)),
            format!("staircase-nim?steps={p}"),
            format!("split-nim?piles={small}"),
            format!("set-nim?set={set}&piles={small}"),
            format!(
                "end-piles?piles={}",
                list(piles.iter().map(|x| x + 1).collect())
            ),
            format!("wythoff?a={}&b={}", rnd(30), rnd(30)),
            format!("cutting?w={}&h={}", 2 + rnd(15), 2 + rnd(15)),
            format!("apple-tree?apples={apples}&parents={parents}"),
            format!("flip-multiples?n={cells}&white={white}"),
            format!("ie-divisible?n={}&d={divisors}", 1 + rnd(100_000)),
            format!("majority?values={values}"),
            format!(
                "graph-sum?n={vertices}&edges={}&tokens={},{}",
                edges.join(","),
                1 + rnd(vertices),
                1 + rnd(vertices)
            ),
        ];
        for l in &links {
            let (kind, query) = lesson_link(l);
            if open(kind, &query).errors.is_empty() {
                texts_running_into_others(kind, &query, &mut found);
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}
