//! Moves of the games without pieces of their own words elsewhere, said as a player would
//! say them: the hint's list, the last move's line and the pieces' accessible names read
//! these instead of the link's notation.

use grundy_core::games::apple_tree::AppleMove;
use grundy_core::games::end_piles::EndMove;
use grundy_core::games::octal::OctalMove;
use grundy_core::games::wythoff::WythoffMove;
use grundy_core::i18n::Lang;
use grundy_core::t;

/// "take 2 from the leftmost pile".
pub fn end_move(m: &EndMove, lang: Lang) -> String {
    let take = m.take;
    if m.from_left {
        t!(lang, DescEndLeft { take })
    } else {
        t!(lang, DescEndRight { take })
    }
}

/// "move 2 apples from node 1 to node 3", or "eat 1 apple at node 2" at a leaf.
pub fn apple_move(m: &AppleMove, lang: Lang) -> String {
    let (count, node) = (m.count, m.node + 1);
    match m.to {
        Some(c) => t!(
            lang,
            DescAppleMove {
                count,
                node,
                to: c + 1
            }
        ),
        None => t!(lang, DescAppleEat { count, node }),
    }
}

/// Most cells a flip is said with one by one; a longer one is said by its first two cells
/// and its last.
const FLIP_CELLS_SAID: u64 = 4;

/// "flip cells 2, 4, 6" (x = 2, j = 3); "flip cells 2, 4, …, 40" when long.
pub fn flip_move(x: u64, j: u64, lang: Lang) -> String {
    let cells = if j <= FLIP_CELLS_SAID {
        let all: Vec<String> = (1..=j).map(|k| (k * x).to_string()).collect();
        all.join(", ")
    } else {
        format!("{}, {}, …, {}", x, 2 * x, j.saturating_mul(x))
    };
    t!(lang, DescFlip { count: j, cells })
}

/// "take 2 from pile a", "from pile b", or "from both piles".
pub fn wythoff_move(m: &WythoffMove, lang: Lang) -> String {
    match (m.from_a, m.from_b) {
        (take, 0) => t!(lang, DescWythoffA { take }),
        (0, take) => t!(lang, DescWythoffB { take }),
        (take, _) => t!(lang, DescWythoffBoth { take }),
    }
}

/// "take 1 from heap 2", with the two heaps it leaves when it splits the rest.
pub fn heap_move(m: &OctalMove, lang: Lang) -> String {
    let (take, heap) = (m.m.take, m.heap + 1);
    if take == 0 {
        // Grundy's game: a split that takes nothing.
        t!(
            lang,
            DescHeapSplitOnly {
                heap,
                left: m.m.left,
                right: m.m.right
            }
        )
    } else if m.m.right > 0 {
        t!(
            lang,
            DescHeapSplit {
                take,
                heap,
                left: m.m.left,
                right: m.m.right
            }
        )
    } else {
        t!(lang, DescHeapTake { take, heap })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::games::octal::HeapMove;

    #[test]
    fn moves_are_said_in_both_languages_with_plurals() {
        let eat = AppleMove {
            node: 2,
            count: 1,
            to: None,
        };
        assert_eq!(apple_move(&eat, Lang::En), "eat 1 apple at node 3");
        let down = AppleMove {
            node: 0,
            count: 2,
            to: Some(1),
        };
        assert_eq!(
            apple_move(&down, Lang::En),
            "move 2 apples from node 1 to node 2"
        );
        assert_eq!(
            apple_move(&down, Lang::Zh),
            "把结点 1 的 2 个苹果移到结点 2"
        );
        let left = EndMove {
            from_left: true,
            take: 3,
        };
        assert_eq!(end_move(&left, Lang::En), "take 3 from the leftmost pile");
        assert_eq!(flip_move(2, 1, Lang::En), "flip cell 2");
        assert_eq!(flip_move(2, 3, Lang::En), "flip cells 2, 4, 6");
        assert_eq!(flip_move(3, 10, Lang::Zh), "翻转 10 个格子：3, 6, …, 30");
        let both = WythoffMove {
            from_a: 2,
            from_b: 2,
        };
        assert_eq!(wythoff_move(&both, Lang::En), "take 2 from both piles");
        let split = OctalMove {
            heap: 1,
            m: HeapMove {
                take: 1,
                left: 3,
                right: 4,
            },
        };
        assert_eq!(
            heap_move(&split, Lang::En),
            "take 1 from heap 2, leaving heaps of 3 and 4"
        );
    }
}
