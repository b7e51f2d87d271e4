import type {
  CreateLeagueRequest,
  CreateLeagueResponse,
  EpisodeScoresRequest,
  JoinLeagueResponse,
} from '@tribal/contracts';

/** What a browser keeps in local storage under 'user' after joining (spec §3). */
export interface SavedUserRecord {
  userName: string;
  survivorName: string;
  realName: string;
  email: string;
  leagueId: string;
  paymentMethod: string;
  entryToken?: string;
}

/**
 * The app's HTTP API for setting the scene of a story (a league, members, scores) quickly; what the story is
 * about happens in the browser.
 */
export class Api {
  private adminCookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly adminPassword: string,
  ) {}

  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.adminCookie ? { cookie: this.adminCookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async loginAsAdmin(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: this.adminPassword }),
    });
    if (!response.ok) throw new Error(`admin login answered ${response.status}`);
    const cookie = response.headers.get('set-cookie');
    if (!cookie) throw new Error('admin login set no cookie');
    this.adminCookie = cookie.split(';')[0];
  }

  /** Join codes (league passwords) of the leagues this created, sent by `join`. */
  private readonly joinCodes = new Map<string, string>();

  /** In the sample season 49 unless told otherwise (the server's default moves with the clock). */
  async createLeague(request: CreateLeagueRequest): Promise<CreateLeagueResponse> {
    const created = await this.call<CreateLeagueResponse>('POST', '/api/leagues', { season: 49, ...request });
    this.joinCodes.set(created.id, request.password);
    return created;
  }

  /**
   * Joins (with the league's join code: `joinCode`, or the one of a league this created) and answers the saved user
   * a browser would keep, entry token included.
   */
  async join(leagueId: string, userName: string, joinCode?: string): Promise<SavedUserRecord> {
    const email = `${userName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
    const answer = await this.call<JoinLeagueResponse>('POST', `/api/leagues/${leagueId}/join`, {
      userName,
      survivorName: userName,
      realName: `${userName} Real`,
      email,
      paymentMethod: 'Venmo',
      password: joinCode ?? this.joinCodes.get(leagueId),
    });
    return {
      userName: answer.userName,
      survivorName: answer.userName,
      realName: `${userName} Real`,
      email,
      leagueId,
      paymentMethod: 'Venmo',
      entryToken: answer.entryToken,
    };
  }

  lockInDraft(user: SavedUserRecord, team: number[]): Promise<unknown> {
    return this.call(
      'POST',
      `/api/leagues/${user.leagueId}/draft`,
      { userName: user.userName, team },
      { 'x-entry-token': user.entryToken ?? '' },
    );
  }

  castaways(season: number): Promise<Array<{ id: number; name: string }>> {
    return this.call('GET', `/api/castaways/${season}`);
  }

  saveEpisodeScores(season: number, episode: number, records: EpisodeScoresRequest): Promise<unknown> {
    return this.call('PUT', `/api/scores/${season}/${episode}`, records);
  }

  setDraftDeadline(leagueId: string, draftDeadline: string | null): Promise<unknown> {
    return this.call('POST', `/api/leagues/${leagueId}/deadline`, { draftDeadline });
  }

  setEliminationCutoffs(leagueId: string, cutoffs: Record<string, string>): Promise<unknown> {
    return this.call('PUT', `/api/leagues/${leagueId}/elimination-cutoff`, { cutoffs });
  }

  adjustInventory(castawayId: number, itemType: 'idols' | 'advantages', amount: 1 | -1): Promise<unknown> {
    return this.call('POST', `/api/inventory/${castawayId}/adjust`, { itemType, amount });
  }

  /**
   * Moves the server's clock to `at` and lets it run on from there (null: the real time again). Only a server started
   * with `{ testingClock: true }` takes it.
   */
  setServerClock(at: Date | null): Promise<{ now: string }> {
    return this.call('PUT', '/api/testing/clock', { at: at?.toISOString() ?? null });
  }
}
