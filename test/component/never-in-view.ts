/**
 * happy-dom's own IntersectionObserver, which never reports (test/setup.ts replaces it with one that counts every
 * element as in view): a test about what is built only as the visitor nears it installs this one.
 */
export class NeverInView {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
