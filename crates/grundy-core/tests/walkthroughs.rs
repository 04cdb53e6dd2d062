//! Every lesson's walkthrough, in every view and both languages, teaches step by step: each
//! step marks what its sentence is about (`data-focus="true"` in the figure), no step shows
//! the same figure as the step before it, and English sentences use singular and plural right.
//! Failures are listed per lesson, so each lesson's owner sees theirs.

use grundy_core::i18n::Lang;
use grundy_core::lesson::{open, Query, LESSONS};
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
        "misere-nim" => &["piles=1,1,0", "piles=1,1,1", "piles=2,2", "piles=0"],
        "bounded-nim" => &["piles=7,9,4&k=3", "piles=4,4&k=3", "piles=100&k=1000"],
        "staircase-nim" => &["steps=3,1,4,1,5", "steps=1,5,1", "steps=0,2"],
        "set-nim" => &["set=2,5&piles=2,4,7", "set=1&piles=1,1", "set=3&piles=1,2"],
        "split-nim" => &["piles=2,3", "piles=1,1", "piles=3&moves=1:2+1"],
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
    for info in LESSONS {
        let mut bases = vec![String::new()];
        bases.extend(extra_links(info.slug).iter().map(|s| s.to_string()));
        for base in bases {
            let base_query = Query::parse(&base);
            let opened = open(info.kind, &base_query);
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
                let o = open(info.kind, &q);
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
