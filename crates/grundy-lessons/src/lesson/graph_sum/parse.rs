//! The `graph-sum` lesson's link parsers: an edge list (`edges=1-2,2-3`) and a graph pasted
//! in the judge's format, each refused with one line that names the edge or the line.

use super::{MAX_EDGES, MAX_VERTICES};
use crate::lesson::ParamError;
use grundy_core::games::graph::judge;
use grundy_core::i18n::Phrase;
use grundy_core::phrase;

/// A graph read from a pasted judge input (0-based vertices).
pub struct JudgeGraph {
    /// Number of vertices.
    pub n: usize,
    /// Edges (x, y).
    pub edges: Vec<(usize, usize)>,
    /// The vertices the tokens stand on.
    pub tokens: Vec<usize>,
}

/// A graph pasted in the `graph-sum` judge format: `n m k`, m lines `x y`, k token vertices.
/// Recognised when the text has no `-` or `,` and its first line holds exactly three numbers;
/// then errors name the line.
pub fn parse_judge_graph(text: &str) -> Option<Result<JudgeGraph, ParamError>> {
    if text.contains(['-', ',', '→']) {
        return None;
    }
    let first = text.lines().find(|l| !l.trim().is_empty())?;
    if first.split_whitespace().count() != 3
        || first.split_whitespace().any(|t| t.parse::<u64>().is_err())
    {
        return None;
    }
    let limits = judge::Limits {
        max_n: MAX_VERTICES,
        max_m: 200_000,
        min_k: 1,
        max_k: 1000,
    };
    // What a number stands for, in the reader's language (n, m, k, x of edge 2, …).
    let name = |item: judge::Item| match item {
        judge::Item::N => Phrase::Text("n".into()),
        judge::Item::M => Phrase::Text("m".into()),
        judge::Item::K => Phrase::Text("k".into()),
        judge::Item::EdgeX(i) => phrase!(JudgeEdgeX {
            edge: i.to_string()
        }),
        judge::Item::EdgeY(i) => phrase!(JudgeEdgeY {
            edge: i.to_string()
        }),
        judge::Item::Token(i) => phrase!(JudgeToken {
            token: i.to_string()
        }),
    };
    let fail = |line: usize, reason: Phrase| {
        ParamError::new(
            "edges",
            phrase!(ExpectJudgeLine {
                line: line.to_string(),
                problem: reason
            }),
        )
    };
    Some(
        judge::parse(text.as_bytes(), &limits)
            .map(|g| JudgeGraph {
                n: g.n,
                edges: g
                    .edges
                    .into_iter()
                    .map(|(x, y)| (x as usize, y as usize))
                    .collect(),
                tokens: g.tokens,
            })
            .map_err(|e| match e {
                judge::Error::Ends { line, item, .. } => {
                    fail(line, phrase!(JudgeEnds { what: name(item) }))
                }
                judge::Error::Bad {
                    line,
                    item,
                    lo,
                    hi,
                    token,
                } => fail(
                    line,
                    phrase!(JudgeExpectNumber {
                        what: name(item),
                        min: lo.to_string(),
                        max: hi.to_string(),
                        found: token
                    }),
                ),
                judge::Error::Extra { line, token } => {
                    fail(line, phrase!(JudgeExtra { found: token }))
                }
            }),
    )
}

/// Parses an edge list: `x-y` items separated by commas or new lines, or `x y` lines; at most
/// [`MAX_EDGES`] of them.
pub fn parse_edges(text: &str, n: usize) -> Result<Vec<(usize, usize)>, ParamError> {
    let mut edges = Vec::new();
    let items: Vec<&str> = text
        .split([',', '\n', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    if items.len() > MAX_EDGES {
        return Err(ParamError::new(
            "edges",
            phrase!(ExpectAtMostEdges {
                max: MAX_EDGES.to_string(),
                count: items.len().to_string()
            }),
        ));
    }
    for (i, item) in items.iter().enumerate() {
        let normal = item.replace("->", "-").replace('→', "-");
        let parts: Vec<&str> = normal
            .split(|c: char| c == '-' || c.is_whitespace())
            .filter(|p| !p.is_empty())
            .collect();
        let bad = || {
            ParamError::new(
                "edges",
                phrase!(ExpectEdge {
                    edge: (i + 1).to_string(),
                    text: item.to_string(),
                    max: n.to_string()
                }),
            )
        };
        if parts.len() != 2 {
            return Err(bad());
        }
        let x: usize = parts[0].parse().map_err(|_| bad())?;
        let y: usize = parts[1].parse().map_err(|_| bad())?;
        if x == 0 || y == 0 || x > n || y > n {
            return Err(bad());
        }
        edges.push((x - 1, y - 1));
    }
    Ok(edges)
}
