import { PIN_RULES } from '@beurs/domain';
import { ProsePage } from '../../page/prose-page';
import { COMPLIANCE_SECTION } from './compliance-section';

/** How the platform keeps its rules: fair prices, the ledger, audited freezes, data protection. */
export default function ComplianceRulesPage() {
  return (
    <ProsePage
      eyebrow="Compliance"
      title="How the platform keeps the rules"
      description="How Beurs enforces fair prices, an append-only ledger, audited account freezes, the EU retail protections and the protection of your data."
      lead="Rules that are enforced by the server, not promised on a page: what they are and how you can check them."
      section={COMPLIANCE_SECTION}
    >
      <h2>One fair price</h2>
      <p>
        Quotes come from a seeded market simulator with a documented model, or from a price feed the operator connects. Every user sees the
        same bid and ask at the same moment. An order fills at that quote and records it, so any fill can be checked afterwards. There is no
        price per user and no way for the operator to change a trade&apos;s result.
      </p>

      <h2>A ledger, not a number</h2>
      <p>
        A balance is never edited. Every change is an entry that cannot be changed afterwards, with its cause: deposit, withdrawal, realised
        profit or loss, financing, demo top-up or negative balance protection. Your balance is always the sum of your entries, and you see
        each one in your transaction history.
      </p>

      <h2>The EU retail protections, in code</h2>
      <ul>
        <li>The leverage cap of an instrument&apos;s class is checked when every position opens.</li>
        <li>After every price move, accounts are checked for the 50% margin close-out.</li>
        <li>A balance that ends below zero is brought back to zero by the broker.</li>
        <li>There are no bonuses; the demo top-up restores the starting balance at most once a day.</li>
        <li>The risk warning&apos;s share of losing accounts is computed from the platform&apos;s own accounts.</li>
      </ul>

      <h2>Freezing is an audited operator action</h2>
      <p>
        Only the operator can freeze or unfreeze an account, from its command line, and always with a reason that is stored. A frozen
        account can still sign in and read its data; actions that move money or change the account are refused with a message that gives the
        support email.
      </p>

      <h2>Your data and your access</h2>
      <ul>
        <li>Passwords are stored as argon2id hashes, never in a readable form; common passwords are refused.</li>
        <li>
          The withdrawal PIN is stored hashed as well; {PIN_RULES.maxFailedAttempts} wrong PINs in a row lock withdrawals for{' '}
          {PIN_RULES.lockMs / 60_000} minutes.
        </li>
        <li>
          After 5 failed sign-ins in a row on one account from one address, sign-in there is locked for 15 minutes; repeated failures from
          many addresses slow sign-in from new addresses down, never from one the owner used before.
        </li>
        <li>Sessions use short-lived access tokens and single-use renewal tokens; a reused renewal token ends the session.</li>
        <li>Identity documents are checked by content, stored outside the web folder and sent only to their owner.</li>
      </ul>

      <h2>Open source</h2>
      <p>
        The code that does all this is open source, so anyone can read how prices, margin, close-out and the ledger work, and run the same
        tests.
      </p>
    </ProsePage>
  );
}
