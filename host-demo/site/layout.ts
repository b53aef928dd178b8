import { html, raw, type Raw } from './html';
import { nonceAttr, type RenderContext } from './widgets';

export type Section = 'home' | 'business';

export interface PageSpec {
  title: string;
  section: Section;
  hero: { heading: string; text: string };
  body: Raw;
  /** Page scripts under /site/ (small static files, no inline code). */
  scripts?: string[];
}

const NAV: Record<Section, [string, string][]> = {
  home: [
    ['/home/electricity-and-gas/plans', 'Electricity & gas plans'],
    ['/moving-house/move-home', 'Moving house'],
    ['/offer', 'Best deals'],
    ['/home/contact-us', 'Contact us'],
  ],
  business: [
    ['/business/electricity-and-gas/small-business/plans', 'Business plans'],
    ['/business/electricity-and-gas/small-business/small-business-tariffs', 'Tariffs'],
    ['/business/contact-us', 'Contact us'],
  ],
};

/** The retailer's CMS page: header, navigation, hero, article content, footer. */
export function renderPage(ctx: RenderContext, page: PageSpec, path: string): string {
  const n = nonceAttr(ctx);
  const nav = NAV[page.section].map(
    ([href, label]) => html`<li><a href="${href}" ${raw(href === path ? ' aria-current="page"' : '')}>${label}</a></li>`,
  );
  const scripts = (page.scripts ?? []).map((s) => raw(`<script type="module" src="/site/${s}"${n}></script>`));
  return `<!doctype html>
${
  html`<html lang="en-AU">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>${page.title} | EnergyAustralia (demo)</title>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      ${raw(`<link rel="stylesheet" href="/site/site.css"${n}>`)}
    </head>
    <body class="section-${page.section}">
      <a class="skip" href="#main">Skip to content</a>
      <header class="site-header">
        <div class="bar">
          <a class="logo" href="/" aria-label="EnergyAustralia demo home"
            ><span class="logo-mark" aria-hidden="true"></span>EnergyAustralia <small>demo</small></a
          >
          <nav aria-label="Audience">
            <ul class="audience">
              <li><a href="/home/electricity-and-gas/plans" ${raw(page.section === 'home' ? ' aria-current="true"' : '')}>Home</a></li>
              <li>
                <a
                  href="/business/electricity-and-gas/small-business/plans"
                  ${raw(page.section === 'business' ? ' aria-current="true"' : '')}
                  >Business</a
                >
              </li>
            </ul>
          </nav>
          <a class="call" href="tel:133466">Call 133 466</a>
        </div>
        <nav class="main-nav" aria-label="Main">
          <ul>
            ${nav}
          </ul>
        </nav>
      </header>
      <main id="main">
        <section class="hero">
          <div class="wrap">
            <h1>${page.hero.heading}</h1>
            <p>${page.hero.text}</p>
          </div>
        </section>
        <article class="content wrap">${page.body}</article>
      </main>
      <footer class="site-footer">
        <div class="wrap">
          <ul>
            <li><a href="/home/contact-us">Contact us</a></li>
            <li><a href="/business/contact-us">Business contact</a></li>
            <li><a href="/conditions-pricing">Pricing conditions</a></li>
            <li><a href="/paper-bill-fee">Paper bill fee</a></li>
            <li><a href="/home/electricity-and-gas/compare-electricity-and-gas-plans/tariffs">Tariffs</a></li>
          </ul>
          <p>
            A demonstration site for the energy plan widgets. Plans are EnergyAustralia's published electricity plans (July 2026 snapshot);
            gas and business plans are illustrative. Not a real retailer site.
          </p>
        </div>
      </footer>
      ${scripts}
    </body>
  </html>`.__raw
}`;
}
