//! The apple tree's last line: the swaps of two nodes' apples that make the XOR 0, in words
//! ("1 winning swap: nodes 1 ↔ 3 (2 ↔ 3 apples)", "no winning swap").

use super::AppleTreeLesson;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;

impl AppleTreeLesson {
    /// The swaps' line for `count` winning swaps, `pairs` the first of them (node indices).
    pub(super) fn swap_line(&self, count: u64, pairs: &[(usize, usize)], lang: Lang) -> String {
        // Node numbers are the small grey labels beside the apple counts; a single swap also
        // says the apples it exchanges, so "1 ↔ 3" is not read as apples.
        let mut list = pairs
            .iter()
            .map(|(a, b)| format!("{} ↔ {}", a + 1, b + 1))
            .collect::<Vec<_>>()
            .join(", ");
        if let [(a, b)] = pairs[..] {
            // The pairs are the game's own swaps of its nodes, so both index its apples.
            let apples = |v: usize| self.game.apples[v].to_string();
            list += &t!(
                lang,
                AppleSwapApples {
                    a: apples(a),
                    b: apples(b)
                }
            );
        }
        if count == 0 {
            tr(lang, Msg::AppleNoSwapLine).to_string()
        } else {
            let more = if (count as usize) > pairs.len() {
                " …"
            } else {
                ""
            };
            t!(
                lang,
                AppleSwapList {
                    count,
                    swaps: format!("{list}{more}")
                }
            )
        }
    }
}
