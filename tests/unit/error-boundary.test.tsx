// @vitest-environment jsdom
import {useState, type ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
// Core's real boundary, whose fallback is our src/theme/Error (see vitest.config.mts aliases).
import ErrorBoundary from '@docusaurus/ErrorBoundary';

afterEach(cleanup);

/** Throws while `broken.current` is true, as a page with a render bug would. */
function Flaky({broken}: {readonly broken: {current: boolean}}): ReactNode {
  if (broken.current) throw new Error('Cannot read properties of undefined (reading "todos")');
  return <p>Page content</p>;
}

/** Renders a page that throws while `broken.current` is true inside the site's boundary. */
function renderFlaky(broken: {current: boolean}) {
  // React logs caught render errors; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return render(
    <ErrorBoundary>
      <Flaky broken={broken} />
    </ErrorBoundary>,
  );
}

describe('the site error boundary', () => {
  it("shows 'This page crashed.', the message and a 'Try again' button that clears the error", () => {
    const broken = {current: true};
    renderFlaky(broken);

    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('This page crashed.');
    expect(screen.getByText(/reading "todos"/)).toBeTruthy();
    expect(screen.queryByText('Page content')).toBeNull();

    // The bug is gone (say, the data arrived): Try again renders the children afresh.
    broken.current = false;
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByText('This page crashed.')).toBeNull();
  });

  it('shows the crash again when the retry fails too', () => {
    renderFlaky({current: true});
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe('This page crashed.');
  });

  it('shows the causes of a wrapped error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Wrapped(): ReactNode {
      throw new Error('Loading chunk 42 failed', {cause: new Error('net::ERR_FAILED')});
    }
    render(
      <ErrorBoundary>
        <Wrapped />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Loading chunk 42 failed');
    expect(alert.textContent).toContain('Cause:');
    expect(alert.textContent).toContain('net::ERR_FAILED');
  });

  it('renders children untouched when nothing throws', () => {
    function Counter(): ReactNode {
      const [n] = useState(3);
      return <p>count {n}</p>;
    }
    render(
      <ErrorBoundary>
        <Counter />
      </ErrorBoundary>,
    );
    expect(screen.getByText('count 3')).toBeTruthy();
  });
});
