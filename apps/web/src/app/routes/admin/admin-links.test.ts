import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * An in-app path written out as "/admin/…" (or "/produs/…" on an admin screen) loses the /en the
 * admin was opened under: an English admin who follows it lands on the Romanian pages
 * (docs/decisions/080). Links, navigations and redirects go through the localized path helpers
 * (useLocalizedPath, useAdminPath); this reads the web app's sources and lists every path written
 * out anywhere else. Paths of the API (`api.get('/admin/…')` and the download helpers) are not
 * pages and are left alone, as are the helpers that read paths without their prefix.
 */
const SRC = path.resolve(import.meta.dirname, '../../..');

/** Calls whose first argument is a path of the API, not of the app. */
const API_CALLS = new Set([
  'api.get',
  'api.post',
  'api.put',
  'api.patch',
  'api.delete',
  'downloadFile',
  'downloadCsv',
  'upload',
]);

/**
 * Files that read paths rather than link to them: the language prefix helpers compare the path
 * without its prefix, next-path.ts checks where a sign-in may lead, and the admin path helper is
 * where "/admin" is written once.
 */
const READERS = new Set([
  'lib/i18n-language.ts',
  'features/auth/lib/next-path.ts',
  'lib/use-localized-path.ts',
]);

/** The admin's own sources: every in-app path there, the shop's too, must keep the language. */
const ADMIN_DIRS = ['features/admin/', 'app/routes/admin/', 'app/routes/admin-login.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    return `${callee.expression.text}.${callee.name.text}`;
  }
  return '';
}

/** Whether the node is (inside) the first argument of a call to the API. */
function inApiCall(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isCallExpression(parent) && parent.arguments[0] === child)
      return API_CALLS.has(calleeName(parent));
    if (ts.isStatement(parent)) return false;
  }
  return false;
}

/** The path a string or template starts with. */
function leadingText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** "file:line  text" of every written-out in-app path the rule refuses in a source. */
export function hardCodedPaths(relative: string, source: string): string[] {
  const file = ts.createSourceFile(relative, source, ts.ScriptTarget.Latest, true);
  const admin = ADMIN_DIRS.some((dir) => relative.startsWith(dir));
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = leadingText(node);
    if (text !== null) {
      const adminPath = /^\/(?:(?:ro|en)\/)?admin(?:[/?#]|$)/.test(text);
      // On an admin screen, a shop page too ("/produs/…", "/" for the shop's home).
      // Files the server serves (/media/…, /api/…) are not pages and have no language.
      const shopPath = admin && /^\/(?!media\/|api\/)(?:[a-z]|$)/.test(text) && isLink(node);
      if ((adminPath || shopPath) && !inApiCall(node) && !READERS.has(relative)) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative}:${line + 1}  ${node.getText().slice(0, 60)}`);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A shop path is refused where it is used as a link: a JSX to/href, a navigation, a return value. */
function isLink(node: ts.Node): boolean {
  const text = leadingText(node) ?? '';
  // '/' alone is a separator everywhere but in a link's attribute or a navigation.
  const parent = node.parent;
  const attribute =
    (ts.isJsxAttribute(parent) || (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))) &&
    ['to', 'href'].includes(
      (ts.isJsxAttribute(parent) ? parent : (parent.parent as ts.JsxAttribute)).name.getText(),
    );
  const navigation = ts.isCallExpression(parent) && /navigate|Navigate/.test(calleeName(parent));
  if (text === '/') return attribute || navigation;
  return attribute || navigation || ts.isReturnStatement(parent) || ts.isVariableDeclaration(parent);
}

describe('links in the web app keep the language prefix', () => {
  it('write no admin path, and no shop path on an admin screen, outside the localized path helpers', () => {
    const found = sourceFiles(SRC).flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      return hardCodedPaths(relative, readFileSync(file, 'utf8'));
    });
    expect(found).toEqual([]);
  });

  it('catch each way a path can be written out', () => {
    const admin = 'features/admin/orders/example.tsx';
    expect(
      hardCodedPaths(
        admin,
        [
          'const a = <Link to="/admin/comenzi">x</Link>;',
          'const b = <Link to={`/admin/comenzi/${id}`}>x</Link>;',
          "void navigate('/en/admin/products');",
          'const c = `/admin/comenzi/fise?comenzi=${ids}`;',
          'const d = <a href={`/produs/${slug}`}>x</a>;',
          'const e = <Link to="/">x</Link>;',
          "function f() { return '/admin/stoc'; }",
        ].join('\n'),
      ),
    ).toHaveLength(7);
    expect(hardCodedPaths('features/auth/components/x.tsx', "navigate('/admin/dashboard');")).toHaveLength(1);
  });

  it('leave the API and separators alone', () => {
    const admin = 'features/admin/orders/example-api.ts';
    expect(
      hardCodedPaths(
        admin,
        [
          "api.get('/admin/orders/', { signal });",
          'api.post(`/admin/orders/${id}/status/`, body);',
          "downloadFile(`/admin/invoices/${id}/pdf`, 'a.pdf');",
          "const parts = value.split('/');",
          "const t = adminLink('comenzi');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
