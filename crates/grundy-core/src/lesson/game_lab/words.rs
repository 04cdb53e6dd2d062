//! The game lab's sentences about the game as a whole: its rule, and its period (proven,
//! observed or none) in a sentence and as the table's answer in a few words.

use super::*;

impl GameLabLesson {
    /// The game's rule in words: what a move removes and leaves (the table's first step).
    pub(super) fn rule_sentence(&self, lang: Lang) -> String {
        let r = &self.p.rules;
        match r.set() {
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
                            code: r.code(),
                            t: r.t()
                        }
                    )
                } else {
                    t!(
                        lang,
                        LabRuleSet {
                            set,
                            code: r.code(),
                            t: r.t()
                        }
                    )
                }
            }
            None => t!(
                lang,
                LabRuleCode {
                    code: r.code(),
                    t: r.t().to_string()
                }
            ),
        }
    }

    /// The table's answer in a few words: the period and whether it is proven.
    pub(super) fn period_answer(&self, lang: Lang) -> String {
        let n = self.p.n.to_string();
        match self.period {
            Period::Proven {
                period, preperiod, ..
            } => t!(
                lang,
                LabAnswerProven {
                    period: period.to_string(),
                    preperiod: preperiod.to_string()
                }
            ),
            Period::Observed { period, preperiod } => t!(
                lang,
                LabAnswerObserved {
                    period: period.to_string(),
                    preperiod: preperiod.to_string(),
                    n
                }
            ),
            Period::None => t!(lang, LabAnswerNone { n }),
        }
    }

    pub(super) fn period_sentence(&self, lang: Lang) -> String {
        let n = self.p.n;
        match self.period {
            Period::Proven {
                period,
                preperiod,
                window_end,
            } => t!(
                lang,
                LabProven {
                    period: period.to_string(),
                    preperiod: preperiod.to_string(),
                    end: window_end.to_string(),
                    t: (window_end - 2 * preperiod - period).to_string()
                }
            ),
            Period::Observed { period, preperiod } => {
                let end = crate::games::octal::period::window_end(
                    preperiod,
                    period,
                    self.p.rules.t(),
                    self.p.rules.zero_preperiod_extra(),
                );
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
            Period::None => t!(lang, LabNoPeriod { n: n.to_string() }),
        }
    }
}
