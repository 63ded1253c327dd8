import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function Confirm({ kind }: { kind?: 'dialog' | 'alert' }) {
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Golește coșul</Button>
        </DialogTrigger>
        <DialogContent kind={kind}>
          <DialogTitle>Golești coșul?</DialogTitle>
          <DialogDescription>Toate produsele vor fi scoase.</DialogDescription>
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">Renunță</Button>
            </DialogClose>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <p>În afara dialogului</p>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named and described, and keeps the focus inside', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    await user.click(screen.getByRole('button', { name: 'Golește coșul' }));
    const dialog = screen.getByRole('dialog', { name: 'Golești coșul?' });
    expect(dialog).toHaveAccessibleDescription('Toate produsele vor fi scoase.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives the focus back to its trigger', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    const trigger = screen.getByRole('button', { name: 'Golește coșul' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('as an alert, is an alertdialog that a click outside does not close', async () => {
    // The page behind a modal dialog takes no pointer events; the click goes there all the same.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Confirm kind="alert" />);
    await user.click(screen.getByRole('button', { name: 'Golește coșul' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Golești coșul?' });
    await user.click(screen.getByText('În afara dialogului'));
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renunță' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
