import type { CompanyInfo } from '@beurs/domain';
import { DEMONSTRATION_STATEMENT, hasRegulatoryIdentifiers } from './regulatory-status';

/** Props of `<CompanyDetails>`. */
export interface CompanyDetailsProps {
  company: CompanyInfo;
  /** Say plainly, under the details, when the installation is not authorised. Defaults to true. */
  withStatement?: boolean;
  className?: string;
}

/**
 * The operator of this installation, named (PRODUCT rule 2): name, address, country, phone,
 * support email, legal entity identifier and registration ID, or the plain statement that the
 * installation is a demonstration when an identifier is not configured.
 */
export function CompanyDetails({ company, withStatement = true, className }: CompanyDetailsProps) {
  return (
    <div className={className}>
      <dl className="company-details">
        <dt>Operator</dt>
        <dd>{company.name}</dd>
        <dt>Address</dt>
        <dd>{company.address}</dd>
        <dt>Country</dt>
        <dd>{company.country}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
        </dd>
        <dt>Support email</dt>
        <dd>
          <a href={`mailto:${company.support_email}`}>{company.support_email}</a>
        </dd>
        <dt>Legal entity identifier (LEI)</dt>
        <dd>{company.legal_entity_id ?? 'None: not configured'}</dd>
        <dt>Regulator registration ID</dt>
        <dd>{company.registration_id ?? 'None: not configured'}</dd>
      </dl>
      {withStatement && !hasRegulatoryIdentifiers(company) ? (
        <p className="company-details__statement">{DEMONSTRATION_STATEMENT}</p>
      ) : null}
    </div>
  );
}
