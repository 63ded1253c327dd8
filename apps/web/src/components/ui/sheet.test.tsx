import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from './sheet';

function Menu({ side }: { side?: 'left' | 'right' }) {
  return (
    <Sheet>
      <SheetTrigger>Meniu</SheetTrigger>
      <SheetContent side={side} aria-describedby={undefined}>
        <SheetTitle>Meniu principal</SheetTitle>
        <a href="/produse">Toate produsele</a>
        <SheetClose>Închide meniul</SheetClose>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('slides in from the left by default as a named modal dialog', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Meniu' }));
    const sheet = screen.getByRole('dialog', { name: 'Meniu principal' });
    expect(sheet).toHaveClass('left-0', 'inset-y-0');
    expect(sheet).toContainElement(screen.getByRole('link', { name: 'Toate produsele' }));
  });

  it('can come from the right', async () => {
    const user = userEvent.setup();
    render(<Menu side="right" />);
    await user.click(screen.getByRole('button', { name: 'Meniu' }));
    expect(screen.getByRole('dialog', { name: 'Meniu principal' })).toHaveClass('right-0');
  });

  it('closes with its close button or Escape, and the focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Meniu' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Închide meniul' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Meniu principal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('gives the focus back to a button that opened it without being its trigger', async () => {
    function Log() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Istoric
          </button>
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetContent aria-describedby={undefined}>
              <SheetTitle>Istoricul stocului</SheetTitle>
              <SheetClose>Închide</SheetClose>
            </SheetContent>
          </Sheet>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Log />);
    const opener = screen.getByRole('button', { name: 'Istoric' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
