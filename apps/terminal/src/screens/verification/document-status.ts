import type { VerificationStatus } from '@beurs/domain';
import type { BadgeVariant } from '@beurs/ui';

/** How a review state reads, and its badge colour. */
export const REVIEW_STATES: Record<VerificationStatus, { label: string; variant: BadgeVariant }> = {
  unverified: { label: 'Not uploaded', variant: 'neutral' },
  pending_review: { label: 'Waiting for review', variant: 'warning' },
  verified: { label: 'Verified', variant: 'positive' },
  rejected: { label: 'Rejected: upload a new one', variant: 'negative' },
};
