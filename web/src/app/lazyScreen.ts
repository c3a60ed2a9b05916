// A screen's code, fetched when the screen is first opened. A file that does not come (camp Wi-Fi
// that connects but passes nothing) ends after limits.screenCodeWaitMs in ScreenLoadBoundary's
// "This screen did not load", with Try again and the footer's Home, instead of a thin moving bar
// over an empty page for ever.
import { limits } from '@pals/core/limits';
import { lazy, type ComponentType } from 'react';

export class ScreenCodeLate extends Error {
  constructor() {
    super("The screen's code did not arrive in time.");
    this.name = 'ScreenCodeLate';
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ScreenCodeLate()), limits.screenCodeWaitMs);
        load().then(
          (component) => {
            clearTimeout(timer);
            resolve({ default: component });
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}
