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
    /// Edges (x, y), 0-based.
    pub edges: Vec<(usize, usize)>,
    /// The vertices the tokens stand on, 0-based.
    pub tokens: Vec<usize>,
    /// The line where the edges begin (where a cycle is reported, as it has no single line).
    pub edges_line: usize,
}

/// Whitespace-separated tokens with their 1-based lines.
struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> Reader<'a> {
    fn skip_space(&mut self) {
        while let Some(&b) = self.data.get(self.pos) {
            if !b.is_ascii_whitespace() {
                break;
            }
            if b == b'\n' {
                self.line += 1;
            }
            self.pos += 1;
        }
    }

    fn next_token(&mut self) -> Option<(&'a [u8], usize)> {
        self.skip_space();
        let start = self.pos;
        while self
            .data
            .get(self.pos)
            .is_some_and(|b| !b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
        (self.pos > start).then(|| {
            (
                self.data.get(start..self.pos).unwrap_or_default(),
                self.line,
            )
        })
    }

    fn number(&mut self, item: Item, lo: u64, hi: u64) -> Result<u64, Error> {
        let Some((tok, line)) = self.next_token() else {
            return Err(Error::Ends {
                line: self.line,
                item,
                lo,
                hi,
            });
        };
        let digits = tok.strip_prefix(b"+").unwrap_or(tok);
        let value = std::str::from_utf8(digits)
            .ok()
            .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|d| d.parse::<u64>().ok());
        match value {
            Some(v) if (lo..=hi).contains(&v) => Ok(v),
            _ => Err(Error::Bad {
                line,
                item,
                lo,
                hi,
                token: String::from_utf8_lossy(tok).into_owned(),
            }),
        }
    }
}

/// Reads a whole instance; any token after the last token vertex is refused.
pub fn parse(input: &[u8], limits: &Limits) -> Result<Instance, Error> {
    let mut r = Reader {
        data: input,
        pos: 0,
        line: 1,
    };
    let n = r.number(Item::N, 1, limits.max_n)?;
    let m = r.number(Item::M, 0, limits.max_m)?;
    let k = r.number(Item::K, limits.min_k, limits.max_k)?;
    r.skip_space();
    let edges_line = r.line;
    // Capacities are capped: the counts are only promises until the tokens arrive.
    let mut edges = Vec::with_capacity(m.min(1 << 20) as usize);
    for i in 1..=m as usize {
        let x = r.number(Item::EdgeX(i), 1, n)?;
        let y = r.number(Item::EdgeY(i), 1, n)?;
        edges.push((x as usize - 1, y as usize - 1));
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

#[cfg(test)]
mod tests {
    use super::*;

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
