import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import type {ErrorCode} from '@site/src/plugins/error-codes';
import {errorCodeAnchor} from '@site/src/utils/errorCodeAnchor';
import {parseCodeParam, type CodeRequest} from './parseCode';
import styles from './styles.module.css';

type Props = {
  readonly codes: readonly ErrorCode[];
  readonly toolkitVersion: string;
  readonly className?: string;
};

function Message({text}: {readonly text: string}): ReactNode {
  return <pre className={styles.message}>{text}</pre>;
}

/** Which builds can throw the error: a development-only check never reaches a production app. */
function Builds({entry}: {readonly entry: ErrorCode}): ReactNode {
  return entry.developmentOnly ? 'Development only' : 'Production and development';
}

function RequestedError({request, codes, toolkitVersion}: Props & {readonly request: CodeRequest}) {
  if (request.kind === 'none') return null;
  if (request.kind === 'malformed') {
    return (
      <Admonition type="warning" title="Not an error code">
        <p>
          <code dir="auto">{request.raw || '(empty)'}</code> is not an error code. Codes are whole
          numbers, as in <code>/errors?code=5</code>. The full list is below.
        </p>
      </Admonition>
    );
  }
  const entry = codes.find((c) => c.code === request.code);
  if (!entry) {
    return (
      <Admonition type="warning" title={`Unknown error code ${request.code}`}>
        <p>
          Redux Toolkit {toolkitVersion} has no error with code {request.code}. If the message came
          from another version of the package, its codes may differ; the codes this version can
          throw are listed below.
        </p>
      </Admonition>
    );
  }
  return (
    <section className={styles.requested} aria-labelledby="requested-error">
      <Heading as="h2" id="requested-error">
        Error {entry.code}
      </Heading>
      <Message text={entry.message} />
      <p className={styles.source}>
        Thrown in{' '}
        {entry.sources.map((s) => (
          <code key={s}>{s}</code>
        ))}
        . <a href={`#${errorCodeAnchor(entry.code)}`}>See it in the full list</a>.
      </p>
      {entry.developmentOnly && (
        <p className={styles.source}>
          Production builds of Redux Toolkit {toolkitVersion} leave out the check that throws this
          error, so only development builds report it, with the full message above. A production app
          that shows this code runs another version of the package.
        </p>
      )}
    </section>
  );
}

/** The /errors catalogue: the error named by `?code=N` first, then every code in order. */
export default function ErrorCatalog({codes, toolkitVersion, className}: Props): ReactNode {
  const location = useLocation();
  // Read after hydration: the prerendered HTML has no query string, so reading it during the
  // first render would make the server and client markup disagree.
  const [request, setRequest] = useState<CodeRequest>({kind: 'none'});
  useEffect(() => setRequest(parseCodeParam(location.search)), [location.search]);

  return (
    <div className={className}>
      <RequestedError request={request} codes={codes} toolkitVersion={toolkitVersion} />
      <Heading as="h2" id="all-codes">
        All error codes
      </Heading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
            <th scope="col">Thrown in</th>
            <th scope="col">Builds</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((entry) => (
            <tr
              key={entry.code}
              id={errorCodeAnchor(entry.code)}
              // Its own search record (see src/plugins/search-index/extract.ts); a query that
              // quotes "error #N" or "?code=N" puts it first (src/search/query.ts).
              data-search-section={`Error #${entry.code}`}
              className={clsx(
                request.kind === 'code' && request.code === entry.code && styles.highlighted,
              )}>
              <td>
                <a href={`#${errorCodeAnchor(entry.code)}`}>{entry.code}</a>
              </td>
              <td>
                <Message text={entry.message} />
              </td>
              <td>
                {entry.sources.map((s) => (
                  <code key={s} className={styles.sourceFile}>
                    {s}
                  </code>
                ))}
              </td>
              <td>
                <Builds entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
