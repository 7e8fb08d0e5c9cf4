// Stands in for the theme's prism-include-languages client module in the client bundle
// (src/plugins/code-highlighting).
export {};
