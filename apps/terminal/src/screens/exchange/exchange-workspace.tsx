import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { MarketSymbol } from '@beurs/domain';
import { Panel } from '@beurs/ui';
import { PositionsPanel } from '../../orders/positions-panel';
import { OrderTicket } from '../../ticket/order-ticket';
import { ChartGrid } from '../../workspace/chart-grid';
import { useWorkspaceLayout } from '../../workspace/layout-store';
import { ResizeSeparator } from '../../workspace/resize-separator';

/** The workspace never gets shorter than this: below it the page scrolls instead of the panes. */
const MIN_HEIGHT = 520;
/** Room kept under the workspace, so its bottom edge stays visible. */
const BOTTOM_GAP = 8;

/** The workspace's height: from its top to the bottom of the window. */
function useFillHeight(): [React.RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return [ref, height];
}

/**
 * The exchange's workspace (1024 px and up), chart first: the instrument list on the left, the
 * charts (one, two or four) and the ticket side by side, and the positions and orders below
 * them, all in the window without scrolling the page. The charts take what the other panes
 * leave: at 1440×900 more than half the width and 500 px of height. The separators between the
 * panes resize them (pointer or keyboard) and the sizes are remembered. The ticket and the
 * positions follow the chart that has the focus.
 */
export function ExchangeWorkspace({ list, selected }: { list: ReactNode; selected: MarketSymbol | null }) {
  const listWidth = useWorkspaceLayout((state) => state.listWidth);
  const ticketWidth = useWorkspaceLayout((state) => state.ticketWidth);
  const panelHeight = useWorkspaceLayout((state) => state.panelHeight);
  const [ref, height] = useFillHeight();
  const style = {
    '--t-list-width': `${listWidth}px`,
    '--t-ticket-width': `${ticketWidth}px`,
    '--t-panel-height': `${panelHeight}px`,
    ...(height === null ? {} : { height: `${height}px` }),
  } as CSSProperties;

  return (
    <div ref={ref} className="t-workspace" style={style} data-testid="workspace">
      <Panel as="section" className="t-workspace__list" aria-label="Instrument list">
        {list}
      </Panel>
      <ResizeSeparator pane="listWidth" label="Resize the instrument list" orientation="vertical" direction={1} />
      <div className="t-workspace__center">
        <div className="t-workspace__trade">
          <Panel className="t-workspace__chart">
            <ChartGrid selected={selected} />
          </Panel>
          <ResizeSeparator pane="ticketWidth" label="Resize the order ticket" orientation="vertical" direction={-1} />
          <Panel as="section" className="t-workspace__ticket" aria-label="Order ticket">
            {selected ? <OrderTicket key={selected.instrument_id} symbol={selected} /> : null}
          </Panel>
        </div>
        <ResizeSeparator pane="panelHeight" label="Resize the positions panel" orientation="horizontal" direction={-1} />
        <Panel className="t-workspace__panel">
          <PositionsPanel symbol={selected} />
        </Panel>
      </div>
    </div>
  );
}
