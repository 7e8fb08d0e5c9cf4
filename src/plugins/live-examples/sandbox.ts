// The sandbox document: where an example runs, in an iframe with `sandbox="allow-scripts"` and so
// an opaque origin (no access to the site's storage, cookies or DOM). Its own policy closes the
// network: it may run scripts only from blobs it makes itself (the runtime and the example's
// modules, which the page sends) and connect nowhere. The site's pages keep their own, stricter
// policy; this one applies to this document only.
/** Where the sandbox document is served, under the base URL (clean URL, as hosts serve .html). */
export const SANDBOX_PATH = 'live/sandbox';

// The boot script: waits for the runtime from the page, then loads it from a blob.
const BOOT = `addEventListener('message', function boot(event) {
  if (event.source !== parent || !event.data || event.data.type !== 'runtime') return;
  removeEventListener('message', boot);
  var script = document.createElement('script');
  script.src = URL.createObjectURL(new Blob([event.data.code], {type: 'text/javascript'}));
  document.head.append(script);
});
parent.postMessage({type: 'ready'}, '*');`;

const STYLE = `:root{color-scheme:light;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:root[data-theme='dark']{color-scheme:dark}
body{margin:0;padding:12px}`;

/**
 * The sandbox's Content-Security-Policy. `'unsafe-inline'` scripts: the runtime adds the run's
 * import map as an inline script (its blob URLs are only known then), then closes inline scripts
 * with RUN_POLICY (src/live-examples/protocol.ts); every other script is a blob. Nothing may be fetched, embedded or submitted,
 * and only the site may frame it. (WebRTC is not the policy's: Chromium does not know the `webrtc`
 * directive and reports it as an error; runtime/realm.ts removes WebRTC instead.)
 */
export function sandboxPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline' blob:",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy a `<meta>` tag can carry: frame-ancestors works only as a header. */
function metaPolicy(): string {
  return sandboxPolicy()
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/** The sandbox document's HTML. */
export function sandboxHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${metaPolicy()}">
<meta name="robots" content="noindex">
<title>Example sandbox</title>
<style>${STYLE}</style>
<script>${BOOT}</script>
</head>
<body></body>
</html>
`;
}
