//! The `sg-table` topic: G(0..n) of a heap game (a subtraction set, or an octal code at level
//! 3), filled in any order, then its period and preperiod, or "none" when the table does not
//! yet show them: the values repeat with period p from n0 on (a fact the game lab proves by
//! the Guy–Smith theorem on a longer table), and the table shows it when it holds two whole
//! periods after the preperiod, n0 + 2p ≤ n + 1.

use super::dag::random_set;
use super::words::{joined_values, set_words};
use super::{Answer, Ask, Graded, Target};
use grundy_core::games::octal::period::Period;
use grundy_core::games::octal::{naive_table, Rules};
use grundy_core::i18n::{Msg, Phrase};
use grundy_core::phrase;
use grundy_core::rng::Rng;
use grundy_core::sg::mex;

/// How far the values are computed to find the period an item's table may show: long enough
/// for every two-digit code the generator keeps (Kayles, 0.77, proves period 12 from 71
/// within 168 values).
pub const PROOF_LENGTH: usize = 200;
/// The largest table an item asks for (G(0..=MAX_LAST)).
pub const MAX_LAST: usize = 20;

/// A heap game's table to fill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableItem {
    /// The rules (a subtraction set or an octal code).
    pub rules: Rules,
    /// The last heap of the table: G(0) … G(last).
    pub last: usize,
    /// The period and preperiod the values have (proved on [`PROOF_LENGTH`] values), if any
    /// was proved.
    pub cycle: Option<(usize, usize)>,
}

impl TableItem {
    /// The item for `rules` up to G(`last`) (at most [`MAX_LAST`]); its period is proved on
    /// [`PROOF_LENGTH`] values.
    pub fn new(rules: Rules, last: usize) -> TableItem {
        let long = naive_table(&rules, PROOF_LENGTH);
        let cycle = match rules.period(&long) {
            Period::Proven {
                period, preperiod, ..
            } => Some((period, preperiod)),
            _ => None,
        };
        TableItem {
            rules,
            last: last.min(MAX_LAST),
            cycle,
        }
    }

    /// G(0..=last).
    pub fn values(&self) -> Vec<u32> {
        naive_table(&self.rules, self.last + 1)
    }

    /// The period and preperiod the table shows (two whole periods after the preperiod), or
    /// None: not yet periodic within the table.
    pub fn shown_cycle(&self) -> Option<(usize, usize)> {
        self.cycle.filter(|&(p, n0)| n0 + 2 * p <= self.last + 1)
    }
}

/// A table for `level`: 1, a set of two sizes up to 4, G(0..10); 2, three sizes up to 6,
/// G(0..14); 3, a two-digit octal code, G(0..14). Codes whose period is not proved within
/// [`PROOF_LENGTH`] values are drawn again.
pub fn generate(rng: &mut Rng, level: u8) -> TableItem {
    match level {
        1 => set_item(random_set(rng, 2, 4), 10),
        2 => set_item(random_set(rng, 3, 6), 14),
        _ => {
            // A bounded number of draws: a seed that misses every time falls back to a set.
            for _ in 0..64 {
                let d1 = rng.range(0, 7) as u8;
                let d2 = rng.range(1, 7) as u8;
                let code = format!("0.{d1}{d2}");
                if let Ok(rules) = Rules::parse_code(&code) {
                    let item = TableItem::new(rules, 14);
                    if item.cycle.is_some() {
                        return item;
                    }
                }
            }
            set_item(random_set(rng, 3, 6), 14)
        }
    }
}

fn set_item(set: Vec<u64>, last: usize) -> TableItem {
    // cannot fail: the generator's sets are non-empty and their sizes are 1 to 6.
    let rules = Rules::subtraction(&set, false).expect("a non-empty set of small sizes");
    TableItem::new(rules, last)
}

fn g_id(k: usize) -> String {
    format!("g-{k}")
}

/// The heaps a move leaves, as a student names them: "3", "1+2", or "0".
fn left_words(left: usize, right: usize) -> String {
    match (left, right) {
        (0, 0) => "0".to_string(),
        (a, 0) | (0, a) => a.to_string(),
        (a, b) => format!("{a}+{b}"),
    }
}

impl TableItem {
    /// G(0) … G(last), then the period and the preperiod.
    pub fn targets(&self) -> Vec<Target> {
        let mut out: Vec<Target> = (0..=self.last)
            .map(|k| Target {
                id: g_id(k),
                node: None,
                ask: Ask::Number,
                label: phrase!(PracticeTargetG { n: k }),
            })
            .collect();
        out.push(Target {
            id: "period".to_string(),
            node: None,
            ask: Ask::NumberOrNone,
            label: Msg::PracticeTargetPeriod.into(),
        });
        out.push(Target {
            id: "preperiod".to_string(),
            node: None,
            ask: Ask::NumberOrNone,
            label: Msg::PracticeTargetPreperiod.into(),
        });
        out
    }

    /// The values, then the period and preperiod (or "none").
    pub fn answers(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = self
            .values()
            .iter()
            .enumerate()
            .map(|(k, v)| (g_id(k), v.to_string()))
            .collect();
        let (p, n0) = match self.shown_cycle() {
            Some((p, n0)) => (p.to_string(), n0.to_string()),
            None => ("none".to_string(), "none".to_string()),
        };
        out.push(("period".to_string(), p));
        out.push(("preperiod".to_string(), n0));
        out
    }

    /// The game in words.
    pub fn describe(&self) -> Phrase {
        match self.rules.set() {
            Some((set, _)) => {
                let set: Vec<u64> = set.iter().map(|&s| s as u64).collect();
                phrase!(PracticeDescribeSet {
                    set: set_words(&set),
                    last: self.last
                })
            }
            None => phrase!(PracticeDescribeCode {
                code: self.rules.code(),
                last: self.last
            }),
        }
    }

    /// Grades a value of the table, the period or the preperiod (a wrong period names no
    /// preperiod that is not `shown`, and the other way round).
    pub fn grade(&self, target: &str, answer: &Answer, shown: &[String]) -> Option<Graded> {
        if target == "period" || target == "preperiod" {
            let truth = self.shown_cycle();
            let want = truth.map(|(p, n0)| if target == "period" { p } else { n0 });
            let right = match answer {
                Answer::None => want.is_none(),
                Answer::Number(v) => want.is_some_and(|w| *v == w as u64),
                _ => return None,
            };
            // A wrong one names the other only once that one is on the screen.
            let other = if target == "period" {
                "preperiod"
            } else {
                "period"
            };
            let other_open = !right && !shown.iter().any(|t| t == other);
            let explanation = match truth {
                Some((period, _)) if other_open && target == "period" => {
                    phrase!(PracticePeriodOnly { period })
                }
                Some((_, preperiod)) if other_open => phrase!(PracticePreperiodOnly { preperiod }),
                Some((period, preperiod)) => phrase!(PracticePeriodWhy { period, preperiod }),
                None => phrase!(PracticePeriodNone {
                    last: self.last,
                    size: self.last + 1
                }),
            };
            return Some(Graded { right, explanation });
        }
        let k: usize = target.strip_prefix("g-")?.parse().ok()?;
        if k > self.last {
            return None;
        }
        let Answer::Number(v) = answer else {
            return None;
        };
        let values = self.values();
        let truth = u64::from(values[k]);
        let right = *v == truth;
        let moves = self.rules.moves(k);
        let explanation = if moves.is_empty() {
            phrase!(PracticeTableTerminal { n: k })
        } else {
            let open: Vec<String> = moves
                .iter()
                .filter(|m| {
                    [m.left, m.right]
                        .iter()
                        .any(|&h| h > 0 && !shown.contains(&g_id(h)))
                })
                .map(|m| left_words(m.left, m.right))
                .collect();
            if !right && !open.is_empty() {
                let mut open = open;
                open.dedup();
                phrase!(PracticeTableOpen {
                    n: k,
                    open: open.join(", ")
                })
            } else {
                let reached: Vec<u64> = moves
                    .iter()
                    .map(|m| u64::from(values[m.left] ^ values[m.right]))
                    .collect();
                phrase!(PracticeTableWhy {
                    n: k,
                    values: joined_values(&reached),
                    value: mex(reached)
                })
            }
        };
        Some(Graded { right, explanation })
    }
}
