// A lint rule: what a component or hook reads while it renders must be the same on the server and
// in the browser's hydration, so it reads no browser global there (the page's window, document,
// storage, navigator). Its effects, handlers and callbacks may: they are functions of their own,
// run in the browser only. What only the browser knows shows through `useHydrated`.

const BROWSER_GLOBALS = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'matchMedia',
  'innerWidth',
  'innerHeight',
]);

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The name a function is known by: its own, or the variable or property it is assigned to. */
function nameOf(fn) {
  if (fn.id?.name) return fn.id.name;
  const { parent } = fn;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
    return parent.id.name;
  // forwardRef(function Name() {}) / memo(() => ...) assigned to a component's name.
  if (parent?.type === 'CallExpression') {
    const declarator = parent.parent;
    if (declarator?.type === 'VariableDeclarator' && declarator.id.type === 'Identifier') {
      return declarator.id.name;
    }
  }
  return undefined;
}

/** A component (PascalCase) or a hook (`useX`): its body runs as React renders. */
const rendersAs = (name) => name !== undefined && /^(?:[A-Z]|use[A-Z0-9])/.test(name);

/** Hooks that call the function they are given while the component renders. */
const CALLED_IN_RENDER = new Set(['useMemo', 'useState', 'useReducer']);

const calleeName = (call) =>
  call.callee.type === 'Identifier'
    ? call.callee.name
    : call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier'
      ? call.callee.property.name
      : undefined;

/** The function whose run reads `node`: a `useMemo` or `useState` initialiser runs in its caller's render. */
function enclosingFunction(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (!FUNCTIONS.has(at.type)) continue;
    const { parent } = at;
    const runsInRender =
      parent?.type === 'CallExpression' &&
      parent.arguments.includes(at) &&
      CALLED_IN_RENDER.has(calleeName(parent));
    if (!runsInRender) return at;
  }
  return undefined;
}

const noBrowserGlobalsInRender = {
  meta: {
    type: 'problem',
    docs: { description: 'No browser global read while a component or hook renders.' },
    messages: {
      inRender:
        '`{{name}}` is read while {{fn}} renders: the server has none, and hydration must render what the server did. Read it in an effect or handler, or show it once `useHydrated()`.',
    },
    schema: [],
  },
  create(context) {
    return {
      'Program:exit'(program) {
        const scope = context.sourceCode.getScope(program);
        // Unresolved names, and those the config declares as globals (resolved to the global scope).
        const declared = [...BROWSER_GLOBALS].flatMap(
          (name) => scope.set.get(name)?.references ?? [],
        );
        for (const reference of [...scope.through, ...declared]) {
          const { identifier } = reference;
          if (!BROWSER_GLOBALS.has(identifier.name)) continue;
          // `typeof window` in a component is the same mismatch: flagged too.
          const fn = enclosingFunction(identifier);
          if (fn === undefined) continue;
          const name = nameOf(fn);
          if (!rendersAs(name)) continue;
          context.report({
            node: identifier,
            messageId: 'inRender',
            data: { name: identifier.name, fn: name },
          });
        }
      },
    };
  },
};

export const renderGlobals = {
  rules: { 'no-browser-globals-in-render': noBrowserGlobalsInRender },
};
