//! The page's texts: only the messages the page shows itself (`grundy_core::i18n::page_tr`),
//! so that its wasm does not carry the texts of every walkthrough, which the solver worker
//! renders. Every page module reads texts through [`tr`] and [`t!`](crate::t) from here; a
//! test checks that each message the page names is in the page's table.

pub use grundy_core::i18n::page_tr as tr;

/// A message with its named arguments in the page's language, from the page's table: the
/// page's [`grundy_core::t!`].
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:ident $({ $($name:ident $(: $val:expr)?),* $(,)? })?) => {
        grundy_core::i18n::render_page_owned(
            grundy_core::phrase!($key $({ $($name $(: $val)?),* })?),
            $lang,
        )
    };
}

#[cfg(test)]
mod tests {
    use grundy_core::i18n::{is_page_message, ALL_MESSAGES};
    use grundy_lessons::lesson::LessonKind;
    use std::path::Path;

    /// The names of the messages a page source names: `Msg::Name` and `t!(lang, Name …`.
    fn named_messages(source: &str) -> Vec<String> {
        let mut names = Vec::new();
        for (i, _) in source.match_indices("Msg::") {
            let rest = &source[i + 5..];
            let end = rest
                .find(|c: char| !c.is_ascii_alphanumeric())
                .unwrap_or(rest.len());
            names.push(rest[..end].to_string());
        }
        for (i, _) in source.match_indices("t!(") {
            let rest = &source[i + 3..];
            if let Some((_, after)) = rest.split_once(',') {
                let after = after.trim_start();
                let end = after
                    .find(|c: char| !c.is_ascii_alphanumeric())
                    .unwrap_or(after.len());
                let name = &after[..end];
                if name.starts_with(|c: char| c.is_ascii_uppercase()) {
                    names.push(name.to_string());
                }
            }
        }
        names
    }

    fn page_sources(dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            // The solver runs in the worker, with every message's text.
            if name.starts_with("solver") || name == "bin" {
                continue;
            }
            if path.is_dir() {
                page_sources(&path, out);
            } else if name.ends_with(".rs") {
                out.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }

    #[test]
    fn every_message_the_page_names_is_in_the_page_table() {
        let mut sources = Vec::new();
        page_sources(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut sources,
        );
        let mut checked = 0;
        for name in sources.iter().flat_map(|s| named_messages(s)) {
            let Some(&m) = ALL_MESSAGES.iter().find(|m| format!("{m:?}") == name) else {
                continue; // Not a message (a type named like one).
            };
            assert!(
                is_page_message(m),
                "the page shows {name}, which is not in its table"
            );
            checked += 1;
        }
        assert!(
            checked > 50,
            "found only {checked} messages named in the page's sources"
        );
        // The home page and the tab's title show every lesson's title and summary.
        for &kind in LessonKind::ALL {
            assert!(is_page_message(kind.title_msg()) && is_page_message(kind.summary_msg()));
        }
    }
}
