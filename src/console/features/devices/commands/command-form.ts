/**
 * The command form's logic, apart from its view so it is tested on its own: the form holds what inputs give (the
 * expiry in seconds, as staff think of it); {@link commandFormSchema} turns that into the body of
 * `POST/PUT api/deviceCommands` (the expiry in ms) and validates it with the contract's own schema, so the messages
 * (unknown placeholders named, JSON that breaks) are the server's words. {@link previewOf} renders the template with
 * the contract's sample gift, as the server renders it for a test command.
 */
import { z } from 'zod';
import {
  COMMAND_TTL_MS,
  SAMPLE_TEMPLATE_CONTEXT,
  deviceCommandBodySchema,
  isJsonTemplate,
  renderTemplate,
  templateProblem,
  type DeviceCommandBody,
  type DeviceCommandRow,
} from '../../../../../streams/contracts/devices';

export interface CommandFormValues {
  name: string;
  payloadTemplate: string;
  /** Seconds, as typed. */
  ttlSeconds: string;
  note: string;
}

/** A new command: a JSON template naming the gifter, the gift and the count, one minute to live. */
export const commandDefaults = (): CommandFormValues => ({
  name: '',
  payloadTemplate: '{"action":"fire","user":"{{user.nickname}}","gift":"{{gift.name}}","count":{{gift.repeatCount}}}',
  ttlSeconds: String(COMMAND_TTL_MS.default / 1_000),
  note: '',
});

export const toCommandFormValues = (row: DeviceCommandRow): CommandFormValues => ({
  name: row.name,
  payloadTemplate: row.payloadTemplate,
  ttlSeconds: String(row.ttlMs / 1_000),
  note: row.note ?? '',
});

const formShape = z.object({ name: z.string(), payloadTemplate: z.string(), ttlSeconds: z.string(), note: z.string() });

/** Seconds as typed → ms; text that is no number goes as NaN, which the contract refuses with its range message. */
const toMs = (seconds: string): number => (seconds.trim() === '' ? Number.NaN : Math.round(Number(seconds) * 1_000));

/** Form values in, the request body out, checked by the contract; the expiry's message lands on the seconds input. */
export const commandFormSchema = formShape
  .transform((values): DeviceCommandBody => ({ name: values.name, payloadTemplate: values.payloadTemplate, ttlMs: toMs(values.ttlSeconds), note: values.note.trim() === '' ? null : values.note }))
  .pipe(deviceCommandBodySchema);
export type CommandFormOutput = z.output<typeof commandFormSchema>;

/** The form field a contract path belongs to (`ttlMs` is typed in seconds). */
export function commandFormField(path: string | null): keyof CommandFormValues | null {
  if (path === 'ttlMs') return 'ttlSeconds';
  return path !== null && Object.hasOwn(formShape.shape, path) ? (path as keyof CommandFormValues) : null;
}

/** What the preview shows: nothing yet, a problem (a contract message), or the payload as JSON or text. */
export type Preview = { kind: 'empty' } | { kind: 'problem'; message: string } | { kind: 'json' | 'text'; text: string };

/** The template filled in with the sample gift. */
export function previewOf(template: string): Preview {
  if (template.trim() === '') return { kind: 'empty' };
  const problem = templateProblem(template);
  if (problem) return { kind: 'problem', message: problem };
  const payload = renderTemplate(template, SAMPLE_TEMPLATE_CONTEXT);
  return isJsonTemplate(template) ? { kind: 'json', text: JSON.stringify(payload, null, 2) } : { kind: 'text', text: String(payload) };
}

/** `text` with `insert` put in place of the selection `[start, end)`; the caret lands after it. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
