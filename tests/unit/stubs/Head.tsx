// Document head changes are irrelevant to unit tests.
import type {ReactNode} from 'react';

export default function Head(_props: {readonly children?: ReactNode}): ReactNode {
  return null;
}
