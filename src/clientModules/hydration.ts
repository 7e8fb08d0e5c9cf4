/**
 * Whether the app is still hydrating the prerendered page: true from the first script until
 * the first render has committed, when Docusaurus reports the first route update. A component
 * reads it in its first render only, to leave prerendered markup as it is (React keeps the
 * DOM under `dangerouslySetInnerHTML` while it hydrates).
 *
 * React tells the same with `useSyncExternalStore`'s server snapshot, but it then renders each
 * such component again, synchronously, once hydration ends: on a long page that was one more
 * long task of the main thread. Only a page that has prerendered markup hydrates (the
 * development server renders into an empty root).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

let hydrating =
  ExecutionEnvironment.canUseDOM &&
  Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

/** True while React hydrates the prerendered page (never on the server). */
export function isHydrating(): boolean {
  return hydrating;
}

// Called in the commit of the first render (with no previous location), and on every
// navigation after it.
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  hydrating = false;
};
