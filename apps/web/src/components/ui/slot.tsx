import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders its only child with the slot's props merged in, by Radix Slot's rules: the child's
 * props win, except that class names join, styles merge, event handlers both run (the child's
 * first) and both refs are set. Button uses it for `asChild`; Radix's own costs 1 kB of the
 * first-load budget for this one use (the Radix primitives keep theirs, in their lazy chunks).
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = cn(slotProps.className, childProps.className as string | undefined);
  if (slotProps.style || childProps.style)
    merged.style = { ...slotProps.style, ...(childProps.style as object) };
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  if (slotProps.ref && childRef) {
    merged.ref = (node: HTMLElement | null) => {
      setRef(slotProps.ref, node);
      setRef(childRef, node);
    };
  }
  return cloneElement(children, merged);
}
