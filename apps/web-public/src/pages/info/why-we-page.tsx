import { Link } from 'react-router';
import { OperatorDetails } from '../../company/operator-details';
import { ProsePage } from '../../page/prose-page';
import { routePath } from '../../routes/route-path';
import { COMPANY_SECTION } from './company-section';

/** "Why Beurs": what the platform does differently, without promises it cannot keep. */
export default function WhyWePage() {
  return (
    <ProsePage
      title="Why Beurs"
      description="Why practise on Beurs: virtual money, one fair price for everyone, a ledger behind every balance, the EU protections built in, and open-source code."
      lead="No promises of profit. What you get is a platform that shows its workings."
      section={COMPANY_SECTION}
    >
      <h2>Learn before you risk anything</h2>
      <p>
        You practise with virtual funds, on five markets, with the same tools a real CFD account has: market and pending orders, stop-loss
        and take-profit, margin, leverage and the close-out. The <Link to={routePath('learn')}>learning pages</Link> explain each one with
        worked examples.
      </p>

      <h2>Fair by construction</h2>
      <p>
        Everyone sees the same price at the same moment, and every fill records the quote it used. Nobody, the operator included, can move a
        price for one account or change a trade&apos;s result.
      </p>

      <h2>Every euro accounted for</h2>
      <p>
        Your balance is the sum of ledger entries, each with its cause, and you can read all of them. Nothing changes your balance without
        an entry.
      </p>

      <h2>The EU protections, built in</h2>
      <p>
        Leverage caps, the 50% margin close-out, negative balance protection and the standard risk warning are enforced by the server for
        every account. <Link to={routePath('compliance-regulations')}>What they mean</Link>.
      </p>

      <h2>Works where you are</h2>
      <p>
        The site and the terminal work on a phone and on a large screen, by keyboard and with a screen reader, in nine colour themes and
        four fonts.
      </p>

      <h2>Open source</h2>
      <p>
        The whole platform, server included, is open-source software: you can read the code, run it yourself, and check how every number is
        computed.
      </p>

      <h2>Who runs this site</h2>
      <p>Each installation of Beurs has its own operator. This one is run by:</p>
      <OperatorDetails />
    </ProsePage>
  );
}
