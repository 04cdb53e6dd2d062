// Grundy Lab's embedding module (docs/embedding.md), copied as it is to the site's root as
// `embed.js`. One <script type="module"> tag gives any page:
//   solve(lesson, params)                  → Promise of the facts the lesson's hooks show
//   figure(lesson, params, {step, lang, caption}) → Promise of a standalone SVG string
//   practice(topic, {seed, level, count, lang})   → Promise of a practice set with its answers
//   <grundy-lesson link="nim?piles=3,4,5" step="2" lang="zh">  the interactive lesson
// `solve` and `figure` ask the same solver the app uses: its web worker
// (solver_worker_loader.js beside this file), started once for the module and shared by
// every call; requests carry ids and answers come back in order. The element is an iframe of
// the app's embed mode (index.html#/…&embed=1), driven through the iframe message API.

const SITE = new URL('./', import.meta.url);
const TAG = 'grundy-lesson';

// ---- The solver worker ----------------------------------------------------------------

let solver = null; // { worker, ready: Promise, pending: Map<id, {resolve, reject}>, shapes: Map }
let nextId = 1;

/** Starts the shared solver worker (once). */
function startSolver() {
  if (solver) return solver;
  const loader = new URL('./solver_worker_loader.js', SITE);
  let worker;
  if (loader.origin === location.origin) {
    worker = new Worker(loader);
  } else {
    // Browsers start workers only from the page's own origin: a page elsewhere starts a tiny
    // worker of its own that loads the solver from this site (which must then allow CORS).
    const boot = `importScripts(${JSON.stringify(new URL('./solver_worker.js', SITE).href)});`
      + `wasm_bindgen({ module_or_path: ${JSON.stringify(new URL('./solver_worker_bg.wasm', SITE).href)} });`;
    worker = new Worker(URL.createObjectURL(new Blob([boot], { type: 'text/javascript' })));
  }
  const s = { worker, pending: new Map(), shapes: new Map(), failed: null };
  s.ready = new Promise((resolve, reject) => {
    s.onReady = resolve;
    s.onFail = reject;
  });
  // A failure before "ready" rejects `ready`; one after rejects what is in flight. Either way
  // the next call starts a fresh worker.
  s.ready.catch(() => {});
  const fail = (why) => {
    const error = new Error(`Grundy Lab's solver stopped: ${why}`);
    s.failed = error;
    s.onFail(error);
    for (const { reject } of s.pending.values()) reject(error);
    s.pending.clear();
    worker.terminate();
    if (solver === s) solver = null;
  };
  worker.onerror = (e) => { e.preventDefault(); fail(e.message || 'the worker did not start'); };
  worker.onmessageerror = () => fail('an answer could not be read');
  worker.onmessage = (e) => {
    if (e.data === 'ready') {
      s.onReady();
      return;
    }
    const answer = e.data;
    if (!answer || typeof answer !== 'object' || !('id' in answer)) return;
    // Figures come as deltas from the previous answer: keep the whole figure up to date
    // (answers arrive in the order the worker computed them).
    const opened = answer.outcome && answer.outcome.Opened;
    if (opened) {
      const changed = new Map(opened.figure.changed);
      const shapes = new Map();
      // `order` is null when the keys are those of the previous answer, in the same order.
      const order = opened.figure.order ?? [...s.shapes.keys()];
      for (const key of order) shapes.set(key, changed.get(key) ?? s.shapes.get(key));
      s.shapes = shapes;
      opened.shapes = [...shapes.values()];
    }
    const waiting = s.pending.get(answer.id);
    if (!waiting) return;
    s.pending.delete(answer.id);
    if (opened) {
      waiting.resolve(opened);
    } else {
      const why = answer.outcome && typeof answer.outcome.Refused === 'string'
        ? answer.outcome.Refused : 'the solver could not open this link';
      waiting.reject(new Error(why));
    }
  };
  solver = s;
  return s;
}

/** Splits `params` (as in a link: `piles=3,4,5&step=2`) into [name, value] pairs, as written. */
function splitParams(params) {
  if (params == null) return [];
  if (typeof params !== 'string') {
    throw new TypeError('params must be a string as in a link, e.g. "piles=3,4,5"');
  }
  return params.replace(/^[?&]+/, '').split('&').filter(Boolean).map((p) => {
    const eq = p.indexOf('=');
    return eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)];
  });
}

/** The link `#/lesson?params` with `set` ([name, value|null]) replacing those parameters. */
function lessonHash(lesson, params, set = []) {
  if (typeof lesson !== 'string' || !/^[a-z0-9-]+$/.test(lesson)) {
    throw new Error(`not a lesson name: ${JSON.stringify(lesson)} (e.g. "nim")`);
  }
  const names = new Set(set.map(([k]) => k));
  const pairs = splitParams(params).filter(([k]) => !names.has(k));
  for (const [k, v] of set) if (v != null) pairs.push([k, String(v)]);
  const query = pairs.map(([k, v]) => (v === '' ? k : `${k}=${v}`)).join('&');
  return `#/${lesson}${query ? `?${query}` : ''}`;
}

/** Asks the solver for `hash`; resolves to the snapshot (with `shapes`, the whole figure). */
async function ask(hash, lang, exportRequest = null, practiceWork = null) {
  const s = startSolver();
  await s.ready;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    s.pending.set(id, { resolve, reject });
    // strict: a bad parameter is refused with its reason instead of opening the example.
    const request = { id, hash, lang, strict: true, export: exportRequest };
    if (practiceWork) request.practice = practiceWork;
    s.worker.postMessage(request);
  });
}

/** The language of a call: the option, else the params' `lang=`, else English. */
function pickLang(params, lang) {
  const chosen = lang ?? splitParams(params).filter(([k]) => k === 'lang').map(([, v]) => v).pop() ?? 'en';
  if (chosen !== 'en' && chosen !== 'zh') throw new Error(`lang must be en or zh, not ${JSON.stringify(chosen)}`);
  return chosen;
}

/** Rejects a snapshot whose link had problems (the page would show them in its error panel). */
function checked(snapshot) {
  if (snapshot.errors && snapshot.errors.length > 0) throw new Error(snapshot.errors[0]);
  return snapshot;
}

/** Every `component` hook's SG value, in drawing order. */
function componentValues(shapes) {
  const out = [];
  const walk = (shape) => {
    const group = shape && shape.Group;
    if (group) {
      if (group.testid === 'component') {
        const sg = (group.data || []).find(([k]) => k === 'sg');
        if (sg) out.push(/^\d+$/.test(sg[1]) ? Number(sg[1]) : sg[1]);
      }
      group.children.forEach(walk);
    } else if (shape && shape.Clipped) {
      walk(shape.Clipped.child);
    }
  };
  shapes.forEach(walk);
  return out;
}

/**
 * The facts a lesson's hooks show, computed by the app's own solver:
 * `{lesson, winner: "first"|"second"|null, nimSum, answer, sg: [...], steps, winningMove}`
 * (`winningMove`: see {@link winningMove}).
 * `params` are written as in a link (`"piles=3,4,5"`); a bad lesson or parameter rejects
 * with the solver's one-line reason.
 */
export async function solve(lesson, params = '') {
  const snap = checked(await ask(lessonHash(lesson, params, [['lang', null]]), pickLang(params)));
  const f = snap.facts || {};
  return {
    lesson: snap.slug,
    winner: f.first_wins == null ? null : (f.first_wins ? 'first' : 'second'),
    nimSum: f.nim_sum ?? null,
    answer: f.result ?? null,
    sg: componentValues(snap.shapes),
    steps: snap.count,
    winningMove: winningMove(f),
  };
}

/**
 * The `winning-move` hook's move: `{move, words}` (the move as `moves=` writes it, and in
 * the answer's language), with `pile` and `take` where it takes stones (the Nim family);
 * `null` when the player to move loses or the lesson names no move.
 */
function winningMove(f) {
  const m = f.winning_move_notation ? { move: f.winning_move_notation, words: f.winning_move_text } : null;
  if (!f.winning_move) return m;
  return { pile: f.winning_move[0], take: f.winning_move[1], ...m };
}

/**
 * The figure the page shows for `#/lesson?params` at `step` (0-based), as a standalone SVG
 * document (styles inside, no scripts): the file the page's "SVG" download writes.
 * `caption: true` adds the step's sentence under the figure.
 */
export async function figure(lesson, params = '', { step, lang, caption = false } = {}) {
  if (step != null && !(Number.isInteger(step) && step >= 0)) {
    throw new Error(`step must be a whole number ≥ 0, not ${JSON.stringify(step)}`);
  }
  const set = [['lang', null]];
  if (step != null) set.push(['step', step]);
  const snap = checked(await ask(lessonHash(lesson, params, set), pickLang(params, lang),
    { png: false, caption: Boolean(caption) }));
  if (!snap.export) throw new Error('the solver sent no figure');
  return snap.export.svg;
}

/**
 * A practice set (the page's `#/practice?topic=…&seed=…&level=…&count=…`) with its answer
 * key, for a handout: `{topic, seed, level, count, link, title, task, items}`, each item
 * `{index, position, targets: [{id, label}], answers: {id: answer}}` (several valid answers
 * joined by " | ", a selection's moves by ","). The same topic, seed and level give the same
 * items as the page and `grundy practice`. `seed` is chosen when left out; a bad topic,
 * level or count rejects with the solver's one-line reason.
 */
export async function practice(topic, { seed, level, count, lang = 'en' } = {}) {
  if (typeof topic !== 'string' || !/^[a-z-]+$/.test(topic)) {
    throw new Error(`not a practice topic: ${JSON.stringify(topic)} (e.g. "sg-label")`);
  }
  if (lang !== 'en' && lang !== 'zh') throw new Error(`lang must be en or zh, not ${JSON.stringify(lang)}`);
  const chosen = seed ?? 1 + Math.floor(Math.random() * 999999);
  const set = [['topic', topic], ['seed', chosen], ['level', level], ['count', count]];
  const snap = checked(await ask(lessonHash('practice', '', set), lang, null, { at: 0, log: [], key: true }));
  const p = snap.practice;
  if (!p || !p.key) throw new Error('the solver sent no practice set');
  return {
    topic: p.topic,
    seed: p.seed,
    level: p.level,
    count: p.count,
    link: p.link,
    title: p.title,
    task: p.task,
    items: p.key.map((item) => ({
      index: item.index,
      position: item.position,
      targets: item.targets.map(([id, label]) => ({ id, label })),
      answers: Object.fromEntries(item.answers),
    })),
  };
}

// ---- <grundy-lesson> --------------------------------------------------------------------

const STYLE = `
:host { display: inline-block; width: 640px; height: 400px; max-width: 100%; vertical-align: top; }
:host([hidden]) { display: none; }
iframe { display: block; width: 100%; height: 100%; border: 1px solid #c9c9c9; border-radius: 8px;
  box-sizing: border-box; background: #fff; }
`;

/**
 * `<grundy-lesson link="nim?piles=3,4,5" step="2" lang="zh" caption="0">`: the lesson in embed
 * mode, in an iframe inside the element (640×400 unless CSS sizes the element). Changing
 * `step`, `lang` or `link` drives the lesson; every change of its state is dispatched on the
 * element as a `grundy-state` event whose `detail` is the state
 * `{type, lesson, link, step, count, winner, error}`, also kept as the element's `state`.
 */
class GrundyLesson extends HTMLElement {
  static get observedAttributes() { return ['link', 'step', 'lang', 'caption']; }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    // A constructed stylesheet, not a <style> element: a host page whose
    // Content-Security-Policy refuses inline styles still applies it (docs/embedding.md).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
    root.adoptedStyleSheets = [sheet];
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('allow', 'fullscreen');
    root.append(this.frame);
    this.state = null;
    this.reflecting = false;
    this.onMessage = (e) => {
      // Only this element's own lesson: several on one page stay independent.
      if (e.source !== this.frame.contentWindow || !e.data || e.data.type !== 'grundy:state') return;
      const state = { ...e.data, winner: e.data.winner ?? null };
      this.state = state;
      // The reader may have stepped inside the lesson: the attribute follows, without a command.
      if (this.getAttribute('step') !== String(state.step)) {
        this.reflecting = true;
        try { this.setAttribute('step', String(state.step)); } finally { this.reflecting = false; }
      }
      this.dispatchEvent(new CustomEvent('grundy-state', { detail: state, bubbles: true, composed: true }));
    };
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    if (!this.frame.getAttribute('src')) this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  /**
   * The app's link for the attributes (embed mode). `fresh`: for a new link, whose step is its
   * own unless the author set `step` too (a step the reader reached is not carried over).
   */
  hash(fresh = false) {
    const link = (this.getAttribute('link') || 'nim').replace(/^#?\/?/, '');
    const q = link.indexOf('?');
    const lesson = q < 0 ? link : link.slice(0, q);
    const params = q < 0 ? '' : link.slice(q + 1);
    const set = [['embed', '1']];
    for (const name of ['step', 'lang', 'caption']) {
      const v = this.getAttribute(name);
      if (name === 'step' && fresh && this.state && v === String(this.state.step)) continue;
      // A step that is no whole number was refused when set: it never reaches a link (a
      // later `caption` change reloaded the frame with `step=x`).
      if (name === 'step' && v != null && v !== '' && !/^\d+$/.test(v)) {
        console.warn(`<${TAG}>: step must be a whole number ≥ 0, not ${JSON.stringify(v)}; left out`);
        continue;
      }
      if (v != null && v !== '') set.push([name, v]);
    }
    return lessonHash(lesson, params, set);
  }

  load() {
    let hash;
    try {
      hash = this.hash();
    } catch (e) {
      console.warn(`<${TAG}>: ${e.message}`);
      return;
    }
    this.state = null;
    this.frame.title = `Grundy Lab: ${hash.slice(2)}`;
    this.frame.src = new URL(`index.html${hash}`, SITE).href;
  }

  attributeChangedCallback(name, old, value) {
    if (this.reflecting || old === value || !this.frame.getAttribute('src')) return;
    // Until the lesson has answered once it may not be listening yet: load the new link.
    if (!this.state || name === 'caption') {
      this.load();
      return;
    }
    if (name === 'step') {
      const step = Number(value);
      if (Number.isInteger(step) && step >= 0) this.post({ type: 'grundy:step', step });
      else console.warn(`<${TAG}>: step must be a whole number ≥ 0, not ${JSON.stringify(value)}`);
    } else if (name === 'lang') {
      this.post({ type: 'grundy:lang', lang: value || 'en' });
    } else if (name === 'link') {
      try {
        this.post({ type: 'grundy:open', link: this.hash(true) });
      } catch (e) {
        console.warn(`<${TAG}>: ${e.message}`);
      }
    }
  }

  /** Sends a command of the iframe message API to this lesson. */
  post(command) {
    if (this.frame.contentWindow) this.frame.contentWindow.postMessage(command, SITE.origin);
  }

  /** The next step. */
  next() { this.post({ type: 'grundy:next' }); }

  /** The previous step. */
  prev() { this.post({ type: 'grundy:prev' }); }
}

if (!customElements.get(TAG)) customElements.define(TAG, GrundyLesson);

export { GrundyLesson };
