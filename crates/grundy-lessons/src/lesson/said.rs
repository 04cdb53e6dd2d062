//! Moves said in words and shown in the figure: the names of the pieces that play them, the
//! hint's marks on what a move without a piece changes, and lists of moves in words.

use super::Walkthrough;
use grundy_core::figure::{Figure, Hook, Shape};
use grundy_core::i18n::Lang;

/// Names the pieces of `figure` that play moves by what they play, in words: the lesson's
/// own ("take 3 from pile 2"), else "play 2:3". The page and `grundy render` both do this, so
/// an exported figure names its pieces as the page does.
pub fn name_pieces(model: &dyn Walkthrough, figure: &mut Figure, lang: Lang) {
    grundy_core::figure::label_moves(&mut figure.shapes, &|play| {
        model
            .move_words(play, lang)
            .unwrap_or_else(|| grundy_core::t!(lang, PlayPiece { play }))
    });
}

/// One element a move is drawn on: (test id, data name, value) of its hook, and the move.
type Part<'a> = (&'static str, &'static str, String, &'a str);

/// Tags the elements that each winning move the hint marks (`marked_moves`: those the figure
/// draws, one per row of stones) changes or runs along, where no piece of the figure plays it or besides its piece
/// ([`Walkthrough::move_parts`]), with `wins` data: the moves, separated by spaces. The page's
/// hint marks them as it marks the pieces. Returns the moves marked.
pub fn mark_winning(
    model: &dyn Walkthrough,
    figure: &mut Figure,
    winning: &[String],
) -> Vec<String> {
    let marked = marked_moves(model, figure, winning);
    let mut parts: Vec<Part> = Vec::new();
    for play in &marked {
        parts
            .extend((model.move_parts(play).into_iter()).map(|(t, k, v)| (t, k, v, play.as_str())));
    }
    if !parts.is_empty() {
        tag_parts(&mut figure.shapes, &parts);
    }
    marked
}

/// A hooked element of a figure, as [`marked_moves`] reads it: its hook, and for a piece
/// that is one stone (a group around a single `stone` shape) its row, numbered: the nearest
/// enclosing group with more than one child (a pile, a heap, a stair).
type Hooked<'a> = (&'a Hook, Option<usize>);

/// Whether `shape`, past groups of one child, is a single stone.
fn is_stone(shape: &Shape) -> bool {
    match shape {
        Shape::Group { children, .. } if children.len() == 1 => is_stone(&children[0]),
        Shape::Circle { class, .. } | Shape::Rect { class, .. } => {
            class.split(' ').any(|c| c == "stone" || c == "stone-muted")
        }
        _ => false,
    }
}

/// Every hooked group of `shapes` (inside the group numbered `row`), rows numbered from
/// `*rows` on.
fn hooked<'a>(shapes: &'a [Shape], row: usize, rows: &mut usize, out: &mut Vec<Hooked<'a>>) {
    for shape in shapes {
        if let Shape::Group { hook, children, .. } = shape {
            let one_stone = children.len() == 1 && is_stone(&children[0]);
            if let Some(h) = hook {
                out.push((h, one_stone.then_some(row)));
            }
            let inner = if children.len() > 1 {
                *rows += 1;
                *rows
            } else {
                row
            };
            hooked(children, inner, rows, out);
        }
    }
}

/// The winning moves (link notation, in `winning`'s order) that a hint marks in `figure`:
/// each that a piece of the figure plays (`move` data) or whose parts
/// ([`Walkthrough::move_parts`]) the figure draws, but not one whose stones lie in a row an
/// earlier one marks (two takes from one pile, ringed side by side, read as one larger take,
/// which does not win; the stylesheet also rings every stone after a marked one) or whose
/// parts belong to what an earlier one's parts mark ([`mark_winning`]). The hint's words say
/// which moves these are and name the others ([`hint_lists`]).
fn marked_moves(model: &dyn Walkthrough, figure: &Figure, winning: &[String]) -> Vec<String> {
    let mut all = Vec::new();
    hooked(&figure.shapes, 0, &mut 0, &mut all);
    let parts: Vec<_> = winning.iter().map(|play| model.move_parts(play)).collect();
    // Parts belong together by their value up to a ':' (a token's "heap:place" is its heap's).
    fn owner<'a>(
        (t, k, v): &'a (&'static str, &'static str, String),
    ) -> (&'a str, &'a str, &'a str) {
        (t, k, v.split(':').next().unwrap_or_default())
    }
    let mut rows: Vec<usize> = Vec::new();
    let mut owners = Vec::new();
    let mut marked = Vec::new();
    for (play, parts) in winning.iter().zip(&parts) {
        let mut drawn = false;
        let mut its_rows = Vec::new();
        for (h, row) in &all {
            let names = |k: &str, v: &str| h.data.iter().any(|(hk, hv)| *hk == k && hv == v);
            if names("move", play) || parts.iter().any(|(t, k, v)| h.testid == *t && names(k, v)) {
                drawn = true;
                its_rows.extend(*row);
            }
        }
        let beside = its_rows.iter().any(|r| rows.contains(r))
            || parts.iter().any(|p| owners.contains(&owner(p)));
        if drawn && !beside {
            rows.extend(its_rows);
            owners.extend(parts.iter().map(owner));
            marked.push(play.clone());
        }
    }
    marked
}

fn tag_parts(shapes: &mut [Shape], parts: &[Part]) {
    for shape in shapes {
        if let Shape::Group { hook, children, .. } = shape {
            if let Some(h) = hook {
                let mut plays: Vec<&str> = Vec::new();
                for (testid, key, value, play) in parts {
                    let names =
                        h.testid == *testid && (h.data.iter()).any(|(k, v)| k == key && v == value);
                    if names && !plays.contains(play) {
                        plays.push(play);
                    }
                }
                if !plays.is_empty() {
                    h.data.push(("wins", plays.join(" ")));
                }
            }
            tag_parts(children, parts);
        }
    }
}

/// A piece that starts a move in the move box ([`Walkthrough::move_starts`]): the hooked
/// element (test id, data name, value), the move's start in link notation ("L:", "2:") and
/// what it starts, in words ("take from the leftmost pile").
pub struct MoveStart {
    /// The piece's test id.
    pub testid: &'static str,
    /// The data name that, with `value`, picks the piece.
    pub key: &'static str,
    /// That datum's value.
    pub value: String,
    /// The move's start in link notation.
    pub begin: String,
    /// What the start begins, in words.
    pub said: String,
}

impl MoveStart {
    /// A start of `begin` on the piece `testid` whose datum `key` is `value`.
    pub fn new(
        testid: &'static str,
        key: &'static str,
        value: usize,
        begin: &str,
        said: String,
    ) -> Self {
        MoveStart {
            testid,
            key,
            value: value.to_string(),
            begin: begin.to_string(),
            said,
        }
    }
}

/// Makes the pieces of [`Walkthrough::move_starts`] clickable: `begin` data (the start the
/// page puts in the move box) and an accessible name that says what a click does. A piece
/// that plays a whole move already (`move` data) is left as it is.
pub fn mark_starts(model: &dyn Walkthrough, figure: &mut Figure, lang: Lang) {
    let starts = model.move_starts(lang);
    if !starts.is_empty() {
        tag_starts(&mut figure.shapes, &starts, lang);
    }
}

/// The text `shapes` show, in drawing order (the order a screen reader and axe read it),
/// separated by spaces.
fn shown_text(shapes: &[Shape]) -> String {
    fn collect<'a>(shapes: &'a [Shape], out: &mut Vec<&'a str>) {
        for shape in shapes {
            match shape {
                Shape::Text { text, .. } if !text.trim().is_empty() => out.push(text.trim()),
                Shape::Group { children, .. } => collect(children, out),
                Shape::Clipped { child, .. } => collect(std::slice::from_ref(child), out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    collect(shapes, &mut out);
    out.join(" ")
}

fn tag_starts(shapes: &mut [Shape], starts: &[MoveStart], lang: Lang) {
    for shape in shapes {
        if let Shape::Group {
            class,
            hook,
            children,
        } = shape
        {
            if let Some(h) = hook
                .as_mut()
                .filter(|h| !h.data.iter().any(|(k, _)| *k == "move"))
            {
                let named = |s: &&MoveStart| {
                    h.testid == s.testid
                        && (h.data.iter()).any(|(k, v)| *k == s.key && *v == s.value)
                };
                if let Some(s) = starts.iter().find(named) {
                    h.data.push(("begin", s.begin.clone()));
                    // A name that leaves out the piece's own text (a pile's size, a node's
                    // apples) fails voice control, which finds a control by what it shows
                    // (WCAG 2.5.3, axe's `label-content-name-mismatch`).
                    let shown = shown_text(children);
                    let what = s.said.clone();
                    let label = if shown.is_empty() {
                        grundy_core::t!(lang, BeginMove { what })
                    } else {
                        grundy_core::t!(lang, BeginMoveShown { shown, what })
                    };
                    h.data.push(("label", label));
                    if class.is_empty() {
                        *class = "clickable";
                    }
                }
            }
            tag_starts(children, starts, lang);
        }
    }
}

/// A hint's winning moves in words (made where the model is, in the worker): those the
/// figure marks (`marked`, from [`mark_winning`]) and the others. The page's sentence says
/// which list is which.
pub fn hint_lists(
    model: &dyn Walkthrough,
    winning: &[String],
    marked: &[String],
    lang: Lang,
) -> [String; 2] {
    let said = |plays: &[String]| grundy_core::text::bind_formulas(&said_moves(model, plays, lang));
    let others: Vec<String> = (winning.iter())
        .filter(|m| !marked.contains(m))
        .cloned()
        .collect();
    [said(marked), said(&others)]
}

/// Moves (link notation) in words, as one list: the lesson's own words for each, else the
/// notation.
pub fn said_moves(model: &dyn Walkthrough, plays: &[String], lang: Lang) -> String {
    let said: Vec<String> = plays
        .iter()
        .map(|p| model.move_words(p, lang).unwrap_or_else(|| p.clone()))
        .collect();
    said.join(match lang {
        Lang::Zh => "；",
        _ => "; ",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::figure::Hook;

    fn pile(index: &str, children: Vec<Shape>) -> Shape {
        Shape::Group {
            class: "",
            hook: Some(Hook {
                testid: "pile",
                data: vec![("index", index.to_string())],
            }),
            children,
        }
    }

    fn wins(shape: &Shape) -> Option<&str> {
        match shape {
            Shape::Group { hook: Some(h), .. } => (h.data.iter())
                .find(|(k, _)| *k == "wins")
                .map(|(_, v)| v.as_str()),
            _ => None,
        }
    }

    /// Every `(key, value)` datum of every group of `shapes`.
    fn data(shapes: &[Shape], out: &mut Vec<(&'static str, String)>) {
        for shape in shapes {
            if let Shape::Group { hook, children, .. } = shape {
                out.extend(hook.iter().flat_map(|h| h.data.iter().cloned()));
                data(children, out);
            }
        }
    }

    /// The text shown by, and the name of, every piece that starts a move.
    fn starts_shown(shapes: &[Shape]) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for shape in shapes {
            if let Shape::Group { hook, children, .. } = shape {
                let d = hook.iter().flat_map(|h| h.data.iter());
                if let Some((_, label)) = d.clone().find(|(k, _)| *k == "label") {
                    if d.clone().any(|(k, _)| *k == "begin") {
                        out.push((shown_text(children), label.clone()));
                    }
                }
                out.extend(starts_shown(children));
            }
        }
        out
    }

    #[test]
    fn a_hint_can_mark_every_winning_move_of_every_game_in_the_figure() {
        use crate::lesson::{build_model, LessonKind as K, Query};
        let links = [
            (K::Nim, "piles=3,4,6"),
            // Piles too large to draw as stones: the row is marked.
            (K::Nim, "piles=30,41,1000"),
            (K::SplitNim, "piles=2,3"),
            (K::StaircaseNim, "stairs=0,3,1,4"),
            (K::GraphSum, ""),
            (K::Wythoff, "a=3&b=7"),
            (K::Cutting, ""),
            (K::EndPiles, "piles=3,1,9,5"),
            (K::AppleTree, ""),
            (K::FlipMultiples, "n=12&white=2,5"),
            (K::GameLab, "view=play"),
        ];
        for (kind, link) in links {
            let model = build_model(kind, &Query::parse(link)).unwrap();
            let play = model.play().unwrap();
            assert!(
                !play.winning.is_empty(),
                "{kind:?} {link}: no winning move to mark"
            );
            // The last step that draws the position in play (the Nim family's last step draws
            // the position after the winning move, to say why it wins: no piece plays there).
            let has_pieces = |step: usize| {
                let mut d = Vec::new();
                data(&model.figure(step, Lang::En).shapes, &mut d);
                d.iter().any(|(k, _)| *k == "move" || *k == "begin")
            };
            let step = (0..model.step_count())
                .rev()
                .find(|&s| has_pieces(s))
                .unwrap_or(model.step_count() - 1);
            assert!(step + 2 >= model.step_count(), "{kind:?} {link}");
            let mut figure = model.figure(step, Lang::En);
            let marked = mark_winning(model.as_ref(), &mut figure, &play.winning);
            let mut all = Vec::new();
            data(&figure.shapes, &mut all);
            let shown = |m: &String| {
                all.iter().any(|(k, v)| {
                    (*k == "move" && v == m) || (*k == "wins" && v.split(' ').any(|w| w == m))
                })
            };
            // No part shows two moves at once.
            assert!(all.iter().all(|(k, v)| *k != "wins" || !v.contains(' ')));
            for m in &play.winning {
                // The game lab's heaps 5, 7, 9 have two winning splits of heap 2 (G(3) ⊕ G(3)
                // and G(1) ⊕ G(4)): only the first is marked, the words give the other.
                let second_split_of_a_heap = kind == K::GameLab && m == "2:2:1";
                assert_eq!(
                    marked.contains(m),
                    !second_split_of_a_heap,
                    "{kind:?} {link}: the winning move {m} is (not) marked"
                );
                assert!(
                    !marked.contains(m) || shown(m),
                    "{kind:?} {link}: the winning move {m} is marked but not in the figure"
                );
            }
        }
    }

    #[test]
    fn a_hint_marks_one_winning_move_per_pile_and_its_words_say_which() {
        use crate::lesson::{build_model, LessonKind as K, Query};
        // Positions with several winning moves on one pile or heap: marked side by side they
        // read as one larger take (Kayles' heap 10 showed three split tokens in a row, set-Nim
        // "take 2" and "take 3" from one pile three stones). The figure marks the first of
        // each pile, the words name the rest apart.
        let links = [
            (K::GameLab, "code=0.77&heaps=10,4,1"),
            (K::GameLab, "code=0.07&heaps=5,7,9"),
            (K::GameLab, "code=0.137&heaps=5,7,9"),
            (K::GameLab, "set=1,2,3&split=1&heaps=5,7,9"),
            (K::SetNim, "set=2,3&piles=9,4,8"),
            (K::SetNim, "set=1,4&piles=6,11,3"),
            (K::Nim, "piles=3,5,7"),
            (K::StaircaseNim, "steps=1,5,2,7"),
        ];
        for (kind, link) in links {
            let model = build_model(kind, &Query::parse(link)).unwrap();
            let play = model.play().unwrap();
            let figure = model.figure(0, Lang::En);
            let marked = marked_moves(model.as_ref(), &figure, &play.winning);
            let pile = |m: &String| m.split(':').next().unwrap_or_default().to_string();
            let mut first_of_each: Vec<String> = Vec::new();
            for m in &play.winning {
                if !first_of_each.iter().any(|f| pile(f) == pile(m)) {
                    first_of_each.push(m.clone());
                }
            }
            assert_eq!(marked, first_of_each, "{kind:?} {link}");
            // In words: the marked ones, the others (the page says which).
            let [marked_said, others] =
                hint_lists(model.as_ref(), &play.winning, &marked, Lang::En);
            assert_eq!(marked_said, said_moves_bound(model.as_ref(), &marked));
            let rest: Vec<String> = (play.winning.iter())
                .filter(|m| !marked.contains(m))
                .cloned()
                .collect();
            assert_eq!(others, said_moves_bound(model.as_ref(), &rest));
        }
        // The Nim family's last step draws the position after the first winning move: only
        // that move is in the figure (its taken stone).
        let model = build_model(K::Nim, &Query::parse("piles=3,5,7")).unwrap();
        let play = model.play().unwrap();
        let last = model.figure(model.step_count() - 1, Lang::En);
        let marked = marked_moves(model.as_ref(), &last, &play.winning);
        assert_eq!(marked, ["1:1"]);
        let [marked_said, others] = hint_lists(model.as_ref(), &play.winning, &marked, Lang::En);
        // (Formulas are bound with no-break spaces.)
        assert_eq!(marked_said.replace('\u{a0}', " "), "take 1 from pile 1");
        assert_eq!(
            others.replace('\u{a0}', " "),
            "take 1 from pile 2; take 1 from pile 3"
        );
    }

    fn said_moves_bound(model: &dyn Walkthrough, plays: &[String]) -> String {
        grundy_core::text::bind_formulas(&said_moves(model, plays, Lang::En))
    }

    #[test]
    fn the_answers_name_the_winning_move_the_conclusion_names() {
        use crate::lesson::{build_model, LessonKind as K, Query};
        // (lesson, link, the conclusion's words for its move; None: the player to move loses
        // or the conclusion names no move).
        let links = [
            (K::Nim, "piles=3,6,9", Some("take 4 from pile 3")),
            (K::BoundedNim, "piles=0,3,1&k=2", Some("take 1 from pile 3")),
            (
                K::StaircaseNim,
                "steps=0,3,1",
                Some("move 1 stone from stair 3"),
            ),
            (K::SplitNim, "", Some("replace pile 2 by piles of 2 and 0")),
            (K::Nim, "piles=1,2,3", None),
            (K::GraphSum, "", Some("slide the token on 1 to 4")),
            (K::Wythoff, "a=3&b=7", Some("(3, 5)")),
            (K::Wythoff, "", None),
            (K::EndPiles, "piles=3,1,9,5", Some("take 1 from pile 4")),
            (K::EndPiles, "", None),
            (K::FlipMultiples, "n=12&white=2,5", Some("flip cells 2, 4")),
            (K::FlipMultiples, "", None),
            (K::Cutting, "w=7&h=4", Some("at x = 2")),
            (
                K::GameLab,
                "view=play&heaps=4,6",
                Some("take 1 from heap 1"),
            ),
            // The apple tree's conclusion is about the swap before play: it names no move.
            (K::AppleTree, "", None),
        ];
        for (kind, link, said) in links {
            let model = build_model(kind, &Query::parse(link)).unwrap();
            let named = model.named_winning_move(Lang::En);
            assert_eq!(named.is_some(), said.is_some(), "{kind:?} {link}");
            let (Some(named), Some(said)) = (named, said) else {
                continue;
            };
            let play = model.play().unwrap();
            assert!(play.winning.contains(&named.notation), "{kind:?} {link}");
            assert_eq!(
                model.move_words(&named.notation, Lang::En).as_ref(),
                Some(&named.words)
            );
            // The step that derives the answers says this move, and the hook only shows
            // from there: it reveals nothing the walkthrough has not said.
            let at = model.facts_derived_at().expect("derived");
            let sentence = model.sentence(at, Lang::En);
            assert!(sentence.contains(said), "{kind:?} {link}: {sentence}");
            // In both languages.
            assert!(model
                .named_winning_move(Lang::Zh)
                .is_some_and(|m| m.words != named.words));
        }
    }

    #[test]
    fn each_part_named_by_a_winning_move_is_tagged_with_every_move_it_shows() {
        let mut shapes = vec![
            pile("1", vec![pile("3", Vec::new())]),
            pile("2", Vec::new()),
        ];
        let parts = vec![
            ("pile", "index", "1".to_string(), "L:1"),
            ("pile", "index", "1".to_string(), "L:2"),
            ("pile", "index", "3".to_string(), "R:2"),
            // Another test id with the same data names nothing here.
            ("cell", "index", "2".to_string(), "2:1"),
        ];
        tag_parts(&mut shapes, &parts);
        assert_eq!(wins(&shapes[0]), Some("L:1 L:2"));
        let Shape::Group { children, .. } = &shapes[0] else {
            unreachable!()
        };
        assert_eq!(wins(&children[0]), Some("R:2"));
        assert_eq!(wins(&shapes[1]), None);
    }

    #[test]
    fn pieces_that_start_a_move_say_so_and_begin_every_winning_move() {
        use crate::lesson::{build_model, LessonKind as K, Query};
        let links = [
            (K::EndPiles, "piles=3,1,9,5", vec!["L:", "R:"]),
            (
                K::AppleTree,
                "apples=2,2,3&parents=1,1",
                vec!["1:", "2:", "3:"],
            ),
            (K::SplitNim, "piles=2,3", vec!["1:", "2:"]),
            // Piles too large to draw as stones: their rows start a take.
            (K::Nim, "piles=30,41,1000", vec!["1:", "2:", "3:"]),
            // Stones play whole moves: no row starts one.
            (K::Nim, "piles=3,4,6", vec![]),
        ];
        let mut named_by_text = 0;
        for (kind, link, begins) in links {
            let model = build_model(kind, &Query::parse(link)).unwrap();
            let mut figure = model.figure(0, Lang::En);
            mark_starts(model.as_ref(), &mut figure, Lang::En);
            let mut all = Vec::new();
            data(&figure.shapes, &mut all);
            let found: Vec<&str> = (all.iter())
                .filter(|(k, _)| *k == "begin")
                .map(|(_, v)| v.as_str())
                .collect();
            assert_eq!(found, begins, "{kind:?} {link}");
            // Each names what a click does.
            let labels = all
                .iter()
                .filter(|(k, v)| *k == "label" && v.ends_with("the move box takes the rest"));
            assert_eq!(labels.count(), begins.len(), "{kind:?} {link}");
            // Each name starts with the words its piece shows, as voice control needs.
            for lang in [Lang::En, Lang::Zh] {
                let mut figure = model.figure(0, lang);
                mark_starts(model.as_ref(), &mut figure, lang);
                for (shown, label) in starts_shown(&figure.shapes) {
                    named_by_text += usize::from(!shown.is_empty());
                    assert!(
                        label.starts_with(&shown),
                        "{kind:?} {link} {lang:?}: {label:?} leaves out {shown:?}"
                    );
                }
            }
            for m in model.play().unwrap().winning {
                assert!(
                    begins.is_empty() || begins.iter().any(|b| m.starts_with(b)),
                    "{kind:?} {link}: no piece begins {m}"
                );
            }
        }
        // (The end piles, split-Nim's piles and the apple tree's nodes show their numbers.)
        assert!(named_by_text >= 7, "{named_by_text}");
        let model = build_model(K::AppleTree, &Query::parse("apples=2,2,3&parents=1,1")).unwrap();
        let said: Vec<String> = model
            .move_starts(Lang::En)
            .into_iter()
            .map(|s| s.said)
            .collect();
        assert_eq!(
            said,
            [
                "move apples down from node 1",
                "eat apples at node 2",
                "eat apples at node 3"
            ]
        );
        let model = build_model(K::EndPiles, &Query::parse("piles=4")).unwrap();
        let said: Vec<String> = model
            .move_starts(Lang::Zh)
            .into_iter()
            .map(|s| s.said)
            .collect();
        assert_eq!(said, ["从最左边一堆取"]);
    }
}
