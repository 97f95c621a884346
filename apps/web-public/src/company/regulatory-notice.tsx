import { Callout } from '@beurs/ui';
import { usePlatform } from '../platform/platform-context';
import { DEMONSTRATION_STATEMENT, hasRegulatoryIdentifiers } from './regulatory-status';

/**
 * Whether this installation is authorised, in one paragraph: the operator's identifiers when it
 * has configured them, else the plain statement that it is a demonstration (product rule 2).
 */
export function RegulatoryNotice() {
  const state = usePlatform();
  if (state.status === 'loading') return <p>Loading the operator&apos;s details…</p>;
  if (state.status === 'error') {
    return <p>The operator&apos;s details could not be loaded just now. Reload the page to see whether it is authorised.</p>;
  }
  const { company } = state.platform;
  if (!hasRegulatoryIdentifiers(company)) {
    return (
      <Callout as="p" tone="warning">
        <strong>{DEMONSTRATION_STATEMENT}</strong> {company.name} has configured no legal entity identifier or regulator registration ID, so
        no regulator supervises it, and no deposit guarantee or investor compensation scheme covers it. Only virtual money is used here.
      </Callout>
    );
  }
  return (
    <Callout as="p">
      {company.name} gives its legal entity identifier (LEI) as <strong>{company.legal_entity_id}</strong> and its regulator registration ID
      as <strong>{company.registration_id}</strong>. You can check both in the public registers of the Global LEI Foundation and of the
      regulator concerned.
    </Callout>
  );
}
