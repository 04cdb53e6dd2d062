//! Tests of the inclusion–exclusion lesson: counts, regions, running totals, the grid, the
//! named-sets form, and walkthroughs that mark each term and reveal it only when derived.

use super::*;
use grundy_core::figure::Shape;

fn lesson(q: &str) -> IeLesson {
    IeLesson::from_query(&Query::parse(q)).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn example_counts_and_regions() {
    let l = lesson("");
    assert_eq!(l.facts().result.as_deref(), Some("22"));
    // Exactly divisible by 2 only: 2,4,8,14,16,22,26,28 (8 numbers up to 30).
    assert_eq!(l.region_size(0b001), 8);
    assert_eq!(l.region_size(0b111), 1);
    let regions: i128 = (1..8).map(|r| l.region_size(r)).sum();
    assert_eq!(regions, 22);
    assert_eq!(l.step_count(), 9);
    let svg = l.figure(4, Lang::En).to_svg();
    assert_eq!(svg.matches(r#"data-testid="ie-term""#).count(), 7);
    assert!(svg.contains(r#"data-set="1,2" data-sign="-" data-value="5""#));
    assert!(svg.contains("clip-path"));
    assert!(
        l.sentence(3, Lang::En).contains("lcm 6"),
        "{}",
        l.sentence(3, Lang::En)
    );
}

/// The texts drawn inside the `ie-term` row of `set` (1-based members, as in the hook).
fn row_texts(fig: &Figure, set: &str) -> Vec<String> {
    fn texts(s: &Shape, out: &mut Vec<String>) {
        match s {
            Shape::Text { text, .. } => out.push(text.clone()),
            Shape::Group { children, .. } => children.iter().for_each(|c| texts(c, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for s in &fig.shapes {
        if let Shape::Group { hook: Some(h), .. } = s {
            if h.testid == "ie-term" && h.data.iter().any(|(k, v)| *k == "set" && v == set) {
                texts(s, &mut out);
            }
        }
    }
    out
}

#[test]
fn every_step_marks_its_term_in_every_view() {
    use crate::lesson::teaching::{assert_readable, assert_teaches};
    for q in [
        "",
        "view=terms",
        "view=grid",
        "view=grid&x=7",
        "order=size",
        "mode=sets",
        "mode=sets&names=A",
        "n=10&d=2",
        "n=30&d=2,3,5,7,11",
        "n=30&d=2,3,5,7&order=size",
        "n=1000&d=2,3,5,7,11,13,17",
    ] {
        assert_teaches(&lesson(q), q);
    }
    for q in ["", "view=terms", "view=grid", "order=size", "mode=sets"] {
        assert_readable(&lesson(q), q);
    }
}

#[test]
fn terms_regions_and_the_total_appear_when_derived() {
    let l = lesson("");
    let last = l.step_count() - 1;
    for lang in [Lang::En, Lang::Zh] {
        // Step 2 has derived {2} and {3}; {2, 3} (lcm 6, count 5) is still ahead.
        let fig = l.figure(2, lang);
        assert_eq!(row_texts(&fig, "1,2"), ["011", "{2, 3}", "", "", "", ""]);
        assert_eq!(row_texts(&fig, "2"), ["010", "{3}", "3", "+", "10", "25"]);
        let fig = l.figure(3, lang);
        assert_eq!(
            row_texts(&fig, "1,2"),
            ["011", "{2, 3}", "6", "−", "5", "20"]
        );
        // The regions (8 numbers divisible by 2 only, …) and the total only at the end.
        for step in 0..last {
            let svg = l.figure(step, lang).to_svg();
            assert!(
                !svg.contains(">8</text>") && !svg.contains("= 22<"),
                "step {step}"
            );
        }
        let svg = l.figure(last, lang).to_svg();
        assert!(svg.contains(">8</text>") && svg.contains("= 22<"));
    }
    assert!(l
        .sentence(last, Lang::En)
        .ends_with("the regions hold 8 + 4 + 4 + 2 + 2 + 1 + 1 = 22."));
}

#[test]
fn counts_of_one_are_singular() {
    let l = lesson("n=10&d=2,3");
    assert_eq!(
        l.sentence(1, Lang::En),
        "Term {2} (bitmask 01): ⌊10/2⌋ = 5 numbers up to 10 are multiples of 2. 1 set, odd: add. Running total 5."
    );
    assert!(l
        .sentence(3, Lang::En)
        .contains("⌊10/6⌋ = 1 number is a multiple of all of them. 2 sets, even: subtract."));
    assert!(lesson("n=3&d=3")
        .sentence(2, Lang::En)
        .starts_with("Only 1 of the numbers 1..3 is"));
    assert!(lesson("n=10&d=2").sentence(0, Lang::En).contains("1 term:"));
    // Two divisors have a pair and no triple; three have both.
    let two = lesson("n=20&d=2,3").sentence(0, Lang::En);
    assert!(
        two.contains("subtract those of the pair: 2² − 1 = 3 signed terms"),
        "{two}"
    );
    assert!(!lesson("n=20&d=2,3").sentence(0, Lang::Zh).contains("三个"));
    assert!(lesson("n=30&d=2,3,5")
        .sentence(0, Lang::En)
        .contains("each triple"));
    let e = IeLesson::from_query(&Query::parse("mode=sets&names=A&sizes=1,2"))
        .err()
        .unwrap();
    assert!(e
        .message(Lang::En)
        .contains("expected 1 size (that of the one set), got 2"));
    let svg = lesson("order=size").figure(0, Lang::En).to_svg();
    assert!(svg.contains(">1 set<") && svg.contains(">2 sets<"));
    assert_eq!(
        lesson("mode=sets&names=A,B&sizes=10,8,3").sentence(3, Lang::Zh),
        "项 A ∩ B（位掩码 11）：|A ∩ B| = 3。含 2 个集合的项（偶数个）：取负号。累计 15。"
    );
}

#[test]
fn running_totals_match_for_every_step_in_both_orders() {
    for order in ["mask", "size"] {
        let l = lesson(&format!("n=1000&d=2,3,5,7,11,13,17&order={order}"));
        let mut r = 0i128;
        for (i, &mask) in l.order.iter().enumerate() {
            assert_eq!(l.running_after(i), r);
            if l.inter[mask as usize] != PRUNED {
                r += i128::from(l.inter[mask as usize]) * sign(mask);
            }
        }
        assert_eq!(
            r as u64,
            grundy_core::ie::count(1000, &[2, 3, 5, 7, 11, 13, 17])
        );
    }
}

#[test]
fn twenty_divisors_use_a_window_of_the_table() {
    let d: Vec<String> = (2..22).map(|v| v.to_string()).collect();
    let l = lesson(&format!("n=1000000000000000000&d={}", d.join(",")));
    assert_eq!(l.step_count(), (1 << 20) + 1);
    let svg = l.figure(500_000, Lang::En).to_svg();
    assert_eq!(
        svg.matches(r#"data-testid="ie-term""#).count(),
        TABLE_WINDOW
    );
    assert!(
        svg.contains("terms 499980–500019 of 1048575"),
        "term 500000 with twenty before it"
    );
}

#[test]
fn sets_mode_checks_consistency() {
    let l = lesson("mode=sets&names=A,B&sizes=10,8,3");
    assert_eq!(l.facts().result.as_deref(), Some("15"));
    let e = IeLesson::from_query(&Query::parse("mode=sets&names=A,B&sizes=2,8,3"))
        .err()
        .unwrap();
    assert!(
        e.message(Lang::En)
            .contains("the part in exactly A would have -1 elements"),
        "{}",
        e.message(Lang::En)
    );
    assert!(IeLesson::from_query(&Query::parse("mode=sets&names=A,B&sizes=1,2")).is_err());
}

#[test]
fn the_grid_explains_one_number() {
    let l = lesson("n=30&d=2,3,5&view=grid&x=30");
    assert_eq!(l.step_count(), 2);
    assert_eq!(l.sentence(1, Lang::En), "30 is divisible by 2, 3, 5 (3 of them). Every term whose subset lies inside these counts it once, with its sign: C(3,1) − C(3,2) + C(3,3) = 3 − 3 + 1 = 1. So it is counted exactly once.");
    assert!(IeLesson::from_query(&Query::parse("n=501&view=grid")).is_err());
}

#[test]
fn size_order_is_no_taller_than_bitmask_order() {
    // The groups' names take no rows of their own: the Venn view in size order fitted 108
    // units less of the stage than in bitmask order, and its last step scrolled the diagram
    // out of view.
    for lang in [Lang::En, Lang::Zh] {
        let height = |order: &str| {
            let l = lesson(&format!("n=30&d=2,3,5&view=venn&order={order}"));
            l.figure(l.step_count() - 1, lang).height
        };
        assert_eq!(height("size"), height("mask"), "{lang:?}");
    }
}
