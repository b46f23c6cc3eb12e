import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Writes the ten slowest test files to `path`: seconds (importing plus running) and file, one a line. */
export class SlowestReporter implements Reporter {
  constructor(private readonly path: string) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const lines = modules
      .map((module) => {
        const { collectDuration, duration } = module.diagnostic();
        return { file: relative(process.cwd(), module.moduleId), ms: collectDuration + duration };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map(({ file, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
    writeFileSync(this.path, `${lines.join('\n')}\n`);
  }
}
