/**
 * A script chunk that did not load (SPEC §8: ChunkLoadError after the 120 s time-out of SPEC §9), usually
 * a deploy that replaced the chunks or a dropped connection. Retrying the render cannot help: only a reload
 * fetches the current chunks. Webpack names the error; Turbopack throws a plain Error with this wording.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /loading (css )?chunk \S+ failed|failed to load chunk/i.test(error.message);
}
