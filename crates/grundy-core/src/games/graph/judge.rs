//! The `graph-sum` judge format, parsed once for every front-end: `n m k`, then m edges
//! `x y` (1-based, x → y), then k token vertices, separated by any whitespace. The CLI's
//! `grundy judge graph-sum` and the lesson's pasted input both call [`parse`]; each names the
//! refused item in its own words and language. Lines are counted as the judge counts them:
//! a token's own line, or for a missing token the line where the input ends.

/// What a token of the format stands for (1-based indices).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    /// The number of vertices.
    N,
    /// The number of edges.
    M,
    /// The number of tokens.
    K,
    /// The tail of edge i.
    EdgeX(usize),
    /// The head of edge i.
    EdgeY(usize),
    /// The vertex of token i.
    Token(usize),
}

/// Why a text is not a graph in the judge format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The input ends on `line` where `item` (a number in lo..=hi) was expected.
    Ends {
        /// The line where the input ends.
        line: usize,
        /// What was expected.
        item: Item,
        /// Smallest allowed value.
        lo: u64,
        /// Largest allowed value.
        hi: u64,
    },
    /// `token` on `line` is not a number in lo..=hi for `item`.
    Bad {
        /// The token's line.
        line: usize,
        /// What it should be.
        item: Item,
        /// Smallest allowed value.
        lo: u64,
        /// Largest allowed value.
        hi: u64,
        /// The token as written.
        token: String,
    },
    /// `token` on `line` is left over after the last token vertex.
    Extra {
        /// The token's line.
        line: usize,
        /// The token as written.
        token: String,
    },
}

/// The limits of one front-end (the judge's or the page's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most vertices.
    pub max_n: u64,
    /// Most edges.
    pub max_m: u64,
    /// Fewest tokens.
    pub min_k: u64,
    /// Most tokens.
    pub max_k: u64,
}

/// A graph-sum instance read from the judge format (0-based vertices).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// Number of vertices.
    pub n: usize,
    /// Edges (x, y), 0-based, in 32 bits (vertices are below n ≤ 2^32 − 1): half the memory
    /// of `usize` pairs for the judge's 2·10^5 edges.
    pub edges: Vec<(u32, u32)>,
    /// The vertices the tokens stand on, 0-based.
    pub tokens: Vec<usize>,
    /// The line where the edges begin (where a cycle is reported, as it has no single line).
    pub edges_line: usize,
}

mod reader;

use reader::{Miss, Reader};
use std::io::Read;

/// The error for `item` (a number in lo..=hi) that the reader missed.
fn missed(miss: Miss, item: Item, lo: u64, hi: u64) -> Error {
    match miss {
        Miss::Ends { line } => Error::Ends { line, item, lo, hi },
        Miss::Bad { line, token } => Error::Bad {
            line,
            item,
            lo,
            hi,
            token,
        },
    }
}

/// Reads the next number in lo..=hi for `item`, or says why not.
fn number<R: Read>(r: &mut Reader<R>, item: Item, lo: u64, hi: u64) -> Result<u64, Error> {
    r.number(lo, hi).map_err(|miss| missed(miss, item, lo, hi))
}

/// A graph read up to its tokens: vertices, edges with their tails' counts, and the count of
/// tokens still to read.
struct Head {
    n: usize,
    k: u64,
    edges: Vec<(u32, u32)>,
    /// `counts[x + 2]` is the number of edges leaving x (the layout [`Csr::new`] wants).
    counts: Vec<u32>,
    edges_line: usize,
}

/// Reads `n m k` and the m edges, counting each tail's edges as they come.
fn read_head<R: Read>(r: &mut Reader<R>, limits: &Limits) -> Result<Head, Error> {
    let n = number(r, Item::N, 1, limits.max_n.min(u64::from(u32::MAX) - 2))?;
    let m = number(r, Item::M, 0, limits.max_m.min(u64::from(u32::MAX) - 1))?;
    let k = number(r, Item::K, limits.min_k, limits.max_k)?;
    r.skip_space();
    let edges_line = r.line();
    // Capacities are capped: the counts are only promises until the tokens arrive.
    let mut edges = Vec::with_capacity(m.min(1 << 20) as usize);
    let mut counts = vec![0u32; n as usize + 2];
    // The edges' 2m ends are all numbers in 1..=n: one run of the reader's loop.
    let mut tail = 0u32;
    r.numbers(2 * m as usize, 1, n, |i, v| {
        // 1 ≤ v ≤ n < 2^32 − 2, so x + 1 < counts.len() and the count stays below m.
        let v = v as u32 - 1;
        if i % 2 == 0 {
            tail = v;
        } else {
            edges.push((tail, v));
            if let Some(c) = counts.get_mut(tail as usize + 2) {
                *c += 1;
            }
        }
    })
    .map_err(|(i, miss)| {
        let edge = i / 2 + 1;
        let item = if i % 2 == 0 {
            Item::EdgeX(edge)
        } else {
            Item::EdgeY(edge)
        };
        missed(miss, item, 1, n)
    })?;
    Ok(Head {
        n: n as usize,
        k,
        edges,
        counts,
        edges_line,
    })
}

/// Reads the k token vertices (0-based) into `each`, then refuses any token left over.
fn read_tokens<R: Read>(
    r: &mut Reader<R>,
    n: usize,
    k: u64,
    mut each: impl FnMut(usize),
) -> Result<(), Error> {
    r.numbers(k as usize, 1, n as u64, |_, v| each(v as usize - 1))
        .map_err(|(i, miss)| missed(miss, Item::Token(i + 1), 1, n as u64))?;
    match r.token() {
        Some((token, line)) => Err(Error::Extra { line, token }),
        None => Ok(()),
    }
}

/// Reads a whole instance; any token after the last token vertex is refused. A refused
/// token is kept to its first bytes (more than a message shows of it).
pub fn parse(input: &[u8], limits: &Limits) -> Result<Instance, Error> {
    let mut r = Reader::new(input);
    let head = read_head(&mut r, limits)?;
    let mut tokens = Vec::with_capacity(head.k.min(1 << 20) as usize);
    read_tokens(&mut r, head.n, head.k, |v| tokens.push(v))?;
    Ok(Instance {
        n: head.n,
        edges: head.edges,
        tokens,
        edges_line: head.edges_line,
    })
}

/// The judge's answer to a valid input, from [`judge`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The XOR of the tokens' SG values (the first player wins when it is not 0).
    NimSum(u32),
    /// The edges have a cycle: the instance without its tokens, for
    /// [`super::Dag::new`] to name the cycle.
    Cyclic {
        /// Number of vertices.
        n: usize,
        /// The edges as read, 0-based.
        edges: Vec<(u32, u32)>,
        /// The line where the edges begin.
        edges_line: usize,
    },
}

/// `grundy judge graph-sum` from a byte source read in small chunks: the text is never held
/// whole, the SG values are computed as soon as the edges are read, and the tokens are
/// XORed as they come instead of being kept. Refusals are those of [`parse`] (a refused
/// token before a cycle); the source's own error comes first, since it cut the input short.
pub fn judge<R: Read>(src: R, limits: &Limits) -> std::io::Result<Result<Verdict, Error>> {
    let mut r = Reader::new(src);
    let verdict = (|| {
        let head = read_head(&mut r, limits)?;
        let sg = Csr::new(head.n, head.counts, &head.edges).and_then(|csr| csr.sg_values());
        let mut x = 0;
        read_tokens(&mut r, head.n, head.k, |v| {
            x ^= sg.as_ref().and_then(|sg| sg.get(v)).copied().unwrap_or(0);
        })?;
        Ok(match sg {
            Some(_) => Verdict::NimSum(x),
            None => Verdict::Cyclic {
                n: head.n,
                edges: head.edges,
                edges_line: head.edges_line,
            },
        })
    })();
    match r.take_error() {
        Some(e) => Err(e),
        None => Ok(verdict),
    }
}

/// A vertex's SG value while the search is not done with it: not reached yet.
const NEW: u32 = u32::MAX;
/// A vertex's SG value while the search is not done with it: on the search path (meeting it
/// again closes a cycle).
const OPEN: u32 = u32::MAX - 1;

/// Successor lists in 32 bits, packed: the successors of v are `targets[start[v]..start[v + 1]]`
/// (vertices and edges fit in u32 by far: n ≤ 10^5, m ≤ 2·10^5 in the judge; 32 bits halve
/// the memory, so the randomly indexed arrays stay in cache).
struct Csr {
    start: Vec<u32>,
    targets: Vec<u32>,
}

impl Csr {
    /// The lists of `edges` on n vertices, given `counts[x + 2]` = the edges leaving x
    /// (`counts` is n + 2 long). None when an edge leaves 0..n or the counts do not match.
    fn new(n: usize, mut counts: Vec<u32>, edges: &[(u32, u32)]) -> Option<Csr> {
        if n >= OPEN as usize || edges.len() >= u32::MAX as usize || counts.len() != n + 2 {
            return None;
        }
        // After the prefix sum counts[v + 1] is where v's list begins, and filling moves it
        // to where v + 1's list begins (one array, no cursors).
        for v in 2..n + 2 {
            counts[v] += counts[v - 1];
        }
        if counts.last() != Some(&(edges.len() as u32)) {
            return None;
        }
        let mut targets = vec![0u32; edges.len()];
        for &(x, y) in edges {
            if x as usize >= n || y as usize >= n {
                return None;
            }
            let slot = counts.get_mut(x as usize + 1)?;
            *targets.get_mut(*slot as usize)? = y;
            *slot += 1;
        }
        counts.pop();
        Some(Csr {
            start: counts,
            targets,
        })
    }

    /// The successors of v (empty for a vertex out of range).
    #[inline]
    fn successors(&self, v: u32) -> &[u32] {
        let (a, b) = (self.start.get(v as usize), self.start.get(v as usize + 1));
        match (a, b) {
            (Some(&a), Some(&b)) => self.targets.get(a as usize..b as usize).unwrap_or_default(),
            _ => &[],
        }
    }

    /// SG of every vertex by a memoised depth-first search without recursion: a vertex's
    /// value is the mex of its successors' once the search has left the last of them. None
    /// when the search meets a vertex on its own path (a cycle). Only the graph, the values
    /// and the search path are kept (no in-degrees, no order), and the mex of values below 64
    /// is one word (`!seen` has its lowest one bit at the mex); a larger mex is counted with a
    /// stamp array indexed by value, of which only the pages up to the largest value are used.
    fn sg_values(&self) -> Option<Vec<u32>> {
        let n = self.start.len().saturating_sub(1);
        let mut sg = vec![NEW; n];
        let mut stamp: Vec<u32> = Vec::new();
        // (vertex, how many of its successors the search has reached)
        let mut path: Vec<(u32, u32)> = Vec::new();
        for root in 0..n as u32 {
            if sg.get(root as usize) != Some(&NEW) {
                continue;
            }
            *sg.get_mut(root as usize)? = OPEN;
            path.push((root, 0));
            while let Some(&(v, done)) = path.last() {
                let next = self.successors(v);
                let mut i = done as usize;
                let mut deeper = None;
                while let Some(&w) = next.get(i) {
                    i += 1;
                    let s = sg.get_mut(w as usize)?;
                    if *s == NEW {
                        *s = OPEN;
                        deeper = Some(w);
                        break;
                    }
                    if *s == OPEN {
                        return None;
                    }
                }
                if let Some(w) = deeper {
                    if let Some(top) = path.last_mut() {
                        top.1 = i as u32;
                    }
                    path.push((w, 0));
                    continue;
                }
                path.pop();
                let mut seen = 0u64;
                for &w in next {
                    // Every successor is done: its value is below n.
                    let g = sg.get(w as usize).copied().unwrap_or(0);
                    seen |= 1u64.checked_shl(g).unwrap_or(0);
                }
                let mut g = (!seen).trailing_zeros();
                if g == 64 {
                    g = mex_by_stamp(
                        &mut stamp,
                        v + 1,
                        next.iter()
                            .map(|&w| sg.get(w as usize).copied().unwrap_or(0)),
                    );
                }
                *sg.get_mut(v as usize)? = g;
            }
        }
        Some(sg)
    }
}

/// The mex of `values` by stamping each with `mark` (distinct per call and never 0) in
/// `stamp`, which grows to the largest value seen: a list of d values has its mex at most d.
fn mex_by_stamp(
    stamp: &mut Vec<u32>,
    mark: u32,
    values: impl ExactSizeIterator<Item = u32>,
) -> u32 {
    let bound = values.len() + 1;
    if stamp.len() < bound {
        stamp.resize(bound, 0);
    }
    for g in values {
        if let Some(s) = stamp.get_mut(g as usize) {
            *s = mark;
        }
    }
    stamp.iter().take_while(|&&s| s == mark).count() as u32
}

/// SG value of every vertex of the graph with `edges` (x → y, 0-based, every vertex below
/// `n`), or None when an edge leaves the range or the edges have a cycle (the caller then asks
/// [`super::Dag::new`] which, to name it). The judge's path: a memoised depth-first search
/// over 32-bit successor lists (`Csr::sg_values`), without sorting or de-duplicating them
/// (a repeated edge marks the same value twice, which the mex does not mind).
pub fn sg_values(n: usize, edges: &[(u32, u32)]) -> Option<Vec<u32>> {
    let mut counts = vec![0u32; n.checked_add(2)?];
    for &(x, _) in edges {
        *counts.get_mut(x as usize + 2)? += 1;
    }
    Csr::new(n, counts, edges)?.sg_values()
}

#[cfg(test)]
mod tests;
