//! Fuzzing the iframe message API's commands, natively (see grundy_lessons::fuzz): random and
//! near-valid commands, with steps that are no whole number and links and languages from the
//! link fuzzer. Every command gives its action or one bounded line saying why it is ignored.

use super::*;
use grundy_core::rng::Rng;
use grundy_lessons::fuzz::{self, lesson_link, one_line, text};

/// A random command: a known type or not, and fields that fit it or not.
pub(crate) fn command(rng: &mut Rng) -> Command {
    let kinds = [
        "grundy:step",
        "grundy:next",
        "grundy:prev",
        "grundy:open",
        "grundy:lang",
        "grundy:state",
        "grundy:",
        "",
    ];
    let kind = if rng.chance(1, 6) {
        let long = "x".repeat(rng.range(0, 3000) as usize);
        format!("{}{long}", text(rng, 4))
    } else {
        kinds[rng.index(kinds.len())].to_string()
    };
    let steps = [
        0.0,
        1.0,
        3.0,
        -1.0,
        -0.0,
        0.5,
        1e9,
        1e9 - 1.0,
        1e300,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::MIN_POSITIVE,
        u64::MAX as f64,
    ];
    let step = match rng.below(3) {
        0 => None,
        1 => Some(steps[rng.index(steps.len())]),
        _ => Some(f64::from_bits(rng.next_u64())),
    };
    let link = match rng.below(4) {
        0 => None,
        1 => Some(text(rng, 6)),
        _ => Some(lesson_link(rng)),
    };
    let lang = match rng.below(3) {
        0 => None,
        1 => Some(text(rng, 2)),
        _ => Some(["en", "zh", "EN", "zh-CN", ""][rng.index(5)].to_string()),
    };
    Command {
        kind,
        step,
        link,
        lang,
    }
}

#[test]
fn fuzz_host_commands() {
    fuzz::run("host-commands", 5000, command, |c| match parse_command(c) {
        Ok(Action::GoTo(k)) => match c.step {
            Some(s) if s == k as f64 && k < 1_000_000_000 => Ok(()),
            _ => Err(format!("step {k} from {:?}", c.step)),
        },
        Ok(Action::Open(l)) if l.starts_with("#/") && c.link.as_ref() == Some(&l) => Ok(()),
        Ok(Action::SetLang(lang)) if c.lang.as_deref().and_then(Lang::parse) == Some(lang) => {
            Ok(())
        }
        Ok(Action::Step(_)) if c.kind == "grundy:next" || c.kind == "grundy:prev" => Ok(()),
        Ok(_) => Err("an action the command does not ask for".to_string()),
        Err(why) => one_line("ignored command", &why),
    });
}

#[test]
fn an_unknown_command_type_is_echoed_cut_and_escaped() {
    // A 3,000-character type was echoed whole in the console warning, and a line break in it
    // only as Rust's debug escape.
    let cmd = Command {
        kind: format!("grundy:\n{}", "x".repeat(3000)),
        ..Command::default()
    };
    let Err(why) = parse_command(&cmd) else {
        panic!("an unknown command was taken for a command");
    };
    one_line("ignored command", &why).unwrap_or_else(|e| panic!("{e}"));
    assert!(why.chars().count() < 200, "{why}");
}
