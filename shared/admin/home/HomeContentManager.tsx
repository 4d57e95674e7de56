import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Tag } from '@blueprintjs/core';
import { DraftMark } from '../common/DraftMark';
import { Add } from '@blueprintjs/icons';
import { DeleteSectionAlert } from '../common/sectionForm';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { homeContentQuery } from '../../api/queries';
import type { HomeSectionDto } from '../../api/types';
import type { UpsertHomeContent } from '../../schemas/content';
import { failureToast, successToast } from '../common/failureToast';
import { panelStates, QueryStates } from '../common/QueryStates';
import { plainText } from '../../lib/html';
import { SectionForm } from './SectionForm';
import { Facts } from '../common/Facts';
import { DeleteButton, EditButton } from '../common/RecordButtons';

const EMPTY = { section: '', title: '', content: '', isVisible: true, displayOrder: 0 };

const NO_SECTIONS = 'Add a section to show your own text, pictures or a video on the home page.';

/** Saving a home section and its toasts; shared by the add form, the editors and the video tool. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    // The section's name is its key, so it goes in the path; the name the admin typed is trimmed as the site would.
    mutationFn: ({ section, ...values }: UpsertHomeContent) =>
      call('adminHomeContentSave', { params: { section: section.trim() }, body: values }),
    meta: { adminCall: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.homeContent }),
  });
}

function SectionCard({ section }: { section: HomeSectionDto }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveSection();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      call('adminHomeContentDelete', { params: { section: section.section }, query: { version: section.version } }),
    meta: { adminCall: true },
    onSuccess: async () => {
      successToast('Section Deleted', `'${section.title ?? section.section}' is no longer on the home page.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.homeContent });
    },
    onError: (error) => failureToast('Error', error, 'Failed to delete the section'),
  });
  const name = section.title || section.section;

  return (
    <li>
      <Card compact>
        {editing ? (
          <SectionForm
            mode="edit"
            initial={{
              section: section.section,
              title: section.title ?? '',
              content: section.content ?? '',
              isVisible: section.isVisible,
              displayOrder: section.displayOrder,
            }}
            saving={save.isPending}
            onCancel={() => setEditing(false)}
            onSave={(values) =>
              save.mutate(
                { ...values, version: section.version },
                {
                  onSuccess: () => {
                    successToast('Success', 'Content updated successfully');
                    setEditing(false);
                  },
                  onError: (error) => failureToast('Error', error, 'Failed to update content'),
                },
              )
            }
          />
        ) : (
          <>
            <h3>
              {name} {!section.isVisible && <Tag minimal>Hidden</Tag>} <DraftMark record={section} />
            </h3>
            <p className="adm-section-content">{plainText(section.content ?? '') || 'No content'}</p>
            <Facts
              className="adm-facts"
              facts={[
                ['Section:', section.section],
                ['Visible:', section.isVisible ? 'Yes' : 'No'],
                ['Order:', section.displayOrder],
              ]}
            />
            <div className="adm-actions">
              <EditButton name={name} onClick={() => setEditing(true)} />
              <DeleteButton name={name} onClick={() => setConfirming(true)} />
            </div>
          </>
        )}
      </Card>
      <DeleteSectionAlert
        isOpen={confirming}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <p>
          Delete the section '{name}'? It disappears from the home page. To keep it for later, edit it and turn Visible
          off instead.
        </p>
      </DeleteSectionAlert>
    </li>
  );
}

/** 'Home Page Content Management': add, edit, order, hide and delete the home page's sections. */
export function HomeContentManager() {
  const list = useQuery(homeContentQuery());
  const [adding, setAdding] = useState(false);
  const save = useSaveSection();

  return (
    <section aria-labelledby="adm-home-content">
      <div className="adm-titlebar">
        <h2 id="adm-home-content">Home Page Content Management</h2>
        {!adding && <Button icon={<Add />} intent="primary" text="Add Section" onClick={() => setAdding(true)} />}
      </div>
      {adding && (
        <Card>
          <h3>New Section</h3>
          <SectionForm
            mode="new"
            initial={EMPTY}
            saving={save.isPending}
            onCancel={() => setAdding(false)}
            onSave={(values) =>
              save.mutate(values, {
                onSuccess: () => {
                  successToast('Success', 'Content updated successfully');
                  setAdding(false);
                },
                onError: (error) => failureToast('Error', error, 'Failed to update content'),
              })
            }
          />
        </Card>
      )}
      <QueryStates query={list} {...panelStates('sections', NO_SECTIONS)}>
        {(sections) => (
          <ul className="adm-section-list">
            {sections.map((s) => (
              <SectionCard key={s.id} section={s} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
