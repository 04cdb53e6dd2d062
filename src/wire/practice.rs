//! What crosses for a practice set (`#/practice?…`, `#/LESSON?…&practice=1`): the page sends
//! the work done so far with each request ([`PracticeWork`], a log of entries the worker
//! replays into the core's `Sheet`), so the worker keeps nothing between requests and a
//! restarted worker loses nothing; the answer ([`WPractice`]) is everything the page draws,
//! in the reader's language. No field carries an answer before it is graded or revealed,
//! except the answer key that `embed.js` asks for (`key`).

use serde::{Deserialize, Serialize};

/// The work on a practice set: the item on screen and every entry so far, in order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PracticeWork {
    /// The item on screen (0-based).
    #[serde(default)]
    pub at: usize,
    /// Every entry, in the order made.
    #[serde(default)]
    pub log: Vec<WStep>,
    /// Send the set's answer key (`embed.js`'s `practice()`; the page never asks for it).
    #[serde(default)]
    pub key: bool,
}

/// One entry of the work, with the item it was made on and when (seconds since the set
/// opened).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WStep {
    /// A value typed for a target.
    Enter {
        /// The item.
        item: usize,
        /// The target's id.
        target: String,
        /// What was typed.
        typed: String,
        /// When.
        secs: u64,
    },
    /// A selection of options checked.
    Check {
        /// The item.
        item: usize,
        /// The options' ids.
        chosen: Vec<String>,
        /// When.
        secs: u64,
    },
    /// A target's answer revealed.
    Reveal {
        /// The item.
        item: usize,
        /// The target's id.
        target: String,
        /// When.
        secs: u64,
    },
}

impl WStep {
    /// The item the entry was made on.
    pub fn item(&self) -> usize {
        match self {
            WStep::Enter { item, .. } | WStep::Check { item, .. } | WStep::Reveal { item, .. } => {
                *item
            }
        }
    }
}

/// One target of the item on screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WTarget {
    /// `data-id`.
    pub id: String,
    /// For a DAG position: its `dag-node`'s `data-id`.
    pub node: Option<String>,
    /// What it asks for: `number`, `number-or-none`, `outcome`, `sign`, `move` or `choice`.
    pub ask: String,
    /// What it is, in words.
    pub label: String,
    /// `blank`, `right`, `wrong` or `revealed` (an option of a selection: its selection's).
    pub state: String,
    /// The value on the screen: the right entry or the revealed answer (never before); for a
    /// wrong one, the wrong entry.
    pub value: Option<String>,
}

/// The sentence for the last entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WFeedback {
    /// The target it is about.
    pub target: String,
    /// Right (`Some(true)`), wrong, or not graded (`None`: not a value of the asked kind, or
    /// revealed).
    pub right: Option<bool>,
    /// The sentence.
    pub text: String,
}

/// One item of the answer key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WKeyItem {
    /// The item, 0-based.
    pub index: usize,
    /// The position in words.
    pub position: String,
    /// Each target's id and label.
    pub targets: Vec<(String, String)>,
    /// Each gradable target's id and its answer (several valid ones joined by " | ").
    pub answers: Vec<(String, String)>,
}

/// A practice set as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(Default))]
pub struct WPractice {
    /// The topic's slug.
    pub topic: String,
    /// The seed.
    pub seed: u64,
    /// The level.
    pub level: u8,
    /// How many items.
    pub count: usize,
    /// The item on screen (0-based).
    pub at: usize,
    /// The set's link (`#/practice?topic=…&seed=…&level=…&count=…`).
    pub link: String,
    /// The topic's title.
    pub title: String,
    /// What the item asks.
    pub task: String,
    /// The position in words.
    pub position: String,
    /// The item's targets, in keyboard order.
    pub targets: Vec<WTarget>,
    /// The sentence for the last entry on this item.
    pub feedback: Option<WFeedback>,
    /// Right at the first try.
    pub right: usize,
    /// Targets answered (or revealed).
    pub answered: usize,
    /// Gradable targets in the set.
    pub total: usize,
    /// Whether every target of the item on screen is right or revealed.
    pub item_done: bool,
    /// Whether every target of the set is.
    pub done: bool,
    /// Seconds from the set's opening to its last entry.
    pub seconds: u64,
    /// The record (CSV) and its file name.
    pub csv: String,
    /// `practice-<topic>-<seed>.csv`.
    pub csv_name: String,
    /// The answer key, when asked for.
    pub key: Option<Vec<WKeyItem>>,
}
