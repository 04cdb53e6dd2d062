//! The `ie-terms` topic: how many of 1..n are divisible by at least one of the divisors, by
//! inclusion–exclusion. For each non-empty subset of the divisors the student gives the term's
//! sign (+ for an odd number of sets, − for an even one) and its count ⌊n / lcm⌋, then the
//! total.

use super::words::signed;
use super::{Answer, Ask, Graded, Target};
use grundy_core::figure::venn::{outlines, VENN_H, VENN_W};
use grundy_core::figure::{Anchor, Figure, Shape};
use grundy_core::i18n::{Lang, Msg, Phrase};
use grundy_core::ie::lcm_capped;
use grundy_core::rng::Rng;
use grundy_core::sort::{KeySort, StableSort};
use grundy_core::{phrase, t};

/// A count by inclusion–exclusion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IeItem {
    /// Count among 1..=n.
    pub n: u64,
    /// The divisors (1 to 4 of them, distinct).
    pub divisors: Vec<u64>,
}

/// The most divisors an item has (the Venn figure draws up to four sets).
pub const MAX_DIVISORS: usize = 4;

/// An item for `level`: 1, two divisors up to 9 and n up to 60; 2, three up to 12 and n up
/// to 200; 3, four up to 15 and n up to 1000.
pub fn generate(rng: &mut Rng, level: u8) -> IeItem {
    let (k, dmax, nlo, nhi) = match level {
        1 => (2, 9, 20, 60),
        2 => (3, 12, 30, 200),
        _ => (4, 15, 100, 1000),
    };
    let mut all: Vec<u64> = (2..=dmax).collect();
    rng.shuffle(&mut all);
    let mut divisors: Vec<u64> = all.into_iter().take(k).collect();
    divisors.key_sort();
    IeItem {
        n: rng.range(nlo, nhi),
        divisors,
    }
}

impl IeItem {
    /// The subsets as masks, singles first, then pairs, … (the order of the terms).
    pub fn masks(&self) -> Vec<u32> {
        let m = self.divisors.len().min(MAX_DIVISORS);
        let mut all: Vec<u32> = (1u32..1 << m).collect();
        // Within a size, by the divisors' indices read in order: {1}, {2}, then {1, 2}, {1, 3}.
        all.stable_sort_by_key(|&mask| {
            let indices: Vec<u32> = (0..32).filter(|k| mask >> k & 1 == 1).collect();
            (mask.count_ones(), indices)
        });
        all
    }

    /// The subset's 1-based indices, comma-separated (the `ie-term` hook's `data-set`): the
    /// `SET` of its targets `sign-SET` and `count-SET`.
    pub fn set_id_of(mask: u32) -> String {
        Self::set_id(mask)
    }

    /// The subset's 1-based indices, comma-separated (the `ie-term` hook's `data-set`).
    fn set_id(mask: u32) -> String {
        (0..32)
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| (k + 1).to_string())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The subset's divisors: "2, 3".
    fn set_words(&self, mask: u32) -> String {
        self.members(mask)
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn members(&self, mask: u32) -> Vec<u64> {
        self.divisors
            .iter()
            .enumerate()
            .filter(|(k, _)| mask >> k & 1 == 1)
            .map(|(_, &d)| d)
            .collect()
    }

    /// The subset's lcm, or None when it exceeds n (the count is then 0).
    fn lcm(&self, mask: u32) -> Option<u64> {
        self.members(mask)
            .iter()
            .try_fold(1u64, |l, &d| lcm_capped(l, d, self.n))
    }

    /// The term's count ⌊n / lcm⌋.
    pub fn count(&self, mask: u32) -> u64 {
        self.lcm(mask).map_or(0, |l| self.n / l)
    }

    /// Sign and count of each term, then the total.
    pub fn targets(&self) -> Vec<Target> {
        let mut out = Vec::new();
        for mask in self.masks() {
            let set = self.set_words(mask);
            out.push(Target {
                id: format!("sign-{}", Self::set_id(mask)),
                node: None,
                ask: Ask::Sign,
                label: phrase!(PracticeTargetSign { set: &set }),
            });
            out.push(Target {
                id: format!("count-{}", Self::set_id(mask)),
                node: None,
                ask: Ask::Number,
                label: phrase!(PracticeTargetCount { set: &set }),
            });
        }
        out.push(Target {
            id: "total".to_string(),
            node: None,
            ask: Ask::Number,
            label: Msg::PracticeTargetTotal.into(),
        });
        out
    }

    /// The total by inclusion–exclusion.
    pub fn total(&self) -> u64 {
        let (plus, minus) = self.masks().iter().fold((0u64, 0u64), |(p, m), &mask| {
            if mask.count_ones() % 2 == 1 {
                (p + self.count(mask), m)
            } else {
                (p, m + self.count(mask))
            }
        });
        plus - minus
    }

    /// Each term's sign and count, then the total.
    pub fn answers(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for mask in self.masks() {
            let plus = mask.count_ones() % 2 == 1;
            out.push((
                format!("sign-{}", Self::set_id(mask)),
                if plus { "+" } else { "-" }.to_string(),
            ));
            out.push((
                format!("count-{}", Self::set_id(mask)),
                self.count(mask).to_string(),
            ));
        }
        out.push(("total".to_string(), self.total().to_string()));
        out
    }

    /// The count asked for, in words.
    pub fn describe(&self) -> Phrase {
        phrase!(PracticeDescribeIe {
            n: self.n,
            divisors: self
                .divisors
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        })
    }

    /// Grades a term's sign or count, or the total. `shown` lists the targets on the screen:
    /// a wrong total names only the terms whose sign and count are both shown, and asks for
    /// the others first (their counts would be answers not yet given).
    pub fn grade(&self, target: &str, answer: &Answer, shown: &[String]) -> Option<Graded> {
        if target == "total" {
            let Answer::Number(v) = answer else {
                return None;
            };
            let total = self.total();
            let right = *v == total;
            let is_shown = |m: u32| {
                let id = Self::set_id(m);
                shown.contains(&format!("sign-{id}")) && shown.contains(&format!("count-{id}"))
            };
            let (done, open): (Vec<u32>, Vec<u32>) =
                self.masks().into_iter().partition(|&m| is_shown(m));
            let terms = |masks: &[u32]| -> String {
                masks
                    .iter()
                    .map(|&m| signed(m.count_ones() % 2 == 1, self.count(m)))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let open_words = || -> String {
                open.iter()
                    .map(|&m| format!("{{{}}}", self.set_words(m)))
                    .collect::<Vec<_>>()
                    .join("; ")
            };
            let explanation = if right || open.is_empty() {
                phrase!(PracticeIeTotal {
                    terms: terms(&self.masks()),
                    total
                })
            } else if done.is_empty() {
                phrase!(PracticeIeTotalOpen { open: open_words() })
            } else {
                phrase!(PracticeIeTotalOpenPart {
                    terms: terms(&done),
                    open: open_words()
                })
            };
            return Some(Graded { right, explanation });
        }
        let (kind, set) = target.split_once('-')?;
        let mask = self.masks().into_iter().find(|&m| Self::set_id(m) == set)?;
        let size = mask.count_ones();
        match (kind, answer) {
            ("sign", Answer::Plus(p)) => {
                let plus = size % 2 == 1;
                Some(Graded {
                    right: *p == plus,
                    explanation: phrase!(PracticeIeSign {
                        size,
                        sign: if plus { "+" } else { "−" }
                    }),
                })
            }
            ("count", Answer::Number(v)) => {
                let value = self.count(mask);
                let set = self.set_words(mask);
                let n = self.n;
                let explanation = match self.lcm(mask) {
                    Some(lcm) => phrase!(PracticeIeCount { set, lcm, n, value }),
                    None => phrase!(PracticeIeCountBig { set, n }),
                };
                Some(Graded {
                    right: *v == value,
                    explanation,
                })
            }
            _ => None,
        }
    }

    /// The sets' outlines in a Venn diagram, each named by its divisor; no count is written.
    pub fn figure(&self, lang: Lang) -> Figure {
        let m = self.divisors.len().clamp(1, MAX_DIVISORS);
        let out = outlines(m);
        let mut shapes: Vec<Shape> = out
            .iter()
            .enumerate()
            .map(|(k, o)| o.shape(["set0", "set1", "set2", "set3"][k % 4]))
            .collect();
        for (k, o) in out.iter().enumerate() {
            let (x, y) = o.name_point((VENN_W / 2.0, VENN_H / 2.0));
            shapes.push(Shape::Text {
                x,
                y: y + 10.0,
                text: format!("÷{}", self.divisors.get(k).copied().unwrap_or(0)),
                anchor: Anchor::Middle,
                class: "txt-strong",
            });
        }
        Figure {
            width: VENN_W,
            height: VENN_H,
            title: t!(
                lang,
                PracticeFigureTitle {
                    topic: Msg::PracticeTitleIe
                }
            ),
            shapes,
        }
    }
}
