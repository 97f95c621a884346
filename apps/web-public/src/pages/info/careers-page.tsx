import { OperatorDetails } from '../../company/operator-details';
import { SupportEmail } from '../../company/support-email';
import { ProsePage } from '../../page/prose-page';
import { usePlatform } from '../../platform/platform-context';
import { COMPANY_SECTION } from './company-section';

/** Careers: no invented vacancies; how to get involved instead. */
export default function CareersPage() {
  const state = usePlatform();
  const operator = state.status === 'ready' ? state.platform.company.name : 'The operator of this site';
  return (
    <ProsePage
      title="Careers"
      description="Working on Beurs: the operator publishes no vacancies here, and the open-source project welcomes contributions."
      lead="No vacancies are listed at the moment."
      section={COMPANY_SECTION}
    >
      <h2>Vacancies</h2>
      <p>
        {operator} publishes no vacancies on this site. If you would like to work with the operator, write to <SupportEmail /> with a short
        note about yourself; there is no obligation either way.
      </p>

      <h2>Contributing to Beurs</h2>
      <p>
        Beurs is open-source software. You can contribute without being hired: report a bug, improve the learning pages, translate, make a
        screen more accessible, or work on the server, the terminal or the shared packages. Every change is reviewed and tested like the
        rest of the code.
      </p>

      <h2>The operator</h2>
      <OperatorDetails />

      <h2>What we value</h2>
      <ul>
        <li>Honesty in every screen: virtual money is called virtual, risks are stated, nothing is hidden.</li>
        <li>Exact numbers: money is computed with exact decimals and every balance is backed by a ledger.</li>
        <li>Access for everyone: keyboard, screen readers, small phones and large screens.</li>
      </ul>
    </ProsePage>
  );
}
