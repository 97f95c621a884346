import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startOrderFeedback } from './order-feedback';

/** Announces fills, stop-losses, take-profits and close-outs while the terminal is open. */
export function useOrderFeedback(): void {
  const queryClient = useQueryClient();
  useEffect(() => startOrderFeedback(queryClient), [queryClient]);
}
