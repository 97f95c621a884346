import { Link } from 'react-router';
import { ACCESS_TOKEN_TTL_MS, DEFAULT_DEMO_BALANCE, PASSWORD_MIN_LENGTH, REFRESH_TOKEN_MAX_AGE_MS } from '@beurs/domain';
import { SupportEmail } from '../../../company/support-email';
import { routePath } from '../../../routes/route-path';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';
import { formatNumber } from '../../../format/format-money';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const ACCOUNT_FAQ: FaqSection = {
  title: 'Your account',
  description: 'Opening a demo account, passwords, sign-in, sessions, profile changes and frozen accounts on Beurs.',
  items: [
    {
      question: 'How do I open an account?',
      answer: (
        <p>
          Fill in the <Link to={routePath('registration')}>registration form</Link>: your email, a password, your first and last name, your
          phone number and your country, and confirm that you accept the terms and have read the risk warning. The account is ready at once;
          sign in with the same email and password.
        </p>
      ),
    },
    {
      question: 'Is the money in my account real?',
      answer: (
        <p>
          No. Every account on this platform is a demo account. It opens with {formatNumber(DEFAULT_DEMO_BALANCE, 0)} euros of virtual funds
          (the operator can configure another amount), and every balance, profit and loss is virtual. No real money is taken when you
          deposit and none is paid out when you withdraw.
        </p>
      ),
    },
    {
      question: 'What makes a good password?',
      answer: (
        <p>
          At least {PASSWORD_MIN_LENGTH} characters, and not easy to guess: the server refuses the most common passwords (also with a year
          or a symbol added), simple runs such as &quot;abcdefgh&quot; or &quot;aaaaaaaa&quot;, and passwords that contain your email
          address. Three unrelated words make a password that is long and easy to remember.
        </p>
      ),
    },
    {
      question: 'I typed the wrong password several times. Why can I not sign in?',
      answer: (
        <p>
          After 5 failed sign-ins in a row for one account from one internet address, sign-in to that account from that address is locked
          for 15 minutes; the message tells you until when. Someone else guessing from another address cannot lock you out: after many
          failures the account only answers new addresses more slowly, and an address you signed in from before is not slowed. Wait for the
          lock to end, or write to <SupportEmail /> if you no longer know your password.
        </p>
      ),
    },
    {
      question: 'How long does a session last?',
      answer: (
        <p>
          Sign-in gives your browser a short-lived access key ({ACCESS_TOKEN_TTL_MS / MINUTE} minutes) that the terminal renews in the
          background. Each renewal key works once, and a session ends after {REFRESH_TOKEN_MAX_AGE_MS / HOUR} hours at most; then you sign
          in again. If an old renewal key is used a second time, for example by someone who copied it, the whole session is ended for your
          safety.
        </p>
      ),
    },
    {
      question: 'Can I change my name, phone number or country?',
      answer: (
        <p>
          Yes, in the terminal under Account. You can change your first and last name, phone number and country. Your email address
          identifies the account and cannot be changed there; you can change your password under Account &gt; Security with your current
          password.
        </p>
      ),
    },
    {
      question: 'My account is frozen. What does that mean?',
      answer: (
        <>
          <p>
            Only the operator can freeze an account, and every freeze is recorded with its reason. A frozen account can still sign in and
            read everything: balance, orders, history and notifications. It cannot update the profile, withdraw, open or close orders,
            upload documents, save a PIN, claim the demo top-up or set wallet identification.
          </p>
          <p>
            Each of those actions answers: &quot;Your account is temporarily frozen. Please contact us by email&quot; followed by the
            support address, which is <SupportEmail />.
          </p>
        </>
      ),
    },
  ],
};

export default function AccountFaqPage() {
  return <FaqSectionPage section={ACCOUNT_FAQ} />;
}
