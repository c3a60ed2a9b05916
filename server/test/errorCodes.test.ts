// Failures told apart by their libraries' codes, wherever the code sits: on the error, on its cause
// (fetch's TypeError('fetch failed') carries the socket's), or inside an AggregateError.
import { describe, expect, it } from 'vitest';
import { errorCodes, hasCode, timeoutCodes, unreachableCodes } from '../src/errorCodes.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('error codes', () => {
  it('finds the socket code under fetch failed', () => {
    const error = new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED') });
    expect(errorCodes(error)).toEqual(['ECONNREFUSED']);
    expect(hasCode(error, unreachableCodes)).toBe(true);
  });

  it('finds the codes of every address Node tried', () => {
    const error = new AggregateError(
      [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ENETUNREACH 10.0.0.1:5432', 'ENETUNREACH')],
      'connect failed',
    );
    expect(errorCodes(error)).toEqual(['ECONNREFUSED', 'ENETUNREACH']);
  });

  it("takes gaxios's TimeoutError and a DOMException's name as timeouts", () => {
    expect(hasCode(withCode('The operation was aborted due to timeout', 'TimeoutError'), timeoutCodes)).toBe(true);
    expect(
      hasCode(new Error('request failed', { cause: new DOMException('The operation timed out.', 'TimeoutError') }), timeoutCodes),
    ).toBe(true);
  });

  it('does not go by words: a message that mentions a socket or a timeout is not one', () => {
    const words = new Error('socket ECONNREFUSED timeout fetch failed');
    expect(hasCode(words, unreachableCodes)).toBe(false);
    expect(hasCode(words, timeoutCodes)).toBe(false);
  });

  it('stops at a cause that points back at itself', () => {
    const error: Error & { cause?: unknown } = withCode('loop', 'EPIPE');
    error.cause = error;
    expect(new Set(errorCodes(error))).toEqual(new Set(['EPIPE']));
  });
});
