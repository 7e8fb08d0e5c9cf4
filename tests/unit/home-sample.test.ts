import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkCodeBlocks,
  formatProblem,
  ROOT_DIR,
  runExecutableBlocks,
} from '../../scripts/check-code-blocks';
import {sampleCode} from '../../src/data/home';

// The home page shows a code sample outside docs/, so the docs checker never sees it. This test
// puts it through the same checker: it must compile against the pinned packages and run.
const dir = path.join(ROOT_DIR, 'node_modules/.cache/home-sample');
const page = path.join(dir, 'home.mdx');

describe('the home page code sample', () => {
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(page, '# Home\n\n```ts run\n' + sampleCode + '```\n');

  it('type-checks against the pinned packages', () => {
    const result = checkCodeBlocks({paths: [page]});
    expect(result.problems.map(formatProblem)).toEqual([]);
  });

  it('runs without throwing', async () => {
    const result = await runExecutableBlocks({paths: [page]});
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.ran).toBe(1);
  });
});
