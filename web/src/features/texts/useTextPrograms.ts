// The programs an Administrator may pick: those in the contact list, and their own.
import { useTextContacts } from './useTextContacts.ts';

export function useTextPrograms(ownProgram: string | null): string[] {
  const contacts = useTextContacts();
  const programs = new Set(contacts.data?.map((entry) => entry.program));
  if (ownProgram) programs.add(ownProgram);
  return [...programs].sort((a, b) => a.localeCompare(b));
}
