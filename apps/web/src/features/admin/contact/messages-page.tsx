import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CONTACT_REPLY_MAX,
  CONTACT_STATUSES,
  type AdminContactMessage,
  type AdminContactPage,
} from '@shop/shared/schemas/contact';
import { Button } from '@/components/ui/button';
import { FormField, Textarea } from '@/components/ui/form-field';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useShopDateTimeFormat } from '../components/admin-screen';
import { useStatusSearchFilters } from '../components/status-search-filters';
import { AdminListPage, pageCount } from '../list-page/admin-list-page';
import { useListParams } from '../list-page/use-list-params';

const PER_PAGE = 25;
const isStatus = (value: string) => (CONTACT_STATUSES as readonly string[]).includes(value);
const keys = { all: ['admin', 'contact'] as const };

function MessageCard({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dates = useShopDateTimeFormat('medium', 'short');
  const id = useId();
  const [reply, setReply] = useState('');
  const answer = useMutation({
    mutationFn: () => api.post<AdminContactMessage>(`/admin/contact/${message.id}/reply/`, { reply }),
    onSuccess: async () => {
      showShopToast(t('admin_contact.sent_toast', { email: message.email }));
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  return (
    <article
      aria-labelledby={`${id}-subject`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-subject`} className="font-semibold">
            {message.subject}
          </h2>
          <p className="text-sm text-ink-muted">
            {message.name} ·{' '}
            <a className="text-brand underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>{' '}
            · {dates.format(new Date(message.created_at))}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            message.status === 'new' ? 'bg-honey-100 text-honey-900' : 'bg-sage-100 text-brand',
          )}
        >
          {t(`admin_contact.statuses.${message.status}`)}
        </span>
      </header>
      <p className="whitespace-pre-line">{message.message}</p>
      {message.status === 'answered' ? (
        <div className="rounded-lg border-l-4 border-brand bg-sage-50 px-4 py-3">
          <p className="text-sm font-semibold">
            {t('admin_contact.answered_by', {
              who: message.replied_by ?? '—',
              date: message.replied_at ? dates.format(new Date(message.replied_at)) : '',
            })}
          </p>
          <p className="whitespace-pre-line">{message.reply}</p>
        </div>
      ) : (
        <>
          <FormField label={t('admin_contact.reply')} counter={`${reply.length}/${CONTACT_REPLY_MAX}`}>
            <Textarea
              rows={3}
              value={reply}
              maxLength={CONTACT_REPLY_MAX}
              onChange={(event) => setReply(event.target.value)}
            />
          </FormField>
          {answer.isError ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              {t('admin_contact.error')}
            </p>
          ) : null}
          <Button
            size="sm"
            iconSize="sm"
            className="self-start"
            disabled={answer.isPending || reply.trim() === ''}
            aria-busy={answer.isPending}
            onClick={() => answer.mutate()}
          >
            <Send aria-hidden="true" />
            {t('admin_contact.send')}
          </Button>
        </>
      )}
    </article>
  );
}

/** /admin/mesaje: messages from /contact, unanswered first by default; answers go out by mail. */
export function MessagesPage() {
  const { t } = useTranslation();
  const list = useListParams({ status: { initial: 'new', accept: isStatus }, q: {} });
  const { status, q } = list.values;
  const query = useQuery({
    queryKey: [...keys.all, { status, q, page: list.page }],
    queryFn: ({ signal }) =>
      api.get<AdminContactPage>('/admin/contact/', {
        signal,
        params: {
          status: status || undefined,
          q: q.trim() || undefined,
          page: list.page > 1 ? list.page : undefined,
          page_size: PER_PAGE,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.results ?? [];
  const unanswered = query.data?.unanswered ?? 0;
  const filters = useStatusSearchFilters(list, CONTACT_STATUSES, {
    status: t('admin_contact.status'),
    all: t('admin_contact.all_statuses'),
    search: t('admin_contact.search'),
    statusName: (value) => t(`admin_contact.statuses.${value}`),
  });

  return (
    <AdminListPage
      id="contact"
      title={
        unanswered > 0 ? t('admin_contact.title_unanswered', { count: unanswered }) : t('admin_contact.title')
      }
      filters={filters}
      query={query}
      rows={rows}
      getRowId={(message) => String(message.id)}
      emptyTitle={t('admin_contact.empty')}
      view={{
        renderItem: (message) => <MessageCard message={message} />,
        // An answer starts the card afresh (it shows the reply instead of the form).
        itemKey: (message) => `${message.id}-${message.status}`,
      }}
      pagination={{
        page: list.page,
        totalPages: pageCount(query.data?.count, PER_PAGE),
        href: list.pageHref,
      }}
      leaving={list.leaving}
    />
  );
}
