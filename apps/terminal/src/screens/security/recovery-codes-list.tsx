import { Button, CodeList } from '@beurs/ui';
import { CopyButton } from '../../components/copy-button';

/** The ten recovery codes, shown once, right after two-factor sign-in is turned on. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="t-form">
      <p role="status">
        <strong>Two-factor sign-in is on.</strong> Save these recovery codes somewhere safe, away from your phone. Each one signs you in
        once if you lose your phone. They are shown only now.
      </p>
      <CodeList codes={codes} aria-label="Recovery codes" />
      <div className="t-actions">
        <CopyButton text={codes.join('\n')} label="Copy the recovery codes" />
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
