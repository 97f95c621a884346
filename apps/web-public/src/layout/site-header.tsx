import { Link } from 'react-router';
import { AppBar, appBarLinkClassName } from '@beurs/ui';
import { DemoNotice } from './demo-notice';
import { MainNavigation } from './main-navigation';
import { SiteLogo } from './site-logo';

/** The page header: the demo notice, the brand and the main navigation. */
export function SiteHeader() {
  return (
    <AppBar className="site-header">
      <DemoNotice />
      <div className="site-header__bar site-container">
        <Link to="/" className={appBarLinkClassName({ variant: 'brand', className: 'site-brand' })}>
          <SiteLogo />
          <span>Beurs</span>
          <span className="bx-visually-hidden">, home</span>
        </Link>
        <MainNavigation />
      </div>
    </AppBar>
  );
}
