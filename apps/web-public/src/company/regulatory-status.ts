import type { CompanyInfo } from '@beurs/domain';

/**
 * What the pages say when the operator has not configured a legal entity identifier or a
 * registration ID (product rule 2): plainly, never "available upon request".
 */
export const DEMONSTRATION_STATEMENT = 'This installation is a demonstration and is not authorised by any financial regulator.';

/** Whether the operator has configured both a legal entity identifier and a regulator registration ID. */
export function hasRegulatoryIdentifiers(company: CompanyInfo): boolean {
  return company.legal_entity_id !== null && company.registration_id !== null;
}
