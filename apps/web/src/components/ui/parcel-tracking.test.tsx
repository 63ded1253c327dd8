import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '@/lib/i18n';
import { ParcelTracking } from './parcel-tracking';

const tracking = {
  curier: 'sameday' as const,
  awb: '1SDY123456789',
  url_urmarire: 'https://www.sameday.ro/#awb=1SDY123456789',
};

beforeAll(async () => {
  await initI18n('ro');
});

describe('ParcelTracking', () => {
  it('names the AWB and links the courier page in a new tab, saying so', async () => {
    await setLanguage('ro');
    render(<ParcelTracking tracking={tracking} />);
    expect(screen.getByTestId('parcel-tracking')).toHaveTextContent('AWB: 1SDY123456789');
    expect(screen.getByText('Curier: Sameday')).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: 'Urmărește coletul (se deschide într-o filă nouă)',
    });
    expect(link).toHaveAttribute('href', tracking.url_urmarire);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks English', async () => {
    await setLanguage('en');
    render(<ParcelTracking tracking={tracking} />);
    expect(screen.getByRole('link', { name: 'Track the parcel (opens in a new tab)' })).toBeInTheDocument();
    await setLanguage('ro');
  });

  it('shows nothing without a live AWB (null, or an API that does not send it)', () => {
    const { container, rerender } = render(<ParcelTracking tracking={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ParcelTracking tracking={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links nothing but a web page', () => {
    render(<ParcelTracking tracking={{ ...tracking, url_urmarire: 'javascript:alert(1)' }} />);
    expect(screen.getByTestId('parcel-tracking')).toHaveTextContent('1SDY123456789');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
