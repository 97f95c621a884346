import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, FileField, ImageFrame, Text, notify } from '@beurs/ui';
import { MESSAGES, UPLOAD_RULES, type DocumentKind } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { getServices } from '../../services/services';
import { getQueryClient } from '../../query/query-client';
import { queryKeys } from '../../query/query-keys';
import { getSession } from '../../session/session';
import { useCurrentUser } from '../../session/use-current-user';
import { REVIEW_STATES } from './document-status';
import { useObjectUrl } from './use-object-url';

const COPY: Record<DocumentKind, { title: string; success: string; hint: string }> = {
  passport: { title: 'Passport', success: MESSAGES.passportUploaded, hint: 'The page with your photo and name.' },
  card: { title: 'Payment card', success: MESSAGES.cardUploaded, hint: 'The front of your card; cover the middle digits.' },
};

/** Upload of one identity document with a preview, progress and its review state. */
export function DocumentUpload({ kind }: { kind: DocumentKind }) {
  const copy = COPY[kind];
  const review = useCurrentUser()?.verification.documents[kind] ?? 'unverified';
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  const state = REVIEW_STATES[review];

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setProgress(0);
    try {
      const api = getServices().api;
      const send = kind === 'passport' ? api.uploadPassport : api.uploadCard;
      await send({ file, filename: file.name }, { onUploadProgress: ({ percent }) => setProgress(percent) });
      notify.success(copy.success);
      setFile(null);
    } catch (error) {
      showError(error);
    } finally {
      setProgress(null);
      // The document's review state is on the user; the list of documents sent is its own entry.
      await Promise.all([getSession().reloadUser(), getQueryClient().invalidateQueries({ queryKey: queryKeys.photoDocuments() })]);
    }
  };

  return (
    <Card title={copy.title} actions={<Badge variant={state.variant}>{state.label}</Badge>}>
      <form className="t-form" onSubmit={(event) => void upload(event)} aria-label={`Upload ${copy.title.toLowerCase()}`}>
        <FileField
          label={`${copy.title} file`}
          accept={UPLOAD_RULES.contentTypes.join(',')}
          hint={`${copy.hint} JPEG, PNG or PDF, at most ${UPLOAD_RULES.maxBytes / 1024 / 1024} MB.`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {file ? (
          <div className="t-preview">
            {preview ? (
              <ImageFrame variant="preview" src={preview} alt={`Preview of ${file.name}`} className="t-preview__image" />
            ) : (
              <p className="t-preview__name">{file.name}</p>
            )}
            <Text as="p" variant="muted">
              {file.name} · {Math.max(1, Math.round(file.size / 1024))} KB
            </Text>
          </div>
        ) : null}
        {progress !== null ? (
          <progress className="t-progress-bar" max={100} value={progress} aria-label={`Uploading ${copy.title.toLowerCase()}`} />
        ) : null}
        <Button type="submit" disabled={!file} loading={progress !== null}>
          Upload {copy.title.toLowerCase()}
        </Button>
      </form>
    </Card>
  );
}
