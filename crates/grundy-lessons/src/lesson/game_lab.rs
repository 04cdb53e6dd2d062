//! The `game-lab` lesson: define a take-and-break heap game by an octal code (`code=0.77`), a
//! subtraction set (`set=1,2,3&split=1`) or a name (`game=grundy`, Grundy's game: split a heap
//! into two unequal heaps, written `HEAP:0:LEFT`), tabulate G(0..N) (`n=`, at most 10^5 computed;
//! the table is drawn in a window of 360 cells, `from=` moves it), find the period and say
//! whether the Guy–Smith theorem proves it (for Grundy's game, which it does not cover, what
//! is known instead). Each rule is one type ([`rules::LabRule`]); the views ask it.
//! `heap=K` opens the mex step of heap K,
//! `view=dag&heap=K` its game DAG, and `heaps=5,7,9` (or `view=play`) plays a sum of heaps
//! against the computer with `moves=HEAP:TAKE` (take from the end of a heap, leaving one heap
//! or nothing) and `moves=HEAP:TAKE:LEFT` (leave LEFT tokens on the left and the rest on the
//! right: a split into two heaps). Heaps are numbered 1.. in the current row; a split heap's
//! two parts take its place, an emptied heap disappears. The rules of play are the
//! [`OctalGame`]'s (games/octal/play.rs); this module keeps the walkthrough.

mod figures;
pub mod rules;
#[cfg(test)]
mod tests;
mod walk;

use super::dag_walk::DagWalk;
use super::{
    boxed, parse_u64, parse_u64_list, replay_keeping_last, Lesson, Param, ParamError, Query,
};
use grundy_core::games::octal::period::Period;
use grundy_core::games::octal::{HeapMove, OctalGame, OctalMove, Rules, RulesError, MAX_N};
use grundy_core::games::Game;
use grundy_core::i18n::{Lang, Msg, Phrase};
use grundy_core::sg::{extract_dag, MoveGraph};
use grundy_core::sort::StableSort;
use grundy_core::{phrase, t};
use rules::LabRule;
use std::rc::Rc;

/// The `game-lab` lesson's catalogue entry: the whole of its registration (with one line in
/// the `lessons!` list of lesson.rs).
pub const LESSON: Lesson = Lesson {
    slug: "game-lab",
    title: Msg::TitleGameLab,
    summary: Msg::SummaryGameLab,
    params: &[
        Param::with("code", "0.77"),
        Param::optional("set"),
        Param::optional("split"),
        Param::optional("game"),
        Param::with("n", "200"),
        Param::optional("from"),
        Param::optional("heap"),
        Param::optional("heaps"),
        Param::optional("moves"),
    ],
    views: &["table", "mex", "dag", "play"],
    build: |q| GameLabLesson::from_query(q).map(boxed),
};
/// Table length when `n=` is not given.
pub const DEFAULT_N: usize = 200;
/// Cells of the table drawn at once.
pub const MAX_DRAWN: usize = 360;
/// Moves of a mex walkthrough shown one step each (the rest are summed up in one step).
pub const MAX_MEX_STEPS: usize = 40;
/// Most heaps in a played sum, and the largest heap played.
pub const MAX_HEAPS: usize = 12;
/// The largest heap in a played sum (and below N).
pub const MAX_PLAY_HEAP: usize = 5_000;
/// Most positions of a heap DAG drawn at all: a larger heap draws the largest heap within it
/// and says so. (At 120, Kayles' heap 12 drew 101 positions 9,564 units wide, which opened
/// at 1021 % and fitted into a 5 px strip; heap 8's 30 positions opened at 221 %.)
const MAX_DAG_NODES: usize = 16;
const MAX_DAG_EDGES: usize = 1_500;
/// Most positions of the heap DAG the DAG link opens: Kayles' heap 5 (11 positions) lays out
/// 694 × 658 units and opens fitted at 1280×800; heap 6 (15) 961 × 838 and heap 7 (22)
/// 1,382 × 1,106 open zoomed with the root off screen; heap 10 (56) is 4,545 units wide.
const READABLE_HEAP_DAG: usize = 12;
/// Heaps in a row whose DAG is too large after which no larger heap is tried.
const READABLE_MISSES: usize = 8;

/// Which figure the lesson shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabView {
    /// The rule, the table and the period.
    Table,
    /// The mex step of one heap.
    Mex(usize),
    /// The game DAG of one heap.
    Dag(usize),
    /// A sum of heaps played against the computer.
    Play,
}

/// The steps of the table view: the rule, the table, the table laid out by its period (when
/// one short enough is found), and the verdict on the period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableStep {
    /// The rule's digits.
    Rule,
    /// G(0..N) in plain rows: each value a mex, no pattern shown yet.
    Plain,
    /// The same values in rows of the period found, the irregular ones dashed.
    Rows,
    /// The period proven (its Guy–Smith window), observed, or not found.
    Verdict,
}

/// The validated parameters: everything but the table's values.
#[derive(Debug, Clone)]
pub struct LabParams {
    /// The game's rule.
    pub rule: Rc<dyn LabRule>,
    /// Table length N.
    pub n: usize,
    /// First heap of the drawn window.
    pub from: usize,
    /// The figure.
    pub view: LabView,
    /// Heaps at the start of play.
    pub start: Vec<usize>,
    /// The `moves=` text.
    pub moves: Option<String>,
}

/// A validated game-lab lesson.
pub struct GameLabLesson {
    p: LabParams,
    /// What the rule finds of a period in the table (None: the rule claims none).
    period: Option<Period>,
    /// The sum of heaps in play, which holds the table G(0..N).
    game: OctalGame,
    /// The position before the first move (for the review).
    start_game: OctalGame,
    history: Vec<String>,
    /// The last move played, traced on the play figure.
    last: Option<OctalMove>,
    dag: Option<(usize, usize, DagWalk)>,
}

/// The reason a code or set was refused, as a phrase in the reader's language.
pub fn rules_reason(e: &RulesError) -> Phrase {
    match e {
        RulesError::NotACode(s) => phrase!(LabErrNotCode { code: s.clone() }),
        RulesError::NoDigits => phrase!(LabErrNoDigits),
        RulesError::BadDigit { position, found } => phrase!(LabErrBadDigit {
            position: position.to_string(),
            digit: found.to_string()
        }),
        RulesError::TooManyDigits(n) => phrase!(LabErrTooMany {
            count: n.to_string()
        }),
        RulesError::EmptySet => phrase!(LabErrEmptySet),
        RulesError::SetElement(v) => phrase!(LabErrSetElement {
            value: v.to_string()
        }),
    }
}

impl LabParams {
    /// Parses and validates a link's own parameters (the table is not computed here).
    pub fn from_query(q: &Query) -> Result<LabParams, ParamError> {
        let given = |v: Option<&str>| v.is_some_and(|v| !v.trim().is_empty());
        let rule = match q.get("game").filter(|g| !g.trim().is_empty()) {
            // A named game: with a code or a set beside it, which game was meant is unclear.
            Some(name) => {
                let rule = rules::named(name)?;
                if given(q.get("code")) || given(q.get("set")) {
                    return Err(ParamError::new("game", phrase!(LabErrGameAndCode)));
                }
                rule
            }
            None => rules::octal(Self::octal_rules(q)?),
        };
        Self::with_rule(q, rule)
    }

    /// The octal code or subtraction set of a link without `game=` (Kayles when neither is
    /// given).
    fn octal_rules(q: &Query) -> Result<Rules, ParamError> {
        // One game: a code, or a set (the form offers both boxes; one given while the other
        // still held its game was ignored without a word).
        let given = |v: Option<&str>| v.is_some_and(|v| !v.trim().is_empty());
        match (given(q.get("code")), given(q.get("set"))) {
            (true, true) => {
                // A set that is wrong in itself is said first ("abc" was told "not both").
                parse_u64_list("set", q.get("set").unwrap_or(""), "1,2,3", 1, 100, 100)?;
                return Err(ParamError::new("set", phrase!(LabErrCodeAndSet)));
            }
            (false, false) if q.get("code").is_some() || q.get("set").is_some() => {
                return Err(ParamError::new("code", phrase!(LabErrNoGame)))
            }
            _ => {}
        }
        let rules = match (q.get("code"), q.get("set")) {
            (Some(code), _) if !code.trim().is_empty() || q.get("set").is_none() => {
                Rules::parse_code(code.trim()).map_err(|e| {
                    // "1,3,4" in the code's box: a set, which has a box of its own.
                    let code = code.trim();
                    let set_like = code.contains(',')
                        && code
                            .chars()
                            .all(|c| c.is_ascii_digit() || c == ',' || c == ' ');
                    let problem = if set_like {
                        phrase!(LabCodeIsSet {
                            code: grundy_core::text::shown(code)
                        })
                    } else {
                        phrase!(ExpectCode {
                            problem: rules_reason(&e)
                        })
                    };
                    ParamError::new("code", problem)
                })?
            }
            (_, Some(set)) => {
                let set = parse_u64_list("set", set, "1,2,3", 1, 100, 100)?;
                let split = match q.get("split") {
                    None | Some("" | "0") => false,
                    Some("1") => true,
                    Some(other) => {
                        return Err(ParamError::new(
                            "split",
                            phrase!(ExpectFlag {
                                token: other.to_string()
                            }),
                        ))
                    }
                };
                Rules::subtraction(&set, split).map_err(|e| {
                    ParamError::new(
                        "set",
                        phrase!(ExpectCode {
                            problem: rules_reason(&e)
                        }),
                    )
                })?
            }
            // No game given: Kayles.
            _ => Rules::parse_code("0.77").map_err(|e| {
                ParamError::new(
                    "code",
                    phrase!(ExpectCode {
                        problem: rules_reason(&e)
                    }),
                )
            })?,
        };
        Ok(rules)
    }

    /// The parameters but the rule's own.
    fn with_rule(q: &Query, rule: Rc<dyn LabRule>) -> Result<LabParams, ParamError> {
        let n = match q.get("n") {
            Some(t) => parse_u64("n", t, 1, MAX_N as u64)? as usize,
            None => DEFAULT_N,
        };
        let from = match q.get("from") {
            Some(t) => parse_u64("from", t, 0, n as u64 - 1)? as usize,
            None => 0,
        };
        let heap = match q.get("heap") {
            Some(t) => Some(parse_heap(t, n)?),
            None => None,
        };
        let view = match (q.get("view"), heap) {
            (Some("table"), _) => LabView::Table,
            (Some("mex"), h) | (None, h @ Some(_)) => LabView::Mex(h.unwrap_or(n.min(10) - 1)),
            (Some("dag"), h) => LabView::Dag(h.unwrap_or(n.min(6) - 1)),
            (Some("play"), _) => LabView::Play,
            (None, None) if q.get("heaps").is_some() || q.get("moves").is_some() => LabView::Play,
            (None, None) => LabView::Table,
            (Some(other), _) => {
                return Err(ParamError::new(
                    "view",
                    phrase!(ExpectView {
                        views: "table, mex, dag, play",
                        token: other.to_string()
                    }),
                ))
            }
        };
        let top = (n - 1).min(MAX_PLAY_HEAP) as u64;
        let start: Vec<usize> = match q.get("heaps") {
            Some(t) => parse_u64_list("heaps", t, "5,7,9", 1, top, MAX_HEAPS)?
                .into_iter()
                .map(|h| h as usize)
                .collect(),
            // The example's heaps that the table holds; below heap 5, its largest heap.
            None => match [5, 7, 9].into_iter().filter(|&h| h < n).collect::<Vec<_>>() {
                d if d.is_empty() && n >= 2 => vec![n - 1],
                d => d,
            },
        };
        Ok(LabParams {
            rule,
            n,
            from,
            view,
            start,
            moves: q.get("moves").map(str::to_string),
        })
    }
}

fn parse_heap(t: &str, n: usize) -> Result<usize, ParamError> {
    match t.trim().parse::<usize>() {
        Ok(k) if k < n => Ok(k),
        _ => Err(ParamError::new(
            "heap",
            phrase!(ExpectHeapInTable {
                last: (n - 1).to_string(),
                token: t.to_string()
            }),
        )),
    }
}

/// One heap as a game on its own, for the DAG view: positions are the non-empty heaps it has
/// become, largest first.
struct OneHeap<'r>(&'r dyn LabRule);

impl MoveGraph for OneHeap<'_> {
    type Position = Vec<usize>;
    fn moves(&self, p: &Vec<usize>) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for m in self.0.moves(h) {
                let mut next: Vec<usize> = p
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &v)| v)
                    .collect();
                next.extend([m.left, m.right].into_iter().filter(|&v| v > 0));
                next.stable_sort_by(|a, b| b.cmp(a));
                if !out.contains(&next) {
                    out.push(next);
                }
            }
        }
        out
    }
}

impl GameLabLesson {
    /// The lesson for a link query; computes G(0..N) at once (see [`LabParams::from_query`]
    /// and [`GameLabLesson::with_values`] for computing it elsewhere).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let p = LabParams::from_query(q)?;
        let values = p.rule.table(p.n);
        Self::with_values(p, values)
    }

    /// The lesson from validated parameters and the table G(0..N) computed for them.
    pub fn with_values(p: LabParams, mut values: Vec<u32>) -> Result<Self, ParamError> {
        if values.len() != p.n {
            values = p.rule.table(p.n);
        }
        let period = p.rule.period(&values);
        let mut game = OctalGame {
            rules: p.rule.clone(),
            values: values.into(),
            heaps: p.start.clone(),
            max_heaps: MAX_HEAPS,
        };
        let start_game = game.clone();
        let (history, last) = replay_keeping_last(&mut game, p.moves.as_deref())?;
        let mut lesson = GameLabLesson {
            p,
            period,
            game,
            start_game,
            history,
            last,
            dag: None,
        };
        if let LabView::Dag(k) = lesson.p.view {
            lesson.dag = Some(lesson.heap_dag(k));
        }
        Ok(lesson)
    }

    fn g(&self, heap: usize) -> u32 {
        self.game.g(heap)
    }

    /// The nim-sum of the heaps in play.
    pub fn nim_sum(&self) -> u32 {
        self.game.nim_sum()
    }

    /// The steps of the table view.
    pub fn table_steps(&self) -> Vec<TableStep> {
        let mut steps = vec![TableStep::Rule, TableStep::Plain];
        if figures::period_row(self).is_some() {
            steps.push(TableStep::Rows);
        }
        steps.push(TableStep::Verdict);
        steps
    }

    /// Whether the table view draws only a window of its heaps at some step (its sentence
    /// then says so and the "first heap drawn" box moves the window).
    pub fn table_is_windowed(&self) -> bool {
        self.p.view == LabView::Table
            && self.table_steps().into_iter().any(|t| {
                let (a, b) = figures::window(self, figures::row_width(self, t));
                b - a < self.p.n
            })
    }

    /// The table view's step at `step` (the last one beyond the end).
    pub fn table_step(&self, step: usize) -> TableStep {
        self.table_steps()
            .get(step)
            .copied()
            .unwrap_or(TableStep::Verdict)
    }

    /// The first winning move.
    fn first_winning(&self) -> Option<OctalMove> {
        self.game.winning_moves().into_iter().next()
    }

    /// What a move leaves of its heap, as the DAG writes positions: "3 + 3", "5", "0".
    fn left_text(m: &HeapMove) -> String {
        match m.heaps_left() {
            0 => "0".into(),
            1 => m.left.to_string(),
            _ => format!("{} + {}", m.left, m.right),
        }
    }

    /// The XOR of the heaps' values after move `w`, written out: "4 ⊕ 3 ⊕ 3 ⊕ 4 = 0" (the
    /// moved heap replaced by what it leaves, as `Game::apply` does, without copying the
    /// table the game carries).
    fn values_after(&self, w: &OctalMove) -> String {
        let parts = [w.m.left, w.m.right].into_iter().filter(|&h| h > 0);
        let heaps: Vec<usize> = (self.heaps().iter().take(w.heap).copied())
            .chain(parts)
            .chain(self.heaps().iter().skip(w.heap + 1).copied())
            .collect();
        let values: Vec<String> = heaps.iter().map(|&h| self.g(h).to_string()).collect();
        // A winning move leaves a nim-sum of 0; computed, not assumed.
        let sum = heaps.iter().fold(0, |x, &h| x ^ self.g(h));
        if values.is_empty() {
            sum.to_string()
        } else {
            format!("{} = {sum}", grundy_core::text::xor_terms(&values))
        }
    }

    /// The first winning move in words: what it takes from which heap, what it leaves, and
    /// the heaps' values after it (the move box's "2:1:3" said none of it).
    fn winning_sentence(&self, lang: Lang) -> Option<String> {
        let w = self.first_winning()?;
        if w.m.take == 0 {
            // A split that takes nothing (Grundy's game).
            return Some(t!(
                lang,
                LabWinSplit {
                    heap: (w.heap + 1).to_string(),
                    size: self.heaps().get(w.heap).copied().unwrap_or(0).to_string(),
                    left: Self::left_text(&w.m),
                    values: self.values_after(&w)
                }
            ));
        }
        Some(t!(
            lang,
            LabWinTake {
                take: w.m.take.to_string(),
                heap: (w.heap + 1).to_string(),
                size: self.heaps().get(w.heap).copied().unwrap_or(0).to_string(),
                left: Self::left_text(&w.m),
                values: self.values_after(&w)
            }
        ))
    }

    /// Every winning move (to a nim-sum of 0), in link notation.
    pub fn winning_moves(&self) -> Vec<String> {
        self.game
            .winning_moves()
            .iter()
            .map(|m| self.game.format_move(m))
            .collect()
    }

    /// The table G(0..N).
    pub fn values(&self) -> &[u32] {
        &self.game.values
    }

    /// The period the rule finds (None: it claims none).
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The heaps in play.
    pub fn heaps(&self) -> &[usize] {
        &self.game.heaps
    }

    /// The largest heap up to `k` whose game DAG has at most [`READABLE_HEAP_DAG`] positions,
    /// found scanning up from heap 1 until [`READABLE_MISSES`] heaps in a row are too large (a
    /// heap's DAG grows with the heap, bar a few). Scanning down from `k` built a DAG of
    /// thousands of moves for each heap from k: the views of Kayles' heap 4999 took 30 s.
    fn readable_dag_heap(&self, k: usize) -> usize {
        let game = OneHeap(self.p.rule.as_ref());
        let (mut best, mut misses) = (k.min(1), 0);
        for h in 1..=k {
            if extract_dag(&game, &vec![h], READABLE_HEAP_DAG).is_ok() {
                (best, misses) = (h, 0);
            } else {
                misses += 1;
                if misses == READABLE_MISSES {
                    break;
                }
            }
        }
        best
    }

    fn heap_dag(&self, real: usize) -> (usize, usize, DagWalk) {
        let game = OneHeap(self.p.rule.as_ref());
        let mut size = real.min(40);
        loop {
            let start: Vec<usize> = vec![size].into_iter().filter(|&v| v > 0).collect();
            if let Ok(dag) = extract_dag(&game, &start, MAX_DAG_NODES) {
                if dag.edges.len() <= MAX_DAG_EDGES || size == 0 {
                    let labels = dag
                        .nodes
                        .iter()
                        .map(|p| grundy_core::figure::dag::heap_position_label(p))
                        .collect();
                    return (real, size, DagWalk::new(labels, dag.edges, dag.sg));
                }
            }
            if size == 0 {
                // The empty position always fits; unreachable in practice.
                return (real, 0, DagWalk::new(vec!["0".into()], Vec::new(), vec![0]));
            }
            size -= 1;
        }
    }

    /// The moves of heap K shown one step each, and the rest summed up.
    fn mex_moves(&self, k: usize) -> (Vec<HeapMove>, Vec<HeapMove>) {
        let mut all = self.p.rule.moves(k);
        let rest = if all.len() > MAX_MEX_STEPS {
            all.split_off(MAX_MEX_STEPS)
        } else {
            Vec::new()
        };
        (all, rest)
    }

    fn move_value(&self, m: &HeapMove) -> u32 {
        self.game.move_value(m)
    }

    fn move_sentence(&self, m: &HeapMove, lang: Lang) -> String {
        let (a, b) = (m.left, m.right);
        match m.heaps_left() {
            0 => t!(
                lang,
                LabMexNothing {
                    take: m.take.to_string()
                }
            ),
            1 => t!(
                lang,
                LabMexOne {
                    take: m.take.to_string(),
                    heap: a.to_string(),
                    value: self.g(a).to_string()
                }
            ),
            _ if m.take == 0 => t!(
                lang,
                LabMexSplit {
                    first: a.to_string(),
                    second: b.to_string(),
                    first_value: self.g(a).to_string(),
                    second_value: self.g(b).to_string(),
                    value: self.move_value(m).to_string()
                }
            ),
            _ => t!(
                lang,
                LabMexTwo {
                    take: m.take.to_string(),
                    first: a.to_string(),
                    second: b.to_string(),
                    first_value: self.g(a).to_string(),
                    second_value: self.g(b).to_string(),
                    value: self.move_value(m).to_string()
                }
            ),
        }
    }
}

impl GameLabLesson {
    /// The game's rule in words (the table's first step).
    pub(super) fn rule_sentence(&self, lang: Lang) -> String {
        self.p.rule.rule_sentence(lang)
    }

    /// The table's answer in a few words: what the rule knows of its period.
    pub(super) fn period_answer(&self, lang: Lang) -> String {
        self.p.rule.period_answer(self.period, self.p.n, lang)
    }

    /// What is known of the period, in a sentence (the table's last step).
    pub(super) fn period_sentence(&self, lang: Lang) -> String {
        self.p.rule.period_sentence(self.period, self.p.n, lang)
    }
}

fn set_text(values: impl IntoIterator<Item = u32>) -> String {
    let mut v: Vec<u32> = values.into_iter().collect();
    v.stable_sort();
    v.dedup();
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
