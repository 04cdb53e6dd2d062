//! Labels of the cutting DAG's positions, written as the sheets lie on the table: a position
//! is a set of sheets up to rotation, but the reader cut a board of a given orientation, and
//! the Sheets view shows the pieces of a vertical cut of 5×4 as 3×4 and 2×4. Each position
//! is labelled by the first way of cutting the board that reaches it (breadth first), so the
//! DAG's labels match the sheets the reader sees.

use grundy_core::sort::StableSort;

/// A sheet (width, height) as the analysis keeps it: short side first.
fn canonical(sheets: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = sheets.iter().map(|&(w, h)| (w.min(h), w.max(h))).collect();
    out.stable_sort();
    out
}

/// A position as written: its sheets joined by `+`, each `width×height` (repeats written out:
/// "5×2+5×2", since "2·5×2" read as arithmetic).
pub(super) fn written(sheets: &[(usize, usize)]) -> String {
    sheets
        .iter()
        .map(|(w, h)| format!("{w}×{h}"))
        .collect::<Vec<_>>()
        .join("+")
}

/// The label of every node of a DAG over canonical positions `nodes`, reached from `board`
/// (width × height, as it lies) by cuts leaving pieces of at least 2×2. A node no cut sequence
/// reaches (none, in a DAG extracted from the board) is written canonically.
pub(super) fn oriented_labels(nodes: &[Vec<(usize, usize)>], board: (usize, usize)) -> Vec<String> {
    let mut labels: Vec<Option<String>> = vec![None; nodes.len()];
    // A queue as a list read from the front (the DAG is at most a few hundred positions, so
    // a linear search finds a position's node; no hash map or deque is compiled in).
    let mut queue = vec![vec![board]];
    let mut head = 0;
    // Each node is expanded once (when it gets its label), so the search is as large as
    // the DAG, not as the number of oriented ways to write its positions.
    while let Some(sheets) = queue.get(head).cloned() {
        head += 1;
        let key = canonical(&sheets);
        let Some(at) = nodes.iter().position(|p| *p == key) else {
            continue;
        };
        if labels[at].is_some() {
            continue;
        }
        labels[at] = Some(written(&sheets));
        for (i, &(w, h)) in sheets.iter().enumerate() {
            let vertical = (2..=w.saturating_sub(2)).map(|x| ((x, h), (w - x, h)));
            let horizontal = (2..=h.saturating_sub(2)).map(|y| ((w, y), (w, h - y)));
            for (first, second) in vertical.chain(horizontal) {
                let mut next = sheets.clone();
                next[i] = first;
                next.insert(i + 1, second);
                queue.push(next);
            }
        }
    }
    labels
        .into_iter()
        .zip(nodes)
        .map(|(label, p)| label.unwrap_or_else(|| written(p)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::games::cutting::Boards;
    use grundy_core::sg::extract_dag;

    #[test]
    fn positions_are_written_as_the_board_was_cut() {
        let dag = extract_dag(&Boards, &vec![(4, 5)], 150).unwrap_or_else(|e| panic!("{e:?}"));
        let labels = oriented_labels(&dag.nodes, (5, 4));
        // The board as it lies, and its vertical cut at x = 2 as the Sheets view shows
        // the pieces (2×4 and 3×4, not the analysis' 4×2 and 4×3).
        assert_eq!(labels[0], "5×4");
        assert!(labels.contains(&"2×4+3×4".to_string()), "{labels:?}");
        // A horizontal cut at y = 2: two wide halves, each written out.
        assert!(labels.contains(&"5×2+5×2".to_string()), "{labels:?}");
        // Every label names its own node: unique, and canonically the node's position.
        for (label, node) in labels.iter().zip(&dag.nodes) {
            let sheets: Vec<(usize, usize)> = label
                .split('+')
                .map(|s| {
                    let (w, h) = s.split_once('×').unwrap_or(("0", "0"));
                    (w.parse().unwrap_or(0), h.parse().unwrap_or(0))
                })
                .collect();
            assert_eq!(&canonical(&sheets), node, "{label}");
        }
        let mut unique = labels.clone();
        unique.stable_sort();
        unique.dedup();
        assert_eq!(unique.len(), labels.len());
    }
}
