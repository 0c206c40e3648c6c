import { perLocale } from '@receptari/shared/i18n/intl';
import {
  ADMIN_PREVIEW_CHARS,
  categoryBodySchema,
  cuisineBodySchema,
} from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { ROLES, type Role } from '@receptari/shared/auth/auth.rules';
import type { NewCatalogEntry } from '@/api/catalog/create-category.ts';

const graphemes = new Intl.Segmenter('ca', { granularity: 'grapheme' });
const firstGrapheme = (word: string) =>
  graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';

/**
 * The users table's avatar: the first letters of up to two words of the name, upper case
 * ('maria lopez garcia' -> 'ML', 'anna' -> 'A'); '?' for a name of only spaces.
 */
export function initials(name: string): string {
  const letters = name.trim().split(/\s+/).filter(Boolean).slice(0, 2).map(firstGrapheme).join('');
  return letters ? letters.toLocaleUpperCase('ca') : '?';
}

/**
 * The recipes list's description: its first 150 characters and '...' when longer
 * (docs/product.md#lists-and-pages).
 */
export function descriptionPreview(description: string | null): string {
  const text = (description ?? '').trim();
  const chars = Array.from(text);
  return chars.length > ADMIN_PREVIEW_CHARS ? `${chars.slice(0, ADMIN_PREVIEW_CHARS).join('')}...` : text;
}

export type CatalogKind = 'category' | 'cuisine';

/** Why each field of a new entry cannot be sent, by field; empty when all can. */
export type CatalogFieldErrors = Partial<Record<keyof NewCatalogEntry, string>>;

/**
 * Why a new category's or cuisine's names cannot be sent (a blank Catalan name, too long, control
 * characters), from the same schema the server validates with.
 */
export function catalogFieldErrors(kind: CatalogKind, { name, es, en }: NewCatalogEntry): CatalogFieldErrors {
  const result =
    kind === 'category'
      ? categoryBodySchema.safeParse({ category: name, name_es: es, name_en: en })
      : cuisineBodySchema.safeParse({ country: name, country_es: es, country_en: en });
  const errors: CatalogFieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    const field = key.endsWith('_es') ? 'es' : key.endsWith('_en') ? 'en' : 'name';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Lower case without accents, to filter a list as people type ('cuina' finds 'Cuïna'). */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('ca');

/** Whether `text` contains the search (case- and accent-insensitive); an empty search matches all. */
export const matchesSearch = (text: string, search: string) => folded(text).includes(folded(search.trim()));

const dateTime = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' }));

/** A row's date for the tables: '24/11/26, 23:10'; the text itself when it is not a date. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime().format(date);
}

type Details = Record<string, string | number | boolean | null>;

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A role's label (Nom, Xef, Admin) when `value` is a role, else the value as text ('—' for none). */
const valueText = (value: Details[string]) =>
  value === null ? '—' : isRole(value) ? tr.roles[value] : String(value);

/**
 * An audit entry's particulars as one line in Catalan: a role change as 'Nom → Xef', every other
 * field under its label ('Email: anna@… · Rol: Admin'); a field with no label keeps its key.
 */
export function detailsLine(details: Details): string {
  const { from, to, ...rest } = details;
  const parts: string[] = [];
  if (from !== undefined || to !== undefined)
    parts.push(`${valueText(from ?? null)} → ${valueText(to ?? null)}`);
  const labels: Record<string, string> = trAdmin.admin.auditDetails;
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) parts.push(`${labels[key] ?? key}: ${valueText(value)}`);
  return parts.join(' · ');
}
