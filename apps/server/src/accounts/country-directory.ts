import { createHash } from 'node:crypto';
import type { EndpointOutput } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { countries } from '../db/schema/index';
import type { SerializedAnswer } from '../http/route';

/**
 * The countries answer, read once: the list is fixed data (seeded, never edited at run time), so
 * the process keeps it serialised and every later `/countries/` costs no query.
 */
export interface CountryDirectory {
  answer(db: DbOrTx): Promise<SerializedAnswer<'getCountries'>>;
}

async function loadAnswer(db: DbOrTx): Promise<SerializedAnswer<'getCountries'>> {
  const rows = await db.select().from(countries);
  // Sorted here, not by the database's collation, so every installation lists them alike.
  rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const value: EndpointOutput<'getCountries'> = {
    countries: rows.map((row) => ({ id: row.id, name: row.name, code: row.code, phone_code: row.phoneCode })),
  };
  const json = JSON.stringify(value);
  return {
    kind: 'serialized',
    value,
    json,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    // Public and fixed until the next deployment: kept an hour, then asked again with its ETag.
    cacheControl: 'public, max-age=3600',
  };
}

export function createCountryDirectory(): CountryDirectory {
  let loaded: Promise<SerializedAnswer<'getCountries'>> | null = null;
  return {
    answer(db) {
      if (!loaded) {
        const loading = loadAnswer(db);
        loaded = loading;
        // An empty list is not kept (a database still being seeded); neither is a failed read.
        loading.then(
          (answer) => {
            if (answer.value.countries.length === 0 && loaded === loading) loaded = null;
          },
          () => {
            if (loaded === loading) loaded = null;
          },
        );
      }
      return loaded;
    },
  };
}
