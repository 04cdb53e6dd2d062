//! The tidy check, run by `cargo test` (and so by `cargo xtask test`): every Rust file of the
//! repository opens with a `//!` line saying what it is, and no `unwrap()` or `expect(` in
//! non-test code unless a comment on the same or the previous line says why it cannot fail
//! (`// cannot fail: …`). Tests have one layout: the tests of module `m` are the module
//! `m::tests`, the file `m/tests.rs`, whose submodules (if split by concept) are
//! `m/tests/<concept>.rs`; no sibling `…_tests.rs`, no `tests/mod.rs`, no `#[path = …]`.

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

/// Whether a whole file is test code: under a `tests/` folder, or a module's tests in their
/// own file (`m/tests.rs`, declared `#[cfg(test)] mod tests;` in `m.rs`).
fn is_test_file(path: &str) -> bool {
    path.starts_with("tests/") || path.contains("/tests/") || path.ends_with("/tests.rs")
}

/// Whether a file under a crate's `src/` breaks the one test layout by its name: a sibling
/// `…_tests.rs`, or a `tests/mod.rs` instead of `tests.rs` beside the `tests/` folder.
fn breaks_test_layout(path: &str) -> bool {
    let in_src = path.starts_with("src/") || path.contains("/src/");
    in_src && (path.ends_with("_tests.rs") || path.ends_with("/tests/mod.rs"))
}

/// Whether a line opens an item compiled only for tests.
fn is_test_attribute(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("#[cfg(test)]") || t.starts_with("#[cfg(all(test,")
}

/// Where the lexer is between two characters: code, or inside a literal or block comment
/// whose braces and semicolons must not count.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lex {
    Code,
    Str,
    /// A raw string closed by `"` and this many `#`.
    RawStr(usize),
    /// Block comments nest in Rust.
    Comment(usize),
}

/// The index of the last line of the test item whose attribute is on line `start`: the item
/// ends at a `;` outside any bracket (`mod x;`, `use …;`) or where its first `{ … }` block
/// closes (`mod x { … }`, `fn f() { … }`). Strings, characters and comments are skipped so
/// that braces inside them do not count.
fn test_item_end(lines: &[&str], start: usize) -> usize {
    let mut lex = Lex::Code;
    let mut depth = 0usize;
    let mut opened_block = false;
    for (i, line) in lines.iter().enumerate().skip(start) {
        let mut text: &str = line;
        if i == start {
            // Skip the attribute itself: its brackets are balanced and end before the item.
            let t = line.trim_start();
            let close = t.find(")]").map_or(t.len(), |at| at + 2);
            text = &t[close..];
        }
        let chars: Vec<char> = text.chars().collect();
        let mut k = 0;
        while k < chars.len() {
            let c = chars[k];
            let next = chars.get(k + 1).copied();
            match lex {
                Lex::Str => {
                    if c == '\\' {
                        k += 1;
                    } else if c == '"' {
                        lex = Lex::Code;
                    }
                }
                Lex::RawStr(hashes) => {
                    let closing = chars.get(k + 1..k + 1 + hashes);
                    if c == '"' && closing.is_some_and(|h| h.iter().all(|&h| h == '#')) {
                        k += hashes;
                        lex = Lex::Code;
                    }
                }
                Lex::Comment(n) => {
                    if c == '*' && next == Some('/') {
                        lex = if n == 1 {
                            Lex::Code
                        } else {
                            Lex::Comment(n - 1)
                        };
                        k += 1;
                    } else if c == '/' && next == Some('*') {
                        lex = Lex::Comment(n + 1);
                        k += 1;
                    }
                }
                Lex::Code => match c {
                    '/' if next == Some('/') => break,
                    '/' if next == Some('*') => {
                        lex = Lex::Comment(1);
                        k += 1;
                    }
                    '"' => lex = Lex::Str,
                    'r' if next == Some('"') || next == Some('#') => {
                        let hashes = chars[k + 1..].iter().take_while(|&&h| h == '#').count();
                        if chars.get(k + 1 + hashes) == Some(&'"') {
                            lex = Lex::RawStr(hashes);
                            k += 1 + hashes;
                        }
                    }
                    '\'' => {
                        // A character literal ('x', '\n', '\u{..}'); otherwise a lifetime.
                        if next == Some('\\') {
                            k += 2;
                            while k < chars.len() && chars[k] != '\'' {
                                k += 1;
                            }
                        } else if chars.get(k + 2) == Some(&'\'') {
                            k += 2;
                        }
                    }
                    '(' | '[' => depth += 1,
                    '{' => {
                        depth += 1;
                        opened_block = true;
                    }
                    ')' | ']' => depth = depth.saturating_sub(1),
                    '}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 && opened_block {
                            return i;
                        }
                    }
                    ';' if depth == 0 => return i,
                    _ => {}
                },
            }
            k += 1;
        }
    }
    lines.len().saturating_sub(1)
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
    if breaks_test_layout(path) {
        problems.push(problem(
            0,
            "tests of module `m` go in `m/tests.rs` (split by concept into `m/tests/*.rs`)",
        ));
    }
    // Built from pieces so that this file does not flag itself.
    let path_attribute = ["#[pa", "th"].concat();
    let in_src = path.starts_with("src/") || path.contains("/src/");
    for (i, line) in lines.iter().enumerate() {
        if in_src && line.trim_start().starts_with(&path_attribute) {
            problems.push(problem(
                i + 1,
                "a module's file follows its name: no `#[path = …]` under src/",
            ));
        }
    }
    if !is_test_file(path) {
        // Built from pieces so that this file does not flag itself.
        let unwrap = [".unwrap", "()"].concat();
        let expect = [".expect", "("].concat();
        let mut previous = "";
        let mut i = 0;
        while i < lines.len() {
            let line = lines[i];
            if is_test_attribute(line) {
                // Only the test item is skipped: code after it is scanned again.
                i = test_item_end(&lines, i) + 1;
                previous = "";
                continue;
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
            i += 1;
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
        assert!(check_file("src/games/tests.rs", &text).is_empty());
        assert!(check_file("src/games/tests/nim.rs", &text).is_empty());
        assert_eq!(check_file("src/games/contests.rs", &text).len(), 1);
    }

    #[test]
    fn only_the_test_item_is_skipped() {
        // A `mod tests;` line near the top skips that line only: the code below is scanned.
        let text = [
            "//! A file.",
            "#[cfg(test)]",
            "mod tests;",
            "fn f(x: Option<u8>) -> u8 {",
            "    x.unwrap()",
            "}",
            "#[cfg(test)] mod more;",
            "fn g(x: Option<u8>) -> u8 { x.expect(\"set\") }",
        ]
        .join("\n");
        let p = check_file("src/a.rs", &text);
        assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), vec![5, 8]);
        // A test block is skipped by its braces, even with braces in strings, characters and
        // comments, and even with a `;` inside brackets; code after it is scanned.
        let text = [
            "//! A file.",
            "#[cfg(test)]",
            "mod tests {",
            "    fn t() -> [u8; 2] { let _ = \"}}\"; let _ = '}'; /* } */ None::<u8>.unwrap(); [0; 2] }",
            "    fn u() { let _ = r#\"}\"#; Some(1).unwrap(); }",
            "}",
            "#[cfg(all(test, target_arch = \"x86_64\"))]",
            "fn helper() -> u8 { Some(1).unwrap() }",
            "fn h(x: Option<u8>) -> u8 {",
            "    x.unwrap()",
            "}",
        ]
        .join("\n");
        let p = check_file("src/a.rs", &text);
        assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), vec![10]);
    }

    #[test]
    fn tests_have_one_layout() {
        let ok = "//! A file.\n#[test]\nfn t() {}\n";
        assert!(check_file("src/deck/tests.rs", ok).is_empty());
        assert!(check_file("crates/c/src/deck/tests/fuzz.rs", ok).is_empty());
        assert!(check_file("crates/c/tests/common/mod.rs", ok).is_empty());
        assert_eq!(check_file("src/deck/fuzz_tests.rs", ok).len(), 1);
        assert_eq!(check_file("crates/c/src/deck/tests/mod.rs", ok).len(), 1);
        let text = "//! A file.\n#[cfg(test)]\n#[path = \"deck_tests.rs\"]\nmod tests;\n";
        let p = check_file("src/deck.rs", text);
        assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), vec![3]);
        assert!(check_file("tests/web.rs", text).is_empty());
    }
}
