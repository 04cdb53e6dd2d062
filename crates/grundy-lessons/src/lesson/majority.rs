//! The `majority` lesson: the Boyer–Moore vote pass and the verification pass, one step per
//! value, drawn as a row of cells (wrapped for long arrays) with the candidate and the counter.

use super::quiz::{Choice, Question};
use super::{
    boxed, parse_i64_list, Facts, InputField, Lesson, Param, ParamError, Query, Walkthrough,
};
use grundy_core::figure::{text_width, Anchor, Figure, Shape};
use grundy_core::i18n::{tr, Lang, Msg, Phrase};
use grundy_core::majority::{trace, MajorityStep, VoteAction};
use grundy_core::{phrase, t};

/// Most values the lesson draws; the judge takes up to 10^7.
pub const MAX_VALUES: usize = 200;
/// The example: the candidate changes twice (2, then 1, then 2), and the count then confirms
/// it.
const EXAMPLE: &str = "2,1,1,2,2";

/// A validated majority lesson.
pub struct MajorityLesson {
    values: Vec<i64>,
    steps: Vec<MajorityStep>,
}

/// The `majority` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "majority",
    title: Msg::TitleMajority,
    summary: Msg::SummaryMajority,
    params: &[Param::with("values", EXAMPLE)],
    views: &[],
    build: |q| MajorityLesson::from_query(q).map(boxed),
};

impl MajorityLesson {
    /// The lesson for these values (1..=MAX_VALUES of them).
    pub fn new(values: Vec<i64>) -> Result<Self, ParamError> {
        if values.len() > MAX_VALUES {
            return Err(ParamError::new(
                "values",
                phrase!(ExpectAtMost {
                    max: MAX_VALUES.to_string(),
                    count: values.len().to_string()
                }),
            ));
        }
        let steps = trace(&values);
        Ok(MajorityLesson { values, steps })
    }

    /// The default example, `EXAMPLE`.
    pub fn example() -> Self {
        let values = vec![2, 1, 1, 2, 2];
        let steps = trace(&values);
        MajorityLesson { values, steps }
    }

    /// The lesson for a link query (`values=`), or the example when the parameter is missing.
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        match q.get("values") {
            None => Ok(Self::example()),
            Some(text) => Self::new(parse_i64_list("values", text, EXAMPLE)?),
        }
    }

    /// The two boxes under the array of `n` values at `step`: id, label, value.
    fn boxes(
        step: MajorityStep,
        n: usize,
        lang: Lang,
    ) -> [(&'static str, &'static str, String); 2] {
        let (label, value) = match step {
            // Pass 1 ending with the counter at 0 leaves no candidate and no second pass.
            MajorityStep::Start
            | MajorityStep::Done {
                candidate: None, ..
            } => (tr(lang, Msg::MajCounter), "0".to_string()),
            MajorityStep::Vote { counter, .. } => (tr(lang, Msg::MajCounter), counter.to_string()),
            // "3 of 5", not "3 / 5", which reads as a fraction.
            MajorityStep::Verify { count, .. } | MajorityStep::Done { count, .. } => {
                (tr(lang, Msg::MajCount), t!(lang, MajCountOf { count, n }))
            }
        };
        let shown = step
            .candidate()
            .map_or_else(|| "—".to_string(), |c| c.to_string());
        [
            ("candidate", tr(lang, Msg::MajCandidate), shown),
            ("counter", label, value),
        ]
    }

    fn answer(&self) -> Option<i64> {
        match self.steps.last() {
            Some(MajorityStep::Done { majority, .. }) => *majority,
            _ => None,
        }
    }
}

const CELL_H: f64 = 64.0;
const GAP: f64 = 12.0;
const ROW_PITCH: f64 = CELL_H + 64.0;
/// Rows wrap at this width, so that a figure scaled onto the 1280×800 stage keeps 16 px text.
const MAX_ROW_WIDTH: f64 = 900.0;
const LEFT: f64 = 40.0;

impl Walkthrough for MajorityLesson {
    fn step_count(&self) -> usize {
        self.steps.len()
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        let index = step.min(self.steps.len() - 1);
        let step = self.steps[index];
        let n = self.values.len();
        let labels: Vec<String> = self.values.iter().map(|v| v.to_string()).collect();
        let widest = labels
            .iter()
            .map(|l| text_width(l, 28.0))
            .fold(0.0, f64::max);
        let cell_w = (widest + 28.0).max(64.0);
        let per_row = (((MAX_ROW_WIDTH - LEFT) + GAP) / (cell_w + GAP))
            .floor()
            .max(1.0) as usize;
        let rows = n.div_ceil(per_row).max(1);
        let cells_width = LEFT * 2.0 + per_row.min(n).max(1) as f64 * (cell_w + GAP) - GAP;

        let (pass_title, current, candidate) = match step {
            MajorityStep::Start => (tr(lang, Msg::MajVotePass), None, None),
            MajorityStep::Vote {
                index, candidate, ..
            } => (tr(lang, Msg::MajVotePass), Some(index), Some(candidate)),
            MajorityStep::Verify {
                index, candidate, ..
            } => (tr(lang, Msg::MajVerifyPass), Some(index), Some(candidate)),
            // No candidate: the first pass's end, with nothing to verify.
            MajorityStep::Done {
                candidate: None, ..
            } => (tr(lang, Msg::MajVotePass), None, None),
            MajorityStep::Done { candidate, .. } => (tr(lang, Msg::MajVerifyPass), None, candidate),
        };
        let verifying = matches!(
            step,
            MajorityStep::Verify { .. }
                | MajorityStep::Done {
                    candidate: Some(_),
                    ..
                }
        );
        let mut shapes = vec![Shape::Text {
            x: LEFT,
            y: 44.0,
            text: pass_title.to_string(),
            anchor: Anchor::Start,
            class: "txt-strong",
        }];
        let top = 70.0;
        let mut cells = Vec::new();
        for (i, label) in labels.iter().enumerate() {
            let (row, col) = (i / per_row, i % per_row);
            let x = LEFT + col as f64 * (cell_w + GAP);
            let y = top + row as f64 * ROW_PITCH;
            let read = current.is_some_and(|c| i < c) || matches!(step, MajorityStep::Done { .. });
            let is_candidate = candidate == Some(self.values[i]);
            let class = if current == Some(i) {
                "cell-focus"
            } else if verifying && read && is_candidate {
                "cell-hit"
            } else if read {
                "cell-muted"
            } else {
                "cell"
            };
            let mut cell = vec![
                Shape::Rect {
                    x,
                    y,
                    w: cell_w,
                    h: CELL_H,
                    r: 8.0,
                    class,
                },
                Shape::Text {
                    x: x + cell_w / 2.0,
                    y: y + 43.0,
                    text: label.clone(),
                    anchor: Anchor::Middle,
                    class: "txt",
                },
                Shape::Text {
                    x: x + cell_w / 2.0,
                    y: y + CELL_H + 24.0,
                    text: (i + 1).to_string(),
                    anchor: Anchor::Middle,
                    class: "txt-muted",
                },
            ];
            if current == Some(i) {
                let (cx, ty) = (x + cell_w / 2.0, y + CELL_H + 30.0);
                cell.push(Shape::Polygon {
                    points: vec![(cx, ty), (cx - 12.0, ty + 20.0), (cx + 12.0, ty + 20.0)],
                    class: "arrow",
                });
            }
            // The step's focus: the value read now, or every value before the first pass.
            let focus = current == Some(i) || matches!(step, MajorityStep::Start);
            cells.push(Shape::keyed("pos", (i + 1).to_string(), focus, cell));
        }
        shapes.extend(cells);

        let panel_y = top + rows as f64 * ROW_PITCH + 10.0;
        let boxes = Self::boxes(step, n, lang);
        // A box is in focus when this step changed it (both were bold at every step).
        let before = index
            .checked_sub(1)
            .map(|i| Self::boxes(self.steps[i], n, lang));
        // Both boxes one width at every step, fitting any label and value they will show.
        let n_text = t!(lang, MajCountOf { count: n, n });
        let widest_value = self
            .values
            .iter()
            .map(|v| text_width(&v.to_string(), 40.0))
            .fold(text_width(&n_text, 40.0), f64::max);
        let widest_label = [Msg::MajCandidate, Msg::MajCounter, Msg::MajCount]
            .iter()
            // Measured as the figure's width is (every start-anchored text at 28 units).
            .map(|&m| text_width(tr(lang, m), 28.0))
            .fold(0.0, f64::max);
        let w = (widest_value + 48.0).max(widest_label + 32.0).max(160.0);
        let mut x = LEFT;
        for (k, (id, label, value)) in boxes.into_iter().enumerate() {
            let changed = before
                .as_ref()
                .is_some_and(|b| b[k].2 != value || b[k].1 != label);
            let panel = vec![
                Shape::Rect {
                    x,
                    y: panel_y,
                    w,
                    h: 96.0,
                    r: 10.0,
                    class: "panel",
                },
                Shape::Text {
                    x: x + 16.0,
                    y: panel_y + 28.0,
                    text: label.to_string(),
                    anchor: Anchor::Start,
                    class: "txt-small",
                },
                Shape::Text {
                    x: x + w / 2.0,
                    y: panel_y + 78.0,
                    text: value,
                    anchor: Anchor::Middle,
                    class: "txt-big",
                },
            ];
            shapes.push(Shape::keyed("box", id.to_string(), changed, panel));
            x += w + 24.0;
        }
        // The answer's line below the boxes is there at every step, so the figure keeps its
        // size and scale when the answer appears (beside the boxes it widened the last step,
        // and the fitted figure shrank to two thirds).
        let height = panel_y + 96.0 + 30.0 + 50.0;
        if let MajorityStep::Done { majority, .. } = step {
            let value = match majority {
                Some(m) => m.to_string(),
                None => tr(lang, Msg::MajNone).to_string(),
            };
            let text = format!("{}{}{value}", tr(lang, Msg::Answer), lang.colon());
            let class = if majority.is_some() {
                "txt-strong"
            } else {
                "txt-warn"
            };
            let (ax, ay) = (LEFT, panel_y + 96.0 + 44.0);
            shapes.push(Shape::focus(vec![Shape::Text {
                x: ax,
                y: ay,
                text,
                anchor: Anchor::Start,
                class,
            }]));
        }
        // Wide enough for the cells, the two boxes and the answer, and no wider.
        fn right_edge(s: &Shape) -> f64 {
            match s {
                Shape::Rect { x, w, .. } => x + w,
                Shape::Text {
                    x,
                    text,
                    anchor: Anchor::Start,
                    ..
                } => x + text_width(text, 28.0),
                Shape::Group { children, .. } => {
                    children.iter().map(right_edge).fold(0.0, f64::max)
                }
                _ => 0.0,
            }
        }
        let content_right = shapes.iter().map(right_edge);
        // Either pass's title, so the width does not change when pass 2 begins.
        let titles = [Msg::MajVotePass, Msg::MajVerifyPass]
            .iter()
            .map(|&m| LEFT + text_width(tr(lang, m), 28.0))
            .fold(cells_width - LEFT, f64::max);
        let width = content_right.fold(titles, f64::max) + LEFT;
        Figure {
            width,
            height,
            title: tr(lang, Msg::MajVotePass).to_string(),
            shapes,
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        let n = self.values.len();
        match self.steps[step.min(self.steps.len() - 1)] {
            MajorityStep::Start => t!(lang, MajStart { n }),
            MajorityStep::Vote {
                index,
                action,
                candidate,
                counter,
            } => {
                let v = self.values[index];
                match action {
                    VoteAction::Adopt => t!(
                        lang,
                        MajAdopt {
                            position: index + 1,
                            value: v
                        }
                    ),
                    VoteAction::Agree => {
                        t!(
                            lang,
                            MajAgree {
                                position: index + 1,
                                value: v,
                                count: counter
                            }
                        )
                    }
                    VoteAction::Cancel => t!(
                        lang,
                        MajCancel {
                            position: index + 1,
                            value: v,
                            candidate,
                            count: counter
                        }
                    ),
                }
            }
            MajorityStep::Verify {
                index,
                candidate,
                count,
            } => {
                let position = index + 1;
                if self.values[index] == candidate {
                    t!(
                        lang,
                        MajVerifyHit {
                            position,
                            candidate,
                            count
                        }
                    )
                } else {
                    t!(
                        lang,
                        MajVerifyMiss {
                            position,
                            candidate,
                            count
                        }
                    )
                }
            }
            MajorityStep::Done {
                candidate: None, ..
            } => tr(lang, Msg::MajDoneEmpty).to_string(),
            MajorityStep::Done {
                candidate: Some(c),
                count,
                majority,
            } => {
                if majority.is_some() {
                    t!(
                        lang,
                        MajDoneYes {
                            candidate: c,
                            count,
                            n
                        }
                    )
                } else {
                    t!(
                        lang,
                        MajDoneNo {
                            candidate: c,
                            count,
                            n
                        }
                    )
                }
            }
        }
    }

    fn facts(&self) -> Facts {
        Facts {
            result: Some(self.answer().map_or("none".to_string(), |m| m.to_string())),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        vec![InputField::list(
            "values",
            Msg::MajValues,
            self.values.iter(),
        )]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![tr(lang, Msg::MajWhy).to_string()]
    }

    fn question(&self, step: usize) -> Option<Question> {
        let n = self.values.len();
        match *self.steps.get(step)? {
            MajorityStep::Vote {
                index,
                action,
                candidate,
                counter,
            } => {
                let v = *self.values.get(index)?;
                let why = match action {
                    VoteAction::Adopt => phrase!(QuizWhyAdopt { value: v }),
                    VoteAction::Agree => {
                        phrase!(QuizWhyAgree {
                            value: v,
                            count: counter
                        })
                    }
                    VoteAction::Cancel => phrase!(QuizWhyCancel {
                        value: v,
                        candidate: candidate,
                        count: counter
                    }),
                };
                // A new candidate is asked for; otherwise the candidate stays and the counter
                // is what changes.
                Some(if action == VoteAction::Adopt {
                    Question::number(
                        phrase!(QuizPromptCandidate {
                            position: index + 1,
                            value: v
                        }),
                        candidate,
                        why,
                    )
                } else {
                    Question::number(
                        phrase!(QuizPromptCounter {
                            position: index + 1,
                            value: v
                        }),
                        counter,
                        why,
                    )
                })
            }
            MajorityStep::Done {
                candidate: Some(c),
                count,
                majority,
            } => {
                let none = phrase!(MajNone);
                let choices = vec![
                    Choice::new(c, Phrase::Text(c.to_string())),
                    Choice::new("none", none),
                ];
                let answer = majority.map_or("none".to_string(), |m| m.to_string());
                Some(Question::choice(
                    phrase!(QuizPromptMajority {
                        candidate: c,
                        count: count,
                        n: n
                    }),
                    choices,
                    answer,
                    phrase!(QuizWhyMajority {
                        half: n / 2,
                        n: n,
                        candidate: c,
                        count: count
                    }),
                ))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
