//! The inclusion–exclusion lesson's public hook on each term (docs/links-and-hooks.md).

use super::*;

impl IeLesson {
    pub(super) fn term_hook(&self, mask: u32) -> Hook {
        let members: Vec<String> = (0..self.m)
            .filter(|k| mask >> k & 1 == 1)
            .map(|k| (k + 1).to_string())
            .collect();
        let mut data = vec![
            ("set", members.join(",")),
            ("sign", if sign(mask) > 0 { "+" } else { "-" }.to_string()),
        ];
        if self.inter[mask as usize] == PRUNED {
            data.push(("pruned", "true".into()));
        } else {
            data.push(("value", self.inter[mask as usize].to_string()));
        }
        Hook {
            testid: "ie-term",
            data,
        }
    }
}
