//! Seeded fuzzing shared by the tests of the lessons, the CLI and the app, and by
//! `cargo xtask fuzz`: generators and mutators of link text, parameter lists, moves and
//! token streams, drawn from the one [`Rng`], and the runner that plays a target's cases,
//! catches panics and reports a failing input with the seed that replays it.
//!
//! It lives in the lessons crate, public but hidden from the docs, because its generators
//! make lesson links and every crate that fuzzes depends on it; they are pure: a seed gives
//! the same inputs everywhere. It is left out of wasm builds (the runner reads the environment and
//! the clock, which the page has no use for).
//!
//! The runner's budget comes from the environment, so the same tests serve CI and long runs:
//! by default each target plays a fixed number of cases from a fixed seed (every CI run plays
//! the same inputs); `GRUNDY_FUZZ_SECONDS=N` plays cases from random seeds for N seconds per
//! target, `GRUNDY_FUZZ_SEED=S` starts at case seed S, and `GRUNDY_FUZZ_CASES=K` plays K
//! cases (`GRUNDY_FUZZ_SEED=S GRUNDY_FUZZ_CASES=1` replays one failing case).

use crate::lesson::{build_model, LessonKind, Query};
use grundy_core::games::Game;
use grundy_core::rng::Rng;
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// The first case seed of a CI run ("grundy" in ASCII): fixed, so CI plays the same inputs.
pub const CI_SEED: u64 = 0x6772_756e_6479;

/// The longest error line any front-end may show (a refusal, a parameter's error): link text
/// inside it is cut by [`grundy_core::text::shown`], so a line longer than this is a bug.
pub const MAX_LINE_CHARS: usize = 1000;

/// A batch (one target's cases) taking longer than this is taken for a freeze: a gross bound,
/// far above what a CI batch needs even on a busy machine, never a measure of speed.
pub const FREEZE_BOUND: Duration = Duration::from_secs(300);

/// How many cases a target plays and from which seed.
#[derive(Debug, Clone)]
pub struct Budget {
    /// The first case's seed (case i uses `seed + i`).
    pub seed: u64,
    /// Most cases.
    pub cases: u64,
    /// When to stop, for a timed run.
    pub until: Option<Instant>,
}

impl Budget {
    /// The budget from the environment (see the module doc), `ci_cases` by default.
    pub fn from_env(ci_cases: u64) -> Budget {
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse::<u64>().ok())
        };
        let seconds = var("GRUNDY_FUZZ_SECONDS");
        let seed = var("GRUNDY_FUZZ_SEED").unwrap_or_else(|| match seconds {
            // A timed run explores: a seed from the clock, printed with any failure.
            Some(_) => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(CI_SEED, |d| d.as_nanos() as u64),
            None => CI_SEED,
        });
        let cases = var("GRUNDY_FUZZ_CASES").unwrap_or(if seconds.is_some() {
            u64::MAX
        } else {
            ci_cases
        });
        Budget {
            seed,
            cases,
            until: seconds.map(|s| Instant::now() + Duration::from_secs(s)),
        }
    }
}

/// Plays `target`'s cases: each input is drawn by `gen` from its own seed and judged by
/// `check` (an error says what is wrong; a panic is caught and counts as one). Panics with the
/// first failing input, its seed and the command that replays it. Returns the number of
/// inputs played.
pub fn run<I: Debug>(
    target: &str,
    ci_cases: u64,
    gen: impl Fn(&mut Rng) -> I,
    check: impl Fn(&I) -> Result<(), String>,
) -> u64 {
    let budget = Budget::from_env(ci_cases);
    let start = Instant::now();
    let mut played = 0u64;
    while played < budget.cases {
        if budget.until.is_some_and(|t| Instant::now() >= t) {
            break;
        }
        let seed = budget.seed.wrapping_add(played);
        let input = gen(&mut Rng::new(seed));
        let outcome = catch_unwind(AssertUnwindSafe(|| check(&input)));
        played += 1;
        let why = match outcome {
            Ok(Ok(())) => continue,
            Ok(Err(why)) => why,
            Err(payload) => format!("panic: {}", panic_text(&*payload)),
        };
        let mut shown = format!("{input:?}");
        if shown.len() > 4000 {
            let cut = (0..=4000)
                .rev()
                .find(|&i| shown.is_char_boundary(i))
                .unwrap_or(0);
            shown.truncate(cut);
            shown.push('…');
        }
        // A failing case fails the test running it: this is test support, which no front-end
        // calls, so a panic is its report.
        panic!(
            "fuzz {target}: case seed {seed} fails: {why}\n  input: {shown}\n  replay: \
             cargo xtask fuzz --seed {seed} --cases 1 {target}"
        );
    }
    let spent = start.elapsed();
    assert!(
        budget.until.is_some() || spent < FREEZE_BOUND,
        "fuzz {target}: {played} inputs took {spent:?}: a freeze?"
    );
    eprintln!("fuzz {target}: {played} inputs from seed {}", budget.seed);
    played
}

fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(not a string)".to_string())
}

/// Checks that `text` is one line a reader can be shown: not empty, no line break, at most
/// [`MAX_LINE_CHARS`] characters.
pub fn one_line(what: &str, text: &str) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err(format!("{what}: empty"));
    }
    if text.contains(['\n', '\r']) {
        return Err(format!("{what}: more than one line: {text:?}"));
    }
    let chars = text.chars().count();
    if chars > MAX_LINE_CHARS {
        return Err(format!("{what}: {chars} characters: {text:?}"));
    }
    Ok(())
}

/// Pieces that break parsers: edge numbers, separators, escapes, unicode, parameter names.
pub const SNIPPETS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "10",
    "64",
    "200",
    "201",
    "255",
    "256",
    "1000",
    "1001",
    "65536",
    "1000000",
    "1000000000",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "1000000000000000000",
    "100000000000000000000000000000",
    "-0",
    "+1",
    "01",
    "00",
    "1e3",
    "0x1F",
    "3.5",
    "",
    " ",
    ",",
    ",,",
    "&",
    "=",
    "==",
    "?",
    "#",
    "#/",
    "/",
    "-",
    "--",
    ":",
    "::",
    "1-2",
    "2-1",
    "1:2",
    "2:1:1",
    "L:1",
    "R:2",
    "1:v2",
    "1:h1",
    "%",
    "%2",
    "%zz",
    "%25",
    "%2C",
    "%26",
    "%3D",
    "%3F",
    "%23",
    "%E7%94%B2",
    "%FF",
    "%C3",
    "%00",
    "%0A",
    "%0D%0A",
    "\n",
    "\t",
    "\r",
    "\u{0}",
    "é",
    "中",
    "甲",
    "😀",
    "\u{202E}",
    "\u{200B}",
    "\u{FEFF}",
    "３",
    "٣",
    "，",
    "NaN",
    "inf",
    "null",
    "<svg>",
    "\"",
    "'",
    "\\",
    "&amp;",
    "step",
    "lang",
    "view",
    "moves",
    "zh",
    "en",
    "dag",
    "xor",
    "venn",
    "grid",
    "game",
    "table",
    "sheets",
    "play",
];

/// A number as a link or an input might hold it: small, at an edge, huge, negative or not
/// quite a number.
pub fn number(rng: &mut Rng) -> String {
    match rng.below(8) {
        0..=2 => rng.below(12).to_string(),
        3 => rng.below(1001).to_string(),
        4 => rng.next_u64().to_string(),
        5 => format!("-{}", rng.below(100)),
        6 => (10u64.pow(rng.below(20) as u32) + rng.below(3)).to_string(),
        _ => rng.pick(SNIPPETS).map_or("0", |s| s).to_string(),
    }
}

/// A short random text of snippets and numbers.
pub fn text(rng: &mut Rng, max_parts: u64) -> String {
    let parts = rng.range(0, max_parts);
    (0..parts)
        .map(|_| {
            if rng.chance(1, 2) {
                number(rng)
            } else {
                rng.pick(SNIPPETS).map_or("", |s| s).to_string()
            }
        })
        .collect()
}

/// `text` mutated a few times at character level: a snippet inserted, a stretch deleted or
/// doubled, the end cut off.
pub fn mutate_text(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.range(1, 3) {
        let at = rng.index(chars.len() + 1);
        match rng.below(5) {
            0 | 1 => {
                let piece: Vec<char> = if rng.chance(1, 2) {
                    number(rng).chars().collect()
                } else {
                    rng.pick(SNIPPETS).map_or("", |s| s).chars().collect()
                };
                chars.splice(at..at, piece);
            }
            2 => {
                let end = (at + rng.index(8)).min(chars.len());
                chars.drain(at..end);
            }
            3 => {
                let end = (at + rng.index(8)).min(chars.len());
                let copy: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, copy);
            }
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}

/// A comma-separated list (`3,4,5`, `1-2,2-3`, `1:2,3:1`) mutated: items replaced by numbers
/// or snippets, dropped, doubled, swapped, the separator changed, the list made very long or
/// emptied. `long` is the length a "very long" list reaches.
pub fn mutate_list(rng: &mut Rng, list: &str, long: usize) -> String {
    let mut items: Vec<String> = list.split(',').map(str::to_string).collect();
    for _ in 0..rng.range(1, 3) {
        let i = rng.index(items.len());
        match rng.below(10) {
            0 | 1 => {
                if let Some(item) = items.get_mut(i) {
                    *item = number(rng);
                }
            }
            2 => {
                if let Some(item) = items.get_mut(i) {
                    *item = mutate_text(rng, item);
                }
            }
            3 => {
                if i < items.len() {
                    items.remove(i);
                }
            }
            4 => {
                if let Some(item) = items.get(i).cloned() {
                    items.insert(i, item);
                }
            }
            5 => {
                let j = rng.index(items.len());
                if i < items.len() && j < items.len() {
                    items.swap(i, j);
                }
            }
            6 => {
                // Very long: the list repeated, or grown by numbers.
                let target = rng.range(1, long as u64) as usize;
                let base = items.clone();
                let small = rng.chance(1, 2);
                while items.len() < target {
                    match base.get(items.len() % base.len().max(1)) {
                        Some(item) if !small => items.push(item.clone()),
                        _ => items.push(rng.below(10).to_string()),
                    }
                }
            }
            7 => items.clear(),
            8 => items.push(String::new()),
            _ => {
                let sep = *rng
                    .pick(&[";", " ", ", ", "，", "-", ":", "%2C", ",,"])
                    .unwrap_or(&";");
                return items.join(sep);
            }
        }
    }
    items.join(",")
}

/// A legal random play of up to `max` moves from `game`'s position, drawn from
/// [`Game::legal_moves`], written in the game's notation.
pub fn random_play<G: Game>(game: &mut G, rng: &mut Rng, max: usize) -> Vec<String> {
    let mut played = Vec::new();
    while played.len() < max && !game.over() {
        let moves = game.legal_moves();
        let Some(m) = rng.pick(&moves) else { break };
        played.push(game.format_move(m));
        game.apply(m);
    }
    played
}

/// Moves in a game's notation mutated as a link's `moves=`: a move's numbers changed, a
/// move dropped, doubled or swapped, garbage appended, the list cut.
pub fn mutate_moves(rng: &mut Rng, moves: &[String]) -> String {
    if moves.is_empty() || rng.chance(1, 4) {
        return mutate_list(rng, &moves.join(","), 60);
    }
    let mut moves = moves.to_vec();
    let i = rng.index(moves.len());
    match rng.below(6) {
        0 => moves[i] = mutate_text(rng, &moves[i]),
        1 => {
            // One number of the move replaced (the pile, the amount, the vertex).
            let parts: Vec<&str> = moves[i].split([':', '-']).collect();
            let k = rng.index(parts.len());
            let seps: Vec<char> = moves[i]
                .chars()
                .filter(|c| *c == ':' || *c == '-')
                .collect();
            let mut out = String::new();
            for (j, p) in parts.iter().enumerate() {
                if j > 0 {
                    out.push(seps.get(j - 1).copied().unwrap_or(':'));
                }
                if j == k {
                    out.push_str(&number(rng));
                } else {
                    out.push_str(p);
                }
            }
            moves[i] = out;
        }
        2 => {
            let m = moves[i].clone();
            moves.insert(i, m);
        }
        3 => {
            let j = rng.index(moves.len());
            moves.swap(i, j);
        }
        4 => moves.truncate(i),
        _ => moves.push(text(rng, 3)),
    }
    moves.join(",")
}

/// Whitespace between tokens of a judge's input: mostly one space or a line break, sometimes
/// tabs, carriage returns, form feeds or a run of blanks (ASCII whitespace as the readers
/// define it, which leaves out the vertical tab).
pub fn gap(rng: &mut Rng) -> &'static str {
    rng.pick(&[" ", " ", "\n", "\n", "\t", "\r\n", "   ", "\n\n", " \x0c"])
        .copied()
        .unwrap_or(" ")
}

/// A judge's input as tokens mutated: tokens dropped, doubled, swapped, replaced by huge,
/// negative or non-numeric values, glued together, the stream cut short or extended.
pub fn mutate_tokens(rng: &mut Rng, tokens: &[String]) -> Vec<String> {
    let mut t = tokens.to_vec();
    for _ in 0..rng.range(1, 3) {
        let i = rng.index(t.len());
        match rng.below(9) {
            0 => {
                if i < t.len() {
                    t.remove(i);
                }
            }
            1 => {
                if let Some(x) = t.get(i).cloned() {
                    t.insert(i, x);
                }
            }
            2 => {
                let j = rng.index(t.len());
                if i < t.len() && j < t.len() {
                    t.swap(i, j);
                }
            }
            3 | 4 => {
                if let Some(x) = t.get_mut(i) {
                    *x = number(rng);
                }
            }
            5 => {
                if let Some(x) = t.get_mut(i) {
                    *x = mutate_text(rng, x);
                }
            }
            6 => t.truncate(i),
            7 => t.insert(i.min(t.len()), text(rng, 2)),
            _ => {
                for _ in 0..rng.range(1, 20) {
                    t.push(rng.below(5).to_string());
                }
            }
        }
    }
    t
}

/// Random tokens: numbers, mostly small, and snippets.
pub fn random_tokens(rng: &mut Rng, max: u64) -> Vec<String> {
    (0..rng.range(0, max))
        .map(|_| {
            if rng.chance(3, 4) {
                rng.below(6).to_string()
            } else {
                number(rng)
            }
        })
        .collect()
}

/// Tokens joined by random whitespace (and sometimes some before and after).
pub fn join_tokens(rng: &mut Rng, tokens: &[String]) -> String {
    let mut out = String::new();
    if rng.chance(1, 8) {
        out.push_str(gap(rng));
    }
    for (i, t) in tokens.iter().enumerate() {
        if i > 0 {
            out.push_str(gap(rng));
        }
        out.push_str(t);
    }
    if rng.chance(3, 4) {
        out.push('\n');
    }
    out
}

/// The whitespace-separated tokens of a valid input.
pub fn tokens_of(input: &str) -> Vec<String> {
    input.split_whitespace().map(str::to_string).collect()
}

/// A legal random play of up to `max` moves in `kind`'s example position: drawn from
/// [`Game::legal_moves`] for the games built here from the example's own parameters, else from
/// the moves the lesson offers while it is played (its winning moves and the computer's move).
/// Empty for a lesson without a game.
pub fn legal_play(kind: LessonKind, rng: &mut Rng, max: usize) -> Vec<String> {
    use crate::lesson::nim_family::rules::{bounded, misere, normal, power, split, staircase};
    use grundy_core::games::nim_family::{NimFamilyGame, PileRule};
    use grundy_core::games::{cutting, end_piles, graph, wythoff};
    use std::rc::Rc;
    let example = |name: &str| {
        kind.params()
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.default)
            .unwrap_or("")
    };
    let numbers = |name: &str| -> Vec<u64> {
        example(name)
            .split([',', '-'])
            .filter_map(|t| t.parse().ok())
            .collect()
    };
    let nim = |rule: Rc<dyn PileRule>, piles: Vec<u64>| NimFamilyGame {
        rule,
        piles,
        max_piles: crate::lesson::nim_family::MAX_PILES,
    };
    match kind {
        LessonKind::Nim => random_play(
            &mut nim(Rc::new(normal::Normal), numbers("piles")),
            rng,
            max,
        ),
        LessonKind::MisereNim => random_play(
            &mut nim(Rc::new(misere::Misere), numbers("piles")),
            rng,
            max,
        ),
        LessonKind::BoundedNim => {
            let k = numbers("k").first().copied().unwrap_or(1);
            random_play(
                &mut nim(Rc::new(bounded::Bounded { k }), numbers("piles")),
                rng,
                max,
            )
        }
        LessonKind::StaircaseNim => random_play(
            &mut nim(Rc::new(staircase::Staircase), numbers("steps")),
            rng,
            max,
        ),
        LessonKind::SplitNim => {
            random_play(&mut nim(Rc::new(split::Split), numbers("piles")), rng, max)
        }
        LessonKind::PowerNim => random_play(
            &mut nim(Rc::new(power::PowerNim), numbers("piles")),
            rng,
            max,
        ),
        LessonKind::Wythoff => {
            let (a, b) = (numbers("a"), numbers("b"));
            let mut g = wythoff::WythoffGame {
                a: a.first().copied().unwrap_or(0),
                b: b.first().copied().unwrap_or(0),
            };
            random_play(&mut g, rng, max)
        }
        LessonKind::EndPiles => random_play(
            &mut end_piles::EndPilesGame {
                row: numbers("piles"),
            },
            rng,
            max,
        ),
        LessonKind::Cutting => {
            let (w, h) = (numbers("w"), numbers("h"));
            let (w, h) = (
                w.first().copied().unwrap_or(2) as usize,
                h.first().copied().unwrap_or(2) as usize,
            );
            let side = w.max(h);
            let mut g = cutting::CuttingGame {
                sheets: vec![(w, h)],
                square_cut: false,
                table: cutting::sg_table(side, side),
                max_sheets: crate::lesson::cutting::MAX_SHEETS,
            };
            random_play(&mut g, rng, max)
        }
        LessonKind::GraphSum => {
            let n = numbers("n").first().copied().unwrap_or(1) as usize;
            let edges: Vec<(usize, usize)> = numbers("edges")
                .chunks(2)
                .filter_map(|c| match c {
                    [x, y] => Some((*x as usize - 1, *y as usize - 1)),
                    _ => None,
                })
                .collect();
            let tokens: Vec<usize> = numbers("tokens").iter().map(|&t| t as usize - 1).collect();
            match graph::Dag::new(n, &edges) {
                Ok(dag) => random_play(&mut graph::GraphGame::new(dag, tokens), rng, max),
                Err(_) => Vec::new(),
            }
        }
        _ => offered_play(kind, rng, max),
    }
}

/// A random play of up to `max` moves among those `kind`'s lesson offers at each position
/// (its winning moves and the computer's move), rebuilding the lesson after each.
pub fn offered_play(kind: LessonKind, rng: &mut Rng, max: usize) -> Vec<String> {
    let mut played: Vec<String> = Vec::new();
    while played.len() < max {
        let q = Query(vec![("moves".to_string(), played.join(","))]);
        let Some(play) = build_model(kind, &q).ok().and_then(|m| m.play()) else {
            break;
        };
        if play.over {
            break;
        }
        let mut offered = play.winning;
        offered.extend(play.computer_move);
        let Some(m) = rng.pick(&offered).cloned() else {
            break;
        };
        played.push(m);
    }
    played
}

/// A value for one of the parameters every lesson understands.
pub fn common_value(rng: &mut Rng, kind: LessonKind, name: &str) -> String {
    if rng.chance(1, 4) {
        return text(rng, 3);
    }
    match name {
        "step" => rng
            .pick(&["0", "1", "2", "5", "99", "-1", "18446744073709551616", ""])
            .map_or("0".to_string(), |s| s.to_string()),
        "lang" => rng
            .pick(&["en", "zh", "fr", "ZH", "", "zh-CN"])
            .map_or("en", |s| s)
            .to_string(),
        "view" => match rng.pick(kind.info().views) {
            Some(v) if rng.chance(3, 4) => v.to_string(),
            _ => rng
                .pick(&["dag", "xor", "venn", "grid", "game", "play", ""])
                .map_or("", |s| s)
                .to_string(),
        },
        "theme" => "contrast".to_string(),
        "size" => rng
            .pick(&["1", "2", "large", "200", "0"])
            .map_or("1", |s| s)
            .to_string(),
        _ => rng
            .pick(&["0", "1", "2", "yes", ""])
            .map_or("1", |s| s)
            .to_string(),
    }
}

/// A random link to a lesson (`#/slug?…`, as the address bar holds it): the lesson's own
/// example parameters mutated (numbers, lists, separators, escapes), repeated or unknown
/// parameters, the common ones (`step=`, `view=`, `lang=`, …), `moves=` from legal random
/// play then mutated; sometimes the whole link mutated as text, or an unknown slug.
pub fn lesson_link(rng: &mut Rng) -> String {
    let kinds = LessonKind::ALL;
    let Some(&kind) = rng.pick(kinds) else {
        return "#/".to_string();
    };
    let mut pairs: Vec<(String, String)> = Vec::new();
    for p in kind.params() {
        let keep = rng.chance(3, 4);
        match p.default {
            Some(d) if keep => {
                let v = if rng.chance(1, 2) {
                    d.to_string()
                } else if d.contains(',') || rng.chance(1, 2) {
                    mutate_list(rng, d, 400)
                } else {
                    number(rng)
                };
                pairs.push((p.name.to_string(), v));
            }
            // A named game (the game lab's `game=grundy`): mostly in place of the code, at
            // times beside it (refused in one line) or in another case.
            None if p.name == "game" && rng.chance(1, 3) => {
                if rng.chance(3, 4) {
                    pairs.retain(|(k, _)| k != "code" && k != "set");
                }
                let name = rng.pick(&["grundy", "Grundy", "grundy ", "kayles"]);
                pairs.push(("game".to_string(), name.map_or("grundy", |s| s).to_string()));
            }
            None if p.name == "moves" && rng.chance(2, 3) => {
                let play = legal_play(kind, rng, 8);
                let v = if rng.chance(1, 2) {
                    play.join(",")
                } else {
                    mutate_moves(rng, &play)
                };
                pairs.push(("moves".to_string(), v));
            }
            None if rng.chance(1, 4) => pairs.push((p.name.to_string(), text(rng, 4))),
            _ => {}
        }
    }
    for name in crate::lesson::COMMON_PARAMS {
        if *name != "moves" && rng.chance(1, 5) {
            pairs.push((name.to_string(), common_value(rng, kind, name)));
        }
    }
    if rng.chance(1, 6) && !pairs.is_empty() {
        // A parameter given twice (the last one counts).
        let i = rng.index(pairs.len());
        let again = (pairs[i].0.clone(), number(rng));
        pairs.push(again);
    }
    if rng.chance(1, 8) {
        pairs.push((text(rng, 2), text(rng, 2)));
    }
    rng.shuffle(&mut pairs);
    let slug = if rng.chance(1, 30) {
        mutate_text(rng, kind.slug())
    } else {
        kind.slug().to_string()
    };
    let encoded = rng.chance(1, 3);
    let query = if encoded {
        Query(pairs).render()
    } else {
        pairs
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("&")
    };
    let link = format!("#/{slug}?{query}");
    if rng.chance(1, 6) {
        mutate_text(rng, &link)
    } else {
        link
    }
}

/// The largest figure (SVG text) or sentence a lesson may produce: lessons cap what they draw
/// (piles, cells, table sides), so anything larger means a cap was missed.
pub const MAX_FIGURE_BYTES: usize = 8_000_000;

/// Opens `link` as the front-ends do and checks what a reader would see: every error one
/// line in both languages; the walkthrough has steps; the opened step, the first and the last
/// draw a bounded figure and a sentence; the facts, inputs, notes, views, game state and
/// questions are all produced without a panic; the query renders back to itself.
pub fn check_link(link: &str) -> Result<(), String> {
    use crate::lesson::{open, Route};
    use grundy_core::i18n::Lang;
    let route = Route::parse(link);
    let query = match &route {
        crate::lesson::Route::Home(q) | Route::Lesson(_, q) | Route::Unknown(_, q) => q,
    };
    if Query::parse(&query.render()) != *query {
        return Err(format!(
            "the query does not render back to itself: {query:?}"
        ));
    }
    let _ = route.lang();
    let kind = match route {
        Route::Lesson(kind, _) => kind,
        Route::Unknown(slug, _) => return one_line("unknown slug as shown", &format!("«{slug}»")),
        Route::Home(_) => return Ok(()),
    };
    let _ = crate::lesson::model_query(kind, query);
    let o = open(kind, query);
    for lang in [Lang::En, Lang::Zh] {
        for e in &o.errors {
            one_line("parameter error", &e.message(lang))?;
            if let Some(m) = e.move_message(lang) {
                one_line("move error", &m)?;
            }
        }
    }
    let m = &o.model;
    let count = m.step_count();
    if count == 0 || o.step >= count {
        return Err(format!("step {} of {count} steps", o.step));
    }
    let lang = route_lang(query).unwrap_or(Lang::En);
    let mut steps = vec![o.step, 0, count - 1];
    steps.dedup();
    for &s in &steps {
        let svg = m.figure(s, lang).to_svg();
        if svg.len() > MAX_FIGURE_BYTES {
            return Err(format!("step {s}: a figure of {} bytes", svg.len()));
        }
        let sentence = m.sentence(s, lang);
        if sentence.len() > MAX_FIGURE_BYTES {
            return Err(format!("step {s}: a sentence of {} bytes", sentence.len()));
        }
        if let Some(f) = m.figure_hiding_answer(s, lang) {
            let _ = f.to_svg();
        }
        let _ = m.question(s);
        let _ = m.answers_note(s, lang);
    }
    let facts = m.facts();
    if let Some(w) = facts.first_wins {
        let _ = m.verdict_text(lang, w);
    }
    if let Some(r) = &facts.result {
        let _ = m.result_text(lang, r);
    }
    let _ = (m.inputs(), m.notes(lang), m.views(), m.facts_derived_at());
    let _ = (
        m.named_winning_move(lang),
        m.last_move_words(lang),
        m.move_starts(lang),
    );
    if let Some(play) = m.play() {
        for w in play.winning.iter().chain(&play.computer_move) {
            let _ = (m.move_words(w, lang), m.move_parts(w));
        }
    }
    Ok(())
}

fn route_lang(query: &Query) -> Option<grundy_core::i18n::Lang> {
    query.get("lang").and_then(grundy_core::i18n::Lang::parse)
}

#[cfg(test)]
mod tests;
