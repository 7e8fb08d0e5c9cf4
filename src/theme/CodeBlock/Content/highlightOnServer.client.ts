// Stands in for ./highlightOnServer.ts in the client bundle (src/plugins/code-highlighting).
import type {Token} from 'prism-react-renderer';

export const highlightOnServer: ((code: string, language: string) => Token[][]) | null = null;
