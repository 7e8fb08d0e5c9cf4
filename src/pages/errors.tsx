import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {errorCodesData as errorCodes} from '@site/src/internals/generatedData';
import ErrorCatalog from './_components/ErrorCatalog';

export default function ErrorsPage(): ReactNode {
  const {codes, toolkitVersion} = errorCodes;
  const productionCount = codes.filter((c) => !c.developmentOnly).length;
  return (
    <Layout
      title="Production error codes"
      description={`Every production error code of Redux Toolkit ${toolkitVersion} with its full message.`}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Production error codes</Heading>
        <p>
          Production builds of Redux Toolkit replace long error messages with a short one, such as{' '}
          <code>Minified Redux Toolkit error #38</code>, to keep the bundle small. The message
          points to <code>/Errors?code=38</code> on the toolkit&apos;s documentation site; this site
          answers that address too, and this page then shows the full text first. Placeholders like{' '}
          <code>{'${type}'}</code> stand for values filled in when the error is thrown.
        </p>
        <p>
          The {codes.length} codes below are read from the installed{' '}
          <code>@reduxjs/toolkit@{toolkitVersion}</code> when the site is built, so they always
          match the version these docs describe. {productionCount} of them can be thrown by a
          production build. The other {codes.length - productionCount} belong to checks that only
          development builds run (the Builds column says which): production builds leave those
          checks out, so they never report these codes. Running your app in development mode shows
          the full messages directly; see <Link to="/api/configureStore">configureStore</Link> for
          the development checks.
        </p>
        <ErrorCatalog codes={codes} toolkitVersion={toolkitVersion} />
      </main>
    </Layout>
  );
}
