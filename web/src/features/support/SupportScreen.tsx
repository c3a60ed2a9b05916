// docs/product.md#screen-support): the emergency notice first, always; then, once the program's contact,
// rooms and links have loaded, the admin card, text chat, resource center and room search; and the
// address-to-hub lookup, which needs none of them but waits below them, so the cards arriving never
// push it down (docs/decisions/020-design-pass-issue-13.md: layout shift).
import { useMe } from '../../session/useMe.ts';
import { ScreenTitle } from '../../ui/ScreenTitle.tsx';
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

export function SupportScreen() {
  const contact = useStaffContact();
  const rooms = useRoomNames();
  const me = useMe();
  const failed = loadFailed(contact) || loadFailed(rooms) || loadFailed(me);
  const loading = !failed && (contact.isPending || rooms.isPending || me.isPending);

  return (
    <div className="support">
      <ScreenTitle>Get Support</ScreenTitle>
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
