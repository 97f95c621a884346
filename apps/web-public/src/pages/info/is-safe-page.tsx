import { Link } from 'react-router';
import { PIN_RULES } from '@beurs/domain';
import { OperatorDetails } from '../../company/operator-details';
import { RegulatoryNotice } from '../../company/regulatory-notice';
import { ProsePage } from '../../page/prose-page';
import { routePath } from '../../routes/route-path';
import { COMPANY_SECTION } from './company-section';

/** "Is it safe?": an honest answer about money, regulation, data and trading risk. */
export default function IsSafePage() {
  return (
    <ProsePage
      title="Is it safe?"
      description="An honest answer: virtual money only, whether a regulator supervises this installation, how your data and access are protected, and the real risk of CFDs."
      lead="Safe to practise on, because no real money is involved. Here is what that means, and what it does not."
      section={COMPANY_SECTION}
    >
      <h2>Your money</h2>
      <p>
        There is none at stake. Every account holds virtual funds only: deposits take no payment, withdrawals pay nothing out, and profits
        and losses are virtual. You cannot lose real money on this platform, and you cannot win any either.
      </p>

      <h2>Who runs this site, and who supervises it</h2>
      <OperatorDetails withStatement={false} />
      <RegulatoryNotice />
      <p>
        Before you trade real money with any broker, check it in the register of its national regulator (in the Netherlands, the AFM) and
        look up its legal entity identifier in the Global LEI Foundation&apos;s register.
      </p>

      <h2>Your data and your access</h2>
      <ul>
        <li>Your password is stored only as an argon2id hash; easily guessed passwords are refused.</li>
        <li>
          Five failed sign-ins in a row on one account from one address lock sign-in there for 15 minutes; a stranger cannot lock you out.
        </li>
        <li>
          Withdrawals need a {PIN_RULES.minLength} to {PIN_RULES.maxLength} digit PIN, stored hashed; {PIN_RULES.maxFailedAttempts} wrong
          PINs lock withdrawals for {PIN_RULES.lockMs / 60_000} minutes.
        </li>
        <li>Sessions expire: a short access token, single-use renewal tokens, 12 hours at most.</li>
        <li>Identity documents are visible only to you and the operator who reviews them.</li>
      </ul>

      <h2>The risk of CFDs themselves</h2>
      <p>
        Practising is safe; CFD trading with real money is not. CFDs are leveraged, so losses grow as fast as profits, and most retail
        accounts lose money, as the warning at the top of this page says. The EU rules limit the damage (leverage caps, a 50% margin
        close-out, no negative balance) but do not remove it. <Link to={routePath('ltt-why-is-cfd')}>Start with what a CFD is</Link>.
      </p>
    </ProsePage>
  );
}
