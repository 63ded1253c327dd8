import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type * as MediaUpload from './media-upload';
import { uploadImage } from './media-upload';
import { RichTextEditor } from './rich-text-editor';

vi.mock('./media-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof MediaUpload>()),
  uploadImage: vi.fn(),
}));

const upload = vi.mocked(uploadImage);
afterEach(() => upload.mockReset());

// jsdom has no layout: ProseMirror asks ranges for their boxes when it scrolls the caret into view.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const box = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = box;
  if (!('getClientRects' in Text.prototype)) {
    Object.assign(Text.prototype, { getClientRects: empty, getBoundingClientRect: box });
  }
  document.elementFromPoint ??= () => null;
});

// TipTap is big: load the lazy chunk once, outside every test's time budget (the machine is shared).
beforeAll(async () => {
  await import('./rich-text-editor-inner');
}, 60_000);

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Descriere"
        value={html}
        invalid
        aria-describedby="descriere-eroare"
        onChange={(next) => {
          onChange(next);
          setHtml(next);
        }}
      />
      <button type="button" onClick={() => setHtml('<p>Resetat</p>')}>
        reset
      </button>
    </>
  );
}

async function renderEditor(initial = '<p>Salut</p>') {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  // The first render downloads the editor's lazy chunk.
  const textbox = await screen.findByRole('textbox', { name: 'Descriere' }, { timeout: 10_000 });
  return { onChange, textbox, toolbar: screen.getByRole('toolbar', { name: 'Formatare text' }) };
}

function selectAll(textbox: HTMLElement) {
  act(() => textbox.focus());
  fireEvent.keyDown(textbox, { key: 'a', code: 'KeyA', ctrlKey: true });
}

describe('RichTextEditor', () => {
  it('labels the editable area and marks it invalid', async () => {
    const { textbox } = await renderEditor();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAttribute('aria-describedby', 'descriere-eroare');
    expect(textbox).toHaveTextContent('Salut');
  });

  it('turns the selection bold and into a heading, with aria-pressed following', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, onChange } = await renderEditor();
    selectAll(textbox);
    const bold = within(toolbar).getByRole('button', { name: 'Îngroșat (Ctrl+B)' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Salut</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toolbar).getByRole('button', { name: 'Titlu 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>Salut</strong></h2>');
    await user.click(within(toolbar).getByRole('button', { name: 'Listă numerotată' }));
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<ol><li><p>/);
    await user.click(within(toolbar).getByRole('button', { name: 'Anulează (Ctrl+Z)' }));
    // Undo takes back the last change (quick successive changes are one step).
    expect(onChange.mock.lastCall?.[0]).not.toMatch(/<ol>/);
  });

  it('inserts a 3×3 table and adds a row and a column', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, onChange } = await renderEditor('<p></p>');
    act(() => textbox.focus());
    const addRow = within(toolbar).getByRole('button', { name: 'Adaugă rând' });
    expect(addRow).toBeDisabled();
    await user.click(within(toolbar).getByRole('button', { name: 'Inserează tabel 3×3' }));
    const html = () => String(onChange.mock.lastCall?.[0]);
    expect(html().match(/<tr>/g)).toHaveLength(3);
    expect(html().match(/<th>/g)).toHaveLength(3);
    await user.click(addRow);
    expect(html().match(/<tr>/g)).toHaveLength(4);
    await user.click(within(toolbar).getByRole('button', { name: 'Adaugă coloană' }));
    expect(html().match(/<th>/g)).toHaveLength(4);
  });

  it('asks for the link address and refuses javascript:', async () => {
    const user = userEvent.setup();
    const { textbox, toolbar, onChange } = await renderEditor();
    selectAll(textbox);
    await user.click(within(toolbar).getByRole('button', { name: 'Link (Ctrl+K)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adaugă un link' });
    const address = within(dialog).getByRole('textbox', { name: 'Adresa' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Aplică' }));
    expect(
      within(dialog).getByText('Adresa trebuie să înceapă cu https://, http://, mailto: sau /.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'https://anpc.ro');
    await user.click(within(dialog).getByRole('button', { name: 'Aplică' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange.mock.lastCall?.[0]).toMatch(
      /^<p><a [^>]*href="https:\/\/anpc\.ro"[^>]*>Salut<\/a><\/p>$/,
    );
  });

  it('is one tab stop: the arrow keys move between the buttons', async () => {
    const user = userEvent.setup();
    const { toolbar } = await renderEditor();
    const stops = within(toolbar)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops).toHaveLength(1);
    act(() => stops[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Titlu 2' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Home}');
    expect(within(toolbar).getByRole('button', { name: 'Paragraf' })).toHaveFocus();
  });

  it('uploads an image into the text, and shows a refused upload', async () => {
    const user = userEvent.setup();
    const { textbox, onChange } = await renderEditor();
    act(() => textbox.focus());
    upload.mockResolvedValueOnce({
      path: 'blog/x.webp',
      url: 'http://shop/media/blog/x.webp',
      width: 1,
      height: 1,
    });
    const input = screen.getByLabelText('Imagine', { selector: 'input' });
    await user.upload(input, new File(['x'], 'poza.png', { type: 'image/png' }));
    // Before it goes in, the image gets its text alternative.
    const dialog = await screen.findByRole('dialog', { name: 'Textul alternativ al imaginii' });
    await user.type(within(dialog).getByLabelText('Text alternativ'), 'Borcanul de miere');
    await user.click(within(dialog).getByRole('button', { name: 'Inserează imaginea' }));
    await waitFor(() =>
      expect(String(onChange.mock.lastCall?.[0])).toContain(
        '<img src="/media/blog/x.webp" alt="Borcanul de miere"',
      ),
    );
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'products');

    upload.mockRejectedValueOnce(
      new ApiError({ status: 413, code: 'media.file_too_large', detail: 'Prea mare' }),
    );
    await user.upload(input, new File(['x'], 'mare.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mare.jpg: fișierul este prea mare.');
  });

  it('shows a value changed from outside (a form reset) without reporting it back', async () => {
    const user = userEvent.setup();
    const { textbox, onChange } = await renderEditor();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(textbox).toHaveTextContent('Resetat'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
