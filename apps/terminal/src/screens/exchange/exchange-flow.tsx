import { AlertsPanel } from '../../alerts/alerts-panel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Heading } from '@beurs/ui';
import type { MarketSymbol } from '@beurs/domain';
import { OrderTicket } from '../../ticket/order-ticket';
import { InstrumentChart } from '../instrument/instrument-chart';

type Step = 'list' | 'chart' | 'ticket';

/**
 * The exchange below 1024 px, one thing at a time: the list; a picked instrument's chart with
 * Trade; its ticket. Back returns a step, and each step's heading takes the focus.
 */
export function ExchangeFlow({ list, selected, onSelect }: { list: ReactNode; selected: MarketSymbol | null; onSelect: (id: string) => void }) {
  const [step, setStep] = useState<Step>('list');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  if (step === 'list' || !selected) {
    return (
      // A pick in the list (a click anywhere on its row) opens the instrument.
      <div
        className="t-flow"
        onClickCapture={(event) => {
          const row = event.target instanceof Element ? event.target.closest('[data-instrument-id]') : null;
          const id = row?.getAttribute('data-instrument-id');
          // Links, the star and the one-click buttons do their own thing.
          if (id && !(event.target instanceof Element && event.target.closest('a, .t-star, .t-one-click'))) {
            onSelect(id);
            go('chart');
          }
        }}
        onKeyDownCapture={(event) => {
          const target = event.target as Element;
          if ((event.key === 'Enter' || event.key === ' ') && target.matches('[data-instrument-id]')) {
            onSelect(target.getAttribute('data-instrument-id') ?? '');
            go('chart');
          }
        }}
      >
        <h2 ref={headingRef} tabIndex={-1} className="bx-visually-hidden">
          Pick an instrument
        </h2>
        {list}
      </div>
    );
  }
  return (
    <div className="t-flow">
      <div className="t-flow__bar">
        <Button variant="ghost" size="small" onClick={() => go(step === 'ticket' ? 'chart' : 'list')}>
          {step === 'ticket' ? '‹ Chart' : '‹ Instruments'}
        </Button>
        <Heading level={2} ref={headingRef} tabIndex={-1} className="t-card-title">
          {step === 'ticket' ? `Trade ${selected.instrument_id}` : `${selected.name} (${selected.instrument_id})`}
        </Heading>
      </div>
      {step === 'chart' ? (
        <>
          <Card className="t-chart-card">
            <InstrumentChart symbol={selected} />
          </Card>
          <Button variant="primary" fullWidth onClick={() => go('ticket')}>
            Trade {selected.instrument_id}
          </Button>
          <Card>
            <AlertsPanel symbol={selected} />
          </Card>
        </>
      ) : (
        <Card>
          <OrderTicket key={selected.instrument_id} symbol={selected} />
        </Card>
      )}
    </div>
  );
}
