// The caller each handler is given, by its endpoint's access: checked by tsc (npm run check), as the
// types are the point; the runtime half (401/403) is the access matrix's.
import { api } from '@pals/core/api';
import { describe, expectTypeOf, it } from 'vitest';
import type { Participant, Person, StaffMember } from '../src/auth/person.ts';
import type { Call, CallerOf } from '../src/http/route.ts';

describe('the caller a handler is given', () => {
  it('is nobody on a public call and anyone signed in on a signed-in one', () => {
    expectTypeOf<Call<typeof api.publicConfig>['person']>().toEqualTypeOf<null>();
    expectTypeOf<Call<typeof api.me>['person']>().toEqualTypeOf<Person>();
    expectTypeOf<Call<typeof api.rooms>['person']>().toEqualTypeOf<Person>();
  });

  it('is a participant on a participant call', () => {
    expectTypeOf<Call<typeof api.localCall>['person']>().toEqualTypeOf<Participant>();
    expectTypeOf<Call<typeof api.localFeedback>['person']>().toEqualTypeOf<Participant>();
  });

  it('is a staff member, with their dates, on every staff call', () => {
    {
      expectTypeOf<Call<typeof api.googleCall>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.note>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.staffReport>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.directorTasks>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.textContacts>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.adminConfig>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.lastUpdate>['person']>().toEqualTypeOf<StaffMember>();
      expectTypeOf<Call<typeof api.directorTasks>['person']['dates']>().toEqualTypeOf<{ start: string | null; end: string | null }>();
    }
  });

  it('is either kind where a permission admits both (the home links)', () => {
    expectTypeOf<CallerOf<'scheduleLink'>>().toEqualTypeOf<Person>();
  });

  it('does not let a handler read what its caller cannot have', () => {
    const participantCall = null as unknown as Call<typeof api.localStaff>;
    const staffCall = null as unknown as Call<typeof api.googleStaff>;
    // @ts-expect-error a participant has no staff row
    void (() => participantCall.person.staff);
    // @ts-expect-error nor dates
    void (() => participantCall.person.dates);
    void (() => staffCall.person.staff.email);
  });
});
