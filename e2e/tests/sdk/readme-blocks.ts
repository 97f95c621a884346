import { readFileSync } from 'node:fs';

/**
 * The runnable parts of a package README: fenced blocks whose info string names what they are,
 * ```` ```js example="node" ```` for code and ```` ```text output="node" ```` for what it prints.
 * Readers see ordinary js and text blocks; the journeys run exactly these.
 */
export interface ReadmeBlocks {
  /** The code of the block marked `example="<kind>"`. */
  example(kind: string): string;
  /** The lines of the block marked `output="<kind>"`. */
  output(kind: string): string[];
}

function block(readme: string, path: string, attribute: string): string {
  const fence = new RegExp(String.raw`^\`\`\`\w+ ${attribute}\n([\s\S]*?)^\`\`\`$`, 'gm');
  const found = [...readme.matchAll(fence)];
  if (found.length !== 1) throw new Error(`${path} should hold one block marked ${attribute}, and holds ${found.length}`);
  return found[0]?.[1] ?? '';
}

export function readmeBlocks(path: string): ReadmeBlocks {
  const readme = readFileSync(path, 'utf8');
  return {
    example: (kind) => block(readme, path, `example="${kind}"`),
    output: (kind) =>
      block(readme, path, `output="${kind}"`)
        .split('\n')
        .filter((line) => line.length > 0),
  };
}

/**
 * A pattern for one printed line as the README writes it: `…` stands for a figure that differs
 * from run to run (a price, a P&L), everything else must match exactly.
 */
export function linePattern(line: string): RegExp {
  const parts = line.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('\\S+')}$`);
}
