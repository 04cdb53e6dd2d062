//! Installing the toolchain (idempotent: each piece is checked first) and running the app's
//! builds and test tiers. Versions follow ../shared/toolchain.md; wasm-bindgen-cli is read from
//! Cargo.lock so it always matches the library.

use crate::project_root;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

type Res<T> = Result<T, String>;

/// Environment for the web tools: PATH with npm's binaryen and cargo's bin first.
pub struct ToolEnv {
    path: String,
}

fn home() -> PathBuf {
    std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/root"))
}

fn run(cmd: &mut Command, what: &str) -> Res<()> {
    eprintln!("xtask: {what}");
    let status = cmd
        .status()
        .map_err(|e| format!("{what}: cannot start: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what}: failed ({status})"))
    }
}

fn output_of(cmd: &mut Command) -> Option<String> {
    cmd.output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
}

fn wasm_bindgen_version() -> Res<String> {
    let lock = std::fs::read_to_string(project_root().join("Cargo.lock"))
        .map_err(|e| format!("Cargo.lock: {e}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = \""))
            {
                return Ok(v.trim_end_matches('"').to_string());
            }
        }
    }
    Err("Cargo.lock has no wasm-bindgen entry".into())
}

/// Adds the wasm32 target through rustup if it is missing (seconds); the wasm lint needs it
/// before any web tool is installed.
pub fn ensure_wasm_target() -> Res<()> {
    let installed = output_of(Command::new("rustup").args(["target", "list", "--installed"]));
    if installed.is_some_and(|t| t.lines().any(|l| l.trim() == "wasm32-unknown-unknown")) {
        return Ok(());
    }
    let mut add = Command::new("rustup");
    run(
        add.args(["target", "add", "wasm32-unknown-unknown"]),
        "adding the wasm32 target",
    )
}

/// Installs the wasm target, Trunk, wasm-bindgen-cli, and the npm packages (binaryen, Playwright).
pub fn ensure_web_tools() -> Res<ToolEnv> {
    let root = project_root();
    let cargo_bin = home().join(".cargo/bin");
    let path = format!(
        "{}:{}:{}",
        root.join("node_modules/.bin").display(),
        cargo_bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let env = ToolEnv { path };

    ensure_wasm_target()?;
    let trunk_ok =
        output_of(env.cmd("trunk").arg("--version")).is_some_and(|v| v.contains("0.21.14"));
    if !trunk_ok {
        run(
            Command::new("cargo").args(["install", "trunk", "--version", "0.21.14", "--locked"]),
            "installing Trunk 0.21.14 (about 7 minutes, once)",
        )?;
    }
    let wbg = wasm_bindgen_version()?;
    let wbg_ok = output_of(env.cmd("wasm-bindgen").arg("--version"))
        .is_some_and(|v| v.split_whitespace().nth(1) == Some(wbg.as_str()));
    if !wbg_ok {
        // Without --locked: one locked dependency of this release is missing from the registry.
        run(
            Command::new("cargo").args([
                "install",
                "wasm-bindgen-cli",
                "--version",
                &format!("={wbg}"),
            ]),
            &format!("installing wasm-bindgen-cli {wbg}"),
        )?;
    }
    let npm_ok = root.join("node_modules/.bin/wasm-opt").exists()
        && root.join("node_modules/@playwright/test").exists()
        && root.join("node_modules/@axe-core/playwright").exists();
    if !npm_ok {
        run(
            Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(&root),
            "installing npm packages (binaryen, Playwright)",
        )?;
    }
    run(
        Command::new("cargo").args(["fetch"]).current_dir(&root),
        "fetching crates",
    )?;
    Ok(env)
}

impl ToolEnv {
    /// A command with the tool PATH, run from the project root.
    pub fn cmd(&self, program: &str) -> Command {
        let mut c = Command::new(program);
        c.env("PATH", &self.path).current_dir(project_root());
        c
    }
}

/// Installs Debian's Chromium and chromedriver if they are missing (as root, through apt).
/// (No fonts: layout tests then measure text in Chromium's fallback, DejaVu Sans, which is
/// wider than the Noto Sans the page asks for first, so what fits there fits for readers.)
pub fn ensure_browser() -> Res<()> {
    if Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists() {
        return Ok(());
    }
    let is_root = output_of(Command::new("id").arg("-u")).is_some_and(|u| u.trim() == "0");
    if !is_root {
        return Err(
            "Chromium is missing: run `sudo apt-get install -y chromium chromium-driver`".into(),
        );
    }
    run(Command::new("apt-get").arg("update"), "apt-get update")?;
    run(
        Command::new("apt-get").args(["install", "-y", "chromium", "chromium-driver"]),
        "installing Chromium and chromedriver",
    )
}

/// Builds the release site into `dir` (relative to the root) and returns its path.
pub fn build_site(env: &ToolEnv, dir: &str) -> Res<PathBuf> {
    run(
        env.cmd("trunk")
            .args(["build", "--release", "--offline", "--dist", dir]),
        &format!("building the release site into {dir}/"),
    )?;
    let site = project_root().join(dir);
    // The policy is written before the service worker hashes the site's files (index.html among them).
    let policy = crate::csp::secure_site(&site)?;
    eprintln!("xtask: Content-Security-Policy: {policy}");
    // The worker lists the site before the single file is added: that file is another way in
    // (from file://), not part of what a visit loads; nor is the embedding module, which other
    // sites' pages load (and this site's worker does not serve them).
    let version = crate::offline::write_service_worker(&site, &[SINGLE_FILE, EMBED_MODULE])?;
    eprintln!("xtask: service worker cache version {version}");
    write_single_file(env, &site)?;
    Ok(site)
}

/// The name of the single-file build (everything inlined), which also opens from `file://`.
pub const SINGLE_FILE: &str = "grundy-lab.html";

/// Writes `grundy-lab.html` beside the site: the stylesheet and the JS glue inlined and the
/// wasm embedded as base64. Browsers refuse module scripts, wasm fetches and workers from
/// `file://`, but an inline module that instantiates the wasm from bytes fetches nothing, so
/// this file opens from a folder, a USB stick or an e-mail attachment. It is built with the
/// `local-solver` feature: without a worker, the app solves in the page.
fn write_single_file(env: &ToolEnv, site: &Path) -> Res<()> {
    let root = project_root();
    run(
        env.cmd("cargo").args([
            "build",
            "--profile",
            "worker-release",
            "--offline",
            "--target",
            "wasm32-unknown-unknown",
            "--bin",
            "grundy-lab",
            "--features",
            "local-solver",
        ]),
        "building the single-file app (solving in the page)",
    )?;
    let out = root.join("target/single-file");
    run(
        env.cmd("wasm-bindgen")
            .arg(root.join("target/wasm32-unknown-unknown/worker-release/grundy-lab.wasm"))
            .args([
                "--target",
                "web",
                "--no-typescript",
                "--out-name",
                "grundy-lab",
                "--out-dir",
            ])
            .arg(&out),
        "binding the single-file app",
    )?;
    let wasm_path = out.join("grundy-lab_bg.wasm");
    run(
        env.cmd("wasm-opt")
            .args([
                "-Oz",
                "--enable-bulk-memory",
                "--enable-reference-types",
                "--enable-nontrapping-float-to-int",
                "--enable-sign-ext",
                "--enable-mutable-globals",
                "-o",
            ])
            .arg(&wasm_path)
            .arg(&wasm_path),
        "optimising the single-file app",
    )?;
    let css_path = std::fs::read_dir(site)
        .map_err(|e| format!("{}: {e}", site.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "css"))
        .ok_or_else(|| format!("no stylesheet in {}", site.display()))?;
    let read = |p: &Path| std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()));
    let css = read(&css_path)?;
    let glue = read(&out.join("grundy-lab.js"))?;
    let wasm = std::fs::read(&wasm_path).map_err(|e| e.to_string())?;
    // Nothing imports this inline module, so its export line goes; a closing script tag
    // inside the code, if there were one, would end the script early and is escaped.
    let glue: String = glue
        .lines()
        .filter(|l| !l.trim_start().starts_with("export {"))
        .collect::<Vec<_>>()
        .join("\n")
        .replace("</script", "<\\/script");
    let mut html = String::with_capacity(wasm.len() * 4 / 3 + glue.len() + css.len() + 1024);
    html.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n");
    html.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n");
    html.push_str("<title>Grundy Lab</title>\n<link rel=\"icon\" href=\"data:,\" />\n<style>");
    html.push_str(&css);
    html.push_str("</style>\n<script type=\"module\">\n");
    html.push_str(&glue);
    html.push_str("\nconst wasmBytes = Uint8Array.from(atob(\"");
    html.push_str(&base64(&wasm));
    html.push_str("\"), (c) => c.charCodeAt(0));\nawait __wbg_init({ module_or_path: wasmBytes });\n</script>\n");
    html.push_str("</head>\n<body>\n<noscript>Grundy Lab needs JavaScript and WebAssembly.</noscript>\n</body>\n</html>\n");
    let html = crate::csp::secure_single_file(&html)?;
    std::fs::write(site.join(SINGLE_FILE), html).map_err(|e| e.to_string())
}

/// Standard base64 (RFC 4648) with padding.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_embed_module_and_the_single_file_are_not_part_of_a_first_visit() {
        let dir = std::env::temp_dir().join(format!("xtask-size-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("examples")).unwrap();
        for name in [
            "index.html",
            "app_bg.wasm",
            super::EMBED_MODULE,
            super::SINGLE_FILE,
        ] {
            std::fs::write(dir.join(name), name).unwrap();
        }
        let (first, embed) = super::report_files(&dir).unwrap();
        let names: Vec<_> = first
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["app_bg.wasm", "index.html"]);
        assert!(embed.unwrap().ends_with(super::EMBED_MODULE));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn base64_matches_the_rfc_4648_examples() {
        for (plain, encoded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(super::base64(plain.as_bytes()), encoded);
        }
    }
}

/// Serves the app with Trunk (rebuilds on change) at http://127.0.0.1:8080.
pub fn serve() -> Res<()> {
    let env = ensure_web_tools()?;
    eprintln!("\nxtask: Grundy Lab will be at http://127.0.0.1:8080/ (first build takes about a minute)\n");
    run(
        env.cmd("trunk").args([
            "serve",
            "--offline",
            "--address",
            "127.0.0.1",
            "--port",
            "8080",
        ]),
        "serving",
    )
}

/// Test counts gathered from the runners' closing lines.
#[derive(Default)]
pub struct Tally {
    /// Tests and checks that passed.
    pub passed: u64,
    /// Tests and checks that failed.
    pub failed: u64,
}

/// Runs `cmd`, echoing its output, and adds the counts of cargo's and Playwright's summaries.
fn run_counted(mut cmd: Command, what: &str, tally: &mut Tally) -> Res<()> {
    eprintln!("xtask: {what}");
    let mut child = cmd
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{what}: cannot start: {e}"))?;
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            println!("{line}");
            let t = line.trim();
            if let Some(rest) = t.strip_prefix("test result: ") {
                // "ok. 12 passed; 0 failed; …"
                for part in rest.split(';') {
                    let words: Vec<&str> = part.split_whitespace().collect();
                    if let Some(pos) = words.iter().position(|w| *w == "passed") {
                        tally.passed += words
                            .get(pos.wrapping_sub(1))
                            .and_then(|n| n.parse().ok())
                            .unwrap_or(0);
                    }
                    if let Some(pos) = words.iter().position(|w| *w == "failed") {
                        tally.failed += words
                            .get(pos.wrapping_sub(1))
                            .and_then(|n| n.parse().ok())
                            .unwrap_or(0);
                    }
                }
            } else if let Some(n) = t.strip_suffix(" passed").or_else(|| {
                t.split(" passed (")
                    .next()
                    .filter(|_| t.contains(" passed ("))
            }) {
                tally.passed += n.trim().parse::<u64>().unwrap_or(0);
            } else if let Some(n) = t.strip_suffix(" failed") {
                tally.failed += n.trim().parse::<u64>().unwrap_or(0);
            }
        }
    }
    let status = child.wait().map_err(|e| format!("{what}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what}: failed ({status})"))
    }
}

/// The embedding module (www/embed.js, docs/embedding.md): loaded by pages that embed Grundy
/// Lab, never by a visit to the app, so the size report lists it apart from the first visit.
pub const EMBED_MODULE: &str = "embed.js";

/// A file's size, raw and gzip-compressed (`gzip -9`; raw when gzip cannot run).
fn sizes(path: &Path) -> (u64, u64) {
    let raw = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    let gz = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(path)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| o.stdout.len() as u64)
        .unwrap_or(raw);
    (raw, gz)
}

/// The site's top-level files, split into what a first visit of the app loads and the
/// embedding module. The single-file build is another way in (for file://), in neither.
fn report_files(site: &Path) -> Res<(Vec<PathBuf>, Option<PathBuf>)> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(site)
        .map_err(|e| format!("{}: {e}", site.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && !p.ends_with(SINGLE_FILE))
        .collect();
    entries.sort();
    let embed = entries
        .iter()
        .position(|p| p.ends_with(EMBED_MODULE))
        .map(|i| entries.remove(i));
    Ok((entries, embed))
}

fn print_size(path: &Path, raw: u64, gz: u64) {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    println!(
        "  {name:<44} {:>8.1} KB raw {:>8.1} KB gzip",
        raw as f64 / 1024.0,
        gz as f64 / 1024.0
    );
}

/// Sizes of what a first visit loads, raw and gzip-compressed, against two budgets: the page
/// itself (the home page: app wasm, glue, stylesheet; the solver worker is started by the first
/// lesson, not before) and everything (the worker that carries the core, the icons and what the
/// service worker precaches). Then the embedding module on its own line.
fn size_report(site: &Path) -> Res<()> {
    // The page alone stays within the budget set when everything was one wasm file.
    const PAGE_BUDGET_GZIP: u64 = 400 * 1024;
    // The core moved into the worker, so a lesson's first visit loads both wasm files. The
    // budget moves only with a feature that pays for its size, and each move is recorded with
    // what paid for it in docs/benchmarks.md ("What a first visit loads").
    const ALL_BUDGET_GZIP: u64 = 724 * 1024;
    let is_worker_or_offline = |p: &Path| {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        name.starts_with("solver_worker")
            || name.ends_with(".png")
            || name == "sw.js"
            || name.ends_with(".webmanifest")
    };
    let (files, embed) = report_files(site)?;
    let (mut page_gz, mut all_gz) = (0, 0);
    println!("\nsize report (a first visit: the page, then the solver worker and offline files):");
    for path in &files {
        let (raw, gz) = sizes(path);
        all_gz += gz;
        if !is_worker_or_offline(path) {
            page_gz += gz;
        }
        print_size(path, raw, gz);
    }
    println!(
        "  the page: {:.1} KB gzip of a {:.0} KB budget; with the solver worker and offline files: {:.1} KB of {:.0} KB\n",
        page_gz as f64 / 1024.0,
        PAGE_BUDGET_GZIP as f64 / 1024.0,
        all_gz as f64 / 1024.0,
        ALL_BUDGET_GZIP as f64 / 1024.0
    );
    if let Some(path) = embed {
        let (raw, gz) = sizes(&path);
        println!("embedding module (loaded by pages that embed Grundy Lab, not by a visit):");
        print_size(&path, raw, gz);
        println!("  (solve() and figure() also start the solver worker listed above)\n");
    }
    if page_gz > PAGE_BUDGET_GZIP {
        return Err(format!(
            "the page loads {page_gz} bytes gzip, over the {PAGE_BUDGET_GZIP}-byte budget"
        ));
    }
    if all_gz > ALL_BUDGET_GZIP {
        return Err(format!(
            "a first visit loads {all_gz} bytes gzip, over the {ALL_BUDGET_GZIP}-byte budget"
        ));
    }
    Ok(())
}

/// Every test tier, then one closing line with the totals.
pub fn test_all() -> Res<()> {
    let mut tally = Tally::default();
    if let Err(e) = crate::lint::lint(&mut tally) {
        println!("xtask: {} passed, {} failed", tally.passed, tally.failed);
        return Err(e);
    }
    let env = ensure_web_tools()?;
    ensure_browser()?;
    let outcome = (|| {
        let mut native = env.cmd("cargo");
        native.args(["test", "--workspace", "--exclude", "grundy-lab"]);
        run_counted(native, "native tests (core, CLI, xtask)", &mut tally)?;
        // The page's reducer and solver are plain Rust: their transitions are tested natively.
        let mut page = env.cmd("cargo");
        page.args(["test", "-p", "grundy-lab", "--lib"]);
        run_counted(
            page,
            "native tests of the page's state and solver",
            &mut tally,
        )?;
        let mut wasm = env.cmd("cargo");
        wasm.args([
            "test",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "grundy-lab",
            "--features",
            "local-solver",
        ]);
        run_counted(wasm, "wasm tests in headless Chromium", &mut tally)?;
        let site = build_site(&env, "target/e2e-dist")?;
        size_report(&site)?;
        let mut e2e = env.cmd("playwright");
        e2e.args([
            "test",
            "--config",
            "tests/e2e/playwright.config.mjs",
            "--reporter",
            "list",
        ]);
        run_counted(
            e2e,
            "end-to-end tests (Playwright, Debian Chromium)",
            &mut tally,
        )
    })();
    println!("xtask: {} passed, {} failed", tally.passed, tally.failed);
    outcome
}
