import type { CSSProperties } from 'react';
import { classNames } from '../class-names';

/** Props of `<Skeleton>`. */
export interface SkeletonProps {
  /** CSS width, e.g. `120` (px) or `'60%'`. Defaults to `'100%'`. */
  width?: number | string;
  /** CSS height. Defaults to one line of text (`'1em'`). */
  height?: number | string;
  /** Defaults to `'text'` (rounded bar). */
  shape?: 'text' | 'rectangle' | 'circle';
  /**
   * When given, announces this text (e.g. `'Loading orders'`) in a `role="status"` region.
   * Leave it out on all but one skeleton of a group. Defaults to none (hidden from assistive tech).
   */
  label?: string;
  className?: string;
}

/**
 * A placeholder shaped like content that is loading. The shimmer stops for users who prefer
 * reduced motion.
 *
 * @example
 * <Skeleton label="Loading balance" width={160} />
 * <Skeleton width="80%" />
 */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', label, className }: SkeletonProps) {
  const style: CSSProperties = { width, height: shape === 'circle' ? width : height };
  const block = <span aria-hidden="true" className={classNames('bx-skeleton', `bx-skeleton--${shape}`, className)} style={style} />;
  if (label === undefined) return block;
  return (
    <span role="status" className="bx-skeleton-status">
      <span className="bx-visually-hidden">{label}</span>
      {block}
    </span>
  );
}
