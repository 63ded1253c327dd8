import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
