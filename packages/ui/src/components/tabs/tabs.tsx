import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** One tab and its panel. */
export interface TabItem {
  /** Unique among the tabs. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of `<Tabs>`. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. `'Order type'`. */
  label: string;
  /** The selected tab, for a controlled component. */
  selectedId?: string;
  /** The tab selected first when uncontrolled. Defaults to the first enabled tab. */
  defaultSelectedId?: string;
  /** Called with the tab the user selects. */
  onSelectedChange?: (id: string) => void;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one Tab stop for the list (roving tabindex), arrow keys
 * (Left/Right, Home/End) move and select, and each panel is labelled by its tab.
 *
 * @example
 * <Tabs label="Order type" items={[
 *   { id: 'market', label: 'Market', content: <MarketForm /> },
 *   { id: 'limit', label: 'Limit', content: <LimitForm /> },
 * ]} />
 */
export function Tabs({ items, label, selectedId, defaultSelectedId, onSelectedChange, className }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [internalId, setInternalId] = useState(defaultSelectedId ?? enabled[0]?.id);
  const currentId = selectedId ?? internalId;
  const current = items.find((item) => item.id === currentId && !item.disabled) ?? enabled[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternalId(id);
    onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!current) return;
    const position = enabled.findIndex((item) => item.id === current.id);
    const targets: Record<string, number> = {
      ArrowRight: (position + 1) % enabled.length,
      ArrowLeft: (position - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const targetIndex = targets[event.key];
    const target = targetIndex === undefined ? undefined : enabled[targetIndex];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const currentIndex = current ? items.indexOf(current) : -1;

  return (
    <div className={classNames('bx-tabs', className)}>
      <div role="tablist" aria-label={label} className="bx-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item === current;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={selected ? panelId(index) : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className="bx-tabs__tab"
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={panelId(currentIndex)}
          aria-labelledby={tabId(currentIndex)}
          // The panel takes focus next, so keyboard users reach content without text controls.
          tabIndex={0}
          className="bx-tabs__panel"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
