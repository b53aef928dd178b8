/** A saved quote. */
export interface Quote {
  reference: string;
  quoteData: Record<string, unknown>;
  additionalData: Record<string, unknown>;
  status: 'saved' | 'emailed';
  emailedTo: string | null;
  createdAt: string;
  updatedAt: string;
}

export type QuoteLookup = { kind: 'found'; quote: Quote } | { kind: 'expired' } | { kind: 'missing' };

/** Quotes older than this (since their last update) answer 410. */
export const QUOTE_LIFETIME_DAYS = 30;

export interface QuoteStore {
  create(data: Pick<Quote, 'quoteData' | 'additionalData'>): Promise<Quote>;
  get(reference: string): Promise<QuoteLookup>;
  update(reference: string, patch: Partial<Pick<Quote, 'quoteData' | 'additionalData' | 'status' | 'emailedTo'>>): Promise<QuoteLookup>;
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** An opaque reference such as "Q7KD2M9XPA"; never starts with EXP. */
export function newReference(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return `Q${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

interface Persistence {
  load(): Promise<Record<string, Quote>>;
  save(all: Record<string, Quote>): Promise<void>;
}

/** JSON file persistence (Node only); writes go to a temp file renamed over the old one. */
function filePersistence(file: string | (() => Promise<string>)): Persistence {
  const path = async (): Promise<string> => (typeof file === 'string' ? file : file());
  return {
    async load() {
      const fs = await import('node:fs/promises');
      try {
        const parsed: unknown = JSON.parse(await fs.readFile(await path(), 'utf8'));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, Quote>;
        return {};
      } catch {
        return {};
      }
    },
    async save(all) {
      const fs = await import('node:fs/promises');
      const target = await path();
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(all), 'utf8');
      await fs.rename(tmp, target);
    },
  };
}

const memoryPersistence = (): Persistence => ({ load: async () => ({}), save: async () => undefined });

/** The default quotes file: EA_QUOTES_FILE, else ea-demo-quotes.json in the system temp directory. */
export async function defaultQuotesFile(): Promise<string> {
  const env = process.env['EA_QUOTES_FILE'];
  if (env) return env;
  const [{ tmpdir }, { join }] = await Promise.all([import('node:os'), import('node:path')]);
  return join(tmpdir(), 'ea-demo-quotes.json');
}

const isNode = (): boolean => typeof process !== 'undefined' && typeof process.versions?.node === 'string';

export interface QuoteStoreOptions {
  /** File path; undefined picks the default file in Node and memory elsewhere; null forces memory. */
  file?: string | null;
  now: () => Date;
}

export function createQuoteStore(opts: QuoteStoreOptions): QuoteStore {
  const persistence =
    opts.file === null || (!opts.file && !isNode()) ? memoryPersistence() : filePersistence(opts.file ?? defaultQuotesFile);
  let cache: Promise<Record<string, Quote>> | undefined;
  let writes = Promise.resolve();
  const all = (): Promise<Record<string, Quote>> => (cache ??= persistence.load());
  const persist = async (quotes: Record<string, Quote>): Promise<void> => {
    writes = writes.then(() => persistence.save(quotes)).catch(() => undefined);
    await writes;
  };
  const lookup = (quotes: Record<string, Quote>, reference: string): QuoteLookup => {
    if (/^EXP/i.test(reference)) return { kind: 'expired' };
    const quote = Object.hasOwn(quotes, reference) ? quotes[reference] : undefined;
    if (!quote) return { kind: 'missing' };
    const age = opts.now().getTime() - new Date(quote.updatedAt).getTime();
    if (age > QUOTE_LIFETIME_DAYS * 86_400_000) return { kind: 'expired' };
    return { kind: 'found', quote };
  };
  return {
    async create(data) {
      const quotes = await all();
      let reference = newReference();
      while (Object.hasOwn(quotes, reference)) reference = newReference();
      const stamp = opts.now().toISOString();
      const quote: Quote = { reference, ...data, status: 'saved', emailedTo: null, createdAt: stamp, updatedAt: stamp };
      quotes[reference] = quote;
      await persist(quotes);
      return quote;
    },
    async get(reference) {
      return lookup(await all(), reference);
    },
    async update(reference, patch) {
      const quotes = await all();
      const found = lookup(quotes, reference);
      if (found.kind !== 'found') return found;
      const quote: Quote = { ...found.quote, ...patch, updatedAt: opts.now().toISOString() };
      quotes[reference] = quote;
      await persist(quotes);
      return { kind: 'found', quote };
    },
  };
}
