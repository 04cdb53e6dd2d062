//! Venn diagrams for inclusion–exclusion: circles for 1–3 sets and the classic four tilted
//! ellipses for 4 sets (all 15 regions present; a test checks it). Each region is labelled at
//! the sampled point farthest from every other region (a "pole of inaccessibility"), so labels
//! sit well inside even crescent-shaped regions.

use super::{Anchor, Shape};

/// One set's outline: an ellipse (a circle when rx = ry), rotated by `rotate` degrees.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outline {
    /// Centre x.
    pub cx: f64,
    /// Centre y.
    pub cy: f64,
    /// Semi-axis along the rotated x.
    pub rx: f64,
    /// Semi-axis along the rotated y.
    pub ry: f64,
    /// Rotation in degrees.
    pub rotate: f64,
}

impl Outline {
    fn contains(&self, x: f64, y: f64) -> bool {
        let t = self.rotate.to_radians();
        let (dx, dy) = (x - self.cx, y - self.cy);
        let (u, v) = (dx * t.cos() + dy * t.sin(), -dx * t.sin() + dy * t.cos());
        (u / self.rx).powi(2) + (v / self.ry).powi(2) <= 1.0
    }

    /// The outline as a shape.
    pub fn shape(&self, class: &'static str) -> Shape {
        Shape::Ellipse {
            cx: self.cx,
            cy: self.cy,
            rx: self.rx,
            ry: self.ry,
            rotate: self.rotate,
            class,
        }
    }

    /// The outline's bounding box: (left, top, right, bottom).
    pub fn bounds(&self) -> (f64, f64, f64, f64) {
        let t = self.rotate.to_radians();
        // (Not `hypot`: its careful scaling against overflow costs wasm size; these lengths
        // are small.)
        let half = |a: f64, b: f64| (a * a + b * b).sqrt();
        let hx = half(self.rx * t.cos(), self.ry * t.sin());
        let hy = half(self.rx * t.sin(), self.ry * t.cos());
        (self.cx - hx, self.cy - hy, self.cx + hx, self.cy + hy)
    }

    /// Where the set's name goes: just outside the outline, away from the diagram's centre.
    pub fn name_point(&self, centre: (f64, f64)) -> (f64, f64) {
        let t = self.rotate.to_radians();
        let ends = [(1.0f64, 0.0f64), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)].map(|(u, v)| {
            let (ex, ey) = (u * (self.rx + 26.0), v * (self.ry + 26.0));
            (
                self.cx + ex * t.cos() - ey * t.sin(),
                self.cy + ex * t.sin() + ey * t.cos(),
            )
        });
        let far = |p: &(f64, f64)| (p.0 - centre.0).powi(2) + (p.1 - centre.1).powi(2);
        ends.into_iter()
            .max_by(|a, b| far(a).total_cmp(&far(b)))
            .unwrap_or((self.cx, self.cy))
    }
}

/// Width and height of the Venn drawing area.
pub const VENN_W: f64 = 800.0;
/// Height of the Venn drawing area.
pub const VENN_H: f64 = 600.0;

/// The outlines for `m` sets (1 ≤ m ≤ 4).
pub fn outlines(m: usize) -> Vec<Outline> {
    let c = |cx, cy, r| Outline {
        cx,
        cy,
        rx: r,
        ry: r,
        rotate: 0.0,
    };
    match m {
        1 => vec![c(400.0, 300.0, 200.0)],
        2 => vec![c(300.0, 300.0, 190.0), c(500.0, 300.0, 190.0)],
        3 => vec![
            c(320.0, 240.0, 170.0),
            c(480.0, 240.0, 170.0),
            c(400.0, 380.0, 170.0),
        ],
        _ => {
            // Found by a search over sampled areas: every one of the 15 regions is present.
            let e = |cx, cy, rot| Outline {
                cx,
                cy,
                rx: 240.0,
                ry: 110.0,
                rotate: rot,
            };
            let deg = 0.8f64.to_degrees();
            vec![
                e(320.0, 330.0, deg),
                e(368.0, 280.0, deg),
                e(432.0, 280.0, -deg),
                e(480.0, 330.0, -deg),
            ]
        }
    }
}

/// For every region mask 1..2^m, a point well inside it (None if the region is empty).
pub fn region_points(shapes: &[Outline]) -> Vec<Option<(f64, f64)>> {
    const STEP: f64 = 5.0;
    let (cols, rows) = ((VENN_W / STEP) as usize, (VENN_H / STEP) as usize);
    let mut mask = vec![0usize; cols * rows];
    for j in 0..rows {
        for i in 0..cols {
            let (x, y) = (i as f64 * STEP, j as f64 * STEP);
            mask[j * cols + i] = shapes
                .iter()
                .enumerate()
                .filter(|(_, s)| s.contains(x, y))
                .fold(0, |m, (k, _)| m | 1 << k);
        }
    }
    // Distance (in grid steps) to the nearest sample of another region, by breadth-first
    // search from every sample that touches another region.
    let mut dist = vec![usize::MAX; cols * rows];
    let mut queue = std::collections::VecDeque::new();
    for j in 0..rows {
        for i in 0..cols {
            let here = mask[j * cols + i];
            let edge = i == 0
                || j == 0
                || i + 1 == cols
                || j + 1 == rows
                || [(i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)]
                    .iter()
                    .any(|&(a, b)| mask[b * cols + a] != here);
            if edge {
                dist[j * cols + i] = 0;
                queue.push_back((i, j));
            }
        }
    }
    while let Some((i, j)) = queue.pop_front() {
        let d = dist[j * cols + i];
        for (a, b) in [
            (i.wrapping_sub(1), j),
            (i + 1, j),
            (i, j.wrapping_sub(1)),
            (i, j + 1),
        ] {
            if a < cols
                && b < rows
                && dist[b * cols + a] == usize::MAX
                && mask[b * cols + a] == mask[j * cols + i]
            {
                dist[b * cols + a] = d + 1;
                queue.push_back((a, b));
            }
        }
    }
    let regions = 1usize << shapes.len();
    let mut best: Vec<Option<(usize, f64, f64)>> = vec![None; regions];
    for j in 0..rows {
        for i in 0..cols {
            let (m, d) = (mask[j * cols + i], dist[j * cols + i]);
            if m != 0 && best[m].is_none_or(|(bd, _, _)| d > bd) {
                best[m] = Some((d, i as f64 * STEP, j as f64 * STEP));
            }
        }
    }
    best.into_iter()
        .map(|b| b.map(|(_, x, y)| (x, y)))
        .collect()
}

/// The highlighted intersection of the sets in `mask`: a wash clipped by each outline. The
/// wash is the box the outlines share, so the element's box (which the page's window scrolls
/// to show, beside the term's row) is about the intersection, not the whole diagram.
pub fn intersection_highlight(shapes: &[Outline], mask: usize) -> Shape {
    let chosen: Vec<&Outline> = shapes
        .iter()
        .enumerate()
        .filter(|(k, _)| mask >> k & 1 == 1)
        .map(|(_, o)| o)
        .collect();
    let (x0, y0, x1, y1) = chosen.iter().map(|o| o.bounds()).fold(
        (0.0f64, 0.0f64, VENN_W, VENN_H),
        |(a0, b0, a1, b1), (c0, d0, c1, d1)| (a0.max(c0), b0.max(d0), a1.min(c1), b1.min(d1)),
    );
    Shape::Clipped {
        clips: chosen.iter().map(|o| o.shape("clip")).collect(),
        child: Box::new(Shape::rect(
            x0,
            y0,
            (x1 - x0).max(0.0),
            (y1 - y0).max(0.0),
            0.0,
            "region-hot",
        )),
    }
}

/// A region's count label.
pub fn region_label(at: (f64, f64), text: String, class: &'static str) -> Shape {
    Shape::text(at.0, at.1 + 10.0, text, Anchor::Middle, class)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_intersections_wash_covers_it_and_no_more_than_the_box_its_outlines_share() {
        for m in 1..=4 {
            let o = outlines(m);
            let pts = region_points(&o);
            for mask in 1..(1usize << m) {
                let Shape::Clipped { child, .. } = intersection_highlight(&o, mask) else {
                    panic!("a clipped wash");
                };
                let Shape::Rect { x, y, w, h, .. } = *child else {
                    panic!("a rectangle");
                };
                // Every sampled point inside all the chosen outlines is under the wash.
                for j in 0..120 {
                    for i in 0..160 {
                        let (px, py) = (i as f64 * 5.0, j as f64 * 5.0);
                        let inside = (0..m)
                            .filter(|k| mask >> k & 1 == 1)
                            .all(|k| o[k].contains(px, py));
                        if inside {
                            assert!(
                                px >= x && px <= x + w && py >= y && py <= y + h,
                                "m={m} mask={mask:b} ({px}, {py})"
                            );
                        }
                    }
                }
                // Smaller than the diagram once two sets meet, and the region's label point is
                // under it.
                if mask.count_ones() >= 2 {
                    assert!(
                        w * h < VENN_W * VENN_H / 2.0,
                        "m={m} mask={mask:b}: {w}×{h}"
                    );
                }
                let (px, py) = pts[mask].unwrap();
                assert!(px >= x && px <= x + w && py >= y && py <= y + h);
            }
        }
    }

    #[test]
    fn every_region_exists_for_one_to_four_sets() {
        for m in 1..=4 {
            let pts = region_points(&outlines(m));
            for mask in 1..(1usize << m) {
                let p = pts[mask].unwrap_or_else(|| panic!("m={m}: region {mask:b} is missing"));
                // The label point really lies in exactly the sets of its region.
                let inside: usize = outlines(m)
                    .iter()
                    .enumerate()
                    .filter(|(_, o)| o.contains(p.0, p.1))
                    .fold(0, |acc, (k, _)| acc | 1 << k);
                assert_eq!(inside, mask, "m={m}");
            }
        }
    }

    #[test]
    fn outlines_fit_the_drawing_area() {
        for m in 1..=4 {
            for o in outlines(m) {
                let reach = o.rx.max(o.ry);
                assert!(o.cx - reach >= -60.0 && o.cx + reach <= VENN_W + 60.0);
                for (x, y) in [
                    (0.0, 0.0),
                    (VENN_W - 1.0, 0.0),
                    (0.0, VENN_H - 1.0),
                    (VENN_W - 1.0, VENN_H - 1.0),
                ] {
                    assert!(!o.contains(x, y), "corners stay outside every set");
                }
            }
        }
    }
}
