//! One lesson: its inputs, the error panel, the figure from the core (as SVG), the sentence
//! for the step, the stepper and keys, the public hooks and the exports. The page holds only
//! view state (drafts of inputs, playing, speed); the lesson state is the link.

use crate::app::Navigate;
use crate::browser::{download_png, download_svg, WindowListener};
use crate::play_panel::{PlayAction, PlayPanel};
use crate::stepper::{target_step, StepAction, Stepper};
use grundy_core::i18n::{tr, trf, Lang, Msg};
use grundy_core::lesson::{
    build, build_model, lesson_params, model_query, open_built, LessonKind, ParamError, Query,
};
use std::collections::BTreeMap;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Properties of [`LessonPage`].
#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// Which lesson.
    pub kind: LessonKind,
    /// The link's query (lesson and common parameters).
    pub query: Query,
    /// Interface language.
    pub lang: Lang,
    /// Changes the address.
    pub navigate: Callback<Navigate>,
}

/// The hash of `kind` with `query`.
pub fn lesson_hash(kind: LessonKind, query: &Query) -> String {
    let slug = kind.info().slug;
    if query.0.is_empty() {
        format!("#/{slug}")
    } else {
        format!("#/{slug}?{}", query.render())
    }
}

fn key_action(event: &web_sys::KeyboardEvent) -> Option<StepAction> {
    if event.alt_key() || event.ctrl_key() || event.meta_key() {
        return None;
    }
    // Keys typed into a field belong to the field.
    let typing = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| {
            matches!(
                el.tag_name().to_ascii_lowercase().as_str(),
                "input" | "textarea" | "select"
            )
        })
        .unwrap_or(false);
    if typing {
        return None;
    }
    match event.key().as_str() {
        "ArrowLeft" => Some(StepAction::Prev),
        "ArrowRight" => Some(StepAction::Next),
        " " | "Spacebar" => Some(StepAction::TogglePlay),
        "Home" => Some(StepAction::First),
        "End" => Some(StepAction::Last),
        _ => None,
    }
}

/// A lesson page.
#[component]
pub fn LessonPage(props: &LessonPageProps) -> Html {
    let lang = props.lang;
    let kind = props.kind;
    // The model is rebuilt only when the lesson's own parameters change; stepping, switching
    // language or embedding just re-opens it at the new step.
    let built = use_memo((kind, model_query(&props.query)), |(k, q)| build(*k, q));
    let opened = open_built(kind, &props.query, &built);
    let count = opened.model.step_count();
    let step = opened.step;
    let playing = use_state(|| false);
    // Read by the play timer when it fires: a pause takes effect at once, even if the timer
    // fires before the re-render that would cancel it.
    let playing_now = use_mut_ref(|| false);
    let speed_ms = use_state(|| 1000u32);
    let drafts = use_state(BTreeMap::<&'static str, String>::new);
    let edit_error = use_state(|| None::<ParamError>);
    let zoom = use_state(|| 100u32);
    // Dragging a zoomed figure scrolls it (pan); the start point and scroll offsets are kept here.
    let pan = use_mut_ref(|| None::<(i32, i32, i32, i32)>);
    let on_pan_start = {
        let pan = pan.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(el) = e
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                *pan.borrow_mut() = Some((
                    e.client_x(),
                    e.client_y(),
                    el.scroll_left(),
                    el.scroll_top(),
                ));
            }
        })
    };
    let on_pan_move = {
        let pan = pan.clone();
        Callback::from(move |e: MouseEvent| {
            if let (Some((x0, y0, left, top)), Some(el)) = (
                *pan.borrow(),
                e.current_target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
            ) {
                if e.buttons() == 1 {
                    el.set_scroll_left(left - (e.client_x() - x0));
                    el.set_scroll_top(top - (e.client_y() - y0));
                }
            }
        })
    };
    let on_pan_end = {
        let pan = pan.clone();
        Callback::from(move |_: MouseEvent| *pan.borrow_mut() = None)
    };

    {
        // A new link (applied input, back/forward) replaces any half-typed drafts.
        let drafts = drafts.clone();
        let edit_error = edit_error.clone();
        let own: Vec<(String, String)> = props
            .query
            .0
            .iter()
            .filter(|(k, _)| lesson_params(kind).contains(&k.as_str()))
            .cloned()
            .collect();
        use_effect_with((kind, own), move |_| {
            drafts.set(BTreeMap::new());
            edit_error.set(None);
        });
    }

    let go_to = {
        let navigate = props.navigate.clone();
        let query = props.query.clone();
        Callback::from(move |target: usize| {
            let q = query.with("step", (target > 0).then(|| target.to_string()));
            navigate.emit(Navigate {
                hash: lesson_hash(kind, &q),
                replace: true,
            });
        })
    };

    let on_action = {
        let playing = playing.clone();
        let playing_now = playing_now.clone();
        let speed_ms = speed_ms.clone();
        let go_to = go_to.clone();
        Callback::from(move |action: StepAction| match action {
            StepAction::TogglePlay => {
                // Playing from the last step starts again from the beginning.
                if !*playing && step + 1 >= count {
                    go_to.emit(0);
                }
                *playing_now.borrow_mut() = !*playing;
                playing.set(!*playing);
            }
            StepAction::Speed(ms) => speed_ms.set(ms),
            other => {
                *playing_now.borrow_mut() = false;
                playing.set(false);
                if let Some(target) = target_step(other, step, count) {
                    if target != step {
                        go_to.emit(target);
                    }
                }
            }
        })
    };

    {
        // While playing, one timeout per step: it is re-armed when the step changes and
        // dropped (cancelled) when playing stops or the page goes away.
        let playing = playing.clone();
        let playing_now = playing_now.clone();
        let go_to = go_to.clone();
        use_effect_with(
            (*playing, step, *speed_ms, count),
            move |&(is_playing, step, ms, count)| {
                let timeout = if is_playing && step + 1 < count {
                    Some(gloo_timers::callback::Timeout::new(ms, move || {
                        if *playing_now.borrow() {
                            go_to.emit(step + 1);
                        }
                    }))
                } else {
                    if is_playing {
                        *playing_now.borrow_mut() = false;
                        playing.set(false);
                    }
                    None
                };
                move || drop(timeout)
            },
        );
    }

    {
        let on_action = on_action.clone();
        use_effect_with((step, count, *playing), move |_| {
            let listener = WindowListener::new("keydown", move |e: web_sys::Event| {
                if let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() {
                    if let Some(action) = key_action(key) {
                        e.prevent_default();
                        on_action.emit(action);
                    }
                }
            });
            move || drop(listener)
        });
    }

    // Opens `q` if the core accepts it (as a new history entry); otherwise shows why and
    // keeps the page as it was. Both the inputs form and play go through here.
    let try_open = {
        let edit_error = edit_error.clone();
        let navigate = props.navigate.clone();
        Callback::from(move |q: Query| match build_model(kind, &q) {
            Ok(_) => {
                edit_error.set(None);
                navigate.emit(Navigate {
                    hash: lesson_hash(kind, &q),
                    replace: false,
                });
            }
            Err(e) => edit_error.set(Some(e)),
        })
    };
    let apply = {
        let drafts = drafts.clone();
        let query = props.query.clone();
        let try_open = try_open.clone();
        Callback::from(move |_: ()| {
            let mut q = query.with("step", None);
            for (param, text) in drafts.iter() {
                q = q.with(param, Some(text.trim().to_string()));
            }
            try_open.emit(q);
        })
    };

    let play = opened.model.play();
    let vs_computer = props.query.get("vs") == Some("computer");
    let redo_stack = use_state(Vec::<String>::new);
    // Plays `moves` (the whole list) if the core accepts it; otherwise shows why.
    let set_moves = {
        let query = props.query.clone();
        let try_open = try_open.clone();
        Callback::from(move |moves: Vec<String>| {
            let q = query
                .with("step", None)
                .with("moves", (!moves.is_empty()).then(|| moves.join(",")));
            try_open.emit(q);
        })
    };
    let on_play = {
        let history = play.as_ref().map(|p| p.history.clone()).unwrap_or_default();
        let undo_count = play.as_ref().map_or(1, |p| p.moves_to_undo(vs_computer));
        let set_moves = set_moves.clone();
        let redo_stack = redo_stack.clone();
        let navigate = props.navigate.clone();
        let query = props.query.clone();
        Callback::from(move |action: PlayAction| match action {
            PlayAction::Move(m) => {
                let mut moves = history.clone();
                moves.push(m);
                redo_stack.set(Vec::new());
                set_moves.emit(moves);
            }
            PlayAction::Undo => {
                let mut moves = history.clone();
                let mut undone = (*redo_stack).clone();
                // Against the computer, take back its reply too, so it is the person's turn again.
                for _ in 0..undo_count {
                    if let Some(m) = moves.pop() {
                        undone.push(m);
                    }
                }
                redo_stack.set(undone);
                set_moves.emit(moves);
            }
            PlayAction::Redo => {
                let mut undone = (*redo_stack).clone();
                if let Some(m) = undone.pop() {
                    let mut moves = history.clone();
                    moves.push(m);
                    redo_stack.set(undone);
                    set_moves.emit(moves);
                }
            }
            PlayAction::VsComputer(on) => {
                let q = query.with("vs", on.then(|| "computer".to_string()));
                navigate.emit(Navigate {
                    hash: lesson_hash(kind, &q),
                    replace: true,
                });
            }
        })
    };
    {
        // The computer is player 2: when it is its turn, it answers after a short pause.
        let reply = play
            .as_ref()
            .filter(|p| vs_computer && !p.over && p.player_to_move == 2)
            .and_then(|p| p.computer_move.clone());
        let on_play = on_play.clone();
        use_effect_with(reply, move |reply| {
            let timeout = reply.clone().map(|m| {
                gloo_timers::callback::Timeout::new(700, move || on_play.emit(PlayAction::Move(m)))
            });
            move || drop(timeout)
        });
    }
    let on_figure_click = {
        let on_play = on_play.clone();
        let playable = play.as_ref().is_some_and(|p| !p.over);
        let navigate = props.navigate.clone();
        let query = props.query.clone();
        Callback::from(move |e: MouseEvent| {
            // Figures mark clickable elements: data-move plays a move, data-link sets link
            // parameters (e.g. selects a number); the element closest to the click wins.
            let target = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let Some(el) =
                target.and_then(|t| t.closest("[data-move], [data-link]").ok().flatten())
            else {
                return;
            };
            if let (true, Some(m)) = (playable, el.get_attribute("data-move")) {
                on_play.emit(PlayAction::Move(m));
            } else if let Some(link) = el.get_attribute("data-link") {
                let mut q = query.clone();
                for (k, v) in Query::parse(&link).0 {
                    q = q.with(&k, Some(v));
                }
                navigate.emit(Navigate {
                    hash: lesson_hash(kind, &q),
                    replace: true,
                });
            }
        })
    };

    let figure = opened.model.figure(step, lang);
    let svg = figure.to_svg();
    let slug = kind.info().slug;
    let file_stem = format!("grundy-{slug}-step{step}");
    let on_svg = {
        let svg = svg.clone();
        let name = format!("{file_stem}.svg");
        Callback::from(move |_: MouseEvent| download_svg(&svg, &name))
    };
    let on_png = {
        let svg = svg.clone();
        let name = format!("{file_stem}.png");
        let (w, h) = (figure.width, figure.height);
        Callback::from(move |_: MouseEvent| download_png(&svg, w, h, &name))
    };

    let mut errors: Vec<String> = opened.errors.iter().map(|e| e.message(lang)).collect();
    if let Some(e) = edit_error.as_ref() {
        errors.push(e.message(lang));
    }
    let error_panel = (!errors.is_empty()).then(|| {
        html! {
            <div class="error-panel" role="alert" data-testid="error">
                <strong>{ tr(lang, Msg::ErrorTitle) }</strong>
                <ul>{ for errors.iter().map(|m| html! { <li>{ m }</li> }) }</ul>
                <p class="muted">{ tr(lang, Msg::ErrorKeptLast) }</p>
            </div>
        }
    });

    let facts = opened.model.facts();
    let hooks = html! {
        <div class="facts">
            { for facts.result.iter().map(|v| html! {
                <div class="answer" data-testid="result" data-value={v.clone()}>
                    <span class="answer-label">{ tr(lang, Msg::Answer) }</span>
                    <span class="answer-value">{ if v == "none" { tr(lang, Msg::MajNone).to_string() } else { v.clone() } }</span>
                </div>
            }) }
            { for facts.first_wins.iter().map(|w| html! {
                <div class={classes!("verdict", w.then_some("wins"))} data-testid="verdict" data-winner={if *w { "first" } else { "second" }}>
                    { tr(lang, if *w { Msg::ToMoveWins } else { Msg::ToMoveLoses }) }
                </div>
            }) }
            { for facts.winning_move.iter().map(|(pile, take)| html! {
                <div class="winning-move" data-testid="winning-move" data-pile={pile.to_string()} data-take={take.to_string()}>
                    { trf(lang, Msg::DescTake, &[take.to_string(), pile.to_string()]) }
                </div>
            }) }
            { for facts.nim_sum.iter().map(|x| html! {
                <div class="nim-sum" data-testid="nim-sum" data-value={x.to_string()}>{ format!("{} = {x}", tr(lang, Msg::NimSumLabel)) }</div>
            }) }
        </div>
    };

    let stepper = html! {
        <Stepper {step} {count} playing={*playing} speed_ms={*speed_ms} {lang} on_action={on_action.clone()} />
    };
    let tall = figure.height > 1100.0;
    let zoom_percent = *zoom;
    let zoom_by = |factor: u32, reset: bool| {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| {
            let next = if reset {
                100
            } else {
                (*zoom * factor / 100).clamp(50, 800)
            };
            zoom.set(next);
        })
    };
    let zoom_bar = html! {
        <div class="zoom" role="group">
            <button data-testid="zoom-out" title={tr(lang, Msg::ZoomOut)} aria-label={tr(lang, Msg::ZoomOut)} onclick={zoom_by(67, false)}>{ "−" }</button>
            <button data-testid="zoom-reset" title={tr(lang, Msg::ZoomReset)} onclick={zoom_by(100, true)}>{ format!("{zoom_percent}%") }</button>
            <button data-testid="zoom-in" title={tr(lang, Msg::ZoomIn)} aria-label={tr(lang, Msg::ZoomIn)} onclick={zoom_by(150, false)}>{ "+" }</button>
        </div>
    };
    let views = opened.model.views();
    let view_links = (!views.is_empty()).then(|| {
        html! {
            <nav class="views">
                { for views.iter().map(|v| {
                    let mut q = props.query.with("step", None);
                    q = q.with( "view", Some(v.view.to_string()));
                    for (k, val) in &v.params {
                        q = q.with( k, (!val.is_empty()).then(|| val.clone()));
                    }
                    html! {
                        <a class={classes!("view-link", v.current.then_some("current"))} data-testid="view-link" data-view={v.view}
                           aria-current={v.current.then_some("page")} href={lesson_hash(kind, &q)}>{ trf(lang, v.label, &v.args) }</a>
                    }
                }) }
            </nav>
        }
    });
    // Small figures are not blown up past 1.5× their natural size (a 2×2 sheet must not fill
    // the projector); zooming lifts the cap.
    let zoom_style = if zoom_percent != 100 {
        format!("width: {zoom_percent}%; max-width: none;")
    } else {
        format!("max-width: {:.0}px; margin: 0 auto;", figure.width * 1.5)
    };
    let figure_html = html! {
        <figure class={classes!("figure", tall.then_some("tall"), (zoom_percent != 100).then_some("zoomed"))} data-testid="figure"
                aria-label={figure.title.clone()} onclick={on_figure_click}
                onmousedown={on_pan_start} onmousemove={on_pan_move} onmouseup={on_pan_end.clone()} onmouseleave={on_pan_end}>
            <div class="figure-inner" style={zoom_style}>{ Html::from_html_unchecked(AttrValue::from(svg)) }</div>
        </figure>
    };

    if opened.embed {
        return html! {
            <main class="embed">
                { for error_panel }
                { figure_html }
                { stepper }
            </main>
        };
    }

    let inputs = opened.model.inputs();
    let on_submit = {
        let apply = apply.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            apply.emit(());
        })
    };
    html! {
        <main class="page lesson" data-lesson={slug}>
            <nav class="crumbs"><a href={crate::app::with_lang("#/", lang)}>{ "← " }{ tr(lang, Msg::BackHome) }</a></nav>
            <h1>{ kind.title(lang) }</h1>
            <p class="summary">{ kind.summary(lang) }</p>
            { for error_panel }
            { for view_links }
            <section class="stage">
                <div class="stage-figure">{ figure_html }{ zoom_bar }</div>
                <div class="stage-side">
                    <p class="sentence" data-testid="sentence" aria-live="polite">{ opened.model.sentence(step, lang) }</p>
                    { stepper }
                    <p class="hint">{ tr(lang, Msg::KeysHint) }</p>
                    { hooks }
                </div>
            </section>
            { for play.clone().map(|p| html! {
                <PlayPanel play={p} {vs_computer} can_redo={!redo_stack.is_empty()} {lang} on_action={on_play.clone()} />
            }) }
            <form class="inputs" onsubmit={on_submit}>
                { for inputs.iter().map(|field| {
                    let param = field.param;
                    let value = drafts.get(param).cloned().unwrap_or_else(|| field.value.clone());
                    let drafts_for_text = drafts.clone();
                    let drafts = drafts.clone();
                    let on_input = Callback::from(move |e: InputEvent| {
                        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                            let mut d = (*drafts).clone();
                            d.insert(param, input.value());
                            drafts.set(d);
                        }
                    });
                    let on_text = {
                        let drafts = drafts_for_text;
                        Callback::from(move |e: InputEvent| {
                            if let Some(input) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                                let mut d = (*drafts).clone();
                                d.insert(param, input.value());
                                drafts.set(d);
                            }
                        })
                    };
                    html! {
                        <label class={classes!("field", field.multiline.then_some("wide"))}>
                            <span>{ tr(lang, field.label) }</span>
                            if field.multiline {
                                <textarea name={param} data-testid={format!("input-{param}")} spellcheck="false" rows="3" {value} oninput={on_text} />
                            } else {
                                <input type="text" name={param} data-testid={format!("input-{param}")} spellcheck="false"
                                       autocomplete="off" {value} oninput={on_input} />
                            }
                        </label>
                    }
                }) }
                <button type="submit" class="apply" data-testid="apply">{ tr(lang, Msg::Apply) }</button>
                <p class="hint">{ tr(lang, Msg::InputHelp) }</p>
            </form>
            <div class="exports">
                <button data-testid="export-svg" onclick={on_svg}>{ tr(lang, Msg::ExportSvg) }</button>
                <button data-testid="export-png" onclick={on_png}>{ tr(lang, Msg::ExportPng) }</button>
            </div>
            <aside class="notes">
                { for opened.model.notes(lang).iter().map(|p| html! { <p>{ p }</p> }) }
            </aside>
        </main>
    }
}
