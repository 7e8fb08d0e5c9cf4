/** What the `code` query parameter of /errors asks for. */
export type CodeRequest =
  | {readonly kind: 'none'}
  | {readonly kind: 'malformed'; readonly raw: string}
  | {readonly kind: 'code'; readonly code: number};

/** Reads `?code=N`: a whole number, with no sign, fraction or other characters. */
export function parseCodeParam(search: string): CodeRequest {
  const raw = new URLSearchParams(search).get('code');
  if (raw === null) return {kind: 'none'};
  const trimmed = raw.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return {kind: 'malformed', raw};
  return {kind: 'code', code: Number(trimmed)};
}
