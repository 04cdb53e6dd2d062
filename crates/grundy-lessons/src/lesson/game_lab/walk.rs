//! The game lab's walkthrough: step counts, sentences, facts, inputs, views and play.

use super::{figures, set_text, GameLabLesson, LabView, Period, TableStep};
use crate::lesson::{play_info, Facts, InputField, PlayInfo, ViewLink, Walkthrough};
use grundy_core::figure::Figure;
use grundy_core::games::Game;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::{phrase, t};

impl Walkthrough for GameLabLesson {
    fn step_count(&self) -> usize {
        match self.p.view {
            LabView::Table => self.table_steps().len(),
            LabView::Mex(k) => {
                let (shown, rest) = self.mex_moves(k);
                if shown.is_empty() {
                    // No move: the one step says G = mex{} = 0.
                    1
                } else {
                    shown.len() + usize::from(!rest.is_empty()) + 2
                }
            }
            LabView::Dag(_) => self.dag.as_ref().map_or(1, |d| d.2.step_count()),
            LabView::Play => 2 - usize::from(self.heaps().is_empty()),
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        figures::figure(self, step, lang)
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        match self.p.view {
            LabView::Table => match self.table_step(step) {
                TableStep::Rule => self.rule_sentence(lang),
                t @ (TableStep::Plain | TableStep::Rows) => {
                    let row = figures::row_width(self, t);
                    let last = (self.p.n - 1).to_string();
                    let mut s = match (t, figures::period_of(self)) {
                        // Periodic from the start: no irregular value to point at.
                        (TableStep::Rows, Some((p, 0))) => t!(
                            lang,
                            LabTableRowsPure {
                                last,
                                row: row.to_string(),
                                per_row: row / p,
                                period: p.to_string()
                            }
                        ),
                        (TableStep::Rows, Some((p, n0))) => t!(
                            lang,
                            LabTableRows {
                                last,
                                row: row.to_string(),
                                per_row: row / p,
                                preperiod: n0.to_string(),
                                period: p.to_string()
                            }
                        ),
                        _ => t!(
                            lang,
                            LabTablePlain {
                                last,
                                row: row.to_string()
                            }
                        ),
                    };
                    let (a, b) = figures::window(self, row);
                    if b - a < self.p.n {
                        s.push_str(grundy_core::i18n::sentence_gap(lang));
                        s.push_str(&t!(
                            lang,
                            LabWindow {
                                from: a.to_string(),
                                to: (b - 1).to_string(),
                                last: (self.p.n - 1).to_string()
                            }
                        ));
                    }
                    s
                }
                TableStep::Verdict => self.period_sentence(lang),
            },
            LabView::Mex(k) => {
                let (shown, rest) = self.mex_moves(k);
                if shown.is_empty() {
                    return t!(
                        lang,
                        LabMexNoMove {
                            heap: k.to_string()
                        }
                    );
                }
                if step == 0 {
                    t!(
                        lang,
                        LabMexIntro {
                            heap: k.to_string()
                        }
                    )
                } else if step <= shown.len() {
                    self.move_sentence(&shown[step - 1], lang)
                } else if step == shown.len() + 1 && !rest.is_empty() {
                    t!(
                        lang,
                        LabMexRest {
                            count: rest.len().to_string(),
                            values: set_text(rest.iter().map(|m| self.move_value(m)))
                        }
                    )
                } else {
                    let all = self.p.rule.moves(k);
                    t!(
                        lang,
                        LabMexDone {
                            values: set_text(all.iter().map(|m| self.move_value(m))),
                            heap: k.to_string(),
                            value: self.g(k).to_string()
                        }
                    )
                }
            }
            LabView::Dag(_) => {
                let Some((real, drawn, walk)) = &self.dag else {
                    return tr(lang, Msg::DagStart).to_string();
                };
                // The heap's value closes the walk, as a pile's DAG does in the Nim family.
                let worth = |_: &str, value: u64| {
                    t!(
                        lang,
                        LabDagHeapValue {
                            size: drawn.to_string(),
                            value: value.to_string()
                        }
                    )
                };
                if let Some(s) = walk.closing_with_worth(step, lang, worth) {
                    return s;
                }
                walk.sentence(step, lang).unwrap_or_else(|| {
                    let mut s = tr(lang, Msg::DagStart).to_string();
                    if real != drawn {
                        s.push_str(grundy_core::i18n::sentence_gap(lang));
                        s.push_str(&t!(
                            lang,
                            LabDagClamped {
                                heap: real.to_string(),
                                drawn: drawn.to_string()
                            }
                        ));
                    }
                    s
                })
            }
            LabView::Play => {
                let values: Vec<String> = self
                    .heaps()
                    .iter()
                    .map(|&h| self.g(h).to_string())
                    .collect();
                let sizes: Vec<String> = self.heaps().iter().map(|h| h.to_string()).collect();
                if self.heaps().is_empty() {
                    return tr(lang, Msg::LabPlayNone).to_string();
                }
                let mut s = t!(
                    lang,
                    LabPlayIntro {
                        count: sizes.len(),
                        heaps: grundy_core::text::list(&sizes, lang),
                        values: grundy_core::text::xor_terms(&values)
                    }
                );
                if step >= 1 {
                    s.push_str(grundy_core::i18n::sentence_gap(lang));
                    let x = self.nim_sum();
                    if x != 0 {
                        s.push_str(&t!(lang, SumWin { sum: x.to_string() }));
                        if let Some(m) = self.winning_sentence(lang) {
                            s.push_str(grundy_core::i18n::sentence_gap(lang));
                            s.push_str(&m);
                        }
                    } else {
                        s.push_str(tr(lang, Msg::SumLose));
                    }
                }
                s
            }
        }
    }

    fn facts_derived_at(&self) -> Option<usize> {
        // Only the played sum ends with its verdict; the table, a heap's mex and a heap's DAG
        // are about one heap.
        matches!(self.p.view, LabView::Play).then(|| self.step_count().saturating_sub(1))
    }

    /// The heaps in play's verdict and nim-sum (the hooks every game lesson has), and the
    /// answer of the view's own question first: the table's period (as `grundy judge octal`
    /// states it), or G of the heap a mex walk or a DAG is about. ("Show the answer" in the
    /// table answered "Is there a pattern?" with the verdict of heaps it never showed.)
    fn facts(&self) -> Facts {
        let result = match self.p.view {
            LabView::Table => Some(match self.period {
                Some(Period::Proven {
                    period, preperiod, ..
                }) => format!("period {period} preperiod {preperiod}"),
                _ => "none".to_string(),
            }),
            LabView::Mex(k) => Some(self.g(k).to_string()),
            LabView::Dag(_) => self.dag.as_ref().map(|d| self.g(d.1).to_string()),
            LabView::Play => None,
        };
        Facts {
            result,
            first_wins: Some(self.nim_sum() != 0),
            nim_sum: Some(u64::from(self.nim_sum())),
            ..Facts::default()
        }
    }

    fn result_text(&self, lang: Lang, _result: &str) -> String {
        match self.p.view {
            LabView::Table => self.period_answer(lang),
            LabView::Mex(k) => format!("G({k}) = {}", self.g(k)),
            LabView::Dag(_) => match &self.dag {
                Some(d) => format!("G({}) = {}", d.1, self.g(d.1)),
                None => String::new(),
            },
            LabView::Play => String::new(),
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        // The rule's own boxes (code, set, split, named game), each ready to switch rules.
        let mut fields = self.p.rule.inputs();
        fields.push(InputField::same_game("n", Msg::FieldTableN, self.p.n));
        // The table's sentence names this box when the table is drawn as a window.
        if self.table_is_windowed() {
            fields.push(InputField::same_game("from", Msg::FieldFrom, self.p.from));
        }
        fields.push(InputField::list(
            "heaps",
            Msg::FieldHeaps,
            self.p.start.iter(),
        ));
        fields
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        let mut notes = vec![self.rule_sentence(lang)];
        // The table's walkthrough ends on the period: its notes do not say it first.
        if self.p.view != LabView::Table {
            notes.push(self.period_sentence(lang));
        }
        notes.push(tr(lang, self.p.rule.notation()).to_string());
        notes
    }

    /// The verdict names the heaps it is about: the table's steps never mention the heaps
    /// in play, which only the "heaps to play" box sets.
    fn verdict_text(&self, lang: Lang, first_wins: bool) -> String {
        let sizes: Vec<String> = self.heaps().iter().map(usize::to_string).collect();
        let (count, heaps) = (sizes.len(), grundy_core::text::list(&sizes, lang));
        if count == 0 {
            // A game played to its end ("heaps of  tokens" named no heap).
            return tr(lang, Msg::LabPlayNone).to_string();
        }
        if first_wins {
            t!(lang, LabVerdictWins { count, heaps })
        } else {
            t!(lang, LabVerdictLoses { count, heaps })
        }
    }

    fn play(&self) -> Option<PlayInfo> {
        (self.p.view == LabView::Play).then(|| play_info(&self.game, &self.history))
    }

    fn review(&self) -> Option<grundy_core::games::review::Review> {
        (self.p.view == LabView::Play)
            .then(|| grundy_core::games::review::review(&self.start_game, &self.history))
    }

    fn named_winning_move(&self, lang: Lang) -> Option<crate::lesson::NamedMove> {
        crate::lesson::first_winning_move(self, lang)
    }

    fn move_words(&self, play: &str, lang: Lang) -> Option<String> {
        Some(super::super::words::heap_move(
            &self.game.parse_move(play).ok()?,
            lang,
        ))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        (self.last.as_ref()).map(|m| super::super::words::heap_move(m, lang))
    }

    /// A split takes tokens from inside the heap, which no click plays: the hint marks them.
    fn move_parts(&self, play: &str) -> Vec<(&'static str, &'static str, String)> {
        let Ok(m) = self.game.parse_move(play) else {
            return Vec::new();
        };
        if m.m.right == 0 {
            return Vec::new();
        }
        // A split that takes nothing is played on the first token of its right part.
        let places = m.m.left + 1..=m.m.left + m.m.take.max(1);
        (places.map(|j| format!("{}:{j}", m.heap + 1)))
            .flat_map(|at| [("token", "at", at.clone()), ("", "at", at)])
            .collect()
    }

    fn views(&self) -> Vec<ViewLink> {
        let k = match self.p.view {
            LabView::Mex(k) | LabView::Dag(k) => k,
            _ => (self.p.n - 1).min(10),
        };
        // The DAG link opens a heap whose DAG can be read: Kayles' heap 10 has 56 positions
        // laid out 4,545 units wide (it opened at 486% on two nodes under a mass of arrows).
        let dag_k = match self.p.view {
            LabView::Dag(k) => k,
            _ => self.readable_dag_heap(k),
        };
        vec![
            ViewLink {
                view: "table",
                label: Msg::ViewLabTable.into(),
                params: vec![("heap", String::new())],
                current: self.p.view == LabView::Table,
            },
            ViewLink {
                view: "mex",
                label: phrase!(ViewLabMex {
                    heap: k.to_string()
                }),
                params: vec![("heap", k.to_string())],
                current: matches!(self.p.view, LabView::Mex(_)),
            },
            ViewLink {
                view: "dag",
                label: phrase!(ViewLabDag {
                    heap: dag_k.to_string()
                }),
                params: vec![("heap", dag_k.to_string())],
                current: matches!(self.p.view, LabView::Dag(_)),
            },
            ViewLink {
                view: "play",
                label: Msg::ViewLabPlay.into(),
                params: vec![("heap", String::new())],
                current: self.p.view == LabView::Play,
            },
        ]
    }

    fn question(&self, step: usize) -> Option<crate::lesson::quiz::Question> {
        match self.p.view {
            LabView::Dag(_) => self.dag.as_ref().and_then(|d| d.2.question(step)),
            LabView::Mex(k) if step > 0 && step + 1 == self.step_count() => {
                // The closing step takes the mex of every move's value.
                let label = format!("G({k})");
                let values = set_text(self.p.rule.moves(k).iter().map(|m| self.move_value(m)));
                let g = self.g(k);
                Some(crate::lesson::quiz::Question::number(
                    phrase!(QuizPromptMex {
                        node: k.to_string()
                    }),
                    g,
                    phrase!(QuizWhyMex {
                        node: label,
                        values: values,
                        value: g.to_string()
                    }),
                ))
            }
            _ => None,
        }
    }

    fn figure_hiding_answer(&self, step: usize, lang: Lang) -> Option<Figure> {
        match (self.p.view, &self.dag) {
            (LabView::Dag(_), Some(d)) => d.2.hiding(step, || self.figure(step, lang)),
            _ => None,
        }
    }
}
