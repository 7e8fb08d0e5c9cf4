import {parse} from 'acorn';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Program} from 'estree';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import path from 'node:path';
import {exampleId, isLiveExample, pageKey, readBlocks} from '../../code-blocks/blocks';
import {javaScriptFileName, LIVE_META, LIVE_SLOT_META} from '../../code-blocks/grammar';
import {tsToJs} from './transform';

/** The tab group shared by every generated pair: the reader's choice is stored as `docusaurus.tab.language`. */
const LANGUAGE_GROUP_ID = 'language';

// Local names of the imports this plugin adds; unusual enough not to clash with a page's own
// `import Tabs from '@theme/Tabs'`.
const TABS = 'GeneratedLanguageTabs';
const TAB_ITEM = 'GeneratedLanguageTabItem';

/**
 * Remark plugin: every checked ```ts/```tsx block becomes a TypeScript / JavaScript tab pair, the
 * JavaScript generated from the TypeScript at build time. Blocks opted out of the checker
 * (`skip-check`) stay as they are: they are fragments, which need not be valid code.
 */
export default function remarkTsToJsTabs() {
  return async (tree: Root, file: VFile): Promise<void> => {
    // The model's blocks (src/code-blocks), by line: each ts/tsx node of MDX's parse must be one.
    const blocks = new Map(readBlocks(String(file.value)).map((block) => [block.line, block]));
    const found: {node: Code; index: number; parent: Parent}[] = [];
    let slot = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (index === undefined || !parent) return;
      if (node.lang !== 'ts' && node.lang !== 'tsx') return;
      const line = node.position?.start.line ?? 0;
      const block = blocks.get(line);
      if (!block || block.code !== node.value || block.meta !== (node.meta ?? '')) {
        throw new Error(
          `${file.path}:${line}: MDX reads a ${node.lang} block here that the code-block model ` +
            '(src/code-blocks/fences.ts) reads otherwise; write the fence plainly',
        );
      }
      if (block.skipReason !== undefined) return;
      // A run block names its live example (src/plugins/live-examples); both tabs carry it.
      if (isLiveExample(block)) {
        const key = pageKey(path.join(file.cwd, 'docs'), file.path);
        slot++;
        node.meta =
          `${node.meta ?? ''} ${LIVE_META}="${exampleId(key, block.code)}"` +
          ` ${LIVE_SLOT_META}="${slot}"`;
      }
      found.push({node, index, parent: parent as Parent});
    });
    if (found.length === 0) return;

    // Replace from the end so earlier indexes stay valid.
    for (const {node, index, parent} of found.reverse()) {
      let js: string;
      try {
        js = await tsToJs(node.value, {tsx: node.lang === 'tsx'});
      } catch (error) {
        const line = node.position?.start.line ?? 0;
        throw new Error(
          `${file.path}:${line}: cannot generate JavaScript for this block: ${String(error)}`,
        );
      }
      parent.children[index] = tabPair(node, js) as RootContent;
    }
    tree.children.unshift(
      importNode(`import ${TABS} from '@theme/Tabs';`),
      importNode(`import ${TAB_ITEM} from '@theme/TabItem';`),
    );
  };
}

/** The JavaScript twin's meta: the title's extension follows the language; line ranges are dropped because they count TypeScript lines. */
export function javaScriptMeta(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const jsMeta = meta
    .replace(/\{[^}]*\}/g, '')
    .replace(
      /title=(["'])(.*?)\1/,
      (_match, quote: string, title: string) =>
        `title=${quote}${javaScriptFileName(title)}${quote}`,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return jsMeta === '' ? null : jsMeta;
}

export {javaScriptFileName};

function tabPair(node: Code, js: string): MdxJsxFlowElement {
  const lang = node.lang as 'ts' | 'tsx';
  const jsCode: Code = {
    type: 'code',
    lang: lang === 'tsx' ? 'jsx' : 'js',
    meta: javaScriptMeta(node.meta),
    value: js,
  };
  return {
    type: 'mdxJsxFlowElement',
    name: TABS,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'groupId', value: LANGUAGE_GROUP_ID},
      {type: 'mdxJsxAttribute', name: 'className', value: 'language-tabs'},
      // Only the chosen language is rendered: half the code markup to send and hydrate. The
      // prerendered page shows TypeScript (the default); JavaScript renders when chosen.
      {type: 'mdxJsxAttribute', name: 'lazy', value: null},
    ],
    children: [tabItem('ts', 'TypeScript', node, true), tabItem('js', 'JavaScript', jsCode, false)],
  };
}

function tabItem(value: string, label: string, code: Code, isDefault: boolean): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: TAB_ITEM,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'value', value},
      {type: 'mdxJsxAttribute', name: 'label', value: label},
      ...(isDefault ? [{type: 'mdxJsxAttribute' as const, name: 'default', value: null}] : []),
    ],
    children: [code],
  };
}

function importNode(source: string): MdxjsEsm {
  // MDX compiles ESM from its estree, so the node carries the parsed program.
  const estree = parse(source, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;
  return {type: 'mdxjsEsm', value: source, data: {estree}};
}
