// docs/product.md#limits: business constants and limits.
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
  /** Wrong camp passwords from everywhere together (docs/decisions/017-hardening-details.md): camp passwords are dictionary words,
   * and a guesser can change address; a whole camp mistyping at check-in stays well under 50 in 10
   * minutes, while a guesser gets at most 300 tries an hour. Past it every try waits for the window. */
  campLoginFailedGuessesEverywhere: 50,
  campLoginFailedGuessesWindowMs: 10 * 60_000,
  /** OWASP's device cookies (docs/security.md "Limits"): a phone that signed in to a program before
   * carries a signed cookie saying so, and the two limits above do not apply to it; it has its own
   * instead, this many wrong camp passwords in the same 10 minutes, past which it counts as any
   * unknown phone. Enough for a person who mistypes; nothing for a guesser, who would need a new
   * cookie, so a right password, every 10 tries. */
  campLoginWrongGuessesPerDevice: 10,
  /** "Let a phone in" codes typed from one address in a minute: a camp's Wi-Fi letting a bus-load
   * of new phones in passes (a code that signs in is not counted); each wrong one is a guess at a
   * 49-bit code, and never counts toward closing camp-password sign-in. */
  phoneCodeTriesPerMinute: 30,
  /** How long a device cookie is good for: a camp season and the next one's start. */
  deviceCookieDays: 365,
  /** Calls a minute, per session and per address (docs/security.md "Limits"); past one, a 429 with Retry-After.
   * Generous on purpose: a phone's offline outbox replays its queued writes at once when it
   * reconnects, and a whole camp shares one public address on camp Wi-Fi. */
  callsPerMinute: {
    /** Each try makes a request to Google; a camp's whole staff signing in at orientation behind one address, twice over, stays under it. */
    googleSignIn: { perAddress: 120 },
    /** Feedback (both kinds): a phone replaying a dozen queued messages twice over passes; 150 phones on one Wi-Fi each sending a handful pass. */
    feedback: { perSession: 30, perAddress: 1000 },
    /** Participant notes: a leader writing up a whole team after an evening offline passes. */
    notes: { perSession: 30, perAddress: 1000 },
    /** The hub lookup of the support page: a person trying address after address never needs 30 in a minute. */
    hubs: { perSession: 30, perAddress: 1000 },
    /** Backend Refresh and "Import anyway", together: each reads the whole workbook from Google. An
     * Administrator fixing a sheet presses it after each fix, a few times a minute at most; the sync
     * reads the workbook every few minutes by itself as well. */
    workbookReads: { perSession: 4, perAddress: 30 },
    /** "Let a phone in" codes made: a staff member letting in a line of phones one by one passes. */
    phoneCodes: { perSession: 30, perAddress: 300 },
    /** Program texts: each send reaches a whole program through the SMS provider (and costs money); no Director sends 20 in a minute.
     * Sending now, scheduling, changing and cancelling a scheduled text count together, as one. */
    texts: { perSession: 20, perAddress: 200 },
  },
  callLimitWindowMs: 60_000,
  /** "Send a test to me", per session in an hour: a sender checks how a text reads a few times
   * before a send, not dozens (each one is an SMS to their own phone, and costs money). */
  textTestsPerHour: 10,
  callLimitHourMs: 3_600_000,
  /** How long a call may wait for the server before it ends in its screen's failure state (docs/offline.md).
   * Camp Wi-Fi is slow but a working one answers a read within a few seconds; a read is tried once
   * more (so a screen shows its failure within about 17 s at worst, at once when the phone knows it
   * is offline). A write is never tried again by itself and may carry a text fan-out or a sheet
   * read on the server, so it gets longer. */
  readTimeoutMs: 8_000,
  writeTimeoutMs: 12_000,
  /** How long a screen's code may take to arrive before the screen says it did not load (with Try
   * again and Home). Its file is 1–20 KB: at a few KB a second that is a few seconds; a file still
   * missing after this is not coming (a connection that connects but passes nothing). */
  screenCodeWaitMs: 20_000,
  /** Headcount (docs/product.md#screen-headcount): a team not counted for this long stands out on
   * the counts. A camp day moves every hour or two (meals, activities, the bus), each move a count;
   * two hours without one means a move went uncounted. */
  headcountStaleMs: 2 * 3_600_000,
  /** People one count lists: a program's whole roster ("everyone") is a few hundred at most. */
  headcountPeople: 1000,
  /** The moment a count is named for ("Bus", "Pool before lunch"): a few words. */
  headcountMoment: 40,
} as const;

/** The longest window any rate limit counts in: a rate_limits row older than this is expired. */
export const longestLimitWindowMs = Math.max(
  limits.callLimitWindowMs,
  limits.callLimitHourMs,
  limits.campLoginFailedGuessesWindowMs,
  60_000,
);

export const emergencyNumber = '911';
