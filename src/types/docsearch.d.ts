// DocSearch's stylesheet entry point, which the search bar imports lazily, ships no types.
declare module '@docsearch/react/style';
