//! `grundy practice` run as a teacher runs it: the same arguments print the same items, the
//! items are those of the core's generator (the page's), `--answers` adds the key, and bad
//! arguments are refused in one line with exit status 2.

use grundy_core::i18n::Lang;
use grundy_lessons::practice::{item_text, Spec, Topic};
use std::process::{Command, Output};

fn grundy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(args)
        .output()
        .expect("the grundy binary runs")
}

fn ok(out: Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.is_empty(), "{err}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn a_set_prints_its_link_and_the_cores_items_the_same_every_time() {
    for topic in Topic::ALL {
        let args = [
            "practice",
            topic.slug(),
            "--seed",
            "42",
            "--level",
            "2",
            "--count",
            "3",
        ];
        let a = ok(grundy(&args));
        assert_eq!(a, ok(grundy(&args)));
        let spec = Spec {
            topic,
            seed: 42,
            level: 2,
            count: 3,
        };
        let mut expected = format!("{}\n", spec.link());
        for item in spec.items() {
            expected.push('\n');
            expected.push_str(&item_text(&item, 3, Lang::En, false));
        }
        assert_eq!(a, expected);
        assert!(a.starts_with(&format!(
            "#/practice?topic={}&seed=42&level=2&count=3\n",
            topic.slug()
        )));
        assert!(a.contains("Item 3 of 3"));
        assert!(!a.contains("Answers:"));
    }
}

#[test]
fn answers_add_the_key_of_each_item_and_chinese_reads_in_chinese() {
    let out = ok(grundy(&["practice", "nim-sum", "--seed", "7", "--answers"]));
    assert_eq!(out.matches("Answers: ").count(), 5, "{out}");
    let spec = Spec {
        topic: Topic::NimSum,
        seed: 7,
        level: 1,
        count: 5,
    };
    for item in spec.items() {
        for (id, answer) in item.answers() {
            assert!(
                out.contains(&format!("{id}={answer}")),
                "{id}={answer} in {out}"
            );
        }
    }
    let zh = ok(grundy(&[
        "practice",
        "pn",
        "--lang",
        "zh",
        "--count",
        "1",
        "--answers",
    ]));
    assert!(zh.contains("第 1 题，共 1 题"), "{zh}");
    assert!(zh.contains("答案："), "{zh}");
}

#[test]
fn bad_arguments_are_refused_in_one_line_naming_them() {
    for (args, names) in [
        (vec!["practice"], "topic"),
        (vec!["practice", "chess"], "chess"),
        (vec!["practice", "pn", "--seed", "-1"], "--seed"),
        (vec!["practice", "pn", "--level", "4"], "--level"),
        (vec!["practice", "pn", "--count", "51"], "--count"),
        (vec!["practice", "pn", "--count"], "--count"),
        (vec!["practice", "pn", "--lang", "fr"], "--lang"),
        (vec!["practice", "pn", "--colour"], "--colour"),
    ] {
        let out = grundy(&args);
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(names), "{args:?}: {err}");
    }
}
