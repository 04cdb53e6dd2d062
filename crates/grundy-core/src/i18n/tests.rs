//! Tests of the message tables (every language uses exactly each key's declared arguments)
//! and of the template language (named arguments, plural choices, literal braces).

use super::template::placeholders;
use super::*;
use std::collections::BTreeSet;

#[test]
fn every_table_uses_exactly_the_declared_arguments_of_every_message() {
    for &lang in Lang::ALL {
        for &m in ALL_MESSAGES {
            let text = lang.text(m);
            assert!(!text.is_empty(), "{lang:?} {m:?} is empty");
            let used: BTreeSet<&str> = placeholders(text).iter().map(|p| p.name).collect();
            let declared: BTreeSet<&str> = m.arg_names().iter().copied().collect();
            assert_eq!(used, declared, "{lang:?} {m:?}: {text}");
        }
    }
}

#[test]
fn the_page_table_holds_the_same_texts_as_the_full_one_and_in_every_language() {
    for &lang in Lang::ALL {
        for &m in ALL_MESSAGES {
            if let Some(text) = lang.page_text(m) {
                assert_eq!(text, lang.text(m), "{lang:?} {m:?}");
            }
            // A page message is one in every language, so the page never shows an empty text.
            assert_eq!(
                lang.page_text(m).is_some(),
                is_page_message(m),
                "{lang:?} {m:?}"
            );
        }
    }
    assert_eq!(page_tr(Lang::En, Msg::AppTitle), "Grundy Lab");
    assert_eq!(
        page_tr(Lang::En, Msg::AppleIntro),
        "",
        "a walkthrough's text is not the page's"
    );
}

#[test]
fn every_plural_choice_has_an_other_branch_and_only_known_categories() {
    let known = ["zero", "one", "two", "few", "many", "other"];
    for &lang in Lang::ALL {
        for &m in ALL_MESSAGES {
            for p in placeholders(lang.text(m)) {
                let Some(branches) = p.branches else { continue };
                assert!(
                    branches.iter().any(|(tag, _)| *tag == "other"),
                    "{lang:?} {m:?}: {} has no other branch",
                    p.name
                );
                for (tag, _) in branches {
                    let exact = tag
                        .strip_prefix('=')
                        .is_some_and(|v| v.parse::<i128>().is_ok());
                    assert!(
                        known.contains(&tag) || exact,
                        "{lang:?} {m:?}: unknown category {tag}"
                    );
                }
            }
        }
    }
}

#[test]
fn named_arguments_fill_in_any_order() {
    assert_eq!(
        crate::t!(Lang::En, StepOf { count: 9, step: 2 }),
        "Step 2 of 9"
    );
    assert_eq!(
        crate::t!(Lang::Zh, DescTake { take: 3, pile: 2 }),
        "从第 2 堆取 3 颗"
    );
}

#[test]
fn plural_choices_follow_each_language_rule() {
    let swaps = |lang, count: u64| {
        crate::t!(
            lang,
            MajVerifyHit {
                position: 4,
                candidate: 7,
                count: count
            }
        )
    };
    assert!(swaps(Lang::En, 1).ends_with("seen once so far."));
    assert!(swaps(Lang::En, 2).ends_with("seen 2 times so far."));
    assert!(swaps(Lang::En, 0).ends_with("seen 0 times so far."));
    assert!(swaps(Lang::Zh, 1).ends_with("目前出现 1 次。"));
    let column = |count: u64| {
        crate::t!(
            Lang::En,
            ColumnOdd {
                column: "2⁰",
                ones: count
            }
        )
    };
    assert!(column(1).contains(": 1 one, an odd count"));
    assert!(column(3).contains(": 3 ones, an odd count"));
    // A number given as text still chooses.
    assert_eq!(crate::t!(Lang::En, SizeGroup { size: "1" }), "1 set");
    assert_eq!(crate::t!(Lang::En, SizeGroup { size: 5usize }), "5 sets");
    // An exact-number branch wins over the category, in a language without plurals too.
    let result = |lang, count: u64| {
        crate::t!(
            lang,
            IeResult {
                count: count,
                n: 30,
                divisors: "2, 3, 5"
            }
        )
    };
    assert!(result(Lang::En, 1).starts_with("Only 1 of the numbers 1..30 is"));
    assert!(result(Lang::En, 7).starts_with("7 of the numbers 1..30 are"));
    // The divisors are named (the terms view has no diagram for "them" to point at).
    assert!(result(Lang::En, 7).ends_with("divisible by at least one of 2, 3, 5."));
    assert_eq!(
        result(Lang::Zh, 1),
        "1～30 中只有 1 个数能被 2, 3, 5 中至少一个整除。"
    );
    assert_eq!(
        result(Lang::Zh, 7),
        "1～30 中共有 7 个数能被 2, 3, 5 中至少一个整除。"
    );
}

#[test]
fn literal_braces_stay_and_placeholders_inside_branches_fill() {
    let args = [("n", Phrase::Num(1)), ("set", Phrase::from("1, 2"))];
    assert_eq!(
        template::fill(Lang::En, "mex{} = 0", &args, tr),
        "mex{} = 0"
    );
    assert_eq!(
        template::fill(Lang::En, "S = {{set}}", &args, tr),
        "S = {1, 2}"
    );
    assert_eq!(
        template::fill(Lang::En, "{n|one:# of {set}|other:# of them}", &args, tr),
        "1 of 1, 2"
    );
    assert_eq!(
        template::fill(Lang::En, "{missing} {N}", &args, tr),
        "{missing} {N}"
    );
}

#[test]
fn phrases_render_in_the_reader_language_late() {
    let p = crate::phrase!(MoveNoPile { pile: 4 });
    assert_eq!(p.render(Lang::En), "there is no pile 4");
    assert_eq!(p.render(Lang::Zh), "没有第 4 堆");
}

#[test]
fn browser_tags_pick_the_language() {
    assert_eq!(Lang::from_browser_tag("zh-CN"), Lang::Zh);
    assert_eq!(Lang::from_browser_tag("en-GB"), Lang::En);
    assert_eq!(Lang::from_browser_tag("fr"), Lang::En);
    assert_eq!(Lang::parse("zh"), Some(Lang::Zh));
    assert_eq!(Lang::parse("de"), None);
    assert_eq!(Lang::En.other(), Lang::Zh);
    assert_eq!(Lang::Zh.other(), Lang::En);
}

/// The ASCII words of `text` outside its placeholders' names and plural keywords: what a reader
/// sees of the Latin alphabet in it.
fn latin_words(text: &str) -> Vec<String> {
    let names: BTreeSet<&str> = placeholders(text).iter().map(|p| p.name).collect();
    text.split(|c: char| !(c.is_ascii_alphabetic() || c == '_'))
        .filter(|w| w.len() >= 2 && !names.contains(w) && *w != "other")
        .map(str::to_string)
        .collect()
}

#[test]
fn the_chinese_table_keeps_no_english_words_only_notation() {
    // Names of games and people, mathematical notation, and the command line's own words.
    let notation = [
        "SG",
        "mex",
        "Nim",
        "lcm",
        "gcd",
        "mod",
        "kx",
        "vX",
        "hY",
        "KX",
        "Guy",
        "Smith",
        "Treblecross",
        "Hackenbush",
        "Grundy",
        "grundy",
        "Flammenkamp",
        "judge",
        "en",
        "zh",
        // Names and values of link parameters (typed as they are in a link).
        "view",
        "dag",
        "pile",
        "piles",
        "mask",
        "size",
        "from",
        "game",
        "code",
        "set",
        // 区间 DP is how Chinese notes name interval dynamic programming.
        "DP",
        // File formats.
        "SVG",
        "PNG",
        "PDF",
        "CSV",
        "JSON",
        "URL",
        // Keys of the keyboard.
        "Home",
        "End",
        "Tab",
        "Enter",
        "PageUp",
        "PageDown",
        "Shift",
    ];
    // The language switch names the other language in that language.
    for &m in ALL_MESSAGES.iter().filter(|&&m| m != Msg::SwitchLanguage) {
        let text = Lang::Zh.text(m);
        for w in latin_words(text) {
            assert!(notation.contains(&w.as_str()), "{m:?} keeps “{w}”: {text}");
        }
    }
    // The check sees English when it is there.
    assert_eq!(latin_words("其余 {count} 种 moves 的值"), ["moves"]);
}

#[test]
fn a_practice_set_under_a_minute_says_its_seconds_alone() {
    use crate::i18n::{render_page_owned, Lang};
    let time = |m: u64, s: u64, lang| {
        render_page_owned(
            crate::phrase!(PracticeTime {
                minutes: m,
                seconds: s
            }),
            lang,
        )
    };
    assert_eq!(time(0, 42, Lang::En), "42 s");
    assert_eq!(time(3, 5, Lang::En), "3 min 5 s");
    assert_eq!(time(0, 42, Lang::Zh), "42 秒");
    assert_eq!(time(2, 0, Lang::Zh), "2 分 0 秒");
}
