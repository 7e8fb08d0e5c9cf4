import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {features, installCommands, sampleCode} from '@site/src/data/home';
import HomeFeatures from './_components/HomeFeatures';
import styles from './index.module.css';

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <img
          className={styles.heroLogo}
          src={useBaseUrl('/img/logo.svg')}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className={styles.heroTitle}>
          Redux Toolkit
        </Heading>
        <p className={styles.heroLead}>
          The official way to write Redux: store setup, reducers, async logic and data fetching in
          one package, with good defaults and full TypeScript support.
        </p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/introduction/getting-started">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/tutorials/overview">
            Tutorials
          </Link>
        </div>
      </div>
    </header>
  );
}

function Install(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="install-heading">
      <Heading as="h2" id="install-heading">
        Install
      </Heading>
      <p>
        Add the toolkit and the React bindings to an existing app. For a new app, the{' '}
        <Link to="/introduction/getting-started#installation">installation guide</Link> lists the
        templates.
      </p>
      <Tabs groupId="package-manager">
        {installCommands.map(({manager, command}) => (
          <TabItem key={manager} value={manager} label={manager}>
            <CodeBlock language="bash">{command}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

function Sample(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="sample-heading">
      <Heading as="h2" id="sample-heading">
        A first taste
      </Heading>
      <p>
        A slice holds a piece of state and the reducers that change it; the store puts slices
        together. This runs as it is.
      </p>
      <CodeBlock language="ts" title="store.ts">
        {sampleCode}
      </CodeBlock>
    </section>
  );
}

function Paths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="paths-heading">
      <Heading as="h2" id="paths-heading">
        Where to go next
      </Heading>
      <ul className={styles.paths}>
        <li>
          <Link to="/tutorials/overview">Tutorials</Link>: build a counter, a typed app and a
          data-fetching app step by step.
        </li>
        <li>
          <Link to="/api/configureStore">API reference</Link>: every option, parameter and return
          value.
        </li>
        <li>
          <Link to="/rtk-query/overview">RTK Query</Link>: fetch and cache server data without
          writing thunks or reducers.
        </li>
        <li>
          <Link to="/usage/usage-guide">Usage guide</Link>: patterns for real applications.
        </li>
      </ul>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Redux Toolkit documentation"
      description="Documentation for Redux Toolkit 2 and RTK Query: tutorials, usage guides and the complete API reference.">
      {/* The hero sits inside <main>: a <header> outside it would be a second banner landmark
          beside the announcement bar's. */}
      <main>
        <Hero />
        <div className="container">
          <HomeFeatures features={features} />
          <div className="row">
            <div className="col col--6">
              <Install />
              <Paths />
            </div>
            <div className="col col--6">
              <Sample />
            </div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
