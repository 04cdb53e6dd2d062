//! The formatting and lint checks that open `cargo xtask test` (and are `cargo xtask lint`):
//! rustfmt, then clippy with warnings as errors, natively and for the wasm app, then the API
//! docs with warnings as errors (a doc link to a renamed or private item fails).

use crate::setup::{ensure_wasm_target, Tally};
use std::process::Command;

type Res<T> = Result<T, String>;

/// The formatting and lint checks: `cargo fmt --check`, clippy with warnings as errors,
/// natively for the workspace's other crates and for wasm32 for the app (the root package),
/// and `cargo doc --no-deps` the same way with rustdoc's warnings as errors.
pub fn lint(tally: &mut Tally) -> Res<()> {
    let root = crate::project_root();
    let step = |args: &[&str], what: &str, tally: &mut Tally| -> Res<()> {
        let mut cmd = Command::new("cargo");
        cmd.args(args).current_dir(&root);
        if args.first() == Some(&"doc") {
            cmd.env("RUSTDOCFLAGS", "-D warnings");
        }
        let ok = cmd
            .status()
            .map_err(|e| format!("{what}: could not start cargo: {e}"))?
            .success();
        if ok {
            tally.passed += 1;
            Ok(())
        } else {
            tally.failed += 1;
            Err(format!("{what} failed"))
        }
    };
    step(&["fmt", "--all", "--check"], "cargo fmt --check", tally)?;
    // A fresh machine has only the host target; the app is linted for wasm32.
    ensure_wasm_target()?;
    step(
        &[
            "clippy",
            "--workspace",
            "--exclude",
            "grundy-lab",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        "clippy (core, CLI, xtask)",
        tally,
    )?;
    step(
        &[
            "clippy",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "grundy-lab",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
        "clippy (wasm app)",
        tally,
    )?;
    step(
        &[
            "doc",
            "--workspace",
            "--exclude",
            "grundy-lab",
            "--no-deps",
            "--quiet",
        ],
        "cargo doc (core, lessons, CLI, xtask)",
        tally,
    )?;
    step(
        &[
            "doc",
            "--target",
            "wasm32-unknown-unknown",
            "-p",
            "grundy-lab",
            "--no-deps",
            "--quiet",
        ],
        "cargo doc (wasm app)",
        tally,
    )
}
