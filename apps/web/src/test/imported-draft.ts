import type { ImportedDraft } from '@receptari/shared/import/import.schemas';

/** A recipe as POST /api/import/url answers it: Escalivada from a cooking site; `more` changes any field. */
export const importedDraft = (more: Partial<ImportedDraft> = {}): ImportedDraft => ({
  title: 'Escalivada',
  description: 'Verdures escalivades a la brasa.',
  servings: 4,
  explanation: 'Les verdures de l’estiu, rostides i pelades.',
  steps: ['Enceneu el forn a 200 °C.', 'Rostiu-hi les verdures una hora.'],
  ingredients: [
    { quantity: '2', unit: 'unitats', name: 'albergínies' },
    { quantity: '', unit: '', name: 'oli d’oliva' },
  ],
  nutrition: { calories: 180, protein: 3.5, carbs: 14, fats: 12.5 },
  prep_time: 15,
  cook_time: 60,
  image: '/media/ab/cd1234.webp',
  category_id: 3,
  cuisine_id: null,
  source: { url: 'https://cuina.example.cat/receptes/escalivada', site: 'Cuina d’aquí' },
  warnings: ['No s’ha reconegut la cuina: tria’n una.'],
  ...more,
});
