//! The tidy check, run by `cargo test` (and so by `cargo xtask test`): every Rust file of the
//! repository opens with a `//!` line saying what it is; no `unwrap()` or `expect(` outside
//! tests unless a comment on the same or the previous line says why it cannot fail
//! (`// cannot fail: …`); no file over 600 lines unless its header gives the reason (a `//!`
//! line containing "over 600 lines").

/// Longest file without a reason in its header.
pub const MAX_LINES: usize = 600;

/// One broken rule: the file (relative to the root), the 1-based line, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The file.
    pub file: String,
    /// The line (0 for the whole file).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

/// Whether a whole file is test code: under a `tests/` folder, or a test module in its own
/// file (`tests.rs`, `…_tests.rs`, declared `#[cfg(test)] mod …;`). In other files, test code
/// is every line from a `#[cfg(test)]` onwards (test modules come last in this repository).
fn is_test_file(path: &str) -> bool {
    path.starts_with("tests/")
        || path.contains("/tests/")
        || path.ends_with("/tests.rs")
        || path.ends_with("_tests.rs")
}

/// The problems of one file's text.
pub fn check_file(path: &str, text: &str) -> Vec<Problem> {
    let mut problems = Vec::new();
    let problem = |line: usize, what: &str| Problem {
        file: path.to_string(),
        line,
        what: what.to_string(),
    };
    let lines: Vec<&str> = text.lines().collect();
    if !lines.first().is_some_and(|l| l.starts_with("//!")) {
        problems.push(problem(
            1,
            "the first line is not a `//!` line saying what the file is",
        ));
    }
    if lines.len() > MAX_LINES {
        let header_gives_reason = lines
            .iter()
            .take_while(|l| l.starts_with("//!"))
            .any(|l| l.to_lowercase().contains("over 600 lines"));
        if !header_gives_reason {
            problems.push(problem(
                0,
                &format!(
                    "{} lines (over {MAX_LINES}) and no `//!` header line giving the reason \
                     (\"over 600 lines because …\"); split it into submodules",
                    lines.len()
                ),
            ));
        }
    }
    if !is_test_file(path) {
        // Built from pieces so that this file does not flag itself.
        let unwrap = [".unwrap", "()"].concat();
        let expect = [".expect", "("].concat();
        let mut previous = "";
        for (i, line) in lines.iter().enumerate() {
            if line.trim_start().starts_with("#[cfg(test)]") {
                break;
            }
            let code = line.split("//").next().unwrap_or(line);
            if code.contains(&unwrap) || code.contains(&expect) {
                let explained = |l: &str| l.contains("// cannot fail");
                if !explained(line) && !explained(previous) {
                    problems.push(problem(
                        i + 1,
                        "unwrap()/expect( outside tests without a `// cannot fail: …` comment \
                         on this or the previous line",
                    ));
                }
            }
            previous = line;
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every `.rs` file under `dir` (skipping build output, dependencies and hidden folders).
    fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                if !(name.starts_with('.')
                    || name == "target"
                    || name == "node_modules"
                    || name == "dist")
                {
                    rust_files(&path, out);
                }
            } else if name.ends_with(".rs") {
                out.push(path);
            }
        }
    }

    #[test]
    fn the_repository_is_tidy() {
        let root = crate::project_root();
        let mut files = Vec::new();
        rust_files(&root, &mut files);
        assert!(files.len() > 20, "found only {} Rust files", files.len());
        let mut problems = Vec::new();
        for f in &files {
            let rel = f
                .strip_prefix(&root)
                .unwrap_or(f)
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(f).unwrap_or_default();
            problems.extend(check_file(&rel, &text));
        }
        let report: Vec<String> = problems
            .iter()
            .map(|p| format!("{}:{}: {}", p.file, p.line, p.what))
            .collect();
        assert!(report.is_empty(), "tidy:\n{}", report.join("\n"));
    }

    #[test]
    fn each_rule_catches_what_it_should() {
        let ok = "//! A file.\nfn f() -> u8 {\n    1\n}\n";
        assert!(check_file("src/a.rs", ok).is_empty());
        // A missing header.
        let p = check_file("src/a.rs", "fn f() {}\n");
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].line, 1);
        // An unexplained unwrap, an explained one, one in a comment, and one in tests.
        let text = [
            "//! A file.",
            "fn f(x: Option<u8>) -> u8 {",
            "    x.unwrap()",
            "}",
            "fn g(x: Option<u8>) -> u8 {",
            "    // cannot fail: the caller checked",
            "    x.unwrap()",
            "}",
            "fn h(x: Option<u8>) -> u8 { x.expect(\"set\") } // cannot fail: always set",
            "// x.unwrap() in prose is fine",
            "#[cfg(test)]",
            "mod tests { fn t() { None::<u8>.unwrap(); } }",
        ]
        .join("\n");
        let p = check_file("src/a.rs", &text);
        assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), vec![3]);
        assert!(check_file("tests/web.rs", &text).is_empty());
        assert!(check_file("src/games/game_tests.rs", &text).is_empty());
        assert_eq!(check_file("src/games/contests.rs", &text).len(), 1);
        // A long file, with and without a reason.
        let long = format!("//! A file.\n{}", "fn f() {}\n".repeat(MAX_LINES));
        assert_eq!(check_file("src/a.rs", &long).len(), 1);
        let reasoned = format!(
            "//! A file.\n//! Over 600 lines because it is one table.\n{}",
            "fn f() {}\n".repeat(MAX_LINES)
        );
        assert!(check_file("src/a.rs", &reasoned).is_empty());
    }
}
