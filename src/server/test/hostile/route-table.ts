/**
 * Fastify's own route table, with each route's schema: an `onRoute` hook added through the
 * `fastify.initialization` diagnostics channel (published as the instance is created, before
 * buildApp registers any route), so the list needs no change to app.ts and a route added later
 * is in it without anyone remembering to add it.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { z } from "zod";

export interface TableRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** The route's own bodyLimit, when it sets one. */
  bodyLimit?: number;
}

/** Runs `build` and returns what it built with every route added while it ran. */
export async function withRouteTable<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: TableRoute[] }> {
  const routes: TableRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook("onRoute", (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
      for (const method of methods) {
        routes.push({
          method: method.toUpperCase(),
          url: route.url,
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
          bodyLimit: route.bodyLimit,
        });
      }
    });
  };
  subscribe("fastify.initialization", onInit);
  try {
    return { built: await build(), routes };
  } finally {
    unsubscribe("fastify.initialization", onInit);
  }
}

/** Routes whose input is checked by a schema: a body, a querystring or path parameters. */
export function routesWithInput(routes: TableRoute[]): TableRoute[] {
  return routes.filter(
    (route) =>
      route.method !== "HEAD" &&
      (route.body !== undefined || route.querystring !== undefined || route.params !== undefined),
  );
}

export const routeKey = (route: Pick<TableRoute, "method" | "url">) =>
  `${route.method} ${route.url}`;
