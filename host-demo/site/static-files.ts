import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentType = (file: string): string => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Serves `relative` from inside `root` (no escaping it), or undefined when there is no such file. */
export async function serveFile(root: string, relative: string, cache = 'no-cache'): Promise<Response | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  if (!file.startsWith(base + sep)) return undefined;
  try {
    if (!(await stat(file)).isFile()) return undefined;
    const body = await readFile(file);
    const headers: Record<string, string> = { 'content-type': contentType(file), 'cache-control': cache };
    // The build's scripts carry no `sourceMappingURL` comment (docs/release.md): the header names the map.
    if (/\.m?js$/.test(file) && (await isFile(`${file}.map`))) headers['SourceMap'] = `${basename(file)}.map`;
    return new Response(body, { headers });
  } catch {
    return undefined;
  }
}

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (st) => st.isFile(),
    () => false,
  );
