//! The inclusion–exclusion figures as each step shows them: the term table (a term's lcm,
//! sign, count and running total appear at the step that derives them), the Venn diagram with
//! the current term's intersection and, at the end only, its regions, and the counting grid.

use super::{sign, IeLesson, Source, PRUNED, TABLE_WINDOW};
use grundy_core::figure::venn::{intersection_highlight, outlines, region_label, VENN_H, VENN_W};
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::ie::multiplicity;
use grundy_core::t;

/// The class of a size group's name ("2 sets") in the term table, and its font size.
const GROUP_NAME_CLASS: &str = "txt-strong";
const GROUP_NAME_PX: f64 = 28.0;

impl IeLesson {
    /// The term table, beginning at (x, y); returns its shapes and its size. `big` uses the
    /// projection-sized font (for the few rows under a Venn diagram). A term's lcm, sign,
    /// count and running total appear at the step that derives them; the rows ahead show only
    /// their mask and subset (the plan the first step announces).
    pub(super) fn table(
        &self,
        step: usize,
        lang: Lang,
        x0: f64,
        y0: f64,
        big: bool,
    ) -> (Vec<Shape>, f64, f64) {
        let (px, row_h, cell_class, head_class) = if big {
            (28.0, 36.0, "txt", "txt")
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
        let head_w = |i: usize| text_width(heads[i], px) + 20.0;
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
        // Each number column as wide as its own header needs: one width for both left a wide
        // gap before "⌊n/lcm⌋", while the sign column's "±" nearly touched "lcm".
        let digits_w = text_width(&self.total.max(self.inter[0]).to_string(), px);
        let num_w = |head: usize| digits_w.max(head_w(head)) + 24.0;
        let cols = [mask_w, set_w, lcm_w, px * 2.2, num_w(4), num_w(5)];
        // In size order, each group's name ("2 sets") stands left of its first row, in a column
        // of its own: as a row of its own it made the table three rows taller than in bitmask
        // order, and at the last step the view scrolled the Venn diagram away.
        let group_name = |size: u32| t!(lang, SizeGroup { size: size });
        // The names are drawn bold at `txt-strong`'s 28 units whatever the table's own size
        // (measured at the table's size, "2 sets" ran under the rows' backgrounds), and bold
        // glyphs are about 15 % wider than `text_width` counts.
        let group_w = if self.by_size {
            (1..=self.m as u32)
                .map(|k| text_width(&group_name(k), GROUP_NAME_PX) * 1.15)
                .fold(0.0, f64::max)
                + 16.0
        } else {
            0.0
        };
        let width: f64 = group_w + cols.iter().sum::<f64>();
        let mut shapes = Vec::new();
        let mut head = Vec::new();
        let head_y = y0 + if big { 28.0 } else { 20.0 };
        let mut cx = x0 + group_w;
        for (w, h) in cols.iter().zip(heads) {
            if *w > 0.0 {
                head.push(Shape::text(
                    cx + w - 10.0,
                    head_y,
                    h.to_string(),
                    Anchor::End,
                    head_class,
                ));
            }
            cx += w;
        }
        // The first step announces the terms: their columns are its focus.
        shapes.push(Shape::keyed("table-head", String::new(), step == 0, head));
        let mut y = head_y + 8.0;
        if count > 64 {
            shapes.push(Shape::text(
                x0,
                y + 18.0,
                t!(
                    lang,
                    TermsWindow {
                        first: (first + 1).to_string(),
                        last: last.to_string(),
                        total: count.to_string()
                    }
                ),
                Anchor::Start,
                "txt-muted",
            ));
            y += row_h;
        }
        let mut last_size = 0;
        for i in first..last {
            let mask = self.order[i];
            if self.by_size && mask.count_ones() != last_size {
                last_size = mask.count_ones();
                shapes.push(Shape::text(
                    x0 + 4.0,
                    y + row_h * 0.7,
                    group_name(last_size),
                    Anchor::Start,
                    GROUP_NAME_CLASS,
                ));
            }
            // Reached: this step's term or an earlier one.
            let reached = i < step;
            let pruned = reached && self.inter[mask as usize] == PRUNED;
            let mut row = Vec::new();
            let class = if current == Some(mask) {
                "row-hot"
            } else if pruned {
                "row-pruned"
            } else {
                "bg"
            };
            row.push(Shape::rect(
                x0 + group_w,
                y,
                width - group_w,
                row_h - 2.0,
                4.0,
                class,
            ));
            let text_class = if pruned { "txt-muted" } else { cell_class };
            let shown = |text: String| if reached { text } else { String::new() };
            let values = [
                self.bits(mask),
                self.subset_text(mask),
                if !divisible {
                    String::new()
                } else if self.inter[mask as usize] == PRUNED {
                    shown(tr(lang, Msg::Pruned).to_string())
                } else {
                    shown(self.lcm[mask as usize].to_string())
                },
                shown(if sign(mask) > 0 { "+" } else { "−" }.to_string()),
                shown(if self.inter[mask as usize] == PRUNED {
                    "0".into()
                } else {
                    self.inter[mask as usize].to_string()
                }),
                shown(self.running_after(i + 1).to_string()),
            ];
            let mut cx = x0 + group_w;
            for (w, v) in cols.iter().zip(values) {
                if *w > 0.0 {
                    row.push(Shape::text(
                        cx + w - 10.0,
                        y + row_h * 0.7,
                        v,
                        Anchor::End,
                        text_class,
                    ));
                }
                cx += w;
            }
            shapes.push(Shape::Group {
                class: "",
                hook: Some(self.term_hook(mask)),
                children: if current == Some(mask) {
                    vec![Shape::focus(row)]
                } else {
                    row
                },
            });
            y += row_h;
        }
        if step > count {
            shapes.push(Shape::focus(vec![
                Shape::line(x0, y + 2.0, x0 + width, y + 2.0, "rule"),
                Shape::text(
                    x0 + width - 10.0,
                    y + 32.0,
                    format!("{} = {}", tr(lang, Msg::TotalLabel), self.total),
                    Anchor::End,
                    "txt-strong",
                ),
            ]));
        }
        // The total's row keeps its room at every step, so that the figure keeps one size.
        y += 40.0;
        (shapes, width, y - y0)
    }

    pub(super) fn venn_figure(&self, step: usize, lang: Lang) -> Figure {
        let shapes_out = outlines(self.m);
        let points = &self.region_labels;
        let mut shapes = Vec::new();
        let current = self.term_at(step);
        if let Some(mask) = current {
            if self.inter[mask as usize] != PRUNED {
                // The intersection this term counts is the step's focus in the diagram.
                shapes.push(Shape::keyed(
                    "venn-term",
                    String::new(),
                    true,
                    vec![intersection_highlight(&shapes_out, mask as usize)],
                ));
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
        let names = shapes_out
            .iter()
            .enumerate()
            .map(|(k, o)| {
                let (x, y) = o.name_point((VENN_W / 2.0, VENN_H / 2.0));
                Shape::text(x, y + 10.0, self.set_name(k), Anchor::Middle, "txt-strong")
            })
            .collect();
        shapes.push(Shape::keyed("venn-sets", String::new(), step == 0, names));
        // Only the last step splits the union into its regions (each number in exactly one):
        // the regions add up to the total the terms gave, a check rather than a shortcut.
        let last = step > self.order.len();
        let mut regions = Vec::new();
        if last {
            for region in 1usize..1 << self.m {
                if let Some(p) = points[region] {
                    regions.push(region_label(
                        p,
                        self.region_size(region).to_string(),
                        "txt-big",
                    ));
                }
            }
        }
        // Before the table: the last step is about the regions, and a zoomed window follows
        // the first of a step's marks (then the total under the table, if it fits).
        shapes.push(Shape::keyed("venn-regions", String::new(), last, regions));
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

    pub(super) fn grid_figure(&self, step: usize, lang: Lang) -> Figure {
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
            let mut children = vec![Shape::rect(px, py, cell, cell, 4.0, class)];
            if step >= 1 && x == self.x {
                children.push(Shape::rect(
                    px - 3.0,
                    py - 3.0,
                    cell + 6.0,
                    cell + 6.0,
                    6.0,
                    "focus-ring",
                ));
            }
            children.push(Shape::text(
                px + cell / 2.0,
                py + 33.0,
                x.to_string(),
                Anchor::Middle,
                if k >= 3 { "txt-cell-inv" } else { "txt-cell" },
            ));
            if step >= 1 && x == self.x {
                children = vec![Shape::focus(children)];
            }
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
        // The legend: the shading the first step explains (its focus).
        let mut legend = vec![Shape::text(
            20.0,
            y + 20.0,
            tr(lang, Msg::IeGridLegend).to_string(),
            Anchor::Start,
            "txt-small",
        )];
        let mut lx = 20.0 + text_width(tr(lang, Msg::IeGridLegend), 20.0) + 16.0;
        for k in 0..=4usize.min(self.m) {
            legend.push(Shape::rect(
                lx,
                y,
                28.0,
                28.0,
                4.0,
                ["mult0", "mult1", "mult2", "mult3", "mult4"][k],
            ));
            let label = if k == 4 && self.m > 4 {
                "4+".to_string()
            } else {
                k.to_string()
            };
            legend.push(Shape::text(
                lx + 36.0,
                y + 21.0,
                label,
                Anchor::Start,
                "txt-small",
            ));
            lx += 80.0;
        }
        shapes.push(Shape::keyed("legend", String::new(), step == 0, legend));
        let width = 40.0 + cols.min(*n) as f64 * (cell + gap);
        Figure {
            width: width.max(lx + 20.0),
            height: y + 50.0,
            title: tr(lang, Msg::ViewGrid).to_string(),
            shapes,
        }
    }
}
