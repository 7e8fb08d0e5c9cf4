/**
 * Social card images (Open Graph / Twitter) per docs section: `static/img/social/<file>.png`,
 * drawn by `scripts/make-social-cards.ts` from this list. A doc page gets its section's card
 * unless its front matter names an `image`; other pages get the site card.
 */
export type SocialCard = {
  /** The first path segment of the section's pages (`api` for `/api/createSlice`). */
  readonly section: string;
  /** What the card says above the title. */
  readonly label: string;
  /** The line under the title. */
  readonly subtitle: string;
};

export const SOCIAL_CARDS: readonly SocialCard[] = [
  {
    section: 'introduction',
    label: 'Introduction',
    subtitle: 'Why Redux Toolkit, and your first store',
  },
  {
    section: 'tutorials',
    label: 'Tutorials',
    subtitle: 'Build an app with Redux Toolkit, step by step',
  },
  {section: 'usage', label: 'Usage guide', subtitle: 'Patterns, TypeScript and migrations'},
  {section: 'api', label: 'API reference', subtitle: 'Every function, option and type of RTK 2'},
  {section: 'rtk-query', label: 'RTK Query', subtitle: 'Data fetching and caching for Redux'},
];

/** The site-relative image path of a card. */
export function socialCardPath(card: SocialCard): string {
  return `/img/social/${card.section}.png`;
}

/** The card for a page path without the base URL (`/api/createSlice`), if its section has one. */
export function socialCardFor(pagePath: string): string | undefined {
  const section = pagePath.split('/').find((segment) => segment !== '');
  const card = SOCIAL_CARDS.find((c) => c.section === section);
  return card && socialCardPath(card);
}
