// Wraps the doc page metadata (wrap, not eject): a page without an `image` in its front matter
// shares its section's social card (src/data/socialCards.ts) instead of the site-wide one, and
// Open Graph calls doc pages articles. Title, description, canonical URL and the other tags stay
// the theme's.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import Metadata from '@theme-original/DocItem/Metadata';
import {socialCardFor} from '@site/src/data/socialCards';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const ownImage = assets.image ?? frontMatter.image;
  const sectionCard = ownImage
    ? undefined
    : socialCardFor(metadata.permalink.slice(baseUrl.length - 1));
  return (
    <>
      <Metadata />
      {sectionCard && <PageMetadata image={sectionCard} />}
      <Head>
        <meta property="og:type" content="article" />
      </Head>
    </>
  );
}
