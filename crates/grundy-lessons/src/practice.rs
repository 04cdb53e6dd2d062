//! Practice: exercises the student works out and the solver grades. Each topic generates its
//! items from a seed, a level and an index with the one seeded [`Rng`], so a link
//! (`#/practice?topic=…&seed=…&level=…&count=…`) gives the same items on every machine, in the
//! page's worker, in `embed.js` and in `grundy practice`.
//!
//! An [`Item`] is plain data: the position to work on, the [`Target`]s to fill or select,
//! and what to draw ([`figure`]). [`grade`] grades one entry against the exact answer and
//! explains it from the picture; it accepts every valid answer (any labelling order, any of
//! several winning moves, "none" when the player to move loses). Nothing an item carries
//! before grading names an answer: the figure of a DAG item has no `data-sg` on a position
//! until it is graded right or revealed.
//!
//! One module per topic: [`dag`] (`sg-label` and `pn`, one picture and one search, with
//! [`hackenbush`] pictures among `sg-label`'s),
//! [`moves`] (`winning-moves`), [`nim_sum`], [`table`] (`sg-table`), [`ie_terms`]; [`link`]
//! reads a practice link, [`lesson_item`] turns a lesson's own position into an item and
//! [`sheet`] keeps a set being worked: states, entries, score and the CSV record.

pub mod dag;
pub mod hackenbush;
pub mod ie_terms;
pub mod lesson_item;
pub mod link;
pub mod moves;
pub mod nim_sum;
pub mod play;
pub mod sheet;
pub mod table;
pub mod words;

#[cfg(test)]
mod tests;

use grundy_core::figure::{Figure, Shape};
use grundy_core::hash::Fnv;
use grundy_core::i18n::{Lang, Msg, Phrase};
use grundy_core::phrase;
use grundy_core::rng::Rng;
use grundy_core::sort::KeySort;

pub use link::{parse_link, PracticeLink, PRACTICE_SLUG};

/// An exercise topic (its slug is the link's `topic=`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Label every position of a game DAG with its SG value.
    SgLabel,
    /// Mark every position of a game DAG P or N.
    Pn,
    /// Select every winning move of a position (or say there is none).
    WinningMoves,
    /// The nim-sum of piles, column by column, then a winning move.
    NimSum,
    /// G(0..n) of a subtraction set or an octal code, then its period and preperiod.
    SgTable,
    /// Inclusion–exclusion: each term's sign and count, then the total.
    IeTerms,
}

impl Topic {
    /// Every topic, in the order the home page offers them.
    pub const ALL: [Topic; 6] = [
        Topic::SgLabel,
        Topic::Pn,
        Topic::WinningMoves,
        Topic::NimSum,
        Topic::SgTable,
        Topic::IeTerms,
    ];

    /// The link's name of the topic.
    pub fn slug(self) -> &'static str {
        match self {
            Topic::SgLabel => "sg-label",
            Topic::Pn => "pn",
            Topic::WinningMoves => "winning-moves",
            Topic::NimSum => "nim-sum",
            Topic::SgTable => "sg-table",
            Topic::IeTerms => "ie-terms",
        }
    }

    /// The topic named `slug`.
    pub fn parse(slug: &str) -> Option<Topic> {
        Topic::ALL.iter().copied().find(|t| t.slug() == slug)
    }

    /// The topic's title.
    pub fn title(self) -> Msg {
        match self {
            Topic::SgLabel => Msg::PracticeTitleSgLabel,
            Topic::Pn => Msg::PracticeTitlePn,
            Topic::WinningMoves => Msg::PracticeTitleMoves,
            Topic::NimSum => Msg::PracticeTitleNimSum,
            Topic::SgTable => Msg::PracticeTitleSgTable,
            Topic::IeTerms => Msg::PracticeTitleIe,
        }
    }

    /// What an item of the topic asks the student to do.
    pub fn task(self) -> Msg {
        match self {
            Topic::SgLabel => Msg::PracticeTaskSgLabel,
            Topic::Pn => Msg::PracticeTaskPn,
            Topic::WinningMoves => Msg::PracticeTaskMoves,
            Topic::NimSum => Msg::PracticeTaskNimSum,
            Topic::SgTable => Msg::PracticeTaskSgTable,
            Topic::IeTerms => Msg::PracticeTaskIe,
        }
    }
}

/// The lowest and highest level.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=3;
/// The level a link without a valid `level=` gets.
pub const DEFAULT_LEVEL: u8 = 1;
/// The most items one set holds.
pub const MAX_COUNT: usize = 50;
/// The number of items a link without a valid `count=` gets.
pub const DEFAULT_COUNT: usize = 5;

/// A set of items as a link asks for it (validated: level in [`LEVELS`], count 1..=[`MAX_COUNT`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The topic.
    pub topic: Topic,
    /// The seed.
    pub seed: u64,
    /// The level, 1–3.
    pub level: u8,
    /// How many items.
    pub count: usize,
}

impl Spec {
    /// The set's items, in order.
    pub fn items(&self) -> Vec<Item> {
        generate_set(self.topic, self.seed, self.level, self.count)
    }
}

/// A position as a player names it: P (the player to move loses) or N (wins).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The previous player wins: the player to move loses.
    P,
    /// The next player (the one to move) wins.
    N,
}

impl Outcome {
    /// "P" or "N".
    pub fn letter(self) -> &'static str {
        match self {
            Outcome::P => "P",
            Outcome::N => "N",
        }
    }
}

/// What one target asks for, so a front-end offers the right input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// A whole number.
    Number,
    /// A binary digit, 0 or 1 (a column of the nim-sum).
    Bit,
    /// A whole number, or "none".
    NumberOrNone,
    /// P or N.
    Outcome,
    /// + or −.
    Sign,
    /// A move `PILE:TAKE`, or "none".
    MoveOrNone,
    /// One option of the item's selection, graded together by the [`SELECTION`] target.
    Choice,
}

/// The target that grades an item's selection of [`Ask::Choice`] options.
pub const SELECTION: &str = "moves";
/// The option that says the player to move has no winning move.
pub const NONE_CHOICE: &str = "none";

/// One value to fill or option to select.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// Its id (`data-id`), unique in the item.
    pub id: String,
    /// For a position of a DAG: the `data-id` of its `dag-node`.
    pub node: Option<String>,
    /// What it asks for.
    pub ask: Ask,
    /// What it is, in words ("G(3)", "the 4s column", "taking 2 from pile 1").
    pub label: Phrase,
}

/// An answer, parsed from what the student typed or selected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A whole number.
    Number(u64),
    /// P or N.
    Outcome(Outcome),
    /// A sign: true for +.
    Plus(bool),
    /// A move: 1-based pile and the number taken.
    Move {
        /// The pile, 1-based.
        pile: usize,
        /// How many are taken.
        take: u64,
    },
    /// "None": no winning move, or not yet periodic.
    None,
    /// The options selected (ids of [`Ask::Choice`] targets).
    Choices(Vec<String>),
}

/// A graded entry: right or not, and why, from the picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graded {
    /// Whether the answer is right.
    pub right: bool,
    /// Why, in a sentence.
    pub explanation: Phrase,
}

/// What an item is about: one body per kind of picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Body {
    /// A game DAG (`sg-label`, `pn`).
    Dag(dag::DagItem),
    /// A position whose winning moves are asked for.
    Moves(moves::MovesItem),
    /// A lesson's own game at its start position, whose winning moves are asked for.
    Play(play::PlayItem),
    /// Piles to XOR column by column.
    NimSum(nim_sum::NimSumItem),
    /// A heap game's table of values.
    Table(table::TableItem),
    /// An inclusion–exclusion count.
    Ie(ie_terms::IeItem),
}

/// One generated exercise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// Its topic.
    pub topic: Topic,
    /// Its level.
    pub level: u8,
    /// Its place in the set (0-based).
    pub index: usize,
    /// The position.
    pub body: Body,
}

/// The generator of item `index`'s draw `attempt`: its own stream, so any item is made from
/// the seed, topic, level and index alone (a first draw keeps the stream it always had).
fn item_rng(topic: Topic, seed: u64, level: u8, index: usize, attempt: usize) -> Rng {
    let key = if attempt == 0 {
        format!("practice|{}|{level}|{index}|{seed}", topic.slug())
    } else {
        format!(
            "practice|{}|{level}|{index}|{seed}|redraw {attempt}",
            topic.slug()
        )
    };
    Rng::new(Fnv::of(key.as_bytes()))
}

/// How many times an item is drawn again while it repeats an earlier item of its set (a
/// level with fewer distinct items than the set asks for repeats once they are all used).
const REDRAWS: usize = 48;

/// Draw `attempt` of item `index` (level already clamped).
fn draw(topic: Topic, seed: u64, level: u8, index: usize, attempt: usize) -> Item {
    let mut rng = item_rng(topic, seed, level, index, attempt);
    let body = match topic {
        Topic::SgLabel if hackenbush::takes_turn(level, index) => {
            Body::Dag(hackenbush::generate(&mut rng))
        }
        Topic::SgLabel | Topic::Pn => Body::Dag(dag::generate(&mut rng, level)),
        Topic::WinningMoves => Body::Moves(moves::generate(&mut rng, level)),
        Topic::NimSum => Body::NimSum(nim_sum::generate(&mut rng, level)),
        Topic::SgTable => Body::Table(table::generate(&mut rng, level)),
        Topic::IeTerms => Body::Ie(ie_terms::generate(&mut rng, level)),
    };
    Item {
        topic,
        level,
        index,
        body,
    }
}

/// Items `0..count` of the set (topic, seed, level), in order: an item that repeats an
/// earlier one (the same [`Item::likeness`]) is drawn again from a stream of its own, so a
/// set never shows one position twice while another is left. Item `i` depends only on the
/// items before it, never on `count`.
fn generate_set(topic: Topic, seed: u64, level: u8, count: usize) -> Vec<Item> {
    let level = level.clamp(*LEVELS.start(), *LEVELS.end());
    let mut items: Vec<Item> = Vec::with_capacity(count);
    let mut seen: Vec<Phrase> = Vec::with_capacity(count);
    for index in 0..count {
        let mut item = draw(topic, seed, level, index, 0);
        let mut attempt = 0;
        while attempt < REDRAWS && seen.contains(&item.likeness()) {
            attempt += 1;
            item = draw(topic, seed, level, index, attempt);
        }
        seen.push(item.likeness());
        items.push(item);
    }
    items
}

/// Item `index` of the set (topic, seed, level); levels outside [`LEVELS`] are clamped. An
/// index a set can hold (below [`MAX_COUNT`]) is the set's item, drawn again while it repeats
/// an earlier one; past that (the tests' long runs) it is the first draw.
pub fn generate(topic: Topic, seed: u64, level: u8, index: usize) -> Item {
    if index < MAX_COUNT {
        let mut set = generate_set(topic, seed, level, index + 1);
        if let Some(item) = set.pop() {
            return item;
        }
    }
    let level = level.clamp(*LEVELS.start(), *LEVELS.end());
    draw(topic, seed, level, index, 0)
}

impl Item {
    /// The targets, in the order the keyboard moves through them.
    pub fn targets(&self) -> Vec<Target> {
        match &self.body {
            Body::Dag(d) => d.targets(self.topic),
            Body::Moves(m) => m.targets(),
            Body::Play(p) => p.targets(),
            Body::NimSum(s) => s.targets(),
            Body::Table(t) => t.targets(),
            Body::Ie(i) => i.targets(),
        }
    }

    /// The target with this id.
    pub fn target(&self, id: &str) -> Option<Target> {
        self.targets().into_iter().find(|t| t.id == id)
    }

    /// The answer key: each gradable target's id and its answer as a student writes it
    /// (several valid answers joined by " | "; a selection's options by ",").
    pub fn answers(&self) -> Vec<(String, String)> {
        match &self.body {
            Body::Dag(d) => d.answers(self.topic),
            Body::Moves(m) => m.answers(),
            Body::Play(p) => p.answers(),
            Body::NimSum(s) => s.answers(),
            Body::Table(t) => t.answers(),
            Body::Ie(i) => i.answers(),
        }
    }

    /// The sentence a reveal of `target` shows: what the target is and its answer, worded
    /// per kind of target ("Revealed: the preperiod is 0.", "Revealed: 7 is an N-position.",
    /// "Revealed: the winning moves are …"); None for a target the item lacks.
    pub fn revealed(&self, target: &str) -> Option<Phrase> {
        let answer = self
            .answers()
            .into_iter()
            .find(|(t, _)| t == target)
            .map(|(_, a)| a)?;
        let label = self.target(target).map(|t| t.label);
        let arg = |name: &str| label.as_ref().and_then(|l| l.arg(name)).cloned();
        let is = |what: Phrase, answer: &str| phrase!(PracticeRevealedIs { what, answer });
        let value = |what: Phrase, answer: &str| phrase!(PracticeRevealedValue { what, answer });
        Some(match &self.body {
            Body::Dag(d) => {
                let node = d.said(d.position(target)?);
                match (self.topic, answer.as_str()) {
                    (Topic::Pn, "P") => phrase!(PracticeRevealedP { node }),
                    (Topic::Pn, _) => phrase!(PracticeRevealedN { node }),
                    _ => value(phrase!(PracticeTargetSg { node }), &answer),
                }
            }
            Body::Moves(_) => revealed_moves(&answer),
            Body::Play(p) => listed_moves(p.winning_words()),
            Body::NimSum(_) => match target {
                "sum" => is(Msg::PracticeTargetSum.into(), &answer),
                "move" => revealed_moves(&answer),
                _ => is(
                    phrase!(PracticeWhatBit {
                        column: arg("column")?
                    }),
                    &answer,
                ),
            },
            Body::Table(_) => match (target, answer.as_str()) {
                ("period", NONE_CHOICE) => phrase!(PracticeRevealedNone {
                    what: Msg::PracticeWhatPeriod
                }),
                ("preperiod", NONE_CHOICE) => phrase!(PracticeRevealedNone {
                    what: Msg::PracticeWhatPreperiod
                }),
                ("period", _) => is(Msg::PracticeWhatPeriod.into(), &answer),
                ("preperiod", _) => is(Msg::PracticeWhatPreperiod.into(), &answer),
                _ => value(label?, &answer),
            },
            Body::Ie(_) => match target.split_once('-') {
                Some(("sign", _)) => is(
                    phrase!(PracticeWhatSign { set: arg("set")? }),
                    if answer == "+" { "+" } else { "−" },
                ),
                Some(("count", _)) => is(phrase!(PracticeWhatCount { set: arg("set")? }), &answer),
                _ => is(Msg::PracticeTargetTotal.into(), &answer),
            },
        })
    }

    /// What makes two items of a set the same exercise: the position line, except for one
    /// pile under a subtraction set, where a smaller pile under the same set is a part of the
    /// larger one's DAG (every answer of one is an answer of the other), so the set alone.
    pub fn likeness(&self) -> Phrase {
        match &self.body {
            Body::Dag(dag::DagItem {
                kind: dag::DagKind::Pile { set, .. },
                ..
            }) => Phrase::Text(format!("pile {}", words::set_words(set))),
            _ => self.describe(),
        }
    }

    /// The position in a line of words (for the command line and the page's heading).
    pub fn describe(&self) -> Phrase {
        match &self.body {
            Body::Dag(d) => d.describe(),
            Body::Moves(m) => m.describe(),
            Body::Play(p) => p.describe(),
            Body::NimSum(s) => s.describe(),
            Body::Table(t) => t.describe(),
            Body::Ie(i) => i.describe(),
        }
    }
}

/// The revealed winning moves (an answer key's `PILE:TAKE` ids, joined by "," or " | ") in
/// words, or that there is none.
fn revealed_moves(answer: &str) -> Phrase {
    listed_moves(
        answer
            .split([',', '|'])
            .map(str::trim)
            .filter_map(|id| {
                let (p, k) = id.split_once(':')?;
                Some(phrase!(PracticeMoveWords {
                    pile: p.parse::<usize>().ok()?,
                    take: k.parse::<u64>().ok()?
                }))
            })
            .collect(),
    )
}

/// The revealed winning moves, given in words, or that there is none.
fn listed_moves(words: Vec<Phrase>) -> Phrase {
    let count = words.len();
    let Some(moves) = words
        .into_iter()
        .rev()
        .reduce(|rest, first| phrase!(PracticeListSemi { first, rest }))
    else {
        return Msg::PracticeRevealedNoMove.into();
    };
    phrase!(PracticeRevealedMoves { count, moves })
}

/// A selection's targets: one option per move (id and words), then "none".
pub fn selection_targets(options: impl IntoIterator<Item = (String, Phrase)>) -> Vec<Target> {
    let mut out: Vec<Target> = options
        .into_iter()
        .map(|(id, label)| Target {
            id,
            node: None,
            ask: Ask::Choice,
            label,
        })
        .collect();
    out.push(Target {
        id: NONE_CHOICE.to_string(),
        node: None,
        ask: Ask::Choice,
        label: Msg::PracticeNoneChoice.into(),
    });
    out
}

/// A selection's answer key: its winning moves' ids joined by ",", or "none".
pub fn selection_key(winning: &[String]) -> Vec<(String, String)> {
    let key = if winning.is_empty() {
        NONE_CHOICE.to_string()
    } else {
        winning.join(",")
    };
    vec![(SELECTION.to_string(), key)]
}

/// What a selection entry chose.
pub enum Chosen<'a> {
    /// Its moves, sorted, each once.
    Moves(Vec<&'a str>),
    /// "None" alone.
    NoneAlone,
    /// A selection graded wrong whatever the position: nothing chosen, or "none" with a move.
    Graded(Graded),
}

/// Reads a selection entry (the [`SELECTION`] target with [`Answer::Choices`]); None for
/// another target or kind of answer.
pub fn read_selection<'a>(target: &str, answer: &'a Answer) -> Option<Chosen<'a>> {
    let Answer::Choices(chosen) = answer else {
        return None;
    };
    if target != SELECTION {
        return None;
    }
    let mut chosen: Vec<&str> = chosen.iter().map(String::as_str).collect();
    chosen.key_sort();
    chosen.dedup();
    let wrong = |explanation: Phrase| {
        Chosen::Graded(Graded {
            right: false,
            explanation,
        })
    };
    Some(if chosen.is_empty() {
        wrong(Msg::PracticeMovesEmpty.into())
    } else if !chosen.contains(&NONE_CHOICE) {
        Chosen::Moves(chosen)
    } else if chosen.len() > 1 {
        wrong(Msg::PracticeMovesNoneAndMoves.into())
    } else {
        Chosen::NoneAlone
    })
}

/// Reads what the student typed for `target`: a whole number where one is asked for (else
/// one line asking for one; the entry is not graded), 0 or 1 for a bit, P or N, + or −, a
/// move or "none".
pub fn read_answer(item: &Item, target: &str, typed: &str) -> Result<Answer, Phrase> {
    let Some(t) = item.target(target) else {
        return Err(phrase!(PracticeNoTarget {
            target: grundy_core::text::shown(target)
        }));
    };
    let text = typed.trim();
    let token = grundy_core::text::shown(text);
    let is_none = |s: &str| matches!(s.to_ascii_lowercase().as_str(), "none" | "无" | "-");
    match t.ask {
        Ask::Number => text
            .parse::<u64>()
            .map(Answer::Number)
            .map_err(|_| phrase!(PracticeNeedWhole { token })),
        Ask::Bit => match text {
            "0" => Ok(Answer::Number(0)),
            "1" => Ok(Answer::Number(1)),
            _ => Err(phrase!(PracticeNeedBit { token })),
        },
        Ask::NumberOrNone if is_none(text) => Ok(Answer::None),
        Ask::NumberOrNone => text
            .parse::<u64>()
            .map(Answer::Number)
            .map_err(|_| phrase!(PracticeNeedWholeOrNone { token })),
        Ask::Outcome => match text {
            "P" | "p" => Ok(Answer::Outcome(Outcome::P)),
            "N" | "n" => Ok(Answer::Outcome(Outcome::N)),
            _ => Err(phrase!(PracticeNeedPn { token })),
        },
        Ask::Sign => match text {
            "+" => Ok(Answer::Plus(true)),
            "-" | "−" => Ok(Answer::Plus(false)),
            _ => Err(phrase!(PracticeNeedSign { token })),
        },
        Ask::MoveOrNone if is_none(text) => Ok(Answer::None),
        Ask::MoveOrNone => {
            let parsed = text.split_once(':').and_then(|(p, k)| {
                Some((
                    p.trim().parse::<usize>().ok()?,
                    k.trim().parse::<u64>().ok()?,
                ))
            });
            match parsed {
                Some((pile, take)) => Ok(Answer::Move { pile, take }),
                None => Err(phrase!(PracticeNeedMove { token })),
            }
        }
        Ask::Choice => Ok(Answer::Choices(vec![t.id])),
    }
}

/// Grades `answer` for `target` of `item`. `shown` lists the targets whose values are on
/// the screen (graded right or revealed): an explanation names a position still open rather
/// than giving its value away. An answer of the wrong kind for the target, or a target the
/// item lacks, is an error (not graded).
pub fn grade(
    item: &Item,
    target: &str,
    answer: &Answer,
    shown: &[String],
) -> Result<Graded, Phrase> {
    let wrong_kind = || {
        phrase!(PracticeNoTarget {
            target: grundy_core::text::shown(target)
        })
    };
    let graded = match &item.body {
        Body::Dag(d) => d.grade(item.topic, target, answer, shown),
        Body::Moves(m) => m.grade(target, answer),
        Body::Play(p) => p.grade(target, answer),
        Body::NimSum(s) => s.grade(target, answer, shown),
        Body::Table(t) => t.grade(target, answer, shown),
        Body::Ie(i) => i.grade(target, answer, shown),
    };
    graded.ok_or_else(wrong_kind)
}

/// The item's figure as the page draws it, with the values of `shown` targets written in
/// (None for a topic drawn as its targets alone: the SG table).
pub fn figure(item: &Item, shown: &[String], lang: Lang) -> Option<Figure> {
    match &item.body {
        Body::Dag(d) => Some(d.figure(item.topic, shown, lang)),
        Body::Moves(m) => Some(m.figure(shown, lang)),
        Body::Play(p) => p.figure(lang),
        Body::NimSum(s) => Some(s.figure(lang)),
        Body::Table(_) => None,
        Body::Ie(i) => Some(i.figure(lang)),
    }
}

/// The item as text for the command line and a handout: its heading, the task, the
/// position, the targets and, with `answers`, the answer key.
pub fn item_text(item: &Item, count: usize, lang: Lang, answers: bool) -> String {
    use grundy_core::i18n::tr;
    let mut out = grundy_core::t!(
        lang,
        PracticeItemHeading {
            index: item.index + 1,
            count,
            topic: item.topic.title(),
            level: item.level
        }
    );
    out.push('\n');
    out.push_str(tr(lang, item.topic.task()));
    out.push('\n');
    out.push_str(&item.describe().render(lang));
    out.push('\n');
    let targets: Vec<String> = item
        .targets()
        .iter()
        .map(|t| match t.ask {
            Ask::Choice => t.id.clone(),
            _ => t.label.render(lang),
        })
        .collect();
    out.push_str(&format!("  {}\n", targets.join(" · ")));
    if answers {
        let key: Vec<String> = item
            .answers()
            .iter()
            .map(|(id, a)| format!("{id}={a}"))
            .collect();
        out.push_str(&format!(
            "  {}{}{}\n",
            tr(lang, Msg::PracticeAnswerKey),
            lang.colon(),
            key.join("  ")
        ));
    }
    out
}

/// A digest of a set's items (their data, not their wording), which the page's wasm tests
/// compare with the native one: the same seed must give the same items everywhere.
pub fn digest(spec: &Spec) -> u64 {
    let text: String = spec.items().iter().map(|i| format!("{i:?}\n")).collect();
    Fnv::of(text.as_bytes())
}

/// The digest of the pinned sets: every topic and level, seeds 1 to 5, five items each. The
/// native tests check it against [`PINNED_DIGEST`] and the browser tests compute it in wasm,
/// so a seed gives the same items on every machine and in the page's worker.
pub fn pinned_sets_digest() -> u64 {
    let mut all = Vec::new();
    for topic in Topic::ALL {
        for level in LEVELS {
            for seed in 1..=5 {
                all.push(digest(&Spec {
                    topic,
                    seed,
                    level,
                    count: 5,
                }));
            }
        }
    }
    Fnv::of(format!("{all:?}").as_bytes())
}

/// What [`pinned_sets_digest`] gives. A change here changes the items of every shared
/// practice link, so it must be deliberate.
pub const PINNED_DIGEST: u64 = 0xe9fe_06bb_b80e_a6f4;

/// Whether a hook (its `data-*` pairs) keeps an attribute [`strip_data`] would remove.
type KeepHook<'a> = dyn Fn(&[(&'static str, String)]) -> bool + 'a;

/// Removes the `data-NAME` attribute from every hook `testid` that `keep` does not keep:
/// the lessons' figures write values into their hooks (a `dag-node`'s SG, a `component`'s),
/// and before it is graded such a value is the answer.
fn strip_data(shapes: &mut [Shape], testid: &str, name: &str, keep: &KeepHook<'_>) {
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            if let Some(h) = hook.as_mut().filter(|h| h.testid == testid) {
                if !keep(&h.data) {
                    h.data.retain(|(k, _)| *k != name);
                }
            }
            strip_data(children, testid, name, keep);
        }
    }
}
