import { COMPANY_LINKS } from '../../routes/site-map';

/** The side navigation of the company and information pages. */
export const COMPANY_SECTION = { label: 'About this platform', links: COMPANY_LINKS } as const;
