import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { heroTargets } from './hero-targets';

function node(
  id: number,
  slug: string,
  nume: string,
  nume_en: string,
  children: CategoryNode[] = [],
): CategoryNode {
  return {
    id,
    slug,
    nume,
    nume_en,
    imagine_principala_url: null,
    parent: null,
    sort_number: null,
    numar_produse: 1,
    subcategorii: children.map((child) => ({ ...child, parent: id })),
  };
}

const tree = [
  node(1, 'ingrijirea-fetei', 'Îngrijirea feței', 'Face care', [
    node(7, 'creme-hidratante', 'Creme hidratante', 'Moisturisers'),
    node(8, 'seruri', 'Seruri', 'Serums'),
  ]),
  node(5, 'apa-termala', 'Apă termală', 'Thermal water', [
    node(19, 'spray-uri-apa-termala', 'Spray-uri cu apă termală', 'Thermal water sprays'),
  ]),
];

describe('heroTargets (contract §2: the offer button swaps by slide and by width)', () => {
  it('sends thermal water to its category at every width', () => {
    expect(heroTargets(tree).thermal_water).toEqual({
      desktop: '/produse/apa-termala',
      mobile: '/produse/apa-termala',
    });
  });

  it('sends serums to the serums subcategory on desktop and to its parent below 992 px', () => {
    expect(heroTargets(tree).serums).toEqual({
      desktop: '/produse/seruri',
      mobile: '/produse/ingrijirea-fetei',
    });
  });

  it('finds the serums by their English name too', () => {
    const renamed = [node(3, 'face', 'Față', 'Face', [node(4, 'concentrate', 'Concentrate', 'Serums')])];
    expect(heroTargets(renamed).serums.desktop).toBe('/produse/concentrate');
  });

  it('falls back to the shop while the categories are unknown', () => {
    expect(heroTargets([])).toEqual({
      thermal_water: { desktop: '/produse/apa-termala', mobile: '/produse/apa-termala' },
      serums: { desktop: '/produse', mobile: '/produse' },
    });
  });
});
