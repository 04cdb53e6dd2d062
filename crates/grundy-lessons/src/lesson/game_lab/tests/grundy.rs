//! Grundy's game in the lab (`game=grundy`), against exhaustive search by plain recursion on
//! every small heap and row: the table, every move's legality, the winning moves, the mex
//! walk's splits; and the link's errors.

use super::*;
use std::collections::BTreeMap;

/// G(n) by the definition, plain recursion: the mex of G(a) ⊕ G(b) over the splits a + b,
/// a ≠ b (memoised only to keep it quick).
fn g(n: usize, memo: &mut BTreeMap<usize, u32>) -> u32 {
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let options: Vec<u32> = (1..n)
        .filter(|&a| 2 * a != n)
        .map(|a| g(a, memo) ^ g(n - a, memo))
        .collect();
    let v = (0..).find(|v| !options.contains(v)).unwrap_or(0);
    memo.insert(n, v);
    v
}

/// Whether the player to move wins the row, by searching every split (no SG value used).
fn wins(row: &[usize], memo: &mut BTreeMap<Vec<usize>, bool>) -> bool {
    let mut key: Vec<usize> = row.iter().copied().filter(|&h| h >= 3).collect();
    key.sort_unstable();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let w = successors(&key).iter().any(|next| !wins(next, memo));
    memo.insert(key, w);
    w
}

/// Every row one split leaves (heaps replaced in place, as the lab plays).
fn successors(row: &[usize]) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (i, &h) in row.iter().enumerate() {
        for a in 1..h {
            if 2 * a != h {
                let mut next = row.to_vec();
                next.splice(i..=i, [a, h - a]);
                out.push(next);
            }
        }
    }
    out
}

#[test]
fn the_table_is_the_definition_and_starts_as_the_books_say() {
    let l = lab("game=grundy&n=120");
    let mut memo = BTreeMap::new();
    for (n, &v) in l.values().iter().enumerate() {
        assert_eq!(v, g(n, &mut memo), "G({n})");
    }
    // The e2e test's values, and Winning Ways' (OEIS A002188).
    assert_eq!(
        l.values()[..20],
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
    );
    // The default length is the lab's, and so is the cap.
    assert_eq!(lab("game=grundy").values().len(), DEFAULT_N);
    assert_eq!(err("game=grundy&n=100001").param, "n");
}

#[test]
fn every_move_is_legal_exactly_when_it_splits_a_heap_into_unequal_heaps() {
    for size in 1..=14usize {
        let l = lab(&format!("game=grundy&n=20&heaps={size}"));
        for take in 0..=size + 1 {
            let one = l.game.parse_move(&format!("1:{take}"));
            assert!(one.is_err(), "1:{take} on {size}");
            for left in 0..=size + 1 {
                let text = format!("1:{take}:{left}");
                let legal = take == 0 && left >= 1 && left < size && 2 * left != size;
                assert_eq!(l.game.parse_move(&text).is_ok(), legal, "{text} on {size}");
                // Through the link too: a refused move is one line naming `moves`.
                let q = format!("game=grundy&n=20&heaps={size}&moves={text}");
                match GameLabLesson::from_query(&Query::parse(&q)) {
                    Ok(after) => {
                        assert!(legal, "{q}");
                        let mut want = vec![left, size - left];
                        let mut got = after.heaps().to_vec();
                        want.sort_unstable();
                        got.sort_unstable();
                        assert_eq!(got, want, "{q}");
                    }
                    Err(e) => {
                        assert!(!legal, "{q}");
                        assert_eq!(e.param, "moves");
                        for lang in [Lang::En, Lang::Zh] {
                            assert!(!e.message(lang).contains('\n'), "{q}");
                        }
                    }
                }
            }
        }
        // The moves listed are the rule's, and the rule's are every legal split.
        let listed: Vec<String> = l
            .game
            .legal_moves()
            .iter()
            .map(|m| l.game.format_move(m))
            .collect();
        let mut want: Vec<String> = (1..size)
            .filter(|&a| 2 * a != size && a < size - a)
            .map(|a| format!("1:0:{a}"))
            .collect();
        want.sort();
        let mut listed_sorted = listed.clone();
        listed_sorted.sort();
        assert_eq!(listed_sorted, want, "heap {size}");
    }
    // The reasons a student can act on, in both languages.
    let said = |q: &str| err(q).message(Lang::En);
    assert!(said("game=grundy&heaps=7&moves=1:2").contains("takes no token"));
    assert!(said("game=grundy&heaps=7&moves=1:1:3").contains("write 1:0:LEFT"));
    assert!(said("game=grundy&heaps=8&moves=1:0:4").contains("two equal heaps"));
    assert!(said("game=grundy&heaps=7,2&moves=2:0:1").contains("heap 2 has 2 tokens"));
    assert!(said("game=grundy&heaps=7&moves=1:0:7").contains("from 1 to 6"));
    assert!(err("game=grundy&heaps=8&moves=1:0:4")
        .message(Lang::Zh)
        .contains("相等的两堆"));
}

#[test]
fn the_winning_moves_are_the_ones_search_finds() {
    let mut memo = BTreeMap::new();
    let sizes = 1..=10usize;
    let mut rows: Vec<Vec<usize>> = sizes.clone().map(|a| vec![a]).collect();
    for a in sizes.clone() {
        for b in a..=10 {
            rows.push(vec![a, b]);
            for c in b..=8 {
                rows.push(vec![a, b, c]);
            }
        }
    }
    for row in rows {
        let heaps = row
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(",");
        let l = lab(&format!("game=grundy&n=20&heaps={heaps}"));
        let to_move_wins = wins(&row, &mut memo);
        assert_eq!(l.facts().first_wins, Some(to_move_wins), "{heaps}");
        let play = l.play().unwrap_or_else(|| panic!("{heaps}: no play"));
        assert_eq!(play.over, successors(&row).is_empty(), "{heaps}");
        let mut winning: Vec<String> = l.winning_moves();
        winning.sort();
        let mut want: Vec<String> = Vec::new();
        for (i, &h) in row.iter().enumerate() {
            for a in 1..h {
                if 2 * a == h {
                    continue;
                }
                let mut next = row.clone();
                next.splice(i..=i, [a, h - a]);
                if !wins(&next, &mut memo) && a < h - a {
                    want.push(format!("{}:0:{a}", i + 1));
                }
            }
        }
        want.sort();
        assert_eq!(winning, want, "{heaps}");
    }
}

#[test]
fn the_mex_walk_shows_each_split_its_value_and_the_mex() {
    let mut memo = BTreeMap::new();
    for heap in 0..30usize {
        let l = lab(&format!("game=grundy&n=30&view=mex&heap={heap}"));
        let splits: Vec<(usize, usize)> = (1..heap)
            .filter(|&a| a < heap - a)
            .map(|a| (a, heap - a))
            .collect();
        if splits.is_empty() {
            assert_eq!(l.step_count(), 1, "heap {heap}");
            assert!(l.sentence(0, Lang::En).contains("has no move"));
            continue;
        }
        assert_eq!(l.step_count(), splits.len() + 2, "heap {heap}");
        for (i, &(a, b)) in splits.iter().enumerate() {
            let v = g(a, &mut memo) ^ g(b, &mut memo);
            let s = l.sentence(i + 1, Lang::En);
            assert!(
                s.starts_with(&format!("Split into {a} + {b}: worth G({a}) ⊕ G({b}) = "))
                    && s.ends_with(&format!(" = {v}.")),
                "heap {heap}: {s}"
            );
            assert!(l
                .sentence(i + 1, Lang::Zh)
                .starts_with(&format!("分成 {a} + {b}")));
            // The row drawn for it: the split, the heaps it leaves, their XOR.
            let svg = l.figure(i + 1, Lang::En).to_svg();
            assert!(svg.contains(&format!(">{a} + {b}<")), "heap {heap}");
            assert!(svg.contains(&format!(
                ">{} ⊕ {} = {v}<",
                g(a, &mut memo),
                g(b, &mut memo)
            )));
        }
        let last = l.sentence(splits.len() + 1, Lang::En);
        assert!(
            last.ends_with(&format!("G({heap}) = {}.", g(heap, &mut memo))),
            "{last}"
        );
        assert_eq!(l.facts().result, Some(g(heap, &mut memo).to_string()));
    }
}

#[test]
fn no_period_is_claimed_and_what_is_known_is_said() {
    let l = lab("game=grundy&n=200");
    assert_eq!(l.period(), None);
    assert_eq!(
        l.table_steps(),
        [TableStep::Rule, TableStep::Plain, TableStep::Verdict]
    );
    assert_eq!(l.facts().result.as_deref(), Some("none"));
    let en = l.sentence(2, Lang::En);
    for part in [
        "No period is claimed",
        "2^35",
        "Guy–Smith theorem",
        "does not apply",
        "Guy conjectured",
    ] {
        assert!(en.contains(part), "{part}: {en}");
    }
    let zh = l.sentence(2, Lang::Zh);
    for part in ["不声称任何周期", "2^35", "Guy–Smith", "不适用", "猜想"] {
        assert!(zh.contains(part), "{part}: {zh}");
    }
    let verdict = l.figure(2, Lang::En).to_svg();
    assert!(verdict.contains("no period known"));
    assert!(!verdict.contains("proven") && !verdict.contains("observed"));
    assert!(l.result_text(Lang::En, "none").contains("no period known"));
    // The rule's step: the sentence and the splits of the first heaps.
    assert!(l
        .sentence(0, Lang::En)
        .starts_with("Grundy's game: a move splits one heap"));
    let rule = l.figure(0, Lang::En).to_svg();
    assert!(rule.contains(">1 + 6,  2 + 5,  3 + 4<") && rule.contains(">not 4 + 4 (equal)<"));
    // The notes say the notation; the DAG of a heap agrees with the table.
    assert!(l
        .notes(Lang::En)
        .iter()
        .any(|n| n.starts_with("HEAP:0:LEFT")));
    let dag = lab("game=grundy&n=30&view=dag&heap=7");
    assert_eq!(dag.facts().result.as_deref(), Some("0"));
}

#[test]
fn a_named_game_beside_a_code_or_an_unknown_name_is_one_line() {
    for q in [
        "game=grundy&code=0.77",
        "game=grundy&set=1,2",
        "code=0.137&game=grundy",
    ] {
        let e = err(q);
        assert_eq!(e.param, "game", "{q}");
        assert!(e.message(Lang::En).contains("not both"), "{q}");
        assert!(e.message(Lang::Zh).contains("只能给一个"), "{q}");
    }
    let e = err("game=nim");
    assert_eq!(e.param, "game");
    let en = e.message(Lang::En);
    assert!(
        en.contains("“nim”") && en.contains("grundy") && !en.contains('\n'),
        "{en}"
    );
    assert!(e.message(Lang::Zh).contains("“nim”"));
    // The form's boxes as the page writes them: an emptied code beside the name, a name in
    // any case, and an emptied name beside a code.
    assert_eq!(lab("code=&set=&split=0&game=grundy").period(), None);
    assert_eq!(lab("game=Grundy&n=20").values()[13], 3);
    assert!(lab("code=0.77&game=").period().is_some());
    // The form offers the switch both ways.
    let field = |l: &GameLabLesson, p: &str| {
        l.inputs()
            .into_iter()
            .find(|f| f.param == p)
            .map(|f| f.value)
    };
    let grundy = lab("game=grundy");
    assert_eq!(field(&grundy, "game").as_deref(), Some("grundy"));
    assert_eq!(field(&grundy, "code").as_deref(), Some(""));
    let kayles = lab("code=0.77");
    assert_eq!(field(&kayles, "game").as_deref(), Some(""));
}
