import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, readBaseCss, type EaElementDeclaration } from '../../../scripts/custom-elements';
import { BASE_CSS } from '../../../src/embed/styles';
import { VERSION } from '../../../src/version';

const changelog = readFileSync('CHANGELOG.md', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** The released versions' headings (`## [x.y.z] - YYYY-MM-DD`), in file order. */
function releases(text: string): { version: string; date: string }[] {
  return [...text.matchAll(/^## \[(\d+\.\d+\.\d+(?:-[\w.]+)?)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => ({
    version: m[1] ?? '',
    date: m[2] ?? '',
  }));
}

const compare = (a: string, b: string): number => {
  const [x, y] = [a, b].map((v) => v.split(/[.-]/).map(Number));
  for (let i = 0; i < 3; i++) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) - (y?.[i] ?? 0);
  return 0;
};

describe('CHANGELOG.md', () => {
  it("has an entry for package.json's version, with a real date", () => {
    const entry = releases(changelog).find((r) => r.version === pkg.version);
    expect(entry, `no "## [${pkg.version}] - YYYY-MM-DD" heading`).toBeDefined();
    expect(Number.isNaN(Date.parse(entry?.date ?? ''))).toBe(false);
  });

  it('keeps an Unreleased section on top and the releases newest first', () => {
    expect(changelog.indexOf('## [Unreleased]')).toBeGreaterThan(-1);
    const list = releases(changelog);
    expect(changelog.indexOf('## [Unreleased]')).toBeLessThan(changelog.indexOf(`## [${list[0]?.version ?? ''}]`));
    for (let i = 1; i < list.length; i++) expect(compare(list[i - 1]?.version ?? '', list[i]?.version ?? '')).toBeGreaterThan(0);
  });

  it('the check finds headings and misses a version without one', () => {
    expect(releases('## [Unreleased]\n\n## [1.2.0] - 2027-01-02\n\n## [1.1.0] - 2026-12-01\n').map((r) => r.version)).toEqual([
      '1.2.0',
      '1.1.0',
    ]);
    expect(releases('## [1.2.0]\n## 1.1.0 - 2026-12-01\n')).toEqual([]);
  });

  it('records every element, attribute, event and CSS custom property of the current contract', () => {
    const manifest = customElementsManifest(pkg.version, readBaseCss());
    const names = new Set<string>();
    for (const declaration of manifest.modules.flatMap((m) => (m.declarations ?? []) as EaElementDeclaration[])) {
      names.add(`<${declaration.tagName ?? ''}>`);
      for (const a of declaration.attributes ?? []) names.add(a.name);
      for (const e of [...(declaration.events ?? []), ...declaration.listens]) names.add(e.name);
      for (const p of declaration.cssProperties ?? []) names.add(p.name);
    }
    const missing = [...names].filter((name) => !changelog.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('--ea-version', () => {
  it("is the first rule of every element's base stylesheet, with the bundle's version", () => {
    expect(BASE_CSS.startsWith(`:host{--ea-version:${JSON.stringify(VERSION)}}`)).toBe(true);
  });
});
