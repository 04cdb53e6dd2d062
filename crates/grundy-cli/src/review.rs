//! `grundy review LESSON 'PARAMS&moves=…'`: the review of a game played, one line per move
//! (who moved, the verdict, the position before and after for the mover, and for a blunder
//! the sentence saying why it loses), the same verdicts and sentences as the page's strip.

use grundy_core::games::review::Review;
use grundy_core::i18n::Lang;

/// The review's text for `LESSON 'PARAMS'`, or a one-line refusal naming what is wrong.
pub fn run(args: &[String]) -> Result<String, String> {
    let [slug, params] = args else {
        return Err(
            "grundy review: expected LESSON 'PARAMS&moves=…', e.g. grundy review nim 'piles=3,4,5&moves=1:2'"
                .to_string(),
        );
    };
    let (lesson, lang) = crate::render::open_link("review", slug, params)?;
    let review = lesson.model.review().ok_or_else(|| {
        format!("grundy review {slug}: this lesson has no game to review (at this view)")
    })?;
    Ok(text(&review, lang))
}

/// One line per move ([`Review::texts`], [`grundy_core::games::review::MoveText::line`]), a
/// blunder's sentence after it.
pub fn text(review: &Review, lang: Lang) -> String {
    let mut out = String::new();
    for m in review.texts(lang) {
        out.push_str(&m.line(lang));
        if let Some(why) = &m.mistake {
            out.push_str(lang.sentence_gap());
            out.push_str(why);
        }
        out.push('\n');
    }
    out
}
