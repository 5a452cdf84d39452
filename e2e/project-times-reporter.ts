import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where a project's tests ran, in unix ms: from its first test's start to its last test's end. */
interface ProjectSpan {
  project: string;
  start: number;
  end: number;
}

/**
 * Writes each project's span to the JSON file named by PLAYWRIGHT_PROJECT_TIMES when the run ends
 * (nothing without it), so that `npm test` can print each project's time although several projects
 * run in one Playwright run.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly spans = new Map<string, ProjectSpan>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const start = result.startTime.getTime();
    const end = start + result.duration;
    const span = this.spans.get(project) ?? { project, start, end };
    this.spans.set(project, {
      project,
      start: Math.min(span.start, start),
      end: Math.max(span.end, end),
    });
  }

  onEnd(): void {
    const file = process.env.PLAYWRIGHT_PROJECT_TIMES;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify([...this.spans.values()], null, 2));
  }

  printsToStdio(): boolean {
    return false;
  }
}
