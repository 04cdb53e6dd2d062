//! Offline once opened: after Trunk has built the site, writes the build's version and file list
//! into the service worker Trunk copied from www/sw.js, so the worker precaches exactly this
//! build and a new deployment (a changed sw.js) replaces the old cache.

use std::hash::Hasher;
use std::path::{Path, PathBuf};

type Res<T> = Result<T, String>;

/// The service worker's file name in the site (registered by index.html).
pub const SERVICE_WORKER: &str = "sw.js";

/// The line of www/sw.js that this step rewrites; it must be there exactly once.
const BUILD_LINE: &str = "const BUILD = ";

/// Writes the build line of `site`/sw.js: a version hashed from the worker's code and every
/// file it caches (all files of the site but the worker itself and those in `skip`), and their
/// paths.
/// Returns the version.
pub fn write_service_worker(site: &Path, skip: &[&str]) -> Res<String> {
    let mut files = Vec::new();
    list_files(site, site, &mut files)?;
    files.retain(|f| f != SERVICE_WORKER && !skip.contains(&f.as_str()));
    files.sort();
    if !files.iter().any(|f| f == "index.html") {
        return Err(format!("{}: no index.html to cache", site.display()));
    }
    let sw_path = site.join(SERVICE_WORKER);
    let template = std::fs::read_to_string(&sw_path).map_err(|e| {
        format!(
            "{}: {e} (is www/sw.js copied by index.html?)",
            sw_path.display()
        )
    })?;
    // The worker's own code counts too: a changed worker starts a new cache.
    let mut hash = grundy_core::hash::Fnv::default();
    hash.write(template.as_bytes());
    for f in &files {
        let bytes = std::fs::read(site.join(f)).map_err(|e| format!("{f}: {e}"))?;
        hash.write(f.as_bytes());
        hash.write(&[0]);
        hash.write(&(bytes.len() as u64).to_le_bytes());
        hash.write(&bytes);
    }
    let version = format!("{:016x}", hash.finish());
    let sw = fill_build_line(&template, &version, &files)?;
    std::fs::write(&sw_path, sw).map_err(|e| format!("{}: {e}", sw_path.display()))?;
    Ok(version)
}

/// `template` with its build line replaced by this build's version and files, and without its
/// comment lines and blank lines: they are for whoever reads www/sw.js, and every first visit
/// downloaded them (about half of the service worker's size). A line is a comment when it
/// starts with `//` after its indentation; www/sw.js has no string or template literal that
/// runs over lines.
fn fill_build_line(template: &str, version: &str, files: &[String]) -> Res<String> {
    let count = template
        .lines()
        .filter(|l| l.starts_with(BUILD_LINE))
        .count();
    if count != 1 {
        return Err(format!(
            "{SERVICE_WORKER} must have exactly one line starting with `{BUILD_LINE}`, found {count}"
        ));
    }
    let assets: Vec<String> = files.iter().map(|f| js_string(f)).collect();
    let line = format!(
        "{BUILD_LINE}{{ version: {}, assets: [{}] }};",
        js_string(version),
        assets.join(", ")
    );
    let mut out = String::with_capacity(template.len() + line.len());
    for l in template.lines() {
        let kept = l.trim_start();
        if kept.is_empty() || kept.starts_with("//") {
            continue;
        }
        out.push_str(if l.starts_with(BUILD_LINE) { &line } else { l });
        out.push('\n');
    }
    Ok(out)
}

/// A double-quoted JavaScript string literal.
fn js_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Every file below `dir`, as paths relative to `root` with `/` separators.
fn list_files(root: &Path, dir: &Path, out: &mut Vec<String>) -> Res<()> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let path: PathBuf = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            list_files(root, &path, out)?;
        } else if let Ok(rel) = path.strip_prefix(root) {
            let parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            out.push(parts.join("/"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    const TEMPLATE: &str = "// head\nconst BUILD = { version: 'dev', assets: [] }; // x\n\n\
        const A = 1; // kept\nf(() => {\n  // inner\n  g('//');\n});\n";

    /// A fresh site folder with the given files (and the template worker).
    fn site(files: &[(&str, &str)]) -> PathBuf {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "xtask-offline-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("snippets")).unwrap();
        std::fs::write(dir.join(SERVICE_WORKER), TEMPLATE).unwrap();
        for (name, body) in files {
            std::fs::write(dir.join(name), body).unwrap();
        }
        dir
    }

    fn build_line(dir: &Path) -> String {
        let sw = std::fs::read_to_string(dir.join(SERVICE_WORKER)).unwrap();
        sw.lines()
            .find(|l| l.starts_with(BUILD_LINE))
            .unwrap()
            .to_string()
    }

    #[test]
    fn lists_every_file_but_the_worker_and_the_skipped_ones() {
        let dir = site(&[
            ("index.html", "<html>"),
            ("app-1a2b.js", "js"),
            ("app-1a2b_bg.wasm", "wasm"),
            ("grundy-lab.html", "single"),
            ("snippets/x.js", "snippet"),
        ]);
        let version = write_service_worker(&dir, &["grundy-lab.html"]).unwrap();
        assert_eq!(
            build_line(&dir),
            format!(
                "const BUILD = {{ version: \"{version}\", assets: [\"app-1a2b.js\", \
                 \"app-1a2b_bg.wasm\", \"index.html\", \"snippets/x.js\"] }};"
            )
        );
        // The rest of the worker is kept as it was, but for its comment and blank lines.
        let sw = std::fs::read_to_string(dir.join(SERVICE_WORKER)).unwrap();
        assert_eq!(
            sw.split_once('\n').unwrap().1,
            "const A = 1; // kept\nf(() => {\n  g('//');\n});\n"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_version_changes_with_any_cached_file_and_only_with_them() {
        let files = [("index.html", "<html>"), ("a.js", "one")];
        let v = |files: &[(&str, &str)]| {
            let dir = site(files);
            let v = write_service_worker(&dir, &["skip.txt"]).unwrap();
            std::fs::remove_dir_all(&dir).unwrap();
            v
        };
        let base = v(&files);
        assert_eq!(base.len(), 16);
        assert_eq!(v(&files), base);
        assert_ne!(v(&[("index.html", "<html>"), ("a.js", "two")]), base);
        assert_ne!(v(&[("index.html", "<html>"), ("b.js", "one")]), base);
        assert_ne!(
            v(&[("index.html", "<html>"), ("a.js", "one"), ("c", "")]),
            base
        );
        assert_eq!(
            v(&[("index.html", "<html>"), ("a.js", "one"), ("skip.txt", "x")]),
            base
        );
        // So does the worker's own code.
        let dir = site(&files);
        std::fs::write(dir.join(SERVICE_WORKER), format!("{TEMPLATE}// changed\n")).unwrap();
        assert_ne!(write_service_worker(&dir, &[]).unwrap(), base);
        std::fs::remove_dir_all(&dir).unwrap();
        // Moving bytes between a name and its content changes the version too.
        assert_ne!(
            v(&[("index.html", "<html>"), ("a.jso", "ne")]),
            v(&[("index.html", "<html>"), ("a.js", "one")])
        );
    }

    #[test]
    fn a_worker_without_one_build_line_or_a_site_without_index_is_an_error() {
        let dir = site(&[("a.js", "x")]);
        let err = write_service_worker(&dir, &[]).unwrap_err();
        assert!(err.contains("no index.html"), "{err}");
        std::fs::write(dir.join("index.html"), "<html>").unwrap();
        std::fs::write(dir.join(SERVICE_WORKER), "const X = 1;\n").unwrap();
        let err = write_service_worker(&dir, &[]).unwrap_err();
        assert!(err.contains("found 0"), "{err}");
        let twice = format!("{TEMPLATE}{TEMPLATE}");
        assert!(fill_build_line(&twice, "v", &[])
            .unwrap_err()
            .contains("found 2"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn js_strings_escape_quotes_backslashes_and_controls() {
        assert_eq!(js_string("a\"b\\c\nd"), "\"a\\\"b\\\\c\\u000ad\"");
        assert_eq!(js_string("图.png"), "\"图.png\"");
    }
}
