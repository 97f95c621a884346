import { Link, useLocation } from 'react-router';
import { Prose } from '@beurs/ui';
import { PageIntro } from '../../page/page-intro';
import { LOGIN_PATH, MAIN_SECTIONS, REGISTRATION_PATH } from '../../routes/site-map';

/** The 404 page: says what was not found and links to every main section. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="site-container page">
      <PageIntro
        title="Page not found"
        description="There is no page at this address. The main sections of the site are listed below."
        lead={
          <>
            There is no page at <code>{pathname}</code>. It may have moved, or the address may be mistyped. These are the main sections of
            the site:
          </>
        }
      />
      <Prose size="large">
        <ul className="not-found__links">
          <li>
            <Link to="/">Home</Link>
          </li>
          {MAIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.label}</Link>
            </li>
          ))}
          <li>
            <Link to={LOGIN_PATH}>Sign in</Link>
          </li>
          <li>
            <Link to={REGISTRATION_PATH}>Open a demo account</Link>
          </li>
        </ul>
      </Prose>
    </div>
  );
}
