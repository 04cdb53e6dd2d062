//! The lab's words and figure for Grundy's game (`game=grundy`): the rule drawn as the splits
//! of the first heaps, and what is known of its period, said honestly: none has been found,
//! none is claimed, and the Guy–Smith theorem does not apply (see [`GrundyRule`]).

use super::LabRule;
use crate::lesson::game_lab::figures::TOP;
use crate::lesson::InputField;
use grundy_core::figure::{text_width, Anchor, Figure, Shape};
use grundy_core::games::grundy_game::GrundyRule;
use grundy_core::games::heap_rule::HeapRule;
use grundy_core::games::octal::period::Period;
use grundy_core::i18n::{tr, Lang, Msg};
use grundy_core::t;

/// The heaps whose splits the rule's figure lists.
const DRAWN_HEAPS: usize = 8;

impl LabRule for GrundyRule {
    fn inputs(&self) -> Vec<InputField> {
        vec![
            InputField::text("code", Msg::FieldCode, ""),
            InputField::text("set", Msg::FieldSet, ""),
            InputField::text("split", Msg::FieldSplit, 0),
            InputField::text("game", Msg::FieldLabGame, "grundy"),
        ]
    }

    fn rule_sentence(&self, lang: Lang) -> String {
        tr(lang, Msg::LabRuleGrundy).to_string()
    }

    /// Heaps 1 to 8, each with its splits a + b (a < b, as the mex walk and the notation
    /// write them); the equal split an even heap may not make, muted in a column of its own.
    fn rule_figure(&self, lang: Lang) -> Figure {
        let head = tr(lang, Msg::LabGrundyHead).to_string();
        let splits: Vec<String> = (1..=DRAWN_HEAPS)
            .map(|n| {
                let parts: Vec<String> = (self.moves(n).iter())
                    .map(|m| format!("{} + {}", m.left, m.right))
                    .collect();
                if parts.is_empty() {
                    tr(lang, Msg::LabGrundyNoSplit).to_string()
                } else {
                    parts.join(",  ")
                }
            })
            .collect();
        let widest = (splits.iter())
            .map(|s| text_width(s, 28.0))
            .fold(0.0, f64::max);
        let equal_x = 100.0 + widest + 50.0;
        let mut width: f64 = text_width(&head, 28.0) + 60.0;
        let mut rows = Vec::new();
        let mut y = TOP + 30.0;
        for (n, split) in (1..=DRAWN_HEAPS).zip(splits) {
            rows.push(Shape::text(
                30.0,
                y + 30.0,
                format!("{n} →"),
                Anchor::Start,
                "txt",
            ));
            rows.push(Shape::text(100.0, y + 30.0, split, Anchor::Start, "txt"));
            if n % 2 == 0 {
                let equal = t!(lang, LabGrundyEqual { half: n / 2 });
                width = width.max(equal_x + text_width(&equal, 28.0) + 30.0);
                rows.push(Shape::text(
                    equal_x,
                    y + 30.0,
                    equal,
                    Anchor::Start,
                    "txt-muted",
                ));
            }
            y += 44.0;
        }
        let shapes = vec![
            Shape::text(30.0, TOP - 10.0, head, Anchor::Start, "txt-strong"),
            Shape::Group {
                class: "",
                hook: None,
                children: vec![Shape::focus(rows)],
            },
        ];
        Figure {
            width: width.max(equal_x),
            height: y + 30.0,
            title: tr(lang, Msg::TitleGameLab).to_string(),
            shapes,
        }
    }

    /// No period is claimed (the argument is always None): what is known, and why the
    /// Guy–Smith theorem does not apply.
    fn period_sentence(&self, _period: Option<Period>, n: usize, lang: Lang) -> String {
        t!(lang, LabGrundyKnown { last: n - 1 })
    }

    fn period_caption(&self, _period: Option<Period>, _n: usize, lang: Lang) -> String {
        tr(lang, Msg::LabGrundyCaption).to_string()
    }

    fn period_answer(&self, _period: Option<Period>, _n: usize, lang: Lang) -> String {
        tr(lang, Msg::LabGrundyAnswer).to_string()
    }
}
