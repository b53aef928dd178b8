/**
 * Rules for `exdat`, the checkout's user data in the URL (spec 1 §2: JSON, base64-encoded). It is
 * outside input like any other (issue 22): the whole parameter and every text it carries have a
 * length cap, and what is over its cap is ignored. Its own module (not ../shared/constants.ts): only the
 * lazily loaded URL rules use it, so none of it loads with a page whose URL carries no `exdat`.
 */

/** The whole parameter, in characters of its base64 text: about 6 KB of JSON, far above any real checkout's data. */
export const EXDAT_MAX_LENGTH = 8192;

/** A person's or business's name (first, last, middle, account, card holder; a title). */
export const EXDAT_NAME_MAX_LENGTH = 100;
/** An e-mail address (RFC 5321's limit on a path). */
export const EXDAT_EMAIL_MAX_LENGTH = 254;
/** A phone number (mobile or landline, with a country code and spaces). */
export const EXDAT_PHONE_MAX_LENGTH = 20;
/** An address or a part of one, and the other free texts that describe a place (access, hazards). */
export const EXDAT_ADDRESS_MAX_LENGTH = 200;
/** Any other text `exdat` carries (codes, references, dates, plan texts). */
export const EXDAT_TEXT_MAX_LENGTH = 500;

const NAME_FIELDS = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'familyName',
  'c1Title',
  'c1FirstName',
  'c1LastName',
  'name',
  'c1BusinessName',
  'accountName',
  'cardName',
  'identityDocumentName',
];
const EMAIL_FIELDS = ['email', 'employeeEmail'];
const PHONE_FIELDS = ['phoneNumber', 'landlineNumber', 'mobileNumber', 'phone', 'mobile'];
const ADDRESS_FIELDS = [
  'label',
  'providerDescription',
  'unitNumber',
  'streetNumber',
  'streetName',
  'suburb',
  'accessIssuesDescription',
  'accessDetails',
  'hazardDescription',
];

const FIELD_MAX_LENGTHS: ReadonlyMap<string, number> = new Map([
  ...NAME_FIELDS.map((f) => [f, EXDAT_NAME_MAX_LENGTH] as const),
  ...EMAIL_FIELDS.map((f) => [f, EXDAT_EMAIL_MAX_LENGTH] as const),
  ...PHONE_FIELDS.map((f) => [f, EXDAT_PHONE_MAX_LENGTH] as const),
  ...ADDRESS_FIELDS.map((f) => [f, EXDAT_ADDRESS_MAX_LENGTH] as const),
]);

/** The most characters a text field of `exdat` may have, by the field's name (the same in every slice). */
export function exdatFieldMaxLength(field: string): number {
  return FIELD_MAX_LENGTHS.get(field) ?? EXDAT_TEXT_MAX_LENGTH;
}

/** `exdat` as read from the URL is too long to look at. */
export const isExdatTooLong = (raw: string): boolean => raw.length > EXDAT_MAX_LENGTH;

/**
 * The base64 text of `exdat` as `atob` reads it. Hosts that do not URL-encode the parameter leave a
 * raw `+`, which the query string reads as a space: a space is a `+` again. base64url (`-`, `_`,
 * no padding) is read as standard base64.
 */
export function exdatBase64(raw: string): string {
  const standard = raw.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Removes from decoded `exdat` (in place) every text longer than its field's cap, at any depth; a
 * text in a list is capped by the list's field. Returns the removed fields' paths
 * ('person.firstName', 'plans.compared[0]'), for the one warning that names them (never their values).
 */
export function dropOverLongExdatFields(data: Record<string, unknown>): string[] {
  const ignored: string[] = [];
  // Iterative: a hostile payload may nest deeper than the call stack.
  const stack: { value: Record<string, unknown> | unknown[]; path: string; field: string }[] = [{ value: data, path: '', field: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, field } = item;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) {
        const entry: unknown = value[i];
        const at = `${path}[${i}]`;
        if (typeof entry === 'string' && entry.length > exdatFieldMaxLength(field)) {
          value.splice(i, 1);
          ignored.push(at);
        } else if (Array.isArray(entry) || isRecord(entry)) stack.push({ value: entry, path: at, field });
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      const entry = value[key];
      const at = path ? `${path}.${key}` : key;
      if (typeof entry === 'string' && entry.length > exdatFieldMaxLength(key)) {
        delete value[key];
        ignored.push(at);
      } else if (Array.isArray(entry) || isRecord(entry)) stack.push({ value: entry, path: at, field: key });
    }
  }
  return ignored.sort();
}

/**
 * The query string without the parameter `name` (any case, as the URL rules read names), the other
 * parameters exactly as they were written; '' when nothing is left.
 */
export function searchWithout(search: string, name: string): string {
  const wanted = name.toLowerCase();
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const key = part.split('=', 1)[0] ?? '';
      let decoded: string;
      try {
        decoded = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        decoded = key;
      }
      return decoded.toLowerCase() !== wanted;
    });
  return kept.length ? `?${kept.join('&')}` : '';
}
