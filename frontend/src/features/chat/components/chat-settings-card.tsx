import '../chat.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import type { ChatAuth } from '../api/chat-auth';
import { getChatPage } from '../api/get-chat-page';
import { saveChatSettings } from '../api/save-chat-settings';

const SAVED_OPEN = 'Visitors can now read the chat.';
const SAVED_CLOSED = "The chat is for the league's members and you again.";
const NOT_SAVED = 'The chat setting was not saved. Please try again.';

interface ChatSettingsCardProps {
  leagueId: string;
  /** the manage pages' credential (the commissioner's token, or the cookie) */
  auth: ChatAuth;
}

/**
 * The commissioner's one chat setting: whether visitors (anyone with the league's link) may read its chat. Off by
 * default: the chat is the members' own. Read from the chat's own answer, which says how it stands.
 */
export function ChatSettingsCard({ leagueId, auth }: ChatSettingsCardProps) {
  const queryClient = useQueryClient();
  const queryKey = ['league', leagueId, 'chat-settings'] as const;
  const settings = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await getChatPage(leagueId, {}, undefined, auth, signal)).openToVisitors,
    retry: false,
  });
  const { saving, notice, setNotice, save } = useSave();
  // The switch moves at once; a refusal puts it back (the notice says why).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const open = wanted ?? settings.data ?? false;

  return (
    <Card className="tp-card shadow-sm mt-4">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">League chat</h2>
        <p className="small text-secondary">
          Members and you talk on the standings page while the episode airs. Visitors see it only if you let them.
        </p>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Form.Check
          type="switch"
          id={`chat-open-${leagueId}`}
          className="tp-chat-switch"
          label="Visitors can read the chat"
          checked={open}
          disabled={saving || !settings.isSuccess}
          onChange={async (event) => {
            const openToVisitors = event.target.checked;
            setWanted(openToVisitors);
            const saved = await save(() => saveChatSettings(leagueId, { openToVisitors }, auth), {
              success: openToVisitors ? SAVED_OPEN : SAVED_CLOSED,
              failure: NOT_SAVED,
              onSaved: () => queryClient.setQueryData(queryKey, openToVisitors),
            });
            setWanted(null);
            if (!saved) void settings.refetch();
          }}
        />
      </Card.Body>
    </Card>
  );
}
