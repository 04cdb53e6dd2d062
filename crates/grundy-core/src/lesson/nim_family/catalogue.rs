//! The six Nim-family lessons' catalogue entries (one descriptor each, one model for all).

use super::*;

/// The `nim` lesson's catalogue entry.
pub const NIM: Lesson = Lesson {
    slug: "nim",
    title: Msg::TitleNim,
    summary: Msg::SummaryNim,
    params: &[
        Param::with("piles", "3,4,5"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| NimFamilyLesson::from_query(LessonKind::Nim, q).map(boxed),
};

/// The `misere-nim` lesson's catalogue entry.
pub const MISERE_NIM: Lesson = Lesson {
    slug: "misere-nim",
    title: Msg::TitleMisereNim,
    summary: Msg::SummaryMisereNim,
    // The example is at misère's one different move: Nim would take the 3 and leave two
    // single stones (a loss in misère); the winner takes 2 and leaves three.
    params: &[Param::with("piles", "1,1,3"), Param::optional("moves")],
    views: &["xor", "twist"],
    build: |q| NimFamilyLesson::from_query(LessonKind::MisereNim, q).map(boxed),
};

/// The `bounded-nim` lesson's catalogue entry.
pub const BOUNDED_NIM: Lesson = Lesson {
    slug: "bounded-nim",
    title: Msg::TitleBoundedNim,
    summary: Msg::SummaryBoundedNim,
    params: &[
        Param::with("piles", "7,9,4"),
        Param::with("k", "3"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| NimFamilyLesson::from_query(LessonKind::BoundedNim, q).map(boxed),
};

/// The `staircase-nim` lesson's catalogue entry.
pub const STAIRCASE_NIM: Lesson = Lesson {
    slug: "staircase-nim",
    title: Msg::TitleStaircaseNim,
    summary: Msg::SummaryStaircaseNim,
    params: &[Param::with("steps", "3,1,4,1,5"), Param::optional("moves")],
    views: &["xor"],
    build: |q| NimFamilyLesson::from_query(LessonKind::StaircaseNim, q).map(boxed),
};

/// The `set-nim` lesson's catalogue entry.
pub const SET_NIM: Lesson = Lesson {
    slug: "set-nim",
    title: Msg::TitleSetNim,
    summary: Msg::SummarySetNim,
    params: &[
        Param::with("piles", "3,5,6"),
        Param::with("set", "2,5"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| NimFamilyLesson::from_query(LessonKind::SetNim, q).map(boxed),
};

/// The `split-nim` lesson's catalogue entry.
pub const SPLIT_NIM: Lesson = Lesson {
    slug: "split-nim",
    title: Msg::TitleSplitNim,
    summary: Msg::SummarySplitNim,
    params: &[
        Param::with("piles", "2,3"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| NimFamilyLesson::from_query(LessonKind::SplitNim, q).map(boxed),
};
