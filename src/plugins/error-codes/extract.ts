import fs from 'node:fs';
import path from 'node:path';
import {parse, type Comment, type Node} from 'acorn';
import {ancestor} from 'acorn-walk';

/** One production error of the toolkit: its code, full development message and where it is thrown. */
export type ErrorCode = {
  readonly code: number;
  readonly message: string;
  /** Source files of the toolkit that throw it, as named by the bundle's `//#region` markers. */
  readonly sources: readonly string[];
  /**
   * Whether only development builds can throw it: every place that throws it sits inside a check
   * the production build leaves out (`if (process.env.NODE_ENV !== 'production')` and the like),
   * so a production app never reports this code.
   */
  readonly developmentOnly: boolean;
};

type AnyNode = Node & Record<string, any>;

/**
 * Finds every `process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : <message>`
 * in a bundled module. The toolkit's build writes each thrown message this way, so the
 * development message for code N sits right beside the call that the production build keeps.
 */
export function extractFromBundle(text: string, file: string): ErrorCode[] {
  const comments: Comment[] = [];
  const ast = parse(text, {ecmaVersion: 'latest', sourceType: 'module', onComment: comments});
  const regions = comments
    .filter((c) => c.type === 'Line' && c.value.startsWith('#region '))
    .map((c) => ({start: c.start, name: c.value.slice('#region '.length).trim()}));
  const found: ErrorCode[] = [];
  ancestor(ast, {
    ConditionalExpression(node, _state, ancestors) {
      const n = node as AnyNode;
      if (!isProductionTest(n.test) || !isFormatCall(n.consequent)) return;
      const code = n.consequent.arguments[0].value as number;
      const region = regions.filter((r) => r.start < n.start).at(-1);
      found.push({
        code,
        message: messageText(n.alternate, text),
        sources: [region?.name ?? path.basename(file)],
        developmentOnly: insideDevelopmentBranch(ancestors as AnyNode[]),
      });
    },
  });
  return found;
}

/** Reads the toolkit's bundles under `distDir` and merges their codes, one entry per code. */
export function extractErrorCodes(distDir: string): ErrorCode[] {
  const byCode = new Map<number, ErrorCode>();
  for (const file of findBundles(distDir)) {
    for (const entry of extractFromBundle(fs.readFileSync(file, 'utf8'), file)) {
      const known = byCode.get(entry.code);
      if (!known) {
        byCode.set(entry.code, entry);
      } else if (known.message !== entry.message) {
        throw new Error(
          `${file}: error code ${entry.code} has two messages:\n  ${known.message}\n  ${entry.message}`,
        );
      } else {
        const sources = [...new Set([...known.sources, ...entry.sources])];
        const developmentOnly = known.developmentOnly && entry.developmentOnly;
        byCode.set(entry.code, {...known, sources, developmentOnly});
      }
    }
  }
  return [...byCode.values()].sort((a, b) => a.code - b.code);
}

/** The ESM "modern" bundles of every entry point; each code is thrown from one of them. */
function findBundles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.modern.mjs'))
    .sort()
    .map((f) => path.join(dir, f));
}

function isProductionTest(node: AnyNode): boolean {
  return (
    node.type === 'BinaryExpression' &&
    node.operator === '===' &&
    node.right.type === 'Literal' &&
    node.right.value === 'production' &&
    isNodeEnv(node.left)
  );
}

/**
 * Whether a node (the last of its ancestors) only runs in development: it is in the branch of an
 * `if`, `?:` or `&&` that a production build removes, because its test says `NODE_ENV` is not
 * `'production'` (or is `'development'`), or in the `else` of a test that it is `'production'`.
 */
function insideDevelopmentBranch(ancestors: readonly AnyNode[]): boolean {
  return ancestors.some((parent, i) => {
    const child = ancestors[i + 1];
    if (!child) return false;
    if (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') {
      return (
        (parent.consequent === child && isDevelopmentTest(parent.test)) ||
        (parent.alternate === child && isProductionTest(parent.test))
      );
    }
    return (
      parent.type === 'LogicalExpression' &&
      parent.operator === '&&' &&
      parent.right === child &&
      isDevelopmentTest(parent.left)
    );
  });
}

/** `NODE_ENV !== 'production'` or `NODE_ENV === 'development'`, alone or in a chain of `&&`. */
function isDevelopmentTest(node: AnyNode): boolean {
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return isDevelopmentTest(node.left) || isDevelopmentTest(node.right);
  return (
    node.type === 'BinaryExpression' &&
    isNodeEnv(node.left) &&
    node.right.type === 'Literal' &&
    ((node.operator === '!==' && node.right.value === 'production') ||
      (node.operator === '===' && node.right.value === 'development'))
  );
}

function isNodeEnv(node: AnyNode): boolean {
  return (
    node.type === 'MemberExpression' &&
    node.property.name === 'NODE_ENV' &&
    node.object.type === 'MemberExpression' &&
    node.object.object.name === 'process'
  );
}

function isFormatCall(node: AnyNode): boolean {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    /formatProdErrorMessage/.test(node.callee.name) &&
    node.arguments.length === 1 &&
    typeof node.arguments[0].value === 'number'
  );
}

/** The message as a reader sees it; runtime values stay as `${expression}` placeholders. */
function messageText(node: AnyNode, text: string): string {
  switch (node.type) {
    case 'Literal':
      return String(node.value);
    case 'TemplateLiteral':
      return node.quasis
        .map((q: AnyNode, i: number) => {
          const expression = node.expressions[i] as AnyNode | undefined;
          return q.value.cooked + (expression ? placeholder(expression, text) : '');
        })
        .join('');
    case 'BinaryExpression':
      if (node.operator === '+')
        return messageText(node.left, text) + messageText(node.right, text);
      return placeholder(node, text);
    default:
      return placeholder(node, text);
  }
}

function placeholder(node: AnyNode, text: string): string {
  return '${' + text.slice(node.start, node.end) + '}';
}
