// zod compiles fast object parsers with `new Function` when the page allows it, and probes for
// that once. The Content-Security-Policy allows no eval, so the probe alone would be reported as
// a violation on every page that parses a schema; interpreted parsing is fast enough for forms
// and API answers. zod reads its configuration from this global (shared by every copy of zod,
// the same object `z.config({ jitless: true })` writes) when a schema is created, so it must be set
// before any schema module runs: this module is imported first by the entry, and importing zod
// itself here would pull zod into the terminal's small entry script. The CSP browser tests fail
// if a zod upgrade stops reading it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
