/**
 * For tests: finds Tailwind classes on one element that set the same thing under the same
 * variants, such as `px-4 px-2`, `rounded-md rounded-full` or `flex hidden`. `cn` joins classes
 * without resolving such pairs, and which one wins then depends on the stylesheet's order, not on
 * the order of the class list. Covers the common groups only; classes it does not recognise are
 * ignored.
 */

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'contents',
  'flow-root',
  'list-item',
  'table',
  'hidden',
]);
const TEXT_SIZE = /^(xs|sm|base|lg|xl|[2-9]xl)(\/.+)?$/;
// An arbitrary value is a colour when it looks like one, a font size otherwise (`text-[0.875em]`).
const ARBITRARY_COLOR = /^\[(color:|#|rgb|hsl|oklch|oklab|lab|lch|color-mix|var\(--color)/;
const TEXT_OTHER = /^(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const BG_OTHER =
  /^(fixed|local|scroll|clip-|origin-|repeat|no-repeat|auto|cover|contain|none|top|bottom|left|right|center|linear-|radial|conic|blend-|\[url)/;
const BORDER_OTHER =
  /^(\d+|x|y|t|r|b|l|s|e|solid|dashed|dotted|double|hidden|none|collapse|separate|spacing)(-|$)|^\[length:/;
const RADIUS = /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full|card|\[[^\]]+\]))?$/;
const SPACING = /^(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|w|h|size|top|right|bottom|left|z)-/;
const OBJECT_FIT = /^object-(contain|cover|fill|none|scale-down)$/;
const SHRINK = /^shrink(-|$)/;

/** The group a utility belongs to, or undefined when it is not one we check. */
function group(utility: string): string | undefined {
  if (DISPLAY.has(utility)) return 'display';
  if (RADIUS.test(utility)) return 'rounded';
  if (OBJECT_FIT.test(utility)) return 'object-fit';
  if (SHRINK.test(utility)) return 'shrink';
  const spacing = SPACING.exec(utility);
  if (spacing) return spacing[1];
  if (utility.startsWith('text-')) {
    const value = utility.slice(5);
    if (value.startsWith('[')) return ARBITRARY_COLOR.test(value) ? 'text-color' : 'text-size';
    if (TEXT_SIZE.test(value)) return 'text-size';
    return TEXT_OTHER.test(value) ? undefined : 'text-color';
  }
  if (utility.startsWith('bg-')) return BG_OTHER.test(utility.slice(3)) ? undefined : 'bg-color';
  if (utility.startsWith('border-')) return BORDER_OTHER.test(utility.slice(7)) ? undefined : 'border-color';
  return undefined;
}

/** Splits `md:hover:-mt-2` into its variants (`md:hover:`) and its utility (`mt-2`). */
function parse(className: string): { variants: string; utility: string } {
  let depth = 0;
  let split = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === ':' && depth === 0) split = index + 1;
  }
  const utility = className.slice(split).replace(/^!|!$/g, '').replace(/^-/, '');
  return { variants: className.slice(0, split), utility };
}

/** The groups of conflicting classes in a class list, e.g. `[['px-4', 'px-2']]`; empty when none. */
export function findClassConflicts(classList: string): string[][] {
  const groups = new Map<string, string[]>();
  for (const className of new Set(classList.split(/\s+/).filter(Boolean))) {
    const { variants, utility } = parse(className);
    const kind = group(utility);
    if (!kind) continue;
    const key = `${variants}${kind}`;
    groups.set(key, [...(groups.get(key) ?? []), className]);
  }
  return [...groups.values()].filter((classes) => classes.length > 1);
}
