//! The `grundy` command line: `grundy judge PROBLEM` answers the classic problems on standard
//! input, `grundy render LESSON 'PARAMS'` writes a lesson's figure as SVG, PNG or PDF.
//! Both are thin: parsing and printing here, everything else in `grundy-core` (the PNG and
//! PDF encoders, resvg and svg2pdf, live only in this crate).

mod export;
mod fonts;
mod judge;
mod options;
mod render;
mod tokens;

use std::io::{Read, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  grundy judge PROBLEM < input      answer one problem instance (formats: judge-problems.md)
  grundy render LESSON 'PARAMS' [options]
                                    write the figure of #/LESSON?PARAMS (SVG, PNG or PDF)
  grundy list                       list the judge problems and lessons

problems: nim nim-move misere-nim bounded-nim staircase-nim set-nim split-nim graph-sum
          wythoff cutting end-piles apple-tree flip-multiples ie-divisible majority
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["judge", problem] => {
            let mut input = Vec::new();
            if let Err(e) = std::io::stdin().read_to_end(&mut input) {
                eprintln!("grundy judge {problem}: cannot read standard input: {e}");
                return ExitCode::from(2);
            }
            match judge::run(problem, &input) {
                Ok(answer) => write_out(answer.as_bytes()),
                Err(message) => {
                    eprintln!("{message}");
                    ExitCode::from(2)
                }
            }
        }
        ["render", "--help" | "-h"] => {
            write_out(format!("{USAGE}{}\n", options::OPTIONS_USAGE).as_bytes())
        }
        ["render", ..] => match render::run(&args[1..]) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
        ["list"] => {
            let mut text = String::from("judge problems:\n");
            for p in judge::PROBLEMS {
                text.push_str(&format!("  {p}\n"));
            }
            text.push_str("lessons (grundy render):\n");
            for l in grundy_core::lesson::LESSONS.iter() {
                text.push_str(&format!(
                    "  {:<16} {}\n",
                    l.slug,
                    grundy_core::i18n::tr(grundy_core::i18n::Lang::En, l.title)
                ));
            }
            write_out(text.as_bytes())
        }
        ["--help"] | ["-h"] | ["help"] => {
            write_out(format!("{USAGE}{}\n", options::OPTIONS_USAGE).as_bytes())
        }
        _ => {
            eprintln!("{USAGE}{}", options::OPTIONS_USAGE);
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
