// docs/product.md#screen-support): the emergency notice first, always; then, once the program's contact,
// rooms and links have loaded, the admin card, text chat, resource center and room search; and the
// address-to-hub lookup, which needs none of them but waits below them, so the cards arriving never
// push it down (docs/decisions/020-design-pass.md: layout shift).
import { displayPhone } from '@pals/core/people/phone';
import { useMe } from '../../session/useMe.ts';
import { ListenTitle } from '../../ui/listen/ListenTitle.tsx';
import { spokenPhone, type ListenItem } from '../../ui/listen/utterances.ts';
import { Loading } from '../../ui/Spinner.tsx';
import { AddressLookup } from './AddressLookup.tsx';
import { AdminCard } from './AdminCard.tsx';
import { EmergencyNotice } from './EmergencyNotice.tsx';
import { HelpLinks } from './HelpLinks.tsx';
import { RoomSearch } from './RoomSearch.tsx';
import { useRoomNames } from './useRoomNames.ts';
import { useStaffContact } from './useStaffContact.ts';
import './support.css';
import { loadFailed } from '../../data/useApiQuery.ts';
import { LoadFailed, tryAgain } from '../../ui/LoadFailed.tsx';

/** What Listen reads, top to bottom: each card's heading and words, the admin's number digit by
 * digit, each button's and field's words, and a status line or answer when shown. */
function listenParts(admin: { name: string | null; phone: string | null } | undefined): ListenItem[] {
  const number = admin?.name && admin.phone ? spokenPhone(displayPhone(admin.phone)) : null;
  return [
    { text: 'Get Support.', target: 'support-title' },
    { from: 'support-emergency' },
    { from: 'admin-card-title' },
    { from: 'admin-card-about' },
    ...(number === null ? [] : [{ text: `Their number is ${number}. Tap it to call.`, target: 'admin-card-phone' }]),
    { from: 'text-chat-title' },
    { from: 'text-chat-about' },
    { from: 'text-chat-button' },
    { from: 'resources-title' },
    { from: 'resources-about' },
    { from: 'resources-button' },
    { from: 'room-search-title' },
    { field: 'room-query', label: 'Find a room' },
    { from: 'room-hint' },
    { from: 'room-list' },
    { from: 'hub-title' },
    { from: 'hub-about' },
    { field: 'hub-address', label: 'Your home address' },
    { from: 'hub-submit' },
    { from: 'hub-answer' },
    { from: 'hub-failure' },
  ];
}

export function SupportScreen() {
  const contact = useStaffContact();
  const rooms = useRoomNames();
  const me = useMe();
  const failed = loadFailed(contact) || loadFailed(rooms) || loadFailed(me);
  const loading = !failed && (contact.isPending || rooms.isPending || me.isPending);

  return (
    <div className="support">
      <ListenTitle id="support-title" back={{ to: '/', name: 'Back to home' }} parts={() => listenParts(contact.data)}>
        Get Support
      </ListenTitle>
      <EmergencyNotice />
      {failed && <LoadFailed onTryAgain={tryAgain(contact, rooms, me)} />}
      {loading && <Loading />}
      {contact.data !== undefined && rooms.data !== undefined && me.data !== undefined && (
        <>
          <AdminCard name={contact.data.name} phone={contact.data.phone} />
          <HelpLinks links={me.data.links} />
          <RoomSearch names={rooms.data} />
        </>
      )}
      {!loading && <AddressLookup />}
    </div>
  );
}
