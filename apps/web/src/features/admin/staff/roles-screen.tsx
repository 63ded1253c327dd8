import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { PERMISSIONS, type Permission, type Role } from '@shop/shared/schemas/admin/roles';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { CheckboxOption, FieldError, FormField, Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { createRole, deleteRole, rolesKeys, rolesQueryOptions, staffKeys, updateRole } from './staff-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { adminMeKeys } from '../shell/admin-me';
import { AdminListPage } from '../list-page/admin-list-page';

/** The areas as the person reads them, in the order of PERMISSIONS. */
export function PermissionList({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  if (permissions.length === 0) return <span className="text-ink-muted">{t('admin_staff.roles.none')}</span>;
  return <>{permissions.map((permission) => t(`admin_staff.permissions.${permission}`)).join(', ')}</>;
}

/** The message of a refused save: on its field when the server names one, otherwise above the form. */
function useServerError() {
  const { t } = useTranslation();
  return (error: unknown): { field?: 'name' | 'permissions'; message: string } => {
    if (!isApiError(error)) return { message: failureMessage(error, t) };
    const name = error.fieldErrors.name?.[0];
    if (name) return { field: 'name', message: name };
    const permissions = Object.entries(error.fieldErrors).find(([key]) => key.startsWith('permissions'));
    if (permissions?.[1]?.[0]) return { field: 'permissions', message: permissions[1][0] };
    return { message: failureMessage(error, t) };
  };
}

type Editing = { role: Role | null } | null;

function RoleDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const role = editing?.role ?? null;
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<Permission[]>(role?.permissions ?? []);
  const [error, setError] = useState<{ field?: 'name' | 'permissions'; message: string } | null>(null);
  const explain = useServerError();
  const permissionsErrorId = useId();
  const save = useMutation({
    mutationFn: () => {
      const body = { name, permissions: PERMISSIONS.filter((p) => chosen.includes(p)) };
      return role ? updateRole(role.id, body) : createRole(body);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      // The signed-in person may hold the role they just changed.
      void queryClient.invalidateQueries({ queryKey: adminMeKeys.all });
      showShopToast(t(role ? 'admin_staff.roles.saved' : 'admin_staff.roles.created', { name: saved.name }));
      onClose();
    },
    onError: (failure) => setError(explain(failure)),
  });
  const toggle = (permission: Permission, on: boolean) =>
    setChosen((list) => (on ? [...list, permission] : list.filter((p) => p !== permission)));

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>
          {role ? t('admin_staff.roles.edit_title', { name: role.name }) : t('admin_staff.roles.add_title')}
        </DialogTitle>
        <DialogDescription>{t('admin_staff.roles.dialog_help')}</DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            if (!save.isPending) save.mutate();
          }}
        >
          {error && !error.field ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {error.message}
            </p>
          ) : null}
          <FormField
            label={t('admin_staff.roles.name')}
            error={error?.field === 'name' ? error.message : undefined}
          >
            <Input required maxLength={80} value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <fieldset
            className="flex min-w-0 flex-col gap-2"
            aria-describedby={error?.field === 'permissions' ? permissionsErrorId : undefined}
          >
            <legend className="mb-1 text-sm font-semibold">{t('admin_staff.roles.permissions')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {PERMISSIONS.map((permission) => (
                <CheckboxOption
                  key={permission}
                  label={t(`admin_staff.permissions.${permission}`)}
                  help={t(`admin_staff.permission_help.${permission}`)}
                  checked={chosen.includes(permission)}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
              ))}
            </div>
            {error?.field === 'permissions' ? (
              <FieldError id={permissionsErrorId}>{error.message}</FieldError>
            ) : null}
          </fieldset>
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={save.isPending || undefined}>
              {save.isPending ? t('admin.common.saving') : t('admin.common.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * /admin/roluri (the `staff` permission): the roles, what each opens and how many people hold it;
 * add, change, and delete a role nobody holds (the four seed roles stay, docs/decisions/055).
 */
export function RolesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_staff.roles.title') }));
  const queryClient = useQueryClient();
  const query = useQuery(rolesQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (role: Role) => deleteRole(role.id),
    onSuccess: (_, role) => {
      void queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      showShopToast(t('admin_staff.roles.deleted', { name: role.name }));
      setDeleting(null);
    },
    onError: (error) => setDeleteError(failureMessage(error, t)),
  });
  const roles = query.data?.results ?? [];

  const columns: ColumnDef<Role>[] = [
    {
      id: 'name',
      header: t('admin_staff.roles.name'),
      meta: { rowHeader: true },
      cell: ({ row: { original: role } }) => (
        <>
          {role.name}
          {role.seed_key ? (
            <span className="block text-xs text-ink-muted">{t('admin_staff.roles.seed')}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'permissions',
      header: t('admin_staff.roles.permissions'),
      cell: ({ row }) => <PermissionList permissions={row.original.permissions} />,
    },
    {
      id: 'staff_count',
      header: t('admin_staff.roles.staff_count'),
      meta: { align: 'end', className: 'tabular-nums' },
      cell: ({ row }) => row.original.staff_count,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.common.actions')}</span>,
      meta: { align: 'end', className: 'whitespace-nowrap' },
      cell: ({ row: { original: role } }) => (
        <div className="flex justify-end gap-1.5">
          <Button variant="secondary" size="sm" onClick={() => setEditing({ role })}>
            {t('admin.common.edit')}
            <span className="sr-only"> {role.name}</span>
          </Button>
          {/* A seed role or one in use cannot go: the button says why instead of failing. */}
          {role.seed_key || role.staff_count > 0 ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDeleteError(null);
                setDeleting(role);
              }}
            >
              {t('admin.common.delete')}
              <span className="sr-only"> {role.name}</span>
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminListPage
      id="roles"
      title={t('admin_staff.roles.title')}
      actions={<Button onClick={() => setEditing({ role: null })}>{t('admin_staff.roles.add')}</Button>}
      query={query}
      rows={roles}
      getRowId={(role) => String(role.id)}
      emptyTitle={t('admin_staff.roles.empty')}
      view={{ columns, caption: t('admin_staff.roles.title') }}
    >
      <p className="max-w-prose text-sm text-ink-muted">{t('admin_staff.roles.intro')}</p>
      {/* Keyed so that each opening starts from the role's saved values. */}
      <RoleDialog
        key={editing ? (editing.role?.id ?? 'new') : 'closed'}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && !remove.isPending && remove.mutate(deleting)}
        title={t('admin_staff.roles.delete_title', { name: deleting?.name ?? '' })}
        description={t('admin_staff.roles.delete_body')}
        busy={remove.isPending}
        error={deleteError}
      />
    </AdminListPage>
  );
}
