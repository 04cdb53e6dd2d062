//! The `cutting` lesson: sheets drawn as grids whose lines can be clicked to cut, each
//! sheet's SG value and their XOR, the mex step for a sheet (every cut and the XOR of its two
//! pieces), the SG table as a heat map up to 200×200, and play (`moves=S:vX`, `S:hY`).

use super::dag_walk::DagWalk;
use super::{
    boxed, parse_u64, play_info, replay_keeping_last, Facts, InputField, Lesson, LessonKind, Param,
    ParamError, PlayInfo, Query, ViewLink, Walkthrough,
};
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::games::cutting::{
    self, first_wins, sg_table, winning_cuts, Boards, CuttingGame, SheetCut,
};
use grundy_core::games::Game;
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::sg::{extract_dag, mex};
use grundy_core::sort::StableSort;
use grundy_core::{phrase, t};
use smaller::{admissible_cuts, Smaller};

/// Largest sheet side.
pub const MAX_SIDE: u64 = 200;
/// Font size the width of the (bold, 28 px) captions under a sheet is reserved for.
const CAPTION_PX: f64 = 31.0;
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
    /// The cut of sheet `sheet` (0-based) in link notation.
    fn notation(self, sheet: usize) -> String {
        self.on_sheet(sheet).notation()
    }
    fn pieces(self, sheet_size: (usize, usize)) -> ((usize, usize), (usize, usize)) {
        self.on_sheet(0).pieces(sheet_size)
    }
    fn describe(self, lang: Lang) -> String {
        match self {
            Cut::V(x) => t!(lang, CutVertical { x: x.to_string() }),
            Cut::H(y) => t!(lang, CutHorizontal { y: y.to_string() }),
        }
    }
}

/// A validated cutting lesson at its current position.
pub struct CuttingLesson {
    start: (usize, usize),
    game: CuttingGame,
    /// The position before the first move (for the review).
    start_game: CuttingGame,
    history: Vec<String>,
    /// The last cut played, traced along the two sides it made.
    last: Option<SheetCut>,
    heat_map: Option<usize>,
    /// `view=dag`: the position DAG of the board and, when it was too big to draw, the board
    /// it was drawn for instead.
    dag: Option<(DagWalk, Option<(usize, usize)>)>,
    /// The sheet whose mex is explained, and its cuts (both pieces at least 2×2).
    explained: Option<usize>,
    options: Vec<Cut>,
    /// The smaller sheets the explained sheet's cuts leave, derived first (sheets view).
    smaller: Option<Smaller>,
}

/// The `cutting` lesson's catalogue entry.
pub const LESSON: Lesson = Lesson {
    slug: "cutting",
    title: Msg::TitleCutting,
    summary: Msg::SummaryCutting,
    params: &[
        Param::with("w", "6"),
        Param::with("h", "3"),
        Param::optional("moves"),
        Param::optional("size"),
    ],
    views: &["sheets", "dag", "table"],
    build: |q| CuttingLesson::from_query(q).map(boxed),
};

impl CuttingLesson {
    /// The lesson for a link query (example: a 6×3 sheet, whose one winning cut is the middle one).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let w = parse_u64("w", q.get("w").unwrap_or("6"), 2, MAX_SIDE)? as usize;
        let h = parse_u64("h", q.get("h").unwrap_or("3"), 2, MAX_SIDE)? as usize;
        // Cuts only shrink sheets, so the start bounds every sheet of the game.
        let (max_w, max_h) = (w, h);
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
                    phrase!(ExpectView {
                        views: "sheets, table, dag",
                        token: other
                    }),
                ))
            }
        };
        let side = heat_map.unwrap_or(0).max(max_w).max(max_h);
        let mut game = CuttingGame {
            sheets: vec![(w, h)],
            square_cut: false,
            table: sg_table(side, side),
            max_sheets: MAX_SHEETS,
        };
        let start_game = game.clone();
        let (history, last) = replay_keeping_last(&mut game, q.get("moves"))?;
        let (sheets, square_cut) = (&game.sheets, game.square_cut);
        let explained = if square_cut {
            None
        } else {
            sheets.iter().position(|&(a, b)| a >= 2 && b >= 2)
        };
        let explained_sheet = explained.and_then(|s| sheets.get(s).copied());
        let options = explained_sheet.map(admissible_cuts);
        let others: Vec<(usize, usize)> = sheets
            .iter()
            .enumerate()
            .filter(|&(i, &(a, b))| Some(i) != explained && a >= 2 && b >= 2)
            .map(|(_, &s)| s)
            .collect();
        let smaller = explained_sheet
            .filter(|_| heat_map.is_none() && dag.is_none())
            .and_then(|s| Smaller::of(s, &others));
        Ok(CuttingLesson {
            start: (w, h),
            game,
            start_game,
            history,
            last,
            heat_map,
            dag,
            explained,
            options: options.unwrap_or_default(),
            smaller,
        })
    }

    fn sg(&self, sheet: (usize, usize)) -> u16 {
        cutting::sheet_sg(&self.game.table, sheet)
    }

    /// The nim-sum of the sheets on the table.
    fn nim_sum(&self) -> u16 {
        cutting::nim_sum(&self.game.table, &self.game.sheets)
    }

    /// Steps that derive the smaller sheets, after the opening and before the cuts.
    fn smaller_steps(&self) -> usize {
        self.smaller.as_ref().map_or(0, Smaller::step_count)
    }

    /// The explained sheet's cut examined at `step`, if the step is one of its cuts.
    fn cut_at(&self, step: usize) -> Option<Cut> {
        let first = 1 + self.smaller_steps();
        step.checked_sub(first)
            .and_then(|i| self.options.get(i))
            .copied()
    }

    /// The step at which the explained sheet's mex is taken.
    fn mex_step(&self) -> usize {
        1 + self.smaller_steps() + self.options.len()
    }

    fn to_move_wins(&self) -> bool {
        !self.game.square_cut && first_wins(&self.game.table, &self.game.sheets)
    }
}

/// The position DAG of a w×h board, or of the largest smaller board whose DAG fits (given
/// as the board is, wider than tall or not).
fn board_dag((w, h): (usize, usize)) -> (DagWalk, Option<(usize, usize)>) {
    const MAX_NODES: usize = 150;
    let wide_first = w > h;
    let (mut a, mut b) = (w.min(h), w.max(h));
    loop {
        if let Ok(dag) = extract_dag(&Boards, &vec![(a, b)], MAX_NODES) {
            let drawn = if wide_first { (b, a) } else { (a, b) };
            let labels = labels::oriented_labels(&dag.nodes, drawn);
            let clamped = ((a, b) != (w.min(h), w.max(h))).then_some(drawn);
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

/// The conclusion about a board worth `sg`: who wins it.
fn board_verdict(lang: Lang, board: &str, sg: u64) -> String {
    if sg == 0 {
        t!(
            lang,
            CutBoardLose {
                sheets: board.to_string()
            }
        )
    } else {
        t!(
            lang,
            CutBoardWin {
                sheets: board.to_string(),
                value: sg.to_string()
            }
        )
    }
}

impl Walkthrough for CuttingLesson {
    fn step_count(&self) -> usize {
        if let Some((walk, _)) = &self.dag {
            return walk.step_count();
        }
        if self.heat_map.is_some() {
            1
        } else if self.explained.is_none() {
            // Nothing to explain (a strip or a cut-out square): the opening and the result.
            2
        } else {
            self.smaller_steps() + self.options.len() + 3
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if let Some((walk, clamped)) = &self.dag {
            let caption = clamped.map(|(a, b)| {
                t!(
                    lang,
                    CutDagClamped {
                        board: format!("{}×{}", self.start.0, self.start.1),
                        drawn: format!("{a}×{b}")
                    }
                )
            });
            let mut figure = walk.figure(
                step,
                lang,
                &[],
                &[],
                tr(lang, Msg::ViewDag).to_string(),
                caption,
            );
            if step + 1 == walk.step_count() {
                // The conclusion is about the whole board, the DAG's start.
                walk.focus_nodes(&mut figure, &walk.sources());
            }
            return figure;
        }
        match self.heat_map {
            Some(n) => self.heat_figure(n, lang),
            None => self.sheets_figure(step, lang, false),
        }
    }

    /// The sheets with their lines numbered: the options name cuts by them.
    fn practice_figure(&self, lang: Lang) -> Figure {
        match (&self.dag, self.heat_map) {
            (None, None) => self.sheets_figure(0, lang, true),
            _ => self.figure(0, lang),
        }
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if let Some((walk, clamped)) = &self.dag {
            // The verdict is about the drawn start board: only when that is the position.
            if clamped.is_none() && self.history.is_empty() {
                let verdict = |board: &str, value| board_verdict(lang, board, value);
                if let Some(s) = walk.closing_with_worth(step, lang, verdict) {
                    return s;
                }
            }
            return walk.sentence(step, lang).unwrap_or_else(|| {
                let mut s = tr(lang, Msg::CutDagIntro).to_string();
                if let Some((a, b)) = clamped {
                    s.push_str(sentence_gap(lang));
                    s.push_str(&t!(
                        lang,
                        CutDagClamped {
                            board: format!("{}×{}", self.start.0, self.start.1),
                            drawn: format!("{a}×{b}")
                        }
                    ));
                }
                s
            });
        }
        if let Some(n) = self.heat_map {
            let (w, h) = self.start;
            let mut s = t!(
                lang,
                CutTable {
                    size: n.to_string(),
                    w: w.to_string(),
                    h: h.to_string()
                }
            );
            // The verdict is about the framed start sheet, so only before any move.
            if w <= n && h <= n && self.history.is_empty() {
                s.push_str(sentence_gap(lang));
                s.push_str(&board_verdict(
                    lang,
                    &format!("{w}×{h}"),
                    u64::from(self.sg((w, h))),
                ));
            }
            return s;
        }
        if step == 0 {
            return tr(lang, Msg::CutIntro).to_string();
        }
        let last = self.step_count() - 1;
        if step < last {
            let Some(s) = self.explained else {
                return tr(lang, Msg::CutIntro).to_string();
            };
            let (w, h) = self.game.sheets[s];
            if let Some(smaller) = self
                .smaller
                .as_ref()
                .filter(|_| step <= self.smaller_steps())
            {
                return self.smaller_sentence(smaller, step, lang);
            }
            if let Some(cut) = self.cut_at(step) {
                let (p, r) = cut.pieces((w, h));
                let (a, b) = (self.sg(p), self.sg(r));
                let mut s = t!(
                    lang,
                    CutOption {
                        w: w.to_string(),
                        h: h.to_string(),
                        cut: cut.describe(lang),
                        first: format!("{}×{}", p.0, p.1),
                        first_sg: a.to_string(),
                        second: format!("{}×{}", r.0, r.1),
                        second_sg: b.to_string(),
                        value: (a ^ b).to_string()
                    }
                );
                // Without the smaller sheets' steps, say where the pieces' values come from.
                if self.smaller.is_none() && step == 1 {
                    s.push_str(sentence_gap(lang));
                    s.push_str(tr(lang, Msg::CutPiecesFromTable));
                }
                return s;
            }
            if self.options.is_empty() {
                return t!(
                    lang,
                    CutNoCut {
                        w: w.to_string(),
                        h: h.to_string()
                    }
                );
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
            vals.stable_sort();
            vals.dedup();
            let list = vals
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            return t!(
                lang,
                CutMex {
                    w: w.to_string(),
                    h: h.to_string(),
                    values: list,
                    value: m.to_string()
                }
            );
        }
        if self.game.square_cut {
            let winner = if self.history.len() % 2 == 1 { 1 } else { 2 };
            return t!(
                lang,
                CutWon {
                    player: winner.to_string()
                }
            );
        }
        if self.game.sheets.iter().any(|&(w, h)| w == 1 || h == 1) {
            return tr(lang, Msg::CutStrip).to_string();
        }
        let values: Vec<String> = self
            .game
            .sheets
            .iter()
            .map(|&s| self.sg(s).to_string())
            .collect();
        let x = self.nim_sum();
        let mut s = if values.len() == 1 {
            t!(lang, CutSumOne { sum: x })
        } else {
            t!(
                lang,
                CutSum {
                    values: grundy_core::text::xor_terms(&values),
                    sum: x
                }
            )
        };
        s.push_str(sentence_gap(lang));
        s.push_str(&if x != 0 {
            t!(lang, SumWin { sum: x.to_string() })
        } else {
            tr(lang, Msg::SumLose).to_string()
        });
        if let Some((sheet, cut)) = self.winning_cut() {
            s.push_str(sentence_gap(lang));
            s.push_str(&t!(
                lang,
                CutWinning {
                    size: format!(
                        "{}×{}",
                        self.game.sheets[sheet].0, self.game.sheets[sheet].1
                    ),
                    cut: cut.describe(lang),
                    pieces: {
                        let (p, r) = cut.pieces(self.game.sheets[sheet]);
                        format!("{}×{} + {}×{}", p.0, p.1, r.0, r.1)
                    }
                }
            ));
        }
        s
    }

    fn facts(&self) -> Facts {
        let x = u64::from(self.nim_sum());
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
                label: Msg::ViewSheets.into(),
                params: vec![("size", String::new())],
                current: self.heat_map.is_none() && self.dag.is_none(),
            },
            ViewLink {
                view: "dag",
                label: Msg::ViewDag.into(),
                params: vec![("size", String::new())],
                current: self.dag.is_some(),
            },
            ViewLink {
                view: "table",
                label: Msg::ViewSgTable.into(),
                params: Vec::new(),
                current: self.heat_map.is_some(),
            },
        ]
    }

    fn named_winning_move(&self, lang: Lang) -> Option<super::NamedMove> {
        // Square cuts: the conclusion names no cut.
        self.winning_cut()
            .and_then(|_| super::first_winning_move(self, lang))
    }

    fn move_words(&self, play: &str, lang: Lang) -> Option<String> {
        Some(cut_words(&self.game.parse_move(play).ok()?, lang))
    }

    fn last_move_words(&self, lang: Lang) -> Option<String> {
        self.last.as_ref().map(|c| cut_words(c, lang))
    }

    fn move_choices(&self, max: usize) -> Option<Vec<crate::practice::play::Choice>> {
        crate::practice::play::choices(&self.game, max, &|play, lang| self.move_words(play, lang))
    }

    fn play(&self) -> Option<PlayInfo> {
        Some(play_info(&self.game, &self.history))
    }

    fn review(&self) -> Option<grundy_core::games::review::Review> {
        Some(grundy_core::games::review::review(
            &self.start_game,
            &self.history,
        ))
    }

    fn question(&self, step: usize) -> Option<super::quiz::Question> {
        match &self.dag {
            Some((walk, _)) => walk.question(step),
            None => self.sheets_question(step),
        }
    }

    fn figure_hiding_answer(&self, step: usize, lang: Lang) -> Option<Figure> {
        let (walk, _) = self.dag.as_ref()?;
        walk.hiding(step, || self.figure(step, lang))
    }
}

mod figures;
mod labels;
mod quiz;
mod smaller;
/// "cut sheet 1 at x = 2".
fn cut_words(c: &SheetCut, lang: Lang) -> String {
    let at = if c.vertical {
        Cut::V(c.at)
    } else {
        Cut::H(c.at)
    };
    t!(
        lang,
        DescCut {
            sheet: c.sheet + 1,
            at: at.describe(lang)
        }
    )
}

#[cfg(test)]
mod tests;
