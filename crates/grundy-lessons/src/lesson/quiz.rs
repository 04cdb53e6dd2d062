//! Predict before reveal (`quiz=1`): the walkthrough steps that derive a value carry a
//! [`Question`] — its prompt, how it is answered (a number typed, or one of a few choices),
//! the right answer and why it is right. Before the reveal the page shows
//! [`figure_before`]: the step's own figure with the derived value hidden where the lesson
//! can draw that (a DAG node's SG value as "?"), else the previous step's figure, which by
//! the walkthrough invariant draws nothing the step derives, with the step's focus moved
//! onto it when that gives nothing away.

use super::{LessonKind, Walkthrough};
use grundy_core::figure::{Figure, Hook, Shape};
use grundy_core::i18n::{Lang, Phrase};

/// How a question is answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerKind {
    /// A whole number typed into a box.
    Number,
    /// One of a few choices, each a button.
    Choice(Vec<Choice>),
}

/// One choice of a [`AnswerKind::Choice`] question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The answer this button gives (compared by [`Question::check`]).
    pub value: String,
    /// Its label.
    pub label: Phrase,
}

impl Choice {
    /// A choice whose label is a message without arguments or plain text.
    pub fn new(value: impl ToString, label: Phrase) -> Choice {
        Choice {
            value: value.to_string(),
            label,
        }
    }
}

/// What the figure before the reveal shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Before {
    /// The previous step's figure with the step's focus moved onto it (what to compute).
    PreviousWithFocus,
    /// The previous step's figure as it is (when the focus itself would be the answer, such
    /// as the stones a winning move takes).
    Previous,
    /// The step's own figure without the loose shapes (texts, cells) it adds to the step
    /// before's; groups (rows, marked elements, the focus) stay. For figures whose new
    /// values are drawn as loose shapes, like a column's count and its nim-sum bit.
    StepWithoutNew,
}

/// A question asked before a step is revealed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// What is asked.
    pub prompt: Phrase,
    /// How it is answered.
    pub kind: AnswerKind,
    /// The right answer (a number, or a choice's value).
    pub answer: String,
    /// Other answers that are just as right (another pile with a winning move).
    pub also: Vec<String>,
    /// Why the right answer is right.
    pub explanation: Phrase,
    /// The figure shown before the reveal.
    pub before: Before,
    /// Whether a typed answer may be negative (a signed term): the page then offers a
    /// keyboard with a minus sign (a phone's number pad has none).
    pub signed: bool,
}

impl Question {
    /// A question answered by typing a number.
    pub fn number(prompt: Phrase, answer: impl ToString, explanation: Phrase) -> Question {
        Question {
            prompt,
            kind: AnswerKind::Number,
            answer: answer.to_string(),
            also: Vec::new(),
            explanation,
            before: Before::PreviousWithFocus,
            signed: false,
        }
    }

    /// A question answered by one of `choices`.
    pub fn choice(
        prompt: Phrase,
        choices: Vec<Choice>,
        answer: impl ToString,
        explanation: Phrase,
    ) -> Question {
        Question {
            prompt,
            kind: AnswerKind::Choice(choices),
            answer: answer.to_string(),
            also: Vec::new(),
            explanation,
            before: Before::PreviousWithFocus,
            signed: false,
        }
    }

    /// The question with answers that may be negative (see [`Question::signed`]).
    pub fn with_sign(self) -> Question {
        Question {
            signed: true,
            ..self
        }
    }

    /// Whether `input` is a right answer: spaces, a leading `+`, full-width digits and the
    /// minus sign `−` are normalised, and numbers compare by value (`05` is `5`).
    pub fn check(&self, input: &str) -> bool {
        std::iter::once(&self.answer)
            .chain(&self.also)
            .any(|a| matches(a, input))
    }

    /// Every right answer: [`Question::answer`] first, then [`Question::also`].
    pub fn answers(&self) -> Vec<String> {
        std::iter::once(self.answer.clone())
            .chain(self.also.iter().cloned())
            .collect()
    }

    /// The right answer as shown: the choice's label, or the number.
    pub fn answer_label(&self) -> Phrase {
        if let AnswerKind::Choice(choices) = &self.kind {
            if let Some(c) = choices.iter().find(|c| c.value == self.answer) {
                return c.label.clone();
            }
        }
        Phrase::Text(self.answer.replace('-', "−"))
    }

    /// The prompt in `lang`.
    pub fn prompt_text(&self, lang: Lang) -> String {
        self.prompt.render(lang)
    }
}

/// Whether `input` gives the answer `answer` (see [`Question::check`]).
pub fn matches(answer: &str, input: &str) -> bool {
    let given = normalise(input);
    !given.is_empty() && same(&normalise(answer), &given)
}

/// Most steps counted for a quiz's total (beyond, the total is not counted).
pub const MAX_COUNTED_STEPS: usize = 5_000;

/// How many steps of `model` ask a question, when it has at most [`MAX_COUNTED_STEPS`].
pub fn question_count(model: &dyn Walkthrough) -> Option<usize> {
    let n = model.step_count();
    (n <= MAX_COUNTED_STEPS).then(|| (0..n).filter(|&s| model.question(s).is_some()).count())
}

/// Whether `input` is a whole number as a typed answer is compared ("3", " −2", "＋4").
pub fn is_whole_number(input: &str) -> bool {
    normalise(input).parse::<i128>().is_ok()
}

fn normalise(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let c = match c {
            '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
            '−' | '－' | '–' => '-',
            '＋' => '+',
            c => c,
        };
        if !c.is_whitespace() {
            out.extend(c.to_lowercase());
        }
    }
    match out.strip_prefix('+') {
        Some(rest) => rest.to_string(),
        None => out,
    }
}

fn same(a: &str, b: &str) -> bool {
    match (a.parse::<i128>(), b.parse::<i128>()) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// The words under a step's figure in a file (the page's download, `grundy render --caption`):
/// the lesson, the step, and what the step says (its sentence, or in quiz mode before the
/// reveal its question), so a file names where it comes from: "Nim · Step 6 of 6 · …".
pub fn file_caption(
    kind: LessonKind,
    step: usize,
    count: usize,
    words: &str,
    lang: Lang,
) -> String {
    format!(
        "{} · {} · {}",
        kind.title(lang),
        grundy_core::t!(
            lang,
            StepOf {
                step: step + 1,
                count
            }
        ),
        words
    )
}

/// The figure shown before `step`'s question is answered, or None when the step asks none.
pub fn figure_before(model: &dyn Walkthrough, step: usize, lang: Lang) -> Option<Figure> {
    let question = model.question(step)?;
    if step == 0 {
        // Nothing comes before the opening: questions start at step 1.
        return None;
    }
    if let Some(f) = model.figure_hiding_answer(step, lang) {
        return Some(f);
    }
    let mut before = model.figure(step - 1, lang);
    match question.before {
        Before::Previous => {}
        Before::PreviousWithFocus => refocus(&mut before, &model.figure(step, lang)),
        Before::StepWithoutNew => {
            let mut now = model.figure(step, lang);
            now.shapes
                .retain(|s| matches!(s, Shape::Group { .. }) || before.shapes.contains(s));
            return Some(now);
        }
    }
    Some(before)
}

/// Step `step`'s figure as a file holds it: the page's download and `grundy render` write
/// the same. In quiz mode before the step's question is answered (`asking`), the figure
/// before the reveal, with the question as its words (a worksheet to predict on); else the
/// step's figure and sentence. Its pieces are named (the file's accessible names), but
/// nothing marks winning moves or where a move starts: those belong to the page's play, and
/// a worksheet's source must not hold its answer. Cut to the drawing and, with `caption`,
/// captioned ([`file_caption`]).
pub fn file_figure(
    model: &dyn Walkthrough,
    kind: LessonKind,
    step: usize,
    asking: bool,
    caption: bool,
    lang: Lang,
) -> Figure {
    let before = asking.then(|| figure_before(model, step, lang)).flatten();
    let words = match (&before, model.question(step)) {
        (Some(_), Some(q)) => q.prompt_text(lang),
        _ => model.sentence(step, lang),
    };
    let mut figure = before.unwrap_or_else(|| model.figure(step, lang));
    super::name_pieces(model, &mut figure, lang);
    let caption = caption.then(|| file_caption(kind, step, model.step_count(), &words, lang));
    figure.for_file(caption.as_deref())
}

/// What names a hooked group from step to step: its test id and the data that do not change
/// with the step ([`Hook::identity`], the rule the page keys shapes by), when it has one.
fn identity(hook: &Hook) -> Option<String> {
    let k = hook.identity();
    (!k.is_empty()).then_some(k)
}

fn is_focus(hook: &Hook) -> bool {
    hook.data.iter().any(|(k, v)| *k == "focus" && v == "true")
}

/// The identities of the nearest named groups around every focus of `shapes`.
fn focused(shapes: &[Shape], named: Option<&str>, out: &mut Vec<String>) {
    for s in shapes {
        match s {
            Shape::Group { hook, children, .. } => {
                let id = hook.as_ref().and_then(identity);
                let here = id.as_deref().or(named);
                if hook.as_ref().is_some_and(is_focus) {
                    if let Some(n) = here {
                        out.push(n.to_string());
                    }
                    continue;
                }
                focused(children, here, out);
            }
            Shape::Clipped { child, .. } => {
                focused(std::slice::from_ref(child.as_ref()), named, out)
            }
            _ => {}
        }
    }
}

/// Removes every focus mark.
fn unfocus(shapes: &mut [Shape]) {
    for s in shapes {
        if let Shape::Group { hook, children, .. } = s {
            if let Some(h) = hook {
                h.data.retain(|(k, _)| *k != "focus");
                if h.testid.is_empty() && h.data.is_empty() {
                    *hook = None;
                }
            }
            unfocus(children);
        }
    }
}

/// Marks the groups named in `ids`; returns how many were found.
fn mark(shapes: &mut [Shape], ids: &[String]) -> usize {
    let mut found = 0;
    for s in shapes.iter_mut() {
        let hit = match s {
            Shape::Group { hook, .. } => hook
                .as_ref()
                .and_then(identity)
                .is_some_and(|k| ids.contains(&k)),
            _ => false,
        };
        if hit {
            s.mark_focus();
            found += 1;
        } else if let Shape::Group { children, .. } = s {
            found += mark(children, ids);
        }
    }
    found
}

/// Moves `now`'s focus onto `before` when the elements it marks are drawn there too; else
/// `before` keeps its own focus.
fn refocus(before: &mut Figure, now: &Figure) {
    let mut ids = Vec::new();
    focused(&now.shapes, None, &mut ids);
    if ids.is_empty() {
        return;
    }
    let mut moved = before.shapes.clone();
    unfocus(&mut moved);
    if mark(&mut moved, &ids) > 0 {
        before.shapes = moved;
    }
}

/// Every text drawn in `figure`.
pub fn texts(figure: &Figure) -> Vec<String> {
    fn walk(shapes: &[Shape], out: &mut Vec<String>) {
        for s in shapes {
            match s {
                Shape::Text { text, .. } => out.push(text.clone()),
                Shape::Group { children, .. } => walk(children, out),
                Shape::Clipped { child, .. } => walk(std::slice::from_ref(child.as_ref()), out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(&figure.shapes, &mut out);
    out
}

#[cfg(test)]
mod tests;
