//! The quiz panel (`quiz=1`): the step's question before its reveal (a number box, or one
//! button per choice), then whether the answer was right and why the right answer is right,
//! and the score. It owns no state: answers go to the reducer as [`Action::QuizAnswer`], which
//! checks them with the core's comparison.

use crate::page_state::quiz::{Given, Score};
use crate::page_state::Action;
use crate::t;
use crate::text::tr;
use crate::wire::WQuestion;
use grundy_core::i18n::{Lang, Msg};
use yew::prelude::*;

/// Properties of [`QuizPanel`].
#[derive(Properties, PartialEq)]
pub struct QuizPanelProps {
    /// The step's question (None: the step asks nothing).
    pub question: Option<WQuestion>,
    /// Whether the step is shown revealed.
    pub revealed: bool,
    /// What the reader did at this step.
    pub given: Option<Given>,
    /// The lesson's score.
    pub score: Score,
    /// Whether the walkthrough's last step is shown, revealed (the score says the quiz is
    /// done).
    pub last: bool,
    /// Whether the last answer typed at this step was no number: the box asks for one.
    #[prop_or_default]
    pub asks_number: bool,
    /// A key for the step, so a new step gets an empty answer box.
    pub step_key: String,
    /// Interface language.
    pub lang: Lang,
    /// Receives the answers.
    pub on_action: Callback<Action>,
}

/// The score line (`quiz-score`).
fn score_line(score: Score, last: bool, lang: Lang) -> Html {
    let total = score
        .total
        .map_or_else(|| "?".to_string(), |t| t.to_string());
    let text = if score.total == Some(0) {
        // A walkthrough that derives no value (a table to read): "Quiz done: 0 right of 0
        // questions" read as a broken quiz.
        tr(lang, Msg::QuizNone).to_string()
    } else if last && score.total.is_some() {
        t!(
            lang,
            QuizDone {
                right: score.right.to_string(),
                questions: total.clone()
            }
        )
    } else {
        t!(
            lang,
            QuizScore {
                right: score.right.to_string(),
                answered: score.answered.to_string(),
                questions: total.clone()
            }
        )
    };
    html! {
        <p class="quiz-score" data-testid="quiz-score" data-right={score.right.to_string()}
           data-answered={score.answered.to_string()} data-total={total} data-done={last.to_string()}>
            { text }
        </p>
    }
}

/// The question before its reveal: the prompt and the ways to answer.
fn asking(
    q: &WQuestion,
    step_key: &str,
    asks_number: bool,
    lang: Lang,
    on_action: &Callback<Action>,
) -> Html {
    let input = NodeRef::default();
    let on_submit = {
        let input = input.clone();
        on_action.reform(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input
                .cast::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            Action::QuizAnswer(Some(text))
        })
    };
    // A phone's number pad has no minus sign: a signed term's box asks for the keyboard
    // that has one (3 of inclusion–exclusion's 7 answers could not be typed on an iPhone).
    let mode = if q.signed { "text" } else { "numeric" };
    let answer = if q.choices.is_empty() {
        html! {
            <form class="quiz-form" key={step_key.to_string()} onsubmit={on_submit}>
                <input type="text" inputmode={mode} autocomplete="off" spellcheck="false" class="quiz-input"
                       data-testid="quiz-input" aria-label={tr(lang, Msg::QuizYourAnswer)}
                       placeholder={tr(lang, Msg::QuizYourAnswer)} ref={input} />
                <button type="submit" class="quiz-submit" data-testid="quiz-submit">{ tr(lang, Msg::QuizCheck) }</button>
                if asks_number {
                    <p class="quiz-number" role="alert" data-testid="quiz-not-number">{ tr(lang, Msg::QuizWholeNumber) }</p>
                }
            </form>
        }
    } else {
        html! {
            <div class="quiz-choices" role="group" aria-label={q.prompt.clone()}>
                { for q.choices.iter().map(|(value, label)| {
                    let v = value.clone();
                    html! {
                        <button class="quiz-choice" data-testid="quiz-choice" data-value={value.clone()}
                                onclick={on_action.reform(move |_: MouseEvent| Action::QuizAnswer(Some(v.clone())))}>
                            { label.clone() }
                        </button>
                    }
                }) }
            </div>
        }
    };
    html! {
        <>
            <p class="quiz-prompt" data-testid="quiz-prompt">{ q.prompt.clone() }</p>
            { answer }
            <button class="quiz-skip" data-testid="quiz-reveal"
                    onclick={on_action.reform(|_: MouseEvent| Action::QuizAnswer(None))}>
                { tr(lang, Msg::QuizReveal) }
            </button>
        </>
    }
}

/// The question after its reveal: the verdict, the score and why (the score before the why,
/// so a short column that scrolls the why keeps the verdict and the score in view).
fn answered(q: &WQuestion, given: Option<&Given>, score: Html, lang: Lang) -> Html {
    let right = given.and_then(|g| g.right);
    let verdict = match (right, given) {
        (Some(true), Some(g)) => t!(
            lang,
            QuizRight {
                answer: q.label_of(&g.text)
            }
        ),
        (Some(false), Some(g)) => t!(
            lang,
            QuizWrong {
                given: q.label_of(&g.text),
                answer: q.answer_label.clone()
            }
        ),
        _ => t!(
            lang,
            QuizUnanswered {
                answer: &q.answer_label
            }
        ),
    };
    let state = match right {
        Some(true) => "right",
        Some(false) => "wrong",
        None => "unanswered",
    };
    html! {
        <>
            <p class="quiz-prompt" data-testid="quiz-prompt">{ q.prompt.clone() }</p>
            <p class={classes!("quiz-verdict", state)} data-testid="quiz-verdict">{ verdict }</p>
            { score }
            <p class="quiz-why" data-testid="quiz-why">{ q.explanation.clone() }</p>
        </>
    }
}

/// The quiz panel.
#[component]
pub fn QuizPanel(props: &QuizPanelProps) -> Html {
    let lang = props.lang;
    // "settled": the question is answered or revealed, so the panel shrinks (www/style.css). A
    // class, not a `:has()` rule: with `:has()` in the stylesheet Chromium restyled every
    // element a large figure added several times slower (docs/benchmarks.md).
    let settled = props.question.is_some() && props.revealed;
    // Once settled, the score stands under the verdict; else under the question.
    let score = score_line(props.score, props.last, lang);
    let (score_inside, score_below) = if settled {
        (score, Html::default())
    } else {
        (Html::default(), score)
    };
    let question = props.question.as_ref().map(|q| {
        let (state, body) = if props.revealed {
            let state = match props.given.as_ref().and_then(|g| g.right) {
                Some(true) => "right",
                Some(false) => "wrong",
                None => "unanswered",
            };
            (state, answered(q, props.given.as_ref(), score_inside, lang))
        } else {
            (
                "open",
                asking(
                    q,
                    &props.step_key,
                    props.asks_number,
                    lang,
                    &props.on_action,
                ),
            )
        };
        html! {
            <div class="quiz-question" data-testid="quiz" data-state={state}>{ body }</div>
        }
    });
    html! {
        <section class={classes!("quiz", props.question.is_none().then_some("none"), settled.then_some("settled"))} aria-live="polite"
                 aria-label={tr(lang, Msg::QuizHeading)}>
            <>{ for question }</>
            { score_below }
        </section>
    }
}
