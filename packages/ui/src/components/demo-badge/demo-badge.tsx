import { DEMO_ACCOUNT_LABEL } from '@beurs/domain';
import { Badge } from '../badge/badge';

/** Props of `<DemoBadge>`. */
export interface DemoBadgeProps {
  className?: string;
}

/**
 * "Demo account: virtual funds" (DEMO_ACCOUNT_LABEL), for every place that shows money on the
 * demo broker (product rule 1).
 *
 * @example
 * <Card title="Balance" actions={<DemoBadge />}>€ 10,000.00</Card>
 */
export function DemoBadge({ className }: DemoBadgeProps) {
  return (
    <Badge variant="warning" className={className}>
      {DEMO_ACCOUNT_LABEL}
    </Badge>
  );
}
