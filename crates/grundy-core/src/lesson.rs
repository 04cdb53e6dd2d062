//! Lessons as the front-ends see them: links (`#/lesson?params`, see shared/app-contract.md)
//! parsed into validated lesson models, and each model's walkthrough: a number of steps, a
//! figure and a sentence per step, and the facts behind the public hooks.
//!
//! Opening a link never fails: a missing parameter takes the lesson's example, an invalid one
//! also takes the example and adds a [`ParamError`] naming the parameter and what was expected.

pub mod apple_tree;
pub mod cutting;
pub mod dag_walk;
pub mod end_piles;
pub mod flip_multiples;
pub mod game_lab;
pub mod graph_sum;
pub mod ie;
pub mod majority;
pub mod nim_family;
pub mod wythoff;

use crate::figure::Figure;
use crate::i18n::{trf, Lang, Msg, Phrase};
use std::rc::Rc;

/// Every lesson, in the order of the home page. Slugs are the `grundy judge` problem names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum LessonKind {
    Nim,
    MisereNim,
    BoundedNim,
    StaircaseNim,
    SetNim,
    SplitNim,
    GraphSum,
    Wythoff,
    Cutting,
    EndPiles,
    AppleTree,
    FlipMultiples,
    IeDivisible,
    Majority,
    GameLab,
}

/// Title and one-line summary of a lesson in both languages.
pub struct LessonInfo {
    /// The lesson.
    pub kind: LessonKind,
    /// Link slug.
    pub slug: &'static str,
    /// Title (en, zh).
    pub title: (&'static str, &'static str),
    /// Summary (en, zh).
    pub summary: (&'static str, &'static str),
}

/// The catalogue, in home-page order.
pub const LESSONS: &[LessonInfo] = &[
    LessonInfo {
        kind: LessonKind::Majority,
        slug: "majority",
        title: ("Boyer–Moore majority vote", "摩尔投票法"),
        summary: (
            "Find the value that fills more than half an array with one candidate and one counter.",
            "只用一个候选和一个计数器，找出出现次数超过一半的数。",
        ),
    },
    LessonInfo {
        kind: LessonKind::Nim,
        slug: "nim",
        title: ("Nim", "Nim 游戏"),
        summary: (
            "Piles of stones; the nim-sum decides, and its highest bit finds the winning move.",
            "若干堆石子；异或和决定胜负，其最高位给出必胜走法。",
        ),
    },
    LessonInfo {
        kind: LessonKind::MisereNim,
        slug: "misere-nim",
        title: ("Misère Nim", "反 Nim 游戏"),
        summary: (
            "Whoever takes the last stone loses: the XOR rule with one twist.",
            "取走最后一颗石子的人输：异或规则加一个转折。",
        ),
    },
    LessonInfo {
        kind: LessonKind::BoundedNim,
        slug: "bounded-nim",
        title: ("Bounded Nim", "限制取数的 Nim"),
        summary: (
            "Take at most k stones: every pile counts as its size mod (k+1).",
            "每次最多取 k 颗：每堆等价于它模 (k+1) 的余数。",
        ),
    },
    LessonInfo {
        kind: LessonKind::StaircaseNim,
        slug: "staircase-nim",
        title: ("Staircase Nim", "台阶 Nim"),
        summary: (
            "Stones move down a staircase; only the odd steps matter.",
            "石子沿台阶下移；只有奇数级台阶起作用。",
        ),
    },
    LessonInfo {
        kind: LessonKind::SetNim,
        slug: "set-nim",
        title: ("Subtraction games (set-Nim)", "集合-Nim（减法游戏）"),
        summary: (
            "Moves remove an amount from a fixed set: SG values by mex.",
            "每次只能取集合中的数量：用 mex 求 SG 值。",
        ),
    },
    LessonInfo {
        kind: LessonKind::SplitNim,
        slug: "split-nim",
        title: ("Split-Nim", "拆分-Nim"),
        summary: (
            "Replace a pile by two smaller ones: a pair is worth the XOR of its parts.",
            "把一堆换成两堆更小的：两堆的 SG 是各自 SG 的异或。",
        ),
    },
    LessonInfo {
        kind: LessonKind::GraphSum,
        slug: "graph-sum",
        title: ("Games on a DAG and their sums", "有向图游戏及其和"),
        summary: (
            "Tokens on a directed acyclic graph: SG = mex of the successors, sums by XOR.",
            "有向无环图上的棋子：SG 为后继的 mex，多个棋子取异或。",
        ),
    },
    LessonInfo {
        kind: LessonKind::Wythoff,
        slug: "wythoff",
        title: ("Wythoff's game", "威佐夫博弈"),
        summary: (
            "Two piles, queen moves: the losing pairs follow the golden ratio.",
            "两堆石子、皇后走法：必败局面与黄金分割有关。",
        ),
    },
    LessonInfo {
        kind: LessonKind::Cutting,
        slug: "cutting",
        title: ("The paper-cutting game", "剪纸游戏"),
        summary: (
            "Cut a sheet in two; who first cuts out a 1×1 square wins.",
            "把纸剪成两块；先剪出 1×1 的人获胜。",
        ),
    },
    LessonInfo {
        kind: LessonKind::EndPiles,
        slug: "end-piles",
        title: ("Take from either end", "两端取石子"),
        summary: (
            "A row of piles, moves only at the ends: an interval DP.",
            "一排石子堆，只能从两端取：区间 DP。",
        ),
    },
    LessonInfo {
        kind: LessonKind::AppleTree,
        slug: "apple-tree",
        title: ("The apple tree", "苹果树博弈"),
        summary: (
            "Staircase Nim on a tree, and the swaps that make the second player win.",
            "树上的台阶 Nim，以及让后手必胜的交换。",
        ),
    },
    LessonInfo {
        kind: LessonKind::FlipMultiples,
        slug: "flip-multiples",
        title: ("Flip the multiples", "翻转倍数游戏"),
        summary: (
            "Flip a cell and its multiples: SG depends only on ⌊n/x⌋.",
            "翻转一个格子及其倍数：SG 只与 ⌊n/x⌋ 有关。",
        ),
    },
    LessonInfo {
        kind: LessonKind::IeDivisible,
        slug: "ie-divisible",
        title: (
            "Inclusion–exclusion: counting multiples",
            "容斥原理：能被整除的数",
        ),
        summary: (
            "How many of 1..n have a divisor from a list: 2^m − 1 signed terms.",
            "1..n 中能被某个给定数整除的个数：2^m − 1 个带符号的项。",
        ),
    },
    LessonInfo {
        kind: LessonKind::GameLab,
        slug: "game-lab",
        title: ("Game lab: octal games", "游戏实验室：八进制游戏"),
        summary: (
            "Invent a take-and-break game, tabulate its SG values and prove their period.",
            "自己设计取石子拆堆游戏，打表求 SG 值，并证明它的周期。",
        ),
    },
];

impl LessonKind {
    /// The lesson's catalogue entry.
    pub fn info(self) -> &'static LessonInfo {
        // Every kind has exactly one entry; the test below checks it.
        LESSONS
            .iter()
            .find(|l| l.kind == self)
            .unwrap_or(&LESSONS[0])
    }

    /// The lesson for a link slug.
    pub fn from_slug(slug: &str) -> Option<LessonKind> {
        LESSONS.iter().find(|l| l.slug == slug).map(|l| l.kind)
    }

    /// Title in `lang`.
    pub fn title(self, lang: Lang) -> &'static str {
        let i = self.info();
        if lang == Lang::Zh {
            i.title.1
        } else {
            i.title.0
        }
    }

    /// Summary in `lang`.
    pub fn summary(self, lang: Lang) -> &'static str {
        let i = self.info();
        if lang == Lang::Zh {
            i.summary.1
        } else {
            i.summary.0
        }
    }
}

/// An invalid link or form parameter: which one, and what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamError {
    /// The parameter's name as in the link.
    pub param: String,
    /// What was expected, as a message and its arguments.
    pub expected: Msg,
    /// Arguments of `expected` (rendered in the reader's language when shown).
    pub args: Vec<Phrase>,
}

impl ParamError {
    /// A new error for `param`.
    pub fn new(param: &str, expected: Msg, args: Vec<String>) -> Self {
        ParamError {
            param: param.to_string(),
            expected,
            args: args.into_iter().map(Phrase::Text).collect(),
        }
    }

    /// An error for `param` whose last argument is a reason given as a message.
    pub fn because(param: &str, expected: Msg, args: Vec<String>, reason: Phrase) -> Self {
        let mut e = ParamError::new(param, expected, args);
        e.args.push(reason);
        e
    }

    /// The message shown to the user, naming the parameter.
    pub fn message(&self, lang: Lang) -> String {
        trf(
            lang,
            Msg::ErrorParam,
            &[
                self.param.clone(),
                Phrase::Msg(self.expected, self.args.clone()).render(lang),
            ],
        )
    }
}

/// A link's query as ordered (name, value) pairs, percent-decoded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query(pub Vec<(String, String)>);

impl Query {
    /// Parses `a=1&b=2,3` (no leading `?`).
    pub fn parse(text: &str) -> Query {
        Query(
            text.split('&')
                .filter(|p| !p.is_empty())
                .map(|pair| match pair.split_once('=') {
                    Some((k, v)) => (percent_decode(k), percent_decode(v)),
                    None => (percent_decode(pair), String::new()),
                })
                .collect(),
        )
    }

    /// The last value given for `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// This query with `name` set to `value` (removed when None); a replaced parameter keeps
    /// its place, a new one goes last.
    pub fn with(&self, name: &str, value: Option<String>) -> Query {
        let mut q = self.clone();
        let pos = q.0.iter().position(|(k, _)| k == name);
        q.0.retain(|(k, _)| k != name);
        if let Some(v) = value {
            let at = pos.unwrap_or(q.0.len()).min(q.0.len());
            q.0.insert(at, (name.to_string(), v));
        }
        q
    }

    /// Renders the pairs back as `a=1&b=2` (commas and signs kept readable).
    pub fn render(&self) -> String {
        self.0
            .iter()
            .map(|(k, v)| format!("{}={}", percent_encode(k), percent_encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

fn percent_decode(s: &str) -> String {
    fn hex(b: u8) -> Option<u8> {
        (b as char).to_digit(16).map(|d| d as u8)
    }
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push(h * 16 + l);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.,:~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Where a link points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// The lesson list.
    Home(Query),
    /// A lesson and its query.
    Lesson(LessonKind, Query),
    /// A slug no lesson has.
    Unknown(String, Query),
}

impl Route {
    /// Parses a location hash such as `#/majority?values=1,2&step=3` (the `#` is optional).
    pub fn parse(hash: &str) -> Route {
        let h = hash.strip_prefix('#').unwrap_or(hash);
        let h = h.strip_prefix('/').unwrap_or(h);
        let (path, query) = h.split_once('?').unwrap_or((h, ""));
        let query = Query::parse(query);
        let path = path.trim_end_matches('/');
        if path.is_empty() {
            return Route::Home(query);
        }
        match LessonKind::from_slug(path) {
            Some(kind) => Route::Lesson(kind, query),
            None => Route::Unknown(percent_decode(path), query),
        }
    }

    /// The `lang=` of the link, if valid.
    pub fn lang(&self) -> Option<Lang> {
        let q = match self {
            Route::Home(q) | Route::Lesson(_, q) | Route::Unknown(_, q) => q,
        };
        q.get("lang").and_then(Lang::parse)
    }
}

/// The facts behind the public hooks of a lesson (shared/app-contract.md).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Facts {
    /// `result` hook's `data-value` (counts, majority value or `none`).
    pub result: Option<String>,
    /// `verdict` hook: whether the player to move wins.
    pub first_wins: Option<bool>,
    /// `nim-sum` hook's value.
    pub nim_sum: Option<u64>,
    /// `winning-move` hook (Nim): the 1-based pile and how many to take.
    pub winning_move: Option<(usize, u64)>,
}

/// The state of a game being played in a lesson (the moves are in the link's `moves=`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayInfo {
    /// How moves are written in this lesson.
    pub notation: Msg,
    /// The moves played so far, as written in the link.
    pub history: Vec<String>,
    /// 1 or 2: whose turn it is (player 1 moved first).
    pub player_to_move: u8,
    /// Whether no move is left.
    pub over: bool,
    /// Whether the player to move wins with best play (at the end: whether they have won).
    pub to_move_wins: bool,
    /// Winning moves in link notation (at most [`MAX_LISTED_MOVES`]).
    pub winning: Vec<String>,
    /// How many winning moves there are in all.
    pub winning_count: usize,
    /// The move a perfect computer opponent plays here (a winning one when there is one).
    pub computer_move: Option<String>,
}

/// Most winning moves listed by a hint.
pub const MAX_LISTED_MOVES: usize = 12;

/// The play state of a two-player game in the usual shape: the player to move is decided by
/// the number of moves so far; `fallback` is a legal move for a computer without a winning one.
pub fn play_info(
    notation: Msg,
    history: &[String],
    over: bool,
    to_move_wins: bool,
    winning: Vec<String>,
    fallback: Option<String>,
) -> PlayInfo {
    PlayInfo {
        notation,
        history: history.to_vec(),
        player_to_move: if history.len().is_multiple_of(2) {
            1
        } else {
            2
        },
        over,
        to_move_wins,
        winning_count: winning.len(),
        computer_move: if over {
            None
        } else {
            winning.first().cloned().or(fallback)
        },
        winning: winning.into_iter().take(MAX_LISTED_MOVES).collect(),
    }
}

/// One input of a lesson's form: its link parameter, its label and its current text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputField {
    /// The link parameter it edits.
    pub param: &'static str,
    /// Its label.
    pub label: Msg,
    /// The current value as text.
    pub value: String,
    /// Whether it is edited in a multi-line box (edge lists).
    pub multiline: bool,
}

impl InputField {
    /// A one-line field holding `value`.
    pub fn text(param: &'static str, label: Msg, value: impl ToString) -> Self {
        InputField {
            param,
            label,
            value: value.to_string(),
            multiline: false,
        }
    }

    /// A one-line field holding a comma-separated list.
    pub fn list<T: ToString>(
        param: &'static str,
        label: Msg,
        values: impl IntoIterator<Item = T>,
    ) -> Self {
        let value = values
            .into_iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(",");
        InputField {
            param,
            label,
            value,
            multiline: false,
        }
    }
}

/// A lesson's validated model: its walkthrough and its facts.
pub trait Walkthrough {
    /// Number of steps (at least 1).
    fn step_count(&self) -> usize;
    /// The figure at `step` (< step_count).
    fn figure(&self, step: usize, lang: Lang) -> Figure;
    /// The sentence explaining `step`.
    fn sentence(&self, step: usize, lang: Lang) -> String;
    /// The facts for the hooks.
    fn facts(&self) -> Facts;
    /// The inputs the page offers for editing.
    fn inputs(&self) -> Vec<InputField>;
    /// Paragraphs explaining why the method works.
    fn notes(&self, lang: Lang) -> Vec<String>;
    /// The game in progress, for lessons that can be played.
    fn play(&self) -> Option<PlayInfo> {
        None
    }
    /// The figures this lesson can show (empty when it has just one).
    fn views(&self) -> Vec<ViewLink> {
        Vec::new()
    }
}

/// A link to one of a lesson's figures (`view=` and its own parameters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ViewLink {
    /// The `view=` value.
    pub view: &'static str,
    /// Caption of the link.
    pub label: Msg,
    /// Arguments of the caption.
    pub args: Vec<String>,
    /// Parameters to set (the view's own, e.g. `pile`; an empty value removes the parameter);
    /// `view` itself is added by the front-end.
    pub params: Vec<(&'static str, String)>,
    /// Whether this is the figure shown now.
    pub current: bool,
}

/// Names of the parameters every lesson understands.
pub const COMMON_PARAMS: &[&str] = &["step", "lang", "embed", "view", "moves", "vs"];

/// A lesson opened from a link: its model, the step to show and any parameter errors.
pub struct OpenLesson {
    /// The lesson.
    pub kind: LessonKind,
    /// The validated model (the example where the link's parameters were invalid).
    pub model: Rc<dyn Walkthrough>,
    /// The step to show, clamped to the walkthrough.
    pub step: usize,
    /// Whether only the figure and its step controls are shown.
    pub embed: bool,
    /// Problems with the link's parameters.
    pub errors: Vec<ParamError>,
}

/// A lesson's model built from a link, or its example with the reason the link's own
/// parameters were refused. Building can be costly (2^20 terms, a 200×200 table); opening at
/// a step is not, so front-ends keep a `Built` while only step, language or embedding change.
pub struct Built {
    /// The model.
    pub model: Rc<dyn Walkthrough>,
    /// Why the link's parameters were refused, if they were.
    pub error: Option<ParamError>,
}

/// Parameters that never change a lesson's model, only how it is shown.
pub const DISPLAY_PARAMS: &[&str] = &["step", "lang", "embed", "vs"];

/// The part of a query that determines the model (the query without [`DISPLAY_PARAMS`]).
pub fn model_query(query: &Query) -> Query {
    Query(
        query
            .0
            .iter()
            .filter(|(k, _)| !DISPLAY_PARAMS.contains(&k.as_str()))
            .cloned()
            .collect(),
    )
}

/// Builds the model for a link (see [`Built`]).
pub fn build(kind: LessonKind, query: &Query) -> Built {
    match build_model(kind, query) {
        Ok(m) => Built {
            model: Rc::from(m),
            error: None,
        },
        Err(e) => Built {
            model: Rc::from(example_model(kind)),
            error: Some(e),
        },
    }
}

/// Builds a lesson's model from its own parameters (not the common ones).
pub fn build_model(kind: LessonKind, query: &Query) -> Result<Box<dyn Walkthrough>, ParamError> {
    fn boxed<W: Walkthrough + 'static>(w: W) -> Box<dyn Walkthrough> {
        Box::new(w)
    }
    match kind {
        LessonKind::Majority => majority::MajorityLesson::from_query(query).map(boxed),
        LessonKind::Nim
        | LessonKind::MisereNim
        | LessonKind::BoundedNim
        | LessonKind::StaircaseNim
        | LessonKind::SetNim
        | LessonKind::SplitNim => nim_family::NimFamilyLesson::from_query(kind, query).map(boxed),
        LessonKind::GraphSum => graph_sum::GraphSumLesson::from_query(query).map(boxed),
        LessonKind::IeDivisible => ie::IeLesson::from_query(query).map(boxed),
        LessonKind::Wythoff => wythoff::WythoffLesson::from_query(query).map(boxed),
        LessonKind::EndPiles => end_piles::EndPilesLesson::from_query(query).map(boxed),
        LessonKind::Cutting => cutting::CuttingLesson::from_query(query).map(boxed),
        LessonKind::AppleTree => apple_tree::AppleTreeLesson::from_query(query).map(boxed),
        LessonKind::FlipMultiples => flip_multiples::FlipLesson::from_query(query).map(boxed),
        LessonKind::GameLab => game_lab::GameLabLesson::from_query(query).map(boxed),
    }
}

/// The lesson's default example (its parameters all missing).
pub fn example_model(kind: LessonKind) -> Box<dyn Walkthrough> {
    match build_model(kind, &Query::default()) {
        Ok(m) => m,
        // Every lesson's example is valid (a test opens each one); majority is the fallback.
        Err(_) => Box::new(majority::MajorityLesson::example()),
    }
}

/// The lesson's own parameter names.
pub fn lesson_params(kind: LessonKind) -> &'static [&'static str] {
    match kind {
        LessonKind::Majority => &["values"],
        LessonKind::Nim
        | LessonKind::MisereNim
        | LessonKind::BoundedNim
        | LessonKind::StaircaseNim
        | LessonKind::SetNim
        | LessonKind::SplitNim => nim_family::params(kind),
        LessonKind::GraphSum => &["n", "edges", "tokens", "moves"],
        LessonKind::IeDivisible => &["n", "d", "order", "x", "mode", "names", "sizes"],
        LessonKind::Wythoff => &["a", "b", "moves"],
        LessonKind::EndPiles => &["piles", "moves"],
        LessonKind::Cutting => &["w", "h", "moves", "size"],
        LessonKind::AppleTree => &["apples", "parents", "moves"],
        LessonKind::FlipMultiples => &["n", "white", "moves", "sel"],
        LessonKind::GameLab => game_lab::PARAMS,
    }
}

/// Opens a lesson from its link query: never fails (see the module doc).
pub fn open(kind: LessonKind, query: &Query) -> OpenLesson {
    open_built(kind, query, &build(kind, query))
}

/// Opens a lesson from its link with a model already built for it (see [`Built`]).
pub fn open_built(kind: LessonKind, query: &Query, built: &Built) -> OpenLesson {
    let mut errors = Vec::new();
    let own = lesson_params(kind);
    for (k, _) in &query.0 {
        if !own.contains(&k.as_str()) && !COMMON_PARAMS.contains(&k.as_str()) {
            errors.push(ParamError::new(
                k,
                Msg::ExpectKnownParam,
                vec![own.join(", ")],
            ));
        }
    }
    errors.extend(built.error.clone());
    let model = built.model.clone();
    let last = model.step_count() - 1;
    let step = match query.get("step") {
        None => 0,
        Some(s) => match s.parse::<usize>() {
            Ok(k) if k <= last => k,
            _ => {
                errors.push(ParamError::new(
                    "step",
                    Msg::ExpectStep,
                    vec![last.to_string(), s.to_string()],
                ));
                if s.parse::<usize>().is_ok() {
                    last
                } else {
                    0
                }
            }
        },
    };
    if let Some(l) = query.get("lang") {
        if Lang::parse(l).is_none() {
            errors.push(ParamError::new(
                "lang",
                Msg::ExpectLang,
                vec![l.to_string()],
            ));
        }
    }
    let embed = match query.get("embed") {
        None | Some("0") => false,
        Some("1") => true,
        Some(other) => {
            errors.push(ParamError::new(
                "embed",
                Msg::ExpectFlag,
                vec![other.to_string()],
            ));
            false
        }
    };
    OpenLesson {
        kind,
        model,
        step,
        embed,
        errors,
    }
}

/// Splits a comma-separated list and parses each item with `item`; an empty or blank list
/// is refused with the example.
fn parse_list<T>(
    param: &str,
    text: &str,
    example: &str,
    item: impl Fn(&str) -> Option<T>,
    bad_item: impl Fn(&str) -> ParamError,
) -> Result<Vec<T>, ParamError> {
    if text.trim().is_empty() {
        return Err(ParamError::new(
            param,
            Msg::ExpectNonEmpty,
            vec![example.into()],
        ));
    }
    text.split(',')
        .map(str::trim)
        .map(|t| item(t).ok_or_else(|| bad_item(t)))
        .collect()
}

/// Parses a comma-separated list of whole numbers in lo..=hi (at most `max_len` of them).
pub fn parse_u64_list(
    param: &str,
    text: &str,
    example: &str,
    lo: u64,
    hi: u64,
    max_len: usize,
) -> Result<Vec<u64>, ParamError> {
    let out = parse_list(
        param,
        text,
        example,
        |t| t.parse::<u64>().ok().filter(|v| (lo..=hi).contains(v)),
        |t| {
            ParamError::new(
                param,
                Msg::ExpectU64List,
                vec![lo.to_string(), hi.to_string(), example.into(), t.into()],
            )
        },
    )?;
    if out.len() > max_len {
        return Err(ParamError::new(
            param,
            Msg::ExpectAtMost,
            vec![max_len.to_string(), out.len().to_string()],
        ));
    }
    Ok(out)
}

/// Parses one whole number in lo..=hi.
pub fn parse_u64(param: &str, text: &str, lo: u64, hi: u64) -> Result<u64, ParamError> {
    match text.trim().parse::<u64>() {
        Ok(v) if v >= lo && v <= hi => Ok(v),
        _ => Err(ParamError::new(
            param,
            Msg::ExpectU64,
            vec![lo.to_string(), hi.to_string(), text.to_string()],
        )),
    }
}

/// The moves of a `moves=` parameter (empty items are refused by the lesson's own parser).
pub fn split_moves(text: Option<&str>) -> Vec<String> {
    match text {
        None => Vec::new(),
        Some(t) if t.trim().is_empty() => Vec::new(),
        Some(t) => t.split(',').map(|m| m.trim().to_string()).collect(),
    }
}

/// An error for move number `index` (0-based) of `moves=`.
pub fn move_error(index: usize, notation: &str, reason: Phrase) -> ParamError {
    ParamError::because(
        "moves",
        Msg::ExpectMove,
        vec![(index + 1).to_string(), notation.to_string()],
        reason,
    )
}

/// The reason given for a move written in the wrong shape: what the notation is.
pub fn bad_format(notation: Msg) -> Phrase {
    Phrase::Msg(Msg::MoveBadFormat, vec![Phrase::msg(notation, Vec::new())])
}

/// Parses a comma-separated list of signed 64-bit integers for parameter `param`. A
/// typographic minus is accepted, since people paste from notes.
pub fn parse_i64_list(param: &str, text: &str, example: &str) -> Result<Vec<i64>, ParamError> {
    parse_list(
        param,
        text,
        example,
        |t| t.replace('−', "-").parse::<i64>().ok(),
        |t| ParamError::new(param, Msg::ExpectInt64List, vec![example.into(), t.into()]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_has_one_catalogue_entry_and_a_unique_slug() {
        let kinds = [
            LessonKind::Nim,
            LessonKind::MisereNim,
            LessonKind::BoundedNim,
            LessonKind::StaircaseNim,
            LessonKind::SetNim,
            LessonKind::SplitNim,
            LessonKind::GraphSum,
            LessonKind::Wythoff,
            LessonKind::Cutting,
            LessonKind::EndPiles,
            LessonKind::AppleTree,
            LessonKind::FlipMultiples,
            LessonKind::IeDivisible,
            LessonKind::Majority,
            LessonKind::GameLab,
        ];
        for k in kinds {
            assert_eq!(LESSONS.iter().filter(|l| l.kind == k).count(), 1, "{k:?}");
            assert_eq!(LessonKind::from_slug(k.info().slug), Some(k));
        }
        assert_eq!(LESSONS.len(), kinds.len());
    }

    #[test]
    fn every_lesson_opens_its_example_without_errors_in_both_languages() {
        for info in LESSONS {
            let o = open(info.kind, &Query::default());
            assert!(o.errors.is_empty(), "{}: {:?}", info.slug, o.errors);
            assert!(
                build_model(info.kind, &Query::default()).is_ok(),
                "{}",
                info.slug
            );
            for step in 0..o.model.step_count() {
                for lang in [Lang::En, Lang::Zh] {
                    assert!(
                        !o.model.sentence(step, lang).is_empty(),
                        "{} step {step}",
                        info.slug
                    );
                    assert!(o.model.figure(step, lang).to_svg().contains("</svg>"));
                }
            }
        }
    }

    #[test]
    fn routes_parse_from_hashes() {
        assert_eq!(Route::parse(""), Route::Home(Query::default()));
        assert_eq!(Route::parse("#/"), Route::Home(Query::default()));
        assert_eq!(Route::parse("#/?lang=zh").lang(), Some(Lang::Zh));
        let Route::Lesson(k, q) = Route::parse("#/majority?values=2,2,-1&step=3") else {
            panic!()
        };
        assert_eq!(k, LessonKind::Majority);
        assert_eq!(q.get("values"), Some("2,2,-1"));
        assert_eq!(q.get("step"), Some("3"));
        assert_eq!(
            Route::parse("#/majority?values=1%2C2").clone(),
            Route::Lesson(
                LessonKind::Majority,
                Query(vec![("values".into(), "1,2".into())])
            )
        );
        assert!(matches!(Route::parse("#/chess"), Route::Unknown(s, _) if s == "chess"));
    }

    #[test]
    fn with_replaces_in_place_appends_new_and_removes() {
        let q = Query::parse("piles=3,4&step=2&lang=zh");
        assert_eq!(
            q.with("step", Some("5".into())).render(),
            "piles=3,4&step=5&lang=zh"
        );
        assert_eq!(q.with("step", None).render(), "piles=3,4&lang=zh");
        assert_eq!(
            q.with("moves", Some("1:2".into())).render(),
            "piles=3,4&step=2&lang=zh&moves=1:2"
        );
    }

    #[test]
    fn query_renders_back_readably() {
        let q = Query(vec![
            ("values".into(), "2,-3".into()),
            ("lang".into(), "zh".into()),
        ]);
        assert_eq!(q.render(), "values=2,-3&lang=zh");
        assert_eq!(Query::parse(&q.render()), q);
        assert_eq!(Query::parse("a=%E4%B8%AD").get("a"), Some("中"));
        assert_eq!(Query::parse("a=%zz%").get("a"), Some("%zz%"));
        assert_eq!(Query::parse("a=%中").get("a"), Some("%中"));
    }

    #[test]
    fn opening_a_bad_link_names_the_parameter_and_keeps_the_example() {
        let o = open(
            LessonKind::Majority,
            &Query::parse("values=1,x,3&step=99&lang=fr&colour=red"),
        );
        let names: Vec<&str> = o.errors.iter().map(|e| e.param.as_str()).collect();
        assert_eq!(names, vec!["colour", "values", "step", "lang"]);
        assert!(o.errors[1].message(Lang::En).contains("“x” is not one"));
        assert!(o.errors[1].message(Lang::Zh).contains("参数“values”"));
        assert_eq!(o.step, o.model.step_count() - 1);
        assert_eq!(o.model.facts().result.as_deref(), Some("2"));
    }

    #[test]
    fn reasons_inside_errors_are_rendered_in_the_readers_language() {
        // Regression: move, tree and pasted-judge reasons used to be built in English and
        // dropped into the Chinese template.
        let zh = |kind, q: &str| {
            build_model(kind, &Query::parse(q))
                .err()
                .map(|e| e.message(Lang::Zh))
                .unwrap_or_default()
        };
        let m = zh(LessonKind::Nim, "piles=3,4&moves=1:2,1:5");
        assert_eq!(m, "参数“moves”：第 2 步“1:5”无法走：第 1 堆只有 1 颗");
        let m = zh(LessonKind::Nim, "piles=3,4&moves=x");
        assert!(m.contains("格式应为 堆号:数量"), "{m}");
        let m = zh(LessonKind::AppleTree, "apples=1,1,1,1&parents=1,2,1");
        assert!(m.contains("深度奇偶不同") && !m.contains("parity"), "{m}");
        let m = zh(LessonKind::GraphSum, "edges=3 1 1%0A1 9%0A1");
        assert!(
            m.contains("评测格式输入第 2 行") && !m.contains("expected"),
            "{m}"
        );
        for (kind, q) in [
            (LessonKind::Wythoff, "a=3&b=5&moves=1:2"),
            (LessonKind::Cutting, "w=3&h=2&moves=2:v1"),
            (LessonKind::EndPiles, "piles=3&moves=X:1"),
            (LessonKind::FlipMultiples, "moves=4:1"),
            (LessonKind::StaircaseNim, "moves=9:1"),
        ] {
            let m = zh(kind, q);
            let english = [
                "there", "pile", "cell", "sheet", "take", "only", "not ", "expected", "the ",
            ];
            assert!(
                !m.is_empty() && !english.iter().any(|w| m.contains(w)),
                "{kind:?}: {m}"
            );
        }
    }

    #[test]
    fn no_parameter_value_makes_any_lesson_panic() {
        let values = [
            "",
            "x",
            "-1",
            "0",
            "1",
            "0,0,0",
            "18446744073709551616",
            "18446744073709551615",
            "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21",
            "1:1,1:1,1:1",
            "1-1",
            ",",
            "2+2",
        ];
        for info in LESSONS {
            let mut params: Vec<&str> = lesson_params(info.kind).to_vec();
            params.extend(["step", "view", "lang", "embed", "x", "pile", "size", "sel"]);
            for p in &params {
                for v in values {
                    let o = open(info.kind, &Query(vec![(p.to_string(), v.to_string())]));
                    // Whatever happened, the page can show any step in both languages.
                    let last = o.model.step_count() - 1;
                    for step in [0, o.step, last] {
                        let _ = o.model.figure(step, Lang::Zh).to_svg();
                        let _ = o.model.sentence(step, Lang::En);
                    }
                    for e in &o.errors {
                        assert!(!e.message(Lang::Zh).is_empty());
                    }
                }
            }
        }
    }

    #[test]
    fn the_contracts_example_links_open_without_errors() {
        // The links of shared/app-contract.md, as teachers put them into slides.
        let links = [
            "#/nim?piles=3,4,5",
            "#/misere-nim?piles=3,4,5",
            "#/bounded-nim?piles=7,9,4&k=3",
            "#/staircase-nim?steps=3,1,4,1,5",
            "#/set-nim?set=2,5&piles=2,4,7",
            "#/split-nim?piles=2,3",
            "#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3",
            "#/wythoff?a=3&b=5",
            "#/cutting?w=5&h=4",
            "#/end-piles?piles=3,1,9,4",
            "#/apple-tree?apples=2,2,3&parents=1,1",
            "#/flip-multiples?n=12&white=2,3,5",
            "#/ie-divisible?n=30&d=2,3,5",
            "#/majority?values=2,2,1,2,3",
            "#/nim?piles=3,4,5&moves=1:2,3:1&step=1&lang=zh&embed=1",
            "#/graph-sum?n=5&edges=1-2,1-3,2-4,3-4,4-5&tokens=1,3&moves=1-2",
            "#/wythoff?a=3&b=5&moves=1:1",
            "#/set-nim?set=2,5&piles=2,4,7&view=dag",
            "#/ie-divisible?n=30&d=2,3,5&view=venn&lang=en",
        ];
        for link in links {
            let Route::Lesson(kind, query) = Route::parse(link) else {
                panic!("{link} is not a lesson link")
            };
            let o = open(kind, &query);
            assert!(
                o.errors.is_empty(),
                "{link}: {:?}",
                o.errors
                    .iter()
                    .map(|e| e.message(Lang::En))
                    .collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn stepping_and_switching_language_reuse_the_built_model() {
        let q1 = Query::parse("values=3,3,1&step=1&lang=en");
        let q2 = Query::parse("values=3,3,1&step=4&lang=zh&embed=1");
        assert_eq!(model_query(&q1), model_query(&q2));
        let built = build(LessonKind::Majority, &model_query(&q1));
        let (a, b) = (
            open_built(LessonKind::Majority, &q1, &built),
            open_built(LessonKind::Majority, &q2, &built),
        );
        assert!(Rc::ptr_eq(&a.model, &b.model));
        assert_eq!((a.step, b.step, b.embed), (1, 4, true));
        assert_ne!(
            model_query(&q1),
            model_query(&Query::parse("values=3,3,2&step=1"))
        );
    }

    #[test]
    fn i64_lists_parse_at_the_limits_and_refuse_junk() {
        assert_eq!(
            parse_i64_list("v", "-9223372036854775808, 9223372036854775807", "1").unwrap(),
            vec![i64::MIN, i64::MAX]
        );
        assert_eq!(parse_i64_list("v", "−3", "1").unwrap(), vec![-3]);
        assert!(parse_i64_list("v", "9223372036854775808", "1").is_err());
        assert!(parse_i64_list("v", "", "1").is_err());
        assert!(parse_i64_list("v", "1,,2", "1").is_err());
    }
}
