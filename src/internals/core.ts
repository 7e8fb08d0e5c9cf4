// Docusaurus core's client internals. The error boundary's fallback renders outside the route tree,
// so it provides the route context that the page's head tags need (src/theme/Error); core exports
// no provider for it. See ./README.md.
export {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
