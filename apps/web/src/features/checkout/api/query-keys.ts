/** Query keys of the checkout feature (TkDodo's key factory). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  orders: () => [...checkoutKeys.all, 'order'] as const,
  order: (id: number, key: string | undefined) => [...checkoutKeys.orders(), id, key ?? null] as const,
  lockers: (search: string) => [...checkoutKeys.all, 'lockers', search] as const,
};
