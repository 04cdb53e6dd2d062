//! The XOR bit-column figure: one row per component (its stones, its size, the value that
//! enters the XOR, that value in binary), aligned bit columns with their parities, the nim-sum
//! row, and the winning move read off the highest set bit of the nim-sum.
//!
//! Every stage marks what its sentence is about (`data-focus`, see [`Shape::focus`]): the
//! block of binary digits, the column being counted with its count and its nim-sum bit, the
//! nim-sum row, or the row that the winning move changes. Rows keep their structure from
//! stage to stage, so a front-end patches only what changed.

use super::path::PathData;
use super::{text_width, Anchor, Figure, Hook, Shape};

/// One row of the figure.
#[derive(Debug, Clone, PartialEq)]
pub struct XorRow {
    /// Row label ("Pile 1", "台阶 3").
    pub label: String,
    /// Stones on it (drawn as circles when few enough).
    pub amount: u64,
    /// The value that enters the XOR (the size, a SG value, a size mod k+1).
    pub value: u64,
    /// Whether the row enters the XOR at all (even staircase steps do not).
    pub included: bool,
    /// Clickable stones: the move notation's prefix (`"3:"` makes stone clicks play
    /// `3:TAKE`) and the numbers of stones a move may take from this row (bounded Nim's
    /// 1..k, set-Nim's sizes); a stone whose click would take another number is drawn plain,
    /// so no click offers an illegal move.
    pub clicks: Option<(String, Vec<u64>)>,
    /// Stones the winning move takes from this row (the rightmost ones), marked as the step's
    /// focus: through their hooks when clickable, else each ringed on its own. 0: none.
    pub taken: u64,
    /// Stones the last move played took from this row, drawn as dashed outlines where they
    /// stood (right of those left) so the move can be followed. 0: none.
    pub just_taken: u64,
}

/// How far the walkthrough has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum XorStage {
    /// The value of row `k` is being worked out (set-Nim, split-Nim): the rows above have
    /// theirs, the rows below show "?", and no binary digit is written yet.
    Value(usize),
    /// Nothing worked out yet (a practice item asks for the values): every value shows "?",
    /// their column is the focus, no row is shaded and no binary digit is written.
    Unknown,
    /// Rows written in binary, no column processed yet.
    Binary,
    /// Columns above `bit` are done; `bit` is being counted.
    Column(u32),
    /// All columns done: the nim-sum row is shown.
    Sum,
    /// The winning move: the highest set bit of the nim-sum and the row that changes.
    Move {
        /// The highest set bit of the nim-sum.
        bit: u32,
        /// The row whose value changes (index into rows).
        row: usize,
        /// The value that row changes to.
        target: u64,
    },
    /// No winning move: the nim-sum is zero.
    NoMove,
    /// Why the winning move wins: the rows are the position it leaves, every column even; the
    /// counts and the nim-sum row are shaded together.
    After,
}

/// Captions of the figure in the page's language.
pub struct XorLabels {
    /// Header of the value column when it differs from the size ("SG", "mod 4"), else None.
    pub value_header: Option<String>,
    /// Header of the winning move's new value ("new SG"), beside the bits, with a value
    /// header: "→ 1" under "mod 4" read as a second copy of the value column.
    pub target_header: Option<String>,
    /// Label of the parity row.
    pub parity: String,
    /// Label of the nim-sum row.
    pub nim_sum: String,
    /// Title of the figure.
    pub title: String,
    /// Whether the count of 1s decides, not the nim-sum (misère Nim with no pile above one
    /// stone): the sum step shades the counts' row instead of the nim-sum's.
    pub count_decides: bool,
    /// Rows the table is sized for but does not draw: the position another step of the
    /// walkthrough draws (before or after the winning move), so that every step's table has
    /// one size and the fitted figure never rescales.
    pub sized_for: Vec<XorRow>,
    /// Whether room for the winning move's "→ target" (and its heading) is kept at every
    /// stage: a walkthrough draws it at its move step, but a practice item never does, and
    /// kept there it was blank space the page's swipe line pointed to.
    pub keeps_move_room: bool,
}

/// Rows of up to this many stones are drawn stone by stone (and only their stones click).
pub const MAX_DRAWN_STONES: u64 = 20;
const ROW: f64 = 46.0;
/// The distance between stones' centres.
const STONE: f64 = 22.0;

/// Whether a table of `bits` columns heads each column by its place value (1, 2, 4, …), as
/// short tables do, or by its bit index (0, 1, 2, …), as tables from 256 on do: words about
/// a column (a practice target) name it the way its heading does.
pub fn heads_by_place_value(bits: u32) -> bool {
    bits <= 8
}

fn bit_len(v: u64) -> u32 {
    64 - v.leading_zeros()
}

/// Builds the figure.
pub fn xor_figure(rows: &[XorRow], stage: XorStage, labels: &XorLabels) -> Figure {
    let nim_sum = rows
        .iter()
        .filter(|r| r.included)
        .fold(0, |acc, r| acc ^ r.value);
    // Every size is measured over the rows drawn and the rows of the other position.
    let sized: Vec<&XorRow> = rows.iter().chain(&labels.sized_for).collect();
    let measured = || sized.iter().copied();
    let bits = measured()
        .map(|r| bit_len(r.value))
        .max()
        .unwrap_or(0)
        .max(1);
    // Past a few thousand bit cells, rows are drawn as rasters (see below).
    let compact = rows.len() as u32 * bits > 3000;
    let bit_w = if bits > 32 { 20.0 } else { 30.0 };
    let nibble_gap = 8.0;
    let label_w = measured()
        .map(|r| text_width(&r.label, 24.0))
        .fold(text_width(&labels.nim_sum, 24.0), f64::max)
        + 24.0;
    // A row's drawn stones include the outlines of those the last move took, when they fit.
    let max_amount = measured().map(stones::drawn_places).max().unwrap_or(0);
    let min_amount = measured().map(|r| r.amount).min().unwrap_or(0);
    // Stones are drawn up to MAX_DRAWN_STONES; when no row is that small, a short bar says "many".
    let stones_w = if max_amount == 0 {
        0.0
    } else if min_amount > MAX_DRAWN_STONES {
        110.0
    } else {
        (max_amount.min(MAX_DRAWN_STONES) as f64) * STONE + 30.0
    };
    let size_w = measured()
        .map(|r| text_width(&r.amount.to_string(), 26.0))
        .fold(30.0, f64::max)
        + 24.0;
    let show_value = labels.value_header.is_some();
    let value_w = if show_value {
        measured()
            .map(|r| text_width(&r.value.to_string(), 26.0))
            .fold(
                text_width(labels.value_header.as_deref().unwrap_or(""), 20.0),
                f64::max,
            )
            + 40.0
    } else {
        0.0
    };
    let x_label = 24.0;
    let x_stones = x_label + label_w;
    let x_size = x_stones + stones_w;
    let x_value = x_size + size_w;
    let x_bits = x_value + value_w + 16.0;
    let bit_x = |b: u32| -> f64 {
        // Column of bit b: the highest bit leftmost, with a small gap every four bits.
        let from_left = bits - 1 - b;
        x_bits + from_left as f64 * bit_w + (from_left / 4) as f64 * nibble_gap
    };
    let bits_right = bit_x(0) + bit_w;
    // Room for the winning move's "→ target" at every stage when rows are short (a target
    // has at most `bits` bits), so a lesson's figure keeps its width and its scale from step
    // to step: it grew at the last step, and the fitted table shrank and shifted sideways.
    let reserved = if bits <= 16 {
        text_width(&format!("→ {}", (1u64 << bits) - 1), 26.0) + 30.0
    } else {
        0.0
    };
    // The target column's head (see below), reserved at every stage for the same reason.
    let header_w = match &labels.target_header {
        Some(h) => text_width(h, 20.0) + 30.0,
        None => 0.0,
    };
    let target_w = match stage {
        XorStage::Move { target, .. } => {
            (text_width(&format!("→ {target}"), 26.0) + 30.0).max(header_w)
        }
        _ => 0.0,
    }
    .max(if labels.keeps_move_room {
        reserved.max(header_w)
    } else {
        0.0
    });
    let width = bits_right + target_w + 24.0;
    let top = 64.0;
    let mut shapes = Vec::new();

    // Which columns are finished, and which one is in focus (its band is drawn first, under
    // the header and the bits).
    let (done_above, focus_col): (Option<u32>, Option<u32>) = match stage {
        XorStage::Binary | XorStage::Value(_) | XorStage::Unknown => (None, None),
        XorStage::Column(b) => (Some(b), Some(b)),
        XorStage::Sum | XorStage::NoMove | XorStage::After => (Some(0), None),
        XorStage::Move { bit, .. } => (Some(0), Some(bit)),
    };
    let rows_bottom = top + rows.len() as f64 * ROW;
    // The opening is about the values and their binary digits: that block is shaded; a
    // practice item asking for the values marks their column, so a page opens on it.
    let marked_right = match stage {
        XorStage::Binary => Some(bits_right),
        XorStage::Unknown if show_value => Some(x_value + value_w),
        _ => None,
    };
    if let Some(right) = marked_right {
        let left = if show_value { x_value } else { x_bits };
        shapes.push(Shape::focus(vec![Shape::rect(
            left - 4.0,
            top - 40.0,
            right - left + 8.0,
            rows_bottom - top + 44.0,
            6.0,
            "row-hot",
        )]));
    }
    if let Some(b) = focus_col {
        // The band's edges run down the middle of the gaps between bit cells (2 units each
        // side), so its border never crosses a neighbouring column's cells.
        shapes.push(Shape::focus(vec![Shape::rect(
            bit_x(b),
            top - 40.0,
            bit_w,
            rows_bottom - top + 40.0 + 2.0 * ROW,
            6.0,
            "cell-good",
        )]));
    }

    // Column headers: the bit's value for short rows, its index for long ones (from 256 on,
    // two neighbouring values were wider than their columns and ran into each other).
    // Wide rows label only every fourth column (the nibble boundaries), so labels never collide.
    // (None while the values are still being worked out: there are no digits to head.)
    let headed = !matches!(stage, XorStage::Value(_) | XorStage::Unknown);
    for b in (0..bits)
        .rev()
        .filter(|b| headed && (bits <= 16 || b % 4 == 0))
    {
        let text = if heads_by_place_value(bits) {
            (1u64 << b).to_string()
        } else {
            b.to_string()
        };
        shapes.push(Shape::text(
            bit_x(b) + bit_w / 2.0,
            top - 14.0,
            text,
            Anchor::Middle,
            "txt-small",
        ));
    }
    if let Some(h) = &labels.value_header {
        shapes.push(Shape::text(
            x_value + value_w / 2.0,
            top - 14.0,
            h.clone(),
            Anchor::Middle,
            "txt-small",
        ));
    }
    if let (Some(h), XorStage::Move { .. }) = (&labels.target_header, stage) {
        // The winning move's "→ t" is a new value, not a new size: its column is headed
        // "new mod 4", "new SG", so "→ 1" is not read as 1 stone.
        shapes.push(Shape::text(
            bits_right + 14.0,
            top - 14.0,
            h.clone(),
            Anchor::Start,
            "txt-small",
        ));
    }

    // Row k whose value is worked out is shaded; the values below it are not known yet.
    let value_known = |i: usize| {
        !matches!(stage, XorStage::Unknown) && !matches!(stage, XorStage::Value(k) if i > k)
    };
    // A column's count and nim-sum bit appear at the step that counts it.
    let column_done = |b: u32| match (stage, done_above) {
        (XorStage::Column(c), _) => b >= c,
        (_, Some(_)) => true,
        _ => false,
    };

    for (i, row) in rows.iter().enumerate() {
        let y = top + i as f64 * ROW;
        let mid = y + ROW / 2.0;
        let (move_row, target) = match stage {
            XorStage::Move { row: r, target, .. } if r == i => (true, Some(target)),
            _ => (false, None),
        };
        // The bits the winning move flips in its row: the nim-sum's 1s (value ⊕ target).
        let flips = target.map_or(0, |t| row.value ^ t);
        let mut children = Vec::new();
        let value_row = matches!(stage, XorStage::Value(k) if k == i);
        // The row whose value is worked out, or that the winning move changes, is shaded.
        let shade = match (value_row, move_row) {
            (true, _) => Some("row-hot"),
            (_, true) => Some("cell-focus"),
            _ => None,
        };
        if let Some(class) = shade {
            children.push(Shape::rect(
                8.0,
                y + 2.0,
                width - 16.0,
                ROW - 4.0,
                8.0,
                class,
            ));
        }
        let text_class = if row.included { "txt" } else { "txt-muted" };
        children.push(Shape::text(
            x_label,
            mid + 9.0,
            row.label.clone(),
            Anchor::Start,
            if row.included {
                "txt-small"
            } else {
                "txt-muted"
            },
        ));
        if row.amount <= MAX_DRAWN_STONES {
            children.extend(stones::row_stones(row, x_stones, mid));
        } else if stones_w > 0.0 {
            children.push(Shape::rect(
                x_stones + 2.0,
                mid - 9.0,
                stones_w - 34.0,
                18.0,
                9.0,
                if row.included { "stone" } else { "stone-muted" },
            ));
        }
        children.push(Shape::text(
            x_size + size_w - 12.0,
            mid + 9.0,
            row.amount.to_string(),
            Anchor::End,
            text_class,
        ));
        if show_value {
            let known = value_known(i);
            children.push(Shape::text(
                x_value + value_w - 12.0,
                mid + 9.0,
                if known {
                    row.value.to_string()
                } else {
                    "?".to_string()
                },
                Anchor::End,
                if row.included && known {
                    "txt-strong"
                } else {
                    "txt-muted"
                },
            ));
        }
        if matches!(stage, XorStage::Value(_) | XorStage::Unknown) {
            // No binary digits while the values are still being worked out.
        } else if compact {
            // Large tables: the row's 1-bits as one path (no per-bit text), so hundreds of
            // 64-bit rows stay a few thousand elements instead of tens of thousands.
            let d = (0..bits)
                .filter(|&b| row.value >> b & 1 == 1)
                .fold(PathData::default(), |d, b| {
                    d.rect(bit_x(b) + 2.0, y + 6.0, bit_w - 4.0, ROW - 12.0)
                });
            if !d.is_empty() {
                children.push(Shape::Path {
                    d,
                    dx: 0.0,
                    dy: 0.0,
                    class: if row.included {
                        "bits-raster"
                    } else {
                        "bit-off"
                    },
                });
            }
            if let XorStage::Move { bit, row: r, .. } = stage {
                if r == i {
                    for b in (0..bits).filter(|&b| flips >> b & 1 == 1) {
                        children.push(Shape::rect(
                            bit_x(b) + 2.0,
                            y + 6.0,
                            bit_w - 4.0,
                            ROW - 12.0,
                            4.0,
                            if b == bit { "cell-hit" } else { "cell-bad" },
                        ));
                    }
                }
            }
        } else {
            // Highest bit first, as drawn, so a screen reader reads "1 0 0" for 4 (and a
            // cell keeps its key, counted from the left, when a smaller row drops a column).
            for b in (0..bits).rev() {
                let one = row.value >> b & 1 == 1;
                let x = bit_x(b);
                let highlight =
                    matches!(stage, XorStage::Move { bit, .. } if bit == b && one && row.included);
                children.push(Shape::rect(
                    x + 2.0,
                    y + 6.0,
                    bit_w - 4.0,
                    ROW - 12.0,
                    4.0,
                    if highlight {
                        "cell-hit"
                    } else if flips >> b & 1 == 1 {
                        // The move row's other bits that flip: orange as the nim-sum's 1s
                        // above which they stand.
                        "cell-bad"
                    } else if !row.included {
                        "bit-off"
                    } else if one {
                        "bit-one"
                    } else {
                        "bit-zero"
                    },
                ));
                children.push(Shape::text(
                    x + bit_w / 2.0,
                    mid + 8.0,
                    if one { "1" } else { "0" },
                    Anchor::Middle,
                    if row.included {
                        if one {
                            "txt-bit1"
                        } else {
                            "txt-bit0"
                        }
                    } else {
                        "txt-muted"
                    },
                ));
            }
        }
        if let Some(t) = target {
            children.push(Shape::text(
                bits_right + 14.0,
                mid + 9.0,
                format!("→ {t}"),
                Anchor::Start,
                "txt-strong",
            ));
        }
        // A row left out of the XOR (staircase Nim's even stairs) keeps a key of its own, so
        // the page patches it in place from step to step (keyed by its place among unhooked
        // shapes, it took another row's key when a step's band came before it, and glided).
        let hook = Some(if row.included {
            Hook {
                testid: "component",
                data: vec![
                    ("sg", row.value.to_string()),
                    ("index", (i + 1).to_string()),
                ],
            }
        } else {
            Hook {
                testid: "",
                data: vec![("row", (i + 1).to_string())],
            }
        });
        let mut group = Shape::Group {
            class: "",
            hook,
            children,
        };
        if move_row || value_row {
            // The row the winning move changes, or whose value is worked out, is what the
            // sentence names.
            group.mark_focus();
        }
        shapes.push(group);
    }

    // Parity row and nim-sum row.
    let y_rule = rows_bottom + 4.0;
    shapes.push(Shape::line(x_label, y_rule, bits_right, y_rule, "rule"));
    let y_parity = y_rule + ROW / 2.0 + 8.0;
    let y_sum = y_rule + ROW + 4.0;
    if matches!(stage, XorStage::After) {
        // Why the move wins: every count even, and so the nim-sum 0: one band under both rows
        // (drawn first, under their text).
        shapes.push(Shape::focus(vec![Shape::rect(
            8.0,
            y_rule + 4.0,
            width - 16.0,
            y_sum + ROW - 2.0 - (y_rule + 4.0),
            8.0,
            "row-hot",
        )]));
    }
    if matches!(stage, XorStage::Sum | XorStage::NoMove) && labels.count_decides {
        // Where the count of 1s decides, the sum step is about the counts' row: shaded (drawn
        // before its text, under it).
        shapes.push(Shape::focus(vec![Shape::rect(
            8.0,
            y_rule + 4.0,
            width - 16.0,
            ROW - 4.0,
            8.0,
            "row-hot",
        )]));
    }
    // The counts' label comes with the first count (alone at the opening it labelled nothing).
    if !matches!(
        stage,
        XorStage::Binary | XorStage::Value(_) | XorStage::Unknown
    ) {
        shapes.push(Shape::text(
            x_label,
            y_parity,
            labels.parity.clone(),
            Anchor::Start,
            "txt-small",
        ));
    }
    // Counts of the columns counted so far (the band drawn first marks the current one).
    for b in (0..bits).rev().filter(|&b| column_done(b)) {
        let ones = rows
            .iter()
            .filter(|r| r.included && r.value >> b & 1 == 1)
            .count();
        let class = if ones % 2 == 1 {
            "txt-warn"
        } else {
            "txt-small"
        };
        shapes.push(Shape::text(
            bit_x(b) + bit_w / 2.0,
            y_parity,
            ones.to_string(),
            Anchor::Middle,
            class,
        ));
    }
    // The nim-sum row appears with the first counted column, and its number once every column
    // is counted.
    if !matches!(
        stage,
        XorStage::Binary | XorStage::Value(_) | XorStage::Unknown
    ) {
        if matches!(stage, XorStage::Sum | XorStage::NoMove) && !labels.count_decides {
            // The sum step is about this row: it is shaded.
            shapes.push(Shape::focus(vec![Shape::rect(
                8.0,
                y_sum + 2.0,
                width - 16.0,
                ROW - 4.0,
                8.0,
                "row-hot",
            )]));
        }
        shapes.push(Shape::text(
            x_label,
            y_sum + ROW / 2.0 + 9.0,
            labels.nim_sum.clone(),
            Anchor::Start,
            "txt-strong",
        ));
        for b in (0..bits).rev().filter(|&b| column_done(b)) {
            let one = nim_sum >> b & 1 == 1;
            let x = bit_x(b);
            let cell = [
                Shape::rect(
                    x + 2.0,
                    y_sum + 6.0,
                    bit_w - 4.0,
                    ROW - 12.0,
                    4.0,
                    if one { "cell-bad" } else { "cell-good" },
                ),
                Shape::text(
                    x + bit_w / 2.0,
                    y_sum + ROW / 2.0 + 8.0,
                    if one { "1" } else { "0" },
                    Anchor::Middle,
                    "txt",
                ),
            ];
            shapes.extend(cell);
        }
        if !matches!(stage, XorStage::Column(_)) {
            let x_num = if show_value {
                x_value + value_w - 12.0
            } else {
                x_size + size_w - 12.0
            };
            shapes.push(Shape::text(
                x_num,
                y_sum + ROW / 2.0 + 9.0,
                nim_sum.to_string(),
                Anchor::End,
                "txt-strong",
            ));
        }
    }
    let height = y_sum + ROW + 20.0;
    Figure {
        width,
        height,
        title: labels.title.clone(),
        shapes,
    }
}

mod stones;
#[cfg(test)]
mod tests;
