//! Tests of the game lab's play figure under a finger or a click: every token that is a piece
//! plays a legal move that removes it, and a heap's middle tokens split it.

use super::*;

/// (heap, place, move) of every clickable token of the figure at `step` (places 1-based).
fn tokens(l: &GameLabLesson, step: usize) -> Vec<(usize, usize, String)> {
    let svg = l.figure(step, Lang::En).to_svg();
    svg.split(r#"data-testid="token""#)
        .skip(1)
        .map(|rest| {
            let attr = |name: &str| {
                let at = rest.find(&format!(r#"data-{name}=""#)).unwrap() + name.len() + 7;
                rest[at..at + rest[at..].find('"').unwrap()].to_string()
            };
            let at = attr("at");
            let (h, p) = at.split_once(':').unwrap();
            (h.parse().unwrap(), p.parse().unwrap(), attr("move"))
        })
        .collect()
}

#[test]
fn every_token_plays_a_legal_move_that_removes_it_and_middle_tokens_split() {
    // Phone review: only the last tokens of a heap could be tapped, so a hint's winning split
    // (marked on the middle tokens) had to be typed as 2:1:3.
    for code in ["0.77", "0.137", "0.07", "0.6", "0.007", "0.4", "0.37"] {
        let base = format!("code={code}&heaps=7,5&view=play");
        let l = lab(&base);
        let found = tokens(&l, 1);
        assert!(!found.is_empty(), "{code}: no token to tap");
        for (heap, place, mv) in found {
            let after = lab(&format!("{base}&moves={mv}"));
            let before: usize = l.heaps().iter().sum();
            let left: usize = after.heaps().iter().sum();
            // The tapped token is among those taken: the move starts at it.
            let size = l.heaps()[heap - 1];
            let parts: Vec<usize> = mv.split(':').map(|p| p.parse().unwrap()).collect();
            let (take, first) = match parts[..] {
                [_, take] => (take, size - take),
                [_, take, left] => (take, left),
                _ => panic!("{mv}"),
            };
            assert_eq!(before - left, take, "{code} {mv}");
            assert_eq!(first + 1, place, "{code}: token {heap}:{place} plays {mv}");
        }
    }
    // Kayles: every token but the first (whose move is the last one's, mirrored) can be
    // knocked down, the middle ones splitting the heap.
    let kayles = lab("code=0.77&heaps=7&view=play");
    let moves: Vec<String> = tokens(&kayles, 1).into_iter().map(|t| t.2).collect();
    assert_eq!(moves.len(), 6, "{moves:?}");
    assert!(moves.contains(&"1:1:3".to_string()), "{moves:?}");
}

#[test]
fn a_grundy_token_splits_its_heap_just_before_it() {
    // Grundy's game takes nothing: token j (1-based) splits its heap into j − 1 and the rest,
    // so every token but the first, and the middle one of an even heap, is a piece.
    for size in 1..=12usize {
        let base = format!("game=grundy&heaps={size}&view=play");
        let l = lab(&base);
        let found = tokens(&l, 1);
        let want: Vec<usize> = (2..=size).filter(|&p| 2 * (p - 1) != size).collect();
        let places: Vec<usize> = found.iter().map(|t| t.1).collect();
        assert_eq!(places, want, "heap {size}");
        for (_, place, mv) in found {
            assert_eq!(mv, format!("1:0:{}", place - 1), "heap {size}");
            let after = lab(&format!("{base}&moves={mv}"));
            assert_eq!(
                after.heaps(),
                [place - 1, size + 1 - place],
                "heap {size}: {mv}"
            );
        }
    }
    // The token marks only itself: a split takes nothing after it.
    let svg = lab("game=grundy&heaps=7&view=play")
        .figure(1, Lang::En)
        .to_svg();
    assert!(svg.contains(r#"data-with="+0""#) && !svg.contains(r#"data-with="+-"#));
}
