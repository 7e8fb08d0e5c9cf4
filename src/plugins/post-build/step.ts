import type {Plugin} from '@docusaurus/types';

/** What Docusaurus passes to `postBuild`: the build directory, routes, loaded plugins… */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * What a step does with the built HTML, which decides where in the pipeline it may run:
 * - `rewrite`: changes the built HTML (rewrites pages or adds HTML files), so it runs before
 *   every step that reads the HTML;
 * - `read`: reads the final HTML (or no HTML at all) and writes only files of its own;
 * - `csp`: hashes the inline scripts of the final HTML into the Content-Security-Policy, so it
 *   runs last: any later change to a page could add a script the policy would block.
 */
export type StepRole = 'rewrite' | 'read' | 'csp';

/** One piece of post-build work, defined in its own plugin folder. */
export type PostBuildStep = {
  /** The folder under src/plugins/ the step lives in. */
  readonly name: string;
  readonly role: StepRole;
  /** What the step reads: of the built site, of the sources, of Docusaurus' output. */
  readonly reads: string;
  /** What the step writes (or `nothing: …` and what it does instead). */
  readonly writes: string;
  /** Whether the step runs in this build; by default it always does. */
  readonly applies?: (props: PostBuildProps) => boolean;
  readonly run: (props: PostBuildProps) => Promise<void>;
};

const ROLE_ORDER: readonly StepRole[] = ['rewrite', 'read', 'csp'];

/**
 * Throws unless every `rewrite` step comes before every `read` step, and the `csp` step, exactly
 * one, comes last.
 */
export function assertStepOrder(steps: readonly PostBuildStep[]): void {
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (previous && ROLE_ORDER.indexOf(previous.role) > ROLE_ORDER.indexOf(step.role)) {
      throw new Error(
        `post-build: the ${step.role} step ${step.name} must come before the ` +
          `${previous.role} step ${previous.name}`,
      );
    }
  });
  const csp = steps.filter((step) => step.role === 'csp');
  if (csp.length !== 1 || steps.at(-1)?.role !== 'csp') {
    throw new Error('post-build: exactly one csp step must run, and last');
  }
}

/** How long each step took, in the order they ran. */
export type StepTimes = readonly {readonly name: string; readonly ms: number}[];

/** Runs the steps one after another: each sees what the steps before it wrote. */
export async function runSteps(
  steps: readonly PostBuildStep[],
  props: PostBuildProps,
): Promise<StepTimes> {
  const times: {name: string; ms: number}[] = [];
  for (const step of steps) {
    if (step.applies && !step.applies(props)) continue;
    const started = performance.now();
    await step.run(props);
    times.push({name: step.name, ms: Math.round(performance.now() - started)});
  }
  return times;
}
