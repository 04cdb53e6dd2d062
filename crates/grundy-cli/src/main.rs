//! The `grundy` command line: `grundy judge PROBLEM` answers the classic problems on standard
//! input, `grundy render LESSON 'PARAMS'` writes a lesson's figure as SVG, PNG or PDF,
//! `grundy practice TOPIC …` prints a practice set, `grundy review LESSON 'PARAMS&moves=…'`
//! the review of a game played.
//! All are thin: parsing and printing here, everything else in `grundy-core` (the PNG and
//! PDF encoders, resvg and svg2pdf, live only in this crate).

mod export;
mod fonts;
mod judge;
mod options;
mod practice;
mod render;
mod review;
mod tokens;

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  grundy judge PROBLEM < input      answer one problem instance (formats: docs/judge.md)
  grundy render LESSON 'PARAMS' [options]
                                    write the figure of #/LESSON?PARAMS (SVG, PNG or PDF)
  grundy tabulate CODE N [--naive]  print G(0..N-1) of an octal game and its period (--naive:
                                    by the plain double loop, for comparison; N ≤ 100000);
                                    CODE `grundy`: Grundy's game, its values alone
  grundy list                       list the judge problems and lessons
  grundy practice TOPIC [--seed S] [--level 1-3] [--count 1-50] [--answers] [--lang en|zh]
                                    print a practice set, the same items as its link
                                    (topics: sg-label pn winning-moves nim-sum sg-table
                                    ie-terms; seed 1 when absent); --answers adds the key
  grundy review LESSON 'PARAMS&moves=…'
                                    review a game: one line per move with its verdict (best,
                                    kept, blunder, forced) and why a blunder loses

";

/// The usage text: the commands, then the judge's problems from their one list.
fn usage() -> String {
    format!("{USAGE}{}", judge::usage_list())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["judge", name] => {
            let answer = match judge::problem(name) {
                // A streamed problem (graph-sum) reads standard input through a small buffer
                // (its text is the largest thing it would otherwise keep).
                Some(p) if p.streams() => with_stdin(|src| p.solve_stream(src)),
                _ => match read_stdin() {
                    Ok(input) => judge::run(name, &input),
                    Err(e) => Err(format!(
                        "grundy judge {name}: cannot read standard input: {e}"
                    )),
                },
            };
            match answer {
                Ok(answer) => write_out(answer.as_bytes()),
                Err(message) => {
                    eprintln!("{message}");
                    ExitCode::from(2)
                }
            }
        }
        ["render", "--help" | "-h"] => {
            write_out(format!("{}{}\n", usage(), options::OPTIONS_USAGE).as_bytes())
        }
        ["render", ..] => match render::run(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
        ["practice", ..] => match practice::parse(&args[1..]) {
            Ok(p) => write_out(practice::text(&p).as_bytes()),
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
        ["review", ..] => match review::run(&args[1..]) {
            Ok(text) => write_out(text.as_bytes()),
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
        ["tabulate", code, n] => tabulate(code, n, false),
        ["tabulate", code, n, "--naive"] => tabulate(code, n, true),
        ["list"] => {
            let mut text = String::from("judge problems:\n");
            for p in judge::PROBLEMS {
                text.push_str(&format!("  {}\n", p.name));
            }
            text.push_str("lessons (grundy render):\n");
            for l in grundy_lessons::lesson::LESSONS.iter() {
                text.push_str(&format!(
                    "  {:<16} {}\n",
                    l.slug,
                    grundy_core::i18n::tr(grundy_core::i18n::Lang::En, l.title)
                ));
            }
            write_out(text.as_bytes())
        }
        ["--help"] | ["-h"] | ["help"] => {
            write_out(format!("{}{}\n", usage(), options::OPTIONS_USAGE).as_bytes())
        }
        _ => {
            eprintln!("{}{}", usage(), options::OPTIONS_USAGE);
            ExitCode::from(2)
        }
    }
}

/// `grundy tabulate`: the judge's `octal` answer for `CODE N`, by the fast table or (with
/// `--naive`) by the plain double loop; `cargo xtask bench` times both.
fn tabulate(code: &str, n: &str, naive: bool) -> ExitCode {
    match judge::octal_answer(code, n, naive) {
        Ok(answer) => write_out(answer.as_bytes()),
        Err(message) => {
            eprintln!("grundy tabulate: {message}");
            ExitCode::from(2)
        }
    }
}

fn write_out(bytes: &[u8]) -> ExitCode {
    let mut out = std::io::stdout().lock();
    // A closed pipe (e.g. `| head`) is not an error worth a panic.
    match out.write_all(bytes).and_then(|_| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::from(1),
    }
}

/// `f` applied to standard input, read straight from its descriptor (not through `Stdin`'s
/// lock and buffer) where there is one.
fn with_stdin<T>(f: impl FnOnce(&mut dyn Read) -> T) -> T {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stdin().as_fd().try_clone_to_owned() {
            return f(&mut std::fs::File::from(fd));
        }
    }
    f(&mut std::io::stdin().lock())
}

/// All of standard input. When it is a file (`grundy judge P < input`), it is read through a
/// `File` on the same descriptor, which sizes the buffer from the file's length: one
/// allocation and no copying as it grows (the largest inputs at the judge's limits are big).
fn read_stdin() -> std::io::Result<Vec<u8>> {
    let mut input = Vec::new();
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stdin().as_fd().try_clone_to_owned() {
            std::fs::File::from(fd).read_to_end(&mut input)?;
            return Ok(input);
        }
    }
    std::io::stdin().read_to_end(&mut input)?;
    Ok(input)
}
