import { z } from 'zod';
import { socketAuth } from '@beurs/domain';

/** The connect error of a handshake whose `last_seq` is not a seq. */
export const INVALID_LAST_SEQ_MESSAGE = 'last_seq must be a whole number of 0 or more: the seq of the last accountEvent you handled';

/** The handshake's `last_seq` alone, so a bad one is told apart from a bad token. */
const lastSeqOnly = z.object({ last_seq: socketAuth.shape.last_seq });

/**
 * Where the client resumes the account stream: the handshake's `last_seq` (domain `socketAuth`),
 * undefined on a fresh start, or 'invalid' when it is sent but no whole number of 0 or more.
 */
export function resumePointOf(auth: unknown): number | undefined | 'invalid' {
  const parsed = lastSeqOnly.safeParse(auth);
  return parsed.success ? parsed.data.last_seq : 'invalid';
}
