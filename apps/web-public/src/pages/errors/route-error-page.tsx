import { Button, ButtonLink } from '@beurs/ui';
import { PageIntro } from '../../page/page-intro';
import { renderRouterLink } from '../../routes/render-router-link';

/**
 * Shown inside the layout when a page fails to load or render, most often because its code
 * could not be fetched (offline, or a new version was deployed meanwhile).
 */
export function RouteErrorPage() {
  return (
    <div className="site-container page">
      <PageIntro
        title="This page could not be shown"
        description="Something went wrong while loading this page."
        lead="Something went wrong while loading this page. Check your connection and reload the page; if it keeps happening, the site may have been updated in the meantime."
      />
      <p className="button-row">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <ButtonLink variant="ghost" href="/" renderLink={renderRouterLink}>
          Go to the home page
        </ButtonLink>
      </p>
    </div>
  );
}
