// The snippet builder (/embed). The server renders the whole page from the query (it works without
// this script); this script keeps it live: on every change it asks /embed/state.json for the snippet,
// the problems and the preview address, updates them in place, and copies the snippet on request.
const form = document.getElementById('embed-form');
const snippet = document.getElementById('embed-snippet');
const copy = document.getElementById('embed-copy');
const copyStatus = document.getElementById('embed-copy-status');
const preview = document.getElementById('embed-preview');

let problemCount = Number(copy.dataset.problems ?? '0');
let timer;
let controller;
let previewSrc = preview.getAttribute('src');

function say(text) {
  // Cleared first, so the same message twice is announced twice.
  copyStatus.textContent = '';
  setTimeout(() => {
    copyStatus.textContent = text;
  }, 50);
}

function showProblems(state) {
  for (const el of form.querySelectorAll('.field-error')) el.textContent = '';
  for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
  for (const problem of state.problems) {
    const error = document.getElementById(problem.errorId);
    if (error) error.textContent = error.textContent ? `${error.textContent} ${problem.message}` : problem.message;
    for (const id of problem.controlIds) document.getElementById(id)?.setAttribute('aria-invalid', 'true');
  }
  const n = state.problems.length;
  const summary = document.getElementById('embed-summary');
  const text =
    n === 0
      ? 'No problems: the snippet is ready to paste.'
      : `${n} ${n === 1 ? 'problem' : 'problems'}: fix ${n === 1 ? 'it' : 'them'} before you copy the snippet.`;
  // Changed only when it changes, so typing does not repeat it.
  if (summary.textContent !== text) summary.textContent = text;
  summary.className = n ? 'summary-bad' : 'summary-ok';
  const list = document.getElementById('embed-problems');
  list.replaceChildren(
    ...[...state.problems.map((p) => [p.message, 'problem']), ...state.notes.map((t) => [t, 'note'])].map(([message, kind]) => {
      const li = document.createElement('li');
      li.className = kind;
      li.textContent = message;
      return li;
    }),
  );
}

function showPreview(src) {
  if (src === previewSrc) return;
  previewSrc = src;
  // replace(): a settings change is not a step back in the browser's history.
  try {
    preview.contentWindow.location.replace(src);
  } catch {
    preview.src = src;
  }
}

async function update() {
  const query = new URLSearchParams(new FormData(form)).toString();
  controller?.abort();
  controller = new AbortController();
  try {
    const res = await fetch(`/embed/state.json?${query}`, { signal: controller.signal });
    const state = await res.json();
    if (!res.ok) throw new Error(state.message ?? `HTTP ${res.status}`);
    snippet.value = state.snippet;
    problemCount = state.problems.length;
    showProblems(state);
    showPreview(state.previewSrc);
    history.replaceState(null, '', `/embed?${state.query}`);
  } catch (error) {
    if (error.name !== 'AbortError') say(`Could not update the snippet: ${error.message}`);
  }
}

function schedule(delay) {
  clearTimeout(timer);
  timer = setTimeout(update, delay);
}

form.addEventListener('input', (event) => {
  const target = event.target;
  if (target.name === 'widget') {
    const settings = form.querySelector(`fieldset[data-widget="${CSS.escape(target.value)}"]`);
    if (settings) settings.hidden = !target.checked;
  }
  schedule(target.type === 'text' ? 400 : 0);
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  clearTimeout(timer);
  void update();
});

copy.hidden = false;
copy.addEventListener('click', async () => {
  if (problemCount > 0) {
    say(`Not copied: the snippet has ${problemCount === 1 ? 'a problem' : `${problemCount} problems`}, listed under Check.`);
    return;
  }
  try {
    await navigator.clipboard.writeText(snippet.value);
    say('Snippet copied to the clipboard.');
  } catch {
    snippet.focus();
    snippet.select();
    say('Could not copy automatically. The snippet is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.');
  }
});

// The preview frame is as tall as its page, so the page scrolls once, not twice.
preview.addEventListener('load', () => {
  const doc = preview.contentDocument;
  if (!doc) return;
  // The root element's own height (its scrollHeight is at least the frame's); room for the widgets' dialogs.
  const fit = () => {
    preview.style.height = `${Math.max(600, Math.ceil(doc.documentElement.getBoundingClientRect().height))}px`;
  };
  fit();
  new ResizeObserver(fit).observe(doc.documentElement);
});
