//! Pure solver core of Grundy Lab: every game the lessons teach, its fast method and its
//! exhaustive check, step traces, lesson parameters, messages in both languages and figure
//! geometry. No UI or wasm dependency: the web app and the `grundy` CLI are thin front-ends.
//!
//! Layering inside the crate (each module may use the ones above it):
//! - [`sg`]: the generic machinery (mex, memoised SG search, outcome search, DAG extraction).
//! - [`games`], [`ie`], [`majority`]: one module per topic, each with a fast method and the
//!   winning moves, proved against [`sg`]'s exhaustive search in its tests.
//! - [`i18n`], [`figure`]: messages in English and Simplified Chinese; figure geometry and its
//!   standalone SVG rendering.
//!
//! The lessons and practice built on these are the `grundy-lessons` crate, kept apart so that
//! the solver worker can build this crate for speed and the teaching code for size.
#![deny(missing_docs)]
// No unsafe anywhere in the core: it is pure and runs the same natively and in wasm.
#![forbid(unsafe_code)]
// Boards, tables and DP arrays are indexed by position on purpose: the index *is* the pile,
// cell or vertex, and iterator chains would hide that.
#![allow(clippy::needless_range_loop)]

pub mod figure;
pub mod form;
pub mod games;
pub mod hash;
pub mod i18n;
pub mod ie;
pub mod majority;
pub mod progress;
pub mod rng;
pub mod sg;
pub mod sort;
pub mod text;
