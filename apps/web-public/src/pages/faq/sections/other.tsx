import { Link } from 'react-router';
import { SupportEmail } from '../../../company/support-email';
import { routePath } from '../../../routes/route-path';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

export const OTHER_FAQ: FaqSection = {
  title: 'Other questions',
  description: 'Themes and fonts, notifications, news, the transaction history, who runs this site and how to reach support.',
  items: [
    {
      question: 'Who runs this site?',
      answer: (
        <p>
          The operator named in the footer and on the <Link to={routePath('compliance')}>compliance page</Link>, with its address, phone
          number and support email. Beurs itself is open-source software that anyone can install; each installation is run by its own
          operator.
        </p>
      ),
    },
    {
      question: 'Can I change the colours or the font?',
      answer: (
        <p>
          Yes: pick one of nine colour themes and four fonts in the footer of any page (and in the terminal). Your choice is kept in this
          browser. Every theme meets the WCAG AA contrast guidelines.
        </p>
      ),
    },
    {
      question: 'Where do I see what happened to my account?',
      answer: (
        <p>
          In the terminal: the transaction history lists every change of your balance with its cause (deposit, withdrawal, realised profit
          or loss, demo top-up, negative balance protection); notifications tell you when a pending order fills or is cancelled, when a
          stop-loss or take-profit is reached, and about the margin close-out; the activity log lists sign-ins and security changes.
        </p>
      ),
    },
    {
      question: 'What are the news and the calendars?',
      answer: (
        <p>
          The terminal shows market news; the <Link to={routePath('economic-calendar')}>economic calendar</Link> lists data releases and
          central bank decisions, and the <Link to={routePath('earnings-calendar')}>earnings calendar</Link> lists company results. On the
          demo installation they are sample data, so do not trade real money on them.
        </p>
      ),
    },
    {
      question: 'How do I contact support?',
      answer: (
        <p>
          By email at <SupportEmail />, or by phone at the number in the footer. Never send your password or PIN: support will not ask for
          them.
        </p>
      ),
    },
  ],
};

export default function OtherFaqPage() {
  return <FaqSectionPage section={OTHER_FAQ} />;
}
