import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useEffect, useState } from 'react';
import {
  AUDIT_ENTITY_REFERENCE,
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
  type AuditEntry,
  type AuditNames,
} from '@shop/shared/schemas/admin/audit';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n';
import { auditActorsQueryOptions, auditQueryOptions, type AuditFilters, recordPath } from './audit-api';
import { actionLabel, formatAuditChanges, type ValuePart } from './audit-changes';
import {
  AdminFilters,
  AdminQueryState,
  AdminScreen,
  useShopDateTimeFormat,
} from '../components/admin-screen';

const NO_FILTERS: AuditFilters = { entityType: '', entityId: '', actorId: '', from: '', to: '' };

/** The filters live in the URL (`?tip=product&id=12&cine=3&de_la=…&pana_la=…`): a view can be shared. */
const FILTER_PARAMS: Record<keyof AuditFilters, string> = {
  entityType: 'tip',
  entityId: 'id',
  actorId: 'cine',
  from: 'de_la',
  to: 'pana_la',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filtersFrom(params: URLSearchParams): AuditFilters {
  const read = (key: keyof AuditFilters) => params.get(FILTER_PARAMS[key]) ?? '';
  const type = read('entityType');
  return {
    entityType: (AUDIT_ENTITY_TYPES as readonly string[]).includes(type) ? (type as AuditEntityType) : '',
    entityId: read('entityId').slice(0, 100),
    actorId: /^\d+$/.test(read('actorId')) ? read('actorId') : '',
    from: DAY.test(read('from')) ? read('from') : '',
    to: DAY.test(read('to')) ? read('to') : '',
  };
}

function Value({ parts }: { parts: ValuePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.to ? (
          <Link key={index} to={part.to} className="text-brand underline">
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
  const { entity_type: type, entity_id: id } = entry;
  const kind = AUDIT_ENTITY_REFERENCE[type as AuditEntityType];
  const name = kind ? names[kind]?.[id] : undefined;
  const path = recordPath(type, id);
  const text = name ? `${label}: ${name}` : `${label} #${id}`;
  if (!path) return <>{text}</>;
  return (
    <Link
      to={path}
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
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  // The record id is typed: the URL (and the query) follow it once typing pauses.
  const [entityId, setEntityId] = useState(filters.entityId);
  const debouncedId = useDebouncedValue(entityId, 250);
  const query = useInfiniteQuery(auditQueryOptions(filters));
  const entries = query.data?.pages.flatMap((page) => page.results) ?? [];
  const names: AuditNames = Object.assign({}, ...(query.data?.pages.map((page) => page.names) ?? []));
  const dateTime = useShopDateTimeFormat('short', 'medium');
  const set = (patch: Partial<AuditFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [keyof AuditFilters, string][]) {
          if (value === '') next.delete(FILTER_PARAMS[key]);
          else next.set(FILTER_PARAMS[key], value);
        }
        return next;
      },
      { replace: patch.entityId !== undefined },
    );
  useEffect(() => {
    if (debouncedId.trim() !== filters.entityId) set({ entityId: debouncedId.trim() });
    // Only the debounced text drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedId]);
  const { data: me } = useCurrentUser();
  const superuser = me?.is_superuser === true;
  // Superusers pick anyone on the staff; other staff can narrow the log to their own changes.
  const actors = useQuery(auditActorsQueryOptions(superuser));
  const typeLabel = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
      ? t(`admin.audit.types.${type as AuditEntityType}`)
      : type;

  return (
    <AdminScreen id="audit" title={t('admin.audit.title')}>
      <AdminFilters
        onReset={() => {
          setEntityId('');
          set(NO_FILTERS);
        }}
        className="sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      >
        <FormField label={t('admin.audit.entity_type')}>
          <Select
            value={filters.entityType}
            onChange={(event) => set({ entityType: event.target.value as AuditEntityType | '' })}
          >
            <option value="">{t('admin.audit.all_types')}</option>
            {AUDIT_ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.audit.types.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('admin.audit.entity_id')}>
          <Input value={entityId} onChange={(event) => setEntityId(event.target.value)} maxLength={100} />
        </FormField>
        <FormField label={t('admin.audit.actor_filter')}>
          <Select value={filters.actorId} onChange={(event) => set({ actorId: event.target.value })}>
            <option value="">{t('admin.audit.all_actors')}</option>
            {superuser ? (
              (actors.data?.results ?? []).map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.id === me?.id ? `${member.email} (${t('admin.audit.me')})` : member.email}
                </option>
              ))
            ) : me ? (
              <option value={String(me.id)}>{t('admin.audit.me')}</option>
            ) : null}
          </Select>
        </FormField>
        <FormField label={t('admin.audit.from')}>
          <Input type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
        </FormField>
        <FormField label={t('admin.audit.to')}>
          <Input type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
        </FormField>
      </AdminFilters>

      <AdminQueryState query={query} empty={entries.length === 0} emptyTitle={t('admin.audit.empty')}>
        <Table caption={t('admin.audit.title')} captionHidden density="dense">
          <TableHead>
            <TableRow>
              <TableHeaderCell scope="col">{t('admin.audit.when')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin.audit.actor')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin.audit.entity_type')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin.audit.action')}</TableHeaderCell>
              <TableHeaderCell scope="col">{t('admin.audit.changes')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  {dateTime.format(new Date(entry.created_at))}
                </TableCell>
                <TableCell>{entry.actor_email || '—'}</TableCell>
                <TableCell>
                  <RecordLink entry={entry} label={typeLabel(entry.entity_type)} names={names} />
                </TableCell>
                <TableCell>{actionLabel(entry.action, t)}</TableCell>
                <TableCell>
                  <Changes entry={entry} names={names} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            onClick={() => void query.fetchNextPage()}
            aria-disabled={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage ? t('admin.common.loading') : t('admin.audit.load_more')}
          </Button>
        ) : null}
      </AdminQueryState>
    </AdminScreen>
  );
}
