import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The build of an earlier commit, for the bench's A/B (the guide: "an A/B against the previous commit
 * in the same run"): a temporary git worktree of `rev` (default `HEAD~1`, or `EA_BENCH_BASE`),
 * sharing this checkout's node_modules when its lockfile is this one's (else installing its own: a
 * dependency added or removed since), built with its own rollup config. Null when it cannot be
 * built (no git, a shallow clone): the bench then measures this build alone.
 */
export function buildBaseline(
  rev = process.env['EA_BENCH_BASE'] ?? 'HEAD~1',
): { name: string; distDir: string; cleanup: () => void } | null {
  const dir = mkdtempSync(join(tmpdir(), 'ea-bench-base-'));
  const cleanup = (): void => {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
    } catch {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
    execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { stdio: 'ignore' });
    const lock = (root: string): string => readFileSync(join(root, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock('.')) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
    execFileSync('npx', ['rollup', '-c', 'rollup.config.mjs'], { cwd: dir, stdio: 'ignore' });
    const distDir = join(dir, 'dist');
    if (!existsSync(join(distDir, 'plans-table.js'))) throw new Error('no build');
    return { name: `${rev} (${sha})`, distDir, cleanup };
  } catch (error) {
    console.log(
      `\n(A/B baseline ${rev} not built: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; this build is measured alone)`,
    );
    cleanup();
    return null;
  }
}
