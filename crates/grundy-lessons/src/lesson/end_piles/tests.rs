//! Tests of the `end-piles` lesson: the DP table, its steps and cases, both languages, play.

use super::*;

fn lesson(q: &str) -> Result<EndPilesLesson, ParamError> {
    EndPilesLesson::from_query(&Query::parse(q))
}

#[test]
fn example_fills_every_stretch_of_the_rest_then_decides() {
    let l = lesson("").unwrap();
    // The rest is 1,9,4: six stretches, plus the opening and the verdict.
    assert_eq!(l.step_count(), 8);
    assert_eq!(l.facts().first_wins, Some(first_wins(&[3, 1, 9, 4])));
    assert!(l
        .sentence(1, Lang::En)
        .starts_with("Pile 2 alone: a single pile x = 1."));
    // A stretch of two piles builds on stretches of one, named as single piles.
    assert!(l
        .sentence(4, Lang::En)
        .contains("Piles 2..3: left comes from adding x = 9 on the right of pile 2 (L"));
    assert!(l.sentence(4, Lang::Zh).contains("右值同理由第 3 堆和"));
    assert!(l.sentence(6, Lang::Zh).contains("由第 2～3 堆的左右值"));
    // One pile: no stretches to fill.
    let one = lesson("piles=5").unwrap();
    assert!(one.sentence(0, Lang::Zh).contains("只有一堆时"));
    for step in 0..l.step_count() {
        assert!(!l.sentence(step, Lang::En).contains("2..2"));
        assert!(!l.sentence(step, Lang::Zh).contains("2～2"));
    }
    for step in 0..l.step_count() {
        assert!(!l.sentence(step, Lang::Zh).is_empty());
        assert!(l.figure(step, Lang::Zh).to_svg().ends_with("</svg>"));
    }
    // A won row names its winning move in words, not as the move box's "L:4".
    let won = lesson("piles=5,1").unwrap();
    let last = won.step_count() - 1;
    assert!(won
        .sentence(last, Lang::En)
        .ends_with("more than the left value of the rest, 1: the player to move wins by making it 1: take 4 from pile 1."));
    assert!(won
        .sentence(last, Lang::Zh)
        .ends_with("把它变成 1，即从第 1 堆取 4 颗。"));
    // A first pile below the rest's left value cannot reach it: the move is at the other end,
    // and the sentence says why it names a move there (5, 2, 7, 3, 6: the rest's left value is
    // 6; take 1 from pile 5, checked by the game's own search).
    let right = lesson("piles=5,2,7,3,6").unwrap();
    let last = right.step_count() - 1;
    let said = right.sentence(last, Lang::En);
    assert!(
        said.contains("less than the left value of the rest, 6"),
        "{said}"
    );
    assert!(
        said.ends_with("gives the move: take 1 from pile 5."),
        "{said}"
    );
    assert_eq!(
        winning_moves(&[5, 2, 7, 3, 6]),
        [EndMove {
            from_left: false,
            take: 1
        }]
    );
    assert!(right
        .sentence(last, Lang::Zh)
        .contains("必胜走法不在第 1 堆"));
}

#[test]
fn every_step_marks_its_stretch_and_changes_the_figure() {
    use crate::lesson::teaching::{assert_readable, assert_teaches};
    for q in [
        "",
        "piles=5",
        "piles=5&moves=L:5",
        "piles=3,3&moves=L:1",
        "piles=2,7,1,8,2,8",
    ] {
        assert_teaches(&lesson(q).unwrap(), q);
    }
    assert_readable(&lesson("").unwrap(), "example");
    assert_eq!(lesson("piles=5&moves=L:5").unwrap().step_count(), 1);
}

#[test]
fn chinese_mode_has_no_english_words() {
    let l = lesson("").unwrap();
    for step in 0..l.step_count() {
        let svg = l.figure(step, Lang::Zh).to_svg();
        let text = l.sentence(step, Lang::Zh);
        for word in ["left", "right"] {
            assert!(!svg.contains(word) && !text.contains(word), "step {step}");
        }
    }
    assert!(l.figure(1, Lang::Zh).to_svg().contains("左值 | 右值"));
    assert!(l.figure(1, Lang::En).to_svg().contains("left | right"));
}

#[test]
fn moves_shrink_the_ends_and_the_computer_wins_when_it_should() {
    let l = lesson("piles=3,3&moves=L:3").unwrap();
    assert_eq!(l.game.row, vec![3]);
    assert!(lesson("piles=3,3&moves=X:1").is_err());
    assert!(lesson("piles=3,3&moves=R:4").is_err());
    let start = "piles=5,1,2,7";
    let first = lesson(start).unwrap().play().unwrap().to_move_wins;
    let mut moves: Vec<String> = Vec::new();
    loop {
        let q = if moves.is_empty() {
            start.to_string()
        } else {
            format!("{start}&moves={}", moves.join(","))
        };
        let p = lesson(&q).unwrap().play().unwrap();
        if p.over {
            // The player to move has no move: the other one took the last stone.
            assert_eq!(p.player_to_move == 2, first);
            break;
        }
        moves.push(p.computer_move.unwrap());
    }
}

#[test]
fn the_last_move_is_traced_on_the_row() {
    let traces = |q: &str| {
        let l = lesson(q).unwrap();
        let svg = l.figure(0, Lang::En).to_svg();
        (
            svg.matches(r#"data-testid="move-trace""#).count(),
            svg.matches(r#"class="trace-ring""#).count(),
            svg.matches(r#"data-testid="pile""#).count(),
        )
    };
    // 3,1,9,4: L:1 leaves 2 in pile 1 (ringed); L:3 empties it (a dashed box where it
    // stood, left of the three piles left); R:4 empties the last.
    assert_eq!(traces("moves=L:1"), (1, 1, 4));
    assert_eq!(traces("moves=L:3"), (1, 1, 3));
    assert_eq!(traces("moves=R:4"), (1, 1, 3));
    assert_eq!(traces(""), (0, 0, 4));
    // The emptied pile's box holds what it had, left of the row, which moves right by a box.
    let svg = lesson("moves=L:3").unwrap().figure(0, Lang::En).to_svg();
    let ghost = svg.split(r#"data-testid="move-trace""#).nth(1).unwrap();
    assert!(ghost.contains(">3</text>"), "{ghost}");
}

#[test]
fn a_long_row_traces_the_last_move_too() {
    // 20 piles (a long row, drawn as a window): the end pile taken from is ringed at every
    // step, an emptied one left as a dashed box beside the row.
    let piles = "piles=5,2,7,1,8,2,8,1,8,2,8,4,5,9,1,3,6,2,7,4";
    let traces = |moves: &str| {
        let l = lesson(&format!("{piles}&moves={moves}")).unwrap();
        assert!(l.long, "{moves}");
        (0..l.step_count())
            .map(|step| {
                let svg = l.figure(step, Lang::En).to_svg();
                let after = svg.split(r#"data-testid="move-trace""#).nth(1);
                // Up to the next hooked element (the ring alone is one folded element).
                let trace = after.and_then(|a| a.split("data-testid").next());
                let trace = trace.unwrap_or_default();
                (
                    svg.matches(r#"data-testid="move-trace""#).count(),
                    trace.contains(">4</text>"),
                )
            })
            .collect::<Vec<_>>()
    };
    let t = traces("L:1");
    assert!(t.iter().all(|&t| t == (1, false)), "{t:?}");
    // R:4 empties the last pile: its box holds the 4 stones it had.
    assert!(traces("R:4").iter().all(|&t| t == (1, true)));
    let before = lesson(piles).unwrap();
    assert!((0..before.step_count())
        .all(|s| !before.figure(s, Lang::En).to_svg().contains("move-trace")));
}
