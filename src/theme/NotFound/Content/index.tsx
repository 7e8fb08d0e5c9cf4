// Ejected from @docusaurus/theme-classic 3.10.2 (theme/NotFound/Content, a safe component): the
// specification wants the not-found page to offer a way back (search, home, getting started), which
// the theme's version lacks. The wording of the heading and paragraphs is the theme's. Paths that
// differ from a page only by letter case never reach this page: see src/plugins/case-redirect.
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/** Words of the missing path, as a starting query for the search page. */
function searchQueryFor(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape in the URL: search for the raw text instead.
  }
  return decoded
    .replace(/\.html?$/, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // 404.html is prerendered for the path /404; the reader's real path is only known after
  // hydration, so the search link takes it then (rendering it earlier would not hydrate).
  const [searchHref, setSearchHref] = useState('/search');
  useEffect(() => {
    const query = searchQueryFor(pathname);
    setSearchHref(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  }, [pathname]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <Head>
        <meta
          name="description"
          content="This page of the Redux Toolkit documentation does not exist. Search the docs or start from the home page."
        />
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>We could not find what you were looking for.</p>
          <p>
            Please contact the owner of the site that linked you to the original URL and let them
            know their link is broken.
          </p>
          <nav aria-label="Ways back" className={styles.waysBack}>
            <ul>
              <li>
                <Link to={searchHref}>Search the docs</Link>
              </li>
              <li>
                <Link to="/">Go to the home page</Link>
              </li>
              <li>
                <Link to="/introduction/getting-started">Read Getting Started</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
