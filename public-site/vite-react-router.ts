import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// react-router's package exports name its development build under every condition, NODE_ENV=production
// included (remix-run/react-router#12532): builds take the production files it ships next to it.
// react-router-dom is taken as ES module too: its CommonJS file would wrap the bundled router in a require shim.
const require = createRequire(import.meta.url);
const reactRouterDomPackage = require.resolve('react-router-dom/package.json');
const reactRouterDir = dirname(createRequire(reactRouterDomPackage).resolve('react-router/package.json'));
export const reactRouterProduction = [
  { find: /^react-router-dom$/, replacement: join(dirname(reactRouterDomPackage), 'dist/index.mjs') },
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/**
 * react-router ships its modules as one file whose top level the bundler must keep whole unless told
 * otherwise: its contexts and components are made by calls into React (`React.forwardRef(...)`), its
 * error boundaries are classes extending `React.Component`, and each is then named for React's developer
 * tools (`Link.displayName = "Link"`). A call, a class with an outside superclass and a property written
 * all count as side effects, so data routers, forms, prefetching and scroll restoration were in every
 * page's first load whatever the site imports. This marks those calls and classes pure (they are: each
 * makes a new object and nothing else), moves a class's `contextType` into its body, and drops the
 * developer tools' names, which a production build has no use for. The bundler then keeps what is used.
 */
export function pureReactRouter(code: string): string {
  const contextTypes = new Map<string, string>();
  for (const [, component, context] of code.matchAll(/^([\w$]+)\.contextType = ([\w$]+);$/gm)) {
    contextTypes.set(component, context);
  }
  const wrapped = new Set<string>();
  const out = code
    .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^var ([\w$]+) = (class extends React\d*\.Component \{\n)([\s\S]*?)^\};$/gm, (_, name: string, head: string, body: string) => {
      wrapped.add(name);
      const context = contextTypes.get(name);
      return `var ${name} = /* @__PURE__ */ (() => ${head}${context ? `static contextType = ${context};\n` : ''}${body}})();`;
    })
    .replace(/^([\w$]+)\.contextType = ([\w$]+);$/gm, (line, component: string) => (wrapped.has(component) ? '' : line));
  return out;
}

const reactRouterFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

export const reactRouterTreeShaking = (): Plugin => ({
  name: 'react-router-tree-shaking',
  apply: 'build',
  transform: { filter: { id: reactRouterFile }, handler: (code) => ({ code: pureReactRouter(code), map: null }) },
});
