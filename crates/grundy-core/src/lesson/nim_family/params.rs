//! Reading a Nim-family link: the piles, the variant's own parameters (bound, set, split
//! rule), the view and its pile, checked before anything is computed.

use super::*;
use crate::phrase;

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
                let set = subtraction::SubtractionSet::new(&sizes).map_err(|_| {
                    ParamError::new("set", phrase!(ExpectNonEmpty { example: "2,5" }))
                })?;
                let max = start.iter().copied().max().unwrap_or(0) as usize;
                let table = subtraction::sg_table(&set, max);
                Variant::Set(set, table)
            }
            LessonKind::SplitNim => Variant::Split,
            _ => Variant::Normal,
        };
        let mut lesson = NimFamilyLesson {
            kind,
            game: NimFamilyGame {
                variant,
                piles: start.clone(),
                max_piles: MAX_PILES,
            },
            start,
            history: Vec::new(),
            last: None,
            steps: Vec::new(),
            after: None,
            dag: None,
            twist: None,
        };
        let mut last = None;
        lesson.history = replay_seeing_last(&mut lesson.game, q.get("moves"), &mut |g, m| {
            let pile = match *m {
                FamilyMove::Take(t) => t.pile,
                FamilyMove::Stair(s) => s.step - 1,
                FamilyMove::Split(s) => s.pile,
            };
            last = Some((*m, g.piles.get(pile).copied().unwrap_or(0)));
        })?;
        lesson.last = last;
        lesson.steps = lesson.stages();
        lesson.after = lesson
            .move_row()
            .and_then(|row| lesson.after_move(row))
            .map(Box::new);
        if lesson.after.is_some() {
            lesson.steps.push(XorStage::After);
        }
        // `pile=` only says which pile view=dag draws: elsewhere it is refused (a `pile=1,2`
        // meant as piles= silently gave the example's piles).
        if q.get("pile").is_some() && !(q.get("view") == Some("dag") && lesson.has_dag_view()) {
            return Err(ParamError::new("pile", phrase!(ExpectPileWithDag)));
        }
        match q.get("view") {
            None | Some("xor") => {}
            Some("dag") if lesson.has_dag_view() => {
                let n = lesson.game.piles.len() as u64;
                let pile = parse_u64("pile", q.get("pile").unwrap_or("1"), 1, n)? as usize - 1;
                lesson.dag = Some(lesson.pile_dag(pile));
            }
            Some("game") if lesson.has_dag_view() => lesson.dag = Some(lesson.sum_dag()),
            Some("twist") if lesson.twist().is_some() => lesson.twist = lesson.twist(),
            Some(other) => {
                let views = if lesson.has_dag_view() {
                    "xor, dag, game"
                } else if lesson.twist().is_some() {
                    "xor, twist"
                } else {
                    "xor"
                };
                return Err(ParamError::new(
                    "view",
                    phrase!(ExpectView {
                        views,
                        token: other
                    }),
                ));
            }
        }
        Ok(lesson)
    }
}
