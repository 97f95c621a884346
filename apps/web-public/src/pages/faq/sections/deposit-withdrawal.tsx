import { MONEY_TRANSFER_LIMITS, PIN_RULES } from '@beurs/domain';
import { formatMoney } from '../../../format/format-money';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

const MIN = formatMoney(MONEY_TRANSFER_LIMITS.min, 'EUR');
const MAX = formatMoney(MONEY_TRANSFER_LIMITS.max, 'EUR');
const LOCK_MINUTES = PIN_RULES.lockMs / 60_000;

export const DEPOSIT_WITHDRAWAL_FAQ: FaqSection = {
  title: 'Deposits and withdrawals',
  description: `How virtual deposits and withdrawals work on Beurs: limits of ${MIN} to ${MAX}, the withdrawal PIN, free margin and the daily demo top-up.`,
  items: [
    {
      question: 'Is any real money involved?',
      answer: (
        <p>
          No. This is a demo platform: a deposit adds virtual funds to your balance and no payment is taken; a withdrawal takes virtual
          funds off your balance and nothing is paid out. Each one is recorded in your transaction history with its cause, so your balance
          always adds up.
        </p>
      ),
    },
    {
      question: 'Which payment methods are there?',
      answer: (
        <p>
          Bitcoin, Tether (USDT), Ethereum, Tron, bank transfer and credit card. For the crypto methods the terminal shows the
          operator&apos;s wallet address; for a bank transfer it asks you to contact support for the payment details; for a card it shows a
          placeholder number. On this installation none of them moves real money.
        </p>
      ),
    },
    {
      question: 'How much can I deposit or withdraw?',
      answer: (
        <p>
          Between {MIN} and {MAX} per deposit or withdrawal, in the account currency (EUR), with at most two decimals. An amount outside
          those limits is refused with a message that says the limit.
        </p>
      ),
    },
    {
      question: 'When does a deposit appear in my balance?',
      answer: (
        <p>
          At once, when you enter an amount: the virtual funds are credited as soon as the deposit is accepted. A deposit sent with an
          amount of 0 (some older clients do this) is kept as a pending deposit; the operator confirms it later with the amount received,
          and only then is your balance credited.
        </p>
      ),
    },
    {
      question: 'Why do I need a PIN to withdraw?',
      answer: (
        <>
          <p>
            A PIN protects withdrawals even if someone gets hold of your signed-in session. Set it in the terminal under Account &gt;
            Security: {PIN_RULES.minLength} to {PIN_RULES.maxLength} digits. It is stored hashed, like a password. To change it later you
            need the current PIN.
          </p>
          <p>
            After {PIN_RULES.maxFailedAttempts} wrong PINs in a row, withdrawals are locked for {LOCK_MINUTES} minutes. Without a PIN the
            withdrawal form asks you to set one first.
          </p>
        </>
      ),
    },
    {
      question: 'How much can I withdraw while I have open positions?',
      answer: (
        <p>
          At most your free margin: your equity (balance plus the profit or loss of open positions) minus the margin those positions hold.
          Money that keeps your positions open cannot leave the account. If your free margin is below {MIN}, close positions first.
        </p>
      ),
    },
    {
      question: 'What is the demo top-up?',
      answer: (
        <p>
          Once a day you can bring your virtual balance back up to the starting demo amount, for example after a losing practice run. It is
          recorded in your transaction history as a demo top-up. It is not a bonus and not a reward for trading: it only restores the
          starting amount, and it is refused when your balance is already at or above it.
        </p>
      ),
    },
  ],
};

export default function DepositWithdrawalFaqPage() {
  return <FaqSectionPage section={DEPOSIT_WITHDRAWAL_FAQ} />;
}
