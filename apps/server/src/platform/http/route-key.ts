/**
 * A route's key, `METHOD /path/{param}`: how core's contract names a route (API_ROUTES in
 * packages/core/src/api/) and the one place its method and path are written. The router's path
 * (`/path/:param`) and the document's are derived from it (docs/decisions/031-routes-from-core-keys.md).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /${string}`;
export type MethodOf<K extends RouteKey> = K extends `${infer M extends Method} ${string}` ? M : never;
export type PathOf<K extends RouteKey> = K extends `${Method} ${infer P}` ? P : never;
/** `/clients/{id}` as Hono writes it: `/clients/:id`. */
export type HonoPath<P extends string> = P extends `${infer Start}/{${infer Param}}${infer Rest}`
  ? `${Start}/:${Param}${HonoPath<Rest>}`
  : P;

/** The key's method and its path as the document writes it. */
export function splitKey<K extends RouteKey>(key: K): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}

/** `/clients/{id}` as Hono writes it: `/clients/:id`. */
export const honoPath = <P extends string>(path: P) => path.replaceAll(/\/{(.+?)}/g, '/:$1') as HonoPath<P>;

/** The key's path as the router matches it. */
export const honoPathOf = <K extends RouteKey>(key: K) => honoPath(splitKey(key).path);

/**
 * The keys of the routes this request matched (handlers, not `use` middleware), first registered
 * first: the answering route is the first of them that a table knows (a later match may be the
 * SPA's catch-all).
 */
export function matchedRouteKeys(request: { method: string; matchedRoutes: { method: string; path: string }[] }) {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return request.matchedRoutes
    .filter((r) => r.method !== 'ALL')
    .map((r) => `${method} ${documentPath(r.path)}` as RouteKey);
}

/** The router's paths are the app's few hundred routes: each is rewritten once, not per request. */
const documentPaths = new Map<string, string>();
function documentPath(path: string): string {
  let written = documentPaths.get(path);
  if (written === undefined) {
    written = path.replaceAll(/\/:([^/{]+)/g, '/{$1}');
    documentPaths.set(path, written);
  }
  return written;
}
