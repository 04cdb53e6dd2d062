//! The DAG-layout benchmark of `cargo xtask bench`: on fixed-seed random DAGs of 100, 500 and
//! 1,000 vertices with 3 edges per vertex, the core's layered layout (release build, median
//! of several runs) against ELK layered (elkjs under node, same graphs, same node sizes):
//! crossings counted on the drawn edges, edges passing through a node they do not touch,
//! and layout time. ELK's edges are polylines, checked exactly (segment against segment,
//! segment against box); the core's are the curves of its routes, whose crossings
//! `drawn_crossings` counts exactly (pieces between the same two heights cross when their
//! ends swap) and whose node hits `edges_through_nodes` finds by sampling every curve.
//! With `GRUNDY_BENCH_NO_ELK` set, only the core is measured (no node needed).

use crate::project_root;
use grundy_core::figure::dag::route::{drawn_crossings, edges_through_nodes, NodeBox};
use grundy_core::figure::dag::{layout, node_half_width, HALF_H};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::time::Instant;

/// Runs the measurement in a release build of xtask (the layout is timed optimised).
pub fn run() -> Result<(), String> {
    let status = Command::new("cargo")
        .args([
            "run",
            "--quiet",
            "--release",
            "-p",
            "xtask",
            "--",
            "bench-layout",
        ])
        .current_dir(project_root())
        .status()
        .map_err(|e| e.to_string())?;
    if status.success() {
        Ok(())
    } else {
        Err("the DAG layout benchmark failed".into())
    }
}

/// The benchmark's DAG of `n` vertices and 3n edges: each edge goes from a vertex to one of
/// the next 40 (the generator of tests/web.rs's in-browser timing).
pub fn random_dag(n: usize, seed: u64) -> Vec<(usize, usize)> {
    let mut rng = grundy_core::rng::Rng::from_state(seed);
    let mut next = || rng.next_u64();
    let mut edges = Vec::new();
    let mut seen = std::collections::HashSet::new();
    while edges.len() < 3 * n {
        let a = (next() % (n as u64 - 1)) as usize;
        let b = a + 1 + (next() % ((n - a - 1).min(40) as u64)) as usize;
        if seen.insert((a, b)) {
            edges.push((a, b));
        }
    }
    edges
}

/// An edge as drawn by ELK: source, target, points.
type Polyline = (usize, usize, Vec<(f64, f64)>);

/// A benchmark graph: its edges and its nodes' widths.
type Graph = (Vec<(usize, usize)>, Vec<f64>);

struct Measured {
    crossings: usize,
    through: usize,
    ms: f64,
    cpu_ms: f64,
}

#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
}

/// CPU time of this thread in ms (Linux CLOCK_THREAD_CPUTIME_ID): unlike wall time, it does
/// not count the time other processes on a shared machine take the core away.
fn thread_cpu_ms() -> f64 {
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime only writes the timespec it is given; 3 is
    // CLOCK_THREAD_CPUTIME_ID on Linux, the only system the benchmark runs on.
    let ok = unsafe { clock_gettime(3, &mut t) } == 0;
    if ok {
        t.sec as f64 * 1000.0 + t.nsec as f64 / 1e6
    } else {
        f64::NAN
    }
}

struct ElkDrawing {
    ms: f64,
    boxes: Vec<NodeBox>,
    edges: Vec<Polyline>,
}

/// Measures, prints the table and its summary (the lines for docs/benchmarks.md).
pub fn measure() -> Result<(), String> {
    let sizes = [100usize, 500, 1000];
    let repeats = [9usize, 7, 5];
    let mut graphs = Vec::new();
    let mut ours = Vec::new();
    for (&n, &rep) in sizes.iter().zip(&repeats) {
        let edges = random_dag(n, 0x2545_F491_4F6C_DD1D);
        let widths: Vec<f64> = (1..=n)
            .map(|i| node_half_width(&i.to_string(), "0"))
            .collect();
        let mut times = Vec::new();
        let mut cpu = Vec::new();
        let mut l = layout(n, &edges, &widths);
        for _ in 0..rep {
            let (t, c) = (Instant::now(), thread_cpu_ms());
            l = layout(n, &edges, &widths);
            cpu.push(thread_cpu_ms() - c);
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        times.sort_by(f64::total_cmp);
        cpu.sort_by(f64::total_cmp);
        ours.push(Measured {
            crossings: drawn_crossings(&l.routes),
            through: edges_through_nodes(&l.routes, &l.boxes()),
            ms: times[times.len() / 2],
            cpu_ms: cpu[cpu.len() / 2],
        });
        graphs.push((edges, l.half_w.iter().map(|h| 2.0 * h).collect::<Vec<_>>()));
    }
    if std::env::var_os("GRUNDY_BENCH_NO_ELK").is_some() {
        for (n, o) in sizes.iter().zip(&ours) {
            println!(
                "{n}: crossings {} through {} cpu {:.1} ms",
                o.crossings, o.through, o.cpu_ms
            );
        }
        return Ok(());
    }
    let elk = run_elk(&graphs, &[3, 1, 1])?;
    let mut table = String::new();
    let _ = writeln!(
        table,
        "| graph | crossings: core | ELK | core / ELK | through a node: core | ELK | time: core (native, wall / CPU) | ELK (node, wall) |"
    );
    let _ = writeln!(table, "|---|---|---|---|---|---|---|---|");
    for ((n, o), e) in sizes.iter().zip(&ours).zip(&elk) {
        let e_cross = polyline_crossings(&e.edges);
        let e_through = polylines_through_nodes(&e.edges, &e.boxes);
        let _ = writeln!(
            table,
            "| {n} / {} | {} | {} | {:.3} | {} | {} | {:.1} / {:.1} ms | {:.0} ms |",
            3 * n,
            o.crossings,
            e_cross,
            o.crossings as f64 / e_cross.max(1) as f64,
            o.through,
            e_through,
            o.ms,
            o.cpu_ms,
            e.ms
        );
    }
    print!("{table}");
    Ok(())
}

fn run_elk(graphs: &[Graph], repeats: &[usize]) -> Result<Vec<ElkDrawing>, String> {
    let mut json = String::from("{\"repeats\":[");
    json.push_str(
        &repeats
            .iter()
            .map(|r| r.to_string())
            .collect::<Vec<_>>()
            .join(","),
    );
    json.push_str("],\"graphs\":[");
    for (i, (edges, widths)) in graphs.iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        let w: Vec<String> = widths.iter().map(|w| format!("{w:.2}")).collect();
        let e: Vec<String> = edges.iter().map(|(u, v)| format!("[{u},{v}]")).collect();
        let _ = write!(
            json,
            "{{\"height\":{},\"widths\":[{}],\"edges\":[{}]}}",
            2.0 * HALF_H,
            w.join(","),
            e.join(",")
        );
    }
    json.push_str("]}");
    let root = project_root();
    if !root.join("node_modules/elkjs").exists() {
        return Err("elkjs is not installed: run `npm ci` first".into());
    }
    let mut child = Command::new("node")
        .arg(root.join("xtask/elk_layout.mjs"))
        .current_dir(&root)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("node: {e}"))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(json.as_bytes())
            .map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err("elkjs failed".into());
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut drawings: Vec<ElkDrawing> = Vec::new();
    let num = |s: Option<&str>| -> Result<f64, String> {
        s.and_then(|t| t.parse::<f64>().ok())
            .ok_or_else(|| format!("elkjs output: bad number {s:?}"))
    };
    for line in text.lines() {
        let mut f = line.split_whitespace();
        match f.next() {
            Some("graph") => drawings.push(ElkDrawing {
                ms: num(f.next())?,
                boxes: Vec::new(),
                edges: Vec::new(),
            }),
            Some("n") => {
                let d = drawings
                    .last_mut()
                    .ok_or("elkjs output: node before graph")?;
                let i = num(f.next())? as usize;
                let (x, y, w, h) = (
                    num(f.next())?,
                    num(f.next())?,
                    num(f.next())?,
                    num(f.next())?,
                );
                if d.boxes.len() <= i {
                    d.boxes.resize(i + 1, (0.0, 0.0, 0.0, 0.0));
                }
                d.boxes[i] = (x + w / 2.0, y + h / 2.0, w / 2.0, h / 2.0);
            }
            Some("e") => {
                let d = drawings
                    .last_mut()
                    .ok_or("elkjs output: edge before graph")?;
                let u = num(f.next())? as usize;
                let v = num(f.next())? as usize;
                let vals: Vec<f64> = f.map(|t| num(Some(t))).collect::<Result<_, _>>()?;
                let pts = vals
                    .chunks(2)
                    .filter(|c| c.len() == 2)
                    .map(|c| (c[0], c[1]))
                    .collect();
                d.edges.push((u, v, pts));
            }
            _ => {}
        }
    }
    Ok(drawings)
}

type Seg = ((f64, f64), (f64, f64));

fn cross(a: (f64, f64), b: (f64, f64), c: (f64, f64)) -> f64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

/// The point where two segments cross properly (not at an end, not overlapping), if any.
fn proper_intersection(s: Seg, t: Seg) -> Option<(f64, f64)> {
    let (d1, d2) = (cross(s.0, s.1, t.0), cross(s.0, s.1, t.1));
    let (d3, d4) = (cross(t.0, t.1, s.0), cross(t.0, t.1, s.1));
    if d1 * d2 < 0.0 && d3 * d4 < 0.0 {
        let k = d3 / (d3 - d4);
        Some((
            s.0 .0 + k * (s.1 .0 - s.0 .0),
            s.0 .1 + k * (s.1 .1 - s.0 .1),
        ))
    } else {
        None
    }
}

const CELL: f64 = 64.0;

fn cells_of(s: Seg) -> impl Iterator<Item = (i64, i64)> {
    let (x0, x1) = (s.0 .0.min(s.1 .0), s.0 .0.max(s.1 .0));
    let (y0, y1) = (s.0 .1.min(s.1 .1), s.0 .1.max(s.1 .1));
    let (cx0, cx1) = ((x0 / CELL).floor() as i64, (x1 / CELL).floor() as i64);
    let (cy0, cy1) = ((y0 / CELL).floor() as i64, (y1 / CELL).floor() as i64);
    (cx0..=cx1).flat_map(move |cx| (cy0..=cy1).map(move |cy| (cx, cy)))
}

/// Proper crossings between segments of different edges (each counted once, in the grid
/// cell that holds the crossing point).
pub fn polyline_crossings(edges: &[Polyline]) -> usize {
    let mut segs: Vec<(usize, Seg)> = Vec::new();
    for (i, (_, _, pts)) in edges.iter().enumerate() {
        for w in pts.windows(2) {
            segs.push((i, (w[0], w[1])));
        }
    }
    let mut grid: HashMap<(i64, i64), Vec<usize>> = HashMap::new();
    for (k, &(_, s)) in segs.iter().enumerate() {
        for c in cells_of(s) {
            grid.entry(c).or_default().push(k);
        }
    }
    let mut total = 0;
    for (&cell, list) in &grid {
        for (a, &i) in list.iter().enumerate() {
            for &j in &list[a + 1..] {
                if segs[i].0 == segs[j].0 {
                    continue;
                }
                if let Some((x, y)) = proper_intersection(segs[i].1, segs[j].1) {
                    if ((x / CELL).floor() as i64, (y / CELL).floor() as i64) == cell {
                        total += 1;
                    }
                }
            }
        }
    }
    total
}

/// Whether segment `s` passes strictly inside the box shrunk by half a unit (Liang–Barsky).
fn segment_hits_box(s: Seg, b: NodeBox) -> bool {
    let (bx, by, hw, hh) = b;
    let (xmin, xmax, ymin, ymax) = (bx - hw + 0.5, bx + hw - 0.5, by - hh + 0.5, by + hh - 0.5);
    if xmin >= xmax || ymin >= ymax {
        return false;
    }
    let (dx, dy) = (s.1 .0 - s.0 .0, s.1 .1 - s.0 .1);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [
        (-dx, s.0 .0 - xmin),
        (dx, xmax - s.0 .0),
        (-dy, s.0 .1 - ymin),
        (dy, ymax - s.0 .1),
    ] {
        if p == 0.0 {
            if q <= 0.0 {
                return false;
            }
        } else {
            let r = q / p;
            if p < 0.0 {
                t0 = t0.max(r);
            } else {
                t1 = t1.min(r);
            }
        }
    }
    t0 < t1
}

/// Edges with a segment inside a node they neither start nor end at.
pub fn polylines_through_nodes(edges: &[Polyline], boxes: &[NodeBox]) -> usize {
    let mut grid: HashMap<(i64, i64), Vec<usize>> = HashMap::new();
    for (i, &(x, y, hw, hh)) in boxes.iter().enumerate() {
        for c in cells_of(((x - hw, y - hh), (x + hw, y + hh))) {
            grid.entry(c).or_default().push(i);
        }
    }
    edges
        .iter()
        .filter(|(u, v, pts)| {
            pts.windows(2).any(|w| {
                let s = (w[0], w[1]);
                cells_of(s).any(|c| {
                    grid.get(&c).is_some_and(|list| {
                        list.iter()
                            .any(|&i| i != *u && i != *v && segment_hits_box(s, boxes[i]))
                    })
                })
            })
        })
        .count()
}
