//! The definition, heap by heap up to 60, for every code of up to three digits that splits.
//!
//! A position is a sum of heaps. Two equal heaps cancel: X + h + h and X have the same SG
//! value, because in (X + h + h) + X the second player copies every move onto its twin (the
//! mirror strategy), so that sum is a P-position. Nothing else of the theory is used: SG of a
//! position is the mex of SG over its moves, searched with memoisation. A position is then a
//! set of distinct heap sizes, a bit mask (bit h = a heap of h), and a move on heap h toggles
//! bit h and the bits of what it leaves (a split into two equal heaps leaves nothing). From a
//! heap of 60 about 10^5 such positions are reachable, against 7.7·10^6 multisets.

use super::*;

/// An open-addressing memo from position masks to SG values (bit 63 is never a heap, so
/// `u64::MAX` marks an empty slot).
struct Memo {
    keys: Vec<u64>,
    vals: Vec<u8>,
    shift: u32,
}

impl Memo {
    fn new(bits: u32) -> Memo {
        Memo {
            keys: vec![u64::MAX; 1 << bits],
            vals: vec![0; 1 << bits],
            shift: 64 - bits,
        }
    }
    fn clear(&mut self) {
        self.keys.fill(u64::MAX);
    }
    fn slot(&self, p: u64) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (p.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize;
        while self.keys[i] != u64::MAX && self.keys[i] != p {
            i = (i + 1) & mask;
        }
        i
    }
}

/// SG of the position `p` by the definition (mex over every move), memoised.
fn sg(rules: &[u8], memo: &mut Memo, p: u64) -> u8 {
    let i = memo.slot(p);
    if memo.keys[i] == p {
        return memo.vals[i];
    }
    let mut seen = [0u64; 4];
    let mut heaps = p;
    while heaps != 0 {
        let h = heaps.trailing_zeros() as usize;
        heaps &= heaps - 1;
        let base = p ^ (1 << h);
        for (take, &d) in rules.iter().enumerate().map(|(i, d)| (i + 1, d)) {
            if take > h {
                break;
            }
            let rest = h - take;
            let mut see = |q: u64, memo: &mut Memo| {
                let v = sg(rules, memo, q);
                seen[usize::from(v >> 6)] |= 1 << (v & 63);
            };
            if rest == 0 {
                if d & 1 != 0 {
                    see(base, memo);
                }
                continue;
            }
            if d & 2 != 0 {
                see(base ^ (1 << rest), memo);
            }
            if d & 4 != 0 {
                for l in 1..=rest / 2 {
                    see(base ^ (1 << l) ^ (1 << (rest - l)), memo);
                }
            }
        }
    }
    let mex = seen
        .iter()
        .enumerate()
        .find(|(_, &w)| w != u64::MAX)
        .map(|(i, w)| i as u32 * 64 + w.trailing_ones())
        .unwrap();
    let mex = u8::try_from(mex).expect("SG values of these positions stay below 256");
    // The recursion may have moved things: find the slot again.
    let i = memo.slot(p);
    memo.keys[i] = p;
    memo.vals[i] = mex;
    mex
}

/// Checks every splitting code 0.d1d2d3 with the given first digit (shorter codes are these
/// with trailing zeros); two digits per test, so the test threads share the work.
fn check_codes_starting_with(d1: u8) {
    let mut memo = Memo::new(19);
    let mut searched = 0;
    let codes = all_codes(3)
        .into_iter()
        .filter(|r| r.digits().len() == 3 && r.splits() && r.digits()[0] == d1);
    for rules in codes {
        let values = table(&rules, 61);
        let digits: Vec<u8> = (1..=rules.t()).map(|i| rules.digit(i)).collect();
        memo.clear();
        for n in 0..=60 {
            let v = sg(&digits, &mut memo, if n == 0 { 0 } else { 1 << n });
            assert_eq!(u32::from(v), values[n], "{} heap {n}", rules.code());
        }
        // Every position searched on the way is a sum of distinct heaps: its SG is the XOR.
        for (&p, &v) in memo.keys.iter().zip(&memo.vals) {
            if p != u64::MAX {
                let xor = (1..=60)
                    .filter(|h| p >> h & 1 != 0)
                    .fold(0, |x, h| x ^ values[h]);
                assert_eq!(u32::from(v), xor, "{} at {p:#x}", rules.code());
                searched += 1;
            }
        }
    }
    // Each code searches at least its 61 single heaps.
    assert!(searched >= 61 * 56, "0.{d1}..: {searched} positions");
}

#[test]
fn heaps_up_to_60_match_the_definition_for_splitting_codes_0_0xx_and_0_1xx() {
    check_codes_starting_with(0);
    check_codes_starting_with(1);
}

#[test]
fn heaps_up_to_60_match_the_definition_for_splitting_codes_0_2xx_and_0_3xx() {
    check_codes_starting_with(2);
    check_codes_starting_with(3);
}

#[test]
fn heaps_up_to_60_match_the_definition_for_splitting_codes_0_4xx_and_0_5xx() {
    check_codes_starting_with(4);
    check_codes_starting_with(5);
}

#[test]
fn heaps_up_to_60_match_the_definition_for_splitting_codes_0_6xx_and_0_7xx() {
    check_codes_starting_with(6);
    check_codes_starting_with(7);
}
