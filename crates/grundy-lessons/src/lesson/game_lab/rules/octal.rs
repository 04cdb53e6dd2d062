//! The lab's words and figure for an octal code or a subtraction set: the rule as its digits,
//! and the period proven by the Guy–Smith theorem, observed, or not found.

use super::LabRule;
use crate::lesson::game_lab::figures::TOP;
use crate::lesson::InputField;
use grundy_core::figure::{Anchor, Figure, Shape};
use grundy_core::games::octal::period::{window_end, Period};
use grundy_core::games::octal::Rules;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;

impl LabRule for Rules {
    /// The code and the set are both offered, whichever defines the game now: emptying the
    /// code and giving a set switches to a subtraction game, and back (with the code field
    /// alone, the set the code's label speaks of could not be given); emptying both and naming
    /// a game (`grundy`) switches to it.
    fn inputs(&self) -> Vec<InputField> {
        let mut fields = match self.set() {
            Some((set, split)) => vec![
                InputField::text("code", Msg::FieldCode, ""),
                InputField::list("set", Msg::FieldSet, set.iter()),
                InputField::text("split", Msg::FieldSplit, u8::from(split)),
            ],
            None => vec![
                InputField::text("code", Msg::FieldCode, self.code()),
                InputField::text("set", Msg::FieldSet, ""),
                InputField::text("split", Msg::FieldSplit, 0),
            ],
        };
        fields.push(InputField::text("game", Msg::FieldLabGame, ""));
        fields
    }

    /// What a move removes and leaves.
    fn rule_sentence(&self, lang: Lang) -> String {
        match self.set() {
            Some((set, split)) => {
                let set = set
                    .iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                if split {
                    t!(
                        lang,
                        LabRuleSetSplit {
                            set,
                            code: self.code(),
                            t: self.t()
                        }
                    )
                } else {
                    t!(
                        lang,
                        LabRuleSet {
                            set,
                            code: self.code(),
                            t: self.t()
                        }
                    )
                }
            }
            None => t!(
                lang,
                LabRuleCode {
                    code: self.code(),
                    t: self.t().to_string()
                }
            ),
        }
    }

    /// The code, and a row per non-zero digit: what taking i tokens may leave.
    fn rule_figure(&self, lang: Lang) -> Figure {
        let heads = [
            tr(lang, Msg::LabRuleHeader),
            tr(lang, Msg::LabLeaveNothing),
            tr(lang, Msg::LabLeaveOne),
            tr(lang, Msg::LabLeaveTwo),
        ];
        let col = 150.0;
        let mut shapes = vec![Shape::text(
            30.0,
            TOP - 10.0,
            self.code(),
            Anchor::Start,
            "txt-strong",
        )];
        let y0 = TOP + 40.0;
        for (j, h) in heads.iter().enumerate() {
            shapes.push(Shape::text(
                30.0 + j as f64 * col + col / 2.0,
                y0,
                h.to_string(),
                Anchor::Middle,
                "txt-small",
            ));
        }
        let rows: Vec<usize> = (1..=self.t())
            .filter(|&i| self.digit(i) != 0)
            .take(24)
            .collect();
        let mut y = y0 + 14.0;
        // The sentence states the rule: every digit's row is what it is about.
        let mut digit_rows = Vec::new();
        for &i in &rows {
            let d = self.digit(i);
            digit_rows.push(Shape::text(
                30.0 + col / 2.0,
                y + 30.0,
                format!("{i}  (d = {d})"),
                Anchor::Middle,
                "txt",
            ));
            for k in 0..3 {
                let on = d >> k & 1 == 1;
                digit_rows.push(Shape::rect(
                    30.0 + (k + 1) as f64 * col + 10.0,
                    y,
                    col - 20.0,
                    40.0,
                    6.0,
                    if on { "cell-good" } else { "cell-muted" },
                ));
                digit_rows.push(Shape::text(
                    30.0 + (k as f64 + 1.5) * col,
                    y + 29.0,
                    if on { "✓" } else { "—" }.to_string(),
                    Anchor::Middle,
                    if on { "txt-strong" } else { "txt-muted" },
                ));
            }
            y += 48.0;
        }
        shapes.push(Shape::Group {
            class: "",
            hook: None,
            children: vec![Shape::focus(digit_rows)],
        });
        Figure {
            width: 60.0 + 4.0 * col,
            height: y + 20.0,
            title: tr(lang, Msg::TitleGameLab).to_string(),
            shapes,
        }
    }

    fn period_sentence(&self, period: Option<Period>, n: usize, lang: Lang) -> String {
        match period {
            Some(Period::Proven {
                period,
                preperiod,
                window_end,
            }) => t!(
                lang,
                LabProven {
                    period: period.to_string(),
                    preperiod: preperiod.to_string(),
                    end: window_end.to_string(),
                    t: (window_end - 2 * preperiod - period).to_string()
                }
            ),
            Some(Period::Observed { period, preperiod }) => {
                let end = window_end(preperiod, period, self.t(), self.zero_preperiod_extra());
                t!(
                    lang,
                    LabObserved {
                        period: period.to_string(),
                        preperiod: preperiod.to_string(),
                        n: n.to_string(),
                        needed: (end + period - 1).to_string()
                    }
                )
            }
            // No period found in the values (an octal rule always gives a verdict).
            Some(Period::None) | None => t!(lang, LabNoPeriod { n: n.to_string() }),
        }
    }

    fn period_caption(&self, period: Option<Period>, n: usize, lang: Lang) -> String {
        match period {
            Some(Period::Proven {
                period, preperiod, ..
            }) => t!(
                lang,
                LabCapProven {
                    period: period.to_string(),
                    preperiod: preperiod.to_string()
                }
            ),
            Some(Period::Observed { period, preperiod }) => t!(
                lang,
                LabCapObserved {
                    period: period.to_string(),
                    preperiod: preperiod.to_string()
                }
            ),
            Some(Period::None) | None => t!(lang, LabCapNone { n: n.to_string() }),
        }
    }

    fn period_answer(&self, period: Option<Period>, n: usize, lang: Lang) -> String {
        let n = n.to_string();
        match period {
            Some(Period::Proven {
                period, preperiod, ..
            }) => t!(
                lang,
                LabAnswerProven {
                    period: period.to_string(),
                    preperiod: preperiod.to_string()
                }
            ),
            Some(Period::Observed { period, preperiod }) => t!(
                lang,
                LabAnswerObserved {
                    period: period.to_string(),
                    preperiod: preperiod.to_string(),
                    n
                }
            ),
            Some(Period::None) | None => t!(lang, LabAnswerNone { n }),
        }
    }
}
