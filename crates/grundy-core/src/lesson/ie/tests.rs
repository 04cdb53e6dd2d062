//! Tests of the `ie` module.

use super::*;

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
        assert_eq!(r as u64, crate::ie::count(1000, &[2, 3, 5, 7, 11, 13, 17]));
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
