import { useRef, useState } from 'react';
import { useSave } from '@/hooks/use-save';
import { useSeasons } from '@/hooks/use-seasons';

export interface TribeDraft {
  key: number;
  name: string;
  color: string;
}

/** Spec §3: a tribe's colour defaults to white. */
const DEFAULT_TRIBE_COLOR = 'white';
const TRIBE_COLOR_REQUIRED = 'Each tribe needs a color.';

/**
 * What the admin's create form and the self-serve start form share: the league's name, commissioner, join code,
 * season and tribes, the request built from them, and one save cycle.
 */
export function useLeagueForm() {
  const nextKey = useRef(1);
  const newTribe = (): TribeDraft => ({ key: nextKey.current++, name: '', color: DEFAULT_TRIBE_COLOR });
  const [leagueName, setLeagueName] = useState('');
  const [commissionerName, setCommissionerName] = useState('');
  const [password, setPassword] = useState('');
  const seasons = useSeasons();
  const [chosenSeason, setSeason] = useState<number>();
  // The season airing now, else the next, else the latest, until the reader picks another.
  const season = chosenSeason ?? seasons.defaultSeason;
  const [tribes, setTribes] = useState<TribeDraft[]>(() => [newTribe()]);
  const saveCycle = useSave();

  return {
    ...saveCycle,
    leagueName,
    setLeagueName,
    commissionerName,
    setCommissionerName,
    password,
    setPassword,
    season,
    setSeason,
    tribes,
    addTribe: () => setTribes((current) => [...current, newTribe()]),
    updateTribe: (key: number, change: Partial<TribeDraft>) =>
      setTribes((current) => current.map((tribe) => (tribe.key === key ? { ...tribe, ...change } : tribe))),
    removeTribe: (key: number) => setTribes((current) => current.filter((tribe) => tribe.key !== key)),
    /** Checked before the schema: the schema would name the field, the reader needs the rule. */
    tribeProblem: () => (tribes.some((tribe) => !tribe.color.trim()) ? TRIBE_COLOR_REQUIRED : null),
    /** The league as both schemas (create, start) read it. */
    request: () => ({
      leagueName,
      commissionerName,
      password,
      season,
      tribes: tribes.map(({ name, color }) => ({ name, color })),
    }),
    /** Empty again for the next league (the admin creates several in a row). */
    reset() {
      setLeagueName('');
      setCommissionerName('');
      setPassword('');
      setTribes([newTribe()]);
    },
  };
}

export type LeagueForm = ReturnType<typeof useLeagueForm>;
