import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Every page of the owner app, read from the router itself (apps/web/src/app/router.tsx, with the
 * signed-in pages of owner-routes.tsx grafted where router.tsx patches them in), so a page added
 * there is scanned by a11y.spec.ts without anyone keeping a second list.
 */
export interface AppRoute {
  /** The full path, e.g. `/clients/:id/deliverables` (`/` for the index page). */
  path: string;
  /** The layouts around it, outermost first: lazy route modules or components (`require-auth`, `GuestOnly`…). */
  layouts: string[];
  /** The page's route module (`client-detail`) or component (`CatchAll`). */
  page: string;
}

const ROUTER = fileURLToPath(new URL('../../apps/web/src/app/router.tsx', import.meta.url));
const OWNER_ROUTES = fileURLToPath(new URL('../../apps/web/src/app/owner-routes.tsx', import.meta.url));

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The array literal `export const ownerRoutes = [...]`, the children of router.tsx's `id: OWNER_ROUTES_ID` route. */
function ownerRouteList(): { list: ts.ArrayLiteralExpression; sf: ts.SourceFile } {
  const sf = parse(OWNER_ROUTES);
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (d.name.getText(sf) === 'ownerRoutes' && d.initializer && ts.isArrayLiteralExpression(d.initializer)) {
        return { list: d.initializer, sf };
      }
    }
  }
  throw new Error(`No ownerRoutes array in ${OWNER_ROUTES}`);
}

export function appRoutes(file = ROUTER): AppRoute[] {
  const source = parse(file);
  const routes: AppRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'createBrowserRouter') {
      const [list] = node.arguments;
      if (!list || !ts.isArrayLiteralExpression(list)) throw new Error('createBrowserRouter takes an array literal');
      walkList(list, '', [], routes, source);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (routes.length === 0) throw new Error(`No routes found in ${file}`);
  return routes;
}

function walkList(
  list: ts.ArrayLiteralExpression,
  base: string,
  layouts: string[],
  out: AppRoute[],
  sf: ts.SourceFile,
) {
  for (const element of list.elements) {
    if (ts.isObjectLiteralExpression(element)) walkRoute(element, undefined, base, layouts, out, sf);
    else if (ts.isSpreadElement(element)) {
      // `...['a', 'b'].map((path) => ({ path, lazy: … }))`: one route per string.
      const call = element.expression;
      const mapped =
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'map' &&
        ts.isArrayLiteralExpression(call.expression.expression)
          ? call
          : undefined;
      const fn = mapped?.arguments[0];
      const body = fn && ts.isArrowFunction(fn) ? unwrap(fn.body) : undefined;
      if (!mapped || !body || !ts.isObjectLiteralExpression(body)) {
        throw new Error(`Cannot read this route spread: ${element.getText(sf)}`);
      }
      const paths = (mapped.expression as ts.PropertyAccessExpression).expression as ts.ArrayLiteralExpression;
      for (const item of paths.elements) {
        if (!ts.isStringLiteral(item)) throw new Error(`Cannot read this path: ${item.getText(sf)}`);
        walkRoute(body, item.text, base, layouts, out, sf);
      }
    } else throw new Error(`Cannot read this route: ${element.getText(sf)}`);
  }
}

function walkRoute(
  route: ts.ObjectLiteralExpression,
  mappedPath: string | undefined,
  base: string,
  layouts: string[],
  out: AppRoute[],
  sf: ts.SourceFile,
) {
  let path: string | undefined;
  let index = false;
  let children: ts.ArrayLiteralExpression | undefined;
  let name: string | undefined;
  let owner = false;
  for (const prop of route.properties) {
    const key = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : undefined;
    if (ts.isShorthandPropertyAssignment(prop) && key === 'path') path = mappedPath;
    if (!ts.isPropertyAssignment(prop)) continue;
    const value = prop.initializer;
    if (key === 'path' && ts.isStringLiteral(value)) path = value.text;
    else if (key === 'index') index = value.kind === ts.SyntaxKind.TrueKeyword;
    else if (key === 'children' && ts.isArrayLiteralExpression(value)) children = value;
    else if (key === 'id' && value.getText(sf) === 'OWNER_ROUTES_ID') owner = true;
    else if (key === 'Component') name = value.getText(sf);
    else if (key === 'lazy') {
      const target = /import\(\s*['"]\.\/routes\/([^'"]+)['"]\s*\)/.exec(value.getText(sf));
      if (!target?.[1]) throw new Error(`Cannot read this lazy route: ${value.getText(sf)}`);
      name = target[1];
    }
  }
  const full = path === undefined ? base : path === '*' ? `${base}/*` : `${base}/${path}`;
  const inner = name ? [...layouts, name] : layouts;
  if (owner) {
    const patched = ownerRouteList();
    walkList(patched.list, full, inner, out, patched.sf);
  } else if (children) walkList(children, full, inner, out, sf);
  else if (name) out.push({ path: index && full === '' ? '/' : full || '/', layouts, page: name });
}

function unwrap(node: ts.Node): ts.Node {
  return ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
}
