//! "Practise this": a lesson's own position (its start parameters, as its link gives them or
//! its example) as the first item of the fitting topic — Nim's piles to XOR, bounded and
//! set-Nim's winning moves, graph-sum's DAG to label, the game lab's table, the
//! inclusion–exclusion terms. A lesson with no fitting topic, or a position past an item's
//! caps, gets one line saying so.

use super::dag::{DagItem, DagKind};
use super::moves::{MovesItem, Pile, Rule};
use super::nim_sum::NimSumItem;
use super::play::{Loss, PlayItem};
use super::table::{TableItem, MAX_LAST};
use super::{ie_terms::IeItem, ie_terms::MAX_DIVISORS, Body, Item, Topic};
use crate::lesson::graph_sum::parse_edges;
use crate::lesson::{build_model, parse_u64, parse_u64_list, LessonKind, ParamError, Query};
use grundy_core::games::octal::Rules;
use grundy_core::i18n::{Lang, Phrase};
use grundy_core::phrase;
use grundy_core::sort::KeySort;

/// The most piles a lesson's position may have to be practised.
const MAX_PILES: usize = 6;
/// The largest pile practised on.
const MAX_PILE: u64 = 1_000;
/// The most moves a winning-moves item offers to select from.
const MAX_CHOICES: usize = 60;
/// The most positions of a DAG item.
const MAX_NODES: usize = 20;

/// The topic that practises `kind`, if one fits.
pub fn lesson_topic(kind: LessonKind) -> Option<Topic> {
    match kind {
        LessonKind::Nim => Some(Topic::NimSum),
        LessonKind::BoundedNim | LessonKind::SetNim => Some(Topic::WinningMoves),
        LessonKind::GraphSum => Some(Topic::SgLabel),
        LessonKind::GameLab => Some(Topic::SgTable),
        LessonKind::IeDivisible => Some(Topic::IeTerms),
        LessonKind::Majority => None,
        // Every other lesson plays a game of its own: its moves are the options.
        _ => Some(Topic::WinningMoves),
    }
}

fn param<'q>(kind: LessonKind, query: &'q Query, name: &str) -> &'q str {
    query.get(name).unwrap_or_else(|| {
        kind.params()
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.default)
            .unwrap_or("")
    })
}

fn refused(e: ParamError) -> Phrase {
    phrase!(ErrorParam {
        param: grundy_core::text::shown(&e.param),
        problem: e.expected
    })
}

fn too_large(kind: LessonKind) -> Phrase {
    phrase!(PracticeLessonTooLarge {
        lesson: kind.info().title
    })
}

/// How many items the set of `#/LESSON?…&practice=1` holds, `first` being the lesson's item:
/// a lesson's own game has no generator of more positions of that game (the topic's items
/// would be another game under the lesson's title), so its set is that one position.
pub fn set_count(first: &Item, asked: usize) -> usize {
    if matches!(first.body, Body::Play(_)) {
        1
    } else {
        asked
    }
}

/// The item for `#/LESSON?…&practice=1`: the lesson's position as the first item of its
/// topic (level 1, index 0); else the one line the page shows.
pub fn lesson_item(kind: LessonKind, query: &Query) -> Result<Item, Phrase> {
    let Some(topic) = lesson_topic(kind) else {
        return Err(phrase!(PracticeNoTopic {
            lesson: kind.info().title
        }));
    };
    let piles = || {
        parse_u64_list(
            "piles",
            param(kind, query, "piles"),
            "3,4,5",
            0,
            MAX_PILE,
            MAX_PILES,
        )
        .map_err(refused)
    };
    let body = match kind {
        LessonKind::Nim => Body::NimSum(NimSumItem { piles: piles()? }),
        LessonKind::BoundedNim | LessonKind::SetNim => {
            let set = if kind == LessonKind::BoundedNim {
                let k = parse_u64("k", param(kind, query, "k"), 1, MAX_PILE).map_err(refused)?;
                (1..=k).collect()
            } else {
                parse_u64_list("set", param(kind, query, "set"), "2,5", 1, MAX_PILE, 20)
                    .map_err(refused)?
            };
            let item = MovesItem {
                piles: piles()?
                    .into_iter()
                    .map(|size| Pile {
                        rule: Rule::Subtract(set.clone()),
                        size,
                    })
                    .collect(),
            };
            if item.moves().len() > MAX_CHOICES {
                return Err(too_large(kind));
            }
            Body::Moves(item)
        }
        LessonKind::GraphSum => {
            let n = parse_u64("n", param(kind, query, "n"), 1, MAX_NODES as u64)
                .map_err(|_| too_large(kind))? as usize;
            let edges = parse_edges(param(kind, query, "edges"), n).map_err(refused)?;
            Body::Dag(graph_dag(n, &edges).ok_or_else(|| too_large(kind))?)
        }
        LessonKind::GameLab => {
            let rules = match query.get("set") {
                Some(set) if !set.trim().is_empty() => {
                    let set = parse_u64_list("set", set, "1,2,3", 1, 100, 100).map_err(refused)?;
                    Rules::subtraction(&set, query.get("split") == Some("1"))
                }
                _ => Rules::parse_code(param(kind, query, "code").trim()),
            }
            .map_err(|_| too_large(kind))?;
            let n = parse_u64("n", param(kind, query, "n"), 1, 100_000).map_err(refused)?;
            let last = (n as usize).saturating_sub(1).min(MAX_LAST);
            Body::Table(TableItem::new(rules, last))
        }
        LessonKind::IeDivisible => {
            let n = parse_u64("n", param(kind, query, "n"), 1, u64::MAX).map_err(refused)?;
            let divisors = parse_u64_list("d", param(kind, query, "d"), "2,3,5", 1, u64::MAX, 20)
                .map_err(refused)?;
            if divisors.len() > MAX_DIVISORS {
                return Err(too_large(kind));
            }
            Body::Ie(IeItem { n, divisors })
        }
        _ => Body::Play(play_item(kind, query)?),
    };
    Ok(Item {
        topic,
        level: 1,
        index: 0,
        body,
    })
}

/// The lesson's start position (its own parameters: not `moves=`) with its moves to choose
/// from.
fn play_item(kind: LessonKind, query: &Query) -> Result<PlayItem, Phrase> {
    let own = Query(
        kind.params()
            .iter()
            .filter_map(|p| {
                query
                    .get(p.name)
                    .map(|v| (p.name.to_string(), v.to_string()))
            })
            .collect(),
    );
    let model = build_model(kind, &own).map_err(refused)?;
    let mut choices = model
        .move_choices(MAX_CHOICES)
        .ok_or_else(|| too_large(kind))?;
    // An answer is said in the lesson's words at the position it is played in.
    for c in &mut choices {
        if let Some(Loss::Reply(reply, words)) = &mut c.loses {
            let mut after = own.clone();
            after.0.push(("moves".to_string(), c.play.clone()));
            if let Ok(next) = build_model(kind, &after) {
                let said: Vec<String> = (Lang::ALL.iter())
                    .map(|&l| next.move_words(reply, l).unwrap_or_else(|| reply.clone()))
                    .collect();
                *words = Phrase::Written(said);
            }
        }
    }
    if choices.is_empty() {
        return Err(phrase!(PracticeLessonOver {
            lesson: kind.info().title
        }));
    }
    let position: Vec<String> = kind
        .params()
        .iter()
        .map(|p| (p.name, param(kind, query, p.name)))
        .filter(|(_, v)| !v.is_empty())
        .map(|(name, v)| format!("{name}={v}"))
        .collect();
    Ok(PlayItem {
        lesson: kind,
        link: own.render(),
        position: position.join(", "),
        choices,
    })
}

/// A graph's DAG item, its vertices renumbered so that every move goes to a smaller index
/// (the order [`DagItem`] computes in) and labelled by their numbers in the link (1-based);
/// None if the graph has a cycle.
fn graph_dag(n: usize, edges: &[(usize, usize)]) -> Option<DagItem> {
    let mut placed = vec![usize::MAX; n];
    let mut order = Vec::with_capacity(n);
    while order.len() < n {
        let next = (0..n).find(|&v| {
            placed[v] == usize::MAX
                && edges
                    .iter()
                    .all(|&(a, b)| a != v || placed.get(b).is_some_and(|&p| p != usize::MAX))
        })?;
        placed[next] = order.len();
        order.push(next);
    }
    let mut moves: Vec<(usize, usize)> =
        edges.iter().map(|&(a, b)| (placed[a], placed[b])).collect();
    moves.key_sort();
    moves.dedup();
    Some(DagItem {
        kind: DagKind::Random,
        labels: order.iter().map(|v| (v + 1).to_string()).collect(),
        edges: moves,
    })
}
