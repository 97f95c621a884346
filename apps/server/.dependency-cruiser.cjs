/**
 * The module rules of the server (`pnpm lint` runs `depcruise src` with this file).
 *
 * The rooms of src/ (its top-level folders and files) stand in layers, the lowest first. A room
 * may import rooms of its own layer and of the layers below it, never one above: a change to a
 * low room (a formatter, the database, the market data) then never needs one higher up, and what
 * holds the program together (the context, the routes, the server) sits on top where it can see
 * everything. Type-only imports count too: a cycle of types still ties the rooms' meaning together.
 * docs/decisions.md ("Server module layers") says why each room stands where it does.
 */

/** The layers, lowest first. A folder is named as `name/`, a file of src/ by its name. */
const LAYERS = [
  // Foundations: settings, refusals (what services answer on purpose), how messages format money and time.
  ['config/', 'refusals/', 'format/', 'package-root.ts'],
  // Storage and mail: the schema, the connection, announcements (NOTIFY), SMTP.
  ['db/', 'mail/'],
  // Data that services share: the market (instruments, quotes, sources), the ledger, the activity log, notifications.
  ['market/', 'ledger/', 'activity/', 'notifications/'],
  // Who is calling (access tokens, live sessions, secret hashing) and the Prometheus instruments.
  ['identity/', 'metrics/'],
  // The context every service gets; it declares the engines it holds, built above it.
  ['app-context.ts'],
  // The HTTP edge (route builders, authentication, refusals as statuses), the market tick of the lease holder, and
  // idempotency (a retried call answered from the answer stored with its key, which wraps the services above).
  ['http/', 'tick/', 'idempotency/'],
  // Services and their routes.
  ['content/', 'market-routes/', 'orders/', 'watchlists/'],
  ['accounts/', 'alerts/', 'platform/', 'api-keys/'],
  ['auth/', 'statements/'],
  // The socket server, the operator's command line and the demo data.
  ['realtime/', 'cli/', 'seed/'],
  // Assembly: every route, the migration command, the server, its entry point.
  ['routes.ts', 'migrate/'],
  ['build-server.ts'],
  ['main.ts'],
];

/**
 * Imports allowed against the layers, each with why. Each is `{ from, to, why }` (paths as
 * regular expressions below src/); none are needed today.
 */
const EXCEPTIONS = [];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The path pattern of some rooms. */
const roomsPattern = (rooms) => `^src/(${rooms.map((room) => (room.endsWith('/') ? escape(room) : `${escape(room)}$`)).join('|')})`;

const layerRules = LAYERS.slice(0, -1).map((rooms, layer) => {
  const above = LAYERS.slice(layer + 1).flat();
  const exceptions = EXCEPTIONS.filter((exception) => new RegExp(roomsPattern(rooms)).test(`src/${exception.from}`));
  return {
    name: `layer-${layer + 1}-imports-only-below`,
    comment: `${rooms.join(', ')} may import only rooms of layer ${layer + 1} or below, never ${above.join(', ')}.`,
    severity: 'error',
    from: { path: roomsPattern(rooms) },
    to: {
      path: roomsPattern(above),
      ...(exceptions.length > 0 ? { pathNot: exceptions.map((exception) => `^src/${exception.to}`) } : {}),
    },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules of src/ never import each other in a circle, not even for types.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'seed-only-for-seeding',
      comment:
        'The demo data is for seeding: only seed/, the command line and the server start (build-server.ts seeds when SEED_DEMO_DATA is on) import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(seed/|cli/|main\\.ts$|build-server\\.ts$)' },
      to: { path: '^src/seed/' },
    },
    ...layerRules,
    {
      name: 'every-room-has-a-layer',
      comment: 'A new top-level folder or file of src/ gets its layer in LAYERS above.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/', pathNot: roomsPattern(LAYERS.flat()) },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
