import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Radio, Skeleton, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Preferences } from '@brandcast/shared';
import { getErrorMessage, savePreferences, toast } from '@brandcast/shared/client';
import { preferencesQueryOptions } from '@brandcast/shared/queries';

// The teleprompter's settings are set on the teleprompter itself. The two sound preferences (notificationSound,
// sound) are kept by the API but not offered: Brandcast plays no sound yet, and a switch that does nothing is not
// shown (issue 28). They come back here with the first sound.
type BooleanKey = Exclude<keyof Preferences, 'defaultView' | 'teleprompter' | 'notificationSound' | 'sound'>;

/** What each switch does, and whether it does it yet: a preference nothing reads says so. */
const SWITCHES: { key: BooleanKey; label: string; help: string }[] = [
  { key: 'compactView', label: 'Compact view', help: 'Tighter spacing everywhere, to see more at once.' },
  { key: 'animations', label: 'Animations', help: 'Motion in menus, drawers, dialogs and charts.' },
  { key: 'showStats', label: 'Show statistics', help: 'The counts on the dashboard.' },
  {
    key: 'autosave',
    label: 'Autosave',
    help: 'Keep what you type in the message and project forms: changes to an existing one are saved as you pause, a new one is kept in this browser until you save it.',
  },
  { key: 'shortcuts', label: 'Keyboard shortcuts', help: 'Takes effect with the teleprompter’s keyboard controls.' },
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    help: 'Email me when a scheduled copy is due, so I post it (you are always told in the app).',
  },
  {
    key: 'autoExport',
    label: 'Export automatically',
    help: 'Export a project’s content when it changes. Takes effect with exports.',
  },
];

const ROW = { display: 'flex', alignItems: 'center', gap: 16, padding: '12px 0' } as const;

/**
 * A preference with what it does. A switch's row is its label, so the whole row (44 px and more) takes the
 * press, not only the switch's small track.
 */
function PreferenceRow({
  title,
  help,
  children,
  isLabel = false,
}: {
  title: string;
  help: string;
  children: ReactNode;
  isLabel?: boolean;
}) {
  const text = (
    <span style={{ flex: 1 }}>
      <Typography.Text strong style={{ display: 'block' }}>
        {title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {help}
      </Typography.Text>
    </span>
  );
  return (
    <li style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      {isLabel ? (
        <label style={{ ...ROW, cursor: 'pointer' }}>
          {text}
          {children}
        </label>
      ) : (
        <div style={ROW}>
          {text}
          {children}
        </div>
      )}
    </li>
  );
}

export function PreferencesCard() {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQueryOptions());
  const save = useMutation({
    mutationFn: savePreferences,
    // Shown at once; put back if the server refuses.
    onMutate: async (next) => {
      const key = preferencesQueryOptions().queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      queryClient.setQueryData(preferencesQueryOptions().queryKey, context?.previous);
      toast.error(getErrorMessage(error, 'Failed to save preferences'));
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });

  if (preferences.isPending)
    return (
      <Card title="Preferences">
        <Skeleton active />
      </Card>
    );
  if (preferences.isError) {
    return <Alert type="error" showIcon title={getErrorMessage(preferences.error, 'Failed to fetch preferences')} />;
  }
  const current = preferences.data;
  const change = (patch: Partial<Preferences>) => save.mutate({ ...current, ...patch });

  return (
    <Card title="Preferences">
      <Typography.Paragraph type="secondary">Changes are saved as you make them.</Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <PreferenceRow title="Default view" help="How lists of projects open.">
          <Radio.Group
            aria-label="Default view"
            optionType="button"
            value={current.defaultView}
            onChange={(event) => change({ defaultView: event.target.value })}
            options={[
              { label: 'Grid', value: 'grid' },
              { label: 'List', value: 'list' },
            ]}
          />
        </PreferenceRow>
        {SWITCHES.map(({ key, label, help }) => (
          <PreferenceRow key={key} title={label} help={help} isLabel>
            <Switch aria-label={label} checked={current[key]} onChange={(checked) => change({ [key]: checked })} />
          </PreferenceRow>
        ))}
      </ul>
    </Card>
  );
}
