//! The six Nim-family lessons (`nim`, `misere-nim`, `bounded-nim`, `staircase-nim`, `set-nim`,
//! `split-nim`) share one model: piles, the value each pile enters the XOR with, the XOR bit
//! columns step by step, the verdict and the winning move, and play with `moves=`.

use super::dag_walk::{sum_walk, DagWalk};
use super::{
    bad_format, move_error, parse_u64, parse_u64_list, split_moves, Facts, InputField, LessonKind,
    ParamError, PlayInfo, Query, ViewLink, Walkthrough, MAX_LISTED_MOVES,
};
use crate::figure::dag::add_token_line;
use crate::figure::stairs::stairs;
use crate::figure::xor::{xor_figure, XorLabels, XorRow, XorStage};
use crate::figure::Figure;
use crate::games::{nim, split, staircase, subtraction, PileMove};
use crate::i18n::{tr, trf, Lang, Msg, Phrase};
use crate::sg::sum::MAX_SUM_POSITIONS;
use crate::sg::{extract_dag, Game};

/// Most piles a lesson shows (the judge takes more).
pub const MAX_PILES: usize = 300;
/// Largest pile in `set-nim` lessons (its SG table is filled on the page).
pub const MAX_SET_PILE: u64 = 100_000;
/// Largest pile in `split-nim` lessons (its SG table costs O(x²)).
pub const MAX_SPLIT_PILE: u64 = 2_000;

/// The rule that distinguishes the lessons.
pub enum Variant {
    /// Take any number from one pile; the last mover wins.
    Normal,
    /// Take any number; whoever takes the last stone loses.
    Misere,
    /// Take 1..=k from one pile.
    Bounded(u64),
    /// Move stones one step down a staircase.
    Staircase,
    /// Take exactly s ∈ S from one pile; the SG table covers every pile.
    Set(subtraction::SubtractionSet, Vec<u8>),
    /// Split a pile into two smaller ones; the SG table covers every pile.
    Split(Vec<u32>),
}

/// A move, as validated against the position it is played in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FamilyMove {
    Take(PileMove),
    Stair(staircase::StairMove),
    Split(split::SplitMove),
}

/// The `view=dag` figure: the game DAG of one pile.
struct PileDag {
    /// The pile (0-based) it belongs to.
    pile: usize,
    /// The pile size drawn, when the real one is too large to draw.
    clamped: Option<(u64, u64)>,
    walk: DagWalk,
    /// For `view=game`: the DAG of the whole sum (with each pile's SG and label), or `None`
    /// inside when the sum was too large and this is pile 1's DAG instead.
    sum: Option<Option<Vec<(u64, String)>>>,
}

/// A validated Nim-family lesson at its current position.
pub struct NimFamilyLesson {
    kind: LessonKind,
    variant: Variant,
    start: Vec<u64>,
    history: Vec<String>,
    piles: Vec<u64>,
    steps: Vec<XorStage>,
    dag: Option<PileDag>,
}

/// One pile of a variant as a game on its own (for the DAG view). Split positions are the
/// sorted non-empty piles a single pile has become.
struct OnePile<'a>(&'a Variant);

impl Game for OnePile<'_> {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let Some(&x) = p.first() else {
            return Vec::new();
        };
        match self.0 {
            Variant::Split(_) => {
                let mut out = Vec::new();
                for (i, &a) in p.iter().enumerate() {
                    for b in 0..a {
                        for c in 0..=b {
                            let mut next: Vec<u64> = p
                                .iter()
                                .enumerate()
                                .filter(|(j, _)| *j != i)
                                .map(|(_, &v)| v)
                                .collect();
                            next.extend([b, c].into_iter().filter(|&v| v > 0));
                            next.sort_unstable_by(|a, b| b.cmp(a));
                            if !out.contains(&next) {
                                out.push(next);
                            }
                        }
                    }
                }
                out
            }
            Variant::Bounded(k) => (1..=x.min(*k)).map(|t| vec![x - t]).collect(),
            Variant::Set(set, _) => set
                .sizes()
                .iter()
                .filter(|&&s| s <= x)
                .map(|&s| vec![x - s])
                .collect(),
            _ => (0..x).rev().map(|y| vec![y]).collect(),
        }
    }
}

/// A one-pile position as drawn: its piles joined by `+` (split piles), `0` when empty.
fn position_label(p: &[u64]) -> String {
    if p.is_empty() {
        "0".to_string()
    } else {
        p.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join("+")
    }
}

/// Largest DAG drawn for one pile.
const MAX_PILE_DAG_NODES: usize = 120;
const MAX_PILE_DAG_EDGES: usize = 1_500;

fn example(kind: LessonKind) -> (&'static str, &'static str) {
    match kind {
        LessonKind::MisereNim => ("piles", "1,2,3,4"),
        LessonKind::BoundedNim => ("piles", "7,9,4"),
        LessonKind::StaircaseNim => ("steps", "3,1,4,1,5"),
        LessonKind::SetNim => ("piles", "2,4,7"),
        LessonKind::SplitNim => ("piles", "2,3"),
        _ => ("piles", "3,4,5"),
    }
}

/// The lesson's own parameters.
pub fn params(kind: LessonKind) -> &'static [&'static str] {
    match kind {
        LessonKind::BoundedNim => &["piles", "k", "moves", "pile"],
        LessonKind::StaircaseNim => &["steps", "moves"],
        LessonKind::MisereNim => &["piles", "moves"],
        LessonKind::SetNim => &["set", "piles", "moves", "pile"],
        _ => &["piles", "moves", "pile"],
    }
}

impl NimFamilyLesson {
    /// The lesson for a link query; missing parameters take the example's values.
    pub fn from_query(kind: LessonKind, q: &Query) -> Result<Self, ParamError> {
        let (param, default) = example(kind);
        let max_pile = match kind {
            LessonKind::SetNim => MAX_SET_PILE,
            LessonKind::SplitNim => MAX_SPLIT_PILE,
            _ => u64::MAX,
        };
        let start = parse_u64_list(
            param,
            q.get(param).unwrap_or(default),
            default,
            0,
            max_pile,
            MAX_PILES,
        )?;
        let variant = match kind {
            LessonKind::MisereNim => Variant::Misere,
            LessonKind::BoundedNim => {
                Variant::Bounded(parse_u64("k", q.get("k").unwrap_or("3"), 1, u64::MAX)?)
            }
            LessonKind::StaircaseNim => Variant::Staircase,
            LessonKind::SetNim => {
                let sizes = parse_u64_list(
                    "set",
                    q.get("set").unwrap_or("2,5"),
                    "2,5",
                    1,
                    MAX_SET_PILE,
                    100,
                )?;
                // 1..=100 sizes, each ≥ 1, always form a valid set.
                let set = subtraction::SubtractionSet::new(&sizes)
                    .map_err(|_| ParamError::new("set", Msg::ExpectNonEmpty, vec!["2,5".into()]))?;
                let max = start.iter().copied().max().unwrap_or(0) as usize;
                let table = subtraction::sg_table(&set, max);
                Variant::Set(set, table)
            }
            LessonKind::SplitNim => Variant::Split(split::sg_table(
                start.iter().copied().max().unwrap_or(0) as usize,
            )),
            _ => Variant::Normal,
        };
        let mut lesson = NimFamilyLesson {
            kind,
            variant,
            piles: start.clone(),
            start,
            history: Vec::new(),
            steps: Vec::new(),
            dag: None,
        };
        for (i, notation) in split_moves(q.get("moves")).iter().enumerate() {
            let m = lesson
                .parse_move(notation)
                .map_err(|reason| move_error(i, notation, reason))?;
            lesson.apply(m);
            lesson.history.push(notation.clone());
        }
        lesson.steps = lesson.stages();
        match q.get("view") {
            None | Some("xor") => {}
            Some("dag") if lesson.has_dag_view() => {
                let n = lesson.piles.len() as u64;
                let pile = parse_u64("pile", q.get("pile").unwrap_or("1"), 1, n)? as usize - 1;
                lesson.dag = Some(lesson.pile_dag(pile));
            }
            Some("game") if lesson.has_dag_view() => lesson.dag = Some(lesson.sum_dag()),
            Some(other) => {
                let views = if lesson.has_dag_view() {
                    "xor, dag, game"
                } else {
                    "xor"
                };
                return Err(ParamError::new(
                    "view",
                    Msg::ExpectView,
                    vec![views.into(), other.into()],
                ));
            }
        }
        Ok(lesson)
    }

    fn has_dag_view(&self) -> bool {
        !matches!(self.variant, Variant::Misere | Variant::Staircase)
    }

    /// The DAG of pile `pile`, or of the largest smaller pile whose DAG fits.
    fn pile_dag(&self, pile: usize) -> PileDag {
        let real = self.piles[pile];
        let game = OnePile(&self.variant);
        // A pile of a stones has at most a + 1 positions (split ones more), and a move list is
        // as long as the pile, so the size is clamped before any move is generated.
        let mut size = real.min(MAX_PILE_DAG_NODES as u64);
        loop {
            let start: Vec<u64> = vec![size].into_iter().filter(|&v| v > 0).collect();
            if let Ok(dag) = extract_dag(&game, &start, MAX_PILE_DAG_NODES) {
                if dag.edges.len() <= MAX_PILE_DAG_EDGES || size == 0 {
                    let labels = dag.nodes.iter().map(|p| position_label(p)).collect();
                    let walk = DagWalk::new(labels, dag.edges, dag.sg);
                    return PileDag {
                        pile,
                        clamped: (size != real).then_some((real, size)),
                        walk,
                        sum: None,
                    };
                }
            }
            size -= 1;
        }
    }

    /// The DAG of the whole sum when it has at most [`MAX_SUM_POSITIONS`] positions, else
    /// pile 1's DAG with the reason.
    fn sum_dag(&self) -> PileDag {
        let game = OnePile(&self.variant);
        // Split piles have many positions and long move lists: bound them before generating.
        let largest = match self.variant {
            Variant::Split(_) => 40,
            _ => MAX_SUM_POSITIONS as u64,
        };
        let starts: Vec<Vec<u64>> = self
            .piles
            .iter()
            .map(|&a| vec![a].into_iter().filter(|&v| v > 0).collect())
            .collect();
        let drawn = self.piles.iter().all(|&a| a <= largest);
        match drawn
            .then(|| sum_walk(&game, &starts, |p| position_label(p)))
            .flatten()
        {
            Some((walk, parts)) => PileDag {
                pile: 0,
                clamped: None,
                walk,
                sum: Some(Some(parts)),
            },
            None => {
                let mut d = self.pile_dag(0);
                d.sum = Some(None);
                d
            }
        }
    }

    fn notation(&self) -> Msg {
        match self.variant {
            Variant::Staircase => Msg::NotationStair,
            Variant::Split(_) => Msg::NotationSplit,
            _ => Msg::NotationPileTake,
        }
    }

    /// Parses and checks one move against the current position; the reason is in English
    /// only when it is shown through [`ParamError`] (which names the move).
    fn parse_move(&self, text: &str) -> Result<FamilyMove, Phrase> {
        let bad = || bad_format(self.notation());
        if self.over() {
            return Err(Phrase::msg(Msg::MoveOver, Vec::new()));
        }
        let (pile_text, rest) = text.split_once(':').ok_or_else(bad)?;
        let pile: usize = pile_text.trim().parse().map_err(|_| bad())?;
        if pile == 0 || pile > self.piles.len() {
            return Err(Phrase::msg(Msg::MoveNoPile, vec![pile.to_string()]));
        }
        let a = self.piles[pile - 1];
        if let Variant::Split(_) = self.variant {
            let (b, c) = rest.split_once('+').ok_or_else(bad)?;
            let (b, c): (u64, u64) = (
                b.trim().parse().map_err(|_| bad())?,
                c.trim().parse().map_err(|_| bad())?,
            );
            if b >= a || c >= a {
                return Err(Phrase::msg(Msg::MoveSplitParts, vec![a.to_string()]));
            }
            return Ok(FamilyMove::Split(split::SplitMove {
                pile: pile - 1,
                parts: (b.max(c), b.min(c)),
            }));
        }
        let take: u64 = rest.trim().parse().map_err(|_| bad())?;
        if take == 0 {
            return Err(Phrase::Msg(
                Msg::MoveNotAllowed,
                vec![
                    Phrase::Text("0".into()),
                    Phrase::msg(self.notation(), Vec::new()),
                ],
            ));
        }
        if take > a {
            return Err(Phrase::msg(
                Msg::MoveTooMany,
                vec![pile.to_string(), a.to_string()],
            ));
        }
        match &self.variant {
            Variant::Bounded(k) if take > *k => Err(Phrase::msg(
                Msg::MoveNotAllowed,
                vec![take.to_string(), format!("1..{k}")],
            )),
            Variant::Set(set, _) if !set.sizes().contains(&take) => {
                let sizes: Vec<String> = set.sizes().iter().map(|s| s.to_string()).collect();
                Err(Phrase::msg(
                    Msg::MoveNotAllowed,
                    vec![take.to_string(), format!("S = {{{}}}", sizes.join(","))],
                ))
            }
            Variant::Staircase => Ok(FamilyMove::Stair(staircase::StairMove {
                step: pile,
                count: take,
            })),
            _ => Ok(FamilyMove::Take(PileMove {
                pile: pile - 1,
                take,
            })),
        }
    }

    fn apply(&mut self, m: FamilyMove) {
        match m {
            FamilyMove::Take(t) => self.piles = t.apply(&self.piles),
            FamilyMove::Stair(s) => self.piles = s.apply(&self.piles),
            FamilyMove::Split(s) => {
                self.piles[s.pile] = s.parts.0;
                self.piles.insert(s.pile + 1, s.parts.1);
            }
        }
    }

    /// The value each pile enters the XOR with, and whether it enters at all.
    fn values(&self) -> Vec<(u64, bool)> {
        self.piles
            .iter()
            .enumerate()
            .map(|(i, &a)| match &self.variant {
                Variant::Normal | Variant::Misere => (a, true),
                Variant::Bounded(k) => (nim::bounded_sg(a, *k), true),
                Variant::Staircase => (a, i % 2 == 0),
                Variant::Set(_, table) => (u64::from(table[a as usize]), true),
                Variant::Split(table) => (u64::from(table[a as usize]), true),
            })
            .collect()
    }

    fn nim_sum(&self) -> u64 {
        self.values()
            .iter()
            .filter(|v| v.1)
            .fold(0, |acc, v| acc ^ v.0)
    }

    fn over(&self) -> bool {
        match &self.variant {
            Variant::Set(set, _) => self.piles.iter().all(|&a| a < set.sizes()[0]),
            Variant::Staircase
            | Variant::Normal
            | Variant::Misere
            | Variant::Bounded(_)
            | Variant::Split(_) => self.piles.iter().all(|&a| a == 0),
        }
    }

    fn to_move_wins(&self) -> bool {
        match &self.variant {
            Variant::Misere => nim::misere_first_wins(&self.piles),
            _ => self.nim_sum() != 0,
        }
    }

    /// Every winning move, in link notation, with its description.
    fn winning(&self) -> Vec<(String, FamilyMove)> {
        let takes = |moves: Vec<PileMove>| {
            moves
                .into_iter()
                .map(|m| (format!("{}:{}", m.pile + 1, m.take), FamilyMove::Take(m)))
                .collect()
        };
        match &self.variant {
            Variant::Normal => takes(nim::winning_moves(&self.piles)),
            Variant::Misere => takes(nim::misere_winning_moves(&self.piles)),
            Variant::Bounded(k) => takes(nim::bounded_winning_moves(&self.piles, *k)),
            Variant::Set(set, table) => takes(subtraction::winning_moves(set, table, &self.piles)),
            Variant::Staircase => staircase::winning_moves(&self.piles)
                .into_iter()
                .map(|m| (format!("{}:{}", m.step, m.count), FamilyMove::Stair(m)))
                .collect(),
            Variant::Split(table) => split::winning_moves(table, &self.piles)
                .into_iter()
                .map(|m| {
                    (
                        format!("{}:{}+{}", m.pile + 1, m.parts.0, m.parts.1),
                        FamilyMove::Split(m),
                    )
                })
                .collect(),
        }
    }

    /// Some legal move that gives away as little as possible, for a losing computer.
    fn any_move(&self) -> Option<String> {
        let (i, &a) = self
            .piles
            .iter()
            .enumerate()
            .filter(|(_, &a)| a > 0)
            .max_by_key(|(_, &a)| a)?;
        match &self.variant {
            Variant::Set(set, _) => {
                // The smallest move from the largest pile that still allows one.
                let smallest = set.sizes()[0];
                let (i, _) = self
                    .piles
                    .iter()
                    .enumerate()
                    .filter(|(_, &a)| a >= smallest)
                    .max_by_key(|(_, &a)| a)?;
                Some(format!("{}:{smallest}", i + 1))
            }
            Variant::Split(_) => Some(format!("{}:{}+0", i + 1, a - 1)),
            _ => Some(format!("{}:1", i + 1)),
        }
    }

    fn describe(&self, m: FamilyMove, lang: Lang) -> String {
        match m {
            FamilyMove::Take(t) => trf(lang, Msg::DescTake, crate::args![t.take, t.pile + 1]),
            FamilyMove::Stair(s) => trf(
                lang,
                Msg::DescStair,
                crate::args![s.count, s.step, s.step - 1],
            ),
            FamilyMove::Split(s) => trf(
                lang,
                Msg::DescSplit,
                crate::args![s.pile + 1, s.parts.0, s.parts.1],
            ),
        }
    }

    /// The walkthrough: binary rows, each column from the highest, the sum, the move.
    fn stages(&self) -> Vec<XorStage> {
        let values = self.values();
        let bits = values
            .iter()
            .map(|v| 64 - v.0.leading_zeros())
            .max()
            .unwrap_or(0)
            .max(1);
        let mut stages = vec![XorStage::Binary];
        stages.extend((0..bits).rev().map(XorStage::Column));
        stages.push(XorStage::Sum);
        let x = self.nim_sum();
        let nim_like_move = x != 0
            && !matches!(self.variant, Variant::Misere if self.piles.iter().all(|&a| a <= 1));
        if nim_like_move {
            let bit = 63 - x.leading_zeros();
            let row = values
                .iter()
                .position(|v| v.1 && v.0 >> bit & 1 == 1)
                .unwrap_or(0);
            stages.push(XorStage::Move {
                bit,
                row,
                target: values[row].0 ^ x,
            });
        } else {
            stages.push(XorStage::NoMove);
        }
        stages
    }

    fn row_label(&self, i: usize, lang: Lang) -> String {
        let msg = if matches!(self.variant, Variant::Staircase) {
            Msg::StepLabel
        } else {
            Msg::PileLabel
        };
        trf(lang, msg, &[(i + 1).to_string()])
    }
}

impl Walkthrough for NimFamilyLesson {
    fn step_count(&self) -> usize {
        match &self.dag {
            Some(d) => d.walk.step_count(),
            None => self.steps.len(),
        }
    }

    fn figure(&self, step: usize, lang: Lang) -> Figure {
        if let Some(d) = &self.dag {
            let caption = d.clamped.map(|(real, drawn)| {
                trf(
                    lang,
                    Msg::DagPileClamped,
                    &[real.to_string(), drawn.to_string()],
                )
            });
            let title = trf(lang, Msg::ViewDagOfPile, &[(d.pile + 1).to_string()]);
            let values = self.values();
            let sg = values.get(d.pile).map_or(0, |v| v.0);
            let at = self.piles.get(d.pile).map_or(0, |&a| a).to_string();
            return match &d.sum {
                Some(Some(parts)) => d.walk.sum_figure(step, lang, parts),
                _ => {
                    let caption = match d.sum {
                        Some(None) => Some(trf(
                            lang,
                            Msg::SumDagTooLarge,
                            &[MAX_SUM_POSITIONS.to_string()],
                        )),
                        _ => caption,
                    };
                    // The token of the current pile: on its node, or under the figure when
                    // only a smaller pile's DAG is drawn.
                    let tokens: &[usize] = if d.clamped.is_none() { &[0] } else { &[] };
                    let mut f = d.walk.figure(step, lang, tokens, &[], title, caption);
                    if d.clamped.is_some() {
                        add_token_line(&mut f, sg, &at, format!("{at}: SG = {sg}"));
                    }
                    f
                }
            };
        }
        let stage = self.steps[step.min(self.steps.len() - 1)];
        let clickable = !matches!(self.variant, Variant::Split(_) | Variant::Set(..));
        let rows: Vec<XorRow> = self
            .values()
            .iter()
            .enumerate()
            .map(|(i, &(value, included))| XorRow {
                label: self.row_label(i, lang),
                amount: self.piles[i],
                value,
                included,
                move_prefix: clickable.then(|| format!("{}:", i + 1)),
            })
            .collect();
        let value_header = match &self.variant {
            Variant::Bounded(k) => Some(trf(
                lang,
                Msg::ModHeader,
                &[(u128::from(*k) + 1).to_string()],
            )),
            Variant::Set(..) | Variant::Split(_) => Some(tr(lang, Msg::SgHeader).to_string()),
            _ => None,
        };
        let labels = XorLabels {
            value_header,
            parity: tr(lang, Msg::ParityLabel).to_string(),
            nim_sum: tr(lang, Msg::NimSumLabel).to_string(),
            title: self.kind.title(lang).to_string(),
        };
        let mut figure = xor_figure(&rows, stage, &labels);
        if matches!(self.variant, Variant::Staircase) {
            // The staircase itself goes on top; the XOR of its odd steps below it.
            let (mut shapes, w, h) = stairs(&self.piles, tr(lang, Msg::FloorLabel), true);
            for s in &mut figure.shapes {
                s.translate(0.0, h);
            }
            shapes.append(&mut figure.shapes);
            figure = Figure {
                width: figure.width.max(w),
                height: figure.height + h,
                title: figure.title,
                shapes,
            };
        }
        figure
    }

    fn sentence(&self, step: usize, lang: Lang) -> String {
        if let Some(d) = &self.dag {
            if let Some(Some(parts)) = &d.sum {
                return d.walk.sum_sentence(step, lang, parts);
            }
            return d.walk.sentence(step, lang).unwrap_or_else(|| {
                let mut s = tr(lang, Msg::DagStart).to_string();
                if let Some((real, drawn)) = d.clamped {
                    s.push(' ');
                    s.push_str(&trf(
                        lang,
                        Msg::DagPileClamped,
                        &[real.to_string(), drawn.to_string()],
                    ));
                }
                s
            });
        }
        let x = self.nim_sum();
        match self.steps[step.min(self.steps.len() - 1)] {
            XorStage::Binary => match &self.variant {
                Variant::Normal => tr(lang, Msg::NimIntro).to_string(),
                Variant::Misere => tr(lang, Msg::MisereIntro).to_string(),
                Variant::Bounded(k) => trf(
                    lang,
                    Msg::BoundedIntro,
                    &[k.to_string(), (u128::from(*k) + 1).to_string()],
                ),
                Variant::Staircase => tr(lang, Msg::StairIntro).to_string(),
                Variant::Set(set, _) => trf(
                    lang,
                    Msg::SetIntro,
                    &[set
                        .sizes()
                        .iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")],
                ),
                Variant::Split(_) => tr(lang, Msg::SplitIntro).to_string(),
            },
            XorStage::Column(b) => {
                let ones = self
                    .values()
                    .iter()
                    .filter(|v| v.1 && v.0 >> b & 1 == 1)
                    .count();
                let column = if b < 12 {
                    (1u64 << b).to_string()
                } else {
                    format!("2^{b}")
                };
                trf(
                    lang,
                    if ones % 2 == 0 {
                        Msg::ColumnEven
                    } else {
                        Msg::ColumnOdd
                    },
                    &[column, ones.to_string()],
                )
            }
            XorStage::Sum => {
                let rule = match &self.variant {
                    Variant::Misere if self.piles.iter().all(|&a| a <= 1) => {
                        return trf(
                            lang,
                            Msg::MisereAllSmall,
                            &[self.piles.iter().filter(|&&a| a == 1).count().to_string()],
                        );
                    }
                    Variant::Misere => format!(" {}", tr(lang, Msg::MisereBig)),
                    _ => String::new(),
                };
                if self.over() {
                    let winner = self.play().map_or(1, |p| {
                        if p.to_move_wins {
                            p.player_to_move
                        } else {
                            3 - p.player_to_move
                        }
                    });
                    return trf(
                        lang,
                        Msg::GameOver,
                        &[trf(lang, Msg::GameOverWinner, &[winner.to_string()])],
                    );
                }
                let head = if x != 0 {
                    trf(lang, Msg::SumWin, &[x.to_string()])
                } else {
                    trf(lang, Msg::SumLose, &[])
                };
                format!("{head}{rule}")
            }
            XorStage::Move { bit, row, target } => {
                let winning = self.winning();
                let value = self.values()[row].0;
                let chosen = winning.iter().find(|(_, m)| match m {
                    FamilyMove::Take(t) => t.pile == row,
                    FamilyMove::Stair(s) => s.step - 1 == row || s.step == row + 2,
                    FamilyMove::Split(s) => s.pile == row,
                });
                let desc = chosen
                    .or(winning.first())
                    .map(|(_, m)| self.describe(*m, lang))
                    .unwrap_or_default();
                let column = if bit < 12 {
                    (1u64 << bit).to_string()
                } else {
                    format!("2^{bit}")
                };
                let mut s = trf(
                    lang,
                    Msg::MoveHighBit,
                    &[
                        x.to_string(),
                        column,
                        self.row_label(row, lang),
                        value.to_string(),
                        target.to_string(),
                        desc,
                    ],
                );
                if matches!(self.variant, Variant::Misere) {
                    if let Some((_, m)) = winning.first() {
                        s = trf(lang, Msg::MisereMove, &[self.describe(*m, lang)]);
                    }
                }
                if matches!(self.variant, Variant::Staircase) {
                    s.push(' ');
                    s.push_str(tr(lang, Msg::StairMirror));
                }
                s
            }
            XorStage::NoMove => {
                if matches!(self.variant, Variant::Misere) && self.to_move_wins() {
                    let m = self
                        .winning()
                        .first()
                        .map(|(_, m)| self.describe(*m, lang))
                        .unwrap_or_default();
                    return trf(lang, Msg::MisereMove, &[m]);
                }
                let mut s = tr(lang, Msg::NoWinningMove).to_string();
                if matches!(self.variant, Variant::Staircase) {
                    s.push(' ');
                    s.push_str(tr(lang, Msg::StairMirror));
                }
                s
            }
        }
    }

    fn facts(&self) -> Facts {
        let winning_move = match (self.kind, self.winning().first()) {
            (LessonKind::Nim, Some((_, FamilyMove::Take(t)))) => Some((t.pile + 1, t.take)),
            _ => None,
        };
        Facts {
            result: None,
            first_wins: Some(self.to_move_wins()),
            nim_sum: Some(self.nim_sum()),
            winning_move,
        }
    }

    fn inputs(&self) -> Vec<InputField> {
        let join = |v: &[u64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        let (param, label) = if matches!(self.variant, Variant::Staircase) {
            ("steps", Msg::FieldSteps)
        } else {
            ("piles", Msg::FieldPiles)
        };
        let mut fields = Vec::new();
        if let Variant::Set(set, _) = &self.variant {
            fields.push(InputField {
                param: "set",
                label: Msg::FieldSet,
                value: join(set.sizes()),
                multiline: false,
            });
        }
        fields.push(InputField {
            param,
            label,
            value: join(&self.start),
            multiline: false,
        });
        if let Variant::Bounded(k) = self.variant {
            fields.push(InputField::text("k", Msg::FieldK, k));
        }
        fields
    }

    fn notes(&self, lang: Lang) -> Vec<String> {
        let mut notes = vec![tr(lang, Msg::WhyXor).to_string()];
        if matches!(
            self.variant,
            Variant::Set(..) | Variant::Split(_) | Variant::Bounded(_)
        ) {
            notes.push(tr(lang, Msg::WhySg).to_string());
        }
        notes
    }

    fn views(&self) -> Vec<ViewLink> {
        if !self.has_dag_view() {
            return Vec::new();
        }
        let current_pile = self
            .dag
            .as_ref()
            .filter(|d| d.sum.is_none())
            .map(|d| d.pile);
        let mut views = vec![ViewLink {
            view: "xor",
            label: Msg::ViewXor,
            args: Vec::new(),
            // Back to the columns: the pile of the DAG view no longer applies.
            params: vec![("pile", String::new())],
            current: self.dag.is_none(),
        }];
        for i in 0..self.piles.len().min(12) {
            views.push(ViewLink {
                view: "dag",
                label: Msg::ViewDagOfPile,
                args: vec![(i + 1).to_string()],
                params: vec![("pile", (i + 1).to_string())],
                current: current_pile == Some(i),
            });
        }
        if self.piles.len() > 1 {
            views.push(ViewLink {
                view: "game",
                label: Msg::ViewSumDag,
                args: Vec::new(),
                params: vec![("pile", String::new())],
                current: self.dag.as_ref().is_some_and(|d| d.sum.is_some()),
            });
        }
        views
    }

    fn play(&self) -> Option<PlayInfo> {
        let winning = self.winning();
        let over = self.over();
        let to_move_wins = match self.variant {
            // With no move left, misère play is won by the player to move (the other took the last stone).
            Variant::Misere if over => true,
            _ if over => false,
            _ => self.to_move_wins(),
        };
        Some(PlayInfo {
            notation: self.notation(),
            history: self.history.clone(),
            player_to_move: if self.history.len().is_multiple_of(2) {
                1
            } else {
                2
            },
            over,
            to_move_wins,
            winning_count: winning.len(),
            winning: winning
                .iter()
                .take(MAX_LISTED_MOVES)
                .map(|(n, _)| n.clone())
                .collect(),
            computer_move: if over {
                None
            } else {
                winning
                    .first()
                    .map(|(n, _)| n.clone())
                    .or_else(|| self.any_move())
            },
        })
    }
}

#[cfg(test)]
mod game_view_tests;

#[cfg(test)]
mod tests {
    use super::*;

    fn lesson(kind: LessonKind, q: &str) -> NimFamilyLesson {
        NimFamilyLesson::from_query(kind, &Query::parse(q)).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn nim_example_has_columns_sum_and_the_judge_move() {
        let l = lesson(LessonKind::Nim, "piles=3,6,9");
        assert_eq!(l.step_count(), 1 + 4 + 1 + 1);
        assert_eq!(l.facts().nim_sum, Some(12));
        assert_eq!(l.facts().winning_move, Some((3, 4)));
        let last = l.sentence(l.step_count() - 1, Lang::En);
        assert!(last.contains("take 4 from pile 3"), "{last}");
        assert!(l.sentence(1, Lang::En).starts_with("Column 8: 1 ones"));
    }

    #[test]
    fn moves_are_replayed_and_checked() {
        let l = lesson(LessonKind::Nim, "piles=3,4,5&moves=1:2,3:1");
        assert_eq!(l.piles, vec![1, 4, 4]);
        assert_eq!(l.play().unwrap().player_to_move, 1);
        let err =
            NimFamilyLesson::from_query(LessonKind::Nim, &Query::parse("piles=3,4&moves=1:2,1:5"))
                .err()
                .unwrap();
        assert_eq!(err.param, "moves");
        assert!(err
            .message(Lang::En)
            .contains("move 2 “1:5” cannot be played: pile 1 has only 1"));
        assert!(NimFamilyLesson::from_query(
            LessonKind::BoundedNim,
            &Query::parse("piles=7&k=2&moves=1:3")
        )
        .is_err());
        assert!(NimFamilyLesson::from_query(
            LessonKind::SetNim,
            &Query::parse("set=2,5&piles=7&moves=1:3")
        )
        .is_err());
        assert!(NimFamilyLesson::from_query(
            LessonKind::Nim,
            &Query::parse("piles=1&moves=1:1,1:1")
        )
        .err()
        .unwrap()
        .message(Lang::En)
        .contains("already over"));
    }

    #[test]
    fn the_computer_always_plays_a_legal_move_and_wins_from_a_winning_position() {
        for (kind, q) in [
            (LessonKind::Nim, "piles=3,4,5"),
            (LessonKind::MisereNim, "piles=1,2,3,4"),
            (LessonKind::BoundedNim, "piles=7,9,4&k=3"),
            (LessonKind::StaircaseNim, "steps=3,1,4,1,5"),
            (LessonKind::SetNim, "set=2,5&piles=2,4,7"),
            (LessonKind::SplitNim, "piles=2,3"),
        ] {
            // Both sides play the computer's move until the game ends: every move must parse,
            // and the first player (who starts winning in every example) must win.
            let mut moves: Vec<String> = Vec::new();
            let start_wins = lesson(kind, q).play().unwrap().to_move_wins;
            for _ in 0..200 {
                let query = if moves.is_empty() {
                    q.to_string()
                } else {
                    format!("{q}&moves={}", moves.join(","))
                };
                let l = lesson(kind, &query);
                let p = l.play().unwrap();
                if p.over {
                    let winner = if p.to_move_wins {
                        p.player_to_move
                    } else {
                        3 - p.player_to_move
                    };
                    assert_eq!(winner == 1, start_wins, "{kind:?} {moves:?}");
                    break;
                }
                moves.push(p.computer_move.expect("a move while the game is not over"));
            }
        }
    }

    #[test]
    fn staircase_counts_odd_steps_and_split_uses_sg_values() {
        let l = lesson(LessonKind::StaircaseNim, "steps=3,1,4,1,5");
        assert_eq!(l.facts().nim_sum, Some(3 ^ 4 ^ 5));
        let l = lesson(LessonKind::SplitNim, "piles=2,3&moves=2:2+1");
        assert_eq!(l.piles, vec![2, 2, 1]);
        let svg = l.figure(0, Lang::Zh).to_svg();
        assert!(svg.contains("SG 值"));
        assert_eq!(svg.matches(r#"data-testid="component""#).count(), 3);
    }

    #[test]
    fn staircase_draws_its_steps_above_the_columns() {
        let l = lesson(LessonKind::StaircaseNim, "steps=3,1,4,1,5");
        let svg = l.figure(0, Lang::Zh).to_svg();
        assert!(svg.contains("地面"));
        assert!(svg.contains(r#"data-testid="stair-stone" data-move="3:4""#));
        assert_eq!(svg.matches(r#"class="step-odd""#).count(), 3);
    }

    #[test]
    fn dag_view_of_a_pile_matches_the_sg_table() {
        let l = lesson(LessonKind::SetNim, "set=2,5&piles=2,4,7&view=dag&pile=3");
        let d = l.dag.as_ref().unwrap();
        // From 7 with S = {2, 5}: 7 → 5, 2; 5 → 3, 0; 3 → 1; 2 → 0. SG(7) = 0 (see the table).
        assert_eq!(d.walk.labels[0], "7");
        assert_eq!(d.walk.sg[0], 0);
        assert_eq!(l.step_count(), d.walk.labels.len() + 2);
        let l = lesson(LessonKind::SplitNim, "piles=3&view=dag");
        let svg = l.figure(0, Lang::En).to_svg();
        assert!(svg.contains(r#"data-id="3" data-sg="4""#), "{svg}");
        assert!(svg.contains(r#"data-id="2+1" data-sg="3""#));
        let l = lesson(LessonKind::Nim, "piles=1000000000000&view=dag");
        assert!(l
            .sentence(0, Lang::En)
            .contains("too many positions to draw"));
        assert!(
            NimFamilyLesson::from_query(LessonKind::StaircaseNim, &Query::parse("view=dag"))
                .is_err()
        );
        assert!(
            NimFamilyLesson::from_query(LessonKind::Nim, &Query::parse("view=dag&pile=4")).is_err()
        );
    }

    #[test]
    fn every_step_renders_in_both_languages() {
        for (kind, q) in [
            (LessonKind::Nim, "piles=3,4,5"),
            (LessonKind::MisereNim, "piles=1,1,0"),
            (LessonKind::BoundedNim, "piles=7,9,4&k=3"),
            (LessonKind::Nim, "piles=0,0"),
        ] {
            let l = lesson(kind, q);
            for step in 0..l.step_count() {
                for lang in [Lang::En, Lang::Zh] {
                    assert!(!l.sentence(step, lang).is_empty());
                    assert!(l.figure(step, lang).to_svg().ends_with("</svg>"));
                }
            }
        }
    }
}
