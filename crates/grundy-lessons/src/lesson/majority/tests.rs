//! Tests of the `majority` lesson: the walk, its boxes, its quiz and its play.

use super::*;

#[test]
fn example_walkthrough_reads_each_value_twice_and_answers_two() {
    // The example (2,1,1,2,2) changes its candidate twice, the heart of the method.
    let l = MajorityLesson::example();
    assert_eq!(l.step_count(), 12);
    assert_eq!(l.facts().result.as_deref(), Some("2"));
    assert_eq!(
        l.sentence(3, Lang::En),
        "Position 3: the counter is 0, so 1 becomes the candidate and the counter is 1."
    );
    assert_eq!(
        l.sentence(5, Lang::En),
        "Position 5: the counter is 0, so 2 becomes the candidate and the counter is 1."
    );
    let l = MajorityLesson::new(vec![2, 2, 1, 2, 3]).unwrap();
    assert_eq!(
        l.sentence(3, Lang::En),
        "Position 3: 1 differs from the candidate 2; they cancel and the counter drops to 1."
    );
    assert!(l.sentence(11, Lang::Zh).contains("多数元素"));
    let svg = l.figure(3, Lang::En).to_svg();
    assert_eq!(
        svg.matches("cell-focus").count(),
        2,
        "one focused cell plus the stylesheet rule"
    );
}

#[test]
fn no_majority_is_reported_as_none() {
    let l = MajorityLesson::new(vec![1, 2, 3]).unwrap();
    assert_eq!(l.facts().result.as_deref(), Some("none"));
    let last = l.step_count() - 1;
    assert!(l.sentence(last, Lang::En).contains("no majority"));
    let l = MajorityLesson::new(vec![1, 2]).unwrap();
    assert!(l
        .sentence(l.step_count() - 1, Lang::En)
        .contains("Every value was cancelled"));
    // Cancelled to the end, pass 1 leaves no candidate and no second pass runs: the last
    // figure is still pass 1's, its counter 0, not a verification with "0 of 6".
    let l = MajorityLesson::new(vec![1, 2, 3, 1, 2, 3]).unwrap();
    for lang in [Lang::En, Lang::Zh] {
        let svg = l.figure(l.step_count() - 1, lang).to_svg();
        assert!(svg.contains(tr(lang, Msg::MajVotePass)), "{svg}");
        assert!(!svg.contains(tr(lang, Msg::MajVerifyPass)));
        assert!(svg.contains(tr(lang, Msg::MajCounter)));
        assert!(!svg.contains(tr(lang, Msg::MajCount)));
    }
    // A candidate that survives is verified (pass 2), found short: 1, 2, 3 keeps 3.
    let l = MajorityLesson::new(vec![1, 2, 3]).unwrap();
    let svg = l.figure(l.step_count() - 1, Lang::En).to_svg();
    assert!(
        svg.contains("Pass 2: verify") && svg.contains("1 of 3"),
        "{svg}"
    );
}

#[test]
fn every_step_marks_what_it_reads_and_the_answer_waits_for_the_end() {
    use crate::lesson::teaching::{assert_readable, assert_teaches};
    for values in [
        vec![2, 2, 1, 2, 3],
        vec![1],
        vec![1, 2],
        vec![1, 2, 3],
        vec![7; 4],
        (1..=40).collect(),
    ] {
        let l = MajorityLesson::new(values.clone()).unwrap();
        assert_teaches(&l, &format!("{values:?}"));
        assert_readable(&l, &format!("{values:?}"));
        let last = l.step_count() - 1;
        for step in 0..last {
            let svg = l.figure(step, Lang::En).to_svg();
            assert!(
                !svg.contains("Answer"),
                "{values:?} step {step} answers early"
            );
        }
        assert!(l.figure(last, Lang::En).to_svg().contains("Answer"));
        // One size at every step: the fitted figure never rescales under the reader.
        let size = |s: usize| {
            let f = l.figure(s, Lang::En);
            (f.width, f.height)
        };
        let sizes: Vec<(f64, f64)> = (0..=last).map(size).collect();
        assert!(sizes.iter().all(|&s| s == sizes[0]), "{values:?} {sizes:?}");
    }
}

#[test]
fn counts_of_one_are_singular() {
    let l = MajorityLesson::new(vec![4]).unwrap();
    let text: Vec<String> = (0..l.step_count())
        .map(|s| l.sentence(s, Lang::En))
        .collect();
    assert!(text[0].contains("on 1 value."), "{}", text[0]);
    assert!(text[2].contains("seen once so far"), "{}", text[2]);
    assert!(text[3].starts_with("4 occurs once"), "{}", text[3]);
    // The candidate 2 of 1,1,2,3,2 is seen once by position 3 and still once at 4.
    let l = MajorityLesson::new(vec![1, 1, 2, 3, 2]).unwrap();
    assert!(l.sentence(9, Lang::En).ends_with("still once."));
    let l = MajorityLesson::new(vec![1, 2, 3]).unwrap();
    assert!(l.sentence(7, Lang::En).contains("occurs only once"));
    for s in 0..l.step_count() {
        assert!(!l.sentence(s, Lang::En).contains(" 1 times"));
    }
}

#[test]
fn long_and_wide_values_wrap_inside_the_figure() {
    let l = MajorityLesson::new(vec![i64::MIN; 40]).unwrap();
    for step in [0, 5, l.step_count() - 1] {
        let fig = l.figure(step, Lang::Zh);
        assert!(fig.width <= 1260.0, "{}", fig.width);
        for s in &fig.shapes {
            if let Shape::Rect { x, w, .. } = s {
                assert!(x + w <= fig.width, "a cell sticks out of the figure");
            }
        }
    }
    assert!(MajorityLesson::new(vec![0; MAX_VALUES + 1]).is_err());
}

#[test]
fn a_box_is_in_focus_only_at_the_step_that_changes_it() {
    // 2,2,1,2,3: reading the first 2 sets both boxes; the second 2 only the counter (both
    // boxes used to be bold at every step, so the bold marked nothing; seventh review).
    let l = MajorityLesson::example();
    let focused = |step: usize| -> Vec<&'static str> {
        let svg = l.figure(step, Lang::En).to_svg();
        ["candidate", "counter"]
            .into_iter()
            .filter(|b| svg.contains(&format!(r#"<g data-box="{b}"><g data-focus="true""#)))
            .collect()
    };
    assert!(focused(0).is_empty());
    assert_eq!(focused(1), ["candidate", "counter"]);
    assert_eq!(focused(2), ["counter"]);
}
