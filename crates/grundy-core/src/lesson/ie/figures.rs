//! The inclusion–exclusion lesson's figures: the table of terms, the Venn diagram and the grid of 1..n.

use super::*;

impl IeLesson {
    /// The term table, beginning at (x, y); returns its shapes and its size. `big` uses the
    /// projection-sized font (for the few rows under a Venn diagram).
    pub(super) fn table(
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

    pub(super) fn venn_figure(&self, step: usize, lang: Lang) -> Figure {
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
