//! Quiz mode through the reducer, natively, with the real solver answering: asking before
//! the reveal, scoring, answers that are no number, and totals per lesson.

use super::super::*;
use super::page::Page;

/// The question on screen, if the step asks one and it is not yet revealed.
fn open_question(p: &Page) -> Option<crate::wire::WQuestion> {
    let quiz = p.state.snapshot()?.quiz.clone()?;
    if quiz.revealed {
        return None;
    }
    quiz.question
}

/// A wrong answer to `q`: another choice, or a number no right answer equals.
fn wrong_answer(q: &crate::wire::WQuestion) -> String {
    match q.choices.iter().find(|(v, _)| !q.check(v)) {
        Some((v, _)) => v.clone(),
        None => (0..)
            .map(|n: i64| n.to_string())
            .find(|n| !q.check(n))
            .unwrap_or_default(),
    }
}

#[test]
fn a_quiz_asks_before_the_reveal_and_scores_right_and_wrong_answers() {
    let mut p = Page::at("#/nim?piles=3,4,5&quiz=1");
    assert!(p.state.quiz_on());
    assert!(open_question(&p).is_none(), "the opening asks nothing");
    p.act(Action::Step(StepAction::Next));
    let q = open_question(&p).expect("the first column asks its parity");
    // Before the reveal the step's sentence is not sent.
    assert!(p.state.snapshot().unwrap().sentence.is_empty());
    let right = q.answers[0].clone();
    p.act(Action::QuizAnswer(Some(format!(" {right} "))));
    let snap = p.state.snapshot().unwrap();
    assert!(snap.quiz.as_ref().unwrap().revealed);
    assert!(!snap.sentence.is_empty());
    assert_eq!(p.state.quiz_given().and_then(|g| g.right), Some(true));
    // A second answer to the same step changes nothing.
    p.act(Action::QuizAnswer(Some(wrong_answer(&q))));
    assert_eq!(p.state.quiz_score().right, 1);
    p.act(Action::Step(StepAction::Next));
    let q2 = open_question(&p).expect("the next column asks too");
    p.act(Action::QuizAnswer(Some(wrong_answer(&q2))));
    let score = p.state.quiz_score();
    assert_eq!((score.right, score.answered), (1, 2));
    let total = score.total.unwrap();
    assert!(total >= 5, "{total}");
    // Next always works: the third question is skipped, and stays open when we come back.
    p.act(Action::Step(StepAction::Next));
    assert!(open_question(&p).is_some());
    p.act(Action::Step(StepAction::Next));
    p.act(Action::Step(StepAction::Prev));
    assert!(
        open_question(&p).is_some(),
        "a skipped question is still asked"
    );
    // Going back shows the answered state.
    p.act(Action::Step(StepAction::Prev));
    assert!(open_question(&p).is_none());
    assert_eq!(p.state.quiz_given().and_then(|g| g.right), Some(false));
    assert!(p.state.pending.as_ref().is_none());
    // A reveal without answering is not counted.
    p.act(Action::Step(StepAction::Next));
    p.act(Action::QuizAnswer(None));
    assert!(open_question(&p).is_none());
    assert_eq!(p.state.quiz_score().answered, 2);
}

#[test]
fn a_typed_answer_that_is_no_number_is_not_graded_and_the_box_asks_for_one() {
    let mut p = Page::at("#/graph-sum?quiz=1&step=1");
    let q = open_question(&p).expect("a node step asks its SG value");
    for typed in ["abc", "1e3", "", "  "] {
        p.act(Action::QuizAnswer(Some(typed.into())));
        assert!(
            open_question(&p).is_some(),
            "{typed:?} leaves the question open"
        );
        assert!(p.state.quiz_asks_number(), "{typed:?}");
        assert_eq!(p.state.quiz_score().answered, 0);
    }
    p.act(Action::QuizAnswer(Some(format!("＋{}", q.answers[0]))));
    assert!(open_question(&p).is_none());
    assert!(!p.state.quiz_asks_number());
    assert_eq!(p.state.quiz_score().right, 1);
}

#[test]
fn quiz_answers_survive_a_language_switch_and_belong_to_their_lesson() {
    let mut p = Page::at("#/graph-sum?quiz=1&step=1");
    let q = open_question(&p).expect("a node step asks its SG value");
    p.act(Action::QuizAnswer(Some(q.answers[0].clone())));
    p.act(Action::SetLang(Lang::Zh));
    assert_eq!(p.state.lang, Lang::Zh);
    assert!(open_question(&p).is_none(), "still revealed in Chinese");
    assert_eq!(p.state.quiz_score().right, 1);
    // Another lesson has its own score.
    p.act(Action::Open("#/nim?quiz=1".into()));
    assert_eq!(p.state.quiz_score().answered, 0);
}

#[test]
fn without_quiz_nothing_is_asked() {
    let mut p = Page::at("#/nim?piles=3,4,5&step=1");
    assert!(!p.state.quiz_on());
    assert!(p.state.snapshot().unwrap().quiz.is_none());
    assert!(!p.state.snapshot().unwrap().sentence.is_empty());
    p.act(Action::QuizAnswer(Some("odd".into())));
    assert!(p.state.answers.is_empty());
}

#[test]
fn the_quiz_total_is_the_lesson_on_screen_after_a_link_to_another_lesson() {
    // Two lessons opened with only quiz=1 have the same (empty) model query: the count of
    // questions must still be each lesson's own.
    let fresh = |hash: &str| Page::at(hash).state.quiz_score().total;
    let mut p = Page::at("#/ie-divisible?quiz=1");
    let nim = fresh("#/nim?quiz=1");
    assert_ne!(p.state.quiz_score().total, nim);
    p.act(Action::Open("#/nim?quiz=1".into()));
    assert_eq!(p.state.quiz_score().total, nim);
}
