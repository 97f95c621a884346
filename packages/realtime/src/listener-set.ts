/** Listeners of one kind of value: `add` returns the unsubscribe function, `emit` calls each. */
export function listenerSet<TValue>() {
  const listeners = new Set<(value: TValue) => void>();
  return {
    add(listener: (value: TValue) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: TValue): void {
      for (const listener of listeners) listener(value);
    },
  };
}
