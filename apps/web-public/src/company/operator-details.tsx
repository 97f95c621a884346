import { Skeleton } from '@beurs/ui';
import { usePlatform } from '../platform/platform-context';
import { CompanyDetails } from './company-details';

/** Props of `<OperatorDetails>`. */
export interface OperatorDetailsProps {
  /** Say plainly when the installation is not authorised (leave it to a `RegulatoryNotice` nearby). Defaults to true. */
  withStatement?: boolean;
  className?: string;
}

/** The operator's details from `/platform`, with a placeholder while they load. */
export function OperatorDetails({ withStatement = true, className }: OperatorDetailsProps) {
  const state = usePlatform();
  if (state.status === 'loading') {
    return (
      <div className={className}>
        <Skeleton label="Loading the operator's details" width="70%" />
        <Skeleton width="50%" />
        <Skeleton width="60%" />
      </div>
    );
  }
  if (state.status === 'error') {
    return <p className={className}>The operator&apos;s details could not be loaded just now. Reload the page to try again.</p>;
  }
  return <CompanyDetails company={state.platform.company} withStatement={withStatement} className={className} />;
}
