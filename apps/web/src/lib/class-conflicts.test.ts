import { describe, expect, it } from 'vitest';
import { buttonClass, buttonVariants } from '@/components/ui/button';
import { findClassConflicts } from './class-conflicts';

describe('findClassConflicts', () => {
  it('finds two classes that set the same thing', () => {
    expect(findClassConflicts('h-9 px-3 text-sm w-full px-2')).toEqual([['px-3', 'px-2']]);
    expect(findClassConflicts('rounded-md bg-sage-100 rounded-full')).toEqual([
      ['rounded-md', 'rounded-full'],
    ]);
    expect(findClassConflicts('inline-flex items-center hidden')).toEqual([['inline-flex', 'hidden']]);
    expect(findClassConflicts('h-10 h-auto')).toEqual([['h-10', 'h-auto']]);
    expect(findClassConflicts('bg-brand bg-danger/90')).toEqual([['bg-brand', 'bg-danger/90']]);
    expect(findClassConflicts('text-sm text-base')).toEqual([['text-sm', 'text-base']]);
    expect(findClassConflicts('text-ink text-ink-muted')).toEqual([['text-ink', 'text-ink-muted']]);
    expect(findClassConflicts('text-[0.875em] text-sm')).toEqual([['text-[0.875em]', 'text-sm']]);
    expect(findClassConflicts('border border-line-strong border-white')).toEqual([
      ['border-line-strong', 'border-white'],
    ]);
    expect(findClassConflicts('-my-2 my-1 hover:text-ink hover:text-danger')).toEqual([
      ['-my-2', 'my-1'],
      ['hover:text-ink', 'hover:text-danger'],
    ]);
    expect(findClassConflicts('[&_svg]:size-5 [&_svg]:size-4')).toEqual([
      ['[&_svg]:size-5', '[&_svg]:size-4'],
    ]);
  });

  it('leaves alone classes under different variants, of different kinds, or repeated', () => {
    expect(findClassConflicts('inline-flex max-sm:hidden sm:hidden lg:flex')).toEqual([]);
    expect(findClassConflicts('p-4 px-2 text-sm text-ink text-center border border-2 border-line')).toEqual(
      [],
    );
    expect(findClassConflicts('bg-surface bg-cover hover:bg-sage-100 rounded-lg rounded-t-none')).toEqual([]);
    expect(findClassConflicts('text-[0.875em] text-ink')).toEqual([]);
    expect(findClassConflicts('shrink-0 shrink-0 w-[calc(100%-2rem)] max-w-sm min-w-0')).toEqual([]);
  });
});

describe('buttonClass', () => {
  // Every look the kit offers is whole without a caller's className: nothing to override.
  const { variant: looks, size: sizes, iconSize: iconSizes } = buttonVariants;

  it.each(Object.keys(looks) as (keyof typeof looks)[])(
    'has no conflicting classes in variant %s',
    (variant) => {
      for (const size of Object.keys(sizes) as (keyof typeof sizes)[]) {
        for (const iconSize of Object.keys(iconSizes) as (keyof typeof iconSizes)[]) {
          const classes = buttonClass({ variant, size, iconSize });
          expect(findClassConflicts(classes), `${size}, ${iconSize}`).toEqual([]);
        }
      }
    },
  );
});
