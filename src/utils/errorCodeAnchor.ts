/**
 * The id of an error code's row in the /errors catalogue. The search engine links a query that
 * quotes "error #38" to that row, so both sides read it from here.
 */
export const errorCodeAnchor = (code: number): string => `code-${code}`;
