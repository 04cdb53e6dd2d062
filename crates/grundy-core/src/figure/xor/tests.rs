//! Tests of the XOR bit-column figure.

use super::*;

fn rows(values: &[u64]) -> Vec<XorRow> {
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| XorRow {
            label: format!("Pile {}", i + 1),
            amount: v,
            value: v,
            included: true,
            clicks: Some((
                format!("{}:", i + 1),
                (1..=v.min(MAX_DRAWN_STONES)).collect(),
            )),
            taken: 0,
            just_taken: 0,
        })
        .collect()
}

fn labels() -> XorLabels {
    XorLabels {
        value_header: None,
        target_header: None,
        parity: "parity".into(),
        nim_sum: "nim-sum".into(),
        title: "t".into(),
        count_decides: false,
        sized_for: Vec::new(),
        keeps_move_room: true,
    }
}

#[test]
fn rows_carry_component_hooks_and_clickable_stones() {
    let svg = xor_figure(&rows(&[3, 4, 5]), XorStage::Sum, &labels()).to_svg();
    assert_eq!(svg.matches(r#"data-testid="component""#).count(), 3);
    assert!(
        svg.contains(r#"data-move="1:3""#),
        "the first stone of pile 1 takes all three"
    );
    assert!(svg.contains(r#"data-move="1:1""#));
    assert_eq!(svg.matches(r#"data-testid="stone""#).count(), 12);
}

#[test]
fn hundreds_of_long_rows_are_drawn_compactly() {
    let many: Vec<u64> = (0..300).map(|i| u64::MAX - i).collect();
    let svg = xor_figure(&rows(&many), XorStage::Sum, &labels()).to_svg();
    assert_eq!(svg.matches(r#"data-testid="component""#).count(), 300);
    assert!(
        svg.matches('<').count() < 6_000,
        "{} elements",
        svg.matches('<').count()
    );
}

#[test]
fn sixty_four_bit_values_stay_inside_the_figure() {
    let fig = xor_figure(
        &rows(&[u64::MAX, 1 << 63, 12345]),
        XorStage::Move {
            bit: 62,
            row: 0,
            target: 1,
        },
        &labels(),
    );
    for s in &fig.shapes {
        if let Shape::Group { children, .. } = s {
            for c in children {
                if let Shape::Rect { x, w, .. } = c {
                    assert!(x + w <= fig.width + 0.5);
                }
            }
        }
    }
    assert!(fig.width < 2200.0, "{}", fig.width);
}

#[test]
fn short_rows_keep_one_width_at_every_stage() {
    // The fitted figure must not rescale at the winning move's stage.
    let r = rows(&[3, 4, 5]);
    let stages = [
        XorStage::Binary,
        XorStage::Column(2),
        XorStage::Sum,
        XorStage::Move {
            bit: 1,
            row: 0,
            target: 1,
        },
    ];
    let widths: Vec<f64> = stages
        .iter()
        .map(|&s| xor_figure(&r, s, &labels()).width)
        .collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{widths:?}");
}

#[test]
fn a_table_that_never_draws_the_winning_move_keeps_no_room_for_it() {
    // A practice item's table ended in blank room for a "→ target" it never draws; a figure
    // that does draw it at its move stage still has room for it and its heading.
    let r = rows(&[3, 4, 5]);
    let kept = labels();
    let bare = XorLabels {
        keeps_move_room: false,
        target_header: Some("new SG".into()),
        ..labels()
    };
    let binary = |l: &XorLabels| xor_figure(&r, XorStage::Binary, l);
    assert!(binary(&bare).width + 40.0 < binary(&kept).width);
    let right_gap = |f: &Figure| f.width - f.content_bounds().x1;
    assert!(
        right_gap(&binary(&bare)) <= 30.0,
        "{}",
        right_gap(&binary(&bare))
    );
    let moving = XorStage::Move {
        bit: 1,
        row: 0,
        target: 1,
    };
    let drawn = xor_figure(&r, moving, &bare);
    assert!(drawn.content_bounds().x1 <= drawn.width, "{}", drawn.width);
    assert!(drawn.to_svg().contains("new SG"));
}

#[test]
fn a_new_value_is_headed_as_one() {
    // Bounded Nim: 7 stones have value 3 mod 4; "→ 1" is a new value, so its column is
    // headed "new mod 4" (a second "mod 4" read as a copy of the value column), and the head
    // does not change the figure's width.
    let mut r = rows(&[7, 9, 4]);
    for row in &mut r {
        row.value = row.amount % 4;
    }
    let l = XorLabels {
        value_header: Some("mod 4".into()),
        target_header: Some("new mod 4".into()),
        ..labels()
    };
    let heads = |stage| {
        let fig = xor_figure(&r, stage, &l);
        let svg = fig.to_svg();
        (
            svg.matches(">mod 4<").count(),
            svg.matches(">new mod 4<").count(),
            fig.width,
        )
    };
    let (old0, new0, w0) = heads(XorStage::Sum);
    let (old1, new1, w1) = heads(XorStage::Move {
        bit: 1,
        row: 0,
        target: 1,
    });
    assert_eq!((old0, new0, old1, new1), (1, 0, 1, 1));
    assert_eq!(w0, w1);
}

#[test]
fn the_stones_the_last_move_took_are_outlined_where_they_stood() {
    // Pile 2 was 4 and lost 3: one stone, then three outlines in the places of stones 2..4.
    let mut r = rows(&[3, 1, 5]);
    r[1].just_taken = 3;
    let fig = xor_figure(&r, XorStage::Sum, &labels());
    let svg = fig.to_svg();
    assert_eq!(svg.matches(r#"data-testid="taken-stone""#).count(), 3);
    assert_eq!(svg.matches(r#"class="stone-gone""#).count(), 3);
    // Outlines are not moves: the clickable stones are still the 9 that are left.
    assert_eq!(svg.matches(r#"data-testid="stone""#).count(), 9);
    // The stones' column is as wide as the row was (5 places), not wider.
    let plain = xor_figure(&rows(&[3, 4, 5]), XorStage::Sum, &labels());
    assert_eq!(fig.width, plain.width);
    // A trace that would not fit the drawn stones is left out, not drawn cut.
    let mut big = rows(&[3, 1, 5]);
    big[1].just_taken = 30;
    let svg = xor_figure(&big, XorStage::Sum, &labels()).to_svg();
    assert!(!svg.contains("taken-stone"));
}

#[test]
fn a_trace_left_out_takes_no_room() {
    let mut big = rows(&[3, 1, 5]);
    big[1].just_taken = 30;
    let plain = xor_figure(&rows(&[3, 1, 5]), XorStage::Sum, &labels());
    assert_eq!(
        xor_figure(&big, XorStage::Sum, &labels()).width,
        plain.width
    );
}

#[test]
fn bits_are_written_highest_first_as_they_are_read() {
    // A screen reader reads the figure in document order: pile 2 = 4 must read "1 0 0", as it
    // is drawn, not "0 0 1"; the headers read 4 2 1 and the nim-sum row 0 1 0 (3 ⊕ 4 ⊕ 5 = 2).
    let svg = xor_figure(&rows(&[3, 4, 5]), XorStage::Sum, &labels()).to_svg();
    let texts: Vec<&str> = svg
        .split("<text")
        .skip(1)
        .map(|t| &t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()])
        .collect();
    let after = |label: &str, n: usize| -> Vec<&str> {
        let i = texts.iter().position(|t| *t == label).unwrap();
        texts[i + 1..]
            .iter()
            .copied()
            .filter(|t| *t == "0" || *t == "1")
            .take(n)
            .collect()
    };
    assert_eq!(after("Pile 2", 3), ["1", "0", "0"], "{texts:?}");
    assert_eq!(after("nim-sum", 3), ["0", "1", "0"], "{texts:?}");
    let heads: Vec<&str> = texts
        .iter()
        .copied()
        .filter(|t| ["1", "2", "4"].contains(t))
        .take(3)
        .collect();
    assert_eq!(heads, ["4", "2", "1"]);
}

#[test]
fn the_winning_move_marks_every_bit_it_flips_in_its_row() {
    // Split-Nim 2, 3: values 2 and 4, nim-sum 6. Pile 2 goes 4 → 2: its 4s bit (the highest
    // column, dashed) and its 2s bit (orange, as the nim-sum's 1 above it) flip; pile 1 keeps
    // its bits.
    let stage = XorStage::Move {
        bit: 2,
        row: 1,
        target: 2,
    };
    let fig = xor_figure(&rows(&[2, 4]), stage, &labels());
    let row_classes = |i: usize| -> Vec<&'static str> {
        let Shape::Group { children, .. } = fig
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Group { hook: Some(h), .. } if h.testid == "component"))
            .nth(i)
            .unwrap()
        else {
            unreachable!()
        };
        children
            .iter()
            .filter_map(|c| match c {
                Shape::Rect { class, .. }
                    if class.starts_with("cell-") || class.starts_with("bit-") =>
                {
                    Some(*class)
                }
                _ => None,
            })
            .collect()
    };
    // Highest bit first: 4s, 2s, 1s.
    assert_eq!(
        row_classes(1),
        ["cell-focus", "cell-hit", "cell-bad", "bit-zero"]
    );
    assert_eq!(row_classes(0), ["bit-zero", "bit-one", "bit-zero"]);
    // Nim 3, 4, 5: pile 1 goes 3 → 1, one bit, the dashed one.
    let stage = XorStage::Move {
        bit: 1,
        row: 0,
        target: 1,
    };
    let svg = xor_figure(&rows(&[3, 4, 5]), stage, &labels()).to_svg();
    assert_eq!(svg.matches(r#"class="cell-hit""#).count(), 1);
    // The nim-sum's one 1, and no bit of a pile row.
    assert_eq!(svg.matches(r#"class="cell-bad""#).count(), 1);
    // A compact table (bits as one path) marks the flipped bits as cells too.
    let mut many = vec![0u64; 60];
    many.extend([2, 4]);
    let many: Vec<u64> = many.into_iter().map(|v| v | 1 << 50).collect();
    let stage = XorStage::Move {
        bit: 2,
        row: 61,
        target: (4 | 1 << 50) ^ 6,
    };
    let svg = xor_figure(&rows(&many), stage, &labels()).to_svg();
    assert!(!svg.contains(r#"class="bit-one""#), "not compact");
    assert_eq!(svg.matches(r#"class="cell-hit""#).count(), 1);
    assert_eq!(
        svg.matches(r#"class="cell-bad""#).count(),
        3,
        "the 2s cell and the nim-sum's two 1s"
    );
}

#[test]
fn where_the_count_decides_the_sum_step_shades_the_counts_row() {
    // Misère Nim on 1, 1, 1: three one-stone piles decide (the player to move loses), not the
    // nim-sum 1, so the sum step's band is on the counts' row, above the nim-sum's.
    let band_y = |count_decides: bool| {
        let l = XorLabels {
            count_decides,
            ..labels()
        };
        let fig = xor_figure(&rows(&[1, 1, 1]), XorStage::Sum, &l);
        let bands: Vec<f64> = fig
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Group { children, .. } => children.iter().find_map(|c| match c {
                    Shape::Rect {
                        y,
                        class: "row-hot",
                        ..
                    } => Some(*y),
                    _ => None,
                }),
                _ => None,
            })
            .collect();
        let label_y = fig.shapes.iter().find_map(|s| match s {
            Shape::Text { y, text, .. } if text == "nim-sum" => Some(*y),
            _ => None,
        });
        (bands, label_y.unwrap())
    };
    let (sum_band, label) = band_y(false);
    assert_eq!(sum_band.len(), 1);
    assert!(
        sum_band[0] < label && label < sum_band[0] + 46.0,
        "{sum_band:?} {label}"
    );
    let (count_band, label) = band_y(true);
    assert_eq!(count_band.len(), 1);
    assert!(
        count_band[0] + 46.0 <= label - 20.0,
        "{count_band:?} above {label}"
    );
    // Under the counts' text, not over it: drawn before the row's label and its count.
    let l = XorLabels {
        count_decides: true,
        ..labels()
    };
    let fig = xor_figure(&rows(&[1, 1, 1]), XorStage::Sum, &l);
    let at = |want: &dyn Fn(&Shape) -> bool| fig.shapes.iter().position(want).unwrap();
    let band = at(
        &|s| matches!(s, Shape::Group { children, .. } if children.iter().any(|c| matches!(c, Shape::Rect { class: "row-hot", .. }))),
    );
    let parity = at(&|s| matches!(s, Shape::Text { text, .. } if text == "parity"));
    let count = at(&|s| matches!(s, Shape::Text { text, .. } if text == "3"));
    assert!(band < parity && band < count, "{band} {parity} {count}");
}
