import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  AUDIT_ENTITY_REFERENCE,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
  type AuditEntry,
  type AuditNames,
} from '@shop/shared/schemas/admin/audit';
import { FormField, Input } from '@/components/ui/form-field';
import { useCurrentUser } from '@/hooks/use-current-user';
import { usePermissions } from '../shell/admin-me';
import { useTranslation } from '@/lib/i18n';
import { useAdminPath } from '@/lib/use-localized-path';
import { auditActorsQueryOptions, auditQueryOptions, type AuditFilters, recordPath } from './audit-api';
import { actionLabel, formatAuditChanges, type ValuePart } from './audit-changes';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { DateFilter, SelectFilter } from '../list-page/filter-fields';
import { AdminListPage } from '../list-page/admin-list-page';
import { useListParams, useListSearch } from '../list-page/use-list-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters live in the URL (`?tip=product&id=12&cine=3&de_la=…&pana_la=…`): a view can be shared. */
const FIELDS = {
  entityType: {
    param: 'tip',
    accept: (value: string) => (AUDIT_ENTITY_TYPES as readonly string[]).includes(value),
  },
  entityId: { param: 'id', accept: (value: string) => value.length <= 100 },
  actorId: { param: 'cine', accept: (value: string) => /^\d+$/.test(value) },
  from: { param: 'de_la', accept: (value: string) => DAY.test(value) },
  to: { param: 'pana_la', accept: (value: string) => DAY.test(value) },
};

function Value({ parts }: { parts: ValuePart[] }) {
  const adminLink = useAdminPath();
  return (
    <>
      {parts.map((part, index) =>
        part.to ? (
          <Link key={index} to={adminLink(part.to)} className="text-brand underline">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function Changes({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const { t } = useTranslation();
  const changes = formatAuditChanges(entry, names, t);
  if (changes.length === 0) return <span className="text-ink-muted">—</span>;
  const created = entry.action === 'create' || entry.before === null;
  const deleted = entry.action === 'delete' || entry.after === null;
  return (
    <dl className="grid max-w-xl grid-cols-1 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
      {changes.map((change) => (
        <div key={change.label} className="contents">
          <dt className="font-medium">{change.label}</dt>
          <dd className="break-words">
            {created ? null : (
              <>
                <span className="sr-only">{t('admin.audit.before')}: </span>
                <del className="text-ink-muted">
                  <Value parts={change.before} />
                </del>
              </>
            )}
            {created || deleted ? null : <span aria-hidden="true"> → </span>}
            {deleted ? null : (
              <>
                <span className="sr-only">
                  {created ? '' : ', '}
                  {t('admin.audit.after')}:{' '}
                </span>
                <ins className="no-underline">
                  <Value parts={change.after} />
                </ins>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecordLink({ entry, label, names }: { entry: AuditEntry; label: string; names: AuditNames }) {
  const { t } = useTranslation();
  const adminLink = useAdminPath();
  const { entity_type: type, entity_id: id } = entry;
  const kind = AUDIT_ENTITY_REFERENCE[type as AuditEntityType];
  const name = kind ? names[kind]?.[id] : undefined;
  const path = recordPath(type, id);
  const text = name ? `${label}: ${name}` : `${label} #${id}`;
  if (!path) return <>{text}</>;
  return (
    <Link
      to={adminLink(path)}
      className="text-brand underline"
      aria-label={
        name
          ? t('admin.audit.open_named', { type: label, name })
          : t('admin.audit.open_record', { type: label, id })
      }
    >
      {text}
    </Link>
  );
}

/** Who changed what and when: filter by type, record, and days; newest first, then older pages. */
export function AuditLog() {
  const { t } = useTranslation();
  const list = useListParams(FIELDS);
  // The record id is typed: the URL (and the query) follow it once typing pauses.
  const [entityId, setEntityId] = useListSearch(list, 'entityId', 250);
  const filters: AuditFilters = {
    ...list.values,
    entityType: list.values.entityType as AuditEntityType | '',
  };
  const query = useInfiniteQuery(auditQueryOptions(filters));
  const entries = query.data?.pages.flatMap((page) => page.results) ?? [];
  const names: AuditNames = Object.assign({}, ...(query.data?.pages.map((page) => page.names) ?? []));
  const dateTime = useShopDateTimeFormat('short', 'medium');
  const { data: me } = useCurrentUser();
  // Whoever manages the staff picks anyone on it; other staff can narrow the log to their own changes.
  const superuser = usePermissions().can('staff');
  const actors = useQuery(auditActorsQueryOptions(superuser));
  const typeLabel = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
      ? t(`admin.audit.types.${type as AuditEntityType}`)
      : type;

  const columns: ColumnDef<AuditEntry>[] = [
    {
      id: 'when',
      header: t('admin.audit.when'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => dateTime.format(new Date(row.original.created_at)),
    },
    { id: 'actor', header: t('admin.audit.actor'), cell: ({ row }) => row.original.actor_email || '—' },
    {
      id: 'record',
      header: t('admin.audit.entity_type'),
      cell: ({ row }) => (
        <RecordLink entry={row.original} label={typeLabel(row.original.entity_type)} names={names} />
      ),
    },
    { id: 'action', header: t('admin.audit.action'), cell: ({ row }) => actionLabel(row.original.action, t) },
    {
      id: 'changes',
      header: t('admin.audit.changes'),
      cell: ({ row }) => <Changes entry={row.original} names={names} />,
    },
  ];

  return (
    <AdminListPage
      id="audit"
      title={t('admin.audit.title')}
      filters={{
        onReset: list.reset,
        onSubmit: () => list.set({ entityId: entityId.trim() }),
        className: 'sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end',
        fields: (
          <>
            <SelectFilter
              label={t('admin.audit.entity_type')}
              name="tip"
              value={filters.entityType}
              onChange={(entityType) => list.set({ entityType })}
              allLabel={t('admin.audit.all_types')}
              options={AUDIT_ENTITY_TYPES.map((type) => ({
                value: type,
                label: t(`admin.audit.types.${type}`),
              }))}
            />
            <FormField label={t('admin.audit.entity_id')}>
              <Input
                name="id"
                value={entityId}
                onChange={(event) => setEntityId(event.target.value)}
                maxLength={100}
              />
            </FormField>
            <SelectFilter
              label={t('admin.audit.actor_filter')}
              name="cine"
              value={filters.actorId}
              onChange={(actorId) => list.set({ actorId })}
              allLabel={t('admin.audit.all_actors')}
              options={
                superuser
                  ? (actors.data?.results ?? []).map((member) => ({
                      value: member.id,
                      label: member.id === me?.id ? `${member.email} (${t('admin.audit.me')})` : member.email,
                    }))
                  : me
                    ? [{ value: me.id, label: t('admin.audit.me') }]
                    : []
              }
            />
            <DateFilter
              label={t('admin.audit.from')}
              name="de_la"
              value={filters.from}
              onChange={(from) => list.set({ from })}
            />
            <DateFilter
              label={t('admin.audit.to')}
              name="pana_la"
              value={filters.to}
              onChange={(to) => list.set({ to })}
            />
          </>
        ),
      }}
      query={query}
      rows={entries}
      getRowId={(entry) => String(entry.id)}
      emptyTitle={t('admin.audit.empty')}
      view={{ columns, caption: t('admin.audit.title') }}
      pagination={{
        more: {
          hasMore: query.hasNextPage,
          loading: query.isFetchingNextPage,
          onMore: () => void query.fetchNextPage(),
          label: t('admin.audit.load_more'),
        },
      }}
      leaving={list.leaving}
    />
  );
}
