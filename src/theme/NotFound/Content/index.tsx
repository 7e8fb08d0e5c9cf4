// Ejected from the theme's NotFound/Content (a safe component) for two reasons the
// specification gives: the page offers a way back (search, home, getting started), and a URL
// that differs from a real page only by letter case goes to that page, keeping query and hash.
// The toolkit itself prints `/Errors?code=N` in minified errors, so that case matters.
// Changes from the original: the redirect effect and the list of links; wording is the theme's.
import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {collectPagePaths, findRouteIgnoringCase} from './findRouteIgnoringCase';
import styles from './styles.module.css';

const PAGE_PATHS = collectPagePaths(routes);

/** Words of the missing path, as a starting query for the search page. */
function searchQueryFor(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last).replace(/[-_.]+/g, ' ').trim();
}

export default function NotFoundContent({className}: Props): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const target = findRouteIgnoringCase(location.pathname, PAGE_PATHS);

  useEffect(() => {
    if (target) {
      history.replace({pathname: target, search: location.search, hash: location.hash});
    }
  }, [target, history, location.search, location.hash]);

  const query = searchQueryFor(location.pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          {target ? (
            <p>
              Taking you to <Link to={target}>{target}</Link>…
            </p>
          ) : (
            <>
              <p>We could not find what you were looking for.</p>
              <p>
                Please contact the owner of the site that linked you to the original URL and let
                them know their link is broken.
              </p>
            </>
          )}
          <nav aria-label="Ways back" className={styles.waysBack}>
            <ul>
              <li>
                <Link to={query ? `/search?q=${encodeURIComponent(query)}` : '/search'}>
                  Search the docs
                </Link>
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
