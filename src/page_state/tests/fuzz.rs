//! Fuzzing the page's reducer natively with what a host page and the address bar send (see
//! grundy_lessons::fuzz): a random lesson or deck link, then random iframe commands, each
//! answered by the real solver. The page never panics, and every state event it would post
//! names at most one bounded line of error.

use super::page::Page;
use crate::deck::tests::fuzz::deck_link;
use crate::host_api::tests::command;
use crate::host_api::{parse_command, state_event, Command};
use grundy_lessons::fuzz::{self, lesson_link, one_line};

#[test]
fn fuzz_host_commands_drive_the_page() {
    fuzz::run(
        "page",
        200,
        |rng| {
            let start = if rng.chance(1, 4) {
                deck_link(rng)
            } else {
                lesson_link(rng)
            };
            let commands: Vec<Command> = (0..rng.range(1, 5)).map(|_| command(rng)).collect();
            (start, commands)
        },
        |(start, commands)| {
            let mut p = Page::at(start);
            for c in commands {
                if let Ok(action) = parse_command(c) {
                    p.act(action);
                }
                if let Some(e) = state_event(&p.state).and_then(|e| e.error) {
                    one_line("state event error", &e)?;
                }
            }
            Ok(())
        },
    );
}
