//! Reading an `ie-divisible` link: the divisors or the named sets and their sizes, the view
//! and its options, checked before any term is computed.

use super::*;
use grundy_core::phrase;
use grundy_core::sort::StableSort;

impl IeLesson {
    /// The lesson for a link query (missing parameters take the example n = 30, d = 2,3,5).
    pub fn from_query(q: &Query) -> Result<Self, ParamError> {
        let by_size = match q.get("order") {
            None | Some("mask") => false,
            Some("size") => true,
            Some(other) => {
                return Err(ParamError::new(
                    "order",
                    phrase!(ExpectOrder { token: other }),
                ))
            }
        };
        let (source, m, inter, lcm) = if q.get("mode") == Some("sets") {
            let names: Vec<String> = q
                .get("names")
                .unwrap_or("A,B,C")
                .split(',')
                .map(|s| s.trim().to_string())
                .collect();
            let mut unique = names.clone();
            unique.stable_sort();
            unique.dedup();
            if names.is_empty()
                || names.len() > 4
                || unique.len() != names.len()
                || names.iter().any(|n| n.is_empty() || n.len() > 24)
            {
                return Err(ParamError::new("names", phrase!(ExpectNames)));
            }
            let m = names.len();
            let terms = (1usize << m) - 1;
            let default = ["10", "8", "3", "9", "4", "2", "1"];
            let default = default[..terms.min(7)].join(",");
            let sizes = parse_u64_list(
                "sizes",
                q.get("sizes").unwrap_or(&default),
                "10,8,3,9,4,2,1",
                0,
                1_000_000_000_000_000_000,
                15,
            )?;
            if sizes.len() != terms {
                return Err(ParamError::new(
                    "sizes",
                    phrase!(ExpectSizesCount {
                        expected: terms,
                        sets: m,
                        got: sizes.len()
                    }),
                ));
            }
            let mut inter = vec![0u64; 1 << m];
            inter[1..].copy_from_slice(&sizes);
            (Source::Sets { names }, m, inter, Vec::new())
        } else {
            let n = parse_u64(
                "n",
                q.get("n").unwrap_or("30"),
                1,
                1_000_000_000_000_000_000,
            )?;
            let d = parse_u64_list(
                "d",
                q.get("d").unwrap_or("2,3,5"),
                "2,3,5",
                1,
                1_000_000_000_000_000_000,
                MAX_DIVISORS,
            )?;
            let m = d.len();
            let mut lcm = vec![1u64; 1 << m];
            let mut inter = vec![n; 1 << m];
            for mask in 1usize..1 << m {
                let top = usize::BITS - 1 - mask.leading_zeros();
                let rest = mask & !(1 << top);
                lcm[mask] = if lcm[rest] == 0 {
                    0
                } else {
                    lcm_capped(lcm[rest], d[top as usize], n).unwrap_or(0)
                };
                inter[mask] = n.checked_div(lcm[mask]).unwrap_or(PRUNED);
            }
            (Source::Divisible { n, d }, m, inter, lcm)
        };
        let mut order: Vec<u32> = (1u32..1 << m).collect();
        if by_size {
            order.stable_sort_by_key(|&mask| (mask.count_ones(), mask));
        }
        let value = |mask: u32| {
            if inter[mask as usize] == PRUNED {
                0
            } else {
                i128::from(inter[mask as usize]) * sign(mask)
            }
        };
        let mut checkpoints = Vec::with_capacity(order.len() / CHECKPOINT + 1);
        let mut running = 0i128;
        for (i, &mask) in order.iter().enumerate() {
            if i % CHECKPOINT == 0 {
                checkpoints.push(running);
            }
            running += value(mask);
        }
        let mut lesson = IeLesson {
            source,
            m,
            inter,
            lcm,
            order,
            by_size,
            view: View::Venn,
            x: 1,
            total: running.max(0) as u64,
            checkpoints,
            region_labels: if m <= 4 {
                region_points(&outlines(m))
            } else {
                Vec::new()
            },
        };
        if let Source::Sets { names } = &lesson.source {
            // Every region (exactly the sets of S) must have a non-negative size.
            for region in 1usize..1 << m {
                let size = lesson.region_size(region);
                if size < 0 {
                    let who: Vec<&str> = (0..m)
                        .filter(|k| region >> k & 1 == 1)
                        .map(|k| names[k].as_str())
                        .collect();
                    return Err(ParamError::new(
                        "sizes",
                        phrase!(ExpectSetsConsistent {
                            region: who.join(" ∩ "),
                            size: size.to_string()
                        }),
                    ));
                }
            }
        }
        lesson.view = match q.get("view") {
            None if m <= 4 => View::Venn,
            None => View::Terms,
            Some("venn") if m <= 4 => View::Venn,
            Some("terms") => View::Terms,
            Some("grid") if matches!(lesson.source, Source::Divisible { n, .. } if n <= MAX_GRID_N) => {
                View::Grid
            }
            Some("grid") if matches!(lesson.source, Source::Divisible { .. }) => {
                return Err(ParamError::new(
                    "view",
                    phrase!(ExpectGridN {
                        max: MAX_GRID_N.to_string()
                    }),
                ))
            }
            Some(other) => {
                return Err(ParamError::new(
                    "view",
                    phrase!(ExpectView {
                        views: lesson.view_names().join(", "),
                        token: other
                    }),
                ))
            }
        };
        if let (View::Grid, Source::Divisible { n, d }) = (lesson.view, &lesson.source) {
            // By default the smallest number in the most sets: the most telling example.
            let default = (1..=*n)
                .max_by_key(|&x| (multiplicity(x, d), std::cmp::Reverse(x)))
                .unwrap_or(1);
            lesson.x = match q.get("x") {
                None => default,
                Some(t) => parse_u64("x", t, 1, *n)?,
            };
        }
        Ok(lesson)
    }
}
