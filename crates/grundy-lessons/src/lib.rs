//! Grundy Lab's teaching layer on [`grundy_core`]: what a lesson link means, each lesson's
//! steps (a figure and a sentence each), the play and review of its game, and practice
//! (generated exercises graded by the exact solver). The page, the solver worker and the
//! `grundy` CLI all read lessons and practice from here.
//!
//! Why a crate of its own: the solver worker builds the core for speed (opt-level 2: the
//! searches, tables and layout) and this crate for size (`"z"`), since its code words and
//! draws what the core computed; cargo sets opt-level per crate. Generic searches
//! instantiated here (a lesson's play state) follow this crate's level; docs/benchmarks.md
//! has both sides' figures.
//!
//! - [`lesson`]: lesson parameters parsed from links (`#/lesson?params`) into validated
//!   types, and each lesson's walkthrough as a list of steps with a figure and a sentence.
//! - [`practice`]: generated exercises graded by the exact solver (topics, links, graders).
#![deny(missing_docs)]
#![forbid(unsafe_code)]
// Boards, tables and DP arrays are indexed by position on purpose: the index *is* the pile,
// cell or vertex, and iterator chains would hide that.
#![allow(clippy::needless_range_loop)]

// Test support for the three crates and `cargo xtask fuzz` (see its module doc); no wasm use.
#[cfg(not(target_arch = "wasm32"))]
#[doc(hidden)]
pub mod fuzz;
pub mod lesson;
pub mod practice;
