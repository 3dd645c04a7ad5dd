/**
 * Fastify's own route table, as the authorization matrix reads it. The app builds its Fastify
 * instance inside buildApp, so the collector subscribes to Fastify's `fastify.initialization`
 * diagnostics channel (published when an instance is created, before any plugin runs) and adds
 * an `onRoute` hook there: every route any plugin registers afterwards passes through it,
 * including better-auth's catch-all, @fastify/swagger-ui and @fastify/static routes.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";

const CHANNEL = "fastify.initialization";

/** "METHOD /url", e.g. "GET /api/loan-requests/:id/offers". */
export type RouteKey = string;

export const routeKey = (method: string, url: string): RouteKey => `${method} ${url}`;

/**
 * Runs `build` (which creates the app) and returns what it built with every (method, url) pair it
 * registered. A route given several methods counts once per method. Fastify also registers a
 * prefixed plugin's "/" route under "<prefix>/" without calling onRoute (swagger-ui's
 * /api/docs/): such aliases are added when the router has them.
 */
export async function collectRoutes<T>(
  build: () => Promise<T>,
  appOf: (built: T) => FastifyInstance,
): Promise<{ built: T; routes: RouteKey[] }> {
  const seen: { method: string; url: string; routePath: string; prefix: string }[] = [];
  const instances: FastifyInstance[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    instances.push(fastify);
    fastify.addHook("onRoute", (route: RouteOptions & { routePath?: string; prefix?: string }) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        seen.push({
          method: String(method),
          url: route.url,
          routePath: route.routePath ?? "",
          prefix: route.prefix ?? "",
        });
      }
    });
  };
  subscribe(CHANNEL, onInit);
  let built: T;
  try {
    built = await build();
  } finally {
    unsubscribe(CHANNEL, onInit);
  }
  if (instances.length !== 1) {
    throw new Error(
      `Expected one Fastify instance while building the app, saw ${instances.length}`,
    );
  }
  const app = appOf(built);
  const routes = new Set<RouteKey>();
  for (const route of seen) {
    routes.add(routeKey(route.method, route.url));
    const alias = `${route.url}/`;
    if (
      route.prefix !== "" &&
      route.url === route.prefix &&
      app.hasRoute({ method: route.method as "GET", url: alias })
    ) {
      routes.add(routeKey(route.method, alias));
    }
  }
  for (const key of routes) {
    const [method, url] = key.split(" ") as [string, string];
    if (!app.hasRoute({ method: method as "GET", url })) {
      throw new Error(`onRoute saw ${key} but the router does not have it`);
    }
  }
  return { built, routes: [...routes].sort() };
}
