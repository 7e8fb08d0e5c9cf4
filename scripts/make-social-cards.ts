/**
 * Draws the per-section social cards (1200×630 PNG) listed in src/data/socialCards.ts into
 * static/img/social/, in the look of static/img/social-card.png: the logo, the title, the
 * section and a line about it. The PNGs are committed; run this again after changing the list.
 *
 * CLI: `jiti scripts/make-social-cards.ts` (uses the system's Chromium, see scripts/chromium.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {SOCIAL_CARDS, socialCardPath, type SocialCard} from '../src/data/socialCards';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';
import {ROOT_DIR} from './check-code-blocks';
import {runIfMain} from './run-main';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

function cardHtml(card: SocialCard, logoSvg: string): string {
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: 1200px; height: 630px; }
    body { background: #24163f; color: #fff; font-family: 'DejaVu Sans', sans-serif;
      display: flex; align-items: center; gap: 64px; padding: 0 110px; box-sizing: border-box; }
    .logo { width: 200px; height: 232px; flex: none; }
    .logo svg { width: 100%; height: 100%; }
    .label { font-size: 30px; letter-spacing: 0.12em; text-transform: uppercase; color: #c9b8f5; }
    h1 { font-size: 80px; margin: 12px 0 18px; }
    p { font-size: 30px; white-space: nowrap; margin: 0; color: #e4dafc; }
  </style></head><body>
    <div class="logo">${logoSvg}</div>
    <div><div class="label">${escape(card.label)}</div><h1>Redux Toolkit</h1>
    <p>${escape(card.subtitle)}</p></div>
  </body></html>`;
}

async function cli(): Promise<number> {
  const logo = fs
    .readFileSync(path.join(ROOT_DIR, 'static/img/logo.svg'), 'utf8')
    .replace(/<title[^>]*>.*?<\/title>/s, '');
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}});
    for (const card of SOCIAL_CARDS) {
      const file = path.join(ROOT_DIR, 'static', socialCardPath(card));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      await page.setContent(cardHtml(card, logo));
      await page.screenshot({path: file, type: 'png'});
      console.log(`${path.relative(ROOT_DIR, file)} (${fs.statSync(file).size} bytes)`);
    }
  } finally {
    await browser.close();
  }
  return 0;
}

runIfMain(import.meta.url, cli);
