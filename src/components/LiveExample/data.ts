// What the panel loads, once per page and once per script: a page's examples
// (live/<page key>.json) and the sandbox's scripts (assets/live/*.js), written by
// src/plugins/live-examples.
import type {ScriptManifest} from '@site/src/plugins/live-examples';
import type {LivePage} from '@site/src/plugins/live-examples/examples';

export type PageData = LivePage & {readonly scripts: ScriptManifest};

const pages = new Map<string, Promise<PageData>>();
const scripts = new Map<string, Promise<string>>();

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

function cached<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    cache.set(key, value);
    // A failed load is tried again next time.
    value.catch(() => cache.delete(key));
  }
  return value;
}

export function loadPage(baseUrl: string, key: string): Promise<PageData> {
  return cached(pages, key, () =>
    fetchOk(`${baseUrl}live/${key}.json`).then((r) => r.json() as Promise<PageData>),
  );
}

export function loadScript(baseUrl: string, name: string): Promise<string> {
  return cached(scripts, name, () =>
    fetchOk(`${baseUrl}assets/live/${name}`).then((r) => r.text()),
  );
}
