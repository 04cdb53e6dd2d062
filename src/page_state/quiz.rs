//! Quiz mode in the reducer (`quiz=1`): the reader's answers, per lesson model and step, and
//! the score. The link says whether the quiz is on; the answers live in the page, so the quiz
//! state is the link plus the answers given (a deck item is just such a link). An answer is
//! checked against the core's answer (`WQuestion::check`); a wrong one never blocks a step.

use super::AppState;
use grundy_lessons::lesson::{model_query, quiz, Route};
use std::collections::BTreeMap;

/// What the reader did at one step.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Given {
    /// The answer given (empty when revealed without answering).
    pub text: String,
    /// Whether it was right (None when revealed without answering).
    pub right: Option<bool>,
}

/// The reader's answers, by the lesson model's key (its link without display parameters)
/// and step.
pub type Answers = BTreeMap<(String, usize), Given>;

/// The score of one lesson model.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Score {
    /// Right answers.
    pub right: usize,
    /// Questions answered (right or wrong; a reveal without answering is not counted).
    pub answered: usize,
    /// Questions the walkthrough asks, when counted.
    pub total: Option<usize>,
}

/// The model key and step of a lesson link in quiz mode, None when the quiz is off.
pub(super) fn quiz_key(hash: &str) -> Option<(String, usize)> {
    let Route::Lesson(kind, q) = Route::parse(hash) else {
        return None;
    };
    if q.get("quiz") != Some("1") {
        return None;
    }
    let step = q.get("step").and_then(|s| s.parse().ok()).unwrap_or(0);
    Some((model_id(kind.slug(), &model_query(kind, &q).render()), step))
}

/// What names a lesson model: its slug and its model key (the link without display
/// parameters, as the solver reports it in `Snapshot::model_key`).
fn model_id(slug: &str, model_key: &str) -> String {
    format!("{slug}?{model_key}")
}

impl AppState {
    /// Whether the newest link is in quiz mode.
    pub fn quiz_on(&self) -> bool {
        quiz_key(&self.hash).is_some()
    }

    /// What the reader did at the step on screen, if anything.
    pub fn quiz_given(&self) -> Option<&Given> {
        let snap = self.snapshot()?;
        self.answers
            .get(&(model_id(&snap.slug, &snap.model_key), snap.step))
    }

    /// Whether the reader's last typed answer at the step on screen was no number (the panel
    /// asks for one).
    pub fn quiz_asks_number(&self) -> bool {
        let Some(snap) = self.snapshot() else {
            return false;
        };
        self.quiz_not_a_number.as_ref() == Some(&(model_id(&snap.slug, &snap.model_key), snap.step))
    }

    /// The score of the lesson on screen.
    pub fn quiz_score(&self) -> Score {
        let Some(snap) = self.snapshot() else {
            return Score::default();
        };
        let mut score = Score {
            total: snap.quiz.as_ref().and_then(|q| q.total),
            ..Score::default()
        };
        let id = model_id(&snap.slug, &snap.model_key);
        for ((key, _), given) in &self.answers {
            if *key == id {
                if let Some(right) = given.right {
                    score.answered += 1;
                    score.right += usize::from(right);
                }
            }
        }
        score
    }

    /// Whether a request for `hash` asks for the step revealed: the reader has answered it.
    pub(super) fn quiz_reveal(&self, hash: &str) -> bool {
        quiz_key(hash).is_some_and(|k| self.answers.contains_key(&k))
    }

    /// Records `text` (None: a reveal without answering) for the question on screen and asks
    /// for the step revealed. An answer to a step already answered changes nothing.
    pub(super) fn quiz_answer(&mut self, text: Option<String>) {
        let Some(snap) = self.snapshot() else {
            return;
        };
        let Some(question) = snap.quiz.as_ref().and_then(|q| q.question.as_ref()) else {
            return;
        };
        let key = (model_id(&snap.slug, &snap.model_key), snap.step);
        if self.answers.contains_key(&key) || !self.quiz_on() {
            return;
        }
        // A typed answer that is no number ("abc", "1e3", an empty box) is not graded: the
        // panel asks for a number and the question stays open (it was scored wrong, and an
        // empty box revealed the answer). Only "Show the answer" reveals without one.
        let numeric = question.choices.is_empty()
            && question.answers.iter().all(|a| quiz::is_whole_number(a));
        let given = match text {
            Some(t) if numeric && !quiz::is_whole_number(&t) => None,
            Some(t) if !t.trim().is_empty() => Some(Given {
                right: Some(question.check(&t)),
                text: t.trim().to_string(),
            }),
            _ => Some(Given {
                text: String::new(),
                right: None,
            }),
        };
        let Some(given) = given else {
            self.quiz_not_a_number = Some(key);
            return;
        };
        self.quiz_not_a_number = None;
        self.answers.insert(key, given);
        let hash = self.hash.clone();
        self.request(&hash, false, None);
    }
}
