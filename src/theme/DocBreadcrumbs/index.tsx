// Wraps the doc breadcrumbs (wrap, not eject) to put the "Copy page" button and the link to the
// page's Markdown twin on the same row, and to announce that twin to machines with
// <link rel="alternate" type="text/markdown">. A <link rel="expect" blocking="render"> keeps the
// first paint until the row is parsed. The twins are written by src/plugins/llms-txt.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageButton, {COPY_PAGE_END_ID} from '@site/src/components/CopyPageButton';
import {markdownPath} from '@site/src/utils/markdownPath';
import styles from './styles.module.css';

// `blocking` is an HTML attribute React passes through; its types do not list it yet.
const RENDER_BLOCKING = {blocking: 'render'} as Record<string, string>;

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {permalink} = useDoc().metadata;
  const markdownUrl = markdownPath(permalink);
  return (
    <div className={styles.row}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
        {/* No first paint before the whole row is parsed: on a slow phone the parser can stop
            inside it, and the right-aligned block would move as the rest of it arrives. */}
        <link rel="expect" href={`#${COPY_PAGE_END_ID}`} {...RENDER_BLOCKING} />
      </Head>
      <DocBreadcrumbs />
      <CopyPageButton className={styles.copyPage} markdownUrl={markdownUrl} />
    </div>
  );
}
