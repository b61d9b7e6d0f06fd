import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** `import … from './name.suite'`: a spec file whose tests are defined in a shared suite module. */
const SUITE_IMPORT = /from '\.\/([\w.-]+\.suite)'/g;

/** A spec file's size plus the size of the `*.suite.ts` modules it imports: what it runs. */
export function weight(file: string): number {
  const text = readFileSync(file, 'utf8');
  let size = statSync(file).size;
  for (const [, name] of text.matchAll(SUITE_IMPORT))
    size += statSync(path.join(path.dirname(file), `${name}.ts`)).size;
  return size;
}

/**
 * Longest files first, so that two workers finish together instead of one running the last long
 * file alone. Vitest's own order uses the durations of an earlier run when it has them, else the
 * file's size — and a fresh clone (CI) has none, so the two access files (three lines each that run
 * the 900-line access.suite.ts, the longest files of the run) came last. Here a file weighs what
 * it runs; the durations of an earlier run still decide when both files have one.
 */
export class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const known = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`);
    const weights = new Map(files.map((spec) => [spec, weight(spec.moduleId)]));
    return Promise.resolve(
      [...files].sort((a, b) => {
        const [ra, rb] = [known(a), known(b)];
        if (ra && rb) return rb.duration - ra.duration;
        return (weights.get(b) ?? 0) - (weights.get(a) ?? 0);
      }),
    );
  }
}
