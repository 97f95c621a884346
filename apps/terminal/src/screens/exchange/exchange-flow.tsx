import { AlertsPanel } from '../../alerts/alerts-panel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Heading } from '@beurs/ui';
import type { MarketSymbol } from '@beurs/domain';
import { InstrumentChart } from '../instrument/instrument-chart';
import { PhoneTradeBar } from '../instrument/phone-trade-bar';

type Step = 'list' | 'chart';

/**
 * The exchange below 1024 px, one thing at a time: the list; a picked instrument's chart (most
 * of the screen) with Sell and Buy fixed above the bottom navigation, each opening the ticket in
 * a bottom sheet. Back returns to the list, and each step's heading takes the focus.
 */
export function ExchangeFlow({
  list,
  selected,
  onSelect,
}: {
  list: ReactNode;
  selected: MarketSymbol | null;
  onSelect: (id: string) => void;
}) {
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
        <Button variant="ghost" size="small" onClick={() => go('list')}>
          ‹ Instruments
        </Button>
        <Heading level={2} ref={headingRef} tabIndex={-1} className="t-card-title">
          {`${selected.name} (${selected.instrument_id})`}
        </Heading>
      </div>
      <Card className="t-chart-card t-phone-chart">
        <InstrumentChart symbol={selected} fill />
      </Card>
      <Card>
        <AlertsPanel symbol={selected} />
      </Card>
      <PhoneTradeBar symbol={selected} />
    </div>
  );
}
