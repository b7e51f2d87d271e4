import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '@/testing/app-wrapper';
import { MyLeagueItem, type MyLeagueRow } from './my-league-item';

const row: MyLeagueRow = {
  leagueId: 'office-pool',
  leagueName: 'Office Pool',
  season: 49,
  userName: 'Sandra',
  current: false,
  commissioner: false,
};

afterEach(cleanup);

const renderRow = (unreadChat?: number) =>
  render(
    <AppWrapper>
      <ul>
        <MyLeagueItem row={{ ...row, unreadChat }} onChoose={() => {}} />
      </ul>
    </AppWrapper>,
  );

describe('a league on My leagues (issue 31: its unread chat)', () => {
  it('says how many chat messages wait unread', () => {
    renderRow(3);
    expect(screen.getByRole('listitem', { name: 'Office Pool' }).textContent).toContain('3 new chat messages');
  });

  it('one is a message, not messages', () => {
    renderRow(1);
    expect(screen.getByText('1 new chat message')).toBeTruthy();
  });

  it('says nothing of the chat when all is read, or the count is unknown', () => {
    renderRow(0);
    expect(screen.getByRole('listitem', { name: 'Office Pool' }).textContent).not.toContain('chat');
    cleanup();
    renderRow(undefined);
    expect(screen.getByRole('listitem', { name: 'Office Pool' }).textContent).not.toContain('chat');
  });
});
