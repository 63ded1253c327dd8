import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onCancel={onCancel}
      onConfirm={onConfirm}
      title="Ștergi cuponul VARA?"
      description="Nu se poate anula."
      {...props}
    />,
  );
  return { onCancel, onConfirm };
}

/** A screen's button that opens the dialog, as the admin lists use it. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Șterge VARA
      </button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => setOpen(false)}
        title="Ștergi cuponul VARA?"
        description="Nu se poate anula."
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog and confirms once pressed', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Ștergi cuponul VARA?' });
    expect(dialog).toHaveAccessibleDescription('Nu se poate anula.');
    await userEvent.click(screen.getByRole('button', { name: 'Șterge' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels by its button and by Escape', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Renunță' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('ignores presses while busy and shows why the last attempt failed', async () => {
    const { onConfirm } = renderDialog({ busy: true, error: 'Cuponul a fost folosit.', confirmLabel: 'Da' });
    expect(screen.getByRole('alert')).toHaveTextContent('Cuponul a fost folosit.');
    await userEvent.click(screen.getByRole('button', { name: 'Da' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it.each([
    ['Escape', '{Escape}'],
    ['its cancel button', null],
    ['confirming', 'confirm'],
  ])('gives the focus back to the button that opened it after %s', async (_, how) => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Șterge VARA' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    // It opens on "Cancel", the choice that loses nothing.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Renunță' })).toHaveFocus());
    if (how === '{Escape}') await user.keyboard(how);
    else if (how === 'confirm') await user.click(screen.getByRole('button', { name: 'Șterge' }));
    else await user.click(screen.getByRole('button', { name: 'Renunță' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
