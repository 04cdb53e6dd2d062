//! Quiz questions against the solver: every lesson's questions (every view, both languages)
//! have answers equal to what the walkthrough then shows, a pre-reveal figure that draws
//! nothing the step derives, and a check that takes the right answer and refuses a wrong one.

use super::*;
use crate::lesson::{build_model, LessonKind, Query, LESSONS};
use grundy_core::figure::Shape;

fn models() -> Vec<(String, Box<dyn Walkthrough>)> {
    let mut out = Vec::new();
    for desc in LESSONS {
        let mut queries = vec![(desc.slug.to_string(), Query::default())];
        for v in desc.views {
            queries.push((
                format!("{}?view={v}", desc.slug),
                Query(vec![("view".into(), v.to_string())]),
            ));
        }
        for (name, q) in queries {
            match (desc.build)(&q) {
                Ok(m) => out.push((name, m)),
                Err(e) => panic!("{name}: {}", e.message(Lang::En)),
            }
        }
    }
    out
}

fn tokens(text: &str) -> Vec<String> {
    text.replace('−', "-")
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// How many texts of `fig` show `answer` as a whole word.
fn showing(fig: &Figure, answer: &str) -> usize {
    texts(fig)
        .iter()
        .filter(|t| tokens(t).iter().any(|w| w == answer))
        .count()
}

fn wrong(q: &Question) -> String {
    match &q.kind {
        AnswerKind::Number => {
            let right: i128 = q.answer.parse().unwrap();
            (right + 1 + q.also.len() as i128).to_string()
        }
        AnswerKind::Choice(cs) => cs
            .iter()
            .map(|c| c.value.clone())
            .find(|v| *v != q.answer && !q.also.contains(v))
            .unwrap_or_else(|| "nothing".into()),
    }
}

#[test]
fn answers_are_checked_after_normalising() {
    let q = Question::number(Phrase::Text("?".into()), -5, Phrase::Text(String::new()));
    for right in ["-5", " −5 ", "－５", "- 5", "-05"] {
        assert!(q.check(right), "{right}");
    }
    for wrong in ["5", "", "+5", "x"] {
        assert!(!q.check(wrong), "{wrong}");
    }
    let q = Question::number(Phrase::Text("?".into()), 7, Phrase::Text(String::new()));
    assert!(q.check("+7") && q.check("７") && !q.check("8"));
    assert_eq!(q.answer_label(), Phrase::Text("7".into()));
}

#[test]
fn every_question_hides_its_answer_until_the_reveal() {
    let mut asked = 0;
    for (name, model) in models() {
        assert!(
            model.question(0).is_none(),
            "{name}: the opening asks nothing"
        );
        for step in 1..model.step_count() {
            let Some(q) = model.question(step) else {
                continue;
            };
            asked += 1;
            assert!(q.check(&q.answer), "{name} step {step}: its own answer");
            // A negative answer can be typed: its box offers a minus sign (a phone's number
            // pad has none).
            if q.answer.starts_with('-') {
                assert!(
                    q.signed,
                    "{name} step {step}: {} is not marked signed",
                    q.answer
                );
            }
            assert!(!q.check(&wrong(&q)), "{name} step {step}: {}", wrong(&q));
            if let AnswerKind::Choice(cs) = &q.kind {
                assert!(cs.iter().any(|c| c.value == q.answer), "{name} {step}");
            }
            for lang in [Lang::En, Lang::Zh] {
                assert!(!q.prompt_text(lang).is_empty());
                assert!(!q.explanation.render(lang).is_empty());
                let before = figure_before(model.as_ref(), step, lang).unwrap();
                let revealed = model.figure(step, lang);
                let svg = before.to_svg();
                assert!(
                    svg.contains(r#"data-focus="true""#),
                    "{name} step {step}: the question marks nothing"
                );
                assert_ne!(svg, revealed.to_svg(), "{name} step {step}: no reveal");
                // Whatever the figure before the reveal draws that the step before did not
                // is not the answer; the reveal draws it.
                let prev = texts(&model.figure(step - 1, lang));
                let new: Vec<String> = texts(&before)
                    .into_iter()
                    .filter(|t| !prev.contains(t))
                    .collect();
                if q.kind == AnswerKind::Number {
                    // A term's sign may be drawn apart from its size.
                    let a = q.answer.trim_start_matches('-').to_string();
                    assert!(
                        !new.iter().any(|t| tokens(t).contains(&a)),
                        "{name} ({lang:?}) step {step}: {a} is drawn before the reveal: {new:?}"
                    );
                    assert!(
                        showing(&revealed, &a) > showing(&before, &a),
                        "{name} ({lang:?}) step {step}: the reveal does not draw {a}"
                    );
                } else {
                    assert_eq!(new, Vec::<String>::new(), "{name} step {step}");
                }
            }
        }
    }
    assert!(asked > 50, "only {asked} questions");
}

fn questions(model: &dyn Walkthrough) -> Vec<(usize, Question)> {
    (0..model.step_count())
        .filter_map(|s| model.question(s).map(|q| (s, q)))
        .collect()
}

#[test]
fn nim_questions_agree_with_the_solver() {
    for piles in ["3,4,5", "1,2,3", "7,7", "6,10,15,1", "12"] {
        let q = Query(vec![("piles".into(), piles.into())]);
        let model = build_model(LessonKind::Nim, &q).unwrap();
        let facts = model.facts();
        // Worked out here, not read from the model the questions come from: the XOR of the
        // piles, and the piles p with p ⊕ x < p (from those a move reaches nim-sum 0).
        let sizes: Vec<u64> = piles.split(',').map(|p| p.parse().unwrap()).collect();
        let x = sizes.iter().fold(0, |a, &p| a ^ p);
        assert_eq!(facts.nim_sum, Some(x));
        let qs = questions(model.as_ref());
        // The column parities, highest column first, spell the nim-sum.
        let bits: Vec<u64> = qs
            .iter()
            .filter(|(_, q)| matches!(q.kind, AnswerKind::Choice(_)) && q.answer.len() > 2)
            .map(|(_, q)| u64::from(q.answer == "odd"))
            .collect();
        assert_eq!(bits.iter().fold(0, |a, b| a * 2 + b), x, "{piles}");
        let sums: Vec<&Question> = qs
            .iter()
            .map(|(_, q)| q)
            .filter(|q| q.kind == AnswerKind::Number)
            .collect();
        assert_eq!(sums.len(), 1);
        assert_eq!(sums[0].answer, x.to_string());
        // The row asked for is every pile with a winning move, and nothing else.
        let mut winning: Vec<String> = (sizes.iter().enumerate())
            .filter(|&(_, &p)| x != 0 && p ^ x < p)
            .map(|(i, _)| (i + 1).to_string())
            .collect();
        winning.sort();
        let row = qs
            .iter()
            .map(|(_, q)| q)
            .find(|q| q.before == Before::Previous);
        match row {
            None => assert_eq!(x, 0, "{piles}: a winning move is not asked for"),
            Some(q) => {
                let mut right: Vec<String> = std::iter::once(q.answer.clone())
                    .chain(q.also.clone())
                    .collect();
                right.sort();
                assert_eq!(right, winning, "{piles}");
                let (pile, _) = facts.winning_move.unwrap();
                assert!(q.check(&pile.to_string()));
            }
        }
    }
}

fn node_values(fig: &Figure) -> Vec<(String, String)> {
    fn walk(shapes: &[Shape], out: &mut Vec<(String, String)>) {
        for s in shapes {
            if let Shape::Group { hook, children, .. } = s {
                if let Some(h) = hook.as_ref().filter(|h| h.testid == "dag-node") {
                    let get = |k: &str| h.data.iter().find(|(n, _)| *n == k).map(|d| d.1.clone());
                    if let (Some(id), Some(sg)) = (get("id"), get("sg")) {
                        out.push((id, sg));
                    }
                }
                walk(children, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(&fig.shapes, &mut out);
    out
}

#[test]
fn dag_questions_agree_with_the_values_the_last_step_shows() {
    for (kind, q) in [
        (LessonKind::GraphSum, Query::default()),
        (
            LessonKind::GraphSum,
            Query(vec![("view".into(), "game".into())]),
        ),
        (
            LessonKind::SetNim,
            Query(vec![("view".into(), "dag".into())]),
        ),
        (
            LessonKind::Cutting,
            Query(vec![("view".into(), "dag".into())]),
        ),
    ] {
        let model = build_model(kind, &q).unwrap();
        let last = model.figure(model.step_count() - 1, Lang::En);
        let shown = node_values(&last);
        let qs = questions(model.as_ref());
        assert!(!qs.is_empty(), "{kind:?}");
        for (step, question) in qs {
            let prompt = question.prompt_text(Lang::En);
            // "What is SG(label)? …"
            let label = prompt
                .split_once("SG(")
                .and_then(|(_, r)| r.split_once(")?"))
                .map(|(l, _)| l.to_string())
                .unwrap();
            let value = shown
                .iter()
                .find(|(id, _)| *id == label)
                .map(|p| p.1.clone());
            assert_eq!(value, Some(question.answer), "{kind:?} step {step} {label}");
        }
    }
}

#[test]
fn term_questions_count_the_multiples_by_brute_force() {
    for (n, d) in [
        (30u64, vec![2u64, 3, 5]),
        (100, vec![4, 6, 9, 10]),
        (7, vec![8, 2]),
    ] {
        let ds = d.iter().map(u64::to_string).collect::<Vec<_>>().join(",");
        let q = Query(vec![("n".into(), n.to_string()), ("d".into(), ds.clone())]);
        let model = build_model(LessonKind::IeDivisible, &q).unwrap();
        let qs = questions(model.as_ref());
        assert_eq!(qs.len(), (1 << d.len()) - 1);
        let mut total = 0i128;
        for (step, question) in qs {
            let mask = step as u32; // mask order: term k is subset k
            let all = (1..=n)
                .filter(|x| (0..d.len()).all(|k| mask >> k & 1 == 0 || x % d[k] == 0))
                .count() as i128;
            let sign = if mask.count_ones() % 2 == 1 { 1 } else { -1 };
            assert_eq!(question.answer, (sign * all).to_string(), "{n} {ds} {mask}");
            total += sign * all;
        }
        let any = (1..=n).filter(|x| d.iter().any(|v| x % v == 0)).count();
        assert_eq!(total, any as i128);
        assert_eq!(model.facts().result, Some(any.to_string()));
    }
}

#[test]
fn majority_questions_follow_the_vote() {
    for values in ["2,2,1,2,3", "1,2,3", "5", "4,4,1,1", "3,1,3,1,3,1,3"] {
        let q = Query(vec![("values".into(), values.into())]);
        let model = build_model(LessonKind::Majority, &q).unwrap();
        let vals: Vec<i64> = values.split(',').map(|v| v.parse().unwrap()).collect();
        let (mut cand, mut count) = (0i64, 0usize);
        let mut expected = Vec::new();
        for &v in &vals {
            // A new candidate is asked for, else the counter after the step.
            if count == 0 {
                cand = v;
                count = 1;
                expected.push(cand.to_string());
                continue;
            } else if v == cand {
                count += 1;
            } else {
                count -= 1;
            }
            expected.push(count.to_string());
        }
        let qs: Vec<Question> = questions(model.as_ref()).into_iter().map(|p| p.1).collect();
        let votes: Vec<String> = qs
            .iter()
            .filter(|q| q.kind == AnswerKind::Number)
            .map(|q| q.answer.clone())
            .collect();
        assert_eq!(votes, expected, "{values}");
        let occurs = vals.iter().filter(|&&v| v == cand).count();
        let majority = if count > 0 && occurs * 2 > vals.len() {
            cand.to_string()
        } else {
            "none".to_string()
        };
        assert_eq!(model.facts().result, Some(majority.clone()));
        match qs.iter().find(|q| q.kind != AnswerKind::Number) {
            Some(last) => assert_eq!(last.answer, majority, "{values}"),
            None => assert_eq!(count, 0, "{values}: the answer is not asked for"),
        }
    }
}

#[test]
fn wythoff_questions_build_the_cold_pairs_by_mex() {
    let model = build_model(LessonKind::Wythoff, &Query::default()).unwrap();
    let answers: Vec<u64> = questions(model.as_ref())
        .iter()
        .map(|(_, q)| q.answer.parse().unwrap())
        .collect();
    assert!(answers.len() >= 3);
    // a_k is the smallest number no earlier pair uses; b_k = a_k + k.
    let mut used = std::collections::BTreeSet::new();
    for (k, a) in answers.iter().enumerate() {
        let mex = (0..).find(|v| !used.contains(v)).unwrap();
        assert_eq!(*a, mex, "pair {k}");
        used.insert(mex);
        used.insert(mex + k as u64);
    }
}

/// Whether the player to move wins take-from-either-end on `row`, by exhaustive search.
fn ends_win(row: Vec<u64>, memo: &mut std::collections::HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(&row) {
        return w;
    }
    let mut win = false;
    for end in [0, row.len().saturating_sub(1)] {
        let Some(&size) = row.get(end) else { break };
        for take in 1..=size {
            let mut next = row.clone();
            next[end] -= take;
            if next[end] == 0 {
                next.remove(end);
            }
            if !ends_win(next, memo) {
                win = true;
            }
        }
    }
    memo.insert(row, win);
    win
}

#[test]
fn end_piles_questions_are_the_losing_left_piles_by_exhaustive_search() {
    for piles in ["3,1,9,4", "2,2,3,1", "5,4,1"] {
        let q = Query(vec![("piles".into(), piles.into())]);
        let model = build_model(LessonKind::EndPiles, &q).unwrap();
        let row: Vec<u64> = piles.split(',').map(|v| v.parse().unwrap()).collect();
        let mut memo = std::collections::HashMap::new();
        let qs = questions(model.as_ref());
        assert!(!qs.is_empty(), "{piles}");
        for (_, question) in qs {
            // "Piles I..J: …": the stretch is row[I-1..J] (1-based pile numbers).
            let prompt = question.prompt_text(Lang::En);
            let (i, j) = prompt
                .strip_prefix("Piles ")
                .and_then(|r| r.split_once(':'))
                .and_then(|(r, _)| r.split_once(".."))
                .map(|(a, b)| (a.parse::<usize>().unwrap(), b.parse::<usize>().unwrap()))
                .unwrap();
            let stretch = &row[i - 1..j];
            let left: u64 = question.answer.parse().unwrap();
            // The one pile that, put left of the stretch, makes it a loss.
            let losing: Vec<u64> = (1..=left + 12)
                .filter(|&p| {
                    let mut r = vec![p];
                    r.extend_from_slice(stretch);
                    !ends_win(r, &mut memo)
                })
                .collect();
            assert_eq!(losing, vec![left], "{piles}: piles {i}..{j}");
        }
    }
}
