// SPEC §9: business constants and limits.
export const limits = {
  minimumSpinnerMs: 1000,
  taskNoticeMs: 2000,
  feedbackMessage: 500,
  feedbackName: 50,
  address: 100,
  noteMessage: 500,
  textMessage: 100,
  textNumber: 50,
  roomSearchMinimum: 3,
  reportDays: 14,
  reportSections: 4,
  onCampusActivities: 5,
  offCampusActivities: 6,
  campLoginAttemptsPerMinute: 10,
  /** Wrong camp passwords from everywhere together (issue 14): camp passwords are dictionary words,
   * and a guesser can change address; a whole camp mistyping at check-in stays well under 50 in 10
   * minutes, while a guesser gets at most 300 tries an hour. Past it every try waits for the window. */
  campLoginFailedGuessesEverywhere: 50,
  campLoginFailedGuessesWindowMs: 10 * 60_000,
  /** How long a call may wait for the server before it ends in its screen's failure state (issue 12).
   * Camp Wi-Fi is slow but a working one answers a read within a few seconds; a read is tried once
   * more (so a screen shows its failure within about 17 s at worst, at once when the phone knows it
   * is offline). A write is never tried again by itself and may carry a text fan-out or a sheet
   * read on the server, so it gets longer. */
  readTimeoutMs: 8_000,
  writeTimeoutMs: 12_000,
} as const;

export const emergencyNumber = '911';
