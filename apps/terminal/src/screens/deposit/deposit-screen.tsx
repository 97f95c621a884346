import { useState } from 'react';
import { Card, ChoiceGroup, EmptyState, Notice, Text } from '@beurs/ui';
import type { PaymentMethodId, Transaction } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { formatDecimal, formatMoney } from '../../format/format-decimal';
import { formatDateTimeSeconds } from '../../format/format-date';
import { usePlatform } from '../../platform/use-platform';
import { DepositForm } from './deposit-form';
import { PaymentMethodDetails } from './payment-method-details';

/** Deposit: the six payment methods with their details, the form and the created transaction. */
export default function DepositScreen() {
  const { platform, state: loadState } = usePlatform();
  const [methodId, setMethodId] = useState<PaymentMethodId>('bitcoin');
  const [result, setResult] = useState<Transaction | null>(null);

  const methods = platform?.payment_methods ?? [];
  const method = methods.find((candidate) => candidate.id === methodId) ?? methods[0];

  return (
    <div className="t-screen">
      <ScreenTitle title="Deposit" actions={<DemoLabel />}>
        Deposit
      </ScreenTitle>
      <Text as="p" variant="muted">
        A deposit credits virtual funds: no real payment is taken.
      </Text>
      <LoadView
        state={loadState}
        what="the payment methods"
        isEmpty={methods.length === 0}
        empty={<EmptyState title="No payment methods" />}
      >
        <div className="t-grid t-grid--two">
          <Card title="Payment method">
            <ChoiceGroup
              legend="Payment method"
              legendHidden
              name="payment-method"
              className="t-methods"
              value={method?.id}
              onValueChange={setMethodId}
              options={methods.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
            {method ? <PaymentMethodDetails method={method} supportEmail={platform?.company.support_email} /> : null}
          </Card>
          <Card title="Amount and name">
            {method ? <DepositForm method={method.id} onDone={setResult} /> : null}
            {result ? (
              <Notice variant="panel" title="Deposit recorded" className="t-result" role="status">
                <p>
                  {result.status === 'completed' ? 'Credited' : 'Pending'}: {formatMoney(result.amount, 'EUR')} · {result.description}
                </p>
                <Text as="p" variant="muted">
                  {formatDateTimeSeconds(result.created_at)}
                  {result.balance_after === null ? '' : ` · balance after: ${formatDecimal(result.balance_after, 2)} EUR`}
                </Text>
                <DemoLabel />
              </Notice>
            ) : null}
          </Card>
        </div>
      </LoadView>
    </div>
  );
}
