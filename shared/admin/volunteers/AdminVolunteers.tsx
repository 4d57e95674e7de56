import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { adminVolunteersQuery } from '../../api/queries';
import { queryKeys } from '../../api/keys';
import { apiRequest } from '../../api/http';
import type { VolunteerDto } from '../../api/types';
import { AdminScreen } from '../common/AdminScreen';
import { QueryStates } from '../common/QueryStates';
import { useAdminPlatform } from '../common/platform';
import { failureToast, successToast } from '../common/failureToast';
import { csvFileName } from '../common/csv';
import { VolunteerCard } from './VolunteerCard';
import { volunteerCounts } from './volunteerCounts';
import { volunteersCsv } from './volunteerCsv';
import './volunteers.css';

/** Admin volunteers (/admin/volunteers): the counts, then every application as a card. */
export function AdminVolunteers() {
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const query = useQuery(adminVolunteersQuery());
  const volunteers = query.data;

  const setActive = useMutation({
    meta: { adminCall: true },
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      (await (await apiRequest('PATCH', `/api/admin/volunteers/${id}`, { isActive })).json()) as VolunteerDto,
    onSuccess: (saved) => {
      queryClient.setQueryData<VolunteerDto[]>(queryKeys.adminVolunteers, (list) =>
        list?.map((v) => (v.id === saved.id ? saved : v)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminVolunteers });
      successToast(
        'Volunteer Updated',
        `${saved.firstName} ${saved.lastName} is now ${saved.isActive ? 'active' : 'inactive'}.`,
      );
    },
    onError: (error) =>
      failureToast('Failed to Update Volunteer', error, 'There was an error updating this volunteer.'),
  });

  const exportCsv = () => {
    if (volunteers) platform.saveFile(csvFileName('volunteers'), 'text/csv;charset=utf-8', volunteersCsv(volunteers));
  };

  const actions = volunteers?.length ? (
    <Button icon={<Download />} onClick={exportCsv}>
      Export CSV
    </Button>
  ) : undefined;

  return (
    <AdminScreen title="Volunteers" actions={actions}>
      <QueryStates
        query={query}
        loadingLabel="Loading volunteers..."
        error={{
          title: 'Error Loading Volunteers',
          description: 'The volunteer list could not be loaded.',
          // 'Refresh Page' reloads the screen: a reload is what an admin understands, and it starts everything afresh.
          retryLabel: 'Refresh Page',
          onRetry: () => platform.reload(),
        }}
        isEmpty={(loaded) => loaded.length === 0}
        empty={{
          title: 'No Volunteers Yet',
          description: 'Applications sent with the volunteer form on the home page appear here.',
        }}
      >
        {(loaded) => (
          <VolunteerList
            volunteers={loaded}
            savingId={setActive.isPending ? setActive.variables?.id : undefined}
            onSetActive={(id, isActive) => setActive.mutate({ id, isActive })}
          />
        )}
      </QueryStates>
    </AdminScreen>
  );
}

function VolunteerList({
  volunteers,
  savingId,
  onSetActive,
}: {
  volunteers: VolunteerDto[];
  savingId?: string;
  onSetActive(id: string, isActive: boolean): void;
}) {
  const counts = volunteerCounts(volunteers);
  return (
    <>
      <section aria-label="Volunteer counts" className="adm-stats adm-volunteer-stats">
        <Card>
          <span className="adm-stat-value">{counts.total}</span>
          Total volunteers
        </Card>
        {counts.byInterest.map((c) => (
          <Card key={c.interest}>
            <span className="adm-stat-value">{c.count}</span>
            {c.interest}
          </Card>
        ))}
      </section>
      <ul className="adm-list adm-volunteer-list" aria-label="Volunteer applications">
        {volunteers.map((v) => (
          <li key={v.id}>
            <VolunteerCard
              volunteer={v}
              saving={savingId === v.id}
              onSetActive={(isActive) => onSetActive(v.id, isActive)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
