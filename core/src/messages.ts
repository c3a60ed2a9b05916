// Every user-facing message of docs/product.md#messages, exactly as the app shows them.
export const messages = {
  googleLoginFailed: 'Google login failed. Please try again.',
  googleErrorCode: (code: string) => `(error code: ${code})`,
  googleNotSetUp: 'Sorry! Your google account is not setup with PALS.',
  campLoginNetwork: 'Login failed due to a network issue. Please try again.',
  campLoginWrongPassword: 'Unrecognized password. Please try again.',
  loadingFailed: 'Loading failed. Please reload this page to try again.',
  addressFailed: 'Address submission failed. Please reload this page to try again.',
  feedbackFailed: 'Feedback submission failed. Please reload this page to try again.',
  feedbackSucceeded: 'Feedback submission succeeded. Thank you!',
  reportLoadFailed: 'Failed to load report. Please reload this page to try again.',
  reportFailed: 'Report submission failed. Please reload this page to try again.',
  reportSucceeded: 'Report submission succeeded. Thank you!',
  tasksLoadFailed: 'Loading tasks failed. Please reload this page to try again.',
  noteFailed: 'Note submission failed. Please reload this page to try again.',
  noteSucceeded: 'Note submission succeeded. Thank you!',
  textFailed: 'Text submission failed.',
  textSucceeded: 'Text submission succeeded.',
  loggingIn: 'Logging in...',
  /** docs/offline.md "What people write offline": a write kept on the phone while there is no connection. */
  savedOnPhone: "Saved on this phone — it will be sent when you're back online.",
  /** A write the phone's full storage could not keep: it was not saved, and the words stay on screen. */
  notKeptOnPhone: "It could not be saved on this phone: its storage is full. Your words are still here to send when you're back online.",
  /** Signed out, with writes of a session that ended waiting on the phone. */
  signInToSend: (count: number, name: string | null) =>
    `${count === 1 ? '1 item is' : `${count} items are`} waiting on this phone. Sign in again${name ? ` as ${name}` : ''} to send ${count === 1 ? 'it' : 'them'}.`,
  /** Someone else is signed in: how many wait for whom, never what. */
  waitingForOther: (count: number, name: string | null) =>
    `${count === 1 ? '1 item' : `${count} items`} written by ${name ?? 'someone signed in before'} ${count === 1 ? 'is' : 'are'} waiting on this phone for them to sign in again.`,
  textsNeedConnection: 'Texts need a connection: a text sent hours late would be wrong. Send it when you are back online.',
  logoutWithWaiting: (count: number) => `${count === 1 ? '1 item has' : `${count} items have`} not been sent yet. Log out anyway?`,
  emergency: 'If this is an emergency, call 911 immediately',
  lastUpdate: (when: string) => `Last google sheets update at ${when}`,
} as const;
