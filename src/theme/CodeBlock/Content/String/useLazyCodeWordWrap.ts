import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@site/src/internals/theme';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** The code block container the theme renders around each block. */
const CODE_BLOCK_SELECTOR = '.theme-code-block';

// One listener for the whole page finds the block under the pointer or the focus and asks it
// to measure itself. Blocks register their measuring function here while mounted.
const measurers = new WeakMap<Element, () => void>();
let lastBlock: Element | null = null;
let listening = false;

function onPointerOrFocus(event: Event): void {
  const target = event.target;
  const block = target instanceof Element ? target.closest(CODE_BLOCK_SELECTOR) : null;
  // Moving within one block sends many pointerover events; measure once per entry.
  if (event.type === 'pointerover' && block === lastBlock) return;
  lastBlock = block;
  if (block) measurers.get(block)?.();
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('pointerover', onPointerOrFocus, {passive: true});
  document.addEventListener('focusin', onPointerOrFocus);
}

/**
 * The theme's `useCodeWordWrap`, measuring lazily. The theme measures every code block when it
 * mounts and again on every window resize and tab switch: each measurement reads `scrollWidth`,
 * which forces a layout, and a long page has hundreds of blocks (most of them skipped by
 * `content-visibility`), so hydration paid for hundreds of forced layouts and as many resize
 * listeners. The word-wrap button only shows when the reader points at the block or moves the
 * focus into it, so that is when this version measures; the result is the same button.
 */
export function useLazyCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const wrapped = pre.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(wrapped || pre.scrollWidth > pre.clientWidth);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings must wrap too: no scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current?.closest(CODE_BLOCK_SELECTOR);
    if (!block) return undefined;
    measurers.set(block, measure);
    listen();
    return () => {
      measurers.delete(block);
    };
  }, [measure]);

  // After a toggle the button must stay, to toggle back.
  useEffect(() => {
    if (isEnabled) measure();
  }, [isEnabled, measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
