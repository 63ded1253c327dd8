import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ImageListEditor } from './image-list-editor';
import type * as MediaUpload from './media-upload';
import { uploadImage } from './media-upload';

vi.mock('./media-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof MediaUpload>()),
  uploadImage: vi.fn(),
}));

const upload = vi.mocked(uploadImage);

function Harness({
  initial,
  onChange,
  max,
}: {
  initial: string[];
  onChange: (paths: string[]) => void;
  max?: number;
}) {
  const [paths, setPaths] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ImageListEditor
        label="Imagini"
        folder="products"
        value={paths}
        {...(max === undefined ? {} : { max })}
        onChange={(next) => {
          onChange(next);
          setPaths(next);
        }}
      />
    </QueryClientProvider>
  );
}

// jsdom lays nothing out; dnd-kit's keyboard sensor needs the items side by side to move between them.
const originalRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const left = index * 120;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 100,
      bottom: 100,
      width: 100,
      height: 100,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = originalRect;
  upload.mockReset();
});

const PATHS = ['products/a.webp', 'products/b.webp', 'products/c.webp'];

describe('ImageListEditor', () => {
  it('marks the first image as the main one, makes another main and removes one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={PATHS} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Imagini' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Principală')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imaginea 1' })).toHaveAttribute(
      'src',
      '/media/products/a.webp?w=320',
    );

    await user.click(screen.getByRole('button', { name: 'Fă principală imaginea 3' }));
    expect(onChange).toHaveBeenLastCalledWith(['products/c.webp', 'products/a.webp', 'products/b.webp']);

    await user.click(screen.getByRole('button', { name: 'Elimină imaginea 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['products/c.webp', 'products/b.webp']);
  });

  it('reorders with the keyboard and announces the move', async () => {
    const onChange = vi.fn();
    render(<Harness initial={PATHS} onChange={onChange} />);
    const handle = screen.getByRole('button', { name: /^Mută imaginea 1\b/ });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // dnd-kit announces the pick-up, then at once where the image is (over its own place).
    await screen.findByText('Imaginea 1 este acum pe poziția 1.');
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    await screen.findByText('Imaginea 1 este acum pe poziția 2.');
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(['products/b.webp', 'products/a.webp', 'products/c.webp']),
    );
    expect(await screen.findByText('Imaginea 1 a fost mutată pe poziția 2.')).toBeInTheDocument();
  });

  it('uploads picked files in order, then shows each failure in the admin language', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    upload.mockImplementation(async (file) => {
      if (file.name === 'rau.svg') {
        throw new ApiError({
          status: 400,
          code: 'media.not_an_image',
          detail: 'Fișierul nu este o imagine.',
        });
      }
      return { path: `products/${file.name}.webp`, url: '', width: 10, height: 10 };
    });
    render(<Harness initial={['products/a.webp']} onChange={onChange} />);
    const input = screen.getByLabelText('alege fișiere');
    await user.upload(input, [
      new File(['x'], 'noua.png', { type: 'image/png' }),
      new File(['<svg/>'], 'rau.svg', { type: 'image/svg+xml' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'rau.svg: nu este o imagine JPEG, PNG, WebP, AVIF sau GIF.',
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(['products/a.webp', 'products/noua.png.webp']),
    );
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'products', expect.any(Function));
  });

  it('adds images picked together in the order they were picked, whichever upload ends first', async () => {
    const user = userEvent.setup();
    const finish = new Map<string, () => void>();
    upload.mockImplementation(
      (file) =>
        new Promise((resolve) => {
          finish.set(file.name, () =>
            resolve({ path: `products/${file.name}.webp`, url: '', width: 1, height: 1 }),
          );
        }),
    );
    const onChange = vi.fn();
    render(<Harness initial={['products/a.webp']} onChange={onChange} />);
    await user.upload(screen.getByLabelText('alege fișiere'), [
      new File(['1'], 'unu.jpg', { type: 'image/jpeg' }),
      new File(['2'], 'doi.jpg', { type: 'image/jpeg' }),
      new File(['3'], 'trei.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(finish.size).toBe(3));
    act(() => finish.get('trei.jpg')!());
    act(() => finish.get('doi.jpg')!());
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => finish.get('unu.jpg')!());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        'products/a.webp',
        'products/unu.jpg.webp',
        'products/doi.jpg.webp',
        'products/trei.jpg.webp',
      ]),
    );
  });

  it('shows the progress of each upload while it runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    upload.mockImplementation(
      (_file, _folder, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(0.4);
          finish = () => resolve({ path: 'products/p.webp', url: '', width: 1, height: 1 });
        }),
    );
    const onChange = vi.fn();
    render(<Harness initial={[]} onChange={onChange} />);
    await user.upload(
      screen.getByLabelText('alege fișiere'),
      new File(['x'], 'mare.jpg', { type: 'image/jpeg' }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Se încarcă mare.jpg' });
    await waitFor(() => expect((bar as HTMLProgressElement).value).toBeCloseTo(0.4));
    act(() => finish());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['products/p.webp']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses files over the maximum without uploading them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness initial={['products/a.webp']} onChange={vi.fn()} max={2} />);
    upload.mockResolvedValue({ path: 'products/n.webp', url: '', width: 1, height: 1 });
    await user.upload(screen.getByLabelText('alege fișiere'), [
      new File(['x'], 'unu.png', { type: 'image/png' }),
      new File(['x'], 'doi.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Poți adăuga cel mult 2 imagini.');
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
