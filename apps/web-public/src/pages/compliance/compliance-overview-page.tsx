import { Link } from 'react-router';
import { LEVERAGE_CAPS, MARGIN_CLOSE_OUT_LEVEL_PERCENT } from '@beurs/domain';
import { OperatorDetails } from '../../company/operator-details';
import { RegulatoryNotice } from '../../company/regulatory-notice';
import { ProsePage } from '../../page/prose-page';
import { routePath } from '../../routes/route-path';
import { COMPLIANCE_SECTION } from './compliance-section';

/** The compliance overview: who runs this installation, whether it is authorised, and which protections apply. */
export default function ComplianceOverviewPage() {
  return (
    <ProsePage
      eyebrow="Compliance"
      title="Compliance overview"
      description="Who operates this Beurs installation, whether a financial regulator authorises it, and the EU retail CFD protections it applies."
      lead="Who runs this site, whether a regulator supervises it, and the protections every account has."
      section={COMPLIANCE_SECTION}
    >
      <h2>Who runs this site</h2>
      <p>
        Beurs is open-source trading software. This installation is run by the operator below, whose details come from its own
        configuration:
      </p>
      <OperatorDetails withStatement={false} />
      <h2>Is it authorised?</h2>
      <RegulatoryNotice />
      <h2>Protections on every account</h2>
      <p>
        The server applies the EU rules for CFDs offered to retail clients (the ESMA product intervention, made permanent by national
        regulators such as the Dutch AFM) to every account:
      </p>
      <ul>
        <li>
          leverage capped at {LEVERAGE_CAPS.major_forex}:1 to {LEVERAGE_CAPS.crypto}:1 depending on the instrument, checked when a position
          opens;
        </li>
        <li>positions closed when equity falls to {MARGIN_CLOSE_OUT_LEVEL_PERCENT}% of the margin they require;</li>
        <li>negative balance protection: no account can owe more than it holds;</li>
        <li>no incentives to trade: the daily demo top-up only restores the starting balance;</li>
        <li>the standard risk warning, with this provider&apos;s own share of losing accounts, on every page.</li>
      </ul>
      <p>
        <Link to={routePath('compliance-regulations')}>The EU rules explained</Link> ·{' '}
        <Link to={routePath('compliance-compliance')}>How the platform keeps them</Link> ·{' '}
        <Link to={routePath('compliance-terms')}>Trading terms</Link>
      </p>
    </ProsePage>
  );
}
