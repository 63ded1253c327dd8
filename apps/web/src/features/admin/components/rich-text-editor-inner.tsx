import { TableCell, TableHeader, TableRow, Table } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Captions,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Redo2,
  Rows3,
  Table as TableIcon,
  Undo2,
} from 'lucide-react';
import { type FormEvent, type JSX, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_ALT_MAX } from '@shop/shared/schemas/admin/products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, Input } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { type TextKey, useTranslation } from '@/lib/i18n';
import { mediaSource, uploadErrorKey, uploadImage } from './media-upload';
import type { RichTextEditorProps } from './rich-text-editor';

/** Links the shop keeps (the API's allowlist): web, mail, or a path on this site. */
const SAFE_LINK = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

type Tool = {
  key: string;
  label: TextKey;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const TOOLS: Tool[] = [
  {
    key: 'paragraph',
    label: 'admin_media.editor.paragraph',
    icon: Pilcrow,
    run: (e) => e.chain().focus().setParagraph().run(),
    active: (e) => e.isActive('paragraph'),
  },
  {
    key: 'h2',
    label: 'admin_media.editor.heading2',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: 'admin_media.editor.heading3',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bold',
    label: 'admin_media.editor.bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'admin_media.editor.italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'bullet',
    label: 'admin_media.editor.bullet_list',
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'ordered',
    label: 'admin_media.editor.ordered_list',
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'table',
    label: 'admin_media.editor.table',
    icon: TableIcon,
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    enabled: (e) => e.can().insertTable({ rows: 3, cols: 3, withHeaderRow: true }),
  },
  {
    key: 'add_row',
    label: 'admin_media.editor.add_row',
    icon: Rows3,
    run: (e) => e.chain().focus().addRowAfter().run(),
    enabled: (e) => e.can().addRowAfter(),
  },
  {
    key: 'remove_row',
    label: 'admin_media.editor.remove_row',
    icon: Rows3,
    run: (e) => e.chain().focus().deleteRow().run(),
    enabled: (e) => e.can().deleteRow(),
  },
  {
    key: 'add_column',
    label: 'admin_media.editor.add_column',
    icon: Columns3,
    run: (e) => e.chain().focus().addColumnAfter().run(),
    enabled: (e) => e.can().addColumnAfter(),
  },
  {
    key: 'remove_column',
    label: 'admin_media.editor.remove_column',
    icon: Columns3,
    run: (e) => e.chain().focus().deleteColumn().run(),
    enabled: (e) => e.can().deleteColumn(),
  },
  {
    key: 'undo',
    label: 'admin_media.editor.undo',
    icon: Undo2,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: 'admin_media.editor.redo',
    icon: Redo2,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

const EDITABLE_CLASS =
  'min-h-48 rounded-b-md border bg-surface px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand [&_a]:underline [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:p-1 [&_th]:border [&_th]:border-line [&_th]:p-1 [&_img]:max-w-full';

export default function RichTextEditorInner({
  id,
  value,
  onChange,
  label,
  'aria-describedby': describedBy,
  invalid = false,
  folder = 'products',
}: RichTextEditorProps): JSX.Element {
  const { t } = useTranslation();
  const generatedId = useId();
  const editorId = id ?? generatedId;
  const [linkOpen, setLinkOpen] = useState(false);
  // The text alternative asked for an image just uploaded (its source), or for the selected one.
  const [altFor, setAltFor] = useState<{ insert: string } | { selected: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  // What the editor last reported: a `value` equal to it is our own echo, not a change from outside.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const attributes = (): Record<string, string> => ({
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: cn(EDITABLE_CLASS, invalid ? 'border-danger' : 'border-line-strong'),
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isSafeLink(url),
        },
      }),
      Image,
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value,
    editorProps: {
      attributes: attributes(),
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      // The empty paragraph kept after the last table or heading (so the caret can go there) is not content.
      // An empty document is "" too (not "<p></p>"), so that a required field reads as empty.
      const html = current.getHTML().replace(/(?:<p><\/p>)+$/, '');
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A form reset (or a record loaded after the editor) replaces the content without echoing back.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads exactly these
  }, [editor, editorId, label, describedBy, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.active?.(current) ?? false])),
      enabled: Object.fromEntries(TOOLS.map((tool) => [tool.key, tool.enabled?.(current) ?? true])),
      link: current.isActive('link'),
      image: current.isActive('image'),
    }),
  });

  async function insertImage(file: File) {
    setUploading(true);
    setImageError(null);
    try {
      const image = await uploadImage(file, folder);
      // Staff say what the image shows before it goes in (European Accessibility Act).
      setAltFor({ insert: mediaSource(image) });
    } catch (error) {
      setImageError(t(uploadErrorKey(error), { name: file.name }));
    } finally {
      setUploading(false);
    }
  }

  const toolbarButtons: {
    key: string;
    label: string;
    icon: LucideIcon;
    onClick: () => void;
    pressed?: boolean;
    disabled: boolean;
  }[] = [
    ...TOOLS.map((tool) => ({
      key: tool.key,
      label: t(tool.label),
      icon: tool.icon,
      onClick: () => tool.run(editor),
      ...(tool.active ? { pressed: state.active[tool.key] ?? false } : {}),
      disabled: !(state.enabled[tool.key] ?? true),
    })),
  ];
  // Link and image come after the lists, before the table tools.
  toolbarButtons.splice(
    7,
    0,
    {
      key: 'link',
      label: t('admin_media.editor.link'),
      icon: LinkIcon,
      onClick: () => setLinkOpen(true),
      pressed: state.link,
      disabled: false,
    },
    {
      key: 'image',
      label: t('admin_media.editor.image'),
      icon: ImagePlus,
      onClick: () => fileInput?.click(),
      disabled: uploading,
    },
    {
      key: 'image_alt',
      label: t('admin_media.editor.image_alt'),
      icon: Captions,
      onClick: () =>
        setAltFor({ selected: (editor.getAttributes('image').alt as string | null | undefined) ?? '' }),
      disabled: !state.image,
    },
  );

  return (
    <div className="flex flex-col">
      <Toolbar label={t('admin_media.editor.toolbar')} controls={editorId} buttons={toolbarButtons} />
      <EditorContent editor={editor} />
      <input
        ref={setFileInput}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('admin_media.editor.image')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <div aria-live="polite" className="text-sm">
        {uploading ? <p className="text-ink-muted">{t('admin_media.editor.image_uploading')}</p> : null}
      </div>
      {imageError ? (
        <p role="alert" className="text-sm text-danger">
          {imageError}
        </p>
      ) : null}
      <ImageAltDialog
        request={altFor}
        onClose={() => {
          setAltFor(null);
          editor.commands.focus();
        }}
        onApply={(alt) => {
          const request = altFor;
          setAltFor(null);
          if (!request) return;
          if ('insert' in request) editor.chain().focus().setImage({ src: request.insert, alt }).run();
          else editor.chain().focus().updateAttributes('image', { alt }).run();
        }}
      />
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        hasLink={state.link}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
        }}
        onRemove={() => {
          setLinkOpen(false);
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
      />
    </div>
  );
}

/** One tab stop; the arrow keys, Home and End move between the buttons (roving tabindex). */
function Toolbar({
  label,
  controls,
  buttons,
}: {
  label: string;
  controls: string;
  buttons: {
    key: string;
    label: string;
    icon: LucideIcon;
    onClick: () => void;
    pressed?: boolean;
    disabled: boolean;
  }[];
}) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const enabled = buttons.flatMap((button, index) => (button.disabled ? [] : [index]));
    if (enabled.length === 0) return;
    let target: number | undefined;
    if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    else if (step) {
      const at = enabled.indexOf(current);
      target = enabled[(at + step + enabled.length) % enabled.length];
    }
    if (target === undefined) return;
    event.preventDefault();
    setCurrent(target);
    refs.current[target]?.focus();
  }

  // A disabled button cannot hold the tab stop: the first enabled one takes it.
  const focusable =
    buttons[current] && !buttons[current].disabled
      ? current
      : Math.max(
          0,
          buttons.findIndex((button) => !button.disabled),
        );

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 rounded-t-md border border-b-0 border-line-strong bg-sage-50 p-1"
    >
      {buttons.map((button, index) => {
        const Icon = button.icon;
        return (
          <Button
            key={button.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            variant={button.pressed ? 'ghost-brand' : 'ghost'}
            size="icon"
            iconSize="sm"
            className={button.pressed ? 'bg-sage-100' : undefined}
            aria-label={button.label}
            title={button.label}
            {...(button.pressed === undefined ? {} : { 'aria-pressed': button.pressed })}
            disabled={button.disabled}
            tabIndex={index === focusable ? 0 : -1}
            onFocus={() => setCurrent(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.onClick}
          >
            <Icon aria-hidden />
          </Button>
        );
      })}
    </div>
  );
}

function LinkDialog({
  open,
  initial,
  hasLink,
  onClose,
  onApply,
  onRemove,
}: {
  open: boolean;
  initial: string;
  hasLink: boolean;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('admin_media.editor.link_title')}</DialogTitle>
        <DialogDescription>{t('admin_media.editor.link_description')}</DialogDescription>
        {/* Mounted with the dialog, so each opening starts from the link under the caret. */}
        <LinkForm
          initial={initial}
          hasLink={hasLink}
          onClose={onClose}
          onApply={onApply}
          onRemove={onRemove}
        />
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  initial,
  hasLink,
  onClose,
  onApply,
  onRemove,
}: {
  initial: string;
  hasLink: boolean;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const href = url.trim();
    if (!isSafeLink(href)) {
      setError(t('admin_media.editor.link_invalid'));
      return;
    }
    onApply(href);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormField label={t('admin_media.editor.link_url')} error={error ?? undefined}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <DialogActions>
        {hasLink ? (
          <Button variant="ghost-danger" onClick={onRemove}>
            {t('admin_media.editor.link_remove')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit">{t('admin_media.editor.link_apply')}</Button>
      </DialogActions>
    </form>
  );
}

/**
 * The text alternative of an image in the text, in the language of the text being edited: asked
 * when the image is inserted, and changed later with the toolbar's button while it is selected.
 */
function ImageAltDialog({
  request,
  onClose,
  onApply,
}: {
  request: { insert: string } | { selected: string } | null;
  onClose: () => void;
  onApply: (alt: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={request !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('admin_media.editor.image_alt_title')}</DialogTitle>
        <DialogDescription>{t('admin_media.editor.image_alt_description')}</DialogDescription>
        {request ? (
          <ImageAltForm
            initial={'selected' in request ? request.selected : ''}
            inserting={'insert' in request}
            onClose={onClose}
            onApply={onApply}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ImageAltForm({
  initial,
  inserting,
  onClose,
  onApply,
}: {
  initial: string;
  inserting: boolean;
  onClose: () => void;
  onApply: (alt: string) => void;
}) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onApply(alt.trim());
      }}
      noValidate
      className="flex flex-col gap-3"
    >
      <FormField
        label={t('admin_media.editor.image_alt_label')}
        hint={t('admin_media.editor.image_alt_hint')}
      >
        <Input
          autoComplete="off"
          maxLength={IMAGE_ALT_MAX}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </FormField>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit">
          {t(inserting ? 'admin_media.editor.image_alt_insert' : 'admin_media.editor.link_apply')}
        </Button>
      </DialogActions>
    </form>
  );
}
