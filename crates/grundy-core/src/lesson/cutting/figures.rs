//! The cutting lesson's figures: the sheets being cut and the SG table as a heat map.

use super::*;

impl CuttingLesson {
    pub(super) fn sheets_figure(&self, step: usize, lang: Lang) -> Figure {
        let biggest = self
            .game
            .sheets
            .iter()
            .map(|&(w, h)| w.max(h))
            .max()
            .unwrap_or(2) as f64;
        let cell = (420.0 / biggest).clamp(4.0, 44.0);
        let mut shapes = Vec::new();
        let mut x = 30.0;
        let top = 60.0;
        let current = if step >= 1 && step <= self.options.len() {
            self.explained.map(|s| (s, self.options[step - 1]))
        } else {
            None
        };
        let clickable = !self.game.square_cut;
        let mut tallest: f64 = 0.0;
        for (s, &(w, h)) in self.game.sheets.iter().enumerate() {
            let (sw, sh) = (w as f64 * cell, h as f64 * cell);
            let mut children = vec![Shape::Rect {
                x,
                y: top,
                w: sw,
                h: sh,
                r: 0.0,
                class: if w == 1 || h == 1 {
                    "cell-bad"
                } else {
                    "panel"
                },
            }];
            if let Some((_, cut)) = current.filter(|(cs, _)| *cs == s) {
                // Shade the first piece of the cut being examined.
                let (p, _) = cut.pieces((w, h));
                children.push(Shape::Rect {
                    x,
                    y: top,
                    w: p.0 as f64 * cell,
                    h: p.1 as f64 * cell,
                    r: 0.0,
                    class: "region-hot",
                });
            }
            for i in 1..w {
                let lx = x + i as f64 * cell;
                children.push(Shape::Line {
                    x1: lx,
                    y1: top,
                    x2: lx,
                    y2: top + sh,
                    class: "rule",
                });
            }
            for j in 1..h {
                let ly = top + j as f64 * cell;
                children.push(Shape::Line {
                    x1: x,
                    y1: ly,
                    x2: x + sw,
                    y2: ly,
                    class: "rule",
                });
            }
            if let Some((_, cut)) = current.filter(|(cs, _)| *cs == s) {
                let (x1, y1, x2, y2) = match cut {
                    Cut::V(i) => (
                        x + i as f64 * cell,
                        top - 10.0,
                        x + i as f64 * cell,
                        top + sh + 10.0,
                    ),
                    Cut::H(j) => (
                        x - 10.0,
                        top + j as f64 * cell,
                        x + sw + 10.0,
                        top + j as f64 * cell,
                    ),
                };
                children.push(Shape::Line {
                    x1,
                    y1,
                    x2,
                    y2,
                    class: "edge-hot",
                });
            }
            if clickable {
                // Wide invisible hit areas over every interior line: a click cuts there.
                for i in 1..w {
                    let lx = x + i as f64 * cell;
                    children.push(Shape::Group {
                        class: "clickable",
                        hook: Some(Hook {
                            testid: "cut-line",
                            data: vec![("move", self.game.format_move(&Cut::V(i).on_sheet(s)))],
                        }),
                        children: vec![Shape::Rect {
                            x: lx - 5.0,
                            y: top,
                            w: 10.0,
                            h: sh,
                            r: 0.0,
                            class: "hit",
                        }],
                    });
                }
                for j in 1..h {
                    let ly = top + j as f64 * cell;
                    children.push(Shape::Group {
                        class: "clickable",
                        hook: Some(Hook {
                            testid: "cut-line",
                            data: vec![("move", self.game.format_move(&Cut::H(j).on_sheet(s)))],
                        }),
                        children: vec![Shape::Rect {
                            x,
                            y: ly - 5.0,
                            w: sw,
                            h: 10.0,
                            r: 0.0,
                            class: "hit",
                        }],
                    });
                }
            }
            let label = format!("{w}×{h}  SG {}", self.sg((w, h)));
            children.push(Shape::Text {
                x,
                y: top - 18.0,
                text: label,
                anchor: Anchor::Start,
                class: "txt-small",
            });
            shapes.push(Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "component",
                    data: vec![
                        ("sg", self.sg((w, h)).to_string()),
                        ("index", (s + 1).to_string()),
                        ("size", format!("{w}x{h}")),
                    ],
                }),
                children,
            });
            x += sw.max(120.0) + 40.0;
            tallest = tallest.max(sh);
        }
        Figure {
            width: x,
            height: top + tallest + 30.0,
            title: LessonKind::Cutting.title(lang).to_string(),
            shapes,
        }
    }

    pub(super) fn heat_figure(&self, n: usize, lang: Lang) -> Figure {
        let cell = (900.0 / n as f64).clamp(4.0, 40.0);
        let (x0, y0) = (50.0, 40.0);
        let mut shapes = Vec::new();
        let with_text = cell >= 26.0;
        for h in 2..=n {
            // Runs of equal values along a row become one rectangle, to keep the drawing small.
            let mut w = 2;
            while w <= n {
                let v = self.game.table[w][h];
                let mut end = w;
                while !with_text && end < n && self.game.table[end + 1][h] == v {
                    end += 1;
                }
                let class = match v {
                    0 => "node-p",
                    1 => "mult1",
                    2 | 3 => "mult2",
                    4..=7 => "mult3",
                    _ => "mult4",
                };
                shapes.push(Shape::Rect {
                    x: x0 + (w - 2) as f64 * cell,
                    y: y0 + (h - 2) as f64 * cell,
                    w: (end - w + 1) as f64 * cell,
                    h: cell,
                    r: 0.0,
                    class,
                });
                if with_text {
                    shapes.push(Shape::Text {
                        x: x0 + (w - 2) as f64 * cell + cell / 2.0,
                        y: y0 + (h - 2) as f64 * cell + cell * 0.68,
                        text: v.to_string(),
                        anchor: Anchor::Middle,
                        class: if v >= 4 { "txt-cell-inv" } else { "txt-cell" },
                    });
                }
                w = end + 1;
            }
        }
        let step_label = if n <= 30 { 1 } else { 10 };
        for v in (2..=n).filter(|v| v % step_label == 0 || *v == 2) {
            shapes.push(Shape::Text {
                x: x0 + (v - 2) as f64 * cell + cell / 2.0,
                y: y0 - 8.0,
                text: v.to_string(),
                anchor: Anchor::Middle,
                class: "txt-muted",
            });
            shapes.push(Shape::Text {
                x: x0 - 6.0,
                y: y0 + (v - 2) as f64 * cell + cell * 0.7,
                text: v.to_string(),
                anchor: Anchor::End,
                class: "txt-muted",
            });
        }
        let (w, h) = self.start;
        if w <= n && h <= n {
            shapes.push(Shape::Rect {
                x: x0 + (w - 2) as f64 * cell - 2.0,
                y: y0 + (h - 2) as f64 * cell - 2.0,
                w: cell + 4.0,
                h: cell + 4.0,
                r: 2.0,
                class: "focus-ring",
            });
        }
        let side = (n - 1) as f64 * cell;
        Figure {
            width: x0 + side + 30.0,
            height: y0 + side + 30.0,
            title: tr(lang, Msg::ViewSgTable).to_string(),
            shapes,
        }
    }
}
