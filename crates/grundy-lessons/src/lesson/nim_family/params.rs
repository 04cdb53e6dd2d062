//! Reading a Nim-family link: the piles, the rule's own parameters (read by the rule's
//! file, with the descriptor's examples), the view and its pile, checked before anything is
//! computed.

use super::rules::{self, ReadRule, RuleLink};
use super::*;
use grundy_core::phrase;

impl NimFamilyLesson {
    /// The lesson of `kind` for a link query, its piles at most `max_pile` and its rule made
    /// by `read`; missing parameters take the examples of the lesson's descriptor.
    pub fn from_query(
        kind: LessonKind,
        q: &Query,
        max_pile: u64,
        read: ReadRule,
    ) -> Result<Self, ParamError> {
        let param = position_param(kind);
        let default = rules::example(kind, param);
        let start = parse_u64_list(
            param,
            q.get(param).unwrap_or(default),
            default,
            0,
            max_pile,
            MAX_PILES,
        )?;
        let rule = read(&RuleLink {
            kind,
            query: q,
            piles: &start,
        })?;
        let mut lesson = NimFamilyLesson {
            kind,
            game: NimFamilyGame {
                rule,
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
            last = Some((*m, g.piles.get(m.from_pile()).copied().unwrap_or(0)));
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
                // The descriptor's views, less the twist where this position has none.
                let twist = lesson.twist().is_some();
                let views: Vec<&str> = (kind.info().views.iter().copied())
                    .filter(|&v| v != "twist" || twist)
                    .collect();
                let views = views.join(", ");
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
