import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { STAFF_CREATE_MODES, type StaffCreateMode, type StaffMember } from '@shop/shared/schemas/admin/staff';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { CheckboxOption, FormField, Input, Select } from '@/components/ui/form-field';
import { useCurrentUser } from '@/hooks/use-current-user';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  assignRoles,
  createStaff,
  revokeStaff,
  rolesKeys,
  rolesQueryOptions,
  staffKeys,
  staffQueryOptions,
} from './staff-api';
import { PermissionList } from './roles-screen';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { ConfirmDialog } from '../components/confirm-dialog';
import { adminMeKeys } from '../shell/admin-me';
import { AdminListPage } from '../list-page/admin-list-page';

type AddValues = {
  email: string;
  first_name: string;
  last_name: string;
  mode: StaffCreateMode;
  password: string;
};
const EMPTY: AddValues = { email: '', first_name: '', last_name: '', mode: 'invite', password: '' };
const FIELDS = ['email', 'first_name', 'last_name', 'mode', 'password'] as const;

function AddStaffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AddValues>({ defaultValues: EMPTY });
  const [alert, setAlert] = useState<string | null>(null);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const mutation = useMutation({
    mutationFn: (values: AddValues) =>
      createStaff({
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        mode: values.mode,
        ...(values.mode === 'create' ? { password: values.password } : {}),
      }),
    onSuccess: (member, values) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      showShopToast(
        t(values.mode === 'invite' ? 'admin_staff.invited' : 'admin_staff.added', { email: member.email }),
      );
      form.reset(EMPTY);
      onOpenChange(false);
    },
    onError: (error) => {
      if (!isApiError(error)) return setAlert(failureMessage(error, t));
      let onField = false;
      for (const field of FIELDS) {
        const message = error.fieldErrors[field]?.[0];
        if (message) {
          form.setError(field, { message });
          onField = true;
        }
      }
      setAlert(onField ? null : failureMessage(error, t));
    },
  });
  const errorOf = (field: keyof AddValues) => form.formState.errors[field]?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" aria-describedby={undefined}>
        <DialogTitle>{t('admin_staff.add_title')}</DialogTitle>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) =>
            void form.handleSubmit((values) => {
              setAlert(null);
              mutation.mutate(values);
            })(event)
          }
        >
          {alert ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {alert}
            </p>
          ) : null}
          <FormField label={t('admin_staff.mode')} error={errorOf('mode')}>
            <Select {...form.register('mode')}>
              {STAFF_CREATE_MODES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin_staff.modes.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('admin_staff.email')} error={errorOf('email')}>
            <Input type="email" autoComplete="off" required maxLength={254} {...form.register('email')} />
          </FormField>
          {mode === 'promote' ? null : (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t('admin_staff.first_name')} error={errorOf('first_name')}>
                <Input maxLength={150} {...form.register('first_name')} />
              </FormField>
              <FormField label={t('admin_staff.last_name')} error={errorOf('last_name')}>
                <Input maxLength={150} {...form.register('last_name')} />
              </FormField>
            </div>
          )}
          {mode === 'create' ? (
            <FormField label={t('admin_staff.password')} error={errorOf('password')}>
              <Input
                type="password"
                autoComplete="new-password"
                minLength={12}
                maxLength={128}
                {...form.register('password')}
              />
            </FormField>
          ) : null}
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t('admin_staff.submitting') : t('admin_staff.submit')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RemoveDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: number) => revokeStaff(id),
    onSuccess: (removed) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      showShopToast(t('admin_staff.removed', { email: removed.email }));
      mutation.reset();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={member !== null}
      onCancel={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() => member && mutation.mutate(member.id)}
      title={t('admin_staff.remove_title', { email: member?.email ?? '' })}
      description={t('admin_staff.remove_body')}
      confirmLabel={t('admin_staff.remove')}
      busy={mutation.isPending}
      error={mutation.isError ? failureMessage(mutation.error, t) : null}
    />
  );
}

/** The roles of one staff account, replaced as a whole (docs/decisions/055). */
function RolesDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roles = useQuery({ ...rolesQueryOptions(), enabled: member !== null });
  const [chosen, setChosen] = useState<number[]>(member?.roles.map((role) => role.id) ?? []);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (id: number) => assignRoles(id, chosen),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminMeKeys.all });
      showShopToast(t('admin_staff.roles.assigned', { email: saved.email }));
      onClose();
    },
    onError: (error) => setAlert(failureMessage(error, t)),
  });
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{t('admin_staff.roles.assign_title', { email: member?.email ?? '' })}</DialogTitle>
        <DialogDescription>
          {member?.is_superuser
            ? t('admin_staff.roles.assign_superuser')
            : t('admin_staff.roles.assign_help')}
        </DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setAlert(null);
            if (member && !mutation.isPending) mutation.mutate(member.id);
          }}
        >
          {alert ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {alert}
            </p>
          ) : null}
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('admin_staff.roles.title')}</legend>
            {roles.isPending ? (
              <p role="status">{t('admin.common.loading')}</p>
            ) : roles.isError ? (
              <p role="alert">{t('admin.common.load_error')}</p>
            ) : (
              roles.data.results.map((role) => (
                <CheckboxOption
                  key={role.id}
                  label={role.name}
                  help={<PermissionList permissions={role.permissions} />}
                  checked={chosen.includes(role.id)}
                  onChange={(event) =>
                    setChosen((list) =>
                      event.target.checked ? [...list, role.id] : list.filter((id) => id !== role.id),
                    )
                  }
                />
              ))
            )}
          </fieldset>
          <DialogActions>
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" aria-disabled={mutation.isPending || !roles.isSuccess || undefined}>
              {mutation.isPending ? t('admin.common.saving') : t('admin.common.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Staff accounts (the `staff` permission): who can reach the admin area with which roles, add
 * someone, change their roles, take rights back. Only a superuser touches a superuser's account.
 */
export function StaffScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.document_title', { page: t('admin_staff.title') }));
  const { data: me } = useCurrentUser();
  const query = useQuery(staffQueryOptions());
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [assigning, setAssigning] = useState<StaffMember | null>(null);
  const dateTime = useShopDateTimeFormat();
  const members = query.data?.results ?? [];

  const columns: ColumnDef<StaffMember>[] = [
    {
      id: 'email',
      header: t('admin_staff.email'),
      cell: ({ row: { original: member } }) => (
        <>
          {member.email} {member.id === me?.id ? t('admin_staff.you') : null}
        </>
      ),
    },
    {
      id: 'name',
      header: t('admin_staff.name'),
      cell: ({ row }) => `${row.original.first_name} ${row.original.last_name}`.trim() || '—',
    },
    {
      id: 'role',
      header: t('admin_staff.role'),
      cell: ({ row: { original: member } }) =>
        member.is_superuser
          ? t('admin_staff.superuser')
          : member.roles.map((role) => role.name).join(', ') || t('admin_staff.roles.no_role'),
    },
    {
      id: 'last_login',
      header: t('admin_staff.last_login'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: member } }) =>
        member.invitation_pending
          ? t('admin_staff.pending')
          : member.last_login_at
            ? dateTime.format(new Date(member.last_login_at))
            : t('admin_staff.never'),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.common.actions')}</span>,
      meta: { align: 'end', className: 'whitespace-nowrap' },
      cell: ({ row: { original: member } }) =>
        // A superuser's account is another superuser's business (the server says so too).
        member.is_superuser && !me?.is_superuser ? null : (
          <div className="flex justify-end gap-1.5">
            <Button variant="secondary" size="sm" onClick={() => setAssigning(member)}>
              {t('admin_staff.roles.assign')}
              <span className="sr-only"> {member.email}</span>
            </Button>
            {member.id === me?.id ? null : (
              <Button variant="secondary" size="sm" onClick={() => setRemoving(member)}>
                {t('admin_staff.remove')}
                <span className="sr-only"> {member.email}</span>
              </Button>
            )}
          </div>
        ),
    },
  ];

  return (
    <AdminListPage
      id="staff"
      title={t('admin_staff.title')}
      actions={<Button onClick={() => setAdding(true)}>{t('admin_staff.add')}</Button>}
      query={query}
      rows={members}
      getRowId={(member) => String(member.id)}
      emptyTitle={t('admin_staff.empty')}
      view={{ columns, caption: t('admin_staff.title') }}
    >
      <AddStaffDialog open={adding} onOpenChange={setAdding} />
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
      {/* Keyed so that each opening starts from the account's saved roles. */}
      <RolesDialog key={assigning?.id ?? 'closed'} member={assigning} onClose={() => setAssigning(null)} />
    </AdminListPage>
  );
}
