declare const __EA_VERSION__: string;

/** The bundle's version, baked in at build time (also exposed as the `--ea-version` CSS custom property on every widget host). */
export const VERSION: string = typeof __EA_VERSION__ === 'string' ? __EA_VERSION__ : 'dev';
