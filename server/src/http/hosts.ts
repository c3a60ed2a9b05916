// The hosts the server answers for (docs/security.md "Hosts"; docs/deploy.md "The hosts the app answers for"). A page on another
// site whose name an attacker points at 127.0.0.1 (DNS rebinding) reaches a server on the laptop
// with its own name in Host and the same name in Origin, so the Origin check alone would let it use
// demo sign-in. Every request but the health checks must name one of the hosts the configuration
// says the server serves (config.ts `servedHosts`), else it is answered 421 before any route.
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Failure } from './errors.ts';

/** The names of this machine that no other site can be given by DNS. */
export const loopbackHostNames: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The health checks answer whatever the Host: a load balancer or proxy asks by the instance's own
 * address (Caddy's health_uri, a cloud load balancer's target IP), and they say nothing about people. */
const healthChecks = new Set(['/healthz', '/readyz']);

/** A host as a Host header names it, without its port and lowercased: an IPv6 address keeps its
 * brackets ('[::1]'), as browsers send it. */
export function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
  return name.toLowerCase();
}

/** A host name or address as the Host header would carry it: an IPv6 address in brackets. */
export function asHostHeaderName(name: string): string {
  const bare = name.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) === 6 ? `[${bare.toLowerCase()}]` : name.toLowerCase();
}

const wrongHost = () => new Failure(421, 'wrong_host', 'This server does not answer for that address. Open the app at its own address.');

/** Answers 421 to a request whose host (request.host: X-Forwarded-Host only from a proxy TRUST_PROXY
 * names) is not one of `hosts`. Installed before the routes, after the error handler. */
export function installHostGuard(app: FastifyInstance, hosts: readonly string[]): void {
  const served = new Set(hosts.map(asHostHeaderName));
  // A callback hook, like the request guards: it runs on every request, reads included.
  app.addHook('onRequest', (request, _reply, done) => {
    if (served.has(hostNameOf(request.host))) return done();
    if (healthChecks.has(request.routeOptions.url ?? '')) return done();
    done(wrongHost());
  });
}
