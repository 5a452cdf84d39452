// No run-time imports: the host's entry chunk reads this (shared-contracts/startup), and so does the
// webpack configuration, in Node.

/**
 * How long a remote's entry script may take before its area shows the error boundary and its
 * retry: the federation runtime's own limit for that script (the host's entry-integrity plugin).
 */
export const REMOTE_ENTRY_TIMEOUT_MS = 8_000;

/**
 * How long one lazily loaded chunk may take (webpack's `output.chunkLoadTimeout`, in every app),
 * so that a remote whose entry arrived and whose page's chunks then hang reaches its area's
 * boundary too. Longer than the entry's limit: a chunk weighs up to ten times an entry, and a page's
 * chunks download together (ADR 0023).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 20_000;
