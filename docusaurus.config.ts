import type {Config} from '@docusaurus/types';
import type {Options, ThemeConfig} from '@docusaurus/preset-classic';
import type {PrismTheme} from 'prism-react-renderer';
import analyticsPlugin, {analyticsFromEnv, hasAnalytics} from './src/plugins/analytics';
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import compileHintsPlugin from './src/plugins/compile-hints';
import errorCodesPlugin from './src/plugins/error-codes';
import postBuildPlugin, {type PostBuildOptions} from './src/plugins/post-build';
import routeScriptsPlugin from './src/plugins/route-scripts';
import searchIndexPlugin from './src/plugins/search-index';
import tslibHelperPlugin from './src/plugins/tslib-helper';
import {algoliaFromEnv, LOCAL_SEARCH_PLACEHOLDERS} from './src/plugins/search-index/config';
import {installedToolkit} from './src/build/toolkitPackage';
import type {ExternalOrigins} from './src/plugins/security-headers/csp';
import remarkTsToJsTabs from './src/plugins/ts-to-js/remark';

// Where the site is deployed. Local defaults let `npm run build && npm run serve` work as is;
// a host sets both at build time, and a wrong base URL shows Docusaurus' site-setup banner.
const SITE_URL = process.env.SITE_URL?.trim() || 'http://127.0.0.1:3000';
/** The release the docs document: the installed, pinned `@reduxjs/toolkit`. */
const TOOLKIT = installedToolkit(__dirname);
const BASE_URL = process.env.BASE_URL?.trim() || '/';

// The footer reads "2015–{this year}": the year the site was built, not a hard-coded one.
const BUILD_YEAR = new Date().getFullYear();

// Search answers from a local index built with the site, unless all three ALGOLIA_* variables
// are set at build time: then the theme queries Algolia (see README, "Search").
const ALGOLIA = algoliaFromEnv(process.env);

// Analytics are off unless UMAMI_WEBSITE_ID + UMAMI_SRC or GTAG_TRACKING_ID are set at build time
// (DECISIONS.md): a default build makes no third-party request.
const ANALYTICS = analyticsFromEnv(process.env);

// "Edit this page" links: the URL the doc's path (`docs/api/createSlice.mdx`) is appended to,
// e.g. https://github.com/<owner>/<repo>/edit/main/. Unset: no edit links.
const EDIT_URL = process.env.EDIT_URL?.trim() || undefined;

// Code colours come from src/css/code-tokens.css by token class. An empty Prism theme keeps
// prism-react-renderer from writing an inline style on every token (a third of a long page's
// HTML) and makes the prerendered code the same in light and dark mode.
const CLASS_ONLY_PRISM_THEME: PrismTheme = {plain: {}, styles: []};

const REPOSITORY_URL = 'https://github.com/reduxjs/redux-toolkit';

const config: Config = {
  title: 'Redux Toolkit',
  tagline:
    'The official, batteries-included toolset for writing Redux logic, with RTK Query for data fetching and caching',
  favicon: 'img/favicon.svg',
  // No first paint before the navbar is parsed: on a slow phone the parser can stop inside it,
  // and its right-aligned items would move as the rest arrive (a layout shift). The element is
  // the main wrapper that follows the navbar on every page.
  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'expect',
        href: '#__docusaurus_skipToContent_fallback',
        blocking: 'render',
      },
    },
    // With JavaScript off, the live examples' Run and Edit buttons (src/components/LiveExample)
    // would do nothing: they take no room then.
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML: '<style>.live-example-toolbar{display:none}</style>',
    },
  ],
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  noIndex: false,

  // The specification: broken links and anchors fail the build; broken Markdown links and
  // duplicate routes only warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    },
  },

  future: {
    // v4 flags, with two exceptions. Storage namespacing: the specification names the plain
    // storage keys (`theme`, `docusaurus.tab.{group}`, ...), which namespacing would suffix.
    // CSS cascade layers: the build polyfills them by raising the specificity of the theme's
    // rules, so Infima's `:root` variables beat ours in custom.css and the brand colours vanish.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          include: ['{api,assets,introduction,migrations,rtk-query,tutorials,usage}/**/*.{md,mdx}'],
          showLastUpdateTime: true,
          editUrl: EDIT_URL,
          // Each checked TypeScript example gets a generated JavaScript tab beside it.
          remarkPlugins: [remarkTsToJsTabs],
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/code-tokens.css']},
      } satisfies Options,
    ],
  ],

  plugins: [
    codeHighlightingPlugin,
    // main.js gets the one tslib helper a Docusaurus package uses, not all of tslib.
    tslibHelperPlugin,
    // V8 compiles the bundles' functions while streaming them, not during hydration.
    compileHintsPlugin,
    errorCodesPlugin,
    // Each page's HTML loads its own chunks, not only the entry point.
    routeScriptsPlugin,
    ...(ALGOLIA ? [] : [searchIndexPlugin]),
    ...(hasAnalytics(ANALYTICS) ? [[analyticsPlugin, ANALYTICS]] : []),
    // Everything done to the built site, one step after another: the list and its order are in
    // src/plugins/post-build. The CSP it writes must know every third-party origin.
    [
      postBuildPlugin,
      {
        externalOrigins: {
          algoliaAppId: ALGOLIA?.appId,
          umamiSrc: ANALYTICS.umami?.src,
          gtag: Boolean(ANALYTICS.gtagTrackingId),
        } satisfies ExternalOrigins,
      } satisfies PostBuildOptions,
    ],
  ],

  // Page prefetching waits for the load event and idle time (see the module); the other one
  // tells components whether they render during hydration.
  clientModules: ['./src/clientModules/prefetchWhenIdle.ts', './src/clientModules/hydration.ts'],

  // Search's "Let us know." link opens an issue here.
  customFields: {newIssueUrl: `${REPOSITORY_URL}/issues/new`},

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'redux, redux toolkit, rtk query, react, typescript'},
      {property: 'og:site_name', content: 'Redux Toolkit'},
      {property: 'og:type', content: 'website'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: `rtk-${TOOLKIT.minor}`,
      content: `These docs cover <strong>Redux Toolkit ${TOOLKIT.minor}</strong> with React-Redux 9 and React 19, including RTK Query's infinite queries. <a href="${BASE_URL}introduction/getting-started">Start here</a>.`,
      backgroundColor: '#ede7fb',
      textColor: '#24163f',
      isCloseable: false,
    },
    navbar: {
      title: 'Redux Toolkit',
      hideOnScroll: true,
      // Sized, so the navbar does not shift when the image arrives.
      logo: {alt: 'Redux Toolkit logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: '/introduction/getting-started', label: 'Getting Started', position: 'right'},
        {
          to: '/tutorials/overview',
          label: 'Tutorials',
          position: 'right',
          activeBasePath: '/tutorials',
        },
        {
          to: '/usage/usage-guide',
          label: 'Usage Guide',
          position: 'right',
          activeBasePath: '/usage',
        },
        {to: '/api/configureStore', label: 'API', position: 'right', activeBasePath: '/api'},
        {
          to: '/rtk-query/overview',
          label: 'RTK Query',
          position: 'right',
          activeBasePath: '/rtk-query',
        },
        {
          href: REPOSITORY_URL,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'Redux Toolkit repository on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      // srcDark too: without it the theme hides the only image in dark mode, which leaves the
      // logo link with no accessible name.
      logo: {
        alt: 'Redux Toolkit logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo.svg',
        width: 48,
        height: 48,
        href: '/',
      },
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/introduction/getting-started'},
            {label: 'Tutorials', to: '/tutorials/overview'},
            {label: 'Usage Guide', to: '/usage/usage-guide'},
            {label: 'API Reference', to: '/api/configureStore'},
            {label: 'RTK Query', to: '/rtk-query/overview'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux'},
            {label: 'Discord (Reactiflux)', href: 'https://www.reactiflux.com'},
            {label: 'GitHub Discussions', href: `${REPOSITORY_URL}/discussions`},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: REPOSITORY_URL},
            {label: 'Release notes', href: `${REPOSITORY_URL}/releases`},
            {label: 'Redux core docs', href: 'https://redux.js.org'},
            {label: 'Error codes', to: '/errors'},
          ],
        },
      ],
      copyright: `Copyright © 2015–${BUILD_YEAR} the Redux Toolkit documentation authors.`,
    },
    prism: {
      theme: CLASS_ONLY_PRISM_THEME,
      darkTheme: CLASS_ONLY_PRISM_THEME,
      // Languages beyond prism-react-renderer's are added in src/theme/CodeBlock/Content/highlight.ts.
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    algolia: {
      ...(ALGOLIA ?? LOCAL_SEARCH_PLACEHOLDERS),
      contextualSearch: true,
      searchPagePath: 'search',
    },
  } satisfies ThemeConfig,
};

export default config;
