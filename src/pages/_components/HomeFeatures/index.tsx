import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Feature} from '@site/src/data/home';
import styles from './styles.module.css';

type Props = {
  readonly features: readonly Feature[];
  readonly className?: string;
};

/** The home page's grid of feature cards, each leading to the page that explains it. */
export default function HomeFeatures({features, className}: Props): ReactNode {
  return (
    <section className={clsx(styles.features, className)} aria-labelledby="features-heading">
      <Heading as="h2" id="features-heading">
        What it gives you
      </Heading>
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.id} className={styles.card}>
            <Heading as="h3">{feature.title}</Heading>
            <p>{feature.body}</p>
            <Link to={feature.to}>{feature.linkLabel}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
