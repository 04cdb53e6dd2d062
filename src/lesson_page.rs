//! One lesson, drawn from the app's state: the stage (figure, sentence, stepper, answers and
//! the game) fits one screen for the classroom; inputs, exports and notes follow below.
//! The page holds no state of its own beyond what the reducer keeps; every control dispatches
//! an [`Action`].

use crate::figure_view::FigureSvg;
use crate::page_state::{Action, AppState, Zoom};
use crate::play_panel::PlayPanel;
use crate::quiz_panel::QuizPanel;
use crate::stepper::Stepper;
use crate::t;
use crate::text::tr;
use crate::wire::ExportRequest;
use grundy_core::i18n::Msg;
use grundy_core::lesson::LessonKind;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

mod pieces;
use pieces::{figure_action, piece_words, ArmedMove};

/// The id of the step's sentence, which describes the figure.
const SENTENCE_ID: &str = "lesson-sentence";

/// Properties of [`LessonPage`].
#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// The app's state and its dispatcher.
    pub state: UseReducerHandle<AppState>,
}

/// A lesson page.
#[component]
pub fn LessonPage(props: &LessonPageProps) -> Html {
    let state = &props.state;
    let dispatch: Callback<Action> = {
        let d = state.dispatcher();
        Callback::from(move |a: Action| d.dispatch(a))
    };
    let lang = state.lang;
    let busy = state.pending.is_some();
    // The worker's progress with a long table (the game lab), as a bar.
    let progress_bar = state
        .pending
        .as_ref()
        .and_then(|p| p.progress)
        .map(|(done, total)| {
            html! {
                <progress data-testid="progress" max={total.to_string()} value={done.to_string()}
                          aria-label={tr(lang, Msg::Computing)}></progress>
            }
        });
    {
        // A zoomed figure keeps what the step is about in view: the focused element scrolls
        // into the figure's window after each step. (Hooks come before any early return, so
        // every render calls the same hooks.)
        let zoomed = !state.fit;
        let answer = state
            .shown
            .as_ref()
            .map(|s| Rc::as_ptr(&s.snapshot) as usize);
        use_effect_with((answer, zoomed, state.zoom), move |&(answer, zoomed, _)| {
            if zoomed && answer.is_some() {
                // After the frame: measuring now would lay the page out inside this task.
                crate::browser::after_next_frame(crate::browser::scroll_focus_into_view);
            }
        });
    }
    // The zoomed figure's width, set through the element's style object rather than a
    // `style=` attribute: the site's Content-Security-Policy refuses inline style attributes
    // (xtask/src/csp.rs), and a script's changes to an element's style are not inline markup.
    // Checked after every render, since the element may be new (another lesson, a figure
    // shown again) while the zoom is not; written only when it changes, so a render that
    // keeps the zoom restyles nothing.
    let figure_inner = use_node_ref();
    {
        let width = (!state.fit).then(|| format!("{}%", state.zoom));
        let inner = figure_inner.clone();
        use_effect(move || {
            if let Some(el) = inner.cast::<web_sys::HtmlElement>() {
                let style = el.style();
                let now = style.get_property_value("width").unwrap_or_default();
                let _ = match width {
                    Some(w) if w != now => style.set_property("width", &w),
                    None if !now.is_empty() => style.remove_property("width").map(|_| ()),
                    _ => Ok(()),
                };
            }
        });
    }
    {
        // A new figure opens at a scale where its smallest text is readable when projected
        // (`readable`): fitted whole if it can be, else zoomed. Embeds keep the choice the
        // reducer made on opening (`readable_zoom`).
        // Within one model a step may grow the figure (a table gains rows): while fitted, the
        // view then zooms in if the larger figure's text would drop below readable, and a step
        // back to a smaller figure fits it again (the game lab's table stayed at 63%, its first
        // steps' text at 11 px); it never undoes a zoom the reader chose.
        let shown_figure = state.shown.as_ref().filter(|_| !state.embed());
        let key = shown_figure.map(|s| {
            let size = (s.figure.width.to_bits(), s.figure.height.to_bits());
            (s.snapshot.slug.clone(), s.snapshot.model_key.clone(), size)
        });
        let figure = state.shown.as_ref().map(|s| s.figure.clone());
        let (fit, zoom, chosen, d) = (state.fit, state.zoom, state.zoom_chosen, state.dispatcher());
        let opened = use_mut_ref(|| None::<(String, String)>);
        // Bumped when a layout gives the figure window another size: the choice is made again.
        let stage_version = use_state(|| 0u32);
        let bumps = use_mut_ref(|| 0u32);
        let restage = {
            let setter = stage_version.setter();
            move || {
                *bumps.borrow_mut() += 1;
                setter.set(*bumps.borrow());
            }
        };
        use_effect_with((key, *stage_version), move |(key, _)| {
            let stage = crate::browser::figure_stage_size(restage);
            if let (Some((slug, model, _)), Some(f), Some(stage)) = (key, figure, stage) {
                let model_key = Some((slug.to_string(), model.to_string()));
                let new_model = *opened.borrow() != model_key;
                *opened.borrow_mut() = model_key;
                let min = f.min_text;
                let readable = crate::readable::min_readable_px(crate::browser::screen_min_side());
                let want = min.and_then(|m| {
                    crate::readable::opening_zoom(f.width, f.height, m, stage, readable)
                });
                // The page's own choice follows the figure; the reader's stays (a "Fit" pressed
                // was undone by the next measure of the stage: the figure went back to 199 %).
                let page_chose = new_model || !chosen;
                match want {
                    None if !fit && page_chose => d.dispatch(Action::Zoom(Zoom::Refit)),
                    Some(z) if page_chose && (fit || z != zoom) => {
                        d.dispatch(Action::Zoom(Zoom::To(z)))
                    }
                    _ => {}
                }
            }
        });
    }
    // The piece Enter last played (its place among the figure's pieces) and how many moves
    // had been made then: until the move and the computer's reply are drawn, a figure that
    // removed the focused piece hands focus to the piece now in its place, so a keyboard
    // player goes on from where they were (a taken stone's focus fell to the page).
    let keyboard_piece = use_mut_ref(|| None::<(usize, usize)>);
    let moves_made = state
        .shown
        .as_ref()
        .and_then(|s| s.snapshot.play.as_ref())
        .map_or(0, |p| p.history.len());
    // A touch screen has no hover to show what a piece plays before it is pressed: a first
    // tap on a piece marks its move in the figure (the stones it takes, as a hover does) and
    // says it in words, and a second tap on it plays it. On 8-px stones a finger's slip
    // played a move at once; on a classroom's touch board the class now sees the move first.
    // The mark holds for the position, step and language it was made in, and is dropped when
    // they change (coming back to them does not bring it back). An embed has no panel to say
    // the move, so a tap there plays at once.
    let last_press_touch = use_mut_ref(|| false);
    let armed = use_state(|| None::<ArmedMove>);
    let position = state.shown.as_ref().map(|s| {
        let snap = &s.snapshot;
        let lang = state.shown_lang().code();
        format!("{}?{}#{}@{lang}", snap.slug, snap.model_key, snap.step)
    });
    let armed_now = (*armed)
        .clone()
        .filter(|a| Some(&a.position) == position.as_ref());
    {
        let armed = armed.clone();
        use_effect_with(position.clone(), move |_| {
            if armed.is_some() {
                armed.set(None);
            }
        });
    }
    {
        // After every render: the figure may have redrawn the marked piece.
        let play = armed_now.as_ref().map(|a| a.play.clone());
        use_effect(move || {
            crate::browser::mark_armed_piece(play.as_deref());
            crate::browser::remark_hovered_piece();
        });
    }
    {
        let keyboard_piece = keyboard_piece.clone();
        use_effect(move || {
            let kept = keyboard_piece
                .borrow()
                .filter(|&(_, made)| moves_made <= made + 2);
            match kept {
                Some((index, _)) => crate::browser::refocus_figure_piece(index),
                None => *keyboard_piece.borrow_mut() = None,
            }
        });
    }
    // A refused input's reason, said under the form, is scrolled into view (on a phone it
    // was below the screen and Apply seemed to do nothing).
    use_effect_with(state.edit_error.clone(), |error| {
        if error.is_some() {
            crate::browser::scroll_page_to("[data-testid=input-error]");
        }
    });
    // A question just asked is brought on screen (on a phone, stacked under the figure, it
    // opened below the screen and the student saw an unchanged figure); where it is in view
    // already (the classroom's side column) nothing moves.
    let asked = state.shown.as_ref().and_then(|s| {
        let quiz = s.snapshot.quiz.as_ref()?;
        (quiz.question.is_some() && !quiz.revealed).then(|| (s.hash.clone(), s.snapshot.step))
    });
    use_effect_with(asked, |asked| {
        if asked.is_some() {
            crate::browser::scroll_page_to("[data-testid=quiz]");
        }
    });
    // Until the solver's first answer there is nothing to draw but the wait.
    let Some(shown) = state.shown.clone() else {
        return html! {
            <main class="lesson">
                { for state.edit_error.iter().map(|e| html! { <div class="error-panel" role="alert" data-testid="error">{ e }</div> }) }
                <p class="computing" data-testid="computing">{ tr(lang, Msg::Computing) }<>{ for progress_bar }</></p>
            </main>
        };
    };
    let snap = shown.snapshot.clone();
    let kind = LessonKind::from_slug(&snap.slug);
    let step = snap.step;
    let count = snap.count;
    let play = snap.play.clone();
    let playable = play.as_ref().is_some_and(|p| !p.over);
    let marked: Rc<Vec<String>> = Rc::new(match (&play, state.hint) {
        (Some(p), true) if !p.over => p.marked.clone(),
        _ => Vec::new(),
    });
    let on_figure_press = {
        let last_press_touch = last_press_touch.clone();
        Callback::from(move |e: PointerEvent| {
            // A finger or a pen (a touch board's stylus): neither hovers.
            *last_press_touch.borrow_mut() = e.pointer_type() != "mouse";
        })
    };
    let embed = snap.embed;
    let on_figure_click = {
        let d = dispatch.clone();
        let keyboard_piece = keyboard_piece.clone();
        let (armed, armed_now, position) = (armed.clone(), armed_now.clone(), position.clone());
        Callback::from(move |e: MouseEvent| {
            *keyboard_piece.borrow_mut() = None;
            let action = figure_action(e.target(), playable);
            // The press that started this click, read once: a later click without a press
            // of its own (a screen reader's, a script's) plays.
            let touched = std::mem::take(&mut *last_press_touch.borrow_mut());
            if touched && !embed {
                match (&action, &position) {
                    (Some(Action::Move(play)), Some(position))
                        if armed_now.as_ref().is_none_or(|a| &a.play != play) =>
                    {
                        let words = piece_words(e.target()).unwrap_or_else(|| play.clone());
                        let position = position.clone();
                        armed.set(Some(ArmedMove {
                            position,
                            play: play.clone(),
                            words,
                        }));
                        return;
                    }
                    _ => armed.set(None),
                }
            }
            if let Some(a) = action {
                d.emit(a);
            }
        })
    };
    let on_figure_key = {
        let d = dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            // Enter and Space press a piece, as they press a button.
            if matches!(e.key().as_str(), "Enter" | " " | "Spacebar") {
                if let Some(a) = figure_action(e.target(), playable) {
                    e.prevent_default();
                    if matches!(a, Action::BeginMove(_)) {
                        // The move box takes the keyboard.
                        d.emit(a);
                        return;
                    }
                    let target = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                    *keyboard_piece.borrow_mut() = target
                        .and_then(|t| crate::browser::figure_piece_index(&t))
                        .map(|i| (i, moves_made));
                    d.emit(a);
                }
            }
        })
    };

    let export = |png: bool| {
        let caption = state.export_caption;
        dispatch.reform(move |_: MouseEvent| Action::Export(ExportRequest { png, caption }))
    };
    // A checkbox's change as the action of its new state.
    let on_check = |action: fn(bool) -> Action| {
        dispatch.reform(move |e: Event| {
            action(
                e.target_dyn_into::<web_sys::HtmlInputElement>()
                    .is_some_and(|i| i.checked()),
            )
        })
    };
    let on_caption = on_check(Action::ExportCaption);
    // The reader's choice is kept for this browser as it is made.
    let on_letter_keys = on_check(|on| {
        crate::reader_choices::save_letter_keys(on);
        Action::LetterKeys(on)
    });

    let mut errors: Vec<String> = snap.errors.clone();
    // Display values the page does not know (`theme=dark`): the page's own check, since they
    // change how it shows the lesson, not the lesson the solver builds.
    if let Some((kind, query)) = state.lesson_link() {
        let display = grundy_core::lesson::display::display_problems(kind, query);
        errors.extend(display.into_iter().map(|p| {
            crate::t!(
                lang,
                DisplayValueRefused {
                    param: p.param,
                    token: p.token,
                    allowed: p.allowed
                }
            )
        }));
    }
    if let Some(e) = state.edit_error.as_ref() {
        errors.push(e.clone());
    }
    // What stands in for the refused part: the link's other parameters with the example's
    // values in its place, or the input shown before a refused Apply.
    let kept = if state.edit_error.is_some() {
        Msg::ErrorKeptLast
    } else {
        Msg::ErrorShownWithout
    };
    let error_panel = (!errors.is_empty()).then(|| {
        html! {
            <div class="error-panel" role="alert" data-testid="error">
                <strong>{ tr(lang, Msg::ErrorTitle) }</strong>
                <ul>{ for errors.iter().map(|m| html! { <li>{ m }</li> }) }</ul>
                <p class="muted">{ tr(lang, kept) }</p>
            </div>
        }
    });

    // Answers appear once the walkthrough has derived them (its last step, or the Nim family's
    // move step before its "why it wins") or on demand, in a
    // game too: the verdict and the winning move of the position in play would give the game
    // away (the hint is the way to ask for them). The hooks stay in the page for scripts and
    // tests.
    // In quiz mode a step not yet revealed shows its question instead of its sentence, and
    // no answers.
    let asking = snap.quiz.as_ref().is_some_and(|q| !q.revealed);
    let facts = &snap.facts;
    let derived = facts.derived_at.is_some_and(|k| step >= k);
    let shown_facts = (state.revealed || derived) && !asking;
    let has_facts = facts.result.is_some()
        || facts.first_wins.is_some()
        || facts.nim_sum.is_some()
        || facts.winning_move_text.is_some();
    let hooks = html! {
        // A live region: the answers a press on "Show the answer" (or the last step) reveals
        // are said, not only shown.
        <div class="facts" id="lesson-answers" hidden={!shown_facts} aria-live="polite">
            { for facts.result.iter().map(|v| html! {
                <div class="answer" data-testid="result" data-value={v.clone()}>
                    <span class="answer-label">{ tr(lang, Msg::Answer) }</span>
                    <span class="answer-value">{ facts.result_text.clone().unwrap_or_else(|| v.clone()) }</span>
                </div>
            }) }
            { for facts.first_wins.iter().map(|w| html! {
                <div class={classes!("verdict", w.then_some("wins"))} data-testid="verdict" data-winner={if *w { "first" } else { "second" }}>
                    // Worded by the lesson in the worker (always sent with the verdict).
                    { facts.verdict_text.clone().unwrap_or_default() }
                </div>
            }) }
            // From the step that derives the answers on, that step's sentence names the move
            // (`named_winning_move`): the chip shows it only when asked for before then, and
            // leaves the side column's room to the sentence.
            { for facts.winning_move_text.iter().map(|words| html! {
                <div class="winning-move" data-testid="winning-move" hidden={derived}
                     data-notation={facts.winning_move_notation.clone()}
                     data-pile={facts.winning_move.map(|(pile, _)| pile.to_string())}
                     data-take={facts.winning_move.map(|(_, take)| take.to_string())}>
                    { words.clone() }
                </div>
            }) }
            { for facts.nim_sum.iter().map(|x| html! {
                <div class="nim-sum" data-testid="nim-sum" data-value={x.to_string()}>{ format!("{} = {x}", tr(lang, Msg::NimSumLabel)) }</div>
            }) }
            // When the figure draws another position (the Nim family's "why it wins"), after
            // the answers and beside the last: "(before the move)", no line of its own.
            { for facts.note.iter().map(|n| html! { <p class="facts-note" data-testid="answers-note">{ n.clone() }</p> }) }
        </div>
    };
    let reveal_button = (has_facts && !derived && !asking).then(|| {
        let on = !state.revealed;
        html! {
            <button class="reveal" data-testid="reveal" aria-pressed={state.revealed.to_string()} aria-controls="lesson-answers"
                    onclick={dispatch.reform(move |_: MouseEvent| Action::Reveal(on))}>
                { tr(lang, if on { Msg::ShowAnswer } else { Msg::HideAnswer }) }
            </button>
        }
    });
    let computing = busy.then(|| html! {
        <div class="computing" data-testid="computing" role="status">
            <span class="spinner" aria-hidden="true"></span>
            { tr(lang, Msg::Computing) }
            <>{ for progress_bar.clone() }</>
            <button data-testid="stop" onclick={dispatch.reform(|_: MouseEvent| Action::Cancel)}>{ tr(lang, Msg::Stop) }</button>
        </div>
    });

    // In a deck, Previous and Next cross to the neighbouring items at the walkthrough's ends.
    let more_before = state.deck.as_ref().is_some_and(|d| d.at > 0);
    let more_after = state.deck.as_ref().is_some_and(|d| d.at + 1 < d.len());
    let stepper = html! {
        <Stepper {step} {count} playing={state.playing} speed_ms={state.speed_ms} {lang}
                 on_action={dispatch.reform(Action::Step)} {more_before} {more_after} />
    };
    let zoom_percent = state.zoom;
    let zoom_bar = html! {
        <div class="zoom" role="group">
            <button data-testid="zoom-out" title={tr(lang, Msg::ZoomOut)} aria-label={tr(lang, Msg::ZoomOut)}
                    onclick={dispatch.reform(|_: MouseEvent| Action::Zoom(Zoom::Out))}>{ "−" }</button>
            <button data-testid="zoom-reset" title={tr(lang, Msg::ZoomReset)}
                    onclick={dispatch.reform(|_: MouseEvent| Action::Zoom(Zoom::Fit))}>
                { if state.fit { tr(lang, Msg::ZoomReset).to_string() } else { format!("{zoom_percent}%") } }</button>
            <button data-testid="zoom-in" title={tr(lang, Msg::ZoomIn)} aria-label={tr(lang, Msg::ZoomIn)}
                    onclick={dispatch.reform(|_: MouseEvent| Action::Zoom(Zoom::In))}>{ "+" }</button>
            <>{ for computing.clone() }</>
        </div>
    };
    let view_links = (!snap.views.is_empty()).then(|| {
        html! {
            <nav class="views">
                { for snap.views.iter().map(|v| html! {
                    <a class={classes!("view-link", v.current.then_some("current"))} data-testid="view-link" data-view={v.view.clone()}
                       aria-current={v.current.then_some("page")} href={state.link_for(&v.href)}>{ v.label.clone() }</a>
                }) }
            </nav>
        }
    });
    let zoomed = !state.fit;
    // Figures of up to this many elements animate their changes (see the stylesheet). Every
    // new element fades in, so while a large figure mounts all its recent elements animate and
    // each frame restyles them: 300 split-Nim piles (about 3,000 elements in 300 rows, which
    // a count of top-level shapes let through) had frames of 50-140 ms, half of it style. Every
    // lesson's own figures have at most 600 elements.
    let animate = shown.figure.elements <= 1000;
    // The step's sentence describes the figure (what the step marks in it), so a screen
    // reader that enters the figure hears the step as well as the figure's title.
    let caption = state.lesson_query().and_then(|q| q.get("caption")) != Some("0");
    let described_by =
        (!asking && (caption || !snap.embed || snap.quiz.is_some())).then_some(SENTENCE_ID);
    // The figure says which language its labels are in. At a language switch the page's
    // root changes at once and the figure's labels when the answer arrives: without its own
    // `lang`, the switch restyled and re-laid out every label of the figure in the click's
    // task (300 split-Nim rows: a 60-100 ms task), and again as the new labels arrived.
    let figure_lang = crate::browser::language_tag(state.shown_lang().code());
    // What a first tap marked, said over the figure's foot: in the play panel it pushed
    // the sentence into a scrolling box at 1280×800 and fell below a phone's screen.
    let armed_line = armed_now.as_ref().map(|a| {
        let words = a.words.clone();
        html! { <p class="armed-move" data-testid="armed-move" role="status">{ t!(lang, TapAgainToPlay { words }) }</p> }
    });
    let figure_html = html! {
        <figure class={classes!("figure", zoomed.then_some("zoomed"), animate.then_some("animate"))} data-testid="figure" tabindex="-1" lang={figure_lang}
                aria-label={shown.figure.title.clone()} aria-describedby={described_by} onpointerdown={on_figure_press} onclick={on_figure_click} onkeydown={on_figure_key}>
            <div class="figure-inner" ref={figure_inner.clone()}><FigureSvg figure={shown.figure.clone()} {marked} follow={zoomed} /></div>
        </figure>
    };
    let sentence = if asking {
        Html::default()
    } else {
        html! { <p class="sentence" id={SENTENCE_ID} data-testid="sentence" aria-live="polite">{ snap.sentence.clone() }</p> }
    };
    let quiz = snap.quiz.as_ref().map(|q| {
        html! {
            <QuizPanel question={q.question.clone()} revealed={q.revealed} given={state.quiz_given().cloned()}
                       asks_number={state.quiz_asks_number()}
                       score={state.quiz_score()} last={step + 1 >= count && !asking} step_key={format!("{}|{step}", snap.model_key)}
                       {lang} on_action={dispatch.clone()} />
        }
    });

    if snap.embed {
        // A figure about as tall as wide grows when the sentence and controls go beside it
        // (in landscape frames: www/style.css).
        let upright = shown.figure.width < 1.2 * shown.figure.height;
        return html! {
            <main class={classes!("embed", upright.then_some("upright"))} data-lesson={snap.slug.clone()} data-shown={shown.hash.clone()}>
                <>{ for error_panel }</>
                { figure_html }
                if let Some(quiz) = quiz {
                    <div class="embed-quiz">{ quiz }{ sentence }</div>
                } else if caption { { sentence } }
                { stepper }
                { hooks }
                // The wait, its progress and Stop float over the frame's corner (a long table
                // left the old figure and "Step 1 of 6" with no sign of work for half a minute).
                <>{ for computing.clone() }</>
                // The downloads, as on the full page (the contract's hooks), over the figure's
                // corner and shown on hover or focus, so a lecture note's frame stays clean.
                <div class="embed-exports">
                    <button data-testid="export-svg" title={tr(lang, Msg::ExportSvg)} aria-label={tr(lang, Msg::ExportSvg)} onclick={export(false)}>{ "SVG" }</button>
                    <button data-testid="export-png" title={tr(lang, Msg::ExportPng)} aria-label={tr(lang, Msg::ExportPng)} onclick={export(true)}>{ "PNG" }</button>
                </div>
            </main>
        };
    }

    let computer = state.computer_player();
    let on_submit = dispatch.reform(|e: SubmitEvent| {
        e.prevent_default();
        Action::Apply
    });
    html! {
        // `data-shown`: the link whose answer is on screen (the address can be ahead of it while
        // the solver works), so a script or test knows when a new link has arrived.
        <main class="lesson" data-lesson={snap.slug.clone()} data-shown={shown.hash.clone()}>
            <section class="stage">
                // The view links sit under the figure they choose, beside the zoom buttons, so
                // the side column keeps its height for the sentence and the game. An input
                // problem is said above the figure, which gives it room: the stage still fits
                // one screen.
                // A large figure's pieces are many tab stops before the step buttons: the first
                // stop of the stage, shown only while focused, skips them.
                <button class="skip-to-steps" data-testid="skip-to-steps" onclick={Callback::from(|_: MouseEvent| crate::browser::focus_step_buttons())}>
                    { tr(lang, Msg::SkipToSteps) }
                </button>
                <div class="stage-figure"><>{ for error_panel }</>{ figure_html }<div class="figure-bar"><>{ for armed_line }</>{ zoom_bar }<>{ for view_links }</></div></div>
                <div class="stage-side">
                    { stepper }
                    <>{ for quiz }</>
                    { sentence }
                    <div class="answers">{ hooks }<>{ for reveal_button }</></div>
                    <>{ for play.clone().map(|p| html! {
                        <PlayPanel play={p} {computer} can_redo={!state.redo.is_empty()} show_hint={state.hint} begun={state.begun.clone()}
                                   position={format!("{}?{}", snap.slug, snap.model_key)}
                                   move_error={state.move_error.clone()} {lang}
                                   on_action={dispatch.clone()} />
                    }) }</>
                </div>
            </section>
            <section class="below">
                { for kind.map(|k| html! { <p class="summary">{ tr(lang, k.summary_msg()) }</p> }) }
                <p class="hint">{ tr(lang, Msg::KeysHint) }
                    // The letter keys can be turned off (WCAG 2.1.4): typed by accident, they
                    // blank a class's screen.
                    <label class="caption-toggle">
                        <input type="checkbox" data-testid="letter-keys" checked={state.letter_keys} onchange={on_letter_keys} />
                        { tr(lang, Msg::LetterKeysOn) }
                    </label>
                </p>
                <form class="inputs" onsubmit={on_submit}>
                    { for snap.inputs.iter().map(|field| {
                        let param = field.param.clone();
                        let value = state.drafts.get(&param).cloned().unwrap_or_else(|| field.value.clone());
                        let on_input = {
                            let param = param.clone();
                            dispatch.reform(move |e: InputEvent| {
                                let text = e.target_dyn_into::<web_sys::HtmlInputElement>().map(|i| i.value())
                                    .or_else(|| e.target_dyn_into::<web_sys::HtmlTextAreaElement>().map(|t| t.value()))
                                    .unwrap_or_default();
                                Action::Draft(param.clone(), text)
                            })
                        };
                        html! {
                            <label class={classes!("field", field.multiline.then_some("wide"))}>
                                <span>{ field.label.clone() }</span>
                                if field.multiline {
                                    <textarea name={param.clone()} data-testid={format!("input-{param}")} spellcheck="false" rows="3"
                                              autocapitalize="off" autocorrect="off" {value} oninput={on_input} />
                                } else {
                                    <input type="text" name={param.clone()} data-testid={format!("input-{param}")} spellcheck="false"
                                           autocomplete="off" autocapitalize="off" autocorrect="off" {value} oninput={on_input} />
                                }
                            </label>
                        }
                    }) }
                    <button type="submit" class="apply" data-testid="apply">{ tr(lang, Msg::Apply) }</button>
                    // The refusal beside the boxes too: the panel above the figure is out of
                    // view once the form is scrolled to (the stage keeps the last good input).
                    <>{ for state.edit_error.as_ref().map(|e| html! { <p class="form-error" data-testid="input-error">{ e.clone() }</p> }) }</>
                    <p class="hint">{ tr(lang, Msg::InputHelp) }</p>
                </form>
                <div class="exports">
                    <button data-testid="export-svg" onclick={export(false)}>{ tr(lang, Msg::ExportSvg) }</button>
                    <button data-testid="export-png" onclick={export(true)}>{ tr(lang, Msg::ExportPng) }</button>
                    <label class="caption-toggle">
                        <input type="checkbox" data-testid="export-caption" checked={state.export_caption} onchange={on_caption} />
                        { tr(lang, Msg::ExportWithCaption) }
                    </label>
                </div>
                <aside class="notes">
                    { for snap.notes.iter().map(|p| html! { <p>{ p }</p> }) }
                </aside>
            </section>
        </main>
    }
}
