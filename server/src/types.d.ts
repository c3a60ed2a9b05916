import 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'METHOD /api/path' of every API route, in registration order. */
    apiRoutes: string[];
  }
}
