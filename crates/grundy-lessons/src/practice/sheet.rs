//! A practice set being worked: each target's state (blank, right, wrong, revealed), the
//! entries as graded, the score (right at the first try, answered, total) and the record a
//! teacher collects (one CSV row per entry). Pure: the front-end passes the time in seconds,
//! and the grading is the core's [`super::grade`], so the page only draws this.

use super::{grade, read_answer, Answer, Ask, Graded, Item, Spec, SELECTION};
use grundy_core::i18n::{Msg, Phrase};
use grundy_core::phrase;
use grundy_core::sort::StableSort;

/// A target's state, as the `practice-target` hook's `data-state` says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetState {
    /// Not graded yet.
    Blank,
    /// Graded right.
    Right,
    /// Graded wrong (and not right since).
    Wrong,
    /// Its answer was revealed.
    Revealed,
}

impl TargetState {
    /// `blank`, `right`, `wrong` or `revealed`.
    pub fn as_str(self) -> &'static str {
        match self {
            TargetState::Blank => "blank",
            TargetState::Right => "right",
            TargetState::Wrong => "wrong",
            TargetState::Revealed => "revealed",
        }
    }

    /// Whether the target's value is on the screen (the explanations may name it).
    pub fn shows(self) -> bool {
        matches!(self, TargetState::Right | TargetState::Revealed)
    }
}

/// One graded entry (or a reveal), as the CSV records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The item, 0-based.
    pub item: usize,
    /// The target's id.
    pub target: String,
    /// The answer as entered (`revealed` for a reveal).
    pub answer: String,
    /// Whether it was right.
    pub right: bool,
    /// Whether it was an answer and the target's first entry (a reveal never is).
    pub first_try: bool,
    /// Seconds since the entry before it (or since the set opened).
    pub seconds: u64,
}

/// The score: right at the first try, gradable targets answered, and all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    /// Targets whose first entry was right.
    pub right: usize,
    /// Targets with at least one entry or revealed.
    pub answered: usize,
    /// Gradable targets in the set.
    pub total: usize,
}

/// A set being worked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    /// The set.
    pub spec: Spec,
    /// Its items.
    pub items: Vec<Item>,
    /// The item on screen.
    pub at: usize,
    /// Each item's gradable targets and their states.
    states: Vec<Vec<(String, TargetState)>>,
    /// Every entry, in order.
    pub entries: Vec<Entry>,
    /// When the last entry was made (seconds since the set opened).
    last: u64,
}

/// The targets graded one by one: every target, or for an item whose targets are options of
/// a selection, the selection alone.
pub fn gradable(item: &Item) -> Vec<String> {
    let targets = item.targets();
    if targets.iter().any(|t| t.ask == Ask::Choice) {
        vec![SELECTION.to_string()]
    } else {
        targets.into_iter().map(|t| t.id).collect()
    }
}

impl Sheet {
    /// The set `spec`, with `first` (a lesson's own position) in place of its first item.
    pub fn new(spec: Spec, first: Option<Item>) -> Sheet {
        let mut items = spec.items();
        if let (Some(f), Some(slot)) = (first, items.first_mut()) {
            *slot = f;
        }
        let states = items
            .iter()
            .map(|i| {
                gradable(i)
                    .into_iter()
                    .map(|t| (t, TargetState::Blank))
                    .collect()
            })
            .collect();
        Sheet {
            spec,
            items,
            at: 0,
            states,
            entries: Vec::new(),
            last: 0,
        }
    }

    /// The state of `target` in item `item`.
    pub fn state(&self, item: usize, target: &str) -> TargetState {
        self.states
            .get(item)
            .and_then(|s| s.iter().find(|(t, _)| t == target))
            .map_or(TargetState::Blank, |(_, s)| *s)
    }

    /// The targets of item `item` whose values are on the screen.
    pub fn shown(&self, item: usize) -> Vec<String> {
        self.states.get(item).map_or_else(Vec::new, |s| {
            s.iter()
                .filter(|(_, st)| st.shows())
                .map(|(t, _)| t.clone())
                .collect()
        })
    }

    fn set_state(&mut self, item: usize, target: &str, state: TargetState) {
        if let Some(slot) = self
            .states
            .get_mut(item)
            .and_then(|s| s.iter_mut().find(|(t, _)| t == target))
        {
            slot.1 = state;
        }
    }

    /// Records an entry: `answer` as entered, or None for a reveal.
    fn record(&mut self, target: &str, answer: Option<String>, right: bool, now: u64) {
        let first_try = answer.is_some()
            && !self
                .entries
                .iter()
                .any(|e| e.item == self.at && e.target == target);
        self.entries.push(Entry {
            item: self.at,
            target: target.to_string(),
            answer: answer.unwrap_or_else(|| "revealed".to_string()),
            right,
            first_try,
            seconds: now.saturating_sub(self.last),
        });
        self.last = self.last.max(now);
    }

    /// Grades what was typed for `target` of the current item at `now` (seconds since the
    /// set opened). A value that is not of the asked kind is refused (not graded, not
    /// recorded); a target already right or revealed is not graded again.
    pub fn enter(&mut self, target: &str, typed: &str, now: u64) -> Result<Graded, Phrase> {
        let item = self
            .items
            .get(self.at)
            .ok_or_else(|| phrase_no_target(target))?;
        let answer = read_answer(item, target, typed)?;
        self.grade_answer(target, answer, typed.trim().to_string(), now)
    }

    /// Grades a selection of options (the [`SELECTION`] target) at `now`.
    pub fn check(&mut self, chosen: &[String], now: u64) -> Result<Graded, Phrase> {
        let mut sorted = chosen.to_vec();
        sorted.stable_sort();
        let text = sorted.join(",");
        self.grade_answer(SELECTION, Answer::Choices(sorted), text, now)
    }

    fn grade_answer(
        &mut self,
        target: &str,
        answer: Answer,
        text: String,
        now: u64,
    ) -> Result<Graded, Phrase> {
        let item = self
            .items
            .get(self.at)
            .ok_or_else(|| phrase_no_target(target))?;
        if !gradable(item).iter().any(|t| t == target) {
            return Err(phrase_no_target(target));
        }
        let shown = self.shown(self.at);
        let mut graded = grade(item, target, &answer, &shown)?;
        let missed_before =
            (self.entries.iter()).any(|e| e.item == self.at && e.target == target && !e.right);
        if !graded.right && !missed_before {
            if let Some(hint) = first_hint(&graded.explanation) {
                graded.explanation = hint;
            }
        }
        if !self.state(self.at, target).shows() {
            self.record(target, Some(text), graded.right, now);
            let state = if graded.right {
                TargetState::Right
            } else {
                TargetState::Wrong
            };
            self.set_state(self.at, target, state);
        }
        Ok(graded)
    }

    /// Reveals `target` of the current item: its answer, as the key gives it.
    pub fn reveal(&mut self, target: &str, now: u64) -> Option<String> {
        let item = self.items.get(self.at)?;
        let answer = item
            .answers()
            .into_iter()
            .find(|(t, _)| t == target)
            .map(|(_, a)| a)?;
        if !self.state(self.at, target).shows() {
            self.record(target, None, false, now);
            self.set_state(self.at, target, TargetState::Revealed);
        }
        Some(answer)
    }

    /// Moves to the next item (stays at the last).
    pub fn next(&mut self) {
        self.at = (self.at + 1).min(self.items.len().saturating_sub(1));
    }

    /// The score over the whole set.
    pub fn score(&self) -> Score {
        let mut score = Score {
            right: 0,
            answered: 0,
            total: 0,
        };
        for (i, targets) in self.states.iter().enumerate() {
            for (t, _) in targets {
                score.total += 1;
                let mut own = self
                    .entries
                    .iter()
                    .filter(|e| e.item == i && &e.target == t);
                if let Some(first) = own.next() {
                    score.answered += 1;
                    score.right += usize::from(first.right && first.answer != "revealed");
                }
            }
        }
        score
    }

    /// Whether every gradable target of every item is right or revealed.
    pub fn done(&self) -> bool {
        self.states
            .iter()
            .all(|s| s.iter().all(|(_, st)| st.shows()))
    }

    /// The record: a header, then one row per entry (item 1-based, target, answer, right,
    /// first try, seconds).
    pub fn csv(&self) -> String {
        let mut out = String::from("item,target,answer,right,first try,seconds\n");
        for e in &self.entries {
            out.push_str(&format!(
                "{},{},{},{},{},{}\n",
                e.item + 1,
                csv_field(&e.target),
                csv_field(&e.answer),
                if e.right { "yes" } else { "no" },
                if e.first_try { "yes" } else { "no" },
                e.seconds
            ));
        }
        out
    }

    /// The record's file name: `practice-<topic>-<seed>.csv`.
    pub fn csv_name(&self) -> String {
        format!("practice-{}-{}.csv", self.spec.topic.slug(), self.spec.seed)
    }
}

fn phrase_no_target(target: &str) -> Phrase {
    grundy_core::phrase!(PracticeNoTarget {
        target: grundy_core::text::shown(target)
    })
}

/// A CSV field: quoted when it holds a comma, a quote or a line break (quotes doubled), and
/// a leading `=`, `+`, `-` or `@` kept as text so a spreadsheet does not run it as a formula.
fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// What a target's first wrong entry is told: the rule applied to what is on the screen,
/// without the value it gives (the reached values, but not their mex; the columns, but not
/// the nim-sum), so the second try is the student's own work. A second wrong entry gets the
/// whole explanation. None for an explanation that holds no value to keep back.
pub fn first_hint(explanation: &Phrase) -> Option<Phrase> {
    let arg = |name: &str| explanation.arg(name).cloned();
    Some(match explanation.key()? {
        Msg::PracticeSgWhy => phrase!(PracticeSgHint {
            node: arg("node")?,
            values: arg("values")?
        }),
        Msg::PracticeTableWhy => phrase!(PracticeTableHint {
            n: arg("n")?,
            values: arg("values")?
        }),
        Msg::PracticePnN | Msg::PracticePnP => phrase!(PracticePnHint { node: arg("node")? }),
        Msg::PracticeIeCount => phrase!(PracticeIeCountHint {
            set: arg("set")?,
            n: arg("n")?
        }),
        Msg::PracticeIeTotal => phrase!(PracticeIeTotalHint {
            terms: arg("terms")?
        }),
        Msg::QuizWhyColumn => phrase!(PracticeColumnHint {
            column: arg("column")?
        }),
        Msg::QuizWhySum => phrase!(PracticeSumHint {
            values: arg("values")?
        }),
        Msg::PracticeSgTerminal => phrase!(PracticeSgTerminalHint { node: arg("node")? }),
        Msg::PracticeTableTerminal => phrase!(PracticeTableTerminalHint { n: arg("n")? }),
        Msg::PracticePnTerminal => phrase!(PracticePnTerminalHint { node: arg("node")? }),
        Msg::PracticePeriodWhy
        | Msg::PracticePeriodOnly
        | Msg::PracticePreperiodOnly
        | Msg::PracticePeriodNone => Msg::PracticePeriodHint.into(),
        Msg::PracticeIeSign => Msg::PracticeIeSignHint.into(),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::{generate, Topic};
    use grundy_core::i18n::Lang;

    fn spec(topic: Topic) -> Spec {
        Spec {
            topic,
            seed: 9,
            level: 1,
            count: 2,
        }
    }

    #[test]
    fn a_first_wrong_entry_gets_the_rule_and_a_second_the_value() {
        let mut hinted = 0;
        for topic in [
            Topic::SgLabel,
            Topic::Pn,
            Topic::NimSum,
            Topic::SgTable,
            Topic::IeTerms,
        ] {
            for seed in 1..=20 {
                let spec = Spec {
                    topic,
                    seed,
                    level: 2,
                    count: 1,
                };
                let mut s = Sheet::new(spec, None);
                for (target, answer) in s.items[0].answers() {
                    let first = answer.split(" | ").next().unwrap_or("").to_string();
                    let wrong = match first.as_str() {
                        "P" => "N".to_string(),
                        "N" => "P".to_string(),
                        "+" => "-".to_string(),
                        "-" | "−" => "+".to_string(),
                        "none" => "7".to_string(),
                        "0" if target.starts_with("bit") => "1".to_string(),
                        "1" if target.starts_with("bit") => "0".to_string(),
                        v => match v.parse::<u64>() {
                            Ok(n) => (n + 1).to_string(),
                            Err(_) => continue,
                        },
                    };
                    let Ok(one) = s.enter(&target, &wrong, 1) else {
                        continue;
                    };
                    let Ok(two) = s.enter(&target, &wrong, 2) else {
                        continue;
                    };
                    assert!(!one.right && !two.right, "{topic:?} {target}");
                    // Every explanation that ends on the target's value has a hint.
                    let gives_value = [
                        Msg::PracticeSgWhy,
                        Msg::PracticeSgTerminal,
                        Msg::PracticeTableWhy,
                        Msg::PracticeTableTerminal,
                        Msg::PracticePnN,
                        Msg::PracticePnP,
                        Msg::PracticePnTerminal,
                        Msg::PracticePeriodWhy,
                        Msg::PracticePeriodOnly,
                        Msg::PracticePreperiodOnly,
                        Msg::PracticePeriodNone,
                        Msg::PracticeIeSign,
                        Msg::PracticeIeCount,
                        Msg::PracticeIeTotal,
                        Msg::QuizWhyColumn,
                        Msg::QuizWhySum,
                    ];
                    if two
                        .explanation
                        .key()
                        .is_some_and(|k| gives_value.contains(&k))
                    {
                        assert!(first_hint(&two.explanation).is_some(), "{topic:?} {target}");
                    }
                    match first_hint(&two.explanation) {
                        // The first says the rule, the second the value; never the reverse.
                        Some(hint) => {
                            assert_eq!(one.explanation, hint, "{topic:?} {target}");
                            assert_ne!(one.explanation, two.explanation);
                            assert!(!one
                                .explanation
                                .render(Lang::En)
                                .contains(&format!("is {first}.")));
                            hinted += 1;
                        }
                        None => assert_eq!(one.explanation, two.explanation),
                    }
                    // Right after that: no hint is held back from a right answer.
                    assert!(
                        s.enter(&target, &first, 3).unwrap().right,
                        "{topic:?} {target}"
                    );
                }
            }
        }
        assert!(hinted > 100, "{hinted}");
        // An sg-label position: its moves' values first, the mex only after a second miss.
        let e = phrase!(PracticeSgWhy {
            node: "5",
            values: "0, 1 and 3",
            value: 2u64
        });
        let hint = first_hint(&e).unwrap().render(Lang::En);
        assert!(hint.contains("0, 1 and 3") && !hint.contains('2'), "{hint}");
    }

    #[test]
    fn first_tries_answers_and_reveals_make_the_score_and_the_record() {
        let mut s = Sheet::new(spec(Topic::SgTable), None);
        let key = s.items[0].answers();
        let (g0, v0) = key[0].clone();
        let (g1, v1) = key[1].clone();
        let wrong = (v1.parse::<u64>().unwrap() + 1).to_string();
        assert!(s.enter(&g0, &v0, 3).unwrap().right);
        assert!(!s.enter(&g1, &wrong, 5).unwrap().right);
        assert_eq!(s.state(0, &g1), TargetState::Wrong);
        assert!(s.enter(&g1, &v1, 9).unwrap().right);
        // Not a whole number: refused, not recorded.
        assert!(s.enter(&g1, "x", 10).is_err());
        assert_eq!(
            s.reveal("period", 12).as_deref(),
            Some(key[key.len() - 2].1.as_str())
        );
        assert_eq!(s.state(0, "period"), TargetState::Revealed);
        let total = gradable(&s.items[0]).len() + gradable(&s.items[1]).len();
        assert_eq!(
            s.score(),
            Score {
                right: 1,
                answered: 3,
                total
            }
        );
        assert_eq!(s.entries.len(), 4);
        assert_eq!(
            s.csv().lines().take(3).collect::<Vec<_>>(),
            vec![
                "item,target,answer,right,first try,seconds".to_string(),
                format!("1,{g0},{v0},yes,yes,3"),
                format!("1,{g1},{wrong},no,yes,2"),
            ]
        );
        assert!(s.csv().contains(&format!("1,{g1},{v1},yes,no,4")));
        // A reveal with no entry before it is not an answer at the first try.
        assert!(
            s.csv().ends_with("1,period,revealed,no,no,3\n"),
            "{}",
            s.csv()
        );
        assert_eq!(s.csv_name(), "practice-sg-table-9.csv");
        assert!(!s.done());
    }

    #[test]
    fn a_set_is_done_when_every_target_is_right_or_revealed() {
        let mut s = Sheet::new(spec(Topic::WinningMoves), None);
        for i in 0..2 {
            let key = s.items[i].answers();
            let chosen: Vec<String> = key[0].1.split(',').map(str::to_string).collect();
            assert!(s.check(&chosen, 1).unwrap().right);
            s.next();
        }
        assert!(s.done(), "{:?}", s.entries);
        assert_eq!(s.score().right, 2);
        // The record quotes a selection's commas.
        assert!(s.csv().lines().skip(1).all(|l| l.split(',').count() >= 6));
    }

    #[test]
    fn a_lessons_position_replaces_the_first_item() {
        let first = generate(Topic::NimSum, 1, 3, 4);
        let s = Sheet::new(spec(Topic::NimSum), Some(first.clone()));
        assert_eq!(s.items[0], first);
        assert_eq!(s.items[1], generate(Topic::NimSum, 9, 1, 1));
    }

    #[test]
    fn csv_fields_cannot_break_the_row_or_run_as_formulas() {
        assert_eq!(csv_field("1:2,3:1"), "\"1:2,3:1\"");
        assert_eq!(csv_field("-"), "'-");
        assert_eq!(csv_field("a\"b"), "\"a\"\"b\"");
    }
}
