// What a link cell of the settings tab may hold (issue 15): a web address everywhere, and for the
// ways to reach a person (the text-chat and resource-center cards) also a phone to text or call, or
// an email address — `sms:+13125550199` is how an admin naturally links a text chat.
import { toE164 } from './phoneNumbers.ts';

/** The settings whose link may also be sms:, tel: or mailto:. */
export const contactLinkKeys: ReadonlySet<string> = new Set(['text_chat_link', 'resource_center_link']);

const webAddress = /^https?:\/\/\S+$/i;
const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isContactLink(value: string): boolean {
  const match = /^(sms|tel|mailto):([^?]+)(\?.*)?$/i.exec(value);
  if (!match) return false;
  const [, scheme, address] = match;
  return scheme!.toLowerCase() === 'mailto' ? emailAddress.test(address!) : toE164(decodeURIComponent(address!)) !== null;
}

/** Why a settings link cannot be used, in words an admin can act on; null when it can. */
export function settingLinkProblem(key: string, value: string): string | null {
  if (webAddress.test(value)) return null;
  if (!contactLinkKeys.has(key)) return `the value of ${key} is not a web address; it must start with https://`;
  if (isContactLink(value)) return null;
  return `the value of ${key} is not a link; write a web address starting with https://, or sms:, tel: or mailto: followed by a phone number or an email address (for example sms:+13125550199)`;
}
