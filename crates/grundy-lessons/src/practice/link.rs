//! The practice link, `#/practice?topic=T&seed=S&level=L&count=N`, read once at the edge:
//! each bad value gives one line naming the parameter and what was expected, its default
//! takes its place and the rest of the set opens. A missing or bad seed is left to the
//! front-end, which chooses one and writes it into the link so the set can be shared.

use super::{Spec, Topic, DEFAULT_COUNT, DEFAULT_LEVEL, LEVELS, MAX_COUNT};
use crate::lesson::{split_link, Query};
use grundy_core::i18n::{Msg, Phrase};
use grundy_core::phrase;
use grundy_core::text::shown;

/// The link's path for practice sets (`#/practice?…`).
pub const PRACTICE_SLUG: &str = "practice";

/// A practice link as read: every value valid (defaults in place of bad ones), the seed if
/// the link gave a valid one, and one line per bad value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PracticeLink {
    /// The topic (the first topic when absent or bad).
    pub topic: Topic,
    /// The seed, if the link gave a valid one.
    pub seed: Option<u64>,
    /// The level.
    pub level: u8,
    /// The number of items.
    pub count: usize,
    /// One line per bad value, naming it.
    pub problems: Vec<Phrase>,
}

impl PracticeLink {
    /// The set, with `chosen` as the seed when the link gave none.
    pub fn spec(&self, chosen: u64) -> Spec {
        Spec {
            topic: self.topic,
            seed: self.seed.unwrap_or(chosen),
            level: self.level,
            count: self.count,
        }
    }
}

impl Spec {
    /// The set's link: `#/practice?topic=…&seed=…&level=…&count=…`.
    pub fn link(&self) -> String {
        format!(
            "#/{PRACTICE_SLUG}?topic={}&seed={}&level={}&count={}",
            self.topic.slug(),
            self.seed,
            self.level,
            self.count
        )
    }
}

fn bad(param: &str, problem: Phrase, default: Phrase) -> Phrase {
    phrase!(PracticeBadParam {
        param,
        problem,
        default
    })
}

/// Reads a link's query as a practice set's parameters.
pub fn parse_link(query: &Query) -> PracticeLink {
    let mut problems = Vec::new();
    let topic = match query.get("topic") {
        None => Topic::ALL[0],
        Some(t) => Topic::parse(t.trim()).unwrap_or_else(|| {
            let topics: Vec<&str> = Topic::ALL.iter().map(|t| t.slug()).collect();
            problems.push(bad(
                "topic",
                phrase!(PracticeExpectTopic {
                    topics: topics.join(", "),
                    token: shown(t)
                }),
                Topic::ALL[0].slug().into(),
            ));
            Topic::ALL[0]
        }),
    };
    let seed = query
        .get("seed")
        .and_then(|s| match s.trim().parse::<u64>() {
            Ok(v) => Some(v),
            Err(_) => {
                problems.push(bad(
                    "seed",
                    phrase!(ExpectU64 {
                        min: "0",
                        max: "2⁶⁴ − 1",
                        token: shown(s)
                    }),
                    Msg::PracticeSeedChosen.into(),
                ));
                None
            }
        });
    let level = match query.get("level") {
        None => DEFAULT_LEVEL,
        Some(s) => match s.trim().parse::<u8>() {
            Ok(v) if LEVELS.contains(&v) => v,
            _ => {
                problems.push(bad(
                    "level",
                    phrase!(ExpectU64 {
                        min: LEVELS.start(),
                        max: LEVELS.end(),
                        token: shown(s)
                    }),
                    DEFAULT_LEVEL.into(),
                ));
                DEFAULT_LEVEL
            }
        },
    };
    let count = match query.get("count") {
        None => DEFAULT_COUNT,
        Some(s) => match s.trim().parse::<usize>() {
            Ok(v) if (1..=MAX_COUNT).contains(&v) => v,
            _ => {
                problems.push(bad(
                    "count",
                    phrase!(ExpectU64 {
                        min: 1u64,
                        max: MAX_COUNT,
                        token: shown(s)
                    }),
                    DEFAULT_COUNT.into(),
                ));
                DEFAULT_COUNT
            }
        },
    };
    PracticeLink {
        topic,
        seed,
        level,
        count,
        problems,
    }
}

/// The practice link's query if `link` (`#/practice?…`, the `#` and `/` optional) is one.
pub fn practice_query(link: &str) -> Option<Query> {
    let (path, query) = split_link(link);
    (path == PRACTICE_SLUG).then(|| Query::parse(query))
}
