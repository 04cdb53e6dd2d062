//! The `cutting` lesson: sheets drawn as grids whose lines can be clicked to cut, each
//! sheet's SG value and their XOR, the mex step for a sheet (every cut and the XOR of its two
//! pieces), the SG table as a heat map up to 200×200, and play (`moves=S:vX`, `S:hY`).

use super::dag_walk::DagWalk;
use super::{
    bad_format, move_error, parse_u64, play_info, split_moves, Facts, InputField, LessonKind,
    ParamError, PlayInfo, Query, ViewLink, Walkthrough,
};
use crate::figure::{Anchor, Figure, Hook, Shape};
use crate::games::cutting::{first_wins, sg_table, winning_cuts, SheetCut};
use crate::i18n::{tr, trf, Lang, Msg, Phrase};
use crate::sg::{extract_dag, mex, Game};

/// Largest sheet side.
pub const MAX_SIDE: u64 = 200;
/// Most sheets after the moves (each is drawn).
pub const MAX_SHEETS: usize = 500;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cut {
    /// Vertical line at x (pieces x×h and (w−x)×h).
    V(usize),
    /// Horizontal line at y.
    H(usize),
}

impl Cut {
    /// The core's cut of sheet `sheet` (0-based) along this line.
    fn on_sheet(self, sheet: usize) -> SheetCut {
        match self {
            Cut::V(at) => SheetCut {
                sheet,
                vertical: true,
                at,
            },
            Cut::H(at) => SheetCut {
                sheet,
                vertical: false,
                at,
            },
        }
    }
    fn pieces(self, sheet_size: (usize, usize)) -> ((usize, usize), (usize, usize)) {
        self.on_sheet(0).pieces(sheet_size)
    }
    fn notation(self, sheet: usize) -> String {
        match self {
            Cut::V(x) => format!("{}:v{x}", sheet + 1),
            Cut::H(y) => format!("{}:h{y}", sheet + 1),
        }
    }
    fn describe(self, lang: Lang) -> String {
        match self {
            Cut::V(x) => trf(lang, Msg::CutVertical, &[x.to_string()]),
            Cut::H(y) => trf(lang, Msg::CutHorizontal, &[y.to_string()]),
        }
    }
}

/// A validated cutting lesson at its current position.
pub struct CuttingLesson {
    start: (usize, usize),
    sheets: Vec<(usize, usize)>,
    history: Vec<String>,
    /// Whether the last move cut out a 1×1 square (the game is over, its mover won).
    square_cut: bool,
    table: Vec<Vec<u16>>,
    heat_map: Option<usize>,
    /// `view=dag`: the position DAG of the board and, when it was too big to draw, the board
    /// it was drawn for instead.
    dag: Option<(DagWalk, Option<(usize, usize)>)>,
    /// The sheet whose mex is explained, and its cuts (both pieces at least 2×2).
    explained: Option<usize>,
    options: Vec<Cut>,
}

impl CuttingLesson {
    /// The lesson for a link query (example: a 5×4 sheet).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let w = parse_u64("w", q.get("w").unwrap_or("5"), 2, MAX_SIDE)? as usize;
        let h = parse_u64("h", q.get("h").unwrap_or("4"), 2, MAX_SIDE)? as usize;
        let mut sheets = vec![(w, h)];
        let mut history = Vec::new();
        let mut square_cut = false;
        for (i, text) in split_moves(q.get("moves")).iter().enumerate() {
            let bad = |reason: Phrase| move_error(i, text, reason);
            if square_cut {
                return Err(bad(Phrase::msg(Msg::MoveOver, Vec::new())));
            }
            let format = || bad_format(Msg::NotationCut);
            let (s, line) = text.split_once(':').ok_or_else(|| bad(format()))?;
            let s: usize = s.trim().parse().map_err(|_| bad(format()))?;
            if s == 0 || s > sheets.len() {
                return Err(bad(Phrase::msg(Msg::MoveNoSheet, vec![s.to_string()])));
            }
            let (sw, sh) = sheets[s - 1];
            let line = line.trim();
            let at: usize = line
                .get(1..)
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| bad(format()))?;
            let cut = match line.chars().next() {
                Some('v') if at >= 1 && at < sw => Cut::V(at),
                Some('h') if at >= 1 && at < sh => Cut::H(at),
                Some('v' | 'h') => {
                    return Err(bad(Phrase::msg(
                        Msg::MoveNoLine,
                        vec![s.to_string(), format!("{sw}×{sh}")],
                    )))
                }
                _ => return Err(bad(format())),
            };
            if sheets.len() >= MAX_SHEETS {
                return Err(bad(Phrase::msg(
                    Msg::MoveSheetCap,
                    vec![(sheets.len() + 1).to_string(), MAX_SHEETS.to_string()],
                )));
            }
            let sheet_cut = cut.on_sheet(s - 1);
            square_cut = sheet_cut.cuts_square(&sheets);
            sheet_cut.apply_in_place(&mut sheets);
            history.push(text.clone());
        }
        let max_w = sheets.iter().map(|s| s.0).max().unwrap_or(2).max(w);
        let max_h = sheets.iter().map(|s| s.1).max().unwrap_or(2).max(h);
        let mut dag = None;
        let heat_map = match q.get("view") {
            None | Some("sheets") => None,
            Some("dag") => {
                dag = Some(board_dag((w, h)));
                None
            }
            Some("table") => Some(match q.get("size") {
                Some(t) => parse_u64("size", t, 2, MAX_SIDE)? as usize,
                None => (w.max(h) + 4).clamp(12, MAX_SIDE as usize),
            }),
            Some(other) => {
                return Err(ParamError::new(
                    "view",
                    Msg::ExpectView,
                    vec!["sheets, table, dag".into(), other.into()],
                ))
            }
        };
        let side = heat_map.unwrap_or(0).max(max_w).max(max_h);
        let table = sg_table(side, side);
        let explained = if square_cut {
            None
        } else {
            sheets.iter().position(|&(a, b)| a >= 2 && b >= 2)
        };
        let options = explained.map(|s| {
            let (a, b) = sheets[s];
            let mut v: Vec<Cut> = (2..=a.saturating_sub(2)).map(Cut::V).collect();
            v.extend((2..=b.saturating_sub(2)).map(Cut::H));
            v
        });
        Ok(CuttingLesson {
            start: (w, h),
            sheets,
            history,
            square_cut,
            table,
            heat_map,
            dag,
            explained,
            options: options.unwrap_or_default(),
        })
    }

    fn sg(&self, (w, h): (usize, usize)) -> u16 {
        if w < 2 || h < 2 {
            0
        } else {
            self.table[w][h]
        }
    }

    fn to_move_wins(&self) -> bool {
        !self.square_cut && first_wins(&self.table, &self.sheets)
    }

    /// Every winning cut: one that cuts out a 1×1 square, or leaves the opponent losing.
    fn winning(&self) -> Vec<String> {
        if self.square_cut {
            return Vec::new();
        }
        winning_cuts(&self.table, &self.sheets)
            .into_iter()
            .map(|c| {
                if c.vertical {
                    Cut::V(c.at)
                } else {
                    Cut::H(c.at)
                }
                .notation(c.sheet)
            })
            .collect()
    }

    fn sheets_figure(&self, step: usize, lang: Lang) -> Figure {
        let biggest = self
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
        let clickable = !self.square_cut;
        let mut tallest: f64 = 0.0;
        for (s, &(w, h)) in self.sheets.iter().enumerate() {
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
                            data: vec![("move", Cut::V(i).notation(s))],
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
                            data: vec![("move", Cut::H(j).notation(s))],
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

    fn heat_figure(&self, n: usize, lang: Lang) -> Figure {
        let cell = (900.0 / n as f64).clamp(4.0, 40.0);
        let (x0, y0) = (50.0, 40.0);
        let mut shapes = Vec::new();
        let with_text = cell >= 26.0;
        for h in 2..=n {
            // Runs of equal values along a row become one rectangle, to keep the drawing small.
            let mut w = 2;
            while w <= n {
                let v = self.table[w][h];
                let mut end = w;
                while !with_text && end < n && self.table[end + 1][h] == v {
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

/// The cutting game as the SG analysis sees it: positions are the sheets (sorted, each
/// written short side first), and a move cuts one sheet into two pieces of at least 2×2.
struct Boards;

impl Game for Boards {
    type Position = Vec<(usize, usize)>;
    fn moves(&self, p: &Vec<(usize, usize)>) -> Vec<Vec<(usize, usize)>> {
        let norm = |(a, b): (usize, usize)| (a.min(b), a.max(b));
        let mut out: Vec<Vec<(usize, usize)>> = Vec::new();
        for (i, &(w, h)) in p.iter().enumerate() {
            let vertical = (2..=w.saturating_sub(2)).map(|x| ((x, h), (w - x, h)));
            let horizontal = (2..=h.saturating_sub(2)).map(|y| ((w, y), (w, h - y)));
            for (a, b) in vertical.chain(horizontal) {
                let mut next = p.clone();
                next[i] = norm(a);
                next.push(norm(b));
                next.sort_unstable();
                if !out.contains(&next) {
                    out.push(next);
                }
            }
        }
        out
    }
}

/// A position's label with repeated sheets counted: `4·2×2+2×4`.
fn board_label(sheets: &[(usize, usize)]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sheets.len() {
        let run = sheets[i..].iter().take_while(|&&s| s == sheets[i]).count();
        let (a, b) = sheets[i];
        parts.push(if run > 1 {
            format!("{run}·{a}×{b}")
        } else {
            format!("{a}×{b}")
        });
        i += run;
    }
    parts.join("+")
}

/// The position DAG of a w×h board, or of the largest smaller board whose DAG fits.
fn board_dag((w, h): (usize, usize)) -> (DagWalk, Option<(usize, usize)>) {
    const MAX_NODES: usize = 150;
    let (mut a, mut b) = (w.min(h), w.max(h));
    loop {
        if let Ok(dag) = extract_dag(&Boards, &vec![(a, b)], MAX_NODES) {
            let labels = dag.nodes.iter().map(|p| board_label(p)).collect();
            let clamped = ((a, b) != (w.min(h), w.max(h))).then_some((a, b));
            return (DagWalk::new(labels, dag.edges, dag.sg), clamped);
        }
        // Shrink the longer side first; a 2×2 board always fits.
        if b > a {
            b -= 1
        } else {
            a -= 1
        }
    }
}

impl Walkthrough for CuttingLesson {
    fn step_count(&self) -> usize {
        if let Some((walk, _)) = &self.dag {
            return walk.step_count();
        }
        if self.heat_map.is_some() {
            1
        } else {
            self.options.len() + 3
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if let Some((walk, clamped)) = &self.dag {
            let caption = clamped.map(|(a, b)| {
                trf(
                    lang,
                    Msg::CutDagClamped,
                    &[
                        format!("{}×{}", self.start.0, self.start.1),
                        format!("{a}×{b}"),
                    ],
                )
            });
            return walk.figure(
                step,
                lang,
                &[],
                &[],
                tr(lang, Msg::ViewDag).to_string(),
                caption,
            );
        }
        match self.heat_map {
            Some(n) => self.heat_figure(n, lang),
            None => self.sheets_figure(step, lang),
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if let Some((walk, clamped)) = &self.dag {
            return walk.sentence(step, lang).unwrap_or_else(|| {
                let mut s = tr(lang, Msg::CutDagIntro).to_string();
                if let Some((a, b)) = clamped {
                    s.push(' ');
                    s.push_str(&trf(
                        lang,
                        Msg::CutDagClamped,
                        &[
                            format!("{}×{}", self.start.0, self.start.1),
                            format!("{a}×{b}"),
                        ],
                    ));
                }
                s
            });
        }
        if let Some(n) = self.heat_map {
            return trf(
                lang,
                Msg::CutTable,
                &[
                    n.to_string(),
                    self.start.0.to_string(),
                    self.start.1.to_string(),
                ],
            );
        }
        if step == 0 {
            return tr(lang, Msg::CutIntro).to_string();
        }
        let last = self.step_count() - 1;
        if step < last {
            let Some(s) = self.explained else {
                return tr(lang, Msg::CutIntro).to_string();
            };
            let (w, h) = self.sheets[s];
            if step <= self.options.len() {
                let cut = self.options[step - 1];
                let (p, r) = cut.pieces((w, h));
                let (a, b) = (self.sg(p), self.sg(r));
                return trf(
                    lang,
                    Msg::CutOption,
                    &[
                        w.to_string(),
                        h.to_string(),
                        cut.describe(lang),
                        format!("{}×{}", p.0, p.1),
                        a.to_string(),
                        format!("{}×{}", r.0, r.1),
                        b.to_string(),
                        (a ^ b).to_string(),
                    ],
                );
            }
            if self.options.is_empty() {
                return trf(lang, Msg::CutNoCut, &[w.to_string(), h.to_string()]);
            }
            let mut vals: Vec<u64> = self
                .options
                .iter()
                .map(|c| {
                    let (p, r) = c.pieces((w, h));
                    u64::from(self.sg(p) ^ self.sg(r))
                })
                .collect();
            let m = mex(vals.iter().copied());
            vals.sort_unstable();
            vals.dedup();
            let list = vals
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return trf(
                lang,
                Msg::CutMex,
                &[w.to_string(), h.to_string(), list, m.to_string()],
            );
        }
        if self.square_cut {
            let winner = if self.history.len() % 2 == 1 { 1 } else { 2 };
            return trf(lang, Msg::CutWon, &[winner.to_string()]);
        }
        if self.sheets.iter().any(|&(w, h)| w == 1 || h == 1) {
            return tr(lang, Msg::CutStrip).to_string();
        }
        let values: Vec<String> = self
            .sheets
            .iter()
            .map(|&s| self.sg(s).to_string())
            .collect();
        let x = self.sheets.iter().fold(0, |acc, &s| acc ^ self.sg(s));
        let mut s = trf(lang, Msg::CutSum, &[values.join(" ⊕ "), x.to_string()]);
        s.push(' ');
        s.push_str(&if x != 0 {
            trf(lang, Msg::SumWin, &[x.to_string()])
        } else {
            tr(lang, Msg::SumLose).to_string()
        });
        s
    }

    fn facts(&self) -> Facts {
        let x = self
            .sheets
            .iter()
            .fold(0u64, |acc, &s| acc ^ u64::from(self.sg(s)));
        Facts {
            first_wins: Some(self.to_move_wins()),
            nim_sum: Some(x),
            ..Facts::default()
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        vec![
            InputField::text("w", Msg::FieldW, self.start.0),
            InputField::text("h", Msg::FieldH, self.start.1),
        ]
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        vec![
            tr(lang, Msg::CutIntro).to_string(),
            tr(lang, Msg::WhySg).to_string(),
        ]
    }

    fn views(&self) -> Vec<ViewLink> {
        vec![
            ViewLink {
                view: "sheets",
                label: Msg::ViewSheets,
                args: Vec::new(),
                params: vec![("size", String::new())],
                current: self.heat_map.is_none() && self.dag.is_none(),
            },
            ViewLink {
                view: "dag",
                label: Msg::ViewDag,
                args: Vec::new(),
                params: vec![("size", String::new())],
                current: self.dag.is_some(),
            },
            ViewLink {
                view: "table",
                label: Msg::ViewSgTable,
                args: Vec::new(),
                params: Vec::new(),
                current: self.heat_map.is_some(),
            },
        ]
    }

    fn play(&self) -> Option<PlayInfo> {
        let over = self.square_cut;
        let fallback = self
            .sheets
            .iter()
            .position(|&(w, _)| w >= 2)
            .map(|s| format!("{}:v1", s + 1))
            .or_else(|| Some("1:h1".to_string()));
        Some(play_info(
            Msg::NotationCut,
            &self.history,
            over,
            self.to_move_wins(),
            self.winning(),
            fallback,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(q: &str) -> Result<CuttingLesson, ParamError> {
        CuttingLesson::from_query(&Query::parse(q))
    }

    #[test]
    fn cuts_in_moves_cannot_grow_the_sheets_past_the_drawing_cap() {
        // Always cut 2 off the first sheet that is still wider or taller than 3.
        let mut sheets = vec![(200usize, 200usize)];
        let mut moves = Vec::new();
        while moves.len() < MAX_SHEETS {
            let Some(i) = sheets.iter().position(|&(w, h)| w >= 4 || h >= 4) else {
                break;
            };
            let (w, h) = sheets[i];
            let (line, a, b) = if w >= 4 {
                ("v2", (2, h), (w - 2, h))
            } else {
                ("h2", (w, 2), (w, h - 2))
            };
            moves.push(format!("{}:{line}", i + 1));
            sheets[i] = a;
            sheets.insert(i + 1, b);
        }
        let ok = moves[..MAX_SHEETS - 1].join(",");
        assert!(lesson(&format!("w=200&h=200&moves={ok}")).is_ok());
        let e = lesson(&format!("w=200&h=200&moves={}", moves.join(",")));
        let message = e.err().map(|e| e.message(Lang::En)).unwrap_or_default();
        assert!(message.contains("it would leave 501 sheets"), "{message}");
    }

    #[test]
    fn samples_from_the_judge_and_the_mex_walkthrough() {
        assert_eq!(lesson("w=2&h=2").unwrap().facts().first_wins, Some(false));
        assert_eq!(lesson("w=3&h=2").unwrap().facts().first_wins, Some(false));
        let l = lesson("w=4&h=2").unwrap();
        assert_eq!(l.facts().first_wins, Some(true));
        // One allowed cut: x = 2, into two 2×2 sheets worth 0 ⊕ 0.
        assert_eq!(l.step_count(), 4);
        assert!(l
            .sentence(1, Lang::En)
            .contains("pieces 2×2 (SG 0) and 2×2 (SG 0), worth 0 ⊕ 0 = 0"));
        assert_eq!(l.sentence(2, Lang::En), "SG(4×2) = mex{0} = 1.");
        assert!(l.play().unwrap().winning.contains(&"1:v2".to_string()));
    }

    #[test]
    fn cutting_out_a_square_ends_the_game_for_the_cutter() {
        let l = lesson("w=3&h=2&moves=1:v1,1:h1").unwrap();
        assert!(l.play().unwrap().over);
        assert_eq!(l.facts().first_wins, Some(false));
        assert!(l
            .sentence(l.step_count() - 1, Lang::En)
            .contains("player 2 won"));
        assert!(lesson("w=3&h=2&moves=1:v3")
            .err()
            .unwrap()
            .message(Lang::En)
            .contains("sheet 1 has no such line (it is 3×2)"));
        assert!(lesson("w=3&h=2&moves=2:v1").is_err());
    }

    #[test]
    fn the_board_dag_agrees_with_the_sg_table() {
        let l = lesson("w=5&h=4&view=dag").unwrap();
        let (walk, clamped) = l.dag.as_ref().unwrap();
        assert!(clamped.is_none());
        assert_eq!(walk.labels[0], "4×5");
        assert_eq!(walk.sg[0], u64::from(l.table[5][4]));
        // Every position's SG (from the search) is the XOR of its sheets' table values: the
        // SG theorem, checked on every node of the drawn DAG.
        let dag = extract_dag(&Boards, &vec![(4, 5)], 150).unwrap();
        assert_eq!(dag.nodes.len(), walk.labels.len());
        for (position, &sg) in dag.nodes.iter().zip(&dag.sg) {
            let x = position
                .iter()
                .fold(0u16, |acc, &(a, b)| acc ^ l.table[a][b]);
            assert_eq!(u64::from(x), sg, "{position:?}");
        }
        assert_eq!(board_label(&[(2, 2), (2, 2), (2, 2), (2, 4)]), "3·2×2+2×4");
        let big = lesson("w=200&h=200&view=dag").unwrap();
        assert!(big.dag.as_ref().unwrap().1.is_some());
        assert!(big.sentence(0, Lang::En).contains("is drawn instead"));
    }

    #[test]
    fn the_heat_map_goes_to_200_with_merged_runs() {
        let l = lesson("w=5&h=4&view=table&size=200").unwrap();
        let svg = l.figure(0, Lang::En).to_svg();
        assert!(svg.matches("<rect").count() < 199 * 199, "runs are merged");
        assert!(svg.len() < 3_000_000);
    }
}
