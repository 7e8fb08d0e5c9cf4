import dgram from 'node:dgram';
import net from 'node:net';
import type {Page} from '@playwright/test';
import {runEdited} from './edited-run';
import {expect, test} from './fixtures';

// The page distrusts its sandbox: everything that comes out of it may be the reader's edited code
// (src/components/LiveExample/messages.ts, src/live-examples/runtime/realm.ts). Each test
// edits the first example of /api/createAction into an attack and runs it.

// The attacks break the sandbox's policy on purpose; the page must not log errors of its own.
// A frame's script from another opaque origin's blob does not load ("Not allowed to load local
// resource"), which is one of the ways the attack fails.
test.use({
  allowedConsoleErrors: [
    /Content.Security.Policy|Content Security Policy|Not allowed to load local resource: blob:/i,
  ],
});

/**
 * Milliseconds from a sidebar click to the next page's heading, by the page's own clock (as
 * tests/engines/loops.spec.ts times it): the driver's round trips on a loaded runner are not the
 * page's answer. The link is hovered first and the next page's files are let arrive (Docusaurus
 * preloads a route on hover), so that the figure is this page's answer to a click, not the time a
 * busy runner takes to fetch and parse another page's chunks. The next page is a short one: on
 * this runner a click to the long createSlice page takes 270–790 ms with no example run at all,
 * to getDefaultEnhancers 150–380 ms.
 */
async function timeSidebarClick(page: Page): Promise<number> {
  const link = page
    .locator('.theme-doc-sidebar-menu')
    .getByRole('link', {name: 'getDefaultEnhancers', exact: true});
  await link.hover({timeout: 5_000});
  await page.evaluate(async () => {
    // Settled: no new resource for 500 ms (at most 10 s).
    const count = () => performance.getEntriesByType('resource').length;
    let seen = count();
    let quietSince = performance.now();
    const start = quietSince;
    while (performance.now() - quietSince < 500 && performance.now() - start < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (count() !== seen) [seen, quietSince] = [count(), performance.now()];
    }
  });
  await page.evaluate(() => {
    const times = {clicked: 0, shown: 0};
    (window as unknown as {clickTimes: typeof times}).clickTimes = times;
    document.addEventListener('click', () => (times.clicked ||= performance.now()), {
      capture: true,
    });
    const observer = new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent !== 'getDefaultEnhancers') return;
      times.shown = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  await link.click({timeout: 5_000});
  await expect(page.locator('h1')).toHaveText('getDefaultEnhancers', {timeout: 5_000});
  return page.evaluate(() => {
    const {clicked, shown} = (window as unknown as {clickTimes: {clicked: number; shown: number}})
      .clickTimes;
    return Math.round(shown - clicked);
  });
}

test('forged and malformed messages are refused and counted; the run reports its own result', async ({
  page,
}) => {
  const log = await runEdited(
    page,
    [
      "import assert from 'node:assert'",
      "parent.postMessage({type: 'output', entries: [{kind: 'log', text: {a: 1}}]}, '*')",
      "parent.postMessage({type: 'output', entries: 5}, '*')",
      "parent.postMessage({type: 'done', passed: 42, durationMs: 1}, '*')",
      "console.log('after the forgeries')",
      "assert.equal(1 + 1, 3, 'arithmetic')",
      '',
    ].join('\n'),
  );
  await expect(log).toContainText('Assertion failed: arithmetic', {timeout: 15_000});
  await expect(log).toContainText('after the forgeries');
  await expect(log).toContainText('The page ignored 3 messages the example posted to it');
  await expect(log).not.toContainText('42 assertions');
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

test('a flood of forged messages closes the sandbox, and the page answers a click within 1 s', async ({
  page,
}) => {
  const log = await runEdited(
    page,
    [
      "parent.postMessage({type: 'done', passed: 42, durationMs: 1}, '*')",
      "const entries = Array.from({length: 5000}, (_, i) => ({kind: 'log', text: 'forged ' + i}))",
      'for (let i = 0; i < 150; i++) {',
      "  parent.postMessage({type: 'output', entries}, '*')",
      // A break now and then, so that the loop guard does not stop the flood first.
      '  if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0))',
      '}',
      "console.log('flood sent')",
      'setInterval(() => {}, 1000)',
      '',
    ].join('\n'),
  );
  await expect(log).toContainText(
    'Stopped: the example posted 100 messages to the page, which takes none from example code.',
    {timeout: 15_000},
  );
  await expect(log).not.toContainText('forged');
  await expect(log).not.toContainText('42 assertions');
  // The frame is gone: nothing it sends reaches the page.
  await expect(page.locator('iframe[title="What the example renders"]:not([hidden])')).toHaveCount(
    0,
  );
  const ms = await timeSidebarClick(page);
  console.log(`sidebar click after the flood: ${ms} ms`);
  expect(ms).toBeLessThan(1_000);
});

test('one huge line is cut at 100,000 characters, and the page stays responsive', async ({
  page,
}) => {
  const log = await runEdited(page, "console.log('x'.repeat(3e7))\nconsole.log('next line')\n");
  await expect(log).toContainText('0 assertions passed', {timeout: 15_000});
  await expect(log).toContainText('Output stopped after 100,000 characters');
  await expect(log).not.toContainText('next line');
  expect((await log.locator('pre').first().textContent())!.length).toBe(100_000);
  const ms = await timeSidebarClick(page);
  console.log(`sidebar click after a 30 MB line: ${ms} ms`);
  expect(ms).toBeLessThan(1_000);
});

/** A UDP and a TCP listener on another loopback address, counting what reaches them. */
async function listeners(): Promise<{
  udpPort: number;
  tcpPort: number;
  counts: () => {udp: number; tcp: number};
  close: () => void;
}> {
  const host = '127.0.0.2';
  let udp = 0;
  let tcp = 0;
  const socket = dgram.createSocket('udp4');
  socket.on('message', () => udp++);
  await new Promise<void>((resolve) => socket.bind(0, host, resolve));
  const server = net.createServer((connection) => {
    tcp++;
    connection.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    udpPort: socket.address().port,
    tcpPort: (server.address() as net.AddressInfo).port,
    counts: () => ({udp, tcp}),
    close: () => {
      socket.close();
      server.close();
    },
  };
}

test('no WebRTC in the sandbox or in any frame an example makes: nothing reaches a local listener', async ({
  page,
}) => {
  const listening = await listeners();
  try {
    const config = {
      iceServers: [
        {urls: `stun:127.0.0.2:${listening.udpPort}`},
        {
          urls: `turn:127.0.0.2:${listening.tcpPort}?transport=tcp`,
          username: 'u',
          credential: 'p',
        },
      ],
    };
    // Each route to a realm reports what RTCPeerConnection is there, and tries it if it is there.
    // A frame an example adds has an opaque origin of its own (it inherits the sandbox flags), so
    // the example cannot reach into it; a frame's own scripts try for themselves.
    const attempt = `function attempt(realm) {
  const PC = realm.RTCPeerConnection ?? realm.webkitRTCPeerConnection
  if (typeof PC !== 'function') return 'undefined'
  const pc = new PC(${JSON.stringify(config)})
  pc.createDataChannel('x')
  pc.createOffer().then((offer) => pc.setLocalDescription(offer))
  return 'function'
}`;
    const report = `function report(where: string, realm: () => any) {
  try {
    console.log(where + ': ' + attempt(realm()))
  } catch (error) {
    console.log(where + ': unreachable (' + (error as Error).name + ')')
  }
}`;
    const childScript = `(${attempt})(window)`;
    const log = await runEdited(
      page,
      [
        attempt,
        report,
        "report('the sandbox', () => globalThis)",
        "const added = document.createElement('iframe')",
        'document.body.appendChild(added)',
        "report('a frame added with appendChild', () => window[0])",
        "report('its contentWindow', () => added.contentWindow)",
        "document.body.insertAdjacentHTML('beforeend', '<iframe name=\"named\"></iframe>')",
        "report('a frame made from markup', () => (window as any).named)",
        "const holder = document.createElement('div')",
        'document.body.append(holder)',
        "const shadow = holder.attachShadow({mode: 'closed'})",
        "shadow.innerHTML = '<iframe></iframe>'",
        "report('a frame in a closed shadow root', () => shadow.querySelector('iframe')!.contentWindow)",
        `const script = URL.createObjectURL(new Blob([${JSON.stringify(childScript)}], {type: 'text/javascript'}))`,
        "const srcdoc = document.createElement('iframe')",
        `srcdoc.srcdoc = '<script src="' + script + '"></script><script>' + ${JSON.stringify(childScript)} + '</script>'`,
        'document.body.append(srcdoc)',
        'await new Promise((resolve) => setTimeout(resolve, 2000))',
        "report('the srcdoc frame after load', () => srcdoc.contentWindow)",
        "console.log('done trying')",
        '',
      ].join('\n'),
    );
    await expect(log).toContainText('done trying', {timeout: 20_000});
    const text = await log.innerText();
    console.log(text);
    // Give any packet time to arrive.
    await page.waitForTimeout(1_000);
    expect(listening.counts(), 'packets and connections that reached the listeners').toEqual({
      udp: 0,
      tcp: 0,
    });
    expect(text).not.toMatch(/: function/);
    expect(text).toContain('the sandbox: undefined');
    expect(text).toMatch(/a frame added with appendChild: (undefined|unreachable)/);
  } finally {
    listening.close();
  }
});

test('a Worker an example starts ends with its run', async ({page}) => {
  const log = await runEdited(
    page,
    [
      "const source = 'let n = 0; setInterval(() => postMessage(++n), 20)'",
      "const worker = new Worker(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})))",
      'let ticks = 0',
      // The run waits for the first tick, however long the worker takes to start.
      'await new Promise<void>((resolve) => {',
      '  worker.onmessage = () => { ticks++; resolve() }',
      '})',
      "console.log('ticks while running: ' + (ticks > 0))",
      "document.body.innerHTML = '<button>count</button>'",
      "document.querySelector('button')!.onclick = () => {",
      "  document.querySelector('button')!.textContent = 'ticks ' + ticks",
      '}',
      '',
    ].join('\n'),
  );
  await expect(log).toContainText('0 assertions passed', {timeout: 15_000});
  await expect(log).toContainText('ticks while running: true');
  const app = page.locator('[class*="liveExample_"]').first().frameLocator('iframe:not([hidden])');
  await app.getByRole('button').click();
  const first = await app.getByRole('button').textContent();
  await page.waitForTimeout(500);
  await app.getByRole('button').click();
  // No tick after the run ended: the worker was ended with it.
  await expect(app.getByRole('button')).toHaveText(first!);
});
