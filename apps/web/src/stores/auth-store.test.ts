import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, isAdmin: false });
});

describe('auth store', () => {
  it('keeps the token under "token" and mirrors is_admin', () => {
    useAuthStore.getState().signIn('abc123');
    useAuthStore.getState().setAdmin(true);
    expect(localStorage.getItem('token')).toBe('abc123');
    expect(localStorage.getItem('is_admin')).toBe('true');
    expect(useAuthStore.getState()).toMatchObject({ token: 'abc123', isAdmin: true });
  });

  it('clears the token and the admin flag on sign-out', () => {
    useAuthStore.getState().signIn('abc123');
    useAuthStore.getState().setAdmin(true);
    useAuthStore.getState().signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('is_admin')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAdmin: false });
  });
});
