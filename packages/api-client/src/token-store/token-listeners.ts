import type { TokenPair } from '@beurs/domain';

type TokenListener = (tokens: TokenPair | null) => void;

/** The subscriber list both token stores share. */
export function createTokenListeners() {
  const listeners = new Set<TokenListener>();
  return {
    subscribe(listener: TokenListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(tokens: TokenPair | null): void {
      // A copy, so a listener that unsubscribes while being called does not skip the next one.
      for (const listener of [...listeners]) listener(tokens);
    },
  };
}
