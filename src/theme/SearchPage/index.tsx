// The /search route @docusaurus/theme-search-algolia 3.10.2 registers (searchPagePath) shows our
// page, in both search modes. Replaced, not wrapped: the theme's page cannot search the local
// index, and in Algolia mode it says "No results were found" and leaves its spinner turning on a
// failure, where the specification's error catalogue has other messages.
export {default} from '@site/src/components/SearchPage';
