import { beforeEach, describe, expect, it } from 'vitest';
import { useGuestFavouritesStore } from './favourites-store';

const favourites = () => useGuestFavouritesStore.getState();

beforeEach(() => {
  localStorage.clear();
  useGuestFavouritesStore.setState({ ids: [] });
});

describe('guest favourites', () => {
  it('toggles: adds when absent, removes when present, and says which', () => {
    expect(favourites().toggle(4)).toBe('added');
    expect(favourites().has(4)).toBe(true);
    expect(JSON.parse(localStorage.getItem('fav_prod_ids')!)).toEqual([4]);
    expect(favourites().toggle(4)).toBe('removed');
    expect(favourites().has(4)).toBe(false);
    expect(localStorage.getItem('fav_prod_ids')).toBeNull();
  });

  it('clears the local set', () => {
    favourites().toggle(1);
    favourites().toggle(2);
    favourites().clear();
    expect(favourites().ids).toEqual([]);
  });
});
