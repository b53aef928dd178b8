import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { esc, html, raw, type Raw } from './html';
import type { PageSpec } from './layout';
import {
  buildSnippet,
  check,
  chosenWidgets,
  commonAttribute,
  COMMON_ATTRIBUTES,
  fieldId,
  fieldName,
  notes,
  ownAttributes,
  placeholderCss,
  readCatalogue,
  readSettings,
  scriptTag,
  settingsQuery,
  elementTag,
  type AttributeSpec,
  type Catalogue,
  type Problem,
  type Settings,
} from './snippet';
import { nonceAttr, type RenderContext } from './widgets';

/**
 * The snippet builder (/embed): a GET form rendered on the server from the query, a live preview in a
 * frame (/embed/preview, a fresh page per change: the widgets read customer-type and api-base once per
 * page, at start-up), and the state as JSON (/embed/state.json) for the page's script, which updates
 * the snippet, the problems and the preview as the editor types. Reads dist/custom-elements.json and
 * dist/manifest.json at request time.
 */

/** The catalogue from dist/, each entry's hash checked against the file; or why there is none. */
export function loadCatalogue(distDir: string): { catalogue: Catalogue } | { error: string } {
  let customElements: unknown;
  let manifest: unknown;
  try {
    customElements = JSON.parse(readFileSync(join(distDir, 'custom-elements.json'), 'utf8'));
    manifest = JSON.parse(readFileSync(join(distDir, 'manifest.json'), 'utf8'));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { error: `The bundle's custom-elements.json and manifest.json could not be read (${why}). Run npm run build.` };
  }
  const catalogue = readCatalogue(customElements, manifest);
  for (const widget of catalogue.widgets) {
    if (!widget.integrity) continue;
    try {
      const algorithm = widget.integrity.split('-')[0] ?? 'sha384';
      const actual = `${algorithm}-${createHash(algorithm)
        .update(readFileSync(join(distDir, widget.entry)))
        .digest('base64')}`;
      if (actual !== widget.integrity) delete widget.integrity;
    } catch {
      delete widget.integrity;
    }
  }
  return { catalogue };
}

export interface BuilderState {
  catalogue: Catalogue;
  settings: Settings;
  problems: Problem[];
  notes: string[];
  snippet: string;
  query: string;
}

export function builderState(catalogue: Catalogue, query: URLSearchParams, origin: string): BuilderState {
  const settings = readSettings(query, catalogue, origin);
  return {
    catalogue,
    settings,
    problems: check(settings, catalogue),
    notes: notes(settings),
    snippet: buildSnippet(settings, catalogue, { origin }),
    query: settingsQuery(settings),
  };
}

const errorId = (field: string | null): string => (field === null ? 'err-widgets' : `err-${fieldId(field)}`);

/** The ids of the controls a problem is about (radios: each one). */
function controlIds(state: BuilderState, field: string | null): string[] {
  if (field === null) return [];
  const spec = field === 'customer-type' ? commonAttribute(state.catalogue, field) : undefined;
  if (spec && spec.kind === 'enum') return spec.options.map((o) => fieldId(`${field}-${o}`));
  return [fieldId(field)];
}

/** What the page's script needs after each change. */
export function stateJson(state: BuilderState): object {
  return {
    snippet: state.snippet,
    problems: state.problems.map((p) => ({ message: p.message, errorId: errorId(p.field), controlIds: controlIds(state, p.field) })),
    notes: state.notes,
    previewSrc: `/embed/preview?${state.query}`,
    query: state.query,
  };
}

// ---------------------------------------------------------------------------------------------
// The page

/** Manifest prose: `code` spans as <code>, the rest escaped. */
const prose = (text: string): Raw => raw(esc(text).replace(/`([^`]+)`/g, '<code>$1</code>'));

const messagesFor = (state: BuilderState, field: string | null): string =>
  state.problems
    .filter((p) => p.field === field)
    .map((p) => p.message)
    .join(' ');

function hintText(a: AttributeSpec): Raw {
  const rest =
    a.kind === 'boolean'
      ? 'Unticked: the attribute is left out.'
      : a.default !== undefined
        ? `Default: ${a.default}.`
        : a.kind === 'enum'
          ? 'Not set: the attribute is left out.'
          : 'Empty: the attribute is left out.';
  return html`${a.description ? prose(a.description) : raw('')} ${rest}`;
}

/** One attribute's control: a select for an enumeration, a checkbox for a boolean, else a text box. */
function control(state: BuilderState, a: AttributeSpec, name: string, value: string): Raw {
  const id = fieldId(name);
  const error = messagesFor(state, name);
  const described = `hint-${id} ${errorId(name)}`;
  const invalid = raw(error ? ' aria-invalid="true"' : '');
  const hint = html`<p class="hint" id="hint-${id}">${hintText(a)}</p>`;
  const err = html`<p class="field-error" id="${errorId(name)}">${error}</p>`;
  if (a.kind === 'boolean') {
    return html`<div class="field field-check">
      <input
        type="checkbox"
        id="${id}"
        name="${name}"
        value="on"
        ${raw(value === 'on' ? 'checked' : '')}
        aria-describedby="${described}"
        ${invalid}
      />
      <label for="${id}"><code>${a.name}</code></label>
      ${hint} ${err}
    </div>`;
  }
  if (a.kind === 'enum') {
    const options = ['', ...a.options, ...(value && !a.options.includes(value) ? [value] : [])];
    return html`<div class="field">
      <label for="${id}"><code>${a.name}</code></label>
      <select id="${id}" name="${name}" aria-describedby="${described}" ${invalid}>
        ${options.map(
          (o) =>
            html`<option value="${o}" ${raw(o === value ? 'selected' : '')}>
              ${o === '' ? (a.default ? `Default (${a.default})` : 'Not set') : o}
            </option>`,
        )}
      </select>
      ${hint} ${err}
    </div>`;
  }
  return html`<div class="field">
    <label for="${id}"><code>${a.name}</code></label>
    <input
      type="text"
      id="${id}"
      name="${name}"
      value="${value}"
      spellcheck="false"
      autocomplete="off"
      aria-describedby="${described}"
      ${invalid}
    />
    ${hint} ${err}
  </div>`;
}

function widgetsFieldset(state: BuilderState): Raw {
  const error = messagesFor(state, null);
  return html`<fieldset aria-describedby="hint-widgets err-widgets">
    <legend>Widgets</legend>
    <p class="hint" id="hint-widgets">One script tag per widget goes into the snippet; the widgets on a page share one state.</p>
    ${state.catalogue.widgets.map((w) => {
      const id = fieldId(`widget-${w.tag}`);
      return html`<div class="field field-check">
        <input
          type="checkbox"
          id="${id}"
          name="widget"
          value="${w.tag}"
          ${raw(state.settings.widgets.includes(w.tag) ? 'checked' : '')}
          ${raw(w.description ? ` aria-describedby="hint-${id}"` : '')}
        />
        <label for="${id}"><code>&lt;${w.tag}&gt;</code></label>
        ${w.description ? html`<p class="hint" id="hint-${id}">${prose(w.description)}</p>` : raw('')}
      </div>`;
    })}
    <p class="field-error" id="err-widgets">${error}</p>
  </fieldset>`;
}

function customerTypeFieldset(state: BuilderState): Raw {
  const spec = commonAttribute(state.catalogue, 'customer-type');
  const value = state.settings.common['customer-type'] ?? '';
  const error = messagesFor(state, 'customer-type');
  const described = `hint-f-customer-type ${errorId('customer-type')}`;
  const options = spec.kind === 'enum' ? spec.options : ['residential', 'business'];
  return html`<fieldset>
    <legend>Customer type</legend>
    <p class="hint" id="hint-f-customer-type">
      The <code>customer-type</code> attribute of every widget: which plans, texts and contact numbers they show.
    </p>
    ${options.map(
      (o) =>
        html`<div class="field field-check">
          <input
            type="radio"
            id="${fieldId(`customer-type-${o}`)}"
            name="customer-type"
            value="${o}"
            ${raw(o === value ? 'checked' : '')}
            aria-describedby="${described}"
            ${raw(error ? ' aria-invalid="true"' : '')}
          />
          <label for="${fieldId(`customer-type-${o}`)}">${o.charAt(0).toUpperCase() + o.slice(1)}</label>
        </div>`,
    )}
    <p class="field-error" id="${errorId('customer-type')}">${error}</p>
  </fieldset>`;
}

function commonFieldset(state: BuilderState): Raw {
  return html`<fieldset>
    <legend>Every widget</legend>
    ${COMMON_ATTRIBUTES.filter((n) => n !== 'customer-type').map((name) =>
      control(state, commonAttribute(state.catalogue, name), name, state.settings.common[name] ?? ''),
    )}
  </fieldset>`;
}

function elementFieldsets(state: BuilderState): Raw[] {
  return state.catalogue.widgets.map((w) => {
    const own = ownAttributes(w);
    return html`<fieldset class="widget-settings" data-widget="${w.tag}" ${raw(state.settings.widgets.includes(w.tag) ? '' : 'hidden')}>
      <legend><code>&lt;${w.tag}&gt;</code> attributes</legend>
      ${
        own.length === 0
          ? html`<p class="hint">Only the attributes every widget reads.</p>`
          : own.map((a) => control(state, a, fieldName(w.tag, a.name), state.settings.element[w.tag]?.[a.name] ?? ''))
      }
    </fieldset>`;
  });
}

function problemList(state: BuilderState): Raw {
  const items = [
    ...state.problems.map((p) => html`<li class="problem">${p.message}</li>`),
    ...state.notes.map((n) => html`<li class="note">${n}</li>`),
  ];
  const summary =
    state.problems.length === 0
      ? 'No problems: the snippet is ready to paste.'
      : `${state.problems.length} ${state.problems.length === 1 ? 'problem' : 'problems'}: fix ${state.problems.length === 1 ? 'it' : 'them'} before you copy the snippet.`;
  // Only the one-line summary is a live region: the list is read where it is, and each problem also by its control.
  return html`<p id="embed-summary" class="${state.problems.length ? 'summary-bad' : 'summary-ok'}" aria-live="polite">${summary}</p>
    <ul id="embed-problems">
      ${items}
    </ul>`;
}

/** The /embed page; `error` when the manifests could not be read. */
export function embedPage(loaded: { catalogue: Catalogue } | { error: string }, query: URLSearchParams, origin: string): PageSpec {
  const base = {
    title: 'Embed a widget',
    section: 'home' as const,
    hero: {
      heading: 'Embed a widget',
      text: 'Choose widgets and settings, see them live, and copy a snippet that works when pasted into any page.',
    },
  };
  if ('error' in loaded) return { ...base, body: html`<p class="field-error" role="alert">${loaded.error}</p>` };
  const state = builderState(loaded.catalogue, query, origin);
  return {
    ...base,
    body: html`<div class="builder">
        <form id="embed-form" class="builder-form" action="/embed" method="get" novalidate>
          <input type="hidden" name="submitted" value="1" />
          ${widgetsFieldset(state)} ${customerTypeFieldset(state)} ${commonFieldset(state)} ${elementFieldsets(state)}
          <button type="submit" id="embed-update">Update snippet and preview</button>
        </form>
        <div class="builder-output">
          <section aria-labelledby="embed-check-h">
            <h2 id="embed-check-h">Check</h2>
            <div id="embed-check">${problemList(state)}</div>
          </section>
          <section aria-labelledby="embed-snippet-h">
            <h2 id="embed-snippet-h">Snippet</h2>
            <label for="embed-snippet">Snippet to paste where the widgets should appear</label>
            <textarea id="embed-snippet" readonly rows="12" spellcheck="false" aria-describedby="embed-snippet-hint">
${state.snippet}</textarea>
            <p class="hint" id="embed-snippet-hint">
              Scripts load from this release's own address with their integrity hash, so the page keeps this build (version
              ${state.catalogue.version ?? 'unknown'}) until the snippet is copied again from a later release (the browser refuses a changed
              file). On a page with a nonce Content-Security-Policy, give the <code>&lt;style&gt;</code> and
              <code>&lt;script&gt;</code> tags the page's nonce, or put the CSS in the site's stylesheet.
            </p>
            <button type="button" id="embed-copy" data-problems="${String(state.problems.length)}" hidden>Copy snippet</button>
            <p id="embed-copy-status" class="status" role="status" aria-live="polite"></p>
          </section>
        </div>
      </div>
      <section class="preview" aria-labelledby="embed-preview-h">
        <h2 id="embed-preview-h">Live preview</h2>
        <p class="hint">
          The snippet in a fresh page, against this site's reference API (<code>api-base</code> left out); it reloads when a setting
          changes.
        </p>
        <iframe id="embed-preview" title="Live preview of the snippet" src="/embed/preview?${state.query}"></iframe>
      </section>`,
    scripts: ['embed.js'],
  };
}

/** The preview frame's page: the snippet as pasted (scripts with the nonce when the demo runs under CSP), api-base left out. */
export function previewDocument(
  ctx: RenderContext,
  loaded: { catalogue: Catalogue } | { error: string },
  query: URLSearchParams,
  origin: string,
): string {
  const n = nonceAttr(ctx);
  let body: Raw;
  let css = '';
  if ('error' in loaded) {
    body = html`<p>${loaded.error}</p>`;
  } else {
    const state = builderState(loaded.catalogue, query, origin);
    if (state.problems.length > 0) {
      body = html`<p>Preview paused: the settings have ${state.problems.length === 1 ? 'a problem' : 'problems'} (see the form).</p>`;
    } else {
      const { elements, scripts } = chosenWidgets(state.settings, state.catalogue);
      css = placeholderCss(state.settings).join('\n');
      body = raw(
        [
          ...scripts.map((w) => scriptTag(w, origin, n, state.catalogue.version)),
          ...elements.map((w) => elementTag(w, state.settings, ['api-base'])),
        ].join('\n'),
      );
    }
  }
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Preview | Embed a widget</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<style${n}>
body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; }
${css}
</style>
</head>
<body>
<main>
${body.__raw}
</main>
</body>
</html>
`;
}
