import { usePlatform } from '../platform/platform-context';

/** The operator's support email as a link, or "the operator's support email" until it is known. */
export function SupportEmail() {
  const state = usePlatform();
  if (state.status !== 'ready') return <>the operator&apos;s support email (in the footer)</>;
  const email = state.platform.company.support_email;
  return <a href={`mailto:${email}`}>{email}</a>;
}
