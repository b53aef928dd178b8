import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/api';
import { cssAllowed, restrictFetches, retailerOrigins, srcsetUrls, urlCheck } from '../../../src/ui/fetch-policy';

const PAGE = 'https://www.retailer.example';
const API = 'https://api.retailer.example';
const check = urlCheck(new Set([PAGE, API]), `${PAGE}/plans/residential`);

/** Server HTML as it comes out of a sanitiser, checked in a template (inert), then serialised. */
function restricted(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  restrictFetches(template.content, check);
  return template.innerHTML;
}

describe('server HTML fetches only from the retailer’s own origins', () => {
  it('the retailer’s origins are the page’s and the API base’s', () => {
    configureApi({ base: 'https://api.retailer.example/qt2/' });
    expect([...retailerOrigins()].sort()).toEqual([location.origin, 'https://api.retailer.example'].sort());
    configureApi({ base: '' });
    expect([...retailerOrigins()]).toEqual([location.origin]);
  });

  it('accepts absolute and root addresses on those origins; refuses other origins, relative paths and other schemes', () => {
    expect(check('/images/solar.png')).toBe(true);
    expect(check(`${PAGE}/images/solar.png`)).toBe(true);
    expect(check(`${API}/qt2/app/logo.png`)).toBe(true);
    expect(check('  https://api.retailer.example/a.png\n')).toBe(true);
    for (const refused of [
      'x',
      './x.png',
      '../x.png',
      '?q=1',
      '',
      'https://tracker.example/p.gif',
      '//tracker.example/p.gif',
      '/\\tracker.example/p.gif',
      '\\\\tracker.example/p.gif',
      'http://www.retailer.example.tracker.example/p.gif',
      'https://www.retailer.example:8443/p.gif',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'blob:https://www.retailer.example/1',
      'javascript:alert(1)',
      'ht\ntps://tracker.example/p.gif',
    ])
      expect(check(refused), refused).toBe(false);
  });

  it('reads every candidate of a srcset', () => {
    expect(srcsetUrls('/a.png 1x, https://t.example/b,c.png 2x,/c.png')).toEqual(['/a.png', 'https://t.example/b,c.png', '/c.png']);
    expect(srcsetUrls('/a.png,https://t.example/b.png')).toEqual(['/a.png,https://t.example/b.png']);
  });

  it('CSS may only name the retailer’s origins or the page’s own fragments', () => {
    expect(cssAllowed('color: red; font-weight: bold', check)).toBe(true);
    expect(cssAllowed('background: url("/images/a.png")', check)).toBe(true);
    expect(cssAllowed('fill: url(#gradient)', check)).toBe(true);
    expect(cssAllowed('background: url(https://tracker.example/p.gif)', check)).toBe(false);
    expect(cssAllowed("background: URL( 'x.png' )", check)).toBe(false);
    expect(cssAllowed('background: u\\72l(https://tracker.example/p.gif)', check)).toBe(false);
    expect(cssAllowed('background-image: image-set("https://tracker.example/p.gif" 1x)', check)).toBe(false);
    expect(cssAllowed('@import "https://tracker.example/a.css";', check)).toBe(false);
    expect(cssAllowed('background: url(/a.png) , url(https://tracker.example/p.gif)', check)).toBe(false);
  });

  it('drops every element or attribute that would load from elsewhere, and keeps the rest', () => {
    expect(restricted('<p>Solar <img src="/images/solar.png" alt="Solar"></p>')).toBe(
      '<p>Solar <img src="/images/solar.png" alt="Solar"></p>',
    );
    expect(restricted('<p>a<img src=x>b</p>')).toBe('<p>ab</p>');
    expect(restricted('<p><img src="https://tracker.example/p.gif" alt="Our logo"></p>')).toBe('<p>Our logo</p>');
    expect(restricted('<img src="/a.png" srcset="/a2.png 2x, https://tracker.example/p.gif 3x" alt="A">')).toBe(
      '<img src="/a.png" alt="A">',
    );
    expect(restricted('<picture><source srcset="https://tracker.example/a.webp"><img src="/a.png" alt="A"></picture>')).toBe(
      '<picture><source><img src="/a.png" alt="A"></picture>',
    );
    expect(
      restricted(
        '<video poster="https://t.example/p.png" src="https://t.example/v.mp4"><source src="//t.example/v.webm"><track src="https://t.example/c.vtt"></video>',
      ),
    ).toBe('<video><source><track></video>');
    expect(restricted('<audio src="/sounds/a.mp3"></audio>')).toBe('<audio src="/sounds/a.mp3"></audio>');
    expect(restricted('<input type="image" src="https://t.example/b.png" alt="Go">')).toBe('<input type="image" alt="Go">');
    expect(
      restricted(
        '<link rel="stylesheet" href="https://t.example/a.css"><link rel="preload" as="image" imagesrcset="https://t.example/a.png 1x">',
      ),
    ).toBe('<link rel="stylesheet"><link rel="preload" as="image">');
    expect(restricted('<p style="color: red">a</p><p style="background:url(https://t.example/p.gif)">b</p>')).toBe(
      '<p style="color: red">a</p><p>b</p>',
    );
    expect(restricted('<table background="https://t.example/bg.png"><tbody><tr><td background="/bg.png">x</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td background="/bg.png">x</td></tr></tbody></table>',
    );
    expect(restricted('<style>p { background: url(https://t.example/p.gif) }</style><style>p { color: red }</style>')).toBe(
      '<style>p { color: red }</style>',
    );
    expect(restricted('<a href="https://elsewhere.example/" ping="https://t.example/ping">link</a>')).toBe(
      '<a href="https://elsewhere.example/">link</a>',
    );
    expect(
      restricted(
        '<iframe src="/ok"></iframe><object data="/x"></object><embed src="/x"><meta http-equiv="refresh" content="0;url=/x"><base href="https://t.example/">',
      ),
    ).toBe('');
    expect(restricted('<template><img src="https://t.example/p.gif" alt="T"></template>')).toBe('<template>T</template>');
  });

  it('SVG: external images and uses go, references into the page stay', () => {
    const svg = restricted(
      '<svg><image href="https://t.example/p.png"></image><use href="#icon"></use><use xlink:href="https://t.example/s.svg#i"></use>' +
        '<rect fill="url(#g)"></rect><rect filter="url(https://t.example/f.svg#f)"></rect><a href="/plans"><text>Plans</text></a></svg>',
    );
    expect(svg).not.toContain('t.example');
    expect(svg).toContain('href="#icon"');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('href="/plans"');
  });

  it('DOMPurify’s attribute hook refuses what would load from elsewhere, before anything is in the page', async () => {
    vi.resetModules();
    const hooks: Array<{ name: string; hook: unknown }> = [];
    vi.spyOn(DOMPurify, 'addHook').mockImplementation((name: string, hook: unknown) => void hooks.push({ name, hook }));
    const { purify } = await import('../../../src/ui/purify');
    const entry = hooks.find((h) => h.name === 'uponSanitizeAttribute');
    expect(entry).toBeDefined();
    const hook = entry?.hook as (node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void;
    purify(document.createElement('div'), '');
    const decide = (tag: string, attrName: string, attrValue: string): boolean => {
      const data = { attrName, attrValue, keepAttr: true };
      hook(document.createElement(tag), data);
      return data.keepAttr;
    };
    expect(decide('img', 'src', 'x')).toBe(false);
    expect(decide('img', 'src', 'https://tracker.example/p.gif')).toBe(false);
    expect(decide('img', 'srcset', '/a.png 1x, https://tracker.example/p.gif 2x')).toBe(false);
    expect(decide('video', 'poster', '//tracker.example/p.png')).toBe(false);
    expect(decide('img', 'src', `${location.origin}/images/a.png`)).toBe(true);
    expect(decide('img', 'src', '/images/a.png')).toBe(true);
    expect(decide('img', 'alt', 'Solar panels')).toBe(true);
    expect(decide('a', 'href', 'https://elsewhere.example/')).toBe(true);
  });
});
