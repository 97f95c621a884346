import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityId, UPLOAD_RULES, type DocumentKind, type PhotoDocument } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { documents } from '../db/schema/index';
import { authedRoute, sessionRoute } from '../http/route';
import { Refusal } from '../refusals/refusal';
import { authenticateToken, bearerToken } from '../http/authenticate';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { originOf } from '../http/request-origin';
import { storedFilePath } from './document-storage';
import { receiveSingleUpload } from './receive-upload';
import { documentView } from './document-view';
import { asUploadContentType, extensionOf } from './file-signature';
import { refreshVerificationStatus } from './verification-status';

const KIND_NAMES: Record<DocumentKind, string> = { passport: 'Passport', card: 'Payment card' };

async function acceptUpload(
  context: AppContext,
  upload: { userId: string; kind: DocumentKind; request: FastifyRequest; origin: RequestOrigin },
): Promise<PhotoDocument> {
  const stored = await receiveSingleUpload(context.config, upload.request);
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({
        userId: upload.userId,
        kind: upload.kind,
        contentType: stored.contentType,
        size: stored.size,
        storageName: stored.storageName,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('The document was not stored');
    await refreshVerificationStatus(tx, upload.userId);
    await recordActivity(tx, {
      userId: upload.userId,
      kind: 'document_uploaded',
      description: `${KIND_NAMES[upload.kind]} uploaded for review`,
      origin: upload.origin,
      at: now,
    });
    return inserted;
  });
  return documentView(row);
}

/**
 * The two upload calls, in a scope of their own with the multipart parser: the parser adds two
 * hooks and a listener to every request of its scope (to clean up saved files), which no other
 * call needs. Elsewhere a multipart body is refused as any body that is not JSON.
 */
async function registerUploadRoutes(uploads: FastifyInstance, context: AppContext): Promise<void> {
  await uploads.register(multipart, {
    limits: { fileSize: UPLOAD_RULES.maxBytes, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });
  authedRoute(uploads, context, 'uploadPassport', async ({ caller, request }) => ({
    document: await acceptUpload(context, { userId: caller.user.id, kind: 'passport', request, origin: originOf(request) }),
  }));
  authedRoute(uploads, context, 'uploadCard', async ({ caller, request }) => ({
    document: await acceptUpload(context, { userId: caller.user.id, kind: 'card', request, origin: originOf(request) }),
  }));
}

/** Registers: uploadPassport, uploadCard, getPhoto, and the owner-only document download. */
export async function registerDocumentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register((uploads) => registerUploadRoutes(uploads, context));

  sessionRoute(app, context, 'getPhoto', async ({ session }) => {
    const rows = await context.db.select().from(documents).where(eq(documents.userId, session.userId)).orderBy(desc(documents.createdAt));
    return { photo: rows.map(documentView) };
  });

  // GET /api/v1/users/documents/:id streams a document to its owner only; for anyone else it
  // does not exist (404), so ids cannot be probed.
  app.get<{ Params: { id: string } }>('/api/v1/users/documents/:id', async (request, reply) => {
    // The budget headers of every call: the person's, or the address's for a refused token.
    const caller = await authenticateToken(context, bearerToken(request)).catch(async (error: unknown) => {
      await context.rateBudgets.charge(reply, 'address', request.ip);
      throw error;
    });
    await context.rateBudgets.charge(reply, 'user', caller.user.id);
    const notFound = Refusal.notFound('There is no document with this id in your account.');
    if (!entityId.safeParse(request.params.id).success) throw notFound;
    const [row] = await context.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, request.params.id), eq(documents.userId, caller.user.id)));
    if (!row) throw notFound;
    const path = storedFilePath(context.config, row.storageName);
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) throw Refusal.notFound('The file of this document is no longer stored. Upload it again.');
    const contentType = asUploadContentType(row.contentType);
    return reply
      .type(contentType)
      .header('content-disposition', `attachment; filename="${row.kind}-${row.id}.${extensionOf(contentType)}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(createReadStream(path));
  });
}
