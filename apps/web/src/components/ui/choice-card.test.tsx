import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChoiceCard, ChoiceGroup } from './choice-card';

describe('ChoiceGroup', () => {
  it('names each card by its title, reads its description and the group error', async () => {
    const user = userEvent.setup();
    render(
      <ChoiceGroup legend="Metoda de plată" error="Alege metoda de plată.">
        <ChoiceCard name="plata" value="card" title="Card" description="Plătești online." />
        <ChoiceCard name="plata" value="ramburs" title="Ramburs" />
      </ChoiceGroup>,
    );
    const group = screen.getByRole('group', { name: 'Metoda de plată' });
    expect(group).toHaveAccessibleDescription('Alege metoda de plată.');
    const card = screen.getByRole('radio', { name: 'Card' });
    expect(card).toHaveAccessibleDescription('Plătești online.');
    await user.click(screen.getByText('Ramburs'));
    expect(screen.getByRole('radio', { name: 'Ramburs' })).toBeChecked();
    expect(card).not.toBeChecked();
  });

  it('describes nothing while there is no error', () => {
    render(
      <ChoiceGroup legend="Livrare">
        <ChoiceCard name="metoda" value="curier" title="Curier" />
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: 'Livrare' })).not.toHaveAttribute('aria-describedby');
  });
});
