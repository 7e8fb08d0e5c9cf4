// Wraps the doc breadcrumbs (wrap, not eject) to put the "Copy page" button and the link to the
// page's Markdown twin on the same row, and to announce that twin to machines with
// <link rel="alternate" type="text/markdown">. The twins are written by src/plugins/llms-txt.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {markdownPath} from '@site/src/plugins/llms-txt/paths';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const {permalink} = useDoc().metadata;
  const markdownUrl = markdownPath(permalink);
  return (
    <div className={styles.row}>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <DocBreadcrumbs />
      <CopyPageButton className={styles.copyPage} markdownUrl={markdownUrl} />
    </div>
  );
}
