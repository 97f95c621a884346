import { Link } from 'react-router';
import { Heading, PageFooter, Text } from '@beurs/ui';
import { OperatorDetails } from '../company/operator-details';
import {
  CALENDAR_LINKS,
  COMPANY_LINKS,
  COMPLIANCE_LINKS,
  FAQ_HUB,
  FAQ_LINKS,
  LEARN_HUB,
  LEARN_LINKS,
  MARKET_LINKS,
  type SiteLink,
} from '../routes/site-map';
import { AppearancePicker } from './appearance-picker';

const FOOTER_GROUPS: ReadonlyArray<{ title: string; links: readonly SiteLink[] }> = [
  { title: 'Markets', links: [...MARKET_LINKS, ...CALENDAR_LINKS] },
  { title: 'Learn', links: [LEARN_HUB, ...LEARN_LINKS] },
  { title: 'Company', links: [...COMPANY_LINKS, ...COMPLIANCE_LINKS] },
  { title: 'Help', links: [FAQ_HUB, ...FAQ_LINKS] },
];

/** The page footer: every page of the site, the operator's details and the appearance choice. */
export function SiteFooter() {
  return (
    <PageFooter className="site-footer">
      <div className="site-container site-footer__grid">
        <nav aria-label="Site map" className="site-footer__nav">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title} className="site-footer__group">
              <Heading level={2} size="medium" className="site-footer__heading">
                {group.title}
              </Heading>
              <ul>
                {group.links.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby="footer-operator" className="site-footer__operator">
          <Heading level={2} size="medium" id="footer-operator" className="site-footer__heading">
            Who runs this site
          </Heading>
          <OperatorDetails />
        </section>
        <section aria-labelledby="footer-appearance" className="site-footer__appearance">
          <Heading level={2} size="medium" id="footer-appearance" className="site-footer__heading">
            Appearance
          </Heading>
          <AppearancePicker />
        </section>
      </div>
      <Text as="p" variant="muted" className="site-container site-footer__legal">
        Beurs is open-source trading software (MIT licence). Prices on this installation come from a market simulator, and all money on it
        is virtual.
      </Text>
    </PageFooter>
  );
}
