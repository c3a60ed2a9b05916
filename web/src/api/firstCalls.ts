// The calls the app may make before its first screen is drawn, named without their schemas: zod
// and the schemas of every call (core/api.ts) then load beside the first call, not in the first
// file (docs/performance.md "First load of `/`"). call() checks each answer with the contract all the same. web/test/firstCalls
// holds each address to its call in core/api.ts.
import type { Api, ApiName } from '@pals/core/api';

/** A call of core/api.ts by its name, method and path; `contract` is there for the type system only. */
export interface CallAddress<E> {
  readonly name: ApiName;
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  readonly contract?: E;
}

const address = <N extends ApiName>(name: N, method: Api[N]['method'], path: Api[N]['path']): CallAddress<Api[N]> => ({
  name,
  method,
  path,
});

export const firstCalls = {
  publicConfig: address('publicConfig', 'GET', '/api/config'),
  me: address('me', 'GET', '/api/me'),
  logout: address('logout', 'POST', '/api/logout'),
  campLogin: address('campLogin', 'POST', '/api/local/login'),
  codeLogin: address('codeLogin', 'POST', '/api/local/codelogin'),
  googleLogin: address('googleLogin', 'POST', '/api/google/authcode'),
  demoLogin: address('demoLogin', 'POST', '/api/demo/login'),
};
