import { Link } from 'react-router';
import { OperatorDetails } from '../../company/operator-details';
import { SupportEmail } from '../../company/support-email';
import { ProsePage } from '../../page/prose-page';
import { routePath } from '../../routes/route-path';
import { COMPANY_SECTION } from './company-section';

/** The terms and conditions of an account on this installation, in plain English. */
export default function TermsPage() {
  return (
    <ProsePage
      title="Terms and conditions"
      description="The terms of a Beurs demo account in plain English: virtual funds, your obligations, the operator's rights, no investment advice, your data."
      lead="The terms you accept when you open an account, in plain English."
      section={COMPANY_SECTION}
    >
      <h2>1. Who these terms are with</h2>
      <p>These terms are an agreement between you and the operator of this installation:</p>
      <OperatorDetails />

      <h2>2. What the service is</h2>
      <p>
        A demo trading platform: you trade CFDs with virtual funds, at prices from a market simulator or a price feed. Virtual funds have no
        monetary value. They cannot be bought, sold, transferred to another person or paid out, and a &quot;withdrawal&quot; moves only
        virtual funds.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>You must be at least 18 years old and give true details: name, email, phone number and country.</li>
        <li>One account per person. Keep your password and PIN to yourself; you are responsible for what is done with them.</li>
        <li>You may close your account at any time by writing to support.</li>
      </ul>

      <h2>4. Fair use</h2>
      <p>
        Do not try to break into other accounts, overload the service, or exploit a fault to your benefit. If you find a fault, report it to{' '}
        <SupportEmail />.
      </p>

      <h2>5. What the operator may do</h2>
      <p>
        The operator may freeze an account that breaks these terms or is at risk. A freeze is always recorded with its reason; a frozen
        account can still sign in and read its data. The operator cannot change prices for you or change the result of a trade.
      </p>

      <h2>6. No investment advice</h2>
      <p>
        Nothing on this site is investment advice or a recommendation to trade. The learning pages explain how CFDs work; results on virtual
        funds do not predict results with real money. Read the <Link to={routePath('compliance-terms')}>trading terms</Link> for how orders
        are handled.
      </p>

      <h2>7. Your data</h2>
      <p>
        The operator keeps the details you give, your documents, your orders and your account activity to run the service, and shares them
        with nobody else unless the law requires it. You can ask for a copy of your data, or for its deletion, at <SupportEmail />.
      </p>

      <h2>8. Changes</h2>
      <p>
        If these terms change, the new version is published on this page before it applies. If you do not agree with it, you can close your
        account.
      </p>
    </ProsePage>
  );
}
