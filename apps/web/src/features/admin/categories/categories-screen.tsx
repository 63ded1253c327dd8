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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GripVertical, ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminCategoryList, CategoryReorder } from '@shop/shared/schemas/admin/categories';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { localized, useTranslation } from '@/lib/i18n';
import { mediaUrl } from '@/lib/media';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminQueryState, AdminScreen } from '../components/admin-screen';
import {
  categoriesQueryOptions,
  categoryKeys,
  type CategoryNode,
  categoryTree,
  reorderCategories,
} from './categories-api';
import { CategoryDialog } from './category-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';

type Editing = { kind: 'create' } | { kind: 'edit'; category: CategoryNode } | null;

/**
 * Contract §2 /admin/categories: the category tree. Siblings are ordered by dragging their handle
 * (mouse, touch or keyboard) or by typing a sort number; the parent, names, slug and image are
 * edited in a dialog; deleting a category with products asks where they go.
 */
export function CategoriesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_categories.title') }));
  const query = useQuery(categoriesQueryOptions);
  const list = query.data?.results ?? [];
  const tree = categoryTree(list);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CategoryNode | null>(null);
  const reorder = useReorder();

  return (
    <AdminScreen
      id="categories"
      title={t('admin_categories.title')}
      actions={
        <Button onClick={() => setEditing({ kind: 'create' })}>
          <Plus aria-hidden="true" />
          {t('admin_categories.new')}
        </Button>
      }
    >
      <p className="text-sm text-ink-muted">{t('admin_categories.hint')}</p>
      <AdminQueryState query={query} empty={list.length === 0} emptyTitle={t('admin_categories.empty')}>
        <CategoryLevel
          nodes={tree}
          onReorder={(items) => reorder.mutate(items)}
          onEdit={(category) => setEditing({ kind: 'edit', category })}
          onDelete={setDeleting}
        />
      </AdminQueryState>
      <CategoryDialog
        key={editing?.kind === 'edit' ? editing.category.id : (editing?.kind ?? 'closed')}
        open={editing !== null}
        category={editing?.kind === 'edit' ? editing.category : null}
        tree={tree}
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryDialog
        key={deleting?.id ?? 'closed'}
        category={deleting}
        tree={tree}
        onClose={() => setDeleting(null)}
      />
    </AdminScreen>
  );
}

/** Saves a new order at once on screen, then on the server; a refusal puts the server's back. */
function useReorder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: CategoryReorder['items']) => reorderCategories({ items }),
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.all });
      const previous = queryClient.getQueryData<AdminCategoryList>(categoryKeys.all);
      if (previous) {
        const changed = new Map(items.map((item) => [item.id, item]));
        const order = new Map(items.map((item, index) => [item.id, index]));
        const results = previous.results.map((category) => {
          const change = changed.get(category.id);
          return change
            ? { ...category, parent_id: change.parent_id, sort_number: change.sort_number }
            : category;
        });
        // Reordered siblings take the places their group held, in the new order.
        const slots = results.flatMap((category, index) => (changed.has(category.id) ? [index] : []));
        const moved = results
          .filter((category) => changed.has(category.id))
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
        slots.forEach((slot, index) => {
          results[slot] = moved[index]!;
        });
        queryClient.setQueryData<AdminCategoryList>(categoryKeys.all, { results });
      }
      return { previous };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(categoryKeys.all, answer);
      showShopToast(t('admin_categories.sort_saved'));
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(categoryKeys.all, context.previous);
      showShopToast(t('admin_categories.sort_error'));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

type LevelProps = {
  nodes: CategoryNode[];
  onReorder: (items: CategoryReorder['items']) => void;
  onEdit: (category: CategoryNode) => void;
  onDelete: (category: CategoryNode) => void;
};

/** One level of the tree: its categories sort among themselves. */
function CategoryLevel({ nodes, onReorder, onEdit, onDelete }: LevelProps) {
  const { t, i18n } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = nodes.map((node) => node.id);
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const node = nodes.find((item) => item.id === id);
    return node ? localized(node, 'nume', i18n.language) : '';
  };
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('admin_categories.dnd.picked', { name: nameOf(active.id), from: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('admin_categories.dnd.over', { name: nameOf(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('admin_categories.dnd.dropped', { name: nameOf(active.id), to: position(over.id) })
        : undefined,
    onDragCancel: ({ active }) =>
      t('admin_categories.dnd.cancelled', { name: nameOf(active.id), from: position(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ordered = arrayMove(nodes, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    // Numbered in tens, so that one can later be put between two by typing a number.
    onReorder(
      ordered.map((node, index) => ({
        id: node.id,
        parent_id: node.parent_id,
        sort_number: (index + 1) * 10,
      })),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin_categories.dnd.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul
          className={cn(
            'flex flex-col gap-2',
            nodes[0]?.depth ? 'mt-2 border-l border-line pl-3 sm:pl-6' : '',
          )}
        >
          {nodes.map((node) => (
            <CategoryRow
              key={node.id}
              node={node}
              onReorder={onReorder}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function CategoryRow({
  node,
  onReorder,
  onEdit,
  onDelete,
}: { node: CategoryNode } & Omit<LevelProps, 'nodes'>) {
  const { t, i18n } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: node.id });
  const name = localized(node, 'nume', i18n.language);
  const image = node.imagine_url ?? (node.imagine ? mediaUrl(node.imagine) : null);

  // The row is what is measured (a category's subcategories would make it a tall target, and the
  // keyboard could not move it past a short neighbour); the whole item moves with it.
  return (
    <li
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && 'relative z-10 opacity-90')}
    >
      <div
        ref={setNodeRef}
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line bg-surface p-2 sm:flex-nowrap"
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('admin_categories.drag', { name })}
          className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-md text-ink-muted hover:bg-sage-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        {image ? (
          <img
            src={image}
            alt=""
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-md object-cover"
          />
        ) : (
          <span
            title={t('admin_categories.no_image')}
            className="grid size-10 shrink-0 place-items-center rounded-md bg-sage-50 text-ink-muted"
          >
            <ImageOff aria-hidden="true" className="size-4" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 basis-40 flex-col">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-sm text-ink-muted">
            {i18n.language === 'en' ? node.nume : node.nume_en || '—'} · /{node.slug}
          </span>
        </div>
        {/* On a phone the counts and actions take a line of their own under the name. */}
        <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
          <span className="mr-auto text-sm text-ink-muted sm:mr-0 sm:whitespace-nowrap">
            {t('admin_categories.products', { count: node.numar_produse })}
            {node.children.length > 0
              ? ` · ${t('admin_categories.products_total', { total: node.numar_produse_total })}`
              : ''}
          </span>
          <SortNumberInput
            key={`${node.id}:${node.sort_number ?? ''}`}
            node={node}
            label={t('admin_categories.sort', { name })}
            onSave={(sortNumber) =>
              onReorder([{ id: node.id, parent_id: node.parent_id, sort_number: sortNumber }])
            }
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('admin_categories.edit', { name })}
            onClick={() => onEdit(node)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost-danger"
            size="icon"
            aria-label={t('admin_categories.delete', { name })}
            onClick={() => onDelete(node)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {node.children.length > 0 ? (
        <CategoryLevel nodes={node.children} onReorder={onReorder} onEdit={onEdit} onDelete={onDelete} />
      ) : null}
    </li>
  );
}

/** The keyboard's way to order: a number saved on Enter or when the field is left. */
function SortNumberInput({
  node,
  label,
  onSave,
}: {
  node: CategoryNode;
  label: string;
  onSave: (sortNumber: number | null) => void;
}) {
  const [value, setValue] = useState(node.sort_number?.toString() ?? '');
  const save = () => {
    const text = value.trim();
    const next = text === '' ? null : Number(text);
    if (next !== null && (!Number.isInteger(next) || next < 0 || next > 9999)) {
      setValue(node.sort_number?.toString() ?? '');
      return;
    }
    if (next !== node.sort_number) onSave(next);
  };
  return (
    <div className="w-20 shrink-0">
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        aria-label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
      />
    </div>
  );
}
