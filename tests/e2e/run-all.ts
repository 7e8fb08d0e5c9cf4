/** What a live example's log shows once its run has ended, whichever way it ended. */
export const RUN_ENDED = /\d+ assertions? passed|Assertion failed|Error|Could not run|Stopped/;

/**
 * Presses Run on every live example of the page, one after another, each once the previous has
 * ended, and returns their logs (`summary`: the source of a pattern that marks a finished run).
 * Done inside the page: the runs take 20–60 ms each, and driving them one by one from the test (a
 * click, then polling the log) cost about 400 ms more per example, which made the longest tests.
 * The buttons themselves are tested with real clicks. Self-contained, so that it can be sent to
 * a browser as it is: Playwright's `page.evaluate(RUN_ALL_IN_PAGE, summary)`, or as source text
 * to the other engines' drivers.
 */
export async function RUN_ALL_IN_PAGE(summary: string): Promise<string[]> {
  const ended = new RegExp(summary);
  const texts: string[] = [];
  for (const example of Array.from(document.querySelectorAll('[class*="liveExample_"]'))) {
    const run = Array.from(example.querySelectorAll('button')).find(
      (button) => button.textContent?.trim() === 'Run',
    );
    if (!run) {
      texts.push('no Run button');
      continue;
    }
    example.scrollIntoView({block: 'center'});
    run.click();
    texts.push(
      await new Promise<string>((resolve) => {
        const read = () => {
          const log = example.querySelector<HTMLElement>('[role="log"]');
          if (!log || !ended.test(log.textContent ?? '')) return false;
          observer.disconnect();
          clearTimeout(timer);
          resolve(log.innerText);
          return true;
        };
        const observer = new MutationObserver(read);
        observer.observe(example, {subtree: true, childList: true, characterData: true});
        // Longer than the sandbox's own 10 s stop.
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(`no summary after 15 s: ${example.querySelector('[role="log"]')?.textContent}`);
        }, 15_000);
        read();
      }),
    );
  }
  return texts;
}
