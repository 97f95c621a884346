import type { CompanyInfo } from '@beurs/domain';
import { FigureList, FigureListItem, Notice } from '@beurs/ui';
import { DEMONSTRATION_STATEMENT, hasRegulatoryIdentifiers } from './regulatory-status';

/** Props of `<CompanyDetails>`. */
export interface CompanyDetailsProps {
  company: CompanyInfo;
  /** Say plainly, under the details, when the installation is not authorised. Defaults to true. */
  withStatement?: boolean;
  className?: string;
}

/**
 * The operator of this installation, named (product rule 2): name, address, country, phone,
 * support email, legal entity identifier and registration ID, or the plain statement that the
 * installation is a demonstration when an identifier is not configured.
 */
export function CompanyDetails({ company, withStatement = true, className }: CompanyDetailsProps) {
  return (
    <div className={className}>
      <FigureList layout="rows" className="company-details">
        <FigureListItem term="Operator">{company.name}</FigureListItem>
        <FigureListItem term="Address">{company.address}</FigureListItem>
        <FigureListItem term="Country">{company.country}</FigureListItem>
        <FigureListItem term="Phone">
          <a href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</a>
        </FigureListItem>
        <FigureListItem term="Support email">
          <a href={`mailto:${company.support_email}`}>{company.support_email}</a>
        </FigureListItem>
        <FigureListItem term="Legal entity identifier (LEI)">{company.legal_entity_id ?? 'None: not configured'}</FigureListItem>
        <FigureListItem term="Regulator registration ID">{company.registration_id ?? 'None: not configured'}</FigureListItem>
      </FigureList>
      {withStatement && !hasRegulatoryIdentifiers(company) ? (
        <Notice tone="warning" className="company-details__statement">
          <strong>{DEMONSTRATION_STATEMENT}</strong>
        </Notice>
      ) : null}
    </div>
  );
}
