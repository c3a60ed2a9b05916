// What a link cell of the settings tab may hold (docs/decisions/018-a-workbook-sync-imports-row-by-row-and-the-admin.md): a web address everywhere, and for the
// ways to reach a person (the text-chat and resource-center cards) also a phone to text or call, or
// an email address — `sms:+13125550199` is how an admin naturally links a text chat.
import { toE164 } from '../people/phoneNumbers.ts';

/** The settings whose link may also be sms:, tel: or mailto:. */
const contactLinkKeys: ReadonlySet<string> = new Set(['text_chat_link', 'resource_center_link']);

const webAddress = /^https?:\/\/\S+$/i;
const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isContactLink(value: string): boolean {
  const match = /^(sms|tel|mailto):([^?]+)(\?.*)?$/i.exec(value);
  if (!match) return false;
  const [, scheme, address] = match;
  return scheme!.toLowerCase() === 'mailto' ? emailAddress.test(address!) : toE164(decodeURIComponent(address!)) !== null;
}

/** Why a settings link cannot be used and what to write instead, in words an admin can act on;
 * null when it can be used. */
export function settingLinkProblem(key: string, value: string): { message: string; fix: string } | null {
  if (webAddress.test(value)) return null;
  if (!contactLinkKeys.has(key))
    return {
      message: `the value of ${key} is not a web address`,
      fix: 'a web address starting with https://, for example https://example.org',
    };
  if (isContactLink(value)) return null;
  return {
    message: `the value of ${key} is not a link`,
    fix: 'a web address starting with https://, or sms:, tel: or mailto: followed by a phone number or an email address, for example sms:+13125550199',
  };
}
