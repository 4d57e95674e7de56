import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { DraftMark } from '../common/DraftMark';
import { Add } from '@blueprintjs/icons';
import { DeleteSectionAlert } from '../common/sectionForm';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { adminHistoryContentQuery } from '../../api/queries';
import type { HistorySectionDto } from '../../api/types';
import type { HistorySectionInput } from '../../schemas/content';
import { failureToast, successToast } from '../common/failureToast';
import { panelStates, QueryStates } from '../common/QueryStates';
import { plainText } from '../../lib/html';
import { HistorySectionForm } from './HistorySectionForm';
import '../home/home-admin.css';
import { Facts } from '../common/Facts';
import { DeleteButton, EditButton } from '../common/RecordButtons';
import { countOf } from '../../lib/plural';

type Editing = { kind: 'new' } | { kind: 'edit'; section: HistorySectionDto } | null;

const NO_HISTORY_SECTIONS = "Add a section to tell the preserve's history in your own words and pictures.";

/**
 * 'Manage History Content' (ADR 014): the history page's sections, shown between its introduction and the
 * visiting information. The demo's sample timeline comes as sections marked Sample (ADR 043).
 */
export function HistoryContentManager() {
  const queryClient = useQueryClient();
  const list = useQuery(adminHistoryContentQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<HistorySectionDto | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminHistoryContent }),
      queryClient.invalidateQueries({ queryKey: queryKeys.historyContent }),
    ]);

  const save = useMutation({
    mutationFn: ({ id, values, version }: { id: string | null; values: HistorySectionInput; version?: number }) =>
      id
        ? call('adminHistoryUpdate', { params: { id }, body: { ...values, version } })
        : call('adminHistoryCreate', { body: values }),
    meta: { adminCall: true },
    onSuccess: async () => {
      successToast('Success', 'History content updated successfully');
      setEditing(null);
      await refresh();
    },
    onError: (error) => failureToast('Error', error, 'Failed to update history content'),
  });
  const remove = useMutation({
    mutationFn: (section: HistorySectionDto) =>
      call('adminHistoryDelete', { params: { id: section.id }, query: { version: section.version } }),
    meta: { adminCall: true },
    onSuccess: async () => {
      successToast('Section Deleted');
      await refresh();
    },
    onError: (error) => failureToast('Error', error, 'Failed to delete the section'),
    onSettled: () => setDeleting(null),
  });

  const sections = list.data ?? [];
  const nextOrder = sections.length ? Math.max(...sections.map((s) => s.displayOrder)) + 1 : 1;
  const visibleCount = sections.filter((s) => s.isVisible).length;
  const form = (section: HistorySectionDto | null) => (
    <HistorySectionForm
      section={section}
      nextOrder={nextOrder}
      saving={save.isPending}
      onCancel={() => setEditing(null)}
      onSave={(values) => save.mutate({ id: section?.id ?? null, values, version: section?.version })}
    />
  );

  return (
    <section className="adm-history" aria-labelledby="adm-history-title">
      <div className="adm-titlebar">
        <h2 id="adm-history-title">History Content</h2>
        {editing?.kind !== 'new' && (
          <Button icon={<Add />} intent="primary" text="Add Section" onClick={() => setEditing({ kind: 'new' })} />
        )}
      </div>
      <Callout intent={visibleCount ? 'success' : 'primary'} className="adm-section">
        {visibleCount
          ? `Visitors see ${countOf(visibleCount, 'visible section')} on the history page.`
          : 'Visitors see no history sections yet: add your timeline and stories here.'}
      </Callout>
      {editing?.kind === 'new' && (
        <Card className="adm-section">
          <h3>New History Section</h3>
          {form(null)}
        </Card>
      )}
      <QueryStates query={list} {...panelStates('history sections', NO_HISTORY_SECTIONS)}>
        {() => (
          <ul className="adm-section-list">
            {sections.map((s) => (
              <li key={s.id}>
                <Card compact>
                  {editing?.kind === 'edit' && editing.section.id === s.id ? (
                    form(s)
                  ) : (
                    <>
                      <h3>
                        {s.title} {!s.isVisible && <Tag minimal>Hidden</Tag>} <DraftMark record={s} />{' '}
                        {s.isDemo && (
                          <Tag minimal intent="warning">
                            Sample
                          </Tag>
                        )}
                      </h3>
                      {s.imageUrl && <img className="adm-changer-preview" src={s.imageUrl} alt={s.imageAlt ?? ''} />}
                      <p className="adm-section-content">{plainText(s.content ?? '') || 'No text'}</p>
                      <Facts
                        className="adm-facts"
                        facts={[
                          ['Visible:', s.isVisible ? 'Yes' : 'No'],
                          ['Order:', s.displayOrder],
                        ]}
                      />
                      <div className="adm-actions">
                        <EditButton name={s.title} onClick={() => setEditing({ kind: 'edit', section: s })} />
                        <DeleteButton name={s.title} onClick={() => setDeleting(s)} />
                      </div>
                    </>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <DeleteSectionAlert
        isOpen={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <p>Delete the history section '{deleting?.title}' and its picture? This cannot be undone.</p>
      </DeleteSectionAlert>
    </section>
  );
}
