// Replaces core's fallback `Error` page (@docusaurus/core 3.10.2, client/theme-fallback/Error),
// shown when a crash escapes the layout's own error boundary (for example in the layout itself).
// Core's fallback reads "This page crashed" without the period and unstyled; the specification
// wants the same words as the in-layout boundary: 'This page crashed.', the error message and a
// 'Try again' button that clears the error. Ejected rather than wrapped because the fallback's text
// cannot be changed from outside. Kept from core: the extra route context (the classic layout needs
// one) and the inner boundary that falls back to the bare display if the layout throws too.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {Props} from '@theme/Error';
import Layout from '@theme/Layout';
import {getErrorCausalChain} from '@docusaurus/utils-common';
// Internal to core, but the same provider core's fallback uses; the theme-overrides unit test
// fails if an upgrade moves it.
import {RouteContextProvider} from '@site/src/internals/core';
import styles from './styles.module.css';

const ERROR_ROUTE_CONTEXT = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

function ErrorDisplay({error, tryAgain}: Props): ReactNode {
  // Causes matter: a failed chunk load often wraps the network error that explains it.
  const message = getErrorCausalChain(error)
    .map((e) => e.message)
    .join('\n\nCause:\n');
  return (
    <main className={styles.errorDisplay} role="alert">
      <h1>This page crashed.</h1>
      <p className={styles.message}>{message}</p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
    </main>
  );
}

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={ERROR_ROUTE_CONTEXT}>
      <ErrorBoundary fallback={() => <ErrorDisplay error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>Page Error</title>
        </Head>
        <Layout>
          <ErrorDisplay error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
