//! Power Nim: take 1, 2, 4, 8, … stones (a power of two) from one pile. A pile of n is worth
//! n mod 3, in one step: a power of two is never a multiple of 3, so from n ≡ 0 every move
//! reaches a pile ≢ 0 (and by induction a value ≠ 0), while from n ≡ r ≠ 0 no move keeps the
//! residue r and taking 1 (and, when r = 2, so n ≥ 2, taking 2) reaches every smaller residue.
//! The tests check the values against the mex of the game itself.

use super::{build, RuleLink};
use crate::lesson::nim_family::mex_derivation;
use crate::lesson::{Lesson, LessonKind, Param, ParamError};
use grundy_core::games::nim_family::PileRule;
use grundy_core::i18n::{tr, Lang, Msg};
use std::rc::Rc;

/// Power Nim's rule.
pub struct PowerNim;

impl PileRule for PowerNim {
    fn intro(&self, lang: Lang) -> String {
        tr(lang, Msg::PowerIntro).to_string()
    }

    fn may_take(&self, _size: u64, take: u64) -> bool {
        take.is_power_of_two()
    }

    fn takes(&self, size: u64) -> Vec<u64> {
        let powers = (0..u64::BITS).map(|k| 1u64 << k);
        powers.take_while(|&p| p <= size).collect()
    }

    fn allowed(&self) -> String {
        "1, 2, 4, 8, …".to_string()
    }

    fn value(&self, _index: usize, size: u64) -> (u64, bool) {
        (size % 3, true)
    }

    fn values_pile_by_pile(&self) -> bool {
        true
    }

    fn derivation(&self, size: u64, lang: Lang) -> Option<String> {
        Some(mex_derivation(size, &self.reached(size), &|p| p % 3, lang))
    }
}

fn read(_: &RuleLink) -> Result<Rc<dyn PileRule>, ParamError> {
    Ok(Rc::new(PowerNim))
}

/// The `power-nim` lesson's catalogue entry.
pub const POWER_NIM: Lesson = Lesson {
    slug: "power-nim",
    title: Msg::TitlePowerNim,
    summary: Msg::SummaryPowerNim,
    params: &[
        Param::with("piles", "5,7,9"),
        Param::optional("moves"),
        Param::optional("pile"),
    ],
    views: &["xor", "dag", "game"],
    build: |q| build(LessonKind::PowerNim, q, u64::MAX, read),
};

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::games::nim_family::{NimFamilyGame, OnePile};
    use grundy_core::games::Game;
    use grundy_core::sg::MoveGraph;

    /// SG(n) by the mex over the game's own moves, n = 0..=max.
    fn searched(max: u64) -> Vec<u64> {
        let mut sg: Vec<u64> = Vec::new();
        for n in 0..=max {
            let reached: Vec<u64> = (1..=n)
                .filter(|t| t.is_power_of_two())
                .map(|t| sg[(n - t) as usize])
                .collect();
            sg.push((0..).find(|v| !reached.contains(v)).unwrap_or(0));
        }
        sg
    }

    #[test]
    fn a_pile_is_worth_its_size_mod_three_by_the_mex_of_every_pile_up_to_600() {
        for (n, &v) in searched(600).iter().enumerate() {
            assert_eq!(PowerNim.value(0, n as u64), (v, true), "pile {n}");
        }
    }

    #[test]
    fn the_moves_are_the_powers_of_two_and_the_dag_agrees() {
        for n in 0..=70u64 {
            let takes = PowerNim.takes(n);
            let want: Vec<u64> = (1..=n).filter(|t| t.is_power_of_two()).collect();
            assert_eq!(takes, want, "{n}");
            for t in 1..=n {
                assert_eq!(PowerNim.may_take(n, t), want.contains(&t), "{n} {t}");
            }
            let pile: Vec<u64> = vec![n].into_iter().filter(|&v| v > 0).collect();
            let reached = OnePile(&PowerNim).moves(&pile);
            let want: Vec<Vec<u64>> = want.iter().map(|t| vec![n - t]).collect();
            assert_eq!(reached, want, "{n}");
        }
        let huge = PowerNim.takes(u64::MAX);
        assert_eq!(huge.len(), 64);
    }

    #[test]
    fn a_move_off_the_rule_is_refused_in_one_line() {
        let game = NimFamilyGame {
            rule: Rc::new(PowerNim),
            piles: vec![5, 7, 9],
            max_piles: 300,
        };
        assert!(game.parse_move("1:4").is_ok());
        let refused = game.parse_move("1:3").map_err(|p| p.render(Lang::En));
        assert!(
            refused.as_ref().is_err_and(|e| e.contains("1, 2, 4, 8")),
            "{refused:?}"
        );
    }
}
