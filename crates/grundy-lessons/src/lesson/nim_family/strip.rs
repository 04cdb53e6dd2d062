//! Set-Nim's and split-Nim's values pile by pile: one opening step per pile works out its SG
//! value (the XOR table shows "?" for the piles not reached yet), and a row of SG(n) for
//! n = 0 up to the largest pile, under the table, fills up to each pile as it is reached, so
//! the smaller values a pile's mex uses are on screen, found by the same rule, not asserted.

use super::NimFamilyLesson;
use grundy_core::figure::xor::XorStage;
use grundy_core::figure::{text_width, Anchor, Figure, Hook, Shape};
use grundy_core::games::nim_family::FamilyMove;
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::t;

/// Most piles worked out one step each (more get the one-sentence derivation).
pub(super) const PER_PILE_STEPS: usize = 6;
/// Largest pile whose row of SG(0..n) is drawn.
const MAX_STRIP: u64 = 16;
const CELL: f64 = 44.0;

impl NimFamilyLesson {
    /// Whether the opening works out each pile's value in its own step.
    pub(super) fn values_pile_by_pile(&self) -> bool {
        self.game.rule.values_pile_by_pile()
            && self.game.piles.len() <= PER_PILE_STEPS
            && !self.game.piles.is_empty()
    }

    /// Whether the row of SG(0..largest pile) is drawn.
    fn has_strip(&self) -> bool {
        self.values_pile_by_pile() && self.game.piles.iter().all(|&a| a <= MAX_STRIP)
    }

    /// SG(n) of one pile of n.
    fn pile_value(&self, n: u64) -> u64 {
        self.game.rule.value(0, n).0
    }

    /// The sentence of step `Value(k)`: pile k+1's value (after the rule, at the first).
    pub(super) fn value_sentence(&self, k: usize, lang: Lang) -> String {
        let a = self.game.piles[k];
        let pile = k + 1;
        let body = match self.game.piles[..k].iter().position(|&b| b == a) {
            Some(earlier) => t!(
                lang,
                PileSameAs {
                    pile,
                    earlier: earlier + 1,
                    size: a,
                    value: self.pile_value(a)
                }
            ),
            None => t!(
                lang,
                PileWorth {
                    pile,
                    derivation: self.pile_derivation(a, lang).unwrap_or_default()
                }
            ),
        };
        if k > 0 {
            // The row fills every n up to this pile; the ones between the largest pile so
            // far and this one are said (the derivation may use them: SG(7) uses SG(5)).
            let before = self.game.piles[..k].iter().copied().max().unwrap_or(0);
            if !self.has_strip() || a <= before + 1 {
                return body;
            }
            let (from, to) = (before + 1, a - 1);
            let cells = match to - from {
                0 => format!("SG({from})"),
                1 => format!("SG({from}), SG({to})"),
                _ => format!("SG({from}) … SG({to})"),
            };
            let values = (from..=to)
                .map(|n| self.pile_value(n).to_string())
                .collect::<Vec<_>>()
                .join(", ");
            let mut s = t!(lang, StripFills { cells, values });
            s.push_str(sentence_gap(lang));
            s.push_str(&body);
            return s;
        }
        // The intro ends with a colon for a derivation in the same sentence; here the
        // strip and the pile follow as sentences of their own.
        let intro = self.intro(lang);
        let mut s = intro.trim_end_matches([':', '：']).to_string();
        s.push_str(if lang == Lang::Zh { "。" } else { "." });
        if self.has_strip() {
            s.push_str(sentence_gap(lang));
            s.push_str(tr(lang, Msg::StripValues));
        }
        s.push_str(sentence_gap(lang));
        s.push_str(&body);
        s
    }

    /// The row of SG(n), n = 0..largest pile, under the XOR table: values up to the piles
    /// reached so far; at `Value(k)` pile k's cell is ringed and the cells its moves reach
    /// are shaded. Its room is kept at every step.
    pub(super) fn add_value_strip(&self, figure: &mut Figure, stage: XorStage) {
        // Before any value is derived (a practice item's position) there is no strip to show.
        if !self.has_strip() || stage == XorStage::Unknown {
            return;
        }
        let largest = self.game.piles.iter().copied().max().unwrap_or(0);
        let (upto, current) = match stage {
            XorStage::Value(k) => (self.game.piles[..=k].iter().copied().max(), Some(k)),
            _ => (Some(largest), None),
        };
        let reached: Vec<u64> = match current {
            Some(k) => self.game.rule.reached(self.game.piles[k]),
            // The winning split: the two piles it leaves, whose values XOR to the target.
            None => match stage {
                XorStage::Move { row, .. } => self
                    .winning()
                    .into_iter()
                    .find_map(|(_, m)| match m {
                        FamilyMove::Split(s) if s.pile == row => Some(vec![s.parts.0, s.parts.1]),
                        _ => None,
                    })
                    .unwrap_or_default(),
                _ => Vec::new(),
            },
        };
        let n_label = "n".to_string();
        let sg_label = "SG(n)".to_string();
        let x0 = 24.0 + text_width(&sg_label, 22.0) + 16.0;
        let top = figure.height + 34.0;
        let mut shapes = vec![
            Shape::text(24.0, top - 10.0, n_label, Anchor::Start, "txt-muted"),
            Shape::text(
                24.0,
                top + CELL / 2.0 + 8.0,
                sg_label,
                Anchor::Start,
                "txt-small",
            ),
        ];
        for n in 0..=largest {
            let x = x0 + n as f64 * CELL;
            let known = upto.is_some_and(|u| n <= u);
            let mut cell = vec![
                Shape::text(
                    x + CELL / 2.0,
                    top - 10.0,
                    n.to_string(),
                    Anchor::Middle,
                    "txt-muted",
                ),
                Shape::rect(
                    x + 2.0,
                    top,
                    CELL - 4.0,
                    CELL,
                    4.0,
                    if reached.contains(&n) {
                        "row-hot"
                    } else {
                        "panel"
                    },
                ),
            ];
            if known {
                cell.push(Shape::text(
                    x + CELL / 2.0,
                    top + CELL / 2.0 + 9.0,
                    self.pile_value(n).to_string(),
                    Anchor::Middle,
                    "txt-strong",
                ));
            }
            let here = current.is_some_and(|k| self.game.piles[k] == n);
            if here {
                cell.push(Shape::rect(
                    x - 1.0,
                    top - 3.0,
                    CELL + 2.0,
                    CELL + 6.0,
                    6.0,
                    "focus-ring",
                ));
            }
            let mut group = Shape::Group {
                class: "",
                hook: Some(Hook {
                    testid: "value-cell",
                    data: vec![("n", n.to_string())],
                }),
                children: cell,
            };
            if here || reached.contains(&n) {
                group.mark_focus();
            }
            shapes.push(group);
        }
        figure.width = figure.width.max(x0 + (largest + 1) as f64 * CELL + 24.0);
        figure.height = top + CELL + 20.0;
        figure.shapes.extend(shapes);
    }
}
