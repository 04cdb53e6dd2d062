//! Tests of the game lab's links and words: the window box, a cell's link, sentences for one
//! heap or none, each view's answer, and a refused parameter leaving the rest of the link.

use super::*;

#[test]
fn a_table_drawn_as_a_window_offers_the_box_its_sentence_names() {
    let named = |q: &str| {
        let l = lab(q);
        let windowed =
            (0..l.step_count()).any(|s| l.sentence(s, Lang::En).contains("First heap drawn"));
        let boxed = l.inputs().iter().any(|f| f.param == "from");
        (windowed, boxed)
    };
    // 200 heaps fit the table at once; 1,000 do not, in any view of the table.
    assert_eq!(named("code=0.77&n=200"), (false, false));
    assert_eq!(named("code=0.6&n=1000&from=500"), (true, true));
    assert_eq!(named("code=0.007&n=1000"), (true, true));
    // Other views draw no table, so they do not offer the box.
    assert_eq!(named("code=0.6&n=1000&view=mex"), (false, false));
}

#[test]
fn a_table_cell_opens_its_heaps_mex_from_the_first_step() {
    // Opened from the view links (view=table) at the period step: a cell's link must still
    // leave the table, and start the mex walk at its first step.
    let q = Query::parse("code=0.77&n=200&view=table&step=2");
    let l = GameLabLesson::from_query(&q).unwrap();
    let svg = l.figure(2, Lang::En).to_svg();
    let link = svg
        .split("data-link=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap().replace("&amp;", "&"))
        .find(|link| link.contains("heap=10&"))
        .expect("heap 10's cell has a link");
    let mut opened = q.clone();
    for (k, v) in Query::parse(&link).0 {
        opened = opened.with(&k, Some(v));
    }
    assert_eq!(opened.get("step"), Some("0"));
    let l = GameLabLesson::from_query(&opened).unwrap();
    assert_eq!(l.p.view, LabView::Mex(10));
}

#[test]
fn sentences_fit_one_heap_no_heap_and_a_period_from_the_start() {
    // Review: "a heap of 1 tokens", "Heaps 1 are worth 1", "on heaps of  tokens" after a
    // finished game, and "the irregular values before n = 0" when there are none.
    let all = |q: &str| {
        let l = lab(q);
        let mut said = String::new();
        for lang in [Lang::En, Lang::Zh] {
            for s in 0..l.step_count() {
                said += &l.sentence(s, lang);
            }
            said += &l.verdict_text(lang, l.nim_sum() != 0);
        }
        said
    };
    let one = all("code=0.77&heaps=1&view=play");
    assert!(one.contains("a heap of size 1,"), "{one}");
    assert!(one.contains("A heap of size 1 is worth 1"), "{one}");
    let done = all("code=0.77&heaps=1&moves=1:1");
    assert!(
        !done.contains("heaps of  ") && !done.contains("个的 0 堆"),
        "{done}"
    );
    assert!(done.contains("No heap is left"), "{done}");
    let pure = all("set=1,3,4&n=200");
    assert!(
        !pure.contains("before n = 0") && !pure.contains("n = 0 之前"),
        "{pure}"
    );
    assert!(pure.contains("(2 periods a row)"), "{pure}");
    // A table shorter than the example's heaps plays its largest heap.
    assert_eq!(lab("code=0.77&n=4&view=play").heaps(), &[3]);
}

#[test]
fn the_answer_of_each_view_is_its_own_question_s() {
    // Review: "Show the answer" in the table ("Is there a pattern?") showed the verdict of
    // heaps 5, 7, 9, which only the play view shows.
    let answer = |q: &str| {
        let l = lab(q);
        let r = l.facts().result;
        (r.clone(), r.map(|v| l.result_text(Lang::En, &v)))
    };
    let (value, words) = answer("code=0.77&n=200");
    assert_eq!(value.as_deref(), Some("period 12 preperiod 71"));
    assert_eq!(words.as_deref(), Some("period 12 from n = 71, proven"));
    assert_eq!(answer("code=0.007&n=300").0.as_deref(), Some("none"));
    let (value, words) = answer("code=0.77&view=mex&heap=11");
    assert_eq!(
        (value.as_deref(), words.as_deref()),
        (Some("6"), Some("G(11) = 6"))
    );
    assert_eq!(
        answer("code=0.77&view=dag&heap=5").1.as_deref(),
        Some("G(5) = 4")
    );
    assert_eq!(answer("code=0.77&view=play").0, None);
}

#[test]
fn a_refused_parameter_leaves_the_rest_of_the_link() {
    // Review: view=play&heaps=abc opened the table's first step, not play.
    let built = crate::lesson::build(
        crate::lesson::LessonKind::GameLab,
        &Query::parse("code=0.137&view=play&heaps=abc"),
    );
    assert_eq!(
        built.error.as_ref().map(|e| e.param.as_str()),
        Some("heaps")
    );
    assert!(built.model.play().is_some(), "the play view stays");
    assert!(
        built.model.sentence(0, Lang::En).contains("0.137")
            || built
                .model
                .notes(Lang::En)
                .iter()
                .any(|n| n.contains("0.137"))
    );
}
