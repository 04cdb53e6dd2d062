//! The `ie-divisible` lesson: inclusion–exclusion term by term, as a Venn diagram (m ≤ 4), a
//! table of all 2^m − 1 terms (m ≤ 20, grouped by subset size on request), and a grid of 1..n
//! that shows why every number is counted exactly once. `mode=sets` does the same for named
//! sets whose intersection sizes are typed in (the |A ∪ B ∪ C| formula of the notes).

use super::{
    boxed, parse_u64, parse_u64_list, Facts, InputField, Lesson, Param, ParamError, Query,
    ViewLink, Walkthrough,
};
use grundy_core::figure::venn::{outlines, region_points};
use grundy_core::figure::{Figure, Hook};
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::ie::{binomial, lcm_capped, multiplicity, region_size, MAX_DIVISORS};
use grundy_core::t;

mod figures;
mod hooks;
mod params;
mod quiz;

/// Largest n for the grid view.
pub const MAX_GRID_N: u64 = 500;
/// Rows of the term table shown at once when there are more terms than that.
const TABLE_WINDOW: usize = 40;
/// Running totals are kept every this many terms (the rest are summed on demand).
const CHECKPOINT: usize = 1024;
const PRUNED: u64 = u64::MAX;

enum Source {
    Divisible { n: u64, d: Vec<u64> },
    Sets { names: Vec<String> },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum View {
    Venn,
    Terms,
    Grid,
}

/// A validated inclusion–exclusion lesson.
pub struct IeLesson {
    source: Source,
    m: usize,
    /// |∩ of the subset| for every mask (index = mask; PRUNED when the lcm exceeds n).
    inter: Vec<u64>,
    /// lcm of every mask (divisible mode; 0 when it exceeds n).
    lcm: Vec<u64>,
    /// Masks in walk order.
    order: Vec<u32>,
    by_size: bool,
    view: View,
    x: u64,
    total: u64,
    checkpoints: Vec<i128>,
    /// Where each Venn region's count goes (m ≤ 4): sampled once, not on every step.
    region_labels: Vec<Option<(f64, f64)>>,
}

fn sign(mask: u32) -> i128 {
    if mask.count_ones() % 2 == 1 {
        1
    } else {
        -1
    }
}

/// The `ie-divisible` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "ie-divisible",
    title: Msg::TitleIeDivisible,
    summary: Msg::SummaryIeDivisible,
    params: &[
        Param::with("n", "30"),
        Param::with("d", "2,3,5"),
        Param::optional("order"),
        Param::optional("x"),
        Param::optional("mode"),
        Param::optional("names"),
        Param::optional("sizes"),
    ],
    views: &["venn", "terms", "grid"],
    build: |q| IeLesson::from_query(q).map(boxed),
};

impl IeLesson {
    fn view_names(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        if self.m <= 4 {
            v.push("venn");
        }
        v.push("terms");
        if matches!(self.source, Source::Divisible { n, .. } if n <= MAX_GRID_N) {
            v.push("grid");
        }
        v
    }

    /// How many elements lie in exactly the sets of `region` (m ≤ 4; see [`region_size`]).
    fn region_size(&self, region: usize) -> i128 {
        let inter: Vec<Option<u64>> = self
            .inter
            .iter()
            .map(|&v| (v != PRUNED).then_some(v))
            .collect();
        region_size(&inter, self.m as u32, region)
    }

    fn running_after(&self, steps: usize) -> i128 {
        let base = steps / CHECKPOINT;
        let mut r = self.checkpoints.get(base).copied().unwrap_or(0);
        for &mask in &self.order[base * CHECKPOINT..steps.min(self.order.len())] {
            if self.inter[mask as usize] != PRUNED {
                r += i128::from(self.inter[mask as usize]) * sign(mask);
            }
        }
        r
    }

    fn set_name(&self, k: usize) -> String {
        match &self.source {
            Source::Divisible { d, .. } => format!("÷{}", d[k]),
            Source::Sets { names } => names[k].clone(),
        }
    }

    fn subset_text(&self, mask: u32) -> String {
        match &self.source {
            Source::Divisible { d, .. } => {
                let ds: Vec<String> = (0..self.m)
                    .filter(|k| mask >> k & 1 == 1)
                    .map(|k| d[k].to_string())
                    .collect();
                format!("{{{}}}", ds.join(", "))
            }
            Source::Sets { names } => (0..self.m)
                .filter(|k| mask >> k & 1 == 1)
                .map(|k| names[k].as_str())
                .collect::<Vec<_>>()
                .join(" ∩ "),
        }
    }

    fn bits(&self, mask: u32) -> String {
        (0..self.m)
            .rev()
            .map(|k| if mask >> k & 1 == 1 { '1' } else { '0' })
            .collect()
    }

    fn union_text(&self) -> String {
        match &self.source {
            Source::Sets { names } => names.join(" ∪ "),
            Source::Divisible { .. } => String::new(),
        }
    }

    /// The term at walk `step` (1-based term steps), if any.
    fn term_at(&self, step: usize) -> Option<u32> {
        (1..=self.order.len())
            .contains(&step)
            .then(|| self.order[step - 1])
    }
}

impl Walkthrough for IeLesson {
    fn step_count(&self) -> usize {
        match self.view {
            View::Grid => 2,
            _ => self.order.len() + 2,
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        match self.view {
            View::Venn => self.venn_figure(step, lang),
            View::Grid => self.grid_figure(step, lang),
            View::Terms => {
                let (shapes, w, h) = self.table(step, lang, 20.0, 10.0, false);
                Figure {
                    width: w + 40.0,
                    height: h + 30.0,
                    title: tr(lang, Msg::ViewTerms).to_string(),
                    shapes,
                }
            }
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if self.view == View::Grid {
            let Source::Divisible { n, d } = &self.source else {
                return String::new();
            };
            if step == 0 {
                return t!(lang, IeGridIntro { n: n.to_string() });
            }
            let divides: Vec<String> = d
                .iter()
                .filter(|&&v| self.x.is_multiple_of(v))
                .map(|v| v.to_string())
                .collect();
            let k = divides.len() as u64;
            if k == 0 {
                return t!(
                    lang,
                    IeGridNone {
                        number: self.x.to_string()
                    }
                );
            }
            let mut terms = String::new();
            let mut values = String::new();
            for j in 1..=k {
                let op = if j == 1 {
                    ""
                } else if j % 2 == 0 {
                    " − "
                } else {
                    " + "
                };
                terms.push_str(&format!("{op}C({k},{j})"));
                values.push_str(&format!("{op}{}", binomial(k, j)));
            }
            return t!(
                lang,
                IeGridOnce {
                    number: self.x.to_string(),
                    divisors: grundy_core::text::list(&divides, lang),
                    count: k.to_string(),
                    signs: terms,
                    ones: values
                }
            );
        }
        let terms = self.order.len();
        if step == 0 {
            return match &self.source {
                Source::Divisible { n, d } => {
                    let ds: Vec<String> = d.iter().map(|v| v.to_string()).collect();
                    if self.m == 1 {
                        t!(
                            lang,
                            IeIntroOne {
                                n,
                                divisor: grundy_core::text::list(&ds, lang)
                            }
                        )
                    } else if self.m == 2 {
                        // Two divisors have a pair and no triple.
                        t!(
                            lang,
                            IeIntroTwo {
                                n,
                                divisors: grundy_core::text::list(&ds, lang)
                            }
                        )
                    } else {
                        t!(
                            lang,
                            IeIntro {
                                n,
                                divisors: grundy_core::text::list(&ds, lang),
                                // Written as the power's exponent: 2³ − 1.
                                m: grundy_core::text::superscript(self.m),
                                terms
                            }
                        )
                    }
                }
                Source::Sets { .. } if self.m == 1 => t!(
                    lang,
                    IeSetsIntroOne {
                        set: self.union_text()
                    }
                ),
                Source::Sets { .. } => t!(
                    lang,
                    IeSetsIntro {
                        union: self.union_text(),
                        m: grundy_core::text::superscript(self.m),
                        terms
                    }
                ),
            };
        }
        let Some(mask) = self.term_at(step) else {
            let mut s = match &self.source {
                Source::Divisible { n, d } => t!(
                    lang,
                    IeResult {
                        count: self.total,
                        n,
                        divisors: grundy_core::text::list(
                            &d.iter().map(u64::to_string).collect::<Vec<_>>(),
                            lang
                        )
                    }
                ),
                Source::Sets { .. } => t!(
                    lang,
                    IeSetsResult {
                        union: self.union_text(),
                        size: self.total.to_string()
                    }
                ),
            };
            if self.view == View::Venn {
                // The diagram's regions, shown at this step, check the total.
                let regions: Vec<String> = (1usize..1 << self.m)
                    .map(|r| self.region_size(r).to_string())
                    .collect();
                if lang == Lang::En {
                    s.push(' ');
                }
                s.push_str(&t!(
                    lang,
                    IeRegionsCheck {
                        sum: regions.join(" + "),
                        total: self.total.to_string()
                    }
                ));
            }
            return s;
        };
        let running = self.running_after(step).to_string();
        let size = mask.count_ones();
        let value = self.inter[mask as usize];
        let mut parts = Vec::new();
        match &self.source {
            Source::Divisible { n, .. } if value == PRUNED => parts.push(t!(
                lang,
                IeTermPruned {
                    index: self.bits(mask),
                    term: self.subset_text(mask),
                    n: n.to_string()
                }
            )),
            Source::Divisible { n, .. } => {
                let (index, term, lcm) = (
                    self.bits(mask),
                    self.subset_text(mask),
                    self.lcm[mask as usize].to_string(),
                );
                parts.push(if size == 1 {
                    t!(
                        lang,
                        IeTermSingle {
                            index,
                            term,
                            divisor: lcm,
                            n,
                            count: value
                        }
                    )
                } else {
                    t!(
                        lang,
                        IeTermHead {
                            index,
                            term,
                            lcm,
                            n,
                            count: value
                        }
                    )
                });
            }
            Source::Sets { .. } => parts.push(t!(
                lang,
                IeSetTermHead {
                    index: self.bits(mask),
                    set: self.subset_text(mask),
                    size: value.to_string()
                }
            )),
        }
        if value != PRUNED {
            parts.push(if sign(mask) > 0 {
                t!(lang, IeAdd { size })
            } else {
                t!(lang, IeSub { size })
            });
        }
        parts.push(t!(lang, IeRunning { total: running }));
        parts.join(if lang == Lang::Zh { "" } else { " " })
    }

    fn facts(&self) -> Facts {
        Facts {
            result: Some(self.total.to_string()),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        match &self.source {
            Source::Divisible { n, d } => vec![
                InputField::text("n", Msg::FieldN, n),
                InputField::list("d", Msg::FieldDivisors, d.iter()),
            ],
            Source::Sets { names } => vec![
                InputField {
                    param: "names",
                    label: Msg::FieldSetNames,
                    value: names.join(","),
                    multiline: false,
                    same_game: false,
                },
                InputField {
                    param: "sizes",
                    label: Msg::FieldSetSizes,
                    value: self.inter[1..]
                        .iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join(","),
                    multiline: false,
                    same_game: false,
                },
            ],
        }
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![
            tr(lang, Msg::IeWhy).to_string(),
            tr(lang, Msg::IePruneWhy).to_string(),
        ]
    }

    fn views(&self) -> Vec<ViewLink> {
        let mut v: Vec<ViewLink> = self
            .view_names()
            .into_iter()
            .map(|name| {
                let (label, view) = match name {
                    "venn" => (Msg::ViewVenn, View::Venn),
                    "grid" => (Msg::ViewGrid, View::Grid),
                    _ => (Msg::ViewTerms, View::Terms),
                };
                ViewLink {
                    view: name,
                    label: label.into(),
                    params: Vec::new(),
                    current: self.view == view,
                }
            })
            .collect();
        if self.view != View::Grid {
            let view = if self.view == View::Venn {
                "venn"
            } else {
                "terms"
            };
            v.push(ViewLink {
                view,
                label: Msg::OrderMask.into(),
                params: vec![("order", "mask".into())],
                current: !self.by_size,
            });
            v.push(ViewLink {
                view,
                label: Msg::OrderSize.into(),
                params: vec![("order", "size".into())],
                current: self.by_size,
            });
        }
        v
    }

    fn question(&self, step: usize) -> Option<super::quiz::Question> {
        self.term_question(step)
    }
}

#[cfg(test)]
mod tests;
