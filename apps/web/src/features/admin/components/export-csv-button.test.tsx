import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { ExportCsvButton } from './export-csv-button';

beforeAll(async () => {
  await initI18n('ro');
});

function renderButton(download: () => Promise<void>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ExportCsvButton download={download} />
    </QueryClientProvider>,
  );
}

describe('ExportCsvButton', () => {
  it('says the file is being prepared until the download ends', async () => {
    let finish!: () => void;
    const download = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderButton(download);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportă CSV' }));
    const busy = await screen.findByRole('button', { name: 'Se pregătește fișierul…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    finish();
    expect(await screen.findByRole('button', { name: 'Exportă CSV' })).not.toHaveAttribute('aria-disabled');
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a failed download beside the button', async () => {
    renderButton(() => Promise.reject(new Error('503')));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportă CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fișierul nu a putut fi descărcat. Încearcă din nou.',
    );
  });
});
