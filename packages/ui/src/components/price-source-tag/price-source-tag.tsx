import { priceSourceLabel, type PriceSource } from '@beurs/domain';
import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { priceSourceDescription } from './price-source-description';

/** Props of `<PriceSourceTag>`. */
export interface PriceSourceTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'title'> {
  /** Where the price comes from and how that source is doing, as `/symbols/` reports it. */
  source: PriceSource;
  /** BCP 47 locale of the dates and times, `en-GB` unless given. */
  locale?: string;
  /** IANA time zone of a fallback's time, the runtime's unless given. */
  timeZone?: string;
}

/**
 * Where a price comes from, in words beside the price: "Kraken · live", "Dukascopy · replay of
 * 28 Nov 2025", "Simulated", "Kraken · stale", "Simulated since 14:02". A live feed that is
 * working gets a discreet dot; a stale feed or the simulator standing in for one gets the warning
 * tone and a warning sign, and the words say it too, so colour is never alone. The tooltip says
 * what the source means; when the source is not working, that sentence is also read out to
 * screen readers, since it says what the trader cannot do (nothing fills on a stale price).
 *
 * @example
 * <PriceSourceTag source={symbol.price_source} />
 */
export function PriceSourceTag({ source, locale, timeZone, className, ...rest }: PriceSourceTagProps) {
  const options = { locale, timeZone };
  const label = priceSourceLabel(source, options);
  const description = priceSourceDescription(source, options);
  const warning = source.state !== 'ok';
  const live = source.kind === 'live' && source.state === 'ok';
  return (
    <span
      className={classNames('bx-price-source', `bx-price-source--${source.state}`, live && 'bx-price-source--live', className)}
      title={description}
      data-price-source={source.id}
      data-price-source-state={source.state}
      {...rest}
    >
      {live ? <span className="bx-price-source__dot" aria-hidden="true" /> : null}
      {warning ? (
        <span className="bx-price-source__sign" aria-hidden="true">
          !
        </span>
      ) : null}
      <span className="bx-price-source__label">{label}</span>
      {warning ? <span className="bx-visually-hidden">: {description}</span> : null}
    </span>
  );
}
