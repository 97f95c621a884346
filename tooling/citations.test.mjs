// The citation resolver against small pages: each kind of citation once resolving and once not.
// Run with: node --test tooling/citations.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTRACT_PAGE, PRODUCT_RULES_PAGE, findCitations, githubAnchor, parsePage, unresolved } from './citations.mjs';

const pages = {
  [CONTRACT_PAGE]: parsePage(['# The contract', '## 1. What it is', '## 4. States and transitions', '### Live socket'].join('\n')),
  [PRODUCT_RULES_PAGE]: parsePage(
    ['# The product rules', '## Rule 1: Virtual money by default', '## Sessions', '## Order form'].join('\n'),
  ),
};

/** The problems `text` in `file` has: one string per citation that does not resolve. */
function problemsOf(text, file = 'apps/server/src/example.ts') {
  return findCitations(text, file)
    .map((citation) => unresolved(citation, pages))
    .filter((reason) => reason !== null);
}

test('anchors are made as GitHub makes them', () => {
  assert.equal(githubAnchor('## 10. Beurs extensions'), '10-beurs-extensions');
  assert.equal(githubAnchor('Rule 5: EU retail CFD protections'), 'rule-5-eu-retail-cfd-protections');
  assert.equal(githubAnchor('Calls outside `ENDPOINTS` (files)'), 'calls-outside-endpoints-files');
});

test('contract §N resolves to a numbered section, each number of a list on its own', () => {
  assert.deepEqual(problemsOf('// Logout clears tokens (contract §4).'), []);
  assert.deepEqual(problemsOf('/** Sizes (contract §1, §4). */'), []);
  assert.equal(findCitations('contract §1, §4 and §7').length, 3);
  const problems = problemsOf('// contract §1, §9');
  assert.equal(problems.length, 1);
  assert.match(problems[0], /no section 9/);
});

test("the contract's §N is read like contract §N", () => {
  assert.deepEqual(problemsOf("// beyond the contract's §4"), []);
  assert.match(problemsOf("// beyond the contract's §7")[0], /no section 7/);
});

test('product rule N resolves to a numbered rule', () => {
  assert.deepEqual(problemsOf('// Demo label (product rule 1).'), []);
  assert.match(problemsOf('// ESMA (product rule 5).')[0], /no rule 5/);
});

test('product rules, <Heading> resolves to a heading, whatever follows it', () => {
  assert.deepEqual(problemsOf('// (product rules, Sessions: 15 minutes)'), []);
  assert.deepEqual(problemsOf('// The order form (product rules, Order form).'), []);
  assert.match(problemsOf('// (product rules, Limits: in EUR)')[0], /no heading "## Limits"/);
  // A heading is matched whole: "Sessionsx" is not "Sessions".
  assert.equal(problemsOf('// product rules, Sessionsx').length, 1);
  // Prose that goes on in lower case after the comma cites no heading.
  assert.deepEqual(problemsOf('docs/: the contract, the product rules, architecture and metrics'), []);
});

test('markdown links resolve relative to the file and check the anchor', () => {
  assert.deepEqual(problemsOf('See [§4](../../docs/contract.md#4-states-and-transitions).', 'apps/server/README.md'), []);
  assert.deepEqual(problemsOf('See [socket](contract.md#live-socket) and [rules](product-rules.md).', 'docs/terminal.md'), []);
  assert.match(problemsOf('See [§9](docs/contract.md#9-constants).', 'README.md')[0], /no heading with the anchor #9-constants/);
  assert.match(problemsOf('See [rules](product-rules.md#sessions).', 'README.md')[0], /product-rules\.md, which does not exist/);
  // Other pages whose name only ends like the contract's are not the contract.
  assert.deepEqual(problemsOf('See [x](docs/workspace-contract.md#nothing).', 'README.md'), []);
});

test('documents outside the repository are refused', () => {
  for (const text of ['see PRODUCT.md', 'the platform-spec', 'in ../shared/notes', 'under /work/shared/spec']) {
    assert.equal(problemsOf(text).length > 0, true, text);
  }
  assert.deepEqual(problemsOf('see docs/product-rules.md and the PRODUCTION build'), []);
});

test('loose PRODUCT citations are refused, a constant named PRODUCT is not', () => {
  for (const text of [
    '// limits in EUR (PRODUCT).',
    '// PRODUCT: 15 minutes',
    '// PRODUCT (Sessions): one refresh',
    'PRODUCT "Sessions"',
    'product rule "Sessions"',
  ]) {
    assert.match(problemsOf(text)[0], /names no rule or heading/, text);
  }
  assert.deepEqual(problemsOf('const PRODUCT = /^[A-Z]{3}$/; PRODUCT.exec(id); NODE_ENV=PRODUCTION'), []);
});

test('line numbers count from 1', () => {
  const [citation] = findCitations('first\nsecond (contract §4)\n', 'a.ts');
  assert.equal(citation.line, 2);
  assert.equal(citation.file, 'a.ts');
});
