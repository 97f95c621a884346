import { endpointPath, type PhotoDocument } from '@beurs/domain';
import type { documents } from '../db/schema/index';
import { asUploadContentType } from './file-signature';

type DocumentRow = typeof documents.$inferSelect;

/** The owner-only download path of a document (not part of the spec's table; see README). */
export function documentDownloadPath(id: string): string {
  return endpointPath(`/users/documents/${id}`);
}

/** A stored document as its owner sees it. */
export function documentView(row: DocumentRow): PhotoDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    content_type: asUploadContentType(row.contentType),
    size: row.size,
    url: documentDownloadPath(row.id),
    uploaded_at: row.createdAt.toISOString(),
  };
}
