//! A sum of heaps of one heap rule ([`HeapRule`]: an octal or subtraction game, or Grundy's
//! game), played through the [`Game`] trait: `HEAP:TAKE` takes TAKE tokens from the end of
//! heap HEAP (leaving one heap or nothing), `HEAP:TAKE:LEFT` takes TAKE tokens leaving LEFT on
//! the left and the rest on the right (a split into two heaps, which take the old heap's
//! place; an emptied heap disappears). Grundy's game takes nothing: `HEAP:0:LEFT`.
//! Heaps are numbered 1.. in the current row. The verdict and the winning moves come from the
//! table of G values: a sum is worth the XOR of its heaps' values.

use super::HeapMove;
use crate::games::bad_format;
use crate::games::heap_rule::HeapRule;
use crate::games::Game;
use crate::i18n::{Msg, Phrase};
use crate::phrase;
use crate::sort::StableSort;
use std::rc::Rc;

/// A move on one heap of the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OctalMove {
    /// Index of the heap (0-based; written 1-based).
    pub heap: usize,
    /// What the move takes and leaves.
    pub m: HeapMove,
}

/// A row of heaps being played.
#[derive(Debug, Clone)]
pub struct OctalGame {
    /// The rule.
    pub rules: Rc<dyn HeapRule>,
    /// G(0), G(1), …: every heap in play is below its length (shared: a search clones the
    /// game at every position it visits).
    pub values: Rc<[u32]>,
    /// The heaps, in their row order (all non-empty).
    pub heaps: Vec<usize>,
    /// The most heaps a split may leave (each heap is drawn; tests set no cap).
    pub max_heaps: usize,
}

impl OctalGame {
    /// G of a heap (heaps in play are below the table's length: checked when the row is
    /// given, and moves only shrink heaps).
    pub fn g(&self, heap: usize) -> u32 {
        self.values.get(heap).copied().unwrap_or(0)
    }

    /// The nim-sum of the heaps in play.
    pub fn nim_sum(&self) -> u32 {
        self.heaps.iter().fold(0, |x, &h| x ^ self.g(h))
    }

    /// The value of the heaps a move leaves.
    pub fn move_value(&self, m: &HeapMove) -> u32 {
        self.g(m.left) ^ self.g(m.right)
    }

    /// Whether the row has room for one more heap (a split).
    fn room_to_split(&self) -> bool {
        self.heaps.len() < self.max_heaps
    }

    /// The moves of heap `i` this row allows: every move of the rules, but splits only while
    /// the row is below its cap.
    fn heap_moves(&self, i: usize) -> Vec<OctalMove> {
        let split_ok = self.room_to_split();
        let h = self.heaps.get(i).copied().unwrap_or(0);
        self.rules
            .moves(h)
            .into_iter()
            .filter(|m| split_ok || m.heaps_left() < 2)
            .map(|m| OctalMove { heap: i, m })
            .collect()
    }
}

impl Game for OctalGame {
    type Move = OctalMove;

    fn notation(&self) -> Msg {
        self.rules.notation()
    }

    fn parse_move(&self, text: &str) -> Result<OctalMove, Phrase> {
        let bad = || bad_format(self.rules.notation());
        let nums: Vec<usize> = text
            .split(':')
            .map(|s| s.trim().parse::<usize>())
            .collect::<Result<_, _>>()
            .map_err(|_| bad())?;
        let (heap, take, left) = match nums.as_slice() {
            [h, t] => (*h, *t, None),
            [h, t, l] => (*h, *t, Some(*l)),
            _ => return Err(bad()),
        };
        let Some(&size) = heap.checked_sub(1).and_then(|i| self.heaps.get(i)) else {
            return Err(phrase!(LabNoHeap {
                heap: heap.to_string(),
                count: self.heaps.len().to_string()
            }));
        };
        let m = self.rules.read_move(heap, size, take, left)?;
        // A split adds a heap: the cap on drawn heaps holds after the moves too.
        if m.heaps_left() == 2 && !self.room_to_split() {
            return Err(phrase!(LabHeapCap {
                heaps: (self.heaps.len() + 1).to_string(),
                max: self.max_heaps.to_string()
            }));
        }
        Ok(OctalMove { heap: heap - 1, m })
    }

    fn format_move(&self, m: &OctalMove) -> String {
        if m.m.right > 0 {
            format!("{}:{}:{}", m.heap + 1, m.m.take, m.m.left)
        } else {
            format!("{}:{}", m.heap + 1, m.m.take)
        }
    }

    /// Replaces the heap by what the move leaves (nothing, one heap, or two in its place).
    fn apply(&mut self, m: &OctalMove) {
        if m.heap < self.heaps.len() {
            let parts = [m.m.left, m.m.right].into_iter().filter(|&v| v > 0);
            self.heaps.splice(m.heap..=m.heap, parts);
        }
    }

    fn over(&self) -> bool {
        (0..self.heaps.len()).all(|i| self.heap_moves(i).is_empty())
    }

    /// Normal play: at the end the player to move has lost; before it, the nim-sum decides.
    fn to_move_wins(&self) -> bool {
        !self.over() && self.nim_sum() != 0
    }

    fn legal_moves(&self) -> Vec<OctalMove> {
        (0..self.heaps.len())
            .flat_map(|i| self.heap_moves(i))
            .collect()
    }

    /// The moves to a nim-sum of 0: on heap i, those leaving heaps worth x ⊕ G(heap i).
    fn winning_moves(&self) -> Vec<OctalMove> {
        let x = self.nim_sum();
        if x == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            let target = x ^ self.g(h);
            out.extend(
                self.heap_moves(i)
                    .into_iter()
                    .filter(|m| self.move_value(&m.m) == target),
            );
        }
        out
    }

    /// The first move of the largest heap that has one.
    fn fallback_move(&self) -> Option<OctalMove> {
        let mut order: Vec<usize> = (0..self.heaps.len()).collect();
        order.stable_sort_by_key(|&i| std::cmp::Reverse(self.heaps.get(i).copied()));
        order
            .into_iter()
            .find_map(|i| self.heap_moves(i).into_iter().next())
    }

    /// The heaps as a multiset (a row does not depend on its order).
    fn position_key(&self) -> Option<Vec<u64>> {
        let stones = self
            .heaps
            .iter()
            .fold(0u64, |a, &h| a.saturating_add(h as u64));
        if !crate::games::listable(stones.saturating_mul(stones)) {
            return None;
        }
        Some(crate::games::sorted_key(
            self.heaps.iter().map(|&h| h as u64),
        ))
    }

    fn deciding_value(&self) -> Option<crate::games::Deciding> {
        Some(crate::games::Deciding::nim_sum(self.nim_sum().into()))
    }
}
