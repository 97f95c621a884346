import { useMutation } from '@tanstack/react-query';
import { notify } from '@beurs/ui';
import { MESSAGES, type DocumentKind } from '@beurs/domain';
import { showError } from '../../errors/show-error';
import { invalidate } from '../../query/invalidate';
import { queryKeys } from '../../query/query-keys';
import { getServices } from '../../services/services';
import { getSession } from '../../session/session';

const UPLOADED: Record<DocumentKind, string> = { passport: MESSAGES.passportUploaded, card: MESSAGES.cardUploaded };

/** One identity document to send, and where its progress goes (0 to 100). */
export interface DocumentUploadRequest {
  kind: DocumentKind;
  file: File;
  onProgress: (percent: number) => void;
}

/**
 * Sends an identity document: 'Passport uploaded successfully' (or the card's), or the server's
 * text. Either way the user (which holds the review state) and the list of documents sent are
 * read again.
 */
export function useUploadDocument() {
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: DocumentUploadRequest) => {
      const api = getServices().api;
      const send = kind === 'passport' ? api.uploadPassport : api.uploadCard;
      return send({ file, filename: file.name }, { onUploadProgress: ({ percent }) => onProgress(percent) });
    },
    onSuccess: (_answer, { kind }) => notify.success(UPLOADED[kind]),
    onError: (error) => showError(error),
    onSettled: () => void Promise.all([getSession().reloadUser(), invalidate(queryKeys.photoDocuments())]),
  });
}
