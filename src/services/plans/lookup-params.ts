/**
 * What a plan lookup is made by. Its own module so that ./lookup.ts and the lazily loaded
 * ./lookup-failures.ts can both name it without importing each other.
 */
import type { Address } from '../../store';

/** What a lookup is made by, with its identifier. */
export type LookupParams =
  { by: 'postcode'; postcode: string } | { by: 'nmi'; nmi: string } | { by: 'mirn'; mirn: string } | { by: 'address'; address: Address };
