import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { connectionStore } from './connection';
import { OfflineBanner } from './offline-banner';

afterEach(() => connectionStore.setOnline(true));

describe('the offline banner', () => {
  it('is an empty live region while online, and says so when the device goes offline', async () => {
    await initI18n('ro');
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => connectionStore.setOnline(false));
    expect(region).toHaveTextContent('Nu ești conectat la internet.');

    act(() => connectionStore.setOnline(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks English in English', async () => {
    await initI18n('en');
    connectionStore.setOnline(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    await initI18n('ro');
  });
});
