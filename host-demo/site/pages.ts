import { catalogue } from '../api/plans/catalogue';
import { embedPage, loadCatalogue } from './embed-page';
import { html, raw, type Raw } from './html';
import type { PageSpec } from './layout';
import { SCENARIOS } from './scenario-index';
import { widgetSlot, type RenderContext } from './widgets';

const plansWidgets = (ctx: RenderContext, customerType: 'residential' | 'business'): Raw =>
  html` <section class="widget-area" aria-label="Compare plans">
    ${widgetSlot(ctx, { entry: 'refine-bar', element: `<ea-refine-bar customer-type="${customerType}"></ea-refine-bar>` })}
    ${widgetSlot(ctx, { entry: 'plans-table', element: `<ea-plans-table customer-type="${customerType}"></ea-plans-table>` })}
    ${widgetSlot(ctx, { entry: 'cart-overlay', element: `<ea-cart-overlay customer-type="${customerType}"></ea-cart-overlay>` })}
    ${widgetSlot(ctx, { entry: 'qualifier', element: `<ea-qualifier customer-type="${customerType}" checkout-url="/checkout#/mydetails"></ea-qualifier>` })}
  </section>`;

function homePage(): PageSpec {
  const groups = [...new Set(SCENARIOS.map((s) => s.group))];
  return {
    title: 'Home',
    section: 'home',
    hero: {
      heading: 'Energy plans that fit your home',
      text: 'Compare electricity and gas plans, see what you would pay and sign up in minutes.',
    },
    body: html` <section class="cards">
        <a class="card" href="/home/electricity-and-gas/plans"
          ><h2>Home plans</h2>
          <p>Electricity and gas for your home.</p></a
        >
        <a class="card" href="/business/electricity-and-gas/small-business/plans"
          ><h2>Business plans</h2>
          <p>For small businesses using under 100 MWh a year.</p></a
        >
        <a class="card" href="/moving-house/move-home"
          ><h2>Moving house?</h2>
          <p>Connect your new place in a few steps.</p></a
        >
        <a class="card" href="/embed"
          ><h2>Embed a widget</h2>
          <p>For content editors: build, preview and copy a widget snippet.</p></a
        >
      </section>
      <section class="scenarios" aria-labelledby="scenarios-h">
        <h2 id="scenarios-h">Scenario index</h2>
        <p>
          Every row of the reference API's scenario catalogue, with a page and URL that shows it. Fault injection (<code
            >POST /__faults</code
          >) is on in this demo.
        </p>
        ${groups.map(
          (g) =>
            html`<h3>${g}</h3>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Trigger</th>
                    <th scope="col">Outcome</th>
                    <th scope="col">See it</th>
                  </tr>
                </thead>
                <tbody>
                  ${SCENARIOS.filter((s) => s.group === g).map(
                    (s) =>
                      html`<tr>
                        <td>${s.trigger}</td>
                        <td>${s.outcome}</td>
                        <td><a href="${s.href}">${s.href}</a>${s.how ? html`<br /><small>${s.how}</small>` : raw('')}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>`,
        )}
      </section>`,
  };
}

const plansPage = (ctx: RenderContext, section: 'home' | 'business'): PageSpec => ({
  title: section === 'home' ? 'Electricity & gas plans' : 'Small business energy plans',
  section,
  hero:
    section === 'home'
      ? { heading: 'Compare electricity and gas plans', text: 'Enter your postcode to see plans and estimated costs for your area.' }
      : { heading: 'Energy plans for small business', text: 'Call our team today on 133 466 or compare business plans online.' },
  body: html` <p class="lede">
      Estimates use the regulator's benchmark usage unless you tell us yours. They are not an official quote; what you pay depends on your
      actual use.
    </p>
    ${plansWidgets(ctx, section === 'home' ? 'residential' : 'business')}
    <section class="prose">
      <h2>Why compare with us?</h2>
      <ul>
        <li>No lock-in contracts on most plans</li>
        <li>Rates shown including GST</li>
        <li>Sign up online in about 5 minutes</li>
      </ul>
    </section>`,
});

const movingPage = (ctx: RenderContext): PageSpec => ({
  title: 'Moving house',
  section: 'home',
  hero: { heading: 'Moving house? We make it easy', text: 'Tell us where you are moving to and we will show the plans available there.' },
  body: html` <form class="address-form" id="move-address" autocomplete="off" novalidate>
      <label for="move-address-input">Address you're moving to</label>
      <div class="address-row">
        <input
          id="move-address-input"
          name="address"
          type="search"
          placeholder="Start typing an address, e.g. Martin Place"
          aria-describedby="move-address-hint"
          aria-controls="move-address-results"
        />
        <button type="button" id="move-address-clear" class="secondary">Clear</button>
      </div>
      <p id="move-address-hint" class="hint">Choose an address from the list. The widget below loads plans for it.</p>
      <ul id="move-address-results" class="results" role="listbox" aria-label="Matching addresses"></ul>
      <p id="move-address-status" class="status" role="status" aria-live="polite"></p>
    </form>
    <section class="widget-area widget-area--moving" aria-label="Plans at your new address">
      ${
        // The shell's script comes first: it tells the plans service that this page's plans wait for an address.
        widgetSlot(ctx, { entry: 'moving-home', element: '' })
      }
      ${widgetSlot(ctx, { entry: 'plans-table', element: '<ea-plans-table customer-type="residential"></ea-plans-table>' })}
      ${widgetSlot(ctx, { entry: 'cart-overlay', element: '<ea-cart-overlay customer-type="residential"></ea-cart-overlay>' })}
      <ea-moving-home customer-type="residential"></ea-moving-home>
      ${widgetSlot(ctx, { entry: 'qualifier', element: '<ea-qualifier customer-type="residential" checkout-url="/checkout#/mydetails"></ea-qualifier>' })}
    </section>`,
  scripts: ['move-home.js'],
});

/** The checkout stand-in: the bundle's `<ea-checkout-summary>` loads the quote named by ?r= and shows it with the checkout header. */
const checkoutPage = (ctx: RenderContext): PageSpec => ({
  title: 'Checkout',
  section: 'home',
  hero: { heading: 'Checkout', text: 'Check what you chose, then sign up.' },
  body: html` <section id="checkout-summary" class="summary">
    ${widgetSlot(ctx, { entry: 'checkout-summary', element: '<ea-checkout-summary></ea-checkout-summary>' })}
  </section>`,
});

const textPage = (title: string, section: 'home' | 'business', heading: string, paragraphs: (string | Raw)[]): PageSpec => ({
  title,
  section,
  hero: { heading, text: '' },
  body: html`<section class="prose">${paragraphs.map((p) => (typeof p === 'string' ? html`<p>${p}</p>` : p))}</section>`,
});

function contactPage(section: 'home' | 'business'): PageSpec {
  return textPage(
    section === 'home' ? 'Contact us' : 'Business contact',
    section,
    section === 'home' ? 'Contact us' : 'Talk to our business team',
    [
      section === 'home' ? 'Call 133 466, Monday to Friday 8am to 8pm.' : 'Call 1300 362 466, Monday to Friday 8am to 8pm.',
      html`<p><a class="button" href="tel:${section === 'home' ? '133466' : '1300362466'}">Call now</a></p>`,
    ],
  );
}

/** Basic plan information document for an offer code (query ct, ft, pc, on). */
function bpidPage(query: URLSearchParams): PageSpec {
  const pc = (query.get('pc') ?? '').toUpperCase();
  const ct = (query.get('ct') ?? 'residential').toUpperCase().startsWith('B') ? 'BUSINESS' : 'RESIDENTIAL';
  const ft = (query.get('ft') ?? '').toUpperCase().startsWith('G') ? 'GAS' : 'ELE';
  const name = query.get('on') ?? pc;
  const plans = [...catalogue().byId.values()].filter(
    (p) =>
      p.plan.offerCode === pc && p.plan.customerType === ct && p.tariff.fuel === ft && !p.variant.timeOfUse && !p.variant.controlledLoad,
  );
  const seen = new Set<string>();
  const rows = plans.filter((p) => !seen.has(p.plan.distributor) && seen.add(p.plan.distributor));
  return {
    title: `Basic plan information: ${name}`,
    section: ct === 'BUSINESS' ? 'business' : 'home',
    hero: {
      heading: `Basic plan information: ${name}`,
      text: `${ft === 'GAS' ? 'Gas' : 'Electricity'} · ${ct === 'BUSINESS' ? 'Business' : 'Residential'} · offer ${pc || 'not given'}`,
    },
    body: rows.length
      ? html`<table class="rates">
            <thead>
              <tr>
                <th scope="col">Network</th>
                <th scope="col">Supply (c/day)</th>
                <th scope="col">Usage</th>
                <th scope="col">Contract</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                (p) =>
                  html`<tr>
                    <td>${p.plan.distributor}</td>
                    <td>${p.plan.rates.supply.baseRate.toFixed(2)}</td>
                    <td>${p.plan.rates.usage.map((u) => `${u.title}: ${u.baseRate.toFixed(2)} ${u.uom}`).join('; ')}</td>
                    <td>${p.plan.contractTerms[0]?.term ?? ''}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <p>Rates include GST. ${rows[0]?.plan.ratesDisclaimer ?? ''}</p>`
      : html`<p>We could not find an offer with code <code>${pc || '(none)'}</code>. <a href="/">Back to home</a>.</p>`,
  };
}

export interface PageRequest {
  path: string;
  query: URLSearchParams;
  /** The site's origin as the browser sees it (absolute script URLs in the /embed snippet). */
  origin?: string;
}

/** The page for a path, or undefined (404). */
export function pageFor(ctx: RenderContext, req: PageRequest): PageSpec | undefined {
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  switch (path) {
    case '/':
      return homePage();
    case '/home/electricity-and-gas/plans':
      return plansPage(ctx, 'home');
    case '/business/electricity-and-gas/small-business/plans':
      return plansPage(ctx, 'business');
    case '/moving-house/move-home':
      return movingPage(ctx);
    case '/checkout':
      return checkoutPage(ctx);
    case '/home/contact-us':
      return contactPage('home');
    case '/business/contact-us':
      return contactPage('business');
    case '/bpid':
      return bpidPage(req.query);
    case '/embed':
      return embedPage(loadCatalogue(ctx.distDir), req.query, req.origin ?? 'http://127.0.0.1:4173');
    case '/paper-bill-fee':
      return textPage('Paper bill fee', 'home', 'Paper bill fee', [
        'A fee of $1.75 (incl. GST) applies to each paper bill sent by post. Choose email billing to avoid it. Customers experiencing hardship and some concession holders are exempt.',
      ]);
    case '/conditions-pricing':
      return textPage('Pricing conditions', 'home', 'Pricing and solar feed-in conditions', [
        'Solar feed-in rates are GST-free and paid for electricity exported to the grid. Supply charges, usage rates and estimates include GST.',
        'Rates are reviewed annually: in January in Victoria and in July elsewhere.',
      ]);
    case '/offer':
      return textPage('Best electricity deals', 'home', 'Our best electricity deals', [
        html`<p>See the plans for your postcode on the <a href="/home/electricity-and-gas/plans">plans page</a>.</p>`,
      ]);
    case '/home/electricity-and-gas/compare-electricity-and-gas-plans/tariffs':
      return textPage('Tariffs', 'home', 'Understanding tariffs', [
        'Single rate: one price for usage at any time. Time of use: peak, shoulder and off-peak prices by time of day. Controlled load: a cheaper rate for a separately metered circuit such as hot water. Demand: a charge for your highest demand in a peak window.',
      ]);
    case '/business/electricity-and-gas/small-business/small-business-tariffs':
      return textPage('Small business tariffs', 'business', 'Small business tariffs', [
        'Business tariffs follow your network: single rate, time of use, controlled load and demand tariffs. Talk to our business team for help choosing.',
      ]);
    case '/home/electricity-and-gas/plans/price-changes':
      return textPage('Price changes', 'home', 'Price changes', [
        'Prices changed on 1 July 2026 in NSW, ACT, QLD and SA, and on 1 January 2026 in Victoria.',
      ]);
    case '/home/internet':
      return textPage('Internet plans', 'home', 'Home internet', ['NBN plans for your home. Coming soon to this demo.']);
    case '/business/internet':
      return textPage('Business internet', 'business', 'Business internet', ['NBN plans for your business. Coming soon to this demo.']);
    case '/myaccount-dashboard':
      return textPage('My Account', 'home', 'My Account', ['Sign in to see your bills and usage. (Not part of this demo.)']);
    case '/404':
      return notFoundPage();
    default:
      if (/^\/view-plan\/view\/[^/]+$/.test(path)) {
        return textPage('Your plan', 'home', 'Your plan', [
          `Plan ${decodeURIComponent(path.split('/').pop() ?? '')}. (Not part of this demo.)`,
        ]);
      }
      return undefined;
  }
}

export function notFoundPage(): PageSpec {
  return textPage('Page not found', 'home', "Sorry, we can't find that page", [
    html`<p>The page may have moved. Try the <a href="/">home page</a> or <a href="/home/electricity-and-gas/plans">compare plans</a>.</p>`,
  ]);
}
