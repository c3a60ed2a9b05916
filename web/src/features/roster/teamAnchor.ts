/** The address of a team's header on the roster page, for the team links (#team-1, #team-2, …). */
export function teamAnchor(index: number): string {
  return `team-${index + 1}`;
}
