import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, FileField, ImageFrame, Text } from '@beurs/ui';
import { UPLOAD_RULES, type DocumentKind } from '@beurs/domain';
import { useCurrentUser } from '../../session/use-current-user';
import { REVIEW_STATES } from './document-status';
import { useObjectUrl } from './use-object-url';
import { useUploadDocument } from './use-upload-document';

const COPY: Record<DocumentKind, { title: string; hint: string }> = {
  passport: { title: 'Passport', hint: 'The page with your photo and name.' },
  card: { title: 'Payment card', hint: 'The front of your card; cover the middle digits.' },
};

/** Upload of one identity document with a preview, progress and its review state. */
export function DocumentUpload({ kind }: { kind: DocumentKind }) {
  const copy = COPY[kind];
  const review = useCurrentUser()?.verification.documents[kind] ?? 'unverified';
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);
  const state = REVIEW_STATES[review];

  const upload = useUploadDocument();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: () => setFile(null),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Card title={copy.title} actions={<Badge variant={state.variant}>{state.label}</Badge>}>
      <form className="t-form" onSubmit={submit} aria-label={`Upload ${copy.title.toLowerCase()}`}>
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
        <Button type="submit" disabled={!file} loading={upload.isPending}>
          Upload {copy.title.toLowerCase()}
        </Button>
      </form>
    </Card>
  );
}
