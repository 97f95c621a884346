import { toUserMessage } from '@beurs/api-client';
import { notify } from '@beurs/ui';
import { getSupportEmail } from '../platform/use-platform';

/**
 * Shows what went wrong with an action (contract §8): the frozen-account message with the support
 * email, the already-closed warning, or the server's own text. Returns the message shown.
 */
export function showError(error: unknown, options: { fallback?: string; id?: string } = {}): string {
  const { level, message } = toUserMessage(error, { supportEmail: getSupportEmail(), fallback: options.fallback });
  const notifyOptions = options.id === undefined ? undefined : { id: options.id };
  if (level === 'warning') notify.warning(message, notifyOptions);
  else notify.error(message, notifyOptions);
  return message;
}
