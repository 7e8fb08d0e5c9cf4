// Files inside installed packages that we load by path, not by a published entry point.

/**
 * The route-change client module of @docusaurus/plugin-google-gtag (page views after client-side
 * navigation), which the analytics plugin registers without the plugin's own tags.
 */
export const GTAG_CLIENT_MODULE = '@docusaurus/plugin-google-gtag/lib/gtag.js';
