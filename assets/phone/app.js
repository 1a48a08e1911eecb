// diplomacy-hotseat phone page script: the join form, then one power's pad (header and
// clock, the board as SVG, its units' order choices, the draft, sealing, a draw, the last
// results), talking to the laptop's JSON API at /p/<CODE>/api/. Plain JavaScript, no
// libraries, nothing inline (the page's content security policy forbids it).
'use strict';

(function () {
  const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const CODE_LENGTH = 16;
  const CODE_KEY = 'diplomacy-hotseat.code';
  const SEEN_KEY = 'diplomacy-hotseat.results-seen';
  const SVGNS = 'http://www.w3.org/2000/svg';
  const SEA = '#b9cad8';
  const LABEL_SIZE = 10; // board units
  const LABEL_DROP = 3; // board units below the label point (clears the unit token)
  const LAND = '#ede4cc';
  const TOUCH_PX = 46; // the least a finger needs is 44 CSS px: a little more, for rounding

  const $ = (id) => document.getElementById(id);

  // ---------------------------------------------------------------- words

  // The page's words come from the laptop in the table's language (/words.json); every
  // lookup carries its English, so the page reads in English until (or unless) they come.
  let WORDS = {};
  let LANG = 'en';

  /** Fills a message's `{ $name }` markers from args. */
  function fill(text, args) {
    if (!args) return text;
    return text.replace(/\{ *\$([A-Za-z0-9_-]+) *\}/g, (m, k) => (k in args ? String(args[k]) : m));
  }

  /** The message `id` in the table's language (`english` where it has none), filled. */
  function w(id, english, args) {
    const text = Object.prototype.hasOwnProperty.call(WORDS, id) ? WORDS[id] : english;
    return fill(text, args);
  }

  /** A count's message: `one` or `other`, as the language's plural rule picks for n. */
  function wn(n, one, englishOne, other, englishOther, args) {
    let form = n === 1 ? 'one' : 'other';
    try { form = new Intl.PluralRules(LANG).select(n) === 'one' ? 'one' : 'other'; } catch (e) { /* keep */ }
    const a = Object.assign({ count: n }, args || {});
    return form === 'one' ? w(one, englishOne, a) : w(other, englishOther, a);
  }

  /** Fetches the words, then puts them into the page's own elements (data-w…). */
  async function loadWords() {
    try {
      const r = await fetch('/words.json', { cache: 'no-store' });
      if (r.ok) {
        const data = await r.json();
        if (data && data.words) WORDS = data.words;
        if (data && data.lang) LANG = data.lang;
      }
    } catch (e) { /* English, as the page is written */ }
    document.documentElement.lang = LANG;
    for (const e of document.querySelectorAll('[data-w]')) e.textContent = w(e.dataset.w, e.textContent);
    for (const e of document.querySelectorAll('[data-w-label]')) {
      e.setAttribute('aria-label', w(e.dataset.wLabel, e.getAttribute('aria-label') || ''));
    }
    for (const e of document.querySelectorAll('[data-w-placeholder]')) {
      e.placeholder = w(e.dataset.wPlaceholder, e.placeholder);
    }
    weave($('fresh-words'), w('phones-page-fresh', 'New results are in: { $link }.'), { link: $('fresh-link') });
    weave($('results-title'), w('phones-page-results-of', 'Results of { $phase }'), { phase: $('results-phase') });
  }

  /** Puts a message into holder, its `{ $name }` markers replaced by the elements in parts. */
  function weave(holder, text, parts) {
    const kids = [];
    let last = 0;
    text.replace(/\{ *\$([A-Za-z0-9_-]+) *\}/g, (m, k, at) => {
      kids.push(text.slice(last, at), parts[k] || m);
      last = at + m.length;
      return m;
    });
    kids.push(text.slice(last));
    holder.replaceChildren(...kids);
  }

  // ---------------------------------------------------------------- small helpers

  const store = {
    get(k) { try { return window.localStorage.getItem(k); } catch (e) { return null; } },
    set(k, v) { try { window.localStorage.setItem(k, v); } catch (e) { /* private mode */ } },
    del(k) { try { window.localStorage.removeItem(k); } catch (e) { /* private mode */ } },
  };

  /** Makes an HTML element: el('button', {class: 'x', onclick: f}, 'text', child…). */
  function el(tag, attrs, ...kids) {
    const e = document.createElement(tag);
    setAttrs(e, attrs);
    for (const k of kids.flat()) {
      if (k === null || k === undefined || k === false) continue;
      e.append(k instanceof Node ? k : String(k));
    }
    return e;
  }

  /** Makes an SVG element with attributes. */
  function sv(tag, attrs, ...kids) {
    const e = document.createElementNS(SVGNS, tag);
    setAttrs(e, attrs);
    for (const k of kids.flat()) {
      if (k === null || k === undefined || k === false) continue;
      e.append(k instanceof Node ? k : String(k));
    }
    return e;
  }

  function setAttrs(e, attrs) {
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name.startsWith('on') && typeof value === 'function') {
        e.addEventListener(name.slice(2), value);
      } else if (name === 'dataset') {
        Object.assign(e.dataset, value);
      } else {
        e.setAttribute(name, value === true ? '' : String(value));
      }
    }
  }

  function rgb(c) { return `rgb(${c[0]}, ${c[1]}, ${c[2]})`; }

  /** Relative luminance of an sRGB colour (WCAG). */
  function luminance(c) {
    const lin = (v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  }

  /** Black or white, whichever reads better on colour `c`. */
  function inkOn(c) {
    const l = luminance(c);
    return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
  }

  function mix(a, b, t) {
    return [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t));
  }

  function hexRgb(h) {
    return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  }

  // ---------------------------------------------------------------- join codes

  function plainCode(typed) {
    return String(typed || '').replace(/[\s\-‐-―]+/g, '').toUpperCase();
  }

  function codeProblem(plain) {
    if (!plain) return w('phones-page-code-empty', 'Type your code first.');
    const bad = [...new Set([...plain].filter((c) => !ALPHABET.includes(c)))];
    if (bad.length) {
      return w('phones-page-code-bad-chars', '“{ $chars }” cannot be in a code (codes have no 0, 1, I or O).', { chars: bad.join(' ') });
    }
    if (plain.length !== CODE_LENGTH) {
      return w('phones-page-code-length', 'A code has { $want } letters and digits; this one has { $count }.', { want: CODE_LENGTH, count: plain.length });
    }
    return null;
  }

  function grouped(plain) {
    return (plain.match(/.{1,4}/g) || []).join('-');
  }

  /** Asks the server whether a code works: {status, error}. */
  async function probe(code) {
    try {
      const r = await fetch(`/p/${code}/api/state`, { cache: 'no-store' });
      let body = null;
      try { body = await r.json(); } catch (e) { body = null; }
      return { status: r.status, error: body && body.error };
    } catch (e) {
      return { status: 0, error: w('phones-page-unreachable', 'The laptop cannot be reached: is this phone on its network?') };
    }
  }

  function codeMessage(status, error) {
    if (status === 403) {
      return w('phones-page-code-invalid', 'That code is not valid (a new one may have been issued): check it, or ask at the laptop for yours.');
    }
    if (status === 429) return w('phones-page-too-many-tries', 'Too many tries: { $why }.', { why: error || w('phones-page-wait-a-minute', 'wait a minute') });
    return error || w('phones-page-laptop-answered', 'The laptop answered { $status }.', { status });
  }

  function showJoin(message, prefill) {
    $('pad').hidden = true;
    $('loading').hidden = true;
    $('join').hidden = false;
    const p = $('join-problem');
    p.textContent = message || '';
    p.hidden = !message;
    if (prefill) $('join-code').value = grouped(prefill);
    document.title = w('phones-page-join-title', 'Join — Diplomacy');
  }

  /** A field's error message goes once the player types again. */
  function clearErrorOnInput(input, error) {
    input.addEventListener('input', () => {
      error.textContent = '';
      input.removeAttribute('aria-invalid');
    });
  }

  function setupJoin() {
    const input = $('join-code');
    const error = $('join-error');
    clearErrorOnInput(input, error);
    $('join-form').addEventListener('submit', async (e) => {
      e.preventDefault();
      const plain = plainCode(input.value);
      const why = codeProblem(plain);
      if (why) {
        error.textContent = why;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      $('join-go').disabled = true;
      error.textContent = w('phones-page-checking', 'Checking the code…');
      const r = await probe(plain);
      $('join-go').disabled = false;
      if (r.status === 200) {
        store.set(CODE_KEY, plain);
        window.location.assign(`/p/${plain}/`);
        return;
      }
      error.textContent = codeMessage(r.status, r.error);
      input.setAttribute('aria-invalid', 'true');
    });
  }

  // ---------------------------------------------------------------- the pad's state

  const ui = {
    code: null,
    board: null, // the board's shapes, once
    state: null, // the last PadState shown
    version: -1,
    epoch: null, // the server's epoch: another one means it started again
    selected: null, // key of the selected unit card
    kind: null, // the open kind of order of the selected unit
    path: [], // indices into the open kind's targets, then `then`s
    confirming: false, // the seal check list is open
    busy: false,
    clock: null,
    events: null,
    eventsRetry: null,
    fetching: false,
    fetchAgain: false,
    stopped: false,
    hint: '', // a passing message under the board
    autoOpened: null, // the phase whose adjustment card was opened by itself
    hintUntil: 0,
  };

  // Board lookups, filled by buildBoard.
  const geo = {
    prov: new Map(), // id -> province shape
    abbr: new Map(), // lower-case abbr -> id
    power: new Map(), // id -> power
    d: new Map(), // id -> SVG path data
    W: 1, H: 1, minx: 0, maxy: 0,
    svg: null, layers: {},
    view: null, // {x, y, w, h}
  };

  class ApiError extends Error {
    constructor(status, message) { super(message); this.status = status; }
  }

  async function api(method, what, body) {
    let r;
    try {
      r = await fetch(`/p/${ui.code}/api/${what}`, {
        method,
        cache: 'no-store',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      throw new ApiError(0, w('phones-page-unreachable-still', 'The laptop cannot be reached: is this phone still on its network?'));
    }
    let data = null;
    try { data = await r.json(); } catch (e) { data = null; }
    if (!r.ok) {
      throw new ApiError(r.status, (data && data.error) || w('phones-page-laptop-answered-short', 'the laptop answered { $status }', { status: r.status }));
    }
    return data;
  }

  function showProblem(text) {
    const p = $('problem');
    p.textContent = text || '';
    p.hidden = !text;
  }

  /** Deals with an error that is not an act's refusal; true when it was handled. */
  function general(e) {
    if (!(e instanceof ApiError)) {
      showProblem(w('phones-page-went-wrong', 'Something went wrong: { $why }', { why: e.message }));
      return true;
    }
    if (e.status === 403) {
      badCode(!ui.state);
      return true;
    }
    if (e.status === 429) {
      showProblem(w('phones-page-slow-down', 'Slow down: { $why }.', { why: e.message }));
      return true;
    }
    if (e.status === 0 || e.status >= 500) {
      showProblem(e.message.charAt(0).toUpperCase() + e.message.slice(1));
      return true;
    }
    return false;
  }

  /**
   * The code was refused (403): back to the join form, saying so. `first`: the page never
   * got in with it (a mistyped, old or revoked code in the address); else it stopped working.
   */
  function badCode(first) {
    ui.stopped = true;
    if (ui.events) ui.events.close();
    ui.events = null;
    if (store.get(CODE_KEY) === ui.code) store.del(CODE_KEY);
    try { window.history.replaceState(null, '', '/?new'); } catch (e) { /* ignore */ }
    showJoin(first
      ? w('phones-page-address-code-bad', 'The code in this address ({ $code }) does not work: it may be mistyped, or a new one may have been issued. Type the code shown to you at the laptop.', { code: grouped(ui.code).replace(/-/g, '\u2011') })
      : w('phones-page-code-stopped', 'Your code stopped working (a new one may have been issued): type the one shown to you at the laptop.'));
  }

  /** Fetches the state again (one fetch at a time, one more if asked meanwhile). */
  async function refresh() {
    if (ui.stopped) return;
    if (ui.fetching) {
      ui.fetchAgain = true;
      return;
    }
    ui.fetching = true;
    try {
      const s = await api('GET', 'state');
      applyState(s);
      showProblem('');
    } catch (e) {
      general(e);
    } finally {
      ui.fetching = false;
      if (ui.fetchAgain) {
        ui.fetchAgain = false;
        refresh();
      }
    }
  }

  /** Sends an act; re-renders from the state it returns. Resolves to the refusal, if any. */
  async function act(body) {
    if (ui.busy) return w('phones-page-busy', 'wait: the last tap is still being sent');
    ui.busy = true;
    document.body.classList.add('busy');
    try {
      const s = await api('POST', 'act', body);
      showProblem('');
      applyState(s, true);
      return null;
    } catch (e) {
      if (e instanceof ApiError && (e.status === 409 || e.status === 400 || e.status === 413)) {
        return e.message;
      }
      general(e);
      return e.message;
    } finally {
      ui.busy = false;
      document.body.classList.remove('busy');
    }
  }

  function listen() {
    if (ui.stopped) return;
    if (ui.events) ui.events.close();
    clearTimeout(ui.eventsRetry);
    const es = new EventSource(`/p/${ui.code}/api/events`);
    ui.events = es;
    es.onopen = () => { $('link').hidden = true; };
    es.onmessage = (e) => {
      const v = Number(e.data);
      // Any other version is news: a server started again may count from elsewhere.
      if (Number.isFinite(v) && v !== ui.version) refresh();
    };
    es.onerror = () => {
      if (ui.stopped) return;
      $('link').hidden = false;
      refresh();
      if (es.readyState === EventSource.CLOSED) {
        ui.eventsRetry = setTimeout(listen, 5000);
      }
    };
  }

  // ---------------------------------------------------------------- starting

  async function startPad(code) {
    ui.code = code;
    $('join').hidden = true;
    $('pad').hidden = true;
    $('loading').hidden = false;
    document.title = w('phones-page-title', 'Diplomacy orders');
    setupPad();
    let board; let state;
    for (let tries = 0; ; tries++) {
      try {
        // The state first: a refused code is then one refusal, not two.
        state = await api('GET', 'state');
        board = await api('GET', 'board');
        break;
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) {
          badCode(true);
          return;
        }
        const why = e.message.charAt(0).toUpperCase() + e.message.slice(1);
        $('loading-problem').textContent = w('phones-page-trying-again', '{ $why } Trying again…', { why: `${why}${/[.?!]$/.test(why) ? '' : '.'}` });
        $('loading-problem').hidden = false;
        await new Promise((ok) => setTimeout(ok, Math.min(10000, 1500 * (tries + 1))));
      }
    }
    $('loading').hidden = true;
    $('pad').hidden = false;
    showProblem('');
    store.set(CODE_KEY, code);
    buildBoard(board);
    applyState(state);
    fitView(true);
    listen();
    setInterval(tick, 500);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || ui.stopped) return;
      refresh();
      if (!ui.events || ui.events.readyState === EventSource.CLOSED) listen();
    });
    window.addEventListener('pageshow', (e) => { if (e.persisted) refresh(); });
    window.addEventListener('online', () => { refresh(); listen(); });
  }

  async function boot() {
    await loadWords();
    setupJoin();
    const m = window.location.pathname.match(/^\/p\/([^/]+)/);
    if (m) {
      let raw = m[1];
      try { raw = decodeURIComponent(raw); } catch (e) { /* keep it as it is */ }
      const plain = plainCode(raw);
      const why = codeProblem(plain);
      if (why) {
        showJoin(w('phones-page-address-no-code', 'The address holds no valid code: { $why }', { why }));
        return;
      }
      startPad(plain);
      return;
    }
    const wantsNew = /(^|[?&])new\b/.test(window.location.search.slice(1));
    const last = store.get(CODE_KEY);
    if (last && !wantsNew && !codeProblem(last)) {
      const r = await probe(last);
      if (r.status === 200) {
        window.location.replace(`/p/${last}/`);
        return;
      }
      if (r.status === 403) {
        store.del(CODE_KEY);
        showJoin(w('phones-page-last-code-gone', 'Your last code no longer works: type the one shown at the laptop.'));
        return;
      }
      showJoin(codeMessage(r.status, r.error), last);
      return;
    }
    showJoin('', wantsNew ? null : last);
  }

  // ---------------------------------------------------------------- the board

  function flip(p) { return [p[0], geo.maxy - p[1]]; }

  function ringsPath(rings) {
    return rings.map((ring) => {
      const pts = ring.map((p) => {
        const q = flip(p);
        return `${q[0].toFixed(1)} ${q[1].toFixed(1)}`;
      });
      return `M${pts.join('L')}Z`;
    }).join('');
  }

  function buildBoard(board) {
    ui.board = board;
    const [minx, miny, maxx, maxy] = board.bounds;
    geo.minx = minx;
    geo.maxy = maxy;
    geo.W = maxx - minx;
    geo.H = maxy - miny;
    for (const p of board.provinces) {
      geo.prov.set(p.id, p);
      geo.abbr.set(p.abbr.toLowerCase(), p.id);
      geo.d.set(p.id, ringsPath(p.rings));
    }
    for (const pw of board.powers) geo.power.set(pw.id, pw);

    const svg = sv('svg', {
      class: 'map',
      xmlns: SVGNS,
      role: 'img',
      'aria-label': w('phones-page-board-label', '{ $title } board: your units and the orders written', { title: board.title }),
      viewBox: `${minx} 0 ${geo.W} ${geo.H}`,
      preserveAspectRatio: 'xMidYMid meet',
    });
    const defs = sv('defs', {},
      arrowMarker('arrow', '#15202b'),
      arrowMarker('arrow-void', '#8a1c1c'));
    svg.append(defs);
    const layer = (name) => {
      const g = sv('g', { class: name });
      svg.append(g);
      geo.layers[name] = g;
      return g;
    };
    const provs = layer('provinces');
    for (const p of board.provinces) {
      provs.append(sv('path', {
        d: geo.d.get(p.id),
        class: p.sea ? 'prov sea' : 'prov land',
        'fill-rule': 'evenodd',
        fill: p.sea ? SEA : LAND,
        dataset: { prov: p.id },
      }));
    }
    const scenery = layer('scenery');
    for (const rings of board.scenery) {
      scenery.append(sv('path', { d: ringsPath(rings), 'fill-rule': 'evenodd' }));
    }
    layer('highlight');
    layer('centres');
    layer('arrows');
    const labels = layer('labels');
    for (const p of board.provinces) {
      const [x, y] = labelAt(p);
      labels.append(sv('text', {
        x, y,
        class: p.sea ? 'lab sea' : 'lab',
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
      }, p.abbr));
    }
    layer('hits'); // invisible touch areas under the tokens, so none covers a token
    layer('units');
    layer('marks');
    geo.svg = svg;
    const host = $('board');
    host.replaceChildren(svg);
    setupGestures(svg);
    new ResizeObserver(() => fitView(false)).observe(host);
  }

  function arrowMarker(id, colour) {
    return sv('marker', {
      id,
      viewBox: '0 0 10 10',
      refX: 7,
      refY: 5,
      markerWidth: 4,
      markerHeight: 4,
      orient: 'auto-start-reverse',
      markerUnits: 'strokeWidth',
    }, sv('path', { d: 'M0,0 L10,5 L0,10 z', fill: colour }));
  }

  /** Where a unit of `province` (on `coast`) stands, in SVG coordinates. */
  function unitAt(province, coast) {
    const p = geo.prov.get(province);
    if (!p) return null;
    if (coast) {
      const c = p.coasts.find((k) => k[0] === coast);
      if (c) return flip(c[1]);
    }
    return flip(p.unit);
  }

  /** Where a dislodged unit is drawn: beside the unit at `p`, on the side away from the name. */
  function aside(province, p) {
    const shape = geo.prov.get(province);
    const below = !shape || flip(shape.label)[1] >= flip(shape.unit)[1];
    return [p[0] + 12, p[1] + (below ? -9 : 9)];
  }

  /** Where a province's name goes: its label point, moved a little away from its unit. */
  function labelAt(p) {
    const [x, y] = flip(p.label);
    const uy = flip(p.unit)[1];
    return [x, y + (y >= uy ? LABEL_DROP : -LABEL_DROP)];
  }

  function placeName(province) {
    const p = geo.prov.get(province);
    return p ? shownPlace(p) : '';
  }

  /** A province's name as players read it (the table's language; the English name from older servers). */
  function shownPlace(p) { return p.place_label || p.name; }

  /** A power's name as players read it; `name` stays the key it is known by. */
  function shownPower(pw) { return pw.label || pw.name; }

  /** "England fleet in London", for the board's unit (a tooltip and what a reader says). */
  function unitTitle(power, fleet, dislodged, place) {
    const args = { power, place };
    if (fleet) {
      return dislodged
        ? w('phones-page-unit-fleet-dislodged', '{ $power } fleet in { $place } (dislodged)', args)
        : w('phones-page-unit-fleet', '{ $power } fleet in { $place }', args);
    }
    return dislodged
      ? w('phones-page-unit-army-dislodged', '{ $power } army in { $place } (dislodged)', args)
      : w('phones-page-unit-army', '{ $power } army in { $place }', args);
  }

  function drawBoardState() {
    const s = ui.state;
    const ownerOf = new Map(s.owners.map(([prov, power]) => [prov, power]));
    // Land tinted by the owner of its supply centre.
    for (const path of geo.layers.provinces.children) {
      const id = Number(path.dataset.prov);
      const p = geo.prov.get(id);
      if (p.sea) continue;
      const owner = ownerOf.get(id);
      const pw = owner === undefined ? null : geo.power.get(owner);
      path.setAttribute('fill', pw ? rgb(mix(hexRgb(LAND), pw.colour, 0.42)) : LAND);
    }
    // Supply centres: a dot where the board puts it (else beside the name), in the owner's
    // colour.
    const centres = geo.layers.centres;
    centres.replaceChildren();
    for (const p of geo.prov.values()) {
      if (!p.centre) continue;
      let x; let y;
      if (p.centre_at) {
        [x, y] = flip(p.centre_at);
      } else {
        [x, y] = labelAt(p);
        x -= p.abbr.length * LABEL_SIZE * 0.31 + 4.5;
      }
      const owner = ownerOf.get(p.id);
      const pw = owner === undefined ? null : geo.power.get(owner);
      centres.append(sv('circle', {
        cx: x.toFixed(1), cy: y.toFixed(1), r: 3.4,
        class: 'centre',
        fill: pw ? rgb(pw.colour) : '#ffffff',
      }));
    }
    drawArrows();
    // Units.
    const units = geo.layers.units;
    units.replaceChildren();
    geo.layers.hits.replaceChildren();
    const mine = new Set(s.units.map((u) => u.province).filter((p) => p !== null));
    const sorted = [...s.board].sort((a, b) => Number(a.dislodged) - Number(b.dislodged));
    for (const u of sorted) {
      const at = unitAt(u.province, u.fleet ? u.coast : null);
      if (!at) continue;
      let [x, y] = at;
      if (u.dislodged) [x, y] = aside(u.province, [x, y]);
      const pw = geo.power.get(u.power) || { colour: [128, 128, 128], name: '?' };
      const own = u.power === s.power.id;
      const orders = own && mine.has(u.province);
      const dataset = { prov: u.province, x: x.toFixed(1), y: y.toFixed(1) };
      const g = sv('g', {
        class: `unit${own ? ' own' : ''}${orders ? ' orders' : ''}${u.dislodged ? ' dislodged' : ''}`,
        dataset,
      });
      g.append(sv('title', {}, unitTitle(shownPower(pw), u.fleet, u.dislodged, placeName(u.province))));
      if (orders) geo.layers.hits.append(sv('circle', { r: 15, class: 'hit', dataset }));
      if (u.dislodged) g.append(sv('circle', { r: 12.5, class: 'dislodged-ring' }));
      const fill = rgb(pw.colour);
      const ink = inkOn(pw.colour);
      if (u.fleet) {
        g.append(sv('path', { d: 'M-11,-4 L11,-4 L7,7 L-7,7 Z', fill, class: 'token' }));
        g.append(sv('path', { d: 'M-2,-4 L-2,-9 L4,-6.5 L-2,-6.5', fill: 'none', class: 'mast' }));
      } else {
        g.append(sv('circle', { r: 8.5, fill, class: 'token' }));
      }
      g.append(sv('text', {
        class: 'tok-letter', fill: ink, y: u.fleet ? 1.8 : 0.4,
        'text-anchor': 'middle', 'dominant-baseline': 'central',
      }, u.fleet ? 'F' : 'A'));
      units.append(g);
    }
    placeTokens();
    drawHighlight();
  }

  // Coasts in typed orders are the engine's names; the board's anchors use the short codes.
  const COAST_CODE = { North: 'nc', South: 'sc', East: 'ec', West: 'wc' };

  function coastCode(c) {
    if (!c) return null;
    return COAST_CODE[c] || String(c).toLowerCase();
  }

  /** Where a typed order's location is on the board (the coast's anchor if it has one). */
  function locAt(loc) {
    return loc ? unitAt(loc.province, coastCode(loc.coast)) : null;
  }

  /** A typed order's parts: {family: 'Main', kind: 'Move', data: {to, via_convoy}}. */
  function orderParts(w) {
    const [family, body] = Object.entries((w && w.order) || {})[0] || [null, null];
    if (body === null || typeof body !== 'object') return { family, kind: body, data: null };
    const [kind, data] = Object.entries(body)[0] || [null, null];
    return { family, kind, data };
  }

  /** The board unit a typed order is for (a dislodged one in a retreat). */
  function orderedUnit(w, retreat) {
    const here = ui.state.board.filter((b) => b.province === w.at.province);
    return here.find((b) => b.power === w.power && b.dislodged === retreat)
      || here.find((b) => b.power === w.power) || here[0] || null;
  }

  /** Where the unit of a typed order stands (moved aside when dislodged). */
  function orderedFrom(w, retreat) {
    const u = orderedUnit(w, retreat);
    const coast = coastCode(w.at.coast) || (u && u.fleet ? u.coast : null);
    const p = unitAt(w.at.province, coast);
    if (p && u && u.dislodged) return aside(w.at.province, p);
    return p;
  }

  /** Where the unit standing in a province is (a supported or convoyed unit). */
  function unitPos(province) {
    const s = ui.state;
    const u = s.board.find((b) => b.province === province && !b.dislodged)
      || s.board.find((b) => b.province === province);
    return unitAt(province, u && u.fleet ? u.coast : null);
  }

  /**
   * The draft on the board, from each line's typed orders: moves and retreats as arrows,
   * supports and convoys as dashed lines to the helped move, holds as a ring, builds as a
   * marked site, removals and disbands as a cross on the unit. Each mark carries
   * data-line (the line's index) and data-order (the order's kind).
   */
  function drawArrows() {
    const g = geo.layers.arrows;
    const marks = geo.layers.marks;
    g.replaceChildren();
    marks.replaceChildren();
    const s = ui.state;
    s.lines.forEach((line, i) => {
      for (const w of line.orders || []) {
        if (!w || !w.at) continue;
        const { family, kind, data } = orderParts(w);
        const tag = (el) => {
          el.dataset.line = String(i);
          el.dataset.order = kind || '';
          return el;
        };
        const cls = line.void ? 'arrow void' : 'arrow';
        const marker = line.void ? 'url(#arrow-void)' : 'url(#arrow)';
        if (family === 'Main' || (family === 'Retreat' && kind === 'Retreat')) {
          const retreat = family === 'Retreat';
          const from = orderedFrom(w, retreat);
          if (!from) continue;
          if (kind === 'Hold') {
            const ring = sv('g', {
              class: `mark hold${line.void ? ' void' : ''}`,
              dataset: { x: from[0].toFixed(1), y: from[1].toFixed(1) },
            }, sv('circle', { r: 14, class: 'ring' }));
            marks.append(tag(ring));
          } else if (kind === 'Move' || kind === 'Retreat') {
            const loc = retreat ? data : data.to;
            const to = locAt(loc);
            // The head stops short of a unit standing there, else at the place's point (clear
            // of its name, which sits below or above it).
            const held = s.board.some((b) => b.province === loc.province && !b.dislodged);
            if (to) g.append(tag(arrowPath(from, to, `${cls} move`, marker, held ? 9 * (geo.grow || 1) : 2)));
          } else if (kind === 'SupportHold') {
            const a = unitPos(data.target);
            if (a) g.append(tag(arrowPath(from, a, `${cls} support hold`, null, 11)));
          } else if (kind === 'SupportMove' || kind === 'Convoy') {
            const a = unitPos(data.from);
            const b = kind === 'Convoy' ? unitAt(data.to, null) : locAt(data.to);
            if (!a || !b) continue;
            const both = tag(sv('g', { class: 'helped-pair' }));
            both.append(arrowPath(a, b, `${cls} helped`, null, 11));
            const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
            both.append(arrowPath(from, mid, `${cls} ${kind === 'Convoy' ? 'convoy' : 'support'}`, null, 0));
            g.append(both);
          }
        } else if ((family === 'Retreat' && kind === 'Disband') || (family === 'Adjust' && kind === 'Remove')) {
          const province = family === 'Adjust' ? data.at : w.at.province;
          const at = family === 'Adjust'
            ? orderedFrom({ power: w.power, at: { province, coast: null } }, false)
            : orderedFrom(w, true);
          if (at) marks.append(tag(crossMark(at, line.void)));
        } else if (family === 'Adjust' && kind === 'Build') {
          const at = locAt(data.at);
          if (at) marks.append(tag(buildMark(at, data.kind, line.void)));
        }
      }
    });
  }

  /** A cross over a unit that is to go (removed or disbanded). */
  function crossMark(at, isVoid) {
    const grp = sv('g', {
      class: `mark cross${isVoid ? ' void' : ''}`,
      dataset: { x: at[0].toFixed(1), y: at[1].toFixed(1) },
    });
    const d = 'M-9,-9 L9,9 M9,-9 L-9,9';
    grp.append(sv('path', { d, class: 'casing' }), sv('path', { d, class: 'stroke' }));
    return grp;
  }

  /** A build site: a dashed ring with the letter of what is built (or +). */
  function buildMark(at, kind, isVoid) {
    const grp = sv('g', {
      class: `mark build${isVoid ? ' void' : ''}`,
      dataset: { x: at[0].toFixed(1), y: at[1].toFixed(1) },
    });
    grp.append(sv('circle', { r: 9.5, class: 'ring' }));
    grp.append(sv('text', {
      class: 'build-letter', y: 0.6, 'text-anchor': 'middle', 'dominant-baseline': 'central',
    }, kind === 'Army' ? '+A' : kind === 'Fleet' ? '+F' : '+'));
    return grp;
  }

  /** A line from a to b, shortened at both ends so tokens stay visible. */
  function arrowPath(a, b, cls, marker, endGap) {
    const dx = b[0] - a[0]; const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len; const uy = dy / len;
    const start = Math.min(10, len / 3);
    const end = Math.min(endGap, len / 3);
    const x1 = a[0] + ux * start; const y1 = a[1] + uy * start;
    const x2 = b[0] - ux * end; const y2 = b[1] - uy * end;
    const grp = sv('g', { class: cls });
    const d = `M${x1.toFixed(1)},${y1.toFixed(1)} L${x2.toFixed(1)},${y2.toFixed(1)}`;
    grp.append(sv('path', { d, class: 'casing' }));
    grp.append(sv('path', { d, class: 'stroke', 'marker-end': marker }));
    return grp;
  }

  function drawHighlight() {
    const g = geo.layers.highlight;
    g.replaceChildren();
    const u = selectedUnit();
    if (u && u.province !== null) {
      g.append(sv('path', { d: geo.d.get(u.province), class: 'hl-sel', 'fill-rule': 'evenodd' }));
    }
    const step = currentStep();
    let hint = '';
    if (step) {
      const seen = new Set();
      for (const t of step.targets) {
        if (t.province === null || seen.has(t.province)) continue;
        seen.add(t.province);
        g.append(sv('path', {
          d: geo.d.get(t.province),
          class: usable(t) ? 'hl-target' : 'hl-refused',
          'fill-rule': 'evenodd',
        }));
      }
      if (step.targets.some((t) => t.province !== null && usable(t))) {
        hint = w('phones-page-hint-step', '{ $unit }: { $prompt } Tap a highlighted place, or a button below.', { unit: u.label, prompt: step.prompt });
      }
    } else if (u) {
      hint = w('phones-page-hint-selected', '{ $unit } selected: choose what it does below.', { unit: u.label });
    } else if (ui.state && ui.state.may_write && ui.state.units.some((x) => x.province !== null)) {
      hint = w('phones-page-hint-tap-unit', 'Tap one of your units to give it an order.');
    } else if (ui.state && ui.state.sealed) {
      hint = w('phones-page-hint-sealed', 'Your orders are sealed.');
    }
    if (ui.hint && performance.now() < ui.hintUntil) hint = ui.hint;
    setHint(hint);
    geo.svg.classList.toggle('choosing', !!step);
    // Raise the selected unit's token.
    for (const t of geo.layers.units.querySelectorAll('.unit.selected')) t.classList.remove('selected');
    if (u && u.province !== null) {
      for (const t of geo.layers.units.querySelectorAll(`.unit.own[data-prov="${u.province}"]`)) {
        t.classList.add('selected');
        t.parentNode.append(t);
      }
    }
  }

  /** A message under the board for a few seconds. */
  function flash(text) {
    ui.hint = text;
    ui.hintUntil = performance.now() + 4000;
    setHint(text);
    clearTimeout(ui.hintTimer);
    ui.hintTimer = setTimeout(() => { if (geo.svg && ui.state) drawHighlight(); }, 4100);
  }

  function setHint(text) {
    const h = $('board-hint');
    if (h.textContent !== text) h.textContent = text;
  }

  // ---------------------------------------------------------------- panning and zooming

  function boxSize() {
    const r = $('board').getBoundingClientRect();
    return { w: Math.max(1, r.width), h: Math.max(1, r.height) };
  }

  function setView(v) {
    const box = boxSize();
    const aspect = box.w / box.h;
    let w = v.w;
    const maxW = Math.max(geo.W, geo.H * aspect) * 1.08;
    const minW = geo.W * 0.07;
    w = Math.min(maxW, Math.max(minW, w));
    const h = w / aspect;
    let cx = v.x + v.w / 2;
    let cy = v.y + v.h / 2;
    cx = Math.min(geo.minx + geo.W, Math.max(geo.minx, cx));
    cy = Math.min(geo.H, Math.max(0, cy));
    geo.view = { x: cx - w / 2, y: cy - h / 2, w, h };
    geo.svg.setAttribute('viewBox', `${geo.view.x.toFixed(2)} ${geo.view.y.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`);
    const scale = box.w / w; // screen px per board unit
    geo.scale = scale;
    geo.svg.classList.toggle('far', scale < 0.6);
    const grow = Math.min(2, Math.max(1, 0.8 / scale));
    if (grow !== geo.grow) {
      geo.grow = grow;
      geo.svg.style.setProperty('--grow', grow.toFixed(3));
      if (ui.state && geo.layers.arrows) drawArrows();
    }
    placeTokens();
  }

  /**
   * Puts the unit tokens (and marks on them) in place, larger when seen from far; the
   * invisible hit circle of each unit that takes orders is at least TOUCH_PX across on the
   * screen.
   */
  function placeTokens() {
    const units = geo.layers.units;
    if (!units) return;
    const k = geo.grow || 1;
    const hits = geo.layers.hits.children;
    for (const g of [...units.children, ...geo.layers.marks.children, ...hits]) {
      g.setAttribute('transform', `translate(${g.dataset.x} ${g.dataset.y}) scale(${k.toFixed(3)})`);
    }
    const r = Math.max(15, TOUCH_PX / 2 / (k * (geo.scale || 1)));
    for (const hit of hits) hit.setAttribute('r', r.toFixed(2));
  }

  /** Screen px at the board's right covered by its floating buttons (and their margin). */
  function buttonsStrip() {
    const b = $('board').getBoundingClientRect();
    const z = document.querySelector('.zoom').getBoundingClientRect();
    if (!z.width) return 0;
    return Math.max(0, Math.min(b.width / 3, b.right - z.left + 6));
  }

  /** Where a unit is drawn (a dislodged one beside its place). */
  function drawnAt(u) {
    const p = unitAt(u.province, u.fleet ? u.coast : null);
    return p && u.dislodged ? aside(u.province, p) : p;
  }

  /**
   * The view fitted around the power's units and centres (`mine`) or the whole board, in
   * the part of the board left of its floating buttons (nothing under them).
   */
  function viewAround(mine) {
    const box = boxSize();
    const strip = buttonsStrip();
    const aspect = Math.max(1, box.w - strip) / box.h;
    let x0 = geo.minx; let y0 = 0; let x1 = geo.minx + geo.W; let y1 = geo.H;
    if (mine && ui.state) {
      const pts = [];
      const me = ui.state.power.id;
      for (const u of ui.state.board) {
        if (u.power === me) pts.push(drawnAt(u));
      }
      for (const [prov, power] of ui.state.owners) {
        if (power === me) pts.push(unitAt(prov, null));
      }
      const ok = pts.filter(Boolean);
      if (ok.length) {
        x0 = Math.min(...ok.map((p) => p[0])) - 60;
        x1 = Math.max(...ok.map((p) => p[0])) + 60;
        y0 = Math.min(...ok.map((p) => p[1])) - 60;
        y1 = Math.max(...ok.map((p) => p[1])) + 60;
        const minSize = Math.max(geo.W, geo.H) * 0.34;
        if (x1 - x0 < minSize) { const c = (x0 + x1) / 2; x0 = c - minSize / 2; x1 = c + minSize / 2; }
        if (y1 - y0 < minSize / aspect) { const c = (y0 + y1) / 2; y0 = c - minSize / aspect / 2; y1 = c + minSize / aspect / 2; }
      }
    }
    let w = x1 - x0; let h = y1 - y0;
    if (w / h < aspect) w = h * aspect; else h = w / aspect;
    const cx = (x0 + x1) / 2; const cy = (y0 + y1) / 2;
    // The view runs on under the buttons' strip, at the right.
    return { x: cx - w / 2, y: cy - h / 2, w: w * box.w / Math.max(1, box.w - strip), h };
  }

  function fitView(first) {
    if (!geo.svg) return;
    if (first || !geo.view) {
      setView(viewAround(true));
      return;
    }
    // Keep the centre and width when the box changes size.
    setView(geo.view);
  }

  function zoomAt(clientX, clientY, factor) {
    const r = $('board').getBoundingClientRect();
    const v = geo.view;
    const px = v.x + ((clientX - r.left) / r.width) * v.w;
    const py = v.y + ((clientY - r.top) / r.height) * v.h;
    const w = v.w * factor; const h = v.h * factor;
    setView({ x: px - (px - v.x) * factor, y: py - (py - v.y) * factor, w, h });
  }

  function zoomCentre(factor) {
    const r = $('board').getBoundingClientRect();
    zoomAt(r.left + r.width / 2, r.top + r.height / 2, factor);
  }

  function panBy(dxPx, dyPx) {
    const r = $('board').getBoundingClientRect();
    const v = geo.view;
    setView({ x: v.x - (dxPx / r.width) * v.w, y: v.y - (dyPx / r.height) * v.h, w: v.w, h: v.h });
  }

  function setupGestures(svg) {
    const pointers = new Map();
    let gesture = null;
    svg.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      try { svg.setPointerCapture(e.pointerId); } catch (err) { /* ignore */ }
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 1) {
        gesture = { x: e.clientX, y: e.clientY, moved: false, multi: false, t: Date.now() };
      } else if (gesture) {
        gesture.multi = true;
      }
    });
    svg.addEventListener('pointermove', (e) => {
      const prev = pointers.get(e.pointerId);
      if (!prev) return;
      const now = { x: e.clientX, y: e.clientY };
      if (pointers.size === 1) {
        if (gesture && Math.hypot(now.x - gesture.x, now.y - gesture.y) > 8) gesture.moved = true;
        if (gesture && gesture.moved) panBy(now.x - prev.x, now.y - prev.y);
      } else if (pointers.size === 2) {
        const other = [...pointers.entries()].find(([id]) => id !== e.pointerId)[1];
        const before = Math.hypot(prev.x - other.x, prev.y - other.y);
        const after = Math.hypot(now.x - other.x, now.y - other.y);
        const midBefore = { x: (prev.x + other.x) / 2, y: (prev.y + other.y) / 2 };
        const midAfter = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
        if (before > 0 && after > 0) zoomAt(midAfter.x, midAfter.y, before / after);
        panBy(midAfter.x - midBefore.x, midAfter.y - midBefore.y);
        if (gesture) gesture.moved = true;
      }
      pointers.set(e.pointerId, now);
    });
    const end = (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.delete(e.pointerId);
      if (pointers.size === 0 && gesture) {
        const g = gesture;
        gesture = null;
        if (e.type === 'pointerup' && !g.moved && !g.multi && Date.now() - g.t < 800) {
          tapAt(e.clientX, e.clientY);
        }
      }
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      zoomAt(e.clientX, e.clientY, Math.exp(Math.max(-0.5, Math.min(0.5, e.deltaY * 0.002))));
    }, { passive: false });
  }

  function tapAt(x, y) {
    const hit = document.elementFromPoint(x, y);
    const t = hit && hit.closest && hit.closest('[data-prov]');
    if (!t) return;
    tapProvince(Number(t.dataset.prov));
  }

  function tapProvince(id) {
    const step = currentStep();
    if (step) {
      const at = step.targets.map((t, i) => [t, i]).filter(([t]) => t.province === id);
      const live = at.filter(([t]) => usable(t));
      if (live.length === 1) {
        chooseTarget(step, live[0][1]);
        return;
      }
      if (live.length > 1) {
        flash(w('phones-page-flash-choose-button', '{ $place }: choose one of its buttons below.', { place: placeName(id) }));
        return;
      }
      if (at.length) {
        flash(`${placeName(id)}: ${whyNot(at[0][0])}`);
        return;
      }
    }
    const u = ui.state.units.find((x) => x.province === id);
    if (u) {
      select(keyOf(u), true);
      return;
    }
    const p = geo.prov.get(id);
    if (p) {
      flash(p.centre
        ? w('phones-page-flash-centre', '{ $place } ({ $abbr }), a supply centre.', { place: shownPlace(p), abbr: p.abbr })
        : w('phones-page-flash-place', '{ $place } ({ $abbr }).', { place: shownPlace(p), abbr: p.abbr }));
    }
  }

  // ---------------------------------------------------------------- rendering the state

  /** The table's stages, in words (a function: the words come after the page loads). */
  const STAGES = () => ({
    Diplomacy: w('phones-page-stage-diplomacy', 'Diplomacy: talk, then write'),
    Writing: w('phones-page-stage-writing', 'Writing orders'),
    Results: w('phones-page-stage-results', 'Results at the laptop'),
    Over: w('phones-page-stage-over', 'The game is over'),
  });

  function applyState(s, fromAct) {
    if (!s || typeof s.version !== 'number') return;
    // A server started again (the laptop restarted) counts its versions anew: its state
    // is taken whatever the number.
    if (typeof s.epoch === 'number' && s.epoch !== ui.epoch) {
      ui.epoch = s.epoch;
      ui.version = -1;
    }
    if (s.version < ui.version && !fromAct) return;
    const before = ui.state;
    ui.version = Math.max(ui.version, s.version);
    // Other powers' acts bump the version too: redraw only when this power's view changed
    // (so a button being pressed is not replaced under the finger).
    const clock = s.table && s.table.clock;
    const sig = JSON.stringify(Object.assign({}, s, {
      version: 0,
      table: Object.assign({}, s.table, { clock: clock ? Object.assign({}, clock, { secs_left: 0 }) : null }),
    }));
    // The clock is taken only from a state just read: a redraw keeps counting down.
    syncClock(clock);
    if (sig === ui.sig) return;
    ui.sig = sig;
    ui.state = s;
    if (before && before.phase !== s.phase) {
      ui.selected = null;
      ui.kind = null;
      ui.path = [];
      ui.confirming = false;
      $('type-error').textContent = '';
      $('type-line').removeAttribute('aria-invalid');
      $('fresh').hidden = true;
      ui.hint = '';
    }
    if (!s.may_write) ui.confirming = false;
    render();
    // A new phase: the units that take orders are brought into view (clear of the buttons).
    if (before && before.phase !== s.phase && !unitsClear()) setView(viewAround(true));
  }

  /** Whether every unit that takes orders now is in the view, clear of its buttons. */
  function unitsClear() {
    const v = geo.view;
    if (!v || !ui.state) return true;
    const box = boxSize();
    const right = v.x + (v.w * (box.w - buttonsStrip())) / box.w;
    const mine = new Set(ui.state.units.map((u) => u.province));
    return ui.state.board
      .filter((u) => u.power === ui.state.power.id && mine.has(u.province))
      .map(drawnAt)
      .every((p) => !p || (p[0] >= v.x && p[0] <= right && p[1] >= v.y && p[1] <= v.y + v.h));
  }

  function render() {
    const s = ui.state;
    const focusKey = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.fk : null;
    renderHeader(s);
    renderWhy(s);
    renderUnits(s);
    renderLines(s);
    renderSeal(s);
    renderResults(s);
    if (geo.svg) drawBoardState();
    if (focusKey) {
      const again = document.querySelector(`[data-fk="${CSS.escape(focusKey)}"]`);
      if (again && !again.disabled) again.focus({ preventScroll: true });
    }
  }

  function renderHeader(s) {
    const chip = $('power');
    chip.textContent = shownPower(s.power);
    chip.style.backgroundColor = rgb(s.power.colour);
    chip.style.color = inkOn(s.power.colour);
    document.documentElement.style.setProperty('--power', rgb(s.power.colour));
    $('phase').textContent = s.phase;
    $('stage').textContent = STAGES()[s.table.stage] || s.table.stage;
    $('sealed-badge').hidden = !s.sealed;
    document.title = `${shownPower(s.power)} — ${s.phase}`;
    tick();
    const notice = $('notice');
    notice.textContent = s.table.notice || '';
    notice.hidden = !s.table.notice;
  }

  /** Takes the laptop's clock; it then counts down here until the next state. */
  function syncClock(c) {
    ui.clock = c ? { label: c.label, secs: c.secs_left, running: c.running, at: performance.now() } : null;
    tick();
  }

  function tick() {
    const c = ui.clock;
    const out = $('clock');
    if (!c) {
      out.hidden = true;
      return;
    }
    const left = c.running ? Math.max(0, c.secs - (performance.now() - c.at) / 1000) : c.secs;
    const whole = Math.ceil(left);
    const m = Math.floor(whole / 60);
    const sec = String(whole % 60).padStart(2, '0');
    const text = c.running
      ? w('phones-page-clock', '{ $label } { $time }', { label: c.label, time: `${m}:${sec}` })
      : w('phones-page-clock-paused', '{ $label } { $time } (paused)', { label: c.label, time: `${m}:${sec}` });
    if (out.textContent !== text) out.textContent = text;
    out.hidden = false;
    out.classList.toggle('urgent', c.running && left <= 30);
  }

  function renderWhy(s) {
    let why = '';
    if (!s.may_write && !s.sealed) {
      if (s.table.stage === 'Over') why = w('phones-page-why-over', 'The game is over.');
      else if (s.table.stage === 'Results') why = w('phones-page-why-results', 'The laptop is showing the results.');
      else if (!s.has_orders && s.builds === 0) why = w('phones-page-why-nothing-owed', 'Nothing to build or remove: your units match your supply centres.');
      else if (!s.has_orders) why = w('phones-page-why-no-orders', 'No orders for you this phase.');
      else why = w('phones-page-why-not-now', 'Orders cannot be written now.');
    }
    const p = $('why');
    p.textContent = why;
    p.hidden = !why;
  }

  function keyOf(u) { return `${u.label}@${u.province}`; }

  function selectedUnit() {
    if (!ui.state || !ui.selected) return null;
    return ui.state.units.find((u) => keyOf(u) === ui.selected) || null;
  }

  function select(key, fromBoard) {
    if (ui.selected === key && !fromBoard) {
      ui.selected = null;
    } else {
      ui.selected = key;
    }
    ui.kind = null;
    ui.path = [];
    ui.hint = '';
    render();
    if (fromBoard && ui.selected) {
      const card = document.querySelector(`.unit-card[data-key="${CSS.escape(key)}"]`);
      if (card) card.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }

  /** Whether a target leads to an allowed order. */
  function usable(t) {
    return t.choices.some((c) => c.allowed) || t.then.some(usable);
  }

  function whyNot(t) {
    const c = t.choices.find((x) => x.why);
    if (c) return c.why;
    for (const n of t.then) {
      const w = whyNot(n);
      if (w) return w;
    }
    return w('phones-page-not-possible', 'not possible');
  }

  /** Each kind of order's questions, step by step. */
  const PROMPTS = () => ({
    Move: [w('phones-page-ask-move', 'Move where?')],
    Retreat: [w('phones-page-ask-retreat', 'Retreat where?')],
    SupportHold: [w('phones-page-ask-support', 'Support which unit?')],
    SupportMove: [w('phones-page-ask-support', 'Support which unit?'), w('phones-page-ask-moving', 'Moving where?')],
    Convoy: [w('phones-page-ask-convoy', 'Convoy which army?'), w('phones-page-ask-convoy-to', 'To where?')],
    Build: [w('phones-page-ask-build', 'Build where?'), w('phones-page-ask-build-what', 'Build what?')],
    Remove: [w('phones-page-ask-remove', 'Remove which unit?')],
    Disband: [w('phones-page-ask-disband', 'Disband?')],
    Hold: [w('phones-page-ask-stand', 'Stand?')],
    Waive: [w('phones-page-ask-waive', 'Waive a build?')],
  });

  /** The open step of the selected unit: its kind, the trail of targets, what to choose. */
  function currentStep() {
    const u = selectedUnit();
    if (!u || !ui.kind || !ui.state.may_write) return null;
    const kind = u.kinds.find((k) => k.kind === ui.kind);
    if (!kind) return null;
    let targets = kind.targets;
    const trail = [];
    for (const i of ui.path) {
      const t = targets[i];
      if (!t) {
        ui.path = [];
        return currentStep();
      }
      trail.push(t);
      targets = t.then;
    }
    const prompts = PROMPTS()[kind.kind] || [w('phones-page-ask-choose', 'Choose:')];
    const prompt = prompts[Math.min(trail.length, prompts.length - 1)];
    return { unit: u, kind, trail, targets, at: trail[trail.length - 1] || null, prompt };
  }

  async function give(choice) {
    const refused = await act({ Give: choice.order });
    if (refused) {
      flash(w('phones-page-not-given', 'Not given: { $why }', { why: refused }));
      return;
    }
    ui.kind = null;
    ui.path = [];
    // A unit's card closes; the card of builds or removals stays open for the next one.
    const u = selectedUnit();
    if (!u || u.province !== null) ui.selected = null;
    flash(w('phones-page-written', 'Written: { $order }', { order: choice.label }));
    render();
  }

  function chooseTarget(step, i) {
    const t = step.targets[i];
    if (!t || !usable(t)) return;
    if (t.then.length === 0 && t.choices.length === 1) {
      give(t.choices[0]);
      return;
    }
    ui.path = [...ui.path, i];
    ui.hint = '';
    render();
  }

  /** A kind that is one order at once (Stand, Disband, Waive): its choice. */
  function directChoice(kind) {
    if (kind.targets.length !== 1) return null;
    const t = kind.targets[0];
    if (t.place !== null || t.then.length || t.choices.length !== 1) return null;
    return t.choices[0];
  }

  function placeButton(step, t, i, u) {
    const ok = usable(t);
    const name = t.province !== null ? placeName(t.province) : '';
    const who = t.province !== null ? unitWords(t.province, u) : '';
    const b = el('button', {
      type: 'button',
      class: `target${ok ? '' : ' refused'}`,
      disabled: !ok,
      dataset: { fk: `t:${keyOf(u)}:${ui.kind}:${ui.path.join('.')}:${i}` },
      onclick: () => chooseTarget(step, i),
    },
    el('span', { class: 'abbr' }, t.place || w('phones-page-choose', 'Choose')),
    name ? el('span', { class: 'name' }, who ? `${name} · ${who}` : name) : null,
    ok ? null : el('span', { class: 'why-not' }, whyNot(t)));
    return b;
  }

  /** "French A" for the unit standing in a province (not the ordered unit itself). */
  function unitWords(province, self) {
    const s = ui.state;
    if (self && self.province === province) return '';
    const u = s.board.find((b) => b.province === province && !b.dislodged);
    if (!u) return '';
    const pw = geo.power.get(u.power);
    const mine = u.power === s.power.id;
    if (mine) return u.fleet ? w('phones-page-your-fleet', 'your fleet') : w('phones-page-your-army', 'your army');
    const power = pw ? shownPower(pw) : '';
    return (u.fleet
      ? w('phones-page-their-fleet', '{ $power } fleet', { power })
      : w('phones-page-their-army', '{ $power } army', { power })).trim();
  }

  function choiceButton(c, fk) {
    return el('button', {
      type: 'button',
      class: `choice${c.allowed ? '' : ' refused'}`,
      disabled: !c.allowed,
      dataset: { fk },
      onclick: () => give(c),
    },
    el('span', { class: 'order' }, c.label),
    c.note ? el('span', { class: 'note' }, c.note) : null,
    c.allowed ? null : el('span', { class: 'why-not' }, c.why || w('phones-page-not-allowed', 'not allowed')));
  }

  const NO_ORDER = {
    Movement: () => w('phones-page-no-order-stands', 'no order: it stands'),
    Retreat: () => w('phones-page-no-order-disbands', 'no order: it disbands'),
  };

  /** The builds or removals owed in an adjustment, and how many are written. */
  function adjustCount(s) {
    const n = s.builds;
    if (typeof n !== 'number') return null;
    let written = 0;
    for (const line of s.lines) {
      if (line.void) continue;
      for (const w of line.orders || []) {
        const { family, kind } = orderParts(w);
        if (family !== 'Adjust') continue;
        if (n > 0 ? kind === 'Build' || kind === 'Waive' : kind === 'Remove') written += 1;
      }
    }
    return { n, written };
  }


  /** "You may build 2 units." and "1 of 2 written." for the adjustment card. */
  function owedWords(s) {
    const c = adjustCount(s);
    if (!c) return null;
    const { n, written } = c;
    if (n === 0) return { owed: w('phones-page-owed-nothing', 'Nothing to build or remove.'), written: '' };
    const want = Math.abs(n);
    return {
      owed: n > 0
        ? wn(want, 'phones-page-owed-build-one', 'You may build { $count } unit.', 'phones-page-owed-build-other', 'You may build { $count } units.')
        : wn(want, 'phones-page-owed-remove-one', 'You must remove { $count } unit.', 'phones-page-owed-remove-other', 'You must remove { $count } units.'),
      written: written
        ? w('phones-page-owed-written', '{ $written } of { $count } written.', { written, count: want })
        : w('phones-page-owed-none-written', 'None written yet.'),
    };
  }

  function renderUnits(s) {
    const box = $('units');
    const host = $('units-box');
    if (!s.units.length) {
      host.hidden = true;
      box.replaceChildren();
      return;
    }
    host.hidden = false;
    $('units-title').textContent = typeof s.builds === 'number'
      ? (s.builds < 0 ? w('phones-page-removals', 'Removals') : w('phones-page-builds', 'Builds'))
      : w('phones-page-units-title', 'Your units');
    // An adjustment's one card (builds or removals) opens by itself, once a phase.
    if (s.may_write && s.units.length === 1 && s.units[0].province === null
        && !ui.selected && ui.autoOpened !== s.phase) {
      ui.autoOpened = s.phase;
      ui.selected = keyOf(s.units[0]);
      ui.kind = null;
      ui.path = [];
    }
    if (ui.selected && !selectedUnit()) {
      ui.selected = null;
      ui.kind = null;
      ui.path = [];
    }
    const writing = s.may_write;
    const cards = s.units.map((u) => {
      const key = keyOf(u);
      const open = writing && ui.selected === key;
      const head = el('button', {
        type: 'button',
        class: 'unit-head',
        'aria-expanded': writing ? String(open) : null,
        disabled: !writing,
        dataset: { fk: `u:${key}` },
        onclick: () => select(key, false),
      },
      el('span', { class: 'unit-label' }, u.label),
      el('span', { class: `unit-current${u.current ? checkClass(u) : ' none'}` },
        u.current || (u.province === null ? '' : (NO_ORDER[s.phase_kind] ? NO_ORDER[s.phase_kind]() : w('phones-page-no-order-yet', 'no order yet')))));
      const card = el('article', {
        class: `unit-card${open ? ' open' : ''}${u.current ? ' has-order' : ''}`,
        dataset: { key },
      }, head);
      if (u.refused) card.append(el('p', { class: 'refused-all' }, u.refused));
      if (u.current && u.current_note) {
        card.append(el('p', { class: `current-note${u.current_void ? ' void' : ''}` },
          u.current_void ? w('phones-page-void-note', 'Void: { $note }', { note: u.current_note }) : u.current_note));
      }
      const owed = u.province === null ? owedWords(s) : null;
      if (owed) {
        card.append(el('p', { class: 'owed', id: 'owed' },
          el('strong', {}, owed.owed), ' ', el('span', { class: 'owed-written' }, owed.written)));
      }
      if (u.province === null && s.warnings.length) {
        card.append(el('ul', { class: 'card-notes' }, s.warnings.map((w) => el('li', {}, w))));
      }
      if (open) card.append(unitBody(u));
      return card;
    });
    box.replaceChildren(...cards);
  }

  /** How a unit's written order stands: fine (✓), with a condition (⚠) or void (✖). */
  function checkClass(u) {
    if (u.current_void) return ' void';
    return u.current_note ? ' warn' : '';
  }

  function unitBody(u) {
    const body = el('div', { class: 'unit-body' });
    const kinds = el('div', { class: 'kinds', role: 'group', 'aria-label': w('phones-page-orders-for', 'Orders for { $unit }', { unit: u.label }) });
    for (const k of u.kinds) {
      if (!k.targets.length) continue;
      const direct = directChoice(k);
      const allowed = direct ? direct.allowed : k.targets.some(usable);
      const b = el('button', {
        type: 'button',
        class: `kind${ui.kind === k.kind ? ' on' : ''}`,
        'aria-pressed': direct ? null : String(ui.kind === k.kind),
        disabled: !allowed,
        dataset: { fk: `k:${keyOf(u)}:${k.kind}` },
        onclick: () => {
          if (direct) {
            give(direct);
            return;
          }
          ui.kind = ui.kind === k.kind ? null : k.kind;
          ui.path = [];
          ui.hint = '';
          render();
        },
      }, k.label);
      kinds.append(b);
      if (direct && !direct.allowed && direct.why) {
        kinds.append(el('span', { class: 'why-not' }, `${k.label}: ${direct.why}`));
      }
    }
    body.append(kinds);
    const step = currentStep();
    if (!step || step.unit !== u) return body;
    const pane = el('div', { class: 'step' });
    const crumbs = [step.kind.label, ...step.trail.map((t) => t.place || '')].filter(Boolean).join(' › ');
    pane.append(el('div', { class: 'crumbs' },
      el('button', {
        type: 'button',
        class: 'back',
        dataset: { fk: `back:${keyOf(u)}` },
        onclick: () => {
          if (ui.path.length) ui.path = ui.path.slice(0, -1);
          else ui.kind = null;
          render();
        },
      }, ui.path.length ? w('phones-page-back', '‹ Back') : w('phones-page-close', '✕ Close')),
      el('span', { class: 'trail' }, crumbs)));
    pane.append(el('p', { class: 'prompt' }, step.prompt));
    if (step.at && step.at.choices.length) {
      const list = el('div', { class: 'choices' });
      step.at.choices.forEach((c, i) => {
        list.append(choiceButton(c, `c:${keyOf(u)}:${ui.kind}:${ui.path.join('.')}:${i}`));
      });
      pane.append(list);
      if (step.targets.length) pane.append(el('p', { class: 'prompt' }, w('phones-page-or-go-on', 'or go on:')));
    }
    if (step.targets.length) {
      const grid = el('div', { class: 'targets' });
      const live = [];
      const dead = [];
      step.targets.forEach((t, i) => (usable(t) ? live : dead).push(placeButton(step, t, i, u)));
      grid.append(...live, ...dead);
      pane.append(grid);
    }
    body.append(pane);
    return body;
  }

  function renderLines(s) {
    const ol = $('lines');
    const writing = s.may_write;
    ol.replaceChildren(...s.lines.map((line, i) => el('li', { class: `line${line.void ? ' void' : ''}` },
      el('div', { class: 'line-text' },
        el('span', { class: 'text' }, line.text),
        line.void ? el('span', { class: 'badge' }, w('phones-page-void', 'void')) : null,
        line.note ? el('span', { class: 'note' }, line.void ? line.note.replace(/^void:\s*/, '') : line.note) : null),
      writing ? el('button', {
        type: 'button',
        class: 'remove',
        'aria-label': w('phones-page-remove-line', 'Remove { $order }', { order: line.text }),
        dataset: { fk: `rm:${i}:${line.text}` },
        onclick: async () => {
          const refused = await act({ Remove: { line: i, text: line.text } });
          if (refused) $('type-error').textContent = refused;
        },
      }, '✕') : null)));
    $('no-lines').hidden = s.lines.length > 0;
    const ordered = s.units.filter((u) => u.province !== null && u.current).length;
    const total = s.units.filter((u) => u.province !== null).length;
    const adjust = adjustCount(s);
    if (adjust && adjust.n !== 0) {
      const want = Math.abs(adjust.n);
      const count = { written: adjust.written };
      $('draft-title').textContent = adjust.n > 0
        ? wn(want, 'phones-page-draft-builds-one', 'Orders written ({ $written } of { $count } build)', 'phones-page-draft-builds-other', 'Orders written ({ $written } of { $count } builds)', count)
        : wn(want, 'phones-page-draft-removals-one', 'Orders written ({ $written } of { $count } removal)', 'phones-page-draft-removals-other', 'Orders written ({ $written } of { $count } removals)', count);
    } else {
      $('draft-title').textContent = total
        ? wn(total, 'phones-page-draft-units-one', 'Orders written ({ $written } of { $count } unit)', 'phones-page-draft-units-other', 'Orders written ({ $written } of { $count } units)', { written: ordered })
        : w('phones-page-draft-title', 'Orders written');
    }
    $('draft-box').hidden = !s.has_orders && !s.lines.length;
    $('type-form').hidden = !writing;
    $('type-line').disabled = !writing;
    $('type-add').disabled = !writing;
  }

  function renderSeal(s) {
    const over = s.table.stage === 'Over';
    const ask = $('seal-ask');
    const check = $('seal-check');
    const sealed = $('sealed');
    ask.hidden = !s.may_write || ui.confirming;
    check.hidden = !s.may_write || !ui.confirming;
    sealed.hidden = !s.sealed;
    if (ui.confirming) {
      const list = $('warnings');
      const items = s.warnings.length ? s.warnings : [w('phones-page-every-unit-ordered', 'Every unit has an order.')];
      list.replaceChildren(...items.map((w) => el('li', {}, w)));
      list.classList.toggle('fine', !s.warnings.length);
      $('seal-after').textContent = s.table.may_unseal
        ? w('phones-page-may-unseal', 'You can still change them until every power has sealed.')
        : w('phones-page-may-not-unseal', 'Sealed orders cannot be changed at this table.');
    }
    if (s.sealed) {
      $('sealed-text').textContent = `${sealedWhere(s.seal)} ${s.table.stage === 'Results'
        ? w('phones-page-why-results', 'The laptop is showing the results.')
        : w('phones-page-waiting', 'Waiting for the other powers.')}`;
      $('unseal').hidden = !(s.table.may_unseal && (s.table.stage === 'Writing' || s.table.stage === 'Diplomacy'));
    }
    const draw = $('draw');
    draw.hidden = over;
    draw.setAttribute('aria-pressed', String(!!s.draw));
    $('seal-box').hidden = over && !s.sealed;
  }

  /** "Sealed ✓ on your phone at 12:03." or "Sealed ✓ at the laptop." */
  function sealedWhere(seal) {
    if (!seal) return w('phones-page-sealed', 'Sealed ✓.');
    if (!seal.on_phone) return w('phones-page-sealed-at-laptop', 'Sealed ✓ at the laptop.');
    if (!seal.at) return w('phones-page-sealed-on-phone', 'Sealed ✓ on your phone.');
    const at = new Date(seal.at * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    return w('phones-page-sealed-on-phone-at', 'Sealed ✓ on your phone at { $time }.', { time: at });
  }

  function renderResults(s) {
    const box = $('results-box');
    if (!s.results_phase || !s.results.length) {
      box.hidden = true;
      return;
    }
    box.hidden = false;
    $('results-phase').textContent = s.results_phase;
    const groups = new Map();
    // The lines start with the power's name as players read it ("Frankreich: …").
    const names = new Map(ui.board ? ui.board.powers.map((p) => [shownPower(p), p]) : []);
    const mine = shownPower(s.power);
    // Each line's mark (ok, bad, plain) comes from the laptop, whatever the language.
    const marks = s.result_marks || [];
    s.results.forEach((line, i) => {
      const m = line.match(/^([^:]+):\s*(.*)$/);
      const who = m && names.has(m[1]) ? m[1] : '';
      const text = who ? m[2] : line;
      if (!groups.has(who)) groups.set(who, []);
      groups.get(who).push({ text, mark: outcomeClass(marks[i]) });
    });
    const order = [...groups.keys()].sort((a, b) => (b === mine) - (a === mine));
    const out = order.map((who) => {
      const pw = names.get(who);
      return el('section', { class: `result-group${who === mine ? ' mine' : ''}` },
        who ? el('h3', {}, el('span', { class: 'swatch', dataset: { power: who } }), who) : null,
        el('ul', {}, groups.get(who).map(({ text: t, mark }) => {
          const m = t.match(/^(.*?)\s+—\s+(.*)$/);
          if (!m) return el('li', { class: `res res-${mark}` }, t);
          // "F(Edi) Stands — stands": the outcome says nothing more.
          const same = m[1].toLowerCase().endsWith(m[2].toLowerCase());
          return el('li', { class: `res res-${mark}` },
            el('span', { class: 'res-order' }, m[1]),
            same ? null : el('span', { class: 'res-outcome' }, m[2]));
        })));
    });
    $('results').replaceChildren(...out);
    for (const sw of $('results').querySelectorAll('.swatch')) {
      const pw = names.get(sw.dataset.power);
      if (pw) sw.style.backgroundColor = rgb(pw.colour);
    }
    const seenKey = `${SEEN_KEY}.${ui.code}`;
    const mark = `${s.results_phase}`;
    if (store.get(seenKey) !== mark) {
      box.open = true;
      store.set(seenKey, mark);
      $('fresh').hidden = false;
    }
  }

  // A line's class from the mark the laptop sent with it (never from its words).
  function outcomeClass(mark) {
    return mark === 'ok' || mark === 'bad' ? mark : 'plain';
  }

  // ---------------------------------------------------------------- the pad's controls

  let padReady = false;
  function setupPad() {
    if (padReady) return;
    padReady = true;
    $('fresh-link').addEventListener('click', () => {
      $('results-box').open = true;
      $('fresh').hidden = true;
    });
    $('zoom-in').addEventListener('click', () => zoomCentre(1 / 1.5));
    $('zoom-out').addEventListener('click', () => zoomCentre(1.5));
    $('zoom-mine').addEventListener('click', () => setView(viewAround(true)));
    $('zoom-all').addEventListener('click', () => setView(viewAround(false)));
    const input = $('type-line');
    const error = $('type-error');
    clearErrorOnInput(input, error);
    $('type-form').addEventListener('submit', async (e) => {
      e.preventDefault();
      const text = input.value.trim();
      if (!text) {
        error.textContent = w('phones-page-type-empty', 'Type an order first, e.g. A Par-Bur.');
        return;
      }
      error.textContent = '';
      const refused = await act({ Type: text });
      if (refused) {
        error.textContent = refused.charAt(0).toUpperCase() + refused.slice(1);
        input.setAttribute('aria-invalid', 'true');
        return;
      }
      input.value = '';
      input.removeAttribute('aria-invalid');
    });
    $('seal').addEventListener('click', () => {
      ui.confirming = true;
      render();
      $('seal-yes').focus({ preventScroll: true });
      $('seal-check').scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    });
    $('seal-no').addEventListener('click', () => {
      ui.confirming = false;
      render();
      $('seal').focus({ preventScroll: true });
    });
    $('seal-yes').addEventListener('click', async () => {
      ui.hint = '';
      const refused = await act('Seal');
      ui.confirming = false;
      if (refused) showProblem(w('phones-page-not-sealed', 'Not sealed: { $why }', { why: refused }));
      render();
    });
    $('unseal').addEventListener('click', async () => {
      const refused = await act('Unseal');
      if (refused) showProblem(w('phones-page-still-sealed', 'Still sealed: { $why }', { why: refused }));
    });
    $('draw').addEventListener('click', async () => {
      const refused = await act({ Draw: !(ui.state && ui.state.draw) });
      if (refused) showProblem(refused);
    });
  }

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', boot);
  } else {
    boot();
  }
}());
