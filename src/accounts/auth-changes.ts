/**
 * Changes to keys and accounts made by this process, told at once to this process's key caches
 * (key-cache.ts); other processes hear of them from the database (migration 0014's triggers).
 */
const listeners = new Set<() => void>();

export function onAuthChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after committing a change to a key or an account. */
export function announceAuthChange(): void {
  for (const listener of listeners) listener();
}
