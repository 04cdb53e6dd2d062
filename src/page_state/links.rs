//! Links the reducer writes (a lesson's hash, the same hash in another language, how each
//! enters history) and the zoom a new figure opens at.

use crate::deck::Deck;
use grundy_core::i18n::Lang;
use grundy_lessons::lesson::{display_param, split_link, LessonKind, Query};

/// How a new link enters the browser's history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HistoryMode {
    /// Replace the current entry (steps, language, views).
    Replace,
    /// Add an entry (moves, applied inputs), so Back undoes it.
    Push,
}

/// A link the effect must write into the address bar; `seq` makes each write distinct.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HistoryWrite {
    /// The hash, starting with `#/`.
    pub hash: String,
    /// Replace or push.
    pub mode: HistoryMode,
    /// Increases with every write.
    pub seq: u64,
}

/// How a figure opens before its stage is measured, and in an embed for good: fitted whole
/// (None) when that keeps 1 figure unit at least 0.45 px on a ~900 px-wide, ~700 px-tall
/// stage (28-unit text at ≥ 12 px); else at the zoom (the figure's width in percent of the
/// stage's, scrolling) that gives about 0.7 px per unit, 100–800 %. The full page then
/// chooses again from its measured stage (`crate::readable::opening_zoom`); an embed keeps
/// this choice, so that a frame of lecture notes fits every figure that can be read whole at
/// all, whatever the frame's size.
pub fn readable_zoom(width: f64, height: f64) -> Option<u32> {
    const STAGE_W: f64 = 900.0;
    const STAGE_H: f64 = 700.0;
    let fit_scale = (STAGE_W / width.max(1.0)).min(STAGE_H / height.max(1.0));
    (fit_scale < 0.45).then(|| ((width * 0.7 / STAGE_W) * 100.0).clamp(100.0, 800.0) as u32)
}

/// The hash of `kind` with `query`.
pub fn lesson_hash(kind: LessonKind, query: &Query) -> String {
    let slug = kind.slug();
    if query.0.is_empty() {
        format!("#/{slug}")
    } else {
        format!("#/{slug}?{}", query.render())
    }
}

/// The link of step `target` (0-based) of the lesson link `kind`/`query`: the page writes it
/// when stepping, and the solver names its prepared answers by it, so the two always agree.
pub fn step_hash(kind: LessonKind, query: &Query, target: usize) -> String {
    lesson_hash(
        kind,
        &query.with("step", (target > 0).then(|| target.to_string())),
    )
}

/// The same hash with `lang=` set to `lang`.
pub fn with_lang(hash: &str, lang: Lang) -> String {
    let (path, query) = split_link(hash);
    let q = Query::parse(query).with("lang", Some(lang.code().into()));
    format!("#/{path}?{}", q.render())
}

/// `next` with the presentation parameters of `current` (`lang`, `size`, `theme`, `embed`)
/// that `next` does not set itself, written as the page writes links (escaped as the address
/// bar holds them). A lesson's own parameter of one of these names (cutting's `size=`, its
/// table's size) is neither carried from it nor into it: opening cutting from a page shown at
/// `size=xl` read "xl" as the table's size and refused it. A deck keeps its items as written
/// (a `%2C` inside an item split it in two when its link went through a plain query).
pub fn keep_presentation(current: &str, next: &str) -> String {
    let (now_path, now_query) = split_link(current);
    let (now_kind, now) = (LessonKind::from_slug(now_path), Query::parse(now_query));
    let carried = |q: &Query, own: Option<LessonKind>| {
        let mut q = q.clone();
        for name in ["lang", "size", "theme", "embed"] {
            if q.get(name).is_some() || own.is_some_and(|k| k.owns_param(name)) {
                continue;
            }
            if let Some(v) = display_param(now_kind, &now, name) {
                q = q.with(name, Some(v.to_string()));
            }
        }
        q
    };
    if let Some(mut deck) = Deck::parse(next) {
        deck.query = carried(&deck.query, None);
        return deck.hash();
    }
    let (path, query) = split_link(next);
    let q = carried(&Query::parse(query), LessonKind::from_slug(path));
    if q.0.is_empty() {
        format!("#/{path}")
    } else {
        format!("#/{path}?{}", q.render())
    }
}
