import { UPLOAD_RULES } from '@beurs/domain';
import { SupportEmail } from '../../../company/support-email';
import { FaqSectionPage } from '../faq-section-page';
import type { FaqSection } from '../faq-section';

const MAX_MEGABYTES = UPLOAD_RULES.maxBytes / (1024 * 1024);

export const ID_AND_ADDRESS_FAQ: FaqSection = {
  title: 'Identity verification',
  description: 'Which documents Beurs asks for, the accepted files (JPEG, PNG, PDF up to 10 MB), how they are stored and reviewed.',
  items: [
    {
      question: 'Which documents can I upload?',
      answer: (
        <p>
          Two kinds, in the terminal under Account &gt; Verification: your passport (the identity document) and a picture of your payment
          card. For the card, show the first six and last four digits and cover the others; never send the security code on the back. The
          demo platform asks for no separate proof of address: the address on your identity document is the one on record.
        </p>
      ),
    },
    {
      question: 'Which files are accepted?',
      answer: (
        <p>
          JPEG, PNG or PDF, at most {MAX_MEGABYTES} MB each. The file is checked by its content, not by its name: a file that is renamed to
          .pdf but is something else is refused, with a message that says why.
        </p>
      ),
    },
    {
      question: 'Who can see my documents?',
      answer: (
        <p>
          Only you, after signing in, and the operator who reviews them. Files are stored outside the public web folder and are sent only to
          the account that uploaded them; there is no public link to a document.
        </p>
      ),
    },
    {
      question: 'How is a document reviewed?',
      answer: (
        <>
          <p>
            The operator reviews each upload and approves or rejects it. Your account&apos;s verification status follows the latest document
            of each kind:
          </p>
          <ul>
            <li>
              <strong>Unverified</strong>: nothing uploaded yet, or no approved passport.
            </li>
            <li>
              <strong>Pending review</strong>: a document is waiting for the operator.
            </li>
            <li>
              <strong>Rejected</strong>: a document was rejected; upload a clearer or valid one.
            </li>
            <li>
              <strong>Verified</strong>: your latest passport, and any other latest document, are approved.
            </li>
          </ul>
        </>
      ),
    },
    {
      question: 'Do I need to be verified to trade or withdraw?',
      answer: (
        <p>
          Not on this demo platform: trading, deposits and withdrawals of virtual funds work without verification. The verification flow is
          there so you can see how a regulated broker checks identity. If a document is rejected and you do not know why, write to{' '}
          <SupportEmail />.
        </p>
      ),
    },
  ],
};

export default function IdAndAddressFaqPage() {
  return <FaqSectionPage section={ID_AND_ADDRESS_FAQ} />;
}
