import type { UnitSystem } from './unit-systems.ts';
import { convertUnit } from './kitchen-units.ts';

// "180 °C", "180ºC", "180 graus", "180 grados", "350 °F", "350 F", "350 degrees F".
const TEMPERATURE =
  /(\d{2,3})\s*(?:(?:°|º)\s*([CF])\b|(graus|grados)(?:\s+(?:centígrads|centígrados|celsius))?|degrees\s+([CF])\b|(?:degrees\s+)?(fahrenheit|celsius)\b)/gi;

// Ovens are set in steps of 5 °C or of 25 °F (above 250 °F) as cooks write them.
function roundFor(value: number, unit: 'C' | 'F'): number {
  const step = unit === 'F' && value > 250 ? 25 : 5;
  return Math.round(value / step) * step;
}

function scaleOf(symbol: string | undefined, word: string | undefined, named: string | undefined): 'C' | 'F' {
  if (symbol) return symbol.toUpperCase() === 'F' ? 'F' : 'C';
  if (word) return 'C';
  return named?.toLowerCase() === 'fahrenheit' ? 'F' : 'C';
}

/** The step's temperatures in the system's scale: Fahrenheit for imperial, Celsius for metric. */
export function convertTemperatures(step: string, system: UnitSystem): string {
  if (system === 'original') return step;
  const wanted = system === 'imperial' ? 'F' : 'C';
  return step.replace(
    TEMPERATURE,
    (whole, value: string, symbol?: string, word?: string, degrees?: string, named?: string) => {
      const scale = scaleOf(symbol ?? degrees, word, named);
      if (scale === wanted) return whole;
      return `${roundFor(convertUnit(Number(value), scale, wanted), wanted)} °${wanted}`;
    },
  );
}
