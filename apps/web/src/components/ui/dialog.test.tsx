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

function NameForm() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Etichetă nouă</Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Etichetă nouă</DialogTitle>
        <label>
          Nume
          <input />
        </label>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog with something filled in', () => {
  it('closes on Escape while nothing was typed', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Etichetă nouă' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before Escape discards it; keeping goes back to the field as it was', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Etichetă nouă' }));
    await user.type(screen.getByRole('textbox', { name: 'Nume' }), 'Vegan');
    await user.keyboard('{Escape}');
    const dialog = screen.getByRole('dialog', { name: 'Etichetă nouă' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ai completat deja ceva. Închizi fără să păstrezi?');
    // The safe answer has the focus, so a stray Enter keeps the text.
    expect(screen.getByRole('button', { name: 'Continuă completarea' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nume' })).toHaveValue('Vegan');
  });

  it('closes when the discard is confirmed, and a click outside asks too', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <>
        <NameForm />
        <p>În afara dialogului</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Etichetă nouă' }));
    await user.type(screen.getByRole('textbox', { name: 'Nume' }), 'Vegan');
    await user.click(screen.getByText('În afara dialogului'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Închide fără să păstrezi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
