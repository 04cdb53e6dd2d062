//! The pieces a move changes beside the piece that plays it (`data-with`, marked by the page
//! under the pointer and at a first tap): exactly the cells a flip turns, exactly the tokens a
//! split takes, each checked against the position the move leaves.

use super::lesson_link;
use super::*;
use std::collections::BTreeSet;

/// The `data-*` attributes of every `<g …>` start tag of `svg` whose test id is `testid`, in
/// document order (the page's order of pieces).
fn groups(svg: &str, testid: &str) -> Vec<Vec<(String, String)>> {
    let id = format!(r#" data-testid="{testid}""#);
    svg.match_indices(&id)
        .map(|(at, _)| {
            let start = svg[..at].rfind('<').expect("a tag");
            assert!(svg[start..].starts_with("<g "), "{testid} on a group");
            let mut data = data_of(&svg[start..]);
            data.push(("start".into(), start.to_string()));
            data
        })
        .collect()
}

/// The `data-*` attributes of the start tag `svg` begins with.
fn data_of(svg: &str) -> Vec<(String, String)> {
    svg[..svg.find('>').expect("a closed tag")]
        .split(" data-")
        .skip(1)
        .filter_map(|a| {
            let (name, value) = a.split_once("=\"")?;
            Some((name.to_string(), value[..value.find('"')?].to_string()))
        })
        .collect()
}

/// The end of the element that starts at `svg[start..]` (the byte after its end tag).
fn element_end(svg: &str, start: usize) -> usize {
    let mut depth = 0usize;
    let mut at = start;
    loop {
        let open = at + svg[at..].find('<').expect("a tag");
        let close = open + svg[open..].find('>').expect("a closed tag");
        let tag = &svg[open..=close];
        if tag.starts_with("</") {
            depth -= 1;
        } else if !tag.ends_with("/>") {
            depth += 1;
        }
        at = close + 1;
        if depth == 0 {
            return at;
        }
    }
}

/// The `data-at` of each of the `count` elements after the element at `svg[start..]` among its
/// siblings (on the sibling itself or inside it): what the page marks for `data-with="+count"`.
fn places_after(svg: &str, start: usize, count: usize) -> Vec<String> {
    let mut at = element_end(svg, start);
    (0..count)
        .map(|_| {
            assert!(!svg[at..].starts_with("</"), "fewer than {count} siblings");
            let end = element_end(svg, at);
            let found = svg[at..end].find(" data-at=").expect("a token's place");
            let place = &svg[at + found + " data-at=\"".len()..];
            at = end;
            place[..place.find('"').unwrap()].to_string()
        })
        .collect()
}

fn attr<'a>(group: &'a [(String, String)], name: &str) -> Option<&'a str> {
    group
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// The first figure of `link`, as the SVG file is written.
fn svg_of(link: &str) -> String {
    let (kind, query) = lesson_link(link);
    build_model(kind, &query)
        .unwrap_or_else(|e| panic!("{link}: {e:?}"))
        .figure(0, Lang::En)
        .to_svg()
}

/// The indices, among `pieces`, of the pieces that piece `i`'s `data-with` names: `-N`, the N
/// pieces before it.
fn pieces_before(pieces: &[Vec<(String, String)>], i: usize) -> std::ops::Range<usize> {
    let count: usize = attr(&pieces[i], "with")
        .unwrap()
        .strip_prefix('-')
        .unwrap()
        .parse()
        .unwrap();
    i - count..i
}

#[test]
fn a_flip_marks_exactly_the_cells_it_turns() {
    let mut checked = 0;
    for (n, white) in [
        (12, "2,3,5"),
        (30, "1,2,3,4,5,6,7,8,9,10"),
        (60, "2,3,5,7,11,30,59"),
    ] {
        for sel in white.split(',') {
            let link = format!("flip-multiples?n={n}&white={white}&sel={sel}");
            let svg = svg_of(&link);
            let before = groups(&svg, "cell");
            let pieces: Vec<_> = before
                .iter()
                .filter(|c| attr(c, "move").is_some())
                .cloned()
                .collect();
            assert!(!pieces.is_empty(), "{link}");
            for (i, piece) in pieces.iter().enumerate() {
                let play = attr(piece, "move").unwrap();
                let marked: BTreeSet<&str> = pieces_before(&pieces, i)
                    .chain([i])
                    .map(|j| attr(&pieces[j], "x").unwrap())
                    .collect();
                let after = groups(
                    &svg_of(&format!("flip-multiples?n={n}&white={white}&moves={play}")),
                    "cell",
                );
                let turned: BTreeSet<&str> = before
                    .iter()
                    .zip(&after)
                    .filter(|(b, a)| attr(b, "white") != attr(a, "white"))
                    .map(|(b, _)| attr(b, "x").unwrap())
                    .collect();
                assert_eq!(marked, turned, "{link}: {play}");
                checked += 1;
            }
        }
    }
    assert!(checked > 60, "{checked} flips checked");
}

#[test]
fn a_split_marks_exactly_the_tokens_it_takes() {
    let (mut splits, mut takes) = (0, 0);
    for (code, heaps) in [
        ("0.77", "9,7"),
        ("0.137", "12,5"),
        ("0.007", "11"),
        ("0.0007", "13,9"),
        ("0.6", "8"),
        ("0.37", "10"),
    ] {
        let link = format!("game-lab?code={code}&heaps={heaps}");
        let svg = svg_of(&link);
        let pieces = groups(&svg, "token");
        assert!(!pieces.is_empty(), "{link}");
        for piece in &pieces {
            let play = attr(piece, "move").unwrap();
            let parts: Vec<usize> = play.split(':').map(|p| p.parse().unwrap()).collect();
            let start: usize = attr(piece, "start").unwrap().parse().unwrap();
            let places = match attr(piece, "with") {
                Some(w) => places_after(&svg, start, w.strip_prefix('+').unwrap().parse().unwrap()),
                None => Vec::new(),
            };
            let own = attr(piece, "at").unwrap();
            let at: usize = own.split_once(':').unwrap().1.parse().unwrap();
            let heap = parts[0];
            let size: usize = heaps.split(',').nth(heap - 1).unwrap().parse().unwrap();
            let (_, q) = lesson_link(&format!("{link}&moves={play}"));
            let left = crate::lesson::game_lab::GameLabLesson::from_query(&q)
                .unwrap_or_else(|e| panic!("{link}: {play}: {e:?}"));
            let mut expect: Vec<usize> = heaps
                .split(',')
                .map(|h| h.parse().unwrap())
                .enumerate()
                .filter(|&(k, _)| k != heap - 1)
                .map(|(_, h)| h)
                .collect();
            if let [_, take, left_part] = parts[..] {
                // Split: this token is the first taken, the next take − 1 are marked with it,
                // and the heap leaves its two parts.
                assert_eq!(at, left_part + 1, "{link}: {play} at {own}");
                let wanted: Vec<String> =
                    (at + 1..at + take).map(|p| format!("{heap}:{p}")).collect();
                assert_eq!(places, wanted, "{link}: {play}");
                expect.extend([left_part, size - left_part - take]);
                splits += 1;
            } else {
                // A take from the heap's end: the stylesheet marks every token after this one,
                // and no data-with is written.
                let [_, take] = parts[..] else {
                    panic!("{play}")
                };
                assert_eq!(at, size - take + 1, "{link}: {play}");
                assert!(places.is_empty(), "{link}: {play}");
                expect.extend((size > take).then_some(size - take));
                takes += 1;
            }
            let mut got = left.heaps().to_vec();
            expect.retain(|&h| h > 0);
            got.sort_unstable();
            expect.sort_unstable();
            assert_eq!(got, expect, "{link}: {play}");
        }
    }
    assert!(splits > 40 && takes > 8, "{splits} splits, {takes} takes");
}
