//! `grundy practice TOPIC --seed S --level L --count N [--answers] [--lang en|zh]`: prints a
//! practice set's items as the page shows them (the same seed gives the same items), and with
//! `--answers` the answer key, for a handout. Parsing here; the items and their words come
//! from the core.

use grundy_core::i18n::Lang;
use grundy_lessons::practice::{
    item_text, Spec, Topic, DEFAULT_COUNT, DEFAULT_LEVEL, LEVELS, MAX_COUNT,
};

/// What `grundy practice` was asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PracticeArgs {
    /// The set.
    pub spec: Spec,
    /// Whether to print the answer key.
    pub answers: bool,
    /// The language of the text.
    pub lang: Lang,
}

/// Parses the arguments after `practice`; a refusal is one line naming the argument.
pub fn parse(args: &[String]) -> Result<PracticeArgs, String> {
    let topics: Vec<&str> = Topic::ALL.iter().map(|t| t.slug()).collect();
    let mut topic = None;
    let mut spec_seed = 1u64;
    let mut level = DEFAULT_LEVEL;
    let mut count = DEFAULT_COUNT;
    let mut answers = false;
    let mut lang = Lang::En;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("grundy practice: {name} needs a value"))
        };
        match arg.as_str() {
            "--seed" => {
                let v = value("--seed")?;
                spec_seed = v.parse().map_err(|_| {
                    format!("grundy practice: --seed expects a whole number from 0 to 2⁶⁴ − 1; “{v}” is not one")
                })?;
            }
            "--level" => {
                let v = value("--level")?;
                level = v
                    .parse::<u8>()
                    .ok()
                    .filter(|l| LEVELS.contains(l))
                    .ok_or_else(|| {
                        format!("grundy practice: --level expects 1, 2 or 3; “{v}” is none of them")
                    })?;
            }
            "--count" => {
                let v = value("--count")?;
                count = v
                    .parse::<usize>()
                    .ok()
                    .filter(|c| (1..=MAX_COUNT).contains(c))
                    .ok_or_else(|| {
                        format!("grundy practice: --count expects a whole number from 1 to {MAX_COUNT}; “{v}” is not one")
                    })?;
            }
            "--lang" => {
                let v = value("--lang")?;
                lang = Lang::parse(&v).ok_or_else(|| {
                    format!("grundy practice: --lang expects en or zh; “{v}” is neither")
                })?;
            }
            "--answers" => answers = true,
            other if topic.is_none() && !other.starts_with("--") => {
                topic = Some(Topic::parse(other).ok_or_else(|| {
                    format!(
                        "grundy practice: unknown topic “{other}”; the topics are {}",
                        topics.join(", ")
                    )
                })?);
            }
            other => return Err(format!("grundy practice: unexpected argument “{other}”")),
        }
    }
    let topic =
        topic.ok_or_else(|| format!("grundy practice: name a topic: {}", topics.join(", ")))?;
    Ok(PracticeArgs {
        spec: Spec {
            topic,
            seed: spec_seed,
            level,
            count,
        },
        answers,
        lang,
    })
}

/// The set as text: its link, then each item.
pub fn text(args: &PracticeArgs) -> String {
    let mut out = format!("{}\n", args.spec.link());
    for item in args.spec.items() {
        out.push('\n');
        out.push_str(&item_text(&item, args.spec.count, args.lang, args.answers));
    }
    out
}
