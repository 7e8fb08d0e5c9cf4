import type {ChunkNames} from '@docusaurus/types';

/** A route's tree of chunk names, as in Docusaurus' generated `routesChunkNames.json`. */
export type ChunkNameTree = string | ChunkNames | readonly ChunkNames[];

/** The chunk names of a route's tree (its string leaves), appended to `into`. */
export function chunkNameLeaves(tree: ChunkNameTree | undefined, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree) for (const value of Object.values(tree)) chunkNameLeaves(value, into);
  return into;
}
