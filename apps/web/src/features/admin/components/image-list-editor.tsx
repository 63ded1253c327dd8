import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation } from '@tanstack/react-query';
import { GripVertical, ImagePlus, Star, Trash2, X } from 'lucide-react';
import { type DragEvent, type JSX, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { MediaFolder } from '@shop/shared/schemas/admin/media';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { mediaVariantOrPath } from '@/lib/media';
import { uploadErrorKey, uploadImage } from './media-upload';

export type ImageListEditorProps = {
  value: string[];
  onChange: (paths: string[]) => void;
  label: string;
  max?: number;
  folder: MediaFolder;
  /** Fields of one image shown under it (its text alternatives), by its path and position. */
  renderDetails?: (path: string, position: number) => ReactNode;
};

type Upload = { id: number; name: string; progress: number | null };
type UploadError = { id: number; message: string };

/**
 * An ordered list of uploaded images (the first is the main one): drop or pick files to upload
 * them, reorder by dragging or with the keyboard, make one the main image, remove one.
 */
export function ImageListEditor({
  value,
  onChange,
  label,
  max,
  folder,
  renderDetails,
}: ImageListEditorProps): JSX.Element {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  // Uploads finish one by one, after renders that may have changed the list: each appends to the latest.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<UploadError[]>([]);
  const [dragging, setDragging] = useState(false);
  const upload = useMutation({
    mutationFn: ({ file, id }: { file: File; id: number }) =>
      uploadImage(file, folder, (progress) =>
        setUploads((list) => list.map((item) => (item.id === id ? { ...item, progress } : item))),
      ),
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const full = max !== undefined && value.length + uploads.length >= max;
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : value.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin_media.images.dnd.picked', { from: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('admin_media.images.dnd.over', { from: position(active.id), to: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('admin_media.images.dnd.dropped', { from: position(active.id), to: position(over.id) })
        : undefined,
    onDragCancel: ({ active }) => t('admin_media.images.dnd.cancelled', { from: position(active.id) }),
  };

  function setList(paths: string[]) {
    latest.current = paths;
    onChange(paths);
  }

  function addFiles(files: File[]) {
    const room = max === undefined ? files.length : Math.max(0, max - latest.current.length - uploads.length);
    const accepted = files.slice(0, room);
    if (accepted.length < files.length) {
      setErrors((list) => [
        ...list,
        { id: nextId.current++, message: t('admin_media.images.max_reached', { count: max ?? 0 }) },
      ]);
    }
    // The files upload side by side and finish in any order, but join the list in the order they
    // were picked: each result waits for those picked before it (a failed one is skipped).
    const results: (string | null | undefined)[] = accepted.map(() => undefined);
    let joined = 0;
    const joinFinished = () => {
      const ready: string[] = [];
      while (joined < results.length && results[joined] !== undefined) {
        const path = results[joined++];
        if (path) ready.push(path);
      }
      if (ready.length > 0) setList([...latest.current, ...ready]);
    };
    accepted.forEach((file, index) => {
      const id = nextId.current++;
      setUploads((list) => [...list, { id, name: file.name, progress: null }]);
      upload
        .mutateAsync({ file, id })
        .then(
          (image) => {
            results[index] = image.path;
          },
          (error: unknown) => {
            results[index] = null;
            setErrors((list) => [...list, { id, message: t(uploadErrorKey(error), { name: file.name }) }]);
          },
        )
        .finally(() => {
          joinFinished();
          setUploads((list) => list.filter((item) => item.id !== id));
        });
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setList(arrayMove(value, value.indexOf(String(active.id)), value.indexOf(String(over.id))));
  }

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="flex flex-col gap-3">
      <span id={labelId} className="font-semibold">
        {label}
      </span>

      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-card border-2 border-dashed p-4 text-center',
          dragging ? 'border-brand bg-sage-100' : 'border-line-strong',
        )}
      >
        <ImagePlus aria-hidden className="size-6 text-ink-muted" />
        <p>
          {t('admin_media.images.drop_hint')}{' '}
          <Button variant="link" size="sm-tight" disabled={full} onClick={() => inputRef.current?.click()}>
            {t('admin_media.images.choose')}
          </Button>
        </p>
        <p id={hintId} className="text-sm text-ink-muted">
          {t('admin_media.images.formats')}
          {max === undefined ? null : ` ${t('admin_media.images.max_reached', { count: max })}`}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label={t('admin_media.images.choose')}
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>

      {uploads.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {uploads.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 text-sm">
              <span>{t('admin_media.images.uploading', { name: item.name })}</span>
              {/* Without a value the bar is indeterminate: the browser has not reported progress yet. */}
              <progress
                className="h-2 w-full"
                aria-label={t('admin_media.images.uploading', { name: item.name })}
                max={1}
                {...(item.progress === null ? {} : { value: item.progress })}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {errors.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1">
          {errors.map((error) => (
            <li
              key={error.id}
              className="flex items-center justify-between gap-2 rounded-md bg-danger/10 px-3 py-1 text-danger"
            >
              <span>{error.message}</span>
              <Button
                variant="ghost"
                size="icon"
                iconSize="sm"
                aria-label={t('admin_media.images.dismiss')}
                onClick={() => setErrors((list) => list.filter((item) => item.id !== error.id))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {value.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('admin_media.images.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('admin_media.images.dnd.instructions') },
          }}
        >
          <SortableContext items={value} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {value.map((path, index) => (
                <SortableImage
                  key={path}
                  path={path}
                  index={index}
                  details={renderDetails?.(path, index + 1)}
                  onMakeMain={() => setList([path, ...value.filter((item) => item !== path)])}
                  onRemove={() => setList(value.filter((item) => item !== path))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function SortableImage({
  path,
  index,
  details,
  onMakeMain,
  onRemove,
}: {
  path: string;
  index: number;
  details?: ReactNode;
  onMakeMain: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: path });
  const position = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex flex-col overflow-hidden rounded-card border bg-surface',
        index === 0 ? 'border-brand' : 'border-line',
        isDragging ? 'z-10 shadow-xl' : null,
      )}
    >
      <div className="relative aspect-square bg-sage-100">
        <img
          src={mediaVariantOrPath(path, 320) ?? undefined}
          alt={t('admin_media.images.image_alt', { position })}
          className="size-full object-cover"
          loading="lazy"
        />
        {index === 0 ? (
          <span className="absolute top-2 left-2 rounded-md bg-brand px-2 py-0.5 text-sm font-semibold text-white">
            {t('admin_media.images.main')}
          </span>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-1 p-1">
        <Button
          ref={setActivatorNodeRef}
          variant="ghost"
          size="icon"
          iconSize="sm"
          className="cursor-grab touch-none"
          {...attributes}
          {...listeners}
          aria-label={t('admin_media.images.move', { position })}
        >
          <GripVertical aria-hidden />
        </Button>
        <div className="flex gap-1">
          {index > 0 ? (
            <Button
              variant="ghost"
              size="icon"
              iconSize="sm"
              aria-label={t('admin_media.images.make_main', { position })}
              onClick={onMakeMain}
            >
              <Star aria-hidden />
            </Button>
          ) : null}
          <Button
            variant="ghost-danger"
            size="icon"
            iconSize="sm"
            aria-label={t('admin_media.images.remove', { position })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {details ? <div className="flex flex-col gap-2 border-t border-line p-2">{details}</div> : null}
    </li>
  );
}
