/** Escapes text for HTML content and attribute values. */
export function esc(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export interface Raw {
  readonly __raw: string;
}
export const raw = (html: string): Raw => ({ __raw: html });

export function html(strings: TemplateStringsArray, ...values: (string | number | Raw | Raw[] | null | undefined)[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.__raw).join('');
    else if (value && typeof value === 'object') out += value.__raw;
    else if (value !== null && value !== undefined) out += esc(String(value));
    out += strings[i + 1] ?? '';
  });
  return raw(out);
}
