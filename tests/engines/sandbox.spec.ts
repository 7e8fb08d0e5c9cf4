import {waitFor} from './driver';
import {editAndRun, logOf} from './examples';
import {expect, test} from './fixtures';

// The sandbox's defences, in every engine (tests/e2e/live-sandbox.spec.ts attacks them in depth
// in Chromium): WebRTC, which no Content-Security-Policy governs, is gone from the example's realm
// under every engine's spelling (src/live-examples/runtime/realm.ts), and so from a frame
// the example adds; messages the example posts to the page are ignored and counted
// (src/components/LiveExample/messages.ts), and cannot end the run.
test('no WebRTC in the sandbox or a frame it adds; forged messages are ignored', async ({site}) => {
  const code = [
    'const rtc = (realm: object) => Object.getOwnPropertyNames(realm).filter((name) => /RTC/.test(name)).length',
    "console.log('sandbox: ' + rtc(globalThis))",
    "const added = document.body.appendChild(document.createElement('iframe'))",
    "let inFrame = 'unreachable'",
    'try { inFrame = String(rtc(added.contentWindow!)) } catch {}',
    "console.log('frame: ' + inFrame)",
    "parent.postMessage({type: 'output', entries: [{kind: 'log', text: {a: 1}}]}, '*')",
    "parent.postMessage({type: 'done', passed: 42, durationMs: 1}, '*')",
    "console.log('end')",
    '',
  ].join('\n');
  const example = await editAndRun(site, '/api/createAction', code);
  // The forged messages reach the page's window apart from the runtime's port: wait for both.
  await waitFor(
    site,
    'the summary and the count of ignored messages',
    `${logOf}.includes('assertions passed') && ${logOf}.includes('The page ignored 2')`,
    [example],
    30_000,
  );
  const log = await site.evaluate<string>(`return ${logOf};`, example);
  console.log(`[${site.engine}] ${JSON.stringify(log)}`);
  expect(log, `[${site.engine}]`).toContain('sandbox: 0');
  expect(log, `[${site.engine}]`).toMatch(/frame: (0|unreachable)/);
  expect(log, `[${site.engine}]`).toContain('end');
  expect(log, `[${site.engine}]`).toContain('0 assertions passed');
  expect(log, `[${site.engine}]`).not.toContain('42 assertions');
  expect(log, `[${site.engine}]`).toContain('The page ignored 2 messages the example posted to it');
});
