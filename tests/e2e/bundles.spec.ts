import {COMPILE_HINT} from '../../src/plugins/compile-hints';
import {expect, gotoHydrated, test} from './fixtures';

// src/plugins/compile-hints: every script a page runs starts with V8's compile hint, so Chrome
// compiles it off the main thread while streaming it.
test('every script of a doc page starts with the compile hint', async ({page, request}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await gotoHydrated(page, '/api/createSlice');
  const own = [...scripts].filter((url) => new URL(url).pathname.startsWith('/assets/js/'));
  expect(own.length).toBeGreaterThan(3);
  expect(own.some((url) => /\/main\.[\da-f]+\.js$/.test(url))).toBe(true);
  for (const url of own) {
    const text = await (await request.get(url)).text();
    expect(text.split('\n', 1)[0], url).toBe(COMPILE_HINT);
  }
});
