//! The smaller sheets a sheet's cuts make, derived from the smallest up before the sheet
//! itself: the cuts of 5×4 leave 2×4, 3×4 and 5×2, whose values the sheet's mex needs, so the
//! walkthrough first finds those (2×2 and 3×2 have no cut and are worth 0; 2×4 = mex{0 ⊕ 0}
//! = 1, …) instead of stating them. Only when the pieces are few and each has few cuts; a
//! bigger sheet points to the SG heat map, which is the same derivation for every sheet.

use super::{Cut, CuttingLesson};
use grundy_core::figure::{text_width, Anchor, Hook, Shape};
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::sg::mex;
use grundy_core::sort::StableSort;
use grundy_core::t;

/// Most smaller sheets with a cut derived one step each.
const MAX_DERIVED: usize = 5;
/// Most cuts of one such sheet (each is a clause of its sentence).
const MAX_CUTS: usize = 3;

/// A sheet's cuts that leave two pieces of at least 2×2 (lines x = 2..w−2, then y = 2..h−2).
pub(super) fn admissible_cuts((w, h): (usize, usize)) -> Vec<Cut> {
    let mut cuts: Vec<Cut> = (2..=w.saturating_sub(2)).map(Cut::V).collect();
    cuts.extend((2..=h.saturating_sub(2)).map(Cut::H));
    cuts
}

/// The same sheet turned a quarter counts once: short side first.
fn canonical((w, h): (usize, usize)) -> (usize, usize) {
    (w.min(h), w.max(h))
}

/// The smaller sheets of an explained sheet, in the order the walkthrough derives them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Smaller {
    /// Sheets with no admissible cut (each worth mex{} = 0), as the cuts first leave them.
    pub base: Vec<(usize, usize)>,
    /// The others, each with its cuts, by area (a piece is smaller than its sheet, so every
    /// value a sheet's mex needs is derived before it).
    pub derived: Vec<((usize, usize), Vec<Cut>)>,
}

impl Smaller {
    /// The smaller sheets that `sheet`'s cuts lead to, and the game's `others` sheets with
    /// theirs (the conclusion adds up every sheet's value), if they are few enough to derive
    /// one step each (None when there is nothing to derive, or too much to walk through).
    pub fn of(sheet: (usize, usize), others: &[(usize, usize)]) -> Option<Smaller> {
        let mut seen = vec![canonical(sheet)];
        let mut queue = vec![sheet];
        let mut all = Vec::new();
        for &other in others {
            if !seen.contains(&canonical(other)) {
                seen.push(canonical(other));
                all.push(other);
                queue.push(other);
            }
        }
        while let Some(s) = queue.pop() {
            for cut in admissible_cuts(s) {
                let (p, r) = cut.pieces(s);
                for piece in [p, r] {
                    if !seen.contains(&canonical(piece)) {
                        seen.push(canonical(piece));
                        all.push(piece);
                        queue.push(piece);
                        if all.len() > MAX_DERIVED * 2 {
                            return None;
                        }
                    }
                }
            }
        }
        if all.is_empty() {
            return None;
        }
        let (mut base, mut derived) = (Vec::new(), Vec::new());
        for s in all {
            let cuts = admissible_cuts(s);
            if cuts.is_empty() {
                base.push(s);
            } else if cuts.len() > MAX_CUTS {
                return None;
            } else {
                derived.push((s, cuts));
            }
        }
        if derived.len() > MAX_DERIVED {
            return None;
        }
        base.stable_sort_by_key(|&(w, h)| (w * h, w));
        derived.stable_sort_by_key(|&((w, h), _)| (w * h, w));
        Some(Smaller { base, derived })
    }

    /// Steps the derivation takes: one for the sheets without cuts, one per other sheet.
    pub fn step_count(&self) -> usize {
        usize::from(!self.base.is_empty()) + self.derived.len()
    }

    /// Every smaller sheet in drawing order (the order they are derived), with the prelude
    /// step (1-based, as the walkthrough's steps) at which its value is known.
    pub fn sheets(&self) -> Vec<((usize, usize), usize)> {
        let first = usize::from(!self.base.is_empty());
        let mut out: Vec<_> = self.base.iter().map(|&s| (s, 1)).collect();
        out.extend(
            self.derived
                .iter()
                .enumerate()
                .map(|(i, (s, _))| (*s, first + i + 1)),
        );
        out
    }

    /// Whether a piece is the smaller sheet `s` (either way up).
    pub fn same(piece: (usize, usize), s: (usize, usize)) -> bool {
        canonical(piece) == canonical(s)
    }
}

impl CuttingLesson {
    /// The sentence of prelude step `k` (1-based) of the smaller sheets.
    pub(super) fn smaller_sentence(&self, smaller: &Smaller, k: usize, lang: Lang) -> String {
        let written = |(w, h): (usize, usize)| format!("{w}×{h}");
        let with_base = !smaller.base.is_empty();
        // The first step says what these steps do, and for whose values.
        let mut s = String::new();
        if k == 1 {
            let several = self.game.sheets.len() > 1;
            s.push_str(tr(
                lang,
                if several {
                    Msg::CutSmallerFirstOthers
                } else {
                    Msg::CutSmallerFirst
                },
            ));
            s.push_str(sentence_gap(lang));
        }
        if with_base && k == 1 {
            let names: Vec<String> = smaller.base.iter().map(|&s| written(s)).collect();
            let sheets = grundy_core::text::list(&names, lang);
            s.push_str(&if names.len() == 1 {
                t!(lang, CutSmallerBaseOne { sheets })
            } else {
                t!(lang, CutSmallerBaseMany { sheets })
            });
            return s;
        }
        let Some(((w, h), cuts)) = smaller.derived.get(k - 1 - usize::from(with_base)) else {
            return String::new();
        };
        let mut values = Vec::new();
        let clauses: Vec<String> = cuts
            .iter()
            .map(|&cut| {
                let (p, r) = cut.pieces((*w, *h));
                let (a, b) = (self.sg(p), self.sg(r));
                values.push(u64::from(a ^ b));
                t!(
                    lang,
                    CutSmallerCut {
                        cut: cut.describe(lang),
                        first: written(p),
                        second: written(r),
                        a: a.to_string(),
                        b: b.to_string(),
                        value: (a ^ b).to_string()
                    }
                )
            })
            .collect();
        let value = mex(values.iter().copied());
        values.stable_sort();
        values.dedup();
        let list: Vec<String> = values.iter().map(u64::to_string).collect();
        s += &t!(
            lang,
            CutSmaller {
                w: w.to_string(),
                h: h.to_string(),
                cuts: clauses.join(if lang == Lang::Zh { "；" } else { "; " }),
                values: list.join(", "),
                value: value.to_string()
            }
        );
        if k == smaller.step_count() {
            if let Some(&(sw, sh)) = self.explained.and_then(|i| self.game.sheets.get(i)) {
                s.push_str(sentence_gap(lang));
                s.push_str(&t!(
                    lang,
                    CutSmallerDone {
                        sheet: written((sw, sh))
                    }
                ));
            }
        }
        s
    }
}

impl CuttingLesson {
    /// The smaller sheets in a row under the explained sheet, from `top` (their labels above
    /// it): each drawn at half the big sheet's scale and labelled "SG ?" until its step; the
    /// sheet being derived is marked with its cuts, and while a cut of the big sheet is
    /// examined its two pieces are ringed here, where their values were found. Drawn from
    /// the first step on; its room is kept at the opening so the figure keeps its scale.
    /// Returns the row's width and height.
    pub(super) fn smaller_row(
        &self,
        smaller: &Smaller,
        step: usize,
        big_cell: f64,
        top: f64,
        shapes: &mut Vec<Shape>,
    ) -> (f64, f64) {
        let cell = (big_cell * 0.5).clamp(4.0, 36.0);
        let sheets = smaller.sheets();
        let tallest = sheets.iter().map(|((_, h), _)| *h).max().unwrap_or(2) as f64 * cell;
        let mut x = 30.0;
        let pieces = self
            .cut_at(step)
            .zip(self.explained.and_then(|i| self.game.sheets.get(i)))
            .map(|(cut, &sheet)| cut.pieces(sheet));
        for &((w, h), known_at) in &sheets {
            let (sw, sh) = (w as f64 * cell, h as f64 * cell);
            let label = if step >= known_at {
                format!("{w}×{h}  SG {}", self.sg((w, h)))
            } else {
                format!("{w}×{h}  SG ?")
            };
            let label_w = text_width(&label, 20.0);
            if step >= 1 {
                let mut grid = vec![Shape::rect(x, top, sw, sh, 0.0, "panel")];
                grid.extend((1..w).map(|i| Shape::Line {
                    x1: x + i as f64 * cell,
                    y1: top,
                    x2: x + i as f64 * cell,
                    y2: top + sh,
                    class: "rule",
                }));
                grid.extend((1..h).map(|j| Shape::Line {
                    x1: x,
                    y1: top + j as f64 * cell,
                    x2: x + sw,
                    y2: top + j as f64 * cell,
                    class: "rule",
                }));
                let mut marked = Vec::new();
                if known_at == step {
                    // The sheet derived at this step, with the cuts its sentence lists.
                    let cuts = smaller
                        .derived
                        .iter()
                        .find(|(s, _)| *s == (w, h))
                        .map(|(_, c)| c.as_slice())
                        .unwrap_or(&[]);
                    for cut in cuts {
                        let (x1, y1, x2, y2) = match *cut {
                            Cut::V(i) => {
                                let lx = x + i as f64 * cell;
                                (lx, top - 6.0, lx, top + sh + 6.0)
                            }
                            Cut::H(j) => {
                                let ly = top + j as f64 * cell;
                                (x - 6.0, ly, x + sw + 6.0, ly)
                            }
                        };
                        marked.push(Shape::line(x1, y1, x2, y2, "edge-hot"));
                    }
                }
                let ringed = pieces
                    .is_some_and(|(p, r)| Smaller::same(p, (w, h)) || Smaller::same(r, (w, h)));
                if ringed {
                    marked.push(Shape::rect(
                        x - 6.0,
                        top - 6.0,
                        sw + 12.0,
                        sh + 12.0,
                        4.0,
                        "focus-ring",
                    ));
                }
                let text = Shape::text(x, top - 16.0, label, Anchor::Start, "txt-small");
                grid.push(text);
                grid.extend(marked);
                let mut group = Shape::Group {
                    class: "",
                    hook: Some(Hook {
                        testid: "smaller-sheet",
                        data: vec![("size", format!("{w}x{h}"))],
                    }),
                    children: grid,
                };
                // The whole sheet is marked (its outline drawn heavy), so a sheet without
                // cuts, named at its step, shows as marked too.
                if known_at == step || ringed {
                    group.mark_focus();
                }
                shapes.push(group);
            }
            x += sw.max(label_w) + 36.0;
        }
        (x, tallest + 12.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_by_four_needs_two_sheets_without_cuts_and_three_with() {
        let s = Smaller::of((5, 4), &[]).unwrap();
        assert_eq!(s.base, vec![(2, 2), (3, 2)]);
        let derived: Vec<_> = s.derived.iter().map(|(s, _)| *s).collect();
        // By area: 2×4 (8), 5×2 (10), 3×4 (12).
        assert_eq!(derived, vec![(2, 4), (5, 2), (3, 4)]);
        assert_eq!(s.derived[1].1, vec![Cut::V(2), Cut::V(3)]);
        assert_eq!(s.step_count(), 4);
        // 4×2's only piece has no cut; 2×2 has no pieces at all.
        let four = Smaller::of((4, 2), &[]).unwrap();
        assert_eq!((four.base.clone(), four.derived.len()), (vec![(2, 2)], 0));
        assert_eq!(Smaller::of((2, 2), &[]), None);
        // A big sheet's pieces are too many to walk through one by one.
        assert_eq!(Smaller::of((12, 9), &[]), None);
    }

    #[test]
    fn every_smaller_sheet_comes_after_the_pieces_its_value_needs() {
        for w in 2..=9 {
            for h in 2..=9 {
                let Some(s) = Smaller::of((w, h), &[]) else {
                    continue;
                };
                let order: Vec<(usize, usize)> = s.sheets().iter().map(|(s, _)| *s).collect();
                for (i, (sheet, cuts)) in s.derived.iter().enumerate() {
                    let at = order.iter().position(|x| x == sheet).unwrap();
                    assert_eq!(at, s.base.len() + i);
                    for cut in cuts {
                        let (p, r) = cut.pieces(*sheet);
                        for piece in [p, r] {
                            let before = order[..at].iter().any(|&o| Smaller::same(piece, o));
                            assert!(before, "{w}×{h}: {piece:?} before {sheet:?}");
                        }
                    }
                }
            }
        }
    }
}
