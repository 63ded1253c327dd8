import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders the child with the slot props, the child props winning, classes joined and styles merged', () => {
    render(
      <Slot className="px-3" title="from slot" id="slot-id" style={{ color: 'red', margin: 1 }}>
        <a href="/cart" className="underline" title="from child" style={{ color: 'blue' }}>
          Cart
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveAttribute('id', 'slot-id');
    expect(link).toHaveAttribute('title', 'from child');
    expect(link).toHaveClass('px-3', 'underline');
    expect(link).toHaveStyle({ color: 'rgb(0, 0, 255)', margin: '1px' });
  });

  it('runs both click handlers, the child first, and sets both refs', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')}>
        <button type="button" ref={childRef} onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(screen.getByRole('button'));
    expect(childRef.current).toBe(screen.getByRole('button'));
  });

  it('renders nothing without an element child', () => {
    const { container } = render(<Slot>text</Slot>);
    expect(container).toBeEmptyDOMElement();
  });
});
