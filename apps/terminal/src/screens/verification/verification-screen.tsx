import { Badge, Card, EmptyState, Text } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../async/load-state';
import { ScreenTitle } from '../../components/screen-title';
import { formatDateTime } from '../../format/format-date';
import { photoDocumentsQuery } from '../../query/server-queries';
import { useCurrentUser } from '../../session/use-current-user';
import { DocumentUpload } from './document-upload';
import { REVIEW_STATES } from './document-status';

/** Identity verification: passport and card uploads, and the documents sent so far. */
export default function VerificationScreen() {
  const status = useCurrentUser()?.verification.status ?? 'unverified';
  const query = useQuery(photoDocumentsQuery());
  const documents = query.data ?? [];
  const state = loadStateOf(query);
  const overall = REVIEW_STATES[status];
  return (
    <div className="t-screen">
      <ScreenTitle title="Verification">Verification</ScreenTitle>
      <p>
        Account verification: <Badge variant={overall.variant}>{overall.label}</Badge>
      </p>
      <div className="t-grid t-grid--two">
        <DocumentUpload kind="passport" />
        <DocumentUpload kind="card" />
        <Card title="Documents sent" className="t-span-2">
          <LoadView
            state={state}
            what="your documents"
            isEmpty={documents.length === 0}
            empty={
              <EmptyState
                title="No documents yet"
                description="Documents you upload are listed here with their review state."
                headingLevel={3}
              />
            }
            lines={2}
          >
            <ul className="t-doc-list">
              {documents.map((document) => (
                <li key={document.id}>
                  <Text variant="strong">{document.kind === 'passport' ? 'Passport' : 'Payment card'}</Text> · {document.content_type} ·{' '}
                  {Math.max(1, Math.round(document.size / 1024))} KB · {formatDateTime(document.uploaded_at)}{' '}
                  <Badge variant={REVIEW_STATES[document.status].variant}>{REVIEW_STATES[document.status].label}</Badge>
                </li>
              ))}
            </ul>
          </LoadView>
        </Card>
      </div>
    </div>
  );
}
