import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpointPath, statementRequest, type Transaction } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { listTransactions } from '../accounts/transactions';
import type { KeyRule } from '../http/authenticate';
import { admitByHand, sessionRoute } from '../http/route';
import { parseInput } from '../http/validation';
import { buildStatement } from './account-statement';
import { buildStatistics } from './account-statistics';
import { statementCsv, transactionsCsv } from './statement-csv';
import { statementPdf } from './statement-pdf';
import { resolvePeriod, utcDay } from './statement-period';

/** The downloads: files, so outside the JSON contract table; the OpenAPI document lists them. */
export const STATEMENT_FILE_PATHS = {
  statementCsv: endpointPath('/users/statement.csv'),
  statementPdf: endpointPath('/users/statement.pdf'),
  transactionsCsv: endpointPath('/users/transactions.csv'),
} as const;

/** How many transactions one read of the export takes. */
const EXPORT_PAGE = 1000;

async function allTransactions(context: AppContext, userId: string): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await listTransactions(context.db, userId, { limit: EXPORT_PAGE, offset });
    rows.push(...page);
    if (page.length < EXPORT_PAGE) return rows.reverse();
  }
}

function sendFile(reply: FastifyReply, file: { name: string; type: string; body: string | Buffer }): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The statement's and transactions' files are reads: open to a key with the read scope, like getStatement. */
const FILE_KEY_RULE: KeyRule = { scope: 'read', action: 'download statements' };

/** Registers getStatement and getStatistics, and the statement's CSV and PDF and the transactions CSV. */
export function registerStatementRoutes(app: FastifyInstance, context: AppContext): void {
  sessionRoute(app, context, 'getStatement', async ({ input, session, request }) =>
    buildStatement(context, session.userId, resolvePeriod(input.from, input.to, context.now()), request),
  );

  sessionRoute(app, context, 'getStatistics', async ({ input, session }) => buildStatistics(context, session.userId, input));

  const statementFor = async (request: FastifyRequest, reply: FastifyReply, call: string) => {
    const session = await admitByHand(context, request, reply, FILE_KEY_RULE, call);
    const input = parseInput(statementRequest, request.query);
    return buildStatement(context, session.userId, resolvePeriod(input.from, input.to, context.now()), request);
  };

  app.get(STATEMENT_FILE_PATHS.statementCsv, async (request, reply) => {
    const statement = await statementFor(request, reply, 'statementCsv');
    return sendFile(reply, {
      name: `statement-${statement.from}-${statement.to}.csv`,
      type: 'text/csv; charset=utf-8',
      body: statementCsv(statement),
    });
  });

  app.get(STATEMENT_FILE_PATHS.statementPdf, async (request, reply) => {
    const statement = await statementFor(request, reply, 'statementPdf');
    return sendFile(reply, {
      name: `statement-${statement.from}-${statement.to}.pdf`,
      type: 'application/pdf',
      body: await statementPdf(statement),
    });
  });

  app.get(STATEMENT_FILE_PATHS.transactionsCsv, async (request, reply) => {
    const session = await admitByHand(context, request, reply, FILE_KEY_RULE, 'transactionsCsv');
    const rows = await allTransactions(context, session.userId);
    return sendFile(reply, {
      name: `transactions-${utcDay(context.now())}.csv`,
      type: 'text/csv; charset=utf-8',
      body: transactionsCsv(rows),
    });
  });
}
