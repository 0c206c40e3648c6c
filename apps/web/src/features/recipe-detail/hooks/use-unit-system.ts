import { UNIT_SYSTEMS, type UnitSystem } from '@receptari/shared/quantities/unit-systems';
import { useState } from 'react';
import { useAuth } from '@/lib/auth-store.ts';

const keyFor = (userId: number | undefined) => `receptari:units:${userId ?? 'visitor'}`;

function stored(key: string): UnitSystem {
  try {
    const value = window.localStorage.getItem(key);
    return UNIT_SYSTEMS.find((system) => system === value) ?? 'original';
  } catch {
    return 'original';
  }
}

/** The units this user reads recipes in, remembered for them on this device. */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const key = keyFor(useAuth().user?.id);
  const [chosen, setChosen] = useState<{ key: string; system: UnitSystem } | null>(null);
  const system = chosen?.key === key ? chosen.system : stored(key);
  const choose = (next: UnitSystem) => {
    setChosen({ key, system: next });
    try {
      window.localStorage.setItem(key, next);
    } catch {
      // Private mode without storage: the choice lasts this visit.
    }
  };
  return [system, choose];
}
