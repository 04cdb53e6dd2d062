//! Fonts for PNG and PDF export: the system's fonts (and `--font-dir` folders) loaded into
//! usvg's font database, the sans-serif family the figures ask for, and a check that every
//! character of a figure has a font before anything is drawn, so that missing Chinese fonts
//! are one clear line rather than a figure with empty boxes.

use grundy_core::figure::{Figure, Shape};
use resvg::usvg::fontdb::{Database, FaceInfo, ID};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// Families tried, in order, for the figures' `sans-serif`.
const SANS_SERIF: &[&str] = &[
    "Noto Sans",
    "DejaVu Sans",
    "Liberation Sans",
    "Arial",
    "Helvetica",
    "FreeSans",
    "Noto Sans CJK SC",
    "WenQuanYi Zen Hei",
];

/// What to install when Chinese text has no font.
const CJK_HINT: &str = "no CJK font found for the Chinese text: install Noto Sans CJK SC \
(Debian: apt-get install fonts-noto-cjk) or WenQuanYi Zen Hei (fonts-wqy-zenhei), \
or pass --font-dir DIR";

/// Loads the system's fonts (unless `system` is false) and those in `dirs`, and points
/// `sans-serif` at the first installed family of [`SANS_SERIF`].
pub fn database(system: bool, dirs: &[PathBuf]) -> Result<Database, String> {
    let mut db = Database::new();
    if system {
        db.load_system_fonts();
    }
    for dir in dirs {
        if !dir.is_dir() {
            return Err(format!(
                "grundy render: --font-dir '{}' is not a folder",
                dir.display()
            ));
        }
        db.load_fonts_dir(dir);
    }
    let installed = |name: &str| {
        db.faces()
            .any(|f| f.families.iter().any(|(family, _)| family == name))
    };
    let sans = SANS_SERIF
        .iter()
        .find(|name| installed(name))
        .map(|name| name.to_string())
        .or_else(|| {
            db.faces()
                .find_map(|f| f.families.first().map(|(family, _)| family.clone()))
        });
    if let Some(family) = sans {
        db.set_sans_serif_family(family);
    }
    Ok(db)
}

/// The font for text the first font cannot draw (Chinese in a Latin sans, ⌊ in a CJK font):
/// of the faces not used yet that have `c`, one of the base face's style, nearest its weight,
/// in the order of [`SANS_SERIF`] (a serif last). usvg's own choice took the first face with
/// the character whatever its weight (a whole Chinese caption came out bold), and usvg draws
/// a whole text in the fallback when that has every glyph, so the choice decides the line.
pub fn fallback(c: char, used: &[ID], db: &Database) -> Option<ID> {
    let base = db.face(*used.first()?)?;
    let rank = |face: &FaceInfo| {
        let names = || face.families.iter().map(|(f, _)| f.as_str());
        SANS_SERIF
            .iter()
            .position(|s| names().any(|n| n == *s))
            .unwrap_or(SANS_SERIF.len() + usize::from(names().any(|n| n.contains("Serif"))))
    };
    db.faces()
        .filter(|f| !used.contains(&f.id) && f.style == base.style && has_char(db, f.id, c))
        .min_by_key(|f| {
            (
                f.weight.0.abs_diff(base.weight.0),
                f.stretch != base.stretch,
                rank(f),
            )
        })
        .map(|f| f.id)
}

/// Whether the face `id` of `db` has a glyph for `c`.
fn has_char(db: &Database, id: ID, c: char) -> bool {
    db.with_face_data(id, |data, index| {
        ttf_parser::Face::parse(data, index).is_ok_and(|f| f.glyph_index(c).is_some())
    })
    .unwrap_or(false)
}

/// The distinct visible characters of a figure's text.
pub fn figure_chars(figure: &Figure) -> BTreeSet<char> {
    fn walk(shape: &Shape, out: &mut BTreeSet<char>) {
        match shape {
            Shape::Text { text, .. } => out.extend(text.chars().filter(|c| !c.is_whitespace())),
            Shape::Group { children, .. } => children.iter().for_each(|c| walk(c, out)),
            Shape::Clipped { child, .. } => walk(child, out),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    figure.shapes.iter().for_each(|s| walk(s, &mut out));
    out
}

/// Whether `c` belongs to the CJK scripts and their punctuation.
fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x2E80..=0x2FDF | 0x3000..=0x30FF | 0x3100..=0x31FF | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF | 0x20000..=0x3FFFF)
}

/// The characters of `chars` that no font of `db` has a glyph for.
pub fn missing_chars(db: &Database, chars: &BTreeSet<char>) -> BTreeSet<char> {
    let mut missing = chars.clone();
    for face in db.faces() {
        if missing.is_empty() {
            break;
        }
        // A font file that cannot be read or parsed simply covers nothing.
        db.with_face_data(face.id, |data, index| {
            if let Ok(parsed) = ttf_parser::Face::parse(data, index) {
                missing.retain(|&c| parsed.glyph_index(c).is_none());
            }
        });
    }
    missing
}

/// Refuses a figure that `db` cannot draw: no fonts at all, Chinese without a CJK font, or
/// another character no font has.
pub fn check(db: &Database, figure: &Figure) -> Result<(), String> {
    let chars = figure_chars(figure);
    if chars.is_empty() {
        return Ok(());
    }
    if db.is_empty() {
        return Err(
            "grundy render: no fonts found for the figure's text: install a sans-serif \
             font (Debian: apt-get install fonts-dejavu-core) or pass --font-dir DIR"
                .into(),
        );
    }
    let missing = missing_chars(db, &chars);
    if missing.iter().any(|&c| is_cjk(c)) {
        return Err(format!("grundy render: {CJK_HINT}"));
    }
    match missing.first() {
        None => Ok(()),
        Some(c) => Err(format!(
            "grundy render: no installed font can draw '{c}' (U+{:04X}): install fonts-dejavu-core \
             or fonts-noto-core, or pass --font-dir DIR",
            *c as u32
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy_core::figure::Anchor;

    fn text_figure(text: &str) -> Figure {
        Figure {
            width: 10.0,
            height: 10.0,
            title: "not drawn: 標題".into(),
            shapes: vec![Shape::Group {
                class: "",
                hook: None,
                children: vec![Shape::Text {
                    x: 0.0,
                    y: 0.0,
                    text: text.into(),
                    anchor: Anchor::Start,
                    class: "txt",
                }],
            }],
        }
    }

    #[test]
    fn collects_drawn_text_only() {
        let chars = figure_chars(&text_figure("a b候"));
        assert_eq!(chars.into_iter().collect::<String>(), "ab候");
    }

    #[test]
    fn an_empty_database_is_refused_in_one_line_naming_what_to_install() {
        let db = database(false, &[]).unwrap();
        let e = check(&db, &text_figure("候选")).unwrap_err();
        assert!(e.contains("no fonts found") && e.contains("fonts-dejavu-core"));
        assert!(!e.contains('\n'));
        assert!(check(&db, &text_figure("")).is_ok());
        let e = database(false, &[PathBuf::from("/no/such/dir")]).unwrap_err();
        assert!(e.contains("'/no/such/dir' is not a folder"));
    }

    #[test]
    fn a_fallback_keeps_the_weight_and_prefers_the_sans_of_the_list() {
        // Liberation Sans has no ⌊: the fallback is DejaVu Sans of the same weight, not the
        // first face that has it (usvg's choice: a serif, or bold for regular text).
        let db = database(true, &[]).unwrap();
        let face = |family: &str, weight: u16| {
            db.faces()
                .find(|f| {
                    f.families.iter().any(|(n, _)| n == family)
                        && f.weight.0 == weight
                        && f.style == resvg::usvg::fontdb::Style::Normal
                        && f.stretch == resvg::usvg::fontdb::Stretch::Normal
                })
                .unwrap_or_else(|| panic!("{family} {weight} is installed here (CI's fonts)"))
        };
        for weight in [400, 700] {
            let base = face("Liberation Sans", weight);
            assert!(!has_char(&db, base.id, '⌊'));
            let chosen = db.face(fallback('⌊', &[base.id], &db).unwrap()).unwrap();
            assert_eq!(chosen.families[0].0, "DejaVu Sans", "{chosen:?}");
            assert_eq!((chosen.weight.0, chosen.stretch), (weight, base.stretch));
        }
    }

    #[test]
    fn cjk_ranges() {
        for c in ['候', '，', '。', 'ア', '（'] {
            assert!(is_cjk(c), "{c}");
        }
        for c in ['a', '⊕', '→', 'é', '₂'] {
            assert!(!is_cjk(c), "{c}");
        }
    }
}
