//! The `ie-divisible` lesson: inclusion–exclusion term by term, as a Venn diagram (m ≤ 4), a
//! table of all 2^m − 1 terms (m ≤ 20, grouped by subset size on request), and a grid of 1..n
//! that shows why every number is counted exactly once. `mode=sets` does the same for named
//! sets whose intersection sizes are typed in (the |A ∪ B ∪ C| formula of the notes).

use super::{
    boxed, parse_u64, parse_u64_list, Facts, InputField, Lesson, Param, ParamError, Query,
    ViewLink, Walkthrough,
};
use crate::figure::venn::{
    intersection_highlight, outlines, region_label, region_points, VENN_H, VENN_W,
};
use crate::figure::{text_width, Anchor, Figure, Hook, Shape};
use crate::i18n::{tr, trf, Lang, Msg};
use crate::ie::{binomial, lcm_capped, multiplicity, region_size, MAX_DIVISORS};

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
                    Msg::ExpectSizesCount,
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

    fn term_hook(&self, mask: u32) -> Hook {
        let members: Vec<String> = (0..self.m)
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| (k + 1).to_string())
            .collect();
        let mut data = vec![
            ("set", members.join(",")),
            ("sign", if sign(mask) > 0 { "+" } else { "-" }.to_string()),
        ];
        if self.inter[mask as usize] == PRUNED {
            data.push(("pruned", "true".into()));
        } else {
            data.push(("value", self.inter[mask as usize].to_string()));
        }
        Hook {
            testid: "ie-term",
            data,
        }
    }

    /// The term table, beginning at (x, y); returns its shapes and its size. `big` uses the
    /// projection-sized font (for the few rows under a Venn diagram).
    fn table(
        &self,
        step: usize,
        lang: Lang,
        x0: f64,
        y0: f64,
        big: bool,
    ) -> (Vec<Shape>, f64, f64) {
        let (px, row_h, cell_class, head_class) = if big {
            (28.0, 42.0, "txt", "txt-small")
        } else {
            (20.0, 30.0, "txt-small", "txt-muted")
        };
        let current = self.term_at(step);
        let count = self.order.len();
        let (first, last) = if count <= 64 {
            (0, count)
        } else {
            let at = step.saturating_sub(1).min(count - 1);
            let first = at
                .saturating_sub(TABLE_WINDOW / 2)
                .min(count - TABLE_WINDOW);
            (first, first + TABLE_WINDOW)
        };
        let divisible = matches!(self.source, Source::Divisible { .. });
        let heads = [
            tr(lang, Msg::ColMask),
            tr(lang, Msg::ColSet),
            if divisible { tr(lang, Msg::ColLcm) } else { "" },
            tr(lang, Msg::ColSign),
            if divisible {
                tr(lang, Msg::ColCount)
            } else {
                tr(lang, Msg::ColSize)
            },
            tr(lang, Msg::ColRunning),
        ];
        // Every column is as wide as its widest cell or its header, whichever is wider.
        let head_w = |i: usize| text_width(heads[i], 20.0) + 20.0;
        let set_w = (first..last)
            .map(|i| text_width(&self.subset_text(self.order[i]), px))
            .fold(0.0, f64::max)
            .max(head_w(1))
            + 20.0;
        let mask_w = (self.m as f64 * px * 0.6 + 20.0).max(head_w(0));
        let lcm_w = if divisible {
            (first..last)
                .map(|i| text_width(&self.lcm[self.order[i] as usize].to_string(), px))
                .fold(text_width(tr(lang, Msg::Pruned), px), f64::max)
                .max(head_w(2))
                + 24.0
        } else {
            0.0
        };
        let num_w = text_width(&self.total.max(self.inter[0]).to_string(), px)
            .max(head_w(4))
            .max(head_w(5))
            + 24.0;
        let cols = [mask_w, set_w, lcm_w, px * 1.6, num_w, num_w];
        let width: f64 = cols.iter().sum();
        let mut shapes = Vec::new();
        let mut cx = x0;
        for (w, h) in cols.iter().zip(heads) {
            if *w > 0.0 {
                shapes.push(Shape::Text {
                    x: cx + w - 10.0,
                    y: y0 + 20.0,
                    text: h.to_string(),
                    anchor: Anchor::End,
                    class: head_class,
                });
            }
            cx += w;
        }
        let mut y = y0 + 28.0;
        if count > 64 {
            shapes.push(Shape::Text {
                x: x0,
                y: y + 18.0,
                text: trf(
                    lang,
                    Msg::TermsWindow,
                    &[(first + 1).to_string(), last.to_string(), count.to_string()],
                ),
                anchor: Anchor::Start,
                class: "txt-muted",
            });
            y += row_h;
        }
        let mut last_size = 0;
        for i in first..last {
            let mask = self.order[i];
            if self.by_size && mask.count_ones() != last_size {
                last_size = mask.count_ones();
                shapes.push(Shape::Text {
                    x: x0 + 4.0,
                    y: y + row_h * 0.7,
                    text: trf(lang, Msg::SizeGroup, &[last_size.to_string()]),
                    anchor: Anchor::Start,
                    class: "txt-strong",
                });
                y += row_h;
            }
            let pruned = self.inter[mask as usize] == PRUNED;
            let mut row = Vec::new();
            let class = if current == Some(mask) {
                "row-hot"
            } else if pruned {
                "row-pruned"
            } else {
                "bg"
            };
            row.push(Shape::Rect {
                x: x0,
                y,
                w: width,
                h: row_h - 2.0,
                r: 4.0,
                class,
            });
            let done = i < step;
            let text_class = if pruned { "txt-muted" } else { cell_class };
            let values = [
                self.bits(mask),
                self.subset_text(mask),
                if divisible {
                    if pruned {
                        tr(lang, Msg::Pruned).to_string()
                    } else {
                        self.lcm[mask as usize].to_string()
                    }
                } else {
                    String::new()
                },
                if sign(mask) > 0 {
                    "+".into()
                } else {
                    "−".into()
                },
                if pruned {
                    "0".into()
                } else {
                    self.inter[mask as usize].to_string()
                },
                if done {
                    self.running_after(i + 1).to_string()
                } else {
                    String::new()
                },
            ];
            let mut cx = x0;
            for (w, v) in cols.iter().zip(values) {
                if *w > 0.0 {
                    row.push(Shape::Text {
                        x: cx + w - 10.0,
                        y: y + row_h * 0.7,
                        text: v,
                        anchor: Anchor::End,
                        class: text_class,
                    });
                }
                cx += w;
            }
            shapes.push(Shape::Group {
                class: "",
                hook: Some(self.term_hook(mask)),
                children: row,
            });
            y += row_h;
        }
        if step > count {
            shapes.push(Shape::Line {
                x1: x0,
                y1: y + 2.0,
                x2: x0 + width,
                y2: y + 2.0,
                class: "rule",
            });
            shapes.push(Shape::Text {
                x: x0 + width - 10.0,
                y: y + 32.0,
                text: format!("{} = {}", tr(lang, Msg::TotalLabel), self.total),
                anchor: Anchor::End,
                class: "txt-strong",
            });
            y += 40.0;
        }
        (shapes, width, y - y0)
    }

    fn venn_figure(&self, step: usize, lang: Lang) -> Figure {
        let shapes_out = outlines(self.m);
        let points = &self.region_labels;
        let mut shapes = Vec::new();
        let current = self.term_at(step);
        if let Some(mask) = current {
            if self.inter[mask as usize] != PRUNED {
                shapes.push(intersection_highlight(&shapes_out, mask as usize));
            }
        }
        for (k, o) in shapes_out.iter().enumerate() {
            shapes.push(o.shape(["set0", "set1", "set2", "set3"][k]));
        }
        if let Some(mask) = current {
            for (k, o) in shapes_out.iter().enumerate() {
                if mask >> k & 1 == 1 {
                    shapes.push(o.shape("set-hot"));
                }
            }
        }
        for (k, o) in shapes_out.iter().enumerate() {
            let (x, y) = o.name_point((VENN_W / 2.0, VENN_H / 2.0));
            shapes.push(Shape::Text {
                x,
                y: y + 10.0,
                text: self.set_name(k),
                anchor: Anchor::Middle,
                class: "txt-strong",
            });
        }
        for region in 1usize..1 << self.m {
            if let Some(p) = points[region] {
                let hot = current.is_some_and(|t| region & t as usize == t as usize);
                shapes.push(region_label(
                    p,
                    self.region_size(region).to_string(),
                    if hot { "txt-big" } else { "txt" },
                ));
            }
        }
        // The table goes under the diagram, in projection-sized type.
        let (table, tw, th) = self.table(step, lang, 20.0, VENN_H + 10.0, true);
        shapes.extend(table);
        Figure {
            width: VENN_W.max(tw + 40.0),
            height: VENN_H + th + 30.0,
            title: tr(lang, Msg::ViewVenn).to_string(),
            shapes,
        }
    }

    fn grid_figure(&self, step: usize, lang: Lang) -> Figure {
        let Source::Divisible { n, d } = &self.source else {
            return self.venn_figure(step, lang);
        };
        // Rows of ten while that fits (decimal structure shows), wider rows for large n.
        let cols: u64 = if *n <= 100 {
            10
        } else if *n <= 400 {
            20
        } else {
            25
        };
        let (cell, gap) = (52.0, 5.0);
        let mut shapes = Vec::new();
        for x in 1..=*n {
            let (r, c) = ((x - 1) / cols, (x - 1) % cols);
            let (px, py) = (
                20.0 + c as f64 * (cell + gap),
                20.0 + r as f64 * (cell + gap),
            );
            let k = multiplicity(x, d).min(4);
            let class = ["mult0", "mult1", "mult2", "mult3", "mult4"][k];
            let mut children = vec![Shape::Rect {
                x: px,
                y: py,
                w: cell,
                h: cell,
                r: 4.0,
                class,
            }];
            if step >= 1 && x == self.x {
                children.push(Shape::Rect {
                    x: px - 3.0,
                    y: py - 3.0,
                    w: cell + 6.0,
                    h: cell + 6.0,
                    r: 6.0,
                    class: "focus-ring",
                });
            }
            children.push(Shape::Text {
                x: px + cell / 2.0,
                y: py + 33.0,
                text: x.to_string(),
                anchor: Anchor::Middle,
                class: if k >= 3 { "txt-cell-inv" } else { "txt-cell" },
            });
            shapes.push(Shape::Group {
                class: "clickable",
                hook: Some(Hook {
                    testid: "grid-cell",
                    data: vec![
                        ("x", x.to_string()),
                        ("k", multiplicity(x, d).to_string()),
                        ("link", format!("x={x}&step=1")),
                    ],
                }),
                children,
            });
        }
        let rows = n.div_ceil(cols);
        let y = 20.0 + rows as f64 * (cell + gap) + 20.0;
        shapes.push(Shape::Text {
            x: 20.0,
            y: y + 20.0,
            text: tr(lang, Msg::IeGridLegend).to_string(),
            anchor: Anchor::Start,
            class: "txt-small",
        });
        let mut lx = 20.0 + text_width(tr(lang, Msg::IeGridLegend), 20.0) + 16.0;
        for k in 0..=4usize.min(self.m) {
            shapes.push(Shape::Rect {
                x: lx,
                y,
                w: 28.0,
                h: 28.0,
                r: 4.0,
                class: ["mult0", "mult1", "mult2", "mult3", "mult4"][k],
            });
            let label = if k == 4 && self.m > 4 {
                "4+".to_string()
            } else {
                k.to_string()
            };
            shapes.push(Shape::Text {
                x: lx + 36.0,
                y: y + 21.0,
                text: label,
                anchor: Anchor::Start,
                class: "txt-small",
            });
            lx += 80.0;
        }
        let width = 40.0 + cols.min(*n) as f64 * (cell + gap);
        Figure {
            width: width.max(lx + 20.0),
            height: y + 50.0,
            title: tr(lang, Msg::ViewGrid).to_string(),
            shapes,
        }
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
                        Msg::IeIntro,
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
                    Msg::IeSetsIntro,
                    &[self.union_text(), self.m.to_string(), terms.to_string()],
                ),
            };
        }
        let Some(mask) = self.term_at(step) else {
            return match &self.source {
                Source::Divisible { n, .. } => trf(
                    lang,
                    Msg::IeResult,
                    &[self.total.to_string(), n.to_string()],
                ),
                Source::Sets { .. } => trf(
                    lang,
                    Msg::IeSetsResult,
                    &[self.union_text(), self.total.to_string()],
                ),
            };
        };
        let running = self.running_after(step).to_string();
        let size = mask.count_ones().to_string();
        match &self.source {
            Source::Divisible { n, .. } => {
                if self.inter[mask as usize] == PRUNED {
                    trf(
                        lang,
                        Msg::IeTermPruned,
                        &[
                            self.bits(mask),
                            self.subset_text(mask),
                            n.to_string(),
                            running,
                        ],
                    )
                } else {
                    let msg = if sign(mask) > 0 {
                        Msg::IeTermAdd
                    } else {
                        Msg::IeTermSub
                    };
                    let l = self.lcm[mask as usize].to_string();
                    trf(
                        lang,
                        msg,
                        &[
                            self.bits(mask),
                            self.subset_text(mask),
                            l,
                            n.to_string(),
                            self.inter[mask as usize].to_string(),
                            size,
                            running,
                        ],
                    )
                }
            }
            Source::Sets { .. } => {
                let msg = if sign(mask) > 0 {
                    Msg::IeSetTermAdd
                } else {
                    Msg::IeSetTermSub
                };
                trf(
                    lang,
                    msg,
                    &[
                        self.bits(mask),
                        self.subset_text(mask),
                        self.inter[mask as usize].to_string(),
                        size,
                        running,
                    ],
                )
            }
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(q: &str) -> IeLesson {
        IeLesson::from_query(&Query::parse(q)).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn example_counts_and_regions() {
        let l = lesson("");
        assert_eq!(l.facts().result.as_deref(), Some("22"));
        // Exactly divisible by 2 only: 2,4,8,14,16,22,26,28 (8 numbers up to 30).
        assert_eq!(l.region_size(0b001), 8);
        assert_eq!(l.region_size(0b111), 1);
        let regions: i128 = (1..8).map(|r| l.region_size(r)).sum();
        assert_eq!(regions, 22);
        assert_eq!(l.step_count(), 9);
        let svg = l.figure(4, Lang::En).to_svg();
        assert_eq!(svg.matches(r#"data-testid="ie-term""#).count(), 7);
        assert!(svg.contains(r#"data-set="1,2" data-sign="-" data-value="5""#));
        assert!(svg.contains("clip-path"));
        assert!(
            l.sentence(3, Lang::En).contains("lcm 6"),
            "{}",
            l.sentence(3, Lang::En)
        );
    }

    #[test]
    fn running_totals_match_for_every_step_in_both_orders() {
        for order in ["mask", "size"] {
            let l = lesson(&format!("n=1000&d=2,3,5,7,11,13,17&order={order}"));
            let mut r = 0i128;
            for (i, &mask) in l.order.iter().enumerate() {
                assert_eq!(l.running_after(i), r);
                if l.inter[mask as usize] != PRUNED {
                    r += i128::from(l.inter[mask as usize]) * sign(mask);
                }
            }
            assert_eq!(r as u64, crate::ie::count(1000, &[2, 3, 5, 7, 11, 13, 17]));
        }
    }

    #[test]
    fn twenty_divisors_use_a_window_of_the_table() {
        let d: Vec<String> = (2..22).map(|v| v.to_string()).collect();
        let l = lesson(&format!("n=1000000000000000000&d={}", d.join(",")));
        assert_eq!(l.step_count(), (1 << 20) + 1);
        let svg = l.figure(500_000, Lang::En).to_svg();
        assert_eq!(
            svg.matches(r#"data-testid="ie-term""#).count(),
            TABLE_WINDOW
        );
        assert!(
            svg.contains("terms 499980–500019 of 1048575"),
            "term 500000 with twenty before it"
        );
    }

    #[test]
    fn sets_mode_checks_consistency() {
        let l = lesson("mode=sets&names=A,B&sizes=10,8,3");
        assert_eq!(l.facts().result.as_deref(), Some("15"));
        let e = IeLesson::from_query(&Query::parse("mode=sets&names=A,B&sizes=2,8,3"))
            .err()
            .unwrap();
        assert!(
            e.message(Lang::En)
                .contains("the part in exactly A would have -1 elements"),
            "{}",
            e.message(Lang::En)
        );
        assert!(IeLesson::from_query(&Query::parse("mode=sets&names=A,B&sizes=1,2")).is_err());
    }

    #[test]
    fn the_grid_explains_one_number() {
        let l = lesson("n=30&d=2,3,5&view=grid&x=30");
        assert_eq!(l.step_count(), 2);
        assert_eq!(l.sentence(1, Lang::En), "30 is divisible by 2, 3, 5 (3 of them). Every term whose subset lies inside these counts it once, with its sign: C(3,1) − C(3,2) + C(3,3) = 3 − 3 + 1 = 1. So it is counted exactly once.");
        assert!(IeLesson::from_query(&Query::parse("n=501&view=grid")).is_err());
    }
}
