/**
 * Takes the page's own script tags, which the route-scripts plugin wrote into the HTML, out of
 * the document before the app asks webpack for their chunks. Each has run or failed by now:
 * deferred scripts run in document order, and these come before the entry point.
 *
 * Webpack reuses a script element with the chunk's URL and waits for its load event; for one
 * whose request failed, that event never comes, and the page would wait for webpack's two-minute
 * timeout. Without the elements, a chunk that ran is already registered, and a chunk that failed
 * is requested again, failing the way Docusaurus handles (see the fault tests).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ROUTE_SCRIPT_ATTRIBUTE} from './attribute';

if (ExecutionEnvironment.canUseDOM) {
  document.querySelectorAll(`script[${ROUTE_SCRIPT_ATTRIBUTE}]`).forEach((script) => {
    script.remove();
  });
}
