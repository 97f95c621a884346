import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from './database-templates';
import { TEST_DB_KIND } from './test-db-kind';

/** Runs once before the suite: the templates every test file's database starts from. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return createDatabaseTemplates(project, TEST_DB_KIND);
}
