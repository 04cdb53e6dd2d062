//! Misère Nim's `view=twist`: where misère play leaves Nim's rule. From the lesson's position
//! the game is played out with best play until only one pile has two or more stones and the
//! winner is to move; there Nim's move and misère's move differ, and the figure draws both:
//! Nim's leaves an even number of single stones (a loss), misère's an odd number (a win).
//!
//! The winner plays a misère-winning move; the loser, who has no good move, removes the
//! smallest pile of two or more stones, so the line is short (each of the loser's moves
//! removes such a pile).

use super::{NimFamilyLesson, ViewLink};
use grundy_core::figure::{text_width, Anchor, Figure, Shape};
use grundy_core::games::nim;
use grundy_core::games::{Game, PileMove, Player};
use grundy_core::i18n::{sentence_gap, tr, Lang, Msg};
use grundy_core::t;

/// Most moves played out before the twist (longer lines are not offered as a view).
const MAX_LINE: usize = 10;
const ROW: f64 = 64.0;
const STONE: f64 = 30.0;
/// Piles wider than this many stones are drawn as a bar with their count.
const MAX_DRAWN: u64 = 12;

/// The played-out line and the twist at its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Twist {
    /// The position before each move, the player who made it (1 or 2) and the move.
    pub line: Vec<(Vec<u64>, u8, PileMove)>,
    /// The position at the twist: one pile of two or more stones, the winner to move.
    pub at: Vec<u64>,
    /// The winner (1 or 2).
    pub winner: u8,
    /// Nim's move there (it leaves an even number of single stones) and misère's.
    pub nim_move: PileMove,
    pub misere_move: PileMove,
}

fn after(piles: &[u64], m: PileMove) -> Vec<u64> {
    let mut next = piles.to_vec();
    next[m.pile] -= m.take;
    next
}

fn big_piles(piles: &[u64]) -> usize {
    piles.iter().filter(|&&a| a >= 2).count()
}

impl Twist {
    /// The line from `piles` with player `to_move` (1 or 2) to move, or None when every
    /// pile already has at most one stone (the game is a count, no twist) or the line is
    /// longer than [`MAX_LINE`].
    pub fn of(piles: &[u64], to_move: u8) -> Option<Twist> {
        if big_piles(piles) == 0 {
            return None;
        }
        let winner = if nim::misere_first_wins(piles) {
            to_move
        } else {
            3 - to_move
        };
        let (mut pos, mut mover, mut line) = (piles.to_vec(), to_move, Vec::new());
        loop {
            if mover == winner && big_piles(&pos) == 1 {
                // Nim's move makes the nim-sum 0; with one big pile that is the pile.
                let nim_move = *nim::winning_moves(&pos).first()?;
                let misere_move = *nim::misere_winning_moves(&pos).first()?;
                return Some(Twist {
                    line,
                    at: pos,
                    winner,
                    nim_move,
                    misere_move,
                });
            }
            if line.len() == MAX_LINE {
                return None;
            }
            let m = if mover == winner {
                *nim::misere_winning_moves(&pos).first()?
            } else {
                // The smallest pile of two or more stones, taken whole.
                let (pile, &a) = pos
                    .iter()
                    .enumerate()
                    .filter(|(_, &a)| a >= 2)
                    .min_by_key(|(_, &a)| a)?;
                PileMove { pile, take: a }
            };
            line.push((pos.clone(), mover, m));
            pos = after(&pos, m);
            mover = 3 - mover;
        }
    }

    /// Steps: the start, each move of the line, the twist, the end.
    pub fn step_count(&self) -> usize {
        self.line.len() + 3
    }

    /// Single stones left by a move at the twist.
    fn singles_after(&self, m: PileMove) -> usize {
        after(&self.at, m).iter().filter(|&&a| a == 1).count()
    }
}

impl NimFamilyLesson {
    /// The twist of the lesson's position: misère Nim, not over, with a pile of two or more
    /// stones and a short line to the twist (the view is offered only then).
    pub(super) fn twist(&self) -> Option<Twist> {
        if !self.game.rule.last_mover_loses() || self.game.over() {
            return None;
        }
        let to_move = Player::to_move_after(self.history.len()).number();
        Twist::of(&self.game.piles, to_move)
    }

    /// Misère Nim's views: the columns, and the twist when the position has one.
    pub(super) fn misere_views(&self) -> Vec<ViewLink> {
        if self.twist.is_none() && self.twist().is_none() {
            return Vec::new();
        }
        vec![
            ViewLink {
                view: "xor",
                label: Msg::ViewXor.into(),
                params: Vec::new(),
                current: self.twist.is_none(),
            },
            ViewLink {
                view: "twist",
                label: Msg::ViewTwist.into(),
                params: Vec::new(),
                current: self.twist.is_some(),
            },
        ]
    }

    /// The twist view's sentence at `step`.
    pub(super) fn twist_sentence(&self, tw: &Twist, step: usize, lang: Lang) -> String {
        let m = tw.line.len();
        let list = |p: &[u64]| {
            let items: Vec<String> = p.iter().map(u64::to_string).collect();
            grundy_core::text::list(&items, lang)
        };
        if step == 0 {
            let piles = list(&self.game.piles);
            return if m == 0 {
                t!(lang, TwistIntroNow { piles })
            } else {
                t!(lang, TwistIntro { piles })
            };
        }
        if step <= m {
            let (_, player, mv) = tw.line[step - 1];
            let play = t!(
                lang,
                DescTake {
                    take: mv.take,
                    pile: mv.pile + 1
                }
            );
            return if player == tw.winner {
                t!(lang, TwistWinnerMove { player, play })
            } else {
                t!(lang, TwistLoserMove { player, play })
            };
        }
        if step == m + 1 && tw.singles_after(tw.nim_move) == 0 {
            // Nim's move would empty the table: its maker takes the last stone at once.
            return t!(
                lang,
                TwistAtEmpty {
                    player: tw.winner,
                    pile: tw.misere_move.pile + 1,
                    nim_take: tw.nim_move.take,
                    misere_take: tw.misere_move.take,
                    misere_singles: tw.singles_after(tw.misere_move)
                }
            );
        }
        if step == m + 1 {
            return t!(
                lang,
                TwistAt {
                    player: tw.winner,
                    pile: tw.misere_move.pile + 1,
                    nim_take: tw.nim_move.take,
                    nim_singles: tw.singles_after(tw.nim_move),
                    misere_take: tw.misere_move.take,
                    misere_singles: tw.singles_after(tw.misere_move)
                }
            );
        }
        let mut s = t!(
            lang,
            TwistEnd {
                singles: tw.singles_after(tw.misere_move),
                loser: 3 - tw.winner,
                winner: tw.winner
            }
        );
        s.push_str(sentence_gap(lang));
        s.push_str(tr(lang, Msg::TwistRule));
        s
    }

    /// The twist view's figure: one row per position of the line (the stones a move takes
    /// drawn faint in the row it is made from), then at the twist Nim's and misère's moves
    /// as two rows, each with its count of single stones, and at the end the loser's last
    /// stone. Room for every row is kept from the first step, so the figure keeps its scale.
    pub(super) fn twist_figure(&self, tw: &Twist, step: usize, lang: Lang) -> Figure {
        let m = tw.line.len();
        let shown = step.min(m);
        // (label, piles, the move made from it, shading, every stone gone)
        type Row = (String, Vec<u64>, Option<PileMove>, &'static str, bool);
        let mut rows: Vec<Row> = Vec::new();
        let mut label = tr(lang, Msg::TwistStart).to_string();
        let mut pos = self.game.piles.clone();
        for &(_, player, mv) in &tw.line[..shown] {
            rows.push((label, pos.clone(), Some(mv), "", false));
            pos = after(&pos, mv);
            label = t!(
                lang,
                TwistRowLabel {
                    player,
                    take: mv.take,
                    pile: mv.pile + 1
                }
            );
        }
        let twist = step > m;
        // At the twist, the position's row marks the stones misère's move takes.
        let (n, e) = (tw.nim_move, tw.misere_move);
        rows.push((label, pos, twist.then_some(e), "", false));
        let end = step == m + 2;
        if twist {
            let nim = t!(
                lang,
                TwistNimRow {
                    take: n.take,
                    pile: n.pile + 1
                }
            );
            let misere = t!(
                lang,
                TwistMisereRow {
                    take: e.take,
                    pile: e.pile + 1
                }
            );
            // At the end the line is misère's: Nim's row keeps its stones, not its colour.
            let nim_shade = if end { "" } else { "cell-bad" };
            rows.push((nim, after(&tw.at, n), None, nim_shade, false));
            rows.push((misere, after(&tw.at, e), None, "cell-good", false));
        }
        let last_row = t!(
            lang,
            TwistLastRow {
                player: 3 - tw.winner
            }
        );
        // The single stones misère's move leaves go one per move, the loser first and last:
        // "players 2, 1, 2".
        let singles = tw.singles_after(e);
        let loser = 3 - tw.winner;
        let order: Vec<String> = (0..singles)
            .map(|k| if k % 2 == 0 { loser } else { tw.winner }.to_string())
            .collect();
        let order = if singles > 5 {
            format!("{}, {}, …, {}", order[0], order[1], order[singles - 1])
        } else {
            order.join(", ")
        };
        let turns = t!(lang, TwistTurns { order });
        if end {
            // The end: the single stones are gone (drawn faint where misère's move left them),
            // the last taken by the loser; misère's line goes on in its colour.
            rows.push((last_row.clone(), after(&tw.at, e), None, "cell-good", true));
        }
        // Labels of every row the view will show, for a width that does not change.
        let mut labels: Vec<String> = tw
            .line
            .iter()
            .map(|&(_, player, mv)| {
                t!(
                    lang,
                    TwistRowLabel {
                        player,
                        take: mv.take,
                        pile: mv.pile + 1
                    }
                )
            })
            .collect();
        labels.push(t!(
            lang,
            TwistMisereRow {
                take: tw.misere_move.take,
                pile: tw.misere_move.pile + 1
            }
        ));
        labels.push(t!(
            lang,
            TwistNimRow {
                take: tw.nim_move.take,
                pile: tw.nim_move.pile + 1
            }
        ));
        labels.push(last_row);
        let label_w = labels
            .iter()
            .map(|l| text_width(l, 21.0))
            .fold(text_width(tr(lang, Msg::TwistStart), 21.0), f64::max)
            + 30.0;
        let col_w: Vec<f64> = self
            .game
            .piles
            .iter()
            .enumerate()
            .map(|(i, &a)| {
                let stones = a.clamp(1, MAX_DRAWN) as f64 * STONE;
                let count = if a > MAX_DRAWN { 60.0 } else { 0.0 };
                let head = text_width(&t!(lang, PileLabel { pile: i + 1 }), 20.0);
                (stones + count).max(head) + 28.0
            })
            .collect();
        let x0 = 24.0 + label_w;
        let top = 70.0;
        let mut shapes = Vec::new();
        let mut x = x0;
        for (i, w) in col_w.iter().enumerate() {
            shapes.push(Shape::text(
                x,
                top - 16.0,
                t!(lang, PileLabel { pile: i + 1 }),
                Anchor::Start,
                "txt-muted",
            ));
            x += w;
        }
        let right = x;
        // The single stones' counts at the twist, each written after its row's last stone
        // (in the first column that row leaves empty), so they add little width.
        let column_x = |i: usize| x0 + col_w[..i].iter().sum::<f64>();
        let note_x = |m: PileMove| {
            let left = after(&tw.at, m);
            let last = left.iter().rposition(|&a| a > 0).map_or(0, |i| i + 1);
            column_x(last) + 10.0
        };
        let width = [tw.nim_move, tw.misere_move]
            .iter()
            .map(|&m| {
                let note = t!(
                    lang,
                    TwistSingles {
                        count: tw.singles_after(m)
                    }
                );
                note_x(m) + text_width(&note, 30.0) + 30.0
            })
            .fold(right + 24.0, f64::max)
            .max(note_x(tw.misere_move) + text_width(&turns, 30.0) + 30.0);
        let count = rows.len();
        for (r, (label, piles, mv, class, gone)) in rows.into_iter().enumerate() {
            let y = top + r as f64 * ROW;
            let mid = y + ROW / 2.0;
            let mut children = Vec::new();
            if !class.is_empty() {
                children.push(Shape::rect(
                    8.0,
                    y + 3.0,
                    width - 16.0,
                    ROW - 6.0,
                    8.0,
                    class,
                ));
            }
            children.push(Shape::text(
                24.0,
                mid + 8.0,
                label,
                Anchor::Start,
                "txt-small",
            ));
            let mut x = x0;
            for (i, &a) in piles.iter().enumerate() {
                let drawn = a.min(MAX_DRAWN);
                let taken = mv.filter(|m| m.pile == i).map_or(0, |m| m.take.min(drawn));
                for s in 0..drawn {
                    children.push(Shape::circle(
                        x + 14.0 + s as f64 * STONE,
                        mid,
                        12.0,
                        if gone || s >= drawn - taken {
                            "stone-muted"
                        } else {
                            "stone"
                        },
                    ));
                }
                if a > MAX_DRAWN {
                    children.push(Shape::text(
                        x + drawn as f64 * STONE + 8.0,
                        mid + 8.0,
                        a.to_string(),
                        Anchor::Start,
                        "txt-small",
                    ));
                }
                x += col_w[i];
            }
            let branch = twist && (r == m + 1 || r == m + 2);
            if gone {
                children.push(Shape::text(
                    note_x(tw.misere_move),
                    mid + 8.0,
                    turns.clone(),
                    Anchor::Start,
                    "txt-strong",
                ));
            }
            if branch {
                let singles = piles.iter().filter(|&&a| a == 1).count();
                let last = piles.iter().rposition(|&a| a > 0).map_or(0, |i| i + 1);
                children.push(Shape::text(
                    column_x(last) + 10.0,
                    mid + 8.0,
                    t!(lang, TwistSingles { count: singles }),
                    Anchor::Start,
                    "txt-strong",
                ));
            }
            // What the sentence is about: the start; the move just made (its row and the
            // row it leaves); at the twist both moves; at the end misère's.
            let focus = match step {
                0 => r == 0,
                s if s <= m => r + 2 >= count,
                s if s == m + 1 => branch,
                _ => r == m + 2 || r == m + 3,
            };
            let mut group = Shape::Group {
                class: "",
                hook: None,
                children,
            };
            if focus {
                group.mark_focus();
            }
            shapes.push(group);
        }
        Figure {
            width,
            height: top + (m + 4) as f64 * ROW + 20.0,
            title: tr(lang, Msg::ViewTwist).to_string(),
            shapes,
        }
    }
}

#[cfg(test)]
mod tests;
