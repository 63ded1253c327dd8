import type { CategoryNode } from '@shop/shared/schemas/catalog';

export type HeroSlideKey = 'thermal_water' | 'serums';
export type HeroTarget = { desktop: string; mobile: string };

/** Contract §2: the hero button's category swaps at a desktop width of 992 px or more. */
export const HERO_DESKTOP_QUERY = '(min-width: 992px)';
/** Contract §2: a click on the banner itself is ignored up to 575.98 px. */
export const HERO_NARROW_QUERY = '(max-width: 575.98px)';

const THERMAL_WATER = /^ap[aă][- ]termal/i;
const SERUMS = /^(seruri|serums?)(\b|-)/i;

function walk(
  nodes: CategoryNode[],
  parent: CategoryNode | null,
  visit: (node: CategoryNode, parent: CategoryNode | null) => boolean,
): [CategoryNode, CategoryNode | null] | null {
  for (const node of nodes) {
    if (visit(node, parent)) return [node, parent];
    const found = walk(node.subcategorii ?? [], node, visit);
    if (found) return found;
  }
  return null;
}

function matches(node: CategoryNode, pattern: RegExp): boolean {
  return [node.slug, node.nume, node.nume_en].some((text) => pattern.test(text.trim()));
}

/**
 * Where each slide's offer button leads (contract §2, as in-app category links): thermal water to its
 * category; serums to the serums subcategory on desktop and to its parent category on narrower
 * screens, where the broader page is easier to browse. Before the categories are known the
 * serums slide falls back to the whole shop.
 */
export function heroTargets(categories: CategoryNode[]): Record<HeroSlideKey, HeroTarget> {
  const thermal = walk(categories, null, (node) => matches(node, THERMAL_WATER));
  const serums = walk(categories, null, (node) => matches(node, SERUMS));
  const thermalPath = `/produse/${thermal ? thermal[0].slug : 'apa-termala'}`;
  const serumsPath = serums ? `/produse/${serums[0].slug}` : '/produse';
  const serumsParentPath = serums?.[1] ? `/produse/${serums[1].slug}` : serumsPath;
  return {
    thermal_water: { desktop: thermalPath, mobile: thermalPath },
    serums: { desktop: serumsPath, mobile: serumsParentPath },
  };
}
