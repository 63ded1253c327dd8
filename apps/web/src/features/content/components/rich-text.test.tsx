import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

function renderText(text: string, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <p data-testid="text">
            <RichText text={text} />
          </p>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return screen.getByTestId('text');
}

describe('RichText', () => {
  it('renders bold, code and links, keeping the language prefix on in-app links', () => {
    const text = renderText(
      'Vezi **30 de zile**, cheia `lang`, [retur](/politica-retur), [email](mailto:a@b.ro) și [ANPC](https://anpc.ro).',
      '/en/faq',
    );
    expect(text).toHaveTextContent('Vezi 30 de zile, cheia lang, retur, email și ANPC.');
    expect(screen.getByText('30 de zile').tagName).toBe('STRONG');
    expect(screen.getByText('lang').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'retur' })).toHaveAttribute('href', '/en/politica-retur');
    expect(screen.getByRole('link', { name: 'email' })).toHaveAttribute('href', 'mailto:a@b.ro');
    expect(screen.getByRole('link', { name: 'ANPC' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links an unknown scheme and never renders HTML', () => {
    const text = renderText('[click](javascript:alert(1)) <b>bold</b>');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveTextContent('<b>bold</b>');
  });
});
