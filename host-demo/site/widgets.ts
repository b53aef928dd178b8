import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { html, raw, type Raw } from './html';

/** A widget entry of EMBEDDING.md: its file in dist/ and the element an editor pastes. */
export interface WidgetUse {
  entry: 'refine-bar' | 'plans-table' | 'cart-overlay' | 'qualifier' | 'moving-home' | 'checkout-summary';
  element: string;
}

export interface RenderContext {
  distDir: string;
  nonce: string | null;
}

export const nonceAttr = (ctx: RenderContext): string => (ctx.nonce ? ` nonce="${ctx.nonce}"` : '');

/**
 * The widget as a CMS editor pastes it when its bundle exists in dist/ at request time;
 * until then, a styled box showing the snippet that will go there.
 */
export function widgetSlot(ctx: RenderContext, use: WidgetUse): Raw {
  const script = `<script type="module" src="/widgets/${use.entry}.js"></script>`;
  if (existsSync(join(ctx.distDir, `${use.entry}.js`))) {
    return raw(`<script type="module" src="/widgets/${use.entry}.js"${nonceAttr(ctx)}></script>\n${use.element}`);
  }
  return html`<figure class="snippet" data-widget="${use.entry}">
    <figcaption>Widget <code>${use.entry}.js</code> has not been built yet. This snippet goes here:</figcaption>
    <pre><code>${script}
${use.element}</code></pre>
  </figure>`;
}
