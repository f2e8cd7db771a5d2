import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, without type information: the snippets below are files of no tsconfig.
const eslint = new ESLint({
  cwd: resolve(import.meta.dirname, '../..'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

const refusal = "A module imports another module only through that module's public.ts.";

/** How many of the snippet's imports the public-face rule refuses. */
const refusalsIn = async (filePath: string, code: string): Promise<number> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === 'no-restricted-imports' && message.message.includes(refusal),
  ).length;
};

describe("the lint rule of the modules' public faces", () => {
  it("refuses a module's import of another module's internal file", async () => {
    expect(
      await refusalsIn(
        'server/modules/a/a.service.ts',
        "import { b } from '../b/b.service.ts';\nexport const a = b;\n",
      ),
    ).toBe(1);
  });

  it("refuses a re-export of another module's internal file and a path through the modules folder", async () => {
    expect(await refusalsIn('server/modules/a/a.service.ts', "export { b } from '../b/b-rows.ts';\n")).toBe(1);
    expect(
      await refusalsIn(
        'server/modules/a/a.routes.ts',
        "import { b } from '../../modules/b/index.ts';\nexport const a = b;\n",
      ),
    ).toBe(1);
  });

  it("lets through another module's public.ts, the module's own files and the shared server folders", async () => {
    const code = [
      "import { b } from '../b/public.ts';",
      "import { c } from '../../modules/c/public.ts';",
      "import { own } from './a-rows.ts';",
      "import { fullName } from '../../db/profile-name.ts';",
      'export const a = [b, c, own, fullName];',
      '',
    ].join('\n');
    expect(await refusalsIn('server/modules/a/a.service.ts', code)).toBe(0);
  });
});
