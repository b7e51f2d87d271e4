import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@tribal/contracts';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { AppWrapper } from '@/testing/app-wrapper';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { SANDRA_IN_THE_OFFICE_POOL } from '@/testing/saved-users';
import { AppNavbar } from './app-navbar';

/** Sandra plays the office pool as "Sandra" and the family pool as "Queen Sandra", both joined on this phone. */
const office: SavedUser = SANDRA_IN_THE_OFFICE_POOL;
const family: SavedUser = {
  ...office,
  userName: 'Queen Sandra',
  survivorName: 'Queen Sandra',
  leagueId: 'family-pool',
};
const me: Me = {
  email: 'sandra@example.com',
  entries: [
    { leagueId: 'office-pool', leagueName: 'Office Pool', season: 49, userName: 'Sandra', rank: 2, total: 31.5 },
    { leagueId: 'cousins', leagueName: 'Cousins', season: 49, userName: 'Sandy', rank: 1, total: 40 },
  ],
  leaguesRun: [],
};

// The signed-in person's list loads from GET /api/me.
serveApiOnLoopback(({ route }) => (route === 'GET /api/me' ? answer(200, me) : undefined));
afterEach(() => {
  cleanup();
  useSavedUserStore.getState().signedOut();
  while (useSavedUserStore.getState().user) useSavedUserStore.getState().logout();
});

/** The bar in the layout around the pages, as the app's router nests them. */
function openPage(at: string) {
  render(
    <AppWrapper at={at}>
      <Routes>
        <Route
          element={
            <>
              <AppNavbar />
              <Outlet />
            </>
          }
        >
          <Route path="/" element={<p>Home</p>} />
          <Route path="rules" element={<p>Rules</p>} />
          <Route path="league/:leagueId" element={<p>Standings</p>} />
          <Route path="league/:leagueId/member/:userName" element={<p>A member</p>} />
        </Route>
      </Routes>
    </AppWrapper>,
  );
}

const greeting = () => document.querySelector('.tp-greeting')?.textContent ?? null;

describe('the top bar greets the entry of the league on screen (one person, two leagues)', () => {
  it("on a league's standings, names this device's entry there, not the last one saved", () => {
    useSavedUserStore.getState().save(office);
    useSavedUserStore.getState().save(family);
    openPage('/league/office-pool');
    expect(greeting()).toBe('Hi, Sandra');
  });

  it("on any page of the league (a member's page), the same entry", () => {
    useSavedUserStore.getState().save(family);
    useSavedUserStore.getState().save(office);
    openPage('/league/family-pool/member/Boston%20Rob');
    expect(greeting()).toBe('Hi, Queen Sandra');
  });

  it('greets no entry in a league where this device holds none', () => {
    useSavedUserStore.getState().save(office);
    openPage('/league/book-club');
    expect(greeting()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("on pages that are no league's, greets the current entry (the last one saved)", () => {
    useSavedUserStore.getState().save(office);
    useSavedUserStore.getState().save(family);
    openPage('/rules');
    expect(greeting()).toBe('Hi, Queen Sandra');
  });

  it("Logout on a league's page forgets the entry it named, and the other stays current", async () => {
    useSavedUserStore.getState().save(office);
    useSavedUserStore.getState().save(family);
    openPage('/league/office-pool');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSavedUserStore.getState().entries).toEqual([family]);
    expect(useSavedUserStore.getState().user).toEqual(family);
    expect(greeting()).toBe('Hi, Queen Sandra');
  });

  it("signed in, names their entry of the league from their list, and greets them by email in a league they don't play", async () => {
    // The bar reloads the person's list; a test waits for it (a copy of `me` in the store) rather than leave it hanging.
    const listReloaded = () => vi.waitFor(() => expect(useSavedUserStore.getState().person).not.toBe(me));
    useSavedUserStore.getState().personLoaded(me);
    openPage('/league/cousins');
    expect(greeting()).toBe('Hi, Sandy');
    await listReloaded();
    cleanup();
    useSavedUserStore.getState().personLoaded(me);
    openPage('/league/book-club');
    expect(greeting()).toBe('Hi, sandra@example.com');
    await listReloaded();
  });
});
