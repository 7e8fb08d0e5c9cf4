import {describe, expect, it} from 'vitest';
import {docsWithoutDescription, metaDescription} from '../../src/plugins/page-descriptions';

describe('metaDescription', () => {
  it('reads the description meta in either attribute order and quote style', () => {
    expect(metaDescription('<meta name="description" content="About slices.">')).toBe(
      'About slices.',
    );
    expect(metaDescription("<meta data-rh=true content='Other' name=description />")).toBe('Other');
  });

  it('ignores og:description and empty descriptions', () => {
    expect(metaDescription('<meta property="og:description" content="x">')).toBeUndefined();
    expect(metaDescription('<meta name="description" content="  ">')).toBeUndefined();
    expect(metaDescription('<title>x</title>')).toBeUndefined();
  });
});

describe('docsWithoutDescription', () => {
  it('lists docs whose front matter has no usable description', () => {
    expect(
      docsWithoutDescription([
        {source: '@site/docs/a.mdx', frontMatter: {description: 'Fine.'}},
        {source: '@site/docs/b.mdx', frontMatter: {}},
        {source: '@site/docs/c.mdx', frontMatter: {description: ' '}},
        {source: '@site/docs/d.mdx', frontMatter: {description: 42}},
      ]),
    ).toEqual(['docs/b.mdx', 'docs/c.mdx', 'docs/d.mdx']);
  });
});
