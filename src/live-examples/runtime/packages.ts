// The packages an example may import in the sandbox, in groups that are bundled and loaded
// separately (../bundle.ts): an example that imports only the toolkit never parses react-dom or
// zod. A package belongs to one group; the others reach it through the sandbox's `require`, so
// every group shares one React and one toolkit.

/** Group name → the specifiers it provides. */
export const PACKAGE_GROUPS = {
  core: ['@reduxjs/toolkit', '@reduxjs/toolkit/query', 'redux', 'redux-thunk', 'reselect', 'immer'],
  react: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-redux',
    '@reduxjs/toolkit/react',
    '@reduxjs/toolkit/query/react',
  ],
  'react-dom-server': ['react-dom/server'],
  'testing-library': ['@testing-library/react'],
  zod: ['zod'],
} as const satisfies Record<string, readonly string[]>;

export type PackageGroup = keyof typeof PACKAGE_GROUPS;

/** The group that provides `specifier`, if any. */
export function groupOf(specifier: string): PackageGroup | undefined {
  for (const [group, specifiers] of Object.entries(PACKAGE_GROUPS)) {
    if ((specifiers as readonly string[]).includes(specifier)) return group as PackageGroup;
  }
  return undefined;
}

/** The groups a group needs loaded before it: those whose packages its packages import. */
export const GROUP_DEPENDENCIES: Readonly<Record<PackageGroup, readonly PackageGroup[]>> = {
  core: [],
  react: ['core'],
  'react-dom-server': ['react'],
  'testing-library': ['react'],
  zod: [],
};

/** `groups` and every group they need, dependencies first. */
export function withDependencies(groups: Iterable<PackageGroup>): PackageGroup[] {
  const ordered: PackageGroup[] = [];
  const add = (group: PackageGroup) => {
    if (ordered.includes(group)) return;
    GROUP_DEPENDENCIES[group].forEach(add);
    ordered.push(group);
  };
  for (const group of groups) add(group);
  return ordered;
}
