//! The `ie-divisible` lesson: inclusion–exclusion term by term, as a Venn diagram (m ≤ 4), a
//! table of all 2^m − 1 terms (m ≤ 20, grouped by subset size on request), and a grid of 1..n
//! that shows why every number is counted exactly once. `mode=sets` does the same for named
//! sets whose intersection sizes are typed in (the |A ∪ B ∪ C| formula of the notes).

use super::{
    boxed, parse_u64, parse_u64_list, Facts, InputField, Lesson, Param, ParamError, Query,
    ViewLink, Walkthrough,
};
use crate::figure::venn::{outlines, region_points};
use crate::figure::{Figure, Hook};
use crate::i18n::{by_count, tr, trf, Lang, Msg};
use crate::ie::{binomial, lcm_capped, multiplicity, region_size, MAX_DIVISORS};

mod figures;
mod hooks;
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
    /// The lesson for a link query (missing parameters take the example n = 30, d = 2,3,5).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let by_size = match q.get("order") {
            None | Some("mask") => false,
            Some("size") => true,
            Some(other) => {
                return Err(ParamError::new(
                    "order",
                    Msg::ExpectOrder,
                    vec![other.into()],
                ))
            }
        };
        let (source, m, inter, lcm) = if q.get("mode") == Some("sets") {
            let names: Vec<String> = q
                .get("names")
                .unwrap_or("A,B,C")
                .split(',')
                .map(|s| s.trim().to_string())
                .collect();
            let mut unique = names.clone();
            unique.sort();
            unique.dedup();
            if names.is_empty()
                || names.len() > 4
                || unique.len() != names.len()
                || names.iter().any(|n| n.is_empty() || n.len() > 24)
            {
                return Err(ParamError::new("names", Msg::ExpectNames, Vec::new()));
            }
            let m = names.len();
            let terms = (1usize << m) - 1;
            let default = ["10", "8", "3", "9", "4", "2", "1"];
            let default = default[..terms.min(7)].join(",");
            let sizes = parse_u64_list(
                "sizes",
                q.get("sizes").unwrap_or(&default),
                "10,8,3,9,4,2,1",
                0,
                1_000_000_000_000_000_000,
                15,
            )?;
            if sizes.len() != terms {
                return Err(ParamError::new(
                    "sizes",
                    by_count(
                        terms as u64,
                        Msg::ExpectSizesCountOne,
                        Msg::ExpectSizesCount,
                    ),
                    vec![terms.to_string(), m.to_string(), sizes.len().to_string()],
                ));
            }
            let mut inter = vec![0u64; 1 << m];
            inter[1..].copy_from_slice(&sizes);
            (Source::Sets { names }, m, inter, Vec::new())
        } else {
            let n = parse_u64(
                "n",
                q.get("n").unwrap_or("30"),
                1,
                1_000_000_000_000_000_000,
            )?;
            let d = parse_u64_list(
                "d",
                q.get("d").unwrap_or("2,3,5"),
                "2,3,5",
                1,
                1_000_000_000_000_000_000,
                MAX_DIVISORS,
            )?;
            let m = d.len();
            let mut lcm = vec![1u64; 1 << m];
            let mut inter = vec![n; 1 << m];
            for mask in 1usize..1 << m {
                let top = usize::BITS - 1 - mask.leading_zeros();
                let rest = mask & !(1 << top);
                lcm[mask] = if lcm[rest] == 0 {
                    0
                } else {
                    lcm_capped(lcm[rest], d[top as usize], n).unwrap_or(0)
                };
                inter[mask] = n.checked_div(lcm[mask]).unwrap_or(PRUNED);
            }
            (Source::Divisible { n, d }, m, inter, lcm)
        };
        let mut order: Vec<u32> = (1u32..1 << m).collect();
        if by_size {
            order.sort_by_key(|&mask| (mask.count_ones(), mask));
        }
        let value = |mask: u32| {
            if inter[mask as usize] == PRUNED {
                0
            } else {
                i128::from(inter[mask as usize]) * sign(mask)
            }
        };
        let mut checkpoints = Vec::with_capacity(order.len() / CHECKPOINT + 1);
        let mut running = 0i128;
        for (i, &mask) in order.iter().enumerate() {
            if i % CHECKPOINT == 0 {
                checkpoints.push(running);
            }
            running += value(mask);
        }
        let mut lesson = IeLesson {
            source,
            m,
            inter,
            lcm,
            order,
            by_size,
            view: View::Venn,
            x: 1,
            total: running.max(0) as u64,
            checkpoints,
            region_labels: if m <= 4 {
                region_points(&outlines(m))
            } else {
                Vec::new()
            },
        };
        if let Source::Sets { names } = &lesson.source {
            // Every region (exactly the sets of S) must have a non-negative size.
            for region in 1usize..1 << m {
                let size = lesson.region_size(region);
                if size < 0 {
                    let who: Vec<&str> = (0..m)
                        .filter(|k| region >> k & 1 == 1)
                        .map(|k| names[k].as_str())
                        .collect();
                    return Err(ParamError::new(
                        "sizes",
                        Msg::ExpectSetsConsistent,
                        vec![who.join(" ∩ "), size.to_string()],
                    ));
                }
            }
        }
        lesson.view = match q.get("view") {
            None if m <= 4 => View::Venn,
            None => View::Terms,
            Some("venn") if m <= 4 => View::Venn,
            Some("terms") => View::Terms,
            Some("grid") if matches!(lesson.source, Source::Divisible { n, .. } if n <= MAX_GRID_N) => {
                View::Grid
            }
            Some("grid") if matches!(lesson.source, Source::Divisible { .. }) => {
                return Err(ParamError::new(
                    "view",
                    Msg::ExpectGridN,
                    vec![MAX_GRID_N.to_string()],
                ))
            }
            Some(other) => {
                return Err(ParamError::new(
                    "view",
                    Msg::ExpectView,
                    vec![lesson.view_names().join(", "), other.into()],
                ))
            }
        };
        if let (View::Grid, Source::Divisible { n, d }) = (lesson.view, &lesson.source) {
            // By default the smallest number in the most sets: the most telling example.
            let default = (1..=*n)
                .max_by_key(|&x| (multiplicity(x, d), std::cmp::Reverse(x)))
                .unwrap_or(1);
            lesson.x = match q.get("x") {
                None => default,
                Some(t) => parse_u64("x", t, 1, *n)?,
            };
        }
        Ok(lesson)
    }

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
                return trf(lang, Msg::IeGridIntro, &[n.to_string()]);
            }
            let divides: Vec<String> = d
                .iter()
                .filter(|&&v| self.x.is_multiple_of(v))
                .map(|v| v.to_string())
                .collect();
            let k = divides.len() as u64;
            if k == 0 {
                return trf(lang, Msg::IeGridNone, &[self.x.to_string()]);
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
            return trf(
                lang,
                Msg::IeGridOnce,
                &[
                    self.x.to_string(),
                    divides.join(", "),
                    k.to_string(),
                    terms,
                    values,
                ],
            );
        }
        let terms = self.order.len();
        if step == 0 {
            return match &self.source {
                Source::Divisible { n, d } => {
                    let ds: Vec<String> = d.iter().map(|v| v.to_string()).collect();
                    trf(
                        lang,
                        by_count(self.m as u64, Msg::IeIntroOne, Msg::IeIntro),
                        &[
                            n.to_string(),
                            ds.join(", "),
                            self.m.to_string(),
                            terms.to_string(),
                        ],
                    )
                }
                Source::Sets { .. } => trf(
                    lang,
                    by_count(self.m as u64, Msg::IeSetsIntroOne, Msg::IeSetsIntro),
                    &[self.union_text(), self.m.to_string(), terms.to_string()],
                ),
            };
        }
        let Some(mask) = self.term_at(step) else {
            let mut s = match &self.source {
                Source::Divisible { n, .. } => trf(
                    lang,
                    by_count(self.total, Msg::IeResultOne, Msg::IeResult),
                    &[self.total.to_string(), n.to_string()],
                ),
                Source::Sets { .. } => trf(
                    lang,
                    Msg::IeSetsResult,
                    &[self.union_text(), self.total.to_string()],
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
                s.push_str(&trf(
                    lang,
                    Msg::IeRegionsCheck,
                    &[regions.join(" + "), self.total.to_string()],
                ));
            }
            return s;
        };
        let running = self.running_after(step).to_string();
        let size = mask.count_ones();
        let value = self.inter[mask as usize];
        let mut parts = Vec::new();
        match &self.source {
            Source::Divisible { n, .. } if value == PRUNED => parts.push(trf(
                lang,
                Msg::IeTermPruned,
                &[self.bits(mask), self.subset_text(mask), n.to_string()],
            )),
            Source::Divisible { n, .. } => {
                let head = match (size == 1, value == 1) {
                    (false, false) => Msg::IeTermHead,
                    (false, true) => Msg::IeTermHeadOne,
                    (true, false) => Msg::IeTermSingle,
                    (true, true) => Msg::IeTermSingleOne,
                };
                parts.push(trf(
                    lang,
                    head,
                    &[
                        self.bits(mask),
                        self.subset_text(mask),
                        self.lcm[mask as usize].to_string(),
                        n.to_string(),
                        value.to_string(),
                    ],
                ));
            }
            Source::Sets { .. } => parts.push(trf(
                lang,
                Msg::IeSetTermHead,
                &[self.bits(mask), self.subset_text(mask), value.to_string()],
            )),
        }
        if value != PRUNED {
            let msg = if sign(mask) > 0 {
                by_count(u64::from(size), Msg::IeAddOne, Msg::IeAdd)
            } else {
                Msg::IeSub
            };
            parts.push(trf(lang, msg, &[size.to_string()]));
        }
        parts.push(trf(lang, Msg::IeRunning, &[running]));
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
                    label,
                    args: Vec::new(),
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
                label: Msg::OrderMask,
                args: Vec::new(),
                params: vec![("order", "mask".into())],
                current: !self.by_size,
            });
            v.push(ViewLink {
                view,
                label: Msg::OrderSize,
                args: Vec::new(),
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
