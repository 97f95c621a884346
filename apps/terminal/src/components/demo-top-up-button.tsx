import { useState } from 'react';
import { Button, Text, notify } from '@beurs/ui';
import { showError } from '../errors/show-error';
import { formatDateTime } from '../format/format-date';
import { getServices } from '../services/services';
import { invalidate } from '../query/invalidate';
import { queryKeys } from '../query/query-keys';
import { getSession } from '../session/session';
import { useCurrentUser } from '../session/use-current-user';

/**
 * The demo top-up (product rule 7): brings the virtual balance back to the starting demo amount,
 * once a day. Worded as a demo top-up, never as a bonus.
 */
export function DemoTopUpButton({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const availableAt = useCurrentUser()?.credit_available_at ?? null;
  const [busy, setBusy] = useState(false);
  const waiting = availableAt !== null && Date.parse(availableAt) > Date.now();

  const topUp = async () => {
    setBusy(true);
    try {
      const { transaction } = await getServices().api.giveMeCredit();
      notify.success(transaction.description || 'Demo top-up done: virtual funds only');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      await Promise.all([getSession().reloadUser(), invalidate(queryKeys.transactions())]);
    }
  };

  return (
    <div className="t-top-up">
      <Button variant="secondary" size={size} loading={busy} disabled={waiting} onClick={() => void topUp()}>
        Demo top-up
      </Button>
      <Text as="p" variant="muted" className="t-hint">
        {waiting
          ? `Available again ${formatDateTime(availableAt)}.`
          : 'Restores the virtual balance to the starting demo amount, once a day. Not a bonus: no real money.'}
      </Text>
    </div>
  );
}
