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

/// Whitespace-separated tokens. Lines are not counted while reading (a byte's line is only
/// needed when a token is refused, and is counted then), so the happy path is one tight pass.
struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

/// The judge format's separators (ASCII whitespace).
#[inline]
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\t' | b'\r' | b'\x0c')
}

impl<'a> Reader<'a> {
    fn skip_space(&mut self) {
        while self.data.get(self.pos).is_some_and(|&b| is_space(b)) {
            self.pos += 1;
        }
    }

    /// The 1-based line of byte `pos`.
    fn line_at(&self, pos: usize) -> usize {
        1 + self
            .data
            .get(..pos)
            .unwrap_or(self.data)
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
    }

    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        self.skip_space();
        let start = self.pos;
        while self.data.get(self.pos).is_some_and(|&b| !is_space(b)) {
            self.pos += 1;
        }
        (self.pos > start).then(|| {
            (
                self.data.get(start..self.pos).unwrap_or_default(),
                self.line_at(start),
            )
        })
    }

    /// The next token as a number in lo..=hi (an optional `+`, then digits): the digits are
    /// accumulated as they are read; only a token of 20 or more digits is checked for
    /// overflow, by a second pass.
    fn number(&mut self, item: Item, lo: u64, hi: u64) -> Result<u64, Error> {
        self.skip_space();
        let start = self.pos;
        let mut p = start;
        if self.data.get(p) == Some(&b'+') {
            p += 1;
        }
        let digits = p;
        let mut value = 0u64;
        while let Some(&b) = self.data.get(p) {
            let d = b.wrapping_sub(b'0');
            if d >= 10 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(d));
            p += 1;
        }
        let clean_end = self.data.get(p).is_none_or(|&b| is_space(b));
        let long = p - digits >= 20;
        self.pos = p;
        if clean_end && p > digits && !long && (lo..=hi).contains(&value) {
            return Ok(value);
        }
        if p == start && self.data.get(p).is_none() {
            return Err(Error::Ends {
                line: self.line_at(p),
                item,
                lo,
                hi,
            });
        }
        while self.data.get(self.pos).is_some_and(|&b| !is_space(b)) {
            self.pos += 1;
        }
        let token = self.data.get(start..self.pos).unwrap_or_default();
        let exact = std::str::from_utf8(token.get(digits - start..).unwrap_or_default())
            .ok()
            .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|d| d.parse::<u64>().ok());
        match exact {
            Some(v) if (lo..=hi).contains(&v) => Ok(v),
            _ => Err(Error::Bad {
                line: self.line_at(start),
                item,
                lo,
                hi,
                token: String::from_utf8_lossy(token).into_owned(),
            }),
        }
    }
}

/// Reads a whole instance; any token after the last token vertex is refused.
pub fn parse(input: &[u8], limits: &Limits) -> Result<Instance, Error> {
    let mut r = Reader {
        data: input,
        pos: 0,
    };
    let n = r.number(Item::N, 1, limits.max_n.min(u64::from(u32::MAX)))?;
    let m = r.number(Item::M, 0, limits.max_m)?;
    let k = r.number(Item::K, limits.min_k, limits.max_k)?;
    r.skip_space();
    let edges_line = r.line_at(r.pos);
    // Capacities are capped: the counts are only promises until the tokens arrive.
    let mut edges = Vec::with_capacity(m.min(1 << 20) as usize);
    for i in 1..=m as usize {
        let x = r.number(Item::EdgeX(i), 1, n)?;
        let y = r.number(Item::EdgeY(i), 1, n)?;
        // 1 ≤ x, y ≤ n < 2^32.
        edges.push((x as u32 - 1, y as u32 - 1));
    }
    let mut tokens = Vec::with_capacity(k.min(1 << 20) as usize);
    for i in 1..=k as usize {
        tokens.push(r.number(Item::Token(i), 1, n)? as usize - 1);
    }
    if let Some((tok, line)) = r.next_token() {
        return Err(Error::Extra {
            line,
            token: String::from_utf8_lossy(tok).into_owned(),
        });
    }
    Ok(Instance {
        n: n as usize,
        edges,
        tokens,
        edges_line,
    })
}

/// SG value of every vertex of the graph with `edges` (x → y, 0-based, every vertex below
/// `n`), or None when an edge leaves the range or the edges have a cycle (the caller then asks
/// [`super::Dag::new`] which, to name it). The judge's path: the same Kahn order and stamped
/// mex as [`super::Dag::sg_values`], but in 32-bit arrays (half the memory of `usize`, so the
/// randomly indexed ones stay in cache) and without sorting or de-duplicating the successor
/// lists (a repeated edge marks the same value twice, which the mex does not mind). Vertices
/// and edges fit in u32 by far (n ≤ 10^5, m ≤ 2·10^5 in the judge).
pub fn sg_values(n: usize, edges: &[(u32, u32)]) -> Option<Vec<u32>> {
    if n >= u32::MAX as usize || edges.len() >= u32::MAX as usize {
        return None;
    }
    let mut start = vec![0u32; n + 2];
    let mut indegree = vec![0u32; n];
    for &(x, y) in edges {
        *start.get_mut(x as usize + 2)? += 1;
        *indegree.get_mut(y as usize)? += 1;
    }
    // start[v + 2] counts v's edges; after the prefix sum start[v + 1] is where v's list
    // begins, and filling moves it to where v + 1's list begins (one array, no cursors).
    for v in 2..n + 2 {
        start[v] += start[v - 1];
    }
    let mut targets = vec![0u32; edges.len()];
    for &(x, y) in edges {
        // x < n was checked above; slot < m because the counts add up to m.
        let slot = &mut start[x as usize + 1];
        targets[*slot as usize] = y;
        *slot += 1;
    }
    let mut order: Vec<u32> = (0..n as u32)
        .filter(|&v| indegree[v as usize] == 0)
        .collect();
    order.reserve(n - order.len());
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        let (a, b) = (start[v as usize] as usize, start[v as usize + 1] as usize);
        for &w in targets.get(a..b)? {
            // w < n: every target is a checked y.
            let d = &mut indegree[w as usize];
            *d -= 1;
            if *d == 0 {
                order.push(w);
            }
        }
    }
    if order.len() < n {
        return None;
    }
    // SG(v) is at most v's number of distinct successors, below n: n + 2 stamps are enough.
    let mut sg = vec![0u32; n];
    let mut stamp = vec![0u32; n + 2];
    for &v in order.iter().rev() {
        let mark = v + 1;
        let (a, b) = (start[v as usize] as usize, start[v as usize + 1] as usize);
        for &w in targets.get(a..b)? {
            if let Some(s) = stamp.get_mut(sg[w as usize] as usize) {
                *s = mark;
            }
        }
        let mut g = 0;
        while stamp.get(g) == Some(&mark) {
            g += 1;
        }
        sg[v as usize] = g as u32;
    }
    Some(sg)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every DAG with forward edges on five vertices, relabelled by a fixed permutation so the
    /// topological order is not the index order, with one edge repeated: the 32-bit path gives
    /// the same values as `Dag::sg_values` (which is checked against exhaustive search); with a
    /// back edge added it finds the cycle exactly when `Dag::new` does.
    #[test]
    fn judge_sg_values_match_the_dag_on_every_small_graph() {
        let pairs: Vec<(usize, usize)> = (0..5)
            .flat_map(|i| (i + 1..5).map(move |j| (i, j)))
            .collect();
        let relabel: [u32; 5] = [3, 0, 4, 1, 2];
        for mask in 0u32..1 << pairs.len() {
            let mut edges: Vec<(u32, u32)> = pairs
                .iter()
                .enumerate()
                .filter(|(b, _)| mask >> b & 1 == 1)
                .map(|(_, &(x, y))| (relabel[x], relabel[y]))
                .collect();
            if let Some(&e) = edges.first() {
                edges.push(e);
            }
            let wide = |e: &[(u32, u32)]| -> Vec<(usize, usize)> {
                e.iter().map(|&(x, y)| (x as usize, y as usize)).collect()
            };
            let dag = super::super::Dag::new(5, &wide(&edges))
                .unwrap()
                .sg_values();
            let fast = sg_values(5, &edges).unwrap();
            assert_eq!(
                fast.iter().map(|&g| u64::from(g)).collect::<Vec<_>>(),
                dag,
                "{edges:?}"
            );
            for back in [(4, 3), (2, 0), (1, 1)] {
                let mut cyclic = edges.clone();
                cyclic.push(back);
                assert_eq!(
                    sg_values(5, &cyclic).is_some(),
                    super::super::Dag::new(5, &wide(&cyclic)).is_ok(),
                    "{cyclic:?}"
                );
            }
        }
        assert_eq!(sg_values(2, &[(0, 2)]), None);
        assert_eq!(sg_values(1, &[]), Some(vec![0]));
    }

    const LIMITS: Limits = Limits {
        max_n: 100,
        max_m: 100,
        min_k: 1,
        max_k: 10,
    };

    #[test]
    fn reads_an_instance_and_names_what_is_wrong_with_its_line() {
        let g = parse(b"3 2 1\n1 2\n2 3\n+1\n", &LIMITS).unwrap();
        assert_eq!(
            (g.n, g.edges, g.tokens, g.edges_line),
            (3, vec![(0, 1), (1, 2)], vec![0], 2)
        );
        let e = |text: &str| parse(text.as_bytes(), &LIMITS).unwrap_err();
        assert_eq!(
            e("3 1 1\n1 9\n1"),
            Error::Bad {
                line: 2,
                item: Item::EdgeY(1),
                lo: 1,
                hi: 3,
                token: "9".into()
            }
        );
        assert_eq!(
            e("3 1 1\n1 2\n"),
            Error::Ends {
                line: 3,
                item: Item::Token(1),
                lo: 1,
                hi: 3
            }
        );
        assert_eq!(
            e("3 0 1\n1 2"),
            Error::Extra {
                line: 2,
                token: "2".into()
            }
        );
        assert!(matches!(e("3 0 0\n"), Error::Bad { item: Item::K, .. }));
        assert!(matches!(
            e("x"),
            Error::Bad {
                item: Item::N,
                line: 1,
                ..
            }
        ));
        assert!(matches!(
            e("3 0 1\n-1"),
            Error::Bad {
                item: Item::Token(1),
                ..
            }
        ));
        assert!(matches!(
            e(""),
            Error::Ends {
                item: Item::N,
                line: 1,
                ..
            }
        ));
    }
}
