import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Every page of the owner app, read from the router itself (apps/web/src/app/router.tsx), so a
 * page added there is scanned by a11y.spec.ts without anyone keeping a second list.
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

export function appRoutes(file = ROUTER): AppRoute[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
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
  for (const prop of route.properties) {
    const key = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : undefined;
    if (ts.isShorthandPropertyAssignment(prop) && key === 'path') path = mappedPath;
    if (!ts.isPropertyAssignment(prop)) continue;
    const value = prop.initializer;
    if (key === 'path' && ts.isStringLiteral(value)) path = value.text;
    else if (key === 'index') index = value.kind === ts.SyntaxKind.TrueKeyword;
    else if (key === 'children' && ts.isArrayLiteralExpression(value)) children = value;
    else if (key === 'Component') name = value.getText(sf);
    else if (key === 'lazy') {
      const target = /import\(\s*['"]\.\/routes\/([^'"]+)['"]\s*\)/.exec(value.getText(sf));
      if (!target?.[1]) throw new Error(`Cannot read this lazy route: ${value.getText(sf)}`);
      name = target[1];
    }
  }
  const full = path === undefined ? base : path === '*' ? `${base}/*` : `${base}/${path}`;
  if (children) walkList(children, full, name ? [...layouts, name] : layouts, out, sf);
  else if (name) out.push({ path: index && full === '' ? '/' : full || '/', layouts, page: name });
}

function unwrap(node: ts.Node): ts.Node {
  return ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
}
