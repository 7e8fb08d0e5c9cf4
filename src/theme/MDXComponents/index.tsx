// Wraps the theme's MDX components (wrap, not eject) to fix two accessibility faults axe finds
// in the theme's Markdown output:
// - a table wider than the page scrolls sideways (Infima makes tables `display: block;
//   overflow: auto`), and a scrolling region must be reachable from the keyboard, so tables
//   take focus;
// - a task-list checkbox (`- [x] done`) has no accessible name: it gets "Done" or "To do".
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

function Input(props: ComponentProps<'input'>): ReactNode {
  if (props.type !== 'checkbox') return <input {...props} />;
  return <input aria-label={props.checked ? 'Done' : 'To do'} {...props} />;
}

export default {...MDXComponents, table: Table, input: Input};
