/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiContract } from '../domain/support/api-contract.ts';

const root = resolve(import.meta.dirname, '../..');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The first segments of every path the API serves (happyway, profile, …), and the API's own base. */
const apiRoots = [
  ...new Set(
    Object.values(apiContract).flatMap((group) => Object.values(group).map(({ path }) => path.split('/')[1] ?? '')),
  ),
];
const pathLiteral = new RegExp(`['"\`]/(?:api|${apiRoots.join('|')})(?=[/'"\`?$])`);
/**
 * A call of a hook told the answer's type by hand instead of inferring it from the endpoint (its declaration aside).
 */
const assertedAnswer = /(?<!function )\buseApi(?:Query|Queries|Mutation|Check|ListAll)</;

const offenders = (pattern: RegExp): string[] =>
  sourceFiles(join(root, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(root, file)}:${String(index + 1)}: ${line.trim()}`] : [],
      ),
  );

describe('the SPA calls the API through the contract (domain/api)', () => {
  it('names no API path in src/: every call refers to an endpoint of the contract', () => {
    expect(apiRoots).toContain('happyway');
    expect(offenders(pathLiteral)).toEqual([]);
  });

  it("tells no hook the answer's type: it is inferred from the endpoint", () => {
    expect(offenders(assertedAnswer)).toEqual([]);
  });
});
