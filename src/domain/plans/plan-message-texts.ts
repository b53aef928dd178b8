/** The visible words of plans messages (spec 2 §8); kept apart so they load only when a message shows. */
import { DEFAULT_CONTACT_NUMBER } from '../shared/constants';
import { CONTACT_US_TEXT } from '../shared/start-texts';
import { REMOTE_METERING_TEXT, SOLAR_UNKNOWN_TEXT } from '../shared/messages';
import { formatPhoneNumber } from '../shared/phone';
import { ADDRESS_NOT_FOUND_TEXT } from '../refine/refine-texts';
import { PLAN_LOAD_FAILED, SOLAR_DETECTION_ERROR, type PlanMessage } from './plan-message-codes';
import { isFailedLookup } from '../refine/refine-plan-change';

/** The action under a lookup that failed outright (ours: the messages say 'Please try again' and offered no way to). */
export const TRY_AGAIN_TEXT = 'Try again';

/**
 * The code of the message that offers 'Try again' (the same lookup once more), or null: the failure
 * message of a lookup that failed outright, with no plans (an HTTP error, a network failure or
 * time-out, an answer that could not be read, or SYSTEM_ERROR for both fuels).
 */
export function lookupRetryCode(plans: {
  electricityPlans: readonly unknown[];
  gasPlans: readonly unknown[];
  messages: readonly { code: string }[];
}): string | null {
  if (!isFailedLookup(plans)) return null;
  return plans.messages.find((m) => m.code === PLAN_LOAD_FAILED || m.code === 'SYSTEM_ERROR')?.code ?? null;
}

/** A message's words: sentences, an optional link the widget renders after them, and what ends the sentence after the link. */
export interface MessageContent {
  text: string;
  link?: { label: string; href: string };
  /** Right after the link, no space: the link's sentence goes on ('.'). */
  end?: string;
  note?: string;
}

export interface MessageTextOptions {
  /** The residential or business contact page. */
  contactHref: string;
  /** The plans page to compare plans on. */
  plansHref: string;
  /** nmiMirnEncryption: meter numbers are not shown. */
  hideMeterNumbers: boolean;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const fuelWord = (value: unknown): string => (value === 'gas' ? 'gas' : value === 'electricity' ? 'electricity' : 'energy');

/** The visible words of a plans message (spec 2 §8 wording; where the spec shows none, ours). */
export function messageContent(m: PlanMessage, options: MessageTextOptions): MessageContent {
  const p = m.parameters ?? {};
  const contact = { label: CONTACT_US_TEXT, href: options.contactHref };
  const where = str(p['address']) || (str(p['postcode']) ? `postcode ${str(p['postcode'])}` : 'this location');
  const otherFuel = p['otherFuel'];
  const note = otherFuel ? `Please note: at ${where}, we only supply ${fuelWord(otherFuel)}.` : undefined;
  const full = p['full'] !== false;
  const callUs = `Please call us on ${DEFAULT_CONTACT_NUMBER}.`;
  const withNote = (content: MessageContent): MessageContent =>
    full ? { ...content, ...(note ? { note } : {}) } : { text: note ?? content.text };

  switch (m.code) {
    case 'STATE_NOT_SERVICED':
      return withNote({
        text: `This offer is not available in ${str(p['state']) || 'your state'}.`,
        link: { label: 'Compare plans', href: options.plansHref },
      });
    case 'POSTCODE_NOT_SERVICED':
      return withNote({ text: `Unfortunately we don't supply energy to postcode ${str(p['postcode'])}.`, link: contact });
    case 'ADDRESS_NOT_SERVICED':
      if (m.fuel !== 'both' && note) return { text: note };
      return { text: "Unfortunately we don't supply energy to this address.", link: contact };
    case 'CAMPAIGN_NOT_SERVICED':
      return withNote({ text: 'This offer is not available at your location.', link: { label: 'Compare plans', href: options.plansHref } });
    case 'ERGON_NOT_SERVICED':
      return withNote({ text: "We don't supply electricity in the Ergon Energy network area.", link: contact });
    case 'NMI_NOT_FOUND':
    case 'MIRN_NOT_FOUND': {
      const kind = m.code === 'NMI_NOT_FOUND' ? 'NMI' : 'MIRN';
      const number = str(p[kind.toLowerCase()]);
      const shown = number && !options.hideMeterNumbers ? ` (${number})` : '';
      return {
        text: `Unfortunately we don't recognise the ${kind} entered${shown}. You can enter your postcode instead to see the plans available in your area.`,
      };
    }
    case 'QLD_DEENERGISED':
      return { text: `We're unable to sign you up online because electricity at your site is currently switched off. ${callUs}` };
    case 'NMI_BLOCKED': {
      const distributor = p['distributor'] as { name?: unknown; phoneNumber?: unknown } | null | undefined;
      const gasNote = p['hasGasPlans'] === true ? ' You can still choose a gas plan.' : '';
      if (p['nswRemoteDisconnected'] === true && distributor && str(distributor.name)) {
        const phone = formatPhoneNumber(str(distributor.phoneNumber));
        return {
          text: `Your electricity has been remotely disconnected. Please call your distributor ${str(distributor.name)}${phone ? ` on ${phone}` : ''} to have it reconnected.${gasNote}`,
        };
      }
      return { text: `We're unable to sign you up online because of the meter type. ${callUs}${gasNote}` };
    }
    case 'REMOTE_METERING_RISK':
      return { text: REMOTE_METERING_TEXT };
    case 'SOLAR_SETUP_UNKNOWN':
      return { text: `There is an issue with the electricity meter at this address. ${callUs}` };
    case 'ADDRESS_NOT_FOUND':
      return { text: ADDRESS_NOT_FOUND_TEXT };
    case SOLAR_DETECTION_ERROR:
      return { text: SOLAR_UNKNOWN_TEXT };
    case PLAN_LOAD_FAILED:
      return { text: `We couldn't load your plans just now (error ${str(p['status'])}). Please try again.` };
    default:
      // Spec 2 §8 'unexpected error... contact us': the sentence's "contact us" is the link (not repeated after it).
      return {
        text: 'Sorry, an unexpected error occurred. Please try again later or',
        link: { label: 'contact us', href: options.contactHref },
        end: '.',
      };
  }
}
