import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { checkboxClass, FormField, Input, Select, Textarea } from './form-field';

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <FormField label="Nume de utilizator" hint="Litere, cifre și . _ @ + -">
        <Input name="username" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Nume de utilizator' });
    expect(input).toHaveAccessibleDescription('Litere, cifre și . _ @ + -');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads the error with the hint', () => {
    render(
      <FormField label="Email" hint="Îți trimitem confirmarea aici." error="Adresă email invalidă.">
        <Input name="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Îți trimitem confirmarea aici. Adresă email invalidă.');
  });

  it("keeps the control's own ref and handlers, and a given id", async () => {
    const ref = createRef<HTMLInputElement>();
    const typed: string[] = [];
    render(
      <FormField id="parola" label="Parolă" trailing={<button type="button">Arată</button>}>
        <Input ref={ref} type="password" onChange={(event) => typed.push(event.target.value)} />
      </FormField>,
    );
    const input = screen.getByLabelText('Parolă');
    expect(input).toHaveAttribute('id', 'parola');
    expect(ref.current).toBe(input);
    await userEvent.type(input, 'ab');
    expect(typed).toEqual(['a', 'ab']);
    expect(screen.getByRole('button', { name: 'Arată' })).toBeInTheDocument();
  });

  it('puts a checkbox before its label and still ties the error to it', async () => {
    render(
      <FormField layout="inline" label="Sunt de acord cu termenii" error="Trebuie să fii de acord.">
        <input type="checkbox" className={checkboxClass} />
      </FormField>,
    );
    const box = screen.getByRole('checkbox', { name: 'Sunt de acord cu termenii' });
    expect(box).toHaveAccessibleDescription('Trebuie să fii de acord.');
    await userEvent.click(screen.getByText('Sunt de acord cu termenii'));
    expect(box).toBeChecked();
  });

  it('takes a select or a textarea as its control, with a counter beside the notes', () => {
    render(
      <>
        <FormField label="Județ" error="Alege județul.">
          <Select defaultValue="">
            <option value="">Alege</option>
            <option value="Cluj">Cluj</option>
          </Select>
        </FormField>
        <FormField label="Observații" hint="Pentru curier." counter="0/500">
          <Textarea />
        </FormField>
      </>,
    );
    const county = screen.getByRole('combobox', { name: 'Județ' });
    expect(county).toHaveAttribute('aria-invalid', 'true');
    expect(county).toHaveAccessibleDescription('Alege județul.');
    expect(screen.getByRole('textbox', { name: 'Observații' })).toHaveAccessibleDescription('Pentru curier.');
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });
});
