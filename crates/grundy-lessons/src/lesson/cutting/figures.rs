//! The cutting lesson's figures: the sheets being cut, step by step, and the SG table as a
//! heat map.

use super::*;
use grundy_core::figure::path::PathData;
use grundy_core::figure::trace::trace_group;
use grundy_core::sort::StableSort;

impl CuttingLesson {
    /// The value of cut `cut` of the explained sheet `(w, h)`: its pieces and their SG values.
    fn option_caption(&self, (w, h): (usize, usize), cut: Cut) -> (String, u16) {
        let (p, r) = cut.pieces((w, h));
        let (a, b) = (self.sg(p), self.sg(r));
        (
            format!(
                "SG({}×{}) ⊕ SG({}×{}) = {a} ⊕ {b} = {}",
                p.0,
                p.1,
                r.0,
                r.1,
                a ^ b
            ),
            a ^ b,
        )
    }

    /// The first winning cut, as (sheet, cut), if the player to move has one.
    pub(super) fn winning_cut(&self) -> Option<(usize, Cut)> {
        if self.game.square_cut {
            return None;
        }
        winning_cuts(&self.game.table, &self.game.sheets)
            .first()
            .map(|c| {
                (
                    c.sheet,
                    if c.vertical {
                        Cut::V(c.at)
                    } else {
                        Cut::H(c.at)
                    },
                )
            })
    }

    /// The mex line of the explained sheet.
    fn mex_caption(&self, sheet: (usize, usize)) -> String {
        let mut vals: Vec<u16> = self
            .options
            .iter()
            .map(|&c| self.option_caption(sheet, c).1)
            .collect();
        vals.stable_sort();
        vals.dedup();
        let list: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
        format!("mex{{{}}} = {}", list.join(", "), self.sg(sheet))
    }

    /// The sheets. Step by step: the sheet to explain (opening), each of its cuts with the
    /// value of its two pieces, its mex (its SG label appears), then every sheet's SG and
    /// their XOR (the conclusion). No SG label is shown before its step.
    /// With `practice` (a practice item's one figure, whose options say "cut at x = 3" with no
    /// step drawing that line) every sheet's lines are numbered as the moves name them, and no
    /// room is kept for what later steps draw (captions, smaller sheets, the values' line): it
    /// was blank, and made the figure overflow its box.
    pub(super) fn sheets_figure(&self, step: usize, lang: Lang, practice: bool) -> Figure {
        let biggest = self
            .game
            .sheets
            .iter()
            .map(|&(w, h)| w.max(h))
            .max()
            .unwrap_or(2) as f64;
        let cell = (420.0 / biggest).clamp(4.0, 72.0);
        // The line numbers' column left of each sheet, as wide as its widest number.
        let y_room = if practice {
            text_width(&format!("{biggest}"), 20.0).max(text_width("y", 20.0)) + 12.0
        } else {
            0.0
        };
        let mut shapes = Vec::new();
        let mut x = 30.0;
        let top = 60.0;
        let current = if let Some(cut) = self.cut_at(step) {
            self.explained.map(|s| (s, cut))
        } else if step + 1 == self.step_count() {
            // The conclusion shows a winning cut, when there is one.
            self.winning_cut()
        } else {
            None
        };
        let clickable = !self.game.square_cut;
        let last = self.step_count() - 1;
        let mex_step = self.mex_step();
        let mut tallest: f64 = 0.0;
        for (s, &(w, h)) in self.game.sheets.iter().enumerate() {
            x += y_room;
            let (sw, sh) = (w as f64 * cell, h as f64 * cell);
            let explained = self.explained == Some(s);
            // The explained sheet's caption line (a cut's value, then the mex); room for the
            // widest is kept at every step so that nothing moves.
            let mut caption_w: f64 = 0.0;
            let mut caption = None;
            if explained && !practice {
                for (i, &c) in self.options.iter().enumerate() {
                    let (text, _) = self.option_caption((w, h), c);
                    caption_w = caption_w.max(text_width(&text, CAPTION_PX));
                    if step == i + 1 + self.smaller_steps() {
                        caption = Some(text);
                    }
                }
                let mex = self.mex_caption((w, h));
                caption_w = caption_w.max(text_width(&mex, CAPTION_PX));
                if step == mex_step {
                    caption = Some(mex);
                }
            }
            let mut children = vec![Shape::rect(
                x,
                top,
                sw,
                sh,
                0.0,
                if w == 1 || h == 1 {
                    "cell-bad"
                } else {
                    "panel"
                },
            )];
            let mut in_focus = Vec::new();
            if let Some((_, cut)) = current.filter(|(cs, _)| *cs == s) {
                // Shade the first piece of the cut being examined.
                let (p, _) = cut.pieces((w, h));
                in_focus.push(Shape::rect(
                    x,
                    top,
                    p.0 as f64 * cell,
                    p.1 as f64 * cell,
                    0.0,
                    "region-hot",
                ));
            }
            for i in 1..w {
                let lx = x + i as f64 * cell;
                children.push(Shape::line(lx, top, lx, top + sh, "rule"));
            }
            for j in 1..h {
                let ly = top + j as f64 * cell;
                children.push(Shape::line(x, ly, x + sw, ly, "rule"));
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
                in_focus.push(Shape::line(x1, y1, x2, y2, "edge-hot"));
                // The line's coordinate, as the sentence names it ("cut at x = 3"), written
                // inside the sheet beside the cut, on the piece that is not shaded: in the
                // middle of the cell next to the line when it fits there, between the grid
                // lines; else at the line, on a chip the grid lines do not cut through.
                let text = match cut {
                    Cut::V(i) => format!("x = {i}"),
                    Cut::H(j) => format!("y = {j}"),
                };
                let text_w = text_width(&text, 20.0);
                let (cx, cy) = match cut {
                    Cut::V(i) => (x + i as f64 * cell, top),
                    Cut::H(j) => (x, top + j as f64 * cell),
                };
                if text_w + 12.0 <= cell && cell >= 34.0 {
                    in_focus.push(Shape::text(
                        cx + cell / 2.0,
                        cy + cell / 2.0 + 7.0,
                        text,
                        Anchor::Middle,
                        "txt-small",
                    ));
                } else {
                    let (tx, ty) = (cx + 6.0, cy + 24.0);
                    in_focus.push(Shape::rect(
                        tx - 4.0,
                        ty - 19.0,
                        text_w + 8.0,
                        25.0,
                        4.0,
                        "bg",
                    ));
                    in_focus.push(Shape::text(tx, ty, text, Anchor::Start, "txt-small"));
                }
            }
            if let Some(text) = caption {
                in_focus.push(Shape::text(
                    x,
                    top + sh + 48.0,
                    text,
                    Anchor::Start,
                    "txt-strong",
                ));
            }
            if let Some(c) = self.last {
                // The last cut: the side it made on each of its two pieces (sheets c.sheet and
                // c.sheet + 1), in the trace's dashes, so the pieces read as just cut apart.
                let side = match (c.vertical, s == c.sheet, s == c.sheet + 1) {
                    (true, true, _) => Some((x + sw, top, x + sw, top + sh)),
                    (true, _, true) => Some((x, top, x, top + sh)),
                    (false, true, _) => Some((x, top + sh, x + sw, top + sh)),
                    (false, _, true) => Some((x, top, x + sw, top)),
                    _ => None,
                };
                if let Some((x1, y1, x2, y2)) = side {
                    children.push(trace_group(vec![Shape::line(x1, y1, x2, y2, "trace-path")]));
                }
            }
            if clickable {
                // Wide invisible hit areas over every interior line: a click cuts there. Each
                // line's area stops short of the lines crossing it (one path of short bands),
                // so a click on a crossing is no line's, instead of the horizontal one's. On a
                // grid too fine for that (cells under 20 units) the areas are as wide as a
                // cell allows and run through.
                let half = (cell / 2.0).min(5.0);
                let gap = if cell >= 20.0 { half } else { 0.0 };
                let bands = |from: f64, cells: usize, vertical: bool, at: f64| {
                    let mut d = PathData::default();
                    for k in 0..cells {
                        let start = from + k as f64 * cell + if k > 0 { gap } else { 0.0 };
                        let end =
                            from + (k + 1) as f64 * cell - if k + 1 < cells { gap } else { 0.0 };
                        let (a, b, w) = (at - half, end - start, 2.0 * half);
                        d = if vertical {
                            d.rect(a, start, w, b)
                        } else {
                            d.rect(start, a, b, w)
                        };
                    }
                    d
                };
                let lines = (1..w)
                    .map(|i| (Cut::V(i), bands(top, h, true, x + i as f64 * cell)))
                    .chain((1..h).map(|j| (Cut::H(j), bands(x, w, false, top + j as f64 * cell))));
                for (cut, d) in lines {
                    children.push(Shape::Group {
                        class: "clickable",
                        hook: Some(Hook {
                            testid: "cut-line",
                            data: vec![("move", cut.notation(s))],
                        }),
                        children: vec![Shape::Path {
                            d,
                            dx: 0.0,
                            dy: 0.0,
                            class: "hit",
                        }],
                    });
                }
            }
            if practice {
                children.extend(line_numbers(x, top, (w, h), cell));
            }
            let known = step == last || explained && step >= mex_step;
            // Several sheets are numbered, as moves name them ("2:v3" cuts sheet 2).
            let number = if self.game.sheets.len() > 1 {
                format!("#{}  ", s + 1)
            } else {
                String::new()
            };
            let label = Shape::text(
                x,
                top - 18.0,
                if known {
                    format!("{number}{w}×{h}  SG {}", self.sg((w, h)))
                } else {
                    format!("{number}{w}×{h}  SG ?")
                },
                Anchor::Start,
                "txt-small",
            );
            if explained && step == mex_step {
                in_focus.push(label);
            } else {
                children.push(label);
            }
            if !in_focus.is_empty() {
                children.push(Shape::focus(in_focus));
            }
            // The opening is about the sheet to be explained (every sheet when none is); the
            // conclusion about every sheet's value.
            let whole_sheet = step == 0 && (explained || self.explained.is_none()) || step == last;
            let mut group = Shape::Group {
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
            };
            if whole_sheet {
                group.mark_focus();
            }
            shapes.push(group);
            x += sw.max(120.0).max(caption_w + 10.0) + 40.0;
            tallest = tallest.max(sh);
        }
        let mut height = top + tallest + 70.0;
        let mut width = x;
        if let Some(smaller) = self.smaller.as_ref().filter(|_| !practice) {
            let (w, h) = self.smaller_row(smaller, step, cell, height + 36.0, &mut shapes);
            width = width.max(w);
            height += 36.0 + h + 24.0;
        }
        // The last step's line of values; its room is kept at every step, so that the figure
        // keeps one size and does not move when the line appears.
        {
            let values: Vec<String> = self
                .game
                .sheets
                .iter()
                .map(|&sheet| self.sg(sheet).to_string())
                .collect();
            let x_sum = self
                .game
                .sheets
                .iter()
                .fold(0, |acc, &sheet| acc ^ self.sg(sheet));
            let text = if self.game.square_cut
                || self.game.sheets.iter().any(|&(w, h)| w == 1 || h == 1)
            {
                // A strip or a cut-out square decides, not the XOR.
                String::new()
            } else {
                match values.as_slice() {
                    [_] => format!("SG = {x_sum}"),
                    _ => format!("SG: {} = {x_sum}", grundy_core::text::xor_terms(&values)),
                }
            };
            if !text.is_empty() && !practice {
                if step == last {
                    shapes.push(Shape::focus(vec![Shape::text(
                        30.0,
                        height + 10.0,
                        text,
                        Anchor::Start,
                        "txt-strong",
                    )]));
                }
                height += 40.0;
            }
        }
        Figure {
            width,
            height,
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
                // One shade per value up to 3 (2 and 3 shared one and read as equal), then
                // the darkest for 4 and up; the numbers are printed when the cells are large.
                let class = match v {
                    0 => "node-p",
                    1 => "mult1",
                    2 => "mult2",
                    3 => "mult3",
                    _ => "mult4",
                };
                shapes.push(Shape::rect(
                    x0 + (w - 2) as f64 * cell,
                    y0 + (h - 2) as f64 * cell,
                    (end - w + 1) as f64 * cell,
                    cell,
                    0.0,
                    class,
                ));
                if with_text {
                    shapes.push(Shape::text(
                        x0 + (w - 2) as f64 * cell + cell / 2.0,
                        y0 + (h - 2) as f64 * cell + cell * 0.68,
                        v.to_string(),
                        Anchor::Middle,
                        if v >= 3 { "txt-cell-inv" } else { "txt-cell" },
                    ));
                }
                w = end + 1;
            }
        }
        let step_label = if n <= 30 { 1 } else { 10 };
        for v in (2..=n).filter(|v| v % step_label == 0 || *v == 2) {
            shapes.push(Shape::text(
                x0 + (v - 2) as f64 * cell + cell / 2.0,
                y0 - 8.0,
                v.to_string(),
                Anchor::Middle,
                "txt-muted",
            ));
            shapes.push(Shape::text(
                x0 - 6.0,
                y0 + (v - 2) as f64 * cell + cell * 0.7,
                v.to_string(),
                Anchor::End,
                "txt-muted",
            ));
        }
        let (w, h) = self.start;
        if w <= n && h <= n {
            shapes.push(Shape::focus(vec![Shape::rect(
                x0 + (w - 2) as f64 * cell - 2.0,
                y0 + (h - 2) as f64 * cell - 2.0,
                cell + 4.0,
                cell + 4.0,
                2.0,
                "focus-ring",
            )]));
        } else {
            // The sheet lies outside the table: the table itself is the answer shown.
            shapes = vec![Shape::focus(shapes)];
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

/// The numbers of a `w`×`h` sheet's lines at (`x`, `top`), as its cuts name them ("cut at
/// x = 3": the third line from the left; y from the top): x's under the sheet, y's on its left,
/// each row led by its letter where 0 would be. On a fine grid only every 2nd, 5th, 10th, …
/// line is numbered, so that neighbours never touch.
fn line_numbers(x: f64, top: f64, (w, h): (usize, usize), cell: f64) -> Vec<Shape> {
    let widest = text_width(&w.max(h).to_string(), 20.0);
    let every = |room: f64| {
        [1, 2, 5, 10, 20, 50, 100]
            .into_iter()
            .find(|&k| k as f64 * cell >= room)
            .unwrap_or(200)
    };
    let (x_every, y_every) = (every(widest + 10.0), every(26.0));
    let sh = h as f64 * cell;
    let mut shapes = vec![
        Shape::text(
            x - 8.0,
            top + sh + 26.0,
            "x".to_string(),
            Anchor::End,
            "txt-small",
        ),
        Shape::text(
            x - 8.0,
            top + 7.0,
            "y".to_string(),
            Anchor::End,
            "txt-small",
        ),
    ];
    for i in (1..w).filter(|i| i % x_every == 0) {
        let lx = x + i as f64 * cell;
        shapes.push(Shape::text(
            lx,
            top + sh + 26.0,
            i.to_string(),
            Anchor::Middle,
            "txt-small",
        ));
    }
    for j in (1..h).filter(|j| j % y_every == 0) {
        let ly = top + j as f64 * cell + 7.0;
        shapes.push(Shape::text(
            x - 8.0,
            ly,
            j.to_string(),
            Anchor::End,
            "txt-small",
        ));
    }
    shapes
}
