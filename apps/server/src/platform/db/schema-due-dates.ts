import type { ColumnType, Generated } from 'kysely';

/** Due dates (migration 026), kept beside schema.ts, which lists them in `Database`. */
/** A `date` column, read as 'YYYY-MM-DD' text by the queries that select it (`to_char`), written as such. */
type NullableDate = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** One client's due date for one stage: the computed date (the override wins) and whether it is still open. */
export interface StageDueDatesTable {
  project_id: string;
  step_id: string;
  workspace_id: string;
  due_on: NullableDate;
  /** The owner's date for this client (a fixed-date stage's only date). */
  override_on: NullableDate;
  /** The stage applies to the client and is not done. */
  open: Generated<boolean>;
  /** The due date `stage.overdue` was announced for (a moved date may be announced again). */
  overdue_notified_on: NullableDate;
  updated_at: Generated<Date>;
}

/** A due-date reminder sent for one date and offset (never twice). */
export interface StageDueRemindersTable {
  project_id: string;
  step_id: string;
  due_on: string;
  offset_days: number;
  sent_at: Generated<Date>;
}
