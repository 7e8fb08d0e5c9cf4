// Highlighting while the page is prerendered. The client bundle swaps this module for
// ./highlightOnServer.client.ts (src/plugins/code-highlighting), so Prism stays out of it.
export {tokenize as highlightOnServer} from './highlight';
