// Finds the citations of the contract (docs/contract.md) and the product rules
// (docs/product-rules.md) in a text, and says which of them do not resolve. Pure functions, so
// check-citations.mjs reads the files and citations.test.mjs tests the rules.
import { posix } from 'node:path';

/** The two pages citations point at, by their path from the repository root. */
export const CONTRACT_PAGE = 'docs/contract.md';
export const PRODUCT_RULES_PAGE = 'docs/product-rules.md';

/**
 * Mentions of documents that live outside the repository: a clone cannot follow them. Written
 * with character classes so this file does not mention them itself.
 */
const OUTSIDE_REFERENCES = [/platform[-]spec/, /PRODUCT[.]md/, /[/]shared[/]/, /[.][.][/]shared/];

/**
 * Loose citations of the product rules that name no rule and no heading: the word PRODUCT in
 * brackets, or followed by a colon, a bracketed heading or a quoted one, and a quoted heading
 * after "product rule" (the form is "product rules", a comma, the heading). A constant named PRODUCT
 * (`PRODUCT.exec`, `const PRODUCT =`) is code, not a citation.
 */
const LOOSE_PRODUCT_CITATION = /\(PRODUCT\)|\bPRODUCT(?::| \(| ")|\b[Pp]roduct rules? "/;

/**
 * The anchor GitHub gives a heading: lower case, punctuation removed (letters, digits, spaces,
 * `-` and `_` stay), each space a dash.
 *
 * @example
 * githubAnchor('## 10. Beurs extensions') // '10-beurs-extensions'
 */
export function githubAnchor(heading) {
  return heading
    .replace(/^#+\s*/, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * What a page offers to cite: its numbered sections (`## 7. Calls`), its numbered rules
 * (`## Rule 5: …`), its `##` headings and every heading's anchor (a repeated heading gets `-1`,
 * `-2`, … as on GitHub). Headings inside fenced code blocks do not count.
 */
export function parsePage(markdown) {
  const sections = new Set();
  const rules = new Set();
  const headings = [];
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const [, hashes, text] = heading;
    const base = githubAnchor(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
    if (hashes.length !== 2) continue;
    headings.push(text);
    const section = /^(\d+)\.\s/.exec(text);
    if (section) sections.add(Number(section[1]));
    const rule = /^Rule (\d+):/.exec(text);
    if (rule) rules.add(Number(rule[1]));
  }
  return { sections, rules, headings, anchors };
}

/** `contract §4`, `contract §2, §9`, `the contract's §7`, `contract §4 and §8`. */
const CONTRACT_SECTIONS = /\bcontract(?:'s)? §\d+(?:(?:,\s*|\s+and\s+|\s+or\s+)§\d+)*/gi;
/** `product rule 5`, `product rules 1 and 5`. */
const PRODUCT_RULES = /\bproduct rules? \d+(?:(?:,\s*|\s+and\s+|\s+or\s+)\d+)*/gi;
/**
 * `product rules, Sessions: 15 minutes`: the heading is what follows the comma. Headings start
 * with a capital, so prose that goes on in lower case ("the product rules, the docs") is not one.
 */
const PRODUCT_HEADING = /\b[Pp]roduct rules, (?=\p{Lu})/gu;
/** A markdown link or image target ending in contract.md or product-rules.md, with an optional anchor. */
const PAGE_LINK = /\]\(\s*<?((?:[^)\s#>]*\/)?(?:contract|product-rules)\.md)(?:#([^)\s>]*))?>?(?:\s+"[^"]*")?\s*\)/g;

/**
 * Every citation in `text`, with its 1-based line: `section` (contract §N), `rule` (product rule
 * N), `heading` (`product rules, Sessions: …`: `rest` is the text after the comma, matched against
 * the headings when resolving), `link` (a relative markdown link to one of the pages, resolved
 * from `file`), `outside` (a mention of a document outside the repository), `loose` (a PRODUCT
 * citation that names no rule or heading).
 */
export function findCitations(text, file = 'README.md') {
  const citations = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const at = { file, line: index + 1 };
    for (const match of line.matchAll(CONTRACT_SECTIONS)) {
      for (const number of match[0].matchAll(/§(\d+)/g)) {
        citations.push({ ...at, kind: 'section', number: Number(number[1]), text: match[0] });
      }
    }
    for (const match of line.matchAll(PRODUCT_RULES)) {
      const numbers = match[0].replace(/^product rules? /i, '');
      for (const number of numbers.matchAll(/\d+/g)) {
        citations.push({ ...at, kind: 'rule', number: Number(number[0]), text: match[0] });
      }
    }
    for (const match of line.matchAll(PRODUCT_HEADING)) {
      const rest = line.slice(match.index + match[0].length);
      citations.push({ ...at, kind: 'heading', rest, text: `${match[0]}${rest.split(/[:;,.)"`]/)[0]}`.trim() });
    }
    for (const match of line.matchAll(PAGE_LINK)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const page = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join(posix.dirname(file), target));
      citations.push({ ...at, kind: 'link', page, anchor: match[2] ?? null, text: match[0].slice(1) });
    }
    for (const pattern of OUTSIDE_REFERENCES) {
      const match = pattern.exec(line);
      if (match) citations.push({ ...at, kind: 'outside', text: match[0] });
    }
    const loose = LOOSE_PRODUCT_CITATION.exec(line);
    if (loose) citations.push({ ...at, kind: 'loose', text: loose[0] });
  });
  return citations;
}

/**
 * Why `citation` does not resolve against the parsed pages, or null when it does. `pages` maps
 * each page's path (`CONTRACT_PAGE`, `PRODUCT_RULES_PAGE`) to `parsePage` of its text.
 */
export function unresolved(citation, pages) {
  const contract = pages[CONTRACT_PAGE];
  const productRules = pages[PRODUCT_RULES_PAGE];
  switch (citation.kind) {
    case 'section':
      return contract.sections.has(citation.number)
        ? null
        : `${CONTRACT_PAGE} has no section ${citation.number} ("## ${citation.number}. …")`;
    case 'rule':
      return productRules.rules.has(citation.number)
        ? null
        : `${PRODUCT_RULES_PAGE} has no rule ${citation.number} ("## Rule ${citation.number}: …")`;
    case 'heading': {
      const { rest } = citation;
      const found = productRules.headings.some((name) => rest.startsWith(name) && !/^[\p{L}\p{N}]/u.test(rest.slice(name.length)));
      return found ? null : `${PRODUCT_RULES_PAGE} has no heading "## ${citation.rest.split(/[:;,.)"`]/)[0].trim()}"`;
    }
    case 'link': {
      const page = pages[citation.page];
      if (!page) return `links to ${citation.page}, which does not exist (the pages are ${CONTRACT_PAGE} and ${PRODUCT_RULES_PAGE})`;
      if (citation.anchor === null || citation.anchor === '') return null;
      return page.anchors.has(citation.anchor) ? null : `${citation.page} has no heading with the anchor #${citation.anchor}`;
    }
    case 'outside':
      return `"${citation.text}" names a document outside the repository; cite ${CONTRACT_PAGE} or ${PRODUCT_RULES_PAGE}`;
    case 'loose':
      return `"${citation.text}" names no rule or heading; cite a rule ("product rule N") or a heading ("product rules", a comma and the heading) of ${PRODUCT_RULES_PAGE}`;
    default:
      return `unknown citation kind ${citation.kind}`;
  }
}
