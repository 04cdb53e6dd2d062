//! The Nim family's XOR view: one row per pile (its stones, clickable where a take is legal,
//! the last move's outlines, the winning move's marks), the staircase above it for staircase
//! Nim, and the values strip of set- and split-Nim.

use super::*;

impl NimFamilyLesson {
    /// The XOR view's figure at `stage` (the quiz draws the stage before a column's count).
    /// `After` draws the position the winning move leaves (by the lesson at that position);
    /// every stage is sized for both positions, so the table keeps its size.
    pub(super) fn xor_stage_figure(&self, stage: XorStage, lang: Lang) -> Figure {
        match (stage, self.after.as_deref()) {
            (XorStage::After, Some(after)) => {
                let before = self.xor_rows(XorStage::Sum, lang);
                let mut figure = after.xor_figure_sized(XorStage::After, lang, before, true);
                // The outlines of the stones the winning move took name it (`took`), so that a
                // hint marks them here, where no stone plays (`move_parts`).
                if let Some((m, _)) = after.last {
                    name_taken_stones(&mut figure.shapes, &self.game.format_move(&m));
                }
                figure
            }
            (XorStage::After, None) => self.xor_figure_sized(XorStage::Sum, lang, Vec::new(), true),
            (stage, after) => {
                let sized_for = after.map_or_else(Vec::new, |a| a.xor_rows(XorStage::After, lang));
                self.xor_figure_sized(stage, lang, sized_for, true)
            }
        }
    }

    /// Whether the stones drawn at `stage` play a move: split-Nim's moves are not takes, and
    /// the position after the winning move is only shown.
    fn stones_play(&self, stage: XorStage) -> bool {
        !self.game.rule.splits() && !matches!(stage, XorStage::After)
    }

    /// The table's rows at `stage`: each pile's stones, size and value, its clicks, the
    /// winning move's stones and the last move's outlines.
    fn xor_rows(&self, stage: XorStage, lang: Lang) -> Vec<XorRow> {
        let clickable = self.stones_play(stage);
        // The stones the winning move takes from its row, marked there by `taken` (through a
        // stone's hook when it is clickable, else ringed on its own): those taken from a pile
        // or carried down from an odd stair, as the staircase above marks them. A split takes
        // none. (The move step's row is one the move makes smaller: its high bit is set.)
        let taken = match stage {
            XorStage::Move { row, .. } => self.winning().into_iter().find_map(|(_, m)| match m {
                FamilyMove::Take(t) if t.pile == row => Some((row, t.take)),
                FamilyMove::Stair(s) if s.step == row + 1 => Some((row, s.count)),
                _ => None,
            }),
            _ => None,
        };
        self.game
            .values()
            .iter()
            .enumerate()
            .map(|(i, &(value, included))| XorRow {
                label: self.row_label(i, lang),
                amount: self.game.piles[i],
                value,
                included,
                clicks: clickable.then(|| {
                    let size = self.game.piles[i];
                    // Only drawn stones can be clicked.
                    let takes = (1..=size.min(MAX_DRAWN_STONES))
                        .filter(|&t| self.game.may_take(size, t))
                        .collect();
                    (format!("{}:", i + 1), takes)
                }),
                taken: taken.filter(|&(row, _)| row == i).map_or(0, |(_, k)| k),
                just_taken: match self.last {
                    Some((FamilyMove::Take(t), _)) if t.pile == i => t.take,
                    Some((FamilyMove::Stair(s), _)) if s.step == i + 1 => s.count,
                    // A split leaves the larger part in the pile's row (the smaller is the
                    // next row): the outlines show how large the pile was.
                    Some((FamilyMove::Split(s), before)) if s.pile == i => {
                        before.saturating_sub(s.parts.0)
                    }
                    _ => 0,
                },
            })
            .collect()
    }

    /// The figure at `stage`, its table also sized for `sized_for` and, when `keeps_move_room`,
    /// for the winning move's "→ target" (see [`XorLabels`]).
    pub(super) fn xor_figure_sized(
        &self,
        stage: XorStage,
        lang: Lang,
        sized_for: Vec<XorRow>,
        keeps_move_room: bool,
    ) -> Figure {
        let rows = self.xor_rows(stage, lang);
        let clickable = self.stones_play(stage);
        let value_header = self.game.rule.value_header(lang);
        let labels = XorLabels {
            target_header: (value_header.clone()).map(|head| {
                // Chinese sets Latin apart from ideographs by a space: 新的 SG 值, 新的模 4.
                let head = if lang == Lang::Zh && head.starts_with(|c: char| c.is_ascii()) {
                    format!(" {head}")
                } else {
                    head
                };
                t!(lang, NewValueHeader { head })
            }),
            value_header,
            parity: tr(lang, Msg::ParityLabel).to_string(),
            nim_sum: tr(lang, Msg::NimSumLabel).to_string(),
            title: self.kind.title(lang).to_string(),
            // Misère Nim of single stones is a count (the sum step's sentence says so).
            count_decides: self.game.rule.last_mover_loses()
                && self.game.piles.iter().all(|&a| a <= 1),
            sized_for,
            keeps_move_room,
        };
        let mut figure = xor_figure(&rows, stage, &labels);
        self.add_value_strip(&mut figure, stage);
        if self.game.rule.on_steps() {
            // The staircase itself goes on top; the XOR of its odd steps below it.
            let (mut shapes, w, h) = stairs(
                &self.game.piles,
                tr(lang, Msg::FloorLabel),
                clickable,
                match self.last {
                    Some((FamilyMove::Stair(s), _)) => Some((s.step - 1, s.count)),
                    _ => None,
                },
            );
            if let XorStage::Move { row, .. } = stage {
                // The stones the winning move carries down are marked on the staircase.
                let moved = self.winning().into_iter().find_map(|(_, m)| match m {
                    FamilyMove::Stair(s) if self.moves_row(m, row) => Some(s),
                    _ => None,
                });
                if let Some(m) = moved {
                    // Stone clicks are `STEP:COUNT`; the carried ones have COUNT ≤ m.count.
                    let carried = |v: &str| {
                        v.split_once(':').is_some_and(|(st, k)| {
                            st.parse::<usize>() == Ok(m.step)
                                && k.parse::<u64>().is_ok_and(|k| k <= m.count)
                        })
                    };
                    focus_groups(&mut shapes, &|h: &Hook| {
                        h.testid == "stair-stone"
                            && h.data.iter().any(|(k, v)| *k == "move" && carried(v))
                    });
                }
            }
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
}

/// Names every `taken-stone` outline in `shapes` as taken by the move `play` (a `took` datum).
fn name_taken_stones(shapes: &mut [grundy_core::figure::Shape], play: &str) {
    for shape in shapes {
        if let grundy_core::figure::Shape::Group { hook, children, .. } = shape {
            if let Some(h) = hook.as_mut().filter(|h| h.testid == "taken-stone") {
                h.data.push(("took", play.to_string()));
            }
            name_taken_stones(children, play);
        }
    }
}
