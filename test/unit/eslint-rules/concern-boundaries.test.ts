import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../../eslint-rules/concern-boundaries.mjs';

// A small tree: the widget's element (start-up code) imports the concern's index; its lazily loaded
// part (`import('./Lazy')`) imports the lazy-only module by path.
const root = path.resolve(__dirname, '../../fixtures/concern-boundaries');
const at = (file: string) => ({ filename: path.join(root, file), options: [{ root }] });
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('local/concern-boundaries', rule, {
  valid: [
    { ...at('widgets/w/element.ts'), code: source('widgets/w/element.ts') },
    { ...at('widgets/w/Lazy.ts'), code: source('widgets/w/Lazy.ts') },
    // Types cost no script: start-up code may take a lazy-only module's types.
    { ...at('widgets/w/element.ts'), code: "import type { LATER } from '../../src/domain/things/later';\nexport type T = typeof LATER;" },
    { ...at('widgets/w/element.ts'), code: "import { type LATER } from '../../src/domain/things/later';\nexport type T = typeof LATER;" },
    // import() is how start-up code reaches lazily loaded code.
    { ...at('widgets/w/element.ts'), code: "export const later = () => import('../../src/domain/things/later');" },
    // Inside its layer a module imports a start-up sibling by path.
    { ...at('src/domain/things/later.ts'), code: "import { START } from './start';\nexport const LATER = START;" },
    // Files outside src/ and widgets/ (tests, stories, the demo) are not checked.
    { ...at('test/unit/x.test.ts'), code: "import { LATER } from '../../src/domain/things/later';\nexport const x = LATER;" },
  ],
  invalid: [
    {
      // Start-up code importing a lazy-only module: its code would join the page's start-up script.
      ...at('widgets/w/element.ts'),
      code: "import { LATER } from '../../src/domain/things/later';\nexport const x = LATER;",
      errors: [{ messageId: 'lazyOnly' }],
    },
    {
      ...at('widgets/w/element.ts'),
      code: "export { LATER } from '../../src/domain/things/later';",
      errors: [{ messageId: 'lazyOnly' }],
    },
    {
      // A start-up module of the layer itself is start-up code too.
      ...at('src/domain/things/start.ts'),
      code: "import { LATER } from './later';\nexport const START = LATER;",
      errors: [{ messageId: 'lazyOnly' }],
    },
    {
      // A start-up module by its path from outside the layer: through the index instead.
      ...at('widgets/w/Lazy.ts'),
      code: "import { START } from '../../src/domain/things/start';\nexport const x = START;",
      errors: [{ messageId: 'throughIndex' }],
    },
    {
      ...at('widgets/w/element.ts'),
      code: "import type { START } from '../../src/domain/things/start';\nexport type T = typeof START;",
      errors: [{ messageId: 'throughIndex' }],
    },
  ],
});
