/**
 * The registry of named tasks in code that a timed-task row may run (eladmin names a Spring bean + method instead).
 * Each task declares its params with zod, so a row's params are checked when it is saved and
 * again when it runs (a row written before a task's params changed fails with a readable message, not a crash).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { KvStore } from '../../kv/kv-store';
import { refusalMessage } from '../../../streams/contracts/refusals';

/** What a task gets to do its work. */
export interface TaskContext {
  db: Db;
  kv: KvStore;
  log: FastifyBaseLogger;
  /** IANA zone of the server (days and wire dates). */
  zone: string;
  /** The run's time (the tick for a scheduled run). */
  now: Date;
}

/** One named task. `run` throws to fail the run; what it returns is logged as the run's summary. */
export interface TaskDefinition<P = unknown> {
  name: string;
  /** One sentence for the task select of the form. */
  description: string;
  /** Params as stored (JSON text parsed, `{}` when empty). */
  params: z.ZodType<P>;
  /** Example params as JSON text for the form ('' when the task takes none). */
  paramsHint: string;
  run(context: TaskContext, params: P): Promise<unknown>;
}

/** Builds a definition with its params type inferred from the schema. */
export const defineTask = <S extends z.ZodType>(task: TaskDefinition<z.infer<S>> & { params: S }): TaskDefinition => task as unknown as TaskDefinition;

export class TaskParamsError extends Error {
  override readonly name = 'TaskParamsError';
}

/**
 * Reads a row's params for `task`: JSON text (empty = `{}`) checked by the task's schema.
 * @throws {TaskParamsError} `params: …` naming the field and why.
 */
export function parseTaskParams(task: TaskDefinition, text: string | null): unknown {
  let raw: unknown = {};
  if (text && text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new TaskParamsError(refusalMessage('TASK_PARAMS_NOT_JSON_HINT', { example: task.paramsHint || '{}' }));
    }
  }
  const parsed = task.params.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw new TaskParamsError(`params${path}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The registry: the built-in tasks plus any a test or an extension adds. */
export interface TaskRegistry {
  get(name: string): TaskDefinition | undefined;
  list(): TaskDefinition[];
  /** Adds (or replaces) a task. */
  register(task: TaskDefinition): void;
}

export function createTaskRegistry(tasks: TaskDefinition[]): TaskRegistry {
  const byName = new Map(tasks.map((task) => [task.name, task]));
  return {
    get: (name) => byName.get(name),
    list: () => [...byName.values()].sort((a, b) => a.name.localeCompare(b.name)),
    register(task) {
      byName.set(task.name, task);
    },
  };
}
