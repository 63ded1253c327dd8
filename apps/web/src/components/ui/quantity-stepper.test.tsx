import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({
  initial = 1,
  max,
  onChange,
}: {
  initial?: number;
  max?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      max={max}
      label="Cantitate"
      decreaseLabel="Scade cantitatea"
      increaseLabel="Crește cantitatea"
      cappedMessage={(limit) => `Cel mult ${limit} din acest produs.`}
    />
  );
}

describe('QuantityStepper', () => {
  it('names the group and the field by the visible label', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Cantitate' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(1);
  });

  it('names the field by inputLabel when there is no visible label', () => {
    render(
      <QuantityStepper
        value={2}
        onChange={() => undefined}
        inputLabel="Cantitate pentru Miere"
        decreaseLabel="Scade cantitatea pentru Miere"
        increaseLabel="Crește cantitatea pentru Miere"
        cappedMessage={() => ''}
      />,
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Cantitate pentru Miere' })).toHaveValue(2);
  });

  it('steps between min and max, keeping the focus on a button at its bound', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={2} max={3} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Scade cantitatea' });
    const plus = screen.getByRole('button', { name: 'Crește cantitatea' });
    const field = screen.getByRole('spinbutton', { name: 'Cantitate' });

    await user.click(plus);
    expect(field).toHaveValue(3);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue(3);
    expect(plus).toHaveFocus();

    await user.click(minus);
    await user.click(minus);
    expect(field).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([3, 2, 1]);
  });

  it('applies a typed number on Enter or blur, brought within the bounds, and ignores junk', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={2} max={5} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Cantitate' });

    await user.clear(field);
    await user.type(field, '9');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue(5);

    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue(1);

    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue(1);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([5, 1]);
  });

  it('says so when a typed number is above the limit, until the quantity changes again', async () => {
    const user = userEvent.setup();
    render(<Harness max={99} />);
    const field = screen.getByRole('spinbutton', { name: 'Cantitate' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(field);
    await user.type(field, '110{Enter}');
    expect(field).toHaveValue(99);
    expect(screen.getByRole('status')).toHaveTextContent('Cel mult 99 din acest produs.');
    expect(field).toHaveAccessibleDescription('Cel mult 99 din acest produs.');
    await user.click(screen.getByRole('button', { name: 'Scade cantitatea' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(field);
    await user.type(field, '50{Enter}');
    expect(field).toHaveValue(50);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
