//! Green Hackenbush as an `sg-label` item (issue 51): a small picture's game DAG, each
//! position the picture left by cuts and named by its standing edges ("0-1 1-2", "∅" when
//! none), so the student labels real Hackenbush positions with the mex rule. The rules
//! (a cut and what falls with it) are [`HackenbushGame`]'s.

use super::dag::{DagItem, DagKind};
use grundy_core::games::hackenbush::{Edge, HackenbushGame};
use grundy_core::rng::Rng;
use grundy_core::sort::{KeySort, StableSort};

/// Fewest and most positions a picture's DAG may have: fewer is a bare stalk, more no longer
/// fits a phone's width at a legible scale.
const POSITIONS: std::ops::RangeInclusive<usize> = 4..=9;
/// Pictures drawn before the fallback: nearly every one fits, so this is never reached in
/// practice, but it bounds the loop.
const TRIES: usize = 64;
/// The picture used if no drawn one fits: a fork on a stalk with a loop on top.
const FALLBACK: [Edge; 4] = [(0, 1), (1, 2), (1, 3), (3, 3)];

/// Whether a picture is more than stalks standing side by side (Nim in disguise): it has a
/// loop or a cycle (as many edges as vertices besides the ground, or more), or a fork above
/// the ground.
fn has_structure(edges: &[Edge]) -> bool {
    let mut vertices: Vec<u32> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    vertices.key_sort();
    vertices.dedup();
    let degree = |v: u32| edges.iter().filter(|&&(a, b)| a == v || b == v).count();
    edges.len() >= vertices.len() || vertices.iter().any(|&v| v > 0 && degree(v) >= 3)
}

/// A picture of 3–4 edges on the ground (vertex 0): stalks, forks, a loop or a cycle.
fn random_picture(rng: &mut Rng) -> Vec<Edge> {
    let n = rng.range(3, 4) as usize;
    let mut edges: Vec<Edge> = vec![(0, 1)];
    let mut next = 2u32;
    while edges.len() < n {
        let old = rng.range(0, u64::from(next) - 1) as u32;
        let edge = match rng.index(6) {
            // A loop above the ground (one a vertex: two would give two positions one name).
            0 if old > 0 && !edges.contains(&(old, old)) => (old, old),
            // A cycle: two vertices already drawn joined again (not doubling an edge).
            1 => {
                let other = rng.range(0, u64::from(next) - 1) as u32;
                let (a, b) = (old.min(other), old.max(other));
                if a == b || edges.contains(&(a, b)) {
                    continue;
                }
                (a, b)
            }
            // A new branch, mostly above the ground (the ground's alone are stalks: Nim).
            _ if old == 0 && next > 2 && rng.chance(2, 3) => continue,
            _ => {
                next += 1;
                (old, next - 1)
            }
        };
        edges.push(edge);
    }
    edges
}

/// The standing edges of every position reachable from `edges` by cuts, fewest edges first
/// (a cut removes at least one, so every move goes to a smaller index), and the moves.
fn positions(edges: &[Edge]) -> (Vec<Vec<bool>>, Vec<(usize, usize)>) {
    let start = HackenbushGame::new(edges.to_vec());
    let mut found = vec![start.standing.clone()];
    let mut i = 0;
    while i < found.len() {
        let game = HackenbushGame {
            edges: edges.to_vec(),
            standing: found[i].clone(),
        };
        for e in game.standing_edges() {
            let after = game.after_cut(e);
            if !found.contains(&after) {
                found.push(after);
            }
        }
        i += 1;
    }
    let count = |s: &Vec<bool>| s.iter().filter(|&&b| b).count();
    // Fewest edges first, then by which stand (the first edges' positions first).
    found.stable_sort_by(|a, b| count(a).cmp(&count(b)).then_with(|| b.cmp(a)));
    let mut moves = Vec::new();
    for (v, standing) in found.iter().enumerate() {
        let game = HackenbushGame {
            edges: edges.to_vec(),
            standing: standing.clone(),
        };
        for e in game.standing_edges() {
            let after = game.after_cut(e);
            if let Some(u) = found.iter().position(|s| *s == after) {
                if !moves.contains(&(v, u)) {
                    moves.push((v, u));
                }
            }
        }
    }
    (found, moves)
}

/// A position's name: its standing edges as the picture writes them, "∅" when none stands.
pub fn position_name(edges: &[Edge], standing: &[bool]) -> String {
    let parts: Vec<String> = edges
        .iter()
        .zip(standing)
        .filter(|(_, &s)| s)
        .map(|(&(a, b), _)| format!("{a}-{b}"))
        .collect();
    if parts.is_empty() {
        "∅".to_string()
    } else {
        parts.join(" ")
    }
}

/// A picture's edges as the item writes them: "0-1 1-2 1-3".
pub fn picture_words(edges: &[Edge]) -> String {
    position_name(edges, &vec![true; edges.len()])
}

/// A Green Hackenbush item: a seeded picture of 3–4 edges whose game has 4–9 positions.
pub fn generate(rng: &mut Rng) -> DagItem {
    let mut picture = FALLBACK.to_vec();
    for _ in 0..TRIES {
        let drawn = random_picture(rng);
        if has_structure(&drawn) && POSITIONS.contains(&positions(&drawn).0.len()) {
            picture = drawn;
            break;
        }
    }
    let (found, edges) = positions(&picture);
    DagItem {
        labels: found.iter().map(|s| position_name(&picture, s)).collect(),
        kind: DagKind::Hackenbush { edges: picture },
        edges,
    }
}

/// Whether item `index` of an `sg-label` set at `level` is a Hackenbush picture: every third
/// item at level 2 (one game's DAG, like the pile's), chosen by its place so that a link's
/// other items stay as they were.
pub fn takes_turn(level: u8, index: usize) -> bool {
    level == 2 && index % 3 == 2
}
