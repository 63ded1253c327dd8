import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useState } from 'react';
import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@shop/shared/schemas/admin/audit';
import { Button } from '@/components/ui/button';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTranslation } from '@/lib/i18n';
import { auditActorsQueryOptions, auditQueryOptions, type AuditFilters, recordPath } from './audit-api';
import {
  AdminFilters,
  AdminQueryState,
  AdminScreen,
  useShopDateTimeFormat,
} from '../components/admin-screen';

const NO_FILTERS: AuditFilters = { entityType: '', entityId: '', actorId: '', from: '', to: '' };

/** A changed value as one short line: text as it is, anything else as JSON. */
function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className="text-ink-muted">—</span>;
  return (
    <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium">{key}</dt>
          <dd className="break-words">
            <span className="sr-only">{t('admin.audit.before')}: </span>
            <del className="text-ink-muted">{show(before[key])}</del> <span aria-hidden="true">→</span>
            <span className="sr-only">, {t('admin.audit.after')}: </span>{' '}
            <ins className="no-underline">{show(after[key])}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecordLink({ type, id, label }: { type: string; id: string; label: string }) {
  const { t } = useTranslation();
  const path = recordPath(type, id);
  const text = `${label} #${id}`;
  if (!path) return <>{text}</>;
  return (
    <Link
      to={path}
      className="text-brand underline"
      aria-label={t('admin.audit.open_record', { type: label, id })}
    >
      {text}
    </Link>
  );
}

/** Who changed what and when: filter by type, record, and days; newest first, then older pages. */
export function AuditLog() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const debounced = useDebouncedValue(filters, 250);
  const query = useInfiniteQuery(auditQueryOptions(debounced));
  const entries = query.data?.pages.flatMap((page) => page.results) ?? [];
  const dateTime = useShopDateTimeFormat('short', 'medium');
  const set = (patch: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...patch }));
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
        onReset={() => setFilters(NO_FILTERS)}
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
          <Input
            value={filters.entityId}
            onChange={(event) => set({ entityId: event.target.value })}
            maxLength={100}
          />
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
                <TableCell className="whitespace-nowrap">
                  <RecordLink
                    type={entry.entity_type}
                    id={entry.entity_id}
                    label={typeLabel(entry.entity_type)}
                  />
                </TableCell>
                <TableCell>{entry.action}</TableCell>
                <TableCell>
                  <Changes entry={entry} />
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
