// Stands in for the classic theme's Layout, which needs the whole Docusaurus context.
import type {ReactNode} from 'react';

export default function Layout({children}: {readonly children?: ReactNode}): ReactNode {
  return <div data-testid="layout">{children}</div>;
}
