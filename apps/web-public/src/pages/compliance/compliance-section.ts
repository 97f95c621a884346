import { COMPLIANCE_LINKS } from '../../routes/site-map';

/** The side navigation of the compliance pages. */
export const COMPLIANCE_SECTION = { label: 'Compliance pages', links: COMPLIANCE_LINKS } as const;
