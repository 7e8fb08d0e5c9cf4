// Ejected from @docusaurus/theme-classic 3.10.2 (theme/DocItem/Layout), with one change: the
// desktop table of contents stays mounted in a narrow window. The theme renders it while
// hydrating (the window's width is not known yet), then unmounts it once an effect finds the
// window narrow: on a long page, dozens of links (77 elements on /api/createSlice) torn down in
// a render React cannot interrupt, right after hydration on every phone. Below 997 px the
// theme's CSS already hides it (`display: none`), and src/theme/TOCItems turns its scroll
// tracking off there; narrow screens read the collapsible copy above the article, as in the
// theme.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
// The theme's styles for this markup, used as they are.
import styles from '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css';

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  const hidden = frontMatter.hide_table_of_contents;
  const hasTOC = !hidden && toc.length > 0;
  return (
    <div className="row">
      <div className={clsx('col', !hidden && styles.docItemCol)}>
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <div className={styles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {hasTOC && <DocItemTOCMobile />}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {hasTOC && (
        <div className="col col--3">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
