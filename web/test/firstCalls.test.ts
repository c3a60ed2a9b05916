// The calls named without their schemas (web/src/api/firstCalls.ts) are the calls of the contract.
import { api } from '@pals/core/api';
import { describe, expect, it } from 'vitest';
import { firstCalls } from '../src/api/firstCalls.ts';

describe('the calls the first screen makes', () => {
  it.each(Object.entries(firstCalls))('%s has the method and path of its call in core/api.ts', (name, address) => {
    expect(address.name).toBe(name);
    expect({ method: address.method, path: address.path }).toEqual({ method: api[address.name].method, path: api[address.name].path });
  });

  it('are the config, the session, the logout and the four sign-ins', () => {
    expect(Object.values(firstCalls).map((address) => `${address.method} ${address.path}`)).toEqual([
      'GET /api/config',
      'GET /api/me',
      'POST /api/logout',
      'POST /api/local/login',
      'POST /api/local/codelogin',
      'POST /api/google/authcode',
      'POST /api/demo/login',
    ]);
  });
});
