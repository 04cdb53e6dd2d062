//! Read-only questions about the app's state: what is on screen, the newest link's lesson,
//! query and step, and whether it plays the computer or is embedded.

use super::AppState;
use crate::wire::Snapshot;
use grundy_core::games::Player;
use grundy_lessons::lesson::{LessonKind, Query, Route};

impl AppState {
    /// The snapshot on screen, if any.
    pub fn snapshot(&self) -> Option<&Snapshot> {
        self.shown.as_ref().map(|s| s.snapshot.as_ref())
    }

    /// The lesson and query of the newest link, when it is a lesson.
    pub fn lesson_link(&self) -> Option<(LessonKind, &Query)> {
        match &self.route {
            Route::Lesson(kind, q) => Some((*kind, q)),
            _ => None,
        }
    }

    /// The query of the newest link, when it is a lesson.
    pub fn lesson_query(&self) -> Option<&Query> {
        self.lesson_link().map(|(_, q)| q)
    }

    /// Which player the computer is, if it plays: 2 with `vs=computer`, 1 with
    /// `vs=computer-first` (it opens, so a position lost for the player to move can be played
    /// from the winning side).
    pub fn computer_player(&self) -> Option<Player> {
        match self.lesson_link()?.1.get("vs")? {
            "computer" => Some(Player::Second),
            "computer-first" => Some(Player::First),
            _ => None,
        }
    }

    /// Whether the computer plays.
    pub fn vs_computer(&self) -> bool {
        self.computer_player().is_some()
    }

    /// Whether the position on screen is the computer's to move (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        let computer = self.computer_player().map(Player::number);
        self.snapshot()
            .and_then(|s| s.play.as_ref())
            .is_some_and(|p| !p.over && Some(p.player_to_move) == computer)
    }

    /// Whether the page shows only the figure and its controls.
    pub fn embed(&self) -> bool {
        // An unknown lesson's link too: its frame shows only what is wrong.
        match &self.route {
            Route::Lesson(_, q) | Route::Unknown(_, q) => q.get("embed") == Some("1"),
            Route::Home(_) => false,
        }
    }

    /// The step of the newest link (what the next step action starts from), clamped to the
    /// walkthrough on screen.
    pub fn step(&self) -> usize {
        let asked = self
            .lesson_link()
            .and_then(|(_, q)| q.get("step"))
            .and_then(|s| s.parse::<usize>().ok())
            .unwrap_or(0);
        match self.step_count() {
            Some(count) => asked.min(count.saturating_sub(1)),
            None => asked,
        }
    }
}
