// Loop guards: a call to the sandbox's `__liveGuard` at the top of every loop body, function body,
// catch and finally block of an example's compiled code. In Firefox and WebKit the sandbox frame
// runs on the page's own thread, so an endless loop would freeze the page and its 10 s stop timer;
// the guard ends such a run from inside (runtime/guard.ts). Added where an example is compiled:
// at build time (./examples.ts) and in the page after an edit (LiveExample/compile.ts).
import {parse, type Node} from 'acorn';
import {simple} from 'acorn-walk';
import MagicString from 'magic-string';
import remapping from '@jridgewell/remapping';
import {GUARD} from './protocol';

const CALL = `${GUARD}();`;

type Compiled = {readonly code: string; readonly map: string};

type Block = Node & {type: 'BlockStatement'};
type WithBody = Node & {body: Node};

function isBlock(node: Node): node is Block {
  return node.type === 'BlockStatement';
}

/**
 * `compiled` (JavaScript and its source map back to the reader's file) with a guard call in every
 * loop, function, catch and finally body; the map still leads to the reader's lines and columns.
 * Only text is inserted, none is moved, so line numbers stay as they were.
 */
export function addLoopGuards(compiled: Compiled, file: string): Compiled {
  const ast = parse(compiled.code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    allowHashBang: true,
  });
  const code = new MagicString(compiled.code);
  const atBlockStart = (block: Node) => code.appendLeft(block.start + 1, CALL);
  // A statement body that is not a block becomes one: `while (x) y()` → `while (x) {guard;y()}`.
  const guardStatement = (body: Node) => {
    if (isBlock(body)) atBlockStart(body);
    else {
      code.appendLeft(body.start, `{${CALL}`);
      code.prependRight(body.end, '}');
    }
  };
  const guardFunction = (node: Node) => {
    const {body} = node as WithBody;
    if (isBlock(body)) atBlockStart(body);
    else {
      // An arrow's expression body: `() => x` → `() => (guard(), x)`.
      code.appendLeft(body.start, `(${GUARD}(), `);
      code.prependRight(body.end, ')');
    }
  };
  const guardLoop = (node: Node) => guardStatement((node as WithBody).body);
  simple(ast, {
    FunctionDeclaration: guardFunction,
    FunctionExpression: guardFunction,
    ArrowFunctionExpression: guardFunction,
    ForStatement: guardLoop,
    ForInStatement: guardLoop,
    ForOfStatement: guardLoop,
    WhileStatement: guardLoop,
    DoWhileStatement: guardLoop,
    CatchClause: guardLoop,
    TryStatement(node) {
      const {finalizer} = node as Node & {finalizer: Node | null};
      if (finalizer) atBlockStart(finalizer);
    },
  });
  if (!code.hasChanged()) return compiled;
  const step = code.generateMap({source: file, hires: 'boundary', includeContent: false});
  const map = remapping([step.toString(), compiled.map], () => null);
  return {code: code.toString(), map: map.toString()};
}
